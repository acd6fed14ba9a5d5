from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ApprovalPolicyStatus")


@_attrs_define
class ApprovalPolicyStatus:
    """Body of PATCH /api/approval-policies/{id}/status: ``{isActive: bool}`` (strict boolean).

    Attributes:
        is_active (bool):
    """

    is_active: bool

    def to_dict(self) -> dict[str, Any]:
        is_active = self.is_active

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "isActive": is_active,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        is_active = d.pop("isActive")

        approval_policy_status = cls(
            is_active=is_active,
        )

        return approval_policy_status
