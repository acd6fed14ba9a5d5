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
(cutting a job into shards). Import from the subject module (the package exports nothing, so
importing it costs nothing; numpy comes with ``methods``, ``selection``, ``prices``, ``promotions``
and ``splits``: ``demand``, ``shards`` and ``records`` do without it). A module that needs one only on
first use names it through a ``coldstart.lazy`` stand-in (decision 0046).
"""
