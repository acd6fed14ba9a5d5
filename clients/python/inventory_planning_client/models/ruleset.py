from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ruleset_rules_item import RulesetRulesItem


T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """One ruleset with its rules (docs/business-rules.md gives a rule's shape).

    Attributes:
        id (str):
        name (str):
        description (str):
        tags (list[str]):
        is_default (bool):
        rules (list[RulesetRulesItem]): the rules, in priority order (docs/business-rules.md)
        created_at (str):
        updated_at (None | str):
    """

    id: str
    name: str
    description: str
    tags: list[str]
    is_default: bool
    rules: list[RulesetRulesItem]
    created_at: str
    updated_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        tags = self.tags

        is_default = self.is_default

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)

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
                "rules": rules,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_rules_item import RulesetRulesItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        tags = cast(list[str], d.pop("tags"))

        is_default = d.pop("isDefault")

        rules = []
        _rules = d.pop("rules")
        for rules_item_data in _rules:
            rules_item = RulesetRulesItem.from_dict(rules_item_data)

            rules.append(rules_item)

        created_at = d.pop("createdAt")

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        ruleset = cls(
            id=id,
            name=name,
            description=description,
            tags=tags,
            is_default=is_default,
            rules=rules,
            created_at=created_at,
            updated_at=updated_at,
        )

        return ruleset
