from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaxQuantityPerVariant")


@_attrs_define
class MaxQuantityPerVariant:
    """``{type: "max_quantity_per_variant", maxQuantity}`` (pieces, integer >= 0).

    Quantity of a variant = sum of ``quantity`` over the plan's in-scope lines of that variant, all sizes
    and shops together. Checked for each variant of the concerned lines; fails when > maxQuantity.

        Attributes:
            type_ (Literal['max_quantity_per_variant']):  Default: 'max_quantity_per_variant'.
            max_quantity (int):
    """

    max_quantity: int
    type_: Literal["max_quantity_per_variant"] = "max_quantity_per_variant"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_quantity = self.max_quantity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "maxQuantity": max_quantity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["max_quantity_per_variant"], d.pop("type"))
        if type_ != "max_quantity_per_variant":
            raise ValueError(f"type must match const 'max_quantity_per_variant', got '{type_}'")

        max_quantity = d.pop("maxQuantity")

        max_quantity_per_variant = cls(
            type_=type_,
            max_quantity=max_quantity,
        )

        return max_quantity_per_variant
