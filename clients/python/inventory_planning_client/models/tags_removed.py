from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TagsRemoved")


@_attrs_define
class TagsRemoved:
    """``DELETE /api/tags/{id}/assignments``: entities that lost the manual assignment, and those without it.

    Attributes:
        removed (int): the tag stays where a tagging rule also holds it
        unchanged (int): not assigned by hand
    """

    removed: int
    unchanged: int

    def to_dict(self) -> dict[str, Any]:
        removed = self.removed

        unchanged = self.unchanged

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "removed": removed,
                "unchanged": unchanged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        removed = d.pop("removed")

        unchanged = d.pop("unchanged")

        tags_removed = cls(
            removed=removed,
            unchanged=unchanged,
        )

        return tags_removed
