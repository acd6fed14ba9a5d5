from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.platform_tagging_rule_propagation import (
    PlatformTaggingRulePropagation,
    check_platform_tagging_rule_propagation,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.conditions import Conditions
    from ..models.scope import Scope


T = TypeVar("T", bound="PlatformTaggingRule")


@_attrs_define
class PlatformTaggingRule:
    """Body of POST /api/data-platform/tagging-rules.

    Attributes:
        name (str):
        tag_id (str): a DATA or MIXED tag targeting scope.entityType
        conditions (Conditions): ``{operator AND|OR, rules[1..20]}``.
        scope (Scope): What a rule evaluates: entities of ``entityType`` inside the brands, products and collections
            (empty: all), their positions in ``shopIds`` (empty: every shop).
        organization_id (str):
        description (None | str | Unset):
        propagation (PlatformTaggingRulePropagation | Unset): ENTITY, CASCADE (children too) or BUBBLE_UP (parents too)
            Default: 'ENTITY'.
        is_active (bool | Unset):  Default: True.
    """

    name: str
    tag_id: str
    conditions: Conditions
    scope: Scope
    organization_id: str
    description: None | str | Unset = UNSET
    propagation: PlatformTaggingRulePropagation | Unset = "ENTITY"
    is_active: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        tag_id = self.tag_id

        conditions = self.conditions.to_dict()

        scope = self.scope.to_dict()

        organization_id = self.organization_id

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
                "organizationId": organization_id,
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

        organization_id = d.pop("organizationId")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _propagation = d.pop("propagation", UNSET)
        propagation: PlatformTaggingRulePropagation | Unset
        if isinstance(_propagation, Unset):
            propagation = UNSET
        else:
            propagation = check_platform_tagging_rule_propagation(_propagation)

        is_active = d.pop("isActive", UNSET)

        platform_tagging_rule = cls(
            name=name,
            tag_id=tag_id,
            conditions=conditions,
            scope=scope,
            organization_id=organization_id,
            description=description,
            propagation=propagation,
            is_active=is_active,
        )

        return platform_tagging_rule
