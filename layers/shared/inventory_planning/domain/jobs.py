"""Job runs: the record of one execution of a nightly job for one organization (pure).

A run is created PENDING by ``POST /api/data-platform/job-runs`` or by the schedule, taken RUNNING
by the job worker, and ends SUCCESS (with ``stats``) or FAILED (with ``errorMessage``). ``asOf`` is
the day the job runs for: it reads no fact dated on or after it (history can be replayed).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

JOBS = ("stock-snapshot", "forecasts", "risks", "recommendations", "alerts", "nightly")
TRIGGERS = ("MANUAL", "SCHEDULED", "API")
PENDING, RUNNING, SUCCESS, FAILED = "PENDING", "RUNNING", "SUCCESS", "FAILED"
MAX_ERROR_CHARS = 2000


def iso(moment: datetime) -> str:
    """``YYYY-MM-DDTHH:MM:SS.mmmZ`` of an aware UTC datetime."""
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def new_run(run_id: str, organization_id: str, job: str, as_of: date, trigger: str, now: datetime) -> dict[str, Any]:
    """A PENDING run record.

    Raises:
        ValueError: an unknown job or trigger type.
    """
    if job not in JOBS or trigger not in TRIGGERS:
        raise ValueError(f"unknown job {job!r} or trigger {trigger!r}")
    return {
        "id": run_id, "organizationId": organization_id, "job": job, "asOf": as_of.isoformat(), "triggerType": trigger,
        "status": PENDING, "triggeredAt": iso(now), "startedAt": None, "completedAt": None, "durationMs": None,
        "stats": None, "errorMessage": None,
    }  # fmt: skip


def started(record: dict[str, Any], now: datetime) -> dict[str, Any]:
    """The record RUNNING from ``now``."""
    return {**record, "status": RUNNING, "startedAt": iso(now)}


def finished(
    record: dict[str, Any], now: datetime, *, stats: dict[str, Any] | None = None, error: str | None = None
) -> dict[str, Any]:
    """The record SUCCESS with ``stats``, or FAILED with ``error`` (cut to MAX_ERROR_CHARS), at ``now``."""
    began = datetime.fromisoformat(record["startedAt"].replace("Z", "+00:00")) if record.get("startedAt") else now
    return {
        **record, "status": FAILED if error else SUCCESS, "completedAt": iso(now),
        "durationMs": int((now - began).total_seconds() * 1000), "stats": stats,
        "errorMessage": error[:MAX_ERROR_CHARS] if error else None,
    }  # fmt: skip
