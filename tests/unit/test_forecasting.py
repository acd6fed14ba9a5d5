"""The forecasting formulas (domain/forecasts/): hand-computed cases, agreement with statsforecast
where the same model is implemented, backtest and conformal intervals, size and weekday splits."""

from __future__ import annotations

import math

import numpy as np
import pytest
from inventory_planning.domain.forecasts import methods, selection, splits
from inventory_planning.domain.forecasts import prices as forecast_prices

RNG = np.random.default_rng(11)
SERIES = [RNG.poisson(0.6, 60).astype(float) * RNG.integers(1, 5, 60) for _ in range(4)] + [RNG.poisson(6.0, 40).astype(float)]


def test_ses_by_hand():
    level, fitted = methods.ses_forecast(np.array([2.0, 4.0, 6.0]), 0.5)
    assert level == 4.5  # 2 -> 0.5*4 + 0.5*2 = 3 -> 0.5*6 + 0.5*3 = 4.5
    assert np.isnan(fitted[0]) and fitted[1:].tolist() == [2.0, 3.0]


def test_croston_and_sba_by_hand():
    y = np.array([0.0, 2.0, 0.0, 0.0, 4.0])  # demands 2, 4 after intervals 2, 3
    size, interval = 0.1 * 4 + 0.9 * 2, 0.1 * 3 + 0.9 * 2
    assert methods.croston(y, 3) == pytest.approx(np.full(3, size / interval))
    assert methods.croston(y, 1, sba=True)[0] == pytest.approx(0.95 * size / interval)
    assert methods.croston(np.zeros(4), 2).tolist() == [0.0, 0.0]


def test_tsb_by_hand_and_obsolescence():
    y = np.array([3.0, 0.0, 0.0])
    # demand level 3 (one demand); probability 1 -> 0.5*0 + 0.5*1 = 0.5 -> 0.25
    assert methods.tsb(y, 2, alpha_d=0.5, alpha_p=0.5).tolist() == [0.75, 0.75]
    longer = np.concatenate([y, np.zeros(5)])
    assert methods.tsb(longer, 1, alpha_d=0.5, alpha_p=0.5)[0] < 0.75  # decays while nothing sells
    assert methods.tsb(np.zeros(5), 3).tolist() == [0.0, 0.0, 0.0]


def test_holt_damped_follows_a_trend_and_flattens():
    y = np.arange(1.0, 21.0)
    forecast = methods.holt_damped(y, 30)
    assert forecast[0] > 20 and np.all(np.diff(forecast) > 0)
    assert forecast[29] - forecast[28] < forecast[1] - forecast[0]  # damped


@pytest.mark.parametrize("index", range(len(SERIES)))
def test_the_methods_statsforecast_also_has_agree_with_it(index):
    from statsforecast.models import (
        TSB,
        CrostonClassic,
        CrostonOptimized,
        CrostonSBA,
        Naive,
        SeasonalNaive,
        SimpleExponentialSmoothing,
    )

    y, h = SERIES[index], 10
    pairs = [
        (Naive(), methods.naive(y, h)),
        (SeasonalNaive(12), methods.seasonal_naive(y, h, 12)),
        (SimpleExponentialSmoothing(0.3), methods.ses(y, h, 0.3)),
        (CrostonClassic(), methods.croston(y, h)),
        (CrostonSBA(), methods.croston(y, h, sba=True)),
        (CrostonOptimized(), methods.croston(y, h, optimized=True)),
        (TSB(0.2, 0.1), methods.tsb(y, h, 0.2, 0.1)),
    ]
    for model, ours in pairs:
        assert ours == pytest.approx(model.forecast(y, h)["mean"], rel=1e-5, abs=1e-6), type(model).__name__


def test_grid_ses_matches_the_recursion_for_each_alpha():
    y = SERIES[0]
    levels, sse = methods.ses_grid(y)
    for alpha, level, error in zip(methods.ALPHA_GRID, levels, sse, strict=True):
        expected, fitted = methods.ses_forecast(y, float(alpha))
        assert level == pytest.approx(expected)
        assert error == pytest.approx(float(np.nansum((y[1:] - fitted[1:]) ** 2)))


def test_intermittent_series_get_intermittent_methods():
    assert methods.average_demand_interval(np.array([0, 0, 3, 0, 0, 2.0])) == 3.0
    assert set(methods.candidates(np.array([0, 0, 3, 0, 0, 2.0]))) == set(methods.INTERMITTENT_METHODS)
    assert "ses" in methods.candidates(np.array([3, 2, 4, 5, 3, 2.0]))
    assert methods.average_demand_interval(np.zeros(3)) == math.inf


def test_backtest_errors_are_rolling_origin_signed_errors():
    y = np.arange(30.0)
    errors = selection.backtest_errors(y, methods.naive, horizon=4, origins=3)
    assert errors.shape == (3, 4)
    # origin 26 (the last whose 4 steps are observed): naive says 25, actual 26..29: actual - forecast
    assert errors[-1].tolist() == [1.0, 2.0, 3.0, 4.0]
    falling = selection.backtest_errors(y[::-1].copy(), methods.naive, horizon=4, origins=3)
    assert falling[-1].tolist() == [-1.0, -2.0, -3.0, -4.0]  # over-forecast: negative
    assert selection.backtest_errors(np.arange(7.0), methods.naive, horizon=4, origins=3).size == 0  # too short


def test_the_conformal_bounds_are_the_finite_sample_ranks_of_each_tail():
    errors = np.arange(-9.0, 10.0).reshape(-1, 1)  # 19 one-step scores -9..9
    # high: ceil(20 x 0.9) = 18th smallest = 8; low: floor(20 x 0.1) = 2nd smallest = -8
    assert selection.conformal_bounds(errors, 0.8) == (-8.0, 8.0)
    skewed = np.array([[-2.0], [-1.0], [0.0], [1.0], [5.0]])
    # n = 5: high rank ceil(6 x 0.9) = 6 > 5 -> the largest, 5; low rank floor(6 x 0.1) = 0 -> the smallest, -2
    assert selection.conformal_bounds(skewed, 0.8) == (-2.0, 5.0)
    # all errors positive (always under-forecast): the low bound stays at the mean (0), never above it
    assert selection.conformal_bounds(np.array([[1.0], [2.0], [3.0]]), 0.8) == (0.0, 3.0)
    two_steps = np.array([[-1.0, math.sqrt(2) * 2]])  # step 2 normalised by sqrt(2): scores -1, 2
    assert selection.conformal_bounds(two_steps, 0.5) == pytest.approx((-1.0, 2.0))
    assert selection.conformal_bounds(np.empty((0, 3)), 0.8) == (0.0, 0.0)


def test_the_method_is_chosen_by_squared_not_absolute_error():
    # backtest errors of two made-up methods on the same 4 weeks: A errs 0, 0, 0, 8 (MAE 2, MSE 16),
    # B errs 3, 3, 3, 3 (MAE 3, MSE 9): the mean absolute error picks A, the squared error B
    a, b = np.array([0.0, 0.0, 0.0, 8.0]), np.full(4, 3.0)
    assert np.mean(np.abs(a)) < np.mean(np.abs(b)) and np.mean(a**2) > np.mean(b**2)
    y = np.array([4.0] * 12 + [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 8.0] * 2)
    result = selection.forecast(y, 4, horizon=4, origins=4)
    scored = {n: selection.backtest_errors(y, m, 4, 4) for n, m in methods.candidates(y).items()}
    assert result.algorithm == min(scored, key=lambda n: (float(np.mean(scored[n] ** 2)), n))


def test_a_forecast_names_its_method_and_its_interval_is_asymmetric():
    y = np.array([5, 7, 6, 8, 7, 9, 8, 10, 9, 11, 10, 12, 11, 13, 12, 14, 13, 15, 14, 16.0])
    result = selection.forecast(y, 12)
    assert result.algorithm in methods.candidates(y) and result.level == 0.8 and result.mase is not None
    widths = result.upper - result.mean
    assert np.all(result.lower >= 0) and np.all(np.diff(widths) > 0)
    assert np.all(result.lower <= result.mean) and np.all(result.mean <= result.upper)
    assert widths[3] == pytest.approx(widths[0] * 2)  # sqrt(4) x the first step's
    short = selection.forecast(np.array([0, 0, 2, 0.0]), 3)
    assert short.algorithm == "croston-sba" and short.mase is None
    with pytest.raises(ValueError):
        selection.forecast(y, 0)
    # right-skewed sales (mostly 1, a week of 12 now and then): the upper bound is further from the
    # mean than the lower one
    spiky = np.array([1.0, 1.0, 1.0, 12.0, 1.0, 1.0, 1.0, 1.0] * 5)
    skewed = selection.forecast(spiky, 4)
    assert (skewed.upper - skewed.mean)[0] > (skewed.mean - skewed.lower)[0]


def test_intervals_hold_about_their_level_on_simulated_demand():
    rng = np.random.default_rng(3)
    inside = []
    for _ in range(150):
        y = rng.poisson(rng.uniform(0.3, 8), 60).astype(float)
        result = selection.forecast(y[:52], 8)
        actual = y[52:60]
        inside.extend((actual >= result.lower) & (actual <= result.upper))
    assert 0.72 <= float(np.mean(inside)) <= 0.92


def test_weekday_profile_and_size_curve():
    profile = splits.weekday_profile(np.array([6.0, 2.0, 2.0]), np.array([5, 6, 5]))
    assert profile.tolist() == pytest.approx([0, 0, 0, 0, 0, 0.8, 0.2])
    assert splits.weekday_profile(np.zeros(0), np.zeros(0, dtype=int)).tolist() == pytest.approx([1 / 7] * 7)
    assert splits.size_shares({"M": 3, "L": 1, "S": -2}, ["S", "M", "L"]) == {"M": 0.75, "L": 0.25}
    assert splits.size_shares({}, ["S", "M"]) == {"S": 0.5, "M": 0.5}
    assert splits.size_shares({}, []) == {}


def test_price_index_by_hand():
    # prices 10, 10, 8, -, 5: regular = 75th percentile of (10, 10, 8, 5) = 10
    index, regular = forecast_prices.price_index(np.array([20.0, 10.0, 16.0, 0.0, 5.0]), np.array([2.0, 1.0, 2.0, 0.0, 1.0]))
    assert regular == 10.0
    assert index.tolist() == [1.0, 1.0, 0.8, 1.0, 0.5]  # no unit sold -> 1 (taken as regular)
    index, regular = forecast_prices.price_index(np.array([30.0]), np.array([1.0]), regular_price=20.0)
    assert (index.tolist(), regular) == ([1.5], 20.0)
    index, regular = forecast_prices.price_index(np.zeros(3), np.zeros(3))
    assert (index.tolist(), regular) == ([1.0, 1.0, 1.0], None)
    assert forecast_prices.price_index(np.array([1000.0]), np.array([1.0]), regular_price=1.0)[0].tolist() == [2.0]  # clipped


def test_price_forecast_deflates_history_and_reflates_the_plan():
    # 4 units a week at regular price, 8 in the weeks at 0.5 with b = -1: the regular-price demand is
    # a flat 4, so the forecast is 4 at regular price and 4 x 0.7^-1 = 5.714 under a 30% markdown.
    y = np.array([4.0, 4.0, 8.0, 4.0, 4.0, 8.0, 4.0, 4.0] * 3)
    past = np.array([1.0, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 1.0] * 3)
    result = forecast_prices.price_forecast(y, 3, past, np.array([1.0, 0.7, 0.7]), -1.0)
    assert result.algorithm.endswith("+price-elasticity")
    assert np.allclose(result.mean, [4.0, 4.0 / 0.7, 4.0 / 0.7])
    assert np.all(result.lower <= result.mean) and np.all(result.upper >= result.mean)
    # without the deflation the doubled weeks would lift the level above 4
    assert selection.forecast(y, 3).mean[0] > 4.0


def test_price_forecast_at_regular_price_is_the_plain_forecast():
    y = SERIES[4]
    plain = selection.forecast(y, 5)
    same = forecast_prices.price_forecast(y, 5, np.ones(y.size), np.ones(5), -2.0)
    assert same.algorithm == plain.algorithm + forecast_prices.PRICE_SUFFIX
    assert np.allclose(same.mean, plain.mean) and np.allclose(same.upper, plain.upper)
    zero = forecast_prices.price_forecast(y, 5, np.full(y.size, 0.5), np.full(5, 0.8), 0.0)  # no elasticity: prices do nothing
    assert np.allclose(zero.mean, plain.mean)


@pytest.mark.parametrize(
    ("past", "future", "elasticity"),
    [(np.ones(3), np.ones(2), -1.0), (np.ones(4), np.ones(3), -1.0), (np.ones(4), np.array([1.0, 0.0]), -1.0),
     (np.ones(4), np.ones(2), 0.5)],
)  # fmt: skip
def test_price_forecast_refuses_bad_paths(past, future, elasticity):
    with pytest.raises(ValueError):
        forecast_prices.price_forecast(np.ones(4), 2, past, future, elasticity)


def test_planned_week_index_by_hand():
    from datetime import date

    as_of = date(2026, 3, 2)  # a Monday
    # sizes S (share 0.25) and M (0.75); 50% off M from Thursday of week 0 to Sunday of week 1, b = -1
    window = forecast_prices.PriceWindow(date(2026, 3, 5), date(2026, 3, 15), {"M": 50.0})
    index = forecast_prices.planned_week_index(as_of, 3, [window], {"S": 0.25, "M": 0.75}, 1.0, -1.0)
    # week 0: 4 days of M at lift 2 -> lift = (0.25 x 7 + 0.75 x (3 + 4 x 2)) / 7 = 10 / 7 -> index 0.7
    assert index[0] == pytest.approx(0.7)
    assert index[1] == pytest.approx(1 / (0.25 + 0.75 * 2))  # every day of week 1
    assert index[2] == 1.0  # after the window: the current price again
    # overlapping windows: the deepest discount; a size not named keeps the current index 0.9
    deeper = forecast_prices.PriceWindow(date(2026, 3, 2), date(2026, 3, 8), {"M": 60.0})
    index = forecast_prices.planned_week_index(as_of, 1, [window, deeper], {"S": 0.25, "M": 0.75}, 0.9, -1.0)
    assert index[0] == pytest.approx(1 / (0.25 / 0.9 + 0.75 / 0.4))
    # a series without sizes: the window's mean discount for the whole variant
    sizeless = forecast_prices.PriceWindow(as_of, date(2026, 3, 8), {"S": 20.0, "M": 40.0})
    index = forecast_prices.planned_week_index(as_of, 1, [sizeless], {"-": 1.0}, 1.0, -2.0)
    assert index[0] == pytest.approx(0.7)
    assert forecast_prices.planned_week_index(as_of, 2, [window], {"M": 1.0}, 0.8, 0.0).tolist() == [0.8, 0.8]


def test_a_markdown_running_on_as_of_is_not_the_price_after_it_ends():
    from datetime import date

    as_of = date(2026, 3, 2)  # a Monday; past week 5 of 6 = Feb 23..Mar 1, week 4 = Feb 16..22
    running = forecast_prices.PriceWindow(date(2026, 2, 20), date(2026, 3, 15), {"M": 40.0})
    assert forecast_prices.covered_weeks(as_of, 6, [running]).tolist() == [False, False, False, False, True, True]
    on_as_of = forecast_prices.PriceWindow(as_of, date(2026, 3, 8), {"M": 10.0})
    assert not forecast_prices.covered_weeks(as_of, 3, [on_as_of]).any()  # starts on asOf: no past week
    last_week = forecast_prices.PriceWindow(date(2026, 2, 23), date(2026, 2, 23), {"M": 10.0})  # the first day of the last week
    assert forecast_prices.covered_weeks(as_of, 3, [last_week]).tolist() == [False, False, True]
    week_before = forecast_prices.PriceWindow(date(2026, 2, 16), date(2026, 2, 22), {"M": 10.0})  # exactly the week before it
    assert forecast_prices.covered_weeks(as_of, 3, [week_before]).tolist() == [False, True, False]
    past = np.array([1.0, 0.95, 1.0, 0.9, 0.6, 0.6])  # the two marked-down weeks sold at 0.6
    units = np.array([3.0, 2.0, 0.0, 4.0, 9.0, 8.0])
    # the last 4 weeks no window touches are weeks 0..3; week 2 sold nothing: mean(1, 0.95, 0.9)
    current = forecast_prices.current_index(past, units, forecast_prices.covered_weeks(as_of, 6, [running]))
    assert current == pytest.approx(0.95)
    no_window = np.zeros(6, dtype=bool)
    assert forecast_prices.current_index(past, units, no_window) == pytest.approx(0.7)  # no window: the last 4 weeks
    assert forecast_prices.current_index(past, units, np.ones(6, dtype=bool)) == 1.0  # every week marked down: regular
    index = forecast_prices.planned_week_index(as_of, 3, [running], {"M": 1.0}, current, -1.0)
    assert index.tolist() == pytest.approx([0.6, 0.6, 0.95])  # 40% off to Mar 15, then back to 0.95


def test_the_regular_price_weights_each_sizes_retail_price_by_the_size_curve():
    # XL is dearer than S and M; the curve sells 0.5 S, 0.3 M, 0.2 XL: 0.5 x 20 + 0.3 x 20 + 0.2 x 30 = 22
    assert (
        forecast_prices.regular_price([{"S": 20.0, "M": 20.0}, {"XL": 30.0, "M": 18.0}], {"S": 0.5, "M": 0.3, "XL": 0.2}) == 22.0
    )
    assert forecast_prices.regular_price([{"XXL": 30.0, "XXXL": 40.0}], {"S": 1.0}) == 35.0  # no size of the curve: the mean
    assert forecast_prices.regular_price([{"S": 20.0}], {"S": 0.4, "M": 0.6}) == 20.0  # only the priced sizes weigh
    assert forecast_prices.regular_price([{}, {"S": 0.0}], {"S": 1.0}) is None


def test_a_markdown_of_an_unsold_size_moves_only_that_size_and_the_lift_is_capped():
    from datetime import date

    as_of = date(2026, 3, 2)
    clearance = forecast_prices.PriceWindow(as_of, date(2026, 3, 8), {"XXL": 50.0})  # XXL sold nothing: not in the curve
    assert forecast_prices.planned_week_index(as_of, 1, [clearance], {"S": 0.5, "M": 0.5}, 1.0, -2.0).tolist() == [1.0]
    steep = forecast_prices.price_forecast(np.full(20, 2.0), 2, np.ones(20), np.array([1.0, 0.3]), -6.0)
    assert steep.mean[1] == pytest.approx(steep.mean[0] * forecast_prices.MAX_PRICE_LIFT)  # not 0.3^-6 = 1,372x
