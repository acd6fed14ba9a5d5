from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SaleLineRecord")


@_attrs_define
class SaleLineRecord:
    """One sale line (REFERENCE 1.8 "Sales line row", the fields this service holds). Money per unit
    and per line in ``currency``; ``quantity`` in units, negative for a return.

        Attributes:
            id (str):
            organization_id (str):
            code (str): the sale line id
            sale_code (None | str):
            sale_date (str): YYYY-MM-DD
            sale_date_key (int): YYYYMMDD
            sale_day_name (str): Monday .. Sunday
            line_type (str): sale | return
            quantity (float):
            price (float): unit price, as the file gives it (up to 6 decimals)
            discount_total_amount (float | None):
            gross_sales (float): quantity x price - discount, exact, rounded to cents
            cost (float | None): unit cost: the line's, else the catalogue's (up to 6 decimals)
            margin (float | None): grossSales - quantity x cost; null when the cost is unknown
            currency (None | str):
            shop_id (str):
            shop_code (None | str):
            shop_name (None | str):
            inventory_item_id (str):
            inventory_item_sku (str):
            inventory_item_full_name (None | str):
            size_taxonomy_id (None | str):
            variant_id (str):
            variant_code (None | str):
            variant_name (None | str):
            product_id (str):
            product_code (None | str):
            product_name (None | str):
            brand_id (None | str):
            brand_code (None | str):
            brand_name (None | str):
            created_at (str): when the line was ingested
    """

    id: str
    organization_id: str
    code: str
    sale_code: None | str
    sale_date: str
    sale_date_key: int
    sale_day_name: str
    line_type: str
    quantity: float
    price: float
    discount_total_amount: float | None
    gross_sales: float
    cost: float | None
    margin: float | None
    currency: None | str
    shop_id: str
    shop_code: None | str
    shop_name: None | str
    inventory_item_id: str
    inventory_item_sku: str
    inventory_item_full_name: None | str
    size_taxonomy_id: None | str
    variant_id: str
    variant_code: None | str
    variant_name: None | str
    product_id: str
    product_code: None | str
    product_name: None | str
    brand_id: None | str
    brand_code: None | str
    brand_name: None | str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organization_id = self.organization_id

        code = self.code

        sale_code: None | str
        sale_code = self.sale_code

        sale_date = self.sale_date

        sale_date_key = self.sale_date_key

        sale_day_name = self.sale_day_name

        line_type = self.line_type

        quantity = self.quantity

        price = self.price

        discount_total_amount: float | None
        discount_total_amount = self.discount_total_amount

        gross_sales = self.gross_sales

        cost: float | None
        cost = self.cost

        margin: float | None
        margin = self.margin

        currency: None | str
        currency = self.currency

        shop_id = self.shop_id

        shop_code: None | str
        shop_code = self.shop_code

        shop_name: None | str
        shop_name = self.shop_name

        inventory_item_id = self.inventory_item_id

        inventory_item_sku = self.inventory_item_sku

        inventory_item_full_name: None | str
        inventory_item_full_name = self.inventory_item_full_name

        size_taxonomy_id: None | str
        size_taxonomy_id = self.size_taxonomy_id

        variant_id = self.variant_id

        variant_code: None | str
        variant_code = self.variant_code

        variant_name: None | str
        variant_name = self.variant_name

        product_id = self.product_id

        product_code: None | str
        product_code = self.product_code

        product_name: None | str
        product_name = self.product_name

        brand_id: None | str
        brand_id = self.brand_id

        brand_code: None | str
        brand_code = self.brand_code

        brand_name: None | str
        brand_name = self.brand_name

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "code": code,
                "saleCode": sale_code,
                "saleDate": sale_date,
                "saleDateKey": sale_date_key,
                "saleDayName": sale_day_name,
                "lineType": line_type,
                "quantity": quantity,
                "price": price,
                "discountTotalAmount": discount_total_amount,
                "grossSales": gross_sales,
                "cost": cost,
                "margin": margin,
                "currency": currency,
                "shopId": shop_id,
                "shopCode": shop_code,
                "shopName": shop_name,
                "inventoryItemId": inventory_item_id,
                "inventoryItemSku": inventory_item_sku,
                "inventoryItemFullName": inventory_item_full_name,
                "sizeTaxonomyId": size_taxonomy_id,
                "variantId": variant_id,
                "variantCode": variant_code,
                "variantName": variant_name,
                "productId": product_id,
                "productCode": product_code,
                "productName": product_name,
                "brandId": brand_id,
                "brandCode": brand_code,
                "brandName": brand_name,
                "createdAt": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        code = d.pop("code")

        def _parse_sale_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sale_code = _parse_sale_code(d.pop("saleCode"))

        sale_date = d.pop("saleDate")

        sale_date_key = d.pop("saleDateKey")

        sale_day_name = d.pop("saleDayName")

        line_type = d.pop("lineType")

        quantity = d.pop("quantity")

        price = d.pop("price")

        def _parse_discount_total_amount(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        discount_total_amount = _parse_discount_total_amount(d.pop("discountTotalAmount"))

        gross_sales = d.pop("grossSales")

        def _parse_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cost = _parse_cost(d.pop("cost"))

        def _parse_margin(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        margin = _parse_margin(d.pop("margin"))

        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))

        shop_id = d.pop("shopId")

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

        inventory_item_id = d.pop("inventoryItemId")

        inventory_item_sku = d.pop("inventoryItemSku")

        def _parse_inventory_item_full_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        inventory_item_full_name = _parse_inventory_item_full_name(d.pop("inventoryItemFullName"))

        def _parse_size_taxonomy_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        size_taxonomy_id = _parse_size_taxonomy_id(d.pop("sizeTaxonomyId"))

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

        product_id = d.pop("productId")

        def _parse_product_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_code = _parse_product_code(d.pop("productCode"))

        def _parse_product_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_name = _parse_product_name(d.pop("productName"))

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        def _parse_brand_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_code = _parse_brand_code(d.pop("brandCode"))

        def _parse_brand_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_name = _parse_brand_name(d.pop("brandName"))

        created_at = d.pop("createdAt")

        sale_line_record = cls(
            id=id,
            organization_id=organization_id,
            code=code,
            sale_code=sale_code,
            sale_date=sale_date,
            sale_date_key=sale_date_key,
            sale_day_name=sale_day_name,
            line_type=line_type,
            quantity=quantity,
            price=price,
            discount_total_amount=discount_total_amount,
            gross_sales=gross_sales,
            cost=cost,
            margin=margin,
            currency=currency,
            shop_id=shop_id,
            shop_code=shop_code,
            shop_name=shop_name,
            inventory_item_id=inventory_item_id,
            inventory_item_sku=inventory_item_sku,
            inventory_item_full_name=inventory_item_full_name,
            size_taxonomy_id=size_taxonomy_id,
            variant_id=variant_id,
            variant_code=variant_code,
            variant_name=variant_name,
            product_id=product_id,
            product_code=product_code,
            product_name=product_name,
            brand_id=brand_id,
            brand_code=brand_code,
            brand_name=brand_name,
            created_at=created_at,
        )

        return sale_line_record
