from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.time_windowed_aggregation_body_function import (
    TimeWindowedAggregationBodyFunction,
    check_time_windowed_aggregation_body_function,
)
from ..models.time_windowed_aggregation_body_source import (
    TimeWindowedAggregationBodySource,
    check_time_windowed_aggregation_body_source,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.metric_filter import MetricFilter
    from ..models.time_window import TimeWindow


T = TypeVar("T", bound="TimeWindowedAggregationBody")


@_attrs_define
class TimeWindowedAggregationBody:
    """An aggregation over the rows whose ``timeColumn`` (a date or timestamp column) falls in ``window``.

    ``{kind: "time_windowed_aggregation", source, column, function, filters, timeColumn, window}``.
    Timestamps are compared by their UTC calendar day.

        Attributes:
            kind (Literal['time_windowed_aggregation']):
            source (TimeWindowedAggregationBodySource):
            column (str): a column of the source, or "*" for count
            function (TimeWindowedAggregationBodyFunction):
            time_column (str):
            window (TimeWindow): ``{days, anchor, offsetDays?, direction?}``: a range of whole days.

                ``anchor`` is ``latest_data`` (the latest date of the time column over all rows of the source,
                before filters) or ``today`` (UTC). ``trailing`` (default) covers the ``days`` days ending
                ``offsetDays`` days before the anchor, both ends included: ``[A - offset - days + 1, A - offset]``;
                ``leading`` covers ``[A + offset, A + offset + days - 1]`` (forecasts).
            filters (list[MetricFilter] | Unset):
    """

    kind: Literal["time_windowed_aggregation"]
    source: TimeWindowedAggregationBodySource
    column: str
    function: TimeWindowedAggregationBodyFunction
    time_column: str
    window: TimeWindow
    filters: list[MetricFilter] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        source: str = self.source

        column = self.column

        function: str = self.function

        time_column = self.time_column

        window = self.window.to_dict()

        filters: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.filters, Unset):
            filters = []
            for filters_item_data in self.filters:
                filters_item = filters_item_data.to_dict()
                filters.append(filters_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "source": source,
                "column": column,
                "function": function,
                "timeColumn": time_column,
                "window": window,
            }
        )
        if filters is not UNSET:
            field_dict["filters"] = filters

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metric_filter import MetricFilter  # noqa: PLC0415
        from ..models.time_window import TimeWindow  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["time_windowed_aggregation"], d.pop("kind"))
        if kind != "time_windowed_aggregation":
            raise ValueError(f"kind must match const 'time_windowed_aggregation', got '{kind}'")

        source = check_time_windowed_aggregation_body_source(d.pop("source"))

        column = d.pop("column")

        function = check_time_windowed_aggregation_body_function(d.pop("function"))

        time_column = d.pop("timeColumn")

        window = TimeWindow.from_dict(d.pop("window"))

        _filters = d.pop("filters", UNSET)
        filters: list[MetricFilter] | Unset = UNSET
        if _filters is not UNSET:
            filters = []
            for filters_item_data in _filters:
                filters_item = MetricFilter.from_dict(filters_item_data)

                filters.append(filters_item)

        time_windowed_aggregation_body = cls(
            kind=kind,
            source=source,
            column=column,
            function=function,
            time_column=time_column,
            window=window,
            filters=filters,
        )

        return time_windowed_aggregation_body
