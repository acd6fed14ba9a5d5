from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.approval_policy_create_action_family_type_0 import (
    ApprovalPolicyCreateActionFamilyType0,
    check_approval_policy_create_action_family_type_0,
)
from ..models.approval_policy_create_scope_actor_types_item import (
    ApprovalPolicyCreateScopeActorTypesItem,
    check_approval_policy_create_scope_actor_types_item,
)
from ..models.approval_policy_create_thresholdmetric import (
    ApprovalPolicyCreateThresholdmetric,
    check_approval_policy_create_thresholdmetric,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApprovalPolicyCreate")


@_attrs_define
class ApprovalPolicyCreate:
    """Body of POST /api/approval-policies.

    Required: ``name`` (1..255), ``thresholdValue`` (>= 0; currency for PLAN_TOTAL_VALUE, pieces for
    the quantity metrics). Optional: ``actionFamily`` (enum, null = every family, the default),
    ``thresholdMetric`` (default PLAN_TOTAL_VALUE), ``isActive`` (default true), and the scope arrays
    ``scopeActorTypes`` (enum), ``scopeBrandIds``, ``scopeCollections``, ``scopeShopIds``,
    ``scopeSupplierIds``, ``scopeWorkflowIds`` (non-empty strings, at most 200, repeats dropped; an
    empty array means all). Unknown fields are rejected.

        Attributes:
            name (str):
            threshold_value (float):
            action_family (ApprovalPolicyCreateActionFamilyType0 | None | Unset):
            is_active (bool | Unset):  Default: True.
            scope_actor_types (list[ApprovalPolicyCreateScopeActorTypesItem] | Unset):
            scope_brand_ids (list[str] | Unset):
            scope_collections (list[str] | Unset):
            scope_shop_ids (list[str] | Unset):
            scope_supplier_ids (list[str] | Unset):
            scope_workflow_ids (list[str] | Unset):
            threshold_metric (ApprovalPolicyCreateThresholdmetric | Unset):  Default: 'PLAN_TOTAL_VALUE'.
    """

    name: str
    threshold_value: float
    action_family: ApprovalPolicyCreateActionFamilyType0 | None | Unset = UNSET
    is_active: bool | Unset = True
    scope_actor_types: list[ApprovalPolicyCreateScopeActorTypesItem] | Unset = UNSET
    scope_brand_ids: list[str] | Unset = UNSET
    scope_collections: list[str] | Unset = UNSET
    scope_shop_ids: list[str] | Unset = UNSET
    scope_supplier_ids: list[str] | Unset = UNSET
    scope_workflow_ids: list[str] | Unset = UNSET
    threshold_metric: ApprovalPolicyCreateThresholdmetric | Unset = "PLAN_TOTAL_VALUE"

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        threshold_value = self.threshold_value

        action_family: None | str | Unset
        if isinstance(self.action_family, Unset):
            action_family = UNSET
        elif isinstance(self.action_family, str):
            action_family = self.action_family
        else:
            action_family = self.action_family

        is_active = self.is_active

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "thresholdValue": threshold_value,
            }
        )
        if action_family is not UNSET:
            field_dict["actionFamily"] = action_family
        if is_active is not UNSET:
            field_dict["isActive"] = is_active
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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        threshold_value = d.pop("thresholdValue")

        def _parse_action_family(data: object) -> ApprovalPolicyCreateActionFamilyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                action_family_type_0 = check_approval_policy_create_action_family_type_0(data)

                return action_family_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApprovalPolicyCreateActionFamilyType0 | None | Unset, data)

        action_family = _parse_action_family(d.pop("actionFamily", UNSET))

        is_active = d.pop("isActive", UNSET)

        _scope_actor_types = d.pop("scopeActorTypes", UNSET)
        scope_actor_types: list[ApprovalPolicyCreateScopeActorTypesItem] | Unset = UNSET
        if _scope_actor_types is not UNSET:
            scope_actor_types = []
            for scope_actor_types_item_data in _scope_actor_types:
                scope_actor_types_item = check_approval_policy_create_scope_actor_types_item(
                    scope_actor_types_item_data
                )

                scope_actor_types.append(scope_actor_types_item)

        scope_brand_ids = cast(list[str], d.pop("scopeBrandIds", UNSET))

        scope_collections = cast(list[str], d.pop("scopeCollections", UNSET))

        scope_shop_ids = cast(list[str], d.pop("scopeShopIds", UNSET))

        scope_supplier_ids = cast(list[str], d.pop("scopeSupplierIds", UNSET))

        scope_workflow_ids = cast(list[str], d.pop("scopeWorkflowIds", UNSET))

        _threshold_metric = d.pop("thresholdMetric", UNSET)
        threshold_metric: ApprovalPolicyCreateThresholdmetric | Unset
        if isinstance(_threshold_metric, Unset):
            threshold_metric = UNSET
        else:
            threshold_metric = check_approval_policy_create_thresholdmetric(_threshold_metric)

        approval_policy_create = cls(
            name=name,
            threshold_value=threshold_value,
            action_family=action_family,
            is_active=is_active,
            scope_actor_types=scope_actor_types,
            scope_brand_ids=scope_brand_ids,
            scope_collections=scope_collections,
            scope_shop_ids=scope_shop_ids,
            scope_supplier_ids=scope_supplier_ids,
            scope_workflow_ids=scope_workflow_ids,
            threshold_metric=threshold_metric,
        )

        return approval_policy_create
