"""Job runs (internal token) and the nightly stock snapshot: closing stock replayed from the movement
lines into the lake's stock_daily, average daily sales, asOf replay, redelivery, schedule, failure, tenancy."""

from __future__ import annotations

from datetime import date

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.lake import lake_rows
from tests.helpers.seed import ingest, job_worker, run_jobs, to_csv

RUNS = "/api/data-platform/job-runs"


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()["data"]


def load(org: str) -> None:
    """Stock counted at the close of 1 March 2024 (A: 20, B: 5), then sales and a receipt."""
    stock = [["shopCode", "sku", "quantity", "snapshotDate", "unitCost"], ["A", "X-1-M", "20", "2024-03-01", "4"],
             ["B", "X-1-M", "5", "2024-03-01", "4"]]  # fmt: skip
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice"], ["2024-03-01", "A", "X-1-M", "3", "10"],
             ["2024-03-02", "A", "X-1-M", "2", "10"], ["2024-03-04", "A", "X-1-M", "4", "10"],
             ["2024-03-04", "B", "X-1-M", "9", "10"], ["2024-03-09", "A", "X-1-M", "1", "10"]]  # fmt: skip
    moves = [["movementDate", "shopCode", "sku", "quantity", "movementType"], ["2024-03-03", "A", "X-1-M", "6", "RECEIPT"]]
    for name, rows in (("stock.csv", stock), ("sales.csv", sales), ("moves.csv", moves)):
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures")


def start(client, org: str, as_of: str, **fields) -> dict:
    return ok(client.post(RUNS, INTERNAL_TOKEN, {"organizationId": org, "job": "stock-snapshot", "asOf": as_of, **fields}), 201)


def test_a_job_run_snapshots_the_closing_stock_of_the_day_before_as_of(tenant, client):
    org = tenant.organization_id
    load(org)
    run = start(client, org, "2024-03-06")
    assert (run["status"], run["job"], run["asOf"], run["triggerType"], run["startedAt"]) == (
        "PENDING",
        "stock-snapshot",
        "2024-03-06",
        "API",
        None,
    )
    assert ok(client.get(f"{RUNS}/{run['id']}?organizationId={org}", INTERNAL_TOKEN))["status"] == "PENDING"
    run_jobs()
    done = ok(client.get(f"{RUNS}/{run['id']}?organizationId={org}", INTERNAL_TOKEN))
    assert done["status"] == "SUCCESS" and done["completedAt"] >= done["startedAt"] >= done["triggeredAt"]
    assert done["stats"]["snapshotDate"] == "2024-03-05" and done["stats"]["positions"] == 2
    rows = {r["shop_id"]: r for r in lake_rows("stock_daily", org)}
    shops = {s["code"]: s["id"] for s in client.get("/api/shops", tenant.token).json()["data"]}
    a, b = rows[shops["A"]], rows[shops["B"]]
    # A: counted 20 at the close of 1 March (the sale of 1 March is before the count), -2 on the 2nd,
    # +6 received on the 3rd, -4 on the 4th = 20; B: 5 - 9 floored at 0. The sale of 9 March is not read.
    assert (a["quantity"], b["quantity"]) == (20.0, 0.0)
    assert (a["snapshot_date"], a["unit_cost"]) == (date(2024, 3, 5), 4.0)
    assert (a["avg_daily_sales_7d"], a["avg_daily_sales_30d"]) == (round(9 / 7, 4), round(9 / 30, 4))
    assert a["days_of_supply"] == round(20 / round(9 / 30, 4), 1)


def test_as_of_replays_history_and_a_replayed_day_replaces_its_rows(tenant, client):
    org = tenant.organization_id
    load(org)
    start(client, org, "2024-03-01")  # the day before: nothing counted yet on 29 February
    start(client, org, "2024-03-03")
    start(client, org, "2024-03-03")  # the same day again
    run_jobs()
    rows = lake_rows("stock_daily", org)
    assert sorted({r["snapshot_date"] for r in rows}) == [date(2024, 3, 2)]
    by_line: dict[str, int] = {}
    for r in rows:
        by_line[r["stock_line_id"]] = by_line.get(r["stock_line_id"], 0) + 1
    assert sorted(by_line.values()) == [1, 1]  # two shops, one row each after compaction
    assert sorted(r["quantity"] for r in rows) == [5.0, 18.0]  # A: 20 - 2 on the 2nd; B: 5
    positions = client.get("/api/intelligence/stock-snapshots", tenant.token).json()["data"]
    assert all(p["avgDailySales7d"] != round(2 / 7, 4) for p in positions)  # a replay leaves the current positions alone


def test_a_run_for_today_refreshes_the_current_positions(tenant, client, monkeypatch):
    org = tenant.organization_id
    load(org)
    monkeypatch.setenv("SERVICE_TODAY", "2024-03-10")
    start(client, org, "2024-03-10")
    run_jobs()
    positions = {p["currentStockQty"]: p for p in client.get("/api/intelligence/stock-snapshots", tenant.token).json()["data"]}
    # the 7 days up to 9 March at A: 4 + 1 units
    assert positions[20.0]["avgDailySales7d"] == round(5 / 7, 4)
    assert positions[20.0]["avgDailySales30d"] == round(10 / 30, 4)


def test_a_redelivered_run_is_not_run_twice_and_a_failure_is_recorded(tenant, client, monkeypatch):
    from inventory_planning.services.jobs import runs as jobs

    org = tenant.organization_id
    run = start(client, org, "2024-03-06")
    assert jobs.execute(org, run["id"]).status == "SUCCESS"
    assert jobs.execute(org, run["id"]) is None  # the same message again: not PENDING any more

    def broken(*_args):
        raise RuntimeError("the lake is on fire: arn:aws:s3:::acme-prod-lake (account 123456789012)")

    monkeypatch.setitem(jobs._JOBS, "stock-snapshot", broken)
    failed = start(client, org, "2024-03-07")
    run_jobs()
    stored = ok(client.get(f"{RUNS}/{failed['id']}?organizationId={org}", INTERNAL_TOKEN))
    assert stored["status"] == "FAILED" and stored["errorMessage"].startswith("INTERNAL_ERROR: ")  # a code and our sentence
    assert not any(s in stored["errorMessage"] for s in ("arn:", "acme-prod-lake", "123456789012", "RuntimeError", "on fire"))


@pytest.mark.empty_world  # every organization of the world gets a run
def test_the_schedule_starts_one_run_per_organization(tenant, other_tenant, client):
    from local.apigw import LambdaContext

    started = job_worker()({"job": "stock-snapshot"}, LambdaContext("JobWorkerFunction"))["started"]
    assert len(started) == 2
    org_runs = [client.get(f"{RUNS}/{r}?organizationId={tenant.organization_id}", INTERNAL_TOKEN) for r in started]
    assert sorted(r.status for r in org_runs) == [200, 404]  # each run belongs to its organization only
    mine = next(r.json()["data"] for r in org_runs if r.status == 200)
    assert mine["triggerType"] == "SCHEDULED" and mine["status"] == "PENDING"
    run_jobs()
    assert ok(client.get(f"{RUNS}/{mine['id']}?organizationId={tenant.organization_id}", INTERNAL_TOKEN))["status"] == "SUCCESS"


def test_job_runs_are_validated_and_isolated(tenant, other_tenant, client):
    org = tenant.organization_id
    run = start(client, org, "2024-03-06")
    elsewhere = client.get(f"{RUNS}/{run['id']}?organizationId={other_tenant.organization_id}", INTERNAL_TOKEN)
    assert_envelope(elsewhere, 404, "NOT_FOUND")
    assert_envelope(client.get(f"{RUNS}/{run['id']}", INTERNAL_TOKEN), 422, "VALIDATION_ERROR")
    unknown = client.post(RUNS, INTERNAL_TOKEN, {"organizationId": "nope", "job": "stock-snapshot"})
    assert_envelope(unknown, 404, "NOT_FOUND")
    snapshot = {"organizationId": org, "job": "stock-snapshot"}
    for body in ({**snapshot, "job": "tagger"}, {**snapshot, "asOf": "2024-13-01"}, {**snapshot, "triggerType": "CRON"}):
        assert_envelope(client.post(RUNS, INTERNAL_TOKEN, body), 422, "VALIDATION_ERROR")
    assert_envelope(client.post(RUNS, tenant.token, {"organizationId": org, "job": "stock-snapshot"}), 401, "UNAUTHORIZED")
    default = ok(client.post(RUNS, INTERNAL_TOKEN, {"organizationId": org, "job": "stock-snapshot"}), 201)
    from inventory_planning.kernel import clock

    assert default["asOf"] == clock.today().isoformat()


def test_inventory_valuation_reads_the_latest_stock_snapshot(tenant, other_tenant, client):
    org = tenant.organization_id
    load(org)
    assert client.get("/api/inventory/valuation", tenant.token).json()["meta"]["snapshotDate"] is None
    start(client, org, "2024-03-03")
    start(client, org, "2024-03-06")
    run_jobs()
    shops = {s["code"]: s["id"] for s in client.get("/api/shops", tenant.token).json()["data"]}
    latest = client.get("/api/inventory/valuation?groupBy=shop&sortBy=units", tenant.token).json()
    assert latest["meta"] == {"page": 1, "pageSize": 20, "total": 2, "snapshotDate": "2024-03-05", "unvaluedUnits": 0.0}
    assert [(r["shopName"], r["units"], r["stockValue"]) for r in latest["data"]] == [("A", 20.0, 80.0), ("B", 0.0, 0.0)]
    assert [(r["valuationBasis"], r["unvaluedUnits"]) for r in latest["data"]] == [("COST", 0.0), (None, 0.0)]
    earlier = client.get("/api/inventory/valuation?groupBy=shop&date=2024-03-02", tenant.token).json()
    assert earlier["meta"]["snapshotDate"] == "2024-03-02"
    assert {r["shopId"]: r["units"] for r in earlier["data"]} == {shops["A"]: 18.0, shops["B"]: 5.0}
    assert client.get("/api/inventory/valuation?date=2024-03-04", tenant.token).json()["data"] == []  # no snapshot of that day
    only_b = client.get(f"/api/inventory/valuation?groupBy=shop&shopIds={shops['B']}", tenant.token).json()
    assert [r["shopId"] for r in only_b["data"]] == [shops["B"]]
    brand = client.get("/api/inventory/valuation", tenant.token).json()["data"]
    assert len(brand) == 1 and brand[0]["brandName"] == "Acme Fashion" and brand[0]["productId"] is None
    assert client.get("/api/inventory/valuation", other_tenant.token).json()["data"] == []
    assert_envelope(client.get("/api/inventory/valuation?groupBy=colour", tenant.token), 422, "VALIDATION_ERROR")


def test_inventory_valuation_values_stock_without_a_cost_at_its_price_basis(tenant, other_tenant, client):
    """No unit cost: X at its median selling price (rows 10 and 14: 12), Z at its stock file's retail
    price (30), W at cost (7); Y never sold and has no price: unvalued, counted."""
    org = tenant.organization_id
    stock = [["shopCode", "sku", "quantity", "snapshotDate", "unitCost", "retailPrice"],
             ["A", "X-1-M", "20", "2024-03-01", "", ""], ["A", "Y-1-M", "5", "2024-03-01", "", ""],
             ["B", "Z-1-M", "4", "2024-03-01", "", "30"], ["B", "W-1-M", "2", "2024-03-01", "7", ""]]  # fmt: skip
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice"], ["2024-03-01", "A", "X-1-M", "3", "10"],
             ["2024-03-01", "B", "X-1-M", "1", "14"]]  # fmt: skip
    for name, rows in (("stock.csv", stock), ("sales.csv", sales)):
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures")
    start(client, org, "2024-03-03")
    run_jobs()
    shops = {s["code"]: s["id"] for s in client.get("/api/shops", tenant.token).json()["data"]}
    by_shop = client.get("/api/inventory/valuation?groupBy=shop", tenant.token).json()
    assert by_shop["meta"]["unvaluedUnits"] == 5.0 and by_shop["meta"]["total"] == 2
    assert [(r["shopName"], r["units"], r["stockValue"], r["stockValueRetail"], r["valuationBasis"], r["retailBasis"],
             r["unvaluedUnits"]) for r in by_shop["data"]] == [
        ("A", 25.0, 240.0, 240.0, "SALES_MEDIAN", "SALES_MEDIAN", 5.0),  # 20 x 12; Y: 5 units, no value
        ("B", 6.0, 134.0, 120.0, "RETAIL", "RETAIL", 0.0),  # 4 x 30 + 2 x 7 at cost; at retail, W has no price
    ]  # fmt: skip
    brand = client.get("/api/inventory/valuation?sortBy=stockValueRetail", tenant.token).json()["data"]
    assert [(r["units"], r["stockValue"], r["valuationBasis"], r["unvaluedUnits"]) for r in brand] == [
        (31.0, 374.0, "SALES_MEDIAN", 5.0)
    ]
    only_b = client.get(f"/api/inventory/valuation?groupBy=product&shopIds={shops['B']}&sortDir=asc", tenant.token).json()
    assert [(r["stockValue"], r["valuationBasis"]) for r in only_b["data"]] == [(14.0, "COST"), (120.0, "RETAIL")]
    assert only_b["meta"]["unvaluedUnits"] == 0.0  # over the shops asked only
    products = client.get("/api/products?pageSize=10", tenant.token).json()["data"]  # the same valuation
    assert {(r["code"], r["totalQuantity"], r["stockValue"], r["valuationBasis"], r["unvaluedUnits"]) for r in products} == {
        ("X-1", 20.0, 240.0, "SALES_MEDIAN", 0.0), ("Y-1", 5.0, 0.0, None, 5.0), ("Z-1", 4.0, 120.0, "RETAIL", 0.0),
        ("W-1", 2.0, 14.0, "COST", 0.0),
    }  # fmt: skip
    assert client.get("/api/inventory/valuation", other_tenant.token).json()["data"] == []


NOT_DATES = [
    "/api/inventory/valuation?date=0",
    "/api/sales/summary?from=0&to=2024-01-01",
    "/api/sales/summary?from=2024-01-01&to=20240102",
]


@pytest.mark.parametrize("route", NOT_DATES)
def test_dates_are_iso_text_only(tenant, client, route):
    """A number is not a date (pydantic would read 0 as 1970-01-01)."""
    assert_envelope(client.get(route, tenant.token), 422, "VALIDATION_ERROR")


def test_a_job_run_as_of_is_iso_text_only(tenant, client):
    body = {"organizationId": tenant.organization_id, "job": "stock-snapshot", "asOf": 0}
    assert_envelope(client.post(RUNS, INTERNAL_TOKEN, body), 422, "VALIDATION_ERROR")
