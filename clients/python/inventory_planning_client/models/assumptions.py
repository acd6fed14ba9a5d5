from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assumptions_defaultgrossmarginpctsource import (
    AssumptionsDefaultgrossmarginpctsource,
    check_assumptions_defaultgrossmarginpctsource,
)
from ..models.assumptions_holdingcostratesource import (
    AssumptionsHoldingcostratesource,
    check_assumptions_holdingcostratesource,
)

T = TypeVar("T", bound="Assumptions")


@_attrs_define
class Assumptions:
    """How the money figures were found (docs/intelligence.md "Decision replay: money and frontier").

    Attributes:
        holding_cost_rate_per_year (float): fraction of the unit cost a year (planning setting)
        holding_cost_rate_source (AssumptionsHoldingcostratesource):
        default_gross_margin_pct (float): % of price: a position without a unit cost costs price x (1 - it / 100)
        default_gross_margin_pct_source (AssumptionsDefaultgrossmarginpctsource):
        currency (None | str): the sale lines' currency; null when unknown or several
        unit_cost (str):
        price (str):
        holding_cost (str):
        markdowns (str):
        positions_at_unit_cost (int):
        positions_at_price_less_default_margin (int):
        positions_unvalued (int): positions with neither a unit cost nor a price: cost 0
        days (int):
    """

    holding_cost_rate_per_year: float
    holding_cost_rate_source: AssumptionsHoldingcostratesource
    default_gross_margin_pct: float
    default_gross_margin_pct_source: AssumptionsDefaultgrossmarginpctsource
    currency: None | str
    unit_cost: str
    price: str
    holding_cost: str
    markdowns: str
    positions_at_unit_cost: int
    positions_at_price_less_default_margin: int
    positions_unvalued: int
    days: int

    def to_dict(self) -> dict[str, Any]:
        holding_cost_rate_per_year = self.holding_cost_rate_per_year

        holding_cost_rate_source: str = self.holding_cost_rate_source

        default_gross_margin_pct = self.default_gross_margin_pct

        default_gross_margin_pct_source: str = self.default_gross_margin_pct_source

        currency: None | str
        currency = self.currency

        unit_cost = self.unit_cost

        price = self.price

        holding_cost = self.holding_cost

        markdowns = self.markdowns

        positions_at_unit_cost = self.positions_at_unit_cost

        positions_at_price_less_default_margin = self.positions_at_price_less_default_margin

        positions_unvalued = self.positions_unvalued

        days = self.days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "holdingCostRatePerYear": holding_cost_rate_per_year,
                "holdingCostRateSource": holding_cost_rate_source,
                "defaultGrossMarginPct": default_gross_margin_pct,
                "defaultGrossMarginPctSource": default_gross_margin_pct_source,
                "currency": currency,
                "unitCost": unit_cost,
                "price": price,
                "holdingCost": holding_cost,
                "markdowns": markdowns,
                "positionsAtUnitCost": positions_at_unit_cost,
                "positionsAtPriceLessDefaultMargin": positions_at_price_less_default_margin,
                "positionsUnvalued": positions_unvalued,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        holding_cost_rate_per_year = d.pop("holdingCostRatePerYear")

        holding_cost_rate_source = check_assumptions_holdingcostratesource(d.pop("holdingCostRateSource"))

        default_gross_margin_pct = d.pop("defaultGrossMarginPct")

        default_gross_margin_pct_source = check_assumptions_defaultgrossmarginpctsource(
            d.pop("defaultGrossMarginPctSource")
        )

        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))

        unit_cost = d.pop("unitCost")

        price = d.pop("price")

        holding_cost = d.pop("holdingCost")

        markdowns = d.pop("markdowns")

        positions_at_unit_cost = d.pop("positionsAtUnitCost")

        positions_at_price_less_default_margin = d.pop("positionsAtPriceLessDefaultMargin")

        positions_unvalued = d.pop("positionsUnvalued")

        days = d.pop("days")

        assumptions = cls(
            holding_cost_rate_per_year=holding_cost_rate_per_year,
            holding_cost_rate_source=holding_cost_rate_source,
            default_gross_margin_pct=default_gross_margin_pct,
            default_gross_margin_pct_source=default_gross_margin_pct_source,
            currency=currency,
            unit_cost=unit_cost,
            price=price,
            holding_cost=holding_cost,
            markdowns=markdowns,
            positions_at_unit_cost=positions_at_unit_cost,
            positions_at_price_less_default_margin=positions_at_price_less_default_margin,
            positions_unvalued=positions_unvalued,
            days=days,
        )

        return assumptions
