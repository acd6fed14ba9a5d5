from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tagged_entity_entitytype import TaggedEntityEntitytype, check_tagged_entity_entitytype

T = TypeVar("T", bound="TaggedEntity")


@_attrs_define
class TaggedEntity:
    """An entity carrying the tag.

    Attributes:
        id (str):
        entity_type (TaggedEntityEntitytype):
        label (None | str): product or brand name, variant or inventory item SKU; null when not in the catalogue
        sources (list[str]): what holds the assignment: MANUAL and RULE#<ruleId>, sorted
        assigned_at (None | str):
    """

    id: str
    entity_type: TaggedEntityEntitytype
    label: None | str
    sources: list[str]
    assigned_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        entity_type: str = self.entity_type

        label: None | str
        label = self.label

        sources = self.sources

        assigned_at: None | str
        assigned_at = self.assigned_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "entityType": entity_type,
                "label": label,
                "sources": sources,
                "assignedAt": assigned_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        entity_type = check_tagged_entity_entitytype(d.pop("entityType"))

        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))

        sources = cast(list[str], d.pop("sources"))

        def _parse_assigned_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        assigned_at = _parse_assigned_at(d.pop("assignedAt"))

        tagged_entity = cls(
            id=id,
            entity_type=entity_type,
            label=label,
            sources=sources,
            assigned_at=assigned_at,
        )

        return tagged_entity
