from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaxPlanValue")


@_attrs_define
class MaxPlanValue:
    """``{type: "max_plan_value", maxValue}`` (currency, >= 0).

    Plan value = sum over in-scope lines of ``quantity x unitCost x (1 - discountPercent / 100)``.
    Fails when plan value > maxValue (exactly maxValue passes).

        Attributes:
            type_ (Literal['max_plan_value']):  Default: 'max_plan_value'.
            max_value (float):
    """

    max_value: float
    type_: Literal["max_plan_value"] = "max_plan_value"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_value = self.max_value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "maxValue": max_value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["max_plan_value"], d.pop("type"))
        if type_ != "max_plan_value":
            raise ValueError(f"type must match const 'max_plan_value', got '{type_}'")

        max_value = d.pop("maxValue")

        max_plan_value = cls(
            type_=type_,
            max_value=max_value,
        )

        return max_plan_value
