"""The one clock of the service: "today" and "now" for every job, API default and stored timestamp.

**Service time** (:func:`today`, :func:`now`, :func:`now_iso`): deployed it is the real UTC time.
Locally ``SERVICE_TODAY=YYYY-MM-DD`` sets the date (tests replay history with it), or
``SERVICE_TODAY_FILE`` names a file holding that date: ``make run`` writes the day after the real
data's last sale there once the data is loaded, so every process of the local stack follows it. When
a date is set, :func:`now` is that date at the real time of day (the real instant shifted by whole
days), so timestamps taken in one process still increase. An invalid value fails loudly instead of
silently using the real date. Both variables are read through ``inventory_planning.settings`` on
every call (a test or ``make run`` changes them while a process runs).

**Wall time** (:func:`wall_now`, :func:`wall_epoch`): the real instant, whatever the service clock
says. The rule: *use wall time for what somebody else's clock enforces or what measures elapsed
time; service time for everything else.* So wall time, and only wall time, for:

- DynamoDB TTL attributes (DynamoDB expires items by the real epoch);
- rate-limit windows (the rolling minute is a real minute) and idempotency-record expiry;
- JWT ``iat``/``nbf``/``exp`` checks and service-account token expiry (``expiresAt``, ``lastUsedAt``):
  the issuer and the client live in real time;
- durations (job steps, request latencies) and unique stamps of written objects.

Service time for the rest: business dates (``asOf``, forecast horizons, risk windows, attribution
windows) and the timestamps of records and audit entries (``createdAt``, ``updatedAt``, ``occurredAt``),
so that a replayed history and its records agree on what "now" is.

This module is part of the kernel: it imports nothing of the project but ``settings``, the leaf that
reads the environment (docs/decisions/0027-kernel-and-layer-contract.md).
"""

from __future__ import annotations

import os
import time
from datetime import UTC, date, datetime

from inventory_planning.settings import get_clock_settings


def _service_date() -> date | None:
    """The date the service clock is set to (``SERVICE_TODAY``, else ``SERVICE_TODAY_FILE``'s), or None.

    Raises:
        ValueError: the date set is not ``YYYY-MM-DD``.
    """
    settings = get_clock_settings()
    fixed = settings.service_today or ""
    path = settings.service_today_file
    if not fixed and path and os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            fixed = file.read().strip()
    return date.fromisoformat(fixed) if fixed else None


def wall_now() -> datetime:
    """The real current instant (timezone-aware UTC), ignoring the service clock: TTLs, rate limits,
    idempotency expiry, token and JWT expiry, durations (see the module's rule)."""
    return datetime.now(UTC)


def wall_epoch() -> float:
    """The real current time in seconds since the epoch (``time.time()``): DynamoDB TTLs, rate-limit windows."""
    return time.time()


def today() -> date:
    """Today's date (UTC), or ``SERVICE_TODAY`` when set, or the date in ``SERVICE_TODAY_FILE`` when
    that file exists and is not empty.

    Raises:
        ValueError: the date set is not ``YYYY-MM-DD``.
    """
    fixed = _service_date()
    return fixed if fixed is not None else wall_now().date()


def now() -> datetime:
    """The service clock's current instant (timezone-aware UTC): the real instant, moved to the date
    of :func:`today` when the service clock is set (the time of day stays the real one).

    Raises:
        ValueError: the date set is not ``YYYY-MM-DD``.
    """
    real = wall_now()
    fixed = _service_date()
    return real if fixed is None else real + (fixed - real.date())


def iso(instant: datetime) -> str:
    """``instant`` as stored everywhere: UTC ``YYYY-MM-DDTHH:MM:SS.mmmZ`` (sorts as text)."""
    return instant.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def now_iso() -> str:
    """:func:`now` as stored everywhere: ``YYYY-MM-DDTHH:MM:SS.mmmZ`` (sorts as text).

    Raises:
        ValueError: the service clock's date is not ``YYYY-MM-DD``.
    """
    return iso(now())
