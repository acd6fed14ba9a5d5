"""Inventory risk rows (docs/intelligence.md "Inventory risks"; REFERENCE 2.1-2.2): the record of a
row of GET /api/inventory/risks (decision 0026), its score and tiers, from a row of the risks page
query. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, NamedTuple, TypedDict

from inventory_planning.domain.forecasts.demand import stockout_probability


class RiskRunStats(TypedDict):
    """The stats of one ``risks`` job step (written as they are into the job run, JSON): the day
    (``asOf``), the stock snapshot and forecasts run read (ISO dates, None without one) and how many
    positions were written, with stock and with a forecast."""

    asOf: str
    snapshotDate: str | None
    forecastRun: str | None
    positions: int
    withStock: int
    withForecast: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SuggestedAction:
    """What to do about a risk: ``action`` RESTOCK, MARKDOWN or REBALANCE (with the destination shop)."""

    action: str
    reason: str | None = None
    destination_shop_id: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class RiskRecord:
    """A risk row, ranked from 1 over the pages: the variant (and shop, size) at risk with its names,
    ``score`` in [0, 1], the ``status`` tier of its type (:func:`status_of`), the numbers behind it (units, units per
    day, days, currency; ``stock_value`` at ``valuation_basis`` COST | RETAIL | LIST | SALES_MEDIAN,
    docs/intelligence.md "Stock valuation") and the suggested action; the fields of other risk types are None.
    ``as_of``: the risks run (YYYY-MM-DD)."""

    rank: int
    risk_type: str
    status: str
    variant_id: str
    variant_code: str | None
    variant_name: str | None
    product_id: str | None
    product_name: str | None
    product_image_url: str | None
    brand_id: str | None
    brand_name: str | None
    shop_id: str | None
    size_taxonomy_id: str | None
    closing_stock: float
    avg_daily_sales: float | None
    days_of_supply: float | None
    stock_value: float | None
    valuation_basis: str | None
    lead_time_days: int | None
    lead_time_demand: float | None
    stockout_probability: float
    horizon_days: int | None
    horizon_demand: float | None
    last_sale_date: str | None
    days_since_last_sale: int | None
    as_of: str
    score: float
    suggested_action: SuggestedAction
    excess_units: float | None = None
    excess_value: float | None = None
    dead_stock_tier: str | None = None
    sell_through_30d: float | None = None
    destination_shop_id: str | None = None
    deficit_elsewhere: float | None = None


class VariantNames(NamedTuple):
    """The catalogue names of a row's variant (None when the variant is not in the catalogue)."""

    sku: str | None = None
    name: str | None = None
    product_name: str | None = None
    brand_name: str | None = None


def rounded(value: Any, digits: int = 4) -> float | None:
    """``value`` as a float rounded to ``digits`` places, None for None."""
    return None if value is None else round(float(value), digits)


HEALTHY_DAYS_OF_SUPPLY = 14  # REFERENCE 2.1: days of supply from which a position is healthy
CRITICAL_DAYS_OF_SUPPLY = 7  # under this many days of supply: critical
STOCKOUT_SCORE_DAYS = 2 * HEALTHY_DAYS_OF_SUPPLY  # STOCKOUT score 0 from this many days of supply
DEAD_DAYS_SINCE_SALE = 90  # REFERENCE 2.1: days since the last sale from which stock is dead
VERY_STALE_DAYS_SINCE_SALE = 60  # days since the last sale from which stock is very stale
SEVERE_SHARE = 0.5  # OVERSTOCK / DISPLACED: critical from this share of the stock (cover >= 2x the horizon)
NOTABLE_SHARE = 0.2  # OVERSTOCK / DISPLACED: warning from this share (cover >= 1.25x the horizon)

STATUS_THRESHOLDS: dict[str, tuple[float, float, bool]] = {
    # risk type -> (critical from, warning from, whether the bound itself is in the upper tier), on the score
    "STOCKOUT": (1 - CRITICAL_DAYS_OF_SUPPLY / STOCKOUT_SCORE_DAYS, 1 - HEALTHY_DAYS_OF_SUPPLY / STOCKOUT_SCORE_DAYS, False),
    "OVERSTOCK": (SEVERE_SHARE, NOTABLE_SHARE, True),
    "SLOW_MOVER": (1.0, round(VERY_STALE_DAYS_SINCE_SALE / DEAD_DAYS_SINCE_SALE, 4), True),
    "DISPLACED": (SEVERE_SHARE, NOTABLE_SHARE, True),
}
"""Per risk type, the score thresholds of its ``status`` tiers (docs/intelligence.md "Inventory risks"):
STOCKOUT critical score > 0.75 (under 7 days of supply), warning > 0.5 (7-13 days), REFERENCE 2.1's
tiers; OVERSTOCK critical >= 0.5 of the stock in excess (stock >= 2x the horizon's demand), warning
>= 0.2 (>= 1.25x); SLOW_MOVER critical 1 (dead: 90 days or more, or never sold), warning >= 60/90
(very stale), healthy below (stale, 30-59 days); DISPLACED critical >= 0.5 of the idle stock wanted
elsewhere, warning >= 0.2."""


def status_of(risk_type: str, score: float) -> str:
    """The ``status`` tier of a row of ``risk_type`` with ``score`` (:data:`STATUS_THRESHOLDS`): a
    function of the score alone, so a higher score never has a lower severity within a type.

    Raises:
        KeyError: an unknown risk type.
    """
    critical, warning, inclusive = STATUS_THRESHOLDS[risk_type]
    if score > critical or (inclusive and score == critical):
        return "critical"
    if score > warning or (inclusive and score == warning):
        return "warning"
    return "healthy"


def stockout_score(days: float | None) -> float:
    """STOCKOUT's score: ``max(0, 1 - daysOfSupply / 28)`` (0 when nothing sold), rounded to 4 places;
    above 0.75 exactly under 7 days of supply and above 0.5 under 14, so :func:`status_of` gives
    REFERENCE 2.1's tiers (critical < 7 days, warning 7-13, healthy >= 14 or nothing sold)."""
    return 0.0 if days is None else round(max(0.0, 1 - days / STOCKOUT_SCORE_DAYS), 4)


def dead_stock_tier(days_since: int | None) -> str:
    """REFERENCE 2.1: stale 30-59 days since the last sale, very stale 60-89, dead >= 90 or never sold."""
    if days_since is None or days_since >= DEAD_DAYS_SINCE_SALE:
        return "dead"
    return "very_stale" if days_since >= VERY_STALE_DAYS_SINCE_SALE else "stale"


def risk_score(risk_type: str, r: dict[str, Any], run: date) -> float:
    """A risk row's score in [0, 1] (``r``: a row of ``store.lake.risks.risk_page``; ``run``: its risks run):
    STOCKOUT ``max(0, 1 - daysOfSupply / 28)`` (days of supply rounded to 2 places, 0 when nothing
    sold); OVERSTOCK excess units / stock; SLOW_MOVER days since the last sale / 90 (1 when never
    sold); DISPLACED the deficit elsewhere / stock. Its ``status``: :func:`status_of`."""
    stock = float(r["closing_stock"] or 0)
    if risk_type == "STOCKOUT":
        return stockout_score(rounded(r["days_of_supply"], 2))
    if risk_type == "OVERSTOCK":
        return round(min(1.0, float(r["excess_units"]) / stock), 4) if stock else 0.0
    if risk_type == "SLOW_MOVER":
        last_sale = r["last_sale_date"]
        return 1.0 if last_sale is None else round(min(1.0, (run - timedelta(days=1) - last_sale).days / 90), 4)
    return round(min(1.0, float(r["deficit_elsewhere"]) / stock), 4) if stock else 0.0


def _type_fields(risk_type: str, r: dict[str, Any], stock: float, days: float | None, days_since: int | None) -> dict[str, Any]:
    """The fields of the row's own risk type, its suggested action included."""
    if risk_type == "STOCKOUT":
        short = days is not None and days < HEALTHY_DAYS_OF_SUPPLY
        return {"suggested_action": SuggestedAction(action="RESTOCK", reason="days of supply under 14" if short else None)}
    if risk_type == "OVERSTOCK":
        reason = f"stock beyond {r['horizon_days']} days of forecast demand"
        return {"excess_units": rounded(r["excess_units"], 2), "excess_value": rounded(r["excess_value"], 2),
                "suggested_action": SuggestedAction(action="MARKDOWN", reason=reason)}  # fmt: skip
    if risk_type == "SLOW_MOVER":
        sold_30 = float(r["units_30"] or 0)
        reason = "no sale for 30 days or more" if days_since is not None else "never sold"
        return {"dead_stock_tier": dead_stock_tier(days_since),
                "sell_through_30d": round(sold_30 / (sold_30 + stock), 4) if sold_30 + stock > 0 else 0.0,
                "suggested_action": SuggestedAction(action="MARKDOWN", reason=reason)}  # fmt: skip
    destination = r["destination_shop_id"]  # DISPLACED
    action = SuggestedAction(action="REBALANCE", destination_shop_id=destination,
                             reason="unsold here for 90 days while another shop runs short")  # fmt: skip
    deficit = rounded(r["deficit_elsewhere"], 2)
    return {"destination_shop_id": destination, "deficit_elsewhere": deficit, "suggested_action": action}


def risk_record(risk_type: str, r: dict[str, Any], rank: int, run: date, names: VariantNames) -> RiskRecord:
    """The record of a row ``r`` of the risks page query of run ``run`` at ``rank``."""
    stock, days = float(r["closing_stock"] or 0), rounded(r["days_of_supply"], 2)
    last_sale = r["last_sale_date"]
    days_since = (run - timedelta(days=1) - last_sale).days if last_sale else None
    probability = stockout_probability(stock, float(r["lead_time_demand"] or 0), float(r["lead_time_sigma"] or 0))
    score = risk_score(risk_type, r, run)
    return RiskRecord(
        rank=rank, risk_type=risk_type, status=status_of(risk_type, score), variant_id=r["variant_id"], variant_code=names.sku,
        variant_name=names.name, product_id=r["product_id"], product_name=names.product_name, product_image_url=None,
        brand_id=r["brand_id"], brand_name=names.brand_name, shop_id=r["shop_id"], size_taxonomy_id=r["size"],
        closing_stock=stock, avg_daily_sales=rounded(r["avg_daily_sales"]), days_of_supply=days,
        stock_value=rounded(r["stock_value"], 2), valuation_basis=r["valuation_basis"], lead_time_days=r["lead_time_days"],
        lead_time_demand=rounded(r["lead_time_demand"], 2), stockout_probability=round(probability, 4),
        horizon_days=r["horizon_days"], horizon_demand=rounded(r["horizon_demand"], 2),
        last_sale_date=last_sale.isoformat() if last_sale else None, days_since_last_sale=days_since,
        as_of=run.isoformat(), score=score, **_type_fields(risk_type, r, stock, days, days_since),
    )  # fmt: skip
