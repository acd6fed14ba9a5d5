from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ValuationRow")


@_attrs_define
class ValuationRow:
    """REFERENCE 1.6 inventory valuation row: the group's ids and names are filled for its dimension only;
    values in the shops' currency at the close of the snapshot day.

        Attributes:
            brand_id (None | str):
            brand_name (None | str):
            product_id (None | str):
            product_name (None | str):
            shop_id (None | str):
            shop_name (None | str):
            stock_value (float): units x unit cost (0 where the cost is unknown)
            stock_value_retail (float): units x retail price (0 where the price is unknown)
            units (float):
    """

    brand_id: None | str
    brand_name: None | str
    product_id: None | str
    product_name: None | str
    shop_id: None | str
    shop_name: None | str
    stock_value: float
    stock_value_retail: float
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

        stock_value = self.stock_value

        stock_value_retail = self.stock_value_retail

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
                "stockValue": stock_value,
                "stockValueRetail": stock_value_retail,
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

        stock_value = d.pop("stockValue")

        stock_value_retail = d.pop("stockValueRetail")

        units = d.pop("units")

        valuation_row = cls(
            brand_id=brand_id,
            brand_name=brand_name,
            product_id=product_id,
            product_name=product_name,
            shop_id=shop_id,
            shop_name=shop_name,
            stock_value=stock_value,
            stock_value_retail=stock_value_retail,
            units=units,
        )

        return valuation_row
