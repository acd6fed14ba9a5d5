"""Order-line queries on the lake (``order_lines``), deduplicated by order line id."""

from __future__ import annotations

from datetime import date
from typing import Any

from inventory_planning.store.lake import lines
from inventory_planning.store.lake.datasets import ORDER_LINES

ORDER_SORT = {"orderDate": "order_date", "createdAt": "order_date", "purchasePrice": "purchase_price", "quantity": "quantity"}


def page(
    organization_id: str,
    *,
    date_from: date | None = None,
    date_to: date | None = None,
    filters: dict[str, str] | None = None,
    sort_by: str = "createdAt",
    descending: bool = True,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[dict[str, Any]], int]:
    """A page of order lines with ``order_date`` in [date_from, date_to] (None: open), as column dicts,
    and the total. ``filters``: equalities on product_id, brand_id, variant_id, shop_id,
    supplier_code, order_status. ``sort_by``: createdAt (the order date) | orderDate | purchasePrice | quantity.

    Raises:
        KeyError: an unknown ``sort_by``; ValueError: an unknown filter column; LakeUnavailable.
    """
    return lines.page(
        ORDER_LINES, organization_id, low=date_from, high=date_to, filters=filters, sort_column=ORDER_SORT[sort_by],
        descending=descending, offset=offset, limit=limit,
    )  # fmt: skip
