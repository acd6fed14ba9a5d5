from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.time_window_anchor import TimeWindowAnchor, check_time_window_anchor
from ..models.time_window_direction import TimeWindowDirection, check_time_window_direction
from ..types import UNSET, Unset

T = TypeVar("T", bound="TimeWindow")


@_attrs_define
class TimeWindow:
    """``{days, anchor, offsetDays?, direction?}``: a range of whole days.

    ``anchor`` is ``latest_data`` (the latest date of the time column over all rows of the source,
    before filters) or ``today`` (UTC). ``trailing`` (default) covers the ``days`` days ending
    ``offsetDays`` days before the anchor, both ends included: ``[A - offset - days + 1, A - offset]``;
    ``leading`` covers ``[A + offset, A + offset + days - 1]`` (forecasts).

        Attributes:
            days (int):
            anchor (TimeWindowAnchor):
            offset_days (int | Unset):  Default: 0.
            direction (TimeWindowDirection | Unset):  Default: 'trailing'.
    """

    days: int
    anchor: TimeWindowAnchor
    offset_days: int | Unset = 0
    direction: TimeWindowDirection | Unset = "trailing"

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        anchor: str = self.anchor

        offset_days = self.offset_days

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "days": days,
                "anchor": anchor,
            }
        )
        if offset_days is not UNSET:
            field_dict["offsetDays"] = offset_days
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        days = d.pop("days")

        anchor = check_time_window_anchor(d.pop("anchor"))

        offset_days = d.pop("offsetDays", UNSET)

        _direction = d.pop("direction", UNSET)
        direction: TimeWindowDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = check_time_window_direction(_direction)

        time_window = cls(
            days=days,
            anchor=anchor,
            offset_days=offset_days,
            direction=direction,
        )

        return time_window
