"""Records of the file-ingestion use cases (docs/decisions/0026): what ``services.ingestion.records``
returns. A record is stored as JSON with the wire's names (``store.ingestion.records``);
:meth:`FileIngestion.from_stored` reads one. Instants are ISO 8601 text (UTC, ``...Z``), sizes in bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict

from inventory_planning.domain.pages import Page


class StoredFileIngestion(TypedDict):
    """A file-ingestion record as stored (JSON, the wire's names): what the ingestion worker's
    service returns; :meth:`FileIngestion.from_stored` reads it into the record the routes show.
    ``stats`` as the load wrote them (rows read, loaded, rejected by reason, examples)."""

    id: str
    organizationId: str
    originalFilename: str
    blobPath: str
    checksumSha256: str
    fileSizeBytes: int
    channel: str
    fileType: str
    detectedFileType: str | None
    detectedMimeType: str | None
    sourceSystem: str | None
    ingestionSource: str
    status: str
    error: str | None
    createdAt: str
    updatedAt: str
    stats: dict[str, Any]
    attempts: NotRequired[int]  # an older record lacks it
    reprocessRequestedAt: NotRequired[str | None]  # an older record lacks it


@dataclass(frozen=True, slots=True, kw_only=True)
class FileIngestion:
    """A file-ingestion record: the file, its status UPLOADED -> INGESTED | ERROR (or DELETED), the
    load's statistics and rejection reasons (``stats``, as the load wrote them), ``error`` when the
    file could not be loaded, and ``attempts`` (loads started)."""

    id: str
    organization_id: str
    original_filename: str
    blob_path: str
    checksum_sha_256: str
    file_size_bytes: int
    channel: str
    file_type: str
    detected_file_type: str | None
    detected_mime_type: str | None
    source_system: str | None
    ingestion_source: str
    status: str
    error: str | None
    created_at: str
    updated_at: str
    stats: Mapping[str, Any]
    attempts: int = 0
    reprocess_requested_at: str | None = None

    @classmethod
    def from_stored(cls, record: Mapping[str, Any]) -> FileIngestion:
        """The record of a stored one (wire names; an older record lacks ``attempts`` and
        ``reprocessRequestedAt``). Raises KeyError when a required field is missing."""
        return cls(
            id=record["id"], organization_id=record["organizationId"], original_filename=record["originalFilename"],
            blob_path=record["blobPath"], checksum_sha_256=record["checksumSha256"], file_size_bytes=record["fileSizeBytes"],
            channel=record["channel"], file_type=record["fileType"], detected_file_type=record.get("detectedFileType"),
            detected_mime_type=record.get("detectedMimeType"), source_system=record.get("sourceSystem"),
            ingestion_source=record["ingestionSource"], status=record["status"], error=record.get("error"),
            created_at=record["createdAt"], updated_at=record["updatedAt"], stats=record["stats"],
            attempts=record.get("attempts") or 0, reprocess_requested_at=record.get("reprocessRequestedAt"),
        )  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class FileIngestionPage(Page[FileIngestion]):
    """A page of records asked by ``offset`` and ``limit`` (the data platform's paging)."""

    limit: int
    offset: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ItemError:
    """Why one item of a batch failed: the error code and text a single request would answer, and
    its field errors (``{field, code, message}``) for a VALIDATION_ERROR."""

    error_code: str
    error: str
    field_errors: tuple[Mapping[str, Any], ...] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class BatchItem:
    """One item's outcome: its index in the batch, and its record or its error."""

    index: int
    success: bool
    data: FileIngestion | None = None
    error: ItemError | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class BatchSummary:
    """Counts of a batch."""

    total: int
    succeeded: int
    failed: int


@dataclass(frozen=True, slots=True, kw_only=True)
class BatchOutcome:
    """Every item's outcome, in order, and their counts."""

    results: list[BatchItem]
    summary: BatchSummary

    @classmethod
    def of(cls, results: list[BatchItem]) -> BatchOutcome:
        """The outcome of ``results``, counted."""
        succeeded = sum(r.success for r in results)
        return cls(
            results=results, summary=BatchSummary(total=len(results), succeeded=succeeded, failed=len(results) - succeeded)
        )
