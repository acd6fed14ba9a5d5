from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.register_file_ingestion_filetype import (
    RegisterFileIngestionFiletype,
    check_register_file_ingestion_filetype,
)
from ..models.register_file_ingestion_ingestionsource import (
    RegisterFileIngestionIngestionsource,
    check_register_file_ingestion_ingestionsource,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RegisterFileIngestion")


@_attrs_define
class RegisterFileIngestion:
    """Body of POST /api/data-platform/file-ingestions.

    Attributes:
        original_filename (str):
        blob_path (str): where the bytes are, e.g. s3://<bucket>/incoming/<org>/<file>
        checksum_sha_256 (str): SHA-256 of the bytes, 64 hex characters
        file_size_bytes (int): bytes
        file_type (RegisterFileIngestionFiletype):
        organization_id (str):
        detected_file_type (None | str | Unset):
        detected_mime_type (None | str | Unset):
        ingestion_source (RegisterFileIngestionIngestionsource | Unset):  Default: 'client-importer'.
        source_system (None | str | Unset):
    """

    original_filename: str
    blob_path: str
    checksum_sha_256: str
    file_size_bytes: int
    file_type: RegisterFileIngestionFiletype
    organization_id: str
    detected_file_type: None | str | Unset = UNSET
    detected_mime_type: None | str | Unset = UNSET
    ingestion_source: RegisterFileIngestionIngestionsource | Unset = "client-importer"
    source_system: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        original_filename = self.original_filename

        blob_path = self.blob_path

        checksum_sha_256 = self.checksum_sha_256

        file_size_bytes = self.file_size_bytes

        file_type: str = self.file_type

        organization_id = self.organization_id

        detected_file_type: None | str | Unset
        if isinstance(self.detected_file_type, Unset):
            detected_file_type = UNSET
        else:
            detected_file_type = self.detected_file_type

        detected_mime_type: None | str | Unset
        if isinstance(self.detected_mime_type, Unset):
            detected_mime_type = UNSET
        else:
            detected_mime_type = self.detected_mime_type

        ingestion_source: str | Unset = UNSET
        if not isinstance(self.ingestion_source, Unset):
            ingestion_source = self.ingestion_source

        source_system: None | str | Unset
        if isinstance(self.source_system, Unset):
            source_system = UNSET
        else:
            source_system = self.source_system

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "originalFilename": original_filename,
                "blobPath": blob_path,
                "checksumSha256": checksum_sha_256,
                "fileSizeBytes": file_size_bytes,
                "fileType": file_type,
                "organizationId": organization_id,
            }
        )
        if detected_file_type is not UNSET:
            field_dict["detectedFileType"] = detected_file_type
        if detected_mime_type is not UNSET:
            field_dict["detectedMimeType"] = detected_mime_type
        if ingestion_source is not UNSET:
            field_dict["ingestionSource"] = ingestion_source
        if source_system is not UNSET:
            field_dict["sourceSystem"] = source_system

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        original_filename = d.pop("originalFilename")

        blob_path = d.pop("blobPath")

        checksum_sha_256 = d.pop("checksumSha256")

        file_size_bytes = d.pop("fileSizeBytes")

        file_type = check_register_file_ingestion_filetype(d.pop("fileType"))

        organization_id = d.pop("organizationId")

        def _parse_detected_file_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        detected_file_type = _parse_detected_file_type(d.pop("detectedFileType", UNSET))

        def _parse_detected_mime_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        detected_mime_type = _parse_detected_mime_type(d.pop("detectedMimeType", UNSET))

        _ingestion_source = d.pop("ingestionSource", UNSET)
        ingestion_source: RegisterFileIngestionIngestionsource | Unset
        if isinstance(_ingestion_source, Unset):
            ingestion_source = UNSET
        else:
            ingestion_source = check_register_file_ingestion_ingestionsource(_ingestion_source)

        def _parse_source_system(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_system = _parse_source_system(d.pop("sourceSystem", UNSET))

        register_file_ingestion = cls(
            original_filename=original_filename,
            blob_path=blob_path,
            checksum_sha_256=checksum_sha_256,
            file_size_bytes=file_size_bytes,
            file_type=file_type,
            organization_id=organization_id,
            detected_file_type=detected_file_type,
            detected_mime_type=detected_mime_type,
            ingestion_source=ingestion_source,
            source_system=source_system,
        )

        return register_file_ingestion
