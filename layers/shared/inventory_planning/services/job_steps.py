"""The steps of the declared jobs, as references to their service functions (decision 0042).

``domain.jobs.registry`` declares each job (name, summary, place in the chain, grants, machine, shard
metadata); the domain imports no service, so the functions a job runs are bound here, by job name:

- :data:`RUNS`: a plain job's ``run`` step (and the ``replay`` job's), ``(organization_id, as_of,
  run_id, now) -> stats``;
- :data:`SHARDED`: a sharded job's :class:`ShardSteps`: ``plan`` (same signature as ``run``, its stats
  carry ``shards``, ``bucket`` and ``manifestKey``), ``shard`` ``(organization_id, as_of, run_id,
  shard_number, now) -> stats``, ``finish`` ``(organization_id, as_of, run_id) -> stats`` and
  ``failure``, the :class:`~inventory_planning.domain.failures.Reported` class built from one sentence.

Each entry is a small function that imports its service module in its body and returns the step
(:data:`Ref`): the job's numpy and DuckDB load on its first run, not at the job worker's or an API
function's cold start, while mypy checks each step against its protocol and import-linter sees the
import. tests/unit/test_job_registry.py resolves every reference and checks its signature.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Protocol, TypeVar

from inventory_planning.domain.failures import Reported

__all__ = ["RUNS", "SHARDED", "DayStep", "FinishStep", "Ref", "ShardStep", "ShardSteps", "run_step", "shard_steps"]

T = TypeVar("T")
Ref = Callable[[], T]
"""A step by reference: calling it imports the step's service module and returns the step."""


class DayStep(Protocol):
    """A job's ``run`` (or a sharded job's ``plan``): ``(organization_id, as_of, run_id, now) -> stats``."""

    def __call__(self, organization_id: str, as_of: date, run_id: str, now: datetime) -> Mapping[str, Any]: ...


class ShardStep(Protocol):
    """One shard of a sharded run: ``(organization_id, as_of, run_id, shard, now) -> stats``."""

    def __call__(self, organization_id: str, as_of: date, run_id: str, shard: int, now: datetime) -> Mapping[str, Any]: ...


class FinishStep(Protocol):
    """The end of a sharded run: ``(organization_id, as_of, run_id) -> stats``, raising the job's failure."""

    def __call__(self, organization_id: str, as_of: date, run_id: str) -> Mapping[str, Any]: ...


@dataclass(frozen=True, slots=True, kw_only=True)
class ShardSteps:
    """The steps of a sharded job (the registry's ``Shards`` says its state machine and noun)."""

    plan: Ref[DayStep]
    shard: Ref[ShardStep]
    finish: Ref[FinishStep]
    failure: Ref[Callable[[str], Reported]]


# --- the plain jobs (imports in the bodies: the job's modules load on its first run) ---


def _stock_snapshot() -> DayStep:
    from inventory_planning.services.stock.snapshot import run_stock_snapshot  # noqa: PLC0415 - on first run

    return run_stock_snapshot


def _risks() -> DayStep:
    from inventory_planning.services.risks import run_risks  # noqa: PLC0415 - on first run

    return run_risks


def _tagging() -> DayStep:
    from inventory_planning.services.tags.rules import run_tagging  # noqa: PLC0415 - on first run

    return run_tagging


def _alerts() -> DayStep:
    from inventory_planning.services.alerts import run_alerts  # noqa: PLC0415 - on first run

    return run_alerts


def _workflows() -> DayStep:
    from inventory_planning.services.workflows.runs import run_workflows  # noqa: PLC0415 - on first run

    return run_workflows


def _replay() -> DayStep:
    from inventory_planning.services.replays.runs import run_replay  # noqa: PLC0415 - on first run

    return run_replay


# --- the sharded jobs ---


def _plan_forecasts() -> DayStep:
    from inventory_planning.services.forecasts.job import plan_forecasts  # noqa: PLC0415 - numpy, DuckDB on first run

    return plan_forecasts


def _forecast_shard() -> ShardStep:
    from inventory_planning.services.forecasts.job import run_shard_number  # noqa: PLC0415 - on first run

    return run_shard_number


def _finish_forecasts() -> FinishStep:
    from inventory_planning.services.forecasts.job import finish_forecasts  # noqa: PLC0415 - on first run

    return finish_forecasts


def _forecasts_failed() -> Callable[[str], Reported]:
    from inventory_planning.services.forecasts.job import ShardsFailed  # noqa: PLC0415 - on first run

    return ShardsFailed


def _plan_recommendations() -> DayStep:
    from inventory_planning.services.recommendations.job import plan_recommendations  # noqa: PLC0415 - on first run

    return plan_recommendations


def _recommendation_shard() -> ShardStep:
    from inventory_planning.services.recommendations.job import run_shard_number  # noqa: PLC0415 - on first run

    return run_shard_number


def _finish_recommendations() -> FinishStep:
    from inventory_planning.services.recommendations.job import finish_recommendations  # noqa: PLC0415 - on first run

    return finish_recommendations


def _recommendations_failed() -> Callable[[str], Reported]:
    from inventory_planning.services.recommendations.job import ShardsFailed  # noqa: PLC0415 - on first run

    return ShardsFailed


RUNS: Mapping[str, Ref[DayStep]] = {
    "stock-snapshot": _stock_snapshot,
    "risks": _risks,
    "tagging": _tagging,
    "alerts": _alerts,
    "workflows": _workflows,
    "replay": _replay,
}
"""Job name -> its ``run`` step: every declared job that is neither sharded nor the chain."""

SHARDED: Mapping[str, ShardSteps] = {
    "forecasts": ShardSteps(plan=_plan_forecasts, shard=_forecast_shard, finish=_finish_forecasts, failure=_forecasts_failed),
    "recommendations": ShardSteps(
        plan=_plan_recommendations, shard=_recommendation_shard, finish=_finish_recommendations, failure=_recommendations_failed
    ),
}
"""Job name -> its sharded steps: every declared job with ``shards``."""


def run_step(job: str) -> DayStep:
    """The ``run`` step of the plain job ``job``, its service module imported now.

    Raises:
        ValueError: ``job`` has no run step (sharded, the chain, or not declared).
    """
    ref = RUNS.get(job)
    if ref is None:
        raise ValueError(f"job {job!r} has no run step")
    return ref()


def shard_steps(job: str) -> ShardSteps:
    """The steps of the sharded job ``job`` (references: each imports its module when called).

    Raises:
        ValueError: ``job`` is not a sharded job.
    """
    steps = SHARDED.get(job)
    if steps is None:
        raise ValueError(f"job {job!r} is not sharded")
    return steps
