"""Metrics as CloudWatch reads them (decision 0029): the EMF lines a route, an ingested file and a job
run write to standard output (Lambda's log; locally the handler log), read back here.

Tracing is off in the tests (``POWERTOOLS_TRACE_DISABLED``): the X-Ray SDK is never imported.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.seed import ingest, ingestion_records, run_jobs, to_csv

MINUTE = 1_800_000_000.0


def emf(text: str) -> list[dict[str, Any]]:
    """The EMF lines of captured output: JSON objects with ``_aws.CloudWatchMetrics``."""
    return [json.loads(line) for line in text.splitlines() if line.startswith("{") and '"_aws"' in line]


def named(lines: list[dict[str, Any]], metric: str, **dimensions: str) -> list[dict[str, Any]]:
    """The lines holding ``metric`` whose dimensions have the values given."""
    return [line for line in lines if metric in line and all(line.get(k) == v for k, v in dimensions.items())]


def declared(line: dict[str, Any]) -> tuple[str, set[str], dict[str, str]]:
    """``(namespace, dimension names, metric name -> unit)`` of a line's directive."""
    (directive,) = line["_aws"]["CloudWatchMetrics"]
    (dimensions,) = directive["Dimensions"]
    return directive["Namespace"], set(dimensions), {m["Name"]: m["Unit"] for m in directive["Metrics"]}


def test_a_request_writes_its_count_and_latency_by_operation_and_status_class(tenant, client, capsys):
    capsys.readouterr()
    assert client.get("/api/shops", tenant.token).status == 200
    assert client.get("/api/products/no-such-product", tenant.token).status == 404
    lines = emf(capsys.readouterr().out)
    (ok,) = named(lines, "RequestCount", operation="listShops")
    assert declared(ok) == (
        "InventoryPlanning",
        {"operation", "statusClass", "service"},
        {"RequestCount": "Count", "Latency": "Milliseconds"},
    )
    assert ok["statusClass"] == "2xx" and ok["RequestCount"] == [1.0] and ok["Latency"][0] > 0
    (missing,) = named(lines, "RequestCount", operation="getProduct")
    assert missing["statusClass"] == "4xx"
    assert "aws_xray_sdk" not in sys.modules  # tracing off: the SDK is not even imported


def test_a_refused_request_writes_a_rate_limit_refusal(tenant, client, capsys, monkeypatch):
    from inventory_planning.api import app as api_app
    from inventory_planning.settings import get_settings

    monkeypatch.setenv("RATE_LIMIT_PER_MINUTE", "1")
    get_settings.cache_clear()
    try:
        monkeypatch.setattr(api_app.time, "time", lambda: MINUTE)
        capsys.readouterr()
        assert client.get("/api/auth/whoami", tenant.token).status == 200
        assert client.get("/api/auth/whoami", tenant.token).status == 429
    finally:
        get_settings.cache_clear()
    lines = emf(capsys.readouterr().out)
    (refused,) = named(lines, "RateLimitRefused", operation="getWhoami")
    assert refused["RateLimitRefused"] == [1.0] and declared(refused)[1] == {"operation", "service"}
    assert [line["statusClass"] for line in named(lines, "RequestCount", operation="getWhoami")] == ["2xx", "4xx"]


def test_an_ingested_file_writes_its_rows_ingested_and_rejected(tenant, capsys):
    org = tenant.organization_id
    rows = [["shopCode", "sku", "quantity", "snapshotDate", "unitCost"], ["A", "X-1-M", "20", "2024-03-01", "4"],
            ["B", "X-1-M", "5", "2024-03-01", "4"], ["C", "X-1-M", "many", "2024-03-01", "4"]]  # fmt: skip
    capsys.readouterr()
    assert not ingest(org, "stock.csv", to_csv(rows))[-1].get("batchItemFailures")
    (line,) = named(emf(capsys.readouterr().out), "RowsIngested")
    (record,) = ingestion_records(org)
    assert (line["fileType"], line["status"]) == ("csv", record["status"]) == ("csv", "INGESTED")
    assert (line["RowsIngested"], line["RowsRejected"]) == ([2.0], [1.0])
    assert (record["stats"]["rowsLoaded"], record["stats"]["rowsRejected"]) == (2, 1)
    assert declared(line)[1] == {"fileType", "status", "service"}


def test_a_job_run_writes_its_duration_and_a_sharded_one_its_series_per_second(tenant, client, capsys):
    org = tenant.organization_id
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice"], ["2024-03-01", "A", "X-1-M", "3", "10"],
             ["2024-03-04", "A", "X-1-M", "4", "10"], ["2024-03-04", "B", "X-1-M", "9", "10"]]  # fmt: skip
    assert not ingest(org, "sales.csv", to_csv(sales))[-1].get("batchItemFailures")
    runs = {}
    for job in ("stock-snapshot", "forecasts"):
        body = {"organizationId": org, "job": job, "asOf": "2024-03-10"}
        runs[job] = client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, body).json()["data"]["id"]
    capsys.readouterr()
    run_jobs()
    lines = emf(capsys.readouterr().out)
    ended = {}
    for job, run_id in runs.items():
        run = client.get(f"/api/data-platform/job-runs/{run_id}?organizationId={org}", INTERNAL_TOKEN).json()["data"]
        assert run["status"] == "SUCCESS"
        (ended[job],) = named(lines, "JobDuration", job=job, status="SUCCESS")
        assert ended[job]["JobDuration"] == [float(run["durationMs"])]
    assert declared(ended["stock-snapshot"])[2] == {"JobDuration": "Milliseconds"}
    assert declared(ended["forecasts"])[2] == {"JobDuration": "Milliseconds", "SeriesPerSecond": "Count/Second"}
    assert ended["forecasts"]["SeriesPerSecond"][0] > 0
    (shard,) = named(lines, "ShardDuration", job="forecasts", step="shard")  # two series: one shard
    assert declared(shard) == ("InventoryPlanning", {"job", "step", "service"},
                               {"ShardDuration": "Milliseconds", "SeriesPerSecond": "Count/Second"})  # fmt: skip
    assert shard["SeriesPerSecond"][0] > 0
