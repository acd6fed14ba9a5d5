"""The runs of a dataset partitioned by run date (risks, decision vectors): the one served on a day."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from inventory_planning.store.lake import objects
from inventory_planning.store.lake.datasets import (
    month_of_key,
)

SERVED_FOR_DAYS = 62


def latest_run(dataset: Any, organization_id: str, on_or_before: date, days: int = SERVED_FOR_DAYS) -> date | None:
    """The latest ``run_date`` partition of ``dataset`` on or before ``on_or_before`` (within ``days``), or None."""
    first = (on_or_before - timedelta(days=days)).isoformat()
    listed = objects.list_month_range(dataset, organization_id, first, on_or_before.isoformat())
    runs = sorted({month_of_key(o.key) or "" for o in listed} - {""})
    return date.fromisoformat(runs[-1]) if runs else None
