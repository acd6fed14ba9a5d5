from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.size_curve import SizeCurve


T = TypeVar("T", bound="OneSizeCurve")


@_attrs_define
class OneSizeCurve:
    """
    Attributes:
        success (bool):  Default: True.
        data (SizeCurve): A brand's size curve: ``shares`` size id -> percent of the brand's pieces (adding to 100 +/-
            0.5).
    """

    data: SizeCurve
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.size_curve import SizeCurve  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = SizeCurve.from_dict(d.pop("data"))

        one_size_curve = cls(
            success=success,
            data=data,
        )

        return one_size_curve
