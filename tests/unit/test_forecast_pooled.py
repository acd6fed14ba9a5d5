"""The pooled forecasting model (domain/forecasts/pooled.py), its gate in the selection
(selection.forecast's ``pooled``) and the level robust to past promotion spikes (robust.py):
hand-checkable cases and agreement with numpy's least squares (decision 0045)."""

from __future__ import annotations

import numpy as np
import pytest
from inventory_planning.domain.forecasts import methods, pooled, selection
from inventory_planning.domain.forecasts import prices as forecast_prices
from inventory_planning.domain.forecasts.prices import price_forecast
from inventory_planning.domain.forecasts.robust import promoted_weeks, robust_history
from inventory_planning.domain.forecasts.selection import POOLED_SUFFIX, PooledPaths, backtest_origins

WIDTH = 2 * len(pooled.FEATURES)


def _rows(seed: int, count: int = 60) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    regressors = rng.normal(size=(count, WIDTH)) * rng.uniform(0.5, 3.0, WIDTH) + rng.normal(size=WIDTH)
    target = rng.normal(size=count) + regressors[:, 0] - 0.5 * regressors[:, 3]
    return regressors, target, rng.uniform(0.2, 2.0, count)


def _predict(model: dict, regressors: np.ndarray) -> np.ndarray:
    mu, sd, beta = (np.asarray(model[k]) for k in ("mu", "sd", "beta"))
    return beta[0] + ((regressors - mu) / sd) @ beta[1:]


def test_ridge_without_penalty_is_weighted_least_squares():
    regressors, target, weight = _rows(3)
    sums = pooled.RidgeSums()
    sums.add(regressors[:25], target[:25], weight[:25])  # two chunks add up to one fit
    sums.add(regressors[25:], target[25:], weight[25:])
    model = sums.solve(alpha=0.0)
    design = np.column_stack([np.ones(len(regressors)), regressors]) * np.sqrt(weight)[:, None]
    beta = np.linalg.lstsq(design, target * np.sqrt(weight), rcond=None)[0]
    expected = np.column_stack([np.ones(len(regressors)), regressors]) @ beta
    assert _predict(model, regressors) == pytest.approx(expected, abs=1e-8)


def test_ridge_penalty_matches_the_augmented_least_squares():
    regressors, target, weight = _rows(5)
    alpha, n = 0.3, len(regressors)
    sums = pooled.RidgeSums()
    sums.add(regressors, target, weight)
    model = sums.solve(alpha=alpha)
    mu, sd = regressors.mean(axis=0), regressors.std(axis=0)
    z = np.column_stack([np.ones(n), (regressors - mu) / sd]) * np.sqrt(weight / weight.mean())[:, None]
    penalty = np.sqrt(alpha * n) * np.eye(WIDTH + 1)[1:]  # no penalty on the intercept
    beta = np.linalg.lstsq(np.vstack([z, penalty]), np.concatenate([target * np.sqrt(weight / weight.mean()), np.zeros(WIDTH)]),
                           rcond=None)[0]  # fmt: skip
    assert np.asarray(model["mu"]) == pytest.approx(mu)
    assert np.asarray(model["beta"]) == pytest.approx(beta, abs=1e-9)


def test_ridge_without_rows_raises():
    with pytest.raises(ValueError, match="no training rows"):
        pooled.RidgeSums().solve()


def test_a_flat_panel_is_forecast_flat_by_hand():
    # every week 5: target / level is 1 in every row, every feature constant (standardised to 0):
    # the intercept is 1, the forecast 1 x the level 5, at every step (past step 8: step 8's model)
    y = np.full((3, 30), 5.0)
    sums: dict = {}
    pooled.accumulate(sums, y)
    model = pooled.fit(sums)
    assert sorted(model["steps"], key=int) == [str(k) for k in range(1, 9)]
    assert model["steps"]["1"]["beta"][0] == pytest.approx(1.0)
    assert pooled.predict(model, y, 30, 12) == pytest.approx(np.full((3, 12), 5.0))
    backtest, ahead = pooled.panel_paths(model, y, 10)
    assert backtest.shape == (3, 6, 8) and ahead.shape == (3, 10)
    paths = pooled.series_paths(backtest[0], ahead[0], 20, 30)  # a history of 10 weeks: too short for an origin
    assert paths.backtest.shape == (0, 8)


def test_the_gate_takes_the_pooled_model_where_its_backtest_is_better():
    rng = np.random.default_rng(2)
    y = rng.poisson(4.0, 40).astype(float)
    origins = backtest_origins(y.size, 8, 6)
    truth = np.vstack([y[o : o + 8] for o in origins])
    alone = selection.forecast(y, 10)
    good = selection.forecast(y, 10, pooled=PooledPaths(truth, np.full(10, 7.0)))  # a pooled model that knew the backtest's weeks
    assert good.algorithm == alone.algorithm + POOLED_SUFFIX
    assert good.mean == pytest.approx((alone.mean + 7.0) / 2)
    bad = selection.forecast(y, 10, pooled=PooledPaths(truth + 50.0, np.full(10, 7.0)))
    assert bad.algorithm == alone.algorithm and bad.mean == pytest.approx(alone.mean)
    short = selection.forecast(y[:12], 3, pooled=PooledPaths(np.empty((0, 8)), np.full(3, 7.0)))  # no backtest: no gate
    assert POOLED_SUFFIX not in short.algorithm


def test_price_forecast_at_regular_price_passes_the_pooled_paths_through():
    rng = np.random.default_rng(4)
    y = rng.poisson(3.0, 36).astype(float)
    truth = np.vstack([y[o : o + 8] for o in backtest_origins(y.size, 8, 6)])
    paths = PooledPaths(truth, np.full(5, 2.0))
    priced = price_forecast(y, 5, np.ones(y.size), np.ones(5), -1.5, pooled=paths)
    plain = selection.forecast(y, 5, pooled=paths)
    assert priced.mean == pytest.approx(plain.mean)
    assert POOLED_SUFFIX in priced.algorithm


def test_a_promoted_spike_is_capped_at_the_typical_week():
    units = np.array([2.0, 3.0, 2.0, 12.0, 2.0, 0.0, 3.0])
    value = np.array([20.0, 30.0, 20.0, 84.0, 20.0, 0.0, 30.0])  # 10 a unit, 7 in the spike's week (70%)
    mask, typical = promoted_weeks(units, value)
    assert mask.tolist() == [False, False, False, True, False, False, False]
    assert typical == 2.0  # median of 2, 3, 2, 2, 3
    clean, capped = robust_history(units, value)
    assert clean.tolist() == [2.0, 3.0, 2.0, 2.0, 2.0, 0.0, 3.0] and capped == 1
    # the level follows: after the spike, SES (alpha 0.5) on the capped history is 2.125, on the raw one 7.125
    assert methods.ses(clean[:4], 1, alpha=0.5)[0] == 2.125 and methods.ses(units[:4], 1, alpha=0.5)[0] == 7.125


def test_a_spike_at_full_price_or_a_cut_without_lift_is_kept():
    units = np.array([2.0, 2.0, 12.0, 2.0, 2.0])
    at_price = units * 10.0  # the spike at the regular price: demand, not a promotion
    assert not promoted_weeks(units, at_price)[0].any()
    cut = np.array([20.0, 20.0, 120.0, 14.0, 20.0])  # a 30% cut that sold the typical 2: nothing to cap
    assert promoted_weeks(units, cut)[0].tolist() == [False] * 5
    assert robust_history(units, np.zeros(5))[1] == 0  # no price seen: left alone
    with pytest.raises(ValueError, match="same weeks"):
        promoted_weeks(units, np.zeros(3))


def test_the_robust_forecast_scores_on_what_sold():
    units = np.array([2.0, 3.0, 2.0, 12.0, 2.0, 3.0] * 4)
    value = units * 10.0
    value[3::6] = 84.0  # every spike at 70% of the price
    clean, _ = robust_history(units, value)
    robust = selection.forecast(clean, 4, actual=units)
    raw = selection.forecast(units, 4)
    blind = selection.forecast(clean, 4)  # scored against the capped history: an interval that never saw a spike
    assert robust.mean[0] < raw.mean[0]
    assert robust.upper[0] - robust.mean[0] > blind.upper[0] - blind.mean[0]


def test_the_organization_gate_by_hand():
    history = np.array([[1.0, 3.0, 1.0, 3.0], [2.0, 4.0, 2.0, 4.0]])  # each series' scale 4; the total 3, 7, 3, 7: 16
    actual = np.array([[2.0, 2.0], [3.0, 3.0]])
    today = np.array([[4.0, 4.0], [3.0, 3.0]])  # series 0 off by 2: RMSSE 1; series 1 exact: 0; total off by 2: 0.5
    better = np.array([[3.0, 3.0], [3.0, 3.0]])  # series 0 off by 1: 0.5; total 0.25
    levels = {"series": [0, 1], "total": ["all", "all"]}
    found = pooled.gate(actual, today, better, history, np.array([1.0, 3.0]), levels)
    assert found == {"used": True, "today": {"series": 0.25, "total": 0.5}, "pooled": {"series": 0.125, "total": 0.25}}
    worse_total = np.array([[3.0, 3.0], [5.0, 5.0]])  # series 1 off by 2 (1.0): the series level 0.875 > 0.25
    assert pooled.gate(actual, today, worse_total, history, np.array([1.0, 3.0]), levels)["used"] is False
    assert pooled.gate(actual, today, better, np.ones((2, 4)), np.ones(2), levels)["used"] is False  # no scale anywhere
    slightly = np.array([[3.95, 3.95], [3.0, 3.0]])  # the total 0.4875: 2.5% better, under the 3% margin
    assert pooled.gate(actual, today, slightly, history, np.array([1.0, 3.0]), levels)["used"] is False
    assert pooled.gate(actual, today, slightly, history, np.array([1.0, 3.0]), levels, margin=0.0)["used"] is True


def test_price_forecast_caps_promoted_weeks_the_calendar_did_not_flag():
    units = np.array([2.0, 3.0, 2.0, 12.0, 2.0, 3.0] * 4)
    promoted = np.zeros(units.size, dtype=bool)
    promoted[3::6] = True
    ones = np.ones(units.size)
    plain = price_forecast(units, 4, ones, np.ones(4), 0.0)
    capped = price_forecast(units, 4, ones, np.ones(4), 0.0, promoted=promoted)
    assert capped.mean == pytest.approx(selection.forecast(np.where(promoted, 2.0, units), 4, actual=units).mean)  # median 2
    assert capped.mean[0] < plain.mean[0]
    flagged = forecast_prices.Promotions(
        np.column_stack([promoted.astype(float), np.zeros(units.size)]), np.zeros((4, 2)), (0.0, 0.0)
    )
    kept = price_forecast(units, 4, ones, np.ones(4), 0.0, promotions=flagged, promoted=promoted)
    assert kept.mean == pytest.approx(plain.mean)  # the calendar flagged those weeks: left to its lift


def test_a_shard_takes_the_pooled_paths_only_when_the_gate_let_them_in():
    from datetime import date
    from types import SimpleNamespace

    from inventory_planning.services.forecasts import pooled as service

    rng = np.random.default_rng(9)
    weeks = service.LOOKBACK_WEEKS
    keys = [("V1", "S1"), ("V2", "S1")]
    series = {k: np.concatenate([np.zeros(10), rng.poisson(3.0, weeks - 10).astype(float)]) for k in keys}
    h = SimpleNamespace(series=series, values={k: 10.0 * y for k, y in series.items()}, first_sale=dict.fromkeys(keys, 10),
                        catalogue=dict.fromkeys(keys, ("B", "P")))  # fmt: skip
    sums: dict = {}
    pooled.accumulate(sums, np.vstack(list(series.values())), anchors=20)
    model = pooled.fit(sums) | {"gate": {"used": False}}
    curve = lambda h, key: ({"-": 1.0}, True)  # noqa: E731
    assert service.shard_pooled(model, h, date(2026, 1, 5), None, curve) is None  # the gate kept today's forecasts
    found = service.shard_pooled(model | {"gate": {"used": True}}, h, date(2026, 1, 5), None, curve)
    assert found is not None
    paths = service.paths_of(found, h, keys[0])
    assert paths.backtest.shape == (6, 8) and paths.ahead.shape == (53,)
    planned = SimpleNamespace(flags=np.zeros((53, 2)), index=np.full(53, 1.0))
    priced = service.paths_of(found, h, keys[0], planned)
    assert priced.ahead.shape == (53,) and np.all(priced.ahead >= 0)
