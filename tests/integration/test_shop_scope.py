"""Shop-scoped callers (REFERENCE 0.2): a shop manager or viewer member with assigned shops, and a
service-account token created with shops.viewAssigned and a fixed shopIds list, see their shops
only on every route that has a shop; another shop answers like another organization's (404)."""

from __future__ import annotations

import uuid

import pytest

from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, run_jobs, to_csv


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


@pytest.fixture
def shops(tenant, client):
    """Shops A, B, C with sales, stock, movements and a stock snapshot; returns code -> id."""
    org = tenant.organization_id
    files = {
        "shops.csv": [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"], ["C", "Gamma"]],
        "stock.csv": [["shopCode", "sku", "quantity", "snapshotDate", "unitCost"], ["A", "X-1-M", "10", "2024-03-01", "2"],
                      ["B", "X-1-M", "20", "2024-03-01", "2"], ["C", "X-1-M", "30", "2024-03-01", "2"]],
        "sales.csv": [["saleDate", "shopCode", "sku", "quantity", "unitPrice"], ["2024-03-02", "A", "X-1-M", "1", "10"],
                      ["2024-03-02", "B", "X-1-M", "2", "10"], ["2024-03-02", "C", "X-1-M", "3", "10"]],
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures")
    from tests.helpers.aws import INTERNAL_TOKEN

    run = {"organizationId": org, "job": "stock-snapshot", "asOf": "2024-03-05"}
    ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, run), 201)
    run_jobs()
    return {s["code"]: s["id"] for s in ok(client.get("/api/shops", tenant.token))["data"]}


@pytest.fixture
def manager(tenant, issuer, shops):
    """A SHOP_MANAGER member assigned to shops A and B, and its session token."""
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    assigned = [shops["A"], shops["B"]]
    accounts.put_member(tenant.organization_id, user_id, "manager@acme.test", "Manager", ["SHOP_MANAGER"], assigned)
    return issuer.mint(user_id, "manager@acme.test", "Manager", tenant.organization_id)


def scoped_token(client, tenant, shop_ids: list[str]) -> str:
    body = {"name": "shop A feed", "permissions": ["analytics.view", "shops.viewAssigned"], "shopIds": shop_ids}
    return ok(client.post("/api/settings/api-tokens", tenant.token, body), 201)["data"]["token"]


def test_a_shop_manager_sees_its_assigned_shops_only(client, tenant, shops, manager):
    a, b, c = shops["A"], shops["B"], shops["C"]
    assert sorted(s["code"] for s in ok(client.get("/api/shops", manager))["data"]) == ["A", "B"]
    assert ok(client.get("/api/auth/whoami", manager))["data"]["shopIds"] == sorted([a, b])
    snapshots = ok(client.get("/api/intelligence/stock-snapshots", manager))
    assert snapshots["meta"]["total"] == 2 and {r["shopId"] for r in snapshots["data"]} == {a, b}
    lines = ok(client.get("/api/sales-lines", manager))
    assert lines["total"] == 2 and {r["shopId"] for r in lines["data"]} == {a, b}
    summary = ok(client.get("/api/sales/summary?from=2024-03-01&to=2024-03-31&groupBy=shop", manager))["data"]
    assert {r["shopId"]: r["units"] for r in summary} == {a: 1, b: 2}
    assert ok(client.get(f"/api/sales/summary?from=2024-03-01&to=2024-03-31&shopIds={c}", manager))["data"] == []
    movements = ok(client.get("/api/movement-lines?pageSize=100", manager))["data"]
    assert movements and {r["shopId"] for r in movements} == {a, b}
    ledger = ok(client.get("/api/stock-ledger?pageSize=100", manager))["data"]
    assert {r["shopId"] for r in ledger} == {a, b}
    valuation = ok(client.get("/api/inventory/valuation?groupBy=shop", manager))["data"]
    assert {r["shopId"]: r["units"] for r in valuation} == {a: 9.0, b: 18.0}  # the close of 4 March
    for route in ("/api/intelligence/stock-snapshots", "/api/sales-lines", "/api/movement-lines", "/api/stock-ledger",
                  "/api/order-lines"):  # fmt: skip
        assert_envelope(client.get(f"{route}?shopId={c}", manager), 404, "NOT_FOUND")
        assert client.get(f"{route}?shopId={a}", manager).status == 200
    hidden = ok(client.get(f"/api/movement-lines?shopId={c}", tenant.token))["data"][0]
    assert_envelope(client.get(f"/api/movement-lines/{hidden['movementLineId']}", manager), 404, "NOT_FOUND")


def test_a_service_account_token_with_shops_view_assigned_sees_its_fixed_shops(client, tenant, shops):
    token = scoped_token(client, tenant, [shops["C"]])
    assert [s["code"] for s in ok(client.get("/api/shops", token))["data"]] == ["C"]
    assert {r["shopId"] for r in ok(client.get("/api/sales-lines", token))["data"]} == {shops["C"]}
    assert ok(client.get("/api/intelligence/stock-snapshots", token))["meta"]["total"] == 1
    assert_envelope(client.get(f"/api/sales-lines?shopId={shops['A']}", token), 404, "NOT_FOUND")
    listed = next(t for t in ok(client.get("/api/settings/api-tokens", tenant.token))["data"] if t["name"] == "shop A feed")
    assert listed["shopIds"] == [shops["C"]]


def test_shop_ids_of_a_token_are_required_checked_and_refused_where_they_do_not_apply(client, tenant, other_tenant, shops):
    scoped = {"name": "t", "permissions": ["analytics.view", "shops.viewAssigned"]}
    missing = client.post("/api/settings/api-tokens", tenant.token, scoped)
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert missing.json()["fieldErrors"][0]["field"] == "shopIds"
    foreign = ok(client.get("/api/shops", other_tenant.token))["data"]
    other_shop = foreign[0]["id"] if foreign else "another-organizations-shop"
    elsewhere = client.post("/api/settings/api-tokens", tenant.token, {**scoped, "shopIds": [other_shop]})
    assert_envelope(elsewhere, 422, "VALIDATION_ERROR")
    unscoped = {"name": "t", "permissions": ["analytics.view"], "shopIds": [shops["A"]]}
    assert_envelope(client.post("/api/settings/api-tokens", tenant.token, unscoped), 422, "VALIDATION_ERROR")
    both = {"name": "t", "permissions": ["shops.viewAll", "shops.viewAssigned", "analytics.view"]}
    everything = ok(client.post("/api/settings/api-tokens", tenant.token, both), 201)["data"]
    assert everything["shopIds"] is None
    assert len(ok(client.get("/api/shops", everything["token"]))["data"]) == 3  # viewAll wins


def test_a_shop_manager_sees_its_shops_stock_of_a_product_and_items(client, tenant, shops, manager):
    product = ok(client.get("/api/products", tenant.token))["data"][0]["id"]
    rows = ok(client.get(f"/api/inventory/variants/{product}", manager))["data"]
    assert {r["shopId"] for r in rows} == {shops["A"], shops["B"]}
    assert_envelope(client.get(f"/api/inventory-items?shopId={shops['C']}", manager), 404, "NOT_FOUND")
    assert ok(client.get(f"/api/inventory-items?shopId={shops['A']}", manager))["data"][0]["stock"] == 10.0


def test_a_shop_scoped_caller_creates_only_tokens_within_its_shops(client, tenant, shops):
    """Decision 0023: a token (or member) never creates a token that sees more than it does."""
    a, b = shops["A"], shops["B"]
    body = {"name": "shop A admin", "permissions": ["org.settings.edit", "analytics.view", "shops.viewAssigned"], "shopIds": [a]}
    scoped = ok(client.post("/api/settings/api-tokens", tenant.token, body), 201)["data"]["token"]
    count = ok(client.get("/api/settings/api-tokens", tenant.token))["total"]
    unscoped = client.post("/api/settings/api-tokens", scoped, {"name": "child", "permissions": ["analytics.view"]})
    assert_envelope(unscoped, 422, "VALIDATION_ERROR")
    assert sorted(e["field"] for e in unscoped.json()["fieldErrors"]) == ["permissions", "shopIds"]
    with_shops = {"name": "child", "permissions": ["analytics.view"], "shopIds": [a]}
    refused = client.post("/api/settings/api-tokens", scoped, with_shops)
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in refused.json()["fieldErrors"]] == ["permissions"]
    elsewhere = {**with_shops, "permissions": ["analytics.view", "shops.viewAssigned"], "shopIds": [a, b]}
    assert [e["field"] for e in client.post("/api/settings/api-tokens", scoped, elsewhere).json()["fieldErrors"]] == ["shopIds"]
    everything = {"name": "child", "permissions": ["analytics.view", "shops.viewAll"]}
    assert_envelope(client.post("/api/settings/api-tokens", scoped, everything), 403, "FORBIDDEN")
    assert ok(client.get("/api/settings/api-tokens", tenant.token))["total"] == count
    child = ok(client.post("/api/settings/api-tokens", scoped, {**elsewhere, "shopIds": [a]}), 201)["data"]
    assert child["shopIds"] == [a]
    assert [s["code"] for s in ok(client.get("/api/shops", child["token"]))["data"]] == ["A"]


def test_a_shop_scoped_member_creates_only_tokens_within_its_shops(tenant, shops):
    """The same rule for a human session (no built-in role is both shop-scoped and a settings editor,
    so the service is called as a custom role would: a shop-scoped member with org.settings.edit)."""
    from inventory_planning.kernel.errors import InvalidInput
    from inventory_planning.services.account import tokens

    permissions = frozenset({"org.settings.edit", "analytics.view", "shops.viewAssigned"})
    member = tokens.Caller(tenant.organization_id, tenant.user_id, "user-session", permissions, frozenset({shops["B"]}))
    with pytest.raises(InvalidInput) as refused:
        tokens.create_token(member, "child", None, ["analytics.view"], None)
    assert sorted(e["field"] for e in refused.value.field_errors) == ["permissions", "shopIds"]
    with pytest.raises(InvalidInput):
        tokens.create_token(member, "child", None, ["analytics.view", "shops.viewAssigned"], None, [shops["A"]])
    created = tokens.create_token(member, "child", None, ["analytics.view", "shops.viewAssigned"], None, [shops["B"]])
    assert list(created.shop_ids or []) == [shops["B"]]
