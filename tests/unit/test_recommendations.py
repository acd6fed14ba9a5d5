"""Restock, markdown and rebalance formulas (domain/recommendations/), by hand-computed cases."""

from __future__ import annotations

import pytest
from inventory_planning.domain import recommendations as r


def test_service_factor_and_supplier_rounding():
    assert r.service_factor(0.95) == pytest.approx(1.6449, abs=1e-4)
    assert r.service_factor(0.5) == pytest.approx(0.0, abs=1e-12)
    with pytest.raises(ValueError):
        r.service_factor(1.0)
    assert r.round_to_supplier(0.2, moq=6, pack=4) == 8  # 1 piece -> MOQ 6 -> packs of 4
    assert r.round_to_supplier(13.1, moq=6, pack=None) == 14
    assert r.round_to_supplier(0, moq=6, pack=4) == 0 and r.round_to_supplier(-3, None, None) == 0


def test_split_by_the_size_curve_adds_up():
    assert r.split_by_curve(10, {"S": 0.2, "M": 0.5, "L": 0.3}) == {"S": 2, "M": 5, "L": 3}
    assert r.split_by_curve(7, {"S": 0.5, "M": 0.5}) == {"M": 4, "S": 3}  # a tie: the label decides, M first
    assert r.split_by_curve(22, {"M": 0.75, "L": 0.25}) == {"M": 17, "L": 5}  # 16.5 / 5.5: the larger share
    assert r.split_by_curve(0, {"M": 1.0}) == {"M": 0}


def test_broken_size_runs():
    assert r.broken_size_run({"S": 0, "M": 0, "L": 3}, {"S": 0.1, "M": 0.5, "L": 0.4}) == ["M"]  # S is not core
    assert r.broken_size_run({"S": 0, "M": 0}, {"S": 0.5, "M": 0.5}) == []  # all out: a stock-out, not a broken run


def test_restock_orders_each_size_up_to_its_own_level():
    why = r.Why()
    by_size = r.restock({"M": 17, "L": 5}, on_hand={"M": 2, "L": 1}, on_order={"M": 1}, why=why)
    assert by_size == {"M": 14, "L": 4}  # M: 17 - 2 - 1; L: 5 - 1
    steps = {s["step"]: s["value"] for s in why.formula}
    assert steps["needBySize"] == {"L": 4.0, "M": 14.0} and steps["orderQuantity"] == 18
    assert r.restock({"M": 2}, on_hand={"M": 5}, on_order={}) == {"M": 0}  # covered: nothing to order
    assert sum(r.restock({"M": 17, "L": 5}, {"M": 2, "L": 1}, {"M": 1}, units=r.OrderUnits(moq=30, pack=12)).values()) == 36


def test_elasticity_by_least_squares_on_logs():
    prices = [100, 90, 80, 100, 70, 95, 85, 75, 60, 100]
    units = [100 * (p / 100) ** -2 for p in prices]
    beta, n = r.elasticity(prices, units)
    assert beta == pytest.approx(-2.0) and n == 10
    assert r.elasticity(prices[:5], units[:5]) is None  # too few observations
    assert r.elasticity([100] * 10, [3] * 10) is None  # the price never moved
    assert r.elasticity(prices, [100 * (p / 100) ** 2 for p in prices])[0] == 0.0  # clipped: demand does not fall with a discount


def test_pooled_elasticity_is_fitted_within_each_group():
    # two products answer their own price moves with b = -1; the dear one sells half as much at
    # ten times the price, so a fit across them (no demeaning) sees b = log(0.5) / log(10) = -0.3
    cheap = [10, 9, 8, 10, 9, 7]
    dear = [100, 90, 80, 100, 90, 70]
    prices = cheap + dear
    units = [100 * (p / 10) ** -1 for p in cheap] + [50 * (p / 100) ** -1 for p in dear]
    groups = ["cheap"] * 6 + ["dear"] * 6
    beta, n = r.elasticity(prices, units, groups)
    assert beta == pytest.approx(-1.0) and n == 12
    across, _ = r.elasticity(prices, units)
    assert across > -0.5  # the level difference swamps the price response
    # a group with one observation, or at one price (here 5 days at 50), shows no price move: not counted
    flat = ([50.0] * 5, [7.0, 3.0, 9.0, 1.0, 4.0], ["flat"] * 5)
    assert r.elasticity([*prices, 20, *flat[0]], [*units, 1, *flat[1]], [*groups, "alone", *flat[2]]) == (pytest.approx(-1.0), 12)
    # each group spends a degree of freedom on its mean: n - G >= 8
    assert r.elasticity(cheap[:5] + dear[:5], units[:5] + units[6:11], groups[:5] + groups[6:11])[1] == 10
    assert r.elasticity(cheap[:5] + dear[:4], units[:5] + units[6:10], groups[:5] + groups[6:10]) is None  # 9 - 2 < 8
    with pytest.raises(ValueError):
        r.elasticity(prices, units, groups[:-1])


def test_markdown_sells_the_excess_through_within_the_margin_floor():
    why = r.Why()
    assert r.markdown(30, 60, 100, 40, -2.0, why=why) == 20  # 60 x 0.8^-2 = 93.75 >= 90 to sell
    assert {s["step"] for s in why.formula} >= {"maxDiscount", "demandAtDiscount", "discountPercent"}
    assert r.markdown(30, 60, 100, 90, -2.0) == 10  # the cost of 90 allows 10% at most
    assert r.markdown(1000, 10, 100, None, -1.0) == 70  # never past the maximum discount
    assert r.markdown(30, 60, 100, 40, None) == r.FALLBACK_DISCOUNT_PCT
    assert r.markdown(30, 0, 100, 40, -2.0) == r.FALLBACK_DISCOUNT_PCT


def test_rebalance_covers_the_most_urgent_deficit_first_within_the_surplus():
    moves = r.rebalance({"A": 10}, {"B": (6, 2.0), "C": (8, 5.0)})
    assert moves == [("A", "B", 6), ("A", "C", 4)]
    assert r.rebalance({"A": 10}, {"B": (6, 2.0), "C": (8, 5.0)}, min_transfer=5) == [("A", "B", 6)]
    two = r.rebalance({"A": 3, "D": 9}, {"B": (10, 1.0)}, min_transfer=1)
    assert sum(q for *_, q in two) == 10 and all(q <= {"A": 3, "D": 9}[s] for s, _, q in two)
    moved = r.rebalance({"A": 3, "D": 9, "E": 1}, {"B": (10, 1.0), "C": (4, 3.0)}, min_transfer=2)
    assert moved and all(q >= 2 for *_, q in moved)
    assert sum(q for s, _, q in moved if s == "A") <= 3 and sum(q for s, _, q in moved if s == "D") <= 9
    assert r.rebalance({"A": 5}, {"A": (3, 1.0)}) == []  # a shop does not send to itself
    assert r.rebalance({}, {"B": (3, 1.0)}) == []


@pytest.mark.parametrize("values", [[7], [3, 9], [14, 10, 21, 10], [5, 5, 5, 30, 2], [1, 2, 3, 4, 5, 6]])
def test_the_median_of_counts_is_the_median_of_the_expanded_values(values):
    from collections import Counter
    from statistics import median

    from inventory_planning.domain.recommendations.restock import median_of_counts

    assert median_of_counts(list(Counter(values).items())) == median(values)
    with pytest.raises(ValueError):
        median_of_counts([])
