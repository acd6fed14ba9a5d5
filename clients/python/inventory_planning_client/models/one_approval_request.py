from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.approval_request import ApprovalRequest


T = TypeVar("T", bound="OneApprovalRequest")


@_attrs_define
class OneApprovalRequest:
    """
    Attributes:
        success (bool):  Default: True.
        data (ApprovalRequest): An approval request (REFERENCE 4.2): PENDING -> APPROVED | REJECTED | EXPIRED.
    """

    data: ApprovalRequest
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
        from ..models.approval_request import ApprovalRequest  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ApprovalRequest.from_dict(d.pop("data"))

        one_approval_request = cls(
            success=success,
            data=data,
        )

        return one_approval_request
