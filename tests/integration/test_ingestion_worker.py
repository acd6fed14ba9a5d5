"""Ingestion worker end to end under moto: S3 ObjectCreated -> SQS -> lambda_handler.

The real retailer files are ingested once per module (``real`` fixture) and every expectation is
recomputed here from the raw CSV with the csv module, independently of the worker's code. Small
function-scoped tests cover the other file types, failures and redo after a crash.

Speed: moto's DynamoDB sorts the whole table on every Query and re-measures an item's size on
every attribute it stores; with ~100k items that would take minutes. ``fast_moto`` narrows a
base-table Query to its partition and skips the per-attribute size check (the items stay far
below 400 KB). Query results, sorting, paging and all other semantics are moto's own.
"""

from __future__ import annotations

import csv
import hashlib
import inspect
import io
import json
import os
import re
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

import boto3
import pytest

from tests.helpers.aws import make_tenant, reset_world
from tests.helpers.environment import DATA, ROOT

BRAND = DATA / "fashion-brand-india"
FILES = ("sale-report.csv", "international-sale-report.csv", "may-2022.csv", "p-l-march-2021.csv")
SPEC_LEDGER_FIELDS = {
    "organizationId", "movementId", "movementCode", "movementTime", "movementCategory", "movementType",
    "quantityChange", "stockAfter", "brandId", "brandName", "productId", "productName", "variantId",
    "variantCode", "variantName", "sizeTaxonomyId", "shopId", "shopCode", "shopName", "saleId", "saleCode",
    "saleDate",
}  # fmt: skip
SPEC_FILE_FIELDS = {
    "id", "organizationId", "originalFilename", "blobPath", "checksumSha256", "fileSizeBytes", "channel",
    "detectedFileType", "detectedMimeType", "sourceSystem", "createdAt", "updatedAt",
}  # fmt: skip
# The charge lines of international-sale-report.csv, read off the file by hand.
CHARGE_SKUS = {"SHIPPING", "SHIPPING CHARGES", "TAGS", "TAGS(LABOUR)", "TAG PRINTING", "LABEL CHARGE", "LABEL MANUF.CHRAGE"}


# -- harness ---------------------------------------------------------------------------------------
def worker():
    from local.apigw import load_function_module

    return load_function_module("functions/ingestion_worker", "app.lambda_handler", "IngestionWorkerFunction")


def invoke(event: dict) -> dict:
    from local.apigw import LambdaContext

    return worker()[1](event, LambdaContext("IngestionWorkerFunction"))


@dataclass
class Pipeline:
    s3: Any
    sqs: Any
    bucket: str
    queue_url: str
    queue_arn: str

    def drop(self, organization_id: str, filename: str, body: bytes) -> None:
        self.s3.put_object(Bucket=self.bucket, Key=f"incoming/{organization_id}/{filename}", Body=body)

    def messages(self) -> list[dict]:
        out: list[dict] = []
        while True:
            got = self.sqs.receive_message(QueueUrl=self.queue_url, MaxNumberOfMessages=10).get("Messages", [])
            if not got:
                return out
            out.extend(got)

    def event(self, messages: list[dict]) -> dict:
        return {
            "Records": [
                {
                    "messageId": m["MessageId"],
                    "receiptHandle": m["ReceiptHandle"],
                    "body": m["Body"],
                    "attributes": {"ApproximateReceiveCount": "1", "SentTimestamp": "0"},
                    "messageAttributes": {},
                    "md5OfBody": m["MD5OfBody"],
                    "eventSource": "aws:sqs",
                    "eventSourceARN": self.queue_arn,
                    "awsRegion": "eu-west-1",
                }  # fmt: skip
                for m in messages
            ]
        }


def new_pipeline() -> Pipeline:
    from local.resources import create_ingestion_pipeline

    s3, sqs = boto3.client("s3"), boto3.client("sqs")
    name = f"ips-ingest-{uuid.uuid4().hex[:8]}"
    created = create_ingestion_pipeline(s3, sqs, name, name)
    return Pipeline(s3, sqs, name, created["queueUrl"], created["queueArn"])


def object_messages(messages: list[dict]) -> list[dict]:
    return [m for m in messages if "Records" in json.loads(m["Body"])]


def file_records(organization_id: str) -> dict[str, dict]:
    from inventory_planning.store.models import FileIngestionItem

    return {i.record["originalFilename"]: i.record for i in FileIngestionItem.query(f"ORG#{organization_id}#FILE")}


def moto_table():
    from moto.core import DEFAULT_ACCOUNT_ID
    from moto.dynamodb.models import dynamodb_backends

    return dynamodb_backends[DEFAULT_ACCOUNT_ID]["eu-west-1"].get_table(os.environ["TABLE_NAME"])


def snapshot(organization_id: str) -> dict[tuple[str, str], str]:
    """Every stored item of the organization (the equivalent of a Scan), as canonical JSON by key."""
    prefix = f"ORG#{organization_id}"
    out = {}
    for hash_key, partition in moto_table().items.items():
        if hash_key.value == prefix or hash_key.value.startswith(prefix + "#"):
            for range_key, item in partition.items():
                out[(hash_key.value, range_key.value)] = json.dumps(item.to_json()["Attributes"], sort_keys=True)
    return out


def partition_size(partition_key: str) -> int:
    """Number of items stored under one partition key."""
    from moto.dynamodb.models.dynamo_type import DynamoType

    return len(moto_table().items.get(DynamoType({"S": partition_key}), {}))


def partition_items(prefix: str) -> list[dict[str, Any]]:
    """Items of every partition whose key starts with ``prefix`` (plain values)."""
    out = []
    for hash_key, partition in moto_table().items.items():
        if hash_key.value.startswith(prefix):
            out.extend({k: v.value for k, v in item.attrs.items()} for item in partition.values())
    return out


@pytest.fixture(scope="module")
def fast_moto():
    from moto.dynamodb.models import dynamo_type
    from moto.dynamodb.models.table import Table

    original_all_items, original_query = Table.all_items, Table.query
    signature = inspect.signature(original_query)
    local = threading.local()

    def all_items(self):
        hash_key = getattr(local, "hash_key", None)
        if hash_key is not None:  # a base-table Query: its partition only (query() sorts the results itself)
            partition = self.items.get(hash_key)
            return list(partition.values()) if partition else []
        return original_all_items(self)

    def query(self, hash_key, *args, **kwargs):
        base_table = not signature.bind(self, hash_key, *args, **kwargs).arguments.get("index_name")
        local.hash_key = hash_key if base_table and self.range_key_attr else None
        try:
            return original_query(self, hash_key, *args, **kwargs)
        finally:
            local.hash_key = None

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Table, "all_items", all_items)
        patch.setattr(Table, "query", query)
        patch.setattr(dynamo_type.LimitedSizeDict, "__setitem__", dict.__setitem__)
        yield


# -- independent expectations from the raw files ------------------------------------------------------
def raw(name: str) -> list[list[str]]:
    with (BRAND / name).open(newline="", encoding="utf-8") as f:
        return [[cell.strip() for cell in row] for row in csv.reader(f)]


def canon(sku: str) -> str:
    return re.sub(r"\s+", "", sku).upper().replace("_", "-").rstrip(".")


def is_number(text: str) -> bool:
    try:
        float(text)
        return True
    except ValueError:
        return False


def expected_stock_rejections() -> Counter:
    rows = raw("sale-report.csv")
    assert rows[0] == ["index", "SKU Code", "Design No.", "Stock", "Category", "Size", "Color"]
    out: Counter = Counter()
    seen: set[str] = set()
    for _, sku, _design, stock, _category, size, _colour in rows[1:]:
        if not sku:
            out["MISSING_SKU"] += 1
        elif sku.startswith("#"):
            out["INVALID_SKU"] += 1
        elif not size:
            out["MISSING_SIZE"] += 1
        elif not is_number(stock) or float(stock) < 0 or float(stock) % 1:
            out["INVALID_QUANTITY"] += 1
        elif canon(sku) in seen:
            out["DUPLICATE_SKU"] += 1
        else:
            seen.add(canon(sku))
    return out


SALES_HEADER_1 = ["DATE", "Months", "CUSTOMER", "Style", "SKU", "Size", "PCS", "RATE", "GROSS AMT"]
SALES_HEADER_3 = ["CUSTOMER", "DATE", "Months", "Style", "SKU", "PCS", "RATE", "GROSS AMT", "Stock"]


def international_sections() -> list[tuple[str, list[str], list[list[str]]]]:
    """(kind, header, rows) of the stacked reports, split where a row repeats a known header."""
    rows = raw("international-sale-report.csv")
    sections: list[tuple[str, list[str], list[list[str]]]] = [("sales", rows[0][1:], [])]
    for row in rows[1:]:
        cells = row[1:]
        while cells and not cells[-1]:
            cells = cells[:-1]
        if cells == SALES_HEADER_3:
            sections.append(("sales", cells, []))
        elif cells == ["SKU"]:
            sections.append(("style-price", cells, []))
        elif cells == ["Style", "Stock"]:
            sections.append(("style-stock", cells, []))
        else:
            sections[-1][2].append(row[1:])
    return sections


@lru_cache(maxsize=1)
def expected_sales() -> tuple[Counter, dict[str, dict]]:
    """Rejections by reason, and the distinct sale lines by natural key (with their occurrence number)."""
    rejected: Counter = Counter()
    lines: dict[str, dict] = {}
    for kind, header, rows in international_sections():
        if kind == "style-price":
            for row in rows:
                rejected["MISSING_SKU" if not row[0] else "MISSING_PRICE" if not row[1] else "PRICED"] += 1
            continue
        if kind == "style-stock":
            rejected["STYLE_LEVEL_STOCK"] += len(rows)
            continue
        col = {name: header.index(name) for name in header}
        seen: Counter = Counter()
        for row in rows:
            sku = row[col["SKU"]]
            if not sku:
                rejected["MISSING_SKU"] += 1
                continue
            if sku.upper() in CHARGE_SKUS:
                rejected["NON_PRODUCT_LINE"] += 1
                continue
            if not any(ch.isdigit() for ch in sku):
                rejected["INVALID_SKU"] += 1
                continue
            try:
                day = datetime.strptime(row[col["DATE"]], "%m-%d-%y").date()
            except ValueError:
                rejected["INVALID_DATE"] += 1
                continue
            pcs, rate, gross = (row[col[n]] for n in ("PCS", "RATE", "GROSS AMT"))
            assert is_number(pcs) and is_number(rate) and is_number(gross), row  # true for this file
            key = (day, " ".join(row[col["CUSTOMER"]].split()).upper(), canon(sku), float(pcs), float(rate), float(gross))
            n = seen[key]
            seen[key] += 1
            line = lines.setdefault(
                f"{key}|{n}", {"day": day, "sku": canon(sku), "units": int(float(pcs)), "gross": float(gross)}
            )
            if "Stock" in col:
                line["stock"] = int(float(row[col["Stock"]]))
    assert rejected.pop("PRICED", 0) == 0  # the style list of this file carries no price at all
    return rejected, lines


def expected_price_rejections(name: str) -> Counter:
    rows = raw(name)
    header = rows[0]
    sku_col, tp_col = header.index("Sku"), header.index("TP" if "TP" in header else "TP 1")
    out: Counter = Counter()
    seen: set[str] = set()
    for row in rows[1:]:
        if row[tp_col].startswith("#"):
            out["INVALID_PRICE"] += 1
        elif canon(row[sku_col]) in seen:
            out["DUPLICATE_SKU"] += 1
        else:
            seen.add(canon(row[sku_col]))
    return out


def data_rows(name: str) -> int:
    """Records after the header, minus the header rows of the stacked reports."""
    if name == "international-sale-report.csv":
        return sum(len(rows) for _, _, rows in international_sections())
    return len(raw(name)) - 1


# -- the real files, once per module --------------------------------------------------------------------
@dataclass
class RealFiles:
    organization_id: str
    name: str
    pipeline: Pipeline
    records: dict[str, dict]
    seconds: dict[str, float]
    total_seconds: float


@pytest.fixture(scope="module")
def real(issuer, aws_world, fast_moto, memory_probe):
    reset_world()  # a world of its own: ~100k items that no other test should scan past
    try:
        tenant = make_tenant(issuer, "Fashion Brand India")
        pipeline = new_pipeline()
        pipeline.messages()  # the s3:TestEvent of the new notification configuration
        seconds: dict[str, float] = {}
        for name in FILES:
            pipeline.drop(tenant.organization_id, name, (BRAND / name).read_bytes())
            messages = pipeline.messages()
            started = time.perf_counter()
            result = invoke(pipeline.event(messages))
            seconds[name] = round(time.perf_counter() - started, 2)
            assert result == {"batchItemFailures": []}
        total = round(sum(seconds.values()), 2)
        print(f"\ningestion of the four real files under moto: {total} s {seconds}")
        yield RealFiles(tenant.organization_id, tenant.name, pipeline, file_records(tenant.organization_id), seconds, total)
    finally:
        reset_world()


# -- function-scoped tests (fresh moto each, via the shared fixtures) ----------------------------------------
STOCK_HEADER = ["SKU Code", "Design No.", "Stock", "Category", "Size", "Color"]
STOCK_ROWS = [
    ["AN201-RED-L", "AN201", "5", "AN : LEGGINGS", "L", "Red"],
    ["AN201-RED-M", "AN201", "3", "AN : LEGGINGS", "M", "Red"],
    ["", "AN201", "1", "AN : LEGGINGS", "S", "Red"],
]


def stock_csv(rows=STOCK_ROWS, delimiter=",") -> bytes:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows([STOCK_HEADER, *rows])
    return out.getvalue().encode()


def test_failed_message_is_reported_and_test_event_ignored(aws, tenant):
    pipeline = new_pipeline()
    pipeline.drop(tenant.organization_id, "stock.csv", stock_csv())
    unknown = str(uuid.uuid4())
    pipeline.drop(unknown, "stock.csv", stock_csv())
    messages = pipeline.messages()
    assert any(json.loads(m["Body"]).get("Event") == "s3:TestEvent" for m in messages)
    failed = [m for m in object_messages(messages) if unknown in m["Body"]]
    assert len(failed) == 1 and len(messages) == 3
    result = invoke(pipeline.event(messages))
    assert result == {"batchItemFailures": [{"itemIdentifier": failed[0]["MessageId"]}]}
    record = file_records(tenant.organization_id)["stock.csv"]
    assert record["status"] == "INGESTED" and record["stats"]["rowsLoaded"] == 2
    assert record["stats"]["rejectedByReason"] == {"MISSING_SKU": 1}


def test_every_supported_type_through_the_worker(aws, tenant, tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq
    from openpyxl import Workbook

    objects = [dict(zip(STOCK_HEADER, row, strict=True)) for row in STOCK_ROWS]
    workbook = Workbook()
    for row in [STOCK_HEADER, *STOCK_ROWS]:
        workbook.active.append(row)
    workbook.save(tmp_path / "s.xlsx")
    pq.write_table(pa.table({h: [r[i] for r in STOCK_ROWS] for i, h in enumerate(STOCK_HEADER)}), tmp_path / "s.parquet")
    files = {
        "stock.tsv": stock_csv(delimiter="\t"),
        "stock.json": json.dumps(objects).encode(),
        "stock.jsonl": "\n".join(json.dumps(o) for o in objects[::-1]).encode(),
        "stock.xlsx": (tmp_path / "s.xlsx").read_bytes(),
        "stock.parquet": (tmp_path / "s.parquet").read_bytes(),
        "stock.pdf": b"%PDF-1.4",
        "orders.csv": b"Order No,Qty\n1,2\n",
        "broken.xlsx": b"not a workbook",
        "damaged.jsonl": (
            json.dumps(dict(zip(STOCK_HEADER, ["MEN5004-KR-L", "MEN5004", "8", "KURTA", "L", "Blue"], strict=True)))
            + '\n{"SKU Code": "MEN5004-KR-XL", "Design'
        ).encode(),
    }
    pipeline = new_pipeline()
    for name, body in files.items():
        pipeline.drop(tenant.organization_id, name, body)
    assert invoke(pipeline.event(pipeline.messages())) == {"batchItemFailures": []}
    records = file_records(tenant.organization_id)
    for name in ("stock.tsv", "stock.json", "stock.jsonl", "stock.xlsx", "stock.parquet"):
        record = records[name]
        assert record["status"] == "INGESTED", (name, record["error"])
        assert record["detectedFileType"] == "stock-snapshot"
        assert (record["stats"]["rowsRead"], record["stats"]["rowsLoaded"]) == (3, 2), name
        assert record["checksumSha256"] == hashlib.sha256(files[name]).hexdigest()
        assert record["fileSizeBytes"] == len(files[name])
    assert {r["fileType"] for n, r in records.items() if n.startswith("stock.")} == {"tsv", "json", "excel", "parquet", "other"}
    assert records["stock.pdf"]["status"] == "ERROR" and records["stock.pdf"]["error"].startswith("UNSUPPORTED_FILE_TYPE")
    assert records["orders.csv"]["status"] == "ERROR" and records["orders.csv"]["error"].startswith("UNKNOWN_LAYOUT")
    assert records["broken.xlsx"]["status"] == "ERROR" and records["broken.xlsx"]["error"].startswith("UNREADABLE_FILE")
    damaged = records["damaged.jsonl"]  # the good row before the damage is kept, with its rollups and counts
    assert damaged["status"] == "ERROR" and damaged["error"].startswith("UNREADABLE_FILE: invalid JSON on line 2")
    assert (damaged["stats"]["rowsRead"], damaged["stats"]["rowsLoaded"]) == (1, 1)
    from inventory_planning.store.models import OrganizationItem, StockPositionItem

    positions = list(StockPositionItem.query(f"ORG#{tenant.organization_id}#STOCK"))
    assert sorted((p.sk.rsplit("#", 1)[1], int(p.current_stock_qty)) for p in positions) == [("L", 5), ("L", 8), ("M", 3)]
    counts = OrganizationItem.get(f"ORG#{tenant.organization_id}", "#META").counts
    assert (counts["products"], counts["variants"], counts["inventoryItems"], counts["shops"]) == (2, 2, 3, 1)


def test_redo_after_a_crash_converges_to_the_same_items(aws, tenant):
    """A run that died before marking its record INGESTED is redone from scratch with the same ids."""
    from inventory_planning.store.ingestion import records as store

    from tests.helpers.lake import lake_rows

    sales = (
        b"DATE,Months,CUSTOMER,Style,SKU,Size,PCS,RATE,GROSS AMT\n"
        b"06-05-21,Jun-21,REVATHY,AN201,AN201-RED-L,L,2.00,300.00,600.00\n"
        b"06-05-21,Jun-21,REVATHY,AN201,AN201-RED-L,L,2.00,300.00,600.00\n"
        b"06-07-21,Jun-21,REGA,MEN5004,MEN5004-KR-XL,XL,1.00,616.56,617.00\n"
    )
    prices = (
        b"Sku,Style Id,Catalog,Category,Weight,TP,MRP Old,Final MRP Old\nAn201_Red_L,AN201,Moments,Leggings,0.2,150,250,299\n"
    )
    pipeline = new_pipeline()
    pipeline.messages()
    for name, body in (("stock.csv", stock_csv()), ("prices.csv", prices), ("sales.csv", sales)):
        pipeline.drop(tenant.organization_id, name, body)
        assert invoke(pipeline.event(pipeline.messages())) == {"batchItemFailures": []}
    before = snapshot(tenant.organization_id)
    facts_before = {name: lake_rows(name, tenant.organization_id) for name in ("sales_lines", "sales_daily", "movement_lines")}
    record = file_records(tenant.organization_id)["sales.csv"]
    assert record["stats"]["rowsLoaded"] == 3
    line = next(r for r in facts_before["sales_lines"] if r["sale_date"].isoformat() == "2021-06-05")
    assert line["margin"] == 300.0  # 600 - 2 x unit cost 150 from the price list
    store.put_file_record(tenant.organization_id, {**record, "status": "UPLOADED"})  # the crash
    pipeline.drop(tenant.organization_id, "sales-again.csv", sales)
    assert invoke(pipeline.event(pipeline.messages())) == {"batchItemFailures": []}
    after = snapshot(tenant.organization_id)
    file_key = (f"ORG#{tenant.organization_id}#FILE", record["id"])
    assert {k: v for k, v in after.items() if k != file_key} == {k: v for k, v in before.items() if k != file_key}
    assert {name: lake_rows(name, tenant.organization_id) for name in facts_before} == facts_before
    redone = file_records(tenant.organization_id)["sales-again.csv"]
    assert redone["createdAt"] == record["createdAt"] and redone["status"] == "INGESTED"


def test_a_stock_file_names_the_products_a_sales_file_created(aws, tenant):
    """Sales first: products get their bare style code as name; the stock file then gives them their category name."""
    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import OrganizationItem, ProductItem, VariantItem

    org = tenant.organization_id
    pipeline = new_pipeline()
    pipeline.messages()
    sales = b"DATE,CUSTOMER,Style,SKU,Size,PCS,RATE,GROSS AMT\n06-05-21,REVATHY,MEN5004,MEN5004-KR-L,L,1,616.56,617\n"
    stock = (
        b"SKU Code,Design No.,Stock,Category,Size,Color\n"
        b"MEN5004-KR-L,MEN5004,8,KURTA,L,Blue\nMEN5004-KR-XL,MEN5004,4,KURTA,XL,Blue\n"
    )
    for name, body in (("sales.csv", sales), ("stock.csv", stock)):
        pipeline.drop(org, name, body)
        assert invoke(pipeline.event(pipeline.messages())) == {"batchItemFailures": []}
        if name == "sales.csv":
            assert [p.name for p in ProductItem.query(f"ORG#{org}#PRODUCT")] == ["MEN5004"]
    products = list(ProductItem.query(f"ORG#{org}#PRODUCT"))
    assert [(p.name, p.family, p.id) for p in products] == [("Kurta MEN5004", "Kurta", entity_id(org, "product", "MEN5004"))]
    variant = VariantItem.get(f"ORG#{org}#VARIANT", entity_id(org, "variant", "MEN5004-KR"))
    assert (variant.name, variant.product_name, variant.colour) == ("Kurta MEN5004 / Blue", "Kurta MEN5004", "Blue")
    organization = OrganizationItem.get(f"ORG#{org}", "#META")
    assert organization.counts == {
        "products": 1, "variants": 1, "inventoryItems": 2, "shops": 1, "brands": 1, "collections": 0,
    }  # fmt: skip
    assert organization.latest_sales_date == "2021-06-05"


def test_sample_event_is_a_valid_trigger(aws):
    from inventory_planning.store import account as accounts

    event = json.loads((ROOT / "events" / "ingestion_worker_sqs.json").read_text())
    s3_event = json.loads(event["Records"][0]["body"])["Records"][0]["s3"]
    organization_id = s3_event["object"]["key"].split("/")[1]
    accounts.create_organization(organization_id, "Sample Retail")
    s3 = boto3.client("s3")
    s3.create_bucket(Bucket=s3_event["bucket"]["name"], CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
    key = f"incoming/{organization_id}/stock report May 2022.csv"
    s3.put_object(Bucket=s3_event["bucket"]["name"], Key=key, Body=stock_csv())
    assert invoke(event) == {"batchItemFailures": []}
    assert file_records(organization_id)["stock report May 2022.csv"]["status"] == "INGESTED"


# -- the real files ----------------------------------------------------------------------------------------
def test_four_real_files_ingested_and_timed(real):
    assert set(real.records) == set(FILES)
    assert all(real.records[name]["status"] == "INGESTED" for name in FILES)
    assert real.total_seconds == pytest.approx(sum(real.seconds.values()))
    assert real.total_seconds < 180  # ~35-40 s on a 2-core machine; a regression guard, not a benchmark


@pytest.mark.parametrize("name", FILES)
def test_file_record(real, name):
    record = real.records[name]
    body = (BRAND / name).read_bytes()
    assert SPEC_FILE_FIELDS <= record.keys()
    assert record["organizationId"] == real.organization_id
    assert record["checksumSha256"] == hashlib.sha256(body).hexdigest() and record["fileSizeBytes"] == len(body)
    assert record["blobPath"] == f"s3://{real.pipeline.bucket}/incoming/{real.organization_id}/{name}"
    assert (record["channel"], record["fileType"], record["detectedMimeType"]) == ("data-platform", "csv", "text/csv")
    assert (record["ingestionSource"], record["sourceSystem"], record["error"]) == ("client-importer", None, None)
    assert (
        record["detectedFileType"]
        == {
            "sale-report.csv": "stock-snapshot",
            "international-sale-report.csv": "wholesale-sales,style-price,style-stock",
            "may-2022.csv": "price-list",
            "p-l-march-2021.csv": "price-list",
        }[name]
    )
    stats = record["stats"]
    assert stats["rowsRead"] == stats["rowsLoaded"] + stats["rowsRejected"] == data_rows(name)
    assert sum(s["rows"] for s in stats["segments"]) == stats["rowsRead"]
    for reason, examples in stats["examples"].items():
        assert 1 <= len(examples) <= min(5, stats["rejectedByReason"][reason])


@pytest.mark.parametrize("name", FILES)
def test_rejections_match_the_raw_csv(real, name):
    if name == "sale-report.csv":
        expected = expected_stock_rejections()
    elif name == "international-sale-report.csv":
        expected = expected_sales()[0]
    else:
        expected = expected_price_rejections(name)
    assert real.records[name]["stats"]["rejectedByReason"] == dict(expected)


def test_stacked_report_segments(real):
    segments = real.records["international-sale-report.csv"]["stats"]["segments"]
    sections = international_sections()
    assert [s["layout"] for s in segments] == ["wholesale-sales", "style-price", "style-stock", "wholesale-sales"]
    assert [s["rows"] for s in segments] == [len(rows) for _, _, rows in sections]
    assert [s["firstRow"] for s in segments] == [2, 18638, 18663, 19678]  # 1-based records, header = 1


def test_an201_leggings(real):
    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import InventoryItemItem, ProductItem, StockPositionItem, VariantItem

    org = real.organization_id
    rows = [r for r in raw("sale-report.csv")[1:] if r[2] == "AN201" and r[1]]
    assert len(rows) == 5  # AN201 comes in one colour, sizes S..XXL
    shop_id = entity_id(org, "shop", "WH-MAIN")
    variants = {}
    for _, sku, _, stock, _, size, colour in rows:
        variant_sku = sku[: -len(size) - 1]
        variant = variants.get(variant_sku) or VariantItem.get(f"ORG#{org}#VARIANT", entity_id(org, "variant", variant_sku))
        variants[variant_sku] = variant
        assert variant.name == f"Leggings AN201 / {colour}" and variant.colour == colour
        item = InventoryItemItem.get(f"ORG#{org}#ITEM", sku)
        assert (item.size, item.variant_id, item.product_id) == (size, variant.id, variant.product_id)
        position = StockPositionItem.get(f"ORG#{org}#STOCK", f"{shop_id}#{variant.id}#{size}")
        assert position.current_stock_qty == float(stock) and position.inventory_item_id == item.id
    assert {v.product_id for v in variants.values()} == {entity_id(org, "product", "AN201")}
    product = next(iter(ProductItem.gsi1.query(f"ORG#{org}#PRODUCTS", ProductItem.gsi1sk.startswith("leggings an201#"))))
    assert (product.code, product.family, product.brand_name) == ("AN201", "Leggings", real.name)


def test_sale_lines_deduplicated_and_rolled_up_per_day(real):
    from tests.helpers.lake import lake_keys, lake_rows

    _, lines = expected_sales()
    org = real.organization_id
    stored = lake_rows("sales_lines", org)
    assert len(stored) == len(lines) == len({r["sale_line_id"] for r in stored})  # compacted: one row per line id
    assert sum(r["quantity"] for r in stored) == sum(line["units"] for line in lines.values())
    assert all("/compact-" in k or "/part-" in k for k in lake_keys("sales_lines", org))
    days = lake_rows("sales_daily", org)
    assert {d["sale_date"] for d in days} == {line["day"] for line in lines.values()}
    assert sum(d["units"] for d in days) == sum(line["units"] for line in lines.values())
    assert round(sum(d["gross_sales"] for d in days), 2) == round(sum(line["gross"] for line in lines.values()), 2)
    assert sum(d["lines"] for d in days) == len(lines)
    assert all(d["currency"] == "INR" and d["margin"] is None and not d["margin_complete"] for d in days)  # no unit cost known


def test_stock_ledger(real):
    from dataclasses import fields

    from inventory_planning.domain.facts import LineFilters
    from inventory_planning.domain.pages import PageRequest
    from inventory_planning.services import facts
    from pydantic.alias_generators import to_camel

    from tests.helpers.lake import lake_rows

    _, lines = expected_sales()
    org = real.organization_id
    movements = lake_rows("movement_lines", org)
    sales = [m for m in movements if m["movement_type"] == "SALE"]
    counts = [m for m in movements if m["movement_type"] == "STOCK_COUNT"]
    assert len(sales) == len(lines)
    assert len(counts) == real.records["sale-report.csv"]["stats"]["rowsLoaded"]
    assert all(m["movement_category"] == "OUTBOUND" and m["quantity"] < 0 and m["sale_line_id"] for m in sales)
    assert all(m["movement_category"] == "INBOUND" and m["quantity"] == m["stock_after"] >= 0 for m in counts)
    assert sorted(m["stock_after"] for m in sales if m["stock_after"] is not None) == sorted(
        line["stock"] for line in lines.values() if "stock" in line
    )
    found = facts.stock_ledger(org, time_from=None, time_to=None, filters=LineFilters(), page=PageRequest(page=1, page_size=100))
    entries, total = found.rows, found.total
    assert total == len(movements)
    assert len(entries) == 100 and all({to_camel(f.name) for f in fields(e)} == SPEC_LEDGER_FIELDS for e in entries)
    assert all(e.shop_name and e.variant_name and e.product_name and e.brand_name for e in entries)


def test_organization_counts_and_latest_sales_date(real):
    from inventory_planning.store.models import OrganizationItem

    org = real.organization_id
    organization = OrganizationItem.get(f"ORG#{org}", "#META")
    kinds = {
        "products": "PRODUCT", "variants": "VARIANT", "inventoryItems": "ITEM", "shops": "SHOP", "brands": "BRAND",
        "collections": "COLLECTION",
    }  # fmt: skip
    assert organization.counts == {name: partition_size(f"ORG#{org}#{kind}") for name, kind in kinds.items()}
    assert organization.counts["shops"] == organization.counts["brands"] == 1
    catalogs = {r[3] for r in raw("may-2022.csv")[1:] + raw("p-l-march-2021.csv")[1:] if r[3] != "Nill"}
    assert organization.counts["collections"] == len({c.upper() for c in catalogs})
    _, lines = expected_sales()
    assert organization.latest_sales_date == max(line["day"] for line in lines.values()).isoformat()


def test_average_daily_sales_of_positions(real):
    from inventory_planning.kernel.ids import entity_id

    org = real.organization_id
    _, lines = expected_sales()
    latest = max(line["day"] for line in lines.values())
    units_7: Counter = Counter()
    units_30: Counter = Counter()
    for line in lines.values():
        if latest - timedelta(days=29) <= line["day"] <= latest:
            units_30[line["sku"]] += line["units"]
            if line["day"] >= latest - timedelta(days=6):
                units_7[line["sku"]] += line["units"]
    by_item = {p["inventory_item_id"]: p for p in partition_items(f"ORG#{org}#STOCK")}
    checked = 0
    for _, sku, _, _, _, size, _ in raw("sale-report.csv")[1:]:
        position = by_item.get(entity_id(org, "item", canon(sku))) if sku and size else None
        if position is None:
            continue
        assert float(position["avg_daily_sales_30d"]) == round(units_30[canon(sku)] / 30, 4), sku
        assert float(position["avg_daily_sales_7d"]) == round(units_7[canon(sku)] / 7, 4), sku
        checked += units_30[canon(sku)] > 0
    assert checked > 50  # SKUs of the stock file that sold in the last 30 days


def test_same_file_twice_changes_nothing(real):
    before = snapshot(real.organization_id)
    for name in ("sale-report.csv", "may-2022.csv"):
        real.pipeline.drop(real.organization_id, f"again-{name}", (BRAND / name).read_bytes())
    assert invoke(real.pipeline.event(real.pipeline.messages())) == {"batchItemFailures": []}
    assert snapshot(real.organization_id) == before


MEMORY_PROBE = """
import json, sys, tracemalloc
from pathlib import Path
from inventory_planning.domain.ingestion import ingest_rows, readers

class Discard:
    rows = 0
    def write(self, records):
        self.rows += len(records)
        return []

path = Path(sys.argv[1])
sink = Discard()
tracemalloc.start()
with path.open("rb") as body:
    stream = readers.HashingStream(body)
    stats = ingest_rows(readers.iter_rows("csv", stream), "org", sink)
_, peak = tracemalloc.get_traced_memory()
tracemalloc.stop()
size = path.stat().st_size
print(json.dumps({"peak": peak, "read": stream.size, "size": size, "loaded": stats.rows_loaded, "sunk": sink.rows}))
"""


@pytest.fixture(scope="module")
def memory_probe():
    """Measure in a child process (its own tracemalloc, no moto), started before the ingestion so they overlap."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "layers" / "shared")}
    path = str(BRAND / "international-sale-report.csv")
    child = subprocess.Popen([sys.executable, "-c", MEMORY_PROBE, path], stdout=subprocess.PIPE, env=env, text=True)
    yield child
    child.kill()
    child.wait()


def test_memory_stays_bounded_while_streaming(memory_probe):
    """The worker's read -> map -> batch path on international-sale-report.csv, with a sink that keeps nothing."""
    out, _ = memory_probe.communicate(timeout=120)
    result = json.loads(out)
    assert result["read"] == result["size"] and result["sunk"] == result["loaded"] > 30_000
    print(f"\npeak traced memory {result['peak']} bytes while streaming a {result['size']}-byte file")
    assert result["peak"] < result["size"] / 2  # ~3 MB file; one batch of records plus compact per-file key sets
