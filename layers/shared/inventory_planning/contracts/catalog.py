"""Records of the catalogue endpoints: shops, brands, collections, products, ProductVariants and the
catalogue search results (SPEC "Collection", "Product variant search result", "Product shape search
result"; REFERENCE 1.1-1.5 where SPEC says "not shown")."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from inventory_planning.contracts.schemas import Figure, Record

if TYPE_CHECKING:
    from inventory_planning.domain.catalog.products import ProductKpis

# Examples in the document come from the real data (../shared/data/fashion-brand-india, sale-report.csv:
# AN201-RED in the house brand's warehouse; ids are the UUIDv5 the ingestion derives, per organization).


class Shop(Record):
    """A point of sale (or warehouse) of the organization."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "id": "2128ce83-56a0-5012-a5bc-d147368957c4",
                    "code": "WH-MAIN",
                    "name": "Main warehouse",
                    "description": None,
                    "address": None,
                    "city": None,
                    "region": None,
                    "country": None,
                    "countryId": None,
                    "lat": None,
                    "lng": None,
                    "kind": "WAREHOUSE",
                    "status": "OPEN",
                    "system": None,
                    "currency": "INR",
                    "isActive": True,
                    "deactivatedAt": None,
                    "createdAt": "2026-11-22T10:00:00.130000+00:00",
                    "updatedAt": "2026-11-22T10:00:00.130000+00:00",
                }
            ]
        }
    )

    id: str
    code: str
    name: str
    description: str | None
    address: str | None
    city: str | None
    region: str | None
    country: str | None
    countryId: str | None
    lat: float | None
    lng: float | None
    kind: str
    status: str
    system: str | None
    currency: str | None
    isActive: bool
    deactivatedAt: str | None
    createdAt: str
    updatedAt: str


class Brand(Record):
    """A brand of the organization's catalogue."""

    id: str
    code: str
    name: str
    description: str | None
    isActive: bool
    createdAt: str
    updatedAt: str
    tags: list[str] = Field(
        default_factory=list, description="the names of the tags assigned to it, sorted (docs/automation.md Tags)"
    )


class Collection(Record):
    """SPEC "Collection"."""

    id: str
    code: str
    name: str
    description: str
    isActive: bool
    isPermanent: bool
    startDate: str
    deactivatedAt: str | None
    createdAt: str
    updatedAt: str


class Product(Record):
    """A product (the style its colour variants share)."""

    id: str
    code: str
    name: str
    brandId: str
    brandName: str
    collectionId: str | None
    family: str | None
    listPrice: float | None
    createdAt: str
    updatedAt: str


class ProductEnrichment(Record):
    """Where a product's enrichment stands (POST /api/enrich-product) and what it produced."""

    status: Literal["QUEUED", "ENRICHED", "FAILED"] | None
    requestedAt: str | None
    enrichedAt: str | None = Field(description="when it last ran to the end")
    provider: str | None = Field(description="offline (derived by the service) or bedrock")
    description: str | None
    categoryTags: list[str]
    imageRef: str | None = Field(
        description="the S3 key of the image the retailer delivered for the product (a file named after its code under the"
        " organization's incoming/ prefix), found when the enrichment ran; null without one"
    )
    error: str | None


class EnrichProduct(BaseModel):
    """Body of POST /api/enrich-product (SPEC)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    messageType: Literal["PRODUCT_ENRICH"]
    productId: str = Field(min_length=1, max_length=64)


class EnrichmentQueued(Record):
    """SPEC's answer: ``{success, message, messageId, timestamp}``."""

    success: Literal[True] = True
    message: str
    messageId: str
    timestamp: str


class ProductPerformance(Product):
    """A product row of ``GET /api/products`` with its REFERENCE 1.3 KPIs over the ``period`` (sales from
    the lake's daily sales, stock from the latest stock snapshot). Money in the sales' currency (null
    when several currencies), units in pieces. Every KPI is a figure (docs/decisions/0024): null for a
    caller without analytics.view, over its shops only for a shop-scoped caller."""

    description: str | None = Field(
        None, description="the catalogue file's description, else the enrichment's (POST /api/enrich-product)"
    )
    imageUrl: str | None = Field(
        None,
        description="the catalogue file's imageUrl, else a presigned S3 GET URL (valid 15 minutes: read the product again for"
        " a new one) of the image the retailer delivered for the product, as the last enrichment found it; null without either",
    )
    averagePrice: float | None = Field(None, description="the list price")
    avgSellingPrice: float | None = Figure("net sales / units sold", None)
    avgGrossMarginPct: float | None = Figure("gross margin / net sales of the costed sales x 100", None)
    monthlySales: float | None = Figure("net sales per 30 days of the period", None)
    shopCount: int | None = Figure("shops holding stock", None)
    variantCount: int | None = Figure("variants with stock", None)
    sizesAvailable: list[str] | None = Figure("sizes on hand", None)
    stockValue: float | None = Figure(
        "units on hand x unit value: the unit cost where known, else the price basis (retail price, else the median "
        "selling price; docs/intelligence.md Stock valuation)",
        None,
    )
    valuationBasis: Literal["COST", "RETAIL", "LIST", "SALES_MEDIAN"] | None = Figure(
        "what stockValue is counted at: the least direct basis over the product's units in stock; null when none is valued",
        None,
    )
    unvaluedUnits: float | None = Figure("units on hand with neither a unit cost nor a price (valued 0)", None)
    tags: list[str] = Field(
        default_factory=list,
        description="the names of the tags assigned to the product (sorted; docs/automation.md Tags), then the enrichment's"
        " category tags (kind:value)",
    )
    totalCogs: float | None = Figure("cost of the costed sales", None)
    totalDiscount: float | None = Figure("discounts given", None)
    totalGrossMargin: float | None = Figure("net sales - cost, over the sales whose cost is known", None)
    totalGrossSales: float | None = Figure("before discounts", None)
    totalNetSales: float | None = Figure("after discounts", None)
    totalQuantity: float | None = Figure("units on hand", None)
    totalTransactions: int | None = Figure("sale lines", None)
    totalUnitsSold: int | None = Figure("net units sold", None)
    enrichment: ProductEnrichment | None = Field(None, description="GET /api/products/{id} only: the product's enrichment")


def kpis_on_wire(kpis: ProductKpis) -> dict[str, Any]:
    """A product's KPIs (``domain.catalog.products.ProductKpis``) by their :class:`ProductPerformance` names,
    to show beside its catalogue fields and content."""
    return {to_camel(f.name): getattr(kpis, f.name) for f in dataclasses.fields(kpis)}


class ProductVariant(Record):
    """A ProductVariant (SKU; size lives on inventory items), REFERENCE 1.5."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "id": "94137b31-484a-557b-b0f9-ac0e742ba090",
                    "sku": "AN201-RED",
                    "displayName": "Leggings AN201 / Red",
                    "fullName": "AN201-RED - Leggings AN201 / Red",
                    "productId": "4b2896da-e0e6-5111-9593-0fa95c7243e5",
                    "productName": "Leggings AN201",
                    "brandId": "eb4c8083-d489-5769-9e39-4ed0bab662a6",
                    "brandName": "Demo Retail",
                    "collectionId": None,
                    "colour": "Red",
                    "barcode": None,
                    "externalReference": None,
                    "costPrice": None,
                    "retailPrice": None,
                    "grossMarginPct": None,
                    "isActive": True,
                }
            ]
        }
    )

    id: str
    sku: str
    displayName: str
    fullName: str
    productId: str
    productName: str
    brandId: str
    brandName: str
    collectionId: str | None
    colour: str | None
    barcode: str | None
    externalReference: str | None
    costPrice: float | None
    retailPrice: float | None
    grossMarginPct: float | None = Field(description="(retail - cost) / retail x 100, when both are known")
    isActive: bool
    tags: list[str] = Field(
        default_factory=list, description="the names of the tags assigned to it, sorted (docs/automation.md Tags)"
    )
    supplierId: str | None = Field(None, description="its supplier (GET /api/suppliers/{id}); null when the catalogue names none")


class VariantSearchResult(Record):
    """SPEC "Product variant search result" (size is not returned)."""

    id: str
    name: str
    sku: str
    barcode: str | None
    externalReference: str | None
    productId: str
    collectionId: str | None


class ProductShape(Record):
    """SPEC "Product shape search result"."""

    id: str
    name: str


class InventoryItemRow(Record):
    """An InventoryItem (SKU = variant x size), REFERENCE 1.6; prices per unit (the price list), ``stock``
    in units in the shop of the query (null without ``shopId``)."""

    id: str
    code: str
    sku: str
    name: str | None = Field(description="<variant name> - <size>")
    productId: str
    variantId: str
    sizeId: str
    unitCost: float | None
    retailPrice: float | None
    stock: float | None = Figure("units on hand in the shop of the query; null without shopId")
    tags: list[str] = Field(
        default_factory=list, description="the names of the tags assigned to it, sorted (docs/automation.md Tags)"
    )
    supplierId: str | None = Field(None, description="its variant's supplier (GET /api/suppliers/{id}); null when unknown")


class InventoryItemSearchResult(Record):
    """REFERENCE 1.7 inventory-item search result: ``score`` 2.0 exact SKU/code, 1.5 prefix, 0.3..1.0 name."""

    id: str
    code: str
    name: str
    sku: str
    productId: str
    variantId: str
    sizeId: str
    score: float


class VariantStockRow(Record):
    """REFERENCE 1.6 stock of one variant x size in one shop (units)."""

    shopId: str
    shopName: str | None
    variantId: str
    variant: str
    sizeId: str
    size: str
    stock: float


class ProductVariantRow(Record):
    """REFERENCE 1.4 variant of a product: ``sold`` net units (all time), ``stock`` units on hand (every
    shop the caller's figures cover: docs/decisions/0024)."""

    id: str
    productId: str
    variant: str
    colors: list[str]
    gender: str | None
    shape: str | None
    sold: int | None = Figure("net units sold, all time")
    stock: float | None = Figure("units on hand")
