"""The jobs, declared once (decision 0028): name, sharding, place in the nightly chain, permissions.

Every reader derives from :data:`REGISTRY`: the job runs' validation (``domain.jobs.runs``), the
dispatch of the job worker and of the in-process runner (``services.jobs.runs``), the ``job`` values of
``POST /api/data-platform/job-runs`` (``contracts.data_platform.job_runs``), and the unit test that
holds template.yaml's state machines (``NightlyChain``, each sharded job's own) and the job worker's
policies to it (tests/unit/test_job_registry.py). template.yaml stays hand-written: SAM reads it.

The domain imports no service: the functions a job runs are bound to its name in
``services.job_steps`` (decision 0042), as references mypy and import-linter follow, each importing
its service module on the job's first run (numpy and DuckDB load then, not at a function's cold
start). The signatures (``services.job_steps``' protocols):

- ``run``: ``(organization_id, as_of, run_id, now) -> stats`` (a JSON object, stored on the run);
- a sharded job's ``plan``: ``(organization_id, as_of, run_id, now) -> {shards, series, bucket,
  manifestKey, ...}``: it writes the shard list (``[{shard: n, ...}]``, JSON) at
  ``bucket``/``manifestKey``, which the Distributed Map reads;
- ``shard``: ``(organization_id, as_of, run_id, shard_number, now) -> {series, ...}``: one item;
- ``finish``: ``(organization_id, as_of, run_id) -> stats``, raising ``failure`` when a shard is missing;
- ``failure``: an exception class built from one sentence (a ``domain.failures.Reported``), the
  code the run shows when shards fail.

Adding a job: one :class:`Job` here, its service functions bound in ``services.job_steps``, and
its state in template.yaml (a ``NightlyChain`` state named ``chain_state`` that invokes the job
worker with ``{action: run, job: <name>}``; for a sharded job, its state machine ``Plan`` ->
Distributed Map of ``Shard`` -> ``Finish``/``Failed``, started by the chain state with
``startExecution.sync:2``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Grant:
    """A permission the job worker's role needs for a job: the SAM policy template ``policy`` over the
    template resource ``resource`` (its logical id), e.g. ``DynamoDBCrudPolicy`` over ``Table``."""

    policy: str
    resource: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Shards:
    """A job fanned out over shards by a Distributed Map (its steps: ``services.job_steps.SHARDED``).

    ``state_machine`` is the logical id of the job's own state machine in template.yaml; ``noun`` names
    a shard in the run's error (``"a forecast shard failed after its retries"``).
    """

    state_machine: str
    noun: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Job:
    """One job.

    Attributes:
        name: the ``job`` of its runs (kebab case, as in the API).
        summary: what it does, one clause (the API document lists them).
        shards: how the job is sharded, or None. A job neither sharded nor the chain runs whole in one
            call, its ``run`` step (``services.job_steps.RUNS``); a sharded job's steps run in turn, in
            process (``services.jobs.runs``).
        chain_state: the ``NightlyChain`` state that runs it, or None when it is not in the chain.
            The chain runs the jobs that have one, in declaration order.
        chain: True for the job that runs the whole chain in one run (``nightly``).
        replayed: a review day of a decision replay runs it (a chain job that writes what the
            replay's simulation reads and acts on nothing outside; the replay decides the
            recommendations itself).
        grants: what the job worker's role needs for it.
        machine: the template.yaml state machine that runs the whole job when deployed (its ARN in the job
            worker's ``<MACHINE_IN_SNAKE_CASE>_STATE_MACHINE_ARN``, e.g. ``REPLAY_DAYS_STATE_MACHINE_ARN``):
            the job worker takes the queued run RUNNING and starts it, and the machine's steps end the
            run; None (and where the variable is unset, as locally) runs ``run`` in the worker's process.
    """

    name: str
    summary: str
    shards: Shards | None = None
    chain_state: str | None = None
    chain: bool = False
    replayed: bool = False
    grants: tuple[Grant, ...] = ()
    machine: str | None = None


TABLE = Grant(policy="DynamoDBCrudPolicy", resource="Table")
LAKE = Grant(policy="S3CrudPolicy", resource="LakeBucket")
ALERT_EMAIL = Grant(policy="SESCrudPolicy", resource="AlertSenderEmail")

REGISTRY: tuple[Job, ...] = (
    Job(
        name="stock-snapshot",
        summary="the day's closing stock and sales averages",
        chain_state="StockSnapshot",
        replayed=True,
        grants=(TABLE, LAKE),
    ),
    Job(
        name="forecasts",
        summary="53 weeks per variant x shop",
        shards=Shards(state_machine="ForecastShards", noun="forecast"),
        chain_state="Forecasts",
        replayed=True,
        grants=(TABLE, LAKE),
    ),
    Job(
        name="risks",
        summary="the numbers of GET /api/inventory/risks",
        chain_state="Risks",
        replayed=True,
        grants=(TABLE, LAKE),
    ),
    Job(
        name="tagging",
        summary="the tagging rules' evaluation: their tags' assignments (after risks)",
        chain_state="Tagging",
        grants=(TABLE, LAKE),
    ),
    Job(
        name="recommendations",
        summary="the decision vectors (after risks)",
        shards=Shards(state_machine="RecommendationShards", noun="recommendation"),
        chain_state="Recommendations",
        grants=(TABLE, LAKE),
    ),
    Job(
        name="alerts",
        summary="the alerts' evaluation (after risks)",
        chain_state="Alerts",
        grants=(TABLE, LAKE, ALERT_EMAIL),
    ),
    Job(
        name="workflows",
        summary="one SCHEDULED run per active workflow (last: after alerts)",
        chain_state="Workflows",
        grants=(TABLE,),
    ),
    Job(name="nightly", summary="the chain's jobs in order", chain=True),
    Job(
        name="replay",
        summary="decision replay over from..to: the chain per review day, then the policies simulated",
        machine="ReplayDays",
        grants=(TABLE, LAKE),
    ),
    Job(
        name="pre-season-scenario",
        summary="a pre-season plan's generated scenario (started by POST /api/pre-season-plans/{id}/scenarios)",
        machine="PreSeasonScenario",
        grants=(TABLE, LAKE),
    ),
)
"""Every job, the chain's in chain order."""

JOB_NAMES: tuple[str, ...] = tuple(job.name for job in REGISTRY)
NIGHTLY_CHAIN: tuple[str, ...] = tuple(job.name for job in REGISTRY if job.chain_state)
"""The nightly chain, in order: each step reads what the one before wrote for the same asOf."""
REPLAY_CHAIN: tuple[str, ...] = tuple(job.name for job in REGISTRY if job.chain_state and job.replayed)
"""The chain jobs a replay's review day runs, in the chain's order (``stock-snapshot``, ``forecasts``, ``risks``)."""

_BY_NAME = {job.name: job for job in REGISTRY}


def job(name: str) -> Job:
    """The declared job ``name``.

    Raises:
        ValueError: no such job (the API admits declared names only).
    """
    found = _BY_NAME.get(name)
    if found is None:
        raise ValueError(f"unknown job {name!r}")
    return found


def sharded(name: str) -> Job:
    """The declared job ``name``, which must be sharded.

    Raises:
        ValueError: no such job, or it is not sharded.
    """
    found = job(name)
    if found.shards is None:
        raise ValueError(f"job {name!r} is not sharded")
    return found


def described() -> str:
    """``<name>: <summary>; ...`` of every job (the API document's description of ``job``)."""
    return "; ".join(f"{job.name}: {job.summary}" for job in REGISTRY)
