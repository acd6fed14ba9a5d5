from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.org_list_entry_create_metadata_type_0 import OrgListEntryCreateMetadataType0


T = TypeVar("T", bound="OrgListEntryCreate")


@_attrs_define
class OrgListEntryCreate:
    """Body of POST /api/org-lists/{listType}/entries: ``{value 1..255, metadata?: object}``.

    ``metadata`` is free-form key/value (at most 50 keys). The value's form depends on the list:
    see :func:`normalise_list_value`.

        Attributes:
            value (str):
            metadata (None | OrgListEntryCreateMetadataType0 | Unset):
    """

    value: str
    metadata: None | OrgListEntryCreateMetadataType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.org_list_entry_create_metadata_type_0 import OrgListEntryCreateMetadataType0  # noqa: PLC0415

        value = self.value

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, OrgListEntryCreateMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.org_list_entry_create_metadata_type_0 import OrgListEntryCreateMetadataType0  # noqa: PLC0415

        d = dict(src_dict)
        value = d.pop("value")

        def _parse_metadata(data: object) -> None | OrgListEntryCreateMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = OrgListEntryCreateMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OrgListEntryCreateMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        org_list_entry_create = cls(
            value=value,
            metadata=metadata,
        )

        return org_list_entry_create
