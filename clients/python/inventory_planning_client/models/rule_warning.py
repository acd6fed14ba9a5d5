from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RuleWarning")


@_attrs_define
class RuleWarning:
    """A rule that warned (WARN) but let the change through.

    Attributes:
        rule_id (str):
        rule_name (str):
        message (str):
    """

    rule_id: str
    rule_name: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        rule_id = self.rule_id

        rule_name = self.rule_name

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleId": rule_id,
                "ruleName": rule_name,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule_id = d.pop("ruleId")

        rule_name = d.pop("ruleName")

        message = d.pop("message")

        rule_warning = cls(
            rule_id=rule_id,
            rule_name=rule_name,
            message=message,
        )

        return rule_warning
