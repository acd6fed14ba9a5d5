"""Catalogue reads of issue 9: a product, its variants (sold, stock), inventory items (by variant, shop,
text), a product's stock by shop and size, and the inventory-item search; tenancy and shop scope."""

from __future__ import annotations

import pytest

from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, to_csv


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


@pytest.fixture
def catalogue(tenant, client):
    org = tenant.organization_id
    files = {
        "shops.csv": [["shopCode", "shopName"], ["PAR", "Paris"], ["LYO", "Lyon"]],
        "catalogue.csv": [["sku", "productCode", "productName", "size", "colour", "unitCost", "retailPrice"],
                          ["TEE-BLK-S", "TEE", "Tee shirt", "S", "Black", "5", "20"],
                          ["TEE-BLK-M", "TEE", "Tee shirt", "M", "Black", "5", "20"],
                          ["TEE-WHT-M", "TEE", "Tee shirt", "M", "White", "5", "20"],
                          ["JNS-BLU-32", "JNS", "Jeans", "32", "Blue", "20", "80"]],
        "stock.csv": [["shopCode", "sku", "quantity"], ["PAR", "TEE-BLK-S", "4"], ["PAR", "TEE-BLK-M", "6"],
                      ["LYO", "TEE-BLK-M", "3"], ["LYO", "JNS-BLU-32", "2"]],
        "sales.csv": [["saleDate", "shopCode", "sku", "quantity", "unitPrice"], ["2024-05-01", "PAR", "TEE-BLK-S", "2", "20"],
                      ["2024-06-01", "LYO", "TEE-BLK-M", "1", "20"]],
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures")
    products = {p["code"]: p for p in ok(client.get("/api/products?pageSize=100", tenant.token))["data"]}
    shops = {s["code"]: s["id"] for s in ok(client.get("/api/shops", tenant.token))["data"]}
    return products, shops


def test_a_product_and_its_variants_with_units_sold_and_on_hand(tenant, other_tenant, client, catalogue):
    products, _ = catalogue
    tee = products["TEE"]
    assert ok(client.get(f"/api/products/{tee['id']}", tenant.token))["data"] == tee
    variants = ok(client.get(f"/api/products/{tee['id']}/variants", tenant.token))
    assert variants["total"] == 2
    black, white = variants["data"]
    assert (black["variant"], black["colors"], black["sold"], black["stock"]) == ("Tee shirt / Black", ["Black"], 3, 13.0)
    assert (white["sold"], white["stock"]) == (0, 0.0)
    assert ok(client.get(f"/api/products/{tee['id']}/variants?pageSize=1&page=2", tenant.token))["data"] == [white]
    for route in (f"/api/products/{tee['id']}", f"/api/products/{tee['id']}/variants", f"/api/inventory/variants/{tee['id']}"):
        assert_envelope(client.get(route, other_tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.get("/api/products/unknown", tenant.token), 404, "NOT_FOUND")


def test_inventory_items_by_sku_variant_shop_and_text(tenant, other_tenant, client, catalogue):
    _, shops = catalogue
    every = ok(client.get("/api/inventory-items?pageSize=2", tenant.token))
    assert every["total"] == 4 and [r["sku"] for r in every["data"]] == ["JNS-BLU-32", "TEE-BLK-M"]
    row = every["data"][1]
    assert (row["name"], row["sizeId"], row["unitCost"], row["retailPrice"], row["stock"]) == (
        "Tee shirt / Black - M",
        "M",
        5.0,
        20.0,
        None,
    )
    variant = row["variantId"]
    sizes = ok(client.get(f"/api/inventory-items?variantId={variant}", tenant.token))
    assert [r["sizeId"] for r in sizes["data"]] == ["M", "S"]
    paris = ok(client.get(f"/api/inventory-items?shopId={shops['PAR']}", tenant.token))
    assert {r["sku"]: r["stock"] for r in paris["data"]} == {"TEE-BLK-S": 4.0, "TEE-BLK-M": 6.0} and paris["total"] == 2
    text = ok(client.get(f"/api/inventory-items?shopId={shops['LYO']}&q=jns", tenant.token))
    assert [r["sku"] for r in text["data"]] == ["JNS-BLU-32"]
    assert ok(client.get("/api/inventory-items?q=blk", tenant.token))["total"] == 2
    assert ok(client.get("/api/inventory-items", other_tenant.token))["data"] == []
    assert_envelope(client.get(f"/api/inventory-items?shopId={shops['PAR']}", other_tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/inventory-items?variantId={variant}", other_tenant.token), 404, "NOT_FOUND")


def test_stock_of_a_product_by_shop_and_size(tenant, client, catalogue):
    products, _ = catalogue
    rows = ok(client.get(f"/api/inventory/variants/{products['TEE']['id']}", tenant.token))["data"]
    assert [(r["shopName"], r["variant"], r["size"], r["stock"]) for r in rows] == [
        ("Lyon", "Tee shirt / Black", "M", 3.0),
        ("Paris", "Tee shirt / Black", "M", 6.0),
        ("Paris", "Tee shirt / Black", "S", 4.0),
    ]


def test_inventory_item_search_scores_exact_prefix_and_name(tenant, other_tenant, client, catalogue):
    exact = ok(client.get("/api/search/inventory-items?q=tee-blk-m", tenant.token))
    assert exact[0]["sku"] == "TEE-BLK-M" and exact[0]["score"] == 2.0
    prefix = ok(client.get("/api/search/inventory-items?q=TEE-BLK", tenant.token))
    assert [(r["sku"], r["score"]) for r in prefix] == [("TEE-BLK-M", 1.5), ("TEE-BLK-S", 1.5)]
    named = ok(client.get("/api/search/inventory-items?search=jeans", tenant.token))
    assert [r["sku"] for r in named] == ["JNS-BLU-32"] and 0.3 <= named[0]["score"] <= 1.0
    assert len(ok(client.get("/api/search/inventory-items?q=TEE&limit=1", tenant.token))) == 1
    ids = [r["id"] for r in prefix]
    resolved = ok(client.get(f"/api/search/inventory-items?ids={','.join(ids)}", tenant.token))
    assert sorted(r["id"] for r in resolved) == sorted(ids)
    variant = prefix[0]["variantId"]
    assert {r["sizeId"] for r in ok(client.get(f"/api/search/inventory-items?variantId={variant}", tenant.token))} == {"M", "S"}
    assert ok(client.get(f"/api/search/inventory-items?ids={ids[0]}", other_tenant.token)) == []
    assert ok(client.get("/api/search/inventory-items?q=TEE", other_tenant.token)) == []
    assert_envelope(client.get("/api/search/inventory-items?limit=0", tenant.token), 422, "VALIDATION_ERROR")


def test_products_carry_their_kpis_over_the_period_and_rank_by_them(tenant, client, catalogue, monkeypatch):
    from tests.helpers.aws import INTERNAL_TOKEN
    from tests.helpers.seed import run_jobs

    products, _ = catalogue
    monkeypatch.setenv("SERVICE_TODAY", "2024-06-02")  # LAST_30_DAYS = 3 May .. 1 June
    ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN,
                   {"organizationId": tenant.organization_id, "job": "stock-snapshot", "asOf": "2099-01-01"}), 201)  # fmt: skip
    run_jobs()
    tee = ok(client.get(f"/api/products/{products['TEE']['id']}", tenant.token))["data"]
    assert (tee["totalUnitsSold"], tee["totalNetSales"], tee["totalTransactions"]) == (1, 20.0, 1)  # the June sale only
    assert (tee["totalGrossMargin"], tee["avgGrossMarginPct"], tee["avgSellingPrice"]) == (15.0, 75.0, 20.0)
    assert (tee["totalQuantity"], tee["stockValue"], tee["shopCount"], tee["sizesAvailable"]) == (13.0, 65.0, 2, ["M", "S"])
    every = ok(client.get(f"/api/products/{products['TEE']['id']}?period=ALL_TIME", tenant.token))["data"]
    assert every["totalUnitsSold"] == 3 and every["totalNetSales"] == 60.0
    ranked = ok(client.get("/api/products?sortBy=totalUnitsSold&sortDirection=desc&period=ALL_TIME", tenant.token))
    assert [(r["code"], r["totalUnitsSold"]) for r in ranked["data"]] == [("TEE", 3)] and ranked["total"] == 1
    by_name = ok(client.get("/api/products?period=ALL_TIME", tenant.token))["data"]
    assert {r["code"]: r["totalUnitsSold"] for r in by_name} == {"JNS": 0, "TEE": 3}
    assert ok(client.get("/api/products?sortBy=totalNetSales&q=jeans&period=ALL_TIME", tenant.token))["data"] == []
    assert_envelope(client.get("/api/products?period=LAST_2_DAYS", tenant.token), 422, "VALIDATION_ERROR")
