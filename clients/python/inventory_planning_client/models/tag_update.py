from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tag_update_kind import TagUpdateKind, check_tag_update_kind
from ..models.tag_update_targets_item import TagUpdateTargetsItem, check_tag_update_targets_item
from ..types import UNSET, Unset

T = TypeVar("T", bound="TagUpdate")


@_attrs_define
class TagUpdate:
    """PATCH /api/tags/{id}: any of ``name``, ``description``, ``color``, ``kind``, ``targets`` (absent:
    unchanged; ``description`` and ``color`` may be null). A kind or targets change that would strand
    existing assignments is a 409 (TAG_HAS_ASSIGNMENTS).

        Attributes:
            name (str | Unset):
            kind (TagUpdateKind | Unset):
            targets (list[TagUpdateTargetsItem] | Unset):
            description (None | str | Unset):
            color (None | str | Unset):
    """

    name: str | Unset = UNSET
    kind: TagUpdateKind | Unset = UNSET
    targets: list[TagUpdateTargetsItem] | Unset = UNSET
    description: None | str | Unset = UNSET
    color: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        targets: list[str] | Unset = UNSET
        if not isinstance(self.targets, Unset):
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

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if kind is not UNSET:
            field_dict["kind"] = kind
        if targets is not UNSET:
            field_dict["targets"] = targets
        if description is not UNSET:
            field_dict["description"] = description
        if color is not UNSET:
            field_dict["color"] = color

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: TagUpdateKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_tag_update_kind(_kind)

        _targets = d.pop("targets", UNSET)
        targets: list[TagUpdateTargetsItem] | Unset = UNSET
        if _targets is not UNSET:
            targets = []
            for targets_item_data in _targets:
                targets_item = check_tag_update_targets_item(targets_item_data)

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

        tag_update = cls(
            name=name,
            kind=kind,
            targets=targets,
            description=description,
            color=color,
        )

        return tag_update
