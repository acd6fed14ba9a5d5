"""Markdown (docs/intelligence.md "Recommendations"): where stock exceeds the forecast demand of the
selling horizon, the smallest discount step that sells the excess through in the window, within the
margin floor and the maximum discount, through the variant's price elasticity; the fallback discount
when nothing is known. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import NamedTuple

from inventory_planning.domain.planning_settings import PlanningSettings
from inventory_planning.domain.recommendations.common import (
    DISCOUNT_STEP_PCT,
    FALLBACK_DISCOUNT_PCT,
    MARGIN_FLOOR_PCT,
    MAX_DISCOUNT_PCT,
    Why,
)
from inventory_planning.domain.recommendations.vectors import DecisionVector, Position


@dataclass(frozen=True, slots=True, kw_only=True)
class MarkdownLimits:
    """The organization's markdown knobs (REFERENCE 3.3), in percent: the largest discount
    (``max_discount_pct``), the margin kept over unit cost (``margin_floor_pct``) and the discount
    when nothing is known to model demand with (``fallback_pct``)."""

    max_discount_pct: float = MAX_DISCOUNT_PCT
    margin_floor_pct: float = MARGIN_FLOOR_PCT
    fallback_pct: float = FALLBACK_DISCOUNT_PCT

    @classmethod
    def of(cls, settings: PlanningSettings) -> MarkdownLimits:
        """The limits of an organization's planning settings."""
        return cls(
            max_discount_pct=settings.max_discount_pct,
            margin_floor_pct=settings.margin_floor_pct,
            fallback_pct=settings.fallback_percent,
        )


DEFAULT_MARKDOWN_LIMITS = MarkdownLimits()


class Elasticity(NamedTuple):
    """The price elasticity a variant's demand answers its price with: ``value`` (b of ``q = a p^b``,
    in [-6, 0]), its ``source`` (VARIANT | PRODUCT | BRAND | CATEGORY | DEFAULT) and the number of
    ``observations`` behind it (0 for the default)."""

    value: float
    source: str
    observations: int


def markdown(
    excess_units: float,
    window_demand: float,
    price: float | None,
    unit_cost: float | None,
    beta: float | None,
    *,
    limits: MarkdownLimits = DEFAULT_MARKDOWN_LIMITS,
    why: Why | None = None,
) -> float:
    """The discount percent for a variant with ``excess_units`` beyond the forecast ``window_demand``
    of the markdown window: demand at discount d is ``window_demand x (1 - d)^beta``; the smallest
    step of DISCOUNT_STEP_PCT whose extra demand sells the excess through, else the step that sells
    the most, never past ``limits.max_discount_pct`` nor below the margin floor
    (``price (1 - d) >= cost (1 + floor)``). Without an elasticity, a price or any demand:
    ``limits.fallback_pct`` (REFERENCE 3.3)."""
    why = why or Why()
    if beta is None or not price or window_demand <= 0:
        reason = "no elasticity, price or demand to model: the fallback discount"
        fallback: float = why.step("fallback", reason, limits.fallback_pct)
        return fallback
    floor_price = (unit_cost or 0.0) * (1 + limits.margin_floor_pct / 100)
    ceiling = limits.max_discount_pct
    if unit_cost:
        ceiling = round(min(ceiling, max(0.0, 100 * (1 - floor_price / price))), 6)
    why.step("maxDiscount", f"min({limits.max_discount_pct}, 100 x (1 - {floor_price:.2f} / {price:.2f}))", round(ceiling, 2))
    target = window_demand + excess_units
    best, best_units = 0.0, window_demand
    steps = int(ceiling // DISCOUNT_STEP_PCT)
    for k in range(1, steps + 1):
        d = k * DISCOUNT_STEP_PCT
        units = window_demand * (1 - d / 100) ** beta
        if units > best_units:
            best, best_units = d, units
        if units >= target:
            break
    expression = f"{window_demand:.2f} x (1 - {best / 100:.2f})^{beta:.2f} for {target:.2f} to sell"
    why.step("demandAtDiscount", expression, round(best_units, 2))
    chosen: float = why.step(
        "discountPercent", "the smallest step that sells the excess through, else the one that sells most", best
    )
    return chosen


def markdown_confidence(why: Why, source: str, observations: int) -> float:
    """How sure a markdown is: 0.2 when it is the fallback discount (nothing to model), 0.4 with the
    DEFAULT elasticity, else 0.5 rising to 0.9 with the observations behind the elasticity (200 and more)."""
    if why.formula and why.formula[0]["step"] == "fallback":
        return 0.2
    if source == "DEFAULT":
        return 0.4
    return 0.5 + 0.4 * min(1.0, observations / 200)


def needs_markdown(p: Position) -> bool:
    """Whether the position holds stock beyond the forecast demand of the selling horizon."""
    return p.stock > p.over_horizon.mean and p.stock > 0


def markdown_vector(p: Position, elasticity: Elasticity, as_of: date, settings: PlanningSettings) -> DecisionVector | None:
    """The markdown decision of a position (None unless :func:`needs_markdown`): the discount for its
    excess (stock - horizon demand) at its highest retail price and unit cost over its sizes; scores:
    the overstock risk (excess / stock) and the urgency (days since the last sale / 90, 1 when never
    sold); confidence :func:`markdown_confidence`."""
    if not needs_markdown(p):
        return None
    stock, horizon_mean = p.stock, p.over_horizon.mean
    price = max((float(r["retail_price"]) for r in p.rows if r["retail_price"]), default=None)
    cost = max((float(r["unit_cost"]) for r in p.rows if r["unit_cost"]), default=None)
    beta, source, observations = elasticity
    excess = stock - horizon_mean
    why = Why(
        {
            "stockOnHand": stock,
            "forecastOverHorizon": round(horizon_mean, 2),
            "horizonDays": settings.selling_horizon_days,
            "excessUnits": round(excess, 2),
            "retailPrice": price,
            "unitCost": cost,
            "priceElasticity": {"value": round(beta, 4), "source": source, "observations": observations},
        }
    )
    discount = markdown(excess, horizon_mean, price, cost, beta, limits=MarkdownLimits.of(settings), why=why)
    last_sale = max((r["last_sale_date"] for r in p.rows if r["last_sale_date"]), default=None)
    idle = (as_of - last_sale).days if last_sale else None
    scores: dict[str, float | int | None] = {
        "overstock_risk": round(min(1.0, excess / stock), 4),
        "markdown_urgency": 1.0 if idle is None else round(min(1.0, idle / 90), 4),
    }
    return DecisionVector(
        position=p, domain="markdown", scores=scores, discount=discount,
        confidence=markdown_confidence(why, source, observations), why=why, actionable=discount > 0,
    )  # fmt: skip
