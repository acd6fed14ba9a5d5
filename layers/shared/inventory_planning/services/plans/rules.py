"""Business-rule hooks of the plan endpoints (REFERENCE 5.2; docs/business-rules.md, docs/plans.md).

:func:`evaluate_hook` builds the rule engine's inputs from live data (the organization's default
ruleset, the plan's lines, supplier-variant constraints, org lists, the open-to-buy left in the
matching budget envelope) and runs ``domain.rules.evaluation.evaluate``. Inputs are loaded only when
a rule that needs them is selected at the hook, so a plan without rules costs two GetItems here.

:class:`RuleCheck` turns the result into what the API answers: a BLOCK raises
:class:`BusinessRuleViolation` (422 on item additions, 409 on status changes and validations,
decision 0010), WARN outcomes become ``businessRuleWarnings``, and every outcome is recorded on the
change's audit entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.plans.records import RuleWarning
from inventory_planning.kernel.errors import Conflict, DomainError
from inventory_planning.services.plans import open_to_buy
from inventory_planning.services.plans.ruleset import LINE_RULES_NEED_CONSTRAINTS, Rules, org_list_context
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import lines as line_store
from inventory_planning.store.plans.common import supplier_constraints

if TYPE_CHECKING:
    from inventory_planning.domain.rules import evaluation, plan
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    evaluation = lazy("inventory_planning.domain.rules.evaluation")  # the rule engine loads on first use
    plan = lazy("inventory_planning.domain.rules.plan")

if TYPE_CHECKING:
    from inventory_planning.domain.rules.outcomes import EvaluationResult

Budget = Callable[[PlanHeaderItem, list[dict[str, Any]]], tuple[float | None, float | None]]
"""``(header, lines) -> (remaining, amount)`` for budget_envelope_cap rules (currency)."""


class BusinessRuleViolation(DomainError):
    """BUSINESS_RULE_VIOLATION: a BLOCK rule refused the change; nothing was written.

    ``status`` 422 (item additions) or 409 (status changes, item validation); ``details.rules`` lists
    ``[{ruleId, ruleName, message}]`` of the blocking rules.
    """

    def __init__(self, outcomes: list[dict[str, Any]], status: int) -> None:
        message = "; ".join(o["message"] for o in outcomes) or "A business rule blocked the change"
        super().__init__("BUSINESS_RULE_VIOLATION", message)
        self.kind = "invalid" if status == HTTPStatus.UNPROCESSABLE_ENTITY else "conflict"  # type: ignore[misc]
        self.details = {"rules": [{k: o[k] for k in ("ruleId", "ruleName", "message")} for o in outcomes]}


@dataclass
class RuleCheck:
    """What the rules said about one change: warnings to answer, outcomes to audit."""

    warnings: list[RuleWarning] = field(default_factory=list)
    audited: list[dict[str, Any]] = field(default_factory=list)

    def merge(self, result: EvaluationResult | None) -> None:
        """Add an ``EvaluationResult`` (or None when no rule ran)."""
        if result is None:
            return
        for w in result.warnings_payload():
            warning = RuleWarning(rule_id=w["ruleId"], rule_name=w["ruleName"], message=w["message"])
            if warning not in self.warnings:
                self.warnings.append(warning)
        for o in result.outcomes:
            self.audited.append(
                {"hook": result.hook, "ruleId": o.ruleId, "ruleName": o.ruleName, "enforcement": o.enforcement,
                 "passed": o.passed, "message": o.message}
            )  # fmt: skip

    def raise_if_blocked(self, result: EvaluationResult | None, status: int) -> None:
        """Raise :class:`BusinessRuleViolation` when ``result`` has a failed BLOCK outcome."""
        if result is not None and result.blocked:
            raise BusinessRuleViolation([o.model_dump() for o in result.blocking], status)


def rule_line(line: dict[str, Any]) -> dict[str, Any]:
    """The rule engine's ``PlanItem`` fields of a stored plan line."""
    plan_type = line["planType"]
    discount = line.get("discountPercent") if plan_type == "MARKDOWN" else line.get("discount")
    return {
        "variantId": line["variantId"],
        "sizeId": line["sizeId"],
        "shopId": line.get("shopId"),
        "brandId": line.get("brandId"),
        "productId": line.get("productId"),
        "supplierId": line.get("supplierId"),
        "collectionId": line.get("collectionId"),
        "taxonomyIds": [line["department"]] if line.get("department") else [],
        "quantity": int(line["quantity"]),
        "unitCost": line.get("unitCost"),
        "listPrice": line.get("retailPrice"),
        "discountPercent": float(discount or 0),
    }


def _budget_context(header: PlanHeaderItem, lines: list[dict[str, Any]], budget: Budget | None) -> dict[str, Any]:
    remaining, amount = (budget or open_to_buy.budget_for)(header, lines)
    if remaining is None:
        return {}
    return {"budgetRemaining": remaining, "budgetAmount": amount if amount and amount > 0 else None}


def _constraints(organization_id: str, lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    suppliers: set[str] = {s for line in lines if (s := line.get("supplierId")) is not None}
    fields = ("supplierId", "variantId", "minOrderQuantity", "packMultiple")
    return [
        {k: record.get(k) for k in fields}
        for supplier_id in sorted(suppliers)
        for record in supplier_constraints(organization_id, supplier_id)
    ]


def evaluate_hook(
    organization_id: str,
    header: PlanHeaderItem,
    moment: str,
    candidate: dict[str, Any] | None = None,
    lines: Iterable[dict[str, Any]] | None = None,
    replaced_ids: Iterable[str] = (),
    budget: Budget | None = None,
    rules: Rules | None = None,
) -> EvaluationResult | None:
    """Run the rules of the plan's ruleset (the one its ``ruleGroupId`` names, else the organization's
    default) at the hook of ``moment`` (PRE_ADD_ITEM, PRE_VALIDATE_ITEM, PRE_CHANGE_STATUS,
    MANUAL_CHECK) for this plan type.

    Args:
        header: the plan.
        candidate: the line being added (PRE_ADD_ITEM) or validated (PRE_VALIDATE_ITEM), a stored-line dict.
        lines: the plan's lines (stored-line dicts) when the caller has them; read when a rule needs them.
        replaced_ids: line ids the candidate replaces (left out of the plan's lines).
        budget: ``(header, lines) -> (remaining, amount)`` for budget_envelope_cap rules
            (default: ``services.plans.open_to_buy.budget_for``).
        rules: the request's :class:`Rules` (read once per request); a new one when omitted.

    Returns:
        ``EvaluationResult``, or None when no rule applies (no ruleset, no hook, no selected rule).
    """
    hook, selected = (rules or Rules(organization_id)).at(header.plan_type, moment, header.record.get("ruleGroupId"))
    if not selected or hook is None:
        return None
    if lines is None:
        lines = [line.record for line in line_store.all_lines(organization_id, header.sk)]
    skip = set(replaced_ids)
    stored = [line for line in lines if line["id"] not in skip]
    with_candidate = [*stored, *([candidate] if candidate else [])]
    kinds = {rule.condition.type for rule in selected}
    context: dict[str, Any] = {"planType": header.plan_type, "planId": header.sk}
    context["items"] = [plan.PlanItem.model_validate(rule_line(line)) for line in stored]
    if "budget_envelope_cap" in kinds:
        context.update(_budget_context(header, with_candidate, budget))
    context.update(org_list_context(organization_id, kinds))
    constraints = _constraints(organization_id, with_candidate) if kinds & LINE_RULES_NEED_CONSTRAINTS else []
    return evaluation.evaluate(
        selected,
        hook,
        plan.PlanContext.model_validate(context),
        plan.PlanItem.model_validate(rule_line(candidate)) if candidate else None,
        [plan.SupplierConstraint.model_validate(c) for c in constraints],
    )


def check_status_change(
    organization_id: str, header: PlanHeaderItem, target: str, check: RuleCheck, budget: Budget | None
) -> list[dict[str, Any]]:
    """Rules for a status change (409 on BLOCK); validation also needs at least one line and checks
    every line. Returns the plan's lines (read once).

    Raises:
        Conflict: PLAN_HAS_NO_ITEMS (a validation without lines).
        BusinessRuleViolation: 409.
    """
    rules = Rules(organization_id)
    lines = [line.record for line in line_store.all_lines(organization_id, header.sk)]
    if target == "VALIDATED" and header.record["status"] == "DRAFT":
        if not lines:
            raise Conflict("PLAN_HAS_NO_ITEMS", "A plan without items cannot be validated")
        if rules.at(header.plan_type, "PRE_VALIDATE_ITEM", header.record.get("ruleGroupId"))[1]:
            for line in lines:
                result = evaluate_hook(
                    organization_id, header, "PRE_VALIDATE_ITEM", candidate=line, lines=lines, budget=budget, rules=rules
                )
                check.merge(result)
                check.raise_if_blocked(result, 409)
    result = evaluate_hook(organization_id, header, "PRE_CHANGE_STATUS", lines=lines, budget=budget, rules=rules)
    check.merge(result)
    check.raise_if_blocked(result, 409)
    return lines
