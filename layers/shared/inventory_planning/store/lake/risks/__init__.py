"""Inventory risks on the lake: the inputs the risks job gathers (``positions``), the four risk
types computed at request time over its ``risk_positions`` (``risk_types``), and metric alert groups
(``alert_groups``); the run served on a day is ``store.lake.runs.latest_run`` (docs/intelligence.md "Inventory risks").
SQL in the DuckDB/Athena dialect. The names below are the package's surface."""

from __future__ import annotations

from inventory_planning.store.lake.risks.alert_groups import metric_alert_groups
from inventory_planning.store.lake.risks.positions import (
    PERIODS,
    SalesWindow,
    demand_sql,
    forecast_weeks,
    risk_position_rows,
    sales_windows,
)
from inventory_planning.store.lake.risks.risk_types import risk_alert_rows, risk_page, snap_period

__all__ = [
    "PERIODS",
    "SalesWindow",
    "demand_sql",
    "forecast_weeks",
    "metric_alert_groups",
    "risk_alert_rows",
    "risk_page",
    "risk_position_rows",
    "sales_windows",
    "snap_period",
]
