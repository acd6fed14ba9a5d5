"""The steps of the declared jobs, as references to their service functions (decision 0042).

``domain.jobs.registry`` declares each job (name, summary, place in the chain, grants, machine, shard
metadata); the domain imports no service, so the functions a job runs are bound here, by job name:

- :data:`RUNS`: a plain job's ``run`` step (and the ``replay`` job's), ``(organization_id, as_of,
  run_id, now) -> stats``;
- :data:`SHARDED`: a sharded job's :class:`ShardSteps`: ``plan`` (same signature as ``run``, its stats
  carry ``shards``, ``bucket`` and ``manifestKey``), ``shard`` ``(organization_id, as_of, run_id,
  shard_number, now) -> stats``, ``finish`` ``(organization_id, as_of, run_id) -> stats`` and
  ``failure``, the :class:`~inventory_planning.domain.failures.Reported` class built from one sentence.

Each entry is a small function that returns the step from its service module, named at the top through
a ``coldstart.lazy`` stand-in (decision 0046) and calling it is what imports the module (:data:`Ref`):
the job's numpy and DuckDB load on its first run, not at the job worker's or an API function's cold
start, while mypy checks each step against its protocol and import-linter sees the import (the
stand-in's ``TYPE_CHECKING`` import). tests/unit/test_job_registry.py resolves every reference and checks its signature.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from inventory_planning.coldstart import lazy
from inventory_planning.domain.failures import Reported

if TYPE_CHECKING:
    from inventory_planning.services import risks
    from inventory_planning.services.alerts import core as alerts
    from inventory_planning.services.forecasts import job as forecasts_job
    from inventory_planning.services.pre_season import scenarios as pre_season_scenarios
    from inventory_planning.services.recommendations import job as recommendations_job
    from inventory_planning.services.replays import runs as replays
    from inventory_planning.services.stock import snapshot as stock_snapshot
    from inventory_planning.services.tags import rules as tagging_rules
    from inventory_planning.services.workflows import runs as workflow_runs
else:  # each job's modules (numpy, DuckDB) load on its first run (docs/decisions/0046)
    alerts = lazy("inventory_planning.services.alerts.core")
    forecasts_job = lazy("inventory_planning.services.forecasts.job")
    pre_season_scenarios = lazy("inventory_planning.services.pre_season.scenarios")
    recommendations_job = lazy("inventory_planning.services.recommendations.job")
    replays = lazy("inventory_planning.services.replays.runs")
    risks = lazy("inventory_planning.services.risks")
    stock_snapshot = lazy("inventory_planning.services.stock.snapshot")
    tagging_rules = lazy("inventory_planning.services.tags.rules")
    workflow_runs = lazy("inventory_planning.services.workflows.runs")

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


# --- the plain jobs (the job's modules load on its first run) ---


def _stock_snapshot() -> DayStep:
    return stock_snapshot.run_stock_snapshot


def _risks() -> DayStep:
    return risks.run_risks


def _tagging() -> DayStep:
    return tagging_rules.run_tagging


def _alerts() -> DayStep:
    return alerts.run_alerts


def _workflows() -> DayStep:
    return workflow_runs.run_workflows


def _replay() -> DayStep:
    return replays.run_replay


def _pre_season_scenario() -> DayStep:
    return pre_season_scenarios.run_scenario


# --- the sharded jobs ---


def _plan_forecasts() -> DayStep:
    return forecasts_job.plan_forecasts


def _forecast_shard() -> ShardStep:
    return forecasts_job.run_shard_number


def _finish_forecasts() -> FinishStep:
    return forecasts_job.finish_forecasts


def _forecasts_failed() -> Callable[[str], Reported]:
    return forecasts_job.ShardsFailed


def _plan_recommendations() -> DayStep:
    return recommendations_job.plan_recommendations


def _recommendation_shard() -> ShardStep:
    return recommendations_job.run_shard_number


def _finish_recommendations() -> FinishStep:
    return recommendations_job.finish_recommendations


def _recommendations_failed() -> Callable[[str], Reported]:
    return recommendations_job.ShardsFailed


RUNS: Mapping[str, Ref[DayStep]] = {
    "stock-snapshot": _stock_snapshot,
    "risks": _risks,
    "tagging": _tagging,
    "alerts": _alerts,
    "workflows": _workflows,
    "replay": _replay,
    "pre-season-scenario": _pre_season_scenario,
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
