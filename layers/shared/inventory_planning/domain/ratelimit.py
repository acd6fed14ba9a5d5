"""The per-token rate limit over a rolling minute: a sliding log of the last ``limit`` admissions.

Rule: at most ``limit`` requests of one token are admitted in any 60 seconds (any two admissions
``limit`` apart in the token's sequence are at least 60 s apart). There is no window boundary, so
there is no boundary burst.

State (the *log*): the arrival ticks of the token's last ``limit`` admitted requests, oldest first.
A tick is an integer number of milliseconds since :data:`TICK_EPOCH` (2025-01-01T00:00:00Z), kept
small so that a log of 100 ticks fits one DynamoDB write unit. Entries of 0 are padding ("an
admission long ago").

Admission of a request at time ``now`` (epoch seconds)::

    cutoff = floor(now_ms) - 60_000          # now_ms = (now - TICK_EPOCH) * 1000
    admitted  <=>  log[0] <= cutoff          # the limit-th most recent admission left the window
    log'      = log[1:] + [ceil(now_ms)]     # on admission only; a refusal changes nothing

Arrival ticks round up and the cutoff rounds down, so an admitted request is at least 60 s
(not 59.999 s) after the admission it replaces. Only admitted requests enter the log: a client
that keeps sending while refused is not locked out, it gets ``limit`` requests per rolling minute.

The store applies this rule in one conditional DynamoDB UpdateItem (store/ratelimit.py); this
module holds the arithmetic, without I/O.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

WINDOW_SECONDS = 60
TICKS_PER_SECOND = 1000
WINDOW_TICKS = WINDOW_SECONDS * TICKS_PER_SECOND
TICK_EPOCH = 1_735_689_600  # 2025-01-01T00:00:00Z, epoch seconds
PADDING = 0
MAX_LIMIT = 10_000  # a log of 10 000 ticks is about 80 KB, well inside a 400 KB DynamoDB item


def arrival_tick(now: float) -> int:
    """The tick stored for a request admitted at ``now`` (epoch seconds): milliseconds, rounded up."""
    return math.ceil((now - TICK_EPOCH) * TICKS_PER_SECOND)


def cutoff_tick(now: float) -> int:
    """The newest tick that is outside the rolling window at ``now``: ``floor(now_ms) - 60 000``."""
    return math.floor((now - TICK_EPOCH) * TICKS_PER_SECOND) - WINDOW_TICKS


def check_limit(limit: int) -> None:
    """Raise ValueError unless ``limit`` is a number of requests the log can hold (1..MAX_LIMIT)."""
    if not 1 <= limit <= MAX_LIMIT:
        raise ValueError(f"the rate limit must be 1..{MAX_LIMIT} requests per minute, not {limit}")


def fit(log: Sequence[int] | None, limit: int) -> list[int]:
    """A stored log brought to ``limit`` entries: the newest ``limit`` ones, padded in front.

    A missing log (the token's first request, or its item expired) is ``limit`` padding entries;
    a log of another length (the limit was changed) keeps its newest entries.

    Raises:
        ValueError: ``limit`` is outside 1..MAX_LIMIT.
    """
    check_limit(limit)
    entries = [int(e) for e in (log or [])][-limit:]
    return [PADDING] * (limit - len(entries)) + entries


@dataclass(frozen=True)
class RateOutcome:
    """One request's outcome under the rolling limit.

    Attributes:
        allowed: whether the request is admitted.
        in_window: admitted requests of the token in the last 60 s, this one included when
            admitted (``limit`` when refused).
        reset_seconds: whole seconds (1..60) until the oldest of those leaves the window, i.e.
            until one more request can pass (RateLimit-Reset; Retry-After when refused).
        log: the log after this request, oldest first (unchanged when refused).
    """

    allowed: bool
    in_window: int
    reset_seconds: int
    log: tuple[int, ...]


def _expired_prefix(log: Sequence[int], cutoff: int) -> int:
    """How many leading entries are outside the window (requests that could pass right now)."""
    count = 0
    for entry in log:
        if entry > cutoff:
            break
        count += 1
    return count


def describe(log: Sequence[int], now: float, *, allowed: bool) -> RateOutcome:
    """The outcome of a request at ``now`` given the log as it stands after it.

    ``log`` has ``limit`` entries: after an admission it ends with this request's tick; after a
    refusal it is the unchanged log whose first entry is still inside the window.
    """
    entries = tuple(int(e) for e in log)
    cutoff = cutoff_tick(now)
    expired = _expired_prefix(entries, cutoff)
    if expired == len(entries):  # only for a log that admitted nothing in the last minute
        return RateOutcome(allowed, 0, 1, entries)
    leaves_at = entries[expired] + WINDOW_TICKS  # the first tick whose cutoff reaches the entry
    wait = (leaves_at - (now - TICK_EPOCH) * TICKS_PER_SECOND) / TICKS_PER_SECOND
    reset = min(WINDOW_SECONDS, max(1, math.ceil(wait)))
    return RateOutcome(allowed, len(entries) - expired, reset, entries)


def admit(log: Sequence[int] | None, limit: int, now: float) -> RateOutcome:
    """Apply the rule to a stored log (or None): admit and append, or refuse and keep it.

    Raises:
        ValueError: ``limit`` is outside 1..MAX_LIMIT.
    """
    entries = fit(log, limit)
    if entries[0] <= cutoff_tick(now):
        return describe([*entries[1:], arrival_tick(now)], now, allowed=True)
    return describe(entries, now, allowed=False)
