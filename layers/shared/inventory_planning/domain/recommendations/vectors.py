"""The decision vector (REFERENCE 3.2) and what it is decided from: one variant x shop's position
(stock per size, size curve, forecast demand over the cover, the lead time and the selling horizon,
units on order) and its rebalance target per size. Pure: the recommendations job builds positions
from its reads and writes the vectors the decisions return."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.forecasts.demand import demand_over
from inventory_planning.domain.recommendations.common import Why

Scores = dict[str, float | int | None]
"""A vector's scores by name (REFERENCE 3.2), in [0, 1] except the unit counts; the key order is the stored one."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Demand:
    """Forecast demand over a window of days (units): its mean and standard deviation."""

    mean: float
    sigma: float


@dataclass(frozen=True, slots=True, kw_only=True)
class Position:
    """One variant x shop as the job sees it on asOf.

    ``stock_by_size``: closing stock per size (units; "-" for a size-less item); ``shares``: the size
    curve (size -> share of demand, summing to 1); ``ordered``: units on order over its sizes;
    ``lead``/``cover``: the lead time and lead time + review period (days), ``lead_known`` true when
    the lead time is the supplier's own (order-line history); demands over the cover, the lead time
    and the selling horizon. ``rows``: the position's risk rows (one per size: prices, last sale).
    ``ordered_by_size``: units on order per size; ``history``: per size, its units sold per week of
    the last ``distribution.HISTORY_WEEKS`` weeks (oldest first, the last the week before asOf; None
    when not read: the order-up-to level then reads the forecast alone).
    """

    variant_id: str
    shop_id: str
    brand_id: str | None
    product_id: str | None
    unit_cost: Any
    retail_price: Any
    rows: Sequence[Mapping[str, Any]]
    stock_by_size: dict[str, float]
    stock: float
    shares: Mapping[str, float]
    ordered: float
    supplier: str | None
    lead: int
    lead_known: bool
    cover: int
    over_cover: Demand
    over_lead: Demand
    over_horizon: Demand
    ordered_by_size: Mapping[str, float] = field(default_factory=dict)
    history: Mapping[str, Sequence[float]] | None = None
    shares_source: str = "SALES_MIX"
    """Where ``shares`` come from: ``SALES_MIX`` (the forecast's size mix of the position's sales) or
    ``BRAND_SIZE_CURVE`` (the brand's size curve, ``domain.size_curves``)."""


SALES_MIX, BRAND_SIZE_CURVE = "SALES_MIX", "BRAND_SIZE_CURVE"


@dataclass(frozen=True, slots=True, kw_only=True)
class Target:
    """A shop's rebalance target of one variant: per size ``(stock, target stock)`` in units (the
    target: the size's order-up-to level, ``economics.order_up_to``: the restock's own), its days of
    supply (inf without demand) and its forecast confidence ``mu / (mu + sigma)``."""

    position: Position
    by_size: dict[str, tuple[float, float]]
    days: float
    confidence: float


@dataclass(frozen=True, slots=True, kw_only=True)
class DecisionVector:
    """One decision of one variant x shop x domain (restock | markdown | rebalance), before the
    organization's RECOMMENDATION_PRE_GENERATE rules.

    ``rules``: the rules applied (``name:detail``), ``forbidden``: the domains they forbid;
    the action: ``quantity`` (units), ``by_size`` (units per size), ``discount`` (percent) or
    ``transfers`` (``{destinationShopId, sizeId, quantity}``); ``confidence`` in [0, 1]; ``why``:
    context and formula steps, ``extra`` more context (e.g. ``brokenSizes``). ``actionable``: the
    action is not empty (a quantity or discount above 0, or transfers).
    """

    position: Position
    domain: str
    scores: Scores
    rules: tuple[str, ...] = ()
    forbidden: tuple[str, ...] = ()
    quantity: int | None = None
    by_size: dict[str, int] | None = None
    discount: float | None = None
    transfers: list[dict[str, Any]] | None = None
    confidence: float
    why: Why
    extra: dict[str, Any] = field(default_factory=dict)
    actionable: bool

    @property
    def variant_id(self) -> str:
        """The vector's variant."""
        return self.position.variant_id

    @property
    def shop_id(self) -> str:
        """The vector's shop (for a rebalance: the source shop)."""
        return self.position.shop_id


@dataclass(frozen=True, slots=True, kw_only=True)
class PositionContext:
    """What every position of a run reads: ``offset`` (asOf's day in the forecast run), the
    suppliers' lead times (days), the units on order per variant x shop x size, and the
    organization's planning settings."""

    offset: int
    lead_times: Mapping[str, int]
    on_order: Mapping[tuple[str, str, str], float]
    settings: PlanningSettings


def position_of(
    variant_id: str,
    shop_id: str,
    rows: Sequence[Mapping[str, Any]],
    weeks: Sequence[tuple[float, float]],
    curve: Mapping[str, float] | None,
    *,
    supplier: str | None,
    context: PositionContext,
    history: Mapping[str, Sequence[float]] | None = None,
) -> Position:
    """The position of a variant x shop from its risk rows (one per size), the forecast ``weeks``
    of the series ((mean, upper bound at 80%) per week from the run's first day; ``context.offset``:
    asOf's day in the run), its size ``curve`` (None: uniform over the sizes in stock), its supplier and
    the suppliers' lead times (days; else the organization's default), the units on order per
    variant x shop x size and the sizes' weekly ``history`` (size -> units per week, oldest first; None: not read)."""
    offset, lead_times, on_order, settings = context.offset, context.lead_times, context.on_order, context.settings
    first = rows[0]
    stock_by_size = {r["size"] or "-": float(r["closing_stock"] or 0) for r in rows}
    shares = curve or {size: 1 / len(stock_by_size) for size in stock_by_size}
    lead = lead_times.get(supplier or "", settings.default_lead_time_days)
    cover = lead + settings.review_period_days
    demands = [demand_over(weeks, 1.0, offset, days) for days in (cover, lead, settings.selling_horizon_days)]
    ordered_by_size = {size: on_order.get((variant_id, shop_id, size), 0.0) for size in set(stock_by_size) | set(shares)}
    ordered = sum(ordered_by_size.values())
    return Position(
        variant_id=variant_id, shop_id=shop_id, brand_id=first["brand_id"], product_id=first["product_id"],
        unit_cost=first.get("unit_cost"), retail_price=first.get("retail_price"), rows=rows,
        stock_by_size=stock_by_size, stock=sum(stock_by_size.values()), shares=shares, ordered=ordered,
        supplier=supplier, lead=lead, lead_known=supplier in lead_times, cover=cover,
        over_cover=Demand(mean=demands[0][0], sigma=demands[0][1]), over_lead=Demand(mean=demands[1][0], sigma=demands[1][1]),
        over_horizon=Demand(mean=demands[2][0], sigma=demands[2][1]),
        ordered_by_size={s: u for s, u in ordered_by_size.items() if u}, history=history,
    )  # fmt: skip


def forecast_confidence(demand: Demand) -> float:
    """How sure a forecast is: ``mu / (mu + sigma)``, 0 without demand."""
    return demand.mean / (demand.mean + demand.sigma) if demand.mean > 0 else 0.0


def target_of(position: Position, levels: Mapping[str, float]) -> Target:
    """The rebalance target of a position: per size (stock, the size's order-up-to level ``levels[size]``,
    0 for a size without one), the restock's own levels (``economics.order_up_to``)."""
    mean = position.over_cover.mean
    stock_by_size = position.stock_by_size
    return Target(
        position=position,
        by_size={s: (stock_by_size.get(s, 0.0), float(levels.get(s, 0.0))) for s in set(stock_by_size) | set(levels)},
        days=position.stock / (mean / position.cover) if mean > 0 else math.inf,
        confidence=forecast_confidence(position.over_cover),
    )
