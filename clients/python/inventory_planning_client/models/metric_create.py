from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.metric_create_grain_item import MetricCreateGrainItem, check_metric_create_grain_item

if TYPE_CHECKING:
    from ..models.aggregation_body import AggregationBody
    from ..models.composite_body import CompositeBody
    from ..models.formula_body import FormulaBody
    from ..models.precomputed_column_body import PrecomputedColumnBody
    from ..models.time_windowed_aggregation_body import TimeWindowedAggregationBody


T = TypeVar("T", bound="MetricCreate")


@_attrs_define
class MetricCreate:
    """Body of POST /api/intelligence-layer/metrics: ``{key, displayName, grain, body}``.

    ``key`` (UPPER_SNAKE, 1..64) names the metric in formulas and composites and is unique in the
    organization's catalogue (GLOBAL keys included); ``displayName`` 1..255; ``grain`` 1..7 distinct
    levels; ``body`` one of the five forms of docs/metrics.md. Scope is ORG and the organization
    comes from the token.

        Attributes:
            key (str):
            display_name (str):
            grain (list[MetricCreateGrainItem]):
            body (AggregationBody | CompositeBody | FormulaBody | PrecomputedColumnBody | TimeWindowedAggregationBody):
    """

    key: str
    display_name: str
    grain: list[MetricCreateGrainItem]
    body: AggregationBody | CompositeBody | FormulaBody | PrecomputedColumnBody | TimeWindowedAggregationBody

    def to_dict(self) -> dict[str, Any]:
        from ..models.aggregation_body import AggregationBody  # noqa: PLC0415
        from ..models.formula_body import FormulaBody  # noqa: PLC0415
        from ..models.precomputed_column_body import PrecomputedColumnBody  # noqa: PLC0415
        from ..models.time_windowed_aggregation_body import TimeWindowedAggregationBody  # noqa: PLC0415

        key = self.key

        display_name = self.display_name

        grain = []
        for grain_item_data in self.grain:
            grain_item: str = grain_item_data
            grain.append(grain_item)

        body: dict[str, Any]
        if isinstance(self.body, PrecomputedColumnBody):
            body = self.body.to_dict()
        elif isinstance(self.body, AggregationBody):
            body = self.body.to_dict()
        elif isinstance(self.body, TimeWindowedAggregationBody):
            body = self.body.to_dict()
        elif isinstance(self.body, FormulaBody):
            body = self.body.to_dict()
        else:
            body = self.body.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "displayName": display_name,
                "grain": grain,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.aggregation_body import AggregationBody  # noqa: PLC0415
        from ..models.composite_body import CompositeBody  # noqa: PLC0415
        from ..models.formula_body import FormulaBody  # noqa: PLC0415
        from ..models.precomputed_column_body import PrecomputedColumnBody  # noqa: PLC0415
        from ..models.time_windowed_aggregation_body import TimeWindowedAggregationBody  # noqa: PLC0415

        d = dict(src_dict)
        key = d.pop("key")

        display_name = d.pop("displayName")

        grain = []
        _grain = d.pop("grain")
        for grain_item_data in _grain:
            grain_item = check_metric_create_grain_item(grain_item_data)

            grain.append(grain_item)

        def _parse_body(
            data: object,
        ) -> AggregationBody | CompositeBody | FormulaBody | PrecomputedColumnBody | TimeWindowedAggregationBody:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = PrecomputedColumnBody.from_dict(data)

                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_1 = AggregationBody.from_dict(data)

                return body_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_2 = TimeWindowedAggregationBody.from_dict(data)

                return body_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_3 = FormulaBody.from_dict(data)

                return body_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            body_type_4 = CompositeBody.from_dict(data)

            return body_type_4

        body = _parse_body(d.pop("body"))

        metric_create = cls(
            key=key,
            display_name=display_name,
            grain=grain,
            body=body,
        )

        return metric_create
