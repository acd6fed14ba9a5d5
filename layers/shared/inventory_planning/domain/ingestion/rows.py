"""The canonical records a mapped row becomes (one dataclass per kind of row), and :data:`Record`.

Written by the mappers (``datasets.CanonicalMapper`` for the documented datasets, ``mapping.RowMapper``
for the brand layouts), read by the writers of the store. Plain data: this module imports nothing
of the ingestion package, so both mappers depend on it and not on each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal


@dataclass(slots=True)
class CatalogueEntry:
    """A catalogue row: item ``sku`` (variant ``variant_sku`` x ``size``) of product ``product_code``.
    Prices per unit in the organization's currency (None when absent)."""

    row: int
    sku: str
    variant_sku: str
    size: str
    product_code: str
    product_name: str
    colour: str | None = None
    brand_code: str | None = None
    brand_name: str | None = None
    collection_code: str | None = None
    collection_name: str | None = None
    category: str | None = None
    unit_cost: float | None = None
    retail_price: float | None = None
    barcode: str | None = None
    external_reference: str | None = None
    supplier_code: str | None = None
    description: str | None = None  # the product's, from the retailer: enrichment never overrides it
    image_url: str | None = None  # the product's image (a URL the retailer gives)


@dataclass(slots=True)
class ShopRecord:
    """A shop row: created or updated by its code."""

    row: int
    code: str
    name: str
    city: str | None = None
    region: str | None = None
    country: str | None = None
    currency: str | None = None
    kind: str = "STORE"


@dataclass(slots=True)
class OrderLine:
    """A purchase-order line: ``quantity`` units (> 0) of ``sku`` at ``purchase_price`` per unit."""

    row: int
    id: str
    order_code: str
    supplier_code: str
    sku: str
    size: str | None
    quantity: int
    purchase_price: float
    order_date: date
    expected_date: date | None
    status: str
    shop_code: str | None
    currency: str | None


@dataclass(slots=True)
class MovementRecord:
    """A stock movement: signed ``quantity`` (units; negative out) of ``sku`` in shop ``shop_code``."""

    row: int
    id: str
    code: str
    movement_date: date
    shop_code: str
    sku: str
    size: str | None
    quantity: int
    movement_type: str
    movement_category: str
    unit_cost: float | None


@dataclass(slots=True)
class StockCount:
    """A stock row: ``quantity`` units of item ``sku`` (variant ``variant_sku`` x ``size``) in shop
    ``shop_code`` (None: the warehouse); unit cost and retail price per unit when the file gives them;
    ``snapshot_date`` the day whose closing stock it counts (None: the ingestion time)."""

    row: int
    sku: str
    variant_sku: str
    size: str
    product_code: str
    category: str | None
    colour: str | None
    quantity: int
    shop_code: str | None = None
    unit_cost: float | None = None
    retail_price: float | None = None
    snapshot_date: date | None = None


@dataclass(slots=True)
class SaleLine:
    """A sale line. Money in ``currency`` (INR for the brand's wholesale report); ``units`` signed (a
    return is negative); ``size`` None when the layout has no size column; ``shop_code`` None means
    the organization's warehouse; ``gross_sales`` = units x unit price - discount. Amounts are exact
    decimals, as the file writes them (to 6 places): never rounded to cents on the way in.

    ``id`` is ``entity_id(org, "sale-line", "<date>|<customer>|<sku>|<pcs>|<rate>|<gross>|<n>")`` where
    ``n`` counts earlier occurrences of the same natural key in the same segment.
    """

    row: int
    id: str
    sale_date: date
    customer: str
    product_code: str
    sku: str
    size: str | None
    units: int
    unit_price: Decimal
    gross_sales: Decimal
    stock_after: int | None
    shop_code: str | None = None
    sale_code: str | None = None
    discount_amount: Decimal | None = None
    unit_cost: Decimal | None = None
    currency: str = "INR"
    brand_code: str | None = None
    brand_name: str | None = None
    product_name: str | None = None
    colour: str | None = None
    collection_code: str | None = None


@dataclass(slots=True)
class StylePrice:
    """A style list row with a price: sets ``list_price`` (INR) on the existing product ``product_code``."""

    row: int
    product_code: str
    price: float


@dataclass(slots=True)
class PriceListEntry:
    """A price list row: item ``sku`` with transfer price ``unit_cost`` and list price ``list_price`` (INR, None if absent)."""

    row: int
    sku: str
    variant_sku: str
    size: str
    product_code: str
    category: str | None
    catalog: str | None
    unit_cost: float | None
    list_price: float | None


@dataclass(slots=True)
class PriceCalendarRow:
    """A price-calendar row: from ``date_from`` to ``date_to`` (inclusive) item ``sku`` (or, when
    ``sku`` is None, every item of product ``product_code``) sells at ``price`` per unit (exact, in
    ``currency``) in shop ``shop_code`` (None: every shop of the organization), with the promotion
    flags ``feature`` (advertised) and ``display`` (in-store display) and an optional ``promotion_code``.

    ``id`` is ``entity_id(org, "price-calendar", "<shop or *>|<sku:SKU or product:CODE>|<dateFrom>|<promotionCode>")``:
    a row sent again with the same key replaces the earlier one (the latest ingestion wins).
    """

    row: int
    id: str
    sku: str | None
    product_code: str | None
    shop_code: str | None
    date_from: date
    date_to: date
    price: Decimal
    feature: bool = False
    display: bool = False
    promotion_code: str | None = None
    currency: str | None = None


Record = (
    StockCount
    | SaleLine
    | StylePrice
    | PriceListEntry
    | CatalogueEntry
    | ShopRecord
    | OrderLine
    | MovementRecord
    | PriceCalendarRow
)
