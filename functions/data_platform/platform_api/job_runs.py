"""Job runs (internal token): start one for an organization, read its status (the issue's contract).

``POST /api/data-platform/job-runs`` answers 201 with the PENDING run; the job worker runs it in the
background (AWS: the job queue; locally: the gateway's queue poller, the same code). The jobs accepted
are the registry's (``domain.jobs.registry``, decision 0028); the records live in ``contracts.data_platform.job_runs``.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One
from inventory_planning.coldstart import lazy
from inventory_planning.kernel.errors import InvalidInput, field_error

# each service module loads on its first request (decisions 0013, 0046)
job_runs = lazy("inventory_planning.services.jobs.runs")
replay_runs = lazy("inventory_planning.services.replays.runs")

records = lazy("inventory_planning.contracts.data_platform.job_runs")  # the records load on the first request (decision 0013)
replays = lazy("inventory_planning.domain.jobs.replays")  # the replay's rules (and the job registry) too

INTERNAL = "internal"
REPLAY = "replay"
STARTED_ELSEWHERE = {"pre-season-scenario": "POST /api/pre-season-plans/{id}/scenarios"}
router = ApiRouter(tag="Data platform")


@router.post(
    "/api/data-platform/job-runs", operation_id="createJobRun", permission=INTERNAL, status=201, errors=[(404, "NOT_FOUND")]
)
def start(body: Annotated[records.StartJobRun, Body()]) -> One[records.JobRun]:
    """Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
    ``replay`` takes ``from`` and ``to`` (required; its asOf is ``to``), ``reviewPeriodDays`` and
    ``policies``; another job given one of them, or a replay given ``asOf``, is a 422; so is
    ``pre-season-scenario`` (its runs are started by POST /api/pre-season-plans/{id}/scenarios)."""
    if body.job in STARTED_ELSEWHERE:
        raise InvalidInput([field_error("job", f"{body.job} runs are started by {STARTED_ELSEWHERE[body.job]}", "not_startable")])
    replay_fields = {"from": body.from_, "to": body.to, "reviewPeriodDays": body.reviewPeriodDays, "policies": body.policies}
    if body.job != REPLAY:
        given = [name for name, value in replay_fields.items() if value is not None]
        if given:
            raise InvalidInput([field_error(name, f"{name} is for the replay job only", "replay_only") for name in given])
        return One(data=job_runs.start_run(body.organizationId, body.job, body.asOf, body.triggerType))
    missing = [
        field_error(name, f"{name} is required for a replay", "required_for_replay")
        for name in ("from", "to")
        if replay_fields[name] is None
    ]
    if body.asOf is not None:
        missing.append(field_error("asOf", "a replay's asOf is its to", "replay_only"))
    if missing:
        raise InvalidInput(missing)
    assert body.from_ is not None and body.to is not None  # checked above
    replay = replay_runs.start_replay(
        body.organizationId, first=body.from_, to=body.to, review_period_days=body.reviewPeriodDays or 7,
        policies=records.replays.policy_items(body.policies) or replays.POLICIES, trigger=body.triggerType,
    )  # fmt: skip
    return One(data=job_runs.get_run(body.organizationId, replay.id))


@router.get("/api/data-platform/job-runs/{run_id}", operation_id="getJobRun", permission=INTERNAL, errors=[(404, "NOT_FOUND")])
def get(
    run_id: Annotated[str, Path(min_length=1, max_length=64)],
    organization_id: Annotated[str, Query(alias="organizationId", min_length=1, max_length=64)],
) -> One[records.JobRun]:
    """A job run of the organization (404 NOT_FOUND for another organization's)."""
    return One(data=job_runs.get_run(organization_id, run_id))
