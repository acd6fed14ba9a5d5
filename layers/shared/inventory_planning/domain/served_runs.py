"""Which run of a nightly job a read route serves, and how old it is (docs/intelligence.md "Which run
is served"; docs/decisions/0032-served-runs.md). Pure: ``today`` comes from the caller."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True, kw_only=True)
class ServedRun:
    """The ``meta`` of a read route's page: ``run_date`` the run served (YYYY-MM-DD, None when the
    organization has none) and ``stale`` (no run, or a run older than ``staleAfterDays``)."""

    run_date: str | None
    stale: bool


def served(run: date | None, today: date, stale_after_days: int) -> ServedRun:
    """The meta of run ``run`` read on ``today``: stale when there is no run or when
    ``today - run > stale_after_days`` days (a run of the day or of ``stale_after_days`` days before
    is not stale; a run dated after ``today`` is not stale)."""
    if run is None:
        return ServedRun(run_date=None, stale=True)
    return ServedRun(run_date=run.isoformat(), stale=(today - run).days > stale_after_days)


@dataclass(frozen=True, slots=True, kw_only=True)
class RunPage(Generic[T]):
    """One page of a served run's rows, the number of rows over every page and the run served."""

    rows: Sequence[T]
    total: int
    served: ServedRun
