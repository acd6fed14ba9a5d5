from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanningDefaultsChange")


@_attrs_define
class PlanningDefaultsChange:
    """Planning defaults to set (a value) or to give back to the service's default (null); the
    bounds are domain/planning_settings.py's; ``fallbackPercent`` may not pass ``maxDiscountPct``.

        Attributes:
            default_lead_time_days (int | None | Unset): days
            review_period_days (int | None | Unset): days
            service_level (float | None | Unset): probability
            selling_horizon_days (int | None | Unset): days
            fallback_percent (float | None | Unset): %
            max_discount_pct (float | None | Unset): %
            margin_floor_pct (float | None | Unset): %
            min_transfer_quantity (int | None | Unset): units
            stale_after_days (int | None | Unset): days: a served run older than this is stale
            markdown_sell_through_target (float | None | Unset): %
            holding_cost_rate_per_year (float | None | Unset): fraction of unit cost a year
            service_level_min (float | None | Unset): probability: the critical ratio's floor
            service_level_max (float | None | Unset): probability: the critical ratio's ceiling
            default_gross_margin_pct (float | None | Unset): % of price, where a position has no unit cost
    """

    default_lead_time_days: int | None | Unset = UNSET
    review_period_days: int | None | Unset = UNSET
    service_level: float | None | Unset = UNSET
    selling_horizon_days: int | None | Unset = UNSET
    fallback_percent: float | None | Unset = UNSET
    max_discount_pct: float | None | Unset = UNSET
    margin_floor_pct: float | None | Unset = UNSET
    min_transfer_quantity: int | None | Unset = UNSET
    stale_after_days: int | None | Unset = UNSET
    markdown_sell_through_target: float | None | Unset = UNSET
    holding_cost_rate_per_year: float | None | Unset = UNSET
    service_level_min: float | None | Unset = UNSET
    service_level_max: float | None | Unset = UNSET
    default_gross_margin_pct: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default_lead_time_days: int | None | Unset
        if isinstance(self.default_lead_time_days, Unset):
            default_lead_time_days = UNSET
        else:
            default_lead_time_days = self.default_lead_time_days

        review_period_days: int | None | Unset
        if isinstance(self.review_period_days, Unset):
            review_period_days = UNSET
        else:
            review_period_days = self.review_period_days

        service_level: float | None | Unset
        if isinstance(self.service_level, Unset):
            service_level = UNSET
        else:
            service_level = self.service_level

        selling_horizon_days: int | None | Unset
        if isinstance(self.selling_horizon_days, Unset):
            selling_horizon_days = UNSET
        else:
            selling_horizon_days = self.selling_horizon_days

        fallback_percent: float | None | Unset
        if isinstance(self.fallback_percent, Unset):
            fallback_percent = UNSET
        else:
            fallback_percent = self.fallback_percent

        max_discount_pct: float | None | Unset
        if isinstance(self.max_discount_pct, Unset):
            max_discount_pct = UNSET
        else:
            max_discount_pct = self.max_discount_pct

        margin_floor_pct: float | None | Unset
        if isinstance(self.margin_floor_pct, Unset):
            margin_floor_pct = UNSET
        else:
            margin_floor_pct = self.margin_floor_pct

        min_transfer_quantity: int | None | Unset
        if isinstance(self.min_transfer_quantity, Unset):
            min_transfer_quantity = UNSET
        else:
            min_transfer_quantity = self.min_transfer_quantity

        stale_after_days: int | None | Unset
        if isinstance(self.stale_after_days, Unset):
            stale_after_days = UNSET
        else:
            stale_after_days = self.stale_after_days

        markdown_sell_through_target: float | None | Unset
        if isinstance(self.markdown_sell_through_target, Unset):
            markdown_sell_through_target = UNSET
        else:
            markdown_sell_through_target = self.markdown_sell_through_target

        holding_cost_rate_per_year: float | None | Unset
        if isinstance(self.holding_cost_rate_per_year, Unset):
            holding_cost_rate_per_year = UNSET
        else:
            holding_cost_rate_per_year = self.holding_cost_rate_per_year

        service_level_min: float | None | Unset
        if isinstance(self.service_level_min, Unset):
            service_level_min = UNSET
        else:
            service_level_min = self.service_level_min

        service_level_max: float | None | Unset
        if isinstance(self.service_level_max, Unset):
            service_level_max = UNSET
        else:
            service_level_max = self.service_level_max

        default_gross_margin_pct: float | None | Unset
        if isinstance(self.default_gross_margin_pct, Unset):
            default_gross_margin_pct = UNSET
        else:
            default_gross_margin_pct = self.default_gross_margin_pct

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if default_lead_time_days is not UNSET:
            field_dict["defaultLeadTimeDays"] = default_lead_time_days
        if review_period_days is not UNSET:
            field_dict["reviewPeriodDays"] = review_period_days
        if service_level is not UNSET:
            field_dict["serviceLevel"] = service_level
        if selling_horizon_days is not UNSET:
            field_dict["sellingHorizonDays"] = selling_horizon_days
        if fallback_percent is not UNSET:
            field_dict["fallbackPercent"] = fallback_percent
        if max_discount_pct is not UNSET:
            field_dict["maxDiscountPct"] = max_discount_pct
        if margin_floor_pct is not UNSET:
            field_dict["marginFloorPct"] = margin_floor_pct
        if min_transfer_quantity is not UNSET:
            field_dict["minTransferQuantity"] = min_transfer_quantity
        if stale_after_days is not UNSET:
            field_dict["staleAfterDays"] = stale_after_days
        if markdown_sell_through_target is not UNSET:
            field_dict["markdownSellThroughTarget"] = markdown_sell_through_target
        if holding_cost_rate_per_year is not UNSET:
            field_dict["holdingCostRatePerYear"] = holding_cost_rate_per_year
        if service_level_min is not UNSET:
            field_dict["serviceLevelMin"] = service_level_min
        if service_level_max is not UNSET:
            field_dict["serviceLevelMax"] = service_level_max
        if default_gross_margin_pct is not UNSET:
            field_dict["defaultGrossMarginPct"] = default_gross_margin_pct

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_default_lead_time_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        default_lead_time_days = _parse_default_lead_time_days(d.pop("defaultLeadTimeDays", UNSET))

        def _parse_review_period_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        review_period_days = _parse_review_period_days(d.pop("reviewPeriodDays", UNSET))

        def _parse_service_level(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        service_level = _parse_service_level(d.pop("serviceLevel", UNSET))

        def _parse_selling_horizon_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        selling_horizon_days = _parse_selling_horizon_days(d.pop("sellingHorizonDays", UNSET))

        def _parse_fallback_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        fallback_percent = _parse_fallback_percent(d.pop("fallbackPercent", UNSET))

        def _parse_max_discount_pct(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        max_discount_pct = _parse_max_discount_pct(d.pop("maxDiscountPct", UNSET))

        def _parse_margin_floor_pct(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        margin_floor_pct = _parse_margin_floor_pct(d.pop("marginFloorPct", UNSET))

        def _parse_min_transfer_quantity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_transfer_quantity = _parse_min_transfer_quantity(d.pop("minTransferQuantity", UNSET))

        def _parse_stale_after_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stale_after_days = _parse_stale_after_days(d.pop("staleAfterDays", UNSET))

        def _parse_markdown_sell_through_target(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        markdown_sell_through_target = _parse_markdown_sell_through_target(d.pop("markdownSellThroughTarget", UNSET))

        def _parse_holding_cost_rate_per_year(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        holding_cost_rate_per_year = _parse_holding_cost_rate_per_year(d.pop("holdingCostRatePerYear", UNSET))

        def _parse_service_level_min(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        service_level_min = _parse_service_level_min(d.pop("serviceLevelMin", UNSET))

        def _parse_service_level_max(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        service_level_max = _parse_service_level_max(d.pop("serviceLevelMax", UNSET))

        def _parse_default_gross_margin_pct(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        default_gross_margin_pct = _parse_default_gross_margin_pct(d.pop("defaultGrossMarginPct", UNSET))

        planning_defaults_change = cls(
            default_lead_time_days=default_lead_time_days,
            review_period_days=review_period_days,
            service_level=service_level,
            selling_horizon_days=selling_horizon_days,
            fallback_percent=fallback_percent,
            max_discount_pct=max_discount_pct,
            margin_floor_pct=margin_floor_pct,
            min_transfer_quantity=min_transfer_quantity,
            stale_after_days=stale_after_days,
            markdown_sell_through_target=markdown_sell_through_target,
            holding_cost_rate_per_year=holding_cost_rate_per_year,
            service_level_min=service_level_min,
            service_level_max=service_level_max,
            default_gross_margin_pct=default_gross_margin_pct,
        )

        return planning_defaults_change
