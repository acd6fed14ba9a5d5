from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.resolved_settings import ResolvedSettings


T = TypeVar("T", bound="OneResolvedSettings")


@_attrs_define
class OneResolvedSettings:
    """
    Attributes:
        success (bool):  Default: True.
        data (ResolvedSettings): The data-platform settings of an organization as they apply now (REFERENCE 8.4).
    """

    data: ResolvedSettings
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
        from ..models.resolved_settings import ResolvedSettings  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ResolvedSettings.from_dict(d.pop("data"))

        one_resolved_settings = cls(
            success=success,
            data=data,
        )

        return one_resolved_settings
