"""The replay's recorded closing stock per day (store/lake/replay.stock_changes) from a day's movement
rows, against hand-computed cases: forward from a count (the unfloored balance carried), rolled back
before an item's first count, and an item never counted."""

from __future__ import annotations

from datetime import date, timedelta

from inventory_planning.store.lake.replay import ItemDay, stock_changes

BEFORE = date(2024, 6, 2)


def d(n: int) -> date:
    return BEFORE + timedelta(days=n)


def changes(*rows: tuple[int, float | None, float, float]) -> list[tuple[date, float]]:
    items = [ItemDay("s", "i", d(n), counted, after, net) for n, counted, after, net in rows]
    ((_, _, found),) = stock_changes(items, BEFORE)
    return found


def test_forward_from_a_count_carries_the_unfloored_balance():
    # counted 10 on the folded day, 2 out after it: 8; day 1: -3 -> 5; day 3: -6 -> -1, read 0;
    # day 4: +2 -> 1 (the balance -1 + 2, not 0 + 2); day 5: counted 7, then +1 -> 8
    assert changes((0, 10, -2, -2), (1, None, 0, -3), (3, None, 0, -6), (4, None, 0, 2), (5, 7, 1, -4)) == [
        (d(0), 8.0), (d(1), 5.0), (d(3), 0.0), (d(4), 1.0), (d(5), 8.0)
    ]  # fmt: skip


def test_the_days_before_the_first_count_are_rolled_back_from_it():
    # day 3: counted 4, 1 out after the count, 3 out that day in all: 2 out before it, so the end of
    # day 2 held 4 + 2 = 6; day 1: 1 out, so the day before the window held 6 + 1 = 7; day 3 ends at 4 - 1 = 3
    assert changes((1, None, 0, -1), (3, 4, -1, -3)) == [(d(0), 7.0), (d(1), 6.0), (d(3), 3.0)]
    # a return (+1) on day 2, counted 4 on day 4: days 2 and 3 end at 4, the days before the return at 4 - 1 = 3
    assert changes((2, None, 0, 1), (4, 4, 0, 0)) == [(d(0), 3.0), (d(2), 4.0), (d(4), 4.0)]


def test_an_item_never_counted_has_no_stock():
    assert changes((1, None, 0, -1), (2, None, 0, 5)) == []
