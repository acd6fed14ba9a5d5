"""Members an organization manages itself, over HTTP against the local stack (issue 38, decision 0053).

In the stack's multi-shop organization (three shops, its own admin): the admin invites a PLAN_APPROVER,
who signs in with ``make token EMAIL=...`` (ACTIVE) and approves a plan that the admin's token
requested (four eyes with two real people); a shop manager invited with one shop sees only that
shop's figures; the shop manager creates a token, is removed, and that token and their session are
401 at once; the audit log shows every step with its actor.

REFERENCE 0.1: managing tokens needs ``org.settings.edit``, which no shop-scoped role holds, so the
admin lends the shop manager ORGANIZATION_ADMIN for the token's creation and takes it back after:
the token stays scoped to the one shop (a token never sees more than its creator now holds).
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from tests.helpers.stack import Http, error, mint_session, ok

SUFFIX = uuid.uuid4().hex[:6]
MEMBERS = "/api/members"
TOKENS = "/api/settings/api-tokens"
AUDIT = "/api/intelligence-layer/audit-log"
PLANNER = [
    "inventoryPlans.view", "inventoryPlans.manage", "intelligenceLayer.view", "intelligenceLayer.configure", "analytics.view",
]  # fmt: skip


@pytest.fixture(scope="module")
def multi(stack: dict[str, Any]) -> dict[str, Any]:
    found = stack.get("multiShop")
    if not found:
        pytest.skip("the stack has no multi-shop organization")
    return found


def _sign_in(stack: dict[str, Any], multi: dict[str, Any], email: str) -> str:
    """What ``make token EMAIL=...`` prints for an invited e-mail of the multi-shop organization."""
    return mint_session(stack, "--email", email, "--organization", multi["organizationId"])


def _audit(http: Http, token: str, entity_type: str, entity_id: str) -> list[dict[str, Any]]:
    """The entity's audit entries, oldest first."""
    entries = ok(http.get(f"{AUDIT}?entityType={entity_type}&entityId={entity_id}&pageSize=100", token))["data"]
    return list(reversed(entries))


def test_an_invited_approver_decides_what_the_admins_token_requested(http: Http, stack, multi):
    admin, admin_id = multi["sessionToken"], multi["user"]["userId"]
    catalogue = multi["catalogue"]
    email = f"approver-{SUFFIX}@demo-multi-shop.test"

    invited = ok(http.post(MEMBERS, admin, {"email": email, "name": "Asha Approver", "roles": ["PLAN_APPROVER"]}), 201)["data"]
    assert invited["status"] == "INVITED"
    approver = _sign_in(stack, multi, email)
    who = ok(http.get("/api/auth/whoami", approver))["data"]
    assert (who["userId"], who["roles"]) == (invited["userId"], ["PLAN_APPROVER"])  # signing in changed no role
    assert who["availableOrganizationIds"] == [multi["organizationId"]]
    member = ok(http.get(f"{MEMBERS}/{invited['userId']}", admin))["data"]
    assert (member["status"], member["roles"]) == ("ACTIVE", ["PLAN_APPROVER"])

    planner = ok(http.post(TOKENS, admin, {"name": f"e2e-members-{SUFFIX}", "permissions": PLANNER}), 201)["data"]
    body = {"name": f"E2E members {SUFFIX}", "actionFamily": "RESTOCK_PLAN", "thresholdValue": 1}
    body["scopeBrandIds"] = [catalogue["brandId"]]
    policy = ok(http.post("/api/approval-policies", planner["token"], body), 201)["data"]
    try:
        collection = next(iter(catalogue["collections"].values()))
        plan = ok(
            http.post("/api/restock-plans", planner["token"], {"brandId": catalogue["brandId"], "collectionId": collection}), 201
        )["data"]
        variant, shop = catalogue["variants"]["DJ200-BLUE"], catalogue["shops"]["WH-01"]
        line = {"variantId": variant, "sizeId": "L", "shopId": shop, "quantity": 3}
        ok(http.post(f"/api/restock-plans/{plan['id']}/items", planner["token"], line), 201)
        held = http.patch(f"/api/plans/RESTOCK/{plan['id']}", planner["token"], {"status": "VALIDATED", "reason": "e2e"})
        assert held.status == 202, held.body
        approve = f"/api/approval-requests/{held.json()['approvalRequested']['approvalRequestId']}/approve"
        error(http.post(approve, admin, {}), 403, "FORBIDDEN")  # the admin made the requesting token: one pair of eyes
        decided = ok(http.post(approve, approver, {"reason": "looks right"}))["data"]
        assert (decided["status"], decided["decidedBy"]) == ("APPROVED", {"kind": "USER", "id": invited["userId"]})
        activity = ok(http.get(f"/api/plans/RESTOCK/{plan['id']}/activity?pageSize=50", admin))["data"]
        actors = {e["action"]: (e["actorKind"], e["actorId"]) for e in activity}
        assert actors["APPROVAL_REQUESTED"] == ("API_TOKEN", planner["id"])
        assert actors["APPROVED"] == ("USER", invited["userId"])
    finally:
        http.patch(f"/api/approval-policies/{policy['id']}/status", planner["token"], {"isActive": False})
        http.delete(f"{TOKENS}/{planner['id']}", admin)

    steps = [(e["action"], e["actorKind"], e["actorId"]) for e in _audit(http, admin, "MEMBER", invited["userId"])]
    assert steps == [("CREATE", "USER", admin_id), ("STATUS_CHANGE", "USER", invited["userId"])]
    token_entries = _audit(http, admin, "SERVICE_ACCOUNT_TOKEN", planner["id"])
    token_steps = [(e["action"], e["actorKind"], e["actorId"]) for e in token_entries]
    assert token_steps == [("CREATE", "USER", admin_id), ("REVOKED", "USER", admin_id)]


def test_a_removed_shop_manager_loses_their_session_and_token_at_once(http: Http, stack, multi):
    admin, admin_id = multi["sessionToken"], multi["user"]["userId"]
    shops = multi["catalogue"]["shops"]
    store = shops["ST-02"]
    email = f"shop-{SUFFIX}@demo-multi-shop.test"
    body = {"email": email, "name": "Sami Shop", "roles": ["SHOP_MANAGER"], "shopIds": [store]}
    invited = ok(http.post(MEMBERS, admin, body), 201)["data"]
    user_id = invited["userId"]
    manager = _sign_in(stack, multi, email)

    assert [s["id"] for s in ok(http.get("/api/shops", manager))["data"]] == [store]
    snapshots = ok(http.get("/api/intelligence/stock-snapshots?pageSize=100", manager))["data"]
    assert snapshots and {s["shopId"] for s in snapshots} == {store}
    everyone = ok(http.get("/api/intelligence/stock-snapshots?pageSize=100", admin))["data"]
    assert len({s["shopId"] for s in everyone}) > 1

    # REFERENCE 0.1: tokens are managed with org.settings.edit; lent for the token, taken back after
    ok(http.patch(f"{MEMBERS}/{user_id}", admin, {"roles": ["SHOP_MANAGER", "ORGANIZATION_ADMIN"]}))  # its shop is kept
    permissions = ["analytics.view", "inventoryPlans.view", "shops.viewAssigned"]
    created = ok(http.post(TOKENS, manager, {"name": f"shop-{SUFFIX}", "permissions": permissions, "shopIds": [store]}), 201)
    token = created["data"]
    assert ok(http.patch(f"{MEMBERS}/{user_id}", admin, {"roles": ["SHOP_MANAGER"]}))["data"]["shopIds"] == [store]
    assert ok(http.get("/api/auth/whoami", token["token"]))["data"]["shopIds"] == [store]
    seen = ok(http.get("/api/intelligence/stock-snapshots?pageSize=100", token["token"]))["data"]
    assert {s["shopId"] for s in seen} == {store}

    removed = ok(http.delete(f"{MEMBERS}/{user_id}", admin))["data"]
    assert removed["status"] == "REMOVED"
    error(http.get("/api/auth/whoami", manager), 401, "UNAUTHORIZED")
    error(http.get("/api/shops", token["token"]), 401, "UNAUTHORIZED")
    listed = {t["id"]: t for t in ok(http.get(f"{TOKENS}?pageSize=100", admin))["data"]}
    assert (listed[token["id"]]["status"], listed[token["id"]]["revokedReason"]) == ("revoked", "CREATOR_REMOVED")

    member_steps = [(e["action"], e["actorKind"], e["actorId"]) for e in _audit(http, admin, "MEMBER", user_id)]
    assert member_steps == [
        ("CREATE", "USER", admin_id),
        ("STATUS_CHANGE", "USER", user_id),
        ("UPDATE", "USER", admin_id),
        ("UPDATE", "USER", admin_id),
        ("DELETE", "USER", admin_id),
    ]
    token_entries = _audit(http, admin, "SERVICE_ACCOUNT_TOKEN", token["id"])
    assert [(e["action"], e["actorKind"], e["actorId"], e["reason"]) for e in token_entries] == [
        ("CREATE", "USER", user_id, None),
        ("REVOKED", "USER", admin_id, "CREATOR_REMOVED"),
    ]
