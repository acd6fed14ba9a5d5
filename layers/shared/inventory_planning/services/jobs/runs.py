"""Job runs: start one (API or schedule), run it (the job worker, or in this process), read it.

Every job is declared once in ``domain.jobs.registry`` (decision 0028); this module dispatches from
it and knows no job by name.

- ``start_run`` stores a PENDING run and sends ``{organizationId, runId}`` to the job queue; the job
  worker (functions/job_worker) takes it RUNNING (conditionally: a second delivery of the same
  message does nothing), runs the job for its ``asOf`` in its process (:func:`execute`) and ends it
  SUCCESS with stats or FAILED with the error. The EventBridge schedule starts a SCHEDULED run per
  organization the same way. Locally the gateway's queue poller runs the same worker.
- In one process a job runs whole: a plain job's ``run`` step; a sharded job's ``plan``, then every
  shard in turn, then ``finish`` (:func:`run_sharded_in_process`, the same steps the state machine
  runs); ``nightly`` the chain's jobs in order.
- Deployed, the nightly state machine runs each chain job as its own run (:func:`run_now`), and a
  sharded job through its own state machine: :func:`start_sharded` (plan), :func:`run_sharded_step`
  (one Distributed Map item), :func:`finish_sharded`.

Every run that ends writes the ``JobDuration`` metric (and ``SeriesPerSecond`` when its stats count
series); every shard ``ShardDuration`` and ``SeriesPerSecond`` (decision 0029).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from datetime import date, datetime
from functools import partial
from typing import Any, cast

from aws_lambda_powertools import Logger

from inventory_planning import observability
from inventory_planning.domain import jobs as domain
from inventory_planning.domain.failures import failure_of
from inventory_planning.domain.jobs import NIGHTLY_CHAIN, REGISTRY, Job, JobRun
from inventory_planning.domain.jobs.runs import NightlyFanOut, ShardedStart
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import Conflict, Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.observability import MILLISECONDS, PER_SECOND, Metric
from inventory_planning.services import job_steps
from inventory_planning.settings import get_job_settings
from inventory_planning.store import executions, queues
from inventory_planning.store import jobs as store
from inventory_planning.store.account import all_organization_ids, get_organization

logger = Logger(child=True)

__all__ = [
    "NIGHTLY_CHAIN",
    "end",
    "execute",
    "finish_sharded",
    "get_run",
    "organizations_to_run",
    "record_running",
    "rerun",
    "run_now",
    "run_sharded_in_process",
    "run_sharded_step",
    "schedule",
    "start_run",
    "start_sharded",
]

Runner = Callable[[str, date, str], dict[str, Any]]
"""A job in one process: ``(organization_id, as_of, run_id) -> stats``."""


def _run_id() -> str:
    """A UUIDv7: time-ordered, so a partition Query returns runs in creation order."""
    return new_id()


def _store_new(run: JobRun) -> None:
    store.put_new(run.organization_id, run.as_item())


def _transition(run: JobRun, expected_status: str) -> bool:
    return store.transition(run.organization_id, run.as_item(), expected_status)


def _stored(organization_id: str, run_id: str) -> JobRun | None:
    item = store.get(organization_id, run_id)
    return JobRun.from_item(item) if item is not None else None


def _require_organization(organization_id: str) -> None:
    if get_organization(organization_id) is None:
        raise Missing("Organization")


def start_run(
    organization_id: str, job: str, as_of: date | None, trigger: str, now: datetime | None = None, *,
    params: dict[str, Any] | None = None, progress: dict[str, int] | None = None,
    before_queue: Callable[[JobRun], None] | None = None,
) -> JobRun:  # fmt: skip
    """Create a PENDING run of ``job`` for ``as_of`` (default: the service clock's today) and queue it.
    ``params`` and ``progress`` are stored on the run (a job that takes them: ``replay``);
    ``before_queue(run)`` is called once the run is stored, before it is queued (a job's own index item).

    Raises:
        Missing: no such organization (404 NOT_FOUND).
    """
    _require_organization(organization_id)
    now = now or clock.wall_now()
    run = domain.new_run(_run_id(), organization_id, job, as_of or clock.today(), trigger, now, params=params, progress=progress)
    _store_new(run)
    if before_queue is not None:
        before_queue(run)
    _queue(run)
    return run


def _queue(run: JobRun) -> None:
    message = json.dumps({"organizationId": run.organization_id, "runId": run.id})
    queues.send(get_job_settings().job_queue_url, message)


def rerun(organization_id: str, run_id: str) -> JobRun:
    """Put a FAILED run back to PENDING (``domain.jobs.requeued``: params and progress kept) and queue it.

    Raises:
        Missing: no such run.
        Conflict: 409 JOB_RUN_NOT_FAILED when the run is not FAILED (only a failed run is rerun).
    """
    run = get_run(organization_id, run_id)
    again = domain.requeued(run)
    if run.status != domain.FAILED:
        raise Conflict("JOB_RUN_NOT_FAILED", f"The job run is {run.status}: only a FAILED run is rerun")
    if not _transition(again, domain.FAILED):
        raise Conflict("JOB_RUN_NOT_FAILED", "The job run was rerun already")
    _queue(again)
    return again


def record_running(run: JobRun) -> bool:
    """Store what a RUNNING run reports while it runs (its ``progress``, ``failedDay``); False when the
    stored run is not RUNNING any more."""
    return _transition(run, domain.RUNNING)


def end(run: JobRun, *, stats: dict[str, Any] | None = None, error: BaseException | None = None) -> JobRun:
    """End a RUNNING run from a step of its job's state machine: SUCCESS with ``stats``, or FAILED with
    ``<CODE>: <sentence>`` of ``error`` (logged). Returns the ended run (as stored when it had already ended)."""
    current = _stored(run.organization_id, run.id) or run
    if current.status != domain.RUNNING:
        return current
    if error is not None:
        return _fail(current, error)
    done = domain.finished(current, clock.wall_now(), stats=stats)
    _transition(done, domain.RUNNING)
    _ended(done)
    return done


def _machine_arn(job: Job) -> str | None:
    """The ARN of the state machine that runs ``job`` when deployed (``Job.machine``), or None: run in process."""
    if job.machine is None:
        return None
    name = re.sub(r"(?<!^)(?=[A-Z])", "_", job.machine).lower()  # ReplayDays -> replay_days
    arn: str | None = getattr(get_job_settings(), f"{name}_state_machine_arn", None)
    return arn


def _start_machine(arn: str, run: JobRun) -> None:
    """Start the job's state machine for ``run`` (input ``{organizationId, runId}``); a failure to start ends the run FAILED."""
    try:
        executions.start(arn, json.dumps({"organizationId": run.organization_id, "runId": run.id}))
    except Exception as error:  # noqa: BLE001 - recorded on the run
        _fail(run, error)


def run_now(organization_id: str, job: str, as_of: date | None, trigger: str) -> JobRun:
    """Create a run of ``job`` and execute it at once, in this process (a step of the nightly state
    machine: Step Functions waits for the function); returns the ended run (SUCCESS or FAILED).

    Raises:
        Missing: no such organization.
    """
    _require_organization(organization_id)
    run = domain.new_run(_run_id(), organization_id, job, as_of or clock.today(), trigger, clock.wall_now())
    _store_new(run)
    return execute(organization_id, run.id) or _stored(organization_id, run.id) or run


def get_run(organization_id: str, run_id: str) -> JobRun:
    """A run of the organization. Raises Missing (404 NOT_FOUND) when it is not the organization's."""
    run = _stored(organization_id, run_id)
    if run is None:
        raise Missing("Job run")
    return run


def organizations_to_run() -> NightlyFanOut:
    """What the nightly state machine fans out over: ``{asOf, organizationIds}``, ``asOf`` the service
    clock's today (``YYYY-MM-DD``), the same day for every organization."""
    return {"asOf": clock.today().isoformat(), "organizationIds": list(all_organization_ids())}


def execute(organization_id: str, run_id: str) -> JobRun | None:
    """Run a PENDING run to its end in this process; None when the run is unknown or not PENDING (a redelivery).

    A job's failure is logged with its traceback and ends the run FAILED with ``errorMessage``
    ``<CODE>: <sentence>`` (``domain.failures``, never the exception's text) and is not raised: the
    message is consumed (start another run to retry). A failure to record the outcome is raised (SQS retries, then DLQ).
    """
    run = _stored(organization_id, run_id)
    if run is None or run.status != domain.PENDING:
        logger.warning("job run skipped", extra={"organizationId": organization_id, "runId": run_id,
                                                 "status": run and run.status})  # fmt: skip
        return None
    running = domain.started(run, clock.wall_now())
    if not _transition(running, domain.PENDING):
        return None
    arn = _machine_arn(domain.job(run.job))
    if arn is not None:  # deployed: the job's state machine runs it and its steps end the run
        _start_machine(arn, running)
        return running
    try:
        stats = _JOBS[run.job](organization_id, run.as_of_date, run_id)
        done = domain.finished(_stored(organization_id, run_id) or running, clock.wall_now(), stats=stats)
    except Exception as error:  # recorded on the run
        logger.exception("job run failed", extra={"organizationId": organization_id, "runId": run_id})
        current = _stored(organization_id, run_id) or running  # what the job recorded while running (progress)
        done = domain.finished(current, clock.wall_now(), error=str(failure_of(error)))
    _transition(done, domain.RUNNING)
    _ended(done)
    return done


def start_sharded(organization_id: str, job: str, as_of: date | None, trigger: str) -> ShardedStart:
    """Step 1 of a sharded job in its state machine (``ForecastShards``, ``RecommendationShards``): a RUNNING run and its
    plan. Returns ``{runId, asOf, shards, series, bucket, manifestKey, ...}`` (the plan's own keys):
    the Distributed Map reads the shard list at ``bucket``/``manifestKey``.

    Raises:
        Missing: no such organization.
        ValueError: ``job`` is not a sharded job of the registry.
        Exception: the plan failed (the run is FAILED with the error).
    """
    steps = job_steps.shard_steps(domain.sharded(job).name)
    _require_organization(organization_id)
    now = clock.wall_now()
    run = domain.started(domain.new_run(_run_id(), organization_id, job, as_of or clock.today(), trigger, now), now)
    _store_new(run)
    try:
        plan = steps.plan()(organization_id, run.as_of_date, run.id, now)
    except Exception as error:
        _fail(run, error)
        raise
    return cast(ShardedStart, {"runId": run.id, "asOf": run.as_of, **plan})


def _running_sharded(organization_id: str, run_id: str) -> tuple[JobRun, Job]:
    run = get_run(organization_id, run_id)
    job = domain.sharded(run.job)
    return run, job


def run_sharded_step(organization_id: str, run_id: str, shard: int) -> dict[str, Any]:
    """Step 2: one shard of a RUNNING sharded run (a Distributed Map item); returns the shard's stats.

    Raises:
        Missing: no such run.
        <the job's failure>: the run is not RUNNING, or has no such shard (``FORECAST_SHARDS_FAILED``).
        LakeUnavailable: S3 failed (Step Functions retries the item).
    """
    run, job = _running_sharded(organization_id, run_id)
    assert job.shards is not None  # a sharded job
    if run.status != domain.RUNNING:
        raise job_steps.shard_steps(job.name).failure()(f"run {run_id} is {run.status}")
    return _shard(job, (organization_id, run.as_of_date, run_id), shard, clock.wall_now())


def _shard(job: Job, run: tuple[str, date, str], shard: int, now: datetime) -> dict[str, Any]:
    """Run shard ``shard`` of ``run`` (organization id, asOf, run id); write ``ShardDuration`` and ``SeriesPerSecond``."""
    assert job.shards is not None  # a sharded job
    began = time.perf_counter()
    stats = cast(dict[str, Any], job_steps.shard_steps(job.name).shard()(*run, shard, now))
    seconds = time.perf_counter() - began
    metrics = [Metric("ShardDuration", seconds * 1000, MILLISECONDS)]
    if isinstance(stats.get("series"), int) and seconds > 0:
        metrics.append(Metric("SeriesPerSecond", stats["series"] / seconds, PER_SECOND))
    observability.emit({"job": job.name, "step": "shard"}, *metrics)
    return stats


def finish_sharded(organization_id: str, run_id: str, error: str | None = None) -> JobRun:
    """Step 3: end a sharded run, FAILED with ``error`` (the Distributed Map failed: a shard failed
    after its retries), else SUCCESS with the stats when every shard is done (FAILED naming the
    missing ones otherwise). Returns the ended run (as it is, when it had already ended).

    Raises:
        Missing: no such run.
        ValueError: the run's job is not sharded.
    """
    run, job = _running_sharded(organization_id, run_id)
    assert job.shards is not None  # a sharded job
    if run.status != domain.RUNNING:
        return run
    if error is not None:  # the state machine's error (Lambda's error text: logged, not shown)
        logger.error(f"{job.shards.noun} shards failed in the state machine",
                     extra={"organizationId": organization_id, "runId": run_id, "error": error})  # fmt: skip
        return _fail(run, job_steps.shard_steps(job.name).failure()(f"a {job.shards.noun} shard failed after its retries"))
    try:
        stats = cast(dict[str, Any], job_steps.shard_steps(job.name).finish()(organization_id, run.as_of_date, run_id))
    except Exception as failure:  # noqa: BLE001 - recorded on the run
        return _fail(run, failure)
    done = domain.finished(run, clock.wall_now(), stats=stats)
    _transition(done, domain.RUNNING)
    _ended(done)
    return done


def _fail(run: JobRun, error: BaseException) -> JobRun:
    """End ``run`` FAILED with ``<CODE>: <sentence>`` of ``error`` (logged with its traceback)."""
    logger.error("job run failed", exc_info=error, extra={"organizationId": run.organization_id, "runId": run.id})
    done = domain.finished(run, clock.wall_now(), error=str(failure_of(error)))
    _transition(done, domain.RUNNING)
    _ended(done)
    return done


def _ended(done: JobRun) -> None:
    """Log the ended run; write ``JobDuration`` (and ``SeriesPerSecond`` when its stats count ``series``)."""
    logger.info("job run ended", extra={"run": done.as_item()})
    metrics = [Metric("JobDuration", float(done.duration_ms or 0), MILLISECONDS)]
    series = (done.stats or {}).get("series")
    if isinstance(series, int) and done.duration_ms:
        metrics.append(Metric("SeriesPerSecond", series / (done.duration_ms / 1000), PER_SECOND))
    observability.emit({"job": done.job, "status": done.status}, *metrics)


def schedule(job: str, as_of: date | None = None) -> list[str]:
    """Start a SCHEDULED run of ``job`` for every organization; return the run ids."""
    return [start_run(org, job, as_of, "SCHEDULED").id for org in all_organization_ids()]


def run_sharded_in_process(job: Job, organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    """A sharded job's steps in this process (the job-runs API, the ``nightly`` job, ``make run``):
    the plan, every shard in turn (each is tried; a failure is logged and the others go on), then
    the finish. Returns the finish's stats.

    Raises:
        <the job's failure>: shards failed (``FORECAST_SHARDS_FAILED: 1 of 3 shards failed: shard 2``;
            a rerun redoes only those).
        LakeUnavailable: S3 failed.
    """
    assert job.shards is not None  # the registry gives this runner to sharded jobs only
    steps = job_steps.shard_steps(job.name)
    now = clock.wall_now()
    plan = steps.plan()(organization_id, as_of, run_id, now)
    failed: list[str] = []
    for shard in range(plan["shards"]):
        try:
            _shard(job, (organization_id, as_of, run_id), shard, now)
        except Exception:  # the other shards go on; the run fails below (logged here)
            logger.exception(f"{job.shards.noun} shard failed", extra={"organizationId": organization_id, "shard": shard})
            failed.append(str(shard))
    if failed:
        sentence = f"{len(failed)} of {plan['shards']} shards failed: shard " + ", ".join(failed[:20])
        raise steps.failure()(sentence)
    return cast(dict[str, Any], steps.finish()(organization_id, as_of, run_id))


def _nightly(organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    """The chain in one run (``POST /api/data-platform/job-runs`` with job ``nightly``; deployed,
    the state machine runs the same steps as separate runs), in the registry's order. A failing step
    fails the run; the steps after it do not run."""
    return {name: _JOBS[name](organization_id, as_of, run_id) for name in NIGHTLY_CHAIN}


def _run_step(name: str, organization_id: str, as_of: date, run_id: str) -> dict[str, Any]:
    return cast(dict[str, Any], job_steps.run_step(name)(organization_id, as_of, run_id, clock.wall_now()))


def _runner(job: Job) -> Runner:
    """How ``job`` runs in one process, from its declaration."""
    if job.chain:
        return _nightly
    if job.shards is not None:
        return partial(run_sharded_in_process, job)
    if job.name not in job_steps.RUNS:
        raise ValueError(f"job {job.name!r} has neither a run step (services.job_steps), shards nor chain")
    return partial(_run_step, job.name)


_JOBS: dict[str, Runner] = {job.name: _runner(job) for job in REGISTRY}
"""Job name -> its runner in one process: the dispatch table, derived from the registry."""
