"""Sandbox runs (internal token; REFERENCE 8.3, SPEC "POST .../sandbox-ingest-runs/{id}/logs").

An ingest run validates a file without writing a fact and keeps its findings; a promote run loads a
sandboxed file for real (or refuses safely). Both run on the job worker unless an outside worker
takes them (PATCH); both keep logs (at most 5,000 per run). Every route names the organization;
another organization's run is 404.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.pagination import Page
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One
from inventory_planning.coldstart import lazy

# each service module loads on its first request (decisions 0013, 0046)
sandbox_service = lazy("inventory_planning.services.sandbox")

# the records load on the first request (decision 0013)
records = lazy("inventory_planning.contracts.data_platform.sandbox")

if TYPE_CHECKING:  # the record type only: the domain module loads with the service
    from inventory_planning.domain.sandbox import LogPage as RunLogs
    from inventory_planning.domain.sandbox import SandboxRun as RunRecord

INTERNAL = "internal"
router = ApiRouter(tag="Data platform")
INGEST = "/api/data-platform/sandbox-ingest-runs"
PROMOTE = "/api/data-platform/sandbox-promote-runs"
NOT_FOUND = [(404, "NOT_FOUND")]
RunPath = Annotated[str, Path(min_length=1, max_length=64)]
OrganizationId = Annotated[str, Query(alias="organizationId", min_length=1, max_length=64, description="the tenant")]
LogPageSize = Annotated[int, Query(alias="pageSize", ge=1, le=500)]
CHANGE_ERRORS = [*NOT_FOUND, (409, "SANDBOX_RUN_TERMINAL"), (409, "CONCURRENT_MODIFICATION")]


def _started(record: RunRecord) -> One[records.SandboxRunStarted]:
    return One(data=records.SandboxRunStarted(id=record.id, status=record.status, triggeredAt=record.triggered_at))


def _state(record: RunRecord) -> One[records.SandboxRunState]:
    state = records.SandboxRunState(
        id=record.id, status=record.status, startedAt=record.started_at, completedAt=record.completed_at
    )
    return One(data=state)


def _log_page(found: RunLogs) -> records.LogPage:
    """The wire page of a run's logs (``services.sandbox.list_logs``, through ``sandbox_service``)."""
    return records.LogPage(
        data=found.rows,
        page=found.page,
        pageSize=found.page_size,
        total=found.total,
        dropped=found.dropped,
        logLimit=found.log_limit,
    )


@router.post(INGEST, operation_id="createSandboxIngestRun", permission=INTERNAL, status=201, errors=NOT_FOUND)
def create_ingest(body: Annotated[records.CreateSandboxIngestRun, Body()]) -> One[records.SandboxRunStarted]:
    """Validate a file without loading it: ``{id, status: PENDING, triggeredAt}``. The run parses
    and maps the file as the ingestion worker would and keeps its findings (GET .../{id})."""
    return _started(sandbox_service.create_run(body.organizationId, "INGEST", body.model_dump()))


@router.get(f"{INGEST}/{{run_id}}", operation_id="getSandboxIngestRun", permission=INTERNAL, errors=NOT_FOUND)
def get_ingest(run_id: RunPath, organization_id: OrganizationId) -> One[records.SandboxRun]:
    """A sandbox ingest run: status, stats (rows read, valid, rejected by reason; findings by
    severity) and its first 50 findings ``{severity, stage, code, row, message}``."""
    return One(data=sandbox_service.get_run(organization_id, run_id, "INGEST"))


@router.patch(f"{INGEST}/{{run_id}}", operation_id="updateSandboxIngestRun", permission=INTERNAL, errors=CHANGE_ERRORS)
def update_ingest(run_id: RunPath, body: Annotated[records.SandboxRunChange, Body()]) -> One[records.SandboxRunState]:
    """An outside worker's status update (stats required on SUCCESS; errorMessage with FAILED); a
    run that ended cannot change (409 SANDBOX_RUN_TERMINAL)."""
    change = body.model_dump(exclude={"organizationId"})
    return _state(sandbox_service.update_run(body.organizationId, run_id, "INGEST", change))


@router.post(f"{INGEST}/{{run_id}}/logs", operation_id="appendSandboxIngestLogs", permission=INTERNAL, errors=NOT_FOUND)
def append_ingest_logs(run_id: RunPath, body: Annotated[records.AppendLogs, Body()]) -> One[records.LogsAppended]:
    """Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
    ``logLimit``: past 5,000 entries per run the rest is dropped, and said so."""
    entries = [e.model_dump() for e in body.entries]
    return One(data=sandbox_service.append_logs(body.organizationId, run_id, "INGEST", entries))


@router.get(f"{INGEST}/{{run_id}}/logs", operation_id="listSandboxIngestLogs", permission=INTERNAL, errors=NOT_FOUND)
def list_ingest_logs(
    run_id: RunPath, organization_id: OrganizationId, page: Page = 1, page_size: LogPageSize = 100
) -> records.LogPage:
    """A page of the run's logs, oldest first, with the total and the entries dropped at the cap."""
    return _log_page(sandbox_service.list_logs(organization_id, run_id, "INGEST", page, page_size))


@router.post(
    PROMOTE, operation_id="createSandboxPromoteRun", permission=INTERNAL, status=201,
    errors=[*NOT_FOUND, (409, "SANDBOX_RUN_NOT_FINISHED")],
)  # fmt: skip
def create_promote(body: Annotated[records.CreateSandboxPromoteRun, Body()]) -> One[records.SandboxRunStarted]:
    """Load a sandboxed file for real: ``{id, status: PENDING, triggeredAt}``. When its ingest run
    found errors and ``allowWithErrors`` is false, the run ends SUCCESS with ``stats.aborted`` true
    and the reason (a safe refusal)."""
    return _started(sandbox_service.create_run(body.organizationId, "PROMOTE", body.model_dump()))


@router.get(f"{PROMOTE}/{{run_id}}", operation_id="getSandboxPromoteRun", permission=INTERNAL, errors=NOT_FOUND)
def get_promote(run_id: RunPath, organization_id: OrganizationId) -> One[records.SandboxRun]:
    """A sandbox promote run: status and stats ``{aborted, abortReason, bronzeRows, silverTables,
    silverRowsTotal, fileIngestionId, fileStatus, durationMs}``."""
    return One(data=sandbox_service.get_run(organization_id, run_id, "PROMOTE"))


@router.patch(f"{PROMOTE}/{{run_id}}", operation_id="updateSandboxPromoteRun", permission=INTERNAL, errors=CHANGE_ERRORS)
def update_promote(run_id: RunPath, body: Annotated[records.SandboxRunChange, Body()]) -> One[records.SandboxRunState]:
    """An outside worker's status update (as for ingest runs)."""
    change = body.model_dump(exclude={"organizationId"})
    return _state(sandbox_service.update_run(body.organizationId, run_id, "PROMOTE", change))


@router.post(f"{PROMOTE}/{{run_id}}/logs", operation_id="appendSandboxPromoteLogs", permission=INTERNAL, errors=NOT_FOUND)
def append_promote_logs(run_id: RunPath, body: Annotated[records.AppendLogs, Body()]) -> One[records.LogsAppended]:
    """Append 1..500 log entries to a promote run (as for ingest runs)."""
    entries = [e.model_dump() for e in body.entries]
    return One(data=sandbox_service.append_logs(body.organizationId, run_id, "PROMOTE", entries))


@router.get(f"{PROMOTE}/{{run_id}}/logs", operation_id="listSandboxPromoteLogs", permission=INTERNAL, errors=NOT_FOUND)
def list_promote_logs(
    run_id: RunPath, organization_id: OrganizationId, page: Page = 1, page_size: LogPageSize = 100
) -> records.LogPage:
    """A page of a promote run's logs."""
    return _log_page(sandbox_service.list_logs(organization_id, run_id, "PROMOTE", page, page_size))
