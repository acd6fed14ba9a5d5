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
    assert (entry["action"], entry["actorKind"], entry["actorId"], entry["sourceRef"]) == (
        "CREATE",
        "WORKFLOW",
        WORKFLOW_ID,
        RUN_ID,
    )
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
    tomorrow = today + timedelta(days=1)
    with pytest.MonkeyPatch.context() as patch:  # the next night's run reuses the plan: a default window is not compared
        patch.setattr(clock, "today", lambda: tomorrow)
        assert (
            make_plan(demo, tenant, {"planType": "MARKDOWN", "name": "Clearance", "season": "SS26"})["planId"] == made["planId"]
        )
        dated = {"planType": "MARKDOWN", "name": "Clearance", "season": "SS26", "startDate": "2030-01-01"}
        assert make_plan(demo, tenant, dated)["isNew"]  # explicit dates are compared
    restock = make_plan(demo, tenant, restock_config(demo, description="Weekly", deadline={"kind": "relative", "offsetDays": 3}))
    described = plan_of(client, demo, {"id": restock["planId"], "planType": "RESTOCK"})["description"]
    assert described == f"Weekly\nDeadline: {(today + timedelta(days=3)).isoformat()}"


def _set_supplier(organization_id: str, variant_id: str, code: str) -> str:
    """Give a variant the supplier of ``code`` (as test_plans_supplier does); its id."""
    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import VariantItem

    supplier_id = entity_id(organization_id, "supplier", code)
    variant = VariantItem.get(f"ORG#{organization_id}#VARIANT", variant_id)
    variant.update(actions=[VariantItem.supplier_id.set(supplier_id), VariantItem.supplier_code.set(code)])
    return supplier_id


def test_supplier_plans_are_made_and_reused_from_the_trigger(client, demo, tenant):
    from datetime import timedelta

    from inventory_planning.kernel import clock

    supplier_id = _set_supplier(tenant.organization_id, demo.variant_id, "SUP-WF")
    config = {"planType": "SUPPLIER_RETURN", "name": "Faulty returns", "supplierSource": {"kind": "fromTrigger"},
              "sourceShopId": demo.shop_id, "reason": "Seams", "deadline": {"kind": "relative", "offsetDays": 7}}  # fmt: skip
    made = make_plan(demo, tenant, config, ids=[demo.variant_id])
    assert (made["planType"], made["planName"], made["isNew"]) == ("SUPPLIER_RETURN", "Faulty returns", True)
    plan = plan_of(client, demo, {"id": made["planId"], "planType": "SUPPLIER_RETURN"})
    today = clock.today()
    assert (plan["supplierId"], plan["sourceShopId"], plan["reason"], plan["status"]) == (
        supplier_id, demo.shop_id, "Seams", "DRAFT"
    )  # fmt: skip
    assert plan["deadline"] == (today + timedelta(days=7)).isoformat()
    assert activity(client, demo, {"id": made["planId"], "planType": "SUPPLIER_RETURN"})[-1]["actorKind"] == "WORKFLOW"
    assert make_plan(demo, tenant, config, ids=[demo.variant_id])["planId"] == made["planId"]  # reused
    with pytest.raises(NodeFailed) as failed:  # no matched entity has a supplier
        make_plan(demo, tenant, config, ids=[])
    assert failed.value.code == "NO_TRIGGER_ENTITIES"
    exchange = {**config, "planType": "SUPPLIER_EXCHANGE", "supplierSource": {"kind": "static", "value": supplier_id},
                "destinationShopId": demo.shop_id}  # fmt: skip
    made = make_plan(demo, tenant, exchange)
    plan = plan_of(client, demo, {"id": made["planId"], "planType": "SUPPLIER_EXCHANGE"})
    assert (plan["supplierId"], plan["destinationShopId"]) == (supplier_id, demo.shop_id)
    with pytest.raises(NodeFailed) as failed:  # the HTTP route's checks: an unknown supplier is INVALID_PLAN
        make_plan(demo, tenant, {**config, "supplierSource": {"kind": "static", "value": "no-such-supplier"}})
    assert failed.value.code == "INVALID_PLAN"
    assert [e["field"] for e in failed.value.details["fieldErrors"]] == ["supplierId"]


def test_a_pre_season_plan_is_made_and_reused(client, demo, tenant):
    config = {"planType": "PRE_SEASON", "name": "AW27 buy", "season": "AW27",
              "brandSource": {"kind": "static", "value": demo.brand_id},
              "collectionSource": {"kind": "fromTrigger"}, "sellingStartDate": "2027-09-01",
              "sellingEndDate": "2027-12-31"}  # fmt: skip
    made = make_plan(demo, tenant, config, ids=[demo.variant_id])
    assert (made["planType"], made["isNew"]) == ("PRE_SEASON", True)
    plan = plan_of(client, demo, {"id": made["planId"], "planType": "PRE_SEASON"})
    assert (plan["season"], plan["brandId"], plan["collectionId"], plan["sellingStartDate"], plan["sellingEndDate"]) == (
        "AW27", demo.brand_id, demo.collection_id, "2027-09-01", "2027-12-31"
    )  # fmt: skip
    assert make_plan(demo, tenant, config, ids=[demo.variant_id])["planId"] == made["planId"]
    assert make_plan(demo, tenant, {**config, "season": "SS28"}, ids=[demo.variant_id])["isNew"]
    with pytest.raises(NodeFailed) as failed:
        make_plan(demo, tenant, {**config, "brandSource": {"kind": "static", "value": "no-such-brand"}}, ids=[demo.variant_id])
    assert failed.value.code == "INVALID_PLAN"


def test_plan_types_and_fields_are_checked(demo, tenant):
    model = CONFIG_MODELS["CREATE_OR_GET_PLAN"]
    with pytest.raises(ValueError, match="SUPPLIER_RETURN plan needs supplierSource"):
        model.model_validate({"planType": "SUPPLIER_RETURN", "name": "x"})
    with pytest.raises(ValueError, match="SUPPLIER_EXCHANGE plan needs supplierSource"):
        model.model_validate({"planType": "SUPPLIER_EXCHANGE", "name": "x", "destinationShopId": "s"})
    with pytest.raises(ValueError, match="PRE_SEASON plan needs season"):
        model.model_validate({"planType": "PRE_SEASON", "name": "x"})
    with pytest.raises(ValueError, match="sellingEndDate must be on or after sellingStartDate"):
        model.model_validate(
            {"planType": "PRE_SEASON", "name": "x", "season": "AW27", "sellingStartDate": "2027-09-01",
             "sellingEndDate": "2027-08-01"}
        )  # fmt: skip
    with pytest.raises(ValueError, match="planType must be one of"):
        model.model_validate({"planType": "CONSIGNMENT", "name": "x"})
    items_model = CONFIG_MODELS["ADD_ITEMS_TO_PLAN"]
    with pytest.raises(ValueError, match="does not fill SUPPLIER_EXCHANGE plans: the RETURN and RECEIVE sides need a pairing"):
        items_model.model_validate({"sourcePlanNodeId": "plan", "planType": "SUPPLIER_EXCHANGE"})
    base = {"sourcePlanNodeId": "plan", "quantity": {"strategy": "fixed", "value": 1}}
    for config, message in (
        ({"planType": "SUPPLIER_RETURN"}, "SUPPLIER_RETURN node needs the lines' reasonCode"),
        ({"planType": "SUPPLIER_RETURN", "reasonCode": "DAMAGED", "quantity": {"strategy": "fillToTarget", "target": 2}},
         "SUPPLIER_RETURN node's quantity strategy is one of fixed, onHand"),
        ({"planType": "RESTOCK", "quantity": {"strategy": "onHand"}}, "RESTOCK node's quantity strategy is one of"),
        ({"planType": "RESTOCK", "reasonCode": "DAMAGED"}, "reasonCode is for SUPPLIER_RETURN nodes only"),
        ({"planType": "PRE_SEASON", "quantity": {"strategy": "scoreDriven"}},
         "PRE_SEASON node's quantity strategy is one of fixed"),
        ({"planType": "PRE_SEASON", "shopScope": {"kind": "fromTrigger"}}, "a PRE_SEASON line has no shop"),
        ({"planType": "PRE_SEASON", "sizeScope": {"kind": "belowStockThreshold", "threshold": 2}}, "sizeScope must be all"),
        ({"planType": "CONSIGNMENT"}, "planType must be one of RESTOCK, MARKDOWN, REBALANCE, SUPPLIER_RETURN, PRE_SEASON"),
    ):  # fmt: skip
        with pytest.raises(ValueError, match=message):
            items_model.model_validate({**base, **config})
    with pytest.raises(ValueError, match="brandSource and collectionSource"):
        model.model_validate({"planType": "RESTOCK", "name": "x"})
    with pytest.raises(ValueError, match="outgoingShopId and ingoingShopId"):
        model.model_validate({"planType": "REBALANCE", "name": "x", "outgoingShopId": "a"})
    with pytest.raises(ValueError, match="endDate must be on or after startDate"):
        model.model_validate({"planType": "MARKDOWN", "name": "x", "startDate": "2026-12-02", "endDate": "2026-12-01"})
    model.model_validate(
        {"planType": "MARKDOWN", "name": "x", "startDate": "{{trigger.start}}"}
    )  # a template: checked once rendered
    with pytest.raises(NodeFailed) as failed:
        make_plan(demo, tenant, restock_config(demo, brandSource={"kind": "static", "value": "no-such-brand"}))
    assert failed.value.code == "INVALID_PLAN" and failed.value.details["fieldErrors"][0]["field"] == "brandId"


# ADD_ITEMS_TO_PLAN: SUPPLIER_RETURN and PRE_SEASON


@pytest.fixture
def return_reasons(client, demo):
    from tests.helpers.configuration import create_entry

    create_entry(client, demo.token, "RETURN_REASON_CODE", "DAMAGED")


def return_plan(demo, tenant, source_shop=True, **ctx_args):
    config = {"planType": "SUPPLIER_RETURN", "name": "Faulty returns", "supplierSource": {"kind": "fromTrigger"},
              **({"sourceShopId": demo.shop_id} if source_shop else {})}  # fmt: skip
    return make_plan(demo, tenant, config, ids=[demo.variant_id], **ctx_args)


def return_lines(client, demo, plan_output):
    found = ok(client.get(f"/api/plans/SUPPLIER_RETURN/{plan_output['planId']}/items?pageSize=100", demo.token))["data"]
    return sorted((line["sizeId"], line["shopId"], line["quantity"], line["reasonCode"], line["value"]) for line in found)


def test_a_supplier_return_node_returns_what_the_source_shop_holds_with_the_reason(client, demo, tenant, return_reasons):
    supplier_id = _set_supplier(tenant.organization_id, demo.variant_id, "SUP-RET")
    _set_supplier(tenant.organization_id, demo.other_variant_id, "SUP-OTHER")
    plan = return_plan(demo, tenant)
    both = [demo.variant_id, demo.other_variant_id]
    config = {"quantity": {"strategy": "fixed", "value": 4}, "reasonCode": "damaged"}
    result = items(demo, tenant, plan, config, ids=both)
    # the warehouse holds L 5 / M 3 of AN201-RED: 4 pieces of L, M capped at its 3 (x unit cost 40);
    # AN201-BLUE is another supplier's: skipped and listed
    assert return_lines(client, demo, plan) == [
        ("L", demo.shop_id, 4, "DAMAGED", 160.0), ("M", demo.shop_id, 3, "DAMAGED", 120.0)
    ]  # fmt: skip
    assert (result.output["addedCount"], result.output["skippedCount"]) == (2, 1)
    assert [(e["variantId"], e["errorCode"]) for e in result.output["errors"]] == [(demo.other_variant_id, "OTHER_SUPPLIER")]
    found = ok(client.get(f"/api/plans/SUPPLIER_RETURN/{plan['planId']}/items", demo.token))["data"]
    assert {(line["source"], line["sourceRef"]) for line in found} == {("workflow", RUN_ID)}
    assert supplier_id == plan_of(client, demo, {"id": plan["planId"], "planType": "SUPPLIER_RETURN"})["supplierId"]
    assert activity(client, demo, {"id": plan["planId"], "planType": "SUPPLIER_RETURN"})[0]["actorKind"] == "WORKFLOW"
    every = items(demo, tenant, plan, {**config, "quantity": {"strategy": "onHand"}})
    assert every.output["addedCount"] == 2  # the same lines, refreshed to all the shop holds
    assert return_lines(client, demo, plan) == [
        ("L", demo.shop_id, 5, "DAMAGED", 200.0), ("M", demo.shop_id, 3, "DAMAGED", 120.0)
    ]  # fmt: skip
    with pytest.raises(NodeFailed) as failed:  # checked once, before any line
        items(demo, tenant, plan, {**config, "reasonCode": "LOST"})
    assert (failed.value.code, failed.value.details) == ("INVALID_REASON_CODE", {"reasonCode": "LOST"})


def test_a_supplier_return_without_a_source_shop_returns_from_the_shop_scope(client, demo, tenant, return_reasons, store_shop):
    _set_supplier(tenant.organization_id, demo.variant_id, "SUP-RET")
    plan = return_plan(demo, tenant, source_shop=False)
    result = items(demo, tenant, plan, {"quantity": {"strategy": "onHand"}, "reasonCode": "DAMAGED"})
    # every shop is tried; only the warehouse holds stock (the store's positions are not positions)
    assert return_lines(client, demo, plan) == [
        ("L", demo.shop_id, 5, "DAMAGED", 200.0), ("M", demo.shop_id, 3, "DAMAGED", 120.0)
    ]  # fmt: skip
    assert (result.output["addedCount"], result.output["skippedCount"]) == (2, 0)
    scoped = return_plan(demo, tenant, source_shop=False, scope=frozenset({store_shop}), workflow_id="wf-store")
    nothing = items(demo, tenant, scoped, {"quantity": {"strategy": "onHand"}, "reasonCode": "DAMAGED"},
                    scope=frozenset({store_shop}), workflow_id="wf-store")  # fmt: skip
    assert (nothing.status, nothing.output["addedCount"]) == ("SKIPPED", 0)  # the store-scoped owner holds nothing


def test_a_supplier_return_nodes_validation_asks_sent_and_a_policy_holds_it(client, demo, tenant, return_reasons):
    from tests.helpers.configuration import create_policy

    _set_supplier(tenant.organization_id, demo.variant_id, "SUP-RET")
    config = {"quantity": {"strategy": "fixed", "value": 1}, "reasonCode": "DAMAGED", "validate": True, "justification": "seams"}
    plan = return_plan(demo, tenant)
    sent = items(demo, tenant, plan, config)
    assert sent.output["validation"] == {"status": "SENT"}
    header = plan_of(client, demo, {"id": plan["planId"], "planType": "SUPPLIER_RETURN"})
    assert (header["status"], header["expectedCredit"]) == ("SENT", 80.0)  # 2 lines x 1 x 40, snapshot on SENT
    create_policy(client, demo.token, name="Returns", actionFamily="SUPPLIER_RETURN_PLAN", thresholdValue=50)
    held_plan = return_plan(demo, tenant)  # the SENT plan is not reused
    assert held_plan["isNew"]
    held = items(demo, tenant, held_plan, config)
    assert held.output["validation"]["status"] == "APPROVAL_REQUESTED"
    assert plan_of(client, demo, {"id": held_plan["planId"], "planType": "SUPPLIER_RETURN"})["status"] == "DRAFT"


def test_a_pre_season_node_buys_a_fixed_quantity_of_every_size_without_a_shop(client, demo, tenant):
    brand = {"kind": "static", "value": demo.brand_id}
    config = {"planType": "PRE_SEASON", "name": "AW27 buy", "season": "AW27", "brandSource": brand}
    plan = make_plan(demo, tenant, config, ids=[demo.variant_id])
    result = items(demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 12}, "validate": True})
    found = ok(client.get(f"/api/plans/PRE_SEASON/{plan['planId']}/items", demo.token))["data"]
    # AN201-RED in L and M, 12 pieces each x unit cost 40 = 480; no shop
    assert sorted((line["sizeId"], line.get("shopId"), line["quantity"], line["value"]) for line in found) == [
        ("L", None, 12, 480.0), ("M", None, 12, 480.0)
    ]  # fmt: skip
    assert (result.output["addedCount"], result.output["validation"]) == (2, {"status": "VALIDATED"})
    assert {(line["source"], line["sourceRef"]) for line in found} == {("workflow", RUN_ID)}


# ADD_ITEMS_TO_PLAN: RESTOCK


def test_fixed_quantity_adds_a_line_per_size_attributed_to_the_run(client, demo, tenant):
    plan = make_plan(demo, tenant)
    result = items(demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 4}})
    assert result.status == "SUCCEEDED"
    assert {k: result.output[k] for k in ("planId", "addedCount", "skippedCount", "errors", "maxItemsReached")} == {
        "planId": plan["planId"], "addedCount": 2, "skippedCount": 0, "errors": [], "maxItemsReached": False,
    }  # fmt: skip
    # 4 pieces x unit cost 40 = 160 a line
    assert lines(client, demo, plan) == [("L", demo.shop_id, 4, 160.0), ("M", demo.shop_id, 4, 160.0)]
    found = ok(client.get(f"/api/plans/RESTOCK/{plan['planId']}/items", demo.token))["data"]
    assert {(line["source"], line["sourceRef"]) for line in found} == {("workflow", RUN_ID)}
    entry = activity(client, demo, {"id": plan["planId"], "planType": "RESTOCK"})[0]
    assert (entry["action"], entry["actorKind"], entry["actorId"], entry["sourceRef"]) == (
        "ITEM_ADDED",
        "WORKFLOW",
        WORKFLOW_ID,
        RUN_ID,
    )
    attributions = ok(client.get(f"/api/intelligence/outcome-attributions?planId={plan['planId']}", demo.token))["data"]
    assert {(a["attributionSource"], a["workflowRunId"]) for a in attributions} == {("WORKFLOW", RUN_ID)} and len(
        attributions
    ) == 2


def test_fill_to_target_adds_only_the_delta(client, demo, tenant):
    plan = make_plan(demo, tenant)
    result = items(demo, tenant, plan, {"quantity": {"strategy": "fillToTarget", "target": 5}})
    # L: 5 on hand, 0 on order -> 5 - 5 = 0, nothing to add; M: 5 - 3 = 2 pieces (x 40 = 80)
    assert (result.output["addedCount"], result.output["nothingToAddCount"]) == (1, 1)
    assert lines(client, demo, plan) == [("M", demo.shop_id, 2, 80.0)]


def test_size_scope_below_threshold_and_max_items(client, demo, tenant):
    plan = make_plan(demo, tenant)
    below = items(
        demo,
        tenant,
        plan,
        {"quantity": {"strategy": "fixed", "value": 1}, "sizeScope": {"kind": "belowStockThreshold", "threshold": 4}},
    )
    assert below.output["addedCount"] == 1  # M (3 < 4) only; L holds 5
    assert lines(client, demo, plan) == [("M", demo.shop_id, 1, 40.0)]
    second = make_plan(demo, tenant, restock_config(demo, name="Capped"))
    capped = items(demo, tenant, second, {"quantity": {"strategy": "fixed", "value": 1}, "maxItems": 1})
    assert (capped.output["addedCount"], capped.output["maxItemsReached"]) == (1, True)
    assert lines(client, demo, second) == [("L", demo.shop_id, 1, 40.0)]  # the first position: sizes in SKU order


def test_product_and_inventory_item_triggers(client, demo, tenant):
    from inventory_planning.store import catalog

    variant = catalog.get_variant(tenant.organization_id, demo.variant_id)
    plan = make_plan(demo, tenant)
    by_product = items(
        demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 1}}, ids=[variant.product_id], entity_type="PRODUCT"
    )
    # the product AN201's variants: RED (L, M) and BLUE (M) = 3 positions at the warehouse
    assert by_product.output["addedCount"] == 3
    item_id = next(i.id for i in catalog.inventory_items_of_variant(tenant.organization_id, demo.variant_id) if i.size == "M")
    second = make_plan(demo, tenant, restock_config(demo, name="One size"))
    one = items(
        demo, tenant, second, {"quantity": {"strategy": "fixed", "value": 2}}, ids=[item_id], entity_type="INVENTORY_ITEM"
    )
    assert one.output["addedCount"] == 1 and lines(client, demo, second) == [("M", demo.shop_id, 2, 80.0)]


def test_a_block_rule_skips_the_line_and_reports_it(client, demo, tenant):
    from tests.integration.test_plans_rules import rule

    rule(client, demo, {"type": "max_plan_value", "maxValue": 300})
    plan = make_plan(demo, tenant)
    result = items(demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 4}})
    # L: 4 x 40 = 160 <= 300, added; M: 160 + 160 = 320 > 300, refused
    assert (result.status, result.output["addedCount"], result.output["skippedCount"]) == ("SUCCEEDED", 1, 1)
    [error] = result.output["errors"]
    assert (error["index"], error["entityId"], error["variantId"], error["sizeId"], error["shopId"], error["errorCode"]) == (
        1, demo.variant_id, demo.variant_id, "M", demo.shop_id, "BUSINESS_RULE_VIOLATION",
    )  # fmt: skip


def test_the_plan_must_exist_be_of_the_type_and_draft(client, demo, tenant):
    plan = make_plan(demo, tenant)
    for outputs, code in (({}, "SOURCE_PLAN_MISSING"), ({"plan": {**plan, "planId": "nope"}}, "PLAN_NOT_FOUND")):
        ctx = context(demo, tenant, ids=[demo.variant_id], outputs=outputs)
        with pytest.raises(NodeFailed) as failed:
            node(
                "ADD_ITEMS_TO_PLAN",
                {"sourcePlanNodeId": "plan", "planType": "RESTOCK", "quantity": {"strategy": "fixed", "value": 1}},
                ctx,
            )
        assert failed.value.code == code
    with pytest.raises(NodeFailed) as failed:  # a RESTOCK plan named as a MARKDOWN one
        items(demo, tenant, {**plan, "planType": "MARKDOWN"}, {"discount": {"strategy": "fixed", "value": 10}})
    assert failed.value.code == "PLAN_NOT_FOUND"
    items(demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 1}})
    ok(client.patch(f"/api/plans/RESTOCK/{plan['planId']}", demo.token, {"status": "VALIDATED"}))
    with pytest.raises(NodeFailed) as failed:
        items(demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 1}})
    assert failed.value.code == "PLAN_NOT_DRAFT"
    nothing = items(
        demo,
        tenant,
        make_plan(demo, tenant, restock_config(demo, name="Empty")),
        {"quantity": {"strategy": "fixed", "value": 1}},
        ids=[],
    )
    assert (nothing.status, nothing.output["addedCount"]) == ("SKIPPED", 0)


def test_shop_scope_of_the_workflow_owner(client, demo, tenant, store_shop):
    plan = make_plan(demo, tenant, scope=frozenset({store_shop}))
    fixed = {"quantity": {"strategy": "fixed", "value": 2}}
    scoped = items(demo, tenant, plan, {**fixed, "shopScope": {"kind": "specific", "shopIds": [demo.shop_id, store_shop]}},
                   scope=frozenset({store_shop}))  # fmt: skip
    # the warehouse is not the owner's: reported, not tried; the store gets L and M (2 x 40 = 80 each)
    assert (scoped.output["addedCount"], scoped.output["skippedCount"]) == (2, 1)
    assert (scoped.output["errors"][0]["shopId"], scoped.output["errors"][0]["errorCode"]) == (demo.shop_id, "SHOP_NOT_FOUND")
    assert lines(client, demo, plan) == [("L", store_shop, 2, 80.0), ("M", store_shop, 2, 80.0)]
    every = items(demo, tenant, plan, {**fixed, "quantity": {"strategy": "fixed", "value": 3}, "shopScope": {"kind": "all"}})
    assert every.output["addedCount"] == 4  # unscoped: both shops x L, M
    stocked = make_plan(demo, tenant, restock_config(demo, name="Stocked shops"))
    from_trigger = items(demo, tenant, stocked, {**fixed, "shopScope": {"kind": "fromTrigger"}})
    assert lines(client, demo, stocked) == [
        ("L", demo.shop_id, 2, 80.0),
        ("M", demo.shop_id, 2, 80.0),
    ]  # stock only at the warehouse
    assert from_trigger.output["addedCount"] == 2


# served recommendations (written to the lake as the recommendations job writes them)


@pytest.fixture
def served(monkeypatch, tenant):
    """Write decision vectors ``(variant, shop, domain, fields)`` of a run of yesterday and serve that run."""
    from datetime import UTC, datetime, timedelta

    from inventory_planning.kernel import clock
    from inventory_planning.services.jobs import served_runs
    from inventory_planning.store.lake.datasets import DECISION_VECTORS
    from inventory_planning.store.lake.writer import LakeWriter

    run = clock.today() - timedelta(days=1)
    monkeypatch.setattr(served_runs, "run_to_serve", lambda org, resource, as_of: (run, None))

    def write(*vectors):
        import json

        writer = LakeWriter(DECISION_VECTORS, tenant.organization_id, "run-1")
        for variant, shop, domain, fields in vectors:
            writer.append([
                f"{run}|{variant}|{shop}|{domain}", run, variant, shop, domain, "b", None, "p",
                json.dumps(fields.get("scores", {})), "[]", "[]", "[]", fields.get("qty"),
                json.dumps(fields["bySize"]) if "bySize" in fields else None, fields.get("discount"),
                json.dumps(fields["transfers"]) if "transfers" in fields else None, 0.5, "{}", "run-1",
                datetime.now(UTC),
            ])  # fmt: skip
        writer.finish()

    return write


def test_score_driven_restock_takes_the_served_recommendation_of_the_size(client, demo, tenant, served):
    served((demo.variant_id, demo.shop_id, "restock", {"qty": 6, "bySize": {"L": 0, "M": 6}}),
           (demo.variant_id, demo.shop_id, "markdown", {"discount": 40}))  # fmt: skip
    plan = make_plan(demo, tenant)
    result = items(demo, tenant, plan, {"quantity": {"strategy": "scoreDriven"}})
    # M: the restock vector's 6 pieces (x 40 = 240); L: it recommends 0, nothing to add
    assert (result.output["addedCount"], result.output["nothingToAddCount"]) == (1, 1)
    assert lines(client, demo, plan) == [("M", demo.shop_id, 6, 240.0)]
    from datetime import timedelta

    from inventory_planning.kernel import clock

    assert result.output["recommendationsRun"] == (clock.today() - timedelta(days=1)).isoformat()


def markdown_lines(client, demo, plan_output):
    found = ok(client.get(f"/api/plans/MARKDOWN/{plan_output['planId']}/items?pageSize=100", demo.token))["data"]
    return sorted(
        (line["variantId"] == demo.variant_id, line["sizeId"], line["quantity"], line["discountPercent"], line["value"])
        for line in found
    )


def test_markdown_discounts_fixed_recommended_and_score_driven(client, demo, tenant, served):
    served((demo.variant_id, demo.shop_id, "markdown", {"discount": 65, "scores": {"overstock_risk": 0.5}}))
    fixed_plan = make_plan(demo, tenant, {"planType": "MARKDOWN", "name": "Fixed"})
    items(demo, tenant, fixed_plan, {"discount": {"strategy": "fixed", "value": 30}})
    # the stock at the shop x list price 150 x 30%: L 5 x 150 x 0.3 = 225, M 3 x 150 x 0.3 = 135
    assert markdown_lines(client, demo, fixed_plan) == [(True, "L", 5, 30, 225.0), (True, "M", 3, 30, 135.0)]

    limits = {"maxDiscountPct": 70, "marginFloorPct": 50}
    # ceiling = min(70, 100 x (1 - 40 x 1.5 / 150)) = min(70, 60) = 60
    recommended = make_plan(demo, tenant, {"planType": "MARKDOWN", "name": "Recommended"})
    items(
        demo,
        tenant,
        recommended,
        {"discount": {"strategy": "recommended", **limits}},
        ids=[demo.variant_id, demo.other_variant_id],
    )
    # RED: 65 recommended, capped at 60: L 5 x 150 x 0.6 = 450, M 3 x 150 x 0.6 = 270;
    # BLUE: no recommendation -> fallback 15 (no cost: the ceiling is 70), no list price -> value 0
    assert markdown_lines(client, demo, recommended) == [
        (False, "M", 2, 15, 0.0), (True, "L", 5, 60, 450.0), (True, "M", 3, 60, 270.0),
    ]  # fmt: skip

    scored = make_plan(demo, tenant, {"planType": "MARKDOWN", "name": "Scored"})
    result = items(
        demo, tenant, scored, {"discount": {"strategy": "scoreDriven", **limits}}, ids=[demo.variant_id, demo.other_variant_id]
    )
    # RED: round(70 x 0.5) = 35 (under the 60 ceiling): L 5 x 150 x 0.35 = 262.5, M 3 x 150 x 0.35 = 157.5; BLUE: no score
    assert markdown_lines(client, demo, scored) == [(True, "L", 5, 35, 262.5), (True, "M", 3, 35, 157.5)]
    assert result.output["nothingToAddCount"] == 1


def test_no_served_run_fails_a_node_that_needs_one(demo, tenant):
    plan = make_plan(demo, tenant, {"planType": "MARKDOWN", "name": "Recommended"})
    with pytest.raises(NodeFailed) as failed:
        items(demo, tenant, plan, {"discount": {"strategy": "recommended"}})
    assert failed.value.code == "NO_SERVED_RECOMMENDATIONS"


def test_rebalance_matching_fixed_and_score_driven(client, demo, tenant, store_shop, served):
    config = {"planType": "REBALANCE", "name": "To the city", "outgoingShopId": demo.shop_id, "ingoingShopId": store_shop}
    plan = make_plan(demo, tenant, config)
    fixed = items(demo, tenant, plan, {"matching": {"strategy": "fixed", "value": 4}})
    # L: 4 of the 5 at the warehouse move (x 40 = 160); M: the warehouse holds 3, 4 cannot move
    assert (fixed.output["addedCount"], [e["errorCode"] for e in fixed.output["errors"]]) == (1, ["INSUFFICIENT_STOCK"])
    assert lines(client, demo, plan) == [("L", demo.shop_id, 4, 160.0)]
    moves = [
        {"destinationShopId": store_shop, "sizeId": "L", "quantity": 3},
        {"destinationShopId": "elsewhere", "sizeId": "M", "quantity": 1},
    ]
    served((demo.variant_id, demo.shop_id, "rebalance", {"transfers": moves}))
    second = make_plan(demo, tenant, {**config, "name": "Scored"})
    scored = items(demo, tenant, second, {"matching": {"strategy": "scoreDriven"}})
    # L: 3 pieces to the city store (x 40 = 120); M: the vector sends none to the plan's ingoing shop
    assert (scored.output["addedCount"], scored.output["nothingToAddCount"]) == (1, 1)
    assert lines(client, demo, second) == [("L", demo.shop_id, 3, 120.0)]


# validation, approval policies and four eyes


@pytest.fixture
def member(client, tenant, issuer):
    """Another admin (user id) and a token of theirs that decides approval requests."""
    from tests.helpers.aws import add_member

    user_id, session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    perms = ["inventoryPlans.view", "inventoryPlans.approvalsDecide"]
    made = ok(client.post("/api/settings/api-tokens", session, {"name": "approver", "permissions": perms}), 201)["data"]
    return user_id, session, made["token"]


def validated(demo, tenant, workflow_id=WORKFLOW_ID, workflow=None, name="Validated"):
    plan = make_plan(demo, tenant, restock_config(demo, name=name), workflow_id=workflow_id)
    config = {"quantity": {"strategy": "fixed", "value": 4}, "validate": True, "justification": "nightly broken sizes"}
    return plan, items(demo, tenant, plan, config, workflow_id=workflow_id, workflow=workflow)


def test_a_policy_scoped_to_the_workflow_holds_its_validation(client, demo, tenant):
    from tests.helpers.configuration import create_policy

    create_policy(client, demo.token, name="Workflow restocks", actionFamily="RESTOCK_PLAN", thresholdValue=100,
                  scopeActorTypes=["WORKFLOW"], scopeWorkflowIds=[WORKFLOW_ID])  # fmt: skip
    plan, held = validated(demo, tenant)
    # 2 lines x 4 x 40 = 320 > 100: held; the step still succeeds
    assert held.status == "SUCCEEDED" and held.output["validation"]["status"] == "APPROVAL_REQUESTED"
    request_id = held.output["validation"]["approvalRequestId"]
    request = ok(client.get(f"/api/approval-requests/{request_id}", demo.token))["data"]
    assert (request["value"], request["threshold"], request["requestedBy"], request["justification"]) == (
        320.0, 100.0, {"kind": "WORKFLOW", "id": WORKFLOW_ID}, "nightly broken sizes",
    )  # fmt: skip
    assert plan_of(client, demo, {"id": plan["planId"], "planType": "RESTOCK"})["status"] == "DRAFT"
    other, passed = validated(demo, tenant, workflow_id="wf-other")  # another workflow: the policy does not apply
    assert passed.output["validation"] == {"status": "VALIDATED"}
    assert plan_of(client, demo, {"id": other["planId"], "planType": "RESTOCK"})["status"] == "VALIDATED"


def test_four_eyes_refuses_the_workflows_creator_and_their_tokens(client, demo, tenant, member):
    from tests.helpers.configuration import create_policy
    from tests.helpers.envelopes import assert_envelope

    user_id, session, token = member
    create_policy(
        client, demo.token, name="Workflows", actionFamily="RESTOCK_PLAN", thresholdValue=100, scopeActorTypes=["WORKFLOW"]
    )
    plan, held = validated(demo, tenant, workflow={"createdBy": user_id, "updatedBy": user_id})
    request_id = held.output["validation"]["approvalRequestId"]
    for decider in (session, token):  # the creator, and a token the creator made
        assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", decider, {}), 403, "FORBIDDEN")
    # a workflow someone else made and updated: the member's token approves, the plan is validated
    other, waiting = validated(
        demo, tenant, workflow_id="wf-2", workflow={"createdBy": {"kind": "USER", "id": "someone-else"}}, name="Two"
    )
    second = waiting.output["validation"]["approvalRequestId"]
    decided = ok(client.post(f"/api/approval-requests/{second}/approve", token, {"reason": "ok"}))["data"]
    assert decided["status"] == "APPROVED"
    assert plan_of(client, demo, {"id": other["planId"], "planType": "RESTOCK"})["status"] == "VALIDATED"


def test_four_eyes_refuses_who_triggered_the_run_and_who_wrote_the_definition(client, demo, tenant, member):
    """The member did not create the workflow, but triggered its run (or wrote its definition, then
    someone else only changed its status): neither the member nor its token approves the request. The
    nightly step (a SYSTEM trigger) is nobody's eyes."""
    from inventory_planning.services.workflows.nodes.items import on_behalf_of

    from tests.helpers.configuration import create_policy
    from tests.helpers.envelopes import assert_envelope

    user_id, session, token = member
    create_policy(
        client, demo.token, name="Workflows", actionFamily="RESTOCK_PLAN", thresholdValue=100, scopeActorTypes=["WORKFLOW"]
    )
    someone = {"kind": "USER", "id": "someone-else"}
    for index, workflow in enumerate((
        {"createdBy": someone, "updatedBy": someone, "triggeredBy": {"kind": "USER", "id": user_id}},
        {"createdBy": someone, "updatedBy": someone, "definitionUpdatedBy": user_id},
    )):  # fmt: skip
        _, held = validated(demo, tenant, workflow_id=f"wf-eyes-{index}", workflow=workflow, name=f"Eyes {index}")
        request_id = held.output["validation"]["approvalRequestId"]
        for decider in (session, token):
            assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", decider, {}), 403, "FORBIDDEN")
    nightly = on_behalf_of({"createdBy": someone, "triggeredBy": {"kind": "SYSTEM", "id": "job-run-1"}})
    assert nightly == (someone,)


def test_the_data_platform_action_of_a_known_run_acts_as_its_workflow(client, demo, tenant, monkeypatch):
    """``workflowRunId`` naming a run of the organization: the actor is WORKFLOW <that run's workflow>
    (the run store is stood in for: the engine's ``services.workflows.runs.get_run``)."""
    import sys
    import types

    from inventory_planning.kernel.errors import Missing

    from tests.helpers.aws import INTERNAL_TOKEN
    from tests.helpers.plan_data import restock_plan

    def get_run(organization_id, run_id):
        if (organization_id, run_id) != (tenant.organization_id, RUN_ID):
            raise Missing("Workflow run")
        return {"id": RUN_ID, "workflowId": WORKFLOW_ID}

    monkeypatch.setitem(sys.modules, "inventory_planning.services.workflows.runs", types.SimpleNamespace(get_run=get_run))
    plan = restock_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "M", "shopId": demo.shop_id, "quantity": 1}
    body = {"planType": "RESTOCK", "organizationId": tenant.organization_id, "planId": plan["id"], "items": [line]}
    path = "/api/data-platform/workflow-actions/add-items-to-plan"
    ok(client.post(path, INTERNAL_TOKEN, {**body, "workflowRunId": RUN_ID}))
    entry = activity(client, demo, plan)[0]
    assert (entry["actorKind"], entry["actorId"], entry["sourceRef"]) == ("WORKFLOW", WORKFLOW_ID, RUN_ID)
    ok(client.post(path, INTERNAL_TOKEN, {**body, "items": [{**line, "quantity": 2}], "workflowRunId": "run-unknown"}))
    entry = activity(client, demo, plan)[0]
    assert (entry["actorKind"], entry["actorId"], entry["sourceRef"]) == ("WORKFLOW", "run-unknown", "run-unknown")  # as before


def test_another_organizations_plan_brand_and_entities_are_not_found(client, demo, tenant, other_tenant):
    plan = make_plan(demo, tenant)
    other_ctx = {"demo": demo, "tenant": other_tenant}
    with pytest.raises(NodeFailed) as failed:  # the plan id of another organization
        items(**other_ctx, plan_output=plan, config={"quantity": {"strategy": "fixed", "value": 1}})
    assert failed.value.code == "PLAN_NOT_FOUND"
    with pytest.raises(NodeFailed) as failed:  # its brand and collection
        make_plan(**other_ctx)
    assert failed.value.code == "INVALID_PLAN"
    assert {e["field"] for e in failed.value.details["fieldErrors"]} == {"brandId", "collectionId"}
    # another organization's variant in the trigger gives no position
    from inventory_planning.kernel.ids import entity_id

    foreign = entity_id(other_tenant.organization_id, "variant", "X")
    nothing = items(demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 1}}, ids=[foreign])
    assert (nothing.status, nothing.output["addedCount"]) == ("SKIPPED", 0)


def test_entity_filters_keep_the_included_and_drop_the_excluded(client, demo, tenant):
    from tests.integration.test_tags_store import make_tag, manual

    org = tenant.organization_id
    broken, clearance = make_tag(org, "broken size run"), make_tag(org, "clearance")
    manual(org, broken, "VARIANT", [demo.variant_id, demo.other_variant_id])
    manual(org, clearance, "VARIANT", [demo.other_variant_id])
    plan = make_plan(demo, tenant)
    filters = {"includeTags": [broken], "excludeTags": [clearance]}
    result = items(demo, tenant, plan, {"quantity": {"strategy": "fixed", "value": 1}, "entityFilters": filters},
                   ids=[demo.variant_id, demo.other_variant_id])  # fmt: skip
    # RED carries broken only: kept (L, M at the warehouse, 1 x 40 each); BLUE also carries clearance: dropped
    assert result.output["addedCount"] == 2
    assert lines(client, demo, plan) == [("L", demo.shop_id, 1, 40.0), ("M", demo.shop_id, 1, 40.0)]
    untagged = make_plan(demo, tenant, restock_config(demo, name="Nothing tagged"))
    only_clearance = {"quantity": {"strategy": "fixed", "value": 1}, "entityFilters": {"includeTags": [clearance]}}
    none = items(demo, tenant, untagged, only_clearance, ids=[demo.variant_id])
    assert none.status == "SKIPPED"  # RED does not carry clearance


def test_a_brand_trigger_reads_its_products_variants_up_to_max_items(client, demo, tenant):
    plan = make_plan(demo, tenant)
    fixed = {"quantity": {"strategy": "fixed", "value": 1}}
    every = items(demo, tenant, plan, fixed, ids=[demo.brand_id], entity_type="BRAND")
    # the stock file's five sizes of the brand at the warehouse: AN201-RED L and M, AN201-BLUE M,
    # AN2010-RED S, BL001-GOLD S (BL002 has no SKU: never loaded)
    assert (every.output["addedCount"], every.output["maxItemsReached"]) == (5, False)
    capped_plan = make_plan(demo, tenant, restock_config(demo, name="Capped brand"))
    capped = items(demo, tenant, capped_plan, {**fixed, "maxItems": 3}, ids=[demo.brand_id], entity_type="BRAND")
    assert (capped.output["addedCount"], capped.output["maxItemsReached"]) == (3, True)


# through the engine: a workflow's run, no fakes


def test_a_run_fills_a_restock_plan_to_target_and_its_validation_waits_for_another_person(client, demo, tenant, member):
    """The issue's example: variants tagged *broken size run* get a restock line to fill to target 5,
    through a real run (API, job worker, engine). AN201-RED is tagged: L holds 5 (nothing to add),
    M holds 3 (5 - 3 = 2 pieces, x 40 = 80). A policy on workflows holds the validation (80 > 50);
    the workflow's creator (``tenant.token``, made by the admin) cannot approve it, another admin's
    token can."""
    from tests.helpers.configuration import create_policy
    from tests.helpers.envelopes import assert_envelope
    from tests.helpers.seed import run_jobs
    from tests.integration.test_tags_store import make_tag, manual

    org = tenant.organization_id
    broken = make_tag(org, "broken size run")
    manual(org, broken, "VARIANT", [demo.variant_id])
    create_policy(
        client, demo.token, name="Workflow restocks", actionFamily="RESTOCK_PLAN", thresholdValue=50, scopeActorTypes=["WORKFLOW"]
    )
    plan_config = restock_config(demo, name="Restock for {{ workflow.name }}")
    items_config = {"sourcePlanNodeId": "plan", "planType": "RESTOCK", "quantity": {"strategy": "fillToTarget", "target": 5},
                    "validate": True, "justification": "broken sizes"}  # fmt: skip
    definition = {
        "nodes": [
            {"id": "trigger", "type": "TRIGGER", "config": {"entityType": "VARIANT", "includeTags": [broken]}},
            {"id": "plan", "type": "CREATE_OR_GET_PLAN", "config": plan_config},
            {"id": "items", "type": "ADD_ITEMS_TO_PLAN", "config": items_config},
        ],
        "edges": [{"from": "trigger", "to": "plan"}, {"from": "plan", "to": "items"}],
    }
    workflow = ok(
        client.post("/api/workflows", tenant.token, {"name": "North", "status": "active", "definition": definition}), 201
    )["data"]
    run_id = ok(client.post(f"/api/workflows/{workflow['id']}/runs", tenant.token), 202)["data"]["id"]
    run_jobs()
    run = ok(client.get(f"/api/workflow-runs/{run_id}", tenant.token))["data"]
    assert run["status"] == "COMPLETED", run
    plan_step, items_step = run["steps"][1]["output"], run["steps"][2]["output"]
    assert (plan_step["planName"], plan_step["isNew"]) == ("Restock for North", True)
    assert (items_step["addedCount"], items_step["nothingToAddCount"], items_step["skippedCount"]) == (1, 1, 0)
    assert items_step["validation"]["status"] == "APPROVAL_REQUESTED"
    assert run["outputSummary"] == {
        "totalPlansCreated": 1,
        "totalItemsAdded": 1,
        "totalItemsSkipped": 0,
        "totalErrorsRecorded": 0,
    }
    plan = {"id": plan_step["planId"], "planType": "RESTOCK"}
    assert lines(client, demo, {"planId": plan["id"], "planType": "RESTOCK"}) == [("M", demo.shop_id, 2, 80.0)]
    entries = activity(client, demo, plan)
    assert {(e["actorKind"], e["actorId"], e["sourceRef"]) for e in entries} == {("WORKFLOW", workflow["id"], run_id)}
    assert [e["action"] for e in entries] == ["APPROVAL_REQUESTED", "ITEM_ADDED", "CREATE"]
    request_id = items_step["validation"]["approvalRequestId"]
    for decider in (tenant.token, tenant.session_token):  # the workflow's creator (a token) and the person who made it
        assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", decider, {}), 403, "FORBIDDEN")
    ok(client.post(f"/api/approval-requests/{request_id}/approve", member[2], {"reason": "ok"}))
    assert plan_of(client, demo, plan)["status"] == "VALIDATED"
    # the data platform's add-items-to-plan naming this run acts as its workflow (the engine's get_run)
    from tests.helpers.aws import INTERNAL_TOKEN
    from tests.helpers.plan_data import restock_plan

    other = restock_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "L", "shopId": demo.shop_id, "quantity": 1}
    action = {"planType": "RESTOCK", "organizationId": org, "planId": other["id"], "items": [line], "workflowRunId": run_id}
    ok(client.post("/api/data-platform/workflow-actions/add-items-to-plan", INTERNAL_TOKEN, action))
    entry = activity(client, demo, other)[0]
    assert (entry["actorKind"], entry["actorId"], entry["sourceRef"]) == ("WORKFLOW", workflow["id"], run_id)


def test_a_workflow_policy_holds_a_workflows_validation_of_any_type_until_approved(client, demo, tenant, member):
    """Issue 37: an approval policy of family WORKFLOW holds a workflow's DRAFT -> VALIDATED, whatever
    the plan type (a markdown plan has no approval gate of its own), and not a person's validation."""
    from inventory_planning.contracts.requests.plans import PlanUpdate
    from inventory_planning.services.plans.status import update_plan

    from tests.helpers.configuration import create_policy
    from tests.helpers.plan_data import add_restock, markdown_plan, restock_plan

    create_policy(client, demo.token, name="Workflow validations", actionFamily="WORKFLOW", thresholdValue=100)
    plan, held = validated(demo, tenant, name="Held by the workflow policy")  # 320 > 100
    assert held.output["validation"]["status"] == "APPROVAL_REQUESTED"
    restock = {"id": plan["planId"], "planType": "RESTOCK"}
    assert plan_of(client, demo, restock)["status"] == "DRAFT"
    ok(client.post(f"/api/approval-requests/{held.output['validation']['approvalRequestId']}/approve", member[2], {}))
    assert plan_of(client, demo, restock)["status"] == "VALIDATED"
    # a person's validation is not held by a WORKFLOW policy
    person = restock_plan(client, demo)
    assert add_restock(client, demo, person["id"], "M", 5).status == 201
    assert ok(client.patch(f"/api/plans/RESTOCK/{person['id']}", demo.token, {"status": "VALIDATED"}))["data"]["status"] == (
        "VALIDATED"
    )
    # a markdown plan: 5 pieces of L x 150 x 20% = 150 > 100
    markdown = markdown_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "L", "shopId": demo.shop_id, "discountPercent": 20}
    assert client.post(f"/api/markdown-plans/{markdown['id']}/items", demo.token, line).status == 201
    caller = Caller(tenant.organization_id, Actor("WORKFLOW", WORKFLOW_ID), source_ref=RUN_ID)
    result = update_plan(caller, "MARKDOWN", markdown["id"], PlanUpdate(status="VALIDATED"))
    assert result.approval_requested is not None and result.plan.status == "DRAFT"
    assert (result.approval_requested.value, result.approval_requested.threshold) == (150.0, 100.0)
    ok(client.post(f"/api/approval-requests/{result.approval_requested.approval_request_id}/approve", member[2], {}))
    assert plan_of(client, demo, markdown)["status"] == "VALIDATED"
