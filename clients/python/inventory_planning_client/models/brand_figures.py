from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fill_rate import FillRate


T = TypeVar("T", bound="BrandFigures")


@_attrs_define
class BrandFigures:
    """The positions of one brand (null: without a brand).

    Attributes:
        fill_rate (FillRate): sold / demand, in units and in value at the sale lines' prices; null without demand.
        lost_units (float): units demanded and not sold
        stockout_days (int): position-days with demand and no stock left
        average_stock_units (float): mean over days of the end-of-day stock
        average_stock_value (float): the same at unit cost, else retail
        ending_stock_units (float):
        units_ordered (float):
        units_moved (float):
        turns (float | None): cost of goods sold / average stock value, annualised; null without stock
        markdown_units (float):
        markdown_value (float): units x price x (1 - discount / 100); not in the profit
        brand_id (None | str):
        gross_margin (float | None | Unset): sold units x (the day's selling price - unit cost); see the replay's
            assumptions
        holding_cost (float | None | Unset): average stock at unit cost x holdingCostRatePerYear x days / 365
        profit (float | None | Unset): grossMargin - holdingCost
    """

    fill_rate: FillRate
    lost_units: float
    stockout_days: int
    average_stock_units: float
    average_stock_value: float
    ending_stock_units: float
    units_ordered: float
    units_moved: float
    turns: float | None
    markdown_units: float
    markdown_value: float
    brand_id: None | str
    gross_margin: float | None | Unset = UNSET
    holding_cost: float | None | Unset = UNSET
    profit: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        fill_rate = self.fill_rate.to_dict()

        lost_units = self.lost_units

        stockout_days = self.stockout_days

        average_stock_units = self.average_stock_units

        average_stock_value = self.average_stock_value

        ending_stock_units = self.ending_stock_units

        units_ordered = self.units_ordered

        units_moved = self.units_moved

        turns: float | None
        turns = self.turns

        markdown_units = self.markdown_units

        markdown_value = self.markdown_value

        brand_id: None | str
        brand_id = self.brand_id

        gross_margin: float | None | Unset
        if isinstance(self.gross_margin, Unset):
            gross_margin = UNSET
        else:
            gross_margin = self.gross_margin

        holding_cost: float | None | Unset
        if isinstance(self.holding_cost, Unset):
            holding_cost = UNSET
        else:
            holding_cost = self.holding_cost

        profit: float | None | Unset
        if isinstance(self.profit, Unset):
            profit = UNSET
        else:
            profit = self.profit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fillRate": fill_rate,
                "lostUnits": lost_units,
                "stockoutDays": stockout_days,
                "averageStockUnits": average_stock_units,
                "averageStockValue": average_stock_value,
                "endingStockUnits": ending_stock_units,
                "unitsOrdered": units_ordered,
                "unitsMoved": units_moved,
                "turns": turns,
                "markdownUnits": markdown_units,
                "markdownValue": markdown_value,
                "brandId": brand_id,
            }
        )
        if gross_margin is not UNSET:
            field_dict["grossMargin"] = gross_margin
        if holding_cost is not UNSET:
            field_dict["holdingCost"] = holding_cost
        if profit is not UNSET:
            field_dict["profit"] = profit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fill_rate import FillRate  # noqa: PLC0415

        d = dict(src_dict)
        fill_rate = FillRate.from_dict(d.pop("fillRate"))

        lost_units = d.pop("lostUnits")

        stockout_days = d.pop("stockoutDays")

        average_stock_units = d.pop("averageStockUnits")

        average_stock_value = d.pop("averageStockValue")

        ending_stock_units = d.pop("endingStockUnits")

        units_ordered = d.pop("unitsOrdered")

        units_moved = d.pop("unitsMoved")

        def _parse_turns(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        turns = _parse_turns(d.pop("turns"))

        markdown_units = d.pop("markdownUnits")

        markdown_value = d.pop("markdownValue")

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        def _parse_gross_margin(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        gross_margin = _parse_gross_margin(d.pop("grossMargin", UNSET))

        def _parse_holding_cost(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        holding_cost = _parse_holding_cost(d.pop("holdingCost", UNSET))

        def _parse_profit(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        profit = _parse_profit(d.pop("profit", UNSET))

        brand_figures = cls(
            fill_rate=fill_rate,
            lost_units=lost_units,
            stockout_days=stockout_days,
            average_stock_units=average_stock_units,
            average_stock_value=average_stock_value,
            ending_stock_units=ending_stock_units,
            units_ordered=units_ordered,
            units_moved=units_moved,
            turns=turns,
            markdown_units=markdown_units,
            markdown_value=markdown_value,
            brand_id=brand_id,
            gross_margin=gross_margin,
            holding_cost=holding_cost,
            profit=profit,
        )

        return brand_figures
