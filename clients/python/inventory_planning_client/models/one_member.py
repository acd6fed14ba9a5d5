from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.member import Member


T = TypeVar("T", bound="OneMember")


@_attrs_define
class OneMember:
    """
    Attributes:
        success (bool):  Default: True.
        data (Member): A person's membership of the organization: INVITED until their first session, ACTIVE after,
            REMOVED when taken out (kept for the audit).
    """

    data: Member
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
        from ..models.member import Member  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Member.from_dict(d.pop("data"))

        one_member = cls(
            success=success,
            data=data,
        )

        return one_member
