from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.file_ingestion_record_status import FileIngestionRecordStatus, check_file_ingestion_record_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rejected_rows import RejectedRows


T = TypeVar("T", bound="FileIngestionRecord")


@_attrs_define
class FileIngestionRecord:
    """A file-ingestion record: the file, its status UPLOADED -> INGESTED | ERROR (or DELETED), the
    load's statistics and every rejection reason (``stats``), ``error`` when the file could not be
    loaded, and ``attempts`` (loads started; a reprocess adds one).

        Attributes:
            id (str):
            organization_id (str):
            original_filename (str):
            blob_path (str):
            checksum_sha_256 (str):
            file_size_bytes (int):
            channel (str):
            file_type (str):
            detected_file_type (None | str):
            detected_mime_type (None | str):
            source_system (None | str):
            ingestion_source (str):
            status (FileIngestionRecordStatus):
            error (None | str):
            created_at (str):
            updated_at (str):
            stats (RejectedRows): What a load read and refused: counts, rejections by reason with examples, the file's
                segments.
            attempts (int | Unset):  Default: 0.
            reprocess_requested_at (None | str | Unset):
    """

    id: str
    organization_id: str
    original_filename: str
    blob_path: str
    checksum_sha_256: str
    file_size_bytes: int
    channel: str
    file_type: str
    detected_file_type: None | str
    detected_mime_type: None | str
    source_system: None | str
    ingestion_source: str
    status: FileIngestionRecordStatus
    error: None | str
    created_at: str
    updated_at: str
    stats: RejectedRows
    attempts: int | Unset = 0
    reprocess_requested_at: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organization_id = self.organization_id

        original_filename = self.original_filename

        blob_path = self.blob_path

        checksum_sha_256 = self.checksum_sha_256

        file_size_bytes = self.file_size_bytes

        channel = self.channel

        file_type = self.file_type

        detected_file_type: None | str
        detected_file_type = self.detected_file_type

        detected_mime_type: None | str
        detected_mime_type = self.detected_mime_type

        source_system: None | str
        source_system = self.source_system

        ingestion_source = self.ingestion_source

        status: str = self.status

        error: None | str
        error = self.error

        created_at = self.created_at

        updated_at = self.updated_at

        stats = self.stats.to_dict()

        attempts = self.attempts

        reprocess_requested_at: None | str | Unset
        if isinstance(self.reprocess_requested_at, Unset):
            reprocess_requested_at = UNSET
        else:
            reprocess_requested_at = self.reprocess_requested_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "originalFilename": original_filename,
                "blobPath": blob_path,
                "checksumSha256": checksum_sha_256,
                "fileSizeBytes": file_size_bytes,
                "channel": channel,
                "fileType": file_type,
                "detectedFileType": detected_file_type,
                "detectedMimeType": detected_mime_type,
                "sourceSystem": source_system,
                "ingestionSource": ingestion_source,
                "status": status,
                "error": error,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "stats": stats,
            }
        )
        if attempts is not UNSET:
            field_dict["attempts"] = attempts
        if reprocess_requested_at is not UNSET:
            field_dict["reprocessRequestedAt"] = reprocess_requested_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rejected_rows import RejectedRows  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        original_filename = d.pop("originalFilename")

        blob_path = d.pop("blobPath")

        checksum_sha_256 = d.pop("checksumSha256")

        file_size_bytes = d.pop("fileSizeBytes")

        channel = d.pop("channel")

        file_type = d.pop("fileType")

        def _parse_detected_file_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detected_file_type = _parse_detected_file_type(d.pop("detectedFileType"))

        def _parse_detected_mime_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detected_mime_type = _parse_detected_mime_type(d.pop("detectedMimeType"))

        def _parse_source_system(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_system = _parse_source_system(d.pop("sourceSystem"))

        ingestion_source = d.pop("ingestionSource")

        status = check_file_ingestion_record_status(d.pop("status"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        stats = RejectedRows.from_dict(d.pop("stats"))

        attempts = d.pop("attempts", UNSET)

        def _parse_reprocess_requested_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reprocess_requested_at = _parse_reprocess_requested_at(d.pop("reprocessRequestedAt", UNSET))

        file_ingestion_record = cls(
            id=id,
            organization_id=organization_id,
            original_filename=original_filename,
            blob_path=blob_path,
            checksum_sha_256=checksum_sha_256,
            file_size_bytes=file_size_bytes,
            channel=channel,
            file_type=file_type,
            detected_file_type=detected_file_type,
            detected_mime_type=detected_mime_type,
            source_system=source_system,
            ingestion_source=ingestion_source,
            status=status,
            error=error,
            created_at=created_at,
            updated_at=updated_at,
            stats=stats,
            attempts=attempts,
            reprocess_requested_at=reprocess_requested_at,
        )

        return file_ingestion_record
