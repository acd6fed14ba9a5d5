"""What a replayed policy delivered (issue 25, "Results per policy"; decision 0033): the figures over
the window, by week (7-day weeks from ``first``, the last one possibly shorter), by shop and by brand,
and the positions with the most lost units with their day-by-day traces. Pure numpy.

Over a set of positions P and days T (|T| = n days), with the ``Ledger``'s position-days:
- fillRate.units = sum sold / sum demand; fillRate.value = sum sold x v / sum demand x v, v = the
  day's unit value (recorded sale value / units, else price, else cost); None without demand
  (the unit fill rate, Silver, Pyke & Thomas 2017's P2: the fraction of demand met from stock on hand);
- lostUnits = sum (demand - sold); stockoutDays = #position-days with demand > 0 and closing = 0;
- averageStockUnits = sum closing / n (the mean over days of the end-of-day stock of P);
  averageStockValue = sum closing x c / n, c = unit cost, else price, else 0;
  endingStockUnits = sum of P's closing on the last day of T;
- unitsOrdered = units ordered on days of T (whenever received); unitsMoved = units that arrived by
  transfer on days of T (the units that left their source the same day);
- turns = (sum sold x c) / averageStockValue x 365 / n: cost of goods sold over average inventory at
  cost (the inventory turnover ratio), annualised; None when averageStockValue = 0;
- grossMargin = sum sold x (v - k), k = the position's unit cost for money (``economics.unit_cost``:
  cost, else price x (1 - defaultGrossMarginPct / 100), else 0); holdingCost = sum closing x k x
  holdingCostRatePerYear / 365 (the average stock at cost x the rate x n / 365); profit = grossMargin -
  holdingCost. Markdowns are not in them (the replay does not move demand with a markdown);
- markdownUnits, markdownValue: the units newly marked down on days of T and their value at the
  discounted price (units x price x (1 - discount / 100)); each unit of stock counts once: a review's
  markdown counts only its units beyond those an earlier markdown of the position covered and that
  are still on hand (a markdown repeated each week on the same stock is not counted again).
Additive across a split (weeks, shops, brands add up to the totals): lostUnits, stockoutDays,
unitsOrdered, unitsMoved, markdownUnits, markdownValue, grossMargin, holdingCost, profit, and for shops and brands also
averageStockUnits, averageStockValue and endingStockUnits; for weeks, averageStockUnits x days adds up.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import numpy as np

from inventory_planning.domain.replays.economics import AT_COST, FROM_PRICE, UNVALUED, unit_cost
from inventory_planning.domain.replays.inputs import Policy, Position, ReplayInput
from inventory_planning.domain.replays.policies import MinMaxPolicy, RecommendationsPolicy, hold
from inventory_planning.domain.replays.simulation import Ledger, simulate

TOP_LOST_POSITIONS = 100
"""How many positions with the most lost units a result keeps, with their traces."""

WEEK_DAYS = 7


@dataclass(frozen=True, slots=True, kw_only=True)
class Figures:
    """The module docstring's figures over one set of position-days (units, currency, counts).
    ``demand_units``, ``sold_units``, ``demand_value``, ``sold_value`` and ``cost_of_goods_sold``
    are the sums the ratios are made of (not on the wire)."""

    fill_rate_units: float | None
    fill_rate_value: float | None
    lost_units: float
    stockout_days: int
    average_stock_units: float
    average_stock_value: float
    ending_stock_units: float
    units_ordered: float
    units_moved: float
    turns: float | None
    markdown_units: float
    markdown_value: float
    gross_margin: float
    holding_cost: float
    profit: float
    demand_units: float
    sold_units: float
    demand_value: float
    sold_value: float
    cost_of_goods_sold: float

    def to_wire(self) -> dict[str, Any]:
        """The issue's ``totals`` object (camelCase)."""
        return {
            "fillRate": {"units": self.fill_rate_units, "value": self.fill_rate_value},
            "lostUnits": self.lost_units, "stockoutDays": self.stockout_days,
            "averageStockUnits": self.average_stock_units, "averageStockValue": self.average_stock_value,
            "endingStockUnits": self.ending_stock_units, "unitsOrdered": self.units_ordered,
            "unitsMoved": self.units_moved, "turns": self.turns,
            "markdownUnits": self.markdown_units, "markdownValue": self.markdown_value,
            "grossMargin": self.gross_margin, "holdingCost": self.holding_cost, "profit": self.profit,
        }  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class WeekFigures:
    """The figures of one week, ``week_start`` .. ``week_end`` (both included)."""

    week_start: date
    week_end: date
    figures: Figures

    def to_wire(self) -> dict[str, Any]:
        """``{weekStart, weekEnd, ...figures}``."""
        return {"weekStart": self.week_start.isoformat(), "weekEnd": self.week_end.isoformat(), **self.figures.to_wire()}


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupFigures:
    """The figures of the positions of one shop (``kind`` "shop") or one brand ("brand"; ``key``
    None for positions without a brand)."""

    kind: str
    key: str | None
    figures: Figures

    def to_wire(self) -> dict[str, Any]:
        """``{shopId | brandId, ...figures}``."""
        return {f"{self.kind}Id": self.key, **self.figures.to_wire()}


@dataclass(frozen=True, slots=True, kw_only=True)
class TraceDay:
    """One replayed day of one position (units); ``censored``: the real shop's recorded closing stock
    that day was 0 (its recorded demand understates the true demand)."""

    day: date
    opening: float
    received: float
    transferred_in: float
    transferred_out: float
    demand: float
    sold: float
    lost: float
    closing: float
    censored: bool

    def to_wire(self) -> dict[str, Any]:
        """camelCase, ``day`` as YYYY-MM-DD."""
        return {
            "day": self.day.isoformat(), "opening": self.opening, "received": self.received,
            "transferredIn": self.transferred_in, "transferredOut": self.transferred_out, "demand": self.demand,
            "sold": self.sold, "lost": self.lost, "closing": self.closing, "censored": self.censored,
        }  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class PositionResult:
    """A position among those with the most lost units: its figures and its day-by-day trace."""

    position: Position
    figures: Figures
    trace: tuple[TraceDay, ...]

    def to_wire(self) -> dict[str, Any]:
        """``{variantId, sizeId, shopId, brandId, lostUnits, trace}``."""
        p = self.position
        return {
            "variantId": p.variant_id, "sizeId": p.size, "shopId": p.shop_id, "brandId": p.brand_id,
            "lostUnits": self.figures.lost_units, "trace": [t.to_wire() for t in self.trace],
        }  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class PolicyResult:
    """What one policy delivered. ``top_lost_positions``: the positions with lost units > 0, most
    lost first, ties by (variant_id, size, shop_id) ascending, at most ``TOP_LOST_POSITIONS``.
    ``censored_demand_days``: position-days of the window whose recorded closing stock is <= 0 (the
    recorded demand there understates the true demand; the same for every policy).
    ``ignored_decisions``: decisions naming a key that is not a replayed position;
    ``unmoved_transfer_units``: transfer units decided on the last day (due after the window)."""

    policy: str
    totals: Figures
    by_week: tuple[WeekFigures, ...]
    by_shop: tuple[GroupFigures, ...]
    by_brand: tuple[GroupFigures, ...]
    top_lost_positions: tuple[PositionResult, ...]
    censored_demand_days: int
    ignored_decisions: int
    unmoved_transfer_units: float

    def to_wire(self) -> dict[str, Any]:
        """``{totals, byWeek, byShop, byBrand, censoredDemandDays, topLostPositions}`` (the positions
        without their traces: those are read one position at a time)."""
        return {
            "totals": self.totals.to_wire(),
            "byWeek": [w.to_wire() for w in self.by_week],
            "byShop": [s.to_wire() for s in self.by_shop],
            "byBrand": [b.to_wire() for b in self.by_brand],
            "censoredDemandDays": self.censored_demand_days,
            "topLostPositions": [{k: v for k, v in p.to_wire().items() if k != "trace"} for p in self.top_lost_positions],
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class FrontierPoint:
    """One policy variant on the fill rate / stock plane (issue 36): its label, its policy
    (``hold``, ``min-max``, ``recommendations``; ``other`` for a policy of no known kind), its
    parameters (``cover_weeks`` of a min-max, ``service_level`` of a recommendations variant that
    overrides the economics; else None), its average stock (units), unit fill rate, profit (currency)
    and ``frontier_fill_rate_units``: min-max's frontier (its variants, by average stock, joined by
    straight lines) at this variant's average stock; None for a min-max variant, with fewer than two
    min-max variants, or outside their range of stock."""

    label: str
    policy: str
    cover_weeks: float | None
    service_level: float | None
    average_stock_units: float
    fill_rate_units: float | None
    profit: float
    frontier_fill_rate_units: float | None

    def to_wire(self) -> dict[str, Any]:
        """camelCase."""
        return {
            "label": self.label, "policy": self.policy, "coverWeeks": self.cover_weeks, "serviceLevel": self.service_level,
            "averageStockUnits": self.average_stock_units, "fillRateUnits": self.fill_rate_units, "profit": self.profit,
            "frontierFillRateUnits": self.frontier_fill_rate_units,
        }  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplayResult:
    """The results of several policies over the same input, by policy name (label), with the
    frontier of those policies (:func:`frontier`) and the money assumptions (:func:`assumptions`)."""

    first: date
    last: date
    review_period_days: int
    results: Mapping[str, PolicyResult]
    frontier: tuple[FrontierPoint, ...] = ()
    assumptions: Mapping[str, Any] = field(default_factory=dict)

    def to_wire(self) -> dict[str, Any]:
        """``{<policy>: result}``: the issue's ``results`` object."""
        return {name: result.to_wire() for name, result in self.results.items()}

    def document(self) -> dict[str, Any]:
        """What a replay stores and shows: ``{results, assumptions, frontier}``."""
        return {
            "results": self.to_wire(),
            "assumptions": dict(self.assumptions),
            "frontier": [p.to_wire() for p in self.frontier],
        }


def _ratio(numerator: float, denominator: float) -> float | None:
    return numerator / denominator if denominator > 0 else None


def figures(ledger: Ledger, rows: np.ndarray | slice, days: slice) -> Figures:
    """The module docstring's figures over the position rows ``rows`` and the day columns ``days``
    (a non-empty slice of 0 .. ``inp.days``)."""
    demand, sold, closing = ledger.demand[rows, days], ledger.sold[rows, days], ledger.closing[rows, days]
    n_days = closing.shape[1]
    unit_value = ledger.unit_value[rows, days]
    stock_value = ledger.stock_unit_value[rows][:, None]
    average_value = float((closing * stock_value).sum()) / n_days
    cogs = float((sold * stock_value).sum())
    demand_units, sold_units = float(demand.sum()), float(sold.sum())
    demand_value, sold_value = float((demand * unit_value).sum()), float((sold * unit_value).sum())
    turns = _ratio(cogs, average_value)
    cost = ledger.unit_cost[rows][:, None]
    gross_margin = sold_value - float((sold * cost).sum())
    holding_cost = ledger.inp.economics.holding_cost(float((closing * cost).sum()))
    return Figures(
        fill_rate_units=_ratio(sold_units, demand_units), fill_rate_value=_ratio(sold_value, demand_value),
        lost_units=demand_units - sold_units, stockout_days=int(((demand > 0) & (closing <= 0)).sum()),
        average_stock_units=float(closing.sum()) / n_days, average_stock_value=average_value,
        ending_stock_units=float(closing[:, -1].sum()), units_ordered=float(ledger.ordered[rows, days].sum()),
        units_moved=float(ledger.moved_in[rows, days].sum()), turns=None if turns is None else turns * 365 / n_days,
        markdown_units=float(ledger.markdown_units[rows, days].sum()),
        markdown_value=float(ledger.markdown_value[rows, days].sum()),
        gross_margin=gross_margin, holding_cost=holding_cost, profit=gross_margin - holding_cost,
        demand_units=demand_units, sold_units=sold_units, demand_value=demand_value, sold_value=sold_value,
        cost_of_goods_sold=cogs,
    )  # fmt: skip


def _groups(ledger: Ledger, kind: str) -> tuple[GroupFigures, ...]:
    rows_by: dict[str | None, list[int]] = {}
    for row, p in enumerate(ledger.inp.positions):
        rows_by.setdefault(p.shop_id if kind == "shop" else p.brand_id, []).append(row)
    everything = slice(0, ledger.inp.days)
    ordered = sorted(rows_by, key=lambda k: (k is None, k or ""))
    return tuple(GroupFigures(kind=kind, key=k, figures=figures(ledger, np.array(rows_by[k]), everything)) for k in ordered)


def _weeks(ledger: Ledger) -> tuple[WeekFigures, ...]:
    inp, every = ledger.inp, slice(None)
    weeks = []
    for start in range(0, inp.days, WEEK_DAYS):
        end = min(start + WEEK_DAYS, inp.days)
        week_start = inp.first + timedelta(days=start)
        week = figures(ledger, every, slice(start, end))
        weeks.append(WeekFigures(week_start=week_start, week_end=week_start + timedelta(days=end - start - 1), figures=week))
    return tuple(weeks)


def trace(ledger: Ledger, row: int) -> tuple[TraceDay, ...]:
    """The day-by-day trace of the position in row ``row``."""
    first, lost = ledger.inp.first, ledger.demand[row] - ledger.sold[row]
    return tuple(
        TraceDay(
            day=first + timedelta(days=d),
            opening=float(ledger.opening[row, d]),
            received=float(ledger.received[row, d]),
            transferred_in=float(ledger.moved_in[row, d]),
            transferred_out=float(ledger.moved_out[row, d]),
            demand=float(ledger.demand[row, d]),
            sold=float(ledger.sold[row, d]),
            lost=float(lost[d]),
            closing=float(ledger.closing[row, d]),
            censored=bool(ledger.censored[row, d]),
        )  # fmt: skip
        for d in range(ledger.inp.days)
    )


def top_lost_rows(ledger: Ledger, limit: int = TOP_LOST_POSITIONS) -> list[int]:
    """Rows of the positions with lost units > 0, most lost first, ties by (variant_id, size,
    shop_id) ascending; at most ``limit``."""
    lost = ledger.lost.sum(axis=1)
    rows = [int(r) for r in np.flatnonzero(lost > 0)]
    rows.sort(key=lambda r: (-float(lost[r]), ledger.inp.positions[r].key))
    return rows[:limit]


def policy_result(name: str, ledger: Ledger, limit: int = TOP_LOST_POSITIONS) -> PolicyResult:
    """The ``PolicyResult`` of policy ``name`` from its ``ledger``."""
    every, days = slice(None), slice(0, ledger.inp.days)
    top = tuple(
        PositionResult(position=ledger.inp.positions[r], figures=figures(ledger, np.array([r]), days), trace=trace(ledger, r))
        for r in top_lost_rows(ledger, limit)
    )
    return PolicyResult(
        policy=name, totals=figures(ledger, every, days), by_week=_weeks(ledger), by_shop=_groups(ledger, "shop"),
        by_brand=_groups(ledger, "brand"), top_lost_positions=top, censored_demand_days=int(ledger.censored.sum()),
        ignored_decisions=ledger.ignored_decisions, unmoved_transfer_units=ledger.unmoved_transfer_units,
    )  # fmt: skip


def policy_kind(policy: Policy) -> tuple[str, float | None, float | None]:
    """``(policy, cover_weeks, service_level)`` of a replayed policy (see :class:`FrontierPoint`)."""
    if isinstance(policy, MinMaxPolicy):
        return "min-max", policy.cover_weeks, None
    if isinstance(policy, RecommendationsPolicy):
        return "recommendations", None, policy.service_level
    return ("hold" if policy is hold else "other"), None, None


def frontier(results: Mapping[str, PolicyResult], policies: Mapping[str, Policy]) -> tuple[FrontierPoint, ...]:
    """One :class:`FrontierPoint` per policy of ``results`` (same labels and order as ``policies``)."""
    kinds = {label: policy_kind(policies[label]) for label in results}
    line = sorted(
        (r.totals.average_stock_units, r.totals.fill_rate_units)
        for label, r in results.items()
        if kinds[label][0] == "min-max" and r.totals.fill_rate_units is not None
    )
    points = []
    for label, result in results.items():
        policy, weeks, level = kinds[label]
        t = result.totals
        at_same_stock = None if policy == "min-max" else interpolate(line, t.average_stock_units)
        points.append(
            FrontierPoint(
                label=label,
                policy=policy,
                cover_weeks=weeks,
                service_level=level,
                average_stock_units=t.average_stock_units,
                fill_rate_units=t.fill_rate_units,
                profit=t.profit,
                frontier_fill_rate_units=at_same_stock,
            )  # fmt: skip
        )
    return tuple(points)


def interpolate(line: Sequence[tuple[float, float]], x: float) -> float | None:
    """The value at ``x`` of the polyline through ``line`` (points ``(x, y)`` sorted by x): linear between
    its two neighbours; None with fewer than two points or outside ``line``'s range of x."""
    if not line[1:] or not line[0][0] <= x <= line[-1][0]:
        return None
    for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
        if x0 <= x <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return None


def assumptions(inp: ReplayInput) -> dict[str, Any]:
    """The money assumptions of a replay of ``inp`` (the wire's ``assumptions``): the holding cost rate
    and the default gross margin with their sources, the currency, how a unit's cost and price are
    found, and how many positions were valued each way (``economics.unit_cost``)."""
    e = inp.economics
    ways = Counter(unit_cost(p.unit_cost, p.unit_price, e.default_gross_margin_pct)[1] for p in inp.positions)
    return {
        "holdingCostRatePerYear": e.holding_cost_rate_per_year, "holdingCostRateSource": e.holding_cost_rate_source,
        "defaultGrossMarginPct": e.default_gross_margin_pct, "defaultGrossMarginPctSource": e.default_gross_margin_source,
        "currency": e.currency,
        "unitCost": "the position's unit cost; else its unit price x (1 - defaultGrossMarginPct / 100); else 0 (unvalued)",
        "price": "the day's recorded selling price (sale value / units), else the position's unit price, else its unit cost",
        "holdingCost": "average stock at unit cost x holdingCostRatePerYear x days / 365",
        "markdowns": "reported beside the profit, not in it: the replay does not move demand with a markdown",
        "positionsAtUnitCost": ways[AT_COST], "positionsAtPriceLessDefaultMargin": ways[FROM_PRICE],
        "positionsUnvalued": ways[UNVALUED], "days": inp.days,
    }  # fmt: skip


def replay(inp: ReplayInput, policies: Mapping[str, Policy], limit: int = TOP_LOST_POSITIONS) -> ReplayResult:
    """Simulate ``inp`` under each policy (``simulation.simulate``) and measure it. Raises ValueError
    as ``simulate`` does, or when ``policies`` is empty."""
    if not policies:
        raise ValueError("a replay needs at least one policy")
    results = {name: policy_result(name, simulate(inp, policy), limit) for name, policy in policies.items()}
    return ReplayResult(
        first=inp.first, last=inp.last, review_period_days=inp.review_period_days, results=results,
        frontier=frontier(results, policies), assumptions=assumptions(inp),
    )  # fmt: skip
