from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.onedictstr_any_data import OnedictstrAnyData


T = TypeVar("T", bound="OnedictstrAny")


@_attrs_define
class OnedictstrAny:
    """
    Attributes:
        success (bool):  Default: True.
        data (OnedictstrAnyData):
    """

    data: OnedictstrAnyData
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
        from ..models.onedictstr_any_data import OnedictstrAnyData  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = OnedictstrAnyData.from_dict(d.pop("data"))

        onedictstr_any = cls(
            success=success,
            data=data,
        )

        return onedictstr_any
