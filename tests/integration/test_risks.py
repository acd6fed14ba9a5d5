"""GET /api/inventory/risks: the four risk types from the risks job (docs/intelligence.md "Inventory risks").

As of 2024-06-03, with stock counted on 2 June:
- tee TEE-RED-M: shop A holds 10 and sells 2 a day (5 days of supply: a stock-out risk); shop B
  holds 100 and last sold one 120 days ago (dead stock, overstock, and displaced: A runs short);
- cap CAP-BLU-U: shop C holds 5 and never sold one.
"""

from __future__ import annotations

import uuid
from datetime import date, timedelta

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, run_jobs, to_csv

AS_OF = date(2024, 6, 3)
SALE_HEADER = ["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "productName", "colour"]


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def job(client, organization_id: str, name: str) -> dict:
    body = {"organizationId": organization_id, "job": name, "asOf": AS_OF.isoformat()}
    run = ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, body), 201)["data"]
    run_jobs()
    record = ok(client.get(f"/api/data-platform/job-runs/{run['id']}?organizationId={organization_id}", INTERNAL_TOKEN))["data"]
    assert record["status"] == "SUCCESS", record
    return record


@pytest.fixture
def risks(client, tenant, monkeypatch):
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org = tenant.organization_id
    tee = ["TEE", "Tee", "RED"]
    files = {
        "shops.csv": [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"], ["C", "Gamma"]],
        "catalogue.csv": [["sku", "productCode", "productName", "size", "colour", "unitCost", "retailPrice", "collectionCode"],
                          ["TEE-RED-M", "TEE", "Tee", "M", "RED", "5", "20", "SS24"],
                          ["CAP-BLU-U", "CAP", "Cap", "U", "BLU", "2", "9", ""]],
        "sales.csv": [SALE_HEADER]
        + [[(AS_OF - timedelta(days=d)).isoformat(), "A", "TEE-RED-M", "2", "20", "M", *tee] for d in range(1, 61)]
        + [[(AS_OF - timedelta(days=121)).isoformat(), "B", "TEE-RED-M", "1", "20", "M", *tee]],
        "stock.csv": [["shopCode", "sku", "quantity", "size", "snapshotDate", "unitCost"],
                      ["A", "TEE-RED-M", "10", "M", "2024-06-02", "5"], ["B", "TEE-RED-M", "100", "M", "2024-06-02", "5"],
                      ["C", "CAP-BLU-U", "5", "U", "2024-06-02", "2"]],
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures"), name
    runs = {name: job(client, org, name) for name in ("stock-snapshot", "forecasts", "risks")}
    shops = {s["code"]: s["id"] for s in ok(client.get("/api/shops", tenant.token))["data"]}
    return {"runs": runs, "shops": shops}


def risk(client, token, query: str = "") -> dict:
    return ok(client.get(f"/api/inventory/risks?pageSize=100&{query}", token))


def test_the_job_gathers_stock_sales_and_forecast_demand(risks):
    stats = risks["runs"]["risks"]["stats"]
    assert stats == {"asOf": "2024-06-03", "snapshotDate": "2024-06-02", "forecastRun": "2024-06-03", "positions": 3,
                     "withStock": 3, "withForecast": 2}  # fmt: skip


def test_stockout_is_days_of_supply_over_the_shops_asked(client, tenant, risks):
    a = risks["shops"]["A"]
    everywhere = risk(client, tenant.token)
    assert [(r["variantCode"], r["status"], r["daysOfSupply"]) for r in everywhere["data"]] == [
        ("TEE-RED", "healthy", 55.0),
        ("CAP-BLU", "healthy", None),  # 110 units / 2 a day; the cap never sold
    ]
    only_a = risk(client, tenant.token, f"shopIds={a}")["data"]
    tee = only_a[0]
    assert (tee["rank"], tee["riskType"], tee["status"], tee["closingStock"], tee["avgDailySales"], tee["daysOfSupply"]) == (
        1,
        "STOCKOUT",
        "critical",
        10.0,
        2.0,
        5.0,
    )
    assert tee["leadTimeDays"] == 14 and tee["leadTimeDemand"] == pytest.approx(28, rel=0.25)
    assert tee["stockoutProbability"] > 0.95  # 10 in stock for about 28 over the lead time
    assert tee["score"] == 0.8214  # 1 - 5 days of supply / 28 = 0.82142...: over 0.75, critical
    assert tee["suggestedAction"]["action"] == "RESTOCK" and tee["shopId"] is None
    assert [r["variantCode"] for r in risk(client, tenant.token, f"shopIds={a}&status=critical")["data"]] == ["TEE-RED"]
    assert risk(client, tenant.token, "status=critical")["data"] == []
    assert risk(client, tenant.token, f"shopIds={a}&period=9")["data"][0]["avgDailySales"] == 2.0  # snapped to 7 days


def test_overstock_slow_movers_and_displaced_stock(client, tenant, risks):
    a, b, c = (risks["shops"][k] for k in "ABC")
    over = risk(client, tenant.token, "type=OVERSTOCK")["data"]
    assert [(r["shopId"], r["riskType"]) for r in over] == [(b, "OVERSTOCK"), (c, "OVERSTOCK")]  # A's 10 do not last 90 days
    assert over[1]["excessUnits"] == 5.0 and over[1]["horizonDemand"] == 0.0  # the cap: no demand forecast
    assert over[0]["excessUnits"] == pytest.approx(100 - over[0]["horizonDemand"], abs=0.01) and over[0]["excessUnits"] > 90
    assert over[0]["excessValue"] == pytest.approx(5 * over[0]["excessUnits"], abs=0.05) and over[0]["score"] > 0.9
    assert over[0]["suggestedAction"]["action"] == "MARKDOWN"
    # B: 100 units for under 10 of demand over 90 days (excess share > 0.9 >= 0.5); the cap: 5 / 5 = 1
    assert [(r["score"] > 0.9, r["status"]) for r in over] == [(True, "critical"), (True, "critical")]
    assert over[1]["score"] == 1.0
    assert len(risk(client, tenant.token, "type=OVERSTOCK&status=critical")["data"]) == 2
    assert risk(client, tenant.token, "type=OVERSTOCK&status=healthy")["data"] == []
    slow = risk(client, tenant.token, "type=SLOW_MOVER")["data"]
    assert [(r["shopId"], r["sizeTaxonomyId"], r["deadStockTier"], r["daysSinceLastSale"], r["stockValue"]) for r in slow] == [
        (b, "M", "dead", 120, 500.0),
        (c, "U", "dead", None, 10.0),  # by immobilized value
    ]
    assert [r["score"] for r in slow] == [1.0, 1.0] and slow[0]["sellThrough30d"] == 0.0
    assert [r["status"] for r in slow] == ["critical", "critical"]  # dead: 120 days, never sold
    assert len(risk(client, tenant.token, "type=SLOW_MOVER&status=critical")["data"]) == 2
    assert risk(client, tenant.token, "type=SLOW_MOVER&status=warning")["data"] == []
    displaced = risk(client, tenant.token, "type=DISPLACED")["data"]
    assert [(r["shopId"], r["destinationShopId"], r["deficitElsewhere"]) for r in displaced] == [(b, a, 18.0)]
    # A sells 2 a day: 14 x 2 - 10 = 18 short; 18 / 100 idle at B = 0.18, under 0.2: healthy
    assert (displaced[0]["score"], displaced[0]["status"]) == (0.18, "healthy")
    assert risk(client, tenant.token, "type=DISPLACED&status=healthy")["data"][0]["shopId"] == b
    assert risk(client, tenant.token, "type=DISPLACED&status=critical")["data"] == []
    assert displaced[0]["suggestedAction"] == {
        "action": "REBALANCE",
        "destinationShopId": a,
        "reason": "unsold here for 90 days while another shop runs short",
    }
    assert risk(client, tenant.token, f"type=DISPLACED&shopIds={b}")["data"] == []  # A is not among the shops asked


def test_risks_are_validated_isolated_and_shop_scoped(client, tenant, other_tenant, issuer, risks):
    a, b = risks["shops"]["A"], risks["shops"]["B"]
    for query in ("period=6", "period=366", "type=SHRINK", "status=bad", "pageSize=101"):
        assert_envelope(client.get(f"/api/inventory/risks?{query}", tenant.token), 422, "VALIDATION_ERROR")
    assert risk(client, other_tenant.token)["data"] == []
    assert_envelope(client.get(f"/api/inventory/risks?shopIds={a}", other_tenant.token), 404, "NOT_FOUND")
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, "a@acme.test", "A manager", ["SHOP_MANAGER"], [a])
    manager = issuer.mint(user_id, "a@acme.test", "A manager", tenant.organization_id)
    seen = risk(client, manager)["data"]
    assert [(r["variantCode"], r["daysOfSupply"]) for r in seen] == [("TEE-RED", 5.0)]  # over A only
    assert_envelope(client.get(f"/api/inventory/risks?shopIds={b}", manager), 404, "NOT_FOUND")
    assert risk(client, manager, "type=SLOW_MOVER")["data"] == []


def test_the_nightly_chain_as_one_run_and_as_state_machine_steps(client, tenant, risks, monkeypatch):
    """Job ``nightly`` runs the four steps in order; the state machine's steps are runs of their own,
    a failing step fails its invocation and its run record visibly, and running it again completes it."""
    from inventory_planning.services.jobs import runs as jobs

    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    org = tenant.organization_id
    nightly = job(client, org, "nightly")
    assert list(nightly["stats"]) == ["stock-snapshot", "forecasts", "risks", "tagging", "recommendations", "alerts", "workflows"]
    assert nightly["stats"]["risks"]["positions"] == 3
    worker, context = job_worker(), LambdaContext("JobWorkerFunction")
    listed = worker({"action": "organizations"}, context)
    assert listed["asOf"] == AS_OF.isoformat() and org in listed["organizationIds"]

    def broken(*_args):
        raise RuntimeError("forecast shard 3 of 8 lost")

    monkeypatch.setitem(jobs._JOBS, "forecasts", broken)
    step = {"action": "run", "organizationId": org, "job": "forecasts", "asOf": AS_OF.isoformat()}
    with pytest.raises(Exception, match="FAILED: INTERNAL_ERROR: ") as failure:
        worker(step, context)
    run_id = str(failure.value).split()[2]
    failed = ok(client.get(f"/api/data-platform/job-runs/{run_id}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert (failed["status"], failed["triggerType"]) == ("FAILED", "SCHEDULED")
    monkeypatch.undo()
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    again = worker(step, context)
    assert again["job"] == "forecasts" and again["stats"]["series"] == 2


@pytest.mark.parametrize("days_after", [0, 3, 10])
def test_the_positions_demand_is_demand_over_the_forecast_weeks(tenant, risks, days_after):
    """The job sums the forecast weeks in SQL (``demand_sql``); each position's lead-time demand, its
    sigma and the horizon demand are :func:`demand_over` of the run's weeks and the size's share, also
    for a risks run days after the forecasts run (the window starts mid-week)."""
    from datetime import UTC, datetime

    from inventory_planning.domain.forecasts.demand import demand_over
    from inventory_planning.services.risks import run_risks
    from inventory_planning.store.lake import decisions
    from inventory_planning.store.lake import risks as lake_risks

    org, as_of = tenant.organization_id, AS_OF + timedelta(days=days_after)
    stats = run_risks(org, as_of, str(uuid.uuid4()), datetime.now(UTC))
    assert stats["forecastRun"] == AS_OF.isoformat() and stats["positions"] == 3
    weeks, curves = lake_risks.forecast_weeks(org, AS_OF, 53)
    positions = decisions.risk_positions(org, as_of)
    forecast = [p for p in positions if weeks.get((p["variant_id"], p["shop_id"]))]
    assert len(forecast) == 2
    for p in positions:
        key = (p["variant_id"], p["shop_id"])
        share = curves.get(key, {}).get(p["size"] or "-", 0.0)
        lead, sigma = demand_over(weeks.get(key, []), share, days_after, p["lead_time_days"])
        horizon, _ = demand_over(weeks.get(key, []), share, days_after, p["horizon_days"])
        assert p["lead_time_demand"] == pytest.approx(round(lead, 4), abs=1e-4)
        assert p["lead_time_sigma"] == pytest.approx(round(sigma, 4), abs=1e-4)
        assert p["horizon_demand"] == pytest.approx(round(horizon, 4), abs=1e-4)
    assert any(p["lead_time_demand"] > 1 and p["lead_time_sigma"] > 0 for p in forecast)


def test_the_snapshot_for_today_refreshes_the_current_positions_velocity(tenant, risks):
    """The stock-snapshot run for today (the service clock) rewrites a current position whose 7- and
    30-day average daily sales are stale, reading the positions page by page; a replay of an earlier
    day does not touch them."""
    from datetime import UTC, datetime

    from inventory_planning.services.stock.snapshot import run_stock_snapshot
    from inventory_planning.store.models import StockPositionItem

    org, shops = tenant.organization_id, risks["shops"]

    def positions() -> dict[str, StockPositionItem]:
        return {p.shop_id: p for p in StockPositionItem.query(f"ORG#{org}#STOCK")}

    assert (positions()[shops["A"]].avg_daily_sales_7d, positions()[shops["A"]].avg_daily_sales_30d) == (2.0, 2.0)
    stale = positions()[shops["A"]]
    stale.avg_daily_sales_7d, stale.avg_daily_sales_30d = 9.0, 9.0
    stale.save()
    replay = run_stock_snapshot(org, AS_OF - timedelta(days=30), str(uuid.uuid4()), datetime.now(UTC))
    assert replay["positionsRefreshed"] == 0 and positions()[shops["A"]].avg_daily_sales_7d == 9.0
    today = run_stock_snapshot(org, AS_OF, str(uuid.uuid4()), datetime.now(UTC))
    assert today["positionsRefreshed"] == 1  # 2 a day over the 7 and the 30 days before asOf
    fresh = positions()
    assert (fresh[shops["A"]].avg_daily_sales_7d, fresh[shops["A"]].avg_daily_sales_30d) == (2.0, 2.0)
    assert (fresh[shops["B"]].avg_daily_sales_7d, fresh[shops["B"]].current_stock_qty) == (0.0, 100.0)


def test_stock_without_a_cost_is_valued_at_its_price_basis(client, tenant, monkeypatch):
    """docs/intelligence.md "Stock valuation": no cost and no retail price in the files, so the stock is
    valued at the median selling price (SALES_MEDIAN), the item's over 90 days, else over 365, else
    its variant's; an item with no price anywhere stays at 0 with no basis.

    - DRS-BLK-S sold 1 a day on days 1..5 before asOf at 100, 100, 100, 80, 80: median 100 (not slow);
    - DRS-BLK-M never sold: its variant's median over 90 days, the same five days: 100; 10 x 100 = 1000;
    - OLD-GRN-L sold 200 and 300 days ago at 50 and 70: none in 90 days, median over 365 (50 + 70) / 2 =
      60; 4 x 60 = 240;
    - DRS-RED-S (product DRS, another colour) last sold 400 days ago, out of the 365: its product's median
      over 90 days, DRS-BLK-S's five days: 100;
    - NEW-RED-U never sold, no price anywhere: 0, valuationBasis null.
    The retail price of a stock line comes first: CAP-BLU-U, 2 on hand at retailPrice 9, is RETAIL 18.
    """
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org = tenant.organization_id

    def sale(days: int, sku: str, price: str, product: str, colour: str) -> list[str]:
        return [(AS_OF - timedelta(days=days)).isoformat(), "A", sku, "1", price, sku.rsplit("-", 1)[1], product, product, colour]

    sales = [sale(d, "DRS-BLK-S", p, "DRS", "BLK") for d, p in zip(range(1, 6), ["100", "100", "100", "80", "80"], strict=True)]
    sales += [sale(200, "OLD-GRN-L", "50", "OLD", "GRN"), sale(300, "OLD-GRN-L", "70", "OLD", "GRN")]
    sales += [sale(400, "DRS-RED-S", "999", "DRS", "RED")]  # the catalogue's DRS-RED; a sale older than 365 days
    files = {
        "shops.csv": [["shopCode", "shopName"], ["A", "Alpha"]],
        "sales.csv": [SALE_HEADER, *sales],
        "stock.csv": [["shopCode", "sku", "quantity", "size", "snapshotDate", "retailPrice"],
                      ["A", "DRS-BLK-S", "20", "S", "2024-06-02", ""], ["A", "DRS-BLK-M", "10", "M", "2024-06-02", ""],
                      ["A", "OLD-GRN-L", "4", "L", "2024-06-02", ""], ["A", "NEW-RED-U", "3", "U", "2024-06-02", ""],
                      ["A", "CAP-BLU-U", "2", "U", "2024-06-02", "9"], ["A", "DRS-RED-S", "1", "S", "2024-06-02", ""]],
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures"), name
    for name in ("stock-snapshot", "forecasts", "risks"):
        job(client, org, name)
    slow = risk(client, tenant.token, "type=SLOW_MOVER")["data"]
    assert [(r["variantCode"], r["sizeTaxonomyId"], r["stockValue"], r["valuationBasis"]) for r in slow] == [
        ("DRS-BLK", "M", 1000.0, "SALES_MEDIAN"),
        ("OLD-GRN", "L", 240.0, "SALES_MEDIAN"),
        ("DRS-RED", "S", 100.0, "SALES_MEDIAN"),
        ("CAP-BLU", "U", 18.0, "RETAIL"),
        ("NEW-RED", "U", 0.0, None),
    ]
    stockout = {r["variantCode"]: r for r in risk(client, tenant.token)["data"]}
    # DRS-BLK over its sizes: 20 x 100 + 10 x 100 (both SALES_MEDIAN)
    assert (stockout["DRS-BLK"]["stockValue"], stockout["DRS-BLK"]["valuationBasis"]) == (3000.0, "SALES_MEDIAN")
