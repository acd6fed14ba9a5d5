"""Restock, markdown and rebalance formulas (docs/intelligence.md "Recommendations"). Pure: numbers
in, numbers out, each step recorded so a recommendation can say why (``Step``).

- Restock: order-up-to level at a service level from the forecast over lead time + review period,
  minus stock on hand and on order; rounded up to the supplier's MOQ and pack multiple; split over
  sizes by the size curve (largest remainders); broken size runs flagged.
- Markdown: the variant's price elasticity from its own (price, units) history by least squares on
  logs, pooled upward when thin; the smallest discount step that sells the excess through in the
  window, within the margin floor and the maximum discount; the fallback discount when nothing is known.
- Rebalance: surplus shops to deficit shops per size as a minimum-cost flow (networkx), the most
  urgent deficits cheapest, no source above its surplus, transfers under the minimum dropped.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

SERVICE_LEVEL = 0.95
REVIEW_PERIOD_DAYS = 7
FALLBACK_DISCOUNT_PCT = 15.0  # REFERENCE 3.3 markdown knobs
MAX_DISCOUNT_PCT = 70.0
MARGIN_FLOOR_PCT = 0.0
DISCOUNT_STEP_PCT = 5.0
DEFAULT_ELASTICITY = -1.5
MIN_ELASTICITY_OBSERVATIONS = 8
MIN_TRANSFER_QUANTITY = 2


@dataclass
class Why:
    """The explanation of a recommendation: the context numbers and the formula steps with theirs."""

    context: dict[str, Any] = field(default_factory=dict)
    formula: list[dict[str, Any]] = field(default_factory=list)

    def step(self, name: str, expression: str, value: Any) -> Any:
        """Record one step (``name``, the expression with its numbers, the result) and return the result."""
        self.formula.append({"step": name, "expression": expression, "value": value})
        return value


def service_factor(service_level: float) -> float:
    """z such that P(Normal(0, 1) <= z) = service level (e.g. 1.645 at 95%). Raises ValueError outside (0, 1)."""
    if not 0 < service_level < 1:
        raise ValueError("service level must be in (0, 1)")
    return NormalDist().inv_cdf(service_level)


def round_to_supplier(quantity: float, moq: int | None, pack: int | None) -> int:
    """``quantity`` rounded up to whole pieces, then to at least the MOQ, then up to a multiple of the
    pack; 0 stays 0 (nothing to order)."""
    if quantity <= 0:
        return 0
    units = math.ceil(quantity - 1e-9)
    if moq:
        units = max(units, moq)
    if pack:
        units = math.ceil(units / pack) * pack
    return units


def split_by_curve(total: int, shares: Mapping[str, float]) -> dict[str, int]:
    """``total`` pieces over sizes in proportion to ``shares`` (Hamilton's largest remainders: the
    parts add up to ``total``; ties go to the larger share, then the size label)."""
    weight = sum(max(s, 0.0) for s in shares.values())
    if total <= 0 or weight <= 0:
        return {size: 0 for size in shares}
    exact = {size: total * max(s, 0.0) / weight for size, s in shares.items()}
    parts = {size: math.floor(v) for size, v in exact.items()}
    left = total - sum(parts.values())
    for size in sorted(exact, key=lambda k: (-(exact[k] - parts[k]), -shares[k], k))[:left]:
        parts[size] += 1
    return parts


def broken_size_run(stock_by_size: Mapping[str, float], shares: Mapping[str, float], core_share: float = 0.15) -> list[str]:
    """The core sizes (a share of demand of at least ``core_share``) out of stock while another size
    still has stock: a broken size run (the range looks empty to a customer of those sizes)."""
    if not any(stock_by_size.get(size, 0) > 0 for size in shares):
        return []
    return sorted(size for size, share in shares.items() if share >= core_share and stock_by_size.get(size, 0) <= 0)


def restock(
    mean: float,
    sigma: float,
    on_hand: float,
    on_order: float,
    shares: Mapping[str, float],
    *,
    service_level: float = SERVICE_LEVEL,
    moq: int | None = None,
    pack: int | None = None,
    why: Why | None = None,
) -> dict[str, int]:
    """Pieces to order per size. ``mean``/``sigma``: forecast demand over lead time + review period
    (units); order-up-to ``S = mean + z sigma`` (Silver, Pyke & Thomas, *Inventory and Production
    Management in Supply Chains*, 4th ed., 6.7: periodic review, order-up-to level); the need
    ``S - on_hand - on_order`` rounded up to the MOQ and pack, split over sizes by ``shares``."""
    why = why or Why()
    z = why.step("serviceFactor", f"z at service level {service_level}", round(service_factor(service_level), 4))
    level = why.step("orderUpToLevel", f"{mean:.2f} + {z} x {sigma:.2f}", round(mean + z * sigma, 2))
    need = round(level - on_hand - on_order, 2)
    why.step("netRequirement", f"{level} - {on_hand:g} on hand - {on_order:g} on order", need)
    total = round_to_supplier(need, moq, pack)
    why.step("orderQuantity", f"ceil({max(need, 0):g}) to MOQ {moq or '-'} and pack {pack or '-'}", total)
    return why.step("bySize", f"{total} split by the size curve {dict(shares)}", split_by_curve(total, shares))


def elasticity(
    prices: Sequence[float], units: Sequence[float], groups: Sequence[Hashable] | None = None
) -> tuple[float, int] | None:
    """Own-price elasticity by least squares of log(units) on log(price) over days with a sale
    (Tellis 1988; a constant-elasticity demand ``q = a p^b``): ``(b, observations)``, or None with
    fewer than MIN_ELASTICITY_OBSERVATIONS observations or no price variation (under 2%). Clipped
    to [-6, 0] (a markdown never lowers demand).

    ``groups`` (one key per observation, e.g. an InventoryItem x shop) makes it the within
    (fixed-effects) estimator: log price and log units are demeaned within each group before the
    fit, so that a pool of products, sizes or shops at different price and volume levels measures
    how each one's demand answers its own price moves, not that cheaper ones sell more (Wooldridge,
    *Econometric Analysis of Cross Section and Panel Data*, 2nd ed., 10.5). Only groups whose price
    moved count (a group at one price carries no price response); ``observations`` is their number
    of observations ``n``, and the fit needs ``n - G`` >= MIN_ELASTICITY_OBSERVATIONS, ``G`` such
    groups (each spends a degree of freedom on its mean).

    Raises:
        ValueError: ``prices``, ``units`` and ``groups`` differ in length.
    """
    keys = list(groups) if groups is not None else [None] * len(prices)
    by_group: dict[Hashable, list[tuple[float, float]]] = {}
    for p, q, key in zip(prices, units, keys, strict=True):
        if p > 0 and q > 0:
            by_group.setdefault(key, []).append((math.log(p), math.log(q)))
    observations = moved = 0
    sxx = sxy = 0.0
    for points in by_group.values():
        mean_x = sum(x for x, _ in points) / len(points)
        mean_y = sum(y for _, y in points) / len(points)
        if groups is not None and all(abs(x - mean_x) < 1e-12 for x, _ in points):
            continue  # one observation, or one price: no price response to measure
        moved += 1
        observations += len(points)
        sxx += sum((x - mean_x) ** 2 for x, _ in points)
        sxy += sum((x - mean_x) * (y - mean_y) for x, y in points)
    return fit_elasticity(observations, moved if groups is not None else 0, sxx, sxy)


def fit_elasticity(observations: int, groups: int, sxx: float, sxy: float) -> tuple[float, int] | None:
    """The least-squares slope of :func:`elasticity` from its sums over the groups whose price moved:
    ``observations`` n, ``groups`` G (0 for one pooled fit), ``sxx`` = sum of squared log-price
    deviations from each group's mean, ``sxy`` = sum of their products with the log-units
    deviations (the sums a query can compute, ``store.lake.decisions.elasticity_sums``).
    ``(b = sxy / sxx clipped to [-6, 0] and rounded to 10 decimals, n)``, or None when ``n - G`` <
    MIN_ELASTICITY_OBSERVATIONS or the log-price spread ``sqrt(sxx / n)`` is under 0.02."""
    if observations < MIN_ELASTICITY_OBSERVATIONS + groups or observations == 0:
        return None
    if math.sqrt(max(sxx, 0.0) / observations) < 0.02:
        return None
    # rounded to 10 decimals: sums that a query adds up in parallel differ in their last bits from one
    # run to the next, and the value is part of a forecast shard's fingerprint (its planned prices)
    return round(max(-6.0, min(0.0, sxy / sxx)), 10), observations


def markdown(
    excess_units: float,
    window_demand: float,
    price: float | None,
    unit_cost: float | None,
    beta: float | None,
    *,
    max_discount_pct: float = MAX_DISCOUNT_PCT,
    margin_floor_pct: float = MARGIN_FLOOR_PCT,
    fallback_pct: float = FALLBACK_DISCOUNT_PCT,
    why: Why | None = None,
) -> float:
    """The discount percent for a variant with ``excess_units`` beyond the forecast ``window_demand``
    of the markdown window: demand at discount d is ``window_demand x (1 - d)^beta``; the smallest
    step of DISCOUNT_STEP_PCT whose extra demand sells the excess through, else the step that sells
    the most, never past ``max_discount_pct`` nor below the margin floor
    (``price (1 - d) >= cost (1 + floor)``). Without an elasticity, a price or any demand:
    ``fallback_pct`` (REFERENCE 3.3)."""
    why = why or Why()
    if beta is None or not price or window_demand <= 0:
        return why.step("fallback", "no elasticity, price or demand to model: the fallback discount", fallback_pct)
    floor_price = (unit_cost or 0.0) * (1 + margin_floor_pct / 100)
    ceiling = max_discount_pct
    if unit_cost:
        ceiling = round(min(ceiling, max(0.0, 100 * (1 - floor_price / price))), 6)
    why.step("maxDiscount", f"min({max_discount_pct}, 100 x (1 - {floor_price:.2f} / {price:.2f}))", round(ceiling, 2))
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
    return why.step("discountPercent", "the smallest step that sells the excess through, else the one that sells most", best)


def rebalance(
    surplus: Mapping[str, int],
    deficit: Mapping[str, tuple[int, float]],
    *,
    min_transfer: int = MIN_TRANSFER_QUANTITY,
) -> list[tuple[str, str, int]]:
    """Transfers ``(source shop, destination shop, pieces)`` of one variant x size as a minimum-cost
    flow (networkx ``min_cost_flow``, network simplex): sources supply at most their surplus,
    destinations take at most their deficit, an edge costs the destination's urgency rank (most
    urgent = cheapest: ``deficit`` maps shop -> (units short, days of supply)); units not shipped go
    to a dummy sink and units not filled come from a dummy source, both at a high cost, so as much as
    possible moves. A pair whose transfer is under ``min_transfer`` is forbidden and the flow solved
    again (a heuristic: the minimum makes it a fixed-charge problem, which a flow cannot hold)."""
    import networkx as nx

    sources = {s: int(q) for s, q in surplus.items() if q > 0}
    sinks = {s: (int(q), days) for s, (q, days) in deficit.items() if q > 0 and s not in sources}
    banned: set[tuple[str, str]] = set()
    while sources and sinks:
        graph = nx.DiGraph()
        supply, demand = sum(sources.values()), sum(q for q, _ in sinks.values())
        graph.add_node("unshipped", demand=supply)
        graph.add_node("unfilled", demand=-demand)
        graph.add_edge("unfilled", "unshipped", weight=0, capacity=supply + demand)  # balances what moves
        ranks = {shop: rank for rank, shop in enumerate(sorted(sinks, key=lambda s: (sinks[s][1], -sinks[s][0], s)), start=1)}
        for shop, units in sources.items():
            graph.add_node(("from", shop), demand=-units)
            graph.add_edge(("from", shop), "unshipped", weight=10_000, capacity=units)
        for shop, (units, _) in sinks.items():
            graph.add_node(("to", shop), demand=units)
            graph.add_edge("unfilled", ("to", shop), weight=10_000, capacity=units)
            for source in sources:
                if (source, shop) not in banned:
                    graph.add_edge(("from", source), ("to", shop), weight=ranks[shop], capacity=units)
        flow = nx.min_cost_flow(graph)
        moves = [(s, d, int(flow[("from", s)].get(("to", d), 0))) for s in sources for d in sinks]
        small = {(s, d) for s, d, q in moves if 0 < q < min_transfer}
        if not small:
            return sorted((m for m in moves if m[2] > 0), key=lambda m: (ranks[m[1]], m[0]))
        banned |= small
    return []
