from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.approval_policy_action_family_type_0 import (
    ApprovalPolicyActionFamilyType0,
    check_approval_policy_action_family_type_0,
)
from ..models.approval_policy_scope_actor_types_item import (
    ApprovalPolicyScopeActorTypesItem,
    check_approval_policy_scope_actor_types_item,
)
from ..models.approval_policy_thresholdmetric import (
    ApprovalPolicyThresholdmetric,
    check_approval_policy_thresholdmetric,
)

T = TypeVar("T", bound="ApprovalPolicy")


@_attrs_define
class ApprovalPolicy:
    """SPEC "Approval policy"; thresholdValue in currency (PLAN_TOTAL_VALUE) or pieces.

    Attributes:
        id (str):
        organization_id (str):
        name (str):
        action_family (ApprovalPolicyActionFamilyType0 | None):
        is_active (bool):
        scope_actor_types (list[ApprovalPolicyScopeActorTypesItem]):
        scope_brand_ids (list[str]):
        scope_collections (list[str]):
        scope_shop_ids (list[str]):
        scope_supplier_ids (list[str]):
        scope_workflow_ids (list[str]):
        threshold_metric (ApprovalPolicyThresholdmetric):
        threshold_value (float):
        created_at (str):
        updated_at (str):
        created_by (str):
        updated_by (str):
    """

    id: str
    organization_id: str
    name: str
    action_family: ApprovalPolicyActionFamilyType0 | None
    is_active: bool
    scope_actor_types: list[ApprovalPolicyScopeActorTypesItem]
    scope_brand_ids: list[str]
    scope_collections: list[str]
    scope_shop_ids: list[str]
    scope_supplier_ids: list[str]
    scope_workflow_ids: list[str]
    threshold_metric: ApprovalPolicyThresholdmetric
    threshold_value: float
    created_at: str
    updated_at: str
    created_by: str
    updated_by: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organization_id = self.organization_id

        name = self.name

        action_family: None | str
        if isinstance(self.action_family, str):
            action_family = self.action_family
        else:
            action_family = self.action_family

        is_active = self.is_active

        scope_actor_types = []
        for scope_actor_types_item_data in self.scope_actor_types:
            scope_actor_types_item: str = scope_actor_types_item_data
            scope_actor_types.append(scope_actor_types_item)

        scope_brand_ids = self.scope_brand_ids

        scope_collections = self.scope_collections

        scope_shop_ids = self.scope_shop_ids

        scope_supplier_ids = self.scope_supplier_ids

        scope_workflow_ids = self.scope_workflow_ids

        threshold_metric: str = self.threshold_metric

        threshold_value = self.threshold_value

        created_at = self.created_at

        updated_at = self.updated_at

        created_by = self.created_by

        updated_by = self.updated_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "name": name,
                "actionFamily": action_family,
                "isActive": is_active,
                "scopeActorTypes": scope_actor_types,
                "scopeBrandIds": scope_brand_ids,
                "scopeCollections": scope_collections,
                "scopeShopIds": scope_shop_ids,
                "scopeSupplierIds": scope_supplier_ids,
                "scopeWorkflowIds": scope_workflow_ids,
                "thresholdMetric": threshold_metric,
                "thresholdValue": threshold_value,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "createdBy": created_by,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        name = d.pop("name")

        def _parse_action_family(data: object) -> ApprovalPolicyActionFamilyType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                action_family_type_0 = check_approval_policy_action_family_type_0(data)

                return action_family_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApprovalPolicyActionFamilyType0 | None, data)

        action_family = _parse_action_family(d.pop("actionFamily"))

        is_active = d.pop("isActive")

        scope_actor_types = []
        _scope_actor_types = d.pop("scopeActorTypes")
        for scope_actor_types_item_data in _scope_actor_types:
            scope_actor_types_item = check_approval_policy_scope_actor_types_item(scope_actor_types_item_data)

            scope_actor_types.append(scope_actor_types_item)

        scope_brand_ids = cast(list[str], d.pop("scopeBrandIds"))

        scope_collections = cast(list[str], d.pop("scopeCollections"))

        scope_shop_ids = cast(list[str], d.pop("scopeShopIds"))

        scope_supplier_ids = cast(list[str], d.pop("scopeSupplierIds"))

        scope_workflow_ids = cast(list[str], d.pop("scopeWorkflowIds"))

        threshold_metric = check_approval_policy_thresholdmetric(d.pop("thresholdMetric"))

        threshold_value = d.pop("thresholdValue")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        created_by = d.pop("createdBy")

        updated_by = d.pop("updatedBy")

        approval_policy = cls(
            id=id,
            organization_id=organization_id,
            name=name,
            action_family=action_family,
            is_active=is_active,
            scope_actor_types=scope_actor_types,
            scope_brand_ids=scope_brand_ids,
            scope_collections=scope_collections,
            scope_shop_ids=scope_shop_ids,
            scope_supplier_ids=scope_supplier_ids,
            scope_workflow_ids=scope_workflow_ids,
            threshold_metric=threshold_metric,
            threshold_value=threshold_value,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            updated_by=updated_by,
        )

        return approval_policy
