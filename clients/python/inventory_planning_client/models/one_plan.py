from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.plan import Plan


T = TypeVar("T", bound="OnePlan")


@_attrs_define
class OnePlan:
    """
    Attributes:
        success (bool):  Default: True.
        data (Plan): A plan header with its maintained totals (kept with the lines in one transaction).
    """

    data: Plan
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
        from ..models.plan import Plan  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Plan.from_dict(d.pop("data"))

        one_plan = cls(
            success=success,
            data=data,
        )

        return one_plan
