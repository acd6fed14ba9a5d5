from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tag_rule_mode import TagRuleMode, check_tag_rule_mode

T = TypeVar("T", bound="TagRule")


@_attrs_define
class TagRule:
    """One tag rule: the group's entity carries the tag (INCLUDE) or does not (EXCLUDE).

    Attributes:
        tag_id (str):
        mode (TagRuleMode):
    """

    tag_id: str
    mode: TagRuleMode

    def to_dict(self) -> dict[str, Any]:
        tag_id = self.tag_id

        mode: str = self.mode

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tagId": tag_id,
                "mode": mode,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tag_id = d.pop("tagId")

        mode = check_tag_rule_mode(d.pop("mode"))

        tag_rule = cls(
            tag_id=tag_id,
            mode=mode,
        )

        return tag_rule
