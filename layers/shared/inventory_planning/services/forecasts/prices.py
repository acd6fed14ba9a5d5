"""Planned prices and promotions of the forecasts job (docs/intelligence.md "Planned prices and
promotions"): the price calendar read for a run, a series' calendar rows, the promotion lifts of a
shard's series, and a series' forecast under its planned prices (validated markdown plans and the
calendar). services/forecasts/job.py runs the job; the formulas are the domain's
(domain/forecasts/prices.py, promotions.py).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.forecasts.promotions import LiftSums, PromotionLifts, pooled_lifts, series_lift_sums
from inventory_planning.domain.forecasts.stats import CalendarDocument, CalendarEntry, PlannedVariant, PlannedWindow
from inventory_planning.services.recommendations.elasticities import elasticities_of_variants
from inventory_planning.store import catalog
from inventory_planning.store.lake import calendar as lake_calendar
from inventory_planning.store.lake import forecasts as lake_forecasts

if TYPE_CHECKING:
    from inventory_planning.domain.forecasts import prices as forecast_prices
    from inventory_planning.domain.forecasts import robust
    from inventory_planning.store import plans as plan_store
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    forecast_prices = lazy("inventory_planning.domain.forecasts.prices")  # numpy on first use
    plan_store = lazy("inventory_planning.store.plans")  # on first use (cold start of analytics)
    robust = lazy("inventory_planning.domain.forecasts.robust")  # numpy on first use

CALENDAR_SUFFIX = "+price-calendar"  # in ``algorithm`` when a calendar row priced or flagged a day ahead
CURRENT_PRICE_WEEKS = 4


def read_calendar(
    organization_id: str, as_of: date, lookback_weeks: int, variants: tuple[str, str] | None = None
) -> CalendarDocument:
    """The organization's price-calendar rows that meet the run's history and horizon
    ``[as_of - lookback_weeks, as_of + 53 weeks)``, grouped by variant and by product (``variants``:
    a shard's range, whose items' rows and every product's row are read).

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    first = as_of - timedelta(weeks=lookback_weeks)
    before = as_of + timedelta(weeks=lake_forecasts.WEEKS)
    document: CalendarDocument = {"variants": {}, "products": {}}
    for row in lake_calendar.calendar_rows(organization_id, first, before, variants):
        entry: CalendarEntry = {
            "shopId": row.shop_id, "size": row.size if row.variant_id else None, "dateFrom": row.date_from.isoformat(),
            "dateTo": row.date_to.isoformat(), "price": row.price, "feature": row.feature, "display": row.display,
        }  # fmt: skip
        if row.variant_id:
            document["variants"].setdefault(row.variant_id, []).append(entry)
        elif row.product_id:
            document["products"].setdefault(row.product_id, []).append(entry)
    return document


def calendar_fingerprint(organization_id: str, as_of: date) -> str:
    """A digest of the calendar files the run reads ('' without one): a calendar file written since
    reruns every shard (a product's row concerns variants of any shard)."""
    return lake_calendar.calendar_fingerprint(organization_id, as_of + timedelta(weeks=lake_forecasts.WEEKS))


def series_calendar(
    document: CalendarDocument | None, variant_id: str, product_id: str | None, shop_id: str
) -> list[forecast_prices.CalendarPrice]:
    """The calendar rows of a variant x shop: its items' rows (one size each) and its product's, in
    its shop or in every shop (``CalendarPrice.rank`` decides between them day by day)."""
    if not document:
        return []
    own = document["variants"].get(variant_id, [])
    shared = document["products"].get(product_id, []) if product_id else []
    tagged = [(entry, True) for entry in own] + [(entry, False) for entry in shared]
    return [
        forecast_prices.CalendarPrice(
            date.fromisoformat(entry["dateFrom"]), date.fromisoformat(entry["dateTo"]), float(entry["price"]),
            frozenset({entry["size"] or forecast_prices.NO_SIZE_KEY}) if is_item else None,
            entry["shopId"] is not None, bool(entry["feature"]), bool(entry["display"]),
        )
        for entry, is_item in tagged
        if entry["shopId"] in (None, shop_id)
    ]  # fmt: skip


def calendar_ahead(rows: list[forecast_prices.CalendarPrice], as_of: date) -> bool:
    """Whether a calendar row meets the horizon ``[as_of, as_of + 53 weeks)``."""
    end = as_of + timedelta(weeks=lake_forecasts.WEEKS)
    return any(r.end >= as_of and r.start < end for r in rows)


def past_flags(rows: list[forecast_prices.CalendarPrice], as_of: date, weeks: int, curve: dict[str, float]) -> Any:
    """The feature and display shares of the ``weeks`` weeks before ``as_of`` (shape ``(weeks, 2)``)."""
    first = as_of - timedelta(weeks=weeks)
    return forecast_prices.planned_weeks(first, weeks, [], curve, 1.0, 0.0, calendar=rows).flags


def families_of(organization_id: str, product_ids: set[str | None]) -> dict[str, str]:
    """The family (category) of each product of ``product_ids`` that has one (one BatchGetItem per 100)."""
    wanted = sorted(p for p in product_ids if p)
    return {p.id: p.family for p in catalog.entities_by_ids(organization_id, "PRODUCT", wanted) if p.family} if wanted else {}


@dataclass
class ShardLifts:
    """The within sums of a shard's series whose calendar flags moved in the history, added up per
    variant, product, brand and category (the product's family, ``families``: product -> family),
    and each series' pooled lifts (``promotions.pooled_lifts``)."""

    families: dict[str, str] = field(default_factory=dict)
    sums: dict[tuple[str, str], LiftSums] = field(default_factory=lambda: defaultdict(LiftSums))

    def _keys(self, variant_id: str, product_id: str | None, brand_id: str | None) -> list[tuple[str, str | None]]:
        family = self.families.get(product_id) if product_id else None
        return [("VARIANT", variant_id), ("PRODUCT", product_id), ("BRAND", brand_id), ("CATEGORY", family)]

    def add(self, variant_id: str, product_id: str | None, brand_id: str | None, units: Any, value: Any, flags: Any) -> None:
        """Add one series (weekly ``units``, ``value`` and ``flags``) to its variant, product, brand and category."""
        if not flags.any():
            return  # no flag in its history: nothing to tell about a promotion
        found = series_lift_sums(units, value, flags)
        if found is None:
            return
        for level, key in self._keys(variant_id, product_id, brand_id):
            if key:
                self.sums[(level, key)].add(found)

    def lifts_of(self, variant_id: str, product_id: str | None, brand_id: str | None) -> PromotionLifts:
        """The series' log-lifts: its variant's, else its product's, brand's or category's (``pooled_lifts``)."""
        return pooled_lifts([self.sums.get((level, key)) if key else None
                             for level, key in self._keys(variant_id, product_id, brand_id)])  # fmt: skip


@dataclass(frozen=True)
class PricedSeries:
    """What a series is forecast under: its markdown windows (run JSON), its calendar rows, its
    elasticity (value) and its promotion lifts."""

    windows: list[dict[str, Any]]
    calendar: list[forecast_prices.CalendarPrice]
    elasticity: float
    lifts: PromotionLifts


def priced_forecast(
    as_of: date,
    y: Any,
    value: Any,
    series: PricedSeries,
    curve: dict[str, float],
    level: float,
    pooled: Callable[[forecast_prices.PlannedWeeks], Any] | None = None,
) -> tuple[Any, bool]:
    """A variant x shop's forecast under its planned prices, and whether the calendar spoke for it.

    The regular price is its plan lines' retail prices per size, weighted by the size curve (of its
    windows ahead, else of its past ones), else the 75th percentile of its weekly prices; the
    history's weekly index against it; the index it sells at outside the planned days (the last 4
    weeks no markdown window and no calendar row touches, else 1); the planned index and flags per
    week ahead (domain ``planned_weeks``: the lower of the markdown's and the calendar's price); the
    history's flags from the past calendar rows; and ``price_forecast`` with the elasticity and lifts.
    ``pooled``: the pooled model's paths of the series given its planned weeks (``PooledPaths``;
    decision 0045), a candidate of its selection. The weeks promoted by their own price drop and lift
    (domain/forecasts/robust.py) are capped in the deflated history (decision 0045).
    """
    prices = [w.get("retailPrices", {}) for w in series.windows]
    ahead = [p for p, w in zip(prices, series.windows, strict=True) if w.get("ahead", True)]
    regular = forecast_prices.regular_price(ahead, curve) or forecast_prices.regular_price(prices, curve)
    past, regular = forecast_prices.price_index(value, y, regular)
    plan = [forecast_prices.PriceWindow(date.fromisoformat(w["startDate"]), date.fromisoformat(w["endDate"]), w["discounts"])
            for w in series.windows]  # fmt: skip
    spans = plan + [forecast_prices.PriceWindow(r.start, r.end, {}) for r in series.calendar]
    current = forecast_prices.current_index(past, y, forecast_prices.covered_weeks(as_of, y.size, spans), CURRENT_PRICE_WEEKS)
    weeks = forecast_prices.planned_weeks(
        as_of, lake_forecasts.WEEKS, plan, curve, current, series.elasticity, calendar=series.calendar, regular=regular
    )
    promotions = None
    if series.calendar and any(series.lifts.values):
        promotions = forecast_prices.Promotions(
            past_flags(series.calendar, as_of, y.size, curve), weeks.flags, series.lifts.values
        )
    result = forecast_prices.price_forecast(
        y,
        lake_forecasts.WEEKS,
        past,
        weeks.index,
        series.elasticity,
        level=level,
        promotions=promotions,
        pooled=pooled(weeks) if pooled else None,
        promoted=robust.promoted_weeks(y, value)[0],
    )
    return result, weeks.calendar


PAST_WINDOW_WEEKS = 26
"""A markdown that ended within these weeks before asOf still marks its weeks as not at the price a
series returns to after its planned windows (``current_index``)."""


def planned_markdowns(organization_id: str, as_of: date) -> dict[str, PlannedVariant]:
    """The planned prices the run forecasts under: the lines of the organization's VALIDATED markdown
    plans whose price window (startDate..endDate) meets the horizon ``[as_of, as_of + 53 weeks)``,
    with, for the same variant x shops, the past windows of VALIDATED or CLOSED markdowns that ran
    in the ``PAST_WINDOW_WEEKS`` before ``as_of`` (``ahead`` false, their endDate cut to
    ``as_of - 1``: a markdown CLOSED while it ran stops there; they mark past weeks only).

    Returns ``{variantId: {productId, brandId, elasticity: {value, source, observations},
    windows: [{planId, shopId, startDate, endDate, ahead, discounts: {sizeId: percent},
    retailPrices: {sizeId: currency per unit}}]}}``; the elasticity is the markdown
    recommendations' (read only when something is planned).

    Raises:
        LakeUnavailable: the price history could not be read.
    """
    end = as_of + timedelta(days=7 * lake_forecasts.WEEKS)
    since = as_of - timedelta(weeks=PAST_WINDOW_WEEKS)
    planned: dict[str, PlannedVariant] = {}
    for header in plan_store.open_plans(organization_id, "MARKDOWN", ("VALIDATED", "CLOSED")):
        start, stop = header.record.get("startDate"), header.record.get("endDate")
        if not start or not stop:
            continue
        first, last = date.fromisoformat(start), date.fromisoformat(stop)
        ahead = header.status == "VALIDATED" and last >= as_of and first < end
        if not ahead:
            if not (first < as_of and last >= since):
                continue
            # a past window: ended, or CLOSED while it ran (its discount stops at asOf)
            stop = min(last, as_of - timedelta(days=1)).isoformat()
        windows: dict[tuple[str, str], PlannedWindow] = {}
        for line in plan_store.all_lines(organization_id, header.sk):
            record = line.record
            if record.get("discountPercent") is None or not record.get("shopId"):
                continue
            variant = planned.setdefault(record["variantId"], {
                "productId": record.get("productId"), "brandId": record.get("brandId"), "windows": [],
            })  # fmt: skip
            window = windows.get((record["variantId"], record["shopId"]))
            if window is None:
                window = {"planId": header.sk, "shopId": record["shopId"], "startDate": start, "endDate": stop,
                          "ahead": ahead, "discounts": {}, "retailPrices": {}}  # fmt: skip
                windows[(record["variantId"], record["shopId"])] = window
                variant["windows"].append(window)
            window["discounts"][record["sizeId"]] = float(record["discountPercent"])
            if record.get("retailPrice"):
                window["retailPrices"][record["sizeId"]] = float(record["retailPrice"])
    for variant_id in list(planned):  # past windows matter only beside a window ahead
        shops = {w["shopId"] for w in planned[variant_id]["windows"] if w["ahead"]}
        kept = [w for w in planned[variant_id]["windows"] if w["shopId"] in shops]
        planned[variant_id]["windows"] = sorted(kept, key=lambda w: (w["shopId"], w["startDate"], w["planId"]))
        if not shops:
            del planned[variant_id]
    if planned:
        found = elasticities_of_variants(organization_id, as_of, {v: (p["productId"], p["brandId"]) for v, p in planned.items()})
        for variant_id, variant in planned.items():
            value, source, observations = found[variant_id]
            variant["elasticity"] = {"value": value, "source": source, "observations": observations}
    return planned
