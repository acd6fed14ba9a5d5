from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ruleset_summary import RulesetSummary


T = TypeVar("T", bound="OneRulesetSummary")


@_attrs_define
class OneRulesetSummary:
    """
    Attributes:
        success (bool):  Default: True.
        data (RulesetSummary): A ruleset as lists show it: SPEC "Business logic ruleset" plus ``ruleCount``.
    """

    data: RulesetSummary
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_summary import RulesetSummary  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = RulesetSummary.from_dict(d.pop("data"))

        one_ruleset_summary = cls(
            success=success,
            data=data,
        )

        return one_ruleset_summary
