from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.metric_patch_grain_item import MetricPatchGrainItem, check_metric_patch_grain_item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.aggregation_body import AggregationBody
    from ..models.composite_body import CompositeBody
    from ..models.formula_body import FormulaBody
    from ..models.precomputed_column_body import PrecomputedColumnBody
    from ..models.time_windowed_aggregation_body import TimeWindowedAggregationBody


T = TypeVar("T", bound="MetricPatch")


@_attrs_define
class MetricPatch:
    """Body of PATCH /api/intelligence-layer/metrics/{id}: ``{displayName?, grain?, body?}``.

    ``body`` replaces the stored body whole (a complete valid body, never merged). ``key`` and
    ``scope`` cannot change; null values are refused.

        Attributes:
            display_name (str | Unset):
            grain (list[MetricPatchGrainItem] | Unset):
            body (AggregationBody | CompositeBody | FormulaBody | PrecomputedColumnBody | TimeWindowedAggregationBody |
                Unset):
    """

    display_name: str | Unset = UNSET
    grain: list[MetricPatchGrainItem] | Unset = UNSET
    body: (
        AggregationBody | CompositeBody | FormulaBody | PrecomputedColumnBody | TimeWindowedAggregationBody | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.aggregation_body import AggregationBody  # noqa: PLC0415
        from ..models.formula_body import FormulaBody  # noqa: PLC0415
        from ..models.precomputed_column_body import PrecomputedColumnBody  # noqa: PLC0415
        from ..models.time_windowed_aggregation_body import TimeWindowedAggregationBody  # noqa: PLC0415

        display_name = self.display_name

        grain: list[str] | Unset = UNSET
        if not isinstance(self.grain, Unset):
            grain = []
            for grain_item_data in self.grain:
                grain_item: str = grain_item_data
                grain.append(grain_item)

        body: dict[str, Any] | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, PrecomputedColumnBody):
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

        field_dict.update({})
        if display_name is not UNSET:
            field_dict["displayName"] = display_name
        if grain is not UNSET:
            field_dict["grain"] = grain
        if body is not UNSET:
            field_dict["body"] = body

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.aggregation_body import AggregationBody  # noqa: PLC0415
        from ..models.composite_body import CompositeBody  # noqa: PLC0415
        from ..models.formula_body import FormulaBody  # noqa: PLC0415
        from ..models.precomputed_column_body import PrecomputedColumnBody  # noqa: PLC0415
        from ..models.time_windowed_aggregation_body import TimeWindowedAggregationBody  # noqa: PLC0415

        d = dict(src_dict)
        display_name = d.pop("displayName", UNSET)

        _grain = d.pop("grain", UNSET)
        grain: list[MetricPatchGrainItem] | Unset = UNSET
        if _grain is not UNSET:
            grain = []
            for grain_item_data in _grain:
                grain_item = check_metric_patch_grain_item(grain_item_data)

                grain.append(grain_item)

        def _parse_body(
            data: object,
        ) -> (
            AggregationBody | CompositeBody | FormulaBody | PrecomputedColumnBody | TimeWindowedAggregationBody | Unset
        ):
            if isinstance(data, Unset):
                return data
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

        body = _parse_body(d.pop("body", UNSET))

        metric_patch = cls(
            display_name=display_name,
            grain=grain,
            body=body,
        )

        return metric_patch
