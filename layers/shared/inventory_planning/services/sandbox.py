"""Sandbox runs (REFERENCE 8.3; docs/data-platform.md "Sandbox"): validate a file, then promote it.

- :func:`create_run`: a PENDING ingest or promote run, queued for the job worker (the same queue
  as job runs); an outside worker may run it instead and report through :func:`update_run`.
- :func:`execute`: the job worker's side. An ingest run reads the file from the ingestion bucket,
  checks its checksum, parses and maps it as the ingestion worker would, writes nothing, and ends
  SUCCESS with stats and findings (FAILED only when the file cannot be read). A promote run loads
  the sandboxed file through the real ingestion path (one file-ingestion record), or refuses safely
  (SUCCESS, ``stats.aborted``) when its ingest run had errors and ``allowWithErrors`` is false.
- :func:`append_logs`, :func:`list_logs`: a run's log entries, at most 5,000 (the rest dropped and counted).

Every function takes the organization first; another organization's run is 404.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger

from inventory_planning.coldstart import lazy
from inventory_planning.domain import sandbox as domain
from inventory_planning.domain.failures import failure_of
from inventory_planning.domain.ingestion import UnknownLayout, UnreadableFile, ingest_rows, readers
from inventory_planning.domain.ingestion.records import split_blob_path
from inventory_planning.domain.ingestion.specs import layouts_for
from inventory_planning.domain.sandbox import SandboxIngestRun, SandboxPromoteRun
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.ingestion.specs import active_specs, stored_spec
from inventory_planning.settings import get_ingestion_queue_settings, get_job_settings
from inventory_planning.store import sandbox as store
from inventory_planning.store.account import get_organization

if TYPE_CHECKING:
    from inventory_planning.services.ingestion import files as ingestion
    from inventory_planning.store import queues
    from inventory_planning.store.ingestion import objects
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    ingestion = lazy("inventory_planning.services.ingestion.files")  # the write path on first use (~90 ms)
    objects = lazy("inventory_planning.store.ingestion.objects")  # boto3 and S3 on first use (~45 ms)
    queues = lazy("inventory_planning.store.queues")  # the job queue's client, a run start only

logger = Logger(child=True)
KINDS = {"INGEST": "Sandbox ingest run", "PROMOTE": "Sandbox promote run"}
DATA_SOURCES = ("file-drop",)


def _organization(organization_id: str) -> Any:
    organization = get_organization(organization_id)
    if organization is None:
        raise Missing("Organization")
    return organization


def get_run(organization_id: str, run_id: str, kind: str) -> SandboxIngestRun | SandboxPromoteRun:
    """A run of the organization of ``kind`` (INGEST or PROMOTE).

    Raises:
        Missing: no such run in the organization (404 NOT_FOUND).
    """
    return domain.run_record(_stored_run(organization_id, run_id, kind))


def _stored_run(organization_id: str, run_id: str, kind: str) -> dict[str, Any]:
    """The stored run (wire names) of :func:`get_run`; raises as it does."""
    record = store.get(organization_id, run_id)
    if record is None or record.get("kind") != kind:
        raise Missing(KINDS[kind])
    return record


def _blob(organization_id: str, blob_path: str) -> tuple[str, str]:
    """(bucket, key) of a sandboxed file: an object of the ingestion bucket under ``sandbox/<org>/``
    or ``incoming/<org>/``.

    Raises:
        InvalidInput: another bucket or another organization's prefix (field ``blobPath``).
    """
    own = get_ingestion_queue_settings().ingestion_bucket
    bucket, key = split_blob_path(blob_path, own)
    prefixes = (f"sandbox/{organization_id}/", f"incoming/{organization_id}/")
    if bucket != own or not key.startswith(prefixes) or key.endswith("/"):
        message = f"an object of s3://{own}/ under {prefixes[0]} or {prefixes[1]}"
        raise InvalidInput([{"field": "blobPath", "code": "not_in_bucket", "message": message}])
    return bucket, key


def create_run(
    organization_id: str, kind: str, body: dict[str, Any], now: datetime | None = None
) -> SandboxIngestRun | SandboxPromoteRun:
    """A PENDING run of ``kind`` from the request ``body`` (SPEC/REFERENCE fields), queued.

    Raises:
        Missing: unknown organization; (promote) unknown ingest run; (ingest) unknown forceSpecId.
        InvalidInput: (ingest) a blobPath outside the organization's prefixes, an unknown dataSourceCode.
        Conflict: (promote) the ingest run has not ended (409 SANDBOX_RUN_NOT_FINISHED).
    """
    _organization(organization_id)
    now = now or clock.wall_now()
    run_id = new_id()
    if kind == "INGEST":
        _blob(organization_id, body["blobPath"])
        if body.get("dataSourceCode") is not None and body["dataSourceCode"] not in DATA_SOURCES:
            raise InvalidInput([{"field": "dataSourceCode", "code": "unknown", "message": f"one of {', '.join(DATA_SOURCES)}"}])
        if body.get("forceSpecId") is not None:
            stored_spec(organization_id, body["forceSpecId"])
        record = domain.new_ingest_run(run_id, organization_id, body, now)
    else:
        ingest = _stored_run(organization_id, body["sandboxIngestRunId"], "INGEST")
        if ingest["status"] not in domain.TERMINAL:
            raise Conflict("SANDBOX_RUN_NOT_FINISHED", f"Sandbox ingest run {ingest['id']} is {ingest['status']}")
        record = domain.new_promote_run(run_id, organization_id, body, now)
    store.put_new(organization_id, record)
    message = {"organizationId": organization_id, "sandboxRunId": run_id}
    queues.send(get_job_settings().job_queue_url, json.dumps(message))
    return domain.run_record(record)


def update_run(organization_id: str, run_id: str, kind: str, change: dict[str, Any]) -> SandboxIngestRun | SandboxPromoteRun:
    """An outside worker's status update: ``{status, databricksRunId?, errorMessage?, stats?}``.

    Raises:
        Missing: no such run.
        Conflict: the run ended already (409 SANDBOX_RUN_TERMINAL), or moved meanwhile (409 CONCURRENT_MODIFICATION).
        InvalidInput: stats missing on SUCCESS, errorMessage without FAILED.
    """
    record = _stored_run(organization_id, run_id, kind)
    done = domain.transition(record, change, clock.wall_now())
    if not store.transition(organization_id, done, record["status"]):
        raise Conflict("CONCURRENT_MODIFICATION", f"{KINDS[kind]} {run_id} changed meanwhile; read it again")
    return domain.run_record(done)


def append_logs(organization_id: str, run_id: str, kind: str, entries: Sequence[dict[str, Any]]) -> domain.LogsAppended:
    """Append 1..500 entries ``{ts, level, message, context}``: ``{runId, totalLogs, accepted,
    dropped, logLimit}``. Past 5,000 entries per run the rest is dropped, said here and counted on
    the run (``logsDropped``).

    Raises:
        Missing: no such run.
    """
    for _ in range(5):
        record = _stored_run(organization_id, run_id, kind)
        total = record["totalLogs"]
        accepted = domain.logs_accepted(total, len(entries))
        dropped = len(entries) - accepted
        if store.reserve_logs(organization_id, run_id, total, accepted, dropped):
            if accepted:
                store.write_logs(organization_id, run_id, total + 1, entries[:accepted])
            return domain.LogsAppended(run_id=run_id, total_logs=total + accepted, accepted=accepted, dropped=dropped,
                                       log_limit=domain.MAX_LOGS)  # fmt: skip
        time.sleep(0.02)
    raise Conflict("CONCURRENT_MODIFICATION", "the run's logs kept changing; send the entries again")


def list_logs(organization_id: str, run_id: str, kind: str, page: int, page_size: int) -> domain.LogPage:
    """One page of a run's logs, oldest first: ``{data, page, pageSize, total, dropped, logLimit}``.

    Raises:
        Missing: no such run.
    """
    record = _stored_run(organization_id, run_id, kind)
    total = record["totalLogs"]
    first = (page - 1) * page_size + 1
    data = store.log_page(organization_id, run_id, first, min(total, first + page_size - 1)) if first <= total else []
    return domain.LogPage(rows=data, page=page, page_size=page_size, total=total, dropped=record["logsDropped"],
                          log_limit=domain.MAX_LOGS)  # fmt: skip


class _Counting:
    """An ingestion sink that keeps nothing: records counted by kind (what a promote would load)."""

    def __init__(self) -> None:
        self.by_kind: Counter[str] = Counter()

    def write(self, records: Sequence[Any]) -> list[Any]:
        for record in records:
            self.by_kind[type(record).__name__] += 1
        return []


def _layouts(organization_id: str, record: dict[str, Any]) -> tuple[Any, ...]:
    if record.get("forceSpecId"):
        spec = stored_spec(organization_id, record["forceSpecId"])
        forced = {**spec, "status": "ACTIVE", "detection": {**(spec.get("detection") or {}), "filenamePattern": None}}
        return layouts_for([forced], record["originalFilename"])
    return layouts_for(active_specs(organization_id), record["originalFilename"])


def execute(organization_id: str, run_id: str) -> SandboxIngestRun | SandboxPromoteRun | None:
    """Run a PENDING sandbox run to its end (the job worker); None when it is unknown or not PENDING
    (a redelivery, or an outside worker took it). A failure to read the file ends it FAILED."""
    record = store.get(organization_id, run_id)
    if record is None or record["status"] != domain.PENDING:
        return None
    running = domain.transition(record, {"status": domain.RUNNING}, clock.wall_now())
    if not store.transition(organization_id, running, domain.PENDING):
        return None
    try:
        stats, findings = (_validate if record["kind"] == "INGEST" else _promote)(organization_id, running)
        done = domain.transition(running, {"status": domain.SUCCESS, "stats": stats}, clock.wall_now())
        if findings is not None:
            done["findings"] = findings
    except Exception as error:  # recorded on the run
        logger.exception("sandbox run failed", extra={"organizationId": organization_id, "runId": run_id})
        change = {"status": domain.FAILED, "errorMessage": str(failure_of(error))[:2000]}
        done = domain.transition(running, change, clock.wall_now())
    store.transition(organization_id, done, domain.RUNNING)
    return domain.run_record(done)


def _validate(organization_id: str, record: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Parse and map the file, write nothing: (stats, the first findings)."""
    bucket, key = _blob(organization_id, record["blobPath"])
    findings = domain.Findings()
    sink = _Counting()
    with objects.local_copy(bucket, key) as copy:
        if copy.checksum_sha256 != record["checksumSha256"].lower():
            findings.add(domain.finding("error", "detect", domain.CHECKSUM_MISMATCH,
                                        f"the object's SHA-256 is {copy.checksum_sha256}, not the one announced"))  # fmt: skip
        else:
            file_type = readers.detect_file_type(record["originalFilename"])
            if file_type not in readers.ROW_TYPES:  # another file, or a product image (no rows to validate)
                message = f"no reader for {record['originalFilename']}"
                findings.add(domain.finding("error", "detect", "UNSUPPORTED_FILE_TYPE", message))
            else:
                try:
                    ingest_rows(readers.iter_rows(file_type, copy.path), organization_id, sink, stats=findings,
                                layouts=_layouts(organization_id, record))  # fmt: skip
                except UnknownLayout as error:
                    message = f"no ingestion spec or layout matched: {error}"
                    findings.add(domain.finding("error", "detect", domain.NO_SPEC_MATCHED, message))
                except UnreadableFile as error:
                    findings.add(domain.finding("error", "parse", domain.PARSE_ERROR, str(error)))
    stats = findings.summary(dict(sink.by_kind))
    if stats["rowsRead"] and not stats["rowsValid"]:
        findings.add(domain.finding("error", "loader", "NO_VALID_ROW", "every row was rejected: nothing would be loaded"))
        stats["findings"] = {s: findings.by_severity.get(s, 0) for s in domain.SEVERITIES}
    return stats, findings.kept


def _promote(organization_id: str, record: dict[str, Any]) -> tuple[dict[str, Any], None]:
    """Load the sandboxed file for real, or refuse safely: (stats, None)."""
    started = time.perf_counter()
    ingest = _stored_run(organization_id, record["sandboxIngestRunId"], "INGEST")

    def stats(**values: Any) -> dict[str, Any]:
        base: dict[str, Any] = {"aborted": False, "abortReason": None, "bronzeRows": 0, "silverTables": [], "silverRowsTotal": 0,
                "fileIngestionId": None, "fileStatus": None}  # fmt: skip
        return {**base, **values, "durationMs": int((time.perf_counter() - started) * 1000)}

    if ingest["status"] == domain.FAILED:
        return stats(aborted=True, abortReason=f"the sandbox ingest run failed: {ingest.get('errorMessage')}"), None
    if domain.has_errors(ingest) and not record["allowWithErrors"]:
        errors = ingest["stats"]["findings"]["error"]
        reason = f"the sandbox ingest run found {errors} error(s) and allowWithErrors is false"
        return stats(aborted=True, abortReason=reason), None
    organization = _organization(organization_id)
    bucket, key = _blob(organization_id, ingest["blobPath"])
    with objects.local_copy(bucket, key) as copy:
        if copy.checksum_sha256 != ingest["checksumSha256"].lower():
            return stats(aborted=True, abortReason="the file changed since it was sandboxed (checksum)"), None
        claim = ingestion.claim_file(organization_id, filename=ingest["originalFilename"], blob_path=f"s3://{bucket}/{key}",
                                     checksum_sha256=copy.checksum_sha256, size_bytes=copy.size_bytes)  # fmt: skip
        if claim.done:
            return stats(fileIngestionId=claim.record["id"], fileStatus=claim.record["status"],
                         abortReason=None, alreadyIngested=True), None  # fmt: skip
        final = ingestion.load_file(organization, claim, copy.path, _layouts(organization_id, ingest))
    loaded = final["stats"]
    return stats(bronzeRows=loaded["rowsRead"], silverRowsTotal=loaded["rowsLoaded"],
                 silverTables=sorted({s["layout"] for s in loaded.get("segments") or []}),
                 fileIngestionId=final["id"], fileStatus=final["status"]), None  # fmt: skip
