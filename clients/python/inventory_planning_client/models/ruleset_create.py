from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RulesetCreate")


@_attrs_define
class RulesetCreate:
    """Body of POST /api/business-logic-rulesets: ``{name, description?, tags?}`` (same limits as Ruleset).

    Raises:
        pydantic.ValidationError: name missing/empty/longer than 255, unknown field.

        Attributes:
            name (str):
            description (str | Unset):  Default: ''.
            tags (list[str] | Unset):
    """

    name: str
    description: str | Unset = ""
    tags: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        ruleset_create = cls(
            name=name,
            description=description,
            tags=tags,
        )

        return ruleset_create
