"""Markdown (docs/intelligence.md "Markdown"): per variant x shop whose stock covers more than the
selling horizon, a markdown only while the horizon's sell-through (forecast / stock) is below the
organization's target, else a hold; with demand, the smallest discount step that sells the excess
through in the window through the variant's price elasticity; dead stock (no demand at full price),
the smallest step at which comparable items (product, brand, organization) sold through the target,
else a clearance ladder by weeks since the last sale; within the margin floor and the maximum
discount, at the variant's price basis (retail, list, median selling price). The fallback discount
only without a price and any comparable history. Pure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, NamedTuple

from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.recommendations.common import (
    DISCOUNT_STEP_PCT,
    FALLBACK_DISCOUNT_PCT,
    MARGIN_FLOOR_PCT,
    MAX_DISCOUNT_PCT,
    Why,
)
from inventory_planning.domain.recommendations.vectors import DecisionVector, Position, forecast_confidence


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


RETAIL, LIST, SALES_MEDIAN = "RETAIL", "LIST", "SALES_MEDIAN"


class PriceBasis(NamedTuple):
    """The price a markdown is taken off (currency per unit) and where it comes from: ``basis`` RETAIL
    (the stock position's retail price), LIST (the catalogue's list price) or SALES_MEDIAN (the median
    selling price of the recent sale lines, the item's or its variant's); both None without one."""

    price: float | None
    basis: str | None


def price_basis(rows: Sequence[Mapping[str, Any]], list_price: float | None) -> PriceBasis:
    """A position's price basis from its risk rows (one per size: ``retail_price``, ``selling_price``)
    and its variant's catalogue ``list_price``: the highest retail price over its sizes, else the
    list price, else the highest median selling price over its sizes, else none (docs/intelligence.md
    "Price basis")."""
    retail = max((float(r["retail_price"]) for r in rows if r.get("retail_price")), default=0.0)
    if retail > 0:
        return PriceBasis(retail, RETAIL)
    if list_price and list_price > 0:
        return PriceBasis(float(list_price), LIST)
    selling = max((float(r["selling_price"]) for r in rows if r.get("selling_price")), default=0.0)
    return PriceBasis(selling, SALES_MEDIAN) if selling > 0 else PriceBasis(None, None)


class StepEvidence(NamedTuple):
    """How comparable items sold at one discount step over the selling horizon: units ``sold``, units
    ``available`` (sold + on hand at the end) and the number of item x shops behind them."""

    sold: float
    available: float
    items: int


Comparables = Mapping[tuple[str, str], Mapping[int, StepEvidence]]
"""The sell-through evidence per comparable group ``(level, key)`` (level PRODUCT, BRAND or
ORGANIZATION with key "*") and discount step (percent)."""

MIN_COMPARABLE_ITEMS = 3  # item x shops a step's sell-through needs to count
CLEARANCE_LADDER = ((8, 20.0), (13, 30.0), (26, 40.0))  # (weeks since the last sale under, discount %)
CLEARANCE_LADDER_LAST = 50.0  # 26 weeks and more, or never sold
"""The clearance ladder (a policy of the service, stated as such): dead stock whose comparables
never sold through the target takes 20% under 8 weeks since its last sale, 30% under 13, 40% under
26 and 50% from 26 weeks or never sold; markdowns deepening as stock ages, the cadence of Smith &
Achabal 1998 ("Clearance pricing and inventory policies for retail chains", Management Science 44(3))."""


def _ceiling(price: float | None, unit_cost: float | None, limits: MarkdownLimits, why: Why) -> float:
    """The largest discount: ``limits.max_discount_pct``, and with a cost and a price no lower than the
    margin floor allows (``100 (1 - cost (1 + floor) / price)``)."""
    floor_price = (unit_cost or 0.0) * (1 + limits.margin_floor_pct / 100)
    ceiling = limits.max_discount_pct
    if unit_cost and price:
        ceiling = round(min(ceiling, max(0.0, 100 * (1 - floor_price / price))), 6)
    shown = f"{price:.2f}" if price else "no price"
    why.step("maxDiscount", f"min({limits.max_discount_pct}, 100 x (1 - {floor_price:.2f} / {shown}))", round(ceiling, 2))
    return ceiling


def ladder_discount(idle_days: int | None) -> float:
    """The clearance ladder's discount (percent) for stock whose last sale was ``idle_days`` ago
    (None: never sold): :data:`CLEARANCE_LADDER`."""
    if idle_days is None:
        return CLEARANCE_LADDER_LAST
    weeks = idle_days / 7
    return next((pct for under, pct in CLEARANCE_LADDER if weeks < under), CLEARANCE_LADDER_LAST)


def clearance(
    groups: Sequence[tuple[str, str, Mapping[int, StepEvidence]]],
    idle_days: int | None,
    ceiling: float,
    target_pct: float,
    why: Why,
) -> tuple[float, str, int]:
    """The clearance discount of dead stock (no demand at full price), ``(percent, model, items)``:
    through the comparable ``groups`` in order (level, key, evidence by step), the smallest step up to
    ``ceiling`` with at least MIN_COMPARABLE_ITEMS item x shops whose sell-through ``sold /
    available`` reaches ``target_pct`` (model COMPARABLE_SELL_THROUGH, with the item x shops behind
    it); else the clearance ladder by weeks since the last sale, within ``ceiling`` (model
    CLEARANCE_LADDER, 0 items)."""
    for level, key, steps in groups:
        counted = [step for step in sorted(steps) if 0 < step <= ceiling and steps[step].items >= MIN_COMPARABLE_ITEMS]
        for step in counted:
            e = steps[step]
            rate = e.sold / e.available if e.available > 0 else 0.0
            expression = f"{level} {key} at {step}% off: {e.sold:.0f} sold / {e.available:.0f} available ({e.items} item x shops)"
            why.step("comparableSellThrough", expression, round(rate, 4))
            if rate >= target_pct / 100:
                chosen = float(step)
                why.step("discountPercent", f"the smallest step whose comparables sell through {target_pct:g}%", chosen)
                return chosen, "COMPARABLE_SELL_THROUGH", e.items
    rung = ladder_discount(idle_days)
    since = "never sold" if idle_days is None else f"{idle_days / 7:.1f} weeks since the last sale"
    why.step("clearanceLadder", f"{since}: 20% < 8 weeks, 30% < 13, 40% < 26, else 50%", rung)
    chosen = float(DISCOUNT_STEP_PCT * (min(rung, ceiling) // DISCOUNT_STEP_PCT))
    why.step("discountPercent", f"min({rung:g}, {ceiling:.2f}) to the 5% step below", chosen)
    return chosen, "CLEARANCE_LADDER", 0


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
    (``price (1 - d) >= cost (1 + floor)``; the price is needed only with a cost). Without an
    elasticity, any demand, or a price where the cost is known: ``limits.fallback_pct`` (REFERENCE 3.3)."""
    why = why or Why()
    if beta is None or (unit_cost and not price) or window_demand <= 0:
        reason = "no elasticity, price or demand to model: the fallback discount"
        fallback: float = why.step("fallback", reason, limits.fallback_pct)
        return fallback
    ceiling = _ceiling(price, unit_cost, limits, why)
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
    """How sure an elasticity markdown is: 0.2 when it is the fallback discount (nothing to model), 0.4
    with the DEFAULT elasticity, else 0.5 rising to 0.9 with the observations behind the elasticity
    (200 and more)."""
    if any(step["step"] == "fallback" for step in why.formula):
        return 0.2
    if source == "DEFAULT":
        return 0.4
    return 0.5 + 0.4 * min(1.0, observations / 200)


def clearance_confidence(model: str, items: int) -> float:
    """How sure a clearance markdown is: 0.3 rising to 0.7 with the comparable item x shops at the
    chosen step (30 and more), 0.25 on the clearance ladder (a policy, no evidence)."""
    return round(0.3 + 0.4 * min(1.0, items / 30), 4) if model == "COMPARABLE_SELL_THROUGH" else 0.25


def needs_markdown(p: Position) -> bool:
    """Whether the position's stock covers more than the selling horizon: stock beyond the forecast
    demand of the horizon (cover = stock / daily demand > horizon days)."""
    return p.stock > p.over_horizon.mean and p.stock > 0


@dataclass(frozen=True, slots=True, kw_only=True)
class MarkdownEvidence:
    """What a markdown decision reads besides the position: its elasticity, the variant's catalogue
    ``list_price`` (None: unknown) and the comparables' sell-through by step (``comparables``, looked
    up by the position's product, brand and the organization)."""

    elasticity: Elasticity
    list_price: float | None = None
    comparables: Comparables = field(default_factory=dict)

    def groups(self, p: Position) -> list[tuple[str, str, Mapping[int, StepEvidence]]]:
        """The comparable groups of a position, product first, with evidence only; a group with the same
        evidence as the one before it (the organization of a one-brand retailer) is left out."""
        groups: list[tuple[str, str, Mapping[int, StepEvidence]]] = []
        for level, key in (("PRODUCT", p.product_id or ""), ("BRAND", p.brand_id or ""), ("ORGANIZATION", "*")):
            found = self.comparables.get((level, key)) if key else None
            if found is not None and not (groups and groups[-1][2] == found):
                groups.append((level, key, found))
        return groups


def _decide(p: Position, evidence: MarkdownEvidence, basis: PriceBasis, idle: int | None, settings: PlanningSettings,
            why: Why) -> tuple[float, float, str]:  # fmt: skip
    """(discount, confidence, model) of a position that needs a markdown (after the hold test)."""
    limits = MarkdownLimits.of(settings)
    cost = max((float(r["unit_cost"]) for r in p.rows if r["unit_cost"]), default=None)
    beta, source, observations = evidence.elasticity
    horizon_mean = p.over_horizon.mean
    groups = evidence.groups(p)
    if horizon_mean > 0:
        discount = markdown(p.stock - horizon_mean, horizon_mean, basis.price, cost, beta, limits=limits, why=why)
        if why.formula[-1]["step"] == "fallback":
            return discount, 0.2, "FALLBACK"
        sold = horizon_mean * (1 - discount / 100) ** beta
        if sold >= p.stock:
            return discount, markdown_confidence(why, source, observations), "ELASTICITY"
        # no step within the ceiling sells the stock through: the clearance model decides, as for dead stock;
        # the elasticity's last step (its discount) says so instead
        expression = f"{discount:g}% off sells {sold:.2f} of {p.stock:.2f} in the horizon: the clearance model"
        why.formula[-1] = {"step": "elasticityShort", "expression": expression, "value": discount}
        ceiling = next(step["value"] for step in why.formula if step["step"] == "maxDiscount")
        chosen, model, items = clearance(groups, idle, ceiling, settings.markdown_sell_through_target, why)
        return chosen, clearance_confidence(model, items), model
    if (cost and not basis.price) or (not basis.price and not groups):
        fallback: float = why.step(
            "fallback", "no price or comparable history to model: the fallback discount", limits.fallback_pct
        )
        return fallback, 0.2, "FALLBACK"
    ceiling = _ceiling(basis.price, cost, limits, why)
    discount, model, items = clearance(groups, idle, ceiling, settings.markdown_sell_through_target, why)
    return discount, clearance_confidence(model, items), model


def markdown_vector(p: Position, evidence: MarkdownEvidence, as_of: date, settings: PlanningSettings) -> DecisionVector | None:
    """The markdown decision of a position (None unless :func:`needs_markdown`): a hold (discount 0,
    not actionable) while the horizon's sell-through ``forecast over the horizon / stock`` reaches the
    organization's ``markdown_sell_through_target``; else, at its :func:`price_basis` and highest unit
    cost over its sizes, the elasticity markdown (:func:`markdown`) of its excess (stock - horizon
    demand) when it has demand and a step within the ceiling sells the stock through; else (no
    demand, or no step enough) the :func:`clearance` discount. Scores: the overstock
    risk (excess / stock) and the urgency (days since the last sale / 90, 1 when never sold);
    ``why.context.model`` HOLD | ELASTICITY | COMPARABLE_SELL_THROUGH | CLEARANCE_LADDER | FALLBACK."""
    if not needs_markdown(p):
        return None
    stock, horizon_mean = p.stock, p.over_horizon.mean
    basis = price_basis(p.rows, evidence.list_price)
    cost = max((float(r["unit_cost"]) for r in p.rows if r["unit_cost"]), default=None)
    beta, source, observations = evidence.elasticity
    excess = stock - horizon_mean
    why = Why(
        {
            "stockOnHand": stock,
            "forecastOverHorizon": round(horizon_mean, 2),
            "horizonDays": settings.selling_horizon_days,
            "excessUnits": round(excess, 2),
            "priceBasis": {"basis": basis.basis, "price": round(basis.price, 2) if basis.price else None},
            "unitCost": cost,
            "priceElasticity": {"value": round(beta, 4), "source": source, "observations": observations},
            "sellThroughTargetPct": settings.markdown_sell_through_target,
        }
    )
    last_sale = max((r["last_sale_date"] for r in p.rows if r["last_sale_date"]), default=None)
    idle = (as_of - last_sale).days if last_sale else None
    expression = f"{horizon_mean:.2f} forecast over {settings.selling_horizon_days} days / {stock:.2f} on hand"
    through = why.step("sellThrough", expression, round(horizon_mean / stock, 4))
    if through >= settings.markdown_sell_through_target / 100:
        why.step("hold", f"sell-through {through:.4f} >= the target {settings.markdown_sell_through_target:g}%: hold", 0.0)
        discount, confidence, model = 0.0, forecast_confidence(p.over_horizon), "HOLD"
    else:
        discount, confidence, model = _decide(p, evidence, basis, idle, settings, why)
    why.context["model"] = model
    scores: dict[str, float | int | None] = {
        "overstock_risk": round(min(1.0, excess / stock), 4),
        "markdown_urgency": 1.0 if idle is None else round(min(1.0, idle / 90), 4),
    }
    return DecisionVector(
        position=p, domain="markdown", scores=scores, discount=discount, confidence=confidence, why=why,
        actionable=discount > 0,
    )  # fmt: skip
