from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.plan_check import PlanCheck


T = TypeVar("T", bound="OnePlanCheck")


@_attrs_define
class OnePlanCheck:
    """
    Attributes:
        success (bool):  Default: True.
        data (PlanCheck): ``{planId, planType, hook: "MANUAL_CHECK", rulesetId, blocked, outcomes}``: every rule outcome
            of a
            manual check (nothing changed); ``rulesetId`` the ruleset used (null: the organization has none).
    """

    data: PlanCheck
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
        from ..models.plan_check import PlanCheck  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = PlanCheck.from_dict(d.pop("data"))

        one_plan_check = cls(
            success=success,
            data=data,
        )

        return one_plan_check
