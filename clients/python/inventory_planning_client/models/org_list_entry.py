from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.org_list_entry_listtype import OrgListEntryListtype, check_org_list_entry_listtype

if TYPE_CHECKING:
    from ..models.org_list_entry_metadata import OrgListEntryMetadata


T = TypeVar("T", bound="OrgListEntry")


@_attrs_define
class OrgListEntry:
    """SPEC "Org-list entry".

    Attributes:
        id (str):
        list_type (OrgListEntryListtype):
        value (str):
        metadata (OrgListEntryMetadata):
        created_at (str):
        updated_at (None | str):
    """

    id: str
    list_type: OrgListEntryListtype
    value: str
    metadata: OrgListEntryMetadata
    created_at: str
    updated_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        list_type: str = self.list_type

        value = self.value

        metadata = self.metadata.to_dict()

        created_at = self.created_at

        updated_at: None | str
        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "listType": list_type,
                "value": value,
                "metadata": metadata,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.org_list_entry_metadata import OrgListEntryMetadata  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        list_type = check_org_list_entry_listtype(d.pop("listType"))

        value = d.pop("value")

        metadata = OrgListEntryMetadata.from_dict(d.pop("metadata"))

        created_at = d.pop("createdAt")

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        org_list_entry = cls(
            id=id,
            list_type=list_type,
            value=value,
            metadata=metadata,
            created_at=created_at,
            updated_at=updated_at,
        )

        return org_list_entry
