from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.data_platform_plans import DataPlatformPlans


T = TypeVar("T", bound="OneDataPlatformPlans")


@_attrs_define
class OneDataPlatformPlans:
    """
    Attributes:
        success (bool):  Default: True.
        data (DataPlatformPlans): GET /api/data-platform/plans/{type}: ``{success, data: {countsByStatus, data, limit,
            offset, total}}``.
    """

    data: DataPlatformPlans
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
        from ..models.data_platform_plans import DataPlatformPlans  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = DataPlatformPlans.from_dict(d.pop("data"))

        one_data_platform_plans = cls(
            success=success,
            data=data,
        )

        return one_data_platform_plans
