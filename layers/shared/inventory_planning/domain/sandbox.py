"""Sandbox runs (REFERENCE 8.3): validate a file without writing a fact, then promote it (pure).

An **ingest run** parses and maps a file exactly as the ingestion worker would, hands the records to
a sink that keeps nothing, and records **findings**: ``{severity error|warning|info, stage
detect|parse|map|loader, code, row, message}``. Every rejected row is an error (that row would not
load); a file without a known header or that cannot be parsed is an error of the file; the layouts
found and what would be loaded are info. The run keeps the first :data:`MAX_FINDINGS` findings
(the API shows them) and counts all of them in ``stats.findings``.

A **promote run** loads the sandboxed file for real. When its ingest run had errors and
``allowWithErrors`` is false it refuses safely: SUCCESS with ``stats.aborted = true`` and the reason.

Lifecycle of both: PENDING -> RUNNING -> SUCCESS | FAILED; a terminal run cannot change. Logs:
at most :data:`MAX_LOGS` per run; a batch that would pass the cap keeps what fits and reports the rest
as dropped (the run counts them too).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from inventory_planning.domain.ingestion.reasons import IngestionStats, Rejection
from inventory_planning.domain.pages import Page
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel.errors import Conflict, InvalidInput

PENDING, RUNNING, SUCCESS, FAILED = "PENDING", "RUNNING", "SUCCESS", "FAILED"
STATUSES = (PENDING, RUNNING, SUCCESS, FAILED)
TERMINAL = (SUCCESS, FAILED)
MAX_FINDINGS = 50
MAX_LOGS = 5000


@dataclass(frozen=True, slots=True, kw_only=True)
class LogsAppended:
    """What an append kept: the run's ``total_logs`` after it, the entries ``accepted`` and
    ``dropped`` (past ``log_limit`` entries per run)."""

    run_id: str
    total_logs: int
    accepted: int
    dropped: int
    log_limit: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LogPage(Page[dict[str, Any]]):
    """A page of a run's log entries (``{ts, level, message, context}`` as sent), oldest first, with
    the entries ``dropped`` at the cap of ``log_limit``."""

    page: int
    page_size: int
    dropped: int
    log_limit: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxRun:
    """A sandbox run (wire ``SandboxRun``): its status and instants (ISO 8601 UTC), ``duration_ms``
    once ended, its ``stats`` (an ingest run's: rows and findings counts; a promote run's: what was
    loaded or why not), the first :data:`MAX_FINDINGS` ``findings`` and its log counts."""

    id: str
    kind: str
    organization_id: str
    status: str
    trigger_type: str
    triggered_at: str
    started_at: str | None
    completed_at: str | None
    duration_ms: int | None
    databricks_run_id: str | None
    error_message: str | None
    stats: dict[str, Any] | None
    findings: list[dict[str, Any]]
    total_logs: int
    logs_dropped: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxIngestRun(SandboxRun):
    """An ingest run (``kind`` INGEST): the file it validates (``checksum_sha_256``: 64 lower-case hex
    characters, ``file_size_bytes``) and how it is read (a data source, or one forced ingestion spec)."""

    blob_path: str
    checksum_sha_256: str
    file_size_bytes: int
    original_filename: str
    data_source_code: str | None
    force_spec_id: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxPromoteRun(SandboxRun):
    """A promote run (``kind`` PROMOTE): the ingest run whose file it loads, and whether it loads it
    despite errors."""

    sandbox_ingest_run_id: str
    allow_with_errors: bool
    target_landing_path: str | None


def run_record(stored: dict[str, Any]) -> SandboxIngestRun | SandboxPromoteRun:
    """The record of a stored run (wire names), of its kind."""
    if stored["kind"] == "INGEST":
        return of_stored(SandboxIngestRun, stored)
    return of_stored(SandboxPromoteRun, stored)


MAX_LOG_MESSAGE = 2000
SEVERITIES = ("error", "warning", "info")
STAGES = ("detect", "parse", "map", "loader")
NO_SPEC_MATCHED = "NO_SPEC_MATCHED"
PARSE_ERROR = "PARSE_ERROR"
LOADER_EXCEPTION = "LOADER_EXCEPTION"
CHECKSUM_MISMATCH = "CHECKSUM_MISMATCH"


def iso(moment: datetime) -> str:
    """``YYYY-MM-DDTHH:MM:SS.mmmZ`` of an aware datetime."""
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def finding(severity: str, stage: str, code: str, message: str, row: int | None = None) -> dict[str, Any]:
    """One finding (``row``: the file's 1-based record number, None for the whole file)."""
    return {"severity": severity, "stage": stage, "code": code, "row": row, "message": message}


class Findings(IngestionStats):
    """The ingestion counters plus the findings of a sandbox ingest: every rejected row becomes an
    error finding (the first :data:`MAX_FINDINGS` kept, all counted by severity)."""

    def __init__(self) -> None:
        super().__init__()
        self.kept: list[dict[str, Any]] = []
        self.by_severity: Counter[str] = Counter()

    def add(self, item: dict[str, Any]) -> None:
        """Count a finding and keep it while fewer than MAX_FINDINGS are kept."""
        self.by_severity[item["severity"]] += 1
        if len(self.kept) < MAX_FINDINGS:
            self.kept.append(item)

    def reject(self, rejection: Rejection) -> None:  # IngestionStats.reject, plus the finding
        super().reject(rejection)
        self.add(finding("error", "map", str(rejection.reason), rejection.detail, rejection.row))

    def summary(self, records_by_kind: dict[str, int]) -> dict[str, Any]:
        """The run's ``stats``: rows read, valid, rejected (by reason), layouts, what would be loaded,
        findings by severity."""
        for segment in self.segments:
            self.add(finding("info", "detect", "LAYOUT_MATCHED",
                             f"{segment['layout']}: {segment['rows']} rows from row {segment['firstRow']}"))  # fmt: skip
        for kind, count in sorted(records_by_kind.items()):
            self.add(finding("info", "loader", "RECORDS_READY", f"{count} {kind} would be loaded"))
        return {
            "rowsRead": self.rows_read, "rowsValid": self.rows_loaded, "rowsRejected": self.rows_rejected,
            "rejectedByReason": dict(sorted(self.rejected_by_reason.items())), "layouts": self.layouts,
            "recordsByKind": dict(sorted(records_by_kind.items())),
            "findings": {s: self.by_severity.get(s, 0) for s in SEVERITIES},
        }  # fmt: skip


def new_ingest_run(run_id: str, organization_id: str, body: dict[str, Any], now: datetime) -> dict[str, Any]:
    """A PENDING sandbox ingest run from the request ``body``."""
    return {
        "id": run_id, "kind": "INGEST", "organizationId": organization_id, "blobPath": body["blobPath"],
        "checksumSha256": body["checksumSha256"], "fileSizeBytes": body["fileSizeBytes"],
        "originalFilename": body["originalFilename"], "triggerType": body["triggerType"],
        "dataSourceCode": body.get("dataSourceCode"), "forceSpecId": body.get("forceSpecId"),
        **_run_fields(now),
    }  # fmt: skip


def new_promote_run(run_id: str, organization_id: str, body: dict[str, Any], now: datetime) -> dict[str, Any]:
    """A PENDING sandbox promote run from the request ``body``."""
    return {
        "id": run_id, "kind": "PROMOTE", "organizationId": organization_id, "sandboxIngestRunId": body["sandboxIngestRunId"],
        "triggerType": body["triggerType"], "allowWithErrors": bool(body.get("allowWithErrors")),
        "targetLandingPath": body.get("targetLandingPath"), **_run_fields(now),
    }  # fmt: skip


def _run_fields(now: datetime) -> dict[str, Any]:
    return {
        "status": PENDING, "triggeredAt": iso(now), "startedAt": None, "completedAt": None, "durationMs": None,
        "databricksRunId": None, "errorMessage": None, "stats": None, "findings": [], "totalLogs": 0, "logsDropped": 0,
    }  # fmt: skip


def transition(record: dict[str, Any], change: dict[str, Any], now: datetime) -> dict[str, Any]:
    """The run after a status update (``change``: status, databricksRunId?, errorMessage?, stats?),
    as an outside worker or this service's own sends it. Returns a new dict.

    Raises:
        Conflict: the run is SUCCESS or FAILED already (409 SANDBOX_RUN_TERMINAL).
        InvalidInput: ``stats`` missing on SUCCESS; ``errorMessage`` on a status other than FAILED.
    """
    if record["status"] in TERMINAL:
        raise Conflict("SANDBOX_RUN_TERMINAL", f"Sandbox run {record['id']} is {record['status']} and cannot change")
    status = change["status"]
    errors = []
    if status == SUCCESS and change.get("stats") is None:
        errors.append({"field": "stats", "code": "required", "message": "stats are required when the run succeeds"})
    if change.get("errorMessage") is not None and status != FAILED:
        errors.append({"field": "errorMessage", "code": "not_failed", "message": "errorMessage goes with status FAILED"})
    if errors:
        raise InvalidInput(errors)
    done = {**record, "status": status}
    if change.get("databricksRunId") is not None:
        done["databricksRunId"] = change["databricksRunId"]
    if status == RUNNING and not record.get("startedAt"):
        done["startedAt"] = iso(now)
    if status in TERMINAL:
        done["startedAt"] = done.get("startedAt") or iso(now)
        done["completedAt"] = iso(now)
        began = datetime.fromisoformat(done["startedAt"].replace("Z", "+00:00"))
        done["durationMs"] = max(0, int((now - began).total_seconds() * 1000))
        done["errorMessage"] = change.get("errorMessage") if status == FAILED else None
    if change.get("stats") is not None:
        stats = dict(change["stats"])
        findings = stats.pop("findings", None)
        if isinstance(findings, list):  # an outside worker's findings: keep the first MAX_FINDINGS
            done["findings"] = findings[:MAX_FINDINGS]
            counted = Counter(str(f.get("severity")) for f in findings if isinstance(f, dict))
            stats["findings"] = {s: counted.get(s, 0) for s in SEVERITIES}
        elif isinstance(findings, dict):
            stats["findings"] = findings
        done["stats"] = stats
    return done


def has_errors(ingest_run: dict[str, Any]) -> bool:
    """True when a sandbox ingest run found at least one error (or failed)."""
    if ingest_run["status"] == FAILED:
        return True
    counts = ((ingest_run.get("stats") or {}).get("findings")) or {}
    return bool(counts.get("error")) if isinstance(counts, dict) else False


def logs_accepted(total: int, count: int) -> int:
    """How many of ``count`` new log entries fit under MAX_LOGS when ``total`` are stored."""
    return max(0, min(count, MAX_LOGS - total))
