from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.planning_defaults_change import PlanningDefaultsChange


T = TypeVar("T", bound="SettingsChange")


@_attrs_define
class SettingsChange:
    """Body of PATCH .../organizations/{organizationId}/settings (docs/data-platform.md).

    Attributes:
        planning_defaults (PlanningDefaultsChange): Planning defaults to set (a value) or to give back to the service's
            default (null); the
            bounds are domain/planning_settings.py's; ``fallbackPercent`` may not pass ``maxDiscountPct``.
    """

    planning_defaults: PlanningDefaultsChange

    def to_dict(self) -> dict[str, Any]:
        planning_defaults = self.planning_defaults.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "planningDefaults": planning_defaults,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.planning_defaults_change import PlanningDefaultsChange  # noqa: PLC0415

        d = dict(src_dict)
        planning_defaults = PlanningDefaultsChange.from_dict(d.pop("planningDefaults"))

        settings_change = cls(
            planning_defaults=planning_defaults,
        )

        return settings_change
