from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaxItemsPerShop")


@_attrs_define
class MaxItemsPerShop:
    """``{type: "max_items_per_shop", maxItems}`` (plan lines, integer >= 0).

    Items of a shop = number of distinct (variantId, sizeId) lines of the plan in that shop (quantities
    do not matter). Checked for each shop of the concerned lines; fails when a shop has > maxItems.
    Lines without a shopId are not counted (``unmeasured``).

        Attributes:
            type_ (Literal['max_items_per_shop']):  Default: 'max_items_per_shop'.
            max_items (int):
    """

    max_items: int
    type_: Literal["max_items_per_shop"] = "max_items_per_shop"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_items = self.max_items

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "maxItems": max_items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["max_items_per_shop"], d.pop("type"))
        if type_ != "max_items_per_shop":
            raise ValueError(f"type must match const 'max_items_per_shop', got '{type_}'")

        max_items = d.pop("maxItems")

        max_items_per_shop = cls(
            type_=type_,
            max_items=max_items,
        )

        return max_items_per_shop
