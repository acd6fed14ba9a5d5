"""File-ingestion records through the API (SPEC "POST /api/data-platform/file-ingestions"; REFERENCE
8.2; docs/data-platform.md): SPEC's limits, one record for a file registered then dropped, lists,
an outside worker's outcome, batches, reprocessing, and the retailer's own view."""

from __future__ import annotations

import hashlib
import json

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import deliver, ingest, pipeline, to_csv

BASE = "/api/data-platform/file-ingestions"
SALES = to_csv([["saleDate", "shopCode", "sku", "quantity", "unitPrice"],
                ["2024-05-01", "A", "TEE-M", "2", "20"], ["2024-05-02", "A", "TEE-M", "1", "20"]])  # fmt: skip


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def body(org: str, content: str = SALES, **overrides) -> dict:
    data = content.encode()
    return {
        "organizationId": org, "originalFilename": "sales.csv", "blobPath": f"s3://ips-test-ingestion/incoming/{org}/sales.csv",
        "checksumSha256": hashlib.sha256(data).hexdigest(), "fileSizeBytes": len(data), "fileType": "csv", **overrides,
    }  # fmt: skip


def fields(result) -> set[str]:
    assert_envelope(result, 422, "VALIDATION_ERROR")
    return {e["field"].split(".")[-1] for e in result.json()["fieldErrors"]}


@pytest.mark.parametrize(
    "field,value",
    [
        ("originalFilename", ""), ("originalFilename", "a" * 513), ("blobPath", ""), ("blobPath", "b" * 1025),
        ("checksumSha256", "a" * 63), ("checksumSha256", "a" * 65), ("checksumSha256", "g" * 64), ("fileSizeBytes", -1),
        ("fileSizeBytes", 9007199254740992), ("fileSizeBytes", "12"), ("fileType", "pdf"), ("detectedFileType", "x" * 51),
        ("detectedMimeType", "m" * 256), ("ingestionSource", "ftp"), ("sourceSystem", "s" * 256), ("organizationId", ""),
    ],
)  # fmt: skip
def test_spec_limits_are_enforced_and_nothing_is_written(client, tenant, field, value):
    assert fields(client.post(BASE, INTERNAL_TOKEN, body(tenant.organization_id, **{field: value}))) == {field}
    listed = ok(client.get(f"{BASE}?organizationId={tenant.organization_id}", INTERNAL_TOKEN))
    assert listed["total"] == 0


REQUIRED = ["organizationId", "originalFilename", "blobPath", "checksumSha256", "fileSizeBytes", "fileType"]


@pytest.mark.parametrize("field", REQUIRED)
def test_required_fields(client, tenant, field):
    sent = body(tenant.organization_id)
    del sent[field]
    assert field in fields(client.post(BASE, INTERNAL_TOKEN, sent))


def test_limits_that_pass(client, tenant):
    org = tenant.organization_id
    edge = body(org, originalFilename="a" * 512, blobPath="b" * 1024, fileSizeBytes=9007199254740991, detectedFileType="x" * 50,
                detectedMimeType="m" * 255, sourceSystem="s" * 255, checksumSha256="A" * 64)  # fmt: skip
    record = ok(client.post(BASE, INTERNAL_TOKEN, edge), 201)["data"]
    assert record["checksumSha256"] == "a" * 64 and record["ingestionSource"] == "client-importer"  # the default
    assert (record["status"], record["attempts"], record["channel"]) == ("UPLOADED", 0, "data-platform")


def test_an_integral_number_written_as_a_float_is_an_integer(client, tenant):
    """JSON Schema's ``integer`` counts 554684075599.0 and 5e2 as integers (the document says
    ``integer``): a strict integer field takes them; a fraction is still refused, naming the field."""
    org = tenant.organization_id
    record = ok(client.post(BASE, INTERNAL_TOKEN, body(org, fileSizeBytes=554684075599.0)), 201)["data"]
    assert record["fileSizeBytes"] == 554684075599 and isinstance(record["fileSizeBytes"], int)
    other = f"s3://ips-test-ingestion/incoming/{org}/b.csv"
    second = body(org, originalFilename="b.csv", blobPath=other, checksumSha256="b" * 64, fileSizeBytes=123456)
    raw = json.dumps(second).replace("123456", "5e2")
    headers = {"Authorization": f"Bearer {INTERNAL_TOKEN}", "Content-Type": "application/json"}
    assert ok(client.gateway.invoke("POST", BASE, headers, raw), 201)["data"]["fileSizeBytes"] == 500
    assert fields(client.post(BASE, INTERNAL_TOKEN, body(org, fileSizeBytes=12.5))) == {"fileSizeBytes"}


def test_a_file_registered_then_dropped_is_one_record(client, tenant):
    org = tenant.organization_id
    registered = ok(client.post(BASE, INTERNAL_TOKEN, body(org, sourceSystem="POLARIS", ingestionSource="app")), 201)["data"]
    again = ok(client.post(BASE, INTERNAL_TOKEN, body(org, sourceSystem="OTHER")), 201)["data"]
    assert again == registered  # registering the same bytes again changes nothing
    ingest(org, "sales.csv", SALES)
    listed = ok(client.get(f"{BASE}?organizationId={org}", INTERNAL_TOKEN))
    assert listed["total"] == 1
    record = listed["data"][0]
    assert record["id"] == registered["id"] and record["createdAt"] == registered["createdAt"]
    seen = (record["status"], record["attempts"], record["sourceSystem"], record["ingestionSource"])
    assert seen == ("INGESTED", 1, "POLARIS", "app")
    assert record["stats"]["rowsLoaded"] == 2 and record["stats"]["rowsRejected"] == 0


def test_lists_filter_and_page_newest_first(client, tenant, other_tenant):
    org = tenant.organization_id
    made = []
    for n in range(5):
        content = SALES + f"2024-05-0{n + 3},A,TEE-M,1,20\n"
        made.append(ok(client.post(BASE, INTERNAL_TOKEN, body(org, content, originalFilename=f"f{n}.csv",
                                                              fileType="tsv" if n == 4 else "csv")), 201)["data"])  # fmt: skip
    ok(client.patch(f"{BASE}/{made[0]['id']}", INTERNAL_TOKEN, {"organizationId": org, "status": "ERROR"}))
    page = ok(client.get(f"{BASE}?organizationId={org}&limit=2&offset=1", INTERNAL_TOKEN))
    assert (page["limit"], page["offset"], page["total"]) == (2, 1, 5)
    everything = ok(client.get(f"{BASE}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert [r["id"] for r in everything] == [r["id"] for r in reversed(made)]  # newest first
    assert [r["id"] for r in page["data"]] == [r["id"] for r in everything[1:3]]
    assert ok(client.get(f"{BASE}?organizationId={org}&status=ERROR", INTERNAL_TOKEN))["total"] == 1
    assert ok(client.get(f"{BASE}?organizationId={org}&fileType=tsv&status=UPLOADED", INTERNAL_TOKEN))["total"] == 1
    assert ok(client.get(f"{BASE}?organizationId={other_tenant.organization_id}", INTERNAL_TOKEN))["total"] == 0
    assert fields(client.get(f"{BASE}?organizationId={org}&limit=201", INTERNAL_TOKEN)) == {"limit"}
    assert fields(client.get(f"{BASE}?organizationId={org}&status=DONE", INTERNAL_TOKEN)) == {"status"}
    assert_envelope(client.get(f"{BASE}?organizationId=no-such-org", INTERNAL_TOKEN), 404, "NOT_FOUND")


def test_another_organizations_record_is_404_everywhere(client, tenant, other_tenant):
    record = ok(client.post(BASE, INTERNAL_TOKEN, body(tenant.organization_id)), 201)["data"]
    other = other_tenant.organization_id
    one = f"{BASE}/{record['id']}"
    assert_envelope(client.get(f"{one}?organizationId={other}", INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.patch(one, INTERNAL_TOKEN, {"organizationId": other, "status": "INGESTED"}), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{one}?organizationId={other}", INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.post(f"{one}/reprocess", INTERNAL_TOKEN, {"organizationId": other}), 404, "NOT_FOUND")
    assert_envelope(client.post(BASE, INTERNAL_TOKEN, body("no-such-org")), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/file-ingestions/{record['id']}", other_tenant.token), 404, "NOT_FOUND")
    assert ok(client.get(f"{one}?organizationId={tenant.organization_id}", INTERNAL_TOKEN))["data"]["status"] == "UPLOADED"


def test_an_outside_workers_outcome_and_delete(client, tenant):
    org = tenant.organization_id
    record = ok(client.post(BASE, INTERNAL_TOKEN, body(org)), 201)["data"]
    one = f"{BASE}/{record['id']}"
    done = ok(client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "status": "INGESTED", "blobPath": "s3://x/y.csv"}))[
        "data"
    ]
    assert (done["status"], done["blobPath"]) == ("INGESTED", "s3://x/y.csv") and done["updatedAt"] >= record["updatedAt"]
    assert fields(client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "status": "UPLOADED"})) == {"status"}
    assert fields(client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "blobPath": ""})) == {"blobPath"}
    deleted = ok(client.delete(f"{one}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert deleted["status"] == "DELETED"
    assert_envelope(client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "status": "ERROR"}), 409, "FILE_INGESTION_DELETED")
    assert_envelope(client.post(f"{one}/reprocess", INTERNAL_TOKEN, {"organizationId": org}), 409, "FILE_INGESTION_DELETED")
    assert ok(client.get(f"{BASE}?organizationId={org}&status=DELETED", INTERNAL_TOKEN))["total"] == 1


def test_batches_check_each_item_and_keep_spec_limits(client, tenant):
    org = tenant.organization_id
    good = {k: v for k, v in body(org).items() if k != "organizationId"}
    bad = {**good, "checksumSha256": "abc"}
    result = ok(client.post(f"{BASE}/batch", INTERNAL_TOKEN, {"organizationId": org, "items": [good, bad]}))
    assert result["summary"] == {"total": 2, "succeeded": 1, "failed": 1}
    first, second = result["results"]
    assert (first["index"], first["success"], first["data"]["status"]) == (0, True, "UPLOADED")
    assert second["success"] is False and second["error"]["errorCode"] == "VALIDATION_ERROR"
    assert [e["field"] for e in second["error"]["fieldErrors"]] == ["checksumSha256"]
    assert fields(client.post(f"{BASE}/batch", INTERNAL_TOKEN, {"organizationId": org, "items": []})) == {"items"}
    assert fields(client.post(f"{BASE}/batch", INTERNAL_TOKEN, {"organizationId": org, "items": [good] * 101})) == {"items"}
    many = ok(client.post(f"{BASE}/batch", INTERNAL_TOKEN, {"organizationId": org, "items": [good] * 100}))
    assert many["summary"]["succeeded"] == 100  # the same file 100 times: one record
    assert ok(client.get(f"{BASE}?organizationId={org}", INTERNAL_TOKEN))["total"] == 1
    items = [{"id": first["data"]["id"], "status": "ERROR"}, {"id": "nope", "status": "INGESTED"}]
    changes = {"organizationId": org, "items": items}
    patched = ok(client.patch(f"{BASE}/batch", INTERNAL_TOKEN, changes))
    assert patched["summary"] == {"total": 2, "succeeded": 1, "failed": 1}
    assert patched["results"][0]["data"]["status"] == "ERROR"
    assert patched["results"][1]["error"]["error"] == 'File ingestion "nope" not found'
    too_many = {"organizationId": org, "items": [{"id": "x", "status": "ERROR"}] * 101}
    assert fields(client.patch(f"{BASE}/batch", INTERNAL_TOKEN, too_many)) == {"items"}
    unknown = {"organizationId": "no-such-org", "items": [good]}
    assert_envelope(client.post(f"{BASE}/batch", INTERNAL_TOKEN, unknown), 404, "NOT_FOUND")


def _summary_units(client, token) -> int:
    rows = ok(client.get("/api/sales/summary?from=2024-01-01&to=2024-12-31&groupBy=shop", token))["data"]
    return int(sum(r["units"] for r in rows))


def test_reprocessing_loads_a_fixed_file_once_and_an_ingested_file_without_doubling(client, tenant):
    org = tenant.organization_id
    odd = to_csv([["day", "store", "article", "qty", "price"], ["2024-05-01", "A", "TEE-M", "3", "20"]])
    ingest(org, "pos-export.csv", odd)
    records = ok(client.get(f"{BASE}?organizationId={org}", INTERNAL_TOKEN))["data"]
    (failed,) = records
    assert failed["status"] == "ERROR" and failed["error"].startswith("UNKNOWN_LAYOUT")
    columns = {"day": "saleDate", "store": "shopCode", "article": "sku", "qty": "quantity", "price": "unitPrice"}
    spec = {"name": "POS export", "dataset": "sales-lines", "columns": columns}
    ok(client.post(f"/api/data-platform/organizations/{org}/ingestion-specs", INTERNAL_TOKEN, spec), 201)
    asked = ok(client.post(f"{BASE}/{failed['id']}/reprocess", INTERNAL_TOKEN, {"organizationId": org}), 202)["data"]
    assert asked["reprocessRequestedAt"] is not None and asked["attempts"] == 1
    deliver(pipeline()["queueUrl"])  # the worker takes the queued message
    fixed = ok(client.get(f"{BASE}/{failed['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert (fixed["status"], fixed["error"], fixed["attempts"], fixed["stats"]["rowsLoaded"]) == ("INGESTED", None, 2, 1)
    units = _summary_units(client, tenant.token)
    assert units == 3
    ok(client.post(f"{BASE}/{failed['id']}/reprocess", INTERNAL_TOKEN, {"organizationId": org}), 202)
    deliver(pipeline()["queueUrl"])
    again = ok(client.get(f"{BASE}/{failed['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert (again["status"], again["attempts"]) == ("INGESTED", 3)
    assert _summary_units(client, tenant.token) == 3  # replaced, not doubled


def test_reprocess_needs_a_stored_file_of_the_organization(client, tenant):
    org = tenant.organization_id
    pipeline()
    elsewhere = ok(client.post(BASE, INTERNAL_TOKEN, body(org, blobPath="s3://another-bucket/incoming/x.csv")), 201)["data"]
    asked = client.post(f"{BASE}/{elsewhere['id']}/reprocess", INTERNAL_TOKEN, {"organizationId": org})
    assert_envelope(asked, 409, "FILE_NOT_STORED")
    assert fields(client.post(f"{BASE}/{elsewhere['id']}/reprocess", INTERNAL_TOKEN, {})) == {"organizationId"}


def test_retailers_read_their_own_records_with_the_rejection_reasons(client, tenant, other_tenant):
    org = tenant.organization_id
    broken = to_csv([["saleDate", "shopCode", "sku", "quantity", "unitPrice"],
                     ["2024-05-01", "A", "TEE-M", "2", "20"], ["not a date", "A", "TEE-M", "1", "20"]])  # fmt: skip
    ingest(org, "sales.csv", broken)
    listed = ok(client.get("/api/file-ingestions?pageSize=10", tenant.token))
    assert (listed["total"], listed["page"], listed["pageSize"]) == (1, 1, 10)
    record = listed["data"][0]
    assert record["stats"]["rowsRejected"] == 1 and sum(record["stats"]["rejectedByReason"].values()) == 1
    assert ok(client.get(f"/api/file-ingestions/{record['id']}", tenant.token))["data"] == record
    assert ok(client.get("/api/file-ingestions", other_tenant.token))["total"] == 0
    assert ok(client.get("/api/file-ingestions?status=ERROR", tenant.token))["total"] == 0
    assert_envelope(client.get("/api/file-ingestions", INTERNAL_TOKEN), 401, "UNAUTHORIZED")
    assert_envelope(client.get(f"{BASE}?organizationId={org}", tenant.token), 401, "UNAUTHORIZED")
    assert json.dumps(record)  # the record is plain JSON
