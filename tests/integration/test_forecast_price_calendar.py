"""The price calendar in the forecasts job (docs/intelligence.md "Planned prices and promotions").

A tee (size M) sells 1 a day at 20 in shop A for 10 weeks before asOf 2024-06-03 (a Monday): 7 a
week at one price, so its elasticity is the DEFAULT -1.5 (no level has a price move) and its regular
price is 20 (the 75th percentile of its weekly prices). Every expected number is computed by hand in
the test's docstring: week k of the horizon is days asOf + 7k .. + 6.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from tests.helpers.seed import ingest, to_csv
from tests.integration.test_forecasts import forecasts_run, ok

AS_OF = date(2024, 6, 3)
SALES_HEADER = ["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "productName", "colour"]
CALENDAR_HEADER = ["sku", "productCode", "shopCode", "dateFrom", "dateTo", "price", "feature", "display"]


def day(offset: int) -> str:
    return (AS_OF + timedelta(days=offset)).isoformat()


def load(org: str, doubled: tuple[int, ...] = ()) -> None:
    """Shops A and B; the tee's 70 days of sales in A, 2 a day on the days ``doubled`` (offsets), else 1."""
    assert not ingest(org, "shops.csv", to_csv([["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"]]))[-1].get(
        "batchItemFailures"
    )
    sales = [SALES_HEADER] + [[day(-back), "A", "TEE-RED-M", "2" if -back in doubled else "1", "20", "M", "TEE", "Tee", "RED"]
                              for back in range(1, 71)]  # fmt: skip
    assert not ingest(org, "sales.csv", to_csv(sales))[-1].get("batchItemFailures")


def calendar(org: str, rows: list[list], name: str = "calendar.csv") -> dict:
    records = ingest(org, name, to_csv([CALENDAR_HEADER, *rows]))
    assert not records[-1].get("batchItemFailures")
    return records


def weeks(client, token: str, count: int = 6) -> list[dict]:
    return ok(client.get(f"/api/forecasts?pageSize=100&granularity=WEEK&horizon={7 * count}", token))["data"][:count]


@pytest.fixture
def clock(monkeypatch):
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())


def test_calendar_prices_move_their_weeks_by_the_rows_precedence(client, tenant, other_tenant, clock):
    """Another organization's calendar (a 50% cut on the same SKU over the weeks ahead) moves nothing
    here (and moves its own: 7 x 0.5^-1.5 = 19.799 a week). Then:

    - week 2: product TEE all shops at 10 (index 0.5) and the sku's row in shop A at 14 (0.7): the
      sku x shop row wins: 7 x 0.7^-1.5 = 11.952;
    - week 3: product TEE all shops at 10 and product TEE in shop A at 16 (0.8): the shop's row wins:
      7 x 0.8^-1.5 = 9.782;
    - week 4: product TEE in shop A at 10 and the sku's all-shops row at 18 (0.9): the sku's row wins:
      7 x 0.9^-1.5 = 8.198;
    - weeks 0, 1 and 5: no row, the current index 1: 7.
    """
    org, other = tenant.organization_id, other_tenant.organization_id
    load(org)
    load(other)
    assert forecasts_run(client, org)["status"] == "SUCCESS"
    calendar(other, [["TEE-RED-M", "", "", day(0), day(60), "10", "", ""]])
    alone = forecasts_run(client, org)  # the other's calendar file changes nothing of ours: the shard is reused
    assert alone["status"] == "SUCCESS" and (alone["stats"]["calendarSeries"], alone["stats"]["shardsReused"]) == (0, 1)
    assert [round(w["quantity"], 3) for w in weeks(client, tenant.token)] == [7.0] * 6
    calendar(org, [
        ["", "TEE", "", day(14), day(27), "10", "", ""],
        ["TEE-RED-M", "", "A", day(14), day(20), "14", "", ""],
        ["", "TEE", "A", day(21), day(27), "16", "", ""],
        ["", "TEE", "A", day(28), day(34), "10", "", ""],
        ["TEE-RED-M", "", "", day(28), day(34), "18", "", ""],
    ])  # fmt: skip
    run = forecasts_run(client, org)  # our calendar file changes the shard's fingerprint: forecast again
    assert run["status"] == "SUCCESS" and run["stats"]["shardsReused"] == 0
    assert (run["stats"]["calendarSeries"], run["stats"]["pricedSeries"], run["stats"]["promotedSeries"]) == (1, 1, 0)
    found = weeks(client, tenant.token)
    expected = [7.0, 7.0, 7 * 0.7**-1.5, 7 * 0.8**-1.5, 7 * 0.9**-1.5, 7.0]
    assert [w["quantity"] for w in found] == pytest.approx(expected, rel=1e-3)
    assert all(w["algorithm"].endswith("+price-elasticity+price-calendar+size-curve") for w in found)
    assert forecasts_run(client, other)["stats"]["calendarSeries"] == 1  # its own calendar moves its own forecast
    assert [w["quantity"] for w in weeks(client, other_tenant.token)] == pytest.approx([7 * 0.5**-1.5] * 6, rel=1e-3)


def test_a_markdown_plan_and_the_calendar_on_one_day_take_the_lower_price(client, tenant, clock):
    """A VALIDATED markdown of 30% (index 0.7) over weeks 2 and 3; the calendar says 16 (0.8) in week 2
    and 12 (0.6) in week 3: week 2 at 0.7 (the plan's, lower): 7 x 0.7^-1.5 = 11.952; week 3 at 0.6
    (the calendar's, lower): 7 x 0.6^-1.5 = 15.062."""
    org = tenant.organization_id
    load(org)
    calendar(org, [["TEE-RED-M", "", "A", day(14), day(20), "16", "", ""],
                   ["TEE-RED-M", "", "A", day(21), day(27), "12", "", ""]])  # fmt: skip
    shop = ok(client.get("/api/shops", tenant.token))["data"]
    shop_a = next(s["id"] for s in shop if s["code"] == "A")
    variant = ok(client.get("/api/variants", tenant.token))["data"][0]["id"]
    plan = ok(client.post("/api/markdown-plans", tenant.token, {"name": "June", "startDate": day(14), "endDate": day(27)}), 201)
    plan_id = plan["data"]["id"]
    line = {"variantId": variant, "sizeId": "M", "shopId": shop_a, "discountPercent": 30}
    ok(client.post(f"/api/markdown-plans/{plan_id}/items", tenant.token, line), 201)
    ok(client.patch(f"/api/plans/MARKDOWN/{plan_id}", tenant.token, {"status": "VALIDATED"}))
    assert forecasts_run(client, org)["status"] == "SUCCESS"
    expected = [7.0, 7.0, 7 * 0.7**-1.5, 7 * 0.6**-1.5, 7.0, 7.0]
    assert [w["quantity"] for w in weeks(client, tenant.token)] == pytest.approx(expected, rel=1e-3)


def test_a_feature_week_ahead_moves_by_the_lift_its_history_measured(client, tenant, clock):
    """In the history, weeks -8 and -6 were on feature (calendar rows at the regular price 20) and sold
    2 a day: 14 a week against 7. Within the series (10 weeks, price constant), the least-squares
    log-lift of a full week on feature is (ln 14 - ln 7) = ln 2: the variant's own (n - G = 10 - 1 >= 8).
    The history deflated by exp(ln 2 x f_t) is 7 every week; a feature row ahead over week 2 makes it
    7 x 2 = 14; display never moved in the history, so a display row over week 3 lifts nothing (7)."""
    org = tenant.organization_id
    doubled = tuple(range(-56, -49)) + tuple(range(-42, -35))
    load(org, doubled)
    calendar(org, [
        ["TEE-RED-M", "", "A", day(-56), day(-50), "20", "yes", ""],
        ["TEE-RED-M", "", "A", day(-42), day(-36), "20", "yes", ""],
        ["TEE-RED-M", "", "A", day(14), day(20), "20", "yes", ""],
        ["TEE-RED-M", "", "A", day(21), day(27), "20", "", "yes"],
    ])  # fmt: skip
    run = forecasts_run(client, org)
    assert run["status"] == "SUCCESS" and run["stats"]["promotedSeries"] == 1
    found = weeks(client, tenant.token)
    assert [w["quantity"] for w in found] == pytest.approx([7.0, 7.0, 14.0, 7.0, 7.0, 7.0], rel=1e-3)
    assert "+promotion" in found[0]["algorithm"] and "+price-calendar" in found[0]["algorithm"]
