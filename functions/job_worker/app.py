"""Job worker: runs job runs from the job queue, and fans the nightly schedule out to every organization.

- SQS (JobQueue, batch size 1): each message ``{organizationId, runId}`` runs that PENDING run to
  SUCCESS or FAILED (``{organizationId, sandboxRunId}``: a sandbox ingest or promote run,
  ``inventory_planning.services.sandbox.execute``) (``inventory_planning.services.jobs.runs.execute``);
  a run that is not PENDING any more (a redelivery) is skipped. Failing to record the outcome fails the message: SQS retries it,
  then moves it to the dead-letter queue.
- EventBridge schedule (input ``{"job": ...}``): one SCHEDULED run per organization, queued like a
  run started through ``POST /api/data-platform/job-runs``.
- The nightly state machine (template.yaml ``NightlyChain``): ``{"action": "organizations"}`` lists
  the organizations to fan out over and the day they all run for (``asOf``, the service clock's
  today); ``{"action": "run", "organizationId", "job", "asOf"?}`` runs
  one step as a SCHEDULED run, here and now, and fails the invocation when the run FAILED (Step
  Functions retries the step, then stops that organization's chain visibly).
- The shards state machines (template.yaml ``ForecastShards``, ``RecommendationShards``; docs/jobs.md
  "Shards"; the sharded jobs of the registry, ``inventory_planning.domain.jobs.registry``):
  ``{"action": "start", "organizationId", "job": "forecasts" | "recommendations", "asOf"}`` opens a
  RUNNING run and writes its plan and shard list to S3; ``{"action": "shard", "organizationId",
  "runId", "shard"}`` runs one shard of the run's job (a Distributed Map item; an error fails the
  item, retried, then the map);
  ``{"action": "finish", "organizationId", "runId", "error"?}`` ends the run, and fails the
  invocation when the run ended FAILED.
- The replay state machine (template.yaml ``ReplayDays``; docs/jobs.md "Replay"), started by
  :func:`inventory_planning.services.jobs.runs.execute` for a queued ``replay`` run when
  ``REPLAY_DAYS_STATE_MACHINE_ARN`` is set: ``{"action": "replay-start", "organizationId", "runId"}``
  lists the review days not done yet; each day runs ``run`` (``triggerType: REPLAY``) for the stock
  snapshot and the risks and ``ForecastShards`` for the forecasts, then
  ``{"action": "replay-day-done", ..., "asOf"}`` counts it, or ``{"action": "replay-day-failed", ...,
  "asOf", "error"}`` ends the replay FAILED; ``{"action": "replay-simulate", ...}`` simulates the
  policies and ends it SUCCESS (the invocation fails when the run ended FAILED).
- The pre-season scenario state machine (template.yaml ``PreSeasonScenario``; docs/plans.md
  "Scenarios"), started by :func:`inventory_planning.services.jobs.runs.execute` for a queued
  ``pre-season-scenario`` run when ``PRE_SEASON_SCENARIO_STATE_MACHINE_ARN`` is set:
  ``{"action": "pre-season-scenario-build", "organizationId", "runId"}`` builds the scenario and ends
  the run (the invocation fails when it ended FAILED); ``{"action": "pre-season-scenario-failed", ...,
  "error"}`` sets a scenario still CREATING FAILED and ends the run.
- Workflow runs (docs/automation.md "Runs"): a queued ``{organizationId, workflowRunId}`` starts the
  ``WorkflowRun`` state machine when ``WORKFLOW_RUN_STATE_MACHINE_ARN`` is set, else runs the run here
  (``inventory_planning.services.workflows.runs.execute_queued``); the machine's steps are
  ``{"action": "workflow-start" | "workflow-finish", "organizationId", "workflowRunId"}``,
  ``{"action": "workflow-node", ..., "nodeId"}`` and ``{"action": "workflow-failed", ..., "error"}``
  (``inventory_planning.services.workflows.engine``).
"""

from __future__ import annotations

from inventory_planning import coldstart  # first: no GC passes during the cold start (resumed at the end)

# isort: split
import json
from collections.abc import Callable, Mapping
from datetime import date
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from inventory_planning import observability
from inventory_planning.coldstart import lazy
from inventory_planning.services.jobs import runs as jobs

if TYPE_CHECKING:
    import inventory_planning.services.replays.runs as replays
    from inventory_planning.services import sandbox
    from inventory_planning.services.pre_season import scenarios as pre_season
    from inventory_planning.services.tags import admin as tag_admin
    from inventory_planning.services.tags import purges as tagging_purges
    from inventory_planning.services.workflows import engine, runs
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    engine = lazy("inventory_planning.services.workflows.engine")  # on first use: WorkflowRun steps only
    pre_season = lazy("inventory_planning.services.pre_season.scenarios")  # on first use: PreSeasonScenario steps only
    replays = lazy("inventory_planning.services.replays.runs")  # on first use: the replay state machine's steps only
    runs = lazy("inventory_planning.services.workflows.runs")  # on first use: workflow runs only
    sandbox = lazy("inventory_planning.services.sandbox")  # on first use: sandbox messages only
    tag_admin = lazy("inventory_planning.services.tags.admin")  # on first use: tag purges only
    tagging_purges = lazy("inventory_planning.services.tags.purges")  # on first use: rule purges only

if TYPE_CHECKING:
    from inventory_planning.domain.jobs import JobRun

logger = Logger()
processor = BatchProcessor(event_type=EventType.SQS)


def record_handler(record: SQSRecord) -> None:
    """Run the job run (``runId``) or the sandbox run (``sandboxRunId``) a message names, purge a
    deleted tag's assignments (``purgeTagId``) or a retracted tagging rule's (``purgeRuleSources``)."""
    body = json.loads(record.body)
    if "sandboxRunId" in body:
        sandbox.execute(body["organizationId"], body["sandboxRunId"])
        return
    if "workflowRunId" in body:
        _workflow_runs().execute_queued(body["organizationId"], body["workflowRunId"])
        return
    if "purgeTagId" in body:  # a deleted tag's remaining assignments (services.tags.admin.delete_tag)
        tag_admin.purge_tag(body["organizationId"], body["purgeTagId"])
        return
    if "purgeRuleSources" in body:  # a retracted tagging rule's remaining assignments (services.tags.purges)
        purge = body["purgeRuleSources"]
        tagging_purges.purge_queued(body["organizationId"], purge["ruleId"], purge["tagId"])
        return
    jobs.execute(body["organizationId"], body["runId"])


class StepFailed(Exception):
    """A step of the nightly state machine ended FAILED (its run record holds the error)."""


def _as_of(event: dict[str, Any]) -> date | None:
    return date.fromisoformat(event["asOf"]) if event.get("asOf") else None


def _ended(run: JobRun) -> dict[str, Any]:
    """The state's result of an ended run; raises StepFailed when it did not succeed (Step Functions retries)."""
    if run.status != "SUCCESS":
        raise StepFailed(f"job run {run.id} ({run.job}) {run.status}: {run.error_message}")
    return {"runId": run.id, "job": run.job, "asOf": run.as_of, "stats": run.stats}


def _run(event: dict[str, Any]) -> dict[str, Any]:
    return _ended(jobs.run_now(event["organizationId"], event["job"], _as_of(event), event.get("triggerType", "SCHEDULED")))


def _start(event: dict[str, Any]) -> Mapping[str, Any]:
    return jobs.start_sharded(event["organizationId"], event["job"], _as_of(event), event.get("triggerType", "SCHEDULED"))


def _shard(event: dict[str, Any]) -> dict[str, Any]:
    return jobs.run_sharded_step(event["organizationId"], event["runId"], int(event["shard"]))


def _finish(event: dict[str, Any]) -> dict[str, Any]:
    return _ended(jobs.finish_sharded(event["organizationId"], event["runId"], event.get("error")))


def _replays() -> Any:
    return replays


def _replay_start(event: dict[str, Any]) -> dict[str, Any]:
    return _replays().machine_start(event["organizationId"], event["runId"])


def _replay_day_done(event: dict[str, Any]) -> dict[str, Any]:
    run = _replays().day_done(event["organizationId"], event["runId"], date.fromisoformat(event["asOf"]))
    return {"runId": run.id, "progress": run.progress}


def _replay_day_failed(event: dict[str, Any]) -> dict[str, Any]:
    run = _replays().day_failed(event["organizationId"], event["runId"], date.fromisoformat(event["asOf"]), event.get("error"))
    return {"runId": run.id, "status": run.status, "errorMessage": run.error_message, "failedDay": run.failed_day}


def _replay_simulate(event: dict[str, Any]) -> dict[str, Any]:
    return _ended(_replays().machine_simulate(event["organizationId"], event["runId"]))


def _pre_season_build(event: dict[str, Any]) -> dict[str, Any]:
    return _ended(pre_season.machine_build(event["organizationId"], event["runId"]))


def _pre_season_failed(event: dict[str, Any]) -> dict[str, Any]:
    run = pre_season.machine_failed(event["organizationId"], event["runId"], event.get("error"))
    return {"runId": run.id, "status": run.status, "errorMessage": run.error_message}


def _workflow_runs() -> Any:
    return runs


def _engine() -> Any:
    return engine


def _workflow_start(event: dict[str, Any]) -> dict[str, Any]:
    return _engine().begin(event["organizationId"], event["workflowRunId"])


def _workflow_node(event: dict[str, Any]) -> dict[str, Any]:
    return _engine().run_node(event["organizationId"], event["workflowRunId"], event["nodeId"])


def _workflow_finish(event: dict[str, Any]) -> dict[str, Any]:
    return _engine().finish(event["organizationId"], event["workflowRunId"])


def _workflow_failed(event: dict[str, Any]) -> dict[str, Any]:
    return _engine().fail(event["organizationId"], event["workflowRunId"], event.get("error"))


ACTIONS: dict[str, Callable[[dict[str, Any]], Mapping[str, Any]]] = {
    "organizations": lambda _event: jobs.organizations_to_run(),
    "run": _run,
    "start": _start,
    "shard": _shard,
    "finish": _finish,
    "replay-start": _replay_start,
    "replay-day-done": _replay_day_done,
    "replay-day-failed": _replay_day_failed,
    "replay-simulate": _replay_simulate,
    "workflow-start": _workflow_start,
    "workflow-node": _workflow_node,
    "workflow-finish": _workflow_finish,
    "workflow-failed": _workflow_failed,
    "pre-season-scenario-build": _pre_season_build,
    "pre-season-scenario-failed": _pre_season_failed,
}
"""The state machines' payloads (``action``) -> what answers them."""


@observability.capture_lambda_handler
@logger.inject_lambda_context
def lambda_handler(event: dict[str, Any], context: Any) -> Mapping[str, Any]:
    """SQS batch (``batchItemFailures``), a state-machine step (``action``), or the schedule's
    ``{"job": ...}`` (``{"started": [run ids]}``)."""
    if "Records" in event:
        return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
    action = ACTIONS.get(event.get("action") or "")
    if action is not None:
        return action(event)
    started = jobs.schedule(event["job"])
    logger.info("scheduled job runs", extra={"job": event["job"], "runs": len(started)})
    return {"started": started}


coldstart.resume()  # last: the module is loaded; freeze what it made, collector back on
