"""The organization's business rules as the plan hooks and the recommendations job read them
(REFERENCE 5.2; docs/business-rules.md).

:class:`Rules` reads the default ruleset once per request (two GetItems) and selects the rules of a
hook; :class:`PreGenerate` runs the RECOMMENDATION_PRE_GENERATE hook of the recommendations job. The
hooks of plan changes (BLOCK refusals, warnings, audited outcomes) are in ``services.plans.rules``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import guards
from inventory_planning.store.dynamo import records as record_store

if TYPE_CHECKING:
    from inventory_planning.domain.rules import evaluation, plan, rulesets, vocabulary
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    evaluation = lazy("inventory_planning.domain.rules.evaluation")  # the rule engine loads on first use
    plan = lazy("inventory_planning.domain.rules.plan")
    rulesets = lazy("inventory_planning.domain.rules.rulesets")  # the rule models load on first use
    vocabulary = lazy("inventory_planning.domain.rules.vocabulary")  # the rule engine loads on first use

if TYPE_CHECKING:
    from inventory_planning.services.markdown_calendars import windows as markdown_windows
    from inventory_planning.services.size_curves import curves as size_curves
else:  # read only when a markdown or size-curve rule is selected
    markdown_windows = lazy("inventory_planning.services.markdown_calendars.windows")
    size_curves = lazy("inventory_planning.services.size_curves.curves")

if TYPE_CHECKING:
    from inventory_planning.domain.rules.outcomes import RuleOutcome
    from inventory_planning.domain.rules.rulesets import Rule

LINE_RULES_NEED_CONSTRAINTS = frozenset({"min_order_quantity", "pack_multiple"})
ORG_LIST_RULES = {"supplier_not_blacklisted": "SUPPLIER_BLACKLIST", "brand_not_restricted": "BRAND_RESTRICTION"}
PRE_GENERATE_HOOK = "RECOMMENDATION_PRE_GENERATE"


def default_ruleset(organization_id: str) -> dict[str, Any] | None:
    """The organization's default ruleset record (two consistent GetItems), or None when it has none."""
    guard = guards.get_guard(organization_id, config.DEFAULT_RULESET_GUARD)
    if guard is None or not guard.owner_id:
        return None
    return record_store.get_record(organization_id, config.RULESET, guard.owner_id)


def plan_ruleset(organization_id: str, ruleset_id: str | None) -> dict[str, Any] | None:
    """The ruleset a plan uses: the one it names (``ruleGroupId``; one GetItem) when it still exists,
    else the organization's default (:func:`default_ruleset`), or None."""
    if ruleset_id:
        named = record_store.get_record(organization_id, config.RULESET, ruleset_id)
        if named is not None:
            return named
    return default_ruleset(organization_id)


def ruleset_rules(organization_id: str, ruleset_id: str | None = None) -> list[dict[str, Any]]:
    """The stored rules of the ruleset a plan naming ``ruleset_id`` uses (default: the organization's
    default ruleset; empty without one), as :class:`Rules` parses them."""
    return list((plan_ruleset(organization_id, ruleset_id) or {}).get("rules") or [])


def org_list_values(organization_id: str, list_type: str) -> list[str]:
    """The values of one org list (SUPPLIER_BLACKLIST: supplier ids, BRAND_RESTRICTION: brand ids)."""
    return [e["value"] for e in record_store.list_all(organization_id, config.ORG_LIST_ENTRY, sub=list_type)]


def org_list_context(organization_id: str, kinds: Iterable[str]) -> dict[str, list[str]]:
    """The rule context's org lists the rule ``kinds`` need: ``blacklistedSupplierIds``, ``restrictedBrandIds``."""
    context: dict[str, list[str]] = {}
    for kind, list_type in ORG_LIST_RULES.items():
        if kind in kinds:
            key = "blacklistedSupplierIds" if list_type == "SUPPLIER_BLACKLIST" else "restrictedBrandIds"
            context[key] = org_list_values(organization_id, list_type)
    return context


MARKDOWN_WINDOW_RULES = frozenset(
    {"markdown_in_active_window", "markdown_window_max_discount", "markdown_window_min_margin",
     "markdown_window_max_markdowns_per_item"}
)  # fmt: skip
SIZE_CURVE_RULES = frozenset({"size_curve_deviation"})


def calendar_context(organization_id: str, kinds: Iterable[str]) -> dict[str, Any]:
    """The rule context the rule ``kinds`` need of the markdown calendar (``markdownCalendarDefined``,
    ``markdownWindow`` on the service clock's day) and of the size curves (``sizeCurves``: brand id ->
    its winning curve in percent); {} when they need neither (no read)."""
    kinds = set(kinds)
    context: dict[str, Any] = {}
    if kinds & MARKDOWN_WINDOW_RULES:
        context.update(markdown_windows.markdown_context(organization_id))
    if kinds & SIZE_CURVE_RULES:
        context["sizeCurves"] = size_curves.curves_by_brand(organization_id)
    return context


class Rules:
    """The rulesets of a request, each read once (two GetItems for the default, one for a plan's
    named ruleset) and parsed once: the default's (``ruleset_id`` None) and those plans name
    (``ruleGroupId``)."""

    def __init__(self, organization_id: str) -> None:
        self.organization_id = organization_id
        self._rules: dict[str | None, list[Rule]] = {}

    def all(self, ruleset_id: str | None = None) -> list[rulesets.Rule]:
        """Every rule (``domain.rules.Rule``) of the ruleset ``ruleset_id`` (a plan's ``ruleGroupId``;
        the organization's default when None or since deleted); empty without a ruleset."""
        if ruleset_id not in self._rules:
            stored = ruleset_rules(self.organization_id, ruleset_id)
            self._rules[ruleset_id] = [rulesets.Rule.model_validate(r) for r in stored]
        return self._rules[ruleset_id]

    @classmethod
    def of(cls, organization_id: str, stored: list[dict[str, Any]], ruleset_id: str | None = None) -> Rules:
        """The rules of a ruleset read before (``stored``: :func:`ruleset_rules`, e.g. from a job's
        plan), as plans naming ``ruleset_id`` (None: plans without one) use it: no read for those plans."""
        found = cls(organization_id)
        found._rules[ruleset_id] = [rulesets.Rule.model_validate(r) for r in stored]
        return found

    def at(self, plan_type: str, moment: str, ruleset_id: str | None = None) -> tuple[str | None, list[Rule]]:
        """``(hook, selected rules)`` of a plan type at a moment (PRE_ADD_ITEM, PRE_VALIDATE_ITEM,
        PRE_CHANGE_STATUS, or MANUAL_CHECK: the hook of that name) in the plan's ruleset
        (``ruleset_id``; None: the default); ``(None, [])`` where REFERENCE lists no hook."""
        hook = vocabulary.MANUAL if moment == vocabulary.MANUAL else vocabulary.hook_for(plan_type, moment)
        if hook is None:
            return None, []
        return hook, evaluation.select_rules(self.all(ruleset_id), hook, plan_type)


class PreGenerate:
    """The RECOMMENDATION_PRE_GENERATE hook of the recommendations job (REFERENCE 5.2): the rules of
    the organization's default ruleset at that hook, run on each recommendation as the candidate
    line of a plan of its type (RESTOCK, MARKDOWN, REBALANCE) with no other line.

    The ruleset and the org lists are read once per job (``rules``, ``lists``: read before, e.g. by
    the job's plan step; ``lists`` as :func:`org_list_context` of every kind); a plan type without a
    selected rule costs nothing per recommendation.
    """

    def __init__(self, organization_id: str, rules: Rules | None = None, lists: dict[str, list[str]] | None = None) -> None:
        self.organization_id = organization_id
        self._rules = rules or Rules(organization_id)
        self._selected: dict[str, list[Rule]] = {}
        self._lists: dict[str, list[str]] | None = lists
        self._calendar: dict[str, Any] | None = None

    def selected(self, plan_type: str) -> list[Rule]:
        """The active rules at the hook for ``plan_type`` (``planTypes`` empty or holding it)."""
        if plan_type not in self._selected:
            self._selected[plan_type] = evaluation.select_rules(self._rules.all(), PRE_GENERATE_HOOK, plan_type)
        return self._selected[plan_type]

    def _org_lists(self) -> dict[str, list[str]]:
        if self._lists is None:
            self._lists = org_list_context(self.organization_id, ORG_LIST_RULES)
        return self._lists

    def failed(self, plan_type: str, candidate: dict[str, Any], constraints: Iterable[dict[str, Any]] = ()) -> list[RuleOutcome]:
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
        kinds = {rule.condition.type for rule in selected}
        context: dict[str, Any] = {"planType": plan_type, "items": []}
        if kinds & set(ORG_LIST_RULES):
            context.update(self._org_lists())
        if kinds & (MARKDOWN_WINDOW_RULES | SIZE_CURVE_RULES):
            if self._calendar is None:  # read once per job: every rule kind's context
                self._calendar = calendar_context(self.organization_id, MARKDOWN_WINDOW_RULES | SIZE_CURVE_RULES)
            context.update(self._calendar)
        fields = ("supplierId", "variantId", "minOrderQuantity", "packMultiple")
        rows = [plan.SupplierConstraint.model_validate({k: c.get(k) for k in fields}) for c in constraints]
        if not kinds & LINE_RULES_NEED_CONSTRAINTS:
            rows = []
        result = evaluation.evaluate(
            selected, PRE_GENERATE_HOOK, plan.PlanContext.model_validate(context), plan.PlanItem.model_validate(candidate), rows
        )
        return [o for o in result.outcomes if not o.passed]
