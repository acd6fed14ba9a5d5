"""Figures derived from sales, costs and stock (docs/decisions/0024), on every catalogue route that
shows one: a caller without analytics.view reads the catalogue with every figure null (a ranking by
a figure is 403), a shop-scoped caller's figures are summed over its shops only, a caller with
analytics.view over every shop sees the whole.

The data: shops A, B, C; TEE (cost 5, retail 20) and JNS (cost 20, retail 80).
- stock on hand: TEE A 4, B 6, C 30; JNS A 1, C 10;
- sales on 1 May 2024: TEE A 2, B 1, C 1 at 20; JNS C 5 at 80.
The scoped caller has shops A and B: TEE 3 sold for 60 (margin 45), 10 on hand (value 50); JNS
nothing sold, 1 on hand (value 20). The whole: TEE 4 sold for 80, 40 on hand; JNS 5 for 400, 11 on hand.
"""

from __future__ import annotations

import pytest

from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, run_jobs, to_csv

KPIS = ("avgSellingPrice", "avgGrossMarginPct", "monthlySales", "shopCount", "variantCount", "sizesAvailable", "stockValue",
        "totalCogs", "totalDiscount", "totalGrossMargin", "totalGrossSales", "totalNetSales", "totalQuantity",
        "totalTransactions", "totalUnitsSold", "valuationBasis", "unvaluedUnits")  # fmt: skip


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


def token(client, tenant, permissions: list[str], shop_ids: list[str] | None = None) -> str:
    body = {"name": f"figures {'+'.join(permissions)}", "permissions": permissions}
    if shop_ids is not None:
        body["shopIds"] = shop_ids
    return ok(client.post("/api/settings/api-tokens", tenant.token, body), 201)["data"]["token"]


@pytest.fixture
def world(tenant, client):
    """The catalogue, stock and sales above, a stock snapshot, and four callers: ``full`` (every
    permission), ``plans`` (inventoryPlans.view only), ``scoped`` (analytics.view, shops A and B) and
    ``scoped_plans`` (inventoryPlans.view, shop A: scoped but without analytics.view)."""
    from tests.helpers.aws import INTERNAL_TOKEN

    org = tenant.organization_id
    files = {
        "shops.csv": [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"], ["C", "Gamma"]],
        "catalogue.csv": [["sku", "productCode", "productName", "size", "colour", "unitCost", "retailPrice"],
                          ["TEE-BLK-M", "TEE", "Tee shirt", "M", "Black", "5", "20"],
                          ["JNS-BLU-32", "JNS", "Jeans", "32", "Blue", "20", "80"]],
        "stock.csv": [["shopCode", "sku", "quantity"], ["A", "TEE-BLK-M", "4"], ["B", "TEE-BLK-M", "6"],
                      ["C", "TEE-BLK-M", "30"], ["A", "JNS-BLU-32", "1"], ["C", "JNS-BLU-32", "10"]],
        "sales.csv": [["saleDate", "shopCode", "sku", "quantity", "unitPrice"], ["2024-05-01", "A", "TEE-BLK-M", "2", "20"],
                      ["2024-05-01", "B", "TEE-BLK-M", "1", "20"], ["2024-05-01", "C", "TEE-BLK-M", "1", "20"],
                      ["2024-05-01", "C", "JNS-BLU-32", "5", "80"]],
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures")
    run = {"organizationId": org, "job": "stock-snapshot", "asOf": "2099-01-01"}
    ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, run), 201)
    run_jobs()
    shops = {s["code"]: s["id"] for s in ok(client.get("/api/shops", tenant.token))["data"]}
    products = {p["code"]: p["id"] for p in ok(client.get("/api/products?pageSize=100", tenant.token))["data"]}
    callers = {
        "full": tenant.token,
        "plans": token(client, tenant, ["inventoryPlans.view"]),
        "scoped": token(client, tenant, ["analytics.view", "shops.viewAssigned"], [shops["A"], shops["B"]]),
        "scoped_plans": token(client, tenant, ["inventoryPlans.view", "shops.viewAssigned"], [shops["A"]]),
    }
    return shops, products, callers


def by_code(rows):
    return {r["code"]: r for r in rows}


def test_product_list_figures_follow_analytics_view_and_the_shop_scope(client, world):
    _, _, callers = world
    route = "/api/products?period=ALL_TIME"
    full = by_code(ok(client.get(route, callers["full"]))["data"])
    assert (full["TEE"]["totalUnitsSold"], full["TEE"]["totalNetSales"], full["TEE"]["totalGrossMargin"]) == (4, 80.0, 60.0)
    assert (full["TEE"]["totalQuantity"], full["TEE"]["stockValue"], full["TEE"]["shopCount"]) == (40.0, 200.0, 3)
    assert (full["JNS"]["totalUnitsSold"], full["JNS"]["totalNetSales"], full["JNS"]["totalQuantity"]) == (5, 400.0, 11.0)

    scoped = by_code(ok(client.get(route, callers["scoped"]))["data"])
    tee, jns = scoped["TEE"], scoped["JNS"]
    assert (tee["totalUnitsSold"], tee["totalNetSales"], tee["totalGrossMargin"], tee["totalCogs"]) == (3, 60.0, 45.0, 15.0)
    assert (tee["totalTransactions"], tee["totalQuantity"], tee["stockValue"], tee["shopCount"]) == (2, 10.0, 50.0, 2)
    assert (jns["totalUnitsSold"], jns["totalNetSales"], jns["totalQuantity"], jns["stockValue"]) == (0, 0.0, 1.0, 20.0)

    for caller in ("plans", "scoped_plans"):
        hidden = ok(client.get(route, callers[caller]))
        assert [r["code"] for r in hidden["data"]] == ["JNS", "TEE"] and hidden["total"] == 2  # the catalogue stays readable
        for row in hidden["data"]:
            assert {k: row[k] for k in KPIS} == dict.fromkeys(KPIS), (caller, row["code"])
            assert row["name"] == full[row["code"]]["name"] and row["averagePrice"] == full[row["code"]]["averagePrice"]


def test_a_ranking_by_a_figure_needs_analytics_view_and_ranks_the_callers_shops(client, world):
    _, _, callers = world
    route = "/api/products?sortBy=totalNetSales&sortDirection=desc&period=ALL_TIME"
    assert [r["code"] for r in ok(client.get(route, callers["full"]))["data"]] == ["JNS", "TEE"]
    ranked = ok(client.get(route, callers["scoped"]))  # JNS sold in C only: not in A and B's ranking
    assert [(r["code"], r["totalNetSales"]) for r in ranked["data"]] == [("TEE", 60.0)] and ranked["total"] == 1
    for caller in ("plans", "scoped_plans"):
        assert_envelope(client.get(route, callers[caller]), 403, "FORBIDDEN")
    assert client.get("/api/products?sortBy=name", callers["plans"]).status == 200


def test_one_product_figures_follow_analytics_view_and_the_shop_scope(client, world):
    _, products, callers = world
    route = f"/api/products/{products['TEE']}?period=ALL_TIME"
    full = ok(client.get(route, callers["full"]))["data"]
    scoped = ok(client.get(route, callers["scoped"]))["data"]
    figures = ("totalUnitsSold", "totalNetSales", "totalQuantity", "stockValue", "sizesAvailable")
    assert [full[k] for k in figures] == [4, 80.0, 40.0, 200.0, ["M"]]
    assert [scoped[k] for k in figures] == [3, 60.0, 10.0, 50.0, ["M"]]
    for caller in ("plans", "scoped_plans"):
        hidden = ok(client.get(route, callers[caller]))["data"]
        assert {k: hidden[k] for k in KPIS} == dict.fromkeys(KPIS), caller
        assert (hidden["id"], hidden["code"], hidden["brandId"]) == (full["id"], full["code"], full["brandId"])


def test_variants_of_a_product_sold_and_stock_follow_analytics_view_and_the_shop_scope(client, world):
    _, products, callers = world
    route = f"/api/products/{products['TEE']}/variants"
    [full] = ok(client.get(route, callers["full"]))["data"]
    [scoped] = ok(client.get(route, callers["scoped"]))["data"]
    assert (full["sold"], full["stock"]) == (4, 40.0)
    assert (scoped["sold"], scoped["stock"]) == (3, 10.0)
    for caller in ("plans", "scoped_plans"):
        [hidden] = ok(client.get(route, callers[caller]))["data"]
        assert (hidden["id"], hidden["variant"], hidden["sold"], hidden["stock"]) == (full["id"], full["variant"], None, None)


def test_inventory_item_stock_follows_analytics_view(client, world):
    shops, _, callers = world
    route = f"/api/inventory-items?shopId={shops['A']}"
    for caller in ("full", "scoped"):
        rows = ok(client.get(route, callers[caller]))["data"]
        assert {r["sku"]: r["stock"] for r in rows} == {"TEE-BLK-M": 4.0, "JNS-BLU-32": 1.0}, caller
    for caller in ("plans", "scoped_plans"):
        rows = ok(client.get(route, callers[caller]))["data"]
        assert {r["sku"]: r["stock"] for r in rows} == {"TEE-BLK-M": None, "JNS-BLU-32": None}, caller
        assert {r["unitCost"] for r in rows} == {5.0, 20.0}  # the price list is catalogue, not a figure
    assert_envelope(client.get(f"/api/inventory-items?shopId={shops['C']}", callers["scoped"]), 404, "NOT_FOUND")
