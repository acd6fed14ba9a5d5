"""The multi-shop fixture of the local stack (local/multishop.py) as the catalogue endpoints list it,
and a rebalance plan between two of its shops (docs/plans.md)."""

from tests.helpers.configuration import ok
from tests.helpers.envelopes import assert_envelope


def test_the_fixture_is_listed_like_an_ingested_retailer_and_only_for_its_organization(client, multishop, other_tenant):
    t = multishop.token
    shops = ok(client.get("/api/shops", t))["data"]
    assert sorted((s["code"], s["kind"]) for s in shops) == [("ST-01", "STORE"), ("ST-02", "STORE"), ("WH-01", "WAREHOUSE")]
    variants = ok(client.get("/api/variants?pageSize=100", t))
    assert variants["total"] == 8 and {v["sku"] for v in variants["data"]} >= {"LS100-WHITE", "DJ200-BLACK"}
    assert ok(client.get("/api/products", t))["total"] == 4
    assert ok(client.get("/api/collections", t))["total"] == 2
    warehouse = multishop.catalogue["shops"]["WH-01"]
    positions = ok(client.get(f"/api/intelligence/stock-snapshots?shopId={warehouse}&pageSize=100", t))
    assert positions["meta"]["total"] == 32
    assert ok(client.get("/api/intelligence/stock-snapshots?pageSize=1", t))["meta"]["total"] == 96
    assert ok(client.get("/api/shops", other_tenant.token))["total"] == 0
    assert ok(client.get("/api/variants", other_tenant.token))["total"] == 0
    assert_envelope(client.get(f"/api/intelligence/stock-snapshots?shopId={warehouse}", other_tenant.token), 404, "NOT_FOUND")
    assert ok(client.get("/api/intelligence/stock-snapshots", other_tenant.token))["meta"]["total"] == 0
    found = client.get("/api/search/product-variants?q=LS100", t).json()
    assert {v["sku"] for v in (found["data"] if isinstance(found, dict) else found)} >= {"LS100-WHITE", "LS100-NAVY"}


def test_a_rebalance_plan_moves_warehouse_stock_to_a_store(client, multishop):
    t, shops = multishop.token, multishop.catalogue["shops"]
    plan = ok(client.post("/api/rebalance-plans", t, {"outgoingShopId": shops["WH-01"], "ingoingShopId": shops["ST-01"]}), 201)[
        "data"
    ]
    variant = multishop.catalogue["variants"]["LS100-WHITE"]
    path = f"/api/rebalance-plans/{plan['id']}/items"
    added = ok(client.post(path, t, {"variantId": variant, "sizeId": "M", "quantity": 12}), 201)["data"]
    assert added["value"] == 12 * 420.0
    assert_envelope(client.post(path, t, {"variantId": variant, "sizeId": "M", "quantity": 61}), 422, "INSUFFICIENT_STOCK")
    for status in ("VALIDATED", "SENT"):
        assert ok(client.patch(f"/api/plans/REBALANCE/{plan['id']}", t, {"status": status}))["data"]["status"] == status
