"""Forecasts on the lake: the sales history the forecasts job reads, and the forecast rows the API
serves (docs/decisions/0020-forecasts.md).

The job writes one row per variant x shop x week (``forecast_weekly``) and the splits of a week
(``forecast_shares``: the size curve per variant x shop, the weekday profile per shop). A request
expands the weeks it needs into days (week x weekday share x size share) and sums them into the
periods asked (DAY, WEEK, MONTH, QUARTER), so every aggregate adds up to its days. The calendar of
the requested days is built here and passed as a ``VALUES`` table: the SQL needs no date function
(DuckDB and Athena name theirs differently).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import date, timedelta
from typing import Any, NamedTuple

from inventory_planning.store.lake import engine, objects
from inventory_planning.store.lake.datasets import FORECAST_SHARES, FORECAST_WEEKLY, SALES_DAILY, months_between

WEEKS = 53  # weeks forecast per run: 371 days, at least 365


class DailySales(NamedTuple):
    """Net units one variant sold in one shop on one day, per size, with its brand and product, and
    their gross sales after discounts (``value``, currency)."""

    variant_id: str
    shop_id: str
    brand_id: str | None
    product_id: str | None
    size: str | None
    sale_date: date
    units: float
    value: float = 0.0


_IN_RANGE = """organization_id = ? AND month BETWEEN ? AND ? AND sale_date >= CAST(? AS DATE) AND sale_date < CAST(? AS DATE)
  AND variant_id IS NOT NULL"""


def _range_parameters(organization_id: str, months: list[str], first: date, before: date) -> list[Any]:
    return [organization_id, months[0], months[-1], first.isoformat(), before.isoformat()]


def sales_history(organization_id: str, first: date, before: date, variants: tuple[str, str] | None = None) -> list[DailySales]:
    """Units sold (and their gross sales) per (variant, shop, size, day) from ``first`` to the day before ``before``: nothing
    dated on or after ``before`` is read (the job's ``asOf``). From the daily sales aggregate.
    ``variants`` = (first id, last id) keeps the variants whose id is in that range (a shard).

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    months = months_between(first, before - timedelta(days=1))
    if not months:
        return []
    where, parameters = _IN_RANGE, _range_parameters(organization_id, months, first, before)
    if variants is not None:
        where += " AND variant_id BETWEEN ? AND ?"
        parameters += list(variants)
    sql = f"""
SELECT variant_id, shop_id, max(brand_id), max(product_id), size, sale_date, sum(units), sum(gross_sales)
FROM {{sales_daily}}
WHERE {where}
GROUP BY variant_id, shop_id, size, sale_date
ORDER BY variant_id, shop_id, sale_date
"""
    found = engine.run(sql, {"sales_daily": SALES_DAILY}, organization_id, months, parameters)
    return [DailySales(r[0], r[1], r[2], r[3], r[4], r[5], float(r[6]), float(r[7] or 0.0)) for r in found]


def _daily_sales_query(organization_id: str, first: date, before: date, select: str, group_by: str) -> list[tuple[Any, ...]]:
    """``SELECT <select> ... GROUP BY <group_by> ORDER BY <group_by>`` over the daily sales of [first, before)."""
    months = months_between(first, before - timedelta(days=1))
    if not months:
        return []
    sql = f"SELECT {select} FROM {{sales_daily}} WHERE {_IN_RANGE} GROUP BY {group_by} ORDER BY {group_by}"
    parameters = _range_parameters(organization_id, months, first, before)
    return engine.run(sql, {"sales_daily": SALES_DAILY}, organization_id, months, parameters)


def series_per_variant(organization_id: str, first: date, before: date) -> list[tuple[str, int]]:
    """(variant id, number of shops where it sold a unit) from ``first`` to the day before
    ``before``, by variant id ascending: the series the forecasts job will forecast, to cut into shards.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    found = _daily_sales_query(
        organization_id, first, before, "variant_id, count(DISTINCT CASE WHEN units > 0 THEN shop_id END)", "variant_id"
    )
    return [(r[0], int(r[1])) for r in found]


def units_per_shop_day(organization_id: str, first: date, before: date) -> list[tuple[str, date, float]]:
    """(shop id, day, net units) from ``first`` to the day before ``before``: each shop's weekday profile.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    found = _daily_sales_query(organization_id, first, before, "shop_id, sale_date, sum(units)", "shop_id, sale_date")
    return [(r[0], r[1], float(r[2])) for r in found]


def sales_fingerprint(organization_id: str, first: date, before: date) -> str:
    """A digest of the daily sales files the job reads for [first, before): it changes when any of
    them is rewritten (a late file), so a shard done on older facts is not reused.

    Raises:
        LakeUnavailable: S3 could not be listed.
    """

    listed = objects.list_months(SALES_DAILY, organization_id, months_between(first, before - timedelta(days=1)))
    text = "\n".join(f"{o.key} {o.etag}" for o in sorted(listed))
    return hashlib.sha256(f"{first}|{before}\n{text}".encode()).hexdigest()


class ForecastRow(NamedTuple):
    """One forecast record: units of a variant x size in a shop over one period starting ``period``."""

    variant_id: str
    shop_id: str
    size: str
    period: date
    quantity: float
    lb_quantity: float
    ub_quantity: float
    confidence_level: float
    algorithm: str


def _period_start(day: date, granularity: str, as_of: date) -> date:
    if granularity == "DAY":
        return day
    if granularity == "WEEK":  # the run's weeks: 7 days from asOf
        return as_of + timedelta(days=7 * ((day - as_of).days // 7))
    if granularity == "MONTH":
        return day.replace(day=1)
    return day.replace(month=3 * ((day.month - 1) // 3) + 1, day=1)  # QUARTER


def _dedup(table: str, line_id: str, where: str) -> str:
    return (
        f"SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY {line_id} ORDER BY ingested_at DESC, file_id DESC) "
        f"AS line_rank FROM {{{table}}} WHERE {where}) AS ranked WHERE line_rank = 1"
    )


def forecast_page(  # noqa: PLR0913 - GET forecasts' query parameters, one argument each
    organization_id: str,
    as_of: date,
    first: date,
    last: date,
    *,
    granularity: str = "DAY",
    variant_ids: Sequence[str] = (),
    shop_ids: Sequence[str] | None = None,
    size: str | None = None,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[ForecastRow], int]:
    """A page of the run ``as_of``'s forecasts for the days [first, last] (clipped to the run's
    weeks), summed per ``granularity`` period (DAY, WEEK: the run's 7-day weeks from ``as_of``, MONTH,
    QUARTER; a period cut by the range counts its days in the range), ordered by variant, shop, size
    and period; and the total of rows. ``shop_ids`` None: every shop; empty: none.

    ``quantity`` is the sum of the days' means (units). The bounds are added exactly within a week
    (its days are fixed shares of one weekly quantile) and across weeks as independent spreads:
    ``lb = max(0, q - sqrt(sum_w (q_w - lb_w)^2))``, ``ub = q + sqrt(sum_w (ub_w - q_w)^2)`` (the
    weeks' errors independent, as the risks' demand over a window reads them, domain/forecasts/
    demand.py); a plain sum of quantiles would be the quantile only if every week erred together.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    first = max(first, as_of)
    last = min(last, as_of + timedelta(days=7 * WEEKS - 1))
    if last < first or (shop_ids is not None and not shop_ids):
        return [], 0
    days = [first + timedelta(days=i) for i in range((last - first).days + 1)]
    periods = sorted({_period_start(d, granularity, as_of) for d in days})
    period_index = {p: i for i, p in enumerate(periods)}
    weekday0 = as_of.weekday()
    calendar = ", ".join(
        f"({(d - as_of).days // 7}, {(weekday0 + (d - as_of).days) % 7}, {period_index[_period_start(d, granularity, as_of)]})"
        for d in days
    )
    run_date = as_of.isoformat()
    filters, filter_parameters = "", []
    share_filters, share_parameters = "", []  # the same for the shares (a shop's weekday shares have variant '*')
    if variant_ids:
        filters += f" AND variant_id IN ({', '.join('?' for _ in variant_ids)})"
        filter_parameters += list(variant_ids)
        share_filters += f" AND (variant_id IN ({', '.join('?' for _ in variant_ids)}) OR share_kind = 'weekday')"
        share_parameters += list(variant_ids)
    if shop_ids is not None:
        filters += f" AND shop_id IN ({', '.join('?' for _ in shop_ids)})"
        filter_parameters += list(shop_ids)
        share_filters += f" AND shop_id IN ({', '.join('?' for _ in shop_ids)})"
        share_parameters += list(shop_ids)
    base = "organization_id = ? AND run_date = ? AND as_of = CAST(? AS DATE)"
    size_filter = " AND z.share_key = ?" if size else ""
    weeks_read = f" AND week_index BETWEEN {(first - as_of).days // 7} AND {(last - as_of).days // 7}"  # the range's weeks only
    ctes = f"""
WITH weeks AS ({_dedup("weekly", "forecast_line_id", base + weeks_read + filters)}),
shares AS ({_dedup("shares", "share_line_id", base + share_filters)}),
cal (week_index, weekday, period_index) AS (VALUES {calendar}),
days AS (
  SELECT w.variant_id, w.shop_id, z.share_key AS size, c.period_index, w.week_index,
         w.quantity * d.share * z.share AS quantity, w.lb_quantity * d.share * z.share AS lb_quantity,
         w.ub_quantity * d.share * z.share AS ub_quantity, w.confidence_level, w.algorithm
  FROM weeks AS w
  JOIN cal AS c ON c.week_index = w.week_index
  JOIN shares AS d ON d.share_kind = 'weekday' AND d.shop_id = w.shop_id AND CAST(d.share_key AS INTEGER) = c.weekday
  JOIN shares AS z ON z.share_kind = 'size' AND z.shop_id = w.shop_id AND z.variant_id = w.variant_id{size_filter}
),
period_weeks AS (
  SELECT variant_id, shop_id, size, period_index, week_index, sum(quantity) AS quantity,
         sum(quantity - lb_quantity) AS below, sum(ub_quantity - quantity) AS above,
         max(confidence_level) AS confidence_level, max(algorithm) AS algorithm
  FROM days GROUP BY variant_id, shop_id, size, period_index, week_index
),
periods AS (
  SELECT variant_id, shop_id, size, period_index, sum(quantity) AS quantity,
         greatest(0.0, sum(quantity) - sqrt(sum(below * below))) AS lb_quantity,
         sum(quantity) + sqrt(sum(above * above)) AS ub_quantity,
         max(confidence_level) AS confidence_level, max(algorithm) AS algorithm
  FROM period_weeks GROUP BY variant_id, shop_id, size, period_index
)"""
    page_sql = f"""{ctes}
SELECT variant_id, shop_id, size, period_index, quantity, lb_quantity, ub_quantity, confidence_level, algorithm,
       (SELECT count(*) FROM periods) AS total
FROM periods
ORDER BY variant_id, shop_id, size, period_index
OFFSET {int(offset)} LIMIT {int(limit)}
"""
    run = [organization_id, run_date, run_date]
    parameters: list[Any] = [*run, *filter_parameters, *run, *share_parameters]
    if size:
        parameters.append(size)
    tables = {"weekly": FORECAST_WEEKLY, "shares": FORECAST_SHARES}
    found = engine.run(page_sql, tables, organization_id, [run_date], parameters)
    rows = [
        ForecastRow(r[0], r[1], r[2], periods[int(r[3])], round(float(r[4]), 4), round(float(r[5]), 4),
                    round(float(r[6]), 4), float(r[7]), r[8])
        for r in found
    ]  # fmt: skip
    if found or not offset:
        return rows, int(found[0][9]) if found else 0
    counted = engine.run(f"{ctes}\nSELECT count(*) FROM periods", tables, organization_id, [run_date], parameters)
    return rows, int(counted[0][0])
