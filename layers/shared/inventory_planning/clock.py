"""The service clock: the one "today" of every job and API default (forecast horizons, risk windows).

Deployed it is the real UTC date. Locally ``SERVICE_TODAY=YYYY-MM-DD`` sets it (tests replay
history with it), or ``SERVICE_TODAY_FILE`` names a file holding that date: ``make run`` writes the
day after the real data's last sale there once the data is loaded, so every process of the local
stack follows it. An invalid value fails loudly instead of silently using the real date.
"""

from __future__ import annotations

import os
from datetime import UTC, date, datetime


def today() -> date:
    """Today's date (UTC), or ``SERVICE_TODAY`` when set, or the date in ``SERVICE_TODAY_FILE`` when
    that file exists and is not empty.

    Raises:
        ValueError: the date set is not ``YYYY-MM-DD``.
    """
    fixed = (os.environ.get("SERVICE_TODAY") or "").strip()
    path = os.environ.get("SERVICE_TODAY_FILE")
    if not fixed and path and os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            fixed = file.read().strip()
    if fixed:
        return date.fromisoformat(fixed)
    return datetime.now(UTC).date()
