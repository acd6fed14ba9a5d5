"""Evaluation of the rules that apply at a hook: the single entry point the plan endpoints call.

``evaluate`` selects the rules that apply, measures each condition on the plan (plus the candidate
item for add hooks) and returns one outcome per rule, with ``blocked`` / ``warnings`` / ``logged``
aggregated. docs/business-rules.md documents the formulas and how results map to the API.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from inventory_planning.domain.rules.conditions import allowed_placeholders
from inventory_planning.domain.rules.measures import Check, Measurement, PlanView
from inventory_planning.domain.rules.outcomes import (
    MAX_VIOLATIONS_LISTED,
    EvaluationResult,
    OutcomeDetails,
    RuleOutcome,
    Violation,
)
from inventory_planning.domain.rules.plan import PlanContext, PlanItem, SupplierConstraint, SupplierVariant
from inventory_planning.domain.rules.rulesets import Rule, Ruleset
from inventory_planning.domain.rules.vocabulary import Enforcement, Hook, hook_plan_type, is_adding_hook


def _soften(enforcement: Enforcement) -> Enforcement:
    return "WARN" if enforcement == "BLOCK" else enforcement


def _subject_key(subject: dict[str, str | None]) -> tuple[str, ...]:
    return tuple(v or "" for v in subject.values())


def _check_order(check: Check) -> tuple[int, float, tuple[str, ...]]:
    rank = 0 if check.failed and not check.warn_only else 1 if check.failed else 2
    return rank, -check.gap, _subject_key(check.subject)


def _fmt(value: Any) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        text = f"{value:.2f}".rstrip("0").rstrip(".")
        return "0" if text == "-0" else text
    return str(value)


def _outcome(rule: Rule, measurement: Measurement) -> RuleOutcome:
    condition = rule.condition
    ordered = sorted(measurement.checks, key=_check_order)
    failed = [c for c in ordered if c.failed]
    enforcement = rule.enforcement
    if failed and all(c.warn_only for c in failed):
        enforcement = _soften(enforcement)
    worst = ordered[0] if ordered else None
    actual = worst.actual if worst else None
    threshold = worst.threshold if worst else condition.threshold_value()
    subject = dict(worst.subject) if worst else {}
    values = {name: "n/a" for name in allowed_placeholders(condition.type)}
    values.update(ruleId=rule.id, ruleName=rule.name, actual=_fmt(actual), threshold=_fmt(threshold), unit=type(condition).UNIT)
    values.update({k: _fmt(v) for k, v in subject.items() if k in values})
    values.update({k: _fmt(v) for k, v in measurement.extra.items() if k in values})
    details = OutcomeDetails(
        actual=actual,
        threshold=threshold,
        unit=type(condition).UNIT,
        subject=subject,
        violations=[Violation(subject=c.subject, actual=c.actual, threshold=c.threshold) for c in failed[:MAX_VIOLATIONS_LISTED]],
        violationCount=len(failed),
        unmeasured=measurement.unmeasured,
        extra=measurement.extra,
    )
    return RuleOutcome(
        ruleId=rule.id,
        ruleName=rule.name,
        category=rule.category,
        checkLevel=rule.checkLevel or type(condition).LEVEL,
        enforcement=enforcement,
        passed=not failed,
        message=rule.message.format_map(values),
        details=details,
    )


def index_constraints(constraints: Iterable[SupplierConstraint]) -> dict[SupplierVariant, SupplierConstraint]:
    """``{SupplierVariant(supplierId, variantId): constraint}``.

    Raises:
        ValueError: two constraints for the same (supplierId, variantId).
    """
    index: dict[SupplierVariant, SupplierConstraint] = {}
    for constraint in constraints:
        if constraint.key in index:
            raise ValueError(f"two supplier constraints for supplier {constraint.supplierId} and variant {constraint.variantId}")
        index[constraint.key] = constraint
    return index


def select_rules(rules: Iterable[Rule], hook: str, plan_type: str) -> list[Rule]:
    """Active rules listing ``hook`` whose ``planTypes`` is empty or contains ``plan_type``, sorted by
    (priority, id). Scope is not looked at here (it depends on the lines)."""
    chosen = [r for r in rules if r.isActive and hook in r.hooks and (not r.planTypes or plan_type in r.planTypes)]
    return sorted(chosen, key=lambda r: (r.priority, r.id))


def evaluate(
    ruleset_or_rules: Ruleset | Iterable[Rule],
    hook: str,
    context: PlanContext,
    candidate: PlanItem | None = None,
    constraints: Iterable[SupplierConstraint] = (),
) -> EvaluationResult:
    """Evaluate the rules that apply at ``hook`` on ``context`` (and ``candidate``).

    Selection: active rules whose ``hooks`` include ``hook`` and whose ``planTypes`` is empty or holds
    ``context.planType``; then, per rule, the *concerned* lines (the candidate when given, else every
    plan line) filtered by the rule's scope. A scoped rule with no concerned line in scope is skipped (no
    outcome); a rule with an empty scope always yields an outcome. Rules run by ``priority`` ascending,
    then ``id``; every selected rule is evaluated (a BLOCK does not stop the others).

    Candidate: on ``*_PRE_ADD_ITEM`` and ``RECOMMENDATION_PRE_GENERATE`` it is required and counts as
    an extra line in every total (plan value, quantities, lines per shop...); to model a replacement
    instead of an addition, pass ``context.items`` without the old line. On other hooks it is optional
    and only narrows the check to that line (e.g. the item being validated), which must already be in
    ``context.items`` to count in totals. Per-group conditions (per shop, variant, brand,
    supplier-variant, line) only check the groups of the concerned lines, so adding to shop A is not
    blocked by an existing excess in shop B; plan-wide conditions always measure the whole in-scope plan.

    Args:
        ruleset_or_rules: a Ruleset, or any iterable of Rule.
        hook: one of HOOKS.
        context: the plan (type, lines, remaining budget).
        candidate: the line being added / validated.
        constraints: supplier-variant constraints (MOQ, pack multiple) for the lines' suppliers.

    Returns:
        EvaluationResult: one RuleOutcome per evaluated rule, with blocked / warnings / logged.

    Raises:
        ValueError: unknown hook; a plan-type hook that does not match ``context.planType``; an adding
        hook without a candidate; two constraints for the same (supplierId, variantId).
    """
    hook_type = hook_plan_type(hook)
    if hook_type is not None and hook_type != context.planType:
        raise ValueError(f"hook {hook} does not apply to a {context.planType} plan")
    adding = is_adding_hook(hook)
    if adding and candidate is None:
        raise ValueError(f"hook {hook} needs the candidate item")
    constraint_index = index_constraints(constraints)
    rules = ruleset_or_rules.rules if isinstance(ruleset_or_rules, Ruleset) else ruleset_or_rules
    plan_items = tuple(context.items) + ((candidate,) if adding and candidate is not None else ())
    concerned = (candidate,) if candidate is not None else tuple(context.items)
    outcomes = []
    for rule in select_rules(rules, hook, context.planType):
        focus = tuple(i for i in concerned if rule.scope.matches(i))
        if not focus and not rule.scope.is_empty():
            continue
        view = PlanView(tuple(i for i in plan_items if rule.scope.matches(i)), focus, context, constraint_index)
        outcomes.append(_outcome(rule, rule.condition.measure(view)))
    return EvaluationResult(hook=cast(Hook, hook), outcomes=outcomes)  # the model validates the name
