from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.patch_file_ingestion_status_type_0 import (
    PatchFileIngestionStatusType0,
    check_patch_file_ingestion_status_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchFileIngestion")


@_attrs_define
class PatchFileIngestion:
    """Body of PATCH /api/data-platform/file-ingestions/{id}: an outside worker's outcome.

    Attributes:
        organization_id (str):
        status (None | PatchFileIngestionStatusType0 | Unset):
        blob_path (None | str | Unset):
    """

    organization_id: str
    status: None | PatchFileIngestionStatusType0 | Unset = UNSET
    blob_path: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, str):
            status = self.status
        else:
            status = self.status

        blob_path: None | str | Unset
        if isinstance(self.blob_path, Unset):
            blob_path = UNSET
        else:
            blob_path = self.blob_path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status
        if blob_path is not UNSET:
            field_dict["blobPath"] = blob_path

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        def _parse_status(data: object) -> None | PatchFileIngestionStatusType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = check_patch_file_ingestion_status_type_0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchFileIngestionStatusType0 | Unset, data)

        status = _parse_status(d.pop("status", UNSET))

        def _parse_blob_path(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        blob_path = _parse_blob_path(d.pop("blobPath", UNSET))

        patch_file_ingestion = cls(
            organization_id=organization_id,
            status=status,
            blob_path=blob_path,
        )

        return patch_file_ingestion
