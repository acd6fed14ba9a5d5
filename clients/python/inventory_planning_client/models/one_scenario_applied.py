from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.scenario_applied import ScenarioApplied


T = TypeVar("T", bound="OneScenarioApplied")


@_attrs_define
class OneScenarioApplied:
    """
    Attributes:
        success (bool):  Default: True.
        data (ScenarioApplied): ``{scenarioId, planId, added, updated, skipped[], warnings[]}``.
    """

    data: ScenarioApplied
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
        from ..models.scenario_applied import ScenarioApplied  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ScenarioApplied.from_dict(d.pop("data"))

        one_scenario_applied = cls(
            success=success,
            data=data,
        )

        return one_scenario_applied
