"""Shop-scoped callers on the plan routes (docs/decisions/0019-shop-scope-on-plans.md): a shop manager
sees the rebalance plans from or to its shops and the restock and markdown plans with a line at its
shops (or that it created); inside them it reads and writes the lines of its shops only, and changes
a whole plan only when all its lines are at its shops. Approval requests follow their plan."""

from __future__ import annotations

import uuid

import pytest

from tests.helpers.aws import add_member
from tests.helpers.configuration import create_policy, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import add_store, rebalance_plan, restock_line, restock_plan


@pytest.fixture
def third_shop(tenant) -> str:
    """A third shop of the demo tenant (no stock)."""
    return add_store(tenant.organization_id, "STORE-2", "Mall store")


def manager_of(tenant, issuer, shop_ids: list[str]) -> str:
    """A SHOP_MANAGER member assigned to ``shop_ids``: its session token."""
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    email = f"{user_id[:8]}@acme.test"
    accounts.put_member(tenant.organization_id, user_id, email, "Shop manager", ["SHOP_MANAGER"], shop_ids)
    return issuer.mint(user_id, email, "Shop manager", tenant.organization_id)


@pytest.fixture
def mixed(client, demo, store_shop):
    """A restock plan (made by the admin) with a line at the warehouse and one at the store."""
    plan = restock_plan(client, demo)
    for shop in (demo.shop_id, store_shop):
        ok(client.post(f"/api/restock-plans/{plan['id']}/items", demo.token, restock_line(demo, shopId=shop)), 201)
    return plan


def items(client, token, plan) -> list[dict]:
    return ok(client.get(f"/api/plans/{plan['planType']}/{plan['id']}/items?pageSize=100", token))["data"]


def ids(body) -> set[str]:
    return {row["id"] for row in body["data"]}


def test_a_manager_sees_plans_with_a_line_at_its_shops_and_only_those_lines(client, demo, store_shop, mixed, tenant, issuer):
    warehouse_only = restock_plan(client, demo)
    ok(client.post(f"/api/restock-plans/{warehouse_only['id']}/items", demo.token, restock_line(demo)), 201)
    manager = manager_of(tenant, issuer, [store_shop])

    listed = ok(client.get("/api/restock-plans?pageSize=100", manager))
    assert ids(listed) == {mixed["id"]} and listed["total"] == 1
    assert ids(ok(client.get("/api/restock-plans?pageSize=100", demo.token))) == {mixed["id"], warehouse_only["id"]}
    found = ok(client.get("/api/plans/search?q=RST", manager))["data"]
    assert {row["id"] for row in found} == {mixed["id"]}
    assert_envelope(client.get(f"/api/plans/RESTOCK/{warehouse_only['id']}", manager), 404, "PLAN_NOT_FOUND")
    assert_envelope(client.get(f"/api/plans/RESTOCK/{warehouse_only['id']}/items", manager), 404, "PLAN_NOT_FOUND")

    assert ok(client.get(f"/api/plans/RESTOCK/{mixed['id']}", manager))["data"]["itemCount"] == 2  # the plan's totals
    visible = items(client, manager, mixed)
    assert [line["shopId"] for line in visible] == [store_shop]
    assert {line["shopId"] for line in items(client, demo.token, mixed)} == {demo.shop_id, store_shop}
    order = ok(client.get(f"/api/restock-order-plan/{mixed['id']}/items", manager))
    assert [line["shopId"] for line in order["data"]] == [store_shop] and order["total"] == 1


def test_a_manager_writes_the_lines_of_its_shops_only(client, demo, store_shop, mixed, tenant, issuer):
    manager = manager_of(tenant, issuer, [store_shop])
    path = f"/api/restock-plans/{mixed['id']}/items"
    refused = client.post(path, manager, restock_line(demo, size="L", shopId=demo.shop_id))
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in refused.json()["fieldErrors"]] == ["shopId"]
    ok(client.post(path, manager, restock_line(demo, size="L", shopId=store_shop)), 201)

    bulk = {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 9}}}
    assert_envelope(client.patch(f"/api/plans/RESTOCK/{mixed['id']}/items", manager, bulk), 422, "VALIDATION_ERROR")
    bulk["shopId"] = store_shop
    assert ok(client.patch(f"/api/plans/RESTOCK/{mixed['id']}/items", manager, bulk))["data"]["updated"] == 1

    warehouse_line = next(line for line in items(client, demo.token, mixed) if line["shopId"] == demo.shop_id)
    removal = client.delete(f"/api/plans/RESTOCK/{mixed['id']}/items/{warehouse_line['id']}", manager)
    assert_envelope(removal, 404, "PLAN_ITEM_NOT_FOUND")
    lines = {(line["shopId"], line["sizeId"]): line["quantity"] for line in items(client, demo.token, mixed)}
    assert lines == {(demo.shop_id, "M"): 5, (store_shop, "M"): 9, (store_shop, "L"): 5}


def test_a_whole_plan_changes_only_when_all_its_lines_are_at_the_managers_shops(client, demo, store_shop, mixed, tenant, issuer):
    manager = manager_of(tenant, issuer, [store_shop])
    plan_path = f"/api/plans/RESTOCK/{mixed['id']}"
    for result in (
        client.patch(plan_path, manager, {"name": "Mine now"}),
        client.patch(plan_path, manager, {"status": "VALIDATED"}),
        client.get(f"{plan_path}/activity", manager),
        client.post(f"{plan_path}/check", manager),  # the rules' outcomes speak of every line
        client.delete(plan_path, manager),
    ):
        assert_envelope(result, 403, "FORBIDDEN")
    assert ok(client.get(plan_path, demo.token))["data"]["name"] != "Mine now"

    warehouse_line = next(line for line in items(client, demo.token, mixed) if line["shopId"] == demo.shop_id)
    assert client.delete(f"{plan_path}/items/{warehouse_line['id']}", demo.token).status == 200
    assert ok(client.patch(plan_path, manager, {"name": "Store order"}))["data"]["name"] == "Store order"
    assert ok(client.get(f"{plan_path}/activity?pageSize=100", manager))["total"] >= 4
    assert ok(client.post(f"{plan_path}/check", manager))["data"]["planId"] == mixed["id"]


def test_a_manager_sees_its_own_new_plan_and_loses_one_when_its_last_line_goes(client, demo, store_shop, mixed, tenant, issuer):
    manager = manager_of(tenant, issuer, [store_shop])
    body = {"brandId": demo.brand_id, "collectionId": demo.collection_id}
    own = ok(client.post("/api/restock-plans", manager, body), 201)["data"]
    assert ids(ok(client.get("/api/restock-plans?pageSize=100", manager))) == {own["id"], mixed["id"]}
    assert ok(client.get(f"/api/plans/RESTOCK/{own['id']}", manager))["data"]["id"] == own["id"]

    store_line = next(line for line in items(client, demo.token, mixed) if line["shopId"] == store_shop)
    assert client.delete(f"/api/plans/RESTOCK/{mixed['id']}/items/{store_line['id']}", manager).status == 200
    assert ids(ok(client.get("/api/restock-plans?pageSize=100", manager))) == {own["id"]}
    assert_envelope(client.get(f"/api/plans/RESTOCK/{mixed['id']}", manager), 404, "PLAN_NOT_FOUND")


def test_rebalance_plans_from_or_to_the_managers_shops(client, demo, store_shop, third_shop, tenant, issuer):
    to_store = rebalance_plan(client, demo, store_shop)
    to_mall = rebalance_plan(client, demo, third_shop)
    manager = manager_of(tenant, issuer, [store_shop])
    warehouse_manager = manager_of(tenant, issuer, [demo.shop_id])

    assert ids(ok(client.get("/api/rebalance-plans?pageSize=100", manager))) == {to_store["id"]}
    assert ids(ok(client.get("/api/rebalance-plans?pageSize=100", warehouse_manager))) == {to_store["id"], to_mall["id"]}
    assert_envelope(client.get(f"/api/plans/REBALANCE/{to_mall['id']}", manager), 404, "PLAN_NOT_FOUND")
    line = {"variantId": demo.variant_id, "sizeId": "M", "quantity": 1}
    assert_envelope(client.post(f"/api/rebalance-plans/{to_mall['id']}/items", manager, line), 404, "PLAN_NOT_FOUND")
    ok(client.post(f"/api/rebalance-plans/{to_store['id']}/items", manager, line), 201)  # a line at the warehouse
    assert len(items(client, manager, to_store)) == 1
    assert ok(client.patch(f"/api/plans/REBALANCE/{to_store['id']}", manager, {"name": "Refill"}))["data"]["name"] == "Refill"

    outside = client.post("/api/rebalance-plans", manager, {"outgoingShopId": demo.shop_id, "ingoingShopId": third_shop})
    assert_envelope(outside, 422, "VALIDATION_ERROR")
    assert {e["code"] for e in outside.json()["fieldErrors"]} == {"out_of_scope"}
    mine = client.post("/api/rebalance-plans", manager, {"outgoingShopId": store_shop, "ingoingShopId": third_shop})
    assert mine.status == 201, mine.body


def test_a_manager_without_shops_sees_no_rebalance_plan(client, demo, store_shop, tenant, issuer):
    rebalance_plan(client, demo, store_shop)
    nobody = manager_of(tenant, issuer, [])
    assert ok(client.get("/api/rebalance-plans", nobody))["data"] == []
    assert ok(client.get("/api/plans/search?q=RBL", nobody))["data"] == []


def test_approval_requests_follow_their_plan(client, demo, store_shop, mixed, tenant, issuer):
    create_policy(client, demo.token, name="Restock over 100", actionFamily="RESTOCK_PLAN", thresholdValue=100)
    held = client.patch(f"/api/plans/RESTOCK/{mixed['id']}", demo.token, {"status": "VALIDATED", "reason": "weekly"})
    assert held.status == 202, held.body
    request_id = held.json()["approvalRequested"]["approvalRequestId"]
    from inventory_planning.store import account as accounts

    third = manager_of(tenant, issuer, [])
    assert ok(client.get("/api/approval-requests", third))["data"] == []
    assert_envelope(client.get(f"/api/approval-requests/{request_id}", third), 404, "APPROVAL_REQUEST_NOT_FOUND")
    store_manager = manager_of(tenant, issuer, [store_shop])
    listed = ok(client.get("/api/approval-requests?status=PENDING", store_manager))
    assert ids(listed) == {request_id} and listed["total"] == 1

    perms = ["inventoryPlans.view", "inventoryPlans.approvalsDecide", "shops.viewAssigned"]
    other_admin, _ = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])  # not the maker of demo.token: four eyes hold
    _, decider = accounts.create_token(tenant.organization_id, "store approver", None, perms, None, other_admin,
                                       shop_ids=[store_shop])  # fmt: skip
    refused = client.post(f"/api/approval-requests/{request_id}/approve", decider, {"reason": "ok"})
    assert_envelope(refused, 403, "FORBIDDEN")  # the plan has a line at the warehouse too
    assert "not assigned" in refused.json()["error"]
    assert ok(client.get(f"/api/approval-requests/{request_id}", demo.token))["data"]["status"] == "PENDING"
