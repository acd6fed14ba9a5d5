from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.outcome_attribution_attributionsource import (
    OutcomeAttributionAttributionsource,
    check_outcome_attribution_attributionsource,
)

T = TypeVar("T", bound="OutcomeAttribution")


@_attrs_define
class OutcomeAttribution:
    """REFERENCE 3.4: a plan item's origin: a decision vector, a workflow, or a person (MANUAL).

    Attributes:
        attribution_source (OutcomeAttributionAttributionsource):
        event_type (Literal['ITEM_ADDED']):
        decision_vector_id (None | str):
        workflow_run_id (None | str):
        plan_audit_log_id (str):
        plan_id (str):
        plan_item_id (None | str):
        plan_type (None | str):
        shop_id (None | str):
        variant_id (str):
        created_at (str):
    """

    attribution_source: OutcomeAttributionAttributionsource
    event_type: Literal["ITEM_ADDED"]
    decision_vector_id: None | str
    workflow_run_id: None | str
    plan_audit_log_id: str
    plan_id: str
    plan_item_id: None | str
    plan_type: None | str
    shop_id: None | str
    variant_id: str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        attribution_source: str = self.attribution_source

        event_type = self.event_type

        decision_vector_id: None | str
        decision_vector_id = self.decision_vector_id

        workflow_run_id: None | str
        workflow_run_id = self.workflow_run_id

        plan_audit_log_id = self.plan_audit_log_id

        plan_id = self.plan_id

        plan_item_id: None | str
        plan_item_id = self.plan_item_id

        plan_type: None | str
        plan_type = self.plan_type

        shop_id: None | str
        shop_id = self.shop_id

        variant_id = self.variant_id

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attributionSource": attribution_source,
                "eventType": event_type,
                "decisionVectorId": decision_vector_id,
                "workflowRunId": workflow_run_id,
                "planAuditLogId": plan_audit_log_id,
                "planId": plan_id,
                "planItemId": plan_item_id,
                "planType": plan_type,
                "shopId": shop_id,
                "variantId": variant_id,
                "createdAt": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attribution_source = check_outcome_attribution_attributionsource(d.pop("attributionSource"))

        event_type = cast(Literal["ITEM_ADDED"], d.pop("eventType"))
        if event_type != "ITEM_ADDED":
            raise ValueError(f"eventType must match const 'ITEM_ADDED', got '{event_type}'")

        def _parse_decision_vector_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decision_vector_id = _parse_decision_vector_id(d.pop("decisionVectorId"))

        def _parse_workflow_run_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        workflow_run_id = _parse_workflow_run_id(d.pop("workflowRunId"))

        plan_audit_log_id = d.pop("planAuditLogId")

        plan_id = d.pop("planId")

        def _parse_plan_item_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        plan_item_id = _parse_plan_item_id(d.pop("planItemId"))

        def _parse_plan_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        plan_type = _parse_plan_type(d.pop("planType"))

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        variant_id = d.pop("variantId")

        created_at = d.pop("createdAt")

        outcome_attribution = cls(
            attribution_source=attribution_source,
            event_type=event_type,
            decision_vector_id=decision_vector_id,
            workflow_run_id=workflow_run_id,
            plan_audit_log_id=plan_audit_log_id,
            plan_id=plan_id,
            plan_item_id=plan_item_id,
            plan_type=plan_type,
            shop_id=shop_id,
            variant_id=variant_id,
            created_at=created_at,
        )

        return outcome_attribution
