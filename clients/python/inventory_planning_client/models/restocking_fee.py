from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RestockingFee")


@_attrs_define
class RestockingFee:
    """``{type: "restocking_fee", feePercent, maxFeeValue}`` (issue 37): the supplier's restocking fee
    (percent, 0..100) on the returned value must stay within ``maxFeeValue`` (currency, >= 0).

    ``fee = returnedValue x feePercent / 100`` with returnedValue the value (see max_plan_value) of the
    in-scope returned lines (a return's lines, an exchange's RETURN side). Fails when fee > maxFeeValue.
    ``details.extra``: returnedValue, fee, feePercent.

        Attributes:
            type_ (Literal['restocking_fee']):  Default: 'restocking_fee'.
            fee_percent (float):
            max_fee_value (float):
    """

    fee_percent: float
    max_fee_value: float
    type_: Literal["restocking_fee"] = "restocking_fee"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        fee_percent = self.fee_percent

        max_fee_value = self.max_fee_value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "feePercent": fee_percent,
                "maxFeeValue": max_fee_value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["restocking_fee"], d.pop("type"))
        if type_ != "restocking_fee":
            raise ValueError(f"type must match const 'restocking_fee', got '{type_}'")

        fee_percent = d.pop("feePercent")

        max_fee_value = d.pop("maxFeeValue")

        restocking_fee = cls(
            type_=type_,
            fee_percent=fee_percent,
            max_fee_value=max_fee_value,
        )

        return restocking_fee
