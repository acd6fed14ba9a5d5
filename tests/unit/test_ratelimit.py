"""The rolling rate limit's arithmetic (domain/ratelimit.py) and its 429 (api/app.py RateDecision)."""

from __future__ import annotations

import random

import pytest
from inventory_planning.api.app import RateDecision
from inventory_planning.domain.ratelimit import MAX_LIMIT, PADDING, admit, arrival_tick, cutoff_tick, fit

MINUTE = 1_800_000_000.0  # a minute boundary (epoch seconds divisible by 60)


def _run(arrivals: list[float], limit: int) -> list[tuple[float, bool, int, int]]:
    """Feed arrival times through the rule as the store does; (time, allowed, in_window, reset) each."""
    log: tuple[int, ...] | None = None
    out = []
    for now in arrivals:
        outcome = admit(log, limit, now)
        assert len(outcome.log) == limit
        log = outcome.log
        out.append((now, outcome.allowed, outcome.in_window, outcome.reset_seconds))
    return out


def _admitted(results) -> list[float]:
    return [now for now, allowed, _, _ in results if allowed]


def test_ticks_round_so_that_an_admission_is_at_least_60_seconds_after_the_one_it_replaces():
    first = MINUTE + 0.0004
    assert arrival_tick(first) == arrival_tick(MINUTE) + 1  # rounded up to the next millisecond
    assert cutoff_tick(first + 60) < arrival_tick(first)  # 59.9996 s later on the millisecond grid: inside
    assert cutoff_tick(first + 60.0006) >= arrival_tick(first)  # 60.0002 s later: out of the window


def test_fit_pads_a_missing_or_short_log_and_keeps_the_newest_entries_of_a_long_one():
    assert fit(None, 3) == [PADDING] * 3
    assert fit([5, 6], 3) == [PADDING, 5, 6]
    assert fit([1, 2, 3, 4, 5], 3) == [3, 4, 5]
    for limit in (0, MAX_LIMIT + 1):  # the log must fit one DynamoDB item
        with pytest.raises(ValueError):
            fit(None, limit)


def test_the_101st_request_within_a_minute_is_refused_until_the_first_leaves_the_window():
    results = _run([MINUTE + i * 0.1 for i in range(100)] + [MINUTE + 30], 100)
    assert all(allowed for _, allowed, _, _ in results[:100])
    assert [in_window for _, _, in_window, _ in results[:100]] == list(range(1, 101))
    assert results[0][3] == 60  # a single request: the window frees in 60 s
    now, allowed, in_window, reset = results[100]
    assert not allowed and in_window == 100
    assert reset == 30  # the first request (at MINUTE) leaves at MINUTE + 60

    log = admit(None, 100, MINUTE).log
    for i in range(1, 100):
        log = admit(log, 100, MINUTE + i * 0.1).log
    assert not admit(log, 100, MINUTE + 59.999).allowed
    later = admit(log, 100, MINUTE + 60.001)
    assert later.allowed and later.in_window == 100  # one left, one came
    assert later.reset_seconds == 1  # the second one (at +0.1 s) leaves 0.099 s later


def test_at_a_minute_boundary_a_full_minute_burst_buys_nothing_more_in_the_next_minute():
    # The fixed-window worst case: 100 in the last second of a minute, then 100 at the boundary.
    before = [MINUTE - 1 + i * 0.01 for i in range(100)]
    after = [MINUTE + i * 0.05 for i in range(100)]
    results = _run(before + after, 100)
    assert all(allowed for _, allowed, _, _ in results[:100])
    assert not any(allowed for _, allowed, _, _ in results[100:])
    assert results[100][3] == 59  # the first of the burst (MINUTE - 1) leaves at MINUTE + 59


def _assert_exact(results, limit: int) -> None:
    """Never more than ``limit`` in any 60 s; a refusal only when ``limit`` were admitted in the last 60 s
    (give or take the millisecond the ticks round to)."""
    admitted = _admitted(results)
    for earlier, later in zip(admitted, admitted[limit:], strict=False):
        assert later - earlier >= 60, (earlier, later)
    before: list[float] = []  # admissions of earlier requests
    for now, allowed, in_window, _ in results:
        within = sum(1 for a in before if now - a < 60)
        if allowed:
            assert within < limit and in_window == within + 1
            before.append(now)
        else:
            assert sum(1 for a in before if now - a < 60.001) == limit and in_window == limit


@pytest.mark.parametrize("seed", range(8))
def test_random_traffic_never_exceeds_the_limit_in_any_rolling_minute_and_is_never_refused_below_it(seed):
    rng = random.Random(seed)
    limit = rng.choice([1, 3, 10, 100])
    arrivals, now = [], MINUTE - rng.uniform(0, 120)
    while len(arrivals) < 6 * limit + 50:
        burst = rng.random() < 0.3
        now += rng.uniform(0, 0.05) if burst else rng.expovariate(limit / 45)
        arrivals.append(round(now, 4))
    _assert_exact(_run(arrivals, limit), limit)


def test_a_client_that_keeps_sending_while_refused_still_gets_the_limit_every_minute():
    # Refused requests do not enter the log: no lock-out for a client ignoring Retry-After.
    arrivals = [MINUTE + i * 0.25 for i in range(4 * 60 * 4)]  # 4 requests a second for 4 minutes
    results = _run(arrivals, 100)
    admitted = _admitted(results)
    for minute in range(4):
        start = MINUTE + minute * 60
        assert sum(1 for a in admitted if start <= a < start + 60) == 100
    _assert_exact(results, 100)


def test_remaining_requests_come_back_one_by_one_as_admissions_leave_the_window():
    log = None
    for i in range(10):
        log = admit(log, 10, MINUTE + i).log  # one a second
    at_65 = admit(log, 10, MINUTE + 65.5)  # admissions at 0..5 s have left; this one entered
    assert at_65.allowed and at_65.in_window == 5  # 6..9 s and this one
    assert at_65.reset_seconds == 1  # the one at 6 s leaves at 66 s


def test_a_lowered_limit_keeps_the_newest_admissions():
    log = None
    for i in range(100):
        log = admit(log, 100, MINUTE + i * 0.1).log
    assert not admit(log, 50, MINUTE + 20).allowed  # 50 admissions in the last minute already
    raised = admit(log, 150, MINUTE + 20)
    assert raised.allowed and raised.in_window == 101 and len(raised.log) == 150


def test_rate_decision_of_a_refusal_states_the_configured_limit():
    refused = RateDecision(limit=7, count=8, reset_seconds=12)
    error = refused.error()
    assert (error.status, error.error_code) == (429, "RATE_LIMIT_EXCEEDED")
    assert "7 requests per rolling minute" in error.message
    assert refused.headers() == {
        "RateLimit-Limit": "7",
        "RateLimit-Remaining": "0",
        "RateLimit-Reset": "12",
        "Retry-After": "12",
    }
