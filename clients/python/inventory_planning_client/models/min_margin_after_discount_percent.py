from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MinMarginAfterDiscountPercent")


@_attrs_define
class MinMarginAfterDiscountPercent:
    """``{type: "min_margin_after_discount_percent", minPercent}`` (0..100).

    For each concerned line: ``net = listPrice x (1 - discountPercent / 100)`` and
    ``margin = (net - unitCost) / net x 100``. Fails when margin < minPercent (exactly minPercent passes).
    A line with net = 0 has no defined margin and fails (``actual`` None). Lines without a list price or a
    unit cost are not checked (``unmeasured``).

        Attributes:
            type_ (Literal['min_margin_after_discount_percent']):  Default: 'min_margin_after_discount_percent'.
            min_percent (float):
    """

    min_percent: float
    type_: Literal["min_margin_after_discount_percent"] = "min_margin_after_discount_percent"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        min_percent = self.min_percent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "minPercent": min_percent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["min_margin_after_discount_percent"], d.pop("type"))
        if type_ != "min_margin_after_discount_percent":
            raise ValueError(f"type must match const 'min_margin_after_discount_percent', got '{type_}'")

        min_percent = d.pop("minPercent")

        min_margin_after_discount_percent = cls(
            type_=type_,
            min_percent=min_percent,
        )

        return min_margin_after_discount_percent
