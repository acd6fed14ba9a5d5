"""Plans' pure domain: lifecycles, line values, org-list rule conditions, approval-policy matching and
open-to-buy consumption (docs/plans.md)."""

from dataclasses import replace

import pytest
from inventory_planning.contracts.requests.plans import (
    ItemUpdateBody,
    MarkdownPlanCreate,
    PlanItemUpdate,
    PlanUpdate,
    RebalancePlanCreate,
    RestockItemChanges,
)
from inventory_planning.domain.plans import approvals as A
from inventory_planning.domain.plans import lifecycle as L
from inventory_planning.domain.plans import open_to_buy as O
from inventory_planning.domain.plans import values as V
from inventory_planning.domain.plans.line_fields import LINE_UPDATE_FIELDS, UPDATABLE_LINE_FIELDS, refused_fields
from inventory_planning.domain.rules.evaluation import evaluate
from inventory_planning.domain.rules.plan import PlanContext, PlanItem
from inventory_planning.domain.rules.rulesets import Rule
from inventory_planning.kernel.errors import DomainError
from pydantic import TypeAdapter, ValidationError

# ------------------------------------------------------------------------------------------------
# Lifecycles

ALL = ("DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED", "CREDITED", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED")
ALLOWED = {
    "RESTOCK": {("DRAFT", "VALIDATED"), ("VALIDATED", "SENT"), ("SENT", "VALIDATED"), ("SENT", "RECEIVED"),
                ("RECEIVED", "SENT"), ("RECEIVED", "CLOSED")},
    "MARKDOWN": {("DRAFT", "VALIDATED"), ("VALIDATED", "CLOSED")},
    "REBALANCE": {("DRAFT", "VALIDATED"), ("VALIDATED", "SENT")},
    "SUPPLIER_RETURN": {("DRAFT", "SENT"), ("SENT", "CREDITED"), ("CREDITED", "CLOSED")},
    "SUPPLIER_EXCHANGE": {("DRAFT", "PROPOSED"), ("PROPOSED", "AGREED"), ("AGREED", "IN_TRANSIT"), ("IN_TRANSIT", "SETTLED"),
                          ("SETTLED", "CLOSED")},
    "PRE_SEASON": {("DRAFT", "VALIDATED"), ("VALIDATED", "SENT"), ("SENT", "CLOSED")},
}  # fmt: skip


@pytest.mark.parametrize("plan_type", L.PLAN_TYPES)
def test_every_move_of_every_type_is_allowed_or_refused_as_the_issue_says(plan_type):
    for current in ALL:
        for target in ALL:
            if current == target:
                continue
            if current == "CLOSED":
                with pytest.raises(L.PlanStateConflict) as closed:
                    L.check_transition(plan_type, current, target)
                assert closed.value.code == "PLAN_CLOSED" and closed.value.kind == "conflict"
            elif (current, target) in ALLOWED[plan_type]:
                L.check_transition(plan_type, current, target)
            else:
                with pytest.raises(L.InvalidTransition) as refused:
                    L.check_transition(plan_type, current, target)
                assert refused.value.code == "INVALID_STATUS_TRANSITION" and refused.value.kind == "invalid"
                assert refused.value.field_errors[0]["field"] == "status"


def test_only_restock_validation_is_approval_gated():
    assert L.needs_approval("RESTOCK", "DRAFT", "VALIDATED")
    assert not L.needs_approval("RESTOCK", "VALIDATED", "SENT")
    assert not L.needs_approval("MARKDOWN", "DRAFT", "VALIDATED")
    assert not L.needs_approval("REBALANCE", "DRAFT", "VALIDATED")


def test_the_supplier_plans_gates_are_a_returns_sending_and_an_exchanges_agreement():
    gated = {(t, a, b) for t in ("SUPPLIER_RETURN", "SUPPLIER_EXCHANGE") for a, b in ALLOWED[t] if L.needs_approval(t, a, b)}
    assert gated == {("SUPPLIER_RETURN", "DRAFT", "SENT"), ("SUPPLIER_EXCHANGE", "PROPOSED", "AGREED")}
    assert L.plan_code("SUPPLIER_RETURN", 2026, 7) == "SRT-2026-0007"
    assert L.plan_code("SUPPLIER_EXCHANGE", 2026, 12) == "SEX-2026-0012"
    for status in ("CREDITED", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED"):
        with pytest.raises(L.PlanStateConflict) as frozen:
            L.check_items_editable(status)
        assert frozen.value.code == "PLAN_ITEMS_FROZEN"


@pytest.mark.parametrize(
    "status,code",
    [
        ("VALIDATED", "PLAN_ALREADY_VALIDATED"),
        ("SENT", "PLAN_ITEMS_FROZEN"),
        ("RECEIVED", "PLAN_ITEMS_FROZEN"),
        ("CLOSED", "PLAN_CLOSED"),
    ],
)
def test_items_change_only_in_draft(status, code):
    L.check_items_editable("DRAFT")
    with pytest.raises(L.PlanStateConflict) as refused:
        L.check_items_editable(status)
    assert refused.value.code == code


def test_header_deletion_and_item_status_follow_the_plan_status():
    for status in ("DRAFT", "VALIDATED", "SENT", "RECEIVED"):
        L.check_header_editable(status)
    with pytest.raises(L.PlanStateConflict):
        L.check_header_editable("CLOSED")
    L.check_deletable("DRAFT")
    for status in ("VALIDATED", "SENT", "CLOSED"):
        with pytest.raises(L.PlanStateConflict) as refused:
            L.check_deletable(status)
        assert refused.value.code == "PLAN_NOT_DRAFT"
    assert L.item_status("DRAFT") == "TO_REVIEW"
    assert {L.item_status(s) for s in ("VALIDATED", "SENT", "RECEIVED", "CLOSED")} == {"READY_FOR_ORDER"}
    assert L.plan_code("RESTOCK", 2026, 1) == "RST-2026-0001"
    assert L.plan_code("MARKDOWN", 2026, 12345) == "MKD-2026-12345"


# ------------------------------------------------------------------------------------------------
# Bodies and values


def test_bodies_refuse_bad_windows_same_shops_null_names_and_oversized_changes():
    with pytest.raises(ValidationError, match="endDate"):
        MarkdownPlanCreate.model_validate({"name": "BF", "startDate": "2026-11-30", "endDate": "2026-11-20"})
    with pytest.raises(ValidationError, match="ingoingShopId"):
        RebalancePlanCreate.model_validate({"outgoingShopId": "a", "ingoingShopId": "a"})
    with pytest.raises(ValidationError):
        PlanUpdate.model_validate({"name": None})
    assert PlanUpdate.model_validate({"notes": None}).touches_notes()
    assert not PlanUpdate.model_validate({"name": "x"}).touches_notes()
    with pytest.raises(ValidationError, match="at most 90"):
        RestockItemChanges.model_validate({"shopId": "s", "changes": {f"v{i}": {"M": 1} for i in range(91)}})
    with pytest.raises(ValidationError, match="at least 1 item"):
        RestockItemChanges.model_validate({"shopId": "s", "changes": {}})


def test_line_values():
    assert V.restock_line_value(10, 40.0, None) == 400.0
    assert V.restock_line_value(10, 40.0, 25) == 300.0
    assert V.restock_line_value(10, None, 25) == 0.0
    assert V.markdown_line_value(8, 150.0, 30) == 360.0  # 8 units x 150 x 30 %
    assert V.markdown_line_value(0, 150.0, 30) == 0.0
    assert V.markdown_line_value(8, None, 30) == 0.0
    assert V.rebalance_line_value(3, 40.0) == 120.0


# ------------------------------------------------------------------------------------------------
# Org-list rule conditions


def _rule(condition_type, enforcement="BLOCK"):
    return Rule.model_validate({
        "id": "lists", "name": "Lists", "category": "compliance", "enforcement": enforcement,
        "condition": {"type": condition_type}, "hooks": ["RESTOCK_PRE_ADD_ITEM"],
        "message": "listed: {variantId}",
    })  # fmt: skip


def test_blacklisted_supplier_fails_others_pass_and_lines_without_supplier_are_unmeasured():
    rule = _rule("supplier_not_blacklisted")
    context = PlanContext(planType="RESTOCK", items=[], blacklistedSupplierIds=["bad"])
    bad = PlanItem(variantId="v1", sizeId="M", supplierId="bad", quantity=1)
    good = PlanItem(variantId="v2", sizeId="M", supplierId="good", quantity=1)
    unknown = PlanItem(variantId="v3", sizeId="M", quantity=1)
    assert evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context, bad).blocked
    result = evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context, good)
    assert not result.blocked and result.outcomes[0].passed
    result = evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context, unknown)
    assert result.outcomes[0].passed and result.outcomes[0].details.unmeasured == 1
    assert result.outcomes[0].checkLevel == "PLAN_ITEM"


def test_restricted_brand_warns_with_a_warn_rule():
    rule = _rule("brand_not_restricted", "WARN")
    context = PlanContext(planType="RESTOCK", items=[], restrictedBrandIds=["b1"])
    result = evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context, PlanItem(variantId="v1", sizeId="M", brandId="b1", quantity=1))
    assert not result.blocked and [w["message"] for w in result.warnings_payload()] == ["listed: v1"]
    result = evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context, PlanItem(variantId="v1", sizeId="M", brandId="b2", quantity=1))
    assert result.warnings_payload() == []


# ------------------------------------------------------------------------------------------------
# Approval policies


def facts(lines, actor="USER", brands=("b1",), shops=None, suppliers=(), collections=("c1",)):
    return A.PlanFacts(
        planType="RESTOCK", actorType=actor, workflowId=None, brandIds=frozenset(brands),
        collectionIds=frozenset(collections), shopIds=frozenset(shops or {line.shopId for line in lines if line.shopId}),
        supplierIds=frozenset(suppliers), lines=tuple(lines),
    )  # fmt: skip


LINES = [
    A.ApprovalLine("v1", "s1", 10, 400.0),
    A.ApprovalLine("v1", "s2", 5, 200.0),
    A.ApprovalLine("v2", "s1", 7, 70.0),
]


def policy(**fields):
    return {"id": "p1", "name": "Big", "isActive": True, "actionFamily": "RESTOCK_PLAN",
            "thresholdMetric": "PLAN_TOTAL_VALUE", "thresholdValue": 600, **fields}  # fmt: skip


def test_metrics_measure_value_quantity_and_the_largest_variant_and_shop():
    f = facts(LINES)
    assert A.measure("PLAN_TOTAL_VALUE", f) == 670.0
    assert A.measure("PLAN_TOTAL_QUANTITY", f) == 22
    assert A.measure("VARIANT_QUANTITY", f) == 15  # v1: 10 + 5
    assert A.measure("SHOP_QUANTITY", f) == 17  # s1: 10 + 7
    assert A.measure("VARIANT_QUANTITY", facts([])) == 0
    with pytest.raises(ValueError):
        A.measure("NOPE", f)


def test_breach_is_strictly_above_the_threshold():
    assert A.first_breach([policy(thresholdValue=670)], facts(LINES)) is None
    match = A.first_breach([policy(thresholdValue=669.99)], facts(LINES))
    assert (match.policyId, match.metric, match.value, match.threshold) == ("p1", "PLAN_TOTAL_VALUE", 670.0, 669.99)


def test_scope_family_activity_and_order_select_the_policy():
    f = facts(LINES, suppliers=("sup1",))
    assert A.first_breach([policy(isActive=False)], f) is None
    assert A.first_breach([policy(actionFamily="MARKDOWN_PLAN")], f) is None
    assert A.first_breach([policy(actionFamily=None)], f) is not None
    assert A.first_breach([policy(scopeBrandIds=["other"])], f) is None
    assert A.first_breach([policy(scopeBrandIds=["b1", "other"])], f) is not None
    assert A.first_breach([policy(scopeCollections=["c2"])], f) is None
    assert A.first_breach([policy(scopeShopIds=["s2"])], f) is not None
    assert A.first_breach([policy(scopeShopIds=["s9"])], f) is None
    assert A.first_breach([policy(scopeSupplierIds=["sup2"])], f) is None
    assert A.first_breach([policy(scopeActorTypes=["WORKFLOW"])], f) is None
    assert A.first_breach([policy(scopeActorTypes=["USER"])], f) is not None
    ordered = [policy(id="a", thresholdValue=10_000), policy(id="b", thresholdMetric="SHOP_QUANTITY", thresholdValue=16),
               policy(id="c", thresholdValue=1)]  # fmt: skip
    assert A.first_breach(ordered, f).policyId == "b"


# ------------------------------------------------------------------------------------------------
# Open-to-buy

PERIOD = {"startDate": "2026-01-01", "endDate": "2026-06-30"}


def spend(plan_id, value, status="DRAFT", day="2026-03-01", brand="b1", collection="c1", departments=None):
    return O.PlanSpend(plan_id, status, day, value, {brand: value}, {collection: value}, departments or {})


def test_consumption_counts_open_plans_in_the_period_and_scope():
    spends = [
        spend("p1", 100.0),
        spend("p2", 50.0, status="VALIDATED", brand="b2"),
        spend("p3", 25.0, status="SENT", departments={"Kurta": 25.0}),
        spend("p4", 999.0, status="RECEIVED"),  # not open
        spend("p5", 999.0, day="2026-07-01"),  # after the period
        spend("p6", 7.0, day="2026-06-30"),  # last day counts
    ]
    total = O.consumption({"scope": "TOTAL", "amount": 400}, PERIOD, spends)
    assert (total.consumedAmount, total.remainingAmount, total.consumedPercent) == (182.0, 218.0, 45.5)
    brand = O.consumption({"scope": "BRAND", "scopeValue": "b2", "amount": 40}, PERIOD, spends)
    assert (brand.consumedAmount, brand.remainingAmount, brand.consumedPercent) == (50.0, -10.0, 125.0)
    department = O.consumption({"scope": "DEPARTMENT", "scopeValue": "Kurta", "amount": 0}, PERIOD, spends)
    assert (department.consumedAmount, department.consumedPercent) == (25.0, None)
    excluded = O.consumption({"scope": "TOTAL", "amount": 400}, PERIOD, spends, exclude_plan_id="p1")
    assert excluded.consumedAmount == 82.0


def test_envelopes_for_a_plan_are_those_of_its_period_and_scope():
    envelopes = [
        {"id": "t", "periodId": "p", "scope": "TOTAL", "amount": 1},
        {"id": "b", "periodId": "p", "scope": "BRAND", "scopeValue": "b1", "amount": 1},
        {"id": "x", "periodId": "p", "scope": "BRAND", "scopeValue": "b9", "amount": 1},
        {"id": "later", "periodId": "q", "scope": "TOTAL", "amount": 1},
    ]
    periods = {"p": PERIOD, "q": {"startDate": "2027-01-01", "endDate": "2027-12-31"}}
    assert [e["id"] for e in O.envelopes_for_plan(envelopes, periods, spend("me", 10.0))] == ["t", "b"]
    with pytest.raises(ValueError):
        O.spend_in_scope({"scope": "SEASON"}, spend("me", 1.0))


def test_business_rule_violation_maps_to_the_hook_status():
    from inventory_planning.services.plans.rules import BusinessRuleViolation

    outcome = {"ruleId": "r", "ruleName": "R", "message": "too much"}
    assert BusinessRuleViolation([outcome], 422).kind == "invalid"
    error = BusinessRuleViolation([outcome], 409)
    assert isinstance(error, DomainError) and error.kind == "conflict" and error.code == "BUSINESS_RULE_VIOLATION"
    assert error.details == {"rules": [outcome]} and error.message == "too much"


def test_a_reviewed_line_is_ready_while_the_plan_is_draft():
    assert L.item_status("DRAFT", "READY_FOR_ORDER") == "READY_FOR_ORDER"
    assert L.item_status("DRAFT", None) == "TO_REVIEW"
    assert L.item_status("VALIDATED", None) == "READY_FOR_ORDER"


def test_each_type_lists_the_line_fields_an_update_may_set():
    assert set(UPDATABLE_LINE_FIELDS) >= set(L.PLAN_TYPES)
    assert all(set(fields) <= set(LINE_UPDATE_FIELDS) for fields in UPDATABLE_LINE_FIELDS.values())
    assert refused_fields("RESTOCK", {"quantity", "discount"}) == []
    assert refused_fields("MARKDOWN", {"quantity", "discountPercent", "side"}) == ["quantity", "side"]
    assert refused_fields("REBALANCE", {"discount"}) == ["discount"]
    assert refused_fields("UNKNOWN", {"quantity"}) == ["quantity"]


def test_the_update_body_names_a_field_and_restock_keeps_its_bulk_form():
    import pytest
    from inventory_planning.contracts.requests.plans import RestockItemChanges
    from pydantic import ValidationError

    adapter = TypeAdapter(ItemUpdateBody)
    assert isinstance(adapter.validate_python({"itemId": "i", "quantity": 2}), PlanItemUpdate)
    assert isinstance(adapter.validate_python({"shopId": "s", "changes": {"v": {"M": 1}}}), RestockItemChanges)
    with pytest.raises(ValidationError):
        adapter.validate_python({"itemId": "i"})  # nothing to change
    with pytest.raises(ValidationError):
        adapter.validate_python({"itemId": "i", "quantity": 1, "shopId": "s"})  # the bulk form without changes
    assert adapter.validate_python({"itemId": "i", "discountPercent": 5, "reason": "x"}).changes() == {"discountPercent": 5}


def test_each_policy_family_holds_its_own_changes():
    gated = facts(LINES)
    workflow = replace(gated, actorType="WORKFLOW", workflowValidation=True)
    markdown_by_workflow = replace(workflow, planType="MARKDOWN", gated=False)
    recommendation = replace(gated, recommendation=True)
    holds = {
        family: [A.family_holds(family, f) for f in (gated, workflow, markdown_by_workflow, recommendation)]
        for family in ("RESTOCK_PLAN", None, "MARKDOWN_PLAN", "WORKFLOW", "RECOMMENDATION")
    }
    assert holds == {
        "RESTOCK_PLAN": [True, True, False, False],
        None: [True, True, False, False],
        "MARKDOWN_PLAN": [False, False, False, False],  # a markdown plan has no gate of its own
        "WORKFLOW": [False, True, True, False],
        "RECOMMENDATION": [False, False, False, True],
    }
    assert (
        A.first_breach([policy(actionFamily="RECOMMENDATION", thresholdValue=600)], recommendation).metric == "PLAN_TOTAL_VALUE"
    )
    assert A.first_breach([policy(actionFamily="RECOMMENDATION", thresholdValue=600)], gated) is None
