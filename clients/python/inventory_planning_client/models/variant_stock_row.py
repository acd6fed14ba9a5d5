from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="VariantStockRow")


@_attrs_define
class VariantStockRow:
    """REFERENCE 1.6 stock of one variant x size in one shop (units).

    Attributes:
        shop_id (str):
        shop_name (None | str):
        variant_id (str):
        variant (str):
        size_id (str):
        size (str):
        stock (float):
    """

    shop_id: str
    shop_name: None | str
    variant_id: str
    variant: str
    size_id: str
    size: str
    stock: float

    def to_dict(self) -> dict[str, Any]:
        shop_id = self.shop_id

        shop_name: None | str
        shop_name = self.shop_name

        variant_id = self.variant_id

        variant = self.variant

        size_id = self.size_id

        size = self.size

        stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shopId": shop_id,
                "shopName": shop_name,
                "variantId": variant_id,
                "variant": variant,
                "sizeId": size_id,
                "size": size,
                "stock": stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shop_id = d.pop("shopId")

        def _parse_shop_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_name = _parse_shop_name(d.pop("shopName"))

        variant_id = d.pop("variantId")

        variant = d.pop("variant")

        size_id = d.pop("sizeId")

        size = d.pop("size")

        stock = d.pop("stock")

        variant_stock_row = cls(
            shop_id=shop_id,
            shop_name=shop_name,
            variant_id=variant_id,
            variant=variant,
            size_id=size_id,
            size=size,
            stock=stock,
        )

        return variant_stock_row
