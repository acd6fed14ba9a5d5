from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.change_tagging_rule_propagation_type_0 import (
    ChangeTaggingRulePropagationType0,
    check_change_tagging_rule_propagation_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.conditions import Conditions
    from ..models.scope import Scope


T = TypeVar("T", bound="ChangeTaggingRule")


@_attrs_define
class ChangeTaggingRule:
    """Body of PATCH /api/tagging-rules/{id}: the fields to change (conditions and scope whole).

    Attributes:
        name (None | str | Unset):
        description (None | str | Unset):
        tag_id (None | str | Unset):
        conditions (Conditions | None | Unset):
        scope (None | Scope | Unset):
        propagation (ChangeTaggingRulePropagationType0 | None | Unset):
        is_active (bool | None | Unset):
    """

    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    tag_id: None | str | Unset = UNSET
    conditions: Conditions | None | Unset = UNSET
    scope: None | Scope | Unset = UNSET
    propagation: ChangeTaggingRulePropagationType0 | None | Unset = UNSET
    is_active: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.conditions import Conditions  # noqa: PLC0415
        from ..models.scope import Scope  # noqa: PLC0415

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        tag_id: None | str | Unset
        if isinstance(self.tag_id, Unset):
            tag_id = UNSET
        else:
            tag_id = self.tag_id

        conditions: dict[str, Any] | None | Unset
        if isinstance(self.conditions, Unset):
            conditions = UNSET
        elif isinstance(self.conditions, Conditions):
            conditions = self.conditions.to_dict()
        else:
            conditions = self.conditions

        scope: dict[str, Any] | None | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        elif isinstance(self.scope, Scope):
            scope = self.scope.to_dict()
        else:
            scope = self.scope

        propagation: None | str | Unset
        if isinstance(self.propagation, Unset):
            propagation = UNSET
        elif isinstance(self.propagation, str):
            propagation = self.propagation
        else:
            propagation = self.propagation

        is_active: bool | None | Unset
        if isinstance(self.is_active, Unset):
            is_active = UNSET
        else:
            is_active = self.is_active

        field_dict: dict[str, Any] = {}

        field_dict.update({})
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

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_tag_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tag_id = _parse_tag_id(d.pop("tagId", UNSET))

        def _parse_conditions(data: object) -> Conditions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                conditions_type_0 = Conditions.from_dict(data)

                return conditions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Conditions | None | Unset, data)

        conditions = _parse_conditions(d.pop("conditions", UNSET))

        def _parse_scope(data: object) -> None | Scope | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scope_type_0 = Scope.from_dict(data)

                return scope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Scope | Unset, data)

        scope = _parse_scope(d.pop("scope", UNSET))

        def _parse_propagation(data: object) -> ChangeTaggingRulePropagationType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                propagation_type_0 = check_change_tagging_rule_propagation_type_0(data)

                return propagation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChangeTaggingRulePropagationType0 | None | Unset, data)

        propagation = _parse_propagation(d.pop("propagation", UNSET))

        def _parse_is_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        is_active = _parse_is_active(d.pop("isActive", UNSET))

        change_tagging_rule = cls(
            name=name,
            description=description,
            tag_id=tag_id,
            conditions=conditions,
            scope=scope,
            propagation=propagation,
            is_active=is_active,
        )

        return change_tagging_rule
