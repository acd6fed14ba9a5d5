from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.frontier_point_policy import FrontierPointPolicy, check_frontier_point_policy

T = TypeVar("T", bound="FrontierPoint")


@_attrs_define
class FrontierPoint:
    """One policy variant on the fill rate / average stock plane.

    Attributes:
        label (str):
        policy (FrontierPointPolicy):
        cover_weeks (float | None): min-max: weeks of cover; else null
        service_level (float | None): a recommendations variant's service level; else null
        average_stock_units (float):
        fill_rate_units (float | None):
        profit (float):
        frontier_fill_rate_units (float | None): min-max's frontier (its variants joined by straight lines) at this
            variant's average stock; null for min-max, with fewer than two min-max variants, or outside their stock range
    """

    label: str
    policy: FrontierPointPolicy
    cover_weeks: float | None
    service_level: float | None
    average_stock_units: float
    fill_rate_units: float | None
    profit: float
    frontier_fill_rate_units: float | None

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        policy: str = self.policy

        cover_weeks: float | None
        cover_weeks = self.cover_weeks

        service_level: float | None
        service_level = self.service_level

        average_stock_units = self.average_stock_units

        fill_rate_units: float | None
        fill_rate_units = self.fill_rate_units

        profit = self.profit

        frontier_fill_rate_units: float | None
        frontier_fill_rate_units = self.frontier_fill_rate_units

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "policy": policy,
                "coverWeeks": cover_weeks,
                "serviceLevel": service_level,
                "averageStockUnits": average_stock_units,
                "fillRateUnits": fill_rate_units,
                "profit": profit,
                "frontierFillRateUnits": frontier_fill_rate_units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        policy = check_frontier_point_policy(d.pop("policy"))

        def _parse_cover_weeks(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cover_weeks = _parse_cover_weeks(d.pop("coverWeeks"))

        def _parse_service_level(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        service_level = _parse_service_level(d.pop("serviceLevel"))

        average_stock_units = d.pop("averageStockUnits")

        def _parse_fill_rate_units(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        fill_rate_units = _parse_fill_rate_units(d.pop("fillRateUnits"))

        profit = d.pop("profit")

        def _parse_frontier_fill_rate_units(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        frontier_fill_rate_units = _parse_frontier_fill_rate_units(d.pop("frontierFillRateUnits"))

        frontier_point = cls(
            label=label,
            policy=policy,
            cover_weeks=cover_weeks,
            service_level=service_level,
            average_stock_units=average_stock_units,
            fill_rate_units=fill_rate_units,
            profit=profit,
            frontier_fill_rate_units=frontier_fill_rate_units,
        )

        return frontier_point
