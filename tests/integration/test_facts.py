"""Any retailer's files in the canonical datasets, the busy day, and the fact endpoints served from the lake."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest
from inventory_planning.domain.stock.formulas import days_of_supply

from tests.helpers.envelopes import assert_envelope
from tests.helpers.lake import lake_keys, lake_rows
from tests.helpers.seed import ingest, ingestion_records, to_csv


def body(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def records(org: str) -> dict[str, dict]:
    return {r["originalFilename"]: r for r in ingestion_records(org)}


def loads(org: str, name: str, content: bytes | str) -> dict:
    responses = ingest(org, name, content)
    assert responses and not responses[-1].get("batchItemFailures"), responses
    return records(org)[name]


SHOPS = [["shopCode", "shopName", "city", "country", "currency", "kind"],
         ["PAR-01", "Paris Opera", "Paris", "FR", "EUR", "STORE"],
         ["LYO-01", "Lyon Part-Dieu", "Lyon", "FR", "EUR", "STORE"],
         ["WH-FR", "Entrepot", "Orly", "FR", "EUR", "warehouse"],
         ["BAD", "", "", "", "", ""]]  # fmt: skip

CATALOGUE = [["sku", "productCode", "productName", "size", "colour", "brandCode", "brandName", "unitCost", "retailPrice",
              "barcode"],
             ["TSH-BLK-S", "TSH", "Tee shirt", "S", "Black", "NOIR", "Maison Noir", "5", "20", "3000000000017"],
             ["TSH-BLK-M", "TSH", "Tee shirt", "M", "Black", "NOIR", "Maison Noir", "5", "20", ""],
             ["JNS-BLU-32", "JNS", "Jeans", "32", "Blue", "DENIM", "Denim Co", "20", "80", ""],
             ["JNS-BLU-32", "JNS", "Jeans", "32", "Blue", "DENIM", "Denim Co", "20", "80", ""]]  # fmt: skip

SALES = [["saleDate", "shopCode", "sku", "quantity", "unitPrice", "saleLineId", "lineType", "discountAmount", "currency"],
         ["2024-03-01", "PAR-01", "TSH-BLK-S", "2", "20", "L1", "", "0", "EUR"],
         ["2024-03-01", "LYO-01", "TSH-BLK-M", "1", "20", "L2", "", "5", "EUR"],
         ["2024-03-02", "PAR-01", "JNS-BLU-32", "1", "80", "L3", "sale", "", "EUR"],
         ["2024-03-03", "PAR-01", "TSH-BLK-S", "1", "20", "L4", "return", "", "EUR"],
         ["2024-03-03", "NEW-SHOP", "NEW-SKU-L", "3", "10", "L5", "", "", "EUR"],
         ["31/03/2024", "PAR-01", "TSH-BLK-S", "1", "20", "L6", "", "", "EUR"],
         ["2024-03-04", "", "TSH-BLK-S", "1", "20", "L7", "", "", "EUR"],
         ["2024-03-04", "PAR-01", "TSH-BLK-S", "0", "20", "L8", "", "", "EUR"]]  # fmt: skip


@pytest.fixture
def retailer(tenant):
    """A multi-shop retailer loading canonical files in several formats."""
    org = tenant.organization_id
    loaded = {
        "shops": loads(org, "shops.tsv", to_csv(SHOPS, "\t")),
        "catalogue": loads(org, "catalogue.json", json.dumps([dict(zip(CATALOGUE[0], r, strict=True)) for r in CATALOGUE[1:]])),
        "sales": loads(org, "pos-export.csv", to_csv(SALES)),
    }
    return tenant, loaded


def test_canonical_files_are_recognised_by_their_header_and_every_rejection_is_explained(retailer, client):
    tenant, loaded = retailer
    shops, catalogue, sales = loaded["shops"], loaded["catalogue"], loaded["sales"]
    assert (shops["detectedFileType"], shops["status"]) == ("shops", "INGESTED")
    assert shops["stats"]["rejectedByReason"] == {"MISSING_NAME": 1}
    assert catalogue["detectedFileType"] == "catalogue" and catalogue["stats"]["rejectedByReason"] == {"DUPLICATE_SKU": 1}
    assert sales["detectedFileType"] == "sales-lines"
    assert sales["stats"]["rowsLoaded"] == 5
    assert sales["stats"]["rejectedByReason"] == {"INVALID_DATE": 1, "MISSING_SHOP": 1, "INVALID_QUANTITY": 1}
    listed = {s["code"]: s for s in body(client.get("/api/shops?pageSize=100", tenant.token))["data"]}
    assert set(listed) == {"PAR-01", "LYO-01", "WH-FR", "NEW-SHOP"}  # no warehouse of the brand's reports
    assert (listed["WH-FR"]["kind"], listed["PAR-01"]["city"], listed["NEW-SHOP"]["name"]) == ("WAREHOUSE", "Paris", "NEW-SHOP")
    brands = {b["name"] for b in body(client.get("/api/brands", tenant.token))["data"]}
    assert {"Maison Noir", "Denim Co"} <= brands
    from inventory_planning.store.models import OrganizationItem

    counts = OrganizationItem.get(f"ORG#{tenant.organization_id}", "#META").counts
    assert counts["shops"] == 4 and counts["inventoryItems"] == 4  # three catalogue items and the unknown NEW-SKU-L


def test_sales_of_several_shops_are_summarised_per_shop_with_returns_and_discounts(retailer, client):
    tenant, _ = retailer
    rows = body(client.get("/api/sales/summary?from=2024-03-01&to=2024-03-31&groupBy=shop", tenant.token))["data"]
    by_shop = {r["shopName"]: (r["units"], r["grossSales"], r["margin"], r["currencyId"]) for r in rows}
    # PAR-01: 2 x 20 + 1 x 80 - 1 x 20 (a return) = 100 over 2 units; cost 5 (tee) and 20 (jeans): margin 100 - 2x5+... below
    assert by_shop["Paris Opera"] == (2, 100.0, 100.0 - (2 * 5 + 20 - 5), "EUR")
    assert by_shop["Lyon Part-Dieu"] == (1, 15.0, 10.0, "EUR")  # 20 - a discount of 5; cost 5
    assert by_shop["NEW-SHOP"] == (3, 30.0, None, "EUR")  # no unit cost on the line nor in the catalogue: unknown
    brands = body(client.get("/api/sales/summary?from=2024-03-01&to=2024-03-31&groupBy=brand&sortBy=units", tenant.token))
    assert [(r["brandName"], r["units"]) for r in brands["data"]][:1] == [("Acme Fashion", 3)]  # the house brand of NEW-SKU


def test_sales_lines_list_filters_sorts_and_names(retailer, client):
    tenant, _ = retailer
    page = body(client.get("/api/sales-lines?dateFrom=2024-03-01&dateTo=2024-03-31&pageSize=2", tenant.token))
    assert page["total"] == 5 and len(page["data"]) == 2
    assert [r["saleDate"] for r in page["data"]] == ["2024-03-03", "2024-03-03"]
    line = next(r for r in body(client.get("/api/sales-lines?lineType=return", tenant.token))["data"])
    assert (line["quantity"], line["lineType"], line["grossSales"], line["shopCode"], line["saleDayName"]) == (
        -1,
        "return",
        -20.0,
        "PAR-01",
        "Sunday",
    )
    assert (line["brandName"], line["productName"], line["inventoryItemSku"], line["saleDateKey"]) == (
        "Maison Noir",
        "Tee shirt",
        "TSH-BLK-S",
        20240303,
    )
    shop = next(s["id"] for s in body(client.get("/api/shops?q=lyon", tenant.token))["data"])
    lyon = body(client.get(f"/api/sales-lines?shopId={shop}", tenant.token))
    assert lyon["total"] == 1 and lyon["data"][0]["discountTotalAmount"] == 5.0
    by_price = body(client.get("/api/sales-lines?sortBy=price&sortDir=asc", tenant.token))["data"]
    assert [r["price"] for r in by_price] == sorted(r["price"] for r in by_price)
    assert body(client.get("/api/sales-lines?dateFrom=2024-04-01", tenant.token))["total"] == 0
    assert_envelope(client.get("/api/sales-lines?dateFrom=2024-04-01&dateTo=2024-03-01", tenant.token), 422, "VALIDATION_ERROR")
    assert_envelope(client.get("/api/sales-lines?lineType=gift", tenant.token), 422, "VALIDATION_ERROR")
    assert_envelope(client.get("/api/sales-lines?shopId=nope", tenant.token), 404, "NOT_FOUND")


def test_a_line_id_sent_again_in_another_file_counts_once(retailer, client):
    tenant, _ = retailer
    again = [SALES[0], ["2024-03-01", "PAR-01", "TSH-BLK-S", "2", "20", "L1", "", "0", "EUR"],
             ["2024-03-05", "PAR-01", "TSH-BLK-S", "4", "20", "L9", "", "0", "EUR"]]  # fmt: skip
    loads(tenant.organization_id, "pos-export-2.csv", to_csv(again))
    lines = body(client.get("/api/sales-lines?pageSize=100", tenant.token))
    assert lines["total"] == 6 and sorted(r["id"] for r in lines["data"]) == sorted({r["id"] for r in lines["data"]})
    march = [f for f in lake_keys("sales_lines", tenant.organization_id) if "month=2024-03" in f]
    assert len(march) == 1 and "/compact-" in march[0]  # two files compacted into one
    rows = body(client.get("/api/sales/summary?from=2024-03-01&to=2024-03-31&groupBy=shop", tenant.token))["data"]
    assert {r["shopName"]: r["units"] for r in rows}["Paris Opera"] == 6


def test_stock_positions_of_several_shops_and_movements_and_orders(retailer, client):
    tenant, _ = retailer
    org = tenant.organization_id
    stock = [["shopCode", "sku", "quantity", "unitCost"], ["PAR-01", "TSH-BLK-S", "4", "5"], ["LYO-01", "TSH-BLK-S", "9", ""],
             ["PAR-01", "TSH-BLK-S", "5", ""], ["LYO-01", "TSH-BLK-M", "-1", ""]]  # fmt: skip
    record = loads(org, "stock.csv", to_csv(stock))
    assert record["stats"]["rejectedByReason"] == {"DUPLICATE_SKU": 1, "INVALID_QUANTITY": 1}
    snapshots = body(client.get("/api/intelligence/stock-snapshots?pageSize=100", tenant.token))["data"]
    assert sorted(r["currentStockQty"] for r in snapshots) == [4.0, 9.0]
    movements = [["movementDate", "shopCode", "sku", "quantity", "movementType", "movementCode", "unitCost"],
                 ["2024-03-10", "PAR-01", "TSH-BLK-S", "10", "RECEIPT", "RC-1", "5"],
                 ["2024-03-11", "PAR-01", "TSH-BLK-S", "-3", "TRANSFER", "TR-1", "5"]]  # fmt: skip
    assert loads(org, "movements.csv", to_csv(movements))["stats"]["rowsLoaded"] == 2
    moved = body(client.get("/api/movement-lines?movementType=transfer", tenant.token))
    assert moved["total"] == 1
    transfer = moved["data"][0]
    assert (transfer["quantity"], transfer["movementCategory"], transfer["movementCost"], transfer["shopName"]) == (
        -3,
        "OUTBOUND",
        15.0,
        "Paris Opera",
    )
    assert body(client.get(f"/api/movement-lines/{transfer['movementLineId']}", tenant.token))["data"] == transfer
    assert_envelope(client.get("/api/movement-lines/unknown-id", tenant.token), 404, "NOT_FOUND")
    ledger = body(client.get("/api/stock-ledger?movementType=RECEIPT", tenant.token))
    assert ledger["total"] == 1 and ledger["data"][0]["quantityChange"] == 10
    orders = [["orderCode", "supplierCode", "sku", "quantity", "purchasePrice", "orderDate", "expectedDate", "status"],
              ["PO-1", "sup-a", "TSH-BLK-S", "24", "4.5", "2024-02-01", "2024-03-01", "confirmed"],
              ["PO-1", "sup-a", "JNS-BLU-32", "12", "18", "2024-02-01", "", ""],
              ["PO-2", "SUP-B", "TSH-BLK-M", "0", "4.5", "2024-02-03", "", ""]]  # fmt: skip
    ordered = loads(org, "orders.json", "\n".join(json.dumps(dict(zip(orders[0], r, strict=True))) for r in orders[1:]))
    assert (ordered["detectedFileType"], ordered["stats"]["rejectedByReason"]) == ("order-lines", {"INVALID_QUANTITY": 1})
    lines = body(client.get("/api/order-lines?sortBy=purchasePrice", tenant.token))
    assert [(r["orderCode"], r["quantity"], r["purchasePrice"], r["orderStatus"]) for r in lines["data"]] == [
        ("PO-1", 12, 18.0, "CONFIRMED"), ("PO-1", 24, 4.5, "CONFIRMED"),
    ]  # fmt: skip
    assert body(client.get("/api/order-lines?supplierCode=SUP-A&dateTo=2024-01-31", tenant.token))["total"] == 0


def test_a_busy_day_loads_whole_and_the_summary_counts_every_unit(tenant, client):
    """Black Friday of a mid-size chain: 6,000 lines on one date over 40 shops and 300 SKUs (the
    day's rollup outgrew DynamoDB's 400 KB item before the lake)."""
    rows = [["saleDate", "shopCode", "sku", "quantity", "unitPrice"]]
    units = 0
    for n in range(6000):
        quantity = 1 + n % 3
        units += quantity
        rows.append(["2025-11-28", f"S{n % 40:03d}", f"SKU-{n % 300:04d}-M", str(quantity), "19.99"])
    record = loads(tenant.organization_id, "black-friday.csv", to_csv(rows))
    assert (record["status"], record["stats"]["rowsLoaded"]) == ("INGESTED", 6000)
    summary = body(client.get("/api/sales/summary?from=2025-11-28&to=2025-11-28&groupBy=shop&pageSize=100", tenant.token))
    assert summary["meta"]["total"] == 40
    assert sum(r["units"] for r in summary["data"]) == units
    assert round(sum(r["grossSales"] for r in summary["data"]), 2) == round(units * 19.99, 2)
    daily = lake_rows("sales_daily", tenant.organization_id)
    assert sum(r["units"] for r in daily) == units and {r["sale_date"] for r in daily} == {date(2025, 11, 28)}


def test_positions_get_average_daily_sales_per_shop_from_the_lake(tenant, client):
    org = tenant.organization_id
    day = date(2024, 6, 30)
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice"]]
    sales += [[(day - timedelta(days=d)).isoformat(), "A", "X-1-M", "1", "10"] for d in range(10)]  # 1 a day for 10 days
    sales += [[day.isoformat(), "B", "X-1-M", "7", "10"]]
    loads(org, "sales.csv", to_csv(sales))
    loads(org, "stock.csv", to_csv([["shopCode", "sku", "quantity"], ["A", "X-1-M", "30"], ["B", "X-1-M", "7"]]))
    snapshots = body(client.get("/api/intelligence/stock-snapshots", tenant.token))["data"]
    by_stock = {r["currentStockQty"]: r for r in snapshots}
    assert (by_stock[30.0]["avgDailySales7d"], by_stock[30.0]["avgDailySales30d"]) == (1.0, round(10 / 30, 4))
    assert (by_stock[7.0]["avgDailySales7d"], by_stock[7.0]["avgDailySales30d"]) == (1.0, round(7 / 30, 4))
    assert by_stock[30.0]["daysOfSupply"] == days_of_supply(30, round(10 / 30, 4)) == 90.0


FACT_ROUTES = ["/api/sales-lines", "/api/order-lines", "/api/movement-lines", "/api/stock-ledger",
               "/api/sales/summary?from=2024-01-01&to=2024-12-31"]  # fmt: skip


def test_another_organization_sees_none_of_the_facts(retailer, other_tenant, client):
    tenant, _ = retailer
    mine = body(client.get("/api/movement-lines?pageSize=1", tenant.token))["data"][0]
    for route in FACT_ROUTES:
        result = body(client.get(route, other_tenant.token))
        assert result["data"] == [], route
    assert_envelope(client.get(f"/api/movement-lines/{mine['movementLineId']}", other_tenant.token), 404, "NOT_FOUND")
    shop = body(client.get("/api/shops", tenant.token))["data"][0]["id"]
    for route in ("/api/sales-lines", "/api/order-lines", "/api/movement-lines", "/api/stock-ledger"):
        assert_envelope(client.get(f"{route}?shopId={shop}", other_tenant.token), 404, "NOT_FOUND")


def test_canonical_files_in_xlsx_and_parquet(tenant, client, tmp_path):
    """The same canonical datasets read from a spreadsheet and from Parquet."""
    import openpyxl
    import pyarrow as pa
    import pyarrow.parquet as pq

    org = tenant.organization_id
    book = openpyxl.Workbook()
    sheet = book.active
    for row in SHOPS[:3]:
        sheet.append(row)
    book.save(tmp_path / "shops.xlsx")
    shops = loads(org, "shops.xlsx", (tmp_path / "shops.xlsx").read_bytes())
    assert (shops["detectedFileType"], shops["stats"]["rowsLoaded"]) == ("shops", 2)
    table = pa.table({
        "sale_date": ["2024-07-01", "2024-07-02"], "shop_code": ["PAR-01", "LYO-01"], "sku": ["TSH-BLK-S", "TSH-BLK-M"],
        "quantity": [3, 1], "unit_price": [20.0, 20.0], "currency": ["EUR", "EUR"],
    })  # fmt: skip
    pq.write_table(table, tmp_path / "sales.parquet")
    sales = loads(org, "sales.parquet", (tmp_path / "sales.parquet").read_bytes())
    assert (sales["detectedFileType"], sales["stats"]["rowsLoaded"]) == ("sales-lines", 2)  # snake_case headers
    summary = body(client.get("/api/sales/summary?from=2024-07-01&to=2024-07-31&groupBy=shop", tenant.token))["data"]
    assert {r["shopName"]: r["units"] for r in summary} == {"Paris Opera": 3, "Lyon Part-Dieu": 1}


COLLECTION_HEADER = ["sku", "productCode", "productName", "collectionCode", "collectionName"]


def collections_by_code(client, tenant) -> dict[str, dict]:
    return {c["code"]: c for c in body(client.get("/api/collections?pageSize=100", tenant.token))["data"]}


def test_a_catalogue_collection_is_its_code_named_by_its_name(tenant, client):
    """collectionCode is the code, collectionName the name (the code without one); a new name for the
    same code renames the one collection; a code-only row keeps a collection's name."""
    org = tenant.organization_id
    loads(org, "catalogue-1.csv", to_csv([COLLECTION_HEADER, ["TSH-BLK-S", "TSH", "Tee", "SS26", "Spring 2026"],
                                          ["JNS-BLU-32", "JNS", "Jeans", "ps", ""]]))  # fmt: skip
    first = collections_by_code(client, tenant)
    assert {code: c["name"] for code, c in first.items()} == {"SS26": "Spring 2026", "PS": "PS"}
    variants = {v["sku"]: v for v in body(client.get("/api/variants?pageSize=100", tenant.token))["data"]}
    assert variants["TSH-BLK"]["collectionId"] == first["SS26"]["id"]
    loads(org, "catalogue-2.csv", to_csv([COLLECTION_HEADER, ["TSH-BLK-S", "TSH", "Tee", "SS26", "Spring-Summer 2026"],
                                          ["JNS-BLU-32", "JNS", "Jeans", "PS", ""]]))  # fmt: skip
    second = collections_by_code(client, tenant)
    assert {code: (c["id"], c["name"]) for code, c in second.items()} == {
        "SS26": (first["SS26"]["id"], "Spring-Summer 2026"), "PS": (first["PS"]["id"], "PS"),
    }  # fmt: skip


def test_a_collection_a_former_run_keyed_by_its_name_keeps_its_id_and_takes_its_code(tenant, client):
    """Before, a catalogue row's collection was keyed by its upper-cased name: re-ingesting the file
    gives that collection its code and keeps its id (its products and plans stay attached)."""
    from datetime import UTC, datetime

    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import CollectionItem

    org = tenant.organization_id
    legacy = entity_id(org, "collection", "SPRING 2026")
    stamp = datetime(2025, 1, 1, tzinfo=UTC)
    CollectionItem(f"ORG#{org}#COLLECTION", legacy, gsi1pk=f"ORG#{org}#COLLECTION#{legacy}", gsi1sk="COLLECTION",
                   id=legacy, code="SPRING 2026", name="Spring 2026", start_date=stamp, created_at=stamp,
                   updated_at=stamp).save()  # fmt: skip
    loads(org, "catalogue.csv", to_csv([COLLECTION_HEADER, ["TSH-BLK-S", "TSH", "Tee", "SS26", "Spring 2026"]]))
    listed = body(client.get("/api/collections?pageSize=100", tenant.token))["data"]
    assert [(c["id"], c["code"], c["name"]) for c in listed] == [(legacy, "SS26", "Spring 2026")]
    variant = body(client.get("/api/variants?pageSize=100", tenant.token))["data"][0]
    assert variant["collectionId"] == legacy
    loads(org, "prices.csv", to_csv([COLLECTION_HEADER, ["TSH-BLK-M", "TSH", "Tee", "SS26", ""]]))
    assert [(c["id"], c["name"]) for c in body(client.get("/api/collections", tenant.token))["data"]] == [(legacy, "Spring 2026")]


def test_prices_keep_the_files_precision_and_money_is_summed_exactly(tenant, client):
    """20,000 units at 0.0025 are 50.00, not 0.00: prices keep the file's decimals through the lake
    (DECIMAL), sums are exact, and only the displayed figures are rounded to cents, half away from zero."""
    from decimal import Decimal

    org = tenant.organization_id
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice", "discountAmount"],
             ["2024-05-02", "S1", "CHEAP-1-M", "20000", "0.0025", ""],
             ["2024-05-02", "S1", "PEN-1-M", "7", "0.333", "0.0005"],
             ["2024-05-03", "S2", "HALF-1-M", "1", "0.005", ""]]  # fmt: skip
    loads(org, "fractions.csv", to_csv(sales))
    rows = body(client.get("/api/sales/summary?from=2024-05-01&to=2024-05-31&groupBy=shop", tenant.token))["data"]
    gross = {r["shopName"]: r["grossSales"] for r in rows}
    assert gross == {"S1": 52.33, "S2": 0.01}  # 50 + 7 x 0.333 - 0.0005 = 52.3305; 0.005 rounds half away from zero
    lines = {r["inventoryItemSku"]: r for r in body(client.get("/api/sales-lines?pageSize=10", tenant.token))["data"]}
    assert (lines["CHEAP-1-M"]["price"], lines["CHEAP-1-M"]["grossSales"]) == (0.0025, 50.0)
    assert (lines["PEN-1-M"]["price"], lines["PEN-1-M"]["grossSales"]) == (0.333, 2.33)
    stored = {r["sku"]: r for r in lake_rows("sales_lines", org)}
    assert (stored["CHEAP-1-M"]["unit_price"], stored["PEN-1-M"]["gross_sales"]) == (Decimal("0.0025"), Decimal("2.3305"))
    by_shop = {r["shop_id"]: r["gross_sales"] for r in lake_rows("sales_daily_shop", org)}
    assert sorted(by_shop.values()) == [Decimal("0.005"), Decimal("52.3305")]


def test_margin_is_unknown_without_a_cost_and_uses_the_catalogue_cost_price(tenant, client, monkeypatch):
    """A line without a unit cost takes the catalogue's (the item's, else the variant's cost price);
    with neither its margin is unknown: a group's margin sums its costed lines, null when it has none;
    a product's totalGrossMargin and totalCogs likewise."""
    org = tenant.organization_id
    loads(org, "catalogue.csv", to_csv([["sku", "productCode", "productName", "unitCost"], ["TSH-BLK-S", "TSH", "Tee", "5"]]))
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice"],
             ["2024-05-02", "A", "TSH-BLK-L", "2", "20"],  # an unknown size of a known variant: the variant's cost
             ["2024-05-02", "B", "NOC-1-M", "1", "10"],  # no cost anywhere
             ["2024-05-02", "C", "TSH-BLK-S", "1", "20"], ["2024-05-02", "C", "NOC-1-M", "1", "10"]]  # fmt: skip
    loads(org, "sales.csv", to_csv(sales))
    rows = body(client.get("/api/sales/summary?from=2024-05-01&to=2024-05-31&groupBy=shop", tenant.token))["data"]
    assert {r["shopName"]: (r["grossSales"], r["margin"]) for r in rows} == {
        "A": (40.0, 30.0), "B": (10.0, None), "C": (30.0, 15.0),
    }  # fmt: skip
    ranked = body(client.get("/api/sales/summary?from=2024-05-01&to=2024-05-31&groupBy=shop&sortBy=margin", tenant.token))
    assert [r["shopName"] for r in ranked["data"]] == ["A", "C", "B"]  # unknown last
    line = body(client.get("/api/sales-lines?pageSize=10&shopId=" + next(r["shopId"] for r in rows if r["shopName"] == "A"),
                           tenant.token))["data"][0]  # fmt: skip
    assert (line["cost"], line["margin"]) == (5.0, 30.0)
    monkeypatch.setenv("SERVICE_TODAY", "2024-06-02")
    products = {p["code"]: p for p in body(client.get("/api/products?period=ALL_TIME&pageSize=100", tenant.token))["data"]}
    assert (products["TSH"]["totalGrossMargin"], products["TSH"]["totalCogs"]) == (45.0, 15.0)
    assert (products["NOC-1"]["totalNetSales"], products["NOC-1"]["totalGrossMargin"], products["NOC-1"]["totalCogs"]) == (
        20.0, None, None,
    )  # fmt: skip


def _old_schema_file(dataset_name: str, organization_id: str, partition: str, name: str, rows: list[dict], tmp_path) -> None:
    """Upload a Parquet file of ``dataset_name`` as the code before DECIMAL money wrote it (money as DOUBLE)."""
    import os

    import boto3
    import duckdb
    from inventory_planning.store.lake.datasets import DATASETS

    dataset = DATASETS[dataset_name]
    columns = ", ".join(
        f"CAST(? AS {'DOUBLE' if c.sql_type.startswith('DECIMAL') else c.sql_type}) AS {c.name}" for c in dataset.columns
    )
    path = tmp_path / name
    select = " UNION ALL ".join(f"SELECT {columns}" for _ in rows)
    values = [r.get(c.name) for r in rows for c in dataset.columns]
    duckdb.connect().execute(f"COPY ({select}) TO '{path}' (FORMAT parquet)", values)
    key = f"{dataset.partition_prefix(organization_id, partition)}{name}"
    boto3.client("s3").upload_file(str(path), os.environ["LAKE_BUCKET"], key)


def test_partitions_written_before_decimal_money_still_read_and_are_rewritten_exact(tenant, client, tmp_path):
    """A lake written by the former code (money as DOUBLE) keeps reading beside the new DECIMAL files:
    a summary over an old month and a new one adds both; a new file in an old month compacts the
    month into the current schema."""
    from decimal import Decimal

    org = tenant.organization_id
    header = ["saleDate", "shopCode", "sku", "quantity", "unitPrice"]
    loads(org, "may.csv", to_csv([header, ["2024-05-02", "S1", "A-1-M", "1", "0.005"]]))
    shop = next(r["shop_id"] for r in lake_rows("sales_daily_shop", org))
    old_day = {"sale_date": "2024-04-02", "shop_id": shop, "currency": "INR", "units": 3, "gross_sales": 4.35,
               "discount_amount": 0.0, "margin": 10.25, "costed_sales": 4.35, "lines": 1}  # fmt: skip
    _old_schema_file("sales_daily_shop", org, "2024-04", "data.parquet", [old_day], tmp_path)
    rows = body(client.get("/api/sales/summary?from=2024-04-01&to=2024-05-31&groupBy=shop", tenant.token))["data"]
    # 4.35 + 0.005 = 4.355 exactly -> 4.36 (summed as DOUBLE, 4.35 + 0.005 falls just short: 4.35)
    assert [(r["units"], r["grossSales"], r["margin"]) for r in rows] == [(4, 4.36, 10.25)]
    old_line = {"sale_line_id": "old-1", "sale_date": "2024-05-01", "line_type": "sale", "shop_id": shop, "brand_id": "b",
                "product_id": "p", "variant_id": "v", "inventory_item_id": "i", "sku": "OLD-1-M", "size": "M", "quantity": 2,
                "unit_price": 1.25, "gross_sales": 2.5, "currency": "INR", "file_id": "old",
                "ingested_at": "2024-05-01 00:00:00"}  # fmt: skip
    _old_schema_file("sales_lines", org, "2024-05", "part-old.parquet", [old_line], tmp_path)
    loads(org, "may-2.csv", to_csv([header, ["2024-05-03", "S1", "A-1-M", "1", "0.0025"]]))
    assert len(lake_keys("sales_lines", org)) == 1  # the old part compacted with the new ones
    stored = {r["sku"]: r for r in lake_rows("sales_lines", org)}
    assert [type(stored[s]["gross_sales"]) for s in ("OLD-1-M", "A-1-M")] == [Decimal, Decimal]
    may = body(client.get("/api/sales/summary?from=2024-05-01&to=2024-05-31&groupBy=shop", tenant.token))["data"]
    assert [(r["units"], r["grossSales"]) for r in may] == [(4, 2.51)]  # 2.5 + 0.005 + 0.0025 = 2.5075 -> 2.51
