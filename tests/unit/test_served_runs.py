"""The meta of a served run (domain/served_runs.py): stale when there is no run or when the run is
older than ``staleAfterDays`` against the service clock (docs/decisions/0032-served-runs.md)."""

from __future__ import annotations

from datetime import date

import pytest
from inventory_planning.domain.configuration.planning_settings import apply_changes, resolve
from inventory_planning.domain.served_runs import ServedRun, served
from inventory_planning.kernel.errors import InvalidInput

TODAY = date(2024, 9, 11)


@pytest.mark.parametrize(
    ("run", "stale_after", "expected"),
    [
        (date(2024, 9, 11), 2, ServedRun(run_date="2024-09-11", stale=False)),  # the run of the day: 0 days old
        (date(2024, 9, 9), 2, ServedRun(run_date="2024-09-09", stale=False)),  # 11 - 9 = 2 days: not older than 2
        (date(2024, 9, 8), 2, ServedRun(run_date="2024-09-08", stale=True)),  # 3 days > 2
        (date(2024, 6, 3), 100, ServedRun(run_date="2024-06-03", stale=False)),  # 27 + 31 + 31 + 11 = 100 days
        (date(2024, 6, 3), 99, ServedRun(run_date="2024-06-03", stale=True)),
        (date(2024, 9, 20), 2, ServedRun(run_date="2024-09-20", stale=False)),  # a run after today (clock set back)
        (None, 2, ServedRun(run_date=None, stale=True)),  # no run: nothing fresh
    ],
)
def test_a_run_is_stale_when_older_than_stale_after_days(run, stale_after, expected):
    assert served(run, TODAY, stale_after) == expected


def test_stale_after_days_is_a_planning_default_of_2_within_1_to_365():
    assert resolve(None).stale_after_days == 2
    assert resolve(apply_changes(None, {"staleAfterDays": 30})).stale_after_days == 30
    for bad in (0, 366, 2.5):
        with pytest.raises(InvalidInput):
            apply_changes(None, {"staleAfterDays": bad})
