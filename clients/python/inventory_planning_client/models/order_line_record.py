from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OrderLineRecord")


@_attrs_define
class OrderLineRecord:
    """One purchase-order line (REFERENCE 1.8 "Order line row"); ``quantity`` in units, prices per unit in ``currency``.

    Attributes:
        order_line_id (str):
        code (str):
        order_code (str):
        order_name (None | str):
        order_status (str):
        order_date (str):
        expected_date (None | str):
        supplier_id (str):
        supplier_code (str):
        shop_id (None | str):
        product_id (str):
        product_name (None | str):
        variant_id (str):
        variant_code (None | str):
        variant_name (None | str):
        inventory_item_id (str):
        size_taxonomy_id (None | str):
        brand_id (None | str):
        brand_name (None | str):
        quantity (float):
        purchase_price (float):
        currency (None | str):
        created_at (str):
        updated_at (str):
    """

    order_line_id: str
    code: str
    order_code: str
    order_name: None | str
    order_status: str
    order_date: str
    expected_date: None | str
    supplier_id: str
    supplier_code: str
    shop_id: None | str
    product_id: str
    product_name: None | str
    variant_id: str
    variant_code: None | str
    variant_name: None | str
    inventory_item_id: str
    size_taxonomy_id: None | str
    brand_id: None | str
    brand_name: None | str
    quantity: float
    purchase_price: float
    currency: None | str
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        order_line_id = self.order_line_id

        code = self.code

        order_code = self.order_code

        order_name: None | str
        order_name = self.order_name

        order_status = self.order_status

        order_date = self.order_date

        expected_date: None | str
        expected_date = self.expected_date

        supplier_id = self.supplier_id

        supplier_code = self.supplier_code

        shop_id: None | str
        shop_id = self.shop_id

        product_id = self.product_id

        product_name: None | str
        product_name = self.product_name

        variant_id = self.variant_id

        variant_code: None | str
        variant_code = self.variant_code

        variant_name: None | str
        variant_name = self.variant_name

        inventory_item_id = self.inventory_item_id

        size_taxonomy_id: None | str
        size_taxonomy_id = self.size_taxonomy_id

        brand_id: None | str
        brand_id = self.brand_id

        brand_name: None | str
        brand_name = self.brand_name

        quantity = self.quantity

        purchase_price = self.purchase_price

        currency: None | str
        currency = self.currency

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "orderLineId": order_line_id,
                "code": code,
                "orderCode": order_code,
                "orderName": order_name,
                "orderStatus": order_status,
                "orderDate": order_date,
                "expectedDate": expected_date,
                "supplierId": supplier_id,
                "supplierCode": supplier_code,
                "shopId": shop_id,
                "productId": product_id,
                "productName": product_name,
                "variantId": variant_id,
                "variantCode": variant_code,
                "variantName": variant_name,
                "inventoryItemId": inventory_item_id,
                "sizeTaxonomyId": size_taxonomy_id,
                "brandId": brand_id,
                "brandName": brand_name,
                "quantity": quantity,
                "purchasePrice": purchase_price,
                "currency": currency,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order_line_id = d.pop("orderLineId")

        code = d.pop("code")

        order_code = d.pop("orderCode")

        def _parse_order_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        order_name = _parse_order_name(d.pop("orderName"))

        order_status = d.pop("orderStatus")

        order_date = d.pop("orderDate")

        def _parse_expected_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expected_date = _parse_expected_date(d.pop("expectedDate"))

        supplier_id = d.pop("supplierId")

        supplier_code = d.pop("supplierCode")

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        product_id = d.pop("productId")

        def _parse_product_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_name = _parse_product_name(d.pop("productName"))

        variant_id = d.pop("variantId")

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

        inventory_item_id = d.pop("inventoryItemId")

        def _parse_size_taxonomy_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        size_taxonomy_id = _parse_size_taxonomy_id(d.pop("sizeTaxonomyId"))

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

        quantity = d.pop("quantity")

        purchase_price = d.pop("purchasePrice")

        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        order_line_record = cls(
            order_line_id=order_line_id,
            code=code,
            order_code=order_code,
            order_name=order_name,
            order_status=order_status,
            order_date=order_date,
            expected_date=expected_date,
            supplier_id=supplier_id,
            supplier_code=supplier_code,
            shop_id=shop_id,
            product_id=product_id,
            product_name=product_name,
            variant_id=variant_id,
            variant_code=variant_code,
            variant_name=variant_name,
            inventory_item_id=inventory_item_id,
            size_taxonomy_id=size_taxonomy_id,
            brand_id=brand_id,
            brand_name=brand_name,
            quantity=quantity,
            purchase_price=purchase_price,
            currency=currency,
            created_at=created_at,
            updated_at=updated_at,
        )

        return order_line_record
