from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProductVariant")


@_attrs_define
class ProductVariant:
    """A ProductVariant (SKU; size lives on inventory items), REFERENCE 1.5.

    Attributes:
        id (str):
        sku (str):
        display_name (str):
        full_name (str):
        product_id (str):
        product_name (str):
        brand_id (str):
        brand_name (str):
        collection_id (None | str):
        colour (None | str):
        barcode (None | str):
        external_reference (None | str):
        cost_price (float | None):
        retail_price (float | None):
        gross_margin_pct (float | None): (retail - cost) / retail x 100, when both are known
        is_active (bool):
        tags (list[str] | Unset): the names of the tags assigned to it, sorted (docs/automation.md Tags)
        supplier_id (None | str | Unset): its supplier (GET /api/suppliers/{id}); null when the catalogue names none
    """

    id: str
    sku: str
    display_name: str
    full_name: str
    product_id: str
    product_name: str
    brand_id: str
    brand_name: str
    collection_id: None | str
    colour: None | str
    barcode: None | str
    external_reference: None | str
    cost_price: float | None
    retail_price: float | None
    gross_margin_pct: float | None
    is_active: bool
    tags: list[str] | Unset = UNSET
    supplier_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        sku = self.sku

        display_name = self.display_name

        full_name = self.full_name

        product_id = self.product_id

        product_name = self.product_name

        brand_id = self.brand_id

        brand_name = self.brand_name

        collection_id: None | str
        collection_id = self.collection_id

        colour: None | str
        colour = self.colour

        barcode: None | str
        barcode = self.barcode

        external_reference: None | str
        external_reference = self.external_reference

        cost_price: float | None
        cost_price = self.cost_price

        retail_price: float | None
        retail_price = self.retail_price

        gross_margin_pct: float | None
        gross_margin_pct = self.gross_margin_pct

        is_active = self.is_active

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        supplier_id: None | str | Unset
        if isinstance(self.supplier_id, Unset):
            supplier_id = UNSET
        else:
            supplier_id = self.supplier_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "sku": sku,
                "displayName": display_name,
                "fullName": full_name,
                "productId": product_id,
                "productName": product_name,
                "brandId": brand_id,
                "brandName": brand_name,
                "collectionId": collection_id,
                "colour": colour,
                "barcode": barcode,
                "externalReference": external_reference,
                "costPrice": cost_price,
                "retailPrice": retail_price,
                "grossMarginPct": gross_margin_pct,
                "isActive": is_active,
            }
        )
        if tags is not UNSET:
            field_dict["tags"] = tags
        if supplier_id is not UNSET:
            field_dict["supplierId"] = supplier_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        sku = d.pop("sku")

        display_name = d.pop("displayName")

        full_name = d.pop("fullName")

        product_id = d.pop("productId")

        product_name = d.pop("productName")

        brand_id = d.pop("brandId")

        brand_name = d.pop("brandName")

        def _parse_collection_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        collection_id = _parse_collection_id(d.pop("collectionId"))

        def _parse_colour(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        colour = _parse_colour(d.pop("colour"))

        def _parse_barcode(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        barcode = _parse_barcode(d.pop("barcode"))

        def _parse_external_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_reference = _parse_external_reference(d.pop("externalReference"))

        def _parse_cost_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cost_price = _parse_cost_price(d.pop("costPrice"))

        def _parse_retail_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        retail_price = _parse_retail_price(d.pop("retailPrice"))

        def _parse_gross_margin_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        gross_margin_pct = _parse_gross_margin_pct(d.pop("grossMarginPct"))

        is_active = d.pop("isActive")

        tags = cast(list[str], d.pop("tags", UNSET))

        def _parse_supplier_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        supplier_id = _parse_supplier_id(d.pop("supplierId", UNSET))

        product_variant = cls(
            id=id,
            sku=sku,
            display_name=display_name,
            full_name=full_name,
            product_id=product_id,
            product_name=product_name,
            brand_id=brand_id,
            brand_name=brand_name,
            collection_id=collection_id,
            colour=colour,
            barcode=barcode,
            external_reference=external_reference,
            cost_price=cost_price,
            retail_price=retail_price,
            gross_margin_pct=gross_margin_pct,
            is_active=is_active,
            tags=tags,
            supplier_id=supplier_id,
        )

        return product_variant
