from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_sandbox_ingest_run_triggertype import (
    CreateSandboxIngestRunTriggertype,
    check_create_sandbox_ingest_run_triggertype,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateSandboxIngestRun")


@_attrs_define
class CreateSandboxIngestRun:
    """Body of POST /api/data-platform/sandbox-ingest-runs: a file to validate without loading it.

    Attributes:
        organization_id (str):
        blob_path (str): s3://<ingestion bucket>/sandbox/<org>/<file> (or incoming/<org>/)
        checksum_sha_256 (str): SHA-256 of the bytes, 64 lower-case hex characters
        file_size_bytes (int):
        original_filename (str):
        trigger_type (CreateSandboxIngestRunTriggertype):
        data_source_code (None | str | Unset): omit to detect; file-drop
        force_spec_id (None | str | Unset): read the file with this ingestion spec only
    """

    organization_id: str
    blob_path: str
    checksum_sha_256: str
    file_size_bytes: int
    original_filename: str
    trigger_type: CreateSandboxIngestRunTriggertype
    data_source_code: None | str | Unset = UNSET
    force_spec_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        blob_path = self.blob_path

        checksum_sha_256 = self.checksum_sha_256

        file_size_bytes = self.file_size_bytes

        original_filename = self.original_filename

        trigger_type: str = self.trigger_type

        data_source_code: None | str | Unset
        if isinstance(self.data_source_code, Unset):
            data_source_code = UNSET
        else:
            data_source_code = self.data_source_code

        force_spec_id: None | str | Unset
        if isinstance(self.force_spec_id, Unset):
            force_spec_id = UNSET
        else:
            force_spec_id = self.force_spec_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "blobPath": blob_path,
                "checksumSha256": checksum_sha_256,
                "fileSizeBytes": file_size_bytes,
                "originalFilename": original_filename,
                "triggerType": trigger_type,
            }
        )
        if data_source_code is not UNSET:
            field_dict["dataSourceCode"] = data_source_code
        if force_spec_id is not UNSET:
            field_dict["forceSpecId"] = force_spec_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        blob_path = d.pop("blobPath")

        checksum_sha_256 = d.pop("checksumSha256")

        file_size_bytes = d.pop("fileSizeBytes")

        original_filename = d.pop("originalFilename")

        trigger_type = check_create_sandbox_ingest_run_triggertype(d.pop("triggerType"))

        def _parse_data_source_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        data_source_code = _parse_data_source_code(d.pop("dataSourceCode", UNSET))

        def _parse_force_spec_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        force_spec_id = _parse_force_spec_id(d.pop("forceSpecId", UNSET))

        create_sandbox_ingest_run = cls(
            organization_id=organization_id,
            blob_path=blob_path,
            checksum_sha_256=checksum_sha_256,
            file_size_bytes=file_size_bytes,
            original_filename=original_filename,
            trigger_type=trigger_type,
            data_source_code=data_source_code,
            force_spec_id=force_spec_id,
        )

        return create_sandbox_ingest_run
