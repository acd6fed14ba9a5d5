from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TagsAssigned")


@_attrs_define
class TagsAssigned:
    """``POST /api/tags/{id}/assignments``: entities that gained the manual assignment, and those that had it.

    Attributes:
        assigned (int):
        unchanged (int): already assigned by hand
    """

    assigned: int
    unchanged: int

    def to_dict(self) -> dict[str, Any]:
        assigned = self.assigned

        unchanged = self.unchanged

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "assigned": assigned,
                "unchanged": unchanged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        assigned = d.pop("assigned")

        unchanged = d.pop("unchanged")

        tags_assigned = cls(
            assigned=assigned,
            unchanged=unchanged,
        )

        return tags_assigned
