from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rule_warning import RuleWarning
    from ..models.skipped_line import SkippedLine


T = TypeVar("T", bound="ScenarioApplied")


@_attrs_define
class ScenarioApplied:
    """``{scenarioId, planId, added, updated, skipped[], warnings[]}``.

    Attributes:
        scenario_id (str):
        plan_id (str):
        added (int):
        updated (int):
        skipped (list[SkippedLine]):
        warnings (list[RuleWarning]):
    """

    scenario_id: str
    plan_id: str
    added: int
    updated: int
    skipped: list[SkippedLine]
    warnings: list[RuleWarning]

    def to_dict(self) -> dict[str, Any]:
        scenario_id = self.scenario_id

        plan_id = self.plan_id

        added = self.added

        updated = self.updated

        skipped = []
        for skipped_item_data in self.skipped:
            skipped_item = skipped_item_data.to_dict()
            skipped.append(skipped_item)

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scenarioId": scenario_id,
                "planId": plan_id,
                "added": added,
                "updated": updated,
                "skipped": skipped,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_warning import RuleWarning  # noqa: PLC0415
        from ..models.skipped_line import SkippedLine  # noqa: PLC0415

        d = dict(src_dict)
        scenario_id = d.pop("scenarioId")

        plan_id = d.pop("planId")

        added = d.pop("added")

        updated = d.pop("updated")

        skipped = []
        _skipped = d.pop("skipped")
        for skipped_item_data in _skipped:
            skipped_item = SkippedLine.from_dict(skipped_item_data)

            skipped.append(skipped_item)

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = RuleWarning.from_dict(warnings_item_data)

            warnings.append(warnings_item)

        scenario_applied = cls(
            scenario_id=scenario_id,
            plan_id=plan_id,
            added=added,
            updated=updated,
            skipped=skipped,
            warnings=warnings,
        )

        return scenario_applied
