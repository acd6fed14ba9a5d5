"""Issue 26 over HTTP on the local stack: `make run`'s automation session (local/automation_session.py).

A DATA tag *Broken size run*, a tagging rule (variants with stock whose size availability is below
70 %) and its evaluation run; a workflow TRIGGER (the tag) -> CREATE_OR_GET_PLAN (RESTOCK) ->
ADD_ITEMS_TO_PLAN (sizes below 2 pieces filled to 3) -> CALL_WEBHOOK (the local receiver, with a
bearer credential); its run, the plan it filled, the plan's activity naming the run, and what the
receiver got. Another organization sees none of it. And (issue 38) an alert the organization defines
with its own token, the chain's alerts step raising its instances, and a plan started from one.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

TARGET, BELOW = 3, 2  # local/automation_session.py: fill to 3 the sizes holding fewer than 2 pieces


def _data(http, path: str, token: str):
    found = http.get(path, token)
    assert found.status == 200, (path, found.body)
    return found.json()


def test_the_tagging_rule_tagged_the_brands_broken_size_runs(http, stack):
    ids = stack["automation"]
    assert ids, "make run ran no automation session"
    run = _data(http, f"/api/tagging-evaluation-runs/{ids['taggingRunId']}", stack["token"])["data"]
    assert run["status"] == "SUCCESS", run
    created = run["stats"]["assignmentsCreated"]
    assert run["stats"]["rulesEvaluated"] == 1 and created > 0
    tagged = _data(http, f"/api/tags/{ids['tagId']}/entities?entityType=VARIANT&pageSize=100", stack["token"])
    assert tagged["total"] == created  # one rule, one run: every assignment is the rule's
    assert all(e["sources"] == [f"RULE#{ids['taggingRuleId']}"] for e in tagged["data"])
    variant = _data(http, f"/api/variants?q={tagged['data'][0]['label']}", stack["token"])["data"][0]
    assert "Broken size run" in variant["tags"]  # the catalogue record shows its tags


def test_the_workflow_run_filled_a_restock_plan_to_target_and_called_the_supplier(http, stack):
    ids = stack["automation"]
    run = _data(http, f"/api/workflow-runs/{ids['workflowRunId']}", stack["token"])["data"]
    assert run["status"] == "COMPLETED", run
    steps = {s["nodeId"]: s for s in run["steps"]}
    assert [s["nodeId"] for s in run["steps"]] == ["trigger", "plan", "items", "notify"]
    assert {s["status"] for s in run["steps"]} == {"SUCCEEDED"}, steps
    tagged = _data(http, f"/api/tags/{ids['tagId']}/entities?entityType=VARIANT&pageSize=1", stack["token"])["total"]
    assert steps["trigger"]["output"]["matchedCount"] == tagged
    added = steps["items"]["output"]["addedCount"]
    assert added > 0 and steps["items"]["output"]["errors"] == []
    assert run["outputSummary"] == {"totalPlansCreated": 1, "totalItemsAdded": added, "totalItemsSkipped": 0,
                                    "totalErrorsRecorded": 0}  # fmt: skip
    assert steps["notify"]["output"]["statusCode"] == 200
    assert steps["notify"]["output"]["supplierReceipt"]["received"] is True
    assert "demo-supplier-secret" not in json.dumps(steps["notify"])  # the credential is never shown

    plan_id = steps["plan"]["output"]["planId"]
    assert plan_id == ids["planId"]
    plan = _data(http, f"/api/plans/RESTOCK/{plan_id}", stack["token"])["data"]
    assert plan["status"] == "DRAFT" and plan["itemCount"] == added
    assert plan["createdBy"] == {"kind": "WORKFLOW", "id": ids["workflowId"]}
    lines, page = [], 1
    while len(lines) < added and page <= 60:  # pages of 100 (the most a page holds)
        lines += _data(http, f"/api/plans/RESTOCK/{plan_id}/items?pageSize=100&page={page}", stack["token"])["data"]
        page += 1
    assert len(lines) == added
    # fill to target: a size below 2 pieces gets 3 - on hand (on order is 0 on the brand): 2 or 3 pieces
    assert {line["quantity"] for line in lines} <= {TARGET - on_hand for on_hand in range(BELOW)}
    assert plan["totalQuantity"] == sum(line["quantity"] for line in lines)
    assert {(line["source"], line["sourceRef"]) for line in lines} == {("workflow", ids["workflowRunId"])}

    activity = _data(http, f"/api/plans/RESTOCK/{plan_id}/activity?pageSize=5", stack["token"])["data"]
    assert activity and all(e["actorKind"] == "WORKFLOW" and e["actorId"] == ids["workflowId"] for e in activity)
    assert {e["after"]["sourceRef"] for e in activity if e["action"] == "ITEM_ADDED"} == {ids["workflowRunId"]}

    received = [json.loads(line) for line in (Path(stack["oidcKeyDir"]).parent / "webhooks.jsonl").read_text().splitlines()]
    mine = [r for r in received if r["body"].get("runId") == ids["workflowRunId"]]
    assert len(mine) == 1, received
    body = mine[0]["body"]
    assert (body["planId"], body["linesAdded"], body["variantsMatched"]) == (plan_id, added, tagged)
    assert mine[0]["authorized"] is True  # the credential's bearer token was sent (the receiver keeps no secret)


def test_the_credential_is_never_returned(http, stack):
    ids = stack["automation"]
    credential = _data(http, f"/api/workflow-credentials/{ids['credentialId']}", stack["token"])
    assert "demo-supplier-secret" not in json.dumps(credential)
    listed = _data(http, "/api/workflow-credentials", stack["token"])
    assert "demo-supplier-secret" not in json.dumps(listed)


def test_another_organization_sees_none_of_it(http, stack, other_org):
    ids = stack["automation"]
    for path in (f"/api/tags/{ids['tagId']}", f"/api/tagging-rules/{ids['taggingRuleId']}",
                 f"/api/tagging-evaluation-runs/{ids['taggingRunId']}", f"/api/workflows/{ids['workflowId']}",
                 f"/api/workflow-runs/{ids['workflowRunId']}", f"/api/workflow-credentials/{ids['credentialId']}",
                 f"/api/plans/RESTOCK/{ids['planId']}"):  # fmt: skip
        assert http.get(path, other_org["token"]).status == 404, path


def test_an_alert_the_organization_defines_raises_instances_a_plan_starts_from(http, stack, other_org):
    """The demo organization defines a high-stock alert over HTTP with its own token, the chain's alerts
    step (job ``alerts``, as the nightly chain runs it) raises instances of it, and a MARKDOWN plan is
    started from one: its item is the instance's variant x shop, with sourceRef the instance."""
    token, internal, org = stack["token"], stack["internalToken"], stack["organizationId"]
    body = {"name": "e2e high stock", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "GREATER_THAN", "threshold": 50}
    created = http.post("/api/alerts", token, body)
    assert created.status == 201, created.body
    alert = created.json()["data"]
    assert http.get(f"/api/alerts/{alert['id']}", other_org["token"]).status == 404
    plan: dict = {}
    try:
        run = http.post("/api/data-platform/job-runs", internal, {"organizationId": org, "job": "alerts", "asOf": "2022-04-01"})
        assert run.status == 201, run.body
        deadline = time.monotonic() + 120
        while (done := _data(http, f"/api/data-platform/job-runs/{run.json()['data']['id']}?organizationId={org}", internal)
               ["data"])["status"] not in ("SUCCESS", "FAILED"):  # fmt: skip
            assert time.monotonic() < deadline, done
            time.sleep(1)
        assert done["status"] == "SUCCESS" and done["stats"]["instancesCreated"] > 0, done
        listed = _data(http, "/api/alerts/instances?status=pending&pageSize=100", token)["data"]
        instance = next(i for i in listed if i["alertId"] == alert["id"])
        window = {"discountPercent": 20, "startDate": "2022-04-04", "endDate": "2022-04-30"}
        started = http.post(f"/api/alerts/instances/{instance['id']}/plan", token, window)
        assert started.status == 201, started.body
        plan = started.json()["data"]
        assert plan["planType"] == "MARKDOWN" and plan["wasCreated"] is True and len(plan["itemIds"]) == 1
        (item,) = _data(http, f"/api/plans/MARKDOWN/{plan['planId']}/items", token)["data"]
        entity = instance["entity"]
        assert (item["variantId"], item["shopId"], item["source"], item["sourceRef"]) == (
            entity["variantId"], entity["shopId"], "alert-instance", instance["id"]
        )  # fmt: skip
        again = http.post(f"/api/alerts/instances/{instance['id']}/plan", token, window)
        assert again.status == 201 and again.json()["data"]["planId"] == plan["planId"]  # a retry: the same plan
    finally:  # the demo organization's later job runs do not evaluate it, and its plans are as they were
        if plan:
            assert http.delete(f"/api/plans/MARKDOWN/{plan['planId']}", token).status == 200
        assert http.delete(f"/api/alerts/{alert['id']}", token).status == 200
