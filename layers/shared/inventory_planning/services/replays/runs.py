"""Decision replays (issue 25; decisions 0033, 0034; docs/jobs.md "Replay"): start one, run it, read it.

A replay is a run of the registry's ``replay`` job (``services.jobs.runs``: stored in the JOBRUN
partition, queued, taken RUNNING by the job worker) with ``asOf`` = ``to``, ``params`` and
``progress`` (``domain.jobs.replays``), plus an immutable index item for the listing
(``store.replays``). Running it:

1. each review day D not done yet, in order: the chain's ``stock-snapshot``, ``forecasts`` and
   ``risks`` jobs (:data:`CHAIN_STEPS`, the registry's ``replayed`` jobs) with ``asOf`` D, each its
   own job run (trigger REPLAY, facts before D only); then
   ``progress.done`` + 1. A step that ends FAILED ends the replay FAILED with ``failedDay`` D and
   ``REPLAY_DAY_FAILED: review day D failed: <the step's code>``; a rerun (:func:`rerun_replay`)
   resumes at D;
2. the simulation (:func:`simulate`): the input from the lake (``services.replays.inputs``), every
   policy (``recommendations`` reads the chain runs of each review day: ``services.replays.source``),
   the result and the traces of the kept positions written to S3.

In one process (the job worker without a state machine, locally, the tests) :func:`run_replay` does
both; deployed, the ``ReplayDays`` state machine runs the same functions step by step
(:func:`machine_start`, the chain jobs through the job worker, :func:`day_done` or :func:`day_failed`,
then :func:`machine_simulate`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain import jobs as job_domain
from inventory_planning.domain.jobs import JobRun
from inventory_planning.domain.jobs.registry import REPLAY_CHAIN
from inventory_planning.domain.jobs.replays import (
    DEFAULT_COVER_WEEKS,
    POLICIES,
    PolicySpec,
    ReplayDayFailed,
    ReplayPosition,
    ReplayRun,
    ReplaySummary,
    params_of,
    progress,
    remaining_days,
    replay_params,
    replay_run,
    replay_summary,
    step_code,
    visible,
)
from inventory_planning.domain.shop_scope import require_visible
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import Conflict, Missing
from inventory_planning.services.catalog import checks as catalog_checks
from inventory_planning.services.jobs import runs as jobs
from inventory_planning.store import replays as store

if TYPE_CHECKING:
    import numpy as np

    from inventory_planning.domain.replays import policies as replay_policies
    from inventory_planning.domain.replays import report as report_page
    from inventory_planning.domain.replays import results as replay_results
    from inventory_planning.domain.replays import simulation
    from inventory_planning.services.replays import inputs, source
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    inputs = lazy("inventory_planning.services.replays.inputs")  # DuckDB on first use
    np = lazy("numpy")  # numpy on first use
    replay_policies = lazy("inventory_planning.domain.replays.policies")  # numpy
    report_page = lazy("inventory_planning.domain.replays.report")  # on the report's first request
    replay_results = lazy("inventory_planning.domain.replays.results")
    simulation = lazy("inventory_planning.domain.replays.simulation")
    source = lazy("inventory_planning.services.replays.source")  # DuckDB on first use

if TYPE_CHECKING:
    from inventory_planning.domain.replays.inputs import Policy, PositionKey

JOB = "replay"
CHAIN_STEPS = REPLAY_CHAIN
"""The chain jobs a review day runs, in order: the registry's ``replayed`` chain jobs (the replay
decides the recommendations itself; tagging, alerts and workflows act, and are not replayed)."""
REPLAY_TRIGGER = "REPLAY"

__all__ = [
    "CHAIN_STEPS",
    "day_done",
    "day_failed",
    "get_replay",
    "list_replays",
    "machine_simulate",
    "machine_start",
    "make_policies",
    "replay_position",
    "replay_report",
    "rerun_replay",
    "run_replay",
    "simulate",
    "start_replay",
]


def start_replay(
    organization_id: str, *, first: date, to: date, review_period_days: int = 7,
    policies: Sequence[str | Mapping[str, Any]] | None = None, shop_ids: Sequence[str] | None = None, trigger: str = "API",
) -> ReplayRun:  # fmt: skip
    """Store a PENDING replay of ``first`` .. ``to - 1`` (its run, ``asOf`` = ``to``, and its index item) and queue it.
    ``policies``: names of ``POLICIES`` or variants (``{"policy": "min-max", "coverWeeks": W}``,
    ``{"policy": "recommendations", "serviceLevel": x}``; ``domain.jobs.replays.policy_specs``); None: the three.

    Raises:
        InvalidInput: 422 VALIDATION_ERROR naming the failing fields (``domain.jobs.replays.replay_params``:
            from < to <= today, to - from <= 182 days, reviewPeriodDays 1..28, policies, shopIds).
        Missing: no such organization, or a shop of ``shop_ids`` is not the organization's (404).
    """
    params = replay_params(
        first,
        to,
        review_period_days=review_period_days,
        policies=POLICIES if policies is None else policies,
        shop_ids=shop_ids,
        today=clock.today(),
    )
    catalog_checks.require_shops(organization_id, None, params.shop_ids or ())
    total = len(params.review_days())

    def index(run: JobRun) -> None:
        store.put_index(organization_id, {"id": run.id, **params.as_item(), "triggeredAt": run.triggered_at})

    run = jobs.start_run(
        organization_id, JOB, params.to, trigger, params=params.as_item(), progress=progress(0, total), before_queue=index
    )
    return replay_run(run)


def _replay(organization_id: str, run_id: str, shop_scope: frozenset[str] | None) -> JobRun:
    """The replay run ``run_id`` as the caller may see it. Raises Missing (404) for another organization's
    run, a run of another job, or a replay of shops outside ``shop_scope``."""
    run = jobs.get_run(organization_id, run_id)
    if run.job != JOB or not visible(params_of(run).shop_ids, shop_scope):
        raise Missing("Replay")
    return run


def get_replay(organization_id: str, run_id: str, *, shop_scope: frozenset[str] | None) -> ReplayRun:
    """A replay with its results once SUCCESS (``{<label>: {totals, byWeek, byShop, byBrand, ...}}``), its
    money assumptions and its frontier (``domain.jobs.replays.ReplayRun``).

    Raises:
        Missing: 404, as :func:`_replay`.
        LakeUnavailable: the result could not be read.
    """
    run = _replay(organization_id, run_id, shop_scope)
    stored = store.get_result(organization_id, run_id) if run.status == job_domain.SUCCESS else None
    return replay_run(run, stored)


def replay_report(organization_id: str, run_id: str, *, shop_scope: frozenset[str] | None) -> str:
    """The report page of a replay (``domain.replays.report.render``): self-contained HTML.

    Raises:
        Missing: 404, as :func:`_replay`.
        Conflict: 409 REPLAY_NOT_READY when the replay is not SUCCESS (PENDING, RUNNING or FAILED).
        LakeUnavailable: the result could not be read.
    """
    replay = get_replay(organization_id, run_id, shop_scope=shop_scope)
    if replay.status != job_domain.SUCCESS or replay.results is None:
        raise Conflict(
            "REPLAY_NOT_READY",
            f"The replay is {replay.status}: its report is ready once it is SUCCESS (GET /api/intelligence/replays/{run_id})",
        )
    return report_page.render(
        {
            "id": replay.id, "from": replay.first, "to": replay.to, "reviewPeriodDays": replay.review_period_days,
            "results": replay.results, "assumptions": replay.assumptions, "frontier": replay.frontier,
        }
    )  # fmt: skip


def list_replays(
    organization_id: str, *, shop_scope: frozenset[str] | None, page: int, page_size: int
) -> tuple[list[ReplaySummary], int]:
    """One page of the organization's replays, newest first, and their number: a shop-scoped caller
    sees only the replays of shops all within its scope."""
    if shop_scope is None:  # every replay is the caller's: a page of the index, not the whole partition
        chosen, total = store.index_page(organization_id, page, page_size)
    else:  # the visible ones only: the shops are inside the records, so the index is read and filtered
        rows = [r for r in store.index(organization_id) if visible(r.get("shopIds"), shop_scope)]
        chosen, total = rows[(page - 1) * page_size : page * page_size], len(rows)
    found = store.runs(organization_id, (r["id"] for r in chosen))
    summaries = [replay_summary(JobRun.from_item(found[r["id"]])) for r in chosen if r["id"] in found]
    return summaries, total


def replay_position(
    organization_id: str, run_id: str, variant_id: str, size: str, shop_id: str, *, shop_scope: frozenset[str] | None
) -> ReplayPosition:
    """The traces of a kept position (one of the top lost positions of any policy) under every policy.

    Raises:
        Missing: 404: the replay as :func:`_replay`, a shop outside ``shop_scope``, a replay not
            SUCCESS, or a position it did not keep.
    """
    run = _replay(organization_id, run_id, shop_scope)
    require_visible(shop_scope, shop_id)
    found = store.get_position(organization_id, run_id, (variant_id, size, shop_id)) if run.status == job_domain.SUCCESS else None
    if found is None:
        raise Missing("Replay position")
    return ReplayPosition(
        variant_id=variant_id, size_id=size, shop_id=shop_id, brand_id=found.get("brandId"), policies=found["policies"]
    )


def rerun_replay(organization_id: str, run_id: str, *, shop_scope: frozenset[str] | None) -> ReplayRun:
    """Put a FAILED replay back to PENDING and queue it: the review days already done are skipped.

    Raises:
        Missing: 404, as :func:`_replay`.
        Conflict: 409 JOB_RUN_NOT_FAILED when the replay is not FAILED.
    """
    _replay(organization_id, run_id, shop_scope)
    return replay_run(jobs.rerun(organization_id, run_id))


def run_replay(organization_id: str, as_of: date, run_id: str, now: datetime | None = None) -> dict[str, Any]:
    """The registry's ``run`` step of a replay, in one process: every review day not done yet (its chain
    runs, then ``progress``), then :func:`simulate`. Returns the simulation's stats.

    Raises:
        ReplayDayFailed: a review day's step failed (the run records ``failedDay`` first; the job
            runner ends it FAILED with ``REPLAY_DAY_FAILED: review day D failed: <code>``).
    """
    del as_of, now  # the run's own params say the days
    run = jobs.get_run(organization_id, run_id)
    for day in remaining_days(run):
        for name in CHAIN_STEPS:
            ended = jobs.run_now(organization_id, name, day, REPLAY_TRIGGER)
            if ended.status != job_domain.SUCCESS:
                _record_failed_day(run, day)
                raise ReplayDayFailed(day, step_code(ended.error_message))
        run = day_done(organization_id, run_id, day)
    return simulate(organization_id, run)


def _record_failed_day(run: JobRun, day: date) -> JobRun:
    current = jobs.get_run(run.organization_id, run.id)
    failed = replace(current, failed_day=day.isoformat())
    jobs.record_running(failed)
    return failed


def day_done(organization_id: str, run_id: str, day: date) -> JobRun:
    """Review day ``day``'s chain runs are done: ``progress.done`` = its position among the review
    days (a repeated call changes nothing). Returns the run as stored."""
    run = jobs.get_run(organization_id, run_id)
    days = params_of(run).review_days()
    done = max(int((run.progress or {}).get("done", 0)), days.index(day) + 1)
    updated = replace(run, progress=progress(done, len(days)))
    jobs.record_running(updated)
    return updated


def day_failed(organization_id: str, run_id: str, day: date, error: str | None) -> JobRun:
    """A step of review day ``day`` failed in the state machine (``error``: the step's error cause):
    end the replay FAILED with ``failedDay`` and ``REPLAY_DAY_FAILED: review day D failed: <code>``."""
    run = _record_failed_day(jobs.get_run(organization_id, run_id), day)
    return jobs.end(run, error=ReplayDayFailed(day, step_code(error)))


def machine_start(organization_id: str, run_id: str) -> dict[str, Any]:
    """The first step of ``ReplayDays``: ``{organizationId, runId, days}``, the review days not done
    yet (YYYY-MM-DD) the Map runs one after another. Raises Missing for an unknown run."""
    run = jobs.get_run(organization_id, run_id)
    return {"organizationId": organization_id, "runId": run_id, "days": [d.isoformat() for d in remaining_days(run)]}


def machine_simulate(organization_id: str, run_id: str) -> JobRun:
    """The last step of ``ReplayDays``: :func:`simulate`, then the run ends SUCCESS with its stats
    (FAILED with the error's code when it fails). Returns the ended run."""
    run = jobs.get_run(organization_id, run_id)
    try:
        stats = simulate(organization_id, run)
    except Exception as error:  # noqa: BLE001 - recorded on the run
        return jobs.end(run, error=error)
    return jobs.end(run, stats=stats)


def make_policies(organization_id: str, specs: Sequence[PolicySpec], shop_ids: Sequence[str] | None) -> dict[str, Policy]:
    """The policy of each variant of ``specs``, by label: ``hold``; min-max with its weeks of cover (4
    for the bare ``min-max``); recommendations with the chain's source (of ``shop_ids``), its service
    level overriding the organization's economics where the variant sets one. bench/decision_replay.py
    builds its variants here too."""
    made: dict[str, Policy] = {}
    for spec in specs:
        if spec.policy == "hold":
            made[spec.label] = replay_policies.hold
        elif spec.policy == "min-max":
            made[spec.label] = replay_policies.MinMaxPolicy.weeks(spec.cover_weeks or DEFAULT_COVER_WEEKS)
        else:
            chain = source.chain_source(organization_id, shop_ids=shop_ids, service_level=spec.service_level)
            made[spec.label] = replay_policies.RecommendationsPolicy(chain, service_level=spec.service_level)
    return made


def simulate(organization_id: str, run: JobRun) -> dict[str, Any]:
    """Simulate every policy of the replay ``run`` over its window and write the result and the kept
    positions' traces to S3 (``store.replays``). Kept: the union of every policy's top lost positions
    (at most 100 each), each with its figures and day-by-day trace under every policy.

    Returns the stats: ``{positions, days, reviewDays, keptPositions, lostUnits: {<policy>: units}}``.

    Raises:
        ChainRunMissing: a review day has no risks run (``REPLAY_CHAIN_RUN_MISSING``).
        LakeUnavailable: S3 failed.
    """
    params = params_of(run)
    inp = inputs.replay_input(
        organization_id, params.first, params.last, review_period_days=params.review_period_days, shop_ids=params.shop_ids,
        chain_days=params.review_days(), variants=len(params.policies),
    )  # fmt: skip
    policies = make_policies(organization_id, params.policies, params.shop_ids)
    ledgers = {name: simulation.simulate(inp, policy) for name, policy in policies.items()}
    results = {name: replay_results.policy_result(name, ledger) for name, ledger in ledgers.items()}
    result = replay_results.ReplayResult(
        first=inp.first, last=inp.last, review_period_days=inp.review_period_days, results=results,
        frontier=replay_results.frontier(results, policies), assumptions=replay_results.assumptions(inp),
    )  # fmt: skip
    store.put_result(organization_id, run.id, result.document())
    kept: dict[PositionKey, int] = {}
    rows = {p.key: row for row, p in enumerate(inp.positions)}
    for policy in results.values():
        for lost in policy.top_lost_positions:
            kept.setdefault(lost.position.key, rows[lost.position.key])
    every_day = slice(0, inp.days)
    traces = {
        key: {
            "brandId": inp.positions[row].brand_id,
            "policies": {
                name: {
                    "totals": replay_results.figures(ledger, np.array([row]), every_day).to_wire(),
                    "trace": [day.to_wire() for day in replay_results.trace(ledger, row)],
                }
                for name, ledger in ledgers.items()
            },
        }
        for key, row in kept.items()
    }
    store.put_positions(organization_id, run.id, traces)
    return {
        "positions": len(inp.positions), "days": inp.days, "reviewDays": len(params.review_days()),
        "keptPositions": len(kept), "lostUnits": {name: r.totals.lost_units for name, r in results.items()},
    }  # fmt: skip
