"""Stock and price formulas shown on stock snapshots and variants.

- days of supply = units on hand / average daily sales (REFERENCE 2.1, the stock-out formula);
  None when nothing sold in the window (infinite supply is not a number);
- stock value = units x unit cost (at cost) or units x retail price (at retail), rounded to cents;
- gross margin % = (retail - cost) / retail x 100 (REFERENCE 1.5), rounded to 2 decimals.
"""

from __future__ import annotations

from typing import TypedDict


class StockSnapshotStats(TypedDict):
    """The stats of one ``stock-snapshot`` job step (written as they are into the job run, JSON): the
    day snapshotted (ISO date), positions written, units in pieces, value at unit cost (the
    positions' currency, cents), the lake months written, and the positions whose averages changed."""

    snapshotDate: str
    positions: int
    stockUnits: float
    stockValue: float
    months: list[str]
    positionsRefreshed: int


def days_of_supply(units_on_hand: float, avg_daily_sales: float | None) -> float | None:
    """Days the stock lasts at the average daily sales (units / units per day), to 0.1 day.

    None when ``avg_daily_sales`` is None or 0 (nothing sold: the stock does not run out).
    """
    if not avg_daily_sales:
        return None
    return round(units_on_hand / avg_daily_sales, 1)


def stock_value(units: float, unit_value: float | None) -> float | None:
    """Units x a unit value (cost or retail price), in currency units to the cent; None when unknown."""
    if unit_value is None:
        return None
    return round(units * unit_value, 2)


def gross_margin_pct(retail_price: float | None, cost_price: float | None) -> float | None:
    """(retail - cost) / retail x 100 to 0.01 %, or None when either is unknown or retail is 0."""
    if cost_price is None or not retail_price:
        return None
    return round((retail_price - cost_price) / retail_price * 100, 2)
