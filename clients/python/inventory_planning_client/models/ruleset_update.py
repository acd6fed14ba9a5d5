from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RulesetUpdate")


@_attrs_define
class RulesetUpdate:
    """Body of PATCH /api/business-logic-rulesets/{id}: ``{name?, description?, tags?, isDefault?}``
    (limits of ``RulesetCreate``). ``isDefault: true`` makes this ruleset the organization's default
    (the previous default loses the flag in the same write); ``false`` is refused: make another the
    default instead, so the organization always keeps one.

        Attributes:
            name (str | Unset):
            description (str | Unset):
            tags (list[str] | Unset):
            is_default (bool | Unset): true: make this ruleset the default (false is refused: make another the default)
    """

    name: str | Unset = UNSET
    description: str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    is_default: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        is_default = self.is_default

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if tags is not UNSET:
            field_dict["tags"] = tags
        if is_default is not UNSET:
            field_dict["isDefault"] = is_default

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        is_default = d.pop("isDefault", UNSET)

        ruleset_update = cls(
            name=name,
            description=description,
            tags=tags,
            is_default=is_default,
        )

        return ruleset_update
