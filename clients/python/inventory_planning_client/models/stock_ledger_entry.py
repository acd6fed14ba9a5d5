from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StockLedgerEntry")


@_attrs_define
class StockLedgerEntry:
    """One stock movement (SPEC "Stock ledger entry"); quantityChange is negative for outbound.

    Attributes:
        organization_id (str):
        movement_id (str):
        movement_code (None | str):
        movement_time (str):
        movement_category (None | str):
        movement_type (None | str):
        quantity_change (float):
        stock_after (float | None):
        brand_id (None | str):
        brand_name (None | str):
        product_id (None | str):
        product_name (None | str):
        variant_id (None | str):
        variant_code (None | str):
        variant_name (None | str):
        size_taxonomy_id (None | str):
        shop_id (None | str):
        shop_code (None | str):
        shop_name (None | str):
        sale_id (None | str):
        sale_code (None | str):
        sale_date (None | str):
    """

    organization_id: str
    movement_id: str
    movement_code: None | str
    movement_time: str
    movement_category: None | str
    movement_type: None | str
    quantity_change: float
    stock_after: float | None
    brand_id: None | str
    brand_name: None | str
    product_id: None | str
    product_name: None | str
    variant_id: None | str
    variant_code: None | str
    variant_name: None | str
    size_taxonomy_id: None | str
    shop_id: None | str
    shop_code: None | str
    shop_name: None | str
    sale_id: None | str
    sale_code: None | str
    sale_date: None | str

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        movement_id = self.movement_id

        movement_code: None | str
        movement_code = self.movement_code

        movement_time = self.movement_time

        movement_category: None | str
        movement_category = self.movement_category

        movement_type: None | str
        movement_type = self.movement_type

        quantity_change = self.quantity_change

        stock_after: float | None
        stock_after = self.stock_after

        brand_id: None | str
        brand_id = self.brand_id

        brand_name: None | str
        brand_name = self.brand_name

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

        size_taxonomy_id: None | str
        size_taxonomy_id = self.size_taxonomy_id

        shop_id: None | str
        shop_id = self.shop_id

        shop_code: None | str
        shop_code = self.shop_code

        shop_name: None | str
        shop_name = self.shop_name

        sale_id: None | str
        sale_id = self.sale_id

        sale_code: None | str
        sale_code = self.sale_code

        sale_date: None | str
        sale_date = self.sale_date

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "movementId": movement_id,
                "movementCode": movement_code,
                "movementTime": movement_time,
                "movementCategory": movement_category,
                "movementType": movement_type,
                "quantityChange": quantity_change,
                "stockAfter": stock_after,
                "brandId": brand_id,
                "brandName": brand_name,
                "productId": product_id,
                "productName": product_name,
                "variantId": variant_id,
                "variantCode": variant_code,
                "variantName": variant_name,
                "sizeTaxonomyId": size_taxonomy_id,
                "shopId": shop_id,
                "shopCode": shop_code,
                "shopName": shop_name,
                "saleId": sale_id,
                "saleCode": sale_code,
                "saleDate": sale_date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        movement_id = d.pop("movementId")

        def _parse_movement_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        movement_code = _parse_movement_code(d.pop("movementCode"))

        movement_time = d.pop("movementTime")

        def _parse_movement_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        movement_category = _parse_movement_category(d.pop("movementCategory"))

        def _parse_movement_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        movement_type = _parse_movement_type(d.pop("movementType"))

        quantity_change = d.pop("quantityChange")

        def _parse_stock_after(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stock_after = _parse_stock_after(d.pop("stockAfter"))

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

        def _parse_size_taxonomy_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        size_taxonomy_id = _parse_size_taxonomy_id(d.pop("sizeTaxonomyId"))

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        def _parse_shop_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_code = _parse_shop_code(d.pop("shopCode"))

        def _parse_shop_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_name = _parse_shop_name(d.pop("shopName"))

        def _parse_sale_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sale_id = _parse_sale_id(d.pop("saleId"))

        def _parse_sale_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sale_code = _parse_sale_code(d.pop("saleCode"))

        def _parse_sale_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sale_date = _parse_sale_date(d.pop("saleDate"))

        stock_ledger_entry = cls(
            organization_id=organization_id,
            movement_id=movement_id,
            movement_code=movement_code,
            movement_time=movement_time,
            movement_category=movement_category,
            movement_type=movement_type,
            quantity_change=quantity_change,
            stock_after=stock_after,
            brand_id=brand_id,
            brand_name=brand_name,
            product_id=product_id,
            product_name=product_name,
            variant_id=variant_id,
            variant_code=variant_code,
            variant_name=variant_name,
            size_taxonomy_id=size_taxonomy_id,
            shop_id=shop_id,
            shop_code=shop_code,
            shop_name=shop_name,
            sale_id=sale_id,
            sale_code=sale_code,
            sale_date=sale_date,
        )

        return stock_ledger_entry
