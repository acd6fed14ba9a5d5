from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tagging_rule_fields_propagation import TaggingRuleFieldsPropagation, check_tagging_rule_fields_propagation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.conditions import Conditions
    from ..models.scope import Scope


T = TypeVar("T", bound="TaggingRuleFields")


@_attrs_define
class TaggingRuleFields:
    """A tagging rule's fields (body of POST /api/tagging-rules).

    Attributes:
        name (str):
        tag_id (str): a DATA or MIXED tag targeting scope.entityType
        conditions (Conditions): ``{operator AND|OR, rules[1..20]}``.
        scope (Scope): What a rule evaluates: entities of ``entityType`` inside the brands, products and collections
            (empty: all), their positions in ``shopIds`` (empty: every shop).
        description (None | str | Unset):
        propagation (TaggingRuleFieldsPropagation | Unset): ENTITY, CASCADE (children too) or BUBBLE_UP (parents too)
            Default: 'ENTITY'.
        is_active (bool | Unset):  Default: True.
    """

    name: str
    tag_id: str
    conditions: Conditions
    scope: Scope
    description: None | str | Unset = UNSET
    propagation: TaggingRuleFieldsPropagation | Unset = "ENTITY"
    is_active: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        tag_id = self.tag_id

        conditions = self.conditions.to_dict()

        scope = self.scope.to_dict()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        propagation: str | Unset = UNSET
        if not isinstance(self.propagation, Unset):
            propagation = self.propagation

        is_active = self.is_active

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "tagId": tag_id,
                "conditions": conditions,
                "scope": scope,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if propagation is not UNSET:
            field_dict["propagation"] = propagation
        if is_active is not UNSET:
            field_dict["isActive"] = is_active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.conditions import Conditions  # noqa: PLC0415
        from ..models.scope import Scope  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        tag_id = d.pop("tagId")

        conditions = Conditions.from_dict(d.pop("conditions"))

        scope = Scope.from_dict(d.pop("scope"))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _propagation = d.pop("propagation", UNSET)
        propagation: TaggingRuleFieldsPropagation | Unset
        if isinstance(_propagation, Unset):
            propagation = UNSET
        else:
            propagation = check_tagging_rule_fields_propagation(_propagation)

        is_active = d.pop("isActive", UNSET)

        tagging_rule_fields = cls(
            name=name,
            tag_id=tag_id,
            conditions=conditions,
            scope=scope,
            description=description,
            propagation=propagation,
            is_active=is_active,
        )

        return tagging_rule_fields
