"""Records of the catalogue endpoints: shops, brands, collections, products, ProductVariants and the
catalogue search results (SPEC "Collection", "Product variant search result", "Product shape search
result"; REFERENCE 1.1-1.5 where SPEC says "not shown")."""

from __future__ import annotations

from pydantic import ConfigDict, Field

from inventory_planning.api.schemas import Record

# Examples in the document come from the real data (../shared/data/fashion-brand-india).


class Shop(Record):
    """A point of sale (or warehouse) of the organization."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "id": "6f1c1b5e-3b7d-5d1e-9a4e-0c6c2b1f8a10", "code": "WH-MAIN", "name": "Main warehouse", "description": None,
        "address": None, "city": None, "region": None, "country": "IN", "countryId": None, "lat": None, "lng": None,
        "kind": "WAREHOUSE", "status": "OPEN", "system": None, "currency": "INR", "isActive": True, "deactivatedAt": None,
        "createdAt": "2026-11-22T10:00:00+00:00", "updatedAt": "2026-11-22T10:00:00+00:00"}]})

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

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "id": "0d9c7f43-5a53-5a4c-8d36-1c8f2d3c1f55", "sku": "AN201-RED", "displayName": "AN : LEGGINGS Red",
        "fullName": "AN201-RED - AN : LEGGINGS Red", "productId": "c2b0e1a4-51f0-5b8e-a0a5-7f1f2d0c9e11",
        "productName": "AN : LEGGINGS", "brandId": "5b9f3a2e-2d4c-5e6f-8a9b-0c1d2e3f4a5b", "brandName": "AN",
        "collectionId": None, "colour": "Red", "barcode": None, "externalReference": None, "costPrice": None,
        "retailPrice": 150.0, "grossMarginPct": None, "isActive": True}]})

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
