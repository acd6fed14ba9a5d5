from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.planning_default_source import PlanningDefaultSource, check_planning_default_source

T = TypeVar("T", bound="PlanningDefault")


@_attrs_define
class PlanningDefault:
    """One planning default as it applies: its value, the service's default, where the value comes
    from (DEFAULT or ORGANIZATION) and its bounds.

        Attributes:
            value (float | int):
            default (float | int):
            source (PlanningDefaultSource):
            min_ (float | int):
            max_ (float | int):
    """

    value: float | int
    default: float | int
    source: PlanningDefaultSource
    min_: float | int
    max_: float | int

    def to_dict(self) -> dict[str, Any]:
        value: float | int
        value = self.value

        default: float | int
        default = self.default

        source: str = self.source

        min_: float | int
        min_ = self.min_

        max_: float | int
        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "default": default,
                "source": source,
                "min": min_,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_value(data: object) -> float | int:
            return cast(float | int, data)

        value = _parse_value(d.pop("value"))

        def _parse_default(data: object) -> float | int:
            return cast(float | int, data)

        default = _parse_default(d.pop("default"))

        source = check_planning_default_source(d.pop("source"))

        def _parse_min_(data: object) -> float | int:
            return cast(float | int, data)

        min_ = _parse_min_(d.pop("min"))

        def _parse_max_(data: object) -> float | int:
            return cast(float | int, data)

        max_ = _parse_max_(d.pop("max"))

        planning_default = cls(
            value=value,
            default=default,
            source=source,
            min_=min_,
            max_=max_,
        )

        return planning_default
