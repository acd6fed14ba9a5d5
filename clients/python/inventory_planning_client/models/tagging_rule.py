from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tagging_rule_propagation import TaggingRulePropagation, check_tagging_rule_propagation

if TYPE_CHECKING:
    from ..models.conditions import Conditions
    from ..models.scope import Scope


T = TypeVar("T", bound="TaggingRule")


@_attrs_define
class TaggingRule:
    """A tagging rule as stored; ``lastEvaluatedAt`` the last run that evaluated it.

    Attributes:
        id (str):
        name (str):
        description (None | str):
        tag_id (str):
        conditions (Conditions): ``{operator AND|OR, rules[1..20]}``.
        scope (Scope): What a rule evaluates: entities of ``entityType`` inside the brands, products and collections
            (empty: all), their positions in ``shopIds`` (empty: every shop).
        propagation (TaggingRulePropagation):
        is_active (bool):
        created_at (str):
        created_by (str):
        updated_at (str):
        updated_by (str):
        last_evaluated_at (None | str):
    """

    id: str
    name: str
    description: None | str
    tag_id: str
    conditions: Conditions
    scope: Scope
    propagation: TaggingRulePropagation
    is_active: bool
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str
    last_evaluated_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description: None | str
        description = self.description

        tag_id = self.tag_id

        conditions = self.conditions.to_dict()

        scope = self.scope.to_dict()

        propagation: str = self.propagation

        is_active = self.is_active

        created_at = self.created_at

        created_by = self.created_by

        updated_at = self.updated_at

        updated_by = self.updated_by

        last_evaluated_at: None | str
        last_evaluated_at = self.last_evaluated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "tagId": tag_id,
                "conditions": conditions,
                "scope": scope,
                "propagation": propagation,
                "isActive": is_active,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "lastEvaluatedAt": last_evaluated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.conditions import Conditions  # noqa: PLC0415
        from ..models.scope import Scope  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        tag_id = d.pop("tagId")

        conditions = Conditions.from_dict(d.pop("conditions"))

        scope = Scope.from_dict(d.pop("scope"))

        propagation = check_tagging_rule_propagation(d.pop("propagation"))

        is_active = d.pop("isActive")

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        updated_at = d.pop("updatedAt")

        updated_by = d.pop("updatedBy")

        def _parse_last_evaluated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_evaluated_at = _parse_last_evaluated_at(d.pop("lastEvaluatedAt"))

        tagging_rule = cls(
            id=id,
            name=name,
            description=description,
            tag_id=tag_id,
            conditions=conditions,
            scope=scope,
            propagation=propagation,
            is_active=is_active,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            last_evaluated_at=last_evaluated_at,
        )

        return tagging_rule
