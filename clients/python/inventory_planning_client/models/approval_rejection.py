from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ApprovalRejection")


@_attrs_define
class ApprovalRejection:
    """POST /api/approval-requests/{id}/reject: ``{reason}``, required, 1..500 characters with at
    least one that is not blank (a rejection says why).

        Attributes:
            reason (str):
    """

    reason: str

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        approval_rejection = cls(
            reason=reason,
        )

        return approval_rejection
