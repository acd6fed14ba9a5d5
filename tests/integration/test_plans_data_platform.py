"""The data-platform plan routes (internal token; REFERENCE 4.7, SPEC add-items-to-plan)."""

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.configuration import ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, add_restock, plan_of, restock_plan

ADD_ITEMS = "/api/data-platform/workflow-actions/add-items-to-plan"


def test_workflow_adds_each_line_on_its_own_and_reports_the_skipped_ones(client, demo, tenant):
    plan = restock_plan(client, demo)
    good = {"variantId": demo.variant_id, "sizeId": "M", "shopId": demo.shop_id, "quantity": 4}
    body = {
        "planType": "RESTOCK", "organizationId": tenant.organization_id, "planId": plan["id"], "workflowRunId": "run-42",
        "items": [good, {**good, "sizeId": "XXL"}, {**good, "quantity": "many"}, {**good, "sizeId": "L", "quantity": 2},
                  {"variantId": demo.variant_id}],
    }  # fmt: skip
    result = ok(client.post(ADD_ITEMS, INTERNAL_TOKEN, body))["data"]
    assert (result["addedCount"], result["skippedCount"]) == (2, 3)
    assert [(e["index"], e["errorCode"], e["field"]) for e in result["errors"]] == [
        (1, "VALIDATION_ERROR", "sizeId"), (2, "VALIDATION_ERROR", "quantity"), (4, "VALIDATION_ERROR", "sizeId"),
    ]  # fmt: skip
    assert all(e["message"] for e in result["errors"])
    lines = ok(client.get(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token))["data"]
    assert {(line["sizeId"], line["quantity"], line["source"], line["sourceRef"]) for line in lines} == {
        ("M", 4, "workflow", "run-42"), ("L", 2, "workflow", "run-42"),
    }  # fmt: skip
    entry = activity(client, demo, plan)[0]
    assert (entry["actorKind"], entry["actorId"], entry["sourceRef"]) == ("WORKFLOW", "run-42", "run-42")
    # refreshing the same line updates it
    again = ok(client.post(ADD_ITEMS, INTERNAL_TOKEN, {**body, "items": [{**good, "quantity": 9}]}))["data"]
    assert (again["addedCount"], again["skippedCount"]) == (1, 0)
    assert plan_of(client, demo, plan)["totalQuantity"] == 11


def test_workflow_adds_need_an_existing_draft_plan_of_the_organization(client, demo, tenant, other_tenant):
    plan = restock_plan(client, demo)
    item = {"variantId": demo.variant_id, "sizeId": "M", "shopId": demo.shop_id, "quantity": 1}
    body = {"planType": "RESTOCK", "organizationId": other_tenant.organization_id, "planId": plan["id"], "items": [item]}
    assert_envelope(client.post(ADD_ITEMS, INTERNAL_TOKEN, body), 404, "PLAN_NOT_FOUND")
    body["organizationId"] = tenant.organization_id
    assert_envelope(client.post(ADD_ITEMS, INTERNAL_TOKEN, {**body, "items": []}), 422, "VALIDATION_ERROR")
    assert_envelope(client.post(ADD_ITEMS, INTERNAL_TOKEN, {**body, "planType": "MARKDOWN"}), 422, "VALIDATION_ERROR")
    add_restock(client, demo, plan["id"], "M", 5)
    client.patch(f"/api/plans/RESTOCK/{plan['id']}", demo.token, {"status": "VALIDATED"})
    assert_envelope(client.post(ADD_ITEMS, INTERNAL_TOKEN, body), 409, "PLAN_ALREADY_VALIDATED")
    assert_envelope(client.post(ADD_ITEMS, demo.token, body), 401, "UNAUTHORIZED")  # internal routes take internal tokens only


def test_validate_records_the_decision_context_and_listing_counts_by_status(client, demo, tenant):
    first, second = restock_plan(client, demo), restock_plan(client, demo)
    add_restock(client, demo, first["id"], "M", 5)
    snapshot = {"forecastValues": {demo.variant_id: 12.5}, "ruleOutcomes": [{"ruleId": "r1", "outcome": "WARN"}],
                "stockOutRiskScores": {demo.variant_id: 0.8}}  # fmt: skip
    path = f"/api/data-platform/plans/RESTOCK/{first['id']}/validate"
    done = ok(client.post(path, INTERNAL_TOKEN, {"organizationId": tenant.organization_id, "decisionContextSnapshot": snapshot}))[
        "data"
    ]
    assert (done["planId"], done["planType"], done["status"]) == (first["id"], "RESTOCK", "VALIDATED")
    stored = plan_of(client, demo, first)
    assert stored["decisionContextSnapshot"] == {**snapshot, "capturedAt": done["capturedAt"]}
    assert stored["decidedAt"] == done["decidedAt"]
    entry = activity(client, demo, first)[0]
    assert (entry["action"], entry["actorKind"], entry["actorId"]) == ("STATUS_CHANGE", "SYSTEM", "data-platform")
    again = client.post(path, INTERNAL_TOKEN, {"organizationId": tenant.organization_id})
    assert_envelope(again, 409, "PLAN_ALREADY_VALIDATED")
    wrong = f"/api/data-platform/plans/RESTOCK/{second['id']}/validate"
    assert_envelope(client.post(wrong, INTERNAL_TOKEN, {"organizationId": "another-org"}), 404, "PLAN_NOT_FOUND")

    listing = f"/api/data-platform/plans/RESTOCK?organizationId={tenant.organization_id}"
    body = ok(client.get(listing, INTERNAL_TOKEN))["data"]
    assert body["countsByStatus"] == {"DRAFT": 1, "VALIDATED": 1, "SENT": 0, "RECEIVED": 0, "CLOSED": 0}
    assert [p["id"] for p in body["data"]] == [second["id"], first["id"]] and (body["limit"], body["offset"], body["total"]) == (
        100,
        0,
        2,
    )
    assert [p["id"] for p in ok(client.get(f"{listing}&limit=1&offset=1", INTERNAL_TOKEN))["data"]["data"]] == [first["id"]]
    assert ok(client.get(f"{listing}&status=VALIDATED", INTERNAL_TOKEN))["data"]["total"] == 1
    after = ok(client.get(f"{listing}&decidedAfter=2000-01-01T00:00:00Z", INTERNAL_TOKEN))["data"]
    assert [p["id"] for p in after["data"]] == [first["id"]]
    assert ok(client.get(f"{listing}&decidedAfter=2999-01-01T00:00:00Z", INTERNAL_TOKEN))["data"]["total"] == 0
    assert ok(client.get("/api/data-platform/plans/RESTOCK?organizationId=nobody", INTERNAL_TOKEN))["data"]["total"] == 0
    assert_envelope(client.get(listing, demo.token), 401, "UNAUTHORIZED")
