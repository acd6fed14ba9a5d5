from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.checked_rule_enforcement import CheckedRuleEnforcement, check_checked_rule_enforcement

T = TypeVar("T", bound="CheckedRule")


@_attrs_define
class CheckedRule:
    """One rule's outcome in a manual check: ``enforcement`` BLOCK | WARN | LOG, ``passed``, ``message``.

    Attributes:
        rule_id (str):
        rule_name (str):
        category (str):
        check_level (str):
        enforcement (CheckedRuleEnforcement):
        passed (bool):
        message (str):
    """

    rule_id: str
    rule_name: str
    category: str
    check_level: str
    enforcement: CheckedRuleEnforcement
    passed: bool
    message: str

    def to_dict(self) -> dict[str, Any]:
        rule_id = self.rule_id

        rule_name = self.rule_name

        category = self.category

        check_level = self.check_level

        enforcement: str = self.enforcement

        passed = self.passed

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleId": rule_id,
                "ruleName": rule_name,
                "category": category,
                "checkLevel": check_level,
                "enforcement": enforcement,
                "passed": passed,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule_id = d.pop("ruleId")

        rule_name = d.pop("ruleName")

        category = d.pop("category")

        check_level = d.pop("checkLevel")

        enforcement = check_checked_rule_enforcement(d.pop("enforcement"))

        passed = d.pop("passed")

        message = d.pop("message")

        checked_rule = cls(
            rule_id=rule_id,
            rule_name=rule_name,
            category=category,
            check_level=check_level,
            enforcement=enforcement,
            passed=passed,
            message=message,
        )

        return checked_rule
