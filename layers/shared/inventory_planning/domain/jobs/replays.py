"""A decision replay as a job run (issue 25; decisions 0033, 0034): its parameters, its review days,
its progress, the failure of a review day, and the record the API shows. Pure.

A replay is a run of the registry's ``replay`` job with ``asOf`` = ``to`` (exclusive: the days
replayed are ``from`` .. ``to - 1``), ``params {from, to, reviewPeriodDays, policies, shopIds}``,
``progress {done, total}`` (review days whose chain runs are done / review days) and ``failedDay``.
The review days are ``from``, ``from + reviewPeriodDays``, ... before ``to``; they run one after
another, so ``done`` review days done are the first ``done`` of them (a rerun skips those).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from inventory_planning.domain.failures import Failure, Reported
from inventory_planning.domain.jobs.runs import JobRun
from inventory_planning.kernel.errors import InvalidInput, field_error

POLICIES = ("hold", "recommendations", "min-max")
"""The replayable policies (domain.replays.policies), in the order the results show them."""
MAX_VARIANTS = 12
"""The most policy variants a replay compares (each is simulated in turn; a recommendations variant
also decides the chain's recommendations on every review day)."""
MIN_COVER_WEEKS, MAX_COVER_WEEKS = 1, 26
DEFAULT_COVER_WEEKS = 4
MIN_SERVICE_LEVEL, MAX_SERVICE_LEVEL = 0.5, 0.999
"""A recommendations variant's serviceLevel: the planning knob ``serviceLevel``'s range."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PolicySpec:
    """One policy variant of a replay (issue 36; docs/decisions/0047-replay-variants-and-frontier.md):
    ``policy`` one of :data:`POLICIES`; ``cover_weeks`` (min-max only: order up to W weeks of the last
    4 weeks' average daily sales when on hand + on order falls under W / 2 weeks); ``service_level``
    (recommendations only: overrides the organization's economics, as its ``serviceLevel`` setting
    would). A bare policy (both None) is asked as its name and keeps its meaning: ``min-max`` is 4
    weeks of cover, ``recommendations`` the organization's own settings."""

    policy: str
    cover_weeks: int | None = None
    service_level: float | None = None

    @property
    def label(self) -> str:
        """``hold``, ``min-max``, ``recommendations`` (bare), ``min-max:<W>w``, ``recommendations:sl=<x>``."""
        if self.cover_weeks is not None:
            return f"{self.policy}:{self.cover_weeks}w"
        if self.service_level is not None:
            return f"{self.policy}:sl={self.service_level:g}"
        return self.policy

    @property
    def meaning(self) -> tuple[str, int | None, float | None]:
        """What the variant decides: two variants of the same meaning are the same policy
        (``min-max`` and ``min-max:4w``)."""
        weeks = DEFAULT_COVER_WEEKS if self.policy == "min-max" and self.cover_weeks is None else self.cover_weeks
        return self.policy, weeks, self.service_level

    def as_item(self) -> str | dict[str, Any]:
        """As asked and stored: the bare name, or ``{policy, coverWeeks | serviceLevel}``."""
        if self.cover_weeks is not None:
            return {"policy": self.policy, "coverWeeks": self.cover_weeks}
        if self.service_level is not None:
            return {"policy": self.policy, "serviceLevel": self.service_level}
        return self.policy


def policy_spec(item: str | Mapping[str, Any] | PolicySpec) -> PolicySpec:
    """The :class:`PolicySpec` of an asked policy: a name of :data:`POLICIES`, or ``{"policy": "min-max",
    "coverWeeks": 1..26}`` or ``{"policy": "recommendations", "serviceLevel": 0.5..0.999}``.
    Raises ValueError naming what is wrong."""
    if isinstance(item, PolicySpec):
        return item
    if isinstance(item, str):
        if item not in POLICIES:
            raise ValueError(f"{item!r} is not a policy: " + ", ".join(POLICIES))
        return PolicySpec(policy=item)
    policy, extra = item.get("policy"), set(item) - {"policy", "coverWeeks", "serviceLevel"}
    if extra:
        raise ValueError(f"unknown field(s) {', '.join(sorted(extra))}")
    if policy == "min-max" and set(item) == {"policy", "coverWeeks"}:
        weeks = item["coverWeeks"]
        if isinstance(weeks, bool) or not isinstance(weeks, int) or not MIN_COVER_WEEKS <= weeks <= MAX_COVER_WEEKS:
            raise ValueError(f"coverWeeks must be a whole number of weeks, {MIN_COVER_WEEKS}..{MAX_COVER_WEEKS}")
        return PolicySpec(policy="min-max", cover_weeks=weeks)
    if policy == "recommendations" and set(item) == {"policy", "serviceLevel"}:
        level = item["serviceLevel"]
        if isinstance(level, bool) or not isinstance(level, int | float) or not MIN_SERVICE_LEVEL <= level <= MAX_SERVICE_LEVEL:
            raise ValueError(f"serviceLevel must be a probability, {MIN_SERVICE_LEVEL}..{MAX_SERVICE_LEVEL}")
        return PolicySpec(policy="recommendations", service_level=float(level))
    raise ValueError(
        'a policy object is {"policy": "min-max", "coverWeeks": W} or {"policy": "recommendations", "serviceLevel": x}'
    )


def policy_specs(items: Sequence[str | Mapping[str, Any] | PolicySpec]) -> tuple[PolicySpec, ...]:
    """The variants asked, in order. Raises ValueError (the first problem): an item that is not a
    policy, none, more than :data:`MAX_VARIANTS`, or two of the same label or meaning."""
    if not items:
        raise ValueError("policies must name at least one policy")
    if len(items) > MAX_VARIANTS:
        raise ValueError(f"a replay compares at most {MAX_VARIANTS} policy variants")
    specs = tuple(policy_spec(item) for item in items)
    seen: dict[tuple[str, int | None, float | None], str] = {}
    for spec in specs:
        twin = seen.setdefault(spec.meaning, spec.label)
        if twin != spec.label or sum(1 for s in specs if s.label == spec.label) > 1:
            raise ValueError(f"policies repeat a variant: {twin} and {spec.label} are the same policy")
    return specs


MAX_DAYS = 182
"""The longest replay window (``to - from``), in days: 26 weeks."""
MIN_REVIEW_PERIOD_DAYS, MAX_REVIEW_PERIOD_DAYS = 1, 28
MAX_SHOPS = 100
REPLAY_DAY_FAILED = "REPLAY_DAY_FAILED"
STEP_FAILED = "REPLAY_STEP_FAILED"
"""The code a failed review day shows when its step's own code cannot be read (e.g. a Lambda timeout)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplayParams:
    """What a replay is asked: the days ``first`` .. ``to - 1``, the review period (days), the
    policy variants (:class:`PolicySpec`, 1..:data:`MAX_VARIANTS` without repeats, in the caller's
    order) and the shops (None: every shop of the organization)."""

    first: date
    to: date
    review_period_days: int
    policies: tuple[PolicySpec, ...]
    shop_ids: tuple[str, ...] | None

    @property
    def labels(self) -> list[str]:
        """The variants' labels (the keys of the results), in order."""
        return [p.label for p in self.policies]

    @property
    def last(self) -> date:
        """The last replayed day (``to - 1``)."""
        return self.to - timedelta(days=1)

    def review_days(self) -> list[date]:
        """``first``, ``first + review_period_days``, ... before ``to`` (at least ``first``)."""
        count = (self.to - self.first).days
        return [self.first + timedelta(days=d) for d in range(0, count, self.review_period_days)]

    def as_item(self) -> dict[str, Any]:
        """The run's ``params`` (wire names, dates as YYYY-MM-DD)."""
        return {
            "from": self.first.isoformat(), "to": self.to.isoformat(), "reviewPeriodDays": self.review_period_days,
            "policies": [p.as_item() for p in self.policies], "shopIds": None if self.shop_ids is None else list(self.shop_ids),
        }  # fmt: skip

    @classmethod
    def from_item(cls, item: dict[str, Any]) -> ReplayParams:
        """The params a run stored (:meth:`as_item`)."""
        shops = item.get("shopIds")
        return cls(
            first=date.fromisoformat(item["from"]), to=date.fromisoformat(item["to"]),
            review_period_days=int(item["reviewPeriodDays"]), policies=policy_specs(item["policies"]),
            shop_ids=None if shops is None else tuple(shops),
        )  # fmt: skip


def replay_params(
    first: date,
    to: date,
    *,
    review_period_days: int,
    policies: Sequence[str | Mapping[str, Any] | PolicySpec],
    shop_ids: Sequence[str] | None,
    today: date,
) -> ReplayParams:
    """Check a replay's parameters against ``today`` (the service clock's, from the caller).

    Rules: ``from < to <= today``; ``to - from <= MAX_DAYS``; ``reviewPeriodDays`` in 1..28;
    ``policies`` 1..12 variants (:func:`policy_specs`: names of :data:`POLICIES` or variant objects)
    without two of the same label or meaning; ``shopIds`` (when given) 1..100 ids without repeats.

    Raises:
        InvalidInput: 422 VALIDATION_ERROR naming every failing field (``from``, ``to``,
            ``reviewPeriodDays``, ``policies``, ``shopIds``).
    """
    errors = []
    if first >= to:
        errors.append(field_error("from", "from must be before to"))
    if to > today:
        errors.append(field_error("to", f"to must be on or before today ({today.isoformat()}): only the past can be replayed"))
    if (to - first).days > MAX_DAYS:
        errors.append(field_error("to", f"a replay covers at most {MAX_DAYS} days (to - from)"))
    if not MIN_REVIEW_PERIOD_DAYS <= review_period_days <= MAX_REVIEW_PERIOD_DAYS:
        errors.append(
            field_error("reviewPeriodDays", f"reviewPeriodDays must be {MIN_REVIEW_PERIOD_DAYS}..{MAX_REVIEW_PERIOD_DAYS}")
        )
    specs: tuple[PolicySpec, ...] = ()
    try:
        specs = policy_specs(policies)
    except ValueError as problem:
        errors.append(
            field_error("policies", f"{problem} (policies: 1..{MAX_VARIANTS} of " + ", ".join(POLICIES) + " or variants)")
        )
    if shop_ids is not None and (not shop_ids or len(shop_ids) > MAX_SHOPS or len(set(shop_ids)) != len(shop_ids)):
        errors.append(field_error("shopIds", f"shopIds must hold 1..{MAX_SHOPS} shop ids without repeats"))
    if errors:
        raise InvalidInput(errors)
    return ReplayParams(
        first=first, to=to, review_period_days=review_period_days, policies=specs,
        shop_ids=None if shop_ids is None else tuple(shop_ids),
    )  # fmt: skip


def params_of(run: JobRun) -> ReplayParams:
    """The params of a replay run. Raises ValueError when ``run`` is not a replay."""
    if run.job != "replay" or run.params is None:
        raise ValueError(f"job run {run.id} is not a replay")
    return ReplayParams.from_item(run.params)


def progress(done: int, total: int) -> dict[str, int]:
    """``{done, total}``: review days whose chain runs are done / review days."""
    return {"done": done, "total": total}


def remaining_days(run: JobRun) -> list[date]:
    """The review days of a replay run not done yet (those after the first ``progress.done``)."""
    done = int((run.progress or {}).get("done", 0))
    return params_of(run).review_days()[done:]


_CODE = re.compile(r"FAILED: ([A-Z][A-Z0-9_]+):")


def step_code(text: str | None) -> str:
    """The code of a failed chain step read from its text: a job run's ``errorMessage`` is
    ``<CODE>: <sentence>``; a state machine's error cause holds ``... FAILED: <CODE>: ...`` (the job
    worker's StepFailed); else :data:`STEP_FAILED`."""
    if text:
        head = re.match(r"([A-Z][A-Z0-9_]+):", text)
        if head:
            return head.group(1)
        found = _CODE.search(text)
        if found:
            return found.group(1)
    return STEP_FAILED


class ReplayDayFailed(Reported):
    """A review day's chain step failed: ``REPLAY_DAY_FAILED: review day <D> failed: <the step's code>``."""

    def __init__(self, day: date, code: str) -> None:
        super().__init__(Failure(REPLAY_DAY_FAILED, f"review day {day.isoformat()} failed: {code}"))
        self.day = day
        self.step_code = code


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplaySummary:
    """A replay as ``GET /api/intelligence/replays`` lists it (contracts.replays.ReplaySummary).

    ``status`` PENDING, RUNNING, SUCCESS or FAILED; ``progress`` ``{done, total}`` review days;
    ``first`` (the wire's ``from``) and ``to`` (exclusive) as YYYY-MM-DD; ``error_message``
    ``<CODE>: <sentence>`` and ``failed_day`` on FAILED."""

    id: str
    status: str
    progress: dict[str, int]
    first: str
    to: str
    review_period_days: int
    policies: list[str]
    shop_ids: list[str] | None
    trigger_type: str
    triggered_at: str
    started_at: str | None
    completed_at: str | None
    error_message: str | None
    failed_day: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplayRun(ReplaySummary):
    """A replay as ``GET /api/intelligence/replays/{id}`` shows it (contracts.replays.Replay): the
    summary and, once SUCCESS (else None), ``results`` ``{<label>: {totals, byWeek, byShop, byBrand,
    censoredDemandDays, topLostPositions}}``, ``assumptions`` (the money's, ``domain.replays.results.
    assumptions``) and ``frontier`` (one point per variant, ``domain.replays.results.FrontierPoint``);
    a replay stored before issue 36 has no assumptions and no frontier (None)."""

    results: dict[str, Any] | None
    assumptions: dict[str, Any] | None
    frontier: list[dict[str, Any]] | None


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplayPosition:
    """A kept position of a replay (``GET .../replays/{id}/positions/{variantId}/{sizeId}/{shopId}``):
    ``policies`` ``{<policy>: {totals, trace: [{day, opening, received, transferredIn, transferredOut,
    demand, sold, lost, closing, censored}]}}`` under every policy of the replay."""

    variant_id: str
    size_id: str
    shop_id: str
    brand_id: str | None
    policies: dict[str, Any]


def _summary_fields(run: JobRun) -> dict[str, Any]:
    params = params_of(run)
    item = params.as_item()
    return {
        "id": run.id, "status": run.status, "progress": run.progress or progress(0, len(params.review_days())),
        "first": item["from"], "to": item["to"], "review_period_days": params.review_period_days,
        "policies": params.labels, "shop_ids": item["shopIds"], "trigger_type": run.trigger_type,
        "triggered_at": run.triggered_at, "started_at": run.started_at, "completed_at": run.completed_at,
        "error_message": run.error_message, "failed_day": run.failed_day,
    }  # fmt: skip


def replay_summary(run: JobRun) -> ReplaySummary:
    """The :class:`ReplaySummary` of a stored replay run."""
    return ReplaySummary(**_summary_fields(run))


def replay_run(run: JobRun, document: dict[str, Any] | None = None) -> ReplayRun:
    """The :class:`ReplayRun` of a stored replay run (``document``: the stored result ``{results,
    assumptions, frontier}``, shown on SUCCESS only)."""
    shown = (document or {}) if run.status == "SUCCESS" else {}
    return ReplayRun(
        **_summary_fields(run), results=shown.get("results"), assumptions=shown.get("assumptions"), frontier=shown.get("frontier")
    )


def visible(shop_ids: Sequence[str] | None, scope: frozenset[str] | None) -> bool:
    """A replay of ``shop_ids`` (None: every shop) is visible to a caller of ``scope`` (None: every
    shop) when every shop it replays is inside the scope."""
    if scope is None:
        return True
    return shop_ids is not None and set(shop_ids) <= scope
