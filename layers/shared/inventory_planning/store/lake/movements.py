"""Movement queries on the lake: the stock ledger (SPEC GET /api/stock-ledger) and movement lines.

Rows are read from ``movement_lines``, deduplicated by ``movement_line_id`` as they are read, with
the organization's partitions in the time range only. Names (shop, variant, product, brand) are not
stored in the lake: the API joins the page's rows to the catalogue.
"""

from __future__ import annotations

from datetime import date, datetime, time
from typing import NamedTuple

from inventory_planning.store.lake import lines
from inventory_planning.store.lake.datasets import MOVEMENT_LINES

LEDGER_SORT = {"movementTime": "movement_time", "quantityChange": "quantity", "stockAfter": "stock_after"}
FILTERS = {"shop_id", "variant_id", "product_id", "brand_id", "inventory_item_id", "movement_category", "movement_type",
           "movement_line_id"}  # fmt: skip


class MovementRow(NamedTuple):
    """One stored movement line (``movement_lines`` columns, in order); ``quantity`` signed units."""

    movement_line_id: str
    movement_code: str | None
    movement_time: datetime
    movement_category: str | None
    movement_type: str | None
    quantity: int
    stock_after: int | None
    unit_cost: float | None
    shop_id: str
    brand_id: str | None
    product_id: str | None
    variant_id: str | None
    inventory_item_id: str | None
    sku: str | None
    size: str | None
    sale_line_id: str | None
    sale_code: str | None
    sale_date: date | None
    file_id: str
    ingested_at: datetime


def bound(value: str | None, *, upper: bool) -> datetime | None:
    """A stored-form time bound (``YYYY-MM-DD`` or ``YYYY-MM-DDTHH:MM:SS.mmmZ``) as a naive UTC datetime;
    a plain date covers its whole day (its end for an ``upper`` bound)."""
    if value is None:
        return None
    if len(value) == len("YYYY-MM-DD"):  # a plain date
        day = date.fromisoformat(value)
        return datetime.combine(day, time.max if upper else time.min)
    return datetime.fromisoformat(value.replace("Z", "+00:00")).replace(tzinfo=None)


def page(
    organization_id: str,
    *,
    time_from: str | None = None,
    time_to: str | None = None,
    filters: dict[str, str] | None = None,
    sort_by: str = "movementTime",
    descending: bool = True,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[MovementRow], int]:
    """A page of movements in [time_from, time_to] (stored-form bounds, inclusive; None: open), with
    equality ``filters`` on the columns of ``FILTERS``, ordered by ``sort_by`` (movementTime |
    quantityChange | stockAfter) then by id. Returns (rows, total).

    Raises:
        ValueError: an unknown filter; KeyError: an unknown ``sort_by``; LakeUnavailable: S3 failed.
    """
    filters = filters or {}
    if not set(filters) <= FILTERS:
        raise ValueError(f"unknown filter {sorted(set(filters) - FILTERS)}")
    rows, total = lines.page(
        MOVEMENT_LINES, organization_id, low=bound(time_from, upper=False), high=bound(time_to, upper=True),
        filters=filters, sort_column=LEDGER_SORT[sort_by], descending=descending, offset=offset, limit=limit,
    )  # fmt: skip
    return [MovementRow(**r) for r in rows], total
