"""Runs of the nightly jobs on the lake: which run of a dataset is served.

A job writes its results under ``run_date=<asOf>`` partitions (risk positions, decision vectors) or,
for forecasts, in shards whose run is whole only once its completion marker is written
(:func:`mark_complete`). The next job of the chain reads the latest run on or before its day, and no
run older than :data:`SERVED_FOR_DAYS` (:func:`latest_run`: a job does not build on months-old
inputs). A read route serves the run its caller names (:func:`run_exists`) or the latest run on or
before today however old (:func:`served_run`), and says how old (docs/decisions/0032-served-runs.md).
"""

from __future__ import annotations

from datetime import date, timedelta

from inventory_planning.store.lake import objects
from inventory_planning.store.lake.datasets import FORECAST_WEEKLY, Dataset, month_of_key

SERVED_FOR_DAYS = 62
"""A job reads no input run older than this many days (its inputs' window)."""

MARKED = frozenset({FORECAST_WEEKLY.name})
"""Datasets written in shards: a run of theirs counts once its completion marker exists."""


def complete_prefix(organization_id: str) -> str:
    """Where the completion markers of the organization's forecast runs are (one JSON per ``asOf``)."""
    return f"jobs/forecasts/organization_id={organization_id}/complete/"


def mark_complete(organization_id: str, as_of: date, run_id: str) -> None:
    """Record that the forecast run of ``as_of`` is whole (every shard written and compacted): only
    such runs are served and read by the risks and recommendations jobs.

    Raises:
        LakeUnavailable: S3 refused the write.
    """
    objects.put_json(f"{complete_prefix(organization_id)}as_of={as_of.isoformat()}.json", {"runId": run_id})


def latest_run(dataset: Dataset, organization_id: str, on_or_before: date, days: int | None = SERVED_FOR_DAYS) -> date | None:
    """The ``asOf`` of the latest run of ``dataset`` on or before ``on_or_before`` and within ``days``
    (None: however old), or None. For a sharded dataset (:data:`MARKED`: the forecasts) only complete
    runs count; for the others, the latest ``run_date`` partition.

    Raises:
        LakeUnavailable: S3 could not be listed.
    """
    first = "0000-00-00" if days is None else (on_or_before - timedelta(days=days)).isoformat()
    last = on_or_before.isoformat()
    if dataset.name in MARKED:
        prefix = complete_prefix(organization_id)
        listed = objects.list_keys(prefix, None if days is None else f"{prefix}as_of={first}")
        runs = [key[len(prefix) + len("as_of=") : -len(".json")] for key in listed]
    else:
        runs = [month_of_key(o.key) or "" for o in objects.list_month_range(dataset, organization_id, first, last)]
    runs = [run for run in runs if run and first <= run <= last]
    return date.fromisoformat(max(runs)) if runs else None


def served_run(dataset: Dataset, organization_id: str, today: date) -> date | None:
    """The run a read route serves without a named run: the latest on or before ``today``, however
    old (one listing of the last :data:`SERVED_FOR_DAYS` days, the whole history only when they
    hold none), or None when the organization has none.

    Raises:
        LakeUnavailable: S3 could not be listed.
    """
    return latest_run(dataset, organization_id, today) or latest_run(dataset, organization_id, today, days=None)


def run_exists(dataset: Dataset, organization_id: str, as_of: date) -> bool:
    """Whether the organization has a (complete) run of ``dataset`` for ``as_of``.

    Raises:
        LakeUnavailable: S3 could not be listed.
    """
    return latest_run(dataset, organization_id, as_of, days=0) == as_of
