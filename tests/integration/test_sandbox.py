"""Sandbox runs (REFERENCE 8.3; docs/data-platform.md "Sandbox"): validate without loading, findings,
outside workers' updates, logs capped at 5,000, and promote (a safe refusal, or a real load)."""

from __future__ import annotations

import hashlib
import os

import boto3
import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import pipeline, run_jobs, to_csv

INGEST = "/api/data-platform/sandbox-ingest-runs"
PROMOTE = "/api/data-platform/sandbox-promote-runs"
HEADER = ["saleDate", "shopCode", "sku", "quantity", "unitPrice"]


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def upload(org: str, name: str, content: str) -> dict:
    """Put a file under sandbox/<org>/ and return the body of a sandbox ingest run for it."""
    pipeline()
    data = content.encode()
    key = f"sandbox/{org}/{name}"
    boto3.client("s3").put_object(Bucket=os.environ["INGESTION_BUCKET"], Key=key, Body=data)
    return {"organizationId": org, "blobPath": f"s3://{os.environ['INGESTION_BUCKET']}/{key}", "originalFilename": name,
            "checksumSha256": hashlib.sha256(data).hexdigest(), "fileSizeBytes": len(data), "triggerType": "API"}  # fmt: skip


def promote_body(org: str, ingest_id: str, **extra) -> dict:
    return {"organizationId": org, "sandboxIngestRunId": ingest_id, "triggerType": "API", **extra}


def sandbox(client, body: dict) -> dict:
    started = ok(client.post(INGEST, INTERNAL_TOKEN, body), 201)["data"]
    assert started["status"] == "PENDING" and set(started) == {"id", "status", "triggeredAt"}
    run_jobs()
    return ok(client.get(f"{INGEST}/{started['id']}?organizationId={body['organizationId']}", INTERNAL_TOKEN))["data"]


def sales(good: int, bad: int) -> str:
    rows = [HEADER] + [["2024-05-01", "A", "TEE-M", "1", "20"]] * good + [["05/99/2024", "A", "TEE-M", "1", "20"]] * bad
    return to_csv(rows)


def units(client, token) -> float:
    rows = ok(client.get("/api/sales/summary?from=2024-01-01&to=2024-12-31&groupBy=shop", token))["data"]
    return sum(r["units"] for r in rows)


def files(client, org: str) -> list[dict]:
    return ok(client.get(f"/api/data-platform/file-ingestions?organizationId={org}", INTERNAL_TOKEN))["data"]


def test_a_broken_file_is_validated_with_findings_and_nothing_is_written(client, tenant):
    org = tenant.organization_id
    run = sandbox(client, upload(org, "sales.csv", sales(good=3, bad=2)))
    assert run["status"] == "SUCCESS" and run["kind"] == "INGEST" and run["durationMs"] >= 0
    stats = run["stats"]
    assert (stats["rowsRead"], stats["rowsValid"], stats["rowsRejected"]) == (5, 3, 2)
    assert stats["rejectedByReason"] == {"INVALID_DATE": 2} and stats["findings"] == {"error": 2, "warning": 0, "info": 2}
    errors = [f for f in run["findings"] if f["severity"] == "error"]
    assert [(f["stage"], f["code"], f["row"]) for f in errors] == [("map", "INVALID_DATE", 5), ("map", "INVALID_DATE", 6)]
    infos = {f["code"]: f["message"] for f in run["findings"] if f["severity"] == "info"}
    assert infos["RECORDS_READY"] == "3 SaleLine would be loaded"
    assert infos["LAYOUT_MATCHED"].endswith(": 5 rows from row 2")
    assert units(client, tenant.token) == 0 and files(client, org) == []  # no fact, no file record


def test_the_api_keeps_the_first_50_findings_and_counts_them_all(client, tenant):
    run = sandbox(client, upload(tenant.organization_id, "many.csv", sales(good=1, bad=60)))
    assert run["stats"]["findings"]["error"] == 60 and len(run["findings"]) == 50
    assert [f["row"] for f in run["findings"]] == list(range(3, 53))


def test_a_file_without_a_known_header_or_a_wrong_checksum(client, tenant):
    org = tenant.organization_id
    unknown = sandbox(client, upload(org, "odd.csv", to_csv([["colour of the sky", "mood"], ["blue", "fine"]])))
    assert [(f["severity"], f["stage"], f["code"]) for f in unknown["findings"]] == [("error", "detect", "NO_SPEC_MATCHED")]
    changed = upload(org, "sales.csv", sales(1, 0))
    changed["checksumSha256"] = "0" * 64
    mismatch = sandbox(client, changed)
    assert mismatch["status"] == "SUCCESS" and mismatch["findings"][0]["code"] == "CHECKSUM_MISMATCH"
    missing = {**upload(org, "x.csv", "a"), "blobPath": f"s3://{os.environ['INGESTION_BUCKET']}/sandbox/{org}/gone.csv"}
    failed = sandbox(client, missing)
    assert failed["status"] == "FAILED" and failed["errorMessage"].startswith("FILE_UNAVAILABLE: ")  # a code and our sentence
    assert os.environ["INGESTION_BUCKET"] not in failed["errorMessage"] and "s3://" not in failed["errorMessage"]


def test_a_forced_spec_reads_the_file(client, tenant):
    org = tenant.organization_id
    columns = {"day": "saleDate", "store": "shopCode", "article": "sku", "qty": "quantity", "price": "unitPrice"}
    spec = {"name": "POS", "dataset": "sales-lines", "columns": columns, "detection": {"filenamePattern": "pos-*.csv"}}
    spec_id = ok(client.post(f"/api/data-platform/organizations/{org}/ingestion-specs", INTERNAL_TOKEN, spec), 201)["data"]["id"]
    body = upload(org, "export.csv", to_csv([list(columns), ["2024-05-01", "A", "TEE-M", "2", "20"]]))
    assert sandbox(client, body)["findings"][0]["code"] == "NO_SPEC_MATCHED"  # the name does not match the pattern
    forced = sandbox(client, {**body, "forceSpecId": spec_id})
    assert forced["stats"]["rowsValid"] == 1 and forced["stats"]["findings"]["error"] == 0
    assert_envelope(client.post(INGEST, INTERNAL_TOKEN, {**body, "forceSpecId": "nope"}), 404, "NOT_FOUND")


@pytest.mark.parametrize(
    "field,value",
    [
        ("checksumSha256", "A" * 64), ("checksumSha256", "a" * 63), ("fileSizeBytes", -1), ("originalFilename", ""),
        ("triggerType", "SCHEDULED"), ("blobPath", "s3://another-bucket/sandbox/x.csv"), ("dataSourceCode", "ftp"),
        ("organizationId", ""),
    ],
)  # fmt: skip
def test_ingest_runs_are_validated(client, tenant, field, value):
    body = {**upload(tenant.organization_id, "v.csv", sales(1, 0)), field: value}
    result = client.post(INGEST, INTERNAL_TOKEN, body)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in result.json()["fieldErrors"]] == [field]


def test_an_outside_worker_reports_and_a_terminal_run_cannot_change(client, tenant):
    org = tenant.organization_id
    run = ok(client.post(INGEST, INTERNAL_TOKEN, upload(org, "w.csv", sales(1, 0))), 201)["data"]
    one = f"{INGEST}/{run['id']}"
    take = {"organizationId": org, "status": "RUNNING", "databricksRunId": "db-1"}
    running = ok(client.patch(one, INTERNAL_TOKEN, take))["data"]
    assert running["status"] == "RUNNING" and running["startedAt"] and running["completedAt"] is None
    assert_envelope(client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "status": "SUCCESS"}), 422, "VALIDATION_ERROR")
    wrong = {"organizationId": org, "status": "RUNNING", "errorMessage": "x"}
    assert_envelope(client.patch(one, INTERNAL_TOKEN, wrong), 422, "VALIDATION_ERROR")
    drift = {"severity": "warning", "stage": "strict scan", "code": "SHAPE_DRIFT", "row": None, "message": "a new column"}
    findings = [drift] * 60
    done = {"organizationId": org, "status": "SUCCESS", "stats": {"rowsRead": 1, "findings": findings}}
    assert ok(client.patch(one, INTERNAL_TOKEN, done))["data"]["completedAt"]
    again = client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "status": "FAILED", "errorMessage": "late"})
    assert_envelope(again, 409, "SANDBOX_RUN_TERMINAL")
    run_jobs()  # the queued message finds the run taken: nothing happens
    stored = ok(client.get(f"{one}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert stored["databricksRunId"] == "db-1" and len(stored["findings"]) == 50 and stored["stats"]["findings"]["warning"] == 60
    assert stored["stats"]["rowsRead"] == 1


def test_logs_are_capped_at_5000_and_the_cap_is_reported(client, tenant):
    org = tenant.organization_id
    run = ok(client.post(INGEST, INTERNAL_TOKEN, upload(org, "l.csv", sales(1, 0))), 201)["data"]
    logs = f"{INGEST}/{run['id']}/logs"

    def entries(n: int, start: int) -> list[dict]:
        return [{"ts": "2026-11-23T10:00:00Z", "level": "INFO", "message": f"line {start + i}", "context": {"i": start + i}}
                for i in range(n)]  # fmt: skip

    one = entries(1, 0)[0]
    for field, sent in (("entries", []), ("entries", entries(501, 0)), ("level", [{**one, "level": "TRACE"}]),
                        ("message", [{**one, "message": "m" * 2001}])):  # fmt: skip
        result = client.post(logs, INTERNAL_TOKEN, {"organizationId": org, "entries": sent})
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert result.json()["fieldErrors"][0]["field"].split(".")[-1] == field
    for batch in range(10):
        appended = ok(client.post(logs, INTERNAL_TOKEN, {"organizationId": org, "entries": entries(500, batch * 500)}))["data"]
        assert (appended["runId"], appended["totalLogs"], appended["accepted"]) == (run["id"], (batch + 1) * 500, 500)
    over = ok(client.post(logs, INTERNAL_TOKEN, {"organizationId": org, "entries": entries(3, 5000)}))["data"]
    assert (over["totalLogs"], over["accepted"], over["dropped"], over["logLimit"]) == (5000, 0, 3, 5000)
    page = ok(client.get(f"{logs}?organizationId={org}&page=2&pageSize=500", INTERNAL_TOKEN))
    assert (page["total"], page["dropped"]) == (5000, 3)
    assert [e["message"] for e in page["data"]] == [f"line {i}" for i in range(500, 1000)]
    assert ok(client.get(f"{logs}?organizationId={org}&page=11&pageSize=500", INTERNAL_TOKEN))["data"] == []
    run_jobs()
    assert ok(client.get(f"{INGEST}/{run['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]["logsDropped"] == 3


def test_promote_refuses_safely_then_loads_with_errors_allowed(client, tenant):
    org = tenant.organization_id
    ingest = sandbox(client, upload(org, "sales.csv", sales(good=3, bad=1)))
    refused = ok(client.post(PROMOTE, INTERNAL_TOKEN, promote_body(org, ingest["id"])), 201)
    run_jobs()
    stored = ok(client.get(f"{PROMOTE}/{refused['data']['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert stored["status"] == "SUCCESS" and stored["stats"]["aborted"] is True and "1 error(s)" in stored["stats"]["abortReason"]
    assert units(client, tenant.token) == 0 and files(client, org) == []
    body = {"organizationId": org, "sandboxIngestRunId": ingest["id"], "triggerType": "MANUAL", "allowWithErrors": True}
    loaded_id = ok(client.post(PROMOTE, INTERNAL_TOKEN, body), 201)["data"]["id"]
    run_jobs()
    loaded = ok(client.get(f"{PROMOTE}/{loaded_id}?organizationId={org}", INTERNAL_TOKEN))["data"]["stats"]
    assert (loaded["aborted"], loaded["bronzeRows"], loaded["silverRowsTotal"], loaded["fileStatus"]) == (False, 4, 3, "INGESTED")
    assert units(client, tenant.token) == 3
    (record,) = files(client, org)
    assert record["id"] == loaded["fileIngestionId"] and record["stats"]["rowsRejected"] == 1
    entry = {"ts": "2026-11-23T10:00:00Z", "level": "WARN", "message": "promoted with 1 error", "context": {}}
    logs = ok(client.post(f"{PROMOTE}/{loaded_id}/logs", INTERNAL_TOKEN, {"organizationId": org, "entries": [entry]}))["data"]
    assert logs["totalLogs"] == 1
    assert ok(client.get(f"{PROMOTE}/{loaded_id}/logs?organizationId={org}", INTERNAL_TOKEN))["data"][0]["level"] == "WARN"


def test_a_clean_file_promotes_and_a_pending_ingest_cannot(client, tenant):
    org = tenant.organization_id
    ingest = sandbox(client, upload(org, "clean.csv", sales(good=2, bad=0)))
    promote = ok(client.post(PROMOTE, INTERNAL_TOKEN, promote_body(org, ingest["id"])), 201)
    run_jobs()
    stats = ok(client.get(f"{PROMOTE}/{promote['data']['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]["stats"]
    assert stats["aborted"] is False and stats["silverRowsTotal"] == 2 and units(client, tenant.token) == 2
    pending = ok(client.post(INGEST, INTERNAL_TOKEN, upload(org, "later.csv", sales(1, 0))), 201)["data"]
    early = client.post(PROMOTE, INTERNAL_TOKEN, promote_body(org, pending["id"]))
    assert_envelope(early, 409, "SANDBOX_RUN_NOT_FINISHED")
    missing = client.post(PROMOTE, INTERNAL_TOKEN, promote_body(org, "nope"))
    assert_envelope(missing, 404, "NOT_FOUND")


def test_runs_of_another_organization_are_404(client, tenant, other_tenant):
    org, other = tenant.organization_id, other_tenant.organization_id
    ingest = sandbox(client, upload(org, "s.csv", sales(1, 0)))
    one = f"{INGEST}/{ingest['id']}"
    assert_envelope(client.get(f"{one}?organizationId={other}", INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.patch(one, INTERNAL_TOKEN, {"organizationId": other, "status": "RUNNING"}), 404, "NOT_FOUND")
    entry = {"ts": "2026-11-23T10:00:00Z", "level": "INFO", "message": "m", "context": {}}
    assert_envelope(client.post(f"{one}/logs", INTERNAL_TOKEN, {"organizationId": other, "entries": [entry]}), 404, "NOT_FOUND")
    assert_envelope(client.get(f"{one}/logs?organizationId={other}", INTERNAL_TOKEN), 404, "NOT_FOUND")
    promote = {"organizationId": other, "sandboxIngestRunId": ingest["id"], "triggerType": "API"}
    assert_envelope(client.post(PROMOTE, INTERNAL_TOKEN, promote), 404, "NOT_FOUND")
    not_a_promote = client.get(f"{PROMOTE}/{ingest['id']}?organizationId={org}", INTERNAL_TOKEN)
    assert_envelope(not_a_promote, 404, "NOT_FOUND")
    body = upload(other, "o.csv", sales(1, 0))
    assert_envelope(client.post(INGEST, INTERNAL_TOKEN, {**body, "blobPath": f"s3://{os.environ['INGESTION_BUCKET']}/sandbox/{org}/s.csv"}),
                    422, "VALIDATION_ERROR")  # fmt: skip
    assert_envelope(client.post(INGEST, INTERNAL_TOKEN, {**body, "organizationId": "no-such-org"}), 404, "NOT_FOUND")
