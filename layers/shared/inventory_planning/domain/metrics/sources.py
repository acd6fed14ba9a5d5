"""The row sources a metric can read (the canonical model) and the grains it can be computed at.

Plain dataclasses, no pydantic: docs/metrics.md lists every source and column.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

GRAINS: tuple[str, ...] = ("organization", "shop", "brand", "product", "variant", "inventory_item", "day")
"""Levels a metric can be computed at. ``organization`` is one group holding every row."""

ORGANIZATION_GROUP = "organization"
"""The single group key of the ``organization`` grain in :func:`evaluate` results."""

ColumnType = Literal["number", "string", "date", "timestamp", "boolean"]


@dataclass(frozen=True)
class ColumnSpec:
    """One column of a source: its type, unit (``units``, ``currency``, ``days``, ``units/day``, ``""``) and meaning."""

    type: ColumnType
    unit: str
    description: str


@dataclass(frozen=True)
class SourceSpec:
    """A row source of the canonical model.

    Attributes:
        name: source name used in metric bodies (``sale_lines``).
        description: what one row is.
        columns: column name -> spec; names are the canonical record fields (camelCase).
        grain_columns: grain level -> the column holding its value (``organization`` is implicit).
        unique_grains: levels at which the source has at most one row per value, i.e. where a
            ``precomputed_column`` can be read without a rollup.
    """

    name: str
    description: str
    columns: Mapping[str, ColumnSpec]
    grain_columns: Mapping[str, str]
    unique_grains: frozenset[str] = frozenset()

    def supports(self, grain: str) -> bool:
        """True when rows of this source can be grouped by ``grain``."""
        return grain == "organization" or grain in self.grain_columns


def _id(description: str) -> ColumnSpec:
    return ColumnSpec("string", "", description)


def _num(unit: str, description: str) -> ColumnSpec:
    return ColumnSpec("number", unit, description)


_ENTITY_IDS = {
    "shopId": _id("shop id"),
    "brandId": _id("brand id"),
    "productId": _id("product id"),
    "variantId": _id("variant (product x colour) id"),
    "inventoryItemId": _id("inventory item (variant x size) id"),
}
_ENTITY_GRAINS = {
    "shop": "shopId",
    "brand": "brandId",
    "product": "productId",
    "variant": "variantId",
    "inventory_item": "inventoryItemId",
}

SOURCES: Mapping[str, SourceSpec] = {
    source.name: source
    for source in (
        SourceSpec(
            "sale_lines",
            "one sale line (deduplicated by id), as stored at ingestion",
            {
                "id": _id("sale line id"),
                "saleDate": ColumnSpec("date", "", "day of the sale, YYYY-MM-DD"),
                **_ENTITY_IDS,
                "sku": _id("inventory item SKU"),
                "size": _id("size label"),
                "customer": _id("customer name"),
                "currency": _id("currency code"),
                "units": _num("units", "pieces sold"),
                "unitPrice": _num("currency", "price of one piece"),
                "grossSales": _num("currency", "gross sales amount of the line"),
                "margin": _num("currency", "gross sales - units x unit cost; null when the cost is unknown"),
            },
            {**_ENTITY_GRAINS, "day": "saleDate"},
        ),
        SourceSpec(
            "stock_snapshot",
            "current stock of one inventory item in one shop (SPEC stock snapshot record, with its ids)",
            {
                **_ENTITY_IDS,
                "sizeTaxonomyId": _id("size"),
                "currentStockQty": _num("units", "pieces on hand"),
                "stockValue": _num("currency", "stock at cost: currentStockQty x averageUnitCost"),
                "stockValueRetail": _num("currency", "stock at retail price"),
                "averageUnitCost": _num("currency", "average cost of one piece"),
                "avgDailySales7d": _num("units/day", "average pieces sold per day over 7 days"),
                "avgDailySales30d": _num("units/day", "average pieces sold per day over 30 days"),
                "daysOfSupply": _num("days", "currentStockQty / avgDailySales30d; null when nothing sold"),
                "snapshotTimestamp": ColumnSpec("timestamp", "", "time of the snapshot"),
            },
            dict(_ENTITY_GRAINS),
        ),
        SourceSpec(
            "stock_ledger",
            "one stock movement (SPEC stock ledger entry)",
            {
                "movementId": _id("movement id"),
                "movementTime": ColumnSpec("timestamp", "", "time of the movement, ISO 8601 UTC"),
                "movementCategory": _id("INBOUND, OUTBOUND, ..."),
                "movementType": _id("SALE, DELIVERY, ..."),
                **{name: spec for name, spec in _ENTITY_IDS.items() if name != "inventoryItemId"},
                "sizeTaxonomyId": _id("size"),
                "quantityChange": _num("units", "signed change of the stock"),
                "stockAfter": _num("units", "stock after the movement; null when unknown"),
            },
            {"shop": "shopId", "brand": "brandId", "product": "productId", "variant": "variantId", "day": "movementTime"},
        ),
        SourceSpec(
            "sales_forecasts",
            "forecast sales of one variant x size x shop on one date (SPEC forecast record)",
            {
                "shopId": _id("shop id"),
                "variantId": _id("variant id"),
                "sizeTaxonomyId": _id("size"),
                "forecastDate": ColumnSpec("date", "", "forecast day, YYYY-MM-DD"),
                "granularity": _id("DAY, WEEK, MONTH or QUARTER"),
                "algorithm": _id("forecasting algorithm"),
                "quantity": _num("units", "forecast pieces sold"),
                "lbQuantity": _num("units", "lower bound"),
                "ubQuantity": _num("units", "upper bound"),
                "confidenceLevel": _num("", "0..1"),
            },
            {"shop": "shopId", "variant": "variantId", "day": "forecastDate"},
        ),
        SourceSpec(
            "products",
            "one product (style)",
            {
                "id": _id("product id"),
                "brandId": _id("brand id"),
                "collectionId": _id("collection id"),
                "family": _id("product family"),
                "listPrice": _num("currency", "list price"),
            },
            {"product": "id", "brand": "brandId"},
            frozenset({"product"}),
        ),
        SourceSpec(
            "variants",
            "one product variant (product x colour)",
            {
                "id": _id("variant id"),
                "productId": _id("product id"),
                "brandId": _id("brand id"),
                "collectionId": _id("collection id"),
                "supplierId": _id("supplier id"),
                "isActive": ColumnSpec("boolean", "", "false once deactivated"),
                "costPrice": _num("currency", "purchase cost of one piece"),
                "retailPrice": _num("currency", "retail price of one piece"),
            },
            {"variant": "id", "product": "productId", "brand": "brandId"},
            frozenset({"variant"}),
        ),
        SourceSpec(
            "inventory_items",
            "one inventory item (variant x size)",
            {
                "id": _id("inventory item id"),
                "variantId": _id("variant id"),
                "productId": _id("product id"),
                "brandId": _id("brand id"),
                "size": _id("size label"),
                "unitCost": _num("currency", "transfer price of one piece"),
                "listPrice": _num("currency", "list price of one piece"),
            },
            {"inventory_item": "id", "variant": "variantId", "product": "productId", "brand": "brandId"},
            frozenset({"inventory_item"}),
        ),
    )
}
"""Sources a metric body can read, by name. docs/metrics.md lists them."""

SourceName = Literal["sale_lines", "stock_snapshot", "stock_ledger", "sales_forecasts", "products", "variants", "inventory_items"]
Grain = Literal["organization", "shop", "brand", "product", "variant", "inventory_item", "day"]
