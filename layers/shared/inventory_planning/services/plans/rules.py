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
from inventory_planning.domain.plans import supplier_plans
from inventory_planning.domain.plans.records import RuleWarning
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import Conflict, DomainError
from inventory_planning.services.plans import open_to_buy
from inventory_planning.services.plans.ruleset import LINE_RULES_NEED_CONSTRAINTS, Rules, calendar_context, org_list_context
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import headers as plan_store
from inventory_planning.store.plans import lines as line_store
from inventory_planning.store.plans.common import supplier_constraints

if TYPE_CHECKING:
    from inventory_planning.domain.rules import evaluation, plan
    from inventory_planning.store.lake import movements
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    evaluation = lazy("inventory_planning.domain.rules.evaluation")  # the rule engine loads on first use
    plan = lazy("inventory_planning.domain.rules.plan")
    movements = lazy("inventory_planning.store.lake.movements")  # DuckDB loads only for a return_window rule

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
        "side": line.get("side"),
        "reasonCode": line.get("reasonCode"),
    }


NOT_RECEIPTS = frozenset({"STOCK_COUNT"})
"""INBOUND movement types that are no receipt: the counts a stock snapshot records as opening balances."""


def _days_since_receipt(organization_id: str, line: dict[str, Any]) -> int | None:
    """Whole days (service clock) since the line's item last arrived at its shop: the newest INBOUND
    movement of its InventoryItem there in the lake that is not a stock count (among its 50 newest
    INBOUND movements); None when unknown (no such movement, no item id, the lake unreadable: the
    return_window rule then counts the line as unmeasured)."""
    item_id, shop_id = line.get("inventoryItemId"), line.get("shopId")
    if not item_id or not shop_id:
        return None
    try:
        rows, _ = movements.page(
            organization_id, filters={"inventory_item_id": item_id, "shop_id": shop_id, "movement_category": "INBOUND"},
            limit=50,
        )  # fmt: skip
    except Exception:  # noqa: BLE001 - the lake unreadable: the rule measures nothing rather than blocking every return
        return None
    received = next((r for r in rows if (r.movement_type or "").upper() not in NOT_RECEIPTS), None)
    if received is None:
        return None
    return max((clock.now().date() - received.movement_time.date()).days, 0)


def _with_receipts(organization_id: str, lines: list[dict[str, Any]], needed: bool) -> dict[str, int | None]:
    """``{line id: daysSinceReceipt}`` of the returned lines when a return_window rule needs them."""
    if not needed:
        return {}
    return {line["id"]: _days_since_receipt(organization_id, line) for line in lines if line.get("side") != "RECEIVE"}


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


MARKDOWN_STATUSES = ("DRAFT", "VALIDATED", "CLOSED")
"""The markdown plans whose lines count as markdowns taken (every status of the type)."""


def item_key(line: dict[str, Any]) -> str:
    """An item's key in ``otherMarkdowns``: ``<variantId>|<sizeId>|<shopId>``."""
    return f"{line['variantId']}|{line['sizeId']}|{line.get('shopId') or ''}"


def other_markdowns(
    organization_id: str, plan_id: str, window: dict[str, Any] | None, lines: list[dict[str, Any]]
) -> dict[str, int]:
    """How many *other* markdown plans overlapping the governing ``window`` (their startDate..endDate
    meeting it; a plan without dates counts) hold a line of each item of ``lines`` (variant x size x
    shop): the ``otherMarkdowns`` the ``markdown_window_max_markdowns_per_item`` rule adds to this plan's
    own. One BatchGetItem per such plan (a line's id is derived from its item). {} without a window."""
    if window is None or not lines:
        return {}
    counts: dict[str, int] = {}
    for header in plan_store.open_plans(organization_id, "MARKDOWN", MARKDOWN_STATUSES):
        record = header.record
        if header.sk == plan_id or (record.get("startDate") or "") > window["endDate"]:
            continue
        if (record.get("endDate") or "9999-12-31") < window["startDate"]:
            continue
        ids = {line_store.line_id(header.sk, ln["variantId"], ln["sizeId"], ln.get("shopId")): item_key(ln) for ln in lines}
        for found in line_store.get_lines(organization_id, header.sk, list(ids)):
            counts[ids[found]] = counts.get(ids[found], 0) + 1
    return counts


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
    if header.plan_type in supplier_plans.SUPPLIER_TYPES:
        context["supplierId"] = header.record.get("supplierId")
    days = _with_receipts(organization_id, with_candidate, "return_window" in kinds)

    def item(line: dict[str, Any]) -> Any:
        fields = rule_line(line)
        if line["id"] in days:
            fields["daysSinceReceipt"] = days[line["id"]]
        return plan.PlanItem.model_validate(fields)

    context["items"] = [item(line) for line in stored]
    if "budget_envelope_cap" in kinds:
        context.update(_budget_context(header, with_candidate, budget))
    context.update(org_list_context(organization_id, kinds))
    context.update(calendar_context(organization_id, kinds))
    if "markdown_window_max_markdowns_per_item" in kinds:
        focus = [candidate] if candidate else stored
        context["otherMarkdowns"] = other_markdowns(organization_id, header.sk, context.get("markdownWindow"), focus)
    constraints = _constraints(organization_id, with_candidate) if kinds & LINE_RULES_NEED_CONSTRAINTS else []
    return evaluation.evaluate(
        selected,
        hook,
        plan.PlanContext.model_validate(context),
        item(candidate) if candidate else None,
        [plan.SupplierConstraint.model_validate(c) for c in constraints],
    )


def check_status_change(
    organization_id: str, header: PlanHeaderItem, target: str, check: RuleCheck, budget: Budget | None
) -> list[dict[str, Any]]:
    """Rules for a status change (409 on BLOCK); validation also needs at least one line and checks
    every line. Returns the plan's lines (read once).

    Raises:
        Conflict: PLAN_HAS_NO_ITEMS (a validation, or a supplier plan's move out of DRAFT, without lines).
        BusinessRuleViolation: 409.
    """
    rules = Rules(organization_id)
    lines = [line.record for line in line_store.all_lines(organization_id, header.sk)]
    if not lines and supplier_plans.first_move(header.plan_type, header.record["status"], target):
        raise Conflict("PLAN_HAS_NO_ITEMS", f"A {header.plan_type} plan without items cannot move to {target}")
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
