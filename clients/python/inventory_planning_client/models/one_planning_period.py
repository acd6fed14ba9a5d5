from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.planning_period import PlanningPeriod


T = TypeVar("T", bound="OnePlanningPeriod")


@_attrs_define
class OnePlanningPeriod:
    """
    Attributes:
        success (bool):  Default: True.
        data (PlanningPeriod): SPEC "Planning period (BUDGET kind)": both dates included.
    """

    data: PlanningPeriod
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
        from ..models.planning_period import PlanningPeriod  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = PlanningPeriod.from_dict(d.pop("data"))

        one_planning_period = cls(
            success=success,
            data=data,
        )

        return one_planning_period
