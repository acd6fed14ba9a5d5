from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SalesSummaryRow")


@_attrs_define
class SalesSummaryRow:
    """SPEC "Sales summary row": the group's ids and names are filled for its dimension only.

    Attributes:
        brand_id (None | str):
        brand_name (None | str):
        product_id (None | str):
        product_name (None | str):
        shop_id (None | str):
        shop_name (None | str):
        currency_id (None | str): null when the group spans several currencies
        gross_sales (float): quantity x price - discount, summed exactly, rounded to cents
        margin (float | None): sum of grossSales - quantity x cost over the lines whose unit cost is known (the line's,
            else the catalogue's); null when no line of the group has one (unknown, not zero)
        units (float):
    """

    brand_id: None | str
    brand_name: None | str
    product_id: None | str
    product_name: None | str
    shop_id: None | str
    shop_name: None | str
    currency_id: None | str
    gross_sales: float
    margin: float | None
    units: float

    def to_dict(self) -> dict[str, Any]:
        brand_id: None | str
        brand_id = self.brand_id

        brand_name: None | str
        brand_name = self.brand_name

        product_id: None | str
        product_id = self.product_id

        product_name: None | str
        product_name = self.product_name

        shop_id: None | str
        shop_id = self.shop_id

        shop_name: None | str
        shop_name = self.shop_name

        currency_id: None | str
        currency_id = self.currency_id

        gross_sales = self.gross_sales

        margin: float | None
        margin = self.margin

        units = self.units

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "brandId": brand_id,
                "brandName": brand_name,
                "productId": product_id,
                "productName": product_name,
                "shopId": shop_id,
                "shopName": shop_name,
                "currencyId": currency_id,
                "grossSales": gross_sales,
                "margin": margin,
                "units": units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

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

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        def _parse_shop_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_name = _parse_shop_name(d.pop("shopName"))

        def _parse_currency_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency_id = _parse_currency_id(d.pop("currencyId"))

        gross_sales = d.pop("grossSales")

        def _parse_margin(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        margin = _parse_margin(d.pop("margin"))

        units = d.pop("units")

        sales_summary_row = cls(
            brand_id=brand_id,
            brand_name=brand_name,
            product_id=product_id,
            product_name=product_name,
            shop_id=shop_id,
            shop_name=shop_name,
            currency_id=currency_id,
            gross_sales=gross_sales,
            margin=margin,
            units=units,
        )

        return sales_summary_row
