"""The workflow plan nodes (docs/automation.md "Plan nodes"), run directly with a hand-built context on
the demo tenant: AN201-RED (sizes L and M, unit cost 40, list price 150, stock at the warehouse L 5 /
M 3) and AN201-BLUE (size M, stock 2, no cost). CREATE_OR_GET_PLAN makes or reuses a plan as the
WORKFLOW actor; ADD_ITEMS_TO_PLAN adds one line per position under each strategy, through the same
rules, shop scope and audit as a person's line."""

from __future__ import annotations

from typing import Any

import pytest
from inventory_planning.domain.workflows.configs import CONFIG_MODELS
from inventory_planning.domain.workflows.nodes import NodeFailed, TriggerMatch
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.services.workflows.nodes import execute

from tests.helpers.configuration import ok
from tests.helpers.plan_data import activity, plan_of

WORKFLOW_ID = "wf-restock-north"
RUN_ID = "run-0001"


def context(demo, tenant, entity_type="VARIANT", ids=(), outputs=None, scope=None, workflow=None, workflow_id=WORKFLOW_ID):
    caller = Caller(tenant.organization_id, Actor("WORKFLOW", workflow_id), source_ref=RUN_ID, shop_scope=scope)
    record = {"id": workflow_id, "name": "Restock north", **(workflow or {})}
    trigger = TriggerMatch(entity_type, tuple(ids))
    return NodeContext(tenant.organization_id, record, RUN_ID, caller, trigger, outputs or {})


def node(node_type: str, config: dict[str, Any], ctx: NodeContext):
    return execute(node_type, CONFIG_MODELS[node_type].model_validate(config), ctx)


def restock_config(demo, **extra):
    return {"planType": "RESTOCK", "name": "Broken sizes", "brandSource": {"kind": "static", "value": demo.brand_id},
            "collectionSource": {"kind": "static", "value": demo.collection_id}, **extra}  # fmt: skip


def make_plan(demo, tenant, config=None, **ctx_args):
    result = node("CREATE_OR_GET_PLAN", config or restock_config(demo), context(demo, tenant, **ctx_args))
    return result.output


def items(demo, tenant, plan_output, config, ids=None, **ctx_args):
    ctx = context(demo, tenant, ids=ids if ids is not None else [demo.variant_id], outputs={"plan": plan_output}, **ctx_args)
    body = {"sourcePlanNodeId": "plan", "planType": plan_output["planType"], **config}
    return node("ADD_ITEMS_TO_PLAN", body, ctx)


def lines(client, demo, plan_output):
    found = ok(client.get(f"/api/plans/{plan_output['planType']}/{plan_output['planId']}/items?pageSize=100", demo.token))["data"]
    return sorted((line["sizeId"], line["shopId"], line["quantity"], line["value"]) for line in found)


# CREATE_OR_GET_PLAN


def test_create_then_get_the_same_draft_plan_as_the_workflow(client, demo, tenant):
    first = make_plan(demo, tenant)
    assert (first["planType"], first["planName"], first["isNew"]) == ("RESTOCK", "Broken sizes", True)
    again = make_plan(demo, tenant)
    assert (again["planId"], again["isNew"]) == (first["planId"], False)
    other_workflow = make_plan(demo, tenant, workflow_id="wf-other")  # another workflow's plan is not reused
    assert other_workflow["isNew"] and other_workflow["planId"] != first["planId"]
    renamed = make_plan(demo, tenant, restock_config(demo, name="Another name"))
    assert renamed["isNew"] and renamed["planId"] != first["planId"]
    plan = {"id": first["planId"], "planType": "RESTOCK"}
    entry = activity(client, demo, plan)[-1]
    assert (entry["action"], entry["actorKind"], entry["actorId"], entry["sourceRef"]) == ("CREATE", "WORKFLOW", WORKFLOW_ID, RUN_ID)
    assert plan_of(client, demo, plan)["createdBy"] == {"kind": "WORKFLOW", "id": WORKFLOW_ID}


def test_from_trigger_takes_the_brand_and_collection_of_the_matched_variants(client, demo, tenant):
    config = restock_config(demo, brandSource={"kind": "fromTrigger"}, collectionSource={"kind": "fromTrigger"})
    made = make_plan(demo, tenant, config, ids=[demo.variant_id, demo.other_variant_id])
    header = plan_of(client, demo, {"id": made["planId"], "planType": "RESTOCK"})
    assert (header["brandId"], header["collectionId"]) == (demo.brand_id, demo.collection_id)
    with pytest.raises(NodeFailed) as failed:
        make_plan(demo, tenant, config, ids=[])
    assert failed.value.code == "NO_TRIGGER_ENTITIES"


def test_markdown_window_defaults_to_four_weeks_and_a_deadline_is_written(client, demo, tenant):
    from inventory_planning.kernel import clock

    made = make_plan(demo, tenant, {"planType": "MARKDOWN", "name": "Clearance", "season": "SS26"})
    header = plan_of(client, demo, {"id": made["planId"], "planType": "MARKDOWN"})
    today = clock.today()
    from datetime import timedelta

    assert (header["startDate"], header["endDate"]) == (today.isoformat(), (today + timedelta(days=28)).isoformat())
    restock = make_plan(demo, tenant, restock_config(demo, description="Weekly", deadline={"kind": "relative", "offsetDays": 3}))
    described = plan_of(client, demo, {"id": restock["planId"], "planType": "RESTOCK"})["description"]
    assert described == f"Weekly\nDeadline: {(today + timedelta(days=3)).isoformat()}"


def test_plan_types_and_fields_are_checked(demo, tenant):
    model = CONFIG_MODELS["CREATE_OR_GET_PLAN"]
    for plan_type in ("SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON"):
        with pytest.raises(ValueError, match="this service has no such plans"):
            model.model_validate({"planType": plan_type, "name": "x"})
    with pytest.raises(ValueError, match="brandSource and collectionSource"):
        model.model_validate({"planType": "RESTOCK", "name": "x"})
    with pytest.raises(ValueError, match="outgoingShopId and ingoingShopId"):
        model.model_validate({"planType": "REBALANCE", "name": "x", "outgoingShopId": "a"})
    with pytest.raises(ValueError, match="endDate must be on or after startDate"):
        model.model_validate({"planType": "MARKDOWN", "name": "x", "startDate": "2026-12-02", "endDate": "2026-12-01"})
    model.model_validate({"planType": "MARKDOWN", "name": "x", "startDate": "{{trigger.start}}"})  # a template: checked once rendered
    with pytest.raises(NodeFailed) as failed:
        make_plan(demo, tenant, restock_config(demo, brandSource={"kind": "static", "value": "no-such-brand"}))
    assert failed.value.code == "INVALID_PLAN" and failed.value.details["fieldErrors"][0]["field"] == "brandId"
