"""Tenancy of the plan endpoints: another organization's plan and item are a 404 on every plan route,
stay unchanged, and never appear in its lists (docs/plans.md; approval requests:
test_plans_approvals.py)."""

import pytest

from tests.helpers.configuration import ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import add_restock, plan_of, restock_plan


@pytest.fixture
def victim(client, demo):
    plan = restock_plan(client, demo)
    item_id = ok(add_restock(client, demo, plan["id"], "M", 5), 201)["data"]["itemId"]
    return plan, item_id


def routes(plan_id: str, item_id: str, demo):
    line = {"variantId": demo.variant_id, "sizeId": "M", "shopId": demo.shop_id, "quantity": 1}
    return [
        ("GET", f"/api/plans/RESTOCK/{plan_id}", None),
        ("PATCH", f"/api/plans/RESTOCK/{plan_id}", {"name": "stolen", "status": "VALIDATED"}),
        ("DELETE", f"/api/plans/RESTOCK/{plan_id}", None),
        ("GET", f"/api/plans/RESTOCK/{plan_id}/activity", None),
        ("GET", f"/api/plans/RESTOCK/{plan_id}/items", None),
        ("POST", f"/api/plans/RESTOCK/{plan_id}/items", {**line, "planType": "RESTOCK"}),
        ("POST", f"/api/restock-plans/{plan_id}/items", line),
        ("POST", f"/api/markdown-plans/{plan_id}/items", {**line, "discountPercent": 10, "quantity": None}),
        ("POST", f"/api/rebalance-plans/{plan_id}/items", {"variantId": demo.variant_id, "sizeId": "M", "quantity": 1}),
        ("PATCH", f"/api/plans/RESTOCK/{plan_id}/items", {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 0}}}),
        ("DELETE", f"/api/plans/RESTOCK/{plan_id}/items/{item_id}", None),
        ("GET", f"/api/restock-order-plan/{plan_id}/items", None),
        ("PATCH", f"/api/plans/RESTOCK/{plan_id}/items", {"itemId": item_id, "quantity": 1}),
        ("POST", f"/api/plans/RESTOCK/{plan_id}/items/{item_id}/review", None),
        ("POST", f"/api/plans/RESTOCK/{plan_id}/check", None),
    ]


def test_another_organization_s_plan_is_404_on_every_route_and_unchanged(client, demo, victim, other_tenant):
    plan, item_id = victim
    for method, path, body in routes(plan["id"], item_id, demo):
        if body is not None:
            body = {k: v for k, v in body.items() if v is not None}
        result = client.request(method, path, other_tenant.token, body)
        assert_envelope(result, 404, "PLAN_NOT_FOUND")
    after = plan_of(client, demo, plan)
    assert (after["name"], after["status"], after["itemCount"], after["totalQuantity"]) == (plan["name"], "DRAFT", 1, 5)


def test_another_organization_s_item_on_an_own_plan_is_404(client, demo, victim, other_tenant, issuer):
    _, item_id = victim
    # the other organization makes a plan of its own; the victim's item id is not in it
    from tests.helpers.data import load_demo

    load_demo(other_tenant.organization_id)
    brand = ok(client.get("/api/brands", other_tenant.token))["data"][0]["id"]
    collection = ok(client.get("/api/collections", other_tenant.token))["data"][0]["id"]
    own = ok(client.post("/api/restock-plans", other_tenant.token, {"brandId": brand, "collectionId": collection}), 201)["data"]
    assert_envelope(
        client.delete(f"/api/plans/RESTOCK/{own['id']}/items/{item_id}", other_tenant.token), 404, "PLAN_ITEM_NOT_FOUND"
    )
    # and the victim's ids are not the other organization's: a restock line with them is refused
    line = {"variantId": demo.variant_id, "sizeId": "M", "shopId": demo.shop_id, "quantity": 1}
    result = client.post(f"/api/restock-plans/{own['id']}/items", other_tenant.token, line)
    assert_envelope(result, 422, "VALIDATION_ERROR")


def test_lists_and_search_show_only_the_caller_s_plans(client, demo, victim, other_tenant):
    plan, _ = victim
    for path in ("/api/restock-plans", "/api/markdown-plans", "/api/rebalance-plans", f"/api/plans/search?q={plan['code']}"):
        assert ok(client.get(path, other_tenant.token))["total"] == 0
    assert ok(client.get(f"/api/plans/search?q={plan['code']}", demo.token))["total"] == 1
    audit = ok(client.get("/api/intelligence-layer/audit-log?entityType=PLAN", other_tenant.token))
    assert audit["total"] == 0
