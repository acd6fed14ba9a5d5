from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.org_list_entry import OrgListEntry


T = TypeVar("T", bound="OneOrgListEntry")


@_attrs_define
class OneOrgListEntry:
    """
    Attributes:
        success (bool):  Default: True.
        data (OrgListEntry): SPEC "Org-list entry".
    """

    data: OrgListEntry
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
        from ..models.org_list_entry import OrgListEntry  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = OrgListEntry.from_dict(d.pop("data"))

        one_org_list_entry = cls(
            success=success,
            data=data,
        )

        return one_org_list_entry
