from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaxPlanQuantity")


@_attrs_define
class MaxPlanQuantity:
    """``{type: "max_plan_quantity", maxQuantity}`` (pieces, integer >= 0).

    Plan quantity = sum of ``quantity`` over in-scope lines. Fails when > maxQuantity.

        Attributes:
            type_ (Literal['max_plan_quantity']):  Default: 'max_plan_quantity'.
            max_quantity (int):
    """

    max_quantity: int
    type_: Literal["max_plan_quantity"] = "max_plan_quantity"

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
        type_ = cast(Literal["max_plan_quantity"], d.pop("type"))
        if type_ != "max_plan_quantity":
            raise ValueError(f"type must match const 'max_plan_quantity', got '{type_}'")

        max_quantity = d.pop("maxQuantity")

        max_plan_quantity = cls(
            type_=type_,
            max_quantity=max_quantity,
        )

        return max_plan_quantity
