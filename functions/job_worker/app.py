"""Job worker: runs job runs from the job queue, and fans the nightly schedule out to every organization.

- SQS (JobQueue, batch size 1): each message ``{organizationId, runId}`` runs that PENDING run to
  SUCCESS or FAILED (``{organizationId, sandboxRunId}``: a sandbox ingest or promote run,
  ``inventory_planning.services.sandbox.execute``) (``inventory_planning.services.jobs.execute``); a run that is not PENDING any
  more (a redelivery) is skipped. Failing to record the outcome fails the message: SQS retries it,
  then moves it to the dead-letter queue.
- EventBridge schedule (input ``{"job": ...}``): one SCHEDULED run per organization, queued like a
  run started through ``POST /api/data-platform/job-runs``.
- The nightly state machine (template.yaml ``NightlyChain``): ``{"action": "organizations"}`` lists
  the organizations to fan out over and the day they all run for (``asOf``, the service clock's
  today); ``{"action": "run", "organizationId", "job", "asOf"?}`` runs
  one step as a SCHEDULED run, here and now, and fails the invocation when the run FAILED (Step
  Functions retries the step, then stops that organization's chain visibly).
- The shards state machines (template.yaml ``ForecastShards``, ``RecommendationShards``; docs/jobs.md
  "Shards"; the jobs of ``services.jobs.SHARDED``): ``{"action": "start", "organizationId", "job":
  "forecasts" | "recommendations", "asOf"}`` opens a RUNNING run and writes its plan and shard list to
  S3; ``{"action": "shard", "organizationId", "runId", "shard"}`` runs one shard of the run's job (a
  Distributed Map item; an error fails the item, retried, then the map);
  ``{"action": "finish", "organizationId", "runId", "error"?}`` ends the run, and fails the
  invocation when the run ended FAILED.
"""

from __future__ import annotations

from inventory_planning import coldstart  # first: no GC passes during the cold start (resumed at the end)

# isort: split
import json
from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from inventory_planning.services import jobs

logger = Logger()
processor = BatchProcessor(event_type=EventType.SQS)


def record_handler(record: SQSRecord) -> None:
    """Run the job run (``runId``) or the sandbox run (``sandboxRunId``) a message names."""
    body = json.loads(record.body)
    if "sandboxRunId" in body:
        from inventory_planning.services import sandbox

        sandbox.execute(body["organizationId"], body["sandboxRunId"])
        return
    jobs.execute(body["organizationId"], body["runId"])


class StepFailed(Exception):
    """A step of the nightly state machine ended FAILED (its run record holds the error)."""


@logger.inject_lambda_context
def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """SQS batch (``batchItemFailures``), a state-machine step, or the schedule's ``{"job": ...}``
    (``{"started": [run ids]}``)."""
    if "Records" in event:
        return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
    if event.get("action") == "organizations":
        from inventory_planning import clock
        from inventory_planning.store.accounts import all_organization_ids

        return {"asOf": clock.today().isoformat(), "organizationIds": list(all_organization_ids())}
    if event.get("action") == "run":
        from datetime import date

        as_of = date.fromisoformat(event["asOf"]) if event.get("asOf") else None
        run = jobs.run_now(event["organizationId"], event["job"], as_of, "SCHEDULED")
        if run["status"] != "SUCCESS":
            raise StepFailed(f"job run {run['id']} ({event['job']}) {run['status']}: {run.get('errorMessage')}")
        return {"runId": run["id"], "job": run["job"], "asOf": run["asOf"], "stats": run["stats"]}
    if event.get("action") == "start":
        from datetime import date

        as_of = date.fromisoformat(event["asOf"]) if event.get("asOf") else None
        return jobs.start_sharded(event["organizationId"], event["job"], as_of, event.get("triggerType", "SCHEDULED"))
    if event.get("action") == "shard":
        return jobs.run_sharded_step(event["organizationId"], event["runId"], int(event["shard"]))
    if event.get("action") == "finish":
        run = jobs.finish_sharded(event["organizationId"], event["runId"], event.get("error"))
        if run["status"] != "SUCCESS":
            raise StepFailed(f"job run {run['id']} ({run['job']}) {run['status']}: {run.get('errorMessage')}")
        return {"runId": run["id"], "job": run["job"], "asOf": run["asOf"], "stats": run["stats"]}
    started = jobs.schedule(event["job"])
    logger.info("scheduled job runs", extra={"job": event["job"], "runs": len(started)})
    return {"started": started}


coldstart.resume()  # last: the module is loaded; freeze what it made, collector back on
