from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.checked_rule import CheckedRule


T = TypeVar("T", bound="PlanCheck")


@_attrs_define
class PlanCheck:
    """``{planId, planType, hook: "MANUAL_CHECK", rulesetId, blocked, outcomes}``: every rule outcome of a
    manual check (nothing changed); ``rulesetId`` the ruleset used (null: the organization has none).

        Attributes:
            plan_id (str):
            plan_type (str):
            hook (str):
            ruleset_id (None | str):
            blocked (bool):
            outcomes (list[CheckedRule]):
    """

    plan_id: str
    plan_type: str
    hook: str
    ruleset_id: None | str
    blocked: bool
    outcomes: list[CheckedRule]

    def to_dict(self) -> dict[str, Any]:
        plan_id = self.plan_id

        plan_type = self.plan_type

        hook = self.hook

        ruleset_id: None | str
        ruleset_id = self.ruleset_id

        blocked = self.blocked

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "planId": plan_id,
                "planType": plan_type,
                "hook": hook,
                "rulesetId": ruleset_id,
                "blocked": blocked,
                "outcomes": outcomes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checked_rule import CheckedRule  # noqa: PLC0415

        d = dict(src_dict)
        plan_id = d.pop("planId")

        plan_type = d.pop("planType")

        hook = d.pop("hook")

        def _parse_ruleset_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ruleset_id = _parse_ruleset_id(d.pop("rulesetId"))

        blocked = d.pop("blocked")

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = CheckedRule.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        plan_check = cls(
            plan_id=plan_id,
            plan_type=plan_type,
            hook=hook,
            ruleset_id=ruleset_id,
            blocked=blocked,
            outcomes=outcomes,
        )

        return plan_check
