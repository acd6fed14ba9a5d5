from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MaxDiscountPercent")


@_attrs_define
class MaxDiscountPercent:
    """``{type: "max_discount_percent", maxPercent}`` (0..100).

    Each concerned line's ``discountPercent`` must be <= maxPercent; fails when greater.

        Attributes:
            type_ (Literal['max_discount_percent']):  Default: 'max_discount_percent'.
            max_percent (float):
    """

    max_percent: float
    type_: Literal["max_discount_percent"] = "max_discount_percent"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_percent = self.max_percent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "maxPercent": max_percent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["max_discount_percent"], d.pop("type"))
        if type_ != "max_discount_percent":
            raise ValueError(f"type must match const 'max_discount_percent', got '{type_}'")

        max_percent = d.pop("maxPercent")

        max_discount_percent = cls(
            type_=type_,
            max_percent=max_percent,
        )

        return max_discount_percent
