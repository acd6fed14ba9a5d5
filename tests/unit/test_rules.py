"""Business rules: models, selection and every condition at its boundary.

Boundary convention under test: a maximum is met when actual == threshold (passes) and violated when
actual > threshold; a minimum is met when actual == threshold and violated when actual < threshold;
budget warnAtPercent is reached (warns) when consumedPercent >= warnAtPercent.
"""

from datetime import UTC, datetime

import pytest
from inventory_planning.domain.rules import conditions, outcomes, vocabulary
from inventory_planning.domain.rules import plan as rule_plan
from inventory_planning.domain.rules import rulesets as ruleset_models
from inventory_planning.domain.rules import scope as rule_scope
from inventory_planning.domain.rules.evaluation import evaluate
from inventory_planning.domain.rules.plan import PlanContext, PlanItem, SupplierConstraint
from inventory_planning.domain.rules.rulesets import Rule, Ruleset, RulesetCreate
from pydantic import ValidationError

ALL_HOOKS = ["RESTOCK_PRE_ADD_ITEM", "RESTOCK_PRE_VALIDATE_ITEM", "RESTOCK_PRE_CHANGE_STATUS", "MANUAL_CHECK"]


def make_rule(condition, **overrides) -> Rule:
    data = {
        "id": "r1",
        "name": "Rule one",
        "category": "capacity",
        "enforcement": "BLOCK",
        "condition": condition,
        "hooks": ALL_HOOKS,
        "message": "{actual} vs {threshold}",
    }
    data.update(overrides)
    return Rule.model_validate(data)


def item(variant="v1", size="M", shop="s1", qty=1, cost=10.0, **fields) -> PlanItem:
    return PlanItem(variantId=variant, sizeId=size, shopId=shop, quantity=qty, unitCost=cost, **fields)


def context(*items, plan_type="RESTOCK", **fields) -> PlanContext:
    return PlanContext(planType=plan_type, planId="p1", items=list(items), **fields)


def outcome(rule, items, hook="RESTOCK_PRE_CHANGE_STATUS", candidate=None, constraints=(), **context_fields):
    result = evaluate([rule], hook, context(*items, **context_fields), candidate, constraints)
    assert len(result.outcomes) == 1, result.outcomes
    return result.outcomes[0]


# ------------------------------------------------------------------------------------------------
# Conditions at their boundaries


def test_max_plan_value_equal_passes_above_fails():
    items = [item(qty=2, cost=25.0), item(variant="v2", qty=1, cost=50.0)]  # 2 x 25 + 1 x 50 = 100
    passed = outcome(make_rule({"type": "max_plan_value", "maxValue": 100}), items)
    assert passed.passed and passed.details.actual == 100 and passed.details.unit == "currency"
    failed = outcome(make_rule({"type": "max_plan_value", "maxValue": 99.99}), items)
    assert not failed.passed
    assert (failed.details.actual, failed.details.threshold) == (100, 99.99)
    assert failed.message == "100 vs 99.99"


def test_plan_value_applies_the_discount_to_the_unit_cost():
    items = [item(qty=10, cost=10.0, discountPercent=10)]  # 10 x 10 x 0.9 = 90
    assert outcome(make_rule({"type": "max_plan_value", "maxValue": 90}), items).passed
    assert not outcome(make_rule({"type": "max_plan_value", "maxValue": 89.99}), items).passed
    assert rule_plan.line_value(items[0]) == pytest.approx(90)


def test_plan_value_boundary_is_not_broken_by_float_error():
    items = [item(cost=0.1), item(variant="v2", cost=0.2)]  # 0.1 + 0.2 = 0.30000000000000004 in floats
    result = outcome(make_rule({"type": "max_plan_value", "maxValue": 0.3}), items)
    assert result.passed and result.details.actual == 0.3
    items = [item(qty=3, cost=33.33, discountPercent=10)]  # 89.991 exactly
    assert outcome(make_rule({"type": "max_plan_value", "maxValue": 89.991}), items).passed


def test_lines_without_unit_cost_are_reported_unmeasured():
    items = [item(qty=2, cost=30.0), item(variant="v2", cost=None)]
    result = outcome(make_rule({"type": "max_plan_value", "maxValue": 60}), items)
    assert result.passed and result.details.actual == 60 and result.details.unmeasured == 1


def test_max_plan_quantity_equal_passes_above_fails():
    items = [item(qty=3), item(variant="v2", qty=2)]
    assert outcome(make_rule({"type": "max_plan_quantity", "maxQuantity": 5}), items).passed
    failed = outcome(make_rule({"type": "max_plan_quantity", "maxQuantity": 4}), items)
    assert not failed.passed and failed.details.actual == 5 and failed.details.unit == "units"


def test_max_items_per_shop_counts_distinct_lines_of_the_worst_shop():
    items = [
        item(variant="v1", size="M", qty=50),
        item(variant="v1", size="M", qty=1),  # same line again: still one item
        item(variant="v1", size="L"),
        item(variant="v2", size="M"),
        item(variant="v3", shop="s2"),
    ]
    condition = {"type": "max_items_per_shop", "maxItems": 3}
    assert outcome(make_rule(condition), items).passed
    failed = outcome(make_rule({**condition, "maxItems": 2}, message="Shop {shopId}: {actual} items, max {threshold}"), items)
    assert not failed.passed
    assert failed.details.subject == {"shopId": "s1"} and failed.details.unit == "lines"
    assert failed.message == "Shop s1: 3 items, max 2"
    assert [v.subject for v in failed.details.violations] == [{"shopId": "s1"}]


def test_max_quantity_per_variant_sums_sizes_and_shops():
    items = [item(variant="v1", size="M", qty=3), item(variant="v1", size="L", shop="s2", qty=4), item(variant="v2", qty=7)]
    assert outcome(make_rule({"type": "max_quantity_per_variant", "maxQuantity": 7}), items).passed
    failed = outcome(make_rule({"type": "max_quantity_per_variant", "maxQuantity": 6}), items)
    assert not failed.passed and failed.details.actual == 7
    assert {v.subject["variantId"] for v in failed.details.violations} == {"v1", "v2"}
    assert failed.details.violationCount == 2


def test_max_plan_value_per_brand_flags_only_the_brand_over_the_limit():
    items = [item(qty=6, brandId="b1"), item(variant="v2", qty=4, brandId="b2"), item(variant="v3", brandId=None)]
    assert outcome(make_rule({"type": "max_plan_value_per_brand", "maxValue": 60}), items).passed
    failed = outcome(make_rule({"type": "max_plan_value_per_brand", "maxValue": 59}), items)
    assert not failed.passed
    assert failed.details.subject == {"brandId": "b1"} and failed.details.actual == 60
    assert failed.details.violationCount == 1
    assert failed.details.unmeasured == 1  # the line without a brand


def test_min_order_quantity_from_the_supplier_constraint():
    constraint = SupplierConstraint(supplierId="sup1", variantId="v1", minOrderQuantity=12)
    rule = make_rule(
        {"type": "min_order_quantity"}, category="ordering", message="{variantId} from {supplierId}: {actual} < MOQ {threshold}"
    )
    at_moq = [item(size="M", qty=6, supplierId="sup1"), item(size="L", shop="s2", qty=6, supplierId="sup1")]
    assert outcome(rule, at_moq, constraints=[constraint]).passed
    below = [item(size="M", qty=6, supplierId="sup1"), item(size="L", qty=5, supplierId="sup1")]
    failed = outcome(rule, below, constraints=[constraint])
    assert not failed.passed and (failed.details.actual, failed.details.threshold) == (11, 12)
    assert failed.message == "v1 from sup1: 11 < MOQ 12"
    assert failed.checkLevel == "VARIANT"


def test_min_order_quantity_default_missing_constraint_and_zero_order():
    rule = make_rule({"type": "min_order_quantity", "defaultMinQuantity": 5})
    assert not outcome(rule, [item(qty=4, supplierId="sup1")]).passed
    assert outcome(rule, [item(qty=5, supplierId="sup1")]).passed
    assert outcome(rule, [item(qty=0, supplierId="sup1")]).passed  # nothing ordered: no MOQ to meet
    # A constraint wins over the default.
    constraint = SupplierConstraint(supplierId="sup1", variantId="v1", minOrderQuantity=3)
    assert outcome(rule, [item(qty=4, supplierId="sup1")], constraints=[constraint]).passed
    # No constraint, no default: not checked, reported unmeasured.
    unchecked = outcome(make_rule({"type": "min_order_quantity"}), [item(qty=1, supplierId="sup1")])
    assert unchecked.passed and unchecked.details.actual is None and unchecked.details.unmeasured == 1


def test_pack_multiple_per_line():
    constraint = SupplierConstraint(supplierId="sup1", variantId="v1", packMultiple=6)
    rule = make_rule({"type": "pack_multiple"}, category="ordering")
    assert outcome(
        rule, [item(qty=12, supplierId="sup1"), item(size="L", qty=0, supplierId="sup1")], constraints=[constraint]
    ).passed
    failed = outcome(rule, [item(qty=12, supplierId="sup1"), item(size="L", qty=13, supplierId="sup1")], constraints=[constraint])
    assert not failed.passed
    assert failed.details.subject == {"supplierId": "sup1", "variantId": "v1", "sizeId": "L", "shopId": "s1"}
    assert (failed.details.actual, failed.details.threshold) == (13, 6)
    with_default = make_rule({"type": "pack_multiple", "defaultPackMultiple": 4})
    assert not outcome(with_default, [item(qty=6)]).passed
    assert outcome(with_default, [item(qty=8)]).passed


def test_max_discount_percent_equal_passes_above_fails():
    rule = make_rule({"type": "max_discount_percent", "maxPercent": 30}, category="pricing", hooks=["MARKDOWN_PRE_ADD_ITEM"])
    ctx = context(plan_type="MARKDOWN")
    assert evaluate([rule], "MARKDOWN_PRE_ADD_ITEM", ctx, item(qty=0, discountPercent=30)).outcomes[0].passed
    failed = evaluate([rule], "MARKDOWN_PRE_ADD_ITEM", ctx, item(qty=0, discountPercent=30.5)).outcomes[0]
    assert not failed.passed and failed.details.actual == 30.5 and failed.details.unit == "percent"


def test_min_margin_after_discount_equal_passes_below_fails():
    # list 100, 20 % off -> net 80; cost 40 -> margin (80 - 40) / 80 = 50 %
    line = item(qty=0, cost=40.0, listPrice=100.0, discountPercent=20)
    assert rule_plan.margin_after_discount_percent(100, 40, 20) == 50
    assert outcome(make_rule({"type": "min_margin_after_discount_percent", "minPercent": 50}), [line]).passed
    failed = outcome(make_rule({"type": "min_margin_after_discount_percent", "minPercent": 50.01}), [line])
    assert not failed.passed and failed.details.actual == 50


def test_min_margin_is_undefined_at_full_discount_and_skipped_without_prices():
    rule = make_rule({"type": "min_margin_after_discount_percent", "minPercent": 0})
    free = outcome(rule, [item(cost=40.0, listPrice=100.0, discountPercent=100)])
    assert not free.passed and free.details.actual is None and free.message == "n/a vs 0"
    skipped = outcome(rule, [item(cost=40.0, listPrice=None)])
    assert skipped.passed and skipped.details.unmeasured == 1
    loss = outcome(rule, [item(cost=90.0, listPrice=100.0, discountPercent=20)])  # (80 - 90) / 80 = -12.5 %
    assert not loss.passed and loss.details.actual == -12.5


def test_budget_cap_equal_passes_above_fails():
    rule = make_rule({"type": "budget_envelope_cap"}, message="OTB: {actual} of {budgetRemaining} left")
    items = [item(qty=10, cost=10.0)]
    assert outcome(rule, items, budgetRemaining=100).passed
    failed = outcome(rule, items, budgetRemaining=99.99)
    assert not failed.passed and failed.enforcement == "BLOCK"
    assert failed.message == "OTB: 100 of 99.99 left"
    overspent = outcome(rule, items, budgetRemaining=-5)
    assert not overspent.passed


def test_budget_warn_at_percent_warns_without_blocking():
    rule = make_rule({"type": "budget_envelope_cap", "warnAtPercent": 80}, message="{consumedPercent}% used")
    at_warn = evaluate([rule], "MANUAL_CHECK", context(item(qty=8, cost=10.0), budgetRemaining=100))
    assert not at_warn.blocked and [o.ruleId for o in at_warn.warnings] == ["r1"]
    assert at_warn.outcomes[0].enforcement == "WARN" and at_warn.outcomes[0].message == "80% used"
    below = outcome(rule, [item(qty=1, cost=79.99)], budgetRemaining=100)
    assert below.passed and below.details.extra["consumedPercent"] == 79.99
    # Against the whole envelope: 1000 budget, 800 used by other plans, this plan 100 -> 90 % consumed.
    envelope = outcome(rule, [item(qty=10, cost=10.0)], budgetRemaining=200, budgetAmount=1000)
    assert not envelope.passed and envelope.enforcement == "WARN" and envelope.details.extra["consumedPercent"] == 90
    # A LOG rule stays LOG; the cap still wins over the warning.
    log_rule = make_rule({"type": "budget_envelope_cap", "warnAtPercent": 80}, enforcement="LOG")
    assert outcome(log_rule, [item(qty=9, cost=10.0)], budgetRemaining=100).enforcement == "LOG"
    over = outcome(rule, [item(qty=11, cost=10.0)], budgetRemaining=100)
    assert not over.passed and over.enforcement == "BLOCK"


def test_budget_without_an_envelope_passes_unmeasured():
    result = outcome(make_rule({"type": "budget_envelope_cap", "warnAtPercent": 50}), [item(qty=10)])
    assert result.passed and result.details.actual == 100 and result.details.threshold is None
    assert result.details.unmeasured == 1


# ------------------------------------------------------------------------------------------------
# Selection: scope, plan types, hooks, activity, priority


def test_empty_scope_means_all_lines():
    items = [item(shop="s1", brandId="b1"), item(variant="v2", shop="s2", brandId="b2")]
    assert outcome(make_rule({"type": "max_plan_quantity", "maxQuantity": 10}), items).details.actual == 2


def test_rule_scoped_to_another_shop_is_skipped_for_the_candidate():
    rule = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, scope={"shopIds": ["s2"]})
    result = evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context(item(shop="s2")), item(shop="s1"))
    assert result.outcomes == [] and not result.blocked
    result = evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context(), item(shop="s2"))
    assert result.blocked


def test_scoped_totals_count_only_lines_in_scope():
    rule = make_rule({"type": "max_plan_value", "maxValue": 50}, scope={"brandIds": ["b1"]})
    items = [item(qty=5, brandId="b1"), item(variant="v2", qty=100, brandId="b2"), item(variant="v3", qty=100)]
    result = outcome(rule, items)
    assert result.passed and result.details.actual == 50  # b2 and brandless lines are out of scope


def test_scoped_rule_without_lines_in_scope_gives_no_outcome_on_plan_hooks():
    scoped = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, scope={"collections": ["c9"]})
    unscoped = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, id="r2")
    result = evaluate([scoped, unscoped], "MANUAL_CHECK", context(item(qty=0, collectionId="c1")))
    assert [o.ruleId for o in result.outcomes] == ["r2"]
    empty_plan = evaluate([unscoped], "MANUAL_CHECK", context())
    assert empty_plan.outcomes[0].passed and empty_plan.outcomes[0].details.actual == 0


def test_scope_dimensions_combine_with_and_and_taxonomies_match_any():
    scope = rule_scope.RuleScope(shopIds=["s1", "s2"], supplierIds=["sup1"], taxonomies=["shoes", "boots"])
    assert scope.matches(item(shop="s2", supplierId="sup1", taxonomyIds=["apparel", "boots"]))
    assert not scope.matches(item(shop="s3", supplierId="sup1", taxonomyIds=["boots"]))
    assert not scope.matches(item(shop="s1", supplierId="sup2", taxonomyIds=["boots"]))
    assert not scope.matches(item(shop="s1", supplierId="sup1", taxonomyIds=[]))
    assert not scope.matches(item(shop="s1", supplierId=None, taxonomyIds=["boots"]))
    assert rule_scope.RuleScope().is_empty() and not scope.is_empty()
    assert rule_scope.RuleScope(productIds=["p1"]).matches(item(productId="p1"))
    assert not rule_scope.RuleScope(variantIds=["v9"]).matches(item())


def test_plan_types_filter():
    markdown_only = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, planTypes=["MARKDOWN"], hooks=["MANUAL_CHECK"])
    restock = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, id="r2", planTypes=["RESTOCK", "MARKDOWN"])
    any_type = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, id="r3", hooks=["MANUAL_CHECK"])
    result = evaluate([markdown_only, restock, any_type], "MANUAL_CHECK", context(item()))
    assert [o.ruleId for o in result.outcomes] == ["r2", "r3"]
    result = evaluate([markdown_only, restock, any_type], "MANUAL_CHECK", context(item(), plan_type="MARKDOWN"))
    assert [o.ruleId for o in result.outcomes] == ["r1", "r2", "r3"]


def test_hooks_filter():
    on_status = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, hooks=["RESTOCK_PRE_CHANGE_STATUS"])
    on_add = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, id="r2", hooks=["RESTOCK_PRE_ADD_ITEM"])
    result = evaluate([on_status, on_add], "RESTOCK_PRE_ADD_ITEM", context(), item())
    assert [o.ruleId for o in result.outcomes] == ["r2"]
    assert evaluate([on_status, on_add], "MANUAL_CHECK", context(item())).outcomes == []


def test_inactive_rules_are_skipped():
    rule = make_rule({"type": "max_plan_quantity", "maxQuantity": 0}, isActive=False)
    result = evaluate([rule], "MANUAL_CHECK", context(item()))
    assert result.outcomes == [] and not result.blocked


def test_priority_lower_first_then_id():
    condition = {"type": "max_plan_quantity", "maxQuantity": 10}
    rules = [
        make_rule(condition, id="b", priority=5),
        make_rule(condition, id="z", priority=1),
        make_rule(condition, id="a", priority=5),
        make_rule(condition, id="m", priority=-3),
    ]
    assert [o.ruleId for o in evaluate(rules, "MANUAL_CHECK", context(item())).outcomes] == ["m", "z", "a", "b"]


def test_block_warn_log_aggregation():
    failing = {"type": "max_plan_quantity", "maxQuantity": 0}
    rules = [
        make_rule(failing, id="block", enforcement="BLOCK", message="blocked {actual}"),
        make_rule(failing, id="warn", enforcement="WARN", message="warned"),
        make_rule(failing, id="log", enforcement="LOG", message="logged"),
        make_rule({"type": "max_plan_quantity", "maxQuantity": 5}, id="ok", enforcement="BLOCK"),
    ]
    result = evaluate(rules, "MANUAL_CHECK", context(item(qty=1)))
    assert result.blocked
    assert [o.ruleId for o in result.blocking] == ["block"]
    assert [o.ruleId for o in result.warnings] == ["warn"]
    assert [o.ruleId for o in result.logged] == ["log"]
    assert len(result.outcomes) == 4 and result.outcomes[1].passed is False
    assert result.warnings_payload() == [{"ruleId": "warn", "ruleName": "Rule one", "message": "warned"}]
    assert result.violation_message() == "blocked 1"
    dumped = result.model_dump()
    assert dumped["blocked"] is True and "warnings" not in dumped


def test_warn_and_log_failures_do_not_block():
    failing = {"type": "max_plan_quantity", "maxQuantity": 0}
    result = evaluate(
        [make_rule(failing, enforcement="WARN"), make_rule(failing, id="r2", enforcement="LOG")], "MANUAL_CHECK", context(item())
    )
    assert not result.blocked and result.violation_message() == ""
    passing = evaluate([make_rule({"type": "max_plan_quantity", "maxQuantity": 1})], "MANUAL_CHECK", context(item()))
    assert not passing.blocked and passing.warnings == [] and passing.logged == []


# ------------------------------------------------------------------------------------------------
# Candidate handling


def test_candidate_is_counted_on_pre_add_item():
    rule = make_rule({"type": "max_plan_value", "maxValue": 100})
    ctx = context(item(qty=9, cost=10.0))
    candidate = item(variant="v2", qty=2, cost=10.0)
    added = evaluate([rule], "RESTOCK_PRE_ADD_ITEM", ctx, candidate)
    assert added.blocked and added.outcomes[0].details.actual == 110
    assert not evaluate([rule], "MANUAL_CHECK", ctx).blocked
    # The exact limit is still allowed when reached through the candidate.
    assert not evaluate([rule], "RESTOCK_PRE_ADD_ITEM", ctx, item(variant="v2", qty=1, cost=10.0)).blocked


def test_candidate_is_not_double_counted_when_validating_an_item():
    line = item(qty=10, cost=10.0)
    rule = make_rule({"type": "max_plan_value", "maxValue": 100})
    result = evaluate([rule], "RESTOCK_PRE_VALIDATE_ITEM", context(line), line)
    assert result.outcomes[0].passed and result.outcomes[0].details.actual == 100


def test_recommendation_pre_generate_counts_the_candidate():
    rule = make_rule({"type": "max_quantity_per_variant", "maxQuantity": 5}, hooks=["RECOMMENDATION_PRE_GENERATE"])
    result = evaluate([rule], "RECOMMENDATION_PRE_GENERATE", context(item(qty=4)), item(size="L", qty=2))
    assert result.blocked and result.outcomes[0].details.actual == 6


def test_adding_only_checks_the_candidates_groups():
    rule = make_rule({"type": "max_quantity_per_variant", "maxQuantity": 5})
    ctx = context(item(variant="v1", qty=50))  # v1 is already over the limit
    assert not evaluate([rule], "RESTOCK_PRE_ADD_ITEM", ctx, item(variant="v2", qty=5)).blocked
    assert evaluate([rule], "RESTOCK_PRE_ADD_ITEM", ctx, item(variant="v1", size="L", qty=1)).blocked
    assert evaluate([rule], "MANUAL_CHECK", ctx).blocked  # a full check sees every variant
    per_shop = make_rule({"type": "max_items_per_shop", "maxItems": 1})
    full_shop = context(item(variant="v1", shop="s1"), item(variant="v2", shop="s1"))
    assert not evaluate([per_shop], "RESTOCK_PRE_ADD_ITEM", full_shop, item(variant="v3", shop="s2")).blocked
    assert evaluate([per_shop], "RESTOCK_PRE_ADD_ITEM", full_shop, item(variant="v3", shop="s1")).blocked


def test_hook_errors():
    rule = make_rule({"type": "max_plan_quantity", "maxQuantity": 5})
    with pytest.raises(ValueError, match="needs the candidate"):
        evaluate([rule], "RESTOCK_PRE_ADD_ITEM", context())
    with pytest.raises(ValueError, match="does not apply"):
        evaluate([rule], "MARKDOWN_PRE_ADD_ITEM", context(), item())
    with pytest.raises(ValueError, match="unknown validation hook"):
        evaluate([rule], "RESTOCK_PRE_ADD", context(), item())
    duplicated = [SupplierConstraint(supplierId="s", variantId="v1", packMultiple=2)] * 2
    with pytest.raises(ValueError, match="two supplier constraints"):
        evaluate([rule], "MANUAL_CHECK", context(), constraints=duplicated)


def test_evaluate_accepts_a_ruleset():
    ruleset = Ruleset(id="rs1", name="Default", rules=[make_rule({"type": "max_plan_quantity", "maxQuantity": 0})])
    assert evaluate(ruleset, "MANUAL_CHECK", context(item())).blocked


def test_violations_are_listed_worst_first_and_capped():
    rule = make_rule({"type": "max_discount_percent", "maxPercent": 10})
    items = [item(variant=f"v{n:02d}", qty=0, discountPercent=11 + n % 7) for n in range(60)]
    result = outcome(rule, items)
    assert result.details.violationCount == 60
    assert len(result.details.violations) == outcomes.MAX_VIOLATIONS_LISTED
    assert result.details.actual == 17 and result.details.subject["variantId"] == "v06"
    assert result.details.violations[0].actual == 17


# ------------------------------------------------------------------------------------------------
# Messages


def test_message_placeholders_are_filled_and_formatted():
    rule = make_rule(
        {"type": "max_plan_value_per_brand", "maxValue": 1000},
        message="{ruleName} ({ruleId}): brand {brandId} at {actual} {unit}, limit {threshold} {{net}}",
    )
    result = outcome(rule, [item(qty=3, cost=411.5, brandId="b1")])
    assert result.message == "Rule one (r1): brand b1 at 1234.5 currency, limit 1000 {net}"


def test_placeholders_without_a_value_read_n_a():
    rule = make_rule({"type": "max_items_per_shop", "maxItems": 1}, message="shop {shopId}: {actual}/{threshold}")
    assert outcome(rule, []).message == "shop n/a: n/a/1"


@pytest.mark.parametrize(
    ("message", "error"),
    [
        ("shop {shopId} too full", "unknown placeholder"),  # not a value of max_plan_value
        ("value {actual:.2f}", "plain name"),
        ("value {actual!r}", "plain name"),
        ("value {actual", "unbalanced"),
        ("{actual.real}", "unknown placeholder"),
        ("x" * 501, "at most 500"),
        ("", "at least 1"),
    ],
)
def test_bad_messages_are_rejected(message, error):
    with pytest.raises(ValidationError, match=error):
        make_rule({"type": "max_plan_value", "maxValue": 1}, message=message)


def test_each_condition_has_its_own_placeholders():
    assert "shopId" in conditions.allowed_placeholders("max_items_per_shop")
    assert "shopId" not in conditions.allowed_placeholders("max_plan_value")
    assert {"consumedPercent", "budgetRemaining"} <= conditions.allowed_placeholders("budget_envelope_cap")
    assert set(conditions.CONDITION_TYPES) == {
        "max_plan_value",
        "max_plan_quantity",
        "max_items_per_shop",
        "max_quantity_per_variant",
        "max_plan_value_per_brand",
        "min_order_quantity",
        "pack_multiple",
        "max_discount_percent",
        "min_margin_after_discount_percent",
        "budget_envelope_cap",
        "supplier_not_blacklisted",
        "brand_not_restricted",
        "return_window",
        "return_reason_required",
        "restocking_fee",
        "supplier_consistency",
        "exchange_value_tolerance",
        "markdown_in_active_window",
        "markdown_window_max_discount",
        "markdown_window_min_margin",
        "markdown_window_max_markdowns_per_item",
        "size_curve_deviation",
    }


# ------------------------------------------------------------------------------------------------
# Validation of the models


def test_hooks_are_exactly_reference_5_2():
    assert set(vocabulary.HOOKS) == {
        *(
            f"{t}_PRE_ADD_ITEM"
            for t in ("RESTOCK", "REBALANCE", "MARKDOWN", "PRE_SEASON", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE")
        ),
        *(f"{t}_PRE_VALIDATE_ITEM" for t in ("RESTOCK", "REBALANCE", "MARKDOWN", "PRE_SEASON")),
        *(f"{t}_PRE_CHANGE_STATUS" for t in ("RESTOCK", "REBALANCE", "PRE_SEASON", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE")),
        "RECOMMENDATION_PRE_GENERATE",
        "MANUAL_CHECK",
    }
    assert len(vocabulary.HOOKS) == 17
    assert vocabulary.hook_for("PRE_SEASON", "PRE_ADD_ITEM") == "PRE_SEASON_PRE_ADD_ITEM"
    assert vocabulary.hook_for("MARKDOWN", "PRE_CHANGE_STATUS") is None  # not listed by REFERENCE 5.2
    assert vocabulary.hook_plan_type("SUPPLIER_EXCHANGE_PRE_CHANGE_STATUS") == "SUPPLIER_EXCHANGE"
    assert vocabulary.hook_plan_type("MANUAL_CHECK") is None
    assert vocabulary.is_adding_hook("REBALANCE_PRE_ADD_ITEM") and not vocabulary.is_adding_hook("REBALANCE_PRE_VALIDATE_ITEM")
    with pytest.raises(ValueError):
        vocabulary.hook_for("SEASONAL", "PRE_ADD_ITEM")
    with pytest.raises(ValueError):
        vocabulary.hook_for("RESTOCK", "POST_ADD_ITEM")


@pytest.mark.parametrize(
    "hooks",
    [
        ["RESTOCK_PRE_ADD"],
        ["restock_pre_add_item"],
        ["MARKDOWN_PRE_CHANGE_STATUS"],
        [],
        ["MANUAL_CHECK", "MANUAL_CHECK"],
    ],
)
def test_bad_hooks_are_rejected(hooks):
    with pytest.raises(ValidationError):
        make_rule({"type": "max_plan_value", "maxValue": 1}, hooks=hooks)


def test_hooks_must_belong_to_the_rule_plan_types():
    with pytest.raises(ValidationError, match="outside planTypes"):
        make_rule({"type": "max_plan_value", "maxValue": 1}, planTypes=["MARKDOWN"], hooks=["RESTOCK_PRE_ADD_ITEM"])
    rule = make_rule(
        {"type": "max_plan_value", "maxValue": 1}, planTypes=["MARKDOWN"], hooks=["MARKDOWN_PRE_ADD_ITEM", "MANUAL_CHECK"]
    )
    assert rule.planTypes == ["MARKDOWN"]


@pytest.mark.parametrize(
    "condition",
    [
        {"type": "max_plan_value", "maxValue": -0.01},
        {"type": "max_plan_value", "maxValue": float("inf")},
        {"type": "max_plan_value", "maxValue": "100"},
        {"type": "max_plan_value"},
        {"type": "max_plan_quantity", "maxQuantity": -1},
        {"type": "max_plan_quantity", "maxQuantity": 1.5},
        {"type": "max_items_per_shop", "maxItems": True},
        {"type": "max_quantity_per_variant", "maxQuantity": None},
        {"type": "max_plan_value_per_brand", "maxValue": -1},
        {"type": "min_order_quantity", "defaultMinQuantity": 0},
        {"type": "pack_multiple", "defaultPackMultiple": 0},
        {"type": "max_discount_percent", "maxPercent": 100.01},
        {"type": "max_discount_percent", "maxPercent": -1},
        {"type": "min_margin_after_discount_percent", "minPercent": 101},
        {"type": "budget_envelope_cap", "warnAtPercent": 120},
        {"type": "max_plan_value", "maxValue": 1, "currency": "EUR"},
        {"type": "size_curve_deviation", "maxPercent": 10},
    ],
)
def test_bad_conditions_are_rejected(condition):
    with pytest.raises(ValidationError):
        make_rule(condition)


def test_boundary_thresholds_are_valid():
    for condition in (
        {"type": "max_plan_value", "maxValue": 0},
        {"type": "max_discount_percent", "maxPercent": 100},
        {"type": "min_margin_after_discount_percent", "minPercent": 0},
        {"type": "budget_envelope_cap", "warnAtPercent": 0},
    ):
        assert make_rule(condition).condition.type == condition["type"]


@pytest.mark.parametrize(
    "overrides",
    [
        {"enforcement": "ERROR"},
        {"enforcement": "block"},
        {"category": "Capacity"},
        {"category": "finance"},
        {"checkLevel": "STORE"},
        {"checkLevel": "SHOP"},  # max_plan_value is measured on the PLAN
        {"planTypes": ["SEASONAL"]},
        {"planTypes": ["RESTOCK", "RESTOCK"]},
        {"name": ""},
        {"name": "x" * 256},
        {"priority": 1.5},
        {"scope": {"shopIds": [""]}},
        {"scope": {"stores": ["s1"]}},
        {"severity": "high"},
    ],
)
def test_bad_rule_fields_are_rejected(overrides):
    with pytest.raises(ValidationError):
        make_rule({"type": "max_plan_value", "maxValue": 1}, **overrides)


def test_check_level_defaults_to_the_condition_level():
    assert make_rule({"type": "max_items_per_shop", "maxItems": 1}).checkLevel == "SHOP"
    assert make_rule({"type": "pack_multiple"}).checkLevel == "PLAN_ITEM"
    assert make_rule({"type": "max_plan_value_per_brand", "maxValue": 1}, checkLevel="BRAND").checkLevel == "BRAND"


def test_input_models_validate():
    with pytest.raises(ValidationError):
        SupplierConstraint(supplierId="s", variantId="v")
    with pytest.raises(ValidationError):
        SupplierConstraint(supplierId="s", variantId="v", minOrderQuantity=0)
    with pytest.raises(ValidationError):
        PlanContext(planType="RESTOCK", budgetAmount=100)
    with pytest.raises(ValidationError):
        PlanContext(planType="SEASONAL")
    with pytest.raises(ValidationError):
        item(discountPercent=101)
    with pytest.raises(ValidationError):
        item(qty=-1)
    with pytest.raises(ValidationError):
        PlanItem(variantId="v1", sizeId="M", colour="red")


# ------------------------------------------------------------------------------------------------
# Rulesets


def test_first_ruleset_of_an_organization_is_default():
    assert ruleset_models.default_flag_for_new_ruleset(0) is True
    assert ruleset_models.default_flag_for_new_ruleset(1) is False
    assert ruleset_models.default_flag_for_new_ruleset(7) is False
    with pytest.raises(ValueError):
        ruleset_models.default_flag_for_new_ruleset(-1)


def test_new_ruleset_from_a_create_body():
    now = datetime(2026, 1, 2, tzinfo=UTC)
    body = RulesetCreate.model_validate({"name": "  Core rules ", "description": "d", "tags": ["a", "b", "a"]})
    first = ruleset_models.new_ruleset(body, "rs1", 0, now)
    assert (first.id, first.name, first.tags, first.isDefault, first.rules) == ("rs1", "Core rules", ["a", "b"], True, [])
    assert first.createdAt == now and first.updatedAt is None
    assert ruleset_models.new_ruleset(body, "rs2", 1, now).isDefault is False
    for bad in (
        {"name": ""},
        {"name": "x" * 256},
        {"description": "d"},
        {"name": "n", "tags": [""]},
        {"name": "n", "isDefault": True},
    ):
        with pytest.raises(ValidationError):
            RulesetCreate.model_validate(bad)


def test_default_ruleset_lookup():
    early, late = datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 2, 1, tzinfo=UTC)
    plain = Ruleset(id="a", name="a", createdAt=early)
    assert ruleset_models.default_ruleset([plain]) is None
    default = Ruleset(id="b", name="b", isDefault=True, createdAt=late)
    racing = Ruleset(id="c", name="c", isDefault=True, createdAt=early)
    assert ruleset_models.default_ruleset([plain, default]) is default
    assert ruleset_models.default_ruleset([default, racing]) is racing


def test_ruleset_round_trips_through_json_and_rejects_duplicate_rule_ids():
    rule = make_rule({"type": "budget_envelope_cap", "warnAtPercent": 80}, scope={"brandIds": ["b1"]})
    ruleset = Ruleset(id="rs1", name="n", tags=["otb"], rules=[rule, make_rule({"type": "pack_multiple"}, id="r2")])
    again = Ruleset.model_validate_json(ruleset.model_dump_json())
    assert again == ruleset and isinstance(again.rules[0].condition, conditions.BudgetEnvelopeCap)
    with pytest.raises(ValidationError, match="unique"):
        Ruleset(id="rs1", name="n", rules=[rule, rule])
