"""Pre-season plans over HTTP (issue 37; docs/plans.md "Pre-season plans"): create and list, lines
without shop through the generic item routes, the lifecycle and its approval gate, open-to-buy
consumption (COLLECTION scope), and generated scenarios: requested (202), built by the job
(CREATING -> READY | FAILED), read, applied through the item path as SCENARIO_GENERATOR; tenancy,
permissions and bad input."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.helpers.configuration import create_policy, invalid, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, plan_of
from tests.helpers.seed import run_jobs

WINDOW = {"sellingStartDate": "2022-06-01", "sellingEndDate": "2022-07-31"}  # last year: 2021-06-02..2021-08-01


def pre_season(client, demo, **fields):
    body = {"name": "SS22 buy", "season": "SS22", "collectionId": demo.collection_id, **fields}
    return ok(client.post("/api/pre-season-plans", demo.token, body), 201)["data"]


def line(demo, size="M", quantity=5, **fields):
    return {"planType": "PRE_SEASON", "variantId": demo.variant_id, "sizeId": size, "quantity": quantity, **fields}


def add(client, demo, plan, **fields):
    return client.post(f"/api/plans/PRE_SEASON/{plan['id']}/items", demo.token, line(demo, **fields))


def move(client, token, plan, status):
    return client.patch(f"/api/plans/PRE_SEASON/{plan['id']}", token, {"status": status, "reason": "season buy"})


def scenario(client, demo, plan, **body):
    result = client.post(f"/api/pre-season-plans/{plan['id']}/scenarios", demo.token, {"strategy": "BALANCED", **body})
    assert result.status == 202, result.body
    return result.json()["data"]


def read(client, demo, plan, made):
    return ok(client.get(f"/api/pre-season-plans/{plan['id']}/scenarios/{made['id']}", demo.token))["data"]


def test_create_list_and_bad_input(client, demo):
    plan = pre_season(client, demo, brandId=demo.brand_id, description="the big one", **WINDOW)
    assert (plan["planType"], plan["status"], plan["season"], plan["code"][:4]) == ("PRE_SEASON", "DRAFT", "SS22", "PSN-")
    assert (plan["sellingStartDate"], plan["sellingEndDate"], plan["collectionId"]) == (
        "2022-06-01", "2022-07-31", demo.collection_id
    )  # fmt: skip
    listed = ok(client.get("/api/pre-season-plans?season=SS22", demo.token))
    assert [p["id"] for p in listed["data"]] == [plan["id"]]
    assert ok(client.get("/api/pre-season-plans?season=FW22", demo.token))["data"] == []
    assert "season" in invalid(client.post("/api/pre-season-plans", demo.token, {"name": "x"}))
    bad = {
        "name": "x",
        "season": "SS22",
        "brandId": "nope",
        "collectionId": "nope",
        "budgetEnvelopeId": "nope",
        "ruleGroupId": "no",
    }
    assert set(invalid(client.post("/api/pre-season-plans", demo.token, bad))) == {
        "brandId", "collectionId", "budgetEnvelopeId", "ruleGroupId"
    }  # fmt: skip
    backwards = {"name": "x", "season": "SS22", "sellingStartDate": "2022-07-01", "sellingEndDate": "2022-06-01"}
    assert "sellingEndDate" in invalid(client.post("/api/pre-season-plans", demo.token, backwards))


def test_lines_have_no_shop_and_the_lifecycle_locks_at_sent(client, demo):
    plan = pre_season(client, demo)
    added = ok(add(client, demo, plan, quantity=6, unitCost=35.5), 201)["data"]
    assert added["value"] == 213.0  # 6 x 35.5, the negotiated cost
    ok(add(client, demo, plan, size="L", quantity=2), 201)  # the catalogue's cost, 40
    items = ok(client.get(f"/api/plans/PRE_SEASON/{plan['id']}/items", demo.token))["data"]
    assert {(i["sizeId"], i["shopId"], i["unitCost"], i["value"]) for i in items} == {
        ("M", None, 35.5, 213.0),
        ("L", None, 40.0, 80.0),
    }
    assert "PRE_SEASON.shopId" in invalid(add(client, demo, plan, shopId=demo.shop_id))  # no shop on a pre-season line
    assert plan_of(client, demo, plan)["totalValue"] == 293.0
    assert_envelope(move(client, demo.token, plan, "SENT"), 422, "INVALID_STATUS_TRANSITION")
    for status in ("VALIDATED", "SENT"):
        assert ok(move(client, demo.token, plan, status))["data"]["status"] == status
    assert_envelope(add(client, demo, plan), 409, "PLAN_ITEMS_FROZEN")
    assert_envelope(move(client, demo.token, plan, "VALIDATED"), 422, "INVALID_STATUS_TRANSITION")  # SENT locks it
    assert ok(move(client, demo.token, plan, "CLOSED"))["data"]["status"] == "CLOSED"
    assert_envelope(move(client, demo.token, plan, "SENT"), 409, "PLAN_CLOSED")
    changes = [
        (e["before"]["status"], e["after"]["status"])
        for e in reversed(activity(client, demo, plan))
        if e["action"] == "STATUS_CHANGE"
    ]
    assert changes == [("DRAFT", "VALIDATED"), ("VALIDATED", "SENT"), ("SENT", "CLOSED")]


def test_a_pre_season_policy_gates_validation(client, demo, approver_token):
    create_policy(client, demo.token, name="Season buys over 100", actionFamily="PRE_SEASON_PLAN", thresholdValue=100)
    create_policy(client, demo.token, name="Restock only", actionFamily="RESTOCK_PLAN", thresholdValue=1)
    plan = pre_season(client, demo)
    ok(add(client, demo, plan, quantity=5), 201)  # 200
    held = move(client, demo.token, plan, "VALIDATED")
    assert held.status == 202 and held.json()["approvalRequested"]["value"] == 200.0
    request_id = held.json()["approvalRequested"]["approvalRequestId"]
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", demo.token, {}), 403, "FORBIDDEN")  # four eyes
    approved = ok(client.post(f"/api/approval-requests/{request_id}/approve", approver_token, {"reason": "ok"}))
    assert approved["data"]["status"] == "APPROVED" and plan_of(client, demo, plan)["status"] == "VALIDATED"


@pytest.fixture
def approver_token(client, tenant, issuer):
    from tests.helpers.aws import add_member

    _, session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    perms = ["inventoryPlans.view", "inventoryPlans.approvalsDecide"]
    return ok(client.post("/api/settings/api-tokens", session, {"name": "approver", "permissions": perms}), 201)["data"]["token"]


def test_open_pre_season_plans_consume_collection_envelopes(client, demo):
    year = datetime.now(UTC).year
    period = ok(client.post("/api/planning-periods", demo.token,
                            {"name": "Now", "startDate": f"{year}-01-01", "endDate": f"{year}-12-31"}), 201)["data"]  # fmt: skip
    envelope = ok(client.post("/api/budget-envelopes", demo.token, {
        "periodId": period["id"], "scope": "COLLECTION", "scopeValue": demo.collection_id, "amount": 1000, "currency": "INR",
    }), 201)["data"]  # fmt: skip
    plan = pre_season(client, demo)
    ok(add(client, demo, plan, quantity=5), 201)  # 5 x 40
    other = ok(client.post("/api/pre-season-plans", demo.token, {"name": "no collection", "season": "SS22"}), 201)["data"]
    ok(add(client, demo, other, quantity=1), 201)  # out of the envelope's scope
    live = ok(client.get(f"/api/budget-envelopes/{envelope['id']}", demo.token))["data"]
    assert (live["consumedAmount"], live["remainingAmount"], live["consumedPercent"]) == (200.0, 800.0, 20.0)
    for status in ("VALIDATED", "SENT"):
        ok(move(client, demo.token, plan, status))
    assert ok(client.get(f"/api/budget-envelopes/{envelope['id']}", demo.token))["data"]["consumedAmount"] == 200.0
    ok(move(client, demo.token, plan, "CLOSED"))  # a closed plan no longer consumes
    assert ok(client.get(f"/api/budget-envelopes/{envelope['id']}", demo.token))["data"]["consumedAmount"] == 0.0


def test_a_scenario_is_built_by_the_job_and_applied_through_the_item_path(client, demo):
    plan = pre_season(client, demo, **WINDOW)
    made = scenario(client, demo, plan)
    assert (made["status"], made["strategy"], made["lines"]) == ("CREATING", "BALANCED", [])
    assert_envelope(client.post(f"/api/pre-season-plans/{plan['id']}/scenarios/{made['id']}/apply", demo.token, {}),
                    409, "SCENARIO_NOT_READY")  # fmt: skip
    run_jobs()
    ready = read(client, demo, plan, made)
    assert ready["status"] == "READY", ready
    assert (ready["referenceStartDate"], ready["referenceEndDate"], ready["targetSellThroughPct"]) == (
        "2021-06-02",
        "2021-08-01",
        75.0,
    )
    lines = {(x["variantId"], x["sizeId"]): x for x in ready["lines"]}
    # AN201-RED sold L 4, M 1 last June-July: ceil(4 / 0.75) = 6, ceil(1 / 0.75) = 2, at cost 40;
    # AN201-BLUE (M only, no cost) did not sell: its comparable is AN201-RED (same category, brand, price
    # band): 5 units, ceil(5 / 0.75) = 7, proposed unvalued (no budget)
    red, blue = demo.variant_id, demo.other_variant_id
    assert {k: (v["quantity"], v["unitCost"], v["expectedUnitsSold"], v["basis"]) for k, v in lines.items()} == {
        (red, "L"): (6, 40.0, 4.0, "LIKE_FOR_LIKE"), (red, "M"): (2, 40.0, 1.0, "LIKE_FOR_LIKE"),
        (blue, "M"): (7, None, 5.0, "COMPARABLES"),
    }  # fmt: skip
    assert lines[red, "L"]["expectedSellThroughPct"] == 66.67 and lines[red, "L"]["expectedRevenue"] == 600.0  # 4 x 150
    totals = ready["totals"]
    assert (totals["quantity"], totals["cost"], totals["expectedUnitsSold"], totals["expectedSellThroughPct"]) == (
        15, 320.0, 10.0, 66.67
    )  # fmt: skip
    listed = ok(client.get(f"/api/pre-season-plans/{plan['id']}/scenarios", demo.token))
    assert [(s["id"], s["lineCount"], s["lines"]) for s in listed["data"]] == [(made["id"], 3, [])]

    applied = ok(client.post(f"/api/pre-season-plans/{plan['id']}/scenarios/{made['id']}/apply", demo.token, {}))["data"]
    assert (applied["added"], applied["updated"], applied["skipped"]) == (3, 0, [])
    after = plan_of(client, demo, plan)
    assert (after["itemCount"], after["totalQuantity"], after["totalValue"]) == (3, 15, 320.0)  # the unvalued line: 0
    items = ok(client.get(f"/api/plans/PRE_SEASON/{plan['id']}/items", demo.token))["data"]
    assert {(i["source"], i["sourceRef"]) for i in items} == {("scenario", made["id"])}
    added = [e for e in activity(client, demo, plan) if e["action"] == "ITEM_ADDED"]
    assert {(e["actorKind"], e["actorId"], e["sourceRef"]) for e in added} == {("SCENARIO_GENERATOR", made["id"], made["id"])}
    assert all("applied by" in e["reason"] for e in added)
    attributed = ok(client.get(f"/api/intelligence/outcome-attributions?planId={plan['id']}", demo.token))["data"]
    assert {(a["attributionSource"], a["planType"]) for a in attributed} == {("SCENARIO", "PRE_SEASON_SCENARIO")}
    assert ok(client.get("/api/intelligence/outcome-attributions?planType=PRE_SEASON_SCENARIO", demo.token))["total"] == 3
    ok(move(client, demo.token, plan, "VALIDATED"))
    assert_envelope(client.post(f"/api/pre-season-plans/{plan['id']}/scenarios/{made['id']}/apply", demo.token, {}),
                    409, "PLAN_ALREADY_VALIDATED")  # fmt: skip


def test_the_budget_scales_the_scenario_and_a_missing_window_fails_it(client, demo):
    plan = pre_season(client, demo, **WINDOW)
    capped = scenario(client, demo, plan, budget=160, strategy="CONSERVATIVE")
    bare = pre_season(client, demo)
    failed = scenario(client, demo, bare)
    run_jobs()
    got = read(client, demo, plan, capped)
    # CONSERVATIVE (85 %): L ceil(4.71) = 5, M ceil(1.18) = 2 -> 280 at cost 40; scale 160/280, floor: L 2, M 1
    assert (got["budgetSource"], got["budgetScale"]) == ("REQUEST", round(160 / 280, 6))
    assert sorted((x["sizeId"], x["quantity"]) for x in got["lines"]) == [("L", 2), ("M", 1)]
    assert got["totals"]["cost"] == 120.0
    fail = read(client, demo, bare, failed)
    assert (fail["status"], fail["errorCode"], fail["lines"]) == ("FAILED", "NO_SELLING_WINDOW", [])


def test_the_envelope_is_the_default_budget(client, demo):
    year = datetime.now(UTC).year
    period = ok(client.post("/api/planning-periods", demo.token,
                            {"name": "Now", "startDate": f"{year}-01-01", "endDate": f"{year}-12-31"}), 201)["data"]  # fmt: skip
    envelope = ok(client.post("/api/budget-envelopes", demo.token, {
        "periodId": period["id"], "scope": "TOTAL", "amount": 200, "currency": "INR"}), 201)["data"]  # fmt: skip
    spender = pre_season(client, demo)
    ok(add(client, demo, spender, quantity=1), 201)  # 40 of the 200
    plan = pre_season(client, demo, budgetEnvelopeId=envelope["id"], **WINDOW)
    made = scenario(client, demo, plan)
    run_jobs()
    got = read(client, demo, plan, made)
    assert (got["budget"], got["budgetSource"]) == (160.0, "ENVELOPE")
    assert got["totals"]["cost"] <= 160.0


def test_scenario_routes_refuse_bad_input_other_tenants_and_readers(client, demo, other_tenant, tenant):
    plan = pre_season(client, demo, **WINDOW)
    made = scenario(client, demo, plan)
    base = f"/api/pre-season-plans/{plan['id']}/scenarios"
    assert "strategy" in invalid(client.post(base, demo.token, {"strategy": "YOLO"}))
    assert "targetSellThroughPct" in invalid(client.post(base, demo.token, {"strategy": "BALANCED", "targetSellThroughPct": 0}))
    assert_envelope(client.get(f"{base}/unknown", demo.token), 404, "SCENARIO_NOT_FOUND")
    assert_envelope(
        client.post("/api/pre-season-plans/unknown/scenarios", demo.token, {"strategy": "BALANCED"}), 404, "PLAN_NOT_FOUND"
    )
    for method, path, body in (
        ("POST", base, {"strategy": "BALANCED"}), ("GET", base, None), ("GET", f"{base}/{made['id']}", None),
        ("POST", f"{base}/{made['id']}/apply", {}), ("GET", f"/api/plans/PRE_SEASON/{plan['id']}", None),
    ):  # fmt: skip
        assert_envelope(client.request(method, path, other_tenant.token, body), 404, "PLAN_NOT_FOUND")
    assert ok(client.get("/api/pre-season-plans", other_tenant.token))["total"] == 0
    reader = ok(client.post("/api/settings/api-tokens", tenant.token, {"name": "reader", "permissions": ["inventoryPlans.view"]}),
                201)["data"]["token"]  # fmt: skip
    assert_envelope(client.post(base, reader, {"strategy": "BALANCED"}), 403, "FORBIDDEN")
    assert_envelope(client.post(f"{base}/{made['id']}/apply", reader, {}), 403, "FORBIDDEN")
    assert_envelope(client.post("/api/pre-season-plans", reader, {"name": "x", "season": "SS22"}), 403, "FORBIDDEN")
    assert client.get(base, reader).status == 200
    run_jobs()
    from tests.helpers.aws import INTERNAL_TOKEN

    direct = {"organizationId": tenant.organization_id, "job": "pre-season-scenario"}
    assert "job" in invalid(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, direct))  # started by the route only


def test_a_closed_plan_takes_no_scenario(client, demo):
    plan = pre_season(client, demo, **WINDOW)
    ok(add(client, demo, plan, quantity=1), 201)
    for status in ("VALIDATED", "SENT", "CLOSED"):
        ok(move(client, demo.token, plan, status))
    result = client.post(f"/api/pre-season-plans/{plan['id']}/scenarios", demo.token, {"strategy": "BALANCED"})
    assert_envelope(result, 409, "PLAN_CLOSED")


def test_the_state_machine_steps_build_or_fail_the_scenario(client, demo, tenant, monkeypatch):
    """Deployed (PRE_SEASON_SCENARIO_STATE_MACHINE_ARN set), the job worker takes the queued run RUNNING
    and starts PreSeasonScenario; its Build step builds the scenario and ends the run SUCCESS; the
    Failed step (after a failed Build) sets a CREATING scenario FAILED and ends its run FAILED."""
    import json

    import boto3
    from inventory_planning.services.jobs import runs as jobs
    from inventory_planning.store import aws

    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    states = boto3.client("stepfunctions")
    definition = json.dumps({"StartAt": "Done", "States": {"Done": {"Type": "Succeed"}}})
    arn = states.create_state_machine(
        name="pre-season-scenario", definition=definition, roleArn="arn:aws:iam::123456789012:role/pre-season"
    )["stateMachineArn"]
    settings = jobs.get_job_settings().model_copy(update={"pre_season_scenario_state_machine_arn": arn})
    monkeypatch.setattr(jobs, "get_job_settings", lambda: settings)
    aws.clear()
    plan = pre_season(client, demo, **WINDOW)
    built, stuck = scenario(client, demo, plan), scenario(client, demo, plan)
    run_jobs()
    assert read(client, demo, plan, built)["status"] == "CREATING"  # handed to the machine, not built here
    assert len(states.list_executions(stateMachineArn=arn)["executions"]) == 2
    worker, org = job_worker(), tenant.organization_id
    invoke = lambda event: worker(event, LambdaContext("JobWorkerFunction"))  # noqa: E731
    done = invoke({"action": "pre-season-scenario-build", "organizationId": org, "runId": built["jobRunId"]})
    assert done["stats"]["lines"] == 3 and read(client, demo, plan, built)["status"] == "READY"
    failed = invoke(
        {"action": "pre-season-scenario-failed", "organizationId": org, "runId": stuck["jobRunId"], "error": "timeout"}
    )
    assert failed["status"] == "FAILED" and failed["errorMessage"].startswith("SCENARIO_BUILD_FAILED")
    got = read(client, demo, plan, stuck)
    assert (got["status"], got["errorCode"]) == ("FAILED", "SCENARIO_BUILD_FAILED")
    aws.clear()


def test_rules_run_on_pre_season_hooks_and_a_blocked_scenario_line_is_skipped(client, demo):
    """PRE_SEASON_PRE_ADD_ITEM (REFERENCE 5.2) holds for typed lines and for a scenario's: a line over
    the rule's 3 pieces of one variant is refused (422 by hand, skipped and reported when applied), a
    WARN on PRE_SEASON_PRE_CHANGE_STATUS answers at validation."""
    from tests.helpers.configuration import add_rule, create_ruleset

    ruleset = create_ruleset(client, demo.token)["id"]
    add_rule(client, demo.token, ruleset, name="At most 3 a variant", category="capacity", enforcement="BLOCK",
             condition={"type": "max_quantity_per_variant", "maxQuantity": 3}, hooks=["PRE_SEASON_PRE_ADD_ITEM"],
             message="{actual} pieces of one variant")  # fmt: skip
    add_rule(client, demo.token, ruleset, name="Big season", category="capacity", enforcement="WARN",
             condition={"type": "max_plan_quantity", "maxQuantity": 1}, hooks=["PRE_SEASON_PRE_CHANGE_STATUS"],
             message="{actual} pieces")  # fmt: skip
    plan = pre_season(client, demo, **WINDOW)
    assert_envelope(add(client, demo, plan, quantity=4), 422, "BUSINESS_RULE_VIOLATION")
    made = scenario(client, demo, plan)
    run_jobs()
    applied = ok(client.post(f"/api/pre-season-plans/{plan['id']}/scenarios/{made['id']}/apply", demo.token, {}))["data"]
    # RED L 6 and BLUE M 7 are over 3; RED M 2 passes
    assert (applied["added"], sorted((x["sizeId"], x["errorCode"]) for x in applied["skipped"])) == (
        1, [("L", "BUSINESS_RULE_VIOLATION"), ("M", "BUSINESS_RULE_VIOLATION")]
    )  # fmt: skip
    validated = ok(move(client, demo.token, plan, "VALIDATED"))
    assert [w["ruleName"] for w in validated["businessRuleWarnings"]] == ["Big season"]


def test_generic_routes_remove_a_line_delete_a_draft_and_the_data_platform_lists_the_type(client, demo, tenant):
    from tests.helpers.aws import INTERNAL_TOKEN

    plan = pre_season(client, demo)
    item = ok(add(client, demo, plan, quantity=2), 201)["data"]["itemId"]
    assert ok(client.delete(f"/api/plans/PRE_SEASON/{plan['id']}/items/{item}", demo.token)) == {"success": True}
    assert plan_of(client, demo, plan)["itemCount"] == 0
    assert [e["action"] for e in activity(client, demo, plan)] == ["ITEM_REMOVED", "ITEM_ADDED", "CREATE"]
    listed = ok(client.get(f"/api/data-platform/plans/PRE_SEASON?organizationId={tenant.organization_id}", INTERNAL_TOKEN))
    assert listed["data"]["countsByStatus"] == {"DRAFT": 1, "VALIDATED": 0, "SENT": 0, "CLOSED": 0}
    assert ok(client.delete(f"/api/plans/PRE_SEASON/{plan['id']}", demo.token)) == {"success": True}
    assert_envelope(client.get(f"/api/plans/PRE_SEASON/{plan['id']}", demo.token), 404, "PLAN_NOT_FOUND")


def test_one_line_updates_keep_the_negotiated_cost_and_review_readies_the_line(client, demo):
    """Issue 37's generic routes on PRE_SEASON: PATCH .../items {itemId, quantity} keeps the line's own
    unit cost; a discount is not a pre-season field (422 naming it); review readies one line."""
    plan = pre_season(client, demo)
    item = ok(add(client, demo, plan, quantity=6, unitCost=35.5), 201)["data"]
    path = f"/api/plans/PRE_SEASON/{plan['id']}/items"
    changed = ok(client.patch(path, demo.token, {"itemId": item["itemId"], "quantity": 10}))["data"]
    assert changed["updated"] == 1 and changed["item"]["value"] == 355.0  # 10 x 35.5, not the catalogue's 40
    refused = client.patch(path, demo.token, {"itemId": item["itemId"], "discount": 5})
    assert "discount" in invalid(refused)
    reviewed = ok(client.post(f"{path}/{item['itemId']}/review", demo.token, {}))["data"]
    assert reviewed["updated"] == 1
    (line,) = ok(client.get(path, demo.token))["data"]
    assert (line["quantity"], line["unitCost"], line["status"]) == (10, 35.5, "READY_FOR_ORDER")
    assert plan_of(client, demo, plan)["totalValue"] == 355.0
