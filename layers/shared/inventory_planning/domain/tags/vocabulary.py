"""The words of a tagging rule (REFERENCE 6.2; docs/automation.md "Tagging rules"): entity types,
propagations, metrics and their periods, the catalogue columns a COLUMN condition reads, and the
operators of each (pure data).

Entity types in hierarchy order, parent first: BRAND -> PRODUCT -> VARIANT -> INVENTORY_ITEM.
"""

from __future__ import annotations

from typing import NamedTuple

HIERARCHY: tuple[str, ...] = ("BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM")
"""Entity types, parent first (CASCADE goes right, BUBBLE_UP left)."""
PROPAGATIONS = ("ENTITY", "CASCADE", "BUBBLE_UP")
CONJUNCTIONS = ("AND", "OR")
MAX_CONDITIONS = 20
MAX_PATTERN_CHARS = 500
MAX_TEXT_CHARS = 500

# --- METRIC conditions ---
COMPARISONS = ("LOWER_THAN", "LOWER_OR_EQUAL", "GREATER_THAN", "GREATER_OR_EQUAL", "EQUAL", "NOT_EQUAL")
RANKINGS = ("TOP_PERCENT", "BOTTOM_PERCENT")
METRIC_OPERATORS = COMPARISONS + RANKINGS

SALES_WINDOWED = ("GROSS_SALES_QUANTITY", "AVG_DAILY_SALES_30D", "DAYS_OF_STOCK")
"""Metrics whose sales window ``periodFilter`` changes (30 days without one)."""
UNWINDOWED = (
    "CURRENT_STOCK_LEVEL", "GROSS_SALES_QUANTITY_365D", "INVENTORY_TURN_OVER_RATE", "FORECASTED_SALES_QUANTITY",
    "SIZE_AVAILABILITY_PERCENT", "SIZES_OUT_OF_STOCK",
)  # fmt: skip
"""Metrics of the positions that have no sales window of their own: ``periodFilter`` is ignored."""
RISK_METRICS = {
    "STOCKOUT_RISK_SCORE": "STOCKOUT", "OVERSTOCK_RISK_SCORE": "OVERSTOCK", "SLOW_MOVER_RISK_SCORE": "SLOW_MOVER",
    "DISPLACED_RISK_SCORE": "DISPLACED",
}  # fmt: skip
"""Risk-score metrics -> their risk type (the highest score of the entity's risk rows, in [0, 1])."""
RISK_STATUS_METRICS = {
    "STOCKOUT_RISK_STATUS": "STOCKOUT", "OVERSTOCK_RISK_STATUS": "OVERSTOCK", "SLOW_MOVER_RISK_STATUS": "SLOW_MOVER",
    "DISPLACED_RISK_STATUS": "DISPLACED",
}  # fmt: skip
"""Risk-status metrics -> their risk type: the status of the entity's highest score as a level
(:data:`STATUS_LEVELS`; the status is a function of the score, so it is the entity's worst row's)."""
STATUS_LEVELS = {"healthy": 0, "warning": 1, "critical": 2}
"""A risk status as a number a METRIC condition compares: ``STOCKOUT_RISK_STATUS GREATER_OR_EQUAL 2`` is critical."""
METRICS: tuple[str, ...] = (*SALES_WINDOWED, *UNWINDOWED, *RISK_METRICS, *RISK_STATUS_METRICS)
PERIODS = ("LAST_7_DAYS", "LAST_30_DAYS", "THIS_MONTH", "ALL_TIME")
RISK_LEVELS = ("BRAND", "PRODUCT", "VARIANT")
"""Risk rows are per variant (x shop) at most: a risk-score metric is not defined for an INVENTORY_ITEM."""

# --- COLUMN conditions ---
STRING, BOOLEAN, DATE, NUMBER = "string", "boolean", "date", "number"
NO_VALUE = ("IS_EMPTY", "IS_NOT_EMPTY", "IS_TRUE", "IS_FALSE")
"""Operators that take no value."""
COLUMN_OPERATORS: dict[str, tuple[str, ...]] = {
    STRING: ("EQUALS", "NOT_EQUALS", "CONTAINS", "NOT_CONTAINS", "STARTS_WITH", "ENDS_WITH", "MATCHES_REGEX",
             "IS_EMPTY", "IS_NOT_EMPTY"),
    BOOLEAN: ("IS_TRUE", "IS_FALSE"),
    DATE: ("BEFORE", "AFTER", "BETWEEN", "ON", "IS_EMPTY", "IS_NOT_EMPTY"),
    NUMBER: ("LOWER_THAN", "LOWER_OR_EQUAL", "GREATER_THAN", "GREATER_OR_EQUAL", "EQUAL", "NOT_EQUAL", "BETWEEN",
             "IS_EMPTY", "IS_NOT_EMPTY"),
}  # fmt: skip
ALL_COLUMN_OPERATORS: tuple[str, ...] = tuple(dict.fromkeys(op for ops in COLUMN_OPERATORS.values() for op in ops))


class Column(NamedTuple):
    """A catalogue column a COLUMN condition reads: the entity type that holds it (``level``; it is
    readable at that level and every level below it, e.g. ``products.category`` for a variant) and
    its kind (string, boolean, date, number)."""

    level: str
    kind: str


COLUMNS: dict[str, Column] = {
    "brands.name": Column("BRAND", STRING),
    "brands.code": Column("BRAND", STRING),
    "products.name": Column("PRODUCT", STRING),
    "products.code": Column("PRODUCT", STRING),
    "products.category": Column("PRODUCT", STRING),
    "products.brandName": Column("PRODUCT", STRING),
    "products.collectionName": Column("PRODUCT", STRING),
    "products.listPrice": Column("PRODUCT", NUMBER),
    "products.createdAt": Column("PRODUCT", DATE),
    "variants.sku": Column("VARIANT", STRING),
    "variants.name": Column("VARIANT", STRING),
    "variants.color": Column("VARIANT", STRING),
    "variants.barcode": Column("VARIANT", STRING),
    "variants.supplierId": Column("VARIANT", STRING),
    "variants.retailPrice": Column("VARIANT", NUMBER),
    "variants.costPrice": Column("VARIANT", NUMBER),
    "variants.isActive": Column("VARIANT", BOOLEAN),
    "variants.createdAt": Column("VARIANT", DATE),
    "inventory_items.size": Column("INVENTORY_ITEM", STRING),
}
"""Every column a COLUMN condition may name (``columnId``), from the catalogue records."""


def readable_at(column: Column, entity_type: str) -> bool:
    """Whether an entity of ``entity_type`` has a value of ``column``: its own level or an ancestor's."""
    return HIERARCHY.index(column.level) <= HIERARCHY.index(entity_type)
