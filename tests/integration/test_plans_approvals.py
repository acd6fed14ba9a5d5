"""Approval requests (docs/plans.md "Approvals"): a gated RESTOCK validation that breaches an active
policy waits (202), four eyes, approve applies the held move, reject keeps the plan DRAFT, a change
of the lines expires the request, and a decided or expired request cannot be decided again."""

import pytest

from tests.helpers.aws import add_member
from tests.helpers.configuration import create_policy, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, add_restock, plan_of, restock_plan


@pytest.fixture
def approver(client, tenant, issuer):
    """A token that may decide approval requests, made by another admin than the one who made
    ``demo.token`` (four eyes: not a sibling of the requester's token, docs/decisions/0023)."""
    _, session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    perms = ["inventoryPlans.view", "inventoryPlans.approvalsDecide"]
    made = ok(client.post("/api/settings/api-tokens", session, {"name": "approver", "permissions": perms}), 201)["data"]
    return made["token"], made["id"]


def validate(client, token, plan, reason="weekly order"):
    return client.patch(f"/api/plans/RESTOCK/{plan['id']}", token, {"status": "VALIDATED", "reason": reason})


@pytest.fixture
def held(client, demo):
    """A restock plan worth 200 whose validation a 150 PLAN_TOTAL_VALUE policy holds."""
    policy = create_policy(client, demo.token, name="Restock over 150", actionFamily="RESTOCK_PLAN", thresholdValue=150)
    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    result = validate(client, demo.token, plan)
    assert result.status == 202, result.body
    return plan, policy, result.json()


def test_a_breaching_validation_waits_for_approval(client, demo, held):
    plan, policy, body = held
    requested = body["approvalRequested"]
    assert {k: requested[k] for k in ("policyId", "metric", "value", "threshold")} == {
        "policyId": policy["id"], "metric": "PLAN_TOTAL_VALUE", "value": 200.0, "threshold": 150.0,
    }  # fmt: skip
    assert body["data"]["status"] == "DRAFT" and body["data"]["pendingApprovalRequestId"] == requested["approvalRequestId"]
    request = ok(client.get(f"/api/approval-requests/{requested['approvalRequestId']}", demo.token))["data"]
    assert (request["status"], request["justification"], request["planId"], request["toStatus"]) == (
        "PENDING", "weekly order", plan["id"], "VALIDATED",
    )  # fmt: skip
    queue = ok(client.get("/api/approval-requests?status=PENDING", demo.token))
    assert [r["id"] for r in queue["data"]] == [request["id"]] and queue["total"] == 1
    assert ok(client.get(f"/api/approval-requests?planId={plan['id']}&status=APPROVED", demo.token))["total"] == 0
    assert_envelope(validate(client, demo.token, plan), 409, "APPROVAL_ALREADY_PENDING")
    assert activity(client, demo, plan)[0]["action"] == "APPROVAL_REQUESTED"


def test_under_the_threshold_or_out_of_scope_validates_at_once(client, demo):
    create_policy(client, demo.token, name="Other brand", actionFamily="RESTOCK_PLAN", thresholdValue=1, scopeBrandIds=["x"])
    create_policy(client, demo.token, name="Markdowns", actionFamily="MARKDOWN_PLAN", thresholdValue=1)
    create_policy(client, demo.token, name="Big", actionFamily="RESTOCK_PLAN", thresholdValue=200)  # equal passes
    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    assert ok(validate(client, demo.token, plan))["data"]["status"] == "VALIDATED"


def test_quantity_metrics_hold_too(client, demo):
    create_policy(client, demo.token, name="Big shop order", thresholdMetric="SHOP_QUANTITY", thresholdValue=7)
    plan = restock_plan(client, demo)
    add_restock(client, demo, plan["id"], "M", 5)
    add_restock(client, demo, plan["id"], "L", 3)
    body = validate(client, demo.token, plan).json()
    assert body["approvalRequested"]["metric"] == "SHOP_QUANTITY" and body["approvalRequested"]["value"] == 8


def test_four_eyes_then_approval_applies_the_move(client, demo, held, approver):
    plan, _, body = held
    request_id = body["approvalRequested"]["approvalRequestId"]
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", demo.token, {}), 403, "FORBIDDEN")
    token, token_id = approver
    decided = ok(client.post(f"/api/approval-requests/{request_id}/approve", token, {"reason": "budget ok"}))["data"]
    assert (decided["status"], decided["decidedBy"], decided["decisionReason"]) == (
        "APPROVED", {"kind": "API_TOKEN", "id": token_id}, "budget ok",
    )  # fmt: skip
    after = plan_of(client, demo, plan)
    assert (after["status"], after["pendingApprovalRequestId"], after["itemStatus"]) == ("VALIDATED", None, "READY_FOR_ORDER")
    assert after["decidedAt"]
    assert_envelope(
        client.post(f"/api/approval-requests/{request_id}/reject", token, {"reason": "late"}), 409, "APPROVAL_ALREADY_DECIDED"
    )
    entry = activity(client, demo, plan)[0]
    assert (entry["action"], entry["actorId"], entry["after"]["status"]) == ("APPROVED", token_id, "VALIDATED")


def test_reject_keeps_the_plan_draft_and_needs_a_reason(client, demo, held, approver):
    plan, _, body = held
    request_id = body["approvalRequested"]["approvalRequestId"]
    token, _ = approver
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/reject", token, {}), 422, "VALIDATION_ERROR")
    decided = ok(client.post(f"/api/approval-requests/{request_id}/reject", token, {"reason": "too big"}))["data"]
    assert decided["status"] == "REJECTED"
    after = plan_of(client, demo, plan)
    assert (after["status"], after["pendingApprovalRequestId"]) == ("DRAFT", None)
    # the plan can be changed and sent for approval again
    assert add_restock(client, demo, plan["id"], "M", 4).status == 201
    assert validate(client, demo.token, plan).status == 202


def test_a_change_of_the_lines_expires_the_request(client, demo, held, approver):
    plan, _, body = held
    request_id = body["approvalRequested"]["approvalRequestId"]
    assert add_restock(client, demo, plan["id"], "L", 1).status == 201
    request = ok(client.get(f"/api/approval-requests/{request_id}", demo.token))["data"]
    assert request["status"] == "EXPIRED" and "items changed" in request["expiredReason"]
    assert plan_of(client, demo, plan)["pendingApprovalRequestId"] is None
    token, _ = approver
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", token, {}), 409, "APPROVAL_REQUEST_EXPIRED")
    assert plan_of(client, demo, plan)["status"] == "DRAFT"
    assert [e["action"] for e in activity(client, demo, plan)[:2]] == ["ITEM_ADDED", "APPROVAL_REQUESTED"]


def test_removing_a_line_or_deleting_the_plan_expires_it_too(client, demo, held):
    plan, _, body = held
    request_id = body["approvalRequested"]["approvalRequestId"]
    items = ok(client.get(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token))["data"]
    assert client.delete(f"/api/plans/RESTOCK/{plan['id']}/items/{items[0]['id']}", demo.token).status == 200
    assert ok(client.get(f"/api/approval-requests/{request_id}", demo.token))["data"]["status"] == "EXPIRED"
    add_restock(client, demo, plan["id"], "M", 5)
    second = validate(client, demo.token, plan).json()["approvalRequested"]["approvalRequestId"]
    assert client.delete(f"/api/plans/RESTOCK/{plan['id']}", demo.token).status == 200
    assert ok(client.get(f"/api/approval-requests/{second}", demo.token))["data"]["status"] == "EXPIRED"


def test_approval_requests_of_another_organization_are_404(client, demo, held, other_tenant):
    _, _, body = held
    request_id = body["approvalRequested"]["approvalRequestId"]
    for result in (
        client.get(f"/api/approval-requests/{request_id}", other_tenant.token),
        client.post(f"/api/approval-requests/{request_id}/approve", other_tenant.token, {}),
        client.post(f"/api/approval-requests/{request_id}/reject", other_tenant.token, {"reason": "no"}),
    ):
        assert_envelope(result, 404, "APPROVAL_REQUEST_NOT_FOUND")
    assert ok(client.get("/api/approval-requests", other_tenant.token))["total"] == 0
    assert ok(client.get(f"/api/approval-requests/{request_id}", demo.token))["data"]["status"] == "PENDING"


DECIDER = ["inventoryPlans.view", "inventoryPlans.approvalsDecide", "org.settings.edit"]


def test_four_eyes_covers_the_tokens_the_requester_created(client, demo, held, tenant):
    """Decision 0023: the requesting token's children (at any depth) are its eyes, and so is the
    human who created it; the same for tokens stored before their lineage was (read from created_by)."""
    from tests.helpers.aws import as_before_lineage

    _, _, body = held
    request_id = body["approvalRequested"]["approvalRequestId"]
    child = ok(client.post("/api/settings/api-tokens", demo.token, {"name": "decider", "permissions": DECIDER}), 201)["data"]
    grandchild = ok(client.post("/api/settings/api-tokens", child["token"], {"name": "d2", "permissions": DECIDER}), 201)["data"]
    for token in (child["token"], grandchild["token"], tenant.session_token):  # tenant's user created demo.token
        assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", token, {}), 403, "FORBIDDEN")
        rejected = client.post(f"/api/approval-requests/{request_id}/reject", token, {"reason": "no"})
        assert_envelope(rejected, 403, "FORBIDDEN")
    as_before_lineage(tenant.organization_id, child["id"])
    as_before_lineage(tenant.organization_id, grandchild["id"])
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", grandchild["token"], {}), 403, "FORBIDDEN")
    assert ok(client.get(f"/api/approval-requests/{request_id}", demo.token))["data"]["status"] == "PENDING"


def test_four_eyes_covers_tokens_made_by_the_same_hand(client, demo, held, tenant, issuer):
    """Decision 0023: a token made by the human who made the requesting token (a sibling), or by a
    sibling, is the requester's eyes (also when stored before lineage was); another member's is not."""
    from tests.helpers.aws import as_before_lineage

    _, _, body = held  # requested through demo.token, which tenant's admin made
    request_id = body["approvalRequested"]["approvalRequestId"]
    sibling = ok(client.post("/api/settings/api-tokens", tenant.session_token, {"name": "b", "permissions": DECIDER}), 201)
    nephew = ok(client.post("/api/settings/api-tokens", sibling["data"]["token"], {"name": "b2", "permissions": DECIDER}), 201)
    for token in (sibling["data"]["token"], nephew["data"]["token"]):
        assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", token, {}), 403, "FORBIDDEN")
        assert_envelope(client.post(f"/api/approval-requests/{request_id}/reject", token, {"reason": "no"}), 403, "FORBIDDEN")
    as_before_lineage(tenant.organization_id, sibling["data"]["id"])
    as_before_lineage(tenant.organization_id, tenant.token_id)
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", sibling["data"]["token"], {}), 403, "FORBIDDEN")
    assert ok(client.get(f"/api/approval-requests/{request_id}", demo.token))["data"]["status"] == "PENDING"

    _, other_session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    other = ok(client.post("/api/settings/api-tokens", other_session, {"name": "c", "permissions": DECIDER}), 201)["data"]
    decided = ok(client.post(f"/api/approval-requests/{request_id}/approve", other["token"], {"reason": "ok"}))["data"]
    assert (decided["status"], decided["requestedBy"], decided["decidedBy"]) == (
        "APPROVED", {"kind": "API_TOKEN", "id": tenant.token_id}, {"kind": "API_TOKEN", "id": other["id"]},
    )  # fmt: skip


def test_a_human_cannot_decide_their_request_through_their_tokens(client, demo, held, tenant, issuer):
    """A request made in a user's session: neither the user's tokens nor theirs' children decide it;
    another person does."""
    import uuid

    from inventory_planning.store import account as accounts

    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    requested = validate(client, tenant.session_token, plan)
    assert requested.status == 202, requested.body
    request_id = requested.json()["approvalRequested"]["approvalRequestId"]
    own = ok(client.post("/api/settings/api-tokens", tenant.session_token, {"name": "mine", "permissions": DECIDER}), 201)
    grandchild = ok(client.post("/api/settings/api-tokens", own["data"]["token"], {"name": "d", "permissions": DECIDER}), 201)
    for token in (tenant.session_token, own["data"]["token"], grandchild["data"]["token"]):
        assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", token, {}), 403, "FORBIDDEN")
    approver_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, approver_id, "approver@acme.test", "Approver", ["PLAN_APPROVER"])
    approver = issuer.mint(approver_id, "approver@acme.test", "Approver", tenant.organization_id)
    decided = ok(client.post(f"/api/approval-requests/{request_id}/approve", approver, {"reason": "ok"}))["data"]
    assert (decided["status"], decided["requestedBy"], decided["decidedBy"]) == (
        "APPROVED", {"kind": "USER", "id": tenant.user_id}, {"kind": "USER", "id": approver_id},
    )  # fmt: skip
