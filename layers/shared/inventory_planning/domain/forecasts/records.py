"""The record the forecast reads return (SPEC "Forecast record"; decision 0026)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class ForecastRecord:
    """Expected units of one variant x size in one shop over one period: ``forecast_date`` the
    period's first day (YYYY-MM-DD), ``granularity`` DAY | WEEK | MONTH | QUARTER; ``quantity`` and
    the interval's bounds in units over the period (within the dates asked), at ``confidence_level``;
    ``algorithm`` the series' method (e.g. weekly-tsb+size-curve)."""

    variant_id: str
    size_taxonomy_id: str
    shop_id: str
    forecast_date: str
    granularity: str
    quantity: float
    lb_quantity: float
    ub_quantity: float
    confidence_level: float
    algorithm: str
