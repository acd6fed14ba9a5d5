"""Canonical datasets: the documented columns any retailer's file can use, and their row mapping.

A file whose header names a canonical dataset's required columns (camelCase as documented, or
snake_case; matched case-insensitively) is read as that dataset. An ingestion spec (specs.py)
maps a retailer's own headers onto one of these datasets, with parsing options. docs/ingestion.md
lists the columns; REFERENCE 8.1 the spec model this follows.

The columns of each dataset: :data:`DATASET_FIELDS` (required, then optional).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from typing import Literal, overload

from inventory_planning.domain import canonical as c
from inventory_planning.domain.ingestion.calendar import map_price_calendar
from inventory_planning.domain.ingestion.reasons import Reason, Rejection
from inventory_planning.domain.ingestion.rows import CatalogueEntry, MovementRecord, OrderLine, SaleLine, ShopRecord, StockCount
from inventory_planning.kernel.ids import entity_id

SALES_LINES = "sales-lines"
STOCK_POSITIONS = "stock-positions"
ORDER_LINES = "order-lines"
MOVEMENTS = "movements"
CATALOGUE = "catalogue"
SHOPS = "shops"
PRICE_CALENDAR = "price-calendar"

DATASET_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    SALES_LINES: (
        ("saleDate", "shopCode", "sku", "quantity", "unitPrice"),
        ("size", "saleLineId", "saleCode", "lineType", "discountAmount", "unitCost", "currency", "productCode",
         "productName", "brandCode", "brandName", "collectionCode", "colour"),
    ),
    STOCK_POSITIONS: (("shopCode", "sku", "quantity"), ("size", "snapshotDate", "unitCost", "retailPrice")),
    ORDER_LINES: (
        ("orderCode", "supplierCode", "sku", "quantity", "purchasePrice"),
        ("orderDate", "expectedDate", "status", "size", "shopCode"),
    ),
    MOVEMENTS: (
        ("movementDate", "shopCode", "sku", "quantity", "movementType"),
        ("movementCode", "movementCategory", "size", "unitCost"),
    ),
    CATALOGUE: (
        ("sku", "productCode", "productName"),
        ("size", "colour", "brandCode", "brandName", "collectionCode", "collectionName", "category", "unitCost",
         "retailPrice", "barcode", "externalReference", "supplierCode", "description", "imageUrl"),
    ),
    SHOPS: (("shopCode", "shopName"), ("city", "region", "country", "currency", "kind")),
    PRICE_CALENDAR: (
        ("dateFrom", "dateTo", "price"),
        ("sku", "productCode", "shopCode", "feature", "display", "promotionCode", "currency"),
    ),
}  # fmt: skip
"""dataset -> (required columns, optional columns), as documented."""

DESCRIPTION_MAX = 4000  # characters of a catalogue description kept (the item stays small)
IMAGE_URL_MAX = 2048  # a longer imageUrl is not kept

SHOP_KINDS = frozenset({"STORE", "WAREHOUSE", "OUTLET", "ONLINE", "POP_UP"})
LINE_TYPES = frozenset({"sale", "return"})


def snake(name: str) -> str:
    """``saleDate`` -> ``sale_date``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def header_aliases(dataset: str) -> dict[str, str]:
    """Normalised header spellings of a dataset's columns -> column name (``saledate``, ``sale_date``, ``sale date``)."""
    required, optional = DATASET_FIELDS[dataset]
    aliases: dict[str, str] = {}
    for name in (*required, *optional):
        for spelling in (name.lower(), snake(name), snake(name).replace("_", " ")):
            aliases[spelling] = name
    return aliases


@dataclass(frozen=True)
class ParseOptions:
    """How a dataset's cells are read.

    Attributes:
        date_format: a ``datetime.strptime`` format for date cells (None: ISO ``YYYY-MM-DD``, an ISO
            date-time, or the brand's ``MM-DD-YY``).
        decimal_comma: numbers are written ``1.234,50`` (dots group thousands, the comma is the decimal mark).
        default_shop_code: the shop of rows without a shop column (or an empty cell).
        default_currency: the currency of money columns when the row has none (ISO 4217).
        spec_id: the ingestion spec these options come from (None: the built-in header).
    """

    date_format: str | None = None
    decimal_comma: bool = False
    default_shop_code: str | None = None
    default_currency: str | None = None
    spec_id: str | None = None


DEFAULT_OPTIONS = ParseOptions()


# -- cells -----------------------------------------------------------------------------------------
def _number_text(raw: str, options: ParseOptions) -> str:
    """The text of a number as Python reads it (decimal comma and thousands separators resolved)."""
    text = raw.strip().replace("\u00a0", "").replace(" ", "")
    if options.decimal_comma:
        text = text.replace(".", "").replace(",", ".")
    elif "," in text and "." not in text and re.fullmatch(r"-?\d+,\d{1,2}", text) is None:
        text = text.replace(",", "")  # thousands separators
    return text


def parse_number(raw: str, options: ParseOptions) -> float:
    """A number as the file writes it (decimal comma when ``options`` says so). Raises ValueError."""
    text = _number_text(raw, options)
    value = float(text)
    if not math.isfinite(value):  # NaN or infinite
        raise ValueError(f"not a finite number: {raw!r}")
    return value


def parse_amount(raw: str, options: ParseOptions) -> Decimal:
    """An amount exactly as the file writes it, to ``AMOUNT_PLACES`` decimals (``0.0025`` stays 0.0025).

    Raises:
        ValueError: not a number, or out of DECIMAL(18, 6)'s range.
    """
    try:
        value = Decimal(_number_text(raw, options))
    except InvalidOperation as error:
        raise ValueError(f"not a number: {raw!r}") from error
    return c.exact_amount(value)


def parse_whole(raw: str, options: ParseOptions) -> int:
    """A whole number (may be negative). Raises ValueError."""
    value = parse_number(raw, options)
    if value != int(value):
        raise ValueError(f"not a whole number: {raw!r}")
    return int(value)


def parse_day(raw: str, options: ParseOptions) -> date:
    """A date with ``options.date_format``, else ISO (a date-time keeps its date) or the brand's formats;
    ValueError outside the API's calendar (``canonical.calendar_date``)."""
    text = raw.strip()
    if options.date_format:
        return c.calendar_date(datetime.strptime(text, options.date_format).date(), raw)
    return c.parse_date(text)


@dataclass
class CanonicalMapper:
    """Maps rows of one canonical dataset. ``cell(field)`` gives the stripped text of a column (None
    when the file has no such column). Keeps the occurrence counts of natural keys (bounded hashes)."""

    organization_id: str
    dataset: str
    options: ParseOptions
    occurrences: c.HashCounter = field(default_factory=c.HashCounter)

    def _occurrence(self, key: str) -> int:
        return self.occurrences.increment(c.key_hash(key))

    def map(self, row: int, get: dict[str, str | None]) -> object:
        """The record of one row (``get``: column -> text or None), or its Rejection."""
        return {
            SALES_LINES: self._sale, STOCK_POSITIONS: self._stock, ORDER_LINES: self._order, MOVEMENTS: self._movement,
            CATALOGUE: self._catalogue, SHOPS: self._shop, PRICE_CALENDAR: self._price_calendar,
        }[self.dataset](row, get)  # fmt: skip

    # -- shared ------------------------------------------------------------------------------------
    @staticmethod
    def _sku(row: int, raw: str | None) -> str | Rejection:
        if c.is_missing(raw):
            return Rejection(row, Reason.MISSING_SKU, "sku is empty")
        if c.is_spreadsheet_error(raw):
            return Rejection(row, Reason.INVALID_SKU, f"sku is a spreadsheet error {raw!r}")
        sku = c.canonical_sku(raw or "")
        return sku or Rejection(row, Reason.INVALID_SKU, f"sku {raw!r} has no characters")

    def _shop(self, row: int, get: dict[str, str | None]) -> ShopRecord | Rejection:
        code = get.get("shopCode")
        if c.is_missing(code):
            return Rejection(row, Reason.MISSING_SHOP, "shopCode is empty")
        name = c.display_text(get.get("shopName"))
        if not name:
            return Rejection(row, Reason.MISSING_NAME, f"{code}: shopName is empty")
        kind = (get.get("kind") or "STORE").strip().upper() or "STORE"
        if kind not in SHOP_KINDS:
            return Rejection(row, Reason.INVALID_VALUE, f"{code}: kind {kind!r} is not one of {sorted(SHOP_KINDS)}")
        currency = (get.get("currency") or "").strip().upper() or None
        if currency is not None and not re.fullmatch(r"[A-Z]{3}", currency):
            return Rejection(row, Reason.INVALID_VALUE, f"{code}: currency {currency!r} is not an ISO 4217 code")
        text = {k: c.display_text(get.get(k)) for k in ("city", "region", "country")}
        return ShopRecord(row, c.canonical_sku(code or ""), name, text["city"], text["region"], text["country"], currency, kind)

    def _shop_code(self, row: int, get: dict[str, str | None], required: bool = True) -> str | None | Rejection:
        raw = get.get("shopCode")
        if c.is_missing(raw):
            if self.options.default_shop_code:
                return self.options.default_shop_code
            return Rejection(row, Reason.MISSING_SHOP, "shopCode is empty") if required else None
        return c.canonical_sku(raw or "")

    def _amount(self, row: int, get: dict[str, str | None], name: str, *, required: bool) -> Decimal | None | Rejection:
        """The amount of column ``name`` exactly as written (to 6 decimals), None when empty and not required."""
        raw = get.get(name)
        if c.is_missing(raw):
            return Rejection(row, Reason.MISSING_PRICE, f"{name} is empty") if required else None
        try:
            value = parse_amount(raw or "", self.options)
        except ValueError:
            return Rejection(row, Reason.INVALID_PRICE, f"{name} {raw!r} is not an amount")
        if value < 0:
            return Rejection(row, Reason.INVALID_PRICE, f"{name} {raw!r} is negative")
        return value

    def _money(self, row: int, get: dict[str, str | None], name: str, *, required: bool) -> float | None | Rejection:
        """:meth:`_amount` as a float (catalogue and stock prices, stored in DynamoDB), not rounded to cents."""
        value = self._amount(row, get, name, required=required)
        return float(value) if isinstance(value, Decimal) else value

    def _currency(self, get: dict[str, str | None]) -> str | None:
        raw = (get.get("currency") or "").strip().upper()
        return raw if re.fullmatch(r"[A-Z]{3}", raw) else self.options.default_currency

    def _size(self, get: dict[str, str | None], sku: str) -> str:
        raw = get.get("size")
        return c.resolve_size(sku, None if c.is_missing(raw) else c.normalize_size(raw or ""))

    @overload
    def _date(self, row: int, get: dict[str, str | None], name: str, *, required: Literal[True]) -> date | Rejection: ...
    @overload
    def _date(self, row: int, get: dict[str, str | None], name: str, *, required: bool) -> date | None | Rejection: ...
    def _date(self, row: int, get: dict[str, str | None], name: str, *, required: bool) -> date | None | Rejection:
        raw = get.get(name)
        if c.is_missing(raw):
            return Rejection(row, Reason.INVALID_DATE, f"{name} is empty") if required else None
        try:
            return parse_day(raw or "", self.options)
        except ValueError:
            expected = self.options.date_format or "YYYY-MM-DD"
            return Rejection(row, Reason.INVALID_DATE, f"{name} {raw!r} does not match {expected}")

    # -- datasets ----------------------------------------------------------------------------------
    def _sale(self, row: int, get: dict[str, str | None]) -> object:
        sku = self._sku(row, get.get("sku"))
        if isinstance(sku, Rejection):
            return sku
        day = self._date(row, get, "saleDate", required=True)
        if isinstance(day, Rejection):
            return day
        shop = self._shop_code(row, get)
        if isinstance(shop, Rejection):
            return shop
        raw_quantity = get.get("quantity") or ""
        try:
            quantity = parse_whole(raw_quantity, self.options)
        except ValueError:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: quantity {raw_quantity!r} is not a whole number")
        line_type = (get.get("lineType") or "").strip().lower() or ("return" if quantity < 0 else "sale")
        if line_type not in LINE_TYPES:
            return Rejection(row, Reason.INVALID_VALUE, f"{sku}: lineType {line_type!r} is not sale or return")
        if quantity == 0:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: quantity is 0")
        units = -abs(quantity) if line_type == "return" else quantity
        if line_type == "sale" and quantity < 0:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: a sale of {quantity} units (use lineType return)")
        unit_price = self._amount(row, get, "unitPrice", required=True)
        if isinstance(unit_price, Rejection):
            return unit_price
        discount = self._amount(row, get, "discountAmount", required=False)
        if isinstance(discount, Rejection):
            return discount
        unit_cost = self._amount(row, get, "unitCost", required=False)
        if isinstance(unit_cost, Rejection):
            return unit_cost
        assert isinstance(unit_price, Decimal)
        gross = units * unit_price - (discount or Decimal(0)) * (1 if units > 0 else -1)  # exact: no rounding
        size = self._size(get, sku)
        line_id = (get.get("saleLineId") or "").strip()
        if line_id:
            key = f"id|{line_id}"
        else:
            # the price as the key always wrote it (a float rounded to cents), so a file sent again keeps its line ids
            price_key = round(float(unit_price), 2)
            natural = f"{day.isoformat()}|{shop}|{sku}|{size}|{units}|{price_key}|{(get.get('saleCode') or '').strip()}"
            key = f"{natural}|{self._occurrence(natural)}"
        product_code = c.canonical_sku(get.get("productCode") or "") or c.variant_sku(sku, size)
        return SaleLine(
            row=row, id=entity_id(self.organization_id, "sale-line", key), sale_date=day, customer="",
            product_code=product_code, sku=sku, size=size, units=units, unit_price=unit_price, gross_sales=gross,
            stock_after=None, shop_code=shop, sale_code=(get.get("saleCode") or "").strip() or None,
            discount_amount=discount, unit_cost=unit_cost, currency=self._currency(get) or "",
            brand_code=c.canonical_sku(get.get("brandCode") or "") or None, product_name=c.display_text(get.get("productName")),
            brand_name=c.display_text(get.get("brandName")), colour=c.colour_label(get.get("colour")),
            collection_code=c.display_text(get.get("collectionCode")),
        )  # fmt: skip

    def _stock(self, row: int, get: dict[str, str | None]) -> object:
        sku = self._sku(row, get.get("sku"))
        if isinstance(sku, Rejection):
            return sku
        shop = self._shop_code(row, get)
        if isinstance(shop, Rejection):
            return shop
        raw = get.get("quantity") or ""
        try:
            quantity = parse_whole(raw, self.options)
            if quantity < 0:
                raise ValueError(raw)
        except ValueError:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: quantity {raw!r} is not a whole number >= 0")
        unit_cost = self._money(row, get, "unitCost", required=False)
        if isinstance(unit_cost, Rejection):
            return unit_cost
        retail_price = self._money(row, get, "retailPrice", required=False)
        if isinstance(retail_price, Rejection):
            return retail_price
        counted = self._date(row, get, "snapshotDate", required=False)
        if isinstance(counted, Rejection):
            return counted
        key = f"{shop}|{sku}"
        if self._occurrence(key):
            return Rejection(row, Reason.DUPLICATE_SKU, f"{sku} already appeared in this file for shop {shop}")
        size = self._size(get, sku)
        variant = c.variant_sku(sku, size)
        return StockCount(row=row, sku=sku, variant_sku=variant, size=size, product_code=variant, category=None, colour=None,
                          quantity=quantity, shop_code=shop, unit_cost=unit_cost, retail_price=retail_price,
                          snapshot_date=counted)  # fmt: skip

    def _catalogue(self, row: int, get: dict[str, str | None]) -> CatalogueEntry | Rejection:
        sku = self._sku(row, get.get("sku"))
        if isinstance(sku, Rejection):
            return sku
        product_code = get.get("productCode")
        if c.is_missing(product_code):
            return Rejection(row, Reason.MISSING_PRODUCT, f"{sku}: productCode is empty")
        name = c.display_text(get.get("productName"))
        if not name:
            return Rejection(row, Reason.MISSING_NAME, f"{sku}: productName is empty")
        unit_cost = self._money(row, get, "unitCost", required=False)
        if isinstance(unit_cost, Rejection):
            return unit_cost
        retail_price = self._money(row, get, "retailPrice", required=False)
        if isinstance(retail_price, Rejection):
            return retail_price
        if self._occurrence(sku):
            return Rejection(row, Reason.DUPLICATE_SKU, f"{sku} already appeared in this file")
        size = self._size(get, sku)
        text = {k: c.display_text(get.get(k)) for k in ("brandName", "collectionCode", "collectionName", "category", "barcode",
                                                         "externalReference", "supplierCode", "description")}  # fmt: skip
        image = (get.get("imageUrl") or "").strip()
        web = image.lower().startswith(("https://", "http://"))  # never javascript:, data: or a local path
        image_url = image if web and len(image) <= IMAGE_URL_MAX and not c.is_missing(image) else None
        description = text["description"][:DESCRIPTION_MAX] if text["description"] else None
        return CatalogueEntry(
            row=row, sku=sku, variant_sku=c.variant_sku(sku, size), size=size,
            product_code=c.canonical_sku(product_code or ""), product_name=name, colour=c.colour_label(get.get("colour")),
            brand_code=c.canonical_sku(get.get("brandCode") or "") or None, brand_name=text["brandName"],
            collection_code=text["collectionCode"], collection_name=text["collectionName"], category=text["category"],
            unit_cost=unit_cost, retail_price=retail_price, barcode=text["barcode"],
            external_reference=text["externalReference"], supplier_code=c.canonical_sku(text["supplierCode"] or "") or None,
            description=description, image_url=image_url,
        )  # fmt: skip

    def _order(self, row: int, get: dict[str, str | None]) -> OrderLine | Rejection:
        sku = self._sku(row, get.get("sku"))
        if isinstance(sku, Rejection):
            return sku
        order_code, supplier = (get.get("orderCode") or "").strip(), (get.get("supplierCode") or "").strip()
        if not order_code or not supplier:
            return Rejection(row, Reason.MISSING_VALUE, f"{sku}: orderCode and supplierCode are required")
        raw = get.get("quantity") or ""
        try:
            quantity = parse_whole(raw, self.options)
            if quantity <= 0:
                raise ValueError(raw)
        except ValueError:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: quantity {raw!r} is not a whole number > 0")
        price = self._money(row, get, "purchasePrice", required=True)
        if isinstance(price, Rejection):
            return price
        order_date = self._date(row, get, "orderDate", required=False)
        if isinstance(order_date, Rejection):
            return order_date
        expected_date = self._date(row, get, "expectedDate", required=False)
        if isinstance(expected_date, Rejection):
            return expected_date
        shop = self._shop_code(row, get, required=False)
        size = self._size(get, sku)
        natural = f"{order_code}|{sku}|{size}|{shop or ''}"
        key = f"{natural}|{self._occurrence(natural)}"
        assert isinstance(price, float)
        return OrderLine(
            row=row, id=entity_id(self.organization_id, "order-line", key), order_code=order_code,
            supplier_code=c.canonical_sku(supplier), sku=sku, size=size, quantity=quantity, purchase_price=price,
            order_date=order_date or date.min, expected_date=expected_date,
            status=((get.get("status") or "").strip().upper() or "CONFIRMED"), shop_code=shop,  # type: ignore[arg-type]
            currency=self._currency(get),
        )  # fmt: skip

    def _movement(self, row: int, get: dict[str, str | None]) -> MovementRecord | Rejection:
        sku = self._sku(row, get.get("sku"))
        if isinstance(sku, Rejection):
            return sku
        day = self._date(row, get, "movementDate", required=True)
        if isinstance(day, Rejection):
            return day
        shop = self._shop_code(row, get)
        if isinstance(shop, Rejection):
            return shop
        raw = get.get("quantity") or ""
        try:
            quantity = parse_whole(raw, self.options)
            if quantity == 0:
                raise ValueError(raw)
        except ValueError:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: quantity {raw!r} is not a whole number other than 0")
        kind = (get.get("movementType") or "").strip().upper().replace(" ", "_")
        if not kind:
            return Rejection(row, Reason.MISSING_VALUE, f"{sku}: movementType is empty")
        category = (get.get("movementCategory") or "").strip().upper() or ("INBOUND" if quantity > 0 else "OUTBOUND")
        cost = self._money(row, get, "unitCost", required=False)
        if isinstance(cost, Rejection):
            return cost
        code = (get.get("movementCode") or "").strip()
        size = self._size(get, sku)
        natural = f"{code or day.isoformat()}|{shop}|{sku}|{size}|{quantity}|{kind}"
        key = f"{natural}|{self._occurrence(natural)}"
        line_id = entity_id(self.organization_id, "movement", key)
        return MovementRecord(row, line_id, code or f"MV-{line_id[:8].upper()}", day, shop or "", sku, size, quantity, kind,
                              category, cost)  # fmt: skip

    def _price_calendar(self, row: int, get: dict[str, str | None]) -> object:
        """A ``price-calendar`` row (domain/ingestion/calendar.py): sku or productCode, dateFrom..dateTo,
        price, the promotion flags; no shop (and no default shop) means every shop."""
        return map_price_calendar(
            self.organization_id, row, get,
            date_of=lambda r, g, name: self._date(r, g, name, required=True),
            amount_of=lambda r, g, name: self._amount(r, g, name, required=True),
            shop_of=lambda r, g: self._shop_code(r, g, required=False),
            currency_of=self._currency,
        )  # fmt: skip
