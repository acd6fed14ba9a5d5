from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.figures import Figures
    from ..models.trace_day import TraceDay


T = TypeVar("T", bound="PositionPolicy")


@_attrs_define
class PositionPolicy:
    """A kept position under one policy: its figures and its day-by-day trace.

    Attributes:
        totals (Figures): What a policy delivered over a set of position-days (docs/intelligence.md "Decision replay").
        trace (list[TraceDay]):
    """

    totals: Figures
    trace: list[TraceDay]

    def to_dict(self) -> dict[str, Any]:
        totals = self.totals.to_dict()

        trace = []
        for trace_item_data in self.trace:
            trace_item = trace_item_data.to_dict()
            trace.append(trace_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "totals": totals,
                "trace": trace,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.figures import Figures  # noqa: PLC0415
        from ..models.trace_day import TraceDay  # noqa: PLC0415

        d = dict(src_dict)
        totals = Figures.from_dict(d.pop("totals"))

        trace = []
        _trace = d.pop("trace")
        for trace_item_data in _trace:
            trace_item = TraceDay.from_dict(trace_item_data)

            trace.append(trace_item)

        position_policy = cls(
            totals=totals,
            trace=trace,
        )

        return position_policy
