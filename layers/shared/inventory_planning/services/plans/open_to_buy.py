"""Open-to-buy: budget-envelope consumption by open restock and pre-season plans (REFERENCE 5.4;
docs/plans.md).

An envelope is consumed by the open restock and pre-season plans (DRAFT, VALIDATED, SENT) whose
date (their creation day) falls in the envelope's planning period and whose lines fall in its scope:
TOTAL (every line), BRAND (the plan's brand: a restock plan holds one brand's variants; a pre-season
plan its ``brandId`` when it names one), COLLECTION (the plan's collection), DEPARTMENT (the lines
of that product family, kept per plan as ``value_by_department``). The formulas are pure
(``domain.plans.open_to_buy``); this module reads the plans and the periods.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from inventory_planning.domain.plans import open_to_buy as otb
from inventory_planning.domain.plans.open_to_buy import PlanSpend
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.models import PlanHeaderItem
from inventory_planning.store.plans import headers as plan_store

OPEN = ("DRAFT", "VALIDATED", "SENT")
BUYING_TYPES = ("RESTOCK", "PRE_SEASON")
"""The plan types whose open plans consume open-to-buy (commitments to buy from suppliers)."""


def plan_spend(header: PlanHeaderItem, lines: list[dict[str, Any]] | None = None) -> PlanSpend:
    """The plan's value as envelopes see it (``domain.plans.open_to_buy.PlanSpend``): from its maintained
    totals, or from ``lines`` (stored-line dicts) when given (the plan as a change would leave it)."""
    record = header.record
    departments: dict[str, float] = {}
    if lines is None:
        total = float(header.total_value or 0)
        raw: Any = header.value_by_department
        stored = raw.as_dict() if hasattr(raw, "as_dict") else dict(raw or {})
        departments = {k: float(v) for k, v in stored.items() if k != "_"}
    else:
        total = round(sum(float(line["value"]) for line in lines), 6)
        for line in lines:
            if line.get("department"):
                departments[line["department"]] = round(departments.get(line["department"], 0.0) + float(line["value"]), 6)
    return PlanSpend(
        planId=header.sk,
        status=record["status"],
        planDate=(header.created_at or record["createdAt"])[:10],
        totalValue=total,
        valueByBrand={record["brandId"]: total} if record.get("brandId") else {},
        valueByCollection={record["collectionId"]: total} if record.get("collectionId") else {},
        valueByDepartment=departments,
    )


def _open_spends(organization_id: str) -> list[PlanSpend]:
    return [plan_spend(h) for plan_type in BUYING_TYPES for h in plan_store.open_plans(organization_id, plan_type, OPEN)]


class Consumption:
    """Envelope consumption for a request: the open plans and the periods are read once."""

    def __init__(self, organization_id: str) -> None:
        self.org = organization_id
        self._spends: list[PlanSpend] | None = None
        self._periods: dict[str, dict[str, Any] | None] = {}

    def spends(self) -> list[PlanSpend]:
        """The open restock and pre-season plans' spends (read on first use)."""
        if self._spends is None:
            self._spends = _open_spends(self.org)
        return self._spends

    def period(self, period_id: str) -> dict[str, Any] | None:
        """The planning period record (read once), or None when it does not exist."""
        if period_id not in self._periods:
            self._periods[period_id] = record_store.get_record(self.org, config.PLANNING_PERIOD, period_id)
        return self._periods[period_id]

    def of(self, envelope: Mapping[str, Any], exclude_plan_id: str | None = None) -> otb.Consumption:
        """``Consumption(consumedAmount, remainingAmount, consumedPercent)`` of one envelope (currency)."""
        period = self.period(envelope["periodId"])
        return otb.consumption(
            envelope, period or {"startDate": "9999-12-31", "endDate": "0000-01-01"}, self.spends(), exclude_plan_id
        )

    def with_consumption(self, envelope: dict[str, Any]) -> dict[str, Any]:
        """The envelope record with ``consumedAmount``, ``remainingAmount`` and ``consumedPercent``."""
        used = self.of(envelope)
        return {
            **envelope,
            "consumedAmount": used.consumedAmount,
            "remainingAmount": used.remainingAmount,
            "consumedPercent": used.consumedPercent,
        }


def budget_for(header: PlanHeaderItem, lines: list[dict[str, Any]]) -> tuple[float | None, float | None]:
    """``(budgetRemaining, budgetAmount)`` for a budget_envelope_cap rule on a restock or pre-season plan: among the
    envelopes whose period holds the plan's date and whose scope the plan (as ``lines`` would leave it)
    touches, the one with the least open-to-buy left once the *other* open plans are counted. ``(None,
    None)`` when no envelope applies (or the plan is not a restock or pre-season plan)."""
    if header.plan_type not in BUYING_TYPES:
        return None, None
    org = header.pk.split("#")[1]
    envelopes = record_store.list_all(org, config.BUDGET_ENVELOPE)
    if not envelopes:
        return None, None
    usage = Consumption(org)
    periods = {e["periodId"]: usage.period(e["periodId"]) for e in envelopes}
    found = {k: v for k, v in periods.items() if v is not None}
    spend = plan_spend(header, lines)
    candidates = otb.envelopes_for_plan(envelopes, found, spend)
    best: tuple[float, float] | None = None
    for envelope in candidates:
        remaining = usage.of(envelope, exclude_plan_id=header.sk).remainingAmount
        if best is None or remaining < best[0]:
            best = (remaining, float(envelope["amount"]))
    return best if best is not None else (None, None)
