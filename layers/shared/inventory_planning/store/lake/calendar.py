"""The price calendar on the lake (dataset ``price_calendar``): the rows the forecasts job prices its
series with (docs/intelligence.md "Planned prices and promotions")."""

from __future__ import annotations

import hashlib
from datetime import date, timedelta
from typing import Any, NamedTuple

from inventory_planning.store.lake import engine, objects
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


def calendar_rows(organization_id: str, first: date, before: date, variants: tuple[str, str] | None = None) -> list[CalendarRow]:
    """The organization's calendar rows that meet ``[first, before)`` (``date_to >= first`` and
    ``date_from < before``), one per line id (the latest ingestion of a key wins), in a stable order.
    Every partition up to the month of ``before - 1`` is read: a row's month is its ``date_from``'s,
    and a long row that started long before ``first`` still counts. ``variants`` = (first id, last
    id): the items' rows of the variants in that range (a shard) and every product's row.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    last = (before - timedelta(days=1)).strftime("%Y-%m")
    parameters: list[Any] = [organization_id, last, first.isoformat(), before.isoformat()]
    shard = ""
    if variants is not None:
        shard = "AND (variant_id IS NULL OR variant_id BETWEEN ? AND ?)"
        parameters += list(variants)
    sql = f"""
SELECT variant_id, size, product_id, shop_id, date_from, date_to, price, feature, display
FROM (SELECT *, row_number() OVER (PARTITION BY calendar_line_id ORDER BY ingested_at DESC, file_id DESC) AS line_rank
      FROM {{calendar}} WHERE organization_id = ? AND month <= ?) AS ranked
WHERE line_rank = 1 AND date_to >= CAST(? AS DATE) AND date_from < CAST(? AS DATE) {shard}
ORDER BY date_from, calendar_line_id
"""
    found = engine.run(sql, {"calendar": PRICE_CALENDAR}, organization_id, ("0000-00", last), parameters)
    return [
        CalendarRow(r[0] or None, r[1] or None, r[2] or None, r[3] or None, r[4], r[5], float(r[6]), bool(r[7]), bool(r[8]))
        for r in found
    ]


def calendar_fingerprint(organization_id: str, before: date) -> str:
    """A digest of the calendar files a run reads (every partition up to the month of ``before - 1``:
    their keys and ETags), '' without a file: it changes when a calendar file is written.

    Raises:
        LakeUnavailable: S3 could not be listed.
    """
    listed = objects.list_month_range(PRICE_CALENDAR, organization_id, "0000-00", (before - timedelta(days=1)).strftime("%Y-%m"))
    if not listed:
        return ""
    text = "\n".join(f"{o.key} {o.etag}" for o in sorted(listed))
    return hashlib.sha256(text.encode()).hexdigest()
