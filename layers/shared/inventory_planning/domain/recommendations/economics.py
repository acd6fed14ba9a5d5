"""The order-up-to level of each size of a position from its economics (docs/intelligence.md
"Order-up-to level"; docs/decisions/0044): the service level is the newsvendor's critical ratio
``underage / (underage + overage)`` (Silver, Pyke & Thomas 2017, 6.7 and 10.3; Snyder & Shen 2019,
4.3), clamped to the organization's ``serviceLevelMin..serviceLevelMax`` (its own ``serviceLevel``
wins when set), and the level of a size is the quantile of the size's own demand distribution over
the lead time + review period (``domain.recommendations.distribution``). Pure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.recommendations.distribution import Distribution, demand_distribution, size_distribution
from inventory_planning.domain.recommendations.markdown import ladder_discount, price_basis
from inventory_planning.domain.recommendations.vectors import Position

UNIT_COST, DEFAULT_MARGIN = "UNIT_COST", "DEFAULT_MARGIN"
CRITICAL_RATIO, OVERRIDE, NO_PRICE = "CRITICAL_RATIO", "ORGANIZATION_SERVICE_LEVEL", "NO_PRICE"


@dataclass(frozen=True, slots=True, kw_only=True)
class Economics:
    """What one unit of a position earns and costs (currency per unit): ``price`` at its ``basis``
    (RETAIL, LIST, SALES_MEDIAN; None without one), ``unit_cost`` and where it comes from
    (``cost_source`` UNIT_COST, or DEFAULT_MARGIN: price x (1 - defaultGrossMarginPct / 100); None
    without a price or a cost); ``underage`` = price - cost (the margin a lost sale forgoes, >= 0);
    ``holding`` = cost x holdingCostRatePerYear x review period / 365 (a unit carried one cycle);
    ``markdown_pct`` the clearance the markdown model gives a unit at the end of its life and
    ``markdown_loss`` = price x markdown_pct / 100 (None without a price)."""

    price: float | None
    basis: str | None
    unit_cost: float | None
    cost_source: str | None
    underage: float | None
    holding: float
    markdown_pct: float | None
    markdown_loss: float | None


def economics_of(rows: Sequence[Mapping[str, Any]], list_price: float | None, settings: PlanningSettings) -> Economics:
    """The economics of a position from its risk rows (one per size: ``unit_cost``, ``retail_price``,
    ``selling_price``) and its variant's catalogue ``list_price``: the price basis of
    ``markdown.price_basis``; the highest unit cost over its sizes, else the price x (1 -
    ``default_gross_margin_pct`` / 100); the markdown of a leftover unit: the clearance ladder's last
    rung (``markdown.ladder_discount(None)``, 50%: a unit unsold through the selling horizon is dead
    stock, cleared at the end of its life), no deeper than the maximum discount nor than the margin
    floor allows (``price (1 - d) >= cost (1 + floor)``)."""
    basis = price_basis(rows, list_price)
    cost = max((float(r["unit_cost"]) for r in rows if r.get("unit_cost")), default=None)
    source = UNIT_COST if cost else None
    if not cost and basis.price:
        cost, source = basis.price * (1 - settings.default_gross_margin_pct / 100), DEFAULT_MARGIN
    holding = (cost or 0.0) * settings.holding_cost_rate_per_year * settings.review_period_days / 365
    if not basis.price:
        return Economics(price=None, basis=None, unit_cost=cost, cost_source=source, underage=None, holding=holding,
                         markdown_pct=None, markdown_loss=None)  # fmt: skip
    price = basis.price
    pct = min(ladder_discount(None), settings.max_discount_pct)
    if cost:
        pct = min(pct, max(0.0, 100 * (1 - cost * (1 + settings.margin_floor_pct / 100) / price)))
    return Economics(
        price=price, basis=basis.basis, unit_cost=cost, cost_source=source, underage=max(0.0, price - (cost or 0.0)),
        holding=holding, markdown_pct=pct, markdown_loss=price * pct / 100,
    )  # fmt: skip


def critical_ratio(underage: float, overage: float) -> float:
    """The newsvendor's critical ratio ``underage / (underage + overage)`` (the optimal probability of
    not running out: Silver, Pyke & Thomas 2017, 10.3; Snyder & Shen 2019, 4.3); 0 when both are 0.
    Raises ValueError for a negative cost."""
    if underage < 0 or overage < 0:
        raise ValueError("underage and overage must be >= 0")
    return underage / (underage + overage) if underage + overage > 0 else 0.0


def service_level(economics: Economics, left_over: float, settings: PlanningSettings) -> tuple[float, str, float | None]:
    """``(service level, source, overage)`` of one size: the organization's ``serviceLevel`` when it set
    one (source ORGANIZATION_SERVICE_LEVEL); without a price, the ``serviceLevel`` default (NO_PRICE:
    no margin to weigh); else the critical ratio with overage = holding + markdown loss x
    ``left_over`` (the chance the marginal unit is left unsold through the selling horizon), clamped
    to ``service_level_min .. service_level_max`` (CRITICAL_RATIO)."""
    low, high = settings.service_level_min, settings.service_level_max
    if settings.service_level_override is not None:
        return settings.service_level_override, OVERRIDE, None
    if economics.underage is None or economics.markdown_loss is None:
        return min(max(settings.service_level, low), high), NO_PRICE, None
    overage = economics.holding + economics.markdown_loss * left_over
    return min(max(critical_ratio(economics.underage, overage), low), high), CRITICAL_RATIO, overage


def marginal_level(
    cover: Distribution, horizon: Distribution, economics: Economics, settings: PlanningSettings
) -> tuple[int, float, tuple[float, str, float | None]]:
    """``(S, left over, (service level, source, overage))`` of one size: the smallest level s whose
    cover demand ``P(D_cover <= s)`` reaches the service level of the next unit, whose chance of being
    left over is ``P(D_horizon <= s)`` (unit s + 1 is unsold through the selling horizon when fewer
    than s + 1 are demanded): the newsvendor's marginal analysis (stock unit s + 1 while
    ``P(D_cover > s) underage >= P(D_cover <= s) overage(s + 1)``: Silver, Pyke & Thomas 2017, 10.3;
    the critical ratio decreases and the cover's distribution function increases with s, so the first
    crossing is the optimum). With a fixed service level (an override, or no price) it is the
    quantile of the cover demand at that level."""
    level = 0
    while True:
        left_over = horizon.cdf(level)
        chosen = service_level(economics, left_over, settings)
        if cover.cdf(level) >= chosen[0] - 1e-12 or level >= len(cover.pmf):
            return level, left_over, chosen
        level += 1


@dataclass(frozen=True, slots=True, kw_only=True)
class SizeLevel:
    """One size's order-up-to level: its ``share`` of the position's demand, its demand over the cover
    (``cover``) and over the selling horizon (``horizon``), the chance the unit above its level is
    left over through the horizon (``left_over`` = P(horizon demand <= level)), the service level and
    where it comes from, the overage (currency per unit; None without the critical ratio) and
    ``level`` (units: :func:`marginal_level`)."""

    share: float
    cover: Distribution
    horizon: Distribution
    left_over: float
    service_level: float
    source: str
    overage: float | None
    level: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Levels:
    """The order-up-to levels of a position, per size, with its economics and the variant x shop's
    demand distribution over the cover (``distribution``) the sizes are thinned from."""

    economics: Economics
    distribution: Distribution
    by_size: dict[str, SizeLevel]


def order_up_to(p: Position, settings: PlanningSettings, list_price: float | None = None) -> Levels:
    """The per-size order-up-to levels of a position (sizes of the curve and of the stock): each size's
    demand over the cover and over the selling horizon (``distribution.size_distribution``: its own
    count model when intermittent, else the variant x shop's forecast distribution thinned by its
    share; a size without a sale in its history, or outside the curve, has none), its service level
    (:func:`service_level`) and its level (:func:`marginal_level`)."""
    economics = economics_of(p.rows, list_price, settings)
    cover = demand_distribution(p.over_cover.mean, p.over_cover.sigma)
    horizon = demand_distribution(p.over_horizon.mean, p.over_horizon.sigma)
    by_size: dict[str, SizeLevel] = {}
    for size in sorted(set(p.stock_by_size) | set(p.shares)):
        share = p.shares.get(size, 0.0)
        history = None if p.history is None else p.history.get(size, ())
        size_cover = size_distribution(history, cover, share, p.cover)
        size_horizon = size_distribution(history, horizon, share, settings.selling_horizon_days)
        level, left_over, (chosen, source, overage) = marginal_level(size_cover, size_horizon, economics, settings)
        by_size[size] = SizeLevel(
            share=share, cover=size_cover, horizon=size_horizon, left_over=left_over, service_level=chosen,
            source=source, overage=overage, level=level,
        )  # fmt: skip
    return Levels(economics=economics, distribution=cover, by_size=by_size)
