from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScenarioTotals")


@_attrs_define
class ScenarioTotals:
    """Totals of a scenario's lines.

    Attributes:
        quantity (int):
        cost (float): currency, sum of quantity x unitCost over the valued lines
        expected_units_sold (float):
        expected_revenue (float):
        expected_sell_through_pct (float):
    """

    quantity: int
    cost: float
    expected_units_sold: float
    expected_revenue: float
    expected_sell_through_pct: float

    def to_dict(self) -> dict[str, Any]:
        quantity = self.quantity

        cost = self.cost

        expected_units_sold = self.expected_units_sold

        expected_revenue = self.expected_revenue

        expected_sell_through_pct = self.expected_sell_through_pct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quantity": quantity,
                "cost": cost,
                "expectedUnitsSold": expected_units_sold,
                "expectedRevenue": expected_revenue,
                "expectedSellThroughPct": expected_sell_through_pct,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        quantity = d.pop("quantity")

        cost = d.pop("cost")

        expected_units_sold = d.pop("expectedUnitsSold")

        expected_revenue = d.pop("expectedRevenue")

        expected_sell_through_pct = d.pop("expectedSellThroughPct")

        scenario_totals = cls(
            quantity=quantity,
            cost=cost,
            expected_units_sold=expected_units_sold,
            expected_revenue=expected_revenue,
            expected_sell_through_pct=expected_sell_through_pct,
        )

        return scenario_totals
