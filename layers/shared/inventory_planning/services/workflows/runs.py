"""Workflow runs: start (manual, API, nightly), read, list, cancel, execute (issue 26; docs/automation.md "Runs").

- :func:`start_run` stores a PENDING run of an active workflow with one PENDING step per node (the run
  keeps the definition it starts with: an edit mid-run does not change it) and queues
  ``{organizationId, workflowRunId}`` on the job queue.
- The job worker takes it (:func:`execute_queued`): when ``WORKFLOW_RUN_STATE_MACHINE_ARN`` is set
  (deployed) it starts the ``WorkflowRun`` state machine, whose steps are the engine's
  (``services.workflows.engine``); else the engine runs it in the worker's process.
- :func:`run_workflows` is the registry job ``workflows``, last of the nightly chain: one SCHEDULED run
  per active workflow, each executed in that step (or started on its state machine when deployed). It
  first ends the runs that stalled (:func:`fail_stalled_runs`).
"""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta
from typing import Any

from aws_lambda_powertools import Logger

from inventory_planning.domain.stored import of_stored
from inventory_planning.domain.workflows import records as domain
from inventory_planning.domain.workflows.definition import execution_order
from inventory_planning.domain.workflows.records import WorkflowRun, WorkflowRunDetail, WorkflowStep
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.workflows import crud, engine
from inventory_planning.settings import get_job_settings
from inventory_planning.store import executions, queues
from inventory_planning.store.workflows import storage as store

logger = Logger(child=True)

RUN_NOT_FOUND = "WORKFLOW_RUN_NOT_FOUND"


def _create(
    organization_id: str, workflow_id: str, trigger_type: str, actor: Actor, shop_scope: frozenset[str] | None = None
) -> dict[str, Any]:
    workflow, version = crud.workflow_record(organization_id, workflow_id, shop_scope)
    if workflow["status"] != "active":
        raise Conflict("WORKFLOW_NOT_ACTIVE", f"The workflow is {workflow['status']}: only an active workflow runs")
    definition = workflow["definition"]
    record = domain.new_run(new_id(), workflow, version, trigger_type, {"kind": actor.kind, "id": actor.id}, clock.now_iso())
    kept = {key: workflow.get(key) for key in ("id", "name", "createdBy", "updatedBy", "definitionUpdatedBy", "ownerShopIds")}
    store.put_new_run(organization_id, record, definition, kept, domain.new_steps(definition, execution_order(definition)))
    return record


def start_run(
    organization_id: str, workflow_id: str, trigger_type: str, actor: Actor, shop_scope: frozenset[str] | None = None
) -> WorkflowRun:
    """A PENDING run of the workflow, queued for the job worker.

    Args:
        trigger_type: MANUAL (a user), API (a service-account token), SCHEDULED (the nightly step).
        actor: who triggered it (``triggeredBy``).

    Raises:
        Missing: 404 WORKFLOW_NOT_FOUND.
        Conflict: 409 WORKFLOW_NOT_ACTIVE (draft, paused, archived).
    """
    record = _create(organization_id, workflow_id, trigger_type, actor, shop_scope)
    message = json.dumps({"organizationId": organization_id, "workflowRunId": record["id"]})
    queues.send(get_job_settings().job_queue_url, message)
    return of_stored(WorkflowRun, record)


def execute_queued(organization_id: str, run_id: str) -> str | None:
    """Run a queued run (the job worker): start its state machine when deployed, else run it here.
    Returns the run's status after it, or None when the run is unknown or not PENDING (a redelivery)."""
    item = store.get_run_item(organization_id, run_id)
    if item is None or item.record["status"] != "PENDING":
        logger.warning("workflow run skipped", extra={"organizationId": organization_id, "runId": run_id})
        return None
    arn = get_job_settings().workflow_run_state_machine_arn
    if arn is None:
        return engine.run_in_process(organization_id, run_id)
    try:
        executions.start(arn, json.dumps({"organizationId": organization_id, "workflowRunId": run_id}), name=run_id)
    except executions.AlreadyStarted:  # a redelivered message: the execution named after the run exists
        return "PENDING"
    except Exception:  # recorded on the run
        logger.exception("workflow run not started", extra={"organizationId": organization_id, "runId": run_id})
        engine.begin(organization_id, run_id)
        engine.fail(organization_id, run_id, "the state machine did not start")
    return "PENDING"


def _run_item(organization_id: str, run_id: str, shop_scope: frozenset[str] | None) -> Any:
    """The run item, if the caller may see it: its workflow (as it was when the run started) is owned
    within the caller's shops (``crud.within``). Raises Missing (404 WORKFLOW_RUN_NOT_FOUND)."""
    item = store.get_run_item(organization_id, run_id)
    if item is None or not crud.within((item.workflow or {}).get("ownerShopIds"), shop_scope):
        raise Missing("Workflow run", RUN_NOT_FOUND)
    return item


def get_run(organization_id: str, run_id: str, shop_scope: frozenset[str] | None = None) -> WorkflowRunDetail:
    """A run with its steps in execution order (C2's add-items route reads ``workflow_id`` from it).

    Raises:
        Missing: 404 WORKFLOW_RUN_NOT_FOUND (missing or another organization's).
    """
    item = _run_item(organization_id, run_id, shop_scope)
    steps = [of_stored(WorkflowStep, step) for step in store.steps(organization_id, run_id)]
    return of_stored(WorkflowRunDetail, {**item.record, "steps": steps})


def list_runs(
    organization_id: str, workflow_id: str, page: int, page_size: int, shop_scope: frozenset[str] | None = None
) -> tuple[list[WorkflowRun], int]:
    """One page of the workflow's runs, newest first, and their total.

    Raises:
        Missing: 404 WORKFLOW_NOT_FOUND.
    """
    crud.workflow_record(organization_id, workflow_id, shop_scope)
    rows, total = store.runs_page(organization_id, workflow_id, page, page_size)
    return [of_stored(WorkflowRun, row) for row in rows], total


def cancel_run(organization_id: str, run_id: str, shop_scope: frozenset[str] | None = None) -> WorkflowRun:
    """A PENDING or RUNNING run CANCELLED, its open steps CANCELLED (the engine runs no further node).

    Raises:
        Missing: 404 WORKFLOW_RUN_NOT_FOUND.
        Conflict: 409 WORKFLOW_RUN_NOT_CANCELLABLE when the run has ended.
    """
    item = _run_item(organization_id, run_id, shop_scope)
    now = clock.now_iso()
    cancelled = {**item.record, "status": "CANCELLED", "completedAt": now}
    if item.record["status"] not in store.OPEN or not store.transition(organization_id, item, cancelled, store.OPEN):
        current = store.get_run_item(organization_id, run_id) or item
        raise Conflict(
            "WORKFLOW_RUN_NOT_CANCELLABLE", f"The run is {current.record['status']}: only a PENDING or RUNNING run is cancelled"
        )
    engine.cancel_open_steps(organization_id, run_id, execution_order(item.definition), now)
    return of_stored(WorkflowRun, cancelled)


STALLED_AFTER = timedelta(hours=24)
"""A run still PENDING or RUNNING this long after it started stalled: deployed, its ``WorkflowRun``
execution timed out (template.yaml: ``TimeoutSeconds`` 18 hours; a timeout is no error its Catch sees)
or never started; in one process, the process ended."""


def fail_stalled_runs(organization_id: str, now: datetime) -> int:
    """End FAILED every run of the organization's workflows (any status) still PENDING or RUNNING
    :data:`STALLED_AFTER` after it started (or was triggered, when it never started): ``errorMessage``
    ``WORKFLOW_RUN_STALLED: ...``, its open steps CANCELLED (a state machine still running it then runs
    nothing more). At most 200 workflows, 100 open runs each; a run that cannot be ended is logged and
    left for the next night. Returns how many it ended. Never raises for one run."""
    ended = 0
    hours = int(STALLED_AFTER.total_seconds() // 3600)
    message = f"WORKFLOW_RUN_STALLED: the run had not ended {hours} hours after it started; the nightly step ended it"
    for status in domain.WORKFLOW_STATUSES:
        for workflow_id in crud.workflow_ids(organization_id, status):
            for item in store.open_run_items(organization_id, workflow_id):
                run_id = item.record["id"]
                try:
                    since = datetime.fromisoformat(item.record.get("startedAt") or item.record["triggeredAt"])
                    if now - since >= STALLED_AFTER and engine.fail_stalled(organization_id, run_id, message):
                        ended += 1
                except Exception:  # one run's trouble (vanished, throttled) does not stop the nightly step
                    logger.exception("stalled run not ended", extra={"organizationId": organization_id, "runId": run_id})
    if ended:
        logger.warning("stalled workflow runs failed", extra={"organizationId": organization_id, "runs": ended})
    return ended


def run_workflows(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """The registry job ``workflows`` (the nightly chain's last step): one SCHEDULED run per active
    workflow, executed here (or started on the ``WorkflowRun`` state machine when deployed).

    Returns:
        ``{workflows, started, completed, failed, cancelled, stalledFailed}``: active workflows, runs started,
        the runs that ended in this step by status, and the stalled runs it ended first.
    """
    actor = Actor("SYSTEM", run_id)
    stats = {"workflows": 0, "started": 0, "completed": 0, "failed": 0, "cancelled": 0}
    stats["stalledFailed"] = fail_stalled_runs(organization_id, clock.now())  # the clock the runs' times are written in
    for workflow_id in crud.active_workflow_ids(organization_id):
        stats["workflows"] += 1
        try:
            record = _create(organization_id, workflow_id, "SCHEDULED", actor)
        except (Missing, Conflict):  # deleted or paused since the list was read
            continue
        stats["started"] += 1
        status = execute_queued(organization_id, record["id"])
        key = (status or "").lower()
        if key in stats:
            stats[key] += 1
    logger.info("scheduled workflow runs", extra={"organizationId": organization_id, "asOf": as_of.isoformat(), **stats})
    return stats
