"""Supplier returns and exchanges (issue 37; docs/plans.md): the moves' recorded fields (expected
credit, credit note and its difference), the exchange's sides, and the supplier plans' rule
conditions at their boundaries (return window, reason codes, restocking fee, supplier consistency,
exchange value tolerance)."""

import pytest
from inventory_planning.domain.plans import supplier_plans as S
from inventory_planning.domain.rules.evaluation import evaluate
from inventory_planning.domain.rules.plan import PlanContext, PlanItem
from inventory_planning.domain.rules.rulesets import Rule
from inventory_planning.domain.suppliers.records import matches, suppliers_of
from inventory_planning.kernel.errors import DomainError, InvalidInput

RETURN_HOOK = "SUPPLIER_RETURN_PRE_CHANGE_STATUS"
EXCHANGE_HOOK = "SUPPLIER_EXCHANGE_PRE_CHANGE_STATUS"


def lines(*specs):
    return [{"value": value, "side": side} for value, side in specs]


def test_sending_a_return_snapshots_the_expected_credit():
    assert S.move_fields("SUPPLIER_RETURN", "DRAFT", "SENT", lines((120.0, None), (80.5, None))) == {"expectedCredit": 200.5}
    assert S.line_value(3, 40.0) == 120.0 and S.line_value(3, None) == 0.0


def test_crediting_records_the_note_and_its_difference_to_the_expected_credit():
    fields = S.move_fields("SUPPLIER_RETURN", "SENT", "CREDITED", [], 185.25, "CN-1", 200.0)
    assert fields == {"creditNoteAmount": 185.25, "creditNoteRef": "CN-1", "creditDifference": -14.75}
    assert S.credit_difference(210.0, 200.0) == 10.0
    assert S.credit_difference(0.1 + 0.2, 0.3) == 0.0  # rounded to 6 decimals, no float noise
    with pytest.raises(InvalidInput) as missing:
        S.move_fields("SUPPLIER_RETURN", "SENT", "CREDITED", [])
    assert missing.value.field_errors[0]["field"] == "creditNoteAmount"


def test_a_credit_note_belongs_to_the_credited_move_only():
    for plan_type, current, target in (("SUPPLIER_RETURN", "DRAFT", "SENT"), ("RESTOCK", "DRAFT", "VALIDATED")):
        with pytest.raises(InvalidInput) as refused:
            S.move_fields(plan_type, current, target, [], credit_note_ref="CN")
        assert refused.value.field_errors[0]["field"] == "creditNoteRef"
    assert S.move_fields("RESTOCK", "DRAFT", "VALIDATED", []) == {}


def test_an_exchange_is_proposed_with_both_sides():
    with pytest.raises(DomainError) as incomplete:
        S.move_fields("SUPPLIER_EXCHANGE", "DRAFT", "PROPOSED", lines((10.0, "RETURN")))
    assert incomplete.value.code == "EXCHANGE_SIDES_INCOMPLETE" and incomplete.value.field_errors[0]["field"] == "side"
    assert "RECEIVE" in incomplete.value.message
    assert S.move_fields("SUPPLIER_EXCHANGE", "DRAFT", "PROPOSED", lines((10.0, "RETURN"), (9.0, "RECEIVE"))) == {}
    assert S.lines_value(lines((10.0, "RETURN"), (9.0, "RECEIVE")), "RECEIVE") == 9.0


def test_suppliers_are_the_distinct_codes_of_the_variants():
    found = suppliers_of([("a", "SUP-A"), ("b", "SUP-B"), ("a", "SUP-A"), (None, None), ("c", None)])
    assert [(s.id, s.code, s.variant_count) for s in found] == [("a", "SUP-A", 2), ("b", "SUP-B", 1), ("c", "c", 1)]
    assert matches(found[1], "sup-b") and not matches(found[0], "B") and matches(found[0], None)


def rule(condition, hook, enforcement="BLOCK"):
    return Rule.model_validate({
        "id": "r1", "name": "Guard", "category": "compliance", "enforcement": enforcement, "condition": condition,
        "hooks": [hook], "message": "{actual} vs {threshold}",
    })  # fmt: skip


def line(qty=1, cost=10.0, **fields):
    return PlanItem(variantId="v1", sizeId="M", shopId="s1", quantity=qty, unitCost=cost, **fields)


def outcome(condition, items, plan_type="SUPPLIER_RETURN", hook=RETURN_HOOK, **context):
    ctx = PlanContext(planType=plan_type, planId="p1", items=list(items), **context)
    result = evaluate([rule(condition, hook)], hook, ctx, None, [])
    assert len(result.outcomes) == 1
    return result.outcomes[0]


def test_return_window_equal_passes_older_fails_unknown_is_unmeasured():
    window = {"type": "return_window", "maxDaysSinceReceipt": 30}
    assert outcome(window, [line(daysSinceReceipt=30)]).passed
    late = outcome(window, [line(daysSinceReceipt=31), line(daysSinceReceipt=None)])
    assert not late.passed and late.details.actual == 31 and late.details.unit == "days" and late.details.unmeasured == 1
    received = line(daysSinceReceipt=400, side="RECEIVE")  # an exchange's RECEIVE side is not returned
    assert outcome(window, [received], "SUPPLIER_EXCHANGE", EXCHANGE_HOOK).passed


def test_return_reason_required_with_and_without_a_list():
    assert not outcome({"type": "return_reason_required"}, [line()]).passed
    assert outcome({"type": "return_reason_required"}, [line(reasonCode="LATE")]).passed
    listed = {"type": "return_reason_required", "reasonCodes": ["damaged"]}
    assert outcome(listed, [line(reasonCode="DAMAGED")]).passed
    assert not outcome(listed, [line(reasonCode="LATE")]).passed


def test_restocking_fee_on_the_returned_value():
    fee = {"type": "restocking_fee", "feePercent": 10, "maxFeeValue": 12}
    equal = outcome(fee, [line(qty=12)])  # 120 x 10 % = 12
    assert equal.passed and equal.details.extra["fee"] == 12 and equal.details.extra["returnedValue"] == 120
    assert not outcome(fee, [line(qty=13)]).passed
    received = [line(qty=12, side="RETURN"), line(qty=50, side="RECEIVE")]  # the RECEIVE side costs no fee
    assert outcome(fee, received, "SUPPLIER_EXCHANGE", EXCHANGE_HOOK).passed


def test_supplier_consistency_against_the_plan_s_supplier():
    same = {"type": "supplier_consistency"}
    assert outcome(same, [line(supplierId="A")], supplierId="A").passed
    other = outcome(same, [line(supplierId="B"), line(supplierId=None)], supplierId="A")
    assert not other.passed and other.details.unmeasured == 1
    assert outcome(same, [line(supplierId="B")]).details.unmeasured == 1  # a plan without a supplier: not checked


def test_exchange_value_tolerance_compares_receive_with_return():
    tolerance = {"type": "exchange_value_tolerance", "maxValueDifferencePct": 10}
    exchange = [line(qty=10, side="RETURN"), line(qty=11, side="RECEIVE")]  # 100 vs 110: 10 %
    assert outcome(tolerance, exchange, "SUPPLIER_EXCHANGE", EXCHANGE_HOOK).passed
    wider = outcome(tolerance, [line(qty=10, side="RETURN"), line(qty=8, side="RECEIVE")], "SUPPLIER_EXCHANGE", EXCHANGE_HOOK)
    assert not wider.passed and wider.details.actual == 20 and wider.details.extra == {"returnValue": 100, "receiveValue": 80}
    nothing_returned = outcome(tolerance, [line(qty=8, side="RECEIVE")], "SUPPLIER_EXCHANGE", EXCHANGE_HOOK)
    assert nothing_returned.passed and nothing_returned.details.unmeasured == 1
