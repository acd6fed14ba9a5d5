"""Approval-policy matching (REFERENCE 4.2, SPEC "Approval policy"; docs/plans.md "Approvals").

Pure functions over approval-policy records (as ``domain.configuration.intelligence.new_approval_policy`` makes
them): does a policy apply to a plan, what does its metric measure, and which policy, if any, holds
an approval-gated status change.

Units: PLAN_TOTAL_VALUE is currency; PLAN_TOTAL_QUANTITY, VARIANT_QUANTITY and SHOP_QUANTITY are
pieces.

Families (``actionFamily``) and what they hold (issue 37):

- a plan family (RESTOCK_PLAN, ...) or none (global): a type's approval-gated status move
  (``lifecycle.APPROVAL_GATES``);
- WORKFLOW: a workflow's validation (DRAFT -> VALIDATED by a WORKFLOW caller) of a plan of any type,
  gated or not;
- RECOMMENDATION: a recommendation applied to a plan (``POST /api/plans/from-recommendation``),
  measured on the line it would add. Plan-family and global policies do not hold it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

ACTION_FAMILY = {
    "RESTOCK": "RESTOCK_PLAN",
    "MARKDOWN": "MARKDOWN_PLAN",
    "REBALANCE": "REBALANCE_PLAN",
    "PRE_SEASON": "PRE_SEASON_PLAN",
    "SUPPLIER_RETURN": "SUPPLIER_RETURN_PLAN",
    "SUPPLIER_EXCHANGE": "SUPPLIER_EXCHANGE_PLAN",
}


class ApprovalLine(NamedTuple):
    """A plan line as policies measure it: variant, shop (or None), quantity (pieces), value (currency)."""

    variantId: str
    shopId: str | None
    quantity: int
    value: float


@dataclass(frozen=True)
class PlanFacts:
    """What a policy looks at: the plan's type, who asks, and the plan's brands, collections, shops,
    suppliers and lines."""

    planType: str
    actorType: str
    workflowId: str | None
    brandIds: frozenset[str]
    collectionIds: frozenset[str]
    shopIds: frozenset[str]
    supplierIds: frozenset[str]
    lines: tuple[ApprovalLine, ...]
    gated: bool = True
    """The move is an approval gate of the plan's type (plan-family and global policies hold it)."""
    workflowValidation: bool = False
    """A workflow validates the plan (WORKFLOW policies hold it)."""
    recommendation: bool = False
    """A recommendation's line is being applied (only RECOMMENDATION policies hold it)."""


@dataclass(frozen=True)
class ApprovalMatch:
    """The policy that holds a change: its id and name, the metric, the measured value and the threshold."""

    policyId: str
    policyName: str
    metric: str
    value: float
    threshold: float


def _max_group(lines: Iterable[ApprovalLine], key: str) -> float:
    totals: dict[str, int] = {}
    for line in lines:
        group = getattr(line, key)
        if group is not None:
            totals[group] = totals.get(group, 0) + line.quantity
    return float(max(totals.values(), default=0))


def measure(metric: str, facts: PlanFacts) -> float:
    """The value of ``metric`` on the plan.

    - PLAN_TOTAL_VALUE: sum of the lines' values (currency, rounded to 6 decimals);
    - PLAN_TOTAL_QUANTITY: sum of the quantities (pieces);
    - VARIANT_QUANTITY: the largest quantity of one variant over its sizes and shops (0 without lines);
    - SHOP_QUANTITY: the largest quantity for one shop (lines without a shop are not counted).

    Raises:
        ValueError: unknown metric.
    """
    if metric == "PLAN_TOTAL_VALUE":
        return round(math.fsum(line.value for line in facts.lines), 6)
    if metric == "PLAN_TOTAL_QUANTITY":
        return float(sum(line.quantity for line in facts.lines))
    if metric == "VARIANT_QUANTITY":
        return _max_group(facts.lines, "variantId")
    if metric == "SHOP_QUANTITY":
        return _max_group(facts.lines, "shopId")
    raise ValueError(f"unknown threshold metric {metric!r}")


def _meets(scope: Iterable[str] | None, values: Iterable[str | None]) -> bool:
    wanted = set(scope or ())
    return not wanted or bool(wanted & {v for v in values if v is not None})


def policy_applies(policy: Mapping[str, Any], facts: PlanFacts) -> bool:
    """True when the policy is active, its action family holds this change (see the module: the
    plan's family or global on a gated move, WORKFLOW on a workflow's validation, RECOMMENDATION on a
    recommendation), and every non-empty scope array meets the plan (actor type, workflow, brands,
    collections, shops, suppliers; an empty array means all)."""
    if not policy.get("isActive", True):
        return False
    if not family_holds(policy.get("actionFamily"), facts):
        return False
    return (
        _meets(policy.get("scopeActorTypes"), [facts.actorType])
        and _meets(policy.get("scopeWorkflowIds"), [facts.workflowId])
        and _meets(policy.get("scopeBrandIds"), facts.brandIds)
        and _meets(policy.get("scopeCollections"), facts.collectionIds)
        and _meets(policy.get("scopeShopIds"), facts.shopIds)
        and _meets(policy.get("scopeSupplierIds"), facts.supplierIds)
    )


def family_holds(family: str | None, facts: PlanFacts) -> bool:
    """Whether a policy of ``family`` (None: global) may hold the change ``facts`` describe."""
    if facts.recommendation:
        return family == "RECOMMENDATION"
    if family == "WORKFLOW":
        return facts.workflowValidation
    if family == "RECOMMENDATION":
        return False
    return facts.gated and (family is None or family == ACTION_FAMILY.get(facts.planType))


def first_breach(policies: Iterable[Mapping[str, Any]], facts: PlanFacts) -> ApprovalMatch | None:
    """The first policy (in the given order: the store's creation order) that applies and whose metric
    is strictly above its ``thresholdValue`` (equal passes), or None."""
    for policy in policies:
        if not policy_applies(policy, facts):
            continue
        metric = policy.get("thresholdMetric") or "PLAN_TOTAL_VALUE"
        value = measure(metric, facts)
        threshold = float(policy["thresholdValue"])
        if round(value - threshold, 6) > 0:
            return ApprovalMatch(policy["id"], policy.get("name", ""), metric, value, threshold)
    return None
