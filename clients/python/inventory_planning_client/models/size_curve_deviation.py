from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SizeCurveDeviation")


@_attrs_define
class SizeCurveDeviation:
    """``{type: "size_curve_deviation", maxDeviationPoints}`` (REFERENCE 5.3 SIZE_CURVE_DEVIATION;
    percentage points, 0..100).

    For each variant of the concerned lines whose brand has a size curve (``context.sizeCurves``): the
    plan's projected size mix = each size's share of the variant's in-scope quantity (all shops
    together, in percent); the deviation = the largest absolute difference between that mix and the
    curve over the sizes of either, in points (``domain.size_curves.curves.deviation_points``). Fails
    when the deviation > maxDeviationPoints. Variants without a brand, without a curve or with 0 pieces
    are unmeasured. ``details.extra``: ``worstSize``, the size of the largest deviation.

        Attributes:
            type_ (Literal['size_curve_deviation']):  Default: 'size_curve_deviation'.
            max_deviation_points (float):
    """

    max_deviation_points: float
    type_: Literal["size_curve_deviation"] = "size_curve_deviation"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_deviation_points = self.max_deviation_points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "maxDeviationPoints": max_deviation_points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["size_curve_deviation"], d.pop("type"))
        if type_ != "size_curve_deviation":
            raise ValueError(f"type must match const 'size_curve_deviation', got '{type_}'")

        max_deviation_points = d.pop("maxDeviationPoints")

        size_curve_deviation = cls(
            type_=type_,
            max_deviation_points=max_deviation_points,
        )

        return size_curve_deviation
