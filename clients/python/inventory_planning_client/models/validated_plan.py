from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.validated_plan_plantype import ValidatedPlanPlantype, check_validated_plan_plantype
from ..models.validated_plan_status import ValidatedPlanStatus, check_validated_plan_status

T = TypeVar("T", bound="ValidatedPlan")


@_attrs_define
class ValidatedPlan:
    """POST /api/data-platform/plans/{type}/{id}/validate.

    Attributes:
        plan_id (str):
        plan_type (ValidatedPlanPlantype):
        status (ValidatedPlanStatus):
        decided_at (str):
        captured_at (str):
    """

    plan_id: str
    plan_type: ValidatedPlanPlantype
    status: ValidatedPlanStatus
    decided_at: str
    captured_at: str

    def to_dict(self) -> dict[str, Any]:
        plan_id = self.plan_id

        plan_type: str = self.plan_type

        status: str = self.status

        decided_at = self.decided_at

        captured_at = self.captured_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "planId": plan_id,
                "planType": plan_type,
                "status": status,
                "decidedAt": decided_at,
                "capturedAt": captured_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plan_id = d.pop("planId")

        plan_type = check_validated_plan_plantype(d.pop("planType"))

        status = check_validated_plan_status(d.pop("status"))

        decided_at = d.pop("decidedAt")

        captured_at = d.pop("capturedAt")

        validated_plan = cls(
            plan_id=plan_id,
            plan_type=plan_type,
            status=status,
            decided_at=decided_at,
            captured_at=captured_at,
        )

        return validated_plan
