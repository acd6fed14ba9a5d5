"""Inventory risks on the lake: the inputs the risks job gathers (``positions``), the four risk
types computed at request time over its ``risk_positions`` (``risk_types``), metric alert groups
(``alert_groups``) and the run served on a day (``runs``) (docs/intelligence.md "Inventory risks").
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
from inventory_planning.store.lake.risks.risk_types import STOCKOUT_STATUS, risk_alert_rows, risk_page, snap_period
from inventory_planning.store.lake.risks.runs import SERVED_FOR_DAYS, latest_run

__all__ = [
    "PERIODS",
    "SERVED_FOR_DAYS",
    "STOCKOUT_STATUS",
    "SalesWindow",
    "demand_sql",
    "forecast_weeks",
    "latest_run",
    "metric_alert_groups",
    "risk_alert_rows",
    "risk_page",
    "risk_position_rows",
    "sales_windows",
    "snap_period",
]
