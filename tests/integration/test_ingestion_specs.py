"""Ingestion specs (internal token): a retailer's own headers mapped onto a canonical dataset, and
the resolved settings; a file with other headers loads after one spec call."""

from __future__ import annotations

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, ingestion_records

POS_EXPORT = (
    "date;store;sku;qty;price\n28/11/2025;PAR-01;TSH-BLK-S;2;19,99\n28/11/2025;LYO-01;TSH-BLK-M;1;1.019,50\n"
    "29/11/2025;PAR-01;TSH-BLK-S;1;19,99\n"
)
SPEC = {
    "name": "Caisse export",
    "dataset": "sales-lines",
    "columns": {"date": "saleDate", "store": "shopCode", "sku": "sku", "qty": "quantity", "price": "unitPrice"},
    "parsing": {"dateFormat": "%d/%m/%Y", "decimalComma": True, "defaultCurrency": "EUR"},
    "detection": {"filenamePattern": "pos-*.csv"},
}


def specs_url(org: str, suffix: str = "") -> str:
    return f"/api/data-platform/organizations/{org}/ingestion-specs{suffix}"


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def record_of(org: str, name: str) -> dict:
    return {r["originalFilename"]: r for r in ingestion_records(org)}[name]


def test_a_file_with_other_headers_loads_after_one_spec_call(tenant, client):
    org = tenant.organization_id
    ingest(org, "pos-2025-11.csv", POS_EXPORT.replace("\n", "\r\n"))  # before the spec: not recognised
    before = record_of(org, "pos-2025-11.csv")
    assert before["status"] == "ERROR" and before["error"].startswith("UNKNOWN_LAYOUT")
    spec = ok(client.post(specs_url(org), INTERNAL_TOKEN, SPEC), 201)["data"]
    assert (spec["organizationId"], spec["status"], spec["priority"]) == (org, "ACTIVE", 0)
    ingest(org, "pos-2025-11b.csv", POS_EXPORT)
    loaded = record_of(org, "pos-2025-11b.csv")
    assert (loaded["status"], loaded["detectedFileType"], loaded["stats"]["rowsLoaded"]) == ("INGESTED", "sales-lines", 3)
    summary = ok(client.get("/api/sales/summary?from=2025-11-01&to=2025-11-30&groupBy=shop", tenant.token))["data"]
    assert {(r["shopName"], r["units"], r["grossSales"], r["currencyId"]) for r in summary} == {
        ("PAR-01", 3, 59.97, "EUR"), ("LYO-01", 1, 1019.5, "EUR"),
    }  # fmt: skip
    ingest(org, "other-name.csv", POS_EXPORT + "\n")  # the pattern does not match: the built-in layouts only
    assert record_of(org, "other-name.csv")["error"].startswith("UNKNOWN_LAYOUT")


def test_a_default_shop_and_header_contains(tenant, client):
    org = tenant.organization_id
    columns = {"Day": "saleDate", "Article": "sku", "Units": "quantity", "Amount": "unitPrice"}
    spec = {"name": "Web shop", "dataset": "sales-lines", "columns": columns, "parsing": {"defaultShopCode": "web"},
            "detection": {"headerContains": ["Channel"]}}  # fmt: skip
    ok(client.post(specs_url(org), INTERNAL_TOKEN, spec), 201)
    ingest(org, "web.csv", "Day,Article,Units,Amount\n2025-01-02,A-1,1,10\n")
    assert record_of(org, "web.csv")["status"] == "ERROR"  # no Channel column: the spec does not apply
    ingest(org, "web2.csv", "Day,Article,Units,Amount,Channel\n2025-01-02,A-1,1,10,web\n2025-01-03,A-1,x,10,web\n")
    record = record_of(org, "web2.csv")
    assert (record["stats"]["rowsLoaded"], record["stats"]["rejectedByReason"]) == (1, {"INVALID_QUANTITY": 1})
    shops = [s["code"] for s in ok(client.get("/api/shops", tenant.token))["data"]]
    assert shops == ["WEB"]


def test_specs_are_validated_listed_replaced_and_deleted(tenant, other_tenant, client):
    org = tenant.organization_id
    invalid = client.post(specs_url(org), INTERNAL_TOKEN, {**SPEC, "columns": {"date": "saleDay", "store": "shopCode"}})
    assert_envelope(invalid, 422, "VALIDATION_ERROR")
    fields = {e["field"] for e in invalid.json()["fieldErrors"]}
    assert fields == {"columns.date", "columns"}  # an unknown column, and the required ones not mapped
    bad_format = client.post(specs_url(org), INTERNAL_TOKEN, {**SPEC, "parsing": {"dateFormat": "%Q"}})
    assert_envelope(bad_format, 422, "VALIDATION_ERROR")
    assert_envelope(client.post(specs_url(org), INTERNAL_TOKEN, {**SPEC, "dataset": "invoices"}), 422, "VALIDATION_ERROR")
    assert ok(client.get(specs_url(org), INTERNAL_TOKEN))["total"] == 0  # nothing was written
    spec = ok(client.post(specs_url(org), INTERNAL_TOKEN, SPEC), 201)["data"]
    duplicate = client.post(specs_url(org), INTERNAL_TOKEN, {**SPEC, "name": " caisse EXPORT "})
    assert_envelope(duplicate, 409, "INGESTION_SPEC_DUPLICATE")
    one = specs_url(org, f"/{spec['id']}")
    replaced = ok(client.put(one, INTERNAL_TOKEN, {**SPEC, "status": "DRAFT", "priority": 5}))["data"]
    assert (replaced["status"], replaced["priority"], replaced["createdAt"]) == ("DRAFT", 5, spec["createdAt"])
    renamed = ok(client.put(specs_url(org, f"/{spec['id']}"), INTERNAL_TOKEN, {**SPEC, "name": "Tills"}))["data"]
    assert renamed["name"] == "Tills" and renamed["id"] == spec["id"]
    listed = ok(client.get(specs_url(org), INTERNAL_TOKEN))
    assert [s["name"] for s in listed["data"]] == ["Tills"]
    settings = ok(client.get(f"/api/data-platform/organizations/{org}/settings", INTERNAL_TOKEN))["data"]
    names = [s["name"] for s in settings["ingestionSpecs"]]
    assert names[0] == "Tills" and {"stock-snapshot", "wholesale-sales", "sales-lines"} <= set(names)
    assert {d["code"] for d in settings["datasets"]} == {"sales-lines", "stock-positions", "order-lines", "movements",
                                                         "catalogue", "shops", "price-calendar"}  # fmt: skip
    # another organization's spec is 404, and its list is its own
    other = other_tenant.organization_id
    assert_envelope(client.get(specs_url(other, f"/{spec['id']}"), INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.delete(specs_url(other, f"/{spec['id']}"), INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert ok(client.get(specs_url(other), INTERNAL_TOKEN))["total"] == 0
    ok(client.delete(specs_url(org, f"/{spec['id']}"), INTERNAL_TOKEN))
    assert_envelope(client.get(specs_url(org, f"/{spec['id']}"), INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.get(specs_url("no-such-org"), INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.get("/api/data-platform/organizations/no-such-org/settings", INTERNAL_TOKEN), 404, "NOT_FOUND")


@pytest.mark.parametrize("method", ["get", "post"])
def test_a_tenant_token_cannot_reach_the_spec_routes(tenant, client, method):
    call = getattr(client, method)
    args = (specs_url(tenant.organization_id), tenant.token) + ((SPEC,) if method == "post" else ())
    assert_envelope(call(*args), 401, "UNAUTHORIZED")
