"""The ``price-calendar`` dataset through every loader (docs/ingestion.md "price-calendar"): the
canonical-header S3 drop, a file registered by API then dropped, an ingestion spec mapping a
retailer's headers, and the sandbox validate/promote path; valid and rejected rows with their
reasons, the lake rows, a re-sent calendar (the latest ingestion wins) and tenancy."""

from __future__ import annotations

import hashlib
import os
from datetime import date
from decimal import Decimal

import boto3

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.lake import lake_rows
from tests.helpers.seed import ingest, ingestion_records, pipeline, run_jobs, to_csv

CATALOGUE = to_csv([
    ["sku", "productCode", "productName", "size", "retailPrice"],
    ["TEE-BLK-S", "TEE", "Tee", "S", "20"], ["TEE-BLK-M", "TEE", "Tee", "M", "20"],
])  # fmt: skip
HEADER = ["sku", "productCode", "shopCode", "dateFrom", "dateTo", "price", "feature", "display", "promotionCode"]
CALENDAR = to_csv([
    HEADER,
    ["TEE-BLK-S", "", "PAR", "2025-01-06", "2025-01-12", "15.50", "yes", "0", "JAN"],  # an item in one shop
    ["", "TEE", "", "2025-01-06", "2025-01-19", "18", "", "true", ""],  # a product in every shop
    ["", "", "PAR", "2025-01-06", "2025-01-12", "15", "", "", ""],  # MISSING_SKU
    ["TEE-BLK-M", "", "", "2025-01-12", "2025-01-06", "15", "", "", ""],  # dateTo before dateFrom: INVALID_DATE
    ["TEE-BLK-M", "", "", "2025-01-06", "2025-01-12", "-1", "", "", ""],  # INVALID_PRICE
    ["TEE-BLK-M", "", "", "2025-01-06", "2025-01-12", "12", "maybe", "", ""],  # INVALID_VALUE
    ["NOPE-1", "", "", "2025-01-06", "2025-01-12", "12", "", "", ""],  # UNKNOWN_PRODUCT (the calendar creates nothing)
    ["", "GHOST", "", "2025-01-06", "2025-01-12", "12", "", "", ""],  # UNKNOWN_PRODUCT
])  # fmt: skip
REASONS = {"MISSING_SKU": 1, "INVALID_DATE": 1, "INVALID_PRICE": 1, "INVALID_VALUE": 1, "UNKNOWN_PRODUCT": 2}


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def record_of(org: str, name: str) -> dict:
    return {r["originalFilename"]: r for r in ingestion_records(org)}[name]


def calendar(org: str) -> dict[tuple, dict]:
    """The organization's calendar rows after deduplication (the latest ingestion of a key wins)."""
    rows: dict[str, dict] = {}
    for row in sorted(lake_rows("price_calendar", org), key=lambda r: r["ingested_at"]):
        rows[row["calendar_line_id"]] = row
    return {(r["sku"] or r["product_code"], r["date_from"], r["promotion_code"]): r for r in rows.values()}


def test_an_s3_drop_loads_valid_rows_and_explains_every_rejection(tenant, other_tenant):
    org = tenant.organization_id
    ingest(org, "catalogue.csv", CATALOGUE)
    ingest(org, "calendar.csv", CALENDAR)
    record = record_of(org, "calendar.csv")
    assert (record["status"], record["detectedFileType"]) == ("INGESTED", "price-calendar")
    stats = record["stats"]
    assert (stats["rowsRead"], stats["rowsLoaded"], stats["rowsRejected"]) == (8, 2, 6)
    assert stats["rejectedByReason"] == REASONS
    rows = calendar(org)
    item = rows[("TEE-BLK-S", date(2025, 1, 6), "JAN")]
    assert (item["price"], item["feature"], item["display"], item["size"]) == (Decimal("15.5"), True, False, "S")
    assert item["shop_id"] and item["variant_id"] and item["inventory_item_id"]
    product = rows[("TEE", date(2025, 1, 6), None)]
    assert (product["shop_id"], product["variant_id"], product["date_to"]) == (None, None, date(2025, 1, 19))
    assert product["product_id"] == item["product_id"] and (product["feature"], product["display"]) == (False, True)
    assert lake_rows("price_calendar", other_tenant.organization_id) == []


def test_a_resent_calendar_replaces_its_rows(tenant):
    """Same key (shop or all, item or product, dateFrom, promotionCode): the latest ingestion's price wins."""
    org = tenant.organization_id
    ingest(org, "catalogue.csv", CATALOGUE)
    ingest(org, "calendar.csv", CALENDAR)
    again = to_csv([HEADER, ["", "TEE", "", "2025-01-06", "2025-01-26", "17", "", "", ""]])
    ingest(org, "calendar-v2.csv", again)
    assert record_of(org, "calendar-v2.csv")["stats"]["rowsLoaded"] == 1
    product = calendar(org)[("TEE", date(2025, 1, 6), None)]
    assert (product["price"], product["date_to"], product["display"]) == (Decimal("17"), date(2025, 1, 26), False)
    assert len(calendar(org)) == 2


def test_a_file_registered_by_api_then_dropped(client, tenant):
    org = tenant.organization_id
    ingest(org, "catalogue.csv", CATALOGUE)
    data = CALENDAR.encode()
    body = {"organizationId": org, "originalFilename": "prices.csv", "blobPath": f"s3://ips-test-ingestion/incoming/{org}/prices.csv",
            "checksumSha256": hashlib.sha256(data).hexdigest(), "fileSizeBytes": len(data), "fileType": "csv"}  # fmt: skip
    registered = ok(client.post("/api/data-platform/file-ingestions", INTERNAL_TOKEN, body), 201)["data"]
    ingest(org, "prices.csv", CALENDAR)
    record = record_of(org, "prices.csv")
    assert record["id"] == registered["id"] and record["status"] == "INGESTED"
    assert (record["stats"]["rowsLoaded"], record["stats"]["rejectedByReason"]) == (2, REASONS)


def test_an_ingestion_spec_maps_a_retailers_headers_onto_the_calendar(client, tenant):
    org = tenant.organization_id
    ingest(org, "catalogue.csv", CATALOGUE)
    spec = {"name": "Promo plan", "dataset": "price-calendar",
            "columns": {"Article": "sku", "Du": "dateFrom", "Au": "dateTo", "Prix": "price", "Mise en avant": "feature"},
            "parsing": {"dateFormat": "%d/%m/%Y", "decimalComma": True, "defaultCurrency": "EUR"},
            "detection": {"filenamePattern": "promo-*.csv"}}  # fmt: skip
    ok(client.post(f"/api/data-platform/organizations/{org}/ingestion-specs", INTERNAL_TOKEN, spec), 201)
    text = (
        "Article;Du;Au;Prix;Mise en avant\nTEE-BLK-M;06/01/2025;12/01/2025;14,90;oui\nTEE-BLK-M;13/01/2025;19/01/2025;15,90;no\n"
    )
    ingest(org, "promo-2025.csv", text)
    record = record_of(org, "promo-2025.csv")
    assert (record["detectedFileType"], record["stats"]["rowsLoaded"]) == ("price-calendar", 1)
    assert record["stats"]["rejectedByReason"] == {"INVALID_VALUE": 1}  # "oui" is not a boolean word
    (row,) = calendar(org).values()
    assert (row["price"], row["currency"], row["feature"], row["date_to"]) == (Decimal("15.9"), "EUR", False, date(2025, 1, 19))
    settings = ok(client.get(f"/api/data-platform/organizations/{org}/settings", INTERNAL_TOKEN))["data"]
    (dataset,) = [d for d in settings["datasets"] if d["code"] == "price-calendar"]
    assert (dataset["conformedTable"], dataset["mergeKeys"]) == ("price_calendar", ["calendar_line_id"])


def test_the_sandbox_validates_then_promotes_a_calendar(client, tenant):
    org = tenant.organization_id
    ingest(org, "catalogue.csv", CATALOGUE)
    pipeline()
    data = CALENDAR.encode()
    key = f"sandbox/{org}/calendar.csv"
    boto3.client("s3").put_object(Bucket=os.environ["INGESTION_BUCKET"], Key=key, Body=data)
    body = {"organizationId": org, "blobPath": f"s3://{os.environ['INGESTION_BUCKET']}/{key}", "originalFilename": "calendar.csv",
            "checksumSha256": hashlib.sha256(data).hexdigest(), "fileSizeBytes": len(data), "triggerType": "API"}  # fmt: skip
    started = ok(client.post("/api/data-platform/sandbox-ingest-runs", INTERNAL_TOKEN, body), 201)["data"]
    run_jobs()
    validated = ok(client.get(f"/api/data-platform/sandbox-ingest-runs/{started['id']}?organizationId={org}", INTERNAL_TOKEN))
    stats = validated["data"]["stats"]
    assert stats["rowsValid"] == 4 and stats["findings"]["error"] == 4  # unknown products are known at write time only
    assert lake_rows("price_calendar", org) == []  # a validation writes nothing
    promote = {"organizationId": org, "sandboxIngestRunId": started["id"], "triggerType": "API", "allowWithErrors": True}
    promoted_id = ok(client.post("/api/data-platform/sandbox-promote-runs", INTERNAL_TOKEN, promote), 201)["data"]["id"]
    run_jobs()
    promoted = ok(client.get(f"/api/data-platform/sandbox-promote-runs/{promoted_id}?organizationId={org}", INTERNAL_TOKEN))
    assert promoted["data"]["stats"]["fileStatus"] == "INGESTED"
    assert set(calendar(org)) == {("TEE-BLK-S", date(2025, 1, 6), "JAN"), ("TEE", date(2025, 1, 6), None)}
