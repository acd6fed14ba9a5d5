"""Sales queries on the lake: the summary, sale lines, and the units sold in a window.

The summary and the windows read the ``sales_daily`` aggregate (one row per day x shop x inventory
item x currency, rebuilt from deduplicated lines at compaction); sale-line pages read
``sales_lines`` and deduplicate by ``sale_line_id`` as they read (a partition may hold a part not
compacted yet). SQL in the DuckDB/Athena common dialect (engine.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from typing import Any, NamedTuple

from inventory_planning.store.lake import engine, lines
from inventory_planning.store.lake.datasets import (
    SALES_DAILY,
    SALES_DAILY_BRAND,
    SALES_DAILY_PRODUCT,
    SALES_DAILY_SHOP,
    SALES_LINES,
    SALES_MONTHLY_PRODUCT,
    SALES_YEARLY_PRODUCT,
    Dataset,
    months_between,
)

GROUP_COLUMNS = {"shop": "shop_id", "brand": "brand_id", "product": "product_id"}
SUMMARY_SORT = {"grossSales": "gross_sales", "units": "units", "margin": "margin"}


class SummaryGroup(NamedTuple):
    """One group of the sales summary: gross sales and margin in ``currency_id`` (None when the group
    spans several currencies), rounded to cents (half away from zero) from exact sums; net units in
    pieces. ``margin`` is the sum of the margins of the lines whose unit cost is known, None when no
    line of the group has one (unknown, not zero)."""

    key: str
    currency_id: str | None
    gross_sales: float
    margin: float | None
    units: float


def _in(column: str, values: Sequence[str], parameters: list[Any]) -> str:
    parameters.extend(values)
    return f" AND {column} IN ({', '.join('?' for _ in values)})"


def summary(  # noqa: PLR0913 - GET sales summary's query parameters, one argument each
    organization_id: str,
    date_from: date,
    date_to: date,
    *,
    group_by: str = "brand",
    shop_ids: Sequence[str] = (),
    brand_ids: Sequence[str] = (),
    sort_by: str = "grossSales",
    descending: bool = True,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[SummaryGroup], int]:
    """A page of sales grouped by ``group_by`` (shop | brand | product) over [date_from, date_to],
    ordered by ``sort_by`` (grossSales | units | margin; an unknown margin sorts last either way),
    then by key; returns (groups, total groups). Sums are exact (DECIMAL), rounded to cents only in
    the result.

    Reads the months in range of the smallest aggregate that answers it (:func:`summary_source`);
    by product, the years the range covers whole come from the yearly rollup and the other months it
    covers whole from the monthly aggregate (the days at the ends from the daily one).

    Raises:
        KeyError: an unknown ``group_by`` or ``sort_by``.
        LakeUnavailable: S3 could not be read.
    """
    key, order = GROUP_COLUMNS[group_by], SUMMARY_SORT[sort_by]
    source = summary_source(group_by, bool(shop_ids), bool(brand_ids))
    months = months_between(date_from, date_to)
    years = whole_years(date_from, date_to) if source is SALES_DAILY_PRODUCT else []
    whole = [m for m in whole_months(date_from, date_to) if m[:4] not in years] if source is SALES_DAILY_PRODUCT else []
    partial = [m for m in months if m not in whole and m[:4] not in years]
    parameters: list[Any] = []
    parts: list[str] = []
    tables: dict[str, Dataset] = {}
    listings: dict[str, list[str]] = {}
    columns = f"{key}, currency, units, gross_sales, margin"
    if years:  # the years the range covers whole: one row per product and year
        yearly_parameters: list[Any] = [organization_id, years[0], years[-1]]
        where = "organization_id = ? AND year BETWEEN ? AND ?"
        if brand_ids:
            where += _in("brand_id", brand_ids, yearly_parameters)
        parts.append(f"SELECT {columns} FROM {{yearly}} WHERE {where}")
        parameters += yearly_parameters
        tables["yearly"], listings["yearly"] = SALES_YEARLY_PRODUCT, years
    if whole:  # the other months the range covers whole: one row per product and month
        monthly_parameters: list[Any] = [organization_id, whole[0], whole[-1]]
        where = "organization_id = ? AND month BETWEEN ? AND ?"
        if brand_ids:
            where += _in("brand_id", brand_ids, monthly_parameters)
        parts.append(f"SELECT {columns} FROM {{monthly}} WHERE {where}")
        parameters += monthly_parameters
        tables["monthly"], listings["monthly"] = SALES_MONTHLY_PRODUCT, whole
    if partial:  # the days at the ends of the range
        day_parameters: list[Any] = [organization_id, *partial, date_from.isoformat(), date_to.isoformat()]
        where = (
            f"organization_id = ? AND month IN ({', '.join('?' for _ in partial)}) "
            "AND sale_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)"
        )
        if shop_ids:
            where += _in("shop_id", shop_ids, day_parameters)
        if brand_ids:
            where += _in("brand_id", brand_ids, day_parameters)
        parts.append(f"SELECT {columns} FROM {{source}} WHERE {where}")
        parameters += day_parameters
        tables["source"], listings["source"] = source, partial
    direction = "DESC" if descending else "ASC"
    rows = " UNION ALL ".join(parts)
    sql = f"""
WITH groups AS (
  SELECT {key} AS group_key,
         CASE WHEN min(currency) = max(currency) THEN min(currency) END AS currency_id,
         round(coalesce(sum(gross_sales), 0), 2) AS gross_sales,
         round(sum(margin), 2) AS margin,
         coalesce(sum(units), 0) AS units
  FROM ({rows}) AS summary_rows
  GROUP BY {key}
)
SELECT group_key, currency_id, gross_sales, margin, units, (SELECT count(*) FROM groups) AS total
FROM groups
ORDER BY {order} {direction} NULLS LAST, group_key ASC
OFFSET {int(offset)} LIMIT {int(limit)}
"""
    found = engine.run(sql, tables, organization_id, listings, parameters)
    if not found and offset:
        count_sql = f"SELECT count(DISTINCT {key}) FROM ({rows}) AS summary_rows"
        total = engine.run(count_sql, tables, organization_id, listings, parameters)[0][0]
    else:
        total = found[0][5] if found else 0
    groups = [SummaryGroup(r[0], r[1], float(r[2]), None if r[3] is None else float(r[3]), float(r[4])) for r in found]
    return groups, int(total)


def whole_years(first: date, last: date) -> list[str]:
    """The ``YYYY`` years that [first, last] covers from 1 January to 31 December."""
    return [str(y) for y in range(first.year, last.year + 1) if first <= date(y, 1, 1) and date(y, 12, 31) <= last]


def whole_months(first: date, last: date) -> list[str]:
    """The ``YYYY-MM`` months that [first, last] covers from their first to their last day."""
    out = []
    for month in months_between(first, last):
        start = date.fromisoformat(f"{month}-01")
        end = (start.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
        if first <= start and end <= last:
            out.append(month)
    return out


def summary_source(group_by: str, by_shops: bool, by_brands: bool) -> Dataset:
    """The smallest aggregate that answers a summary: the day x dimension aggregate of the group
    (days x shops, x brands or x products rows), unless a filter needs a column it does not have
    (a shop filter outside the shop grouping, a brand filter on shops), then the day x shop x item one."""
    if group_by == "shop" and not by_brands:
        return SALES_DAILY_SHOP
    if group_by == "brand" and not by_shops:
        return SALES_DAILY_BRAND
    if group_by == "product" and not by_shops:
        return SALES_DAILY_PRODUCT
    return SALES_DAILY


class WindowUnits(NamedTuple):
    """Net units sold by one (shop, inventory item) in the 7 and the 30 days up to a day."""

    shop_id: str
    inventory_item_id: str
    units_7: int
    units_30: int


def window_units(organization_id: str, last_day: date) -> list[WindowUnits]:
    """Units sold per (shop, inventory item) in the 7 and 30 days ending on ``last_day`` (both included)."""
    first_30, first_7 = last_day - timedelta(days=29), last_day - timedelta(days=6)
    months = months_between(first_30, last_day)
    sql = """
SELECT shop_id, inventory_item_id,
       CAST(coalesce(sum(CASE WHEN sale_date >= CAST(? AS DATE) THEN units END), 0) AS BIGINT) AS units_7,
       CAST(sum(units) AS BIGINT) AS units_30
FROM {sales_daily}
WHERE organization_id = ? AND month BETWEEN ? AND ? AND sale_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
GROUP BY shop_id, inventory_item_id
"""
    parameters = [first_7.isoformat(), organization_id, months[0], months[-1], first_30.isoformat(), last_day.isoformat()]
    return [WindowUnits(*r) for r in engine.run(sql, {"sales_daily": SALES_DAILY}, organization_id, months, parameters)]


LINE_SORT = {"saleDate": "sale_date", "quantity": "quantity", "price": "unit_price"}


def lines_page(
    organization_id: str,
    *,
    date_from: date | None = None,
    date_to: date | None = None,
    filters: dict[str, str] | None = None,
    sort_by: str = "saleDate",
    descending: bool = True,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[dict[str, Any]], int]:
    """A page of sale lines dated in [date_from, date_to] (None: open), deduplicated by line id, as
    ``sales_lines`` column dicts, and the total. ``filters``: equalities on shop_id, brand_id,
    product_id, variant_id, inventory_item_id, line_type. Ordered by ``sort_by`` (saleDate |
    quantity | price), then by line id.

    Raises:
        KeyError: an unknown ``sort_by``; ValueError: an unknown filter column; LakeUnavailable.
    """
    return lines.page(
        SALES_LINES, organization_id, low=date_from, high=date_to, filters=filters, sort_column=LINE_SORT[sort_by],
        descending=descending, offset=offset, limit=limit,
    )  # fmt: skip


def units_sold_by_variant(organization_id: str, variant_ids: list[str], *, shop_ids: list[str] | None = None) -> dict[str, int]:
    """Net units sold, all time, per variant of ``variant_ids``, in ``shop_ids`` only (None: every shop)
    (from ``sales_daily``, every month of the organization: one listing, the months' aggregate files)."""
    if not variant_ids or shop_ids == []:
        return {}
    parameters: list[Any] = []
    months = ("0000-00", "9999-99")
    where = "organization_id = ? AND month BETWEEN ? AND ?" + _in("variant_id", variant_ids, parameters)
    if shop_ids:
        where += _in("shop_id", shop_ids, parameters)
    sql = f"SELECT variant_id, CAST(sum(units) AS BIGINT) FROM {{sales_daily}} WHERE {where} GROUP BY variant_id"
    found = engine.run(sql, {"sales_daily": SALES_DAILY}, organization_id, months, [organization_id, *months, *parameters])
    return {variant: int(units) for variant, units in found}


def last_sale_date(organization_id: str) -> date | None:
    """The date of the organization's last sale (from the day x shop aggregate, every month), or None."""
    sql = "SELECT max(sale_date) FROM {daily} WHERE organization_id = ? AND month BETWEEN ? AND ?"
    months = ("0000-00", "9999-99")
    found = engine.run(sql, {"daily": SALES_DAILY_SHOP}, organization_id, months, [organization_id, *months])
    return found[0][0] if found and found[0][0] is not None else None
