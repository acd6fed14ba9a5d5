from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tag_create_kind import TagCreateKind, check_tag_create_kind
from ..models.tag_create_targets_item import TagCreateTargetsItem, check_tag_create_targets_item
from ..types import UNSET, Unset

T = TypeVar("T", bound="TagCreate")


@_attrs_define
class TagCreate:
    """POST /api/tags: ``{name, kind, targets, description?, color?}``.

    Attributes:
        name (str):
        kind (TagCreateKind):
        targets (list[TagCreateTargetsItem]):
        description (None | str | Unset):
        color (None | str | Unset):
    """

    name: str
    kind: TagCreateKind
    targets: list[TagCreateTargetsItem]
    description: None | str | Unset = UNSET
    color: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind: str = self.kind

        targets = []
        for targets_item_data in self.targets:
            targets_item: str = targets_item_data
            targets.append(targets_item)

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        else:
            color = self.color

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "kind": kind,
                "targets": targets,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if color is not UNSET:
            field_dict["color"] = color

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        kind = check_tag_create_kind(d.pop("kind"))

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = check_tag_create_targets_item(targets_item_data)

            targets.append(targets_item)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_color(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        color = _parse_color(d.pop("color", UNSET))

        tag_create = cls(
            name=name,
            kind=kind,
            targets=targets,
            description=description,
            color=color,
        )

        return tag_create
