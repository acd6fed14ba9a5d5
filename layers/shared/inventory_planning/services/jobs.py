"""Job runs: start one (API or schedule), run it (the job worker), read it.

``start_run`` stores a PENDING record and sends ``{organizationId, runId}`` to the job queue; the job
worker (functions/job_worker) takes the run RUNNING (conditionally: a second delivery of the same
message does nothing), executes the job for its ``asOf`` and ends it SUCCESS with stats or FAILED
with the error. The EventBridge schedule starts a SCHEDULED run per organization the same way.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import lru_cache
from typing import Any

from aws_lambda_powertools import Logger
from uuid6 import uuid7

from inventory_planning import clock
from inventory_planning.domain import jobs as domain
from inventory_planning.domain.errors import Missing
from inventory_planning.domain.failures import failure_of
from inventory_planning.settings import get_job_settings, get_settings
from inventory_planning.store import job_runs as store
from inventory_planning.store.accounts import all_organization_ids, get_organization

logger = Logger(child=True)


@lru_cache(maxsize=1)
def _sqs() -> Any:
    import boto3  # on first use

    settings = get_settings()
    return boto3.client("sqs", region_name=settings.aws_region, endpoint_url=settings.aws_endpoint)


def _run_id() -> str:
    """A UUIDv7: time-ordered, so a partition Query returns runs in creation order."""
    return str(uuid7())


def start_run(organization_id: str, job: str, as_of: date | None, trigger: str, now: datetime | None = None) -> dict[str, Any]:
    """Create a PENDING run of ``job`` for ``as_of`` (default: the service clock's today) and queue it.

    Raises:
        Missing: no such organization (404 NOT_FOUND).
    """
    if get_organization(organization_id) is None:
        raise Missing("Organization")
    record = domain.new_run(_run_id(), organization_id, job, as_of or clock.today(), trigger, now or datetime.now(UTC))
    store.put_new(organization_id, record)
    message = json.dumps({"organizationId": organization_id, "runId": record["id"]})
    _sqs().send_message(QueueUrl=get_job_settings().job_queue_url, MessageBody=message)
    return record


def run_now(organization_id: str, job: str, as_of: date | None, trigger: str) -> dict[str, Any]:
    """Create a run of ``job`` and execute it at once, in this process (a step of the nightly state
    machine: Step Functions waits for the function); returns the ended run (SUCCESS or FAILED).

    Raises:
        Missing: no such organization.
    """
    if get_organization(organization_id) is None:
        raise Missing("Organization")
    record = domain.new_run(_run_id(), organization_id, job, as_of or clock.today(), trigger, datetime.now(UTC))
    store.put_new(organization_id, record)
    return execute(organization_id, record["id"]) or store.get(organization_id, record["id"]) or record


def get_run(organization_id: str, run_id: str) -> dict[str, Any]:
    """A run of the organization. Raises Missing (404 NOT_FOUND) when it is not the organization's."""
    record = store.get(organization_id, run_id)
    if record is None:
        raise Missing("Job run")
    return record


def execute(organization_id: str, run_id: str) -> dict[str, Any] | None:
    """Run a PENDING run to its end; None when the run is unknown or not PENDING (a redelivery).

    A job's failure is logged with its traceback and ends the run FAILED with ``errorMessage``
    ``<CODE>: <sentence>`` (``domain.failures``, never the exception's text) and is not raised: the
    message is consumed (start another run to retry). A failure to record the outcome is raised (SQS retries, then DLQ).
    """
    record = store.get(organization_id, run_id)
    if record is None or record["status"] != domain.PENDING:
        logger.warning("job run skipped", extra={"organizationId": organization_id, "runId": run_id,
                                                 "status": record and record["status"]})  # fmt: skip
        return None
    running = domain.started(record, datetime.now(UTC))
    if not store.transition(organization_id, running, domain.PENDING):
        return None
    try:
        stats = _JOBS[record["job"]](organization_id, date.fromisoformat(record["asOf"]), run_id)
        done = domain.finished(running, datetime.now(UTC), stats=stats)
    except Exception as error:  # noqa: BLE001 - recorded on the run
        logger.exception("job run failed", extra={"organizationId": organization_id, "runId": run_id})
        done = domain.finished(running, datetime.now(UTC), error=str(failure_of(error)))
    store.transition(organization_id, done, domain.RUNNING)
    logger.info("job run ended", extra={"run": done})
    return done


@dataclass(frozen=True, slots=True)
class Sharded:
    """A job that fans out over shards (docs/jobs.md "Shards"): its service module (imported on first
    use: numpy, DuckDB) and the names of its three steps there, ``plan(organization_id, as_of,
    run_id, now)``, ``shard(organization_id, as_of, run_id, shard, now)`` and ``finish(organization_id,
    as_of, run_id)``; the module's ``ShardsFailed`` is raised with ``failed`` when the map failed."""

    module: str
    plan: str
    shard: str
    finish: str
    failed: str

    def step(self, name: str) -> Any:
        """The module's function (or class) ``name``."""
        return getattr(importlib.import_module(self.module), name)


SHARDED = {
    "forecasts": Sharded("inventory_planning.services.forecasts", "plan_forecasts", "run_shard_number", "finish_forecasts",
                         "a forecast shard failed after its retries"),
    "recommendations": Sharded("inventory_planning.services.recommendations", "plan_recommendations", "run_shard_number",
                               "finish_recommendations", "a recommendations shard failed after its retries"),
}  # fmt: skip
"""The sharded jobs: each has a state machine (template.yaml ``ForecastShards``, ``RecommendationShards``)."""


def _sharded(job: str) -> Sharded:
    if job not in SHARDED:
        raise ValueError(f"job {job!r} is not sharded")
    return SHARDED[job]


def start_sharded(organization_id: str, job: str, as_of: date | None, trigger: str) -> dict[str, Any]:
    """Step 1 of a sharded job in its state machine (``ForecastShards``, ``RecommendationShards``): a
    RUNNING run and its plan. Returns ``{runId, asOf, shards, bucket, manifestKey, ...}`` (the plan's
    other fields): the Distributed Map reads the shard list at ``bucket``/``manifestKey``.

    Raises:
        Missing: no such organization.
        ValueError: ``job`` is not sharded (:data:`SHARDED`).
        Exception: the plan failed (the run is FAILED with the error).
    """
    sharded = _sharded(job)
    if get_organization(organization_id) is None:
        raise Missing("Organization")
    now = datetime.now(UTC)
    record = domain.started(domain.new_run(_run_id(), organization_id, job, as_of or clock.today(), trigger, now), now)
    store.put_new(organization_id, record)
    try:
        plan = sharded.step(sharded.plan)(organization_id, date.fromisoformat(record["asOf"]), record["id"], now)
    except Exception as error:
        _fail(organization_id, record, error)
        raise
    return {"runId": record["id"], "asOf": record["asOf"], **plan}


def run_sharded_step(organization_id: str, run_id: str, shard: int) -> dict[str, Any]:
    """Step 2: one shard of a RUNNING sharded run (a Distributed Map item); returns the shard's stats.

    Raises:
        Missing: no such run.
        ValueError: the run's job is not sharded.
        ShardsFailed: (the job module's) the run is not RUNNING, or has no such shard.
        LakeUnavailable: S3 failed (Step Functions retries the item).
    """
    record = get_run(organization_id, run_id)
    sharded = _sharded(record["job"])
    if record["status"] != domain.RUNNING:
        raise sharded.step("ShardsFailed")(f"run {run_id} is {record['status']}")
    as_of = date.fromisoformat(record["asOf"])
    return dict(sharded.step(sharded.shard)(organization_id, as_of, run_id, shard, datetime.now(UTC)))


def finish_sharded(organization_id: str, run_id: str, error: str | None = None) -> dict[str, Any]:
    """Step 3: end a sharded run, FAILED with ``error`` (the Distributed Map failed: a shard failed
    after its retries), else SUCCESS with the stats when every shard is done (FAILED naming the
    missing ones otherwise). Returns the ended run (as it is, when it had already ended).

    Raises:
        Missing: no such run.
        ValueError: the run's job is not sharded.
    """
    record = get_run(organization_id, run_id)
    if record["status"] != domain.RUNNING:
        return record
    sharded = _sharded(record["job"])
    if error is not None:  # the state machine's error (Lambda's error text: logged, not shown)
        logger.error("shards failed in the state machine", extra={"organizationId": organization_id, "runId": run_id,
                                                                   "job": record["job"], "error": error})  # fmt: skip
        return _fail(organization_id, record, sharded.step("ShardsFailed")(sharded.failed))
    try:
        stats = sharded.step(sharded.finish)(organization_id, date.fromisoformat(record["asOf"]), run_id)
    except Exception as failure:  # noqa: BLE001 - recorded on the run
        return _fail(organization_id, record, failure)
    done = domain.finished(record, datetime.now(UTC), stats=stats)
    store.transition(organization_id, done, domain.RUNNING)
    return done


def _fail(organization_id: str, record: dict[str, Any], error: BaseException) -> dict[str, Any]:
    """End ``record`` FAILED with ``<CODE>: <sentence>`` of ``error`` (logged with its traceback)."""
    logger.error("job run failed", exc_info=error, extra={"organizationId": organization_id, "runId": record["id"]})
    done = domain.finished(record, datetime.now(UTC), error=str(failure_of(error)))
    store.transition(organization_id, done, domain.RUNNING)
    logger.info("job run ended", extra={"run": done})
    return done


def schedule(job: str, as_of: date | None = None) -> list[str]:
    """Start a SCHEDULED run of ``job`` for every organization; return the run ids."""
    return [start_run(org, job, as_of, "SCHEDULED")["id"] for org in all_organization_ids()]


def _stock_snapshot(organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    from inventory_planning.services.stock_snapshot import run_stock_snapshot  # on first use: DuckDB

    return run_stock_snapshot(organization_id, as_of, run_id, datetime.now(UTC))


def _forecasts(organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    from inventory_planning.services.forecasts import run_forecasts  # on first use: numpy, DuckDB

    return run_forecasts(organization_id, as_of, run_id, datetime.now(UTC))


def _risks(organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    from inventory_planning.services.risks import run_risks  # on first use: DuckDB

    return run_risks(organization_id, as_of, run_id, datetime.now(UTC))


def _recommendations(organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    from inventory_planning.services.recommendations import run_recommendations  # on first use: numpy, networkx

    return run_recommendations(organization_id, as_of, run_id, datetime.now(UTC))


def _alerts(organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    from inventory_planning.services.alerts import run_alerts  # on first use: DuckDB

    return run_alerts(organization_id, as_of, run_id, datetime.now(UTC))


NIGHTLY_CHAIN = ("stock-snapshot", "forecasts", "risks", "recommendations", "alerts")
"""The nightly chain, in order: each step reads what the one before wrote for the same asOf."""


def _nightly(organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    """The chain in one run (``POST /api/data-platform/job-runs`` with job ``nightly``; deployed,
    the state machine runs the same steps as separate runs), alerts last. A failing step fails the run; the
    steps after it do not run."""
    return {step: _JOBS[step](organization_id, as_of, run_id) for step in NIGHTLY_CHAIN}


_JOBS = {
    "stock-snapshot": _stock_snapshot, "forecasts": _forecasts, "risks": _risks, "recommendations": _recommendations,
    "alerts": _alerts, "nightly": _nightly,
}  # fmt: skip
