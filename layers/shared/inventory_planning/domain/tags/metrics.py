"""Tagging metrics of one entity from its risk positions' totals (pure; docs/intelligence.md
"Tagging metrics").

An entity's totals sum the latest risks run's positions (shop x inventory item; only the rule's
shops when it names some) that belong to it. The alerts' metrics (domain/alerts/matching.py) with a sales
window set by ``periodFilter`` for GROSS_SALES_QUANTITY, AVG_DAILY_SALES_30D and DAYS_OF_STOCK:

| periodFilter | window (days before asOf) | units |
|---|---|---|
| null, LAST_30_DAYS | 30 | units_30 |
| LAST_7_DAYS | 7 | units_7 |
| THIS_MONTH | the days of asOf's month before asOf (0 on the 1st) | units_mtd |
| ALL_TIME | 365: the positions hold no longer window | units_365 |

- GROSS_SALES_QUANTITY = units of the window; AVG_DAILY_SALES_30D = units / window days (None for a
  0-day window); DAYS_OF_STOCK = stock / (units / window days), None without sales.
- CURRENT_STOCK_LEVEL = stock; GROSS_SALES_QUANTITY_365D = units_365; INVENTORY_TURN_OVER_RATE =
  units_365 / stock (None without stock); FORECASTED_SALES_QUANTITY = forecast demand over the next
  30 days. These ignore ``periodFilter``.
- SIZE_AVAILABILITY_PERCENT = 100 x (positions in the range with stock > 0) / (positions in the
  range), a position (shop x size) being in the range when it has stock or sold in the 365 days
  before asOf; None without one. SIZES_OUT_OF_STOCK = positions in the range with stock <= 0.
  (The size-run availability of retail merchandising: a variant whose range is 8 sizes in 2 shops
  with 5 of the 16 positions empty is 68.75 % available and has 5 sizes out.)
"""

from __future__ import annotations

from typing import NamedTuple


class EntityTotals(NamedTuple):
    """One entity's positions summed (units; ``mtd_days`` days)."""

    stock: float
    units_7: float
    units_30: float
    units_mtd: float
    units_365: float
    next_30: float
    in_range: int
    """Positions (shop x inventory item) with stock or a sale in the 365 days."""
    in_stock: int
    """Of those, positions with stock > 0."""
    mtd_days: int
    """Days of the window THIS_MONTH: asOf's day of month - 1."""


def window(totals: EntityTotals, period: str | None) -> tuple[float, int]:
    """The (units, days) of the sales window ``period`` (module docstring's table)."""
    return {
        None: (totals.units_30, 30), "LAST_30_DAYS": (totals.units_30, 30), "LAST_7_DAYS": (totals.units_7, 7),
        "THIS_MONTH": (totals.units_mtd, totals.mtd_days), "ALL_TIME": (totals.units_365, 365),
    }[period]  # fmt: skip


def metric_value(metric: str, totals: EntityTotals, period: str | None = None) -> float | None:
    """The value of ``metric`` for an entity's ``totals`` over ``period`` (module docstring), None where
    undefined.

    Raises:
        KeyError: a risk-score metric (from the risk rows, not the totals) or an unknown one.
    """
    units, days = window(totals, period)
    daily = units / days if days > 0 else None
    stock = totals.stock
    return {
        "GROSS_SALES_QUANTITY": units,
        "AVG_DAILY_SALES_30D": daily,
        "DAYS_OF_STOCK": stock / daily if daily else None,
        "CURRENT_STOCK_LEVEL": stock,
        "GROSS_SALES_QUANTITY_365D": totals.units_365,
        "INVENTORY_TURN_OVER_RATE": totals.units_365 / stock if stock > 0 else None,
        "FORECASTED_SALES_QUANTITY": totals.next_30,
        "SIZE_AVAILABILITY_PERCENT": 100.0 * totals.in_stock / totals.in_range if totals.in_range else None,
        "SIZES_OUT_OF_STOCK": float(totals.in_range - totals.in_stock),
    }[metric]
