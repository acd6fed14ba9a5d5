"""SPEC's typical flow over HTTP on the real data of the local stack (docs/plans.md "A session"):
list shops; create a restock plan for a real brand and collection; add lines for real variants and
sizes; a WARN and a BLOCK rule; validate past an approval policy with another member's decision; send,
receive, close; the same for a markdown plan; a rebalance plan between two shops of the multi-shop
organization; and racing adds of one line over several execution environments on DynamoDB Local.

The rules and the approval policy this module adds to the demo organization are scoped to the brand
of its plans and removed (rules) or deactivated (policy) at the end.
"""

from __future__ import annotations

import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import pytest

from tests.helpers.stack import Http, error, extra_gateways, mint_session, ok

SUFFIX = uuid.uuid4().hex[:6].upper()
PLANNER = [
    "inventoryPlans.view", "inventoryPlans.manage", "intelligenceLayer.view", "intelligenceLayer.configure", "analytics.view",
]  # fmt: skip
DECIDER = ["inventoryPlans.view", "inventoryPlans.approvalsDecide"]
APPROVER_EMAIL = "approver@demo-fashion-india.test"


@dataclass(frozen=True)
class Token:
    id: str
    secret: str


def _token(http: Http, creator: str, name: str, permissions: list[str]) -> Token:
    data = ok(http.post("/api/settings/api-tokens", creator, {"name": name, "permissions": permissions}), 201)["data"]
    return Token(data["id"], data["token"])


@pytest.fixture(scope="module")
def people(http: Http, stack: dict[str, Any]):
    """A planner's token of the demo organization (revoked at the end), made with the admin's token,
    and an approver: another person, a PLAN_APPROVER member's session (four eyes: a second token of
    the admin's would be the admin's eyes too, docs/decisions/0023)."""
    planner = _token(http, stack["token"], f"e2e-planner-{SUFFIX}", PLANNER)
    approver = mint_session(stack, "--email", APPROVER_EMAIL, "--role", "PLAN_APPROVER")
    yield planner, approver
    http.delete(f"/api/settings/api-tokens/{planner.id}", stack["token"])


@dataclass
class Pick:
    """Real ids of the demo organization: the warehouse, the brand, a collection, a priced
    ProductVariant with its sizes (restock), and a stocked variant with a size (markdown).

    In the brand's files the price list and the stock snapshot spell SKUs differently, so no priced
    variant has stock: IVORY-1426 (unit cost 818, sizes 2XL, L, M, XL) comes from the price list."""

    shop_id: str
    brand_id: str
    collection_id: str
    variant: dict[str, Any]
    sizes: list[str]
    stocked: tuple[str, str, int]  # (variantId, size, units at the warehouse)


@pytest.fixture(scope="module")
def pick(http: Http, people) -> Pick:
    planner, _ = people
    shop = ok(http.get("/api/shops", planner.secret))["data"][0]
    brand = ok(http.get("/api/brands", planner.secret))["data"][0]
    collection = ok(http.get("/api/collections", planner.secret))["data"][0]
    variant = ok(http.get("/api/variants?q=IVORY-1426", planner.secret))["data"][0]
    positions = ok(http.get("/api/intelligence/stock-snapshots?pageSize=100", planner.secret))["data"]
    stocked = next(p for p in positions if p["currentStockQty"] > 2)
    return Pick(
        shop["id"], brand["id"], collection["id"], variant, ["L", "M"],
        (stocked["variantId"], stocked["sizeTaxonomyId"], int(stocked["currentStockQty"])),
    )  # fmt: skip


@pytest.fixture(scope="module")
def rules(http: Http, people, pick: Pick):
    """A WARN rule (more than 10 pieces) and a BLOCK rule (more than 40 pieces of one variant) on
    restock additions of the picked brand, in the organization's default ruleset."""
    planner, _ = people
    rulesets = ok(http.get("/api/business-logic-rulesets?pageSize=100", planner.secret))["items"]
    default = next((r for r in rulesets if r["isDefault"]), None)
    if default is None:
        default = ok(http.post("/api/business-logic-rulesets", planner.secret, {"name": f"Default {SUFFIX}"}), 201)["data"]
    path = f"/api/business-logic-rulesets/{default['id']}/rules"
    scope = {"brandIds": [pick.brand_id]}
    made = []
    for rule_id, enforcement, condition, message in (
        (f"E2E_WARN_{SUFFIX}", "WARN", {"type": "max_plan_quantity", "maxQuantity": 10}, "More than {threshold} pieces"),
        (
            f"E2E_BLOCK_{SUFFIX}",
            "BLOCK",
            {"type": "max_quantity_per_variant", "maxQuantity": 40},
            "At most {threshold} of {variantId}",
        ),
    ):
        body = {"id": rule_id, "name": rule_id, "category": "ordering", "enforcement": enforcement, "condition": condition,
                "scope": scope, "planTypes": ["RESTOCK"], "hooks": ["RESTOCK_PRE_ADD_ITEM"], "message": message}  # fmt: skip
        made.append(ok(http.post(path, planner.secret, body), 201)["data"])
    yield made
    for rule in made:
        http.delete(f"{path}/{rule['id']}", planner.secret)


@pytest.fixture(scope="module")
def policy(http: Http, people, pick: Pick):
    """An approval policy: restock plans of the picked brand above 1 (currency) need an approval."""
    planner, _ = people
    body = {"name": f"E2E restock {SUFFIX}", "actionFamily": "RESTOCK_PLAN", "thresholdValue": 1,
            "scopeBrandIds": [pick.brand_id]}  # fmt: skip
    made = ok(http.post("/api/approval-policies", planner.secret, body), 201)["data"]
    yield made
    http.patch(f"/api/approval-policies/{made['id']}/status", planner.secret, {"isActive": False})


def test_restock_plan_from_creation_to_closing(http, stack, people, pick, rules, policy):
    planner, approver = people
    variant, size, second_size = pick.variant, pick.sizes[0], pick.sizes[1]
    plan = ok(
        http.post("/api/restock-plans", planner.secret, {"brandId": pick.brand_id, "collectionId": pick.collection_id}), 201
    )["data"]
    assert plan["status"] == "DRAFT" and plan["code"].startswith("RST-")
    items = f"/api/restock-plans/{plan['id']}/items"
    line = {"variantId": variant["id"], "sizeId": size, "shopId": pick.shop_id, "quantity": 6}
    assert ok(http.post(items, planner.secret, line), 201)["businessRuleWarnings"] == []
    warned = ok(http.post(items, planner.secret, {**line, "sizeId": second_size, "quantity": 6}), 201)
    assert [w["ruleId"] for w in warned["businessRuleWarnings"]] == [rules[0]["id"]]
    blocked = error(http.post(items, planner.secret, {**line, "quantity": 40}), 422, "BUSINESS_RULE_VIOLATION")
    assert [r["ruleId"] for r in blocked["details"]["rules"]] == [rules[1]["id"]]
    header = ok(http.get(f"/api/plans/RESTOCK/{plan['id']}", planner.secret))["data"]
    assert (header["itemCount"], header["totalQuantity"]) == (2, 12)
    assert header["totalValue"] == pytest.approx(12 * variant["costPrice"])

    held = http.patch(f"/api/plans/RESTOCK/{plan['id']}", planner.secret, {"status": "VALIDATED", "reason": "season start"})
    assert held.status == 202, held.body
    request = held.json()["approvalRequested"]
    # the first active policy (in creation order) that applies holds it: ours, or one another module made
    assert request["approvalRequestId"] and request["value"] > request["threshold"]
    approve = f"/api/approval-requests/{request['approvalRequestId']}/approve"
    error(http.post(approve, planner.secret, {}), 403, "FORBIDDEN")
    sibling = _token(http, stack["token"], f"e2e-sibling-{SUFFIX}", DECIDER)  # made by the planner's maker
    try:
        error(http.post(approve, sibling.secret, {}), 403, "FORBIDDEN")
    finally:
        http.delete(f"/api/settings/api-tokens/{sibling.id}", stack["token"])
    decided = ok(http.post(approve, approver, {"reason": "ok"}))
    assert (decided["data"]["status"], decided["data"]["decidedBy"]["kind"]) == ("APPROVED", "USER")
    for status in ("SENT", "RECEIVED", "CLOSED"):
        assert ok(http.patch(f"/api/plans/RESTOCK/{plan['id']}", planner.secret, {"status": status}))["data"]["status"] == status
    order = ok(http.get(f"/api/restock-order-plan/{plan['id']}/items", planner.secret))
    assert order["totals"]["quantity"] == 12 and {i["status"] for i in order["data"]} == {"READY_FOR_ORDER"}
    actions = [e["action"] for e in ok(http.get(f"/api/plans/RESTOCK/{plan['id']}/activity?pageSize=50", planner.secret))["data"]]
    assert actions == [
        "STATUS_CHANGE",
        "STATUS_CHANGE",
        "STATUS_CHANGE",
        "APPROVED",
        "APPROVAL_REQUESTED",
        "ITEM_ADDED",
        "ITEM_ADDED",
        "CREATE",
    ]


def test_markdown_plan_from_creation_to_closing(http, people, pick):
    planner, _ = people
    variant_id, size, units = pick.stocked
    window = {"name": f"Black Friday {SUFFIX}", "startDate": "2026-11-20", "endDate": "2026-11-30", "season": "FW26"}
    plan = ok(http.post("/api/markdown-plans", planner.secret, window), 201)["data"]
    line = {"variantId": variant_id, "sizeId": size, "shopId": pick.shop_id, "discountPercent": 30}
    added = ok(http.post(f"/api/markdown-plans/{plan['id']}/items", planner.secret, line), 201)["data"]
    assert added["quantity"] == units
    for status in ("VALIDATED", "CLOSED"):
        assert ok(http.patch(f"/api/plans/MARKDOWN/{plan['id']}", planner.secret, {"status": status}))["data"]["status"] == status


def test_rebalance_plan_between_two_shops_of_the_multi_shop_organization(http, stack):
    multi = stack.get("multiShop")
    if not multi:
        pytest.skip("the stack has no multi-shop organization (started before it existed)")
    token, shops = multi["token"], multi["catalogue"]["shops"]
    plan = ok(http.post("/api/rebalance-plans", token, {"outgoingShopId": shops["WH-01"], "ingoingShopId": shops["ST-02"]}), 201)[
        "data"
    ]
    variant = multi["catalogue"]["variants"]["DJ200-BLUE"]
    ok(http.post(f"/api/rebalance-plans/{plan['id']}/items", token, {"variantId": variant, "sizeId": "L", "quantity": 20}), 201)
    for status in ("VALIDATED", "SENT"):
        assert ok(http.patch(f"/api/plans/REBALANCE/{plan['id']}", token, {"status": status}))["data"]["status"] == status


def test_racing_adds_of_one_line_leave_one_line_with_exact_totals(http, stack, people, pick, tmp_path_factory):
    planner, _ = people
    variant, size = pick.variant, pick.sizes[0]
    body = {"brandId": pick.brand_id, "collectionId": pick.collection_id, "name": f"Race {SUFFIX}"}
    plan = ok(http.post("/api/restock-plans", planner.secret, body), 201)["data"]
    path = f"/api/restock-plans/{plan['id']}/items"
    with extra_gateways(stack, 3, tmp_path_factory.mktemp("plan-gateways")) as extra:
        clients = [http, *extra]
        for client in extra:  # cold starts first, so the adds overlap
            ok(client.get(f"/api/plans/RESTOCK/{plan['id']}", planner.secret))
        line = {"variantId": variant["id"], "sizeId": size, "shopId": pick.shop_id}
        with ThreadPoolExecutor(max_workers=8) as pool:
            responses = list(pool.map(lambda n: clients[n % 4].post(path, planner.secret, {**line, "quantity": n + 1}), range(8)))
    assert all(r.status == 201 for r in responses), [(r.status, r.body) for r in responses]
    assert sum(r.json()["data"]["created"] for r in responses) == 1
    lines = ok(http.get(f"/api/plans/RESTOCK/{plan['id']}/items", planner.secret))
    assert lines["total"] == 1
    header = ok(http.get(f"/api/plans/RESTOCK/{plan['id']}", planner.secret))["data"]
    assert (header["itemCount"], header["totalQuantity"]) == (1, lines["data"][0]["quantity"])
