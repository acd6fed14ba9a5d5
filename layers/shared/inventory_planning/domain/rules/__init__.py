"""Business rules: rulesets, rules and their pure evaluation (REFERENCE 5, SPEC "Business logic ruleset").

A *ruleset* groups *rules*; the first ruleset of an organization is its default (used when a plan names
no ruleset). A rule has REFERENCE 5.1's anatomy: category, enforcement (BLOCK | WARN | LOG), check
level, condition, scope, plan types, validation hooks (REFERENCE 5.2's exact names), a violation
message and a priority. The condition is one of the rule templates of REFERENCE 5.3 that can be
checked on a plan and a candidate item; each is a pydantic model discriminated by ``type``.

``evaluate`` is the single entry point the plan endpoints call at a hook: it selects the rules that
apply, measures each condition on the plan (plus the candidate item for add hooks) and returns one
outcome per rule, with ``blocked`` / ``warnings`` / ``logged`` aggregated. Nothing here touches AWS,
HTTP or the clock. docs/business-rules.md documents the formulas and how results map to the API.

Units: quantities are pieces (integers); unit cost, list price, plan values and budgets are amounts
in the plan's currency (one currency per evaluation; conversion is the caller's job); percents are
0..100.

One subject per module:

- ``vocabulary``: plan types, categories, enforcements, check levels, units and the hooks of REFERENCE 5.2;
- ``fields``: field types, model configuration and rounding shared by the models;
- ``plan``: the plan being checked (``PlanItem``, ``PlanContext``, ``SupplierConstraint``) and line formulas;
- ``scope``: ``RuleScope``, where a rule applies;
- ``conditions``: the condition models (REFERENCE 5.3) and how each measures a plan;
- ``rulesets``: ``Rule``, ``Ruleset``, the create body and the default ruleset;
- ``outcomes``: ``RuleOutcome`` and ``EvaluationResult``;
- ``evaluation``: ``evaluate`` and rule selection;
- ``changes``: changes to a stored ruleset (its update body, the rule body, add/replace/remove a rule).

Import from the subject module. The names below are also reachable from this package (PEP 562):
each is imported from its module on first access, so importing the package costs nothing. Every
model defers building its validator to its first use (``defer_build``). A route module that names a
body in its signature as ``rules.RuleBody`` (with postponed annotations) loads the rule models on the
route's first request, when Powertools resolves the signature, not at cold start.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.coldstart import LazyExports

_EXPORTS = LazyExports.by_module(
    __name__,
    {
        "vocabulary": (
            "ADD_ITEM",
            "CHANGE_STATUS",
            "ENFORCEMENTS",
            "HOOKS",
            "MANUAL",
            "PLAN_TYPES",
            "PRE_GENERATE",
            "RULE_ID_PATTERN",
            "VALIDATE_ITEM",
            "Category",
            "CheckLevel",
            "Enforcement",
            "Hook",
            "HookSpec",
            "PlanType",
            "Unit",
            "hook_for",
            "hook_plan_type",
            "is_adding_hook",
        ),
        "fields": ("MODEL_CONFIG", "ROUNDING", "Amount", "Count", "Percent", "PositiveCount", "SignedAmount", "Tag", "Text255"),
        "plan": (
            "PlanContext",
            "PlanItem",
            "SupplierConstraint",
            "SupplierVariant",
            "line_value",
            "margin_after_discount_percent",
        ),
        "scope": ("MAX_SCOPE_VALUES", "RuleScope"),
        "conditions": (
            "COMMON_PLACEHOLDERS",
            "CONDITION_TYPES",
            "BrandNotRestricted",
            "BudgetEnvelopeCap",
            "Check",
            "Condition",
            "MaxDiscountPercent",
            "MaxItemsPerShop",
            "MaxPlanQuantity",
            "MaxPlanValue",
            "MaxPlanValuePerBrand",
            "MaxQuantityPerVariant",
            "Measurement",
            "MinMarginAfterDiscountPercent",
            "MinOrderQuantity",
            "PackMultiple",
            "PlanView",
            "SupplierNotBlacklisted",
            "allowed_placeholders",
        ),
        "rulesets": ("Rule", "Ruleset", "RulesetCreate", "default_flag_for_new_ruleset", "default_ruleset", "new_ruleset"),
        "outcomes": ("MAX_VIOLATIONS_LISTED", "EvaluationResult", "OutcomeDetails", "RuleOutcome", "Violation"),
        "evaluation": ("evaluate", "index_constraints", "select_rules"),
        "changes": (
            "MAX_RULES_PER_RULESET",
            "RuleBody",
            "RuleId",
            "RulesetUpdate",
            "Tags",
            "add_rule",
            "remove_rule",
            "replace_rule",
            "ruleset_summary",
        ),
    },
)

__all__ = _EXPORTS.names


def __getattr__(name: str) -> Any:
    """Import an exported name from its subject module on first access.

    Raises:
        AttributeError: not an exported name.
    """
    return _EXPORTS.load(name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
