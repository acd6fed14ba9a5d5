"""The manual check of a plan (issue 37; REFERENCE 5.2 MANUAL_CHECK; docs/plans.md "Check a plan"):
``POST /api/plans/{type}/{id}/check`` runs the rules of the plan's ruleset at the MANUAL_CHECK hook
over every line and answers every outcome, passed ones included. It reads only: no line, total,
status, approval request or audit entry changes.
"""

from __future__ import annotations

from inventory_planning.domain.plans.records import CheckedRule, PlanCheck
from inventory_planning.kernel.actors import Caller
from inventory_planning.services.plans import rules as plan_rules
from inventory_planning.services.plans.common import require_visible_plan, require_whole_plan
from inventory_planning.services.plans.rules import Budget
from inventory_planning.services.plans.ruleset import Rules, plan_ruleset

MANUAL_CHECK = "MANUAL_CHECK"


def check_plan(caller: Caller, plan_type: str, plan_id: str, budget: Budget | None = None) -> PlanCheck:
    """Every outcome of the MANUAL_CHECK rules on the plan, in evaluation order (priority, rule id).

    The ruleset is the one the plan names (``ruleGroupId``), else the organization's default; without
    a ruleset, or without a rule at MANUAL_CHECK for the plan's type, ``outcomes`` is empty. Line-level
    rules look at every line of the plan (``budget``: the open-to-buy reader of budget rules, default
    ``services.plans.open_to_buy.budget_for``).

    Raises:
        Missing: PLAN_NOT_FOUND (404; another organization's plan, or one a shop-scoped caller cannot see).
        NotAllowed: 403, a shop-scoped caller and a plan with lines at shops it is not assigned (the
            outcomes of plan-level rules speak of every line: as the plan's activity).
    """
    header = require_visible_plan(caller, plan_type, plan_id)
    require_whole_plan(caller, header)
    org = caller.organization_id
    named = header.record.get("ruleGroupId")
    ruleset = plan_ruleset(org, named)
    rules = Rules.of(org, list((ruleset or {}).get("rules") or []), named)
    result = plan_rules.evaluate_hook(org, header, MANUAL_CHECK, budget=budget, rules=rules)
    outcomes = tuple(
        CheckedRule(
            rule_id=o.ruleId, rule_name=o.ruleName, category=o.category, check_level=o.checkLevel,
            enforcement=o.enforcement, passed=o.passed, message=o.message,
        )
        for o in (result.outcomes if result is not None else [])
    )  # fmt: skip
    return PlanCheck(
        plan_id=plan_id, plan_type=plan_type, hook=MANUAL_CHECK, ruleset_id=(ruleset or {}).get("id"),
        blocked=bool(result is not None and result.blocked), outcomes=outcomes,
    )  # fmt: skip
