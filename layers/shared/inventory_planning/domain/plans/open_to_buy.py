"""Open-to-buy: how much of a budget envelope open plans consume (REFERENCE 5.4; docs/plans.md).

Pure functions over budget-envelope and planning-period records and the value of each open plan
split by what envelopes scope on. Amounts are currency; dates are ``YYYY-MM-DD`` strings (inclusive
periods).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

OPEN_STATUSES = frozenset({"DRAFT", "VALIDATED", "SENT"})


@dataclass(frozen=True)
class PlanSpend:
    """One plan's value (currency) in total and per brand, collection and department, and the date it
    counts on (its creation day)."""

    planId: str
    status: str
    planDate: str
    totalValue: float
    valueByBrand: Mapping[str, float] = field(default_factory=dict)
    valueByCollection: Mapping[str, float] = field(default_factory=dict)
    valueByDepartment: Mapping[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Consumption:
    """``consumedAmount`` and ``remainingAmount`` (currency, 6 decimals; remaining may be negative) and
    ``consumedPercent`` (consumed / amount x 100, 2 decimals; None when the amount is 0)."""

    consumedAmount: float
    remainingAmount: float
    consumedPercent: float | None


def in_period(plan_date: str, period: Mapping[str, Any]) -> bool:
    """True when ``plan_date`` is within the period's ``startDate``..``endDate`` (both included)."""
    return str(period["startDate"])[:10] <= plan_date[:10] <= str(period["endDate"])[:10]


def spend_in_scope(envelope: Mapping[str, Any], spend: PlanSpend) -> float:
    """The part of the plan's value an envelope's scope covers: TOTAL the whole value; BRAND,
    COLLECTION, DEPARTMENT the value of that brand, collection or department (0 when absent).

    Raises:
        ValueError: unknown scope.
    """
    scope, value = envelope["scope"], envelope.get("scopeValue")
    if scope == "TOTAL":
        return spend.totalValue
    by = {"BRAND": spend.valueByBrand, "COLLECTION": spend.valueByCollection, "DEPARTMENT": spend.valueByDepartment}
    if scope not in by:
        raise ValueError(f"unknown envelope scope {scope!r}")
    return float(by[scope].get(value or "", 0.0))


def consumption(
    envelope: Mapping[str, Any], period: Mapping[str, Any], spends: Iterable[PlanSpend], exclude_plan_id: str | None = None
) -> Consumption:
    """What the open plans (status DRAFT, VALIDATED or SENT) dated in the period consume of the envelope,
    leaving out ``exclude_plan_id`` (the plan being checked, counted by the caller as it would be)."""
    used = math.fsum(
        spend_in_scope(envelope, s)
        for s in spends
        if s.status in OPEN_STATUSES and s.planId != exclude_plan_id and in_period(s.planDate, period)
    )
    used = round(used, 6)
    amount = float(envelope["amount"])
    percent = round(used / amount * 100, 2) if amount > 0 else None
    return Consumption(used, round(amount - used, 6), percent)


def envelopes_for_plan(
    envelopes: Iterable[Mapping[str, Any]], periods_by_id: Mapping[str, Mapping[str, Any]], spend: PlanSpend
) -> list[Mapping[str, Any]]:
    """The envelopes that concern a plan: their period holds the plan's date, and their scope is TOTAL
    or covers some of the plan's value (its brand, collection or one of its departments)."""
    chosen = []
    for envelope in envelopes:
        period = periods_by_id.get(envelope["periodId"])
        if period is None or not in_period(spend.planDate, period):
            continue
        if envelope["scope"] == "TOTAL":
            chosen.append(envelope)
            continue
        by = {"BRAND": spend.valueByBrand, "COLLECTION": spend.valueByCollection, "DEPARTMENT": spend.valueByDepartment}
        if (envelope.get("scopeValue") or "") in by.get(envelope["scope"], {}):
            chosen.append(envelope)
    return chosen
