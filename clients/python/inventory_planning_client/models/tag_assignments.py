from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tag_assignments_entitytype import TagAssignmentsEntitytype, check_tag_assignments_entitytype

T = TypeVar("T", bound="TagAssignments")


@_attrs_define
class TagAssignments:
    """POST and DELETE /api/tags/{id}/assignments: ``{entityType, entityIds}`` (1..500 ids, repeats dropped).

    Attributes:
        entity_type (TagAssignmentsEntitytype):
        entity_ids (list[str]):
    """

    entity_type: TagAssignmentsEntitytype
    entity_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        entity_type: str = self.entity_type

        entity_ids = self.entity_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entityType": entity_type,
                "entityIds": entity_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entity_type = check_tag_assignments_entitytype(d.pop("entityType"))

        entity_ids = cast(list[str], d.pop("entityIds"))

        tag_assignments = cls(
            entity_type=entity_type,
            entity_ids=entity_ids,
        )

        return tag_assignments
