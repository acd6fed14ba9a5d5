"""The replay's money and frontier (issue 36; domain/replays/economics.py and results.py): a replay with
policy variants on a three-position fixture, every figure worked by hand, the unit cost where a position
has none, the frontier's interpolation, and the assumptions the result states."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from inventory_planning.domain.replays.economics import AT_COST, FROM_PRICE, UNVALUED, Economics, unit_cost
from inventory_planning.domain.replays.inputs import Position, ReplayInput
from inventory_planning.domain.replays.policies import (
    ChainRecommendations,
    MinMaxPolicy,
    RecommendationsPolicy,
    RestockRecommendation,
    hold,
)
from inventory_planning.domain.replays.results import interpolate, replay

FIRST = date(2024, 6, 3)


def day(n: int) -> date:
    return FIRST + timedelta(days=n)


A = Position(variant_id="va", size="M", shop_id="s1", unit_cost=4.0, unit_price=10.0)
B = Position(variant_id="vb", size="L", shop_id="s1", unit_cost=None, unit_price=20.0)  # cost from price: 20 x 0.5 = 10
C = Position(variant_id="vc", size="S", shop_id="s1")  # neither cost nor price: unvalued


def fixture() -> ReplayInput:
    """4 days, one review (day 0). A: opening 2, 1 unit demanded a day (and each of the 28 days
    before), no recorded value (price 10), lead time 1. B: opening 3, 2 units demanded on day 1 sold
    for 30 (15 a unit). C: opening 5, no demand. Holding cost 36.5% a year: 0.001 a currency unit of
    stock a day; default gross margin 50%."""
    history = {day(-n): 1.0 for n in range(1, 29)}
    return ReplayInput(
        first=FIRST, last=day(3), positions=(A, B, C), opening_stock={A.key: 2, B.key: 3, C.key: 5},
        demand={A.key: {**history, **{day(n): 1.0 for n in range(4)}}, B.key: {day(1): 2.0}},
        sale_value={B.key: {day(1): 30.0}}, lead_time_days={A.key: 1, B.key: 1, C.key: 1},
        economics=Economics(holding_cost_rate_per_year=0.365, holding_cost_rate_source="ORGANIZATION", currency="EUR"),
    )  # fmt: skip


def restock_a(when: date, view) -> ChainRecommendations:
    """The chain's stand-in: 3 units of A, received 2 days after the review."""
    return ChainRecommendations(restocks=(RestockRecommendation("va", "s1", {"M": 3}, 2),))


def test_the_unit_cost_is_the_cost_else_the_price_less_the_default_margin():
    assert unit_cost(4.0, 10.0, 50) == (4.0, AT_COST)
    assert unit_cost(None, 20.0, 50) == (10.0, FROM_PRICE)
    assert unit_cost(0.0, 20.0, 40) == (pytest.approx(12.0), FROM_PRICE)  # a cost of 0 is no cost
    assert unit_cost(None, None, 50) == (0.0, UNVALUED)


def test_min_max_variants_order_up_to_their_weeks_of_cover():
    assert MinMaxPolicy.weeks(4) == MinMaxPolicy()  # the bare "min-max"
    six = MinMaxPolicy.weeks(6)
    assert (six.cover_days, six.reorder_days, six.cover_weeks) == (42, 21, 6)
    assert MinMaxPolicy.weeks(3).reorder_days == 10.5  # under W / 2 weeks: 1.5 weeks


def test_a_replay_with_policy_variants_and_its_money_worked_by_hand():
    policies = {
        "hold": hold, "min-max:1w": MinMaxPolicy.weeks(1), "min-max:2w": MinMaxPolicy.weeks(2),
        "recommendations:sl=0.9": RecommendationsPolicy(restock_a, service_level=0.9),
    }  # fmt: skip
    result = replay(fixture(), policies)
    assert list(result.results) == list(policies)
    t = {label: r.totals for label, r in result.results.items()}

    # hold. A: closes 1, 0, 0, 0; sells 2 of 4 at 10 (cost 4): margin 2 x 6 = 12.
    # B: closes 3, 1, 1, 1; sells 2 at 15 (cost 10 from its price): margin 2 x 5 = 10. C: 5 a day, cost 0.
    # holding: sum closing x cost = A 1 x 4 + B 6 x 10 + C 0 = 64, x 0.365 / 365 = 0.064
    hold_totals = t["hold"]
    assert hold_totals.gross_margin == pytest.approx(22.0)
    assert hold_totals.holding_cost == pytest.approx(0.064)
    assert hold_totals.profit == pytest.approx(21.936)
    assert hold_totals.fill_rate_units == pytest.approx(4 / 6)
    assert hold_totals.average_stock_units == pytest.approx((1 + 6 + 20) / 4)

    # min-max:1w on day 0: A sold 28 units in the 28 days before: 1 a day; S = 7, s = 3.5; on hand 2 < 3.5:
    # order 7 - 2 = 5, received day 1. A closes 1, 5, 4, 3 (13 unit-days, x 4 = 52) and sells its 4.
    # B and C sold nothing before: no order. margin 4 x 6 + 10 = 34; holding (52 + 60) x 0.001 = 0.112
    one = t["min-max:1w"]
    assert (one.units_ordered, one.fill_rate_units) == (5, 1.0)
    assert (one.gross_margin, one.holding_cost, one.profit) == (pytest.approx(34), pytest.approx(0.112), pytest.approx(33.888))
    # min-max:2w: S = 14, s = 7: order 12. A closes 1, 12, 11, 10 (34 unit-days, x 4 = 136): holding 0.196
    two = t["min-max:2w"]
    assert (two.units_ordered, two.holding_cost, two.profit) == (12, pytest.approx(0.196), pytest.approx(33.804))
    assert two.average_stock_units == pytest.approx((34 + 6 + 20) / 4)

    # recommendations:sl=0.9: 3 units of A received day 2. A closes 1, 0, 2, 1 (4 unit-days: 16) and
    # sells its 4 (the day-1 unit from the last one on hand). margin 34; holding (16 + 60) x 0.001 = 0.076
    rec = t["recommendations:sl=0.9"]
    assert (rec.lost_units, rec.gross_margin, rec.holding_cost, rec.profit) == (
        0, pytest.approx(34), pytest.approx(0.076), pytest.approx(33.924),
    )  # fmt: skip
    # markdowns stay their own figures, out of the profit
    assert rec.markdown_units == 0 and rec.markdown_value == 0

    # the weeks, shops and brands carry the money too; the weeks add up to the totals
    assert sum(w.figures.profit for w in result.results["min-max:1w"].by_week) == pytest.approx(one.profit)
    assert result.results["min-max:1w"].by_shop[0].figures.gross_margin == pytest.approx(34)

    wire = result.document()
    assert wire["results"]["hold"]["totals"]["profit"] == pytest.approx(21.936)
    assert {k: wire["results"]["hold"]["totals"][k] for k in ("grossMargin", "holdingCost")} == {
        "grossMargin": pytest.approx(22), "holdingCost": pytest.approx(0.064),
    }  # fmt: skip
    frontier = {p["label"]: p for p in wire["frontier"]}
    assert list(frontier) == list(policies)
    assert frontier["min-max:2w"] == {
        "label": "min-max:2w", "policy": "min-max", "coverWeeks": 2, "serviceLevel": None, "averageStockUnits": 15.0,
        "fillRateUnits": 1.0, "profit": pytest.approx(33.804), "frontierFillRateUnits": None,
    }  # fmt: skip
    assert (frontier["recommendations:sl=0.9"]["policy"], frontier["recommendations:sl=0.9"]["serviceLevel"]) == (
        "recommendations",
        0.9,
    )
    # recommendations holds 7.5 units on average: below min-max's stock range (9.75 .. 15): no frontier to compare
    assert frontier["recommendations:sl=0.9"]["frontierFillRateUnits"] is None
    assert frontier["hold"]["policy"] == "hold" and frontier["hold"]["coverWeeks"] is None

    assert wire["assumptions"] | {"unitCost": "", "price": "", "holdingCost": "", "markdowns": ""} == {
        "holdingCostRatePerYear": 0.365, "holdingCostRateSource": "ORGANIZATION", "defaultGrossMarginPct": 50.0,
        "defaultGrossMarginPctSource": "DEFAULT", "currency": "EUR", "positionsAtUnitCost": 1,
        "positionsAtPriceLessDefaultMargin": 1, "positionsUnvalued": 1, "days": 4,
        "unitCost": "", "price": "", "holdingCost": "", "markdowns": "",
    }  # fmt: skip


def test_the_frontier_is_min_maxs_points_joined_by_straight_lines():
    line = [(10.0, 0.5), (20.0, 0.7), (40.0, 0.9)]
    assert interpolate(line, 15.0) == pytest.approx(0.6)
    assert interpolate(line, 30.0) == pytest.approx(0.8)
    assert interpolate(line, 20.0) == pytest.approx(0.7)
    assert interpolate(line, 9.0) is None and interpolate(line, 41.0) is None  # no extrapolation
    assert interpolate(line[:1], 10.0) is None
