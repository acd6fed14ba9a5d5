"""The ``recommendations`` policy's source (services/replays/source.py): the chain's decisions of a review
day with the replay's simulated stock, on the history of test_replay_inputs.py (A sells 2 tees a day and
holds 10, B holds 100 tees it does not sell, C 5 caps; the tee's lead time 12 days); and a whole replay
of that history in process."""

from __future__ import annotations

import numpy as np
import pytest

from tests.helpers.seed import to_csv
from tests.integration.test_replay_inputs import (  # noqa: F401 - the fixture and helpers of the history
    FIRST,
    LAST,
    SALE_HEADER,
    chain,
    day,
    history,
    ingest_all,
    keys_of,
    sale,
)


def view_of(inp, when, on_hand: dict, on_order: dict | None = None):
    """A ``ReviewView`` of ``inp`` on ``when`` with the simulated on hand and on order given (0 elsewhere)."""
    from inventory_planning.domain.replays.inputs import ReviewView

    index = {p.key: row for row, p in enumerate(inp.positions)}
    hand, ordered = np.zeros(len(index)), np.zeros(len(index))
    for key, units in on_hand.items():
        hand[index[key]] = units
    for key, units in (on_order or {}).items():
        ordered[index[key]] = units
    history_days = np.zeros((len(index), (when - inp.history_first).days))
    lead = np.array([inp.lead_time_days[p.key] for p in inp.positions], dtype=float)
    return ReviewView(day=when, positions=inp.positions, index=index, on_hand=hand, on_order=ordered, history=history_days,
                      history_first=inp.history_first, lead_times=lead)  # fmt: skip


@pytest.fixture
def decided(history):  # noqa: F811 - the fixture of test_replay_inputs.py
    """The chain run for 3 June, the replay's input and its position keys."""
    from inventory_planning.services.replays.inputs import replay_input

    chain(history["org"], FIRST)
    inp = replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=None)
    return {**history, "inp": inp, "k": keys_of(inp, history["shops"])}


def restock_of(recommendations, variant_id: str, shop_id: str):
    found = [r for r in recommendations.restocks if (r.variant_id, r.shop_id) == (variant_id, shop_id)]
    return found[0] if found else None


def test_restock_follows_the_simulated_stock_not_the_recorded_one(decided):
    from inventory_planning.services.replays.source import chain_source

    inp, k, shops = decided["inp"], decided["k"], decided["shops"]
    tee, a = k["a"][0], shops["A"]
    source = chain_source(decided["org"], shop_ids=None)
    empty = restock_of(source(FIRST, view_of(inp, FIRST, {k["a"]: 0})), tee, a)
    assert empty is not None and empty.lead_time_days == 12 and list(empty.quantities_by_size) == ["M"]
    units = empty.quantities_by_size["M"]
    assert units > 0
    # the recorded 10 in A: the order-up-to level minus 10 (one size, no MOQ or pack: exact)
    recorded = restock_of(source(FIRST, view_of(inp, FIRST, {k["a"]: 10})), tee, a)
    assert recorded is not None and recorded.quantities_by_size["M"] == units - 10
    # 7 simulated units on order count as 7 on hand do
    ordered = restock_of(source(FIRST, view_of(inp, FIRST, {k["a"]: 0}, {k["a"]: 7})), tee, a)
    assert ordered is not None and ordered.quantities_by_size["M"] == units - 7
    # 500 simulated units in A: nothing to order there (the recorded 10 do not matter)
    assert restock_of(source(FIRST, view_of(inp, FIRST, {k["a"]: 500})), tee, a) is None


def test_a_transfer_moves_simulated_excess_to_a_shop_without_stock(decided):
    from inventory_planning.services.replays.source import chain_source

    inp, k, shops = decided["inp"], decided["k"], decided["shops"]
    source = chain_source(decided["org"], shop_ids=None)
    moved = source(FIRST, view_of(inp, FIRST, {k["a"]: 0, k["bm"]: 100}))
    assert [(t.variant_id, t.size, t.source_shop_id, t.destination_shop_id) for t in moved.transfers] == [
        (k["a"][0], "M", shops["B"], shops["A"])
    ]
    assert 0 < moved.transfers[0].units <= 100
    # B's 100 are only on record: with a simulated 0 in B, nothing moves
    assert source(FIRST, view_of(inp, FIRST, {k["a"]: 0, k["bm"]: 0})).transfers == ()
    # a replay of shop A alone does not see B: no transfer, A's restock still there
    only_a = chain_source(decided["org"], shop_ids=[shops["A"]])(FIRST, view_of(inp, FIRST, {k["a"]: 0, k["bm"]: 100}))
    assert only_a.transfers == () and restock_of(only_a, k["a"][0], shops["A"]) is not None
    assert {r.shop_id for r in only_a.restocks} == {shops["A"]}


def test_a_sale_on_or_after_the_review_day_changes_nothing_decided_on_it(decided):
    """Sales of 30 tees in A on 3 June and 50 in B on 6 June, then the chain of 3 June run again: the
    same decisions (the chain of day D reads facts before D only)."""
    from inventory_planning.services.replays.source import chain_source

    inp, k = decided["inp"], decided["k"]
    view = view_of(inp, FIRST, {k["a"]: 0, k["bm"]: 100, k["c"]: 5})
    before = chain_source(decided["org"], shop_ids=None)(FIRST, view)
    assert before.restocks and before.transfers
    later = [sale(FIRST, "A", "TEE-RED-M", 30, 20, "M"), sale(day(3), "B", "TEE-RED-M", 50, 20, "M")]
    ingest_all(decided["org"], {"more-sales.csv": to_csv([SALE_HEADER, *later])})
    chain(decided["org"], FIRST)
    assert chain_source(decided["org"], shop_ids=None)(FIRST, view) == before


def test_a_review_day_without_its_risks_run_is_reported(decided):
    from inventory_planning.domain.failures import failure_of
    from inventory_planning.services.replays.source import ChainRunMissing, chain_source

    inp = decided["inp"]
    with pytest.raises(ChainRunMissing) as missing:
        chain_source(decided["org"], shop_ids=None)(day(7), view_of(inp, day(7), {}))
    assert str(failure_of(missing.value)) == (
        "REPLAY_CHAIN_RUN_MISSING: The risks run of review day 2024-06-10 is missing: run that day's chain first."
    )


def test_a_whole_replay_in_process(decided):
    """Review days 3 and 10 June (the chain run for each first).

    - hold: A's 10 cover 3..7 June (2 a day); 8 June's 1 is lost; B's L has no stock: its 1 is lost.
      Lost 2, nothing ordered or moved; A's fill rate 10 / 11.
    - min-max (r = the 28 days before the review day / 28): on 3 June A's r = 56 / 28 = 2, s = 28,
      S = 56, IP = 10 < 28: 46 ordered, received 15 June (+12 days): too late for 8 June. On 10 June
      A's r = (21 x 2 + 5 x 2 + 1) / 28 = 53 / 28, s = 26.5, IP = 0 + 46 on order: nothing; B's L
      r = 1 / 28: S = 1, s = 0.5, IP = 0: 1 ordered (received 22 June, after the window). Ordered 47,
      lost 2.
    - recommendations: on 3 June the chain moves tees from B (100, no demand) to A (received 4 June)
      and orders for A: A's 8 after 3 June + the transfer cover its 9 units of 4..8 June; B's L (no
      risk row on 3 June, no stock) still loses its 1: lost 1, A's fill rate 1.
    """
    from inventory_planning.domain.replays.policies import MinMaxPolicy, RecommendationsPolicy, hold
    from inventory_planning.domain.replays.results import replay
    from inventory_planning.domain.replays.simulation import simulate
    from inventory_planning.services.replays.source import chain_source

    org, inp, k = decided["org"], decided["inp"], decided["k"]
    chain(org, day(7))
    recommendations = RecommendationsPolicy(chain_source(org, shop_ids=None))
    result = replay(inp, {"hold": hold, "min-max": MinMaxPolicy(), "recommendations": recommendations}).results
    totals = {name: result[name].totals for name in result}
    assert (totals["hold"].lost_units, totals["hold"].units_ordered, totals["hold"].units_moved) == (2, 0, 0)
    assert (totals["min-max"].lost_units, totals["min-max"].units_ordered, totals["min-max"].units_moved) == (2, 47, 0)
    assert totals["recommendations"].lost_units == 1
    assert totals["recommendations"].units_ordered > 0 and totals["recommendations"].units_moved > 0
    assert totals["recommendations"].fill_rate_units > totals["hold"].fill_rate_units
    row = [p.key for p in inp.positions].index(k["a"])
    held, followed = simulate(inp, hold), simulate(inp, recommendations)
    assert (held.demand[row].sum(), held.sold[row].sum()) == (11, 10)
    assert (followed.demand[row].sum(), followed.sold[row].sum()) == (11, 11)
    assert followed.moved_in[row, 1] > 0 and followed.ordered[row, 0] > 0  # the transfer on 4 June, the order on 3 June
    assert followed.received[row, 12] == followed.ordered[row, 0]  # ordered 3 June, received 15 June (+12 days)


def test_chunks_of_variants_decide_what_one_pass_decides(decided, monkeypatch):
    """One chunk per variant (the job's chunks cut at 1 risk row) against one chunk for all."""
    from inventory_planning.services.replays import source as replay_source

    inp, k = decided["inp"], decided["k"]
    view = view_of(inp, FIRST, {k["a"]: 0, k["bm"]: 100, k["c"]: 5})
    whole = replay_source.chain_source(decided["org"], shop_ids=None)(FIRST, view)
    monkeypatch.setattr(replay_source, "CHUNK_POSITIONS", 1)
    chunked = replay_source.chain_source(decided["org"], shop_ids=None)(FIRST, view)
    assert chunked == whole and whole.restocks and whole.transfers and whole.markdowns
