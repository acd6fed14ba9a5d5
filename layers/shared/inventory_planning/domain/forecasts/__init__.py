"""Demand forecasting for sparse fashion series, in numpy (docs/intelligence.md "Forecasts").

A series is the units sold per week of one variant in one shop (sizes and days are split off later:
fashion demand per size and per day is too sparse to model). The forecast is the MEAN (expected
units; issue 24), by the method of least mean squared error on the series' own recent history in a
rolling-origin backtest, among:

- smooth-demand methods: naive (last week) and simple exponential smoothing (SES, ETS(A,N,N)), its
  smoothing parameter fitted by least squares on a grid (damped Holt is kept, not a candidate);
- intermittent-demand methods: Croston (classic, and the Syntetos-Boylan approximation SBA) and
  Teunter-Syntetos-Babai (TSB), for series with many weeks without a sale.

The interval is conformal and asymmetric: the signed errors of the chosen method in the backtest,
normalised by the square root of the step ahead and pooled, give one quantile per tail; the bounds
at step k are ``mean + q_low sqrt(k)`` (floored at 0) and ``mean + q_high sqrt(k)`` (Vovk et al.
2005; split-conformal for time series, Stankeviciute et al. 2021). ``accuracy`` scores forecasts as
the M5 competition does (RMSSE, WRMSSE, scaled pinball, coverage). Sources of each formula are in
each function's docstring; the methods that statsforecast also implements are checked against it
(tests/unit/test_forecasting.py).

Everything here is pure: arrays in, arrays out; no I/O.

The package, by subject: ``methods`` (the candidate methods), ``selection`` (backtest, choice and
conformal interval: ``forecast``), ``accuracy`` (the M5 scores), ``prices`` (planned prices: markdown
plans and the price calendar), ``promotions`` (promotion lifts), ``splits`` (weekday profile, size
curve), ``records`` (the forecast record), ``demand`` (demand over a window of days) and ``shards``
(cutting a job into shards). The names below are the package's surface, loaded on first use: numpy
is not imported with the package (``demand``, ``shards`` and ``records`` do without it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import LazyExports

if TYPE_CHECKING:
    from inventory_planning.domain.forecasts.methods import (
        ALPHA_GRID,
        BACKTEST_HORIZON,
        BACKTEST_ORIGINS,
        DEFAULT_LEVEL,
        INTERMITTENT_ADI,
        INTERMITTENT_METHODS,
        SMOOTH_METHODS,
        Method,
        average_demand_interval,
        candidates,
        croston,
        fitted_ses,
        holt_damped,
        naive,
        optimal_alpha,
        seasonal_naive,
        ses,
        ses_forecast,
        ses_grid,
        tsb,
    )
    from inventory_planning.domain.forecasts.prices import (
        MAX_PRICE_LIFT,
        NO_SIZE_KEY,
        PRICE_INDEX_BOUNDS,
        PRICE_SUFFIX,
        PROMOTION_SUFFIX,
        REGULAR_PRICE_QUANTILE,
        CalendarPrice,
        PlannedWeeks,
        PriceWindow,
        Promotions,
        calendar_row,
        covered_weeks,
        current_index,
        planned_week_index,
        planned_weeks,
        price_forecast,
        price_index,
        regular_price,
    )
    from inventory_planning.domain.forecasts.promotions import LiftSums, PromotionLifts, fit_lifts, pooled_lifts, series_lift_sums
    from inventory_planning.domain.forecasts.records import ForecastRecord
    from inventory_planning.domain.forecasts.selection import (
        SeriesForecast,
        backtest_errors,
        conformal_bounds,
        forecast,
        mase_scale,
    )
    from inventory_planning.domain.forecasts.splits import size_shares, weekday_profile

_EXPORTS = LazyExports(
    __name__,
    {
        "ForecastRecord": "records",
        "ALPHA_GRID": "methods",
        "BACKTEST_HORIZON": "methods",
        "BACKTEST_ORIGINS": "methods",
        "DEFAULT_LEVEL": "methods",
        "INTERMITTENT_ADI": "methods",
        "INTERMITTENT_METHODS": "methods",
        "MAX_PRICE_LIFT": "prices",
        "Method": "methods",
        "NO_SIZE_KEY": "prices",
        "PRICE_INDEX_BOUNDS": "prices",
        "PRICE_SUFFIX": "prices",
        "PriceWindow": "prices",
        "REGULAR_PRICE_QUANTILE": "prices",
        "SMOOTH_METHODS": "methods",
        "SeriesForecast": "selection",
        "average_demand_interval": "methods",
        "backtest_errors": "selection",
        "candidates": "methods",
        "conformal_bounds": "selection",
        "covered_weeks": "prices",
        "croston": "methods",
        "current_index": "prices",
        "fitted_ses": "methods",
        "forecast": "selection",
        "holt_damped": "methods",
        "mase_scale": "selection",
        "naive": "methods",
        "optimal_alpha": "methods",
        "planned_week_index": "prices",
        "price_forecast": "prices",
        "price_index": "prices",
        "regular_price": "prices",
        "seasonal_naive": "methods",
        "ses": "methods",
        "ses_forecast": "methods",
        "ses_grid": "methods",
        "size_shares": "splits",
        "tsb": "methods",
        "weekday_profile": "splits",
        "PROMOTION_SUFFIX": "prices",
        "Promotions": "prices",
        "CalendarPrice": "prices",
        "PlannedWeeks": "prices",
        "calendar_row": "prices",
        "planned_weeks": "prices",
        "LiftSums": "promotions",
        "PromotionLifts": "promotions",
        "fit_lifts": "promotions",
        "pooled_lifts": "promotions",
        "series_lift_sums": "promotions",
    },
)


def __getattr__(name: str) -> Any:
    """A name of the surface, imported from its module on first use (PEP 562)."""
    return _EXPORTS.load(name)


__all__ = [
    "ForecastRecord",
    "ALPHA_GRID",
    "BACKTEST_HORIZON",
    "BACKTEST_ORIGINS",
    "DEFAULT_LEVEL",
    "INTERMITTENT_ADI",
    "INTERMITTENT_METHODS",
    "MAX_PRICE_LIFT",
    "Method",
    "NO_SIZE_KEY",
    "PRICE_INDEX_BOUNDS",
    "PRICE_SUFFIX",
    "PriceWindow",
    "REGULAR_PRICE_QUANTILE",
    "SMOOTH_METHODS",
    "SeriesForecast",
    "average_demand_interval",
    "backtest_errors",
    "candidates",
    "conformal_bounds",
    "covered_weeks",
    "croston",
    "current_index",
    "fitted_ses",
    "forecast",
    "holt_damped",
    "mase_scale",
    "naive",
    "optimal_alpha",
    "planned_week_index",
    "price_forecast",
    "price_index",
    "regular_price",
    "seasonal_naive",
    "ses",
    "ses_forecast",
    "ses_grid",
    "size_shares",
    "tsb",
    "weekday_profile",
    "PROMOTION_SUFFIX",
    "Promotions",
    "CalendarPrice",
    "PlannedWeeks",
    "calendar_row",
    "planned_weeks",
    "LiftSums",
    "PromotionLifts",
    "fit_lifts",
    "pooled_lifts",
    "series_lift_sums",
]
