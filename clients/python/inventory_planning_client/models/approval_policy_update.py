from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.approval_policy_update_action_family_type_0 import (
    ApprovalPolicyUpdateActionFamilyType0,
    check_approval_policy_update_action_family_type_0,
)
from ..models.approval_policy_update_scope_actor_types_item import (
    ApprovalPolicyUpdateScopeActorTypesItem,
    check_approval_policy_update_scope_actor_types_item,
)
from ..models.approval_policy_update_thresholdmetric import (
    ApprovalPolicyUpdateThresholdmetric,
    check_approval_policy_update_thresholdmetric,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApprovalPolicyUpdate")


@_attrs_define
class ApprovalPolicyUpdate:
    """Body of PUT /api/approval-policies/{id}: any subset of :data:`POLICY_EDITABLE`.

    Only supplied fields change. ``actionFamily`` may be set to null (every family); any other field
    given as null is a 422 naming it, and so is ``isActive`` (changed only through the status
    endpoint) or any field SPEC does not list.

        Attributes:
            name (str | Unset):
            action_family (ApprovalPolicyUpdateActionFamilyType0 | None | Unset):
            scope_actor_types (list[ApprovalPolicyUpdateScopeActorTypesItem] | Unset):
            scope_brand_ids (list[str] | Unset):
            scope_collections (list[str] | Unset):
            scope_shop_ids (list[str] | Unset):
            scope_supplier_ids (list[str] | Unset):
            scope_workflow_ids (list[str] | Unset):
            threshold_metric (ApprovalPolicyUpdateThresholdmetric | Unset):
            threshold_value (float | Unset):
    """

    name: str | Unset = UNSET
    action_family: ApprovalPolicyUpdateActionFamilyType0 | None | Unset = UNSET
    scope_actor_types: list[ApprovalPolicyUpdateScopeActorTypesItem] | Unset = UNSET
    scope_brand_ids: list[str] | Unset = UNSET
    scope_collections: list[str] | Unset = UNSET
    scope_shop_ids: list[str] | Unset = UNSET
    scope_supplier_ids: list[str] | Unset = UNSET
    scope_workflow_ids: list[str] | Unset = UNSET
    threshold_metric: ApprovalPolicyUpdateThresholdmetric | Unset = UNSET
    threshold_value: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        action_family: None | str | Unset
        if isinstance(self.action_family, Unset):
            action_family = UNSET
        elif isinstance(self.action_family, str):
            action_family = self.action_family
        else:
            action_family = self.action_family

        scope_actor_types: list[str] | Unset = UNSET
        if not isinstance(self.scope_actor_types, Unset):
            scope_actor_types = []
            for scope_actor_types_item_data in self.scope_actor_types:
                scope_actor_types_item: str = scope_actor_types_item_data
                scope_actor_types.append(scope_actor_types_item)

        scope_brand_ids: list[str] | Unset = UNSET
        if not isinstance(self.scope_brand_ids, Unset):
            scope_brand_ids = self.scope_brand_ids

        scope_collections: list[str] | Unset = UNSET
        if not isinstance(self.scope_collections, Unset):
            scope_collections = self.scope_collections

        scope_shop_ids: list[str] | Unset = UNSET
        if not isinstance(self.scope_shop_ids, Unset):
            scope_shop_ids = self.scope_shop_ids

        scope_supplier_ids: list[str] | Unset = UNSET
        if not isinstance(self.scope_supplier_ids, Unset):
            scope_supplier_ids = self.scope_supplier_ids

        scope_workflow_ids: list[str] | Unset = UNSET
        if not isinstance(self.scope_workflow_ids, Unset):
            scope_workflow_ids = self.scope_workflow_ids

        threshold_metric: str | Unset = UNSET
        if not isinstance(self.threshold_metric, Unset):
            threshold_metric = self.threshold_metric

        threshold_value = self.threshold_value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if action_family is not UNSET:
            field_dict["actionFamily"] = action_family
        if scope_actor_types is not UNSET:
            field_dict["scopeActorTypes"] = scope_actor_types
        if scope_brand_ids is not UNSET:
            field_dict["scopeBrandIds"] = scope_brand_ids
        if scope_collections is not UNSET:
            field_dict["scopeCollections"] = scope_collections
        if scope_shop_ids is not UNSET:
            field_dict["scopeShopIds"] = scope_shop_ids
        if scope_supplier_ids is not UNSET:
            field_dict["scopeSupplierIds"] = scope_supplier_ids
        if scope_workflow_ids is not UNSET:
            field_dict["scopeWorkflowIds"] = scope_workflow_ids
        if threshold_metric is not UNSET:
            field_dict["thresholdMetric"] = threshold_metric
        if threshold_value is not UNSET:
            field_dict["thresholdValue"] = threshold_value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_action_family(data: object) -> ApprovalPolicyUpdateActionFamilyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                action_family_type_0 = check_approval_policy_update_action_family_type_0(data)

                return action_family_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApprovalPolicyUpdateActionFamilyType0 | None | Unset, data)

        action_family = _parse_action_family(d.pop("actionFamily", UNSET))

        _scope_actor_types = d.pop("scopeActorTypes", UNSET)
        scope_actor_types: list[ApprovalPolicyUpdateScopeActorTypesItem] | Unset = UNSET
        if _scope_actor_types is not UNSET:
            scope_actor_types = []
            for scope_actor_types_item_data in _scope_actor_types:
                scope_actor_types_item = check_approval_policy_update_scope_actor_types_item(
                    scope_actor_types_item_data
                )

                scope_actor_types.append(scope_actor_types_item)

        scope_brand_ids = cast(list[str], d.pop("scopeBrandIds", UNSET))

        scope_collections = cast(list[str], d.pop("scopeCollections", UNSET))

        scope_shop_ids = cast(list[str], d.pop("scopeShopIds", UNSET))

        scope_supplier_ids = cast(list[str], d.pop("scopeSupplierIds", UNSET))

        scope_workflow_ids = cast(list[str], d.pop("scopeWorkflowIds", UNSET))

        _threshold_metric = d.pop("thresholdMetric", UNSET)
        threshold_metric: ApprovalPolicyUpdateThresholdmetric | Unset
        if isinstance(_threshold_metric, Unset):
            threshold_metric = UNSET
        else:
            threshold_metric = check_approval_policy_update_thresholdmetric(_threshold_metric)

        threshold_value = d.pop("thresholdValue", UNSET)

        approval_policy_update = cls(
            name=name,
            action_family=action_family,
            scope_actor_types=scope_actor_types,
            scope_brand_ids=scope_brand_ids,
            scope_collections=scope_collections,
            scope_shop_ids=scope_shop_ids,
            scope_supplier_ids=scope_supplier_ids,
            scope_workflow_ids=scope_workflow_ids,
            threshold_metric=threshold_metric,
            threshold_value=threshold_value,
        )

        return approval_policy_update
