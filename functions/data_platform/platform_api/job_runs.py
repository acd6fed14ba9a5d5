"""Job runs (internal token): start one for an organization, read its status (the issue's contract).

``POST /api/data-platform/job-runs`` answers 201 with the PENDING run; the job worker runs it in the
background (AWS: the job queue; locally: the gateway's queue poller, the same code).
"""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning import services  # the jobs service loads on the first request (decision 0013)
from inventory_planning.api.params import IsoDate
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, Record
from pydantic import BaseModel, ConfigDict, Field

INTERNAL = "internal"
router = ApiRouter(tag="Data platform")


class StartJobRun(BaseModel):
    """Body of POST /api/data-platform/job-runs."""

    model_config = ConfigDict(extra="forbid")
    organizationId: str = Field(min_length=1, max_length=64)
    job: Literal["stock-snapshot", "forecasts", "risks", "recommendations", "alerts", "nightly"] = Field(
        description="stock-snapshot: the day's closing stock and sales averages; forecasts: 53 weeks per variant x shop; "
        "risks: the numbers of GET /api/inventory/risks; recommendations: the decision vectors (after risks); "
        "alerts: the alerts' evaluation (after risks); nightly: the five in order"
    )
    asOf: IsoDate | None = Field(
        None, description="the day the job runs for (YYYY-MM-DD; default today): facts dated on or after it are not read"
    )
    triggerType: Literal["MANUAL", "SCHEDULED", "API"] = "API"


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


@router.post(
    "/api/data-platform/job-runs", operation_id="createJobRun", permission=INTERNAL, status=201, errors=[(404, "NOT_FOUND")]
)
def start(body: Annotated[StartJobRun, Body()]) -> One[JobRun]:
    """Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}."""
    return One(data=services.jobs.start_run(body.organizationId, body.job, body.asOf, body.triggerType))


@router.get("/api/data-platform/job-runs/{run_id}", operation_id="getJobRun", permission=INTERNAL, errors=[(404, "NOT_FOUND")])
def get(
    run_id: Annotated[str, Path(min_length=1, max_length=64)],
    organization_id: Annotated[str, Query(alias="organizationId", min_length=1, max_length=64)],
) -> One[JobRun]:
    """A job run of the organization (404 NOT_FOUND for another organization's)."""
    return One(data=services.jobs.get_run(organization_id, run_id))
