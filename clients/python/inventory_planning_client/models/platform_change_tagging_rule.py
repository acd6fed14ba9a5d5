from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.platform_change_tagging_rule_propagation import (
    PlatformChangeTaggingRulePropagation,
    check_platform_change_tagging_rule_propagation,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.conditions import Conditions
    from ..models.scope import Scope


T = TypeVar("T", bound="PlatformChangeTaggingRule")


@_attrs_define
class PlatformChangeTaggingRule:
    """Body of PATCH /api/data-platform/tagging-rules/{id}.

    Attributes:
        organization_id (str):
        name (str | Unset):
        description (None | str | Unset):
        tag_id (str | Unset):
        conditions (Conditions | Unset): ``{operator AND|OR, rules[1..20]}``.
        scope (Scope | Unset): What a rule evaluates: entities of ``entityType`` inside the brands, products and
            collections
            (empty: all), their positions in ``shopIds`` (empty: every shop).
        propagation (PlatformChangeTaggingRulePropagation | Unset):
        is_active (bool | Unset):
    """

    organization_id: str
    name: str | Unset = UNSET
    description: None | str | Unset = UNSET
    tag_id: str | Unset = UNSET
    conditions: Conditions | Unset = UNSET
    scope: Scope | Unset = UNSET
    propagation: PlatformChangeTaggingRulePropagation | Unset = UNSET
    is_active: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        tag_id = self.tag_id

        conditions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = self.conditions.to_dict()

        scope: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.to_dict()

        propagation: str | Unset = UNSET
        if not isinstance(self.propagation, Unset):
            propagation = self.propagation

        is_active = self.is_active

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if tag_id is not UNSET:
            field_dict["tagId"] = tag_id
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if scope is not UNSET:
            field_dict["scope"] = scope
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
        organization_id = d.pop("organizationId")

        name = d.pop("name", UNSET)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        tag_id = d.pop("tagId", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: Conditions | Unset
        if isinstance(_conditions, Unset):
            conditions = UNSET
        else:
            conditions = Conditions.from_dict(_conditions)

        _scope = d.pop("scope", UNSET)
        scope: Scope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = Scope.from_dict(_scope)

        _propagation = d.pop("propagation", UNSET)
        propagation: PlatformChangeTaggingRulePropagation | Unset
        if isinstance(_propagation, Unset):
            propagation = UNSET
        else:
            propagation = check_platform_change_tagging_rule_propagation(_propagation)

        is_active = d.pop("isActive", UNSET)

        platform_change_tagging_rule = cls(
            organization_id=organization_id,
            name=name,
            description=description,
            tag_id=tag_id,
            conditions=conditions,
            scope=scope,
            propagation=propagation,
            is_active=is_active,
        )

        return platform_change_tagging_rule
