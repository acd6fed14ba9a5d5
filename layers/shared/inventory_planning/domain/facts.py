"""Records of the facts lake's use cases (docs/decisions/0026): what ``services.facts`` returns, and
the queries it takes.

A line record holds what the API shows of one sale, order or movement line, named from the
catalogue (a name is None when the catalogue does not know the id). Dates and instants are ISO 8601
text as the wire shows them (``YYYY-MM-DD``; instants ``YYYY-MM-DDTHH:MM:SS.mmmZ`` in UTC); money
in the line's ``currency`` (per unit as the file gives it, per line rounded to cents); quantities
in units, negative out of stock.
"""

from __future__ import annotations

from dataclasses import dataclass

from inventory_planning.domain.pages import Page


@dataclass(frozen=True, slots=True, kw_only=True)
class LineFilters:
    """Filters of a fact-line list, each None (not filtered) or one value; a list reads the ones it
    knows. Ids are the organization's (an unknown one is a 404); codes and types upper-cased."""

    shop_id: str | None = None
    brand_id: str | None = None
    product_id: str | None = None
    variant_id: str | None = None
    inventory_item_id: str | None = None
    line_type: str | None = None
    supplier_code: str | None = None
    order_status: str | None = None
    movement_type: str | None = None
    movement_category: str | None = None
    movement_line_id: str | None = None

    def ids(self) -> dict[str, str | None]:
        """The catalogue ids to check: shop, brand, product, variant."""
        return {"shop_id": self.shop_id, "brand_id": self.brand_id, "product_id": self.product_id, "variant_id": self.variant_id}


@dataclass(frozen=True, slots=True, kw_only=True)
class Grouping:
    """An aggregate's dimension (``by``: shop, brand or product) and its shop and brand filters
    (empty: every one)."""

    by: str
    shop_ids: tuple[str, ...] = ()
    brand_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class SaleLine:
    """One sale line (REFERENCE 1.8 "Sales line row", the fields this service holds). Money per unit
    and per line in ``currency``; ``quantity`` in units, negative for a return."""

    id: str
    organization_id: str
    code: str
    sale_code: str | None
    sale_date: str
    sale_date_key: int
    sale_day_name: str
    line_type: str
    quantity: float
    price: float | None
    discount_total_amount: float | None
    gross_sales: float | None
    cost: float | None
    margin: float | None
    currency: str | None
    shop_id: str
    shop_code: str | None
    shop_name: str | None
    inventory_item_id: str
    inventory_item_sku: str
    inventory_item_full_name: str | None
    size_taxonomy_id: str | None
    variant_id: str
    variant_code: str | None
    variant_name: str | None
    product_id: str
    product_code: str | None
    product_name: str | None
    brand_id: str | None
    brand_code: str | None
    brand_name: str | None
    created_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class OrderLine:
    """One purchase-order line (REFERENCE 1.8 "Order line row"); ``quantity`` in units, prices per unit in ``currency``."""

    order_line_id: str
    code: str
    order_code: str
    order_name: str | None
    order_status: str
    order_date: str
    expected_date: str | None
    supplier_id: str
    supplier_code: str
    shop_id: str | None
    product_id: str
    product_name: str | None
    variant_id: str
    variant_code: str | None
    variant_name: str | None
    inventory_item_id: str
    size_taxonomy_id: str | None
    brand_id: str | None
    brand_name: str | None
    quantity: float
    purchase_price: float
    currency: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MovementLine:
    """One stock movement line (REFERENCE 1.8 "Movement line row", short variant, plus its type and
    category). ``quantity`` signed units (negative out); ``movementCost`` = |quantity| x unitCost."""

    movement_line_id: str
    movement_id: str
    movement_code: str | None
    code: str | None
    movement_date: str
    movement_time: str
    movement_type: str | None
    movement_category: str | None
    movement_description: str | None
    quantity: float
    stock_after: float | None
    unit_cost: float | None
    movement_cost: float | None
    shop_id: str
    shop_name: str | None
    product_id: str | None
    product_name: str | None
    variant_id: str | None
    variant_code: str | None
    variant_name: str | None
    brand_id: str | None
    brand_name: str | None
    inventory_item_id: str | None
    inventory_item_sku: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class LedgerEntry:
    """One stock movement (SPEC "Stock ledger entry"); quantityChange is negative for outbound."""

    organization_id: str
    movement_id: str
    movement_code: str | None
    movement_time: str
    movement_category: str | None
    movement_type: str | None
    quantity_change: float
    stock_after: float | None
    brand_id: str | None
    brand_name: str | None
    product_id: str | None
    product_name: str | None
    variant_id: str | None
    variant_code: str | None
    variant_name: str | None
    size_taxonomy_id: str | None
    shop_id: str | None
    shop_code: str | None
    shop_name: str | None
    sale_id: str | None
    sale_code: str | None
    sale_date: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class SalesSummaryRow:
    """SPEC "Sales summary row": the group's ids and names are filled for its dimension only."""

    brand_id: str | None
    brand_name: str | None
    product_id: str | None
    product_name: str | None
    shop_id: str | None
    shop_name: str | None
    currency_id: str | None
    gross_sales: float
    margin: float | None
    units: float


@dataclass(frozen=True, slots=True, kw_only=True)
class ValuationRow:
    """REFERENCE 1.6 inventory valuation row: the group's ids and names are filled for its dimension only;
    values in the shops' currency at the close of the snapshot day."""

    brand_id: str | None
    brand_name: str | None
    product_id: str | None
    product_name: str | None
    shop_id: str | None
    shop_name: str | None
    stock_value: float
    stock_value_retail: float
    units: float
    valuation_basis: str | None = None
    retail_basis: str | None = None
    unvalued_units: float = 0.0


@dataclass(frozen=True, slots=True, kw_only=True)
class ValuationPage(Page[ValuationRow]):
    """A page of the valuation and the stock snapshot day it reads (ISO date; None: no snapshot), with the
    units on hand left unvalued over every group (``domain.valuation``)."""

    snapshot_date: str | None
    unvalued_units: float = 0.0
