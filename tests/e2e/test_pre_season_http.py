"""A pre-season buy over HTTP on the real data of the local stack (docs/plans.md "Pre-season plans"):
a PRE_SEASON plan for the brand with a selling window, a line of a priced variant, a generated
scenario (the job built by the stack's queue poller, from last year's sales of the same weeks) applied
through the item path as SCENARIO_GENERATOR, open-to-buy consumed, the validation held by a
PRE_SEASON_PLAN approval policy and decided by another person (four eyes), then SENT and CLOSED.

The policy and envelope this module adds are scoped to the brand; the policy is deactivated at the end.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest

from tests.helpers.stack import Http, error, mint_session, ok

SUFFIX = uuid.uuid4().hex[:6].upper()
PLANNER = ["inventoryPlans.view", "inventoryPlans.manage", "intelligenceLayer.view", "intelligenceLayer.configure"]
APPROVER_EMAIL = "approver@demo-fashion-india.test"
WINDOW = {"sellingStartDate": "2022-06-05", "sellingEndDate": "2022-06-18"}  # last year: 2021-06-06..2021-06-19


@pytest.fixture(scope="module")
def people(http: Http, stack: dict[str, Any]):
    """A planner's token (made with the admin's token, revoked at the end) and an approver: another
    person, a PLAN_APPROVER member's session (four eyes, docs/decisions/0023)."""
    made = ok(http.post("/api/settings/api-tokens", stack["token"], {"name": f"e2e-season-{SUFFIX}", "permissions": PLANNER}),
              201)["data"]  # fmt: skip
    yield made["token"], mint_session(stack, "--email", APPROVER_EMAIL, "--role", "PLAN_APPROVER")
    http.delete(f"/api/settings/api-tokens/{made['id']}", stack["token"])


def _envelope(http: Http, planner: str, brand_id: str) -> dict[str, Any]:
    """A BRAND envelope over the service clock's year (the stack's today is 2022-04-01: a plan counts on its creation day)."""
    period = ok(http.post("/api/planning-periods", planner, {"name": f"Season {SUFFIX}", "startDate": "2022-01-01",
                                                             "endDate": "2022-12-31"}), 201)["data"]  # fmt: skip
    body = {"periodId": period["id"], "scope": "BRAND", "scopeValue": brand_id, "amount": 10_000_000, "currency": "INR"}
    return ok(http.post("/api/budget-envelopes", planner, body), 201)["data"]


def _consumed(http: Http, planner: str, envelope: dict[str, Any]) -> float:
    return float(ok(http.get(f"/api/budget-envelopes/{envelope['id']}", planner))["data"]["consumedAmount"])


def test_pre_season_buy_with_a_generated_scenario_from_creation_to_closing(http, people):
    planner, approver = people
    brand = ok(http.get("/api/brands", planner))["data"][0]
    variant = ok(http.get("/api/variants?q=IVORY-1426", planner))["data"][0]  # unit cost 818, sizes 2XL, L, M, XL
    policy = ok(http.post("/api/approval-policies", planner, {
        "name": f"E2E season {SUFFIX}", "actionFamily": "PRE_SEASON_PLAN", "thresholdValue": 1, "scopeBrandIds": [brand["id"]],
    }), 201)["data"]  # fmt: skip
    try:
        envelope = _envelope(http, planner, brand["id"])
        before = _consumed(http, planner, envelope)
        body = {"name": f"SS22 {SUFFIX}", "season": "SS22", "brandId": brand["id"], **WINDOW}
        plan = ok(http.post("/api/pre-season-plans", planner, body), 201)["data"]
        assert (plan["status"], plan["code"][:4]) == ("DRAFT", "PSN-")
        items = f"/api/plans/PRE_SEASON/{plan['id']}/items"
        line = {"planType": "PRE_SEASON", "variantId": variant["id"], "sizeId": "L", "quantity": 6}
        assert ok(http.post(items, planner, line), 201)["data"]["value"] == pytest.approx(6 * variant["costPrice"])

        scenarios = f"/api/pre-season-plans/{plan['id']}/scenarios"
        made = http.post(scenarios, planner, {"strategy": "BALANCED"})
        assert made.status == 202, made.body
        created = made.json()["data"]
        assert created["status"] == "CREATING"
        deadline = time.monotonic() + 120
        while (scenario := ok(http.get(f"{scenarios}/{created['id']}", planner))["data"])["status"] == "CREATING":
            assert time.monotonic() < deadline, "the scenario was not built in 2 minutes"
            time.sleep(1)
        assert scenario["status"] == "READY", scenario
        assert scenario["referenceStartDate"] == "2021-06-06" and scenario["lines"], scenario
        assert scenario["totals"]["quantity"] == sum(x["quantity"] for x in scenario["lines"])
        applied = ok(http.post(f"{scenarios}/{created['id']}/apply", planner, {}))["data"]
        assert applied["added"] + applied["updated"] + len(applied["skipped"]) == len(scenario["lines"])
        header = ok(http.get(f"/api/plans/PRE_SEASON/{plan['id']}", planner))["data"]
        assert header["itemCount"] == 1 + applied["added"]
        activity = ok(http.get(f"/api/plans/PRE_SEASON/{plan['id']}/activity?pageSize=100", planner))
        assert activity["total"] == 2 + applied["added"] + applied["updated"]  # CREATE, the manual line, the scenario's
        newest = activity["data"][: applied["added"]]  # newest first: the scenario's lines
        assert {(e["actorKind"], e["actorId"], e["sourceRef"]) for e in newest} == {
            ("SCENARIO_GENERATOR", created["id"], created["id"])
        }  # fmt: skip
        attributions = f"/api/intelligence/outcome-attributions?planId={plan['id']}&planType="
        assert ok(http.get(attributions + "PRE_SEASON_ORDER", planner))["total"] == 1
        assert ok(http.get(attributions + "PRE_SEASON_SCENARIO", planner))["total"] == applied["added"]
        assert _consumed(http, planner, envelope) == pytest.approx(before + header["totalValue"])

        held = http.patch(f"/api/plans/PRE_SEASON/{plan['id']}", planner, {"status": "VALIDATED", "reason": "season buy"})
        assert held.status == 202, held.body
        approve = f"/api/approval-requests/{held.json()['approvalRequested']['approvalRequestId']}/approve"
        error(http.post(approve, planner, {}), 403, "FORBIDDEN")  # four eyes
        decided = ok(http.post(approve, approver, {"reason": "ok"}))
        assert (decided["data"]["status"], decided["data"]["decidedBy"]["kind"]) == ("APPROVED", "USER")
        error(http.post(items, planner, {**line, "sizeId": "M"}), 409, "PLAN_ALREADY_VALIDATED")
        for status in ("SENT", "CLOSED"):
            moved = ok(http.patch(f"/api/plans/PRE_SEASON/{plan['id']}", planner, {"status": status}))["data"]
            assert moved["status"] == status
        assert _consumed(http, planner, envelope) == pytest.approx(before)  # a closed plan no longer consumes
    finally:
        http.patch(f"/api/approval-policies/{policy['id']}/status", planner, {"isActive": False})
