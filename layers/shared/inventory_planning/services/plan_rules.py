"""Business-rule hooks of the plan endpoints (REFERENCE 5.2; docs/business-rules.md, docs/plans.md).

``evaluate_hook`` builds the rule engine's inputs from live data (the organization's default
ruleset, the plan's lines, supplier-variant constraints, org lists, the open-to-buy left in the
matching budget envelope) and runs ``domain.rules.evaluation.evaluate``. Inputs are loaded only when
a rule that needs them is selected at the hook, so a plan without rules costs two GetItems here.

``RuleCheck`` turns the result into what the API answers: a BLOCK raises
:class:`BusinessRuleViolation` (422 on item additions, 409 on status changes and validations,
decision 0010), WARN outcomes become ``businessRuleWarnings``, and every outcome is recorded on the
change's audit entry.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.kernel.errors import DomainError
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import guards
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.models import ConfigRecordItem, PlanHeaderItem

LINE_RULES_NEED_CONSTRAINTS = frozenset({"min_order_quantity", "pack_multiple"})
ORG_LIST_RULES = {"supplier_not_blacklisted": "SUPPLIER_BLACKLIST", "brand_not_restricted": "BRAND_RESTRICTION"}


class BusinessRuleViolation(DomainError):
    """BUSINESS_RULE_VIOLATION: a BLOCK rule refused the change; nothing was written.

    ``status`` 422 (item additions) or 409 (status changes, item validation); ``details.rules`` lists
    ``[{ruleId, ruleName, message}]`` of the blocking rules.
    """

    def __init__(self, outcomes: list[dict[str, Any]], status: int) -> None:
        message = "; ".join(o["message"] for o in outcomes) or "A business rule blocked the change"
        super().__init__("BUSINESS_RULE_VIOLATION", message)
        self.kind = "invalid" if status == 422 else "conflict"  # type: ignore[misc]
        self.details = {"rules": [{k: o[k] for k in ("ruleId", "ruleName", "message")} for o in outcomes]}


@dataclass
class RuleCheck:
    """What the rules said about one change: warnings to answer, outcomes to audit."""

    warnings: list[dict[str, str]] = field(default_factory=list)
    audited: list[dict[str, Any]] = field(default_factory=list)

    def merge(self, result: Any) -> None:
        """Add an ``EvaluationResult`` (or None when no rule ran)."""
        if result is None:
            return
        self.warnings.extend(w for w in result.warnings_payload() if w not in self.warnings)
        for o in result.outcomes:
            self.audited.append(
                {"hook": result.hook, "ruleId": o.ruleId, "ruleName": o.ruleName, "enforcement": o.enforcement,
                 "passed": o.passed, "message": o.message}
            )  # fmt: skip

    def raise_if_blocked(self, result: Any, status: int) -> None:
        """Raise :class:`BusinessRuleViolation` when ``result`` has a failed BLOCK outcome."""
        if result is not None and result.blocked:
            raise BusinessRuleViolation([o.model_dump() for o in result.blocking], status)


def default_ruleset(organization_id: str) -> dict[str, Any] | None:
    """The organization's default ruleset record (two consistent GetItems), or None when it has none."""
    guard = guards.get_guard(organization_id, config.DEFAULT_RULESET_GUARD)
    if guard is None or not guard.owner_id:
        return None
    return record_store.get_record(organization_id, config.RULESET, guard.owner_id)


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


class Rules:
    """The organization's default ruleset, read once per request (two GetItems) and parsed once."""

    def __init__(self, organization_id: str) -> None:
        self.organization_id = organization_id
        self._rules: list[Any] | None = None

    def all(self) -> list[Any]:
        """Every rule of the default ruleset (``domain.rules.Rule``); empty without a ruleset."""
        if self._rules is None:
            from inventory_planning.domain.rules.rulesets import Rule

            ruleset = default_ruleset(self.organization_id)
            self._rules = [Rule.model_validate(r) for r in (ruleset or {}).get("rules") or []]
        return self._rules

    def at(self, plan_type: str, moment: str) -> tuple[str | None, list[Any]]:
        """``(hook, selected rules)`` of a plan type at a moment (PRE_ADD_ITEM, PRE_VALIDATE_ITEM,
        PRE_CHANGE_STATUS); ``(None, [])`` where REFERENCE lists no hook."""
        from inventory_planning.domain.rules import evaluation, vocabulary

        hook = vocabulary.hook_for(plan_type, moment)
        if hook is None:
            return None, []
        return hook, evaluation.select_rules(self.all(), hook, plan_type)


def evaluate_hook(
    organization_id: str,
    header: PlanHeaderItem,
    moment: str,
    candidate: dict[str, Any] | None = None,
    lines: Iterable[dict[str, Any]] | None = None,
    replaced_ids: Iterable[str] = (),
    budget: Any = None,
    rules: Rules | None = None,
) -> Any:
    """Run the rules of the plan's default ruleset at the hook of ``moment`` (PRE_ADD_ITEM,
    PRE_VALIDATE_ITEM, PRE_CHANGE_STATUS) for this plan type.

    Args:
        header: the plan.
        candidate: the line being added (PRE_ADD_ITEM) or validated (PRE_VALIDATE_ITEM), a stored-line dict.
        lines: the plan's lines (stored-line dicts) when the caller has them; read when a rule needs them.
        replaced_ids: line ids the candidate replaces (left out of the plan's lines).
        budget: a callable ``(header, lines) -> (remaining, amount)`` for budget_envelope_cap rules
            (default: ``services.open_to_buy.budget_for``).
        rules: the request's :class:`Rules` (read once per request); a new one when omitted.

    Returns:
        ``EvaluationResult``, or None when no rule applies (no ruleset, no hook, no selected rule).
    """
    from inventory_planning.domain.rules import evaluation
    from inventory_planning.domain.rules.plan import PlanContext, PlanItem, SupplierConstraint

    hook, selected = (rules or Rules(organization_id)).at(header.plan_type, moment)
    if not selected:
        return None
    from inventory_planning.store import plans as plan_store

    if lines is None:
        lines = [line.record for line in plan_store.all_lines(organization_id, header.sk)]
    skip = set(replaced_ids)
    stored = [line for line in lines if line["id"] not in skip]
    items = [PlanItem.model_validate(rule_line(line)) for line in stored]
    kinds = {rule.condition.type for rule in selected}
    context: dict[str, Any] = {"planType": header.plan_type, "planId": header.sk, "items": items}
    if "budget_envelope_cap" in kinds:
        if budget is None:
            from inventory_planning.services.open_to_buy import budget_for as budget
        remaining, amount = budget(header, [*stored, *([candidate] if candidate else [])])
        if remaining is not None:
            context["budgetRemaining"] = remaining
            context["budgetAmount"] = amount if amount and amount > 0 else None
    for kind, list_type in ORG_LIST_RULES.items():
        if kind in kinds:
            values = [e["value"] for e in record_store.list_all(organization_id, config.ORG_LIST_ENTRY, sub=list_type)]
            context["blacklistedSupplierIds" if list_type == "SUPPLIER_BLACKLIST" else "restrictedBrandIds"] = values
    constraints = []
    if kinds & LINE_RULES_NEED_CONSTRAINTS:
        suppliers = {line.get("supplierId") for line in [*stored, *([candidate] if candidate else [])]} - {None}
        for supplier_id in sorted(suppliers):
            hash_key = f"ORG#{organization_id}#SUPPLIER#{supplier_id}#SUPPLIERCONSTRAINT"
            for row in ConfigRecordItem.gsi1.query(hash_key):
                r = row.record
                constraints.append(SupplierConstraint.model_validate(
                    {k: r.get(k) for k in ("supplierId", "variantId", "minOrderQuantity", "packMultiple")}
                ))  # fmt: skip
    return evaluation.evaluate(
        selected,
        hook,
        PlanContext.model_validate(context),
        PlanItem.model_validate(rule_line(candidate)) if candidate else None,
        constraints,
    )


PRE_GENERATE_HOOK = "RECOMMENDATION_PRE_GENERATE"


class PreGenerate:
    """The RECOMMENDATION_PRE_GENERATE hook of the recommendations job (REFERENCE 5.2): the rules of
    the organization's default ruleset at that hook, run on each recommendation as the candidate
    line of a plan of its type (RESTOCK, MARKDOWN, REBALANCE) with no other line.

    The ruleset and the org lists are read once per job; a plan type without a selected rule costs
    nothing per recommendation.
    """

    def __init__(self, organization_id: str, rules: Rules | None = None) -> None:
        self.organization_id = organization_id
        self._rules = rules or Rules(organization_id)
        self._selected: dict[str, list[Any]] = {}
        self._lists: dict[str, list[str]] | None = None

    def selected(self, plan_type: str) -> list[Any]:
        """The active rules at the hook for ``plan_type`` (``planTypes`` empty or holding it)."""
        if plan_type not in self._selected:
            from inventory_planning.domain.rules import evaluation

            self._selected[plan_type] = evaluation.select_rules(self._rules.all(), PRE_GENERATE_HOOK, plan_type)
        return self._selected[plan_type]

    def _org_lists(self) -> dict[str, list[str]]:
        if self._lists is None:
            org = self.organization_id

            def values(list_type: str) -> list[str]:
                return [e["value"] for e in record_store.list_all(org, config.ORG_LIST_ENTRY, sub=list_type)]

            self._lists = {
                "blacklistedSupplierIds": values("SUPPLIER_BLACKLIST"), "restrictedBrandIds": values("BRAND_RESTRICTION"),
            }  # fmt: skip
        return self._lists

    def failed(self, plan_type: str, candidate: dict[str, Any], constraints: Iterable[dict[str, Any]] = ()) -> list[Any]:
        """The failed outcomes (``RuleOutcome``: ruleId, ruleName, enforcement BLOCK/WARN/LOG, message)
        of the rules at the hook for one recommendation.

        Args:
            plan_type: RESTOCK, MARKDOWN or REBALANCE.
            candidate: the recommendation as a plan line (``PlanItem`` fields: variantId, sizeId,
                shopId, brandId, productId, supplierId, collectionId, quantity in units, unitCost and
                listPrice in currency, discountPercent).
            constraints: supplier-variant constraints ``{supplierId, variantId, minOrderQuantity, packMultiple}``.
        """
        selected = self.selected(plan_type)
        if not selected:
            return []
        from inventory_planning.domain.rules import evaluation
        from inventory_planning.domain.rules.plan import PlanContext, PlanItem, SupplierConstraint

        kinds = {rule.condition.type for rule in selected}
        context: dict[str, Any] = {"planType": plan_type, "items": []}
        if kinds & set(ORG_LIST_RULES):
            context.update(self._org_lists())
        fields = ("supplierId", "variantId", "minOrderQuantity", "packMultiple")
        rows = [SupplierConstraint.model_validate({k: c.get(k) for k in fields}) for c in constraints]
        if not kinds & LINE_RULES_NEED_CONSTRAINTS:
            rows = []
        result = evaluation.evaluate(selected, PRE_GENERATE_HOOK, PlanContext.model_validate(context),
                                     PlanItem.model_validate(candidate), rows)  # fmt: skip
        return [o for o in result.outcomes if not o.passed]
