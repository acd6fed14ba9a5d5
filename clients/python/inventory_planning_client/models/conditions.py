from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.conditions_operator import ConditionsOperator, check_conditions_operator
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.column_condition import ColumnCondition
    from ..models.metric_condition import MetricCondition


T = TypeVar("T", bound="Conditions")


@_attrs_define
class Conditions:
    """``{operator AND|OR, rules[1..20]}``.

    Attributes:
        rules (list[ColumnCondition | MetricCondition]):
        operator (ConditionsOperator | Unset):  Default: 'AND'.
    """

    rules: list[ColumnCondition | MetricCondition]
    operator: ConditionsOperator | Unset = "AND"

    def to_dict(self) -> dict[str, Any]:
        from ..models.metric_condition import MetricCondition  # noqa: PLC0415

        rules = []
        for rules_item_data in self.rules:
            rules_item: dict[str, Any]
            if isinstance(rules_item_data, MetricCondition):
                rules_item = rules_item_data.to_dict()
            else:
                rules_item = rules_item_data.to_dict()

            rules.append(rules_item)

        operator: str | Unset = UNSET
        if not isinstance(self.operator, Unset):
            operator = self.operator

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules": rules,
            }
        )
        if operator is not UNSET:
            field_dict["operator"] = operator

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.column_condition import ColumnCondition  # noqa: PLC0415
        from ..models.metric_condition import MetricCondition  # noqa: PLC0415

        d = dict(src_dict)
        rules = []
        _rules = d.pop("rules")
        for rules_item_data in _rules:

            def _parse_rules_item(data: object) -> ColumnCondition | MetricCondition:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rules_item_type_0 = MetricCondition.from_dict(data)

                    return rules_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                rules_item_type_1 = ColumnCondition.from_dict(data)

                return rules_item_type_1

            rules_item = _parse_rules_item(rules_item_data)

            rules.append(rules_item)

        _operator = d.pop("operator", UNSET)
        operator: ConditionsOperator | Unset
        if isinstance(_operator, Unset):
            operator = UNSET
        else:
            operator = check_conditions_operator(_operator)

        conditions = cls(
            rules=rules,
            operator=operator,
        )

        return conditions
