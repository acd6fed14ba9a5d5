from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.scenario_request_strategy import ScenarioRequestStrategy, check_scenario_request_strategy
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScenarioRequest")


@_attrs_define
class ScenarioRequest:
    """POST /api/pre-season-plans/{id}/scenarios: ``{strategy, budget?, targetSellThroughPct?}``.

    ``strategy`` sets the sell-through target (CONSERVATIVE 85 %, BALANCED 75 %, AGGRESSIVE 65 %)
    unless ``targetSellThroughPct`` (1..100) gives one; ``budget`` (currency at cost) caps the buy
    (default: what the plan's budget envelope has left, else no cap).

        Attributes:
            strategy (ScenarioRequestStrategy):
            budget (float | None | Unset):
            target_sell_through_pct (float | None | Unset):
    """

    strategy: ScenarioRequestStrategy
    budget: float | None | Unset = UNSET
    target_sell_through_pct: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        strategy: str = self.strategy

        budget: float | None | Unset
        if isinstance(self.budget, Unset):
            budget = UNSET
        else:
            budget = self.budget

        target_sell_through_pct: float | None | Unset
        if isinstance(self.target_sell_through_pct, Unset):
            target_sell_through_pct = UNSET
        else:
            target_sell_through_pct = self.target_sell_through_pct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "strategy": strategy,
            }
        )
        if budget is not UNSET:
            field_dict["budget"] = budget
        if target_sell_through_pct is not UNSET:
            field_dict["targetSellThroughPct"] = target_sell_through_pct

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        strategy = check_scenario_request_strategy(d.pop("strategy"))

        def _parse_budget(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        budget = _parse_budget(d.pop("budget", UNSET))

        def _parse_target_sell_through_pct(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        target_sell_through_pct = _parse_target_sell_through_pct(d.pop("targetSellThroughPct", UNSET))

        scenario_request = cls(
            strategy=strategy,
            budget=budget,
            target_sell_through_pct=target_sell_through_pct,
        )

        return scenario_request
