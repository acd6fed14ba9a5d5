"""Job runs: the record of one execution of a job for one organization (pure).

A run is created PENDING by ``POST /api/data-platform/job-runs`` or by the schedule, taken RUNNING
by the job worker, and ends SUCCESS (with ``stats``) or FAILED (with ``errorMessage``). ``asOf`` is
the day the job runs for: it reads no fact dated on or after it (history can be replayed).

The store keeps a run as a dict in the API's names (:meth:`JobRun.as_item`); the services hand out
:class:`JobRun` records.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any, TypedDict

from inventory_planning.domain.jobs.registry import JOB_NAMES

JOBS = JOB_NAMES  # declared in .registry
TRIGGERS = ("MANUAL", "SCHEDULED", "API", "REPLAY")
PENDING, RUNNING, SUCCESS, FAILED = "PENDING", "RUNNING", "SUCCESS", "FAILED"
MAX_ERROR_CHARS = 2000


@dataclass(frozen=True, slots=True, kw_only=True)
class JobRun:
    """One run of a job.

    Attributes:
        id: a UUIDv7 (time-ordered).
        organization_id: the tenant.
        job: a declared job's name (``domain.jobs.registry``).
        as_of: ``YYYY-MM-DD``, the day the job runs for.
        trigger_type: MANUAL, SCHEDULED, API, or REPLAY (a chain run of a replay's review day).
        status: PENDING, RUNNING, SUCCESS or FAILED.
        triggered_at, started_at, completed_at: ``YYYY-MM-DDTHH:MM:SS.mmmZ`` (UTC); the last two None until then.
        duration_ms: milliseconds from start to end, None until the run ends.
        stats: what the job reports (a JSON object), on SUCCESS.
        error_message: ``<CODE>: <sentence>`` on FAILED (at most MAX_ERROR_CHARS characters).
        params: what the job was asked beyond ``asOf`` (``replay``: ``{from, to, reviewPeriodDays,
            policies, shopIds}``), else None.
        progress: ``{done, total}`` of a job that reports it (``replay``: review days whose chain runs
            are done / review days), else None.
        failed_day: ``YYYY-MM-DD``, the review day that failed a ``replay``, else None.
    """

    id: str
    organization_id: str
    job: str
    as_of: str
    trigger_type: str
    status: str
    triggered_at: str
    started_at: str | None = None
    completed_at: str | None = None
    duration_ms: int | None = None
    stats: dict[str, Any] | None = None
    error_message: str | None = None
    params: dict[str, Any] | None = None
    progress: dict[str, int] | None = None
    failed_day: str | None = None

    @property
    def as_of_date(self) -> date:
        """``as_of`` as a date."""
        return date.fromisoformat(self.as_of)

    @classmethod
    def from_item(cls, item: dict[str, Any]) -> JobRun:
        """The record of a stored run (the API's names)."""
        return cls(
            id=item["id"], organization_id=item["organizationId"], job=item["job"], as_of=item["asOf"],
            trigger_type=item["triggerType"], status=item["status"], triggered_at=item["triggeredAt"],
            started_at=item.get("startedAt"), completed_at=item.get("completedAt"), duration_ms=item.get("durationMs"),
            stats=item.get("stats"), error_message=item.get("errorMessage"), params=item.get("params"),
            progress=item.get("progress"), failed_day=item.get("failedDay"),
        )  # fmt: skip

    def as_item(self) -> dict[str, Any]:
        """The run as stored (and as the API shows it): the API's names, every field present."""
        return {
            "id": self.id, "organizationId": self.organization_id, "job": self.job, "asOf": self.as_of,
            "triggerType": self.trigger_type, "status": self.status, "triggeredAt": self.triggered_at,
            "startedAt": self.started_at, "completedAt": self.completed_at, "durationMs": self.duration_ms,
            "stats": self.stats, "errorMessage": self.error_message, "params": self.params,
            "progress": self.progress, "failedDay": self.failed_day,
        }  # fmt: skip


def iso(moment: datetime) -> str:
    """``YYYY-MM-DDTHH:MM:SS.mmmZ`` of an aware UTC datetime."""
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def new_run(
    run_id: str, organization_id: str, job: str, as_of: date, trigger: str, now: datetime, *,
    params: dict[str, Any] | None = None, progress: dict[str, int] | None = None,
) -> JobRun:  # fmt: skip
    """A PENDING run (``params``, ``progress``: see :class:`JobRun`).

    Raises:
        ValueError: an unknown job or trigger type.
    """
    if job not in JOBS or trigger not in TRIGGERS:
        raise ValueError(f"unknown job {job!r} or trigger {trigger!r}")
    return JobRun(
        id=run_id, organization_id=organization_id, job=job, as_of=as_of.isoformat(), trigger_type=trigger,
        status=PENDING, triggered_at=iso(now), params=params, progress=progress,
    )  # fmt: skip


def requeued(run: JobRun) -> JobRun:
    """A FAILED run back to PENDING for a rerun: timings after ``triggeredAt``, stats, error and
    ``failedDay`` cleared; ``params`` and ``progress`` kept (a job that reports progress resumes from it)."""
    return replace(run, status=PENDING, started_at=None, completed_at=None, duration_ms=None, stats=None,
                   error_message=None, failed_day=None)  # fmt: skip


def started(run: JobRun, now: datetime) -> JobRun:
    """The run RUNNING from ``now``."""
    return replace(run, status=RUNNING, started_at=iso(now))


def finished(run: JobRun, now: datetime, *, stats: dict[str, Any] | None = None, error: str | None = None) -> JobRun:
    """The run SUCCESS with ``stats``, or FAILED with ``error`` (cut to MAX_ERROR_CHARS), at ``now``."""
    began = datetime.fromisoformat(run.started_at.replace("Z", "+00:00")) if run.started_at else now
    return replace(
        run, status=FAILED if error else SUCCESS, completed_at=iso(now), duration_ms=int((now - began).total_seconds() * 1000),
        stats=stats, error_message=error[:MAX_ERROR_CHARS] if error else None,
    )  # fmt: skip


class NightlyFanOut(TypedDict):
    """What the nightly state machine fans out over: the day (``YYYY-MM-DD``, the same for every
    organization) and the organizations."""

    asOf: str
    organizationIds: list[str]


class ShardedStart(TypedDict):
    """Step 1 of a sharded job, as its state machine reads it: the run, its day, and the plan's keys
    (the shard count, where the shard list is; each job's plan adds its own counts)."""

    runId: str
    asOf: str
    shards: int
    bucket: str
    manifestKey: str
