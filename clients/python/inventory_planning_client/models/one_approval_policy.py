from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.approval_policy import ApprovalPolicy


T = TypeVar("T", bound="OneApprovalPolicy")


@_attrs_define
class OneApprovalPolicy:
    """
    Attributes:
        success (bool):  Default: True.
        data (ApprovalPolicy): SPEC "Approval policy"; thresholdValue in currency (PLAN_TOTAL_VALUE) or pieces.
    """

    data: ApprovalPolicy
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.approval_policy import ApprovalPolicy  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ApprovalPolicy.from_dict(d.pop("data"))

        one_approval_policy = cls(
            success=success,
            data=data,
        )

        return one_approval_policy
