"""The ``price-calendar`` dataset's row mapping: known-future (and past) prices and promotions.

A row says that from ``dateFrom`` to ``dateTo`` (both inclusive) an item (``sku``) or every item of
a product (``productCode``) sells at ``price`` in a shop (``shopCode``; empty: every shop of the
organization), with the promotion flags ``feature`` and ``display``. docs/ingestion.md
"price-calendar" documents the columns and the rules; the forecasts read it (docs/intelligence.md
"Planned prices and promotions").
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal

from inventory_planning.domain import canonical as c
from inventory_planning.domain.ingestion.reasons import Reason, Rejection
from inventory_planning.domain.ingestion.rows import PriceCalendarRow
from inventory_planning.kernel.ids import entity_id

TRUE_WORDS = frozenset({"true", "1", "yes", "y"})
FALSE_WORDS = frozenset({"false", "0", "no", "n", ""})

Get = dict[str, str | None]


def parse_flag(raw: str | None) -> bool | None:
    """A boolean cell: true/false, 1/0, yes/no (any case; empty or absent: false); None when it is none of them."""
    text = (raw or "").strip().lower()
    if text in TRUE_WORDS:
        return True
    if text in FALSE_WORDS:
        return False
    return None


def calendar_key(shop_code: str | None, sku: str | None, product_code: str | None, date_from: date, promotion: str | None) -> str:
    """The natural key of a calendar row: ``<shop or *>|<sku:SKU or product:CODE>|<dateFrom>|<promotionCode>``.
    A row sent again with the same key replaces the earlier one (the latest ingestion wins)."""
    item = f"sku:{sku}" if sku else f"product:{product_code}"
    return f"{shop_code or '*'}|{item}|{date_from.isoformat()}|{promotion or ''}"


def map_price_calendar(
    organization_id: str,
    row: int,
    get: Get,
    *,
    date_of: Callable[[int, Get, str], date | Rejection],
    amount_of: Callable[[int, Get, str], Decimal | None | Rejection],
    shop_of: Callable[[int, Get], str | None | Rejection],
    currency_of: Callable[[Get], str | None],
) -> PriceCalendarRow | Rejection:
    """The record of one ``price-calendar`` row, or its Rejection (one reason each):

    - MISSING_SKU: neither ``sku`` nor ``productCode``; INVALID_SKU: a spreadsheet error in either;
    - INVALID_DATE: ``dateFrom`` or ``dateTo`` empty, unreadable or outside the calendar, or
      ``dateTo`` before ``dateFrom``;
    - MISSING_PRICE / INVALID_PRICE: ``price`` empty, not an amount, or negative;
    - INVALID_VALUE: ``feature`` or ``display`` not one of true/false/1/0/yes/no.

    ``sku`` wins when both ``sku`` and ``productCode`` are given (the row is the item's). The cell
    readers are the canonical mapper's (``datasets.CanonicalMapper``), so parsing options (date
    format, decimal comma, default shop and currency) apply as to every dataset.
    """
    raw_sku, raw_product = get.get("sku"), get.get("productCode")
    if c.is_missing(raw_sku) and c.is_missing(raw_product):
        return Rejection(row, Reason.MISSING_SKU, "sku and productCode are both empty (one is required)")
    for name, raw in (("sku", raw_sku), ("productCode", raw_product)):
        if c.is_spreadsheet_error(raw):
            return Rejection(row, Reason.INVALID_SKU, f"{name} is a spreadsheet error {raw!r}")
    sku = None if c.is_missing(raw_sku) else c.canonical_sku(raw_sku or "") or None
    product_code = None if sku or c.is_missing(raw_product) else c.canonical_sku(raw_product or "") or None
    if sku is None and product_code is None:
        return Rejection(row, Reason.INVALID_SKU, "sku and productCode have no characters")
    what = sku or f"product {product_code}"
    first = date_of(row, get, "dateFrom")
    if isinstance(first, Rejection):
        return first
    last = date_of(row, get, "dateTo")
    if isinstance(last, Rejection):
        return last
    if last < first:
        return Rejection(row, Reason.INVALID_DATE, f"{what}: dateTo {last} is before dateFrom {first}")
    price = amount_of(row, get, "price")
    if isinstance(price, Rejection) or price is None:
        return price or Rejection(row, Reason.MISSING_PRICE, f"{what}: price is empty")
    flags: dict[str, bool] = {}
    for name in ("feature", "display"):
        flag = parse_flag(get.get(name))
        if flag is None:
            return Rejection(row, Reason.INVALID_VALUE, f"{what}: {name} {get.get(name)!r} is not true/false/1/0/yes/no")
        flags[name] = flag
    shop = shop_of(row, get)
    if isinstance(shop, Rejection):
        return shop
    promotion = c.display_text(get.get("promotionCode"))
    key = calendar_key(shop, sku, product_code, first, promotion)
    return PriceCalendarRow(
        row=row, id=entity_id(organization_id, "price-calendar", key), sku=sku, product_code=product_code, shop_code=shop,
        date_from=first, date_to=last, price=price, feature=flags["feature"], display=flags["display"],
        promotion_code=promotion, currency=currency_of(get),
    )  # fmt: skip
