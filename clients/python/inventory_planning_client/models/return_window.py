from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReturnWindow")


@_attrs_define
class ReturnWindow:
    """``{type: "return_window", maxDaysSinceReceipt}`` (whole days, integer >= 0; issue 37).

    Each concerned returned line (a supplier return's, an exchange's RETURN side) is checked: days since
    the item last arrived at the line's shop (``daysSinceReceipt``, an INBOUND movement) must be <=
    maxDaysSinceReceipt; fails when greater. A line with no known receipt is not checked (``unmeasured``).

        Attributes:
            type_ (Literal['return_window']):  Default: 'return_window'.
            max_days_since_receipt (int):
    """

    max_days_since_receipt: int
    type_: Literal["return_window"] = "return_window"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_days_since_receipt = self.max_days_since_receipt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "maxDaysSinceReceipt": max_days_since_receipt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["return_window"], d.pop("type"))
        if type_ != "return_window":
            raise ValueError(f"type must match const 'return_window', got '{type_}'")

        max_days_since_receipt = d.pop("maxDaysSinceReceipt")

        return_window = cls(
            type_=type_,
            max_days_since_receipt=max_days_since_receipt,
        )

        return return_window
