"""Supplier returns and exchanges over HTTP (issue 37; docs/plans.md "Supplier returns", "Supplier
exchanges") on the multi-shop organization of the local stack, whose variants name their suppliers:
the suppliers list, a return walked DRAFT -> SENT (held by an approval policy, decided by another
person) -> CREDITED (the credit note's difference) -> CLOSED, an exchange walked DRAFT -> PROPOSED ->
AGREED (held, decided) -> IN_TRANSIT -> SETTLED -> CLOSED, the audit, and the outcome attributions.

The policies this module adds are deactivated at the end.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from tests.helpers.stack import Http, error, mint_session, ok

SUFFIX = uuid.uuid4().hex[:6].upper()


@pytest.fixture(scope="module")
def multi(http: Http, stack: dict[str, Any]):
    """The multi-shop organization: its admin token, an approver's session (another person: four
    eyes), the supplier of DJ200 (Indigo Works), a reason code, and policies that hold every return's
    sending and every exchange's agreement (thresholds 1: any value above)."""
    found = stack.get("multiShop")
    if not found:
        pytest.skip("the stack has no multi-shop organization (started before it existed)")
    token = found["token"]
    approver = mint_session(
        stack, "--email", f"approver-{SUFFIX.lower()}@multi.test", "--role", "PLAN_APPROVER",
        "--organization", found["organizationId"],
    )  # fmt: skip
    reason = f"DAMAGED-{SUFFIX}"
    ok(http.post("/api/org-lists/RETURN_REASON_CODE/entries", token, {"value": reason}), 201)
    policies = [
        ok(
            http.post(
                "/api/approval-policies", token, {"name": f"E2E {family} {SUFFIX}", "actionFamily": family, "thresholdValue": 1}
            ),
            201,
        )["data"]  # fmt: skip
        for family in ("SUPPLIER_RETURN_PLAN", "SUPPLIER_EXCHANGE_PLAN")
    ]
    yield found, token, approver, reason
    for policy in policies:
        http.patch(f"/api/approval-policies/{policy['id']}/status", token, {"isActive": False})


def _move(http: Http, token: str, plan: dict[str, Any], status: str, **fields: Any) -> Any:
    return http.patch(f"/api/plans/{plan['planType']}/{plan['id']}", token, {"status": status, **fields})


def _approve(http: Http, token: str, approver: str, held: Any) -> None:
    assert held.status == 202, held.body
    approve = f"/api/approval-requests/{held.json()['approvalRequested']['approvalRequestId']}/approve"
    error(http.post(approve, token, {}), 403, "FORBIDDEN")  # the requester cannot decide
    assert ok(http.post(approve, approver, {"reason": "agreed with the supplier"}))["data"]["status"] == "APPROVED"


def test_a_supplier_return_and_an_exchange_walk_their_lifecycles(http: Http, multi):
    found, token, approver, reason = multi
    shops, variants = found["catalogue"]["shops"], found["catalogue"]["variants"]
    suppliers = ok(http.get("/api/suppliers?q=indigo", token))["data"]
    assert [s["code"] for s in suppliers] == ["Indigo Works"] and suppliers[0]["variantCount"] >= 2
    supplier_id = suppliers[0]["id"]
    variant = ok(http.get(f"/api/variants?q=DJ200-BLUE&supplierId={supplier_id}", token))["data"][0]
    assert variant["id"] == variants["DJ200-BLUE"] and variant["supplierId"] == supplier_id

    body = {"supplierId": supplier_id, "sourceShopId": shops["WH-01"], "reason": f"e2e {SUFFIX}"}
    plan = ok(http.post("/api/supplier-return-plans", token, body), 201)["data"]
    assert (plan["status"], plan["code"][:4]) == ("DRAFT", "SRT-")
    items = f"/api/plans/SUPPLIER_RETURN/{plan['id']}/items"
    line = {"planType": "SUPPLIER_RETURN", "variantId": variant["id"], "sizeId": "L", "quantity": 3, "reasonCode": reason}
    added = ok(http.post(items, token, line), 201)["data"]
    error(http.post(items, token, {**line, "sizeId": "M", "quantity": 100_000}), 422, "INSUFFICIENT_STOCK")
    error(http.post(items, token, {**line, "sizeId": "M", "reasonCode": "NOT-A-CODE"}), 422, "VALIDATION_ERROR")
    expected = added["value"]
    assert expected == pytest.approx(3 * variant["costPrice"])
    _approve(http, token, approver, _move(http, token, plan, "SENT", reason="faulty zips"))
    sent = ok(http.get(f"/api/plans/SUPPLIER_RETURN/{plan['id']}", token))["data"]
    assert (sent["status"], sent["expectedCredit"]) == ("SENT", expected)
    error(http.post(items, token, {**line, "sizeId": "M"}), 409, "PLAN_ITEMS_FROZEN")
    error(_move(http, token, plan, "CREDITED"), 422, "VALIDATION_ERROR")
    credited = ok(_move(http, token, plan, "CREDITED", creditNoteAmount=expected - 10, creditNoteRef=f"CN-{SUFFIX}"))["data"]
    assert credited["creditDifference"] == pytest.approx(-10)
    assert ok(_move(http, token, plan, "CLOSED"))["data"]["status"] == "CLOSED"
    actions = [e["action"] for e in ok(http.get(f"/api/plans/SUPPLIER_RETURN/{plan['id']}/activity", token))["data"]]
    assert actions == ["STATUS_CHANGE", "STATUS_CHANGE", "APPROVED", "APPROVAL_REQUESTED", "ITEM_ADDED", "CREATE"]
    attributions = ok(http.get(f"/api/intelligence/outcome-attributions?planType=SUPPLIER_RETURN&planId={plan['id']}", token))
    assert [(a["planItemId"], a["attributionSource"]) for a in attributions["data"]] == [(added["itemId"], "MANUAL")]

    body = {"supplierId": supplier_id, "sourceShopId": shops["WH-01"], "destinationShopId": shops["ST-02"]}
    exchange = ok(http.post("/api/supplier-exchange-plans", token, body), 201)["data"]
    items = f"/api/plans/SUPPLIER_EXCHANGE/{exchange['id']}/items"
    back = {"planType": "SUPPLIER_EXCHANGE", "variantId": variant["id"], "sizeId": "L", "quantity": 2, "side": "RETURN",
            "reasonCode": reason}  # fmt: skip
    ok(http.post(items, token, back), 201)
    error(_move(http, token, exchange, "PROPOSED"), 422, "EXCHANGE_SIDES_INCOMPLETE")
    ok(http.post(items, token, {**back, "sizeId": "M", "side": "RECEIVE", "reasonCode": None}), 201)
    received = ok(http.get(f"{items}?side=RECEIVE", token))["data"]
    assert [(i["sizeId"], i["side"], i["shopId"]) for i in received] == [("M", "RECEIVE", shops["ST-02"])]
    assert ok(_move(http, token, exchange, "PROPOSED"))["data"]["status"] == "PROPOSED"
    _approve(http, token, approver, _move(http, token, exchange, "AGREED"))
    for status in ("IN_TRANSIT", "SETTLED", "CLOSED"):
        assert ok(_move(http, token, exchange, status))["data"]["status"] == status
    actions = [e["action"] for e in ok(http.get(f"/api/plans/SUPPLIER_EXCHANGE/{exchange['id']}/activity", token))["data"]]
    assert actions[:5] == ["STATUS_CHANGE", "STATUS_CHANGE", "STATUS_CHANGE", "APPROVED", "APPROVAL_REQUESTED"]
    listed = ok(http.get("/api/supplier-exchange-plans?status=CLOSED", token))["data"]
    assert exchange["id"] in {p["id"] for p in listed}
