from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.size_curve_import import SizeCurveImport


T = TypeVar("T", bound="OneSizeCurveImport")


@_attrs_define
class OneSizeCurveImport:
    """
    Attributes:
        success (bool):  Default: True.
        data (SizeCurveImport): What an import did: rows read, loaded and rejected, rejections by reason (MISSING_VALUE,
            BAD_PERCENT, UNKNOWN_BRAND, BAD_SIZE, DUPLICATE_SIZE, SHARES_NOT_100), the first 50 rejected rows
            and the curves made (one per brand).
    """

    data: SizeCurveImport
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
        from ..models.size_curve_import import SizeCurveImport  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = SizeCurveImport.from_dict(d.pop("data"))

        one_size_curve_import = cls(
            success=success,
            data=data,
        )

        return one_size_curve_import
