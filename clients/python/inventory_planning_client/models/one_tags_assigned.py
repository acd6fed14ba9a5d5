from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tags_assigned import TagsAssigned


T = TypeVar("T", bound="OneTagsAssigned")


@_attrs_define
class OneTagsAssigned:
    """
    Attributes:
        success (bool):  Default: True.
        data (TagsAssigned): ``POST /api/tags/{id}/assignments``: entities that gained the manual assignment, and those
            that had it.
    """

    data: TagsAssigned
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
        from ..models.tags_assigned import TagsAssigned  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = TagsAssigned.from_dict(d.pop("data"))

        one_tags_assigned = cls(
            success=success,
            data=data,
        )

        return one_tags_assigned
