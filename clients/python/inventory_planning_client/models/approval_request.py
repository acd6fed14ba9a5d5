from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.approval_request_plantype import ApprovalRequestPlantype, check_approval_request_plantype
from ..models.approval_request_status import ApprovalRequestStatus, check_approval_request_status

if TYPE_CHECKING:
    from ..models.actor_ref import ActorRef


T = TypeVar("T", bound="ApprovalRequest")


@_attrs_define
class ApprovalRequest:
    """An approval request (REFERENCE 4.2): PENDING -> APPROVED | REJECTED | EXPIRED.

    Attributes:
        id (str):
        plan_id (str):
        plan_type (ApprovalRequestPlantype):
        plan_code (str):
        policy_id (str):
        policy_name (str):
        metric (str):
        value (float): the metric's value when requested (snapshot)
        threshold (float): the policy's threshold when requested (snapshot)
        from_status (str):
        to_status (str):
        status (ApprovalRequestStatus):
        justification (None | str):
        requested_by (ActorRef): Who did something: ``kind`` USER | API_TOKEN | WORKFLOW | SYSTEM and the user, token or
            service id.
        requested_at (str):
        decided_by (ActorRef | None):
        decided_at (None | str):
        decision_reason (None | str):
        expired_reason (None | str):
    """

    id: str
    plan_id: str
    plan_type: ApprovalRequestPlantype
    plan_code: str
    policy_id: str
    policy_name: str
    metric: str
    value: float
    threshold: float
    from_status: str
    to_status: str
    status: ApprovalRequestStatus
    justification: None | str
    requested_by: ActorRef
    requested_at: str
    decided_by: ActorRef | None
    decided_at: None | str
    decision_reason: None | str
    expired_reason: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.actor_ref import ActorRef  # noqa: PLC0415

        id = self.id

        plan_id = self.plan_id

        plan_type: str = self.plan_type

        plan_code = self.plan_code

        policy_id = self.policy_id

        policy_name = self.policy_name

        metric = self.metric

        value = self.value

        threshold = self.threshold

        from_status = self.from_status

        to_status = self.to_status

        status: str = self.status

        justification: None | str
        justification = self.justification

        requested_by = self.requested_by.to_dict()

        requested_at = self.requested_at

        decided_by: dict[str, Any] | None
        if isinstance(self.decided_by, ActorRef):
            decided_by = self.decided_by.to_dict()
        else:
            decided_by = self.decided_by

        decided_at: None | str
        decided_at = self.decided_at

        decision_reason: None | str
        decision_reason = self.decision_reason

        expired_reason: None | str
        expired_reason = self.expired_reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "planId": plan_id,
                "planType": plan_type,
                "planCode": plan_code,
                "policyId": policy_id,
                "policyName": policy_name,
                "metric": metric,
                "value": value,
                "threshold": threshold,
                "fromStatus": from_status,
                "toStatus": to_status,
                "status": status,
                "justification": justification,
                "requestedBy": requested_by,
                "requestedAt": requested_at,
                "decidedBy": decided_by,
                "decidedAt": decided_at,
                "decisionReason": decision_reason,
                "expiredReason": expired_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.actor_ref import ActorRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        plan_id = d.pop("planId")

        plan_type = check_approval_request_plantype(d.pop("planType"))

        plan_code = d.pop("planCode")

        policy_id = d.pop("policyId")

        policy_name = d.pop("policyName")

        metric = d.pop("metric")

        value = d.pop("value")

        threshold = d.pop("threshold")

        from_status = d.pop("fromStatus")

        to_status = d.pop("toStatus")

        status = check_approval_request_status(d.pop("status"))

        def _parse_justification(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        justification = _parse_justification(d.pop("justification"))

        requested_by = ActorRef.from_dict(d.pop("requestedBy"))

        requested_at = d.pop("requestedAt")

        def _parse_decided_by(data: object) -> ActorRef | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decided_by_type_0 = ActorRef.from_dict(data)

                return decided_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActorRef | None, data)

        decided_by = _parse_decided_by(d.pop("decidedBy"))

        def _parse_decided_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decided_at = _parse_decided_at(d.pop("decidedAt"))

        def _parse_decision_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decision_reason = _parse_decision_reason(d.pop("decisionReason"))

        def _parse_expired_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expired_reason = _parse_expired_reason(d.pop("expiredReason"))

        approval_request = cls(
            id=id,
            plan_id=plan_id,
            plan_type=plan_type,
            plan_code=plan_code,
            policy_id=policy_id,
            policy_name=policy_name,
            metric=metric,
            value=value,
            threshold=threshold,
            from_status=from_status,
            to_status=to_status,
            status=status,
            justification=justification,
            requested_by=requested_by,
            requested_at=requested_at,
            decided_by=decided_by,
            decided_at=decided_at,
            decision_reason=decision_reason,
            expired_reason=expired_reason,
        )

        return approval_request
