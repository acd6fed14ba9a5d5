"""Typed records the pre-season scenario services return (docs/decisions/0026); ``contracts.pre_season``
maps them to the wire. A scenario's lines, totals and left-out variants are the computation's own
records (``domain.pre_season.scenarios``). Amounts are currency, quantities pieces, percents 0..100.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inventory_planning.domain.plans.records import ActorRef, RuleWarning
from inventory_planning.domain.pre_season.scenarios import ScenarioLine, Totals, Unplanned


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioView:
    """A scenario of a pre-season plan: CREATING -> READY (lines, totals, the variants left out) |
    FAILED (``error_code``, ``error_message``); the strategy, the sell-through target used, the budget
    (REQUEST: the body's; ENVELOPE: what the plan's envelope had left; None: no limit) and its scale,
    the reference window (the selling window one year earlier), the job run that built it, and when it
    was applied to the plan. ``lines`` is empty in a list (``line_count`` says how many)."""

    id: str
    plan_id: str
    status: str
    strategy: str
    target_sell_through_pct: float | None
    budget: float | None
    budget_source: str | None
    budget_scale: float | None
    reference_start_date: str | None
    reference_end_date: str | None
    line_count: int
    lines: tuple[ScenarioLine, ...]
    totals: Totals | None
    unplanned: tuple[Unplanned, ...]
    error_code: str | None
    error_message: str | None
    job_run_id: str | None
    created_at: str
    updated_at: str
    applied_at: str | None
    created_by: ActorRef

    @classmethod
    def of(cls, record: dict[str, Any], with_lines: bool = True) -> ScenarioView:
        """The view of a stored scenario record (lines left out when ``with_lines`` is false)."""
        totals = record.get("totals")
        lines = record.get("lines") or []
        return cls(
            id=record["id"], plan_id=record["planId"], status=record["status"], strategy=record["strategy"],
            target_sell_through_pct=record.get("targetSellThroughPct"), budget=record.get("budget"),
            budget_source=record.get("budgetSource"), budget_scale=record.get("budgetScale"),
            reference_start_date=record.get("referenceStartDate"), reference_end_date=record.get("referenceEndDate"),
            line_count=len(lines),
            lines=tuple(_line(line) for line in lines) if with_lines else (),
            totals=Totals(**_snake(totals)) if totals else None,
            unplanned=tuple(Unplanned(**_snake(u)) for u in record.get("unplanned") or []),
            error_code=record.get("errorCode"), error_message=record.get("errorMessage"), job_run_id=record.get("jobRunId"),
            created_at=record["createdAt"], updated_at=record["updatedAt"], applied_at=record.get("appliedAt"),
            created_by=ActorRef.of(record["createdBy"]),
        )  # fmt: skip


def _snake(raw: dict[str, Any]) -> dict[str, Any]:
    return {"".join("_" + c.lower() if c.isupper() else c for c in key): value for key, value in raw.items()}


def _line(raw: dict[str, Any]) -> ScenarioLine:
    return ScenarioLine(**_snake(raw))


@dataclass(frozen=True, slots=True, kw_only=True)
class SkippedLine:
    """A scenario line a rule (or the catalogue) refused when the scenario was applied: its code and message."""

    variant_id: str
    size_id: str
    error_code: str
    message: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioApplied:
    """A scenario written into its plan: lines added, lines updated (the same variant x size was
    there), lines skipped (refused, with why), and the rules' warnings."""

    scenario_id: str
    plan_id: str
    added: int
    updated: int
    skipped: tuple[SkippedLine, ...]
    warnings: tuple[RuleWarning, ...]
