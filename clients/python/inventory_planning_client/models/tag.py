from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tag_kind import TagKind, check_tag_kind
from ..models.tag_targets_item import TagTargetsItem, check_tag_targets_item

T = TypeVar("T", bound="Tag")


@_attrs_define
class Tag:
    """A tag: DATA tags are assigned by tagging rules, BUSINESS tags by hand, MIXED tags by both.

    Attributes:
        id (str):
        name (str): unique in the organization, case-insensitively
        description (None | str):
        kind (TagKind):
        targets (list[TagTargetsItem]): the entity types it may be put on
        color (None | str): #RRGGBB
        assignment_count (int): entities carrying the tag (every type)
        created_at (str):
        created_by (str): user or token id
        updated_at (str):
        updated_by (str):
    """

    id: str
    name: str
    description: None | str
    kind: TagKind
    targets: list[TagTargetsItem]
    color: None | str
    assignment_count: int
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description: None | str
        description = self.description

        kind: str = self.kind

        targets = []
        for targets_item_data in self.targets:
            targets_item: str = targets_item_data
            targets.append(targets_item)

        color: None | str
        color = self.color

        assignment_count = self.assignment_count

        created_at = self.created_at

        created_by = self.created_by

        updated_at = self.updated_at

        updated_by = self.updated_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "kind": kind,
                "targets": targets,
                "color": color,
                "assignmentCount": assignment_count,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        kind = check_tag_kind(d.pop("kind"))

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = check_tag_targets_item(targets_item_data)

            targets.append(targets_item)

        def _parse_color(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        color = _parse_color(d.pop("color"))

        assignment_count = d.pop("assignmentCount")

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        updated_at = d.pop("updatedAt")

        updated_by = d.pop("updatedBy")

        tag = cls(
            id=id,
            name=name,
            description=description,
            kind=kind,
            targets=targets,
            color=color,
            assignment_count=assignment_count,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        return tag
