from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tagging_rule import TaggingRule


T = TypeVar("T", bound="OneTaggingRule")


@_attrs_define
class OneTaggingRule:
    """
    Attributes:
        success (bool):  Default: True.
        data (TaggingRule): A tagging rule as stored; ``lastEvaluatedAt`` the last run that evaluated it.
    """

    data: TaggingRule
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
        from ..models.tagging_rule import TaggingRule  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = TaggingRule.from_dict(d.pop("data"))

        one_tagging_rule = cls(
            success=success,
            data=data,
        )

        return one_tagging_rule
