from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.decision_context_snapshot_forecastvalues import DecisionContextSnapshotForecastvalues
    from ..models.decision_context_snapshot_rule_outcomes_item import DecisionContextSnapshotRuleOutcomesItem
    from ..models.decision_context_snapshot_stockoutriskscores import DecisionContextSnapshotStockoutriskscores


T = TypeVar("T", bound="DecisionContextSnapshot")


@_attrs_define
class DecisionContextSnapshot:
    """The decision context a data-platform validation records (REFERENCE 4.5, 4.7):
    ``{forecastValues{variantId: n}, ruleOutcomes[{ruleId, variantId?, outcome}], stockOutRiskScores{variantId:
    score}}``.

        Attributes:
            forecast_values (DecisionContextSnapshotForecastvalues | Unset):
            rule_outcomes (list[DecisionContextSnapshotRuleOutcomesItem] | Unset):
            stock_out_risk_scores (DecisionContextSnapshotStockoutriskscores | Unset):
    """

    forecast_values: DecisionContextSnapshotForecastvalues | Unset = UNSET
    rule_outcomes: list[DecisionContextSnapshotRuleOutcomesItem] | Unset = UNSET
    stock_out_risk_scores: DecisionContextSnapshotStockoutriskscores | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        forecast_values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.forecast_values, Unset):
            forecast_values = self.forecast_values.to_dict()

        rule_outcomes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rule_outcomes, Unset):
            rule_outcomes = []
            for rule_outcomes_item_data in self.rule_outcomes:
                rule_outcomes_item = rule_outcomes_item_data.to_dict()
                rule_outcomes.append(rule_outcomes_item)

        stock_out_risk_scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stock_out_risk_scores, Unset):
            stock_out_risk_scores = self.stock_out_risk_scores.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if forecast_values is not UNSET:
            field_dict["forecastValues"] = forecast_values
        if rule_outcomes is not UNSET:
            field_dict["ruleOutcomes"] = rule_outcomes
        if stock_out_risk_scores is not UNSET:
            field_dict["stockOutRiskScores"] = stock_out_risk_scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_context_snapshot_forecastvalues import (
            DecisionContextSnapshotForecastvalues,  # noqa: PLC0415
        )
        from ..models.decision_context_snapshot_rule_outcomes_item import (
            DecisionContextSnapshotRuleOutcomesItem,  # noqa: PLC0415
        )
        from ..models.decision_context_snapshot_stockoutriskscores import (
            DecisionContextSnapshotStockoutriskscores,  # noqa: PLC0415
        )

        d = dict(src_dict)
        _forecast_values = d.pop("forecastValues", UNSET)
        forecast_values: DecisionContextSnapshotForecastvalues | Unset
        if isinstance(_forecast_values, Unset):
            forecast_values = UNSET
        else:
            forecast_values = DecisionContextSnapshotForecastvalues.from_dict(_forecast_values)

        _rule_outcomes = d.pop("ruleOutcomes", UNSET)
        rule_outcomes: list[DecisionContextSnapshotRuleOutcomesItem] | Unset = UNSET
        if _rule_outcomes is not UNSET:
            rule_outcomes = []
            for rule_outcomes_item_data in _rule_outcomes:
                rule_outcomes_item = DecisionContextSnapshotRuleOutcomesItem.from_dict(rule_outcomes_item_data)

                rule_outcomes.append(rule_outcomes_item)

        _stock_out_risk_scores = d.pop("stockOutRiskScores", UNSET)
        stock_out_risk_scores: DecisionContextSnapshotStockoutriskscores | Unset
        if isinstance(_stock_out_risk_scores, Unset):
            stock_out_risk_scores = UNSET
        else:
            stock_out_risk_scores = DecisionContextSnapshotStockoutriskscores.from_dict(_stock_out_risk_scores)

        decision_context_snapshot = cls(
            forecast_values=forecast_values,
            rule_outcomes=rule_outcomes,
            stock_out_risk_scores=stock_out_risk_scores,
        )

        return decision_context_snapshot
