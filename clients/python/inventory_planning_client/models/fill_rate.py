from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FillRate")


@_attrs_define
class FillRate:
    """sold / demand, in units and in value at the sale lines' prices; null without demand.

    Attributes:
        units (float | None):
        value (float | None):
    """

    units: float | None
    value: float | None

    def to_dict(self) -> dict[str, Any]:
        units: float | None
        units = self.units

        value: float | None
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "units": units,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_units(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        units = _parse_units(d.pop("units"))

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        fill_rate = cls(
            units=units,
            value=value,
        )

        return fill_rate
