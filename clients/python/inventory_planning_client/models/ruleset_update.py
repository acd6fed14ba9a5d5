from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RulesetUpdate")


@_attrs_define
class RulesetUpdate:
    """Body of PATCH /api/business-logic-rulesets/{id}: ``{name?, description?, tags?}`` (limits of
    ``RulesetCreate``); ``isDefault`` is set by the server only.

        Attributes:
            name (str | Unset):
            description (str | Unset):
            tags (list[str] | Unset):
    """

    name: str | Unset = UNSET
    description: str | Unset = UNSET
    tags: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        ruleset_update = cls(
            name=name,
            description=description,
            tags=tags,
        )

        return ruleset_update
