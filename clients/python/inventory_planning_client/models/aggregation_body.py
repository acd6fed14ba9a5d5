from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.aggregation_body_function import AggregationBodyFunction, check_aggregation_body_function
from ..models.aggregation_body_source import AggregationBodySource, check_aggregation_body_source
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.metric_filter import MetricFilter


T = TypeVar("T", bound="AggregationBody")


@_attrs_define
class AggregationBody:
    """``{kind: "aggregation", source, column, function, filters}`` over every row of the source.

    ``function``: sum | avg | min | max (numeric column) | count (any column, or ``"*"`` for rows)
    | count_distinct (any column). Nulls are skipped; sum and count of an empty group are 0, avg,
    min and max of an empty group are None. Unit: the column's unit (counts: rows or values).

        Attributes:
            kind (Literal['aggregation']):
            source (AggregationBodySource):
            column (str): a column of the source, or "*" for count
            function (AggregationBodyFunction):
            filters (list[MetricFilter] | Unset):
    """

    kind: Literal["aggregation"]
    source: AggregationBodySource
    column: str
    function: AggregationBodyFunction
    filters: list[MetricFilter] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        source: str = self.source

        column = self.column

        function: str = self.function

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
            }
        )
        if filters is not UNSET:
            field_dict["filters"] = filters

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metric_filter import MetricFilter  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["aggregation"], d.pop("kind"))
        if kind != "aggregation":
            raise ValueError(f"kind must match const 'aggregation', got '{kind}'")

        source = check_aggregation_body_source(d.pop("source"))

        column = d.pop("column")

        function = check_aggregation_body_function(d.pop("function"))

        _filters = d.pop("filters", UNSET)
        filters: list[MetricFilter] | Unset = UNSET
        if _filters is not UNSET:
            filters = []
            for filters_item_data in _filters:
                filters_item = MetricFilter.from_dict(filters_item_data)

                filters.append(filters_item)

        aggregation_body = cls(
            kind=kind,
            source=source,
            column=column,
            function=function,
            filters=filters,
        )

        return aggregation_body
