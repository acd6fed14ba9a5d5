"""Restock (docs/intelligence.md "Recommendations"): the order-up-to level at a service level from
the forecast over lead time + review period, minus stock on hand and on order; rounded up to the
supplier's MOQ and pack multiple; split over sizes by the size curve (largest remainders); broken
size runs flagged; the supplier's lead time from its order lines. Pure."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.forecasts.demand import stockout_probability
from inventory_planning.domain.recommendations.common import SERVICE_LEVEL, Why, service_factor
from inventory_planning.domain.recommendations.vectors import DecisionVector, Position, Scores, forecast_confidence


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


def restock(
    mean: float,
    sigma: float,
    on_hand: float,
    on_order: float,
    shares: Mapping[str, float],
    *,
    service_level: float = SERVICE_LEVEL,
    units: OrderUnits = ANY_UNITS,
    why: Why | None = None,
) -> dict[str, int]:
    """Pieces to order per size. ``mean``/``sigma``: forecast demand over lead time + review period
    (units); order-up-to ``S = mean + z sigma`` (Silver, Pyke & Thomas, *Inventory and Production
    Management in Supply Chains*, 4th ed., 6.7: periodic review, order-up-to level); the need
    ``S - on_hand - on_order`` rounded up to the supplier's MOQ and pack (``units``), split over sizes by ``shares``."""
    why = why or Why()
    z = why.step("serviceFactor", f"z at service level {service_level}", round(service_factor(service_level), 4))
    level = why.step("orderUpToLevel", f"{mean:.2f} + {z} x {sigma:.2f}", round(mean + z * sigma, 2))
    need = round(level - on_hand - on_order, 2)
    why.step("netRequirement", f"{level} - {on_hand:g} on hand - {on_order:g} on order", need)
    total = round_to_supplier(need, units.moq, units.pack)
    why.step("orderQuantity", f"ceil({max(need, 0):g}) to MOQ {units.moq or '-'} and pack {units.pack or '-'}", total)
    by_size: dict[str, int] = why.step("bySize", f"{total} split by the size curve {dict(shares)}", split_by_curve(total, shares))
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


def restock_vector(
    p: Position,
    settings: PlanningSettings,
    *,
    moq: int | None,
    pack: int | None,
    restricted_brand: bool,
    blacklisted_supplier: str | None,
) -> DecisionVector | None:
    """The restock decision of a position (None when it has neither demand nor stock): the order to
    MOQ and pack split by size, forbidden for a ``restricted_brand`` or a ``blacklisted_supplier``
    (the variant's supplier id, when it is on the organization's list), broken size runs noted."""
    mean, sigma, stock = p.over_cover.mean, p.over_cover.sigma, p.stock
    if not (mean > 0 or stock > 0):
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
        }
    )
    units = OrderUnits(moq, pack)
    by_size = restock(mean, sigma, stock, p.ordered, p.shares, service_level=settings.service_level, units=units, why=why)
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
