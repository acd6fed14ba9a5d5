from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RulesetSummary")


@_attrs_define
class RulesetSummary:
    """A ruleset as lists show it: SPEC "Business logic ruleset" plus ``ruleCount``.

    Attributes:
        id (str):
        name (str):
        description (str):
        tags (list[str]):
        is_default (bool):
        rule_count (int):
        created_at (str):
        updated_at (None | str):
    """

    id: str
    name: str
    description: str
    tags: list[str]
    is_default: bool
    rule_count: int
    created_at: str
    updated_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        tags = self.tags

        is_default = self.is_default

        rule_count = self.rule_count

        created_at = self.created_at

        updated_at: None | str
        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "tags": tags,
                "isDefault": is_default,
                "ruleCount": rule_count,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        tags = cast(list[str], d.pop("tags"))

        is_default = d.pop("isDefault")

        rule_count = d.pop("ruleCount")

        created_at = d.pop("createdAt")

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        ruleset_summary = cls(
            id=id,
            name=name,
            description=description,
            tags=tags,
            is_default=is_default,
            rule_count=rule_count,
            created_at=created_at,
            updated_at=updated_at,
        )

        return ruleset_summary
