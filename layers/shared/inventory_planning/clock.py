"""The service clock: the one "today" of every job and API default (forecast horizons, risk windows).

Deployed it is the real UTC date. Locally ``SERVICE_TODAY=YYYY-MM-DD`` sets it (``make run`` and
tests replay history with it); an invalid value fails loudly instead of silently using the real date.
"""

from __future__ import annotations

import os
from datetime import UTC, date, datetime


def today() -> date:
    """Today's date (UTC), or ``SERVICE_TODAY`` when set.

    Raises:
        ValueError: ``SERVICE_TODAY`` is set but is not ``YYYY-MM-DD``.
    """
    fixed = (os.environ.get("SERVICE_TODAY") or "").strip()
    if fixed:
        return date.fromisoformat(fixed)
    return datetime.now(UTC).date()
