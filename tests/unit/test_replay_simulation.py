"""The decision replay's simulation core (domain/replay; issue 25; decision 0033) against
hand-computed cases: receipts, stock-outs and lost sales, censoring, transfers capped by the source,
min-max and hold, the recommendations adapter, the figures and their splits, the top lost positions,
the review-day fact boundary; and a property test of stock conservation."""

from __future__ import annotations

from datetime import date, timedelta

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from inventory_planning.domain.replays.inputs import (
    Decisions,
    Markdown,
    Order,
    Position,
    PositionKey,
    ReplayInput,
    ReviewView,
    Transfer,
)
from inventory_planning.domain.replays.policies import (
    ChainRecommendations,
    MarkdownRecommendation,
    MinMaxPolicy,
    RecommendationsPolicy,
    RestockRecommendation,
    TransferRecommendation,
    hold,
)
from inventory_planning.domain.replays.results import figures, policy_result, replay
from inventory_planning.domain.replays.simulation import simulate

FIRST = date(2024, 6, 3)


def day(n: int) -> date:
    """``FIRST + n`` days (n < 0: the history before the window)."""
    return FIRST + timedelta(days=n)


def pos(shop: str = "s1", *, variant: str = "v1", size: str = "M", brand: str | None = "b1", cost=4.0, price=10.0) -> Position:
    return Position(variant_id=variant, size=size, shop_id=shop, brand_id=brand, unit_cost=cost, unit_price=price)


class Scripted:
    """A fake policy: the decisions given per review day, and the views it was shown."""

    def __init__(self, by_day: dict[date, Decisions] | None = None) -> None:
        self.by_day = by_day or {}
        self.views: list[ReviewView] = []

    def __call__(self, when: date, view: ReviewView) -> Decisions:
        self.views.append(view)
        return self.by_day.get(when, Decisions())


def window(days: int, positions: tuple[Position, ...], **kw) -> ReplayInput:
    return ReplayInput(first=FIRST, last=day(days - 1), positions=positions, **kw)


def test_a_receipt_mid_window_refills_after_a_stock_out():
    p = pos()
    inp = window(6, (p,), opening_stock={p.key: 2}, demand={p.key: {day(n): 1 for n in range(6)}})
    policy = Scripted({FIRST: Decisions(orders=(Order(p.key, 5, day(3)),))})
    ledger = simulate(inp, policy)
    # day 0: 2 - 1 = 1; day 1: 1 - 1 = 0; day 2: demand 1, nothing on hand: lost 1; day 3: 0 + 5 received - 1 = 4;
    # day 4: 3; day 5: 2
    assert ledger.opening[0].tolist() == [2, 1, 0, 0, 4, 3]
    assert ledger.received[0].tolist() == [0, 0, 0, 5, 0, 0]
    assert ledger.sold[0].tolist() == [1, 1, 0, 1, 1, 1]
    assert ledger.closing[0].tolist() == [1, 0, 0, 4, 3, 2]
    t = policy_result("scripted", ledger).totals
    assert t.lost_units == 1
    assert t.fill_rate_units == pytest.approx(5 / 6)
    # stock-out days: demand > 0 and nothing left after selling: day 1 (sold its last unit) and day 2
    assert t.stockout_days == 2
    assert t.units_ordered == 5
    assert t.ending_stock_units == 2
    assert t.average_stock_units == pytest.approx((1 + 0 + 0 + 4 + 3 + 2) / 6)


def test_a_stock_out_loses_sales_and_a_recorded_zero_is_flagged_censored():
    p = pos()
    inp = window(
        2, (p,), opening_stock={p.key: 3}, demand={p.key: {day(0): 2, day(1): 4}}, recorded_stock={p.key: {day(0): 5, day(1): 0}}
    )
    result = policy_result("hold", simulate(inp, hold))
    # day 0: sold 2 of 2, 1 left; day 1: sold 1 of 4, lost 3, 0 left
    assert result.totals.lost_units == 3
    assert result.totals.stockout_days == 1
    assert result.totals.fill_rate_units == pytest.approx(3 / 6)
    # the real shop recorded 0 on hand on day 1: its demand of 4 there understates the true demand
    assert result.censored_demand_days == 1
    (top,) = result.top_lost_positions
    assert [(t.day, t.opening, t.demand, t.sold, t.lost, t.closing, t.censored) for t in top.trace] == [
        (day(0), 3, 2, 2, 0, 1, False),
        (day(1), 1, 4, 1, 3, 0, True),
    ]


def test_a_transfer_moves_the_next_day_capped_by_the_source_simulated_stock():
    a, b = pos("s1"), pos("s2")
    inp = window(3, (a, b), opening_stock={a.key: 3}, demand={a.key: {day(0): 1}, b.key: {day(1): 1}})
    # decided on day 0: 5 units s1 -> s2; they move on day 1, and s1 has only 3 - 1 = 2 left by then
    # decided on day 2 (the last day): due on day 3, after the window: never moved
    policy = Scripted(
        {FIRST: Decisions(transfers=(Transfer(a.key, b.key, 5),)), day(2): Decisions(transfers=(Transfer(b.key, a.key, 1),))}
    )
    ledger = simulate(window(3, (a, b), opening_stock=inp.opening_stock, demand=inp.demand, review_period_days=2), policy)
    assert ledger.moved_out[0].tolist() == [0, 2, 0]
    assert ledger.moved_in[1].tolist() == [0, 2, 0]
    # s1: 3 - 1 sold = 2; day 1: 2 - 2 moved = 0 (never negative). s2: 0 + 2 - 1 sold = 1
    assert ledger.closing.tolist() == [[2, 0, 0], [0, 1, 1]]
    result = policy_result("scripted", ledger)
    assert result.totals.units_moved == 2
    assert result.unmoved_transfer_units == 1
    assert result.totals.lost_units == 0


def _min_max_input(review_period_days: int) -> tuple[Position, Position, ReplayInput]:
    fast, slow = pos("s1"), pos("s2")
    history = {day(-n): 2.0 for n in range(1, 29)}  # 2 a day over the 28 days before FIRST: 56 units
    inp = window(
        7, (fast, slow),
        opening_stock={fast.key: 10, slow.key: 30},
        demand={fast.key: {**history, **{day(n): 2 for n in range(7)}}, slow.key: dict(history)},
        lead_time_days={fast.key: 3},
        review_period_days=review_period_days,
    )  # fmt: skip
    return fast, slow, inp


def test_min_max_orders_up_to_four_weeks_when_under_two_weeks_with_the_lead_time():
    fast, slow, inp = _min_max_input(review_period_days=3)
    policy = Scripted()

    def min_max(when: date, view: ReviewView) -> Decisions:
        policy(when, view)  # records the view
        return MinMaxPolicy()(when, view)

    ledger = simulate(inp, min_max)
    # day 0: r = 56 / 28 = 2 a day; s = 14 x 2 = 28, S = 28 x 2 = 56. fast: IP = 10 + 0 < 28: order 56 - 10 = 46,
    # received on day 0 + 3. slow: IP = 30 >= 28: nothing.
    assert ledger.ordered[:, 0].tolist() == [46, 0]
    assert ledger.received[0].tolist() == [0, 0, 0, 46, 0, 0, 0]
    # day 3 (a review, before its receipts): fast has 10 - 3 x 2 = 4 on hand and 46 on order: IP = 50 >= s = 28
    # (the 28 days before day 3 still sold 56): no order; on hand alone (4) would have ordered. Day 6: 44 on hand.
    assert ledger.ordered.sum() == 46
    # fast: 10, 8, 6, 4 -> +46 = 50 - 2 = 48, 46, 44, 42
    assert ledger.closing[0].tolist() == [8, 6, 4, 48, 46, 44, 42]
    assert [v.day for v in policy.views] == [day(0), day(3), day(6)]
    assert policy.views[1].on_order.tolist() == [46, 0]
    assert policy.views[1].on_hand.tolist() == [4, 30]


def test_min_max_default_lead_time_is_14_days_and_stays_on_order():
    fast, slow, inp = _min_max_input(review_period_days=7)
    inp = ReplayInput(**{**{f: getattr(inp, f) for f in inp.__dataclass_fields__}, "lead_time_days": {}})
    ledger = simulate(inp, MinMaxPolicy())
    # ordered 46 on day 0, due on day 14: after the 7-day window, counted as ordered, never received
    assert ledger.ordered.sum() == 46
    assert ledger.received.sum() == 0


def test_hold_orders_nothing():
    fast, slow, inp = _min_max_input(review_period_days=1)
    result = policy_result("hold", simulate(inp, hold))
    assert result.totals.units_ordered == 0
    assert result.totals.units_moved == 0
    # fast: 10 on hand for 7 x 2 = 14 demanded: sold 10, lost 4; slow: no demand in the window
    assert result.totals.lost_units == 4
    assert result.totals.fill_rate_units == pytest.approx(10 / 14)
    assert result.totals.ending_stock_units == 30


def test_fill_rates_average_stock_and_annualised_turns_by_hand():
    a = pos("s1", cost=4.0, price=10.0)
    b = pos("s2", cost=None, price=20.0)
    inp = window(
        2, (a, b), opening_stock={a.key: 3, b.key: 1}, demand={a.key: {day(0): 2, day(1): 2}}, sale_value={a.key: {day(0): 30.0}}
    )
    t = policy_result("hold", simulate(inp, hold)).totals
    # a: day 0 sells 2 of 2 at the recorded 30 / 2 = 15 a unit; day 1 sells 1 of 2 at its price 10 (no recorded value)
    assert t.fill_rate_units == pytest.approx(3 / 4)
    assert t.fill_rate_value == pytest.approx((2 * 15 + 1 * 10) / (2 * 15 + 2 * 10))  # 40 / 50 = 0.8
    # closing: a 1 then 0, b 1 and 1: (1 + 1 + 0 + 1) / 2 days = 1.5 units; at cost, else price: (4 + 20 + 0 + 20) / 2 = 22
    assert t.average_stock_units == pytest.approx(1.5)
    assert t.average_stock_value == pytest.approx(22.0)
    # cost of goods sold 3 x 4 = 12; turns = 12 / 22 x 365 / 2
    assert t.cost_of_goods_sold == pytest.approx(12.0)
    assert t.turns == pytest.approx(12 / 22 * 365 / 2)


def test_turns_and_fill_rates_are_none_without_stock_or_demand():
    p = pos()
    t = policy_result("hold", simulate(window(3, (p,)), hold)).totals
    assert (t.fill_rate_units, t.fill_rate_value, t.turns) == (None, None, None)


def _split_input() -> ReplayInput:
    rng = np.random.default_rng(7)
    positions = tuple(
        pos(shop, variant=f"v{v}", size=size, brand=brand)
        for shop in ("s1", "s2", "s3")
        for v, brand in ((1, "b1"), (2, "b2"), (3, None))
        for size in ("S", "M")
    )
    demand = {p.key: {day(n): float(rng.integers(0, 4)) for n in range(-28, 10)} for p in positions}
    opening = {p.key: float(rng.integers(0, 12)) for p in positions}
    values = {p.key: {day(n): 9.0 * demand[p.key][day(n)] for n in range(0, 10, 2)} for p in positions}
    return window(10, positions, opening_stock=opening, demand=demand, sale_value=values, review_period_days=3)


def test_weeks_shops_and_brands_add_up_to_the_totals():
    result = policy_result("min-max", simulate(_split_input(), MinMaxPolicy()))
    t = result.totals
    assert [(w.week_start, w.week_end) for w in result.by_week] == [(day(0), day(6)), (day(7), day(9))]
    assert [g.key for g in result.by_shop] == ["s1", "s2", "s3"]
    assert [g.key for g in result.by_brand] == ["b1", "b2", None]
    additive = ("lost_units", "stockout_days", "units_ordered", "units_moved", "demand_units", "sold_units", "demand_value")
    for split in (result.by_week, result.by_shop, result.by_brand):
        for name in additive:
            assert sum(getattr(s.figures, name) for s in split) == pytest.approx(getattr(t, name)), name
    for split in (result.by_shop, result.by_brand):
        for name in ("average_stock_units", "average_stock_value", "ending_stock_units"):
            assert sum(getattr(s.figures, name) for s in split) == pytest.approx(getattr(t, name)), name
    # weeks of 7 and 3 days: the day-weighted mean of their average stocks is the window's
    weeks = result.by_week
    assert (7 * weeks[0].figures.average_stock_units + 3 * weeks[1].figures.average_stock_units) / 10 == pytest.approx(
        t.average_stock_units
    )
    assert weeks[1].figures.ending_stock_units == t.ending_stock_units
    assert t.units_ordered > 0 and t.lost_units > 0  # the case exercises orders and losses


def test_the_top_lost_positions_most_first_ties_by_key_at_most_100():
    positions = tuple(pos(variant=f"v{i:03d}") for i in range(104)) + (pos(variant="zz"), pos(variant="aa"), pos(variant="none"))
    demand = {p.key: {day(0): 1.0} for p in positions[:104]}
    demand |= {positions[104].key: {day(0): 200.0}, positions[105].key: {day(0): 200.0}}
    result = policy_result("hold", simulate(window(1, positions, demand=demand), hold))
    keys = [p.position.variant_id for p in result.top_lost_positions]
    # 200 lost: "aa" before "zz" (tie: variant, size, shop ascending); then 1 lost each from v000 up; "none" lost nothing
    assert keys[:4] == ["aa", "zz", "v000", "v001"]
    assert len(keys) == 100
    assert keys[-1] == "v097"
    assert "none" not in keys


def test_a_review_day_reads_no_fact_on_or_after_it():
    p = pos()
    base = {day(n): 1.0 for n in range(-28, 14)}
    spiked = {**base, day(7): 500.0}
    seen = Scripted()

    def run(demand: dict[date, float]) -> list[float]:
        inp = window(14, (p,), opening_stock={p.key: 10}, demand={p.key: demand}, lead_time_days={p.key: 1})

        def policy(when: date, view: ReviewView) -> Decisions:
            seen(when, view)
            return MinMaxPolicy()(when, view)

        return simulate(inp, policy).ordered[0].tolist()

    # the 500-unit sale on review day 7 changes nothing decided on day 7 (or day 0)
    without, with_spike = run(base), run(spiked)
    assert with_spike[:8] == without[:8]
    view = seen.views[-1]  # day 7 of the spiked run
    assert view.day == day(7)
    assert view.history_last == day(6)
    assert view.history.shape == (1, 28 + 7)  # day(-28) .. day(6)
    assert view.history.max() == 1.0
    assert view.recent_demand(p.key, 3) == [1.0, 1.0, 1.0]
    with pytest.raises(ValueError, match="read-only"):
        view.history[0, -1] = 0.0


def test_the_recommendations_adapter_orders_per_size_moves_and_reports_markdowns():
    m, big, other_shop = pos("s1", size="M", price=50.0), pos("s1", size="L", price=50.0), pos("s2", size="M")
    asked: list[date] = []

    def chain(when: date, view: ReviewView) -> ChainRecommendations:
        asked.append(when)
        if when != FIRST:
            return ChainRecommendations()
        return ChainRecommendations(
            restocks=(RestockRecommendation("v1", "s1", {"M": 3, "L": 0}, lead_time_days=2),),
            transfers=(TransferRecommendation("v1", "M", "s2", "s1", 4),),
            markdowns=(MarkdownRecommendation("v1", "L", "s1", 2, 30.0),),
        )

    inp = window(4, (m, big, other_shop), opening_stock={other_shop.key: 5}, review_period_days=2)
    ledger = simulate(inp, RecommendationsPolicy(chain))
    assert asked == [day(0), day(2)]
    assert ledger.received[0].tolist() == [0, 0, 3, 0]  # 3 of M, received on day 0 + 2; L's 0 is not ordered
    assert ledger.ordered.sum() == 3
    assert ledger.moved_in[0].tolist() == [0, 4, 0, 0]  # s2 -> s1 on day 1
    t = policy_result("recommendations", ledger).totals
    # 2 units of L at 30 % off a 50 price: 2 x 50 x 0.7 = 70; demand unchanged
    assert (t.markdown_units, t.markdown_value) == (2, pytest.approx(70.0))
    assert t.ending_stock_units == 3 + 4 + 1


def test_a_unit_of_stock_is_marked_down_once_however_many_reviews_repeat_it():
    """Every review marks down the whole simulated stock at 20 % (price 10); demand 2 a day, review every 2 days.

    Day 0: 10 on hand, none marked yet -> 10 new (value 10 x 10 x 0.8 = 80). Day 2: 10 - 2 x 2 = 6 on hand, all 6
    covered by day 0's markdown -> 0 new. Day 4: 2 on hand, covered -> 0 new. Total 10 units, 80.
    With 5 more received on day 1: day 2 has 10 + 5 - 4 = 11 on hand, 10 covered -> 1 new (8.0); day 4: 7 on hand,
    7 covered -> 0. Total 11 units, 88."""
    p = pos(price=10.0)

    def mark_everything(when: date, view: ReviewView) -> Decisions:
        units = float(view.on_hand[0])
        receipt = (Order(p.key, 5, day(1)),) if when == FIRST and with_receipt else ()
        return Decisions(orders=receipt, markdowns=(Markdown(p.key, units, 20.0),) if units > 0 else ())

    demand = {p.key: {day(d): 2.0 for d in range(6)}}
    with_receipt = False
    t = policy_result("x", simulate(window(6, (p,), opening_stock={p.key: 10}, demand=demand, review_period_days=2),
                                    mark_everything)).totals  # fmt: skip
    assert (t.markdown_units, t.markdown_value) == (10, pytest.approx(80.0))
    with_receipt = True
    t = policy_result("x", simulate(window(6, (p,), opening_stock={p.key: 10}, demand=demand, review_period_days=2),
                                    mark_everything)).totals  # fmt: skip
    assert (t.markdown_units, t.markdown_value) == (11, pytest.approx(88.0))


def test_replay_runs_each_policy_and_speaks_the_issues_names():
    _, _, inp = _min_max_input(review_period_days=7)
    result = replay(inp, {"hold": hold, "min-max": MinMaxPolicy()})
    wire = result.to_wire()
    assert list(wire) == ["hold", "min-max"]
    assert set(wire["hold"]["totals"]) == {
        "fillRate", "lostUnits", "stockoutDays", "averageStockUnits", "averageStockValue", "endingStockUnits",
        "unitsOrdered", "unitsMoved", "turns", "markdownUnits", "markdownValue", "grossMargin", "holdingCost", "profit",
    }  # fmt: skip
    assert wire["hold"]["totals"]["lostUnits"] == 4
    assert wire["min-max"]["totals"]["lostUnits"] == 0
    assert wire["min-max"]["byWeek"][0]["weekStart"] == "2024-06-03"


def test_invalid_inputs_and_decisions_raise():
    p = pos()
    with pytest.raises(ValueError, match="negative"):
        simulate(window(2, (p,), demand={p.key: {day(0): -1}}), hold)
    with pytest.raises(ValueError, match="outside"):
        simulate(window(2, (p,), demand={p.key: {day(-29): 1}}), hold)
    with pytest.raises(ValueError, match="arrival"):
        simulate(window(2, (p,)), Scripted({FIRST: Decisions(orders=(Order(p.key, 1, day(-1)),))}))
    with pytest.raises(ValueError, match="same variant and size"):
        other = pos("s2", size="L")
        simulate(window(2, (p, other)), Scripted({FIRST: Decisions(transfers=(Transfer(p.key, other.key, 1),))}))
    with pytest.raises(ValueError, match="discount"):
        simulate(window(2, (p,)), Scripted({FIRST: Decisions(markdowns=(Markdown(p.key, 1, 120),))}))
    # a decision about a key that is not a position is left out and counted
    unknown: PositionKey = ("v9", "M", "s1")
    ledger = simulate(window(2, (p,)), Scripted({FIRST: Decisions(orders=(Order(unknown, 1, FIRST),))}))
    assert ledger.ignored_decisions == 1


@st.composite
def _random_replays(draw: st.DrawFn) -> tuple[ReplayInput, Scripted]:
    n_shops, n_days = draw(st.integers(1, 3)), draw(st.integers(1, 12))
    positions = tuple(pos(f"s{i}") for i in range(n_shops))
    units = st.integers(0, 9)
    opening = {p.key: float(draw(units)) for p in positions}
    demand = {p.key: {day(n): float(draw(units)) for n in range(-28, n_days)} for p in positions}
    period = draw(st.integers(1, 4))
    by_day: dict[date, Decisions] = {}
    for d in range(0, n_days, period):
        orders = tuple(
            Order(p.key, float(draw(st.integers(1, 9))), day(d + draw(st.integers(0, 5))))
            for p in positions
            if draw(st.booleans())
        )
        transfers = tuple(
            Transfer(a.key, b.key, float(draw(st.integers(1, 20))))
            for a in positions
            for b in positions
            if a != b and draw(st.booleans())
        )
        by_day[day(d)] = Decisions(orders=orders, transfers=transfers)
    inp = window(n_days, positions, opening_stock=opening, demand=demand, review_period_days=period)
    return inp, Scripted(by_day)


@settings(max_examples=150, deadline=None)
@given(_random_replays())
def test_stock_is_never_negative_and_units_are_conserved(case: tuple[ReplayInput, Scripted]):
    inp, policy = case
    ledger = simulate(inp, policy)
    assert (ledger.closing >= 0).all()
    assert (ledger.sold <= ledger.demand).all()
    assert (ledger.sold >= 0).all()
    flow = ledger.opening + ledger.received + ledger.moved_in - ledger.moved_out - ledger.sold
    np.testing.assert_allclose(flow, ledger.closing)
    np.testing.assert_allclose(ledger.opening[:, 1:], ledger.closing[:, :-1])
    np.testing.assert_allclose(ledger.moved_in.sum(axis=0), ledger.moved_out.sum(axis=0))  # a transfer moves units, makes none
    t = figures(ledger, slice(None), slice(0, inp.days))
    opening = sum(inp.opening_stock.values())
    assert opening + ledger.received.sum() - t.sold_units == pytest.approx(t.ending_stock_units)
