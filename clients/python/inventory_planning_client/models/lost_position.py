from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LostPosition")


@_attrs_define
class LostPosition:
    """A position among the 100 with the most lost units; its trace: GET .../positions/{variantId}/{sizeId}/{shopId}.

    Attributes:
        variant_id (str):
        size_id (str):
        shop_id (str):
        brand_id (None | str):
        lost_units (float):
    """

    variant_id: str
    size_id: str
    shop_id: str
    brand_id: None | str
    lost_units: float

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        shop_id = self.shop_id

        brand_id: None | str
        brand_id = self.brand_id

        lost_units = self.lost_units

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "sizeId": size_id,
                "shopId": shop_id,
                "brandId": brand_id,
                "lostUnits": lost_units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        shop_id = d.pop("shopId")

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        lost_units = d.pop("lostUnits")

        lost_position = cls(
            variant_id=variant_id,
            size_id=size_id,
            shop_id=shop_id,
            brand_id=brand_id,
            lost_units=lost_units,
        )

        return lost_position
