"""Which run a read route serves (docs/intelligence.md "Which run is served"; docs/decisions/0032):
the run its caller names with ``asOf`` (404 when the organization has no such run), or the latest
run on or before the service clock's today however old, with how old it is (``meta.stale`` against
the organization's ``staleAfterDays``). A run is the organization's own: runs live under its prefix."""

from __future__ import annotations

from datetime import date
from typing import Literal

from inventory_planning.domain.served_runs import ServedRun, served
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import Missing
from inventory_planning.services.configuration import planning_settings
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import DECISION_VECTORS, FORECAST_WEEKLY, RISK_POSITIONS

Resource = Literal["forecasts", "risks", "recommendations"]
DATASETS = {"forecasts": FORECAST_WEEKLY, "risks": RISK_POSITIONS, "recommendations": DECISION_VECTORS}
"""The dataset whose runs each resource serves (the recommendations serve the decision vectors' runs)."""


def run_to_serve(organization_id: str, resource: Resource, as_of: date | None) -> tuple[date | None, ServedRun]:
    """The run of ``resource`` to read (None: the organization has none) and its page ``meta``:
    ``as_of`` when given, else the latest run on or before today (the service clock), however old.

    Raises:
        Missing: ``as_of`` is given and the organization has no (complete) run of that day (404).
        LakeUnavailable: S3 could not be listed.
    """
    dataset = DATASETS[resource]
    today = clock.today()
    if as_of is None:
        run = lake_runs.served_run(dataset, organization_id, today)
    elif lake_runs.run_exists(dataset, organization_id, as_of):
        run = as_of
    else:
        raise Missing(f"{resource} run of {as_of.isoformat()}")
    if run is None:
        return None, served(None, today, 0)
    return run, served(run, today, planning_settings.resolved(organization_id).stale_after_days)
