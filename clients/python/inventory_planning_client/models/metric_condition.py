from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.metric_condition_conditionoperator import (
    MetricConditionConditionoperator,
    check_metric_condition_conditionoperator,
)
from ..models.metric_condition_metricid import MetricConditionMetricid, check_metric_condition_metricid
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.period_filter import PeriodFilter


T = TypeVar("T", bound="MetricCondition")


@_attrs_define
class MetricCondition:
    """``metricId <conditionOperator> thresholdValue`` per entity; TOP_PERCENT/BOTTOM_PERCENT: a
    percentile cutoff in (0, 100] over the entities in scope (percent_rank).

        Attributes:
            type_ (Literal['METRIC']):
            metric_id (MetricConditionMetricid):
            condition_operator (MetricConditionConditionoperator):
            threshold_value (float): in the metric's unit; a percent for TOP/BOTTOM_PERCENT
            period_filter (None | PeriodFilter | Unset): sales metrics' window (30 days without one)
    """

    type_: Literal["METRIC"]
    metric_id: MetricConditionMetricid
    condition_operator: MetricConditionConditionoperator
    threshold_value: float
    period_filter: None | PeriodFilter | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.period_filter import PeriodFilter  # noqa: PLC0415

        type_ = self.type_

        metric_id: str = self.metric_id

        condition_operator: str = self.condition_operator

        threshold_value = self.threshold_value

        period_filter: dict[str, Any] | None | Unset
        if isinstance(self.period_filter, Unset):
            period_filter = UNSET
        elif isinstance(self.period_filter, PeriodFilter):
            period_filter = self.period_filter.to_dict()
        else:
            period_filter = self.period_filter

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "metricId": metric_id,
                "conditionOperator": condition_operator,
                "thresholdValue": threshold_value,
            }
        )
        if period_filter is not UNSET:
            field_dict["periodFilter"] = period_filter

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.period_filter import PeriodFilter  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["METRIC"], d.pop("type"))
        if type_ != "METRIC":
            raise ValueError(f"type must match const 'METRIC', got '{type_}'")

        metric_id = check_metric_condition_metricid(d.pop("metricId"))

        condition_operator = check_metric_condition_conditionoperator(d.pop("conditionOperator"))

        threshold_value = d.pop("thresholdValue")

        def _parse_period_filter(data: object) -> None | PeriodFilter | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                period_filter_type_0 = PeriodFilter.from_dict(data)

                return period_filter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PeriodFilter | Unset, data)

        period_filter = _parse_period_filter(d.pop("periodFilter", UNSET))

        metric_condition = cls(
            type_=type_,
            metric_id=metric_id,
            condition_operator=condition_operator,
            threshold_value=threshold_value,
            period_filter=period_filter,
        )

        return metric_condition
