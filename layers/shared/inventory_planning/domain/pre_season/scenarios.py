"""Pre-season scenarios (issue 37; docs/intelligence.md "Pre-season scenarios"): how many pieces of
each variant x size to buy for a season, at a strategy's sell-through target, within a budget.

Pure functions (numpy), no I/O. The service reads the catalogue and the reference window's sales and
calls :func:`build_scenario`:

1. **Demand per variant** ``D_v`` (pieces over the season's selling window), from the *reference
   window*: the same selling window one year earlier (``reference_window``).
   - like-for-like: the variant sold in the reference window: ``D_v`` = its units there;
   - comparables: a variant that did not sell (a new product) takes the mean units of the variants
     that sold there with the same category (the product's family), brand and price band
     (:func:`price_band`: ``floor(ln(retail price) / ln(1.5))``, bands a factor 1.5 wide);
   - none of them: the variant is listed in ``unplanned`` with its reason (NO_COMPARABLE,
     NO_RETAIL_PRICE, NO_SIZES); nothing is invented for it. A variant without a unit cost is
     proposed unvalued (``unitCost`` null, as a plan line without cost) unless a budget is set: a
     buy that cannot be valued cannot be held to a budget (NO_UNIT_COST).
2. **Size split** ``w_s`` over the variant's sizes: its brand's size curve (sizeId -> weight) where
   it names some of them (renormalised over those), else the sales mix (the variant's own, or its
   comparables' pooled mix), else an equal split.
3. **Quantity at the target** ``t`` (sell-through, a fraction): ``q = ceil(D_v x w_s / t)``, so that
   selling the expected demand sells ``t`` of what is bought. Strategies: CONSERVATIVE 85 %,
   BALANCED 75 %, AGGRESSIVE 65 % (``targetSellThroughPct`` overrides).
4. **Budget** ``B`` (currency, at cost): when ``C = sum(q x unitCost) > B`` every quantity is scaled
   by ``s = B / C`` and rounded down (``floor(q x s)``), so the scenario never exceeds the budget.
5. **Expectations** per line: ``expectedUnitsSold = min(D_v x w_s, q)``, ``expectedSellThroughPct =
   expectedUnitsSold / q x 100``, ``expectedRevenue = expectedUnitsSold x retailPrice`` (the list
   price; the service gives a variant without one its average selling price in the reference
   window). Rounding up protects the expected demand: on thin lines (1 or 2 pieces a size) the
   expected sell-through falls below the target (``ceil(1 / 0.75) = 2``: 50 %).

Sources: the "same period last year" baseline of retail open-to-buy planning (M. Levy, B. Weitz,
*Retailing Management*, ch. "Merchandise planning systems": sales forecast for staple and fashion
merchandise from last year's sales of the same or comparable items) and the sell-through target
that sets the buy (M. Fisher, J. Hammond, W. Obermeyer, A. Raman, "Making Supply Meet Demand in an
Uncertain World", HBR 1994: order the expected demand divided by the planned sell-through).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Literal

import numpy as np

Strategy = Literal["CONSERVATIVE", "BALANCED", "AGGRESSIVE"]
STRATEGY_TARGETS: dict[str, float] = {"CONSERVATIVE": 85.0, "BALANCED": 75.0, "AGGRESSIVE": 65.0}
"""Sell-through target (percent of the pieces bought sold in the season) of each strategy."""
BAND_RATIO = 1.5
FULL = 100.0
LIKE_FOR_LIKE = "LIKE_FOR_LIKE"
COMPARABLES = "COMPARABLES"


@dataclass(frozen=True, slots=True, kw_only=True)
class VariantFacts:
    """What a scenario knows of a variant: its brand, category (the product's family), prices
    (currency per piece; None unknown) and sizes (as the catalogue names them)."""

    variant_id: str
    brand_id: str | None
    category: str | None
    retail_price: float | None
    unit_cost: float | None
    sizes: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Settings:
    """A scenario's request: the strategy, an explicit sell-through target (percent, overrides the
    strategy's), and the budget (currency at cost; None: no limit)."""

    strategy: str
    target_sell_through_pct: float | None = None
    budget: float | None = None

    @property
    def target_pct(self) -> float:
        """The sell-through target in percent (the explicit one, else the strategy's)."""
        return float(self.target_sell_through_pct or STRATEGY_TARGETS[self.strategy])


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioLine:
    """One variant x size of a scenario: pieces to buy, unit cost (None: unknown, the line is
    unvalued) and retail price (currency per piece), the demand expected (pieces), the expected
    units sold, sell-through (percent) and revenue (currency), and where the demand came from
    (LIKE_FOR_LIKE or COMPARABLES)."""

    variant_id: str
    size_id: str
    quantity: int
    unit_cost: float | None
    retail_price: float | None
    demand: float
    expected_units_sold: float
    expected_sell_through_pct: float
    expected_revenue: float
    basis: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Unplanned:
    """A season variant the scenario leaves out, and why (NO_COMPARABLE, NO_RETAIL_PRICE, NO_UNIT_COST, NO_SIZES)."""

    variant_id: str
    reason: str
    message: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Totals:
    """A scenario's totals: pieces, cost (currency), expected units sold, expected revenue
    (currency) and expected sell-through (percent; 0 without pieces)."""

    quantity: int
    cost: float
    expected_units_sold: float
    expected_revenue: float
    expected_sell_through_pct: float


@dataclass(frozen=True, slots=True, kw_only=True)
class Scenario:
    """A computed scenario: its lines (variant then size order), totals, the variants left out, the
    sell-through target used (percent) and the budget's scale (1 when the budget did not bind)."""

    lines: tuple[ScenarioLine, ...]
    totals: Totals
    unplanned: tuple[Unplanned, ...]
    target_pct: float
    budget_scale: float


def reference_window(start: date, end: date) -> tuple[date, date]:
    """The same selling window one year earlier (52 weeks: the same weekdays), both days included."""
    year = timedelta(days=364)
    return start - year, end - year


def price_band(price: float | None) -> int | None:
    """The price band of a retail price: ``floor(ln(price) / ln(1.5))`` (bands a factor 1.5 wide:
    100 and 120 share band 11, 160 is band 12); None without a positive price."""
    if price is None or price <= 0:
        return None
    return math.floor(math.log(price) / math.log(BAND_RATIO) + 1e-12)


def _comparable_key(facts: VariantFacts) -> tuple[str | None, str | None, int | None]:
    return facts.category, facts.brand_id, price_band(facts.retail_price)


def _split(sizes: Sequence[str], weights: Mapping[str, float] | None) -> np.ndarray | None:
    """Shares over ``sizes`` from ``weights`` (renormalised over the sizes it names), or None when
    it gives none of them a positive weight."""
    if not weights:
        return None
    raw = np.array([max(float(weights.get(size, 0.0)), 0.0) for size in sizes])
    total = raw.sum()
    return raw / total if total > 0 else None


def _pooled(variants: Sequence[str], sold: Mapping[str, Mapping[str, float]]) -> dict[str, float]:
    mix: dict[str, float] = {}
    for variant_id in variants:
        for size, units in sold.get(variant_id, {}).items():
            mix[size] = mix.get(size, 0.0) + max(float(units), 0.0)
    return mix


def _demand(
    facts: VariantFacts,
    sold: Mapping[str, Mapping[str, float]],
    pools: Mapping[tuple[str | None, str | None, int | None], list[str]],
) -> tuple[float, str, list[str]] | Unplanned:
    """``(D_v, basis, the variants whose mix splits it)`` or why the variant is left out."""
    own = sum(max(float(u), 0.0) for u in sold.get(facts.variant_id, {}).values())
    if own > 0:
        return own, LIKE_FOR_LIKE, [facts.variant_id]
    if price_band(facts.retail_price) is None:
        return Unplanned(variant_id=facts.variant_id, reason="NO_RETAIL_PRICE",
                         message="a new product without a retail price has no price band to compare")  # fmt: skip
    comparables = [v for v in pools.get(_comparable_key(facts), []) if v != facts.variant_id]
    if not comparables:
        category, brand, band = _comparable_key(facts)
        return Unplanned(
            variant_id=facts.variant_id, reason="NO_COMPARABLE",
            message=f"no sales last year and no comparable sold (category {category}, brand {brand}, price band {band})",
        )  # fmt: skip
    units = [sum(max(float(u), 0.0) for u in sold[v].values()) for v in comparables]
    return float(np.mean(units)), COMPARABLES, comparables


def _season_demand(
    candidates: Sequence[VariantFacts],
    reference: Sequence[VariantFacts],
    sold: Mapping[str, Mapping[str, float]],
    curves: Mapping[str, Mapping[str, float]],
    budgeted: bool,
) -> tuple[list[tuple[VariantFacts, str, str]], list[float], list[Unplanned]]:
    """Steps 1 and 2: ``(variant facts, size, basis)`` of each line, its demand (pieces), and the
    variants left out."""
    pools: dict[tuple[str | None, str | None, int | None], list[str]] = {}
    for facts in reference:
        if any(float(u) > 0 for u in sold.get(facts.variant_id, {}).values()) and price_band(facts.retail_price) is not None:
            pools.setdefault(_comparable_key(facts), []).append(facts.variant_id)
    keys: list[tuple[VariantFacts, str, str]] = []
    demand: list[float] = []
    unplanned: list[Unplanned] = []
    for facts in sorted(candidates, key=lambda f: f.variant_id):
        if not facts.sizes:
            unplanned.append(Unplanned(variant_id=facts.variant_id, reason="NO_SIZES", message="the variant has no sizes"))
            continue
        if facts.unit_cost is None and budgeted:
            unplanned.append(Unplanned(variant_id=facts.variant_id, reason="NO_UNIT_COST",
                                       message="the variant has no unit cost to hold to the budget"))  # fmt: skip
            continue
        found = _demand(facts, sold, pools)
        if isinstance(found, Unplanned):
            unplanned.append(found)
            continue
        total, basis, mix_of = found
        shares = _split(facts.sizes, curves.get(facts.brand_id)) if facts.brand_id else None
        if shares is None:
            shares = _split(facts.sizes, _pooled(mix_of, sold))
        if shares is None:
            shares = np.full(len(facts.sizes), 1.0 / len(facts.sizes))
        for size, share in zip(facts.sizes, shares, strict=True):
            if share > 0:
                keys.append((facts, size, basis))
                demand.append(total * float(share))
    return keys, demand, unplanned


def build_scenario(
    candidates: Sequence[VariantFacts],
    reference: Sequence[VariantFacts],
    sold: Mapping[str, Mapping[str, float]],
    settings: Settings,
    curves: Mapping[str, Mapping[str, float]] | None = None,
) -> Scenario:
    """A scenario for the season's variants ``candidates`` (see the module's method).

    Args:
        candidates: the season's variants (the plan's collection and/or brand).
        reference: the variants that may serve as comparables (facts of those that sold in the
            reference window; candidates may be among them).
        sold: variant id -> size -> units sold in the reference window (net, pieces).
        settings: strategy, target, budget.
        curves: brand id -> that brand's size curve (sizeId -> weight: fractions or percent, renormalised
            over the variant's sizes); a variant of a brand without a curve splits by the sales mix.

    Raises:
        ValueError: a target outside (0, 100], a negative budget.
    """
    target = settings.target_pct
    if not 0 < target <= FULL:
        raise ValueError("the sell-through target is a percent in (0, 100]")
    if settings.budget is not None and settings.budget < 0:
        raise ValueError("the budget cannot be negative")
    keys, demand, unplanned = _season_demand(candidates, reference, sold, curves or {}, settings.budget is not None)
    d = np.array(demand, dtype=float)
    quantity = np.ceil(d / (target / 100) - 1e-9).astype(np.int64) if len(d) else np.zeros(0, dtype=np.int64)
    cost = np.array([float(f.unit_cost or 0.0) for f, _, _ in keys], dtype=float)
    scale = 1.0
    spend = float(np.dot(quantity, cost)) if len(d) else 0.0
    if settings.budget is not None and spend > settings.budget:
        scale = settings.budget / spend if spend > 0 else 0.0
        quantity = np.floor(quantity * scale + 1e-9).astype(np.int64)
    sold_expected = np.minimum(d, quantity)
    lines = []
    for index, (facts, size, basis) in enumerate(keys):
        q = int(quantity[index])
        if q <= 0:
            continue
        units = float(sold_expected[index])
        lines.append(
            ScenarioLine(
                variant_id=facts.variant_id, size_id=size, quantity=q, unit_cost=facts.unit_cost,
                retail_price=facts.retail_price, demand=round(float(d[index]), 4),
                expected_units_sold=round(units, 2), expected_sell_through_pct=round(units / q * 100, 2),
                expected_revenue=round(units * float(facts.retail_price or 0.0), 2), basis=basis,
            )
        )  # fmt: skip
    return Scenario(lines=tuple(lines), totals=totals_of(lines), unplanned=tuple(unplanned), target_pct=target,
                    budget_scale=round(scale, 6))  # fmt: skip


def totals_of(lines: Sequence[ScenarioLine]) -> Totals:
    """The totals of scenario lines (sums; the cost of the valued lines; sell-through = units sold /
    pieces x 100, 2 decimals)."""
    quantity = sum(line.quantity for line in lines)
    units = math.fsum(line.expected_units_sold for line in lines)
    return Totals(
        quantity=quantity,
        cost=round(math.fsum(line.quantity * (line.unit_cost or 0.0) for line in lines), 2),
        expected_units_sold=round(units, 2),
        expected_revenue=round(math.fsum(line.expected_revenue for line in lines), 2),
        expected_sell_through_pct=round(units / quantity * 100, 2) if quantity else 0.0,
    )


def realised_sell_through(lines: Sequence[ScenarioLine], actual: Mapping[str, Mapping[str, float]]) -> tuple[float, float]:
    """``(units sold, sell-through percent)`` had the scenario been bought and the season sold
    ``actual`` (variant id -> size -> units): each line sells ``min(actual, quantity)``."""
    quantity = sum(line.quantity for line in lines)
    units = math.fsum(
        min(max(float(actual.get(line.variant_id, {}).get(line.size_id, 0.0)), 0.0), line.quantity) for line in lines
    )
    return round(units, 2), (round(units / quantity * 100, 2) if quantity else 0.0)
