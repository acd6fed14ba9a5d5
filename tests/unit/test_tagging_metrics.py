"""Tagging metrics of an entity from its positions' totals (domain/tags/metrics.py), hand-computed."""

from __future__ import annotations

import pytest
from inventory_planning.domain.tags.metrics import EntityTotals, metric_value

# A variant in 2 shops x 8 sizes: 16 positions, 14 in the range (stock or a sale in 365 days), 9 of them in stock.
VARIANT = EntityTotals(stock=27.0, units_7=3.0, units_30=12.0, units_mtd=5.0, units_365=150.0, next_30=14.0,
                       in_range=14, in_stock=9, mtd_days=10)  # fmt: skip


@pytest.mark.parametrize(
    ("metric", "period", "expected"),
    [
        ("GROSS_SALES_QUANTITY", None, 12.0),  # 30 days without a period
        ("GROSS_SALES_QUANTITY", "LAST_7_DAYS", 3.0),
        ("GROSS_SALES_QUANTITY", "THIS_MONTH", 5.0),
        ("GROSS_SALES_QUANTITY", "ALL_TIME", 150.0),  # the 365 days the positions hold
        ("AVG_DAILY_SALES_30D", None, 0.4),  # 12 / 30
        ("AVG_DAILY_SALES_30D", "LAST_7_DAYS", 3 / 7),
        ("AVG_DAILY_SALES_30D", "THIS_MONTH", 0.5),  # 5 units / 10 days
        ("DAYS_OF_STOCK", None, 67.5),  # 27 / (12 / 30) = 27 / 0.4
        ("DAYS_OF_STOCK", "LAST_7_DAYS", 63.0),  # 27 / (3 / 7) = 63
        ("DAYS_OF_STOCK", "ALL_TIME", 65.7),  # 27 / (150 / 365) = 65.7
        ("CURRENT_STOCK_LEVEL", "LAST_7_DAYS", 27.0),  # no window: the period is ignored
        ("GROSS_SALES_QUANTITY_365D", "LAST_7_DAYS", 150.0),
        ("INVENTORY_TURN_OVER_RATE", None, 150 / 27),
        ("FORECASTED_SALES_QUANTITY", None, 14.0),
        ("SIZE_AVAILABILITY_PERCENT", None, 100 * 9 / 14),  # 64.2857... %: a broken size run below 70 %
        ("SIZES_OUT_OF_STOCK", None, 5.0),  # 14 - 9
    ],
)
def test_metric_values(metric: str, period: str | None, expected: float) -> None:
    assert metric_value(metric, VARIANT, period) == pytest.approx(expected)


def test_undefined_values() -> None:
    unsold = VARIANT._replace(units_7=0.0, units_30=0.0, units_mtd=0.0, units_365=0.0, in_range=0, in_stock=0, stock=0.0)
    assert metric_value("DAYS_OF_STOCK", unsold) is None  # no sales
    assert metric_value("INVENTORY_TURN_OVER_RATE", unsold) is None  # no stock
    assert metric_value("SIZE_AVAILABILITY_PERCENT", unsold) is None  # nothing in the range
    first_of_month = VARIANT._replace(mtd_days=0, units_mtd=0.0)
    assert metric_value("AVG_DAILY_SALES_30D", first_of_month, "THIS_MONTH") is None  # a 0-day window
    assert metric_value("GROSS_SALES_QUANTITY", first_of_month, "THIS_MONTH") == 0.0
