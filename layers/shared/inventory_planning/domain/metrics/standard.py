"""The standard GLOBAL metrics of REFERENCE 6.1, built on first use.

Validating them builds the validators of every body form, so they are made by :func:`global_metrics`
on its first call (then kept), not when the module is imported.
"""

from __future__ import annotations

from functools import cache
from typing import Any, NamedTuple

from inventory_planning.domain.metrics.bodies import MetricDefinition

_ENTITY_LEVELS = ["organization", "shop", "brand", "product", "variant", "inventory_item"]
_LAST_30_DAYS = {"days": 30, "anchor": "latest_data"}


class StandardMetric(NamedTuple):
    """The fields of one GLOBAL metric before validation (its id derives from its key)."""

    key: str
    displayName: str
    grain: list[str]
    body: dict[str, Any]

    def definition(self) -> MetricDefinition:
        """The validated GLOBAL definition, id ``global-<key in kebab case>``.

        Raises:
            pydantic.ValidationError: the standard metric is malformed (a bug, caught by the unit tests).
        """
        return MetricDefinition.model_validate(
            {
                "id": "global-" + self.key.lower().replace("_", "-"),
                "scope": "GLOBAL",
                "key": self.key,
                "displayName": self.displayName,
                "grain": self.grain,
                "body": self.body,
            }
        )


def _sales(column: str, window: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": "time_windowed_aggregation",
        "source": "sale_lines",
        "column": column,
        "function": "sum",
        "timeColumn": "saleDate",
        "window": window,
    }


_STANDARD: tuple[StandardMetric, ...] = (  # REFERENCE 6.1
    StandardMetric(
        "CURRENT_STOCK_LEVEL",
        "Current stock level (units)",
        _ENTITY_LEVELS,
        {"kind": "aggregation", "source": "stock_snapshot", "column": "currentStockQty", "function": "sum"},
    ),
    StandardMetric(
        "AVG_DAILY_SALES_30D",
        "Average daily sales, 30 days (units/day)",
        _ENTITY_LEVELS,
        {"kind": "aggregation", "source": "stock_snapshot", "column": "avgDailySales30d", "function": "sum"},
    ),
    StandardMetric(
        "DAYS_OF_STOCK",
        "Days of stock (days)",
        _ENTITY_LEVELS,
        {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL / AVG_DAILY_SALES_30D"},
    ),
    StandardMetric(
        "GROSS_SALES_VALUE", "Gross sales, last 30 days (currency)", [*_ENTITY_LEVELS, "day"], _sales("grossSales", _LAST_30_DAYS)
    ),
    StandardMetric(
        "GROSS_SALES_QUANTITY", "Units sold, last 30 days (units)", [*_ENTITY_LEVELS, "day"], _sales("units", _LAST_30_DAYS)
    ),
    StandardMetric(
        "GROSS_SALES_VALUE_PREVIOUS",
        "Gross sales, previous 30 days (currency)",
        _ENTITY_LEVELS,
        _sales("grossSales", {**_LAST_30_DAYS, "offsetDays": 30}),
    ),
    StandardMetric(
        "SALES_TREND_PERCENT",
        "Sales trend vs previous 30 days (%)",
        _ENTITY_LEVELS,
        {"kind": "formula", "expression": "(GROSS_SALES_VALUE - GROSS_SALES_VALUE_PREVIOUS) / GROSS_SALES_VALUE_PREVIOUS * 100"},
    ),
    StandardMetric(
        "GROSS_SALES_QUANTITY_365D",
        "Units sold, last 365 days (units)",
        _ENTITY_LEVELS,
        _sales("units", {"days": 365, "anchor": "latest_data"}),
    ),
    StandardMetric(
        "INVENTORY_TURN_OVER_RATE",
        "Inventory turnover, 365 days (turns per year)",
        _ENTITY_LEVELS,
        {"kind": "formula", "expression": "GROSS_SALES_QUANTITY_365D / CURRENT_STOCK_LEVEL"},
    ),
    StandardMetric(
        "FORECASTED_SALES_QUANTITY",
        "Forecast sales, next 30 days (units)",
        ["organization", "shop", "variant", "day"],
        {
            "kind": "time_windowed_aggregation",
            "source": "sales_forecasts",
            "column": "quantity",
            "function": "sum",
            "filters": [{"column": "granularity", "operator": "eq", "value": "DAY"}],
            "timeColumn": "forecastDate",
            "window": {"days": 30, "anchor": "today", "direction": "leading"},
        },
    ),
)


@cache
def global_metrics() -> tuple[MetricDefinition, ...]:
    """The standard metrics of REFERENCE 6.1 this model can express, plus their helpers
    (AVG_DAILY_SALES_30D, GROSS_SALES_QUANTITY_365D), validated once and kept.

    RISK_SCORE and UNACTIONED_RECOMMENDATIONS_COUNT need sources (risk scores, recommendations)
    the canonical model does not hold yet.
    """
    return tuple(standard.definition() for standard in _STANDARD)


def global_catalogue() -> dict[str, MetricDefinition]:
    """:func:`global_metrics` keyed by metric key (the base of every organization's catalogue); a new dict each call."""
    return {metric.key: metric for metric in global_metrics()}
