from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.scenario_line_basis import ScenarioLineBasis, check_scenario_line_basis

T = TypeVar("T", bound="ScenarioLine")


@_attrs_define
class ScenarioLine:
    """A variant x size to buy, with what the season is expected to sell of it.

    Attributes:
        variant_id (str):
        size_id (str):
        quantity (int): pieces to buy
        unit_cost (float | None): currency per piece; null: unknown (an unvalued line, never under a budget)
        retail_price (float | None): currency per piece
        demand (float): pieces the season is expected to ask for
        expected_units_sold (float): min(demand, quantity)
        expected_sell_through_pct (float): expectedUnitsSold / quantity x 100
        expected_revenue (float): expectedUnitsSold x retailPrice
        basis (ScenarioLineBasis): where the demand came from
    """

    variant_id: str
    size_id: str
    quantity: int
    unit_cost: float | None
    retail_price: float | None
    demand: float
    expected_units_sold: float
    expected_sell_through_pct: float
    expected_revenue: float
    basis: ScenarioLineBasis

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        quantity = self.quantity

        unit_cost: float | None
        unit_cost = self.unit_cost

        retail_price: float | None
        retail_price = self.retail_price

        demand = self.demand

        expected_units_sold = self.expected_units_sold

        expected_sell_through_pct = self.expected_sell_through_pct

        expected_revenue = self.expected_revenue

        basis: str = self.basis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "sizeId": size_id,
                "quantity": quantity,
                "unitCost": unit_cost,
                "retailPrice": retail_price,
                "demand": demand,
                "expectedUnitsSold": expected_units_sold,
                "expectedSellThroughPct": expected_sell_through_pct,
                "expectedRevenue": expected_revenue,
                "basis": basis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        quantity = d.pop("quantity")

        def _parse_unit_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        unit_cost = _parse_unit_cost(d.pop("unitCost"))

        def _parse_retail_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        retail_price = _parse_retail_price(d.pop("retailPrice"))

        demand = d.pop("demand")

        expected_units_sold = d.pop("expectedUnitsSold")

        expected_sell_through_pct = d.pop("expectedSellThroughPct")

        expected_revenue = d.pop("expectedRevenue")

        basis = check_scenario_line_basis(d.pop("basis"))

        scenario_line = cls(
            variant_id=variant_id,
            size_id=size_id,
            quantity=quantity,
            unit_cost=unit_cost,
            retail_price=retail_price,
            demand=demand,
            expected_units_sold=expected_units_sold,
            expected_sell_through_pct=expected_sell_through_pct,
            expected_revenue=expected_revenue,
            basis=basis,
        )

        return scenario_line
