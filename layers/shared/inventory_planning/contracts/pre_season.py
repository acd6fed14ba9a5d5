"""Records of the pre-season scenario endpoints (issue 37; docs/plans.md "Pre-season plans").
Amounts are in the organization's currency, quantities in pieces, percents 0..100."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from inventory_planning.contracts.plans import ActorRef, RuleWarning
from inventory_planning.contracts.schemas import Record


class ScenarioLine(Record):
    """A variant x size to buy, with what the season is expected to sell of it."""

    variantId: str
    sizeId: str
    quantity: int = Field(description="pieces to buy")
    unitCost: float | None = Field(description="currency per piece; null: unknown (an unvalued line, never under a budget)")
    retailPrice: float | None = Field(description="currency per piece")
    demand: float = Field(description="pieces the season is expected to ask for")
    expectedUnitsSold: float = Field(description="min(demand, quantity)")
    expectedSellThroughPct: float = Field(description="expectedUnitsSold / quantity x 100")
    expectedRevenue: float = Field(description="expectedUnitsSold x retailPrice")
    basis: Literal["LIKE_FOR_LIKE", "COMPARABLES"] = Field(description="where the demand came from")


class ScenarioTotals(Record):
    """Totals of a scenario's lines."""

    quantity: int
    cost: float = Field(description="currency, sum of quantity x unitCost over the valued lines")
    expectedUnitsSold: float
    expectedRevenue: float
    expectedSellThroughPct: float


class UnplannedVariant(Record):
    """A season variant the scenario leaves out, and why."""

    variantId: str
    reason: Literal["NO_COMPARABLE", "NO_RETAIL_PRICE", "NO_UNIT_COST", "NO_SIZES"]
    message: str


class Scenario(Record):
    """A generated scenario: CREATING -> READY (lines, totals, unplanned) | FAILED (errorCode, errorMessage)."""

    id: str
    planId: str
    status: Literal["CREATING", "READY", "FAILED"]
    strategy: Literal["CONSERVATIVE", "BALANCED", "AGGRESSIVE"]
    targetSellThroughPct: float | None = Field(description="percent: the one used once READY")
    budget: float | None = Field(description="currency at cost; null: no cap")
    budgetSource: Literal["REQUEST", "ENVELOPE"] | None
    budgetScale: float | None = Field(description="the factor the budget scaled every quantity by (1: it did not bind)")
    referenceStartDate: str | None = Field(description="the selling window one year earlier (52 weeks), YYYY-MM-DD")
    referenceEndDate: str | None
    lineCount: int
    lines: list[ScenarioLine] = Field(description="empty in a list")
    totals: ScenarioTotals | None
    unplanned: list[UnplannedVariant]
    errorCode: str | None = Field(description="FAILED: NO_SELLING_WINDOW, NO_SEASON_VARIANTS, SCENARIO_BUILD_FAILED, ...")
    errorMessage: str | None
    jobRunId: str | None
    createdAt: str
    updatedAt: str
    appliedAt: str | None
    createdBy: ActorRef


class SkippedLine(Record):
    """A scenario line refused when applied (a BLOCK rule, the catalogue)."""

    variantId: str
    sizeId: str
    errorCode: str
    message: str


class ScenarioApplied(Record):
    """``{scenarioId, planId, added, updated, skipped[], warnings[]}``."""

    scenarioId: str
    planId: str
    added: int
    updated: int
    skipped: list[SkippedLine]
    warnings: list[RuleWarning]
