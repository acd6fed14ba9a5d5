"""Issue 9 over HTTP on the local stack: a retailer's own export loaded after one ingestion-spec call
(S3 -> SQS -> worker -> the lake), a job run in the background, and the fact endpoints on the real data."""

from __future__ import annotations

import time
from typing import Any

import boto3

POS_EXPORT = "date;store;sku;qty;price\n28/11/2025;PAR-01;TSH-BLK-S;2;19,99\n28/11/2025;LYO-01;TSH-BLK-M;1;1.019,50\n"


def _wait(check: Any, timeout: float = 90) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(1)
    raise AssertionError("timed out")


def test_a_retailer_export_loads_after_one_ingestion_spec_call(http, stack):
    internal = stack["internalToken"]
    org = http.post("/api/data-platform/organizations", internal, {"name": "POS Retail E2E"}).json()["data"]
    spec = {"name": "POS export", "dataset": "sales-lines",
            "columns": {"date": "saleDate", "store": "shopCode", "sku": "sku", "qty": "quantity", "price": "unitPrice"},
            "parsing": {"dateFormat": "%d/%m/%Y", "decimalComma": True, "defaultCurrency": "EUR"}}  # fmt: skip
    created = http.post(f"/api/data-platform/organizations/{org['organizationId']}/ingestion-specs", internal, spec)
    assert created.status == 201, created.body
    s3 = boto3.client("s3", endpoint_url=stack["awsEndpoint"], region_name=stack["region"], aws_access_key_id="testing",
                      aws_secret_access_key="testing")  # fmt: skip
    s3.put_object(Bucket=stack["bucket"], Key=f"incoming/{org['organizationId']}/pos-export.csv", Body=POS_EXPORT.encode())
    summary_url = "/api/sales/summary?from=2025-11-01&to=2025-11-30&groupBy=shop"
    rows = _wait(lambda: http.get(summary_url, org["token"]).json().get("data"))
    assert {(r["shopName"], r["units"], r["grossSales"], r["currencyId"]) for r in rows} == {
        ("PAR-01", 2, 39.98, "EUR"), ("LYO-01", 1, 1019.5, "EUR"),
    }  # fmt: skip
    lines = http.get("/api/sales-lines", org["token"]).json()
    assert lines["total"] == 2 and {line["saleDate"] for line in lines["data"]} == {"2025-11-28"}


def test_a_job_run_runs_in_the_background_and_the_valuation_reads_its_snapshot(http, stack):
    internal, org = stack["internalToken"], stack["organizationId"]
    valuation = http.get("/api/inventory/valuation?groupBy=shop", stack["token"]).json()
    assert valuation["meta"]["snapshotDate"] and valuation["data"][0]["units"] > 0  # make run's snapshot of today
    body = {"organizationId": org, "job": "stock-snapshot", "asOf": "2022-04-01"}
    run = http.post("/api/data-platform/job-runs", internal, body)
    assert run.status == 201 and run.json()["data"]["status"] == "PENDING", run.body
    run_id = run.json()["data"]["id"]

    def ended() -> dict | None:
        record = http.get(f"/api/data-platform/job-runs/{run_id}?organizationId={org}", internal).json()["data"]
        return record if record["status"] in ("SUCCESS", "FAILED") else None

    done = _wait(ended)
    assert done["status"] == "SUCCESS", done
    # make run's clock is 2022-04-01: the undated stock file counts as the stock that day opened with
    assert done["stats"]["snapshotDate"] == "2022-03-31" and done["stats"]["positions"] == 9169


def test_fact_lines_of_the_real_data(http, stack):
    token = stack["token"]
    lines = http.get("/api/sales-lines?dateFrom=2022-03-01&dateTo=2022-03-31&sortBy=quantity&pageSize=5", token).json()
    assert lines["total"] > 0 and lines["data"][0]["quantity"] >= lines["data"][-1]["quantity"]
    moves = http.get("/api/movement-lines?movementType=SALE&pageSize=1", token).json()
    assert moves["total"] == http.get("/api/sales-lines?pageSize=1", token).json()["total"]  # a SALE movement per sale line
    one = http.get(f"/api/movement-lines/{moves['data'][0]['movementLineId']}", token).json()["data"]
    assert one == moves["data"][0]
