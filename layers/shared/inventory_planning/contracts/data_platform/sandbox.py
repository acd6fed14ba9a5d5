"""Sandbox runs (REFERENCE 8.3; SPEC "POST /api/data-platform/sandbox-ingest-runs/{id}/logs")."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer
from pydantic.json_schema import SkipJsonSchema

from inventory_planning.contracts.schemas import Record

RunStatus = Literal["PENDING", "RUNNING", "SUCCESS", "FAILED"]


class CreateSandboxIngestRun(BaseModel):
    """Body of POST /api/data-platform/sandbox-ingest-runs: a file to validate without loading it."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    blobPath: str = Field(
        min_length=1, max_length=1024, description="s3://<ingestion bucket>/sandbox/<org>/<file> (or incoming/<org>/)"
    )
    checksumSha256: str = Field(pattern=r"^[0-9a-f]{64}$", description="SHA-256 of the bytes, 64 lower-case hex characters")
    fileSizeBytes: int = Field(ge=0, le=9007199254740991, strict=True)
    originalFilename: str = Field(min_length=1, max_length=512)
    triggerType: Literal["MANUAL", "API"]
    dataSourceCode: str | None = Field(None, min_length=1, max_length=64, description="omit to detect; file-drop")
    forceSpecId: str | None = Field(None, min_length=1, max_length=64, description="read the file with this ingestion spec only")


class CreateSandboxPromoteRun(BaseModel):
    """Body of POST /api/data-platform/sandbox-promote-runs: load a sandboxed file for real."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    sandboxIngestRunId: str = Field(min_length=1, max_length=64)
    triggerType: Literal["MANUAL", "API"]
    allowWithErrors: bool = Field(False, description="load the valid rows even when the ingest run found errors")
    targetLandingPath: str | None = Field(None, min_length=1, max_length=1024)


class SandboxRunChange(BaseModel):
    """Body of PATCH .../sandbox-ingest-runs/{id} and .../sandbox-promote-runs/{id} (an outside worker)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    status: RunStatus
    databricksRunId: str | None = Field(None, min_length=1, max_length=255)
    errorMessage: str | None = Field(None, min_length=1, max_length=2000, description="with status FAILED only")
    stats: dict[str, Any] | None = Field(None, description="required with SUCCESS; an ingest run's may hold findings: [Finding]")


class SandboxRunStarted(Record):
    """``{id, status: PENDING, triggeredAt}``."""

    id: str
    status: RunStatus
    triggeredAt: str


class SandboxRunState(Record):
    """``{id, status, startedAt, completedAt}`` after an update."""

    id: str
    status: RunStatus
    startedAt: str | None
    completedAt: str | None


class SandboxRun(Record):
    """A sandbox run (``kind`` INGEST or PROMOTE) with its stats, the first 50 findings (ingest) and
    its log counts."""

    model_config = ConfigDict(extra="allow", defer_build=True)
    id: str
    kind: Literal["INGEST", "PROMOTE"]
    organizationId: str
    status: RunStatus
    triggerType: str
    triggeredAt: str
    startedAt: str | None
    completedAt: str | None
    durationMs: int | None
    databricksRunId: str | None
    errorMessage: str | None
    stats: dict[str, Any] | None
    findings: list[dict[str, Any]]
    totalLogs: int
    logsDropped: int
    # The stored keys of one kind of run, which the wire has always shown (extra="allow" let them
    # through): declared so a record (domain.sandbox.SandboxIngestRun / SandboxPromoteRun) is exact,
    # kept out of the OpenAPI document, and shown only on the runs that have them.
    blobPath: SkipJsonSchema[Any] = None
    checksumSha256: SkipJsonSchema[Any] = None
    fileSizeBytes: SkipJsonSchema[Any] = None
    originalFilename: SkipJsonSchema[Any] = None
    dataSourceCode: SkipJsonSchema[Any] = None
    forceSpecId: SkipJsonSchema[Any] = None
    sandboxIngestRunId: SkipJsonSchema[Any] = None
    allowWithErrors: SkipJsonSchema[Any] = None
    targetLandingPath: SkipJsonSchema[Any] = None

    @model_serializer(mode="wrap")
    def _kind_fields_when_given(self, handler: SerializerFunctionWrapHandler):  # unannotated: the schema stays the model's
        """The run's fields, those of the other kind of run left out."""
        shown: dict[str, Any] = handler(self)
        for name in KIND_FIELDS - self.model_fields_set:
            shown.pop(name, None)
        return shown


KIND_FIELDS = frozenset({
    "blobPath", "checksumSha256", "fileSizeBytes", "originalFilename", "dataSourceCode", "forceSpecId",
    "sandboxIngestRunId", "allowWithErrors", "targetLandingPath",
})  # fmt: skip


class LogEntry(BaseModel):
    """One log entry (SPEC "Sandbox ingest log entry")."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    ts: str = Field(min_length=1, max_length=40, pattern=r"^\d{4}-\d{2}-\d{2}T", description="ISO 8601 timestamp")
    level: Literal["DEBUG", "INFO", "WARN", "ERROR"]
    message: str = Field(min_length=1, max_length=2000)
    context: dict[str, Any] = Field(default_factory=dict, description="free-form")


class AppendLogs(BaseModel):
    """Body of POST .../{id}/logs: 1..500 entries."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    entries: list[LogEntry] = Field(min_length=1, max_length=500)


class LogsAppended(Record):
    """``{runId, totalLogs}`` (SPEC), plus how many of these entries were kept and dropped at the cap."""

    runId: str
    totalLogs: int
    accepted: int
    dropped: int
    logLimit: int


class LogPage(Record):
    """``{success, data: [entry], page, pageSize, total, dropped, logLimit}``."""

    success: Literal[True] = True
    data: list[dict[str, Any]]
    page: int
    pageSize: int
    total: int
    dropped: int
    logLimit: int
