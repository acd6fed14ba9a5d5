from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaxPlanValuePerBrand")


@_attrs_define
class MaxPlanValuePerBrand:
    """``{type: "max_plan_value_per_brand", maxValue}`` (currency, >= 0).

    Value of a brand = plan value (see max_plan_value) of the in-scope lines of that brand. Checked for
    each brand of the concerned lines; fails when > maxValue. Lines without a brandId, and lines
    without a unit cost, are not counted (``unmeasured``).

        Attributes:
            type_ (Literal['max_plan_value_per_brand']):  Default: 'max_plan_value_per_brand'.
            max_value (float):
    """

    max_value: float
    type_: Literal["max_plan_value_per_brand"] = "max_plan_value_per_brand"

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
        type_ = cast(Literal["max_plan_value_per_brand"], d.pop("type"))
        if type_ != "max_plan_value_per_brand":
            raise ValueError(f"type must match const 'max_plan_value_per_brand', got '{type_}'")

        max_value = d.pop("maxValue")

        max_plan_value_per_brand = cls(
            type_=type_,
            max_value=max_value,
        )

        return max_plan_value_per_brand
