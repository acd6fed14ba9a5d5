from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="InventoryItemRow")


@_attrs_define
class InventoryItemRow:
    """An InventoryItem (SKU = variant x size), REFERENCE 1.6; prices per unit (the price list), ``stock``
    in units in the shop of the query (null without ``shopId``).

        Attributes:
            id (str):
            code (str):
            sku (str):
            name (None | str): <variant name> - <size>
            product_id (str):
            variant_id (str):
            size_id (str):
            unit_cost (float | None):
            retail_price (float | None):
            stock (float | None): units on hand in the shop of the query; null without shopId; null without analytics.view;
                a shop-scoped caller's shops only (docs/decisions/0024)
            tags (list[str] | Unset): the names of the tags assigned to it, sorted (docs/automation.md Tags)
            supplier_id (None | str | Unset): its variant's supplier (GET /api/suppliers/{id}); null when unknown
    """

    id: str
    code: str
    sku: str
    name: None | str
    product_id: str
    variant_id: str
    size_id: str
    unit_cost: float | None
    retail_price: float | None
    stock: float | None
    tags: list[str] | Unset = UNSET
    supplier_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        sku = self.sku

        name: None | str
        name = self.name

        product_id = self.product_id

        variant_id = self.variant_id

        size_id = self.size_id

        unit_cost: float | None
        unit_cost = self.unit_cost

        retail_price: float | None
        retail_price = self.retail_price

        stock: float | None
        stock = self.stock

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
                "code": code,
                "sku": sku,
                "name": name,
                "productId": product_id,
                "variantId": variant_id,
                "sizeId": size_id,
                "unitCost": unit_cost,
                "retailPrice": retail_price,
                "stock": stock,
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

        code = d.pop("code")

        sku = d.pop("sku")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        product_id = d.pop("productId")

        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        def _parse_unit_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        unit_cost = _parse_unit_cost(d.pop("unitCost"))

        def _parse_retail_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        retail_price = _parse_retail_price(d.pop("retailPrice"))

        def _parse_stock(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stock = _parse_stock(d.pop("stock"))

        tags = cast(list[str], d.pop("tags", UNSET))

        def _parse_supplier_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        supplier_id = _parse_supplier_id(d.pop("supplierId", UNSET))

        inventory_item_row = cls(
            id=id,
            code=code,
            sku=sku,
            name=name,
            product_id=product_id,
            variant_id=variant_id,
            size_id=size_id,
            unit_cost=unit_cost,
            retail_price=retail_price,
            stock=stock,
            tags=tags,
            supplier_id=supplier_id,
        )

        return inventory_item_row
