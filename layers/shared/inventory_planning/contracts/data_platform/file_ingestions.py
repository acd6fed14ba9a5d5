"""File-ingestion records (SPEC "POST /api/data-platform/file-ingestions"; REFERENCE 8.2)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from inventory_planning.contracts.schemas import Record

FileType = Literal["csv", "tsv", "excel", "sql", "json", "xml", "parquet", "database_dump", "image", "other"]
FileStatus = Literal["UPLOADED", "INGESTED", "ERROR", "DELETED"]


class FileIngestionFields(BaseModel):
    """The fields of a file announced to the service (SPEC's table, without ``organizationId``)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    originalFilename: str = Field(min_length=1, max_length=512)
    blobPath: str = Field(
        min_length=1, max_length=1024, description="where the bytes are, e.g. s3://<bucket>/incoming/<org>/<file>"
    )
    checksumSha256: str = Field(pattern=r"^[0-9a-fA-F]{64}$", description="SHA-256 of the bytes, 64 hex characters")
    fileSizeBytes: int = Field(ge=0, le=9007199254740991, strict=True, description="bytes")
    fileType: FileType
    detectedFileType: str | None = Field(None, max_length=50)
    detectedMimeType: str | None = Field(None, max_length=255)
    ingestionSource: Literal["app", "client-importer"] = "client-importer"
    sourceSystem: str | None = Field(None, max_length=255)


class RegisterFileIngestion(FileIngestionFields):
    """Body of POST /api/data-platform/file-ingestions."""

    organizationId: str = Field(min_length=1, max_length=64)


class RejectedRows(Record):
    """What a load read and refused: counts, rejections by reason with examples, the file's segments."""

    model_config = ConfigDict(extra="allow", defer_build=True)
    rowsRead: int
    rowsLoaded: int
    rowsRejected: int
    rejectedByReason: dict[str, int]
    examples: dict[str, list[Any]]
    segments: list[dict[str, Any]]


class FileIngestionRecord(Record):
    """A file-ingestion record: the file, its status UPLOADED -> INGESTED | ERROR (or DELETED), the
    load's statistics and every rejection reason (``stats``), ``error`` when the file could not be
    loaded, and ``attempts`` (loads started; a reprocess adds one)."""

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
    status: FileStatus
    error: str | None
    createdAt: str
    updatedAt: str
    stats: RejectedRows
    attempts: int = 0
    reprocessRequestedAt: str | None = None


class FileIngestionList(Record):
    """``{success, data: [record], limit, offset, total}`` (REFERENCE 8.2)."""

    success: Literal[True] = True
    data: list[FileIngestionRecord]
    limit: int
    offset: int
    total: int


class PatchFileIngestion(BaseModel):
    """Body of PATCH /api/data-platform/file-ingestions/{id}: an outside worker's outcome."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    status: Literal["INGESTED", "ERROR"] | None = None
    blobPath: str | None = Field(None, min_length=1, max_length=1024)


class OrganizationOnly(BaseModel):
    """A body naming only the organization (internal routes)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)


class BatchRegisterFileIngestions(BaseModel):
    """Body of POST /api/data-platform/file-ingestions/batch: 1..100 files; each is checked on its own."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    items: list[dict[str, Any]] = Field(min_length=1, max_length=100, description="each: the fields of POST .../file-ingestions")


class FileStatusChange(BaseModel):
    """One item of PATCH .../file-ingestions/batch."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    id: str = Field(min_length=1, max_length=64)
    status: Literal["INGESTED", "ERROR"]


class BatchPatchFileIngestions(BaseModel):
    """Body of PATCH /api/data-platform/file-ingestions/batch: 1..100 status changes."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    items: list[FileStatusChange] = Field(min_length=1, max_length=100)


class BatchItemError(Record):
    """Why one item of a batch failed."""

    errorCode: str
    error: str
    fieldErrors: list[dict[str, Any]] | None = None


class BatchItemResult(Record):
    """One item's outcome: its index in ``items``, and the record or the error."""

    index: int
    success: bool
    data: FileIngestionRecord | None = None
    error: BatchItemError | None = None


class BatchSummary(Record):
    """Counts of a batch."""

    total: int
    succeeded: int
    failed: int


class BatchResults(Record):
    """``{success, results: [...], summary}``."""

    success: Literal[True] = True
    results: list[BatchItemResult]
    summary: BatchSummary
