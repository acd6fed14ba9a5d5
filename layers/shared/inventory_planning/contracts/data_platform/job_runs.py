"""Job-run records (``POST /api/data-platform/job-runs``, ``GET .../job-runs/{id}``).

The ``job`` values and their description come from the job registry (``domain.jobs.registry``): a
job declared there is accepted here, with nothing to edit.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from inventory_planning.contracts import replays
from inventory_planning.contracts.schemas import Record
from inventory_planning.domain.dates import CalendarDate as IsoDate
from inventory_planning.domain.jobs.registry import JOB_NAMES, described

JobName = Literal[JOB_NAMES]  # type: ignore[valid-type]  # the declared jobs, in declaration order (the document's enum)


class StartJobRun(BaseModel):
    """Body of POST /api/data-platform/job-runs."""

    model_config = ConfigDict(extra="forbid", defer_build=True, populate_by_name=True)
    organizationId: str = Field(min_length=1, max_length=64)
    job: JobName = Field(description=described())
    asOf: IsoDate | None = Field(
        None, description="the day the job runs for (YYYY-MM-DD; default today): facts dated on or after it are not read"
    )
    triggerType: Literal["MANUAL", "SCHEDULED", "API"] = "API"
    from_: IsoDate | None = Field(None, alias="from", description="replay only (required): " + replays.FROM)
    to: IsoDate | None = Field(None, description="replay only (required): " + replays.TO)
    reviewPeriodDays: int | None = Field(
        None,
        ge=replays.MIN_REVIEW_PERIOD_DAYS,
        le=replays.MAX_REVIEW_PERIOD_DAYS,
        description="replay only (default 7): " + replays.REVIEW,
    )
    policies: list[replays.PolicyChoice] | None = Field(
        None, min_length=1, max_length=replays.MAX_VARIANTS, description="replay only (default all three): " + replays.POLICY_TEXT
    )


class JobRun(Record):
    """A job run: status PENDING -> RUNNING -> SUCCESS | FAILED, timings (UTC), stats of the job, error."""

    id: str
    organizationId: str
    job: str
    asOf: str
    triggerType: str
    status: Literal["PENDING", "RUNNING", "SUCCESS", "FAILED"]
    triggeredAt: str
    startedAt: str | None
    completedAt: str | None
    durationMs: int | None
    stats: dict | None
    errorMessage: str | None
    params: dict | None = Field(description="replay: {from, to, reviewPeriodDays, policies, shopIds}; else null")
    progress: replays.Progress | None = Field(description="replay: {done, total} review days; else null")
    failedDay: str | None = Field(description="replay: the review day that failed it (YYYY-MM-DD); else null")
