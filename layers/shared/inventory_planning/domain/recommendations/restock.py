"""Restock (docs/intelligence.md "Recommendations", "Order-up-to level"): per size, the size's own
order-up-to level (``economics.order_up_to``: the quantile of its demand over lead time + review
period at the critical ratio of its economics) minus its stock on hand and on order; rounded up to
the supplier's pack per size and to its MOQ over the sizes ordered; broken size runs flagged; the
supplier's lead time from its order lines. Pure."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.forecasts.demand import stockout_probability
from inventory_planning.domain.recommendations.common import Why
from inventory_planning.domain.recommendations.economics import (
    DEFAULT_MARGIN,
    Economics,
    Levels,
    critical_ratio,
    order_up_to,
)
from inventory_planning.domain.recommendations.vectors import (
    BRAND_SIZE_CURVE,
    DecisionVector,
    Position,
    Scores,
    forecast_confidence,
)


@dataclass(frozen=True, slots=True)
class OrderUnits:
    """A supplier's ordering constraints, in units: the minimum order quantity (``moq``) and the pack
    multiple (``pack``); None where the supplier sets none."""

    moq: int | None = None
    pack: int | None = None


ANY_UNITS = OrderUnits()  # no MOQ, no pack


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


def round_sizes(needs: Mapping[str, float], units: OrderUnits = ANY_UNITS) -> dict[str, int]:
    """Per size, its need (units) rounded up to whole pieces and to a multiple of the pack (a pack is
    of one size); then, where the variant's order is above 0 and under the MOQ (the MOQ is of the
    supplier's order line of the variant, its sizes together: docs/decisions/0044), the shortfall
    in whole packs over the sizes already ordered, in proportion to their needs (largest remainders):
    a size with no need is never ordered to reach the MOQ. 0 stays 0."""
    out = {size: round_to_supplier(need, None, units.pack) for size, need in needs.items()}
    total = sum(out.values())
    if units.moq and 0 < total < units.moq:
        step = units.pack or 1
        short = {size: float(needs[size]) for size, q in out.items() if q > 0}
        for size, packs in split_by_curve(math.ceil((units.moq - total) / step), short).items():
            out[size] += packs * step
    return out


def restock(
    levels: Mapping[str, float],
    on_hand: Mapping[str, float],
    on_order: Mapping[str, float],
    *,
    units: OrderUnits = ANY_UNITS,
    why: Why | None = None,
) -> dict[str, int]:
    """Pieces to order per size: ``need_size = max(0, S_size - on hand_size - on order_size)`` with
    ``S_size`` the size's own order-up-to level (``levels``, units; Silver, Pyke & Thomas, *Inventory
    and Production Management in Supply Chains*, 4th ed., 6.7: periodic review, order-up-to level),
    rounded by :func:`round_sizes` to the supplier's pack and MOQ (``units``). A size at or above its
    level orders nothing, whatever another size lacks. Sizes: those of ``levels``."""
    why = why or Why()
    needs: dict[str, float] = {}
    for size in sorted(levels):
        have, coming = on_hand.get(size, 0.0), on_order.get(size, 0.0)
        needs[size] = max(0.0, round(levels[size] - have - coming, 6))
    why.step("needBySize", "per size: max(0, S - on hand - on order)", {s: round(n, 2) for s, n in needs.items()})
    by_size = round_sizes(needs, units)
    expression = f"each size to pack {units.pack or '-'}; the order to MOQ {units.moq or '-'} over the sizes ordered"
    why.step("bySize", expression, by_size)
    why.step("orderQuantity", "the sizes' sum", sum(by_size.values()))
    return by_size


def median_of_counts(counted: list[tuple[int, int]]) -> float:
    """The median of values given as ``(value, how many times)`` pairs: ``statistics.median`` of the
    expanded list (the mean of the two middle values for an even count). Raises ValueError when empty."""
    ordered = sorted((value, count) for value, count in counted if count > 0)
    total = sum(count for _, count in ordered)
    if total == 0:
        raise ValueError("no values")

    def at(position: int) -> int:  # the value at 0-based ``position`` of the expanded, sorted list
        seen = 0
        for value, count in ordered:
            seen += count
            if position < seen:
                return value
        raise AssertionError("unreachable")  # pragma: no cover

    middle = total // 2
    return float(at(middle)) if total % 2 else (at(middle - 1) + at(middle)) / 2


def restock_scores(p: Position) -> Scores:
    """Restock urgency (1 - stock / demand over the cover), the stock-out risk over the lead time and
    the overstock risk over the selling horizon (P(demand under the stock)), each rounded to 4 places."""
    mean, stock, horizon = p.over_cover.mean, p.stock, p.over_horizon
    return {
        "restock_urgency": round(max(0.0, 1 - stock / mean), 4) if mean > 0 else 0.0,
        "stockout_risk": round(stockout_probability(stock, p.over_lead.mean, p.over_lead.sigma), 4),
        "overstock_risk": round(1 - stockout_probability(stock, horizon.mean, horizon.sigma), 4)
        if horizon.mean > 0
        else (1.0 if stock > 0 else 0.0),
        "surplus_score": None,
        "deficit_score": None,
        "transfer_urgency": None,
    }


def _level_context(levels: Levels, p: Position, by_size: Mapping[str, int]) -> dict[str, Any]:
    """``why.context.bySize``: per size the model, its mean over the cover, the critical ratio with its
    underage and overage (currency per unit), the service level, S, stock, on order and the need."""
    out: dict[str, Any] = {}
    e = levels.economics
    for size, level in levels.by_size.items():
        ratio = critical_ratio(e.underage, level.overage) if e.underage is not None and level.overage is not None else None
        out[size] = {
            "share": round(level.share, 4), "model": level.cover.model, "meanOverCover": round(level.cover.mean, 3),
            "leftOverChance": round(level.left_over, 4), "underage": None if e.underage is None else round(e.underage, 2),
            "overage": None if level.overage is None else round(level.overage, 2),
            "criticalRatio": None if ratio is None else round(ratio, 4), "serviceLevel": round(level.service_level, 4),
            "serviceLevelSource": level.source, "quantile": round(level.service_level, 4), "orderUpTo": level.level,
            "stockOnHand": p.stock_by_size.get(size, 0.0), "onOrder": p.ordered_by_size.get(size, 0.0),
            "need": max(0.0, level.level - p.stock_by_size.get(size, 0.0) - p.ordered_by_size.get(size, 0.0)),
            "order": by_size.get(size, 0),
        }  # fmt: skip
    return out


def _economics_context(e: Economics, settings: PlanningSettings) -> dict[str, Any]:
    """``why.context.economics``: price, cost (and where it comes from), the money of one unit."""
    found: dict[str, Any] = {
        "price": None if e.price is None else round(e.price, 2), "priceBasis": e.basis,
        "unitCost": None if e.unit_cost is None else round(e.unit_cost, 2), "costSource": e.cost_source,
        "underagePerUnit": None if e.underage is None else round(e.underage, 2),
        "holdingPerCycle": round(e.holding, 4), "holdingCostRatePerYear": settings.holding_cost_rate_per_year,
        "leftOverMarkdownPct": e.markdown_pct,
        "leftOverMarkdownLoss": None if e.markdown_loss is None else round(e.markdown_loss, 2),
    }  # fmt: skip
    if e.cost_source == DEFAULT_MARGIN:
        found["costNote"] = f"no unit cost: price x (1 - {settings.default_gross_margin_pct:g}% defaultGrossMarginPct)"
    if e.price is None:
        found["priceNote"] = f"no price basis: no margin to weigh, the serviceLevel default {settings.service_level:g}"
    return found


def restock_vector(
    p: Position,
    settings: PlanningSettings,
    *,
    moq: int | None,
    pack: int | None,
    restricted_brand: bool,
    blacklisted_supplier: str | None,
    levels: Levels | None = None,
) -> DecisionVector | None:
    """The restock decision of a position (None when it has neither demand nor stock): per size the
    order up to the size's own level (``levels``, else ``economics.order_up_to`` of the position),
    to pack and MOQ, forbidden for a ``restricted_brand`` or a ``blacklisted_supplier`` (the variant's
    supplier id, when it is on the organization's list), broken size runs noted. ``why.context``: the
    demand model, the economics, per size the critical ratio, service level, S and need."""
    levels = levels or order_up_to(p, settings)
    mean, stock = p.over_cover.mean, p.stock
    if not (mean > 0 or stock > 0 or levels.distribution.mean > 0):
        return None
    why = Why(
        {
            "stockOnHand": stock,
            "onOrder": p.ordered,
            "forecastOverCover": round(mean, 2),
            "coverDays": p.cover,
            "leadTimeDays": p.lead,
            "leadTimeSource": "SUPPLIER_HISTORY" if p.lead_known else "DEFAULT",
            "supplierCode": p.supplier,
            "daysOfSupply": None if mean <= 0 else round(stock / (mean / p.cover), 1),
            "demandModel": levels.distribution.describe(),
            "economics": _economics_context(levels.economics, settings),
        }
    )
    why.step("orderUpToLevel", "per size: the quantile at its service level of its demand over the cover",
             {size: level.level for size, level in levels.by_size.items()})  # fmt: skip
    targets = {size: float(level.level) for size, level in levels.by_size.items()}
    by_size = restock(targets, p.stock_by_size, p.ordered_by_size, units=OrderUnits(moq, pack), why=why)
    why.context["bySize"] = _level_context(levels, p, by_size)
    if p.shares_source == BRAND_SIZE_CURVE:  # the smooth sizes' split: the brand's curve, not the sales mix
        why.context["sizeSplit"] = {
            "source": BRAND_SIZE_CURVE,
            "note": "the sizes split the demand by the brand's size curve, not by their share of sales",
            "shares": {size: round(share, 4) for size, share in sorted(p.shares.items())},
        }
    rules: list[str] = []
    forbidden: list[str] = []
    broken = broken_size_run(p.stock_by_size, p.shares)
    if broken:
        rules.append("broken_size_run:" + ",".join(broken))
    if restricted_brand:
        rules.append(f"brand_not_restricted:{p.brand_id}")
        forbidden.append("restock")
    if blacklisted_supplier:
        rules.append(f"supplier_not_blacklisted:{blacklisted_supplier}")
        forbidden.append("restock")
    total = sum(by_size.values())
    return DecisionVector(
        position=p, domain="restock", scores=restock_scores(p), rules=tuple(rules), forbidden=tuple(forbidden),
        quantity=total, by_size=by_size, confidence=forecast_confidence(p.over_cover), why=why,
        extra={"brokenSizes": broken}, actionable=total > 0,
    )  # fmt: skip
