"""Who a workflow action of the data platform acts as (SPEC ``POST /api/data-platform/workflow-actions/
add-items-to-plan``; docs/automation.md "Plan nodes"): when ``workflowRunId`` names a run of the
organization, the WORKFLOW actor of that run's workflow (so approval policies scoped to the
workflow, and its audit, name the workflow), else, as before workflows existed here, a WORKFLOW actor
named by the run reference itself (or ``data-platform``)."""

from __future__ import annotations

import importlib
from typing import Any

from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.kernel.errors import DomainError


def _workflow_of_run(organization_id: str, workflow_run_id: str) -> str | None:
    """The workflow id of the organization's run ``workflow_run_id``, or None (no such run)."""
    try:  # the run store arrives with the workflow engine (services.workflows.runs)
        runs: Any = importlib.import_module("inventory_planning.services.workflows.runs")
    except ImportError:
        return None
    get_run = getattr(runs, "get_run", None)
    if get_run is None:
        return None
    try:
        run = get_run(organization_id, workflow_run_id)
    except DomainError:  # Missing: not a run of this organization
        return None
    if run is None:
        return None
    found = run.get("workflowId") if isinstance(run, dict) else getattr(run, "workflow_id", None)
    return str(found) if found else None


def workflow_action_caller(organization_id: str, workflow_run_id: str | None) -> Caller:
    """The caller of a data-platform workflow action: ``WORKFLOW <workflow id>`` with ``source_ref`` the
    run when ``workflow_run_id`` is a run of the organization; else ``WORKFLOW <workflow_run_id or
    data-platform>`` (``source_ref`` the reference given)."""
    workflow_id = _workflow_of_run(organization_id, workflow_run_id) if workflow_run_id else None
    actor_id = workflow_id or workflow_run_id or "data-platform"
    return Caller(organization_id, Actor("WORKFLOW", actor_id), source_ref=workflow_run_id)
