"""Workflow runs: start one, list a workflow's, read one with its steps, cancel (issue 26; docs/automation.md "Runs")."""

from __future__ import annotations

from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

from workflows_api.common import MANAGE, VIEW, RunIdPath, WorkflowIdPath, page_of, trigger_type_of

# Loaded on a route's first request, not at the cold start (decision 0013).
runs = lazy("inventory_planning.services.workflows.runs")
records = lazy("inventory_planning.contracts.workflows.records")
router = ApiRouter(tag="Workflows")

WORKFLOW_NOT_FOUND = (404, "WORKFLOW_NOT_FOUND")
RUN_NOT_FOUND = (404, "WORKFLOW_RUN_NOT_FOUND")


@router.post(
    "/api/workflows/{workflow_id}/runs",
    operation_id="startWorkflowRun",
    permission=MANAGE,
    status=202,
    creates=True,
    errors=[WORKFLOW_NOT_FOUND, (409, "WORKFLOW_NOT_ACTIVE")],
)
def start_run(workflow_id: WorkflowIdPath) -> One[records.WorkflowRun]:
    """Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
    a service-account token). The job worker runs it; follow it with GET /api/workflow-runs/{id}.
    409 WORKFLOW_NOT_ACTIVE for a draft, paused or archived workflow."""
    identity = current_identity(router)
    run = runs.start_run(identity.org, workflow_id, trigger_type_of(identity), actor_of(identity), identity.shop_scope)
    return {"success": True, "data": run}


@router.get("/api/workflows/{workflow_id}/runs", operation_id="listWorkflowRuns", permission=VIEW, errors=[WORKFLOW_NOT_FOUND])
def list_runs(workflow_id: WorkflowIdPath, page: Page = 1, page_size: PageSize = 20) -> PageOf[records.WorkflowRun]:
    """The workflow's runs, newest first."""
    identity = current_identity(router)
    rows, total = runs.list_runs(identity.org, workflow_id, page, page_size, identity.shop_scope)
    return page_of(rows, total, page, page_size)


@router.get("/api/workflow-runs/{run_id}", operation_id="getWorkflowRun", permission=VIEW, errors=[RUN_NOT_FOUND])
def get_run(run_id: RunIdPath) -> One[records.WorkflowRunDetail]:
    """One run with its ``steps`` (one per node, in execution order: status, resolvedInput, output,
    error, retryCount, logs, timing) and its ``outputSummary``."""
    identity = current_identity(router)
    return {"success": True, "data": runs.get_run(identity.org, run_id, identity.shop_scope)}


@router.post(
    "/api/workflow-runs/{run_id}/cancel",
    operation_id="cancelWorkflowRun",
    permission=MANAGE,
    errors=[RUN_NOT_FOUND, (409, "WORKFLOW_RUN_NOT_CANCELLABLE")],
)
def cancel_run(run_id: RunIdPath) -> One[records.WorkflowRun]:
    """Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
    409 WORKFLOW_RUN_NOT_CANCELLABLE once it has ended."""
    identity = current_identity(router)
    return {"success": True, "data": runs.cancel_run(identity.org, run_id, identity.shop_scope)}
