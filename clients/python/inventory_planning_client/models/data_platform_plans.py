from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.data_platform_plans_countsbystatus import DataPlatformPlansCountsbystatus
    from ..models.plan import Plan


T = TypeVar("T", bound="DataPlatformPlans")


@_attrs_define
class DataPlatformPlans:
    """GET /api/data-platform/plans/{type}: ``{success, data: {countsByStatus, data, limit, offset, total}}``.

    Attributes:
        counts_by_status (DataPlatformPlansCountsbystatus):
        data (list[Plan]):
        limit (int):
        offset (int):
        total (int):
    """

    counts_by_status: DataPlatformPlansCountsbystatus
    data: list[Plan]
    limit: int
    offset: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        counts_by_status = self.counts_by_status.to_dict()

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        limit = self.limit

        offset = self.offset

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "countsByStatus": counts_by_status,
                "data": data,
                "limit": limit,
                "offset": offset,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.data_platform_plans_countsbystatus import DataPlatformPlansCountsbystatus  # noqa: PLC0415
        from ..models.plan import Plan  # noqa: PLC0415

        d = dict(src_dict)
        counts_by_status = DataPlatformPlansCountsbystatus.from_dict(d.pop("countsByStatus"))

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = Plan.from_dict(data_item_data)

            data.append(data_item)

        limit = d.pop("limit")

        offset = d.pop("offset")

        total = d.pop("total")

        data_platform_plans = cls(
            counts_by_status=counts_by_status,
            data=data,
            limit=limit,
            offset=offset,
            total=total,
        )

        return data_platform_plans
