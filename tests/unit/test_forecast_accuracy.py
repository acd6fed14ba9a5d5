"""The M5 scores of domain/forecasts/accuracy.py against hand-computed cases (Makridakis, Spiliotis &
Assimakopoulos 2022; M5 Competitors' Guide): RMSSE, WRMSSE over a two-level hierarchy, scaled pinball,
coverage."""

from __future__ import annotations

import math

import numpy as np
import pytest
from inventory_planning.domain.forecasts import accuracy as a


def test_rmsse_by_hand_from_the_first_sale():
    # history from its first sale: [2, 4, 3]; one-step differences 2, -1; scale (4 + 1) / 2 = 2.5
    # errors 3 - 4 = -1 and 5 - 4 = 1: mean squared error (1 + 1) / 2 = 1; RMSSE = sqrt(1 / 2.5)
    assert a.rmsse(np.array([3.0, 5.0]), np.array([4.0, 4.0]), np.array([0.0, 0.0, 2.0, 4.0, 3.0])) == pytest.approx(
        math.sqrt(0.4)
    )
    # the leading zeros do not count: with them the scale would be (0 + 4 + 4 + 1) / 4 = 2.25
    assert a.naive_scale(np.array([0.0, 0.0, 2.0, 4.0, 3.0]), 2) == pytest.approx(2.5)
    # a perfect forecast scores 0; the naive forecast of a random walk about 1
    assert a.rmsse(np.array([1.0, 2.0]), np.array([1.0, 2.0]), np.array([1.0, 2.0])) == 0.0


@pytest.mark.parametrize("history", [[0.0, 0.0, 3.0, 3.0, 3.0], [0.0, 0.0, 0.0], [0.0, 5.0], []])
def test_a_history_that_never_changes_after_its_first_sale_has_no_rmsse(history):
    assert a.rmsse(np.array([1.0]), np.array([2.0]), np.array(history)) is None
    assert a.scaled_pinball(np.array([1.0]), np.array([2.0]), 0.9, np.array(history)) is None


def test_scaled_pinball_by_hand():
    history = np.array([2.0, 4.0, 3.0])  # mean absolute one-step difference (2 + 1) / 2 = 1.5
    actual, quantile = np.array([3.0, 5.0]), np.array([2.0, 4.0])  # the actual above the quantile by 1 twice
    assert a.scaled_pinball(actual, quantile, 0.9, history) == pytest.approx(0.9 / 1.5)  # 0.9 x 1 per period
    assert a.scaled_pinball(actual, quantile, 0.1, history) == pytest.approx(0.1 / 1.5)
    # below the quantile by 1 and above by 1: (0.1 x 1 + 0.9 x 1) / 2 = 0.5 at tau 0.9
    assert a.pinball(np.array([3.0, 5.0]), np.array([4.0, 4.0]), 0.9) == pytest.approx(0.5)
    with pytest.raises(ValueError):
        a.pinball(actual, quantile, 1.0)


def test_coverage_counts_the_bounds_as_inside():
    actual = np.array([1.0, 2.0, 3.0, 4.0])
    # 1 in [1, 1] yes; 2 in [3, 4] no; 3 in [0, 3] yes; 4 in [5, 6] no -> 2 of 4
    assert a.coverage(actual, np.array([1.0, 3.0, 0.0, 5.0]), np.array([1.0, 4.0, 3.0, 6.0])) == 0.5
    with pytest.raises(ValueError):
        a.coverage(actual, np.zeros(3), np.zeros(4))


def test_wrmsse_over_a_two_level_hierarchy_by_hand():
    history = np.array([[1.0, 3.0, 2.0], [2.0, 2.0, 4.0], [5.0, 5.0, 5.0]])
    actual = np.array([[2.0, 2.0], [4.0, 6.0], [5.0, 5.0]])
    forecast = np.array([[3.0, 2.0], [4.0, 4.0], [5.0, 5.0]])
    value = np.array([30.0, 10.0, 60.0])
    levels = {"series": ["A", "B", "C"], "total": ["all"] * 3}
    result = a.wrmsse(actual, forecast, history, value, levels)
    # A: scale (4 + 1) / 2 = 2.5, errors -1, 0 -> MSE 0.5, RMSSE sqrt(0.2) = 0.44721
    # B: scale (0 + 4) / 2 = 2, errors 0, 2 -> MSE 2, RMSSE 1
    # C: history constant -> no scale: left out, its weight shared by A (30/40) and B (10/40)
    series_level = 0.75 * math.sqrt(0.2) + 0.25 * 1.0
    # total: history [8, 10, 11] -> scale (4 + 1) / 2 = 2.5; actual [11, 13] vs [12, 11]: errors -1, 2
    # -> MSE 2.5 -> RMSSE 1 (the one series of its level, weight 1)
    assert result.levels == pytest.approx({"series": series_level, "total": 1.0})
    assert result.score == pytest.approx((series_level + 1.0) / 2)  # = 0.79271, levels weighted equally
    assert result.series == {"series": 3, "total": 1} and result.left_out == {"series": 1, "total": 0}


def test_wrmsse_rejects_keys_that_do_not_match_the_series():
    ones = np.ones((2, 2))
    with pytest.raises(ValueError):
        a.wrmsse(ones, ones, np.array([[1.0, 2.0], [2.0, 1.0]]), np.ones(2), {"total": ["all"]})
    with pytest.raises(ValueError):  # nothing to score: every history constant
        a.wrmsse(ones, ones, ones, np.ones(2), {"total": ["all", "all"]})
