from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ApprovalRequested")


@_attrs_define
class ApprovalRequested:
    """An approval policy intercepted a status change: it waits for a decision (202).

    Attributes:
        approval_request_id (str):
        policy_id (str):
        metric (str):
        value (float):
        threshold (float):
    """

    approval_request_id: str
    policy_id: str
    metric: str
    value: float
    threshold: float

    def to_dict(self) -> dict[str, Any]:
        approval_request_id = self.approval_request_id

        policy_id = self.policy_id

        metric = self.metric

        value = self.value

        threshold = self.threshold

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "approvalRequestId": approval_request_id,
                "policyId": policy_id,
                "metric": metric,
                "value": value,
                "threshold": threshold,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        approval_request_id = d.pop("approvalRequestId")

        policy_id = d.pop("policyId")

        metric = d.pop("metric")

        value = d.pop("value")

        threshold = d.pop("threshold")

        approval_requested = cls(
            approval_request_id=approval_request_id,
            policy_id=policy_id,
            metric=metric,
            value=value,
            threshold=threshold,
        )

        return approval_requested
