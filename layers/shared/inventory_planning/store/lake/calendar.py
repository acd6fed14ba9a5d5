"""The price calendar on the lake (dataset ``price_calendar``): the rows the forecasts job prices its
series with (docs/intelligence.md "Planned prices and promotions")."""

from __future__ import annotations

from datetime import date, timedelta
from typing import NamedTuple

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import PRICE_CALENDAR


class CalendarRow(NamedTuple):
    """A price-calendar row: ``variant_id`` and ``size`` None for a product's row (every item of
    ``product_id``), ``shop_id`` None for every shop; ``price`` per unit (currency), dates inclusive."""

    variant_id: str | None
    size: str | None
    product_id: str | None
    shop_id: str | None
    date_from: date
    date_to: date
    price: float
    feature: bool
    display: bool


def calendar_rows(organization_id: str, first: date, before: date) -> list[CalendarRow]:
    """The organization's calendar rows that meet ``[first, before)`` (``date_to >= first`` and
    ``date_from < before``), one per line id (the latest ingestion of a key wins), in a stable order.
    Every partition up to the month of ``before - 1`` is read: a row's month is its ``date_from``'s,
    and a long row that started long before ``first`` still counts.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    last = (before - timedelta(days=1)).strftime("%Y-%m")
    sql = """
SELECT variant_id, size, product_id, shop_id, date_from, date_to, price, feature, display
FROM (SELECT *, row_number() OVER (PARTITION BY calendar_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
      FROM {calendar} WHERE organization_id = ? AND month <= ?) AS ranked
WHERE line_rank = 1 AND date_to >= CAST(? AS DATE) AND date_from < CAST(? AS DATE)
ORDER BY date_from, calendar_line_id
"""
    parameters = [organization_id, last, first.isoformat(), before.isoformat()]
    found = engine.run(sql, {"calendar": PRICE_CALENDAR}, organization_id, ("0000-00", last), parameters)
    return [
        CalendarRow(r[0] or None, r[1] or None, r[2] or None, r[3] or None, r[4], r[5], float(r[6]), bool(r[7]), bool(r[8]))
        for r in found
    ]
