from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MovementLineRecord")


@_attrs_define
class MovementLineRecord:
    """One stock movement line (REFERENCE 1.8 "Movement line row", short variant, plus its type and
    category). ``quantity`` signed units (negative out); ``movementCost`` = |quantity| x unitCost.

        Attributes:
            movement_line_id (str):
            movement_id (str):
            movement_code (None | str):
            code (None | str):
            movement_date (str): YYYY-MM-DD
            movement_time (str):
            movement_type (None | str):
            movement_category (None | str):
            movement_description (None | str):
            quantity (float):
            stock_after (float | None):
            unit_cost (float | None):
            movement_cost (float | None):
            shop_id (str):
            shop_name (None | str):
            product_id (None | str):
            product_name (None | str):
            variant_id (None | str):
            variant_code (None | str):
            variant_name (None | str):
            brand_id (None | str):
            brand_name (None | str):
            inventory_item_id (None | str):
            inventory_item_sku (None | str):
            created_at (str):
            updated_at (str):
    """

    movement_line_id: str
    movement_id: str
    movement_code: None | str
    code: None | str
    movement_date: str
    movement_time: str
    movement_type: None | str
    movement_category: None | str
    movement_description: None | str
    quantity: float
    stock_after: float | None
    unit_cost: float | None
    movement_cost: float | None
    shop_id: str
    shop_name: None | str
    product_id: None | str
    product_name: None | str
    variant_id: None | str
    variant_code: None | str
    variant_name: None | str
    brand_id: None | str
    brand_name: None | str
    inventory_item_id: None | str
    inventory_item_sku: None | str
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        movement_line_id = self.movement_line_id

        movement_id = self.movement_id

        movement_code: None | str
        movement_code = self.movement_code

        code: None | str
        code = self.code

        movement_date = self.movement_date

        movement_time = self.movement_time

        movement_type: None | str
        movement_type = self.movement_type

        movement_category: None | str
        movement_category = self.movement_category

        movement_description: None | str
        movement_description = self.movement_description

        quantity = self.quantity

        stock_after: float | None
        stock_after = self.stock_after

        unit_cost: float | None
        unit_cost = self.unit_cost

        movement_cost: float | None
        movement_cost = self.movement_cost

        shop_id = self.shop_id

        shop_name: None | str
        shop_name = self.shop_name

        product_id: None | str
        product_id = self.product_id

        product_name: None | str
        product_name = self.product_name

        variant_id: None | str
        variant_id = self.variant_id

        variant_code: None | str
        variant_code = self.variant_code

        variant_name: None | str
        variant_name = self.variant_name

        brand_id: None | str
        brand_id = self.brand_id

        brand_name: None | str
        brand_name = self.brand_name

        inventory_item_id: None | str
        inventory_item_id = self.inventory_item_id

        inventory_item_sku: None | str
        inventory_item_sku = self.inventory_item_sku

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "movementLineId": movement_line_id,
                "movementId": movement_id,
                "movementCode": movement_code,
                "code": code,
                "movementDate": movement_date,
                "movementTime": movement_time,
                "movementType": movement_type,
                "movementCategory": movement_category,
                "movementDescription": movement_description,
                "quantity": quantity,
                "stockAfter": stock_after,
                "unitCost": unit_cost,
                "movementCost": movement_cost,
                "shopId": shop_id,
                "shopName": shop_name,
                "productId": product_id,
                "productName": product_name,
                "variantId": variant_id,
                "variantCode": variant_code,
                "variantName": variant_name,
                "brandId": brand_id,
                "brandName": brand_name,
                "inventoryItemId": inventory_item_id,
                "inventoryItemSku": inventory_item_sku,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        movement_line_id = d.pop("movementLineId")

        movement_id = d.pop("movementId")

        def _parse_movement_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        movement_code = _parse_movement_code(d.pop("movementCode"))

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))

        movement_date = d.pop("movementDate")

        movement_time = d.pop("movementTime")

        def _parse_movement_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        movement_type = _parse_movement_type(d.pop("movementType"))

        def _parse_movement_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        movement_category = _parse_movement_category(d.pop("movementCategory"))

        def _parse_movement_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        movement_description = _parse_movement_description(d.pop("movementDescription"))

        quantity = d.pop("quantity")

        def _parse_stock_after(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stock_after = _parse_stock_after(d.pop("stockAfter"))

        def _parse_unit_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        unit_cost = _parse_unit_cost(d.pop("unitCost"))

        def _parse_movement_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        movement_cost = _parse_movement_cost(d.pop("movementCost"))

        shop_id = d.pop("shopId")

        def _parse_shop_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_name = _parse_shop_name(d.pop("shopName"))

        def _parse_product_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_id = _parse_product_id(d.pop("productId"))

        def _parse_product_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_name = _parse_product_name(d.pop("productName"))

        def _parse_variant_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant_id = _parse_variant_id(d.pop("variantId"))

        def _parse_variant_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant_code = _parse_variant_code(d.pop("variantCode"))

        def _parse_variant_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant_name = _parse_variant_name(d.pop("variantName"))

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        def _parse_brand_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_name = _parse_brand_name(d.pop("brandName"))

        def _parse_inventory_item_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        inventory_item_id = _parse_inventory_item_id(d.pop("inventoryItemId"))

        def _parse_inventory_item_sku(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        inventory_item_sku = _parse_inventory_item_sku(d.pop("inventoryItemSku"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        movement_line_record = cls(
            movement_line_id=movement_line_id,
            movement_id=movement_id,
            movement_code=movement_code,
            code=code,
            movement_date=movement_date,
            movement_time=movement_time,
            movement_type=movement_type,
            movement_category=movement_category,
            movement_description=movement_description,
            quantity=quantity,
            stock_after=stock_after,
            unit_cost=unit_cost,
            movement_cost=movement_cost,
            shop_id=shop_id,
            shop_name=shop_name,
            product_id=product_id,
            product_name=product_name,
            variant_id=variant_id,
            variant_code=variant_code,
            variant_name=variant_name,
            brand_id=brand_id,
            brand_name=brand_name,
            inventory_item_id=inventory_item_id,
            inventory_item_sku=inventory_item_sku,
            created_at=created_at,
            updated_at=updated_at,
        )

        return movement_line_record
