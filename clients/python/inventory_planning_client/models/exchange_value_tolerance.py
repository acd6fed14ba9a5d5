from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExchangeValueTolerance")


@_attrs_define
class ExchangeValueTolerance:
    """``{type: "exchange_value_tolerance", maxValueDifferencePct}`` (percent, 0..100; issue 37).

    An exchange's returned value R (its RETURN lines) and received value V (its RECEIVE lines), each as
    max_plan_value, differ by ``|V - R| / R x 100`` percent. Fails when that is > maxValueDifferencePct.
    While R is 0 the plan is not measured (``unmeasured``: its lines). ``details.extra``: returnValue,
    receiveValue.

        Attributes:
            type_ (Literal['exchange_value_tolerance']):  Default: 'exchange_value_tolerance'.
            max_value_difference_pct (float):
    """

    max_value_difference_pct: float
    type_: Literal["exchange_value_tolerance"] = "exchange_value_tolerance"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_value_difference_pct = self.max_value_difference_pct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "maxValueDifferencePct": max_value_difference_pct,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["exchange_value_tolerance"], d.pop("type"))
        if type_ != "exchange_value_tolerance":
            raise ValueError(f"type must match const 'exchange_value_tolerance', got '{type_}'")

        max_value_difference_pct = d.pop("maxValueDifferencePct")

        exchange_value_tolerance = cls(
            type_=type_,
            max_value_difference_pct=max_value_difference_pct,
        )

        return exchange_value_tolerance
