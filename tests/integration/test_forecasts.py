"""The forecasts job and GET /api/forecasts, GET /api/intelligence/sales-forecasts (SPEC; REFERENCE 1.9).

A tee (sizes M and L, sold 3:1) sells for 20 weeks before asOf 2024-06-03 (a Monday): in shop A
every Saturday, in shop B (size M only) on every day, in shop C twice (too few units for its own
size curve: it takes the variant's). The job forecasts each variant x shop weekly and
the API splits the weeks into days by the shop's weekday profile and into sizes by the size curve.
"""

from __future__ import annotations

import uuid
from datetime import date, timedelta

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, run_jobs, to_csv

AS_OF = date(2024, 6, 3)


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def _sales(days: int = 140) -> list[list]:
    rows = [["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "productName", "colour"]]
    for back in range(1, days + 1):
        day = AS_OF - timedelta(days=back)
        if day.weekday() == 5:  # Saturdays in A: 3 M + 1 L
            rows += [[day.isoformat(), "A", "TEE-RED-M", "3", "20", "M", "TEE", "Tee", "RED"],
                     [day.isoformat(), "A", "TEE-RED-L", "1", "20", "L", "TEE", "Tee", "RED"]]  # fmt: skip
        rows.append([day.isoformat(), "B", "TEE-RED-M", "1", "20", "M", "TEE", "Tee", "RED"])
        if back in (10, 40):  # C: 2 units in all, too few for its own size curve
            rows.append([day.isoformat(), "C", "TEE-RED-M", "1", "20", "M", "TEE", "Tee", "RED"])
    return rows


def forecasts_run(client, organization_id: str, as_of: date = AS_OF) -> dict:
    body = {"organizationId": organization_id, "job": "forecasts", "asOf": as_of.isoformat()}
    run = ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, body), 201)["data"]
    run_jobs()
    return ok(client.get(f"/api/data-platform/job-runs/{run['id']}?organizationId={organization_id}", INTERNAL_TOKEN))["data"]


@pytest.fixture
def forecast(client, tenant, monkeypatch):
    """The tenant's sales loaded, the forecasts job run for AS_OF, the clock at AS_OF: shop code -> id and the variant id."""
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org = tenant.organization_id
    shops = [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"], ["C", "Gamma"]]
    assert not ingest(org, "shops.csv", to_csv(shops))[-1].get("batchItemFailures")
    assert not ingest(org, "sales.csv", to_csv(_sales()))[-1].get("batchItemFailures")
    run = forecasts_run(client, org)
    assert run["status"] == "SUCCESS", run
    shop_ids = {s["code"]: s["id"] for s in ok(client.get("/api/shops", tenant.token))["data"]}
    variant = ok(client.get("/api/variants", tenant.token))["data"][0]["id"]
    return {"run": run, "shops": shop_ids, "variant": variant}


def rows(client, token, query: str) -> dict:
    return ok(client.get(f"/api/forecasts?pageSize=100&{query}", token))


def test_the_job_forecasts_each_variant_and_shop(forecast):
    stats = forecast["run"]["stats"]
    assert stats["asOf"] == "2024-06-03" and stats["series"] == 3 and stats["weeks"] == 53
    assert sum(stats["methods"].values()) == 3 and stats["sizeCurves"] == {"own": 2, "variant": 1} and stats["shops"] == 3


def test_days_split_the_week_by_weekday_and_size(client, tenant, forecast):
    a = forecast["shops"]["A"]
    week = rows(client, tenant.token, f"shopId={a}&dateTo=2024-06-09")  # the run's first week: Mon 3 .. Sun 9 June
    assert week["total"] == 14  # 2 sizes x 7 days
    by_day = {(r["sizeTaxonomyId"], r["forecastDate"]): r for r in week["data"]}
    saturday_m, saturday_l = by_day[("M", "2024-06-08")], by_day[("L", "2024-06-08")]
    assert saturday_m["quantity"] == pytest.approx(3 * saturday_l["quantity"], rel=1e-3) and saturday_m["quantity"] > 0
    assert all(r["quantity"] == 0 for (size, day), r in by_day.items() if day != "2024-06-08")  # A sells on Saturdays only
    for r in week["data"]:
        assert r["lbQuantity"] <= r["quantity"] <= r["ubQuantity"] and r["confidenceLevel"] == 0.8
        assert r["algorithm"].startswith("weekly-") and r["algorithm"].endswith("+size-curve") and r["granularity"] == "DAY"
    weekly = rows(client, tenant.token, f"shopId={a}&dateTo=2024-06-09&granularity=WEEK")["data"]
    assert {r["sizeTaxonomyId"]: r["forecastDate"] for r in weekly} == {"M": "2024-06-03", "L": "2024-06-03"}
    for r in weekly:  # a week is the sum of its days
        days = sum(d["quantity"] for (size, _), d in by_day.items() if size == r["sizeTaxonomyId"])
        assert r["quantity"] == pytest.approx(days, abs=1e-3)
    assert weekly[0]["quantity"] + weekly[1]["quantity"] == pytest.approx(4, rel=0.35)  # about 4 a week were sold


def test_months_and_quarters_add_up_the_days(client, tenant, forecast):
    b = forecast["shops"]["B"]
    query = f"shopId={b}&dateFrom=2024-06-03&dateTo=2024-07-31"
    days = rows(client, tenant.token, query)
    assert days["total"] == 59  # one size sold in B: 59 days
    every_day = []
    page = 1
    while len(every_day) < days["total"]:
        every_day += ok(client.get(f"/api/forecasts?pageSize=100&page={page}&{query}", tenant.token))["data"]
        page += 1
    months = {r["forecastDate"]: r["quantity"] for r in rows(client, tenant.token, f"{query}&granularity=MONTH")["data"]}
    assert set(months) == {"2024-06-01", "2024-07-01"}
    june = sum(r["quantity"] for r in every_day if r["forecastDate"] < "2024-07-01")
    assert months["2024-06-01"] == pytest.approx(june, abs=1e-2)
    # the bounds: added within a week (fixed shares of one weekly quantile), across weeks as independent
    # spreads; B sells 1 a day (no spread), C twice in 140 days (an interval around a small mean)
    c_query = f"shopId={forecast['shops']['C']}&sizeTaxonomyId=M&dateFrom=2024-06-03&dateTo=2024-06-30"
    c_days = rows(client, tenant.token, c_query)["data"]
    by_week: dict[int, list[dict]] = {}
    for r in c_days:
        by_week.setdefault((date.fromisoformat(r["forecastDate"]) - AS_OF).days // 7, []).append(r)
    below = sum(sum(r["quantity"] - r["lbQuantity"] for r in week) ** 2 for week in by_week.values()) ** 0.5
    above = sum(sum(r["ubQuantity"] - r["quantity"] for r in week) ** 2 for week in by_week.values()) ** 0.5
    (c_june,) = rows(client, tenant.token, f"{c_query}&granularity=MONTH")["data"]
    c_mean = sum(r["quantity"] for r in c_days)
    assert len(c_days) == 28 and len(by_week) == 4 and above > 0  # 3-30 June: the run's first four weeks
    assert c_june["quantity"] == pytest.approx(c_mean, abs=5e-3)  # the days are rounded to 4 places
    assert c_june["ubQuantity"] == pytest.approx(c_mean + above, abs=5e-3)
    assert c_june["lbQuantity"] == pytest.approx(max(0.0, c_mean - below), abs=5e-3)
    assert c_june["ubQuantity"] < sum(r["ubQuantity"] for r in c_days) - 1e-3  # narrower than the summed quantiles
    quarter = rows(client, tenant.token, f"{query}&granularity=QUARTER")["data"]
    assert [r["forecastDate"] for r in quarter] == ["2024-04-01", "2024-07-01"]
    assert quarter[0]["quantity"] == pytest.approx(months["2024-06-01"], abs=1e-2)
    # a range that starts weeks into the run reads only its own weeks, and gives the same days
    late = rows(client, tenant.token, f"shopId={b}&dateFrom=2024-07-17&dateTo=2024-07-23")["data"]  # mid-week to mid-week
    assert len(late) == 7 and [(r["forecastDate"], r["quantity"]) for r in late] == \
        [(r["forecastDate"], r["quantity"]) for r in every_day if "2024-07-17" <= r["forecastDate"] <= "2024-07-23"]  # fmt: skip


def test_horizon_and_date_rules_of_the_spec(client, tenant, forecast):
    token, variant = tenant.token, forecast["variant"]
    default = rows(client, token, f"variantId={variant}")
    assert default["total"] == 5 * 31  # A: M and L, B: M, C: M and L (the variant's curve); today .. today + 30
    assert {r["forecastDate"] for r in default["data"]} >= {"2024-06-03"}
    assert rows(client, token, "horizon=1")["total"] == 5 * 2
    assert rows(client, token, "dateTo=2024-05-01")["data"] == []  # the start stays today
    assert rows(client, token, "dateFrom=2024-06-10&dateTo=2024-06-10")["total"] == 5
    assert_envelope(client.get("/api/forecasts?horizon=366", token), 422, "VALIDATION_ERROR")
    assert_envelope(client.get("/api/forecasts?horizon=0", token), 422, "VALIDATION_ERROR")
    other = str(uuid.uuid4())
    wins = rows(client, token, f"variantId={variant}&variantIds={other}&horizon=1")
    assert wins["total"] == 10  # variantId wins over variantIds
    assert rows(client, token, f"variantIds={other}&horizon=1")["data"] == []
    a, b = forecast["shops"]["A"], forecast["shops"]["B"]
    assert {r["shopId"] for r in rows(client, token, f"shopId={a}&shopIds={b}&horizon=1")["data"]} == {a}
    assert rows(client, token, "sizeTaxonomyId=L&horizon=1")["total"] == 4
    c = forecast["shops"]["C"]
    assert {r["sizeTaxonomyId"] for r in rows(client, token, f"shopId={c}&horizon=6")["data"]} == {"M", "L"}
    sales = ok(client.get("/api/intelligence/sales-forecasts?forecastDateFrom=2024-09-01&forecastDateTo=2024-09-30&"
                          f"granularity=MONTH&shopId={b}", token))  # fmt: skip
    assert [(r["forecastDate"], r["granularity"]) for r in sales["data"]] == [("2024-09-01", "MONTH")]
    reversed_range = client.get("/api/intelligence/sales-forecasts?forecastDateFrom=2024-09-02&forecastDateTo=2024-09-01", token)
    assert_envelope(reversed_range, 422, "VALIDATION_ERROR")


def test_as_of_reads_no_fact_on_or_after_it_and_a_rerun_replaces(client, tenant, forecast):
    org = tenant.organization_id
    before = rows(client, tenant.token, "granularity=WEEK&horizon=6")["data"]
    spike = [["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "productName", "colour"],
             [AS_OF.isoformat(), "A", "TEE-RED-M", "500", "20", "M", "TEE", "Tee", "RED"]]  # fmt: skip
    assert not ingest(org, "spike.csv", to_csv(spike))[-1].get("batchItemFailures")
    again = forecasts_run(client, org)
    assert again["status"] == "SUCCESS"
    after = rows(client, tenant.token, "granularity=WEEK&horizon=6")
    assert after["data"] == before  # the sale of 3 June is not read by the run of 3 June; no row doubled
    later = forecasts_run(client, org, AS_OF + timedelta(days=1))  # a run of 4 June reads it
    assert later["status"] == "SUCCESS"


def test_forecasts_are_the_callers_organization_and_shops_only(client, tenant, other_tenant, issuer, forecast):
    a, variant = forecast["shops"]["A"], forecast["variant"]
    assert ok(client.get("/api/forecasts", other_tenant.token))["data"] == []
    assert_envelope(client.get(f"/api/forecasts?variantId={variant}", other_tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/forecasts?shopId={a}", other_tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/intelligence/sales-forecasts?shopId={a}", other_tenant.token), 404, "NOT_FOUND")
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, "a@acme.test", "A manager", ["SHOP_VIEWER"], [a])
    viewer = issuer.mint(user_id, "a@acme.test", "A manager", tenant.organization_id)
    seen = rows(client, viewer, "horizon=2")
    assert seen["total"] == 6 and {r["shopId"] for r in seen["data"]} == {a}
    assert_envelope(client.get(f"/api/forecasts?shopId={forecast['shops']['B']}", viewer), 404, "NOT_FOUND")


def test_without_a_run_there_is_no_forecast(client, tenant, monkeypatch):
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    assert ok(client.get("/api/forecasts", tenant.token))["data"] == []
    assert_envelope(client.get("/api/forecasts"), 401, "UNAUTHORIZED")


def test_a_validated_markdown_plan_moves_its_weeks_through_the_elasticity(client, tenant, forecast):
    """30% off size M in shop B for weeks 2 and 3 of the horizon: shop B's forecast of those weeks is
    the regular-price forecast x 0.7^-1.5 (one price in the history: the DEFAULT elasticity -1.5);
    the other weeks and shops are unchanged, and a DRAFT plan moves nothing."""
    org, b = tenant.organization_id, forecast["shops"]["B"]
    query = f"granularity=WEEK&horizon=42&shopId={b}"
    before = {r["forecastDate"]: r for r in rows(client, tenant.token, query)["data"]}
    others = rows(client, tenant.token, f"granularity=WEEK&horizon=42&shopId={forecast['shops']['A']}")["data"]
    window = {"name": "Summer", "startDate": (AS_OF + timedelta(days=14)).isoformat(),
              "endDate": (AS_OF + timedelta(days=27)).isoformat()}  # fmt: skip
    plan = ok(client.post("/api/markdown-plans", tenant.token, window), 201)["data"]
    line = {"variantId": forecast["variant"], "sizeId": "M", "shopId": b, "discountPercent": 30}
    ok(client.post(f"/api/markdown-plans/{plan['id']}/items", tenant.token, line), 201)
    draft = forecasts_run(client, org)
    assert draft["stats"]["pricedSeries"] == 0  # a draft is not a plan yet
    ok(client.patch(f"/api/plans/MARKDOWN/{plan['id']}", tenant.token, {"status": "VALIDATED"}))
    run = forecasts_run(client, org)
    assert run["status"] == "SUCCESS" and run["stats"]["pricedSeries"] == 1
    after = {r["forecastDate"]: r for r in rows(client, tenant.token, query)["data"]}
    lift = 0.7**-1.5
    for week in range(6):
        day = (AS_OF + timedelta(days=7 * week)).isoformat()
        expected = before[day]["quantity"] * (lift if week in (2, 3) else 1.0)
        assert after[day]["quantity"] == pytest.approx(expected, rel=1e-3), day
        assert after[day]["ubQuantity"] >= after[day]["quantity"] >= after[day]["lbQuantity"]
        assert after[day]["algorithm"] == before[day]["algorithm"].replace("+size-curve", "+price-elasticity+size-curve")
    assert rows(client, tenant.token, f"granularity=WEEK&horizon=42&shopId={forecast['shops']['A']}")["data"] == others


@pytest.mark.parametrize(("first", "last", "close"), [(-14, -1, False), (-14, 6, True)], ids=["ended", "closed-while-running"])
def test_a_markdown_that_ended_on_as_of_is_not_the_price_after_the_next_window(client, tenant, monkeypatch, first, last, close):
    """A tee sells 1 a day at 20 for 8 weeks, then 2 a day at 10 in the 2 weeks of a markdown that
    ended the day before asOf, or that was CLOSED while it ran (its own elasticity: ln 2 / ln 0.5 =
    -1). At regular price it sells 7 a week. A new markdown of 20% in weeks 4 and 5 ahead: weeks 0-3
    are at the regular price again (7, not 7 / 0.75 as if the earlier markdown still ran), weeks 4-5
    at 7 x 0.8^-1 = 8.75. Without the new markdown the series is not priced at all."""
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org = tenant.organization_id
    header = ["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "productName", "colour"]
    sales = [header] + [[(AS_OF - timedelta(days=back)).isoformat(), "A", "TEE-RED-M", "2" if back <= 14 else "1",
                         "10" if back <= 14 else "20", "M", "TEE", "Tee", "RED"] for back in range(1, 71)]  # fmt: skip
    assert not ingest(org, "shops.csv", to_csv([["shopCode", "shopName"], ["A", "Alpha"]]))[-1].get("batchItemFailures")
    assert not ingest(org, "sales.csv", to_csv(sales))[-1].get("batchItemFailures")
    shop = ok(client.get("/api/shops", tenant.token))["data"][0]["id"]
    variant = ok(client.get("/api/variants", tenant.token))["data"][0]["id"]

    def markdown(name: str, start: int, end: int, discount: float, status: str) -> None:
        window = {"name": name, "startDate": (AS_OF + timedelta(days=start)).isoformat(),
                  "endDate": (AS_OF + timedelta(days=end)).isoformat()}  # fmt: skip
        plan = ok(client.post("/api/markdown-plans", tenant.token, window), 201)["data"]
        line = {"variantId": variant, "sizeId": "M", "shopId": shop, "discountPercent": discount}
        ok(client.post(f"/api/markdown-plans/{plan['id']}/items", tenant.token, line), 201)
        ok(client.patch(f"/api/plans/MARKDOWN/{plan['id']}", tenant.token, {"status": "VALIDATED"}))
        if status == "CLOSED":
            ok(client.patch(f"/api/plans/MARKDOWN/{plan['id']}", tenant.token, {"status": "CLOSED"}))

    markdown("Earlier", first, last, 50, "CLOSED" if close else "VALIDATED")
    alone = forecasts_run(client, org)
    assert alone["status"] == "SUCCESS" and alone["stats"]["pricedSeries"] == 0  # a past markdown alone prices nothing
    assert "+price-elasticity" not in rows(client, tenant.token, "granularity=WEEK&horizon=7")["data"][0]["algorithm"]
    markdown("Next", 28, 41, 20, "VALIDATED")
    run = forecasts_run(client, org)
    assert run["status"] == "SUCCESS" and run["stats"]["pricedSeries"] == 1
    weeks = rows(client, tenant.token, "granularity=WEEK&horizon=42")["data"]
    assert [round(w["quantity"], 2) for w in weeks[:6]] == [7.0, 7.0, 7.0, 7.0, 8.75, 8.75]


def test_planned_markdowns_reads_the_windows_ahead_and_the_recent_past_ones_beside_them(client, tenant, forecast):
    """Which markdowns the run reads for shop B's tee: a VALIDATED one ahead; beside it a VALIDATED one
    ended 10 weeks ago, and a CLOSED one that ran over asOf (cut to asOf - 1); not a CLOSED one that
    ended 27 weeks ago (over 26), nor a DRAFT. In shop A, which has no window ahead, a past one alone
    is not read."""
    from inventory_planning.services.forecasts.job import planned_markdowns

    shops, variant = forecast["shops"], forecast["variant"]

    def markdown(name: str, start: int, end: int, status: str, shop: str = "B") -> str:
        window = {"name": name, "startDate": (AS_OF + timedelta(days=start)).isoformat(),
                  "endDate": (AS_OF + timedelta(days=end)).isoformat()}  # fmt: skip
        plan = ok(client.post("/api/markdown-plans", tenant.token, window), 201)["data"]
        line = {"variantId": variant, "sizeId": "M", "shopId": shops[shop], "discountPercent": 10}
        ok(client.post(f"/api/markdown-plans/{plan['id']}/items", tenant.token, line), 201)
        for next_status in ("VALIDATED", "CLOSED")[: ("DRAFT", "VALIDATED", "CLOSED").index(status)]:
            ok(client.patch(f"/api/plans/MARKDOWN/{plan['id']}", tenant.token, {"status": next_status}))
        return plan["id"]

    ahead = markdown("Ahead", 7, 20, "VALIDATED")
    ended = markdown("Ended", -90, -70, "VALIDATED")
    closed = markdown("Closed", -10, 10, "CLOSED")
    markdown("Long ago", -210, -189, "CLOSED")
    markdown("Draft", 0, 6, "DRAFT")
    markdown("Past in A", -20, -10, "VALIDATED", "A")
    planned = planned_markdowns(tenant.organization_id, AS_OF)
    windows = {w["planId"]: (w["startDate"], w["endDate"], w["ahead"]) for w in planned[variant]["windows"]}
    day = lambda offset: (AS_OF + timedelta(days=offset)).isoformat()  # noqa: E731
    assert windows == {ahead: (day(7), day(20), True), ended: (day(-90), day(-70), False), closed: (day(-10), day(-1), False)}
    assert {w["shopId"] for w in planned[variant]["windows"]} == {shops["B"]}
