"""Records of the catalogue endpoints: shops, brands, collections, products, ProductVariants and the
catalogue search results (SPEC "Collection", "Product variant search result", "Product shape search
result"; REFERENCE 1.1-1.5 where SPEC says "not shown")."""

from __future__ import annotations

from pydantic import Field

from inventory_planning.api.schemas import Record


class Shop(Record):
    """A point of sale (or warehouse) of the organization."""

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


class ProductVariant(Record):
    """A ProductVariant (SKU; size lives on inventory items), REFERENCE 1.5."""

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
