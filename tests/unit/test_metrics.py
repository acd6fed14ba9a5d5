"""Metric definitions: body forms, reference validation, evaluation, standard metrics, docs/metrics.md."""

from __future__ import annotations

import json
import math
import re
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from inventory_planning.domain.metrics import bodies, expressions, references, sources
from inventory_planning.domain.metrics import evaluation as metric_evaluation
from inventory_planning.domain.metrics import standard as standard_metrics
from pydantic import TypeAdapter, ValidationError

ORG = "org-1"
BODY = TypeAdapter(bodies.MetricBody)
DOC = Path(__file__).resolve().parents[2] / "docs" / "metrics.md"

# -- fixtures: hand-made rows -------------------------------------------------------------------
# Latest sale day is 2024-06-30, so with anchor latest_data the 30-day window is [06-01, 06-30]
# and the previous 30 days (offsetDays 30) are [05-02, 05-31].
SALES = [
    {"id": "l1", "saleDate": "2024-06-30", "shopId": "s1", "brandId": "b1", "productId": "p1", "variantId": "v1",
     "inventoryItemId": "i1", "size": "S", "customer": "A", "units": 2, "unitPrice": 50, "grossSales": 100, "margin": 40},
    {"id": "l2", "saleDate": "2024-06-01", "shopId": "s1", "brandId": "b1", "productId": "p1", "variantId": "v1",
     "inventoryItemId": "i2", "size": "M", "customer": "B", "units": 1, "unitPrice": 60, "grossSales": 60, "margin": None},
    {"id": "l3", "saleDate": "2024-05-31", "shopId": "s2", "brandId": "b1", "productId": "p2", "variantId": "v2",
     "inventoryItemId": "i3", "size": "L", "customer": "A", "units": 3, "unitPrice": 30, "grossSales": 90, "margin": 30},
    {"id": "l4", "saleDate": "2024-05-02", "shopId": "s2", "brandId": "b2", "productId": "p3", "variantId": "v3",
     "inventoryItemId": "i4", "size": "S", "customer": "C", "units": 1, "unitPrice": 20, "grossSales": 20, "margin": 5},
    {"id": "l5", "saleDate": "2024-05-01", "shopId": "s1", "brandId": "b2", "productId": "p3", "variantId": "v3",
     "inventoryItemId": "i4", "size": "XL", "customer": "C", "units": 5, "unitPrice": 100, "grossSales": 500, "margin": 100},
]  # fmt: skip
STOCK = [
    {"shopId": "s1", "brandId": "b1", "productId": "p1", "variantId": "v1", "inventoryItemId": "i1",
     "currentStockQty": 10, "avgDailySales30d": 2, "daysOfSupply": 5, "stockValue": 100},
    {"shopId": "s1", "brandId": "b1", "productId": "p1", "variantId": "v1", "inventoryItemId": "i2",
     "currentStockQty": 4, "avgDailySales30d": 0, "daysOfSupply": None, "stockValue": 40},
    {"shopId": "s2", "brandId": "b1", "productId": "p2", "variantId": "v2", "inventoryItemId": "i3",
     "currentStockQty": 6, "avgDailySales30d": 1, "daysOfSupply": 6, "stockValue": 60},
    {"shopId": "s2", "brandId": "b2", "productId": "p3", "variantId": "v3", "inventoryItemId": "i4",
     "currentStockQty": 0, "avgDailySales30d": 0.5, "daysOfSupply": 0, "stockValue": 0},
]  # fmt: skip
FORECASTS = [
    {"shopId": "s1", "variantId": "v1", "forecastDate": "2024-07-01", "granularity": "DAY", "quantity": 3},
    {"shopId": "s1", "variantId": "v1", "forecastDate": "2024-07-30", "granularity": "DAY", "quantity": 2},
    {"shopId": "s1", "variantId": "v1", "forecastDate": "2024-07-31", "granularity": "DAY", "quantity": 100},
    {"shopId": "s1", "variantId": "v1", "forecastDate": "2024-07-01", "granularity": "WEEK", "quantity": 50},
    {"shopId": "s2", "variantId": "v2", "forecastDate": "2024-06-30", "granularity": "DAY", "quantity": 7},
]
LEDGER = [
    {"movementTime": "2024-06-30T23:59:59.000Z", "variantId": "v1", "movementCategory": "OUTBOUND", "quantityChange": -2},
    {"movementTime": "2024-06-24T00:00:00.000Z", "variantId": "v1", "movementCategory": "OUTBOUND", "quantityChange": -1},
    {"movementTime": "2024-06-23T23:59:59.000Z", "variantId": "v1", "movementCategory": "OUTBOUND", "quantityChange": -8},
    {"movementTime": "2024-06-25T10:00:00.000Z", "variantId": "v2", "movementCategory": "INBOUND", "quantityChange": 12},
]
ROWS = {"sale_lines": SALES, "stock_snapshot": STOCK, "sales_forecasts": FORECASTS, "stock_ledger": LEDGER}
TODAY = date(2024, 7, 1)


def metric(key: str, body: dict[str, Any], grain: list[str] | None = None, *, id: str | None = None, org: str = ORG):
    """An ORG metric of ``org``; ``id`` defaults to the lower-case key."""
    return bodies.MetricDefinition.model_validate(
        {
            "id": id or key.lower(),
            "scope": "ORG",
            "organizationId": org,
            "key": key,
            "displayName": key.title(),
            "grain": grain or ["shop"],
            "body": body,
        }
    )


def catalogue(*metrics: bodies.MetricDefinition) -> dict[str, bodies.MetricDefinition]:
    return {**standard_metrics.global_catalogue(), **{d.key: d for d in metrics}}


def agg(column: str, function: str = "sum", source: str = "sale_lines", filters: list | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"kind": "aggregation", "source": source, "column": column, "function": function}
    if filters is not None:
        body["filters"] = filters
    return body


def windowed(column: str, window: dict[str, Any], source: str = "sale_lines", time_column: str = "saleDate", **extra: Any):
    return {"kind": "time_windowed_aggregation", "source": source, "column": column, "function": "sum",
            "timeColumn": time_column, "window": window, **extra}  # fmt: skip


def run(definition: bodies.MetricDefinition, grain: str, *extra: bodies.MetricDefinition, rows=None) -> dict[str, float | None]:
    return metric_evaluation.evaluate(
        definition, ROWS if rows is None else rows, catalogue(definition, *extra), grain, today=TODAY
    )


def codes(errors: list[dict[str, str]]) -> list[tuple[str, str]]:
    return [(e["field"], e["code"]) for e in errors]


# -- precomputed_column ----------------------------------------------------------------------------


def test_precomputed_column_reads_the_row_of_each_grain_value():
    variants = [{"id": "v1", "productId": "p1", "retailPrice": 10.5}, {"id": "v2", "productId": "p1", "retailPrice": None}]
    price = metric("RETAIL_PRICE", {"kind": "precomputed_column", "source": "variants", "column": "retailPrice"}, ["variant"])
    assert references.validate_references(price, catalogue(price)) == []
    assert run(price, "variant", rows={"variants": variants}) == {"v1": 10.5, "v2": None}
    # dirty data: two rows for one variant and no rollup -> ambiguous, None rather than a guess
    doubled = [*variants, {"id": "v1", "retailPrice": 99}]
    assert run(price, "variant", rows={"variants": doubled})["v1"] is None


def test_precomputed_column_with_rollup_combines_rows_of_a_group():
    body = {"kind": "precomputed_column", "source": "stock_snapshot", "column": "daysOfSupply", "rollup": "min"}
    shortest = metric("MIN_DOS", body, ["variant", "brand"])
    assert references.validate_references(shortest, catalogue(shortest)) == []
    assert run(shortest, "variant") == {"v1": 5.0, "v2": 6.0, "v3": 0.0}  # v1: min(5, null skipped)
    average = metric("AVG_DOS", {**body, "rollup": "avg"}, ["brand"])
    assert run(average, "brand") == {"b1": 5.5, "b2": 0.0}  # (5 + 6) / 2; the null is skipped


def test_precomputed_column_without_rollup_needs_a_unique_grain():
    body = {"kind": "precomputed_column", "source": "stock_snapshot", "column": "daysOfSupply"}
    errors = references.validate_references(metric("DOS", body, ["variant"]), standard_metrics.global_catalogue())
    assert codes(errors) == [("body.rollup", "rollup_required")]
    price = {"kind": "precomputed_column", "source": "variants", "column": "retailPrice"}
    assert codes(references.validate_references(metric("PRICE", price, ["product"]), standard_metrics.global_catalogue())) == [
        ("body.rollup", "rollup_required")
    ]


# -- aggregation -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("column", "function", "grain", "expected"),
    [
        ("grossSales", "sum", "organization", {"organization": 770.0}),
        ("grossSales", "sum", "brand", {"b1": 250.0, "b2": 520.0}),
        ("*", "count", "shop", {"s1": 3.0, "s2": 2.0}),
        ("margin", "count", "shop", {"s1": 2.0, "s2": 2.0}),  # l2 has no margin
        ("customer", "count_distinct", "shop", {"s1": 3.0, "s2": 2.0}),
        ("margin", "avg", "brand", {"b1": 35.0, "b2": 52.5}),  # (40 + 30) / 2: the null is not a 0
        ("units", "min", "product", {"p1": 1.0, "p2": 3.0, "p3": 1.0}),
        ("units", "max", "product", {"p1": 2.0, "p2": 3.0, "p3": 5.0}),
        ("units", "sum", "day", {"2024-06-30": 2.0, "2024-06-01": 1.0, "2024-05-31": 3.0, "2024-05-02": 1.0, "2024-05-01": 5.0}),
        ("units", "sum", "inventory_item", {"i1": 2.0, "i2": 1.0, "i3": 3.0, "i4": 6.0}),
    ],
)
def test_aggregation_functions(column, function, grain, expected):
    definition = metric("AGG", agg(column, function), [grain])
    assert references.validate_references(definition, catalogue(definition)) == []
    assert run(definition, grain) == expected


@pytest.mark.parametrize(
    ("filters", "function", "column", "expected"),
    [
        ([{"column": "size", "operator": "in", "value": ["S"]}], "sum", "grossSales", {"s1": 100.0, "s2": 20.0}),
        ([{"column": "size", "operator": "not_in", "value": ["S", "XL"]}], "sum", "units", {"s1": 1.0, "s2": 3.0}),
        ([{"column": "margin", "operator": "is_null"}], "count", "*", {"s1": 1.0, "s2": 0.0}),
        ([{"column": "margin", "operator": "is_not_null"}], "count", "*", {"s1": 2.0, "s2": 2.0}),
        # SQL semantics: a null margin matches neither eq nor ne
        ([{"column": "margin", "operator": "ne", "value": 40}], "count", "*", {"s1": 1.0, "s2": 2.0}),
        ([{"column": "saleDate", "operator": "gte", "value": "2024-06-01"}], "count", "*", {"s1": 2.0, "s2": 0.0}),
        ([{"column": "units", "operator": "gt", "value": 1}, {"column": "units", "operator": "lte", "value": 3}],
         "sum", "units", {"s1": 2.0, "s2": 3.0}),
        ([{"column": "customer", "operator": "eq", "value": "C"}], "sum", "grossSales", {"s1": 500.0, "s2": 20.0}),
    ],
)  # fmt: skip
def test_aggregation_filters(filters, function, column, expected):
    definition = metric("FILTERED", agg(column, function, filters=filters))
    assert run(definition, "shop") == expected


@pytest.mark.parametrize(
    ("operator", "value", "expected"),
    [
        ("eq", "2024-06-24", {"v1": 1.0, "v2": 0.0}),  # 06-24T00:00 is on that UTC day
        ("lte", "2024-06-24", {"v1": 2.0, "v2": 0.0}),  # 06-23T23:59 and 06-24T00:00, by day not by string
        ("gt", "2024-06-24", {"v1": 1.0, "v2": 1.0}),
        ("in", ["2024-06-30", "2024-06-25"], {"v1": 1.0, "v2": 1.0}),
    ],
)
def test_date_filters_on_a_timestamp_column_compare_utc_days(operator, value, expected):
    filters = [{"column": "movementTime", "operator": operator, "value": value}]
    definition = metric("MOVES", agg("*", "count", source="stock_ledger", filters=filters), ["variant"])
    assert run(definition, "variant") == expected


def test_empty_group_sums_to_zero_and_averages_to_none():
    nothing = [{"column": "grossSales", "operator": "gt", "value": 1000}]
    assert run(metric("S", agg("grossSales", "sum", filters=nothing)), "shop") == {"s1": 0.0, "s2": 0.0}
    assert run(metric("A", agg("grossSales", "avg", filters=nothing)), "shop") == {"s1": None, "s2": None}
    assert run(metric("C", agg("*", "count", filters=nothing)), "shop") == {"s1": 0.0, "s2": 0.0}


def test_aggregation_reads_decimals_and_numeric_strings_and_skips_rows_without_grain():
    rows = {
        "stock_snapshot": [
            {"shopId": "s1", "currentStockQty": Decimal("2.5")},
            {"shopId": "s1", "currentStockQty": "3"},
            {"shopId": "s1", "currentStockQty": "n/a"},
            {"shopId": "s1", "currentStockQty": True},
            {"shopId": None, "currentStockQty": 100},
            {"currentStockQty": 100},
        ]
    }
    definition = metric("Q", agg("currentStockQty", source="stock_snapshot"))
    assert run(definition, "shop", rows=rows) == {"s1": 5.5}
    assert run(metric("N", agg("currentStockQty", "count", source="stock_snapshot")), "shop", rows=rows) == {"s1": 2.0}


def test_missing_source_has_no_rows():
    assert run(metric("Q", agg("currentStockQty", source="stock_snapshot")), "shop", rows={}) == {}


# -- time_windowed_aggregation ---------------------------------------------------------------------


def test_trailing_window_from_latest_data_includes_both_ends():
    current = metric("CUR", windowed("grossSales", {"days": 30, "anchor": "latest_data"}))
    assert run(current, "shop") == {"s1": 160.0, "s2": 0.0}  # l1 (06-30) + l2 (06-01); s2 sold nothing in the window
    previous = metric("PREV", windowed("grossSales", {"days": 30, "anchor": "latest_data", "offsetDays": 30}))
    assert run(previous, "shop") == {"s1": 0.0, "s2": 110.0}  # l3 (05-31) + l4 (05-02); l5 (05-01) is one day out


def test_window_anchored_today_and_leading_for_forecasts():
    body = windowed(
        "quantity",
        {"days": 30, "anchor": "today", "direction": "leading"},
        source="sales_forecasts",
        time_column="forecastDate",
        filters=[{"column": "granularity", "operator": "eq", "value": "DAY"}],
    )
    forecast = metric("FC", body, ["variant", "day"])
    assert run(forecast, "variant") == {"v1": 5.0, "v2": 0.0}  # 07-01 + 07-30; 07-31 out, WEEK filtered, 06-30 past
    assert run(forecast, "day") == {"2024-07-01": 3.0, "2024-07-30": 2.0, "2024-07-31": 0.0, "2024-06-30": 0.0}
    trailing_today = metric("T", windowed("grossSales", {"days": 31, "anchor": "today"}))
    assert run(trailing_today, "shop") == {"s1": 160.0, "s2": 0.0}  # [06-01, 07-01]


def test_window_on_a_timestamp_column_uses_the_utc_day():
    body = windowed(
        "quantityChange",
        {"days": 7, "anchor": "latest_data"},
        source="stock_ledger",
        time_column="movementTime",
        filters=[{"column": "movementCategory", "operator": "eq", "value": "OUTBOUND"}],
    )
    # window [06-24, 06-30]: 06-30T23:59 and 06-24T00:00 in, 06-23T23:59 out; v2 is INBOUND
    assert run(metric("OUT7", body, ["variant"]), "variant") == {"v1": -3.0, "v2": 0.0}


def test_window_over_a_source_without_dates_is_empty():
    rows = {"sale_lines": [{"shopId": "s1", "saleDate": None, "grossSales": 5}]}
    assert run(metric("W", windowed("grossSales", {"days": 7, "anchor": "latest_data"})), "shop", rows=rows) == {"s1": 0.0}


# -- formula ---------------------------------------------------------------------------------------


def test_formula_of_standard_metrics_with_hand_computed_values():
    asp = metric("ASP", {"kind": "formula", "expression": "GROSS_SALES_VALUE / GROSS_SALES_QUANTITY"}, ["shop", "brand"])
    assert references.validate_references(asp, catalogue(asp)) == []
    # s1: 160 / 3 units; s2: nothing sold in the window -> 0 / 0 -> None
    assert run(asp, "shop") == {"s1": pytest.approx(160 / 3), "s2": None}


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("A + B * 2", 7.0),
        ("(A + B) * 2", 8.0),
        ("A - B - 1", -3.0),
        ("A / B / 2", 1 / 6),
        ("-A + -(B)", -4.0),
        ("--A", 1.0),
        ("A / (B - 3)", None),  # division by zero
        ("A / 0.0", None),
        ("A * 1e308 * 10", None),  # overflow
        ("A + MISSING", None),  # a missing operand
        ("A + NULL", None),
        ("2.5 * A", 2.5),
    ],
)
def test_expression_arithmetic(expression, expected):
    tree = expressions.parse_expression(expression)
    value = expressions.evaluate_expression(tree, {"A": 1.0, "B": 3.0, "NULL": None})
    assert value == (pytest.approx(expected) if expected is not None else None)


def test_long_flat_expressions_and_deep_nesting_up_to_the_limit_are_accepted():
    chain = " + ".join(["A"] * 100)  # 99 operators: 99 levels of nesting, 399 characters
    assert expressions.evaluate_expression(expressions.parse_expression(chain), {"A": 1.0}) == 100.0
    assert expressions.evaluate_expression(expressions.parse_expression("-" * 100 + "A"), {"A": 2.0}) == 2.0


def test_expression_references_in_order_without_repeats():
    assert expressions.expression_references(expressions.parse_expression("(B + A) / B * 2 - C")) == ("B", "A", "C")


def test_formula_groups_are_the_union_of_its_operands():
    a = metric("A", agg("grossSales"))  # s1, s2
    b = metric("B", agg("currentStockQty", source="stock_snapshot"))
    only_s3 = {"sale_lines": [{"shopId": "s3", "grossSales": 8}], "stock_snapshot": [{"shopId": "s4", "currentStockQty": 2}]}
    ratio = metric("R", {"kind": "formula", "expression": "A / B"})
    assert run(ratio, "shop", a, b, rows=only_s3) == {"s3": None, "s4": None}
    assert run(ratio, "shop", a, b) == {"s1": 660 / 14, "s2": 110 / 6}


# -- composite -------------------------------------------------------------------------------------


def _parts(combine: str, weights=(1, 1), keys=("A", "B")) -> dict[str, Any]:
    return {
        "kind": "composite",
        "combine": combine,
        "parts": [{"key": k, "weight": w} for k, w in zip(keys, weights, strict=True)],
    }


@pytest.mark.parametrize(
    ("combine", "weights", "expected_s1", "expected_s2"),
    [
        ("weighted_sum", (2, -1), 2 * 660 - 14, 2 * 110 - 6),
        ("min", (1, 1), 14.0, 6.0),
        ("max", (1, 10), 660.0, 110.0),  # s1: max(660, 140); s2: max(110, 60)
        ("avg", (3, 1), (3 * 660 + 14) / 4, (3 * 110 + 6) / 4),
    ],
)
def test_composite_combinations(combine, weights, expected_s1, expected_s2):
    a = metric("A", agg("grossSales"))  # s1 660, s2 110
    b = metric("B", agg("currentStockQty", source="stock_snapshot"))  # s1 14, s2 6
    composite = metric("C", _parts(combine, weights))
    assert references.validate_references(composite, catalogue(a, b, composite)) == []
    assert run(composite, "shop", a, b) == {"s1": pytest.approx(expected_s1), "s2": pytest.approx(expected_s2)}


def test_composite_part_by_metric_id_and_none_parts():
    trend = standard_metrics.global_catalogue()["SALES_TREND_PERCENT"]
    body = {"kind": "composite", "combine": "weighted_sum", "parts": [{"metricId": trend.id}, {"key": "CURRENT_STOCK_LEVEL"}]}
    composite = metric("MIX", body, ["shop"])
    assert references.validate_references(composite, catalogue(composite)) == []
    # s1 trend is None (previous window sold 0) -> None; s2 trend -100 + stock 6
    assert run(composite, "shop") == {"s1": None, "s2": pytest.approx(-94.0)}


# -- malformed bodies and definitions ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"kind": "sql", "query": "select 1"}, "union_tag_invalid"),
        ({"source": "sale_lines", "column": "units", "function": "sum"}, "union_tag_not_found"),
        (agg("colour"), "column"),
        (agg("units", source="shops"), "source"),
        (agg("units", "median"), "function"),
        (agg("sku", "sum"), "function"),  # sum of a string column
        (agg("*", "avg"), "function"),
        (agg("*", "count_distinct"), "function"),
        ({**agg("units"), "having": "x"}, "having"),  # extra="forbid"
        (agg("units", filters=[{"column": "colour", "operator": "eq", "value": "red"}]), "filters"),
        (agg("units", filters=[{"column": "units", "operator": "eq", "value": "2"}]), "filters"),
        (agg("units", filters=[{"column": "size", "operator": "gt", "value": "M"}]), "filters"),
        (agg("units", filters=[{"column": "saleDate", "operator": "gt", "value": "yesterday"}]), "filters"),
        (agg("units", filters=[{"column": "size", "operator": "like", "value": "M"}]), "operator"),
        (agg("units", filters=[{"column": "size", "operator": "in", "value": []}]), "filters"),
        (agg("units", filters=[{"column": "size", "operator": "in", "value": "S"}]), "filters"),
        (agg("units", filters=[{"column": "size", "operator": "eq"}]), "filters"),
        (agg("units", filters=[{"column": "margin", "operator": "is_null", "value": 0}]), "filters"),
        (windowed("units", {"days": 0, "anchor": "today"}), "days"),
        (windowed("units", {"days": 366, "anchor": "today"}), "days"),
        (windowed("units", {"days": True, "anchor": "today"}), "days"),
        (windowed("units", {"days": "30", "anchor": "today"}), "days"),
        (windowed("units", {"days": 30, "anchor": "yesterday"}), "anchor"),
        (windowed("units", {"days": 30}), "anchor"),
        (windowed("units", {"days": 30, "anchor": "today", "offsetDays": -1}), "offsetDays"),
        (windowed("units", {"days": 30, "anchor": "today"}, time_column="units"), "timeColumn"),
        (windowed("units", {"days": 30, "anchor": "today"}, time_column="deliveryDate"), "timeColumn"),
        ({k: v for k, v in windowed("units", {"days": 30, "anchor": "today"}).items() if k != "timeColumn"}, "timeColumn"),
        ({"kind": "precomputed_column", "source": "stock_snapshot", "column": "days_of_supply"}, "column"),
        ({"kind": "precomputed_column", "source": "stock_snapshot", "column": "shopId"}, "column"),
        ({"kind": "precomputed_column", "source": "stock_snapshot", "column": "daysOfSupply", "rollup": "median"}, "rollup"),
        ({"kind": "formula", "expression": "abs(GROSS_SALES_VALUE)"}, "function call"),
        ({"kind": "formula", "expression": "GROSS_SALES_VALUE.real"}, "attribute"),
        ({"kind": "formula", "expression": "__import__('os').system('true')"}, "function call"),
        ({"kind": "formula", "expression": "'GROSS_SALES_VALUE' + 1"}, "literal"),
        ({"kind": "formula", "expression": "GROSS_SALES_VALUE ** 2"}, "**"),
        ({"kind": "formula", "expression": "GROSS_SALES_VALUE % 2"}, "%"),
        ({"kind": "formula", "expression": "GROSS_SALES_VALUE // 2"}, "//"),
        ({"kind": "formula", "expression": "GROSS_SALES_VALUE > 2"}, "comparison"),
        ({"kind": "formula", "expression": "GROSS_SALES_VALUE[0]"}, "subscript"),
        ({"kind": "formula", "expression": "+GROSS_SALES_VALUE"}, "unary"),
        ({"kind": "formula", "expression": "True + GROSS_SALES_VALUE"}, "literal"),
        ({"kind": "formula", "expression": "1j * GROSS_SALES_VALUE"}, "literal"),
        ({"kind": "formula", "expression": "1e999 * GROSS_SALES_VALUE"}, "not finite"),
        ({"kind": "formula", "expression": "gross_sales_value / 2"}, "not a metric key"),
        ({"kind": "formula", "expression": "1 + 2"}, "at least one metric"),
        ({"kind": "formula", "expression": "GROSS_SALES_VALUE +"}, "not a valid"),
        ({"kind": "formula", "expression": "   "}, "expression"),
        ({"kind": "formula", "expression": "-" * 101 + "A"}, "nested"),
        ({"kind": "formula", "expression": "(" * 201 + "A" + ")" * 201}, "nested parentheses"),
        ({"kind": "formula", "expression": "A + " * 300 + "A"}, "expression"),
        ({"kind": "composite", "combine": "avg", "parts": [{"key": "A"}]}, "parts"),
        ({"kind": "composite", "combine": "avg", "parts": []}, "parts"),
        ({"kind": "composite", "combine": "product", "parts": [{"key": "A"}, {"key": "B"}]}, "combine"),
        ({"kind": "composite", "combine": "avg", "parts": [{"key": "A"}, {"key": "B", "metricId": "b"}]}, "exactly one"),
        ({"kind": "composite", "combine": "avg", "parts": [{"key": "A"}, {"weight": 2}]}, "exactly one"),
        ({"kind": "composite", "combine": "avg", "parts": [{"key": "A"}, {"key": "B", "weight": -1}]}, "weights > 0"),
        ({"kind": "composite", "combine": "weighted_sum", "parts": [{"key": "A"}, {"key": "B", "weight": 0}]}, "weight 0"),
        ({"kind": "composite", "combine": "weighted_sum", "parts": [{"key": "A"}, {"key": "b"}]}, "key"),
        ({"kind": "composite", "combine": "weighted_sum", "parts": [{"key": "A"}, {"key": "B", "weight": "2"}]}, "weight"),
    ],
)
def test_malformed_bodies_are_rejected(body, where):
    with pytest.raises(ValidationError) as caught:
        BODY.validate_python(body)
    text = " ".join(f"{'.'.join(map(str, e['loc']))} {e['type']} {e['msg']}" for e in caught.value.errors())
    assert where in text


def test_every_form_parses_and_is_discriminated_by_kind():
    forms = {
        "precomputed_column": {"kind": "precomputed_column", "source": "variants", "column": "retailPrice"},
        "aggregation": agg("units"),
        "time_windowed_aggregation": windowed("units", {"days": 7, "anchor": "today"}),
        "formula": {"kind": "formula", "expression": " A / B "},
        "composite": _parts("max"),
    }
    classes = [
        bodies.PrecomputedColumnBody,
        bodies.AggregationBody,
        bodies.TimeWindowedAggregationBody,
        bodies.FormulaBody,
        bodies.CompositeBody,
    ]
    for (kind, raw), cls in zip(forms.items(), classes, strict=True):
        body = BODY.validate_python(raw)
        assert type(body) is cls and body.kind == kind
        assert BODY.validate_python(body.model_dump()) == body  # round trip through JSON-like dicts
    assert BODY.validate_python(forms["formula"]).expression == "A / B"
    window = BODY.validate_python(forms["time_windowed_aggregation"]).window
    assert (window.offsetDays, window.direction) == (0, "trailing")


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"displayName": ""}, "displayName"),
        ({"displayName": "   "}, "displayName"),
        ({"displayName": "x" * 256}, "displayName"),
        ({"grain": []}, "grain"),
        ({"grain": [""]}, "grain"),
        ({"grain": ["planet"]}, "grain"),
        ({"grain": ["shop", "shop"]}, "distinct"),
        ({"grain": "shop"}, "grain"),
        ({"key": "gross_sales"}, "key"),
        ({"key": "1ST"}, "key"),
        ({"key": "A" * 65}, "key"),
        ({"id": ""}, "id"),
        ({"scope": "USER"}, "scope"),
        ({"organizationId": None}, "needs organizationId"),
        ({"scope": "GLOBAL"}, "no organizationId"),
        ({"body": None}, "body"),
        ({"owner": "me"}, "owner"),
    ],
)
def test_malformed_definitions_are_rejected(change, where):
    raw = {
        "id": "m1",
        "scope": "ORG",
        "organizationId": ORG,
        "key": "K",
        "displayName": "K",
        "grain": ["shop"],
        "body": agg("units"),
    }
    with pytest.raises(ValidationError) as caught:
        bodies.MetricDefinition.model_validate({**raw, **change})
    assert where in str(caught.value)


def test_display_name_is_stripped_and_255_characters_fit():
    definition = metric("K", agg("units"))
    assert definition.model_copy(update={"displayName": "x"}).displayName == "x"
    raw = definition.model_dump()
    assert bodies.MetricDefinition.model_validate({**raw, "displayName": "  Sales  "}).displayName == "Sales"
    assert len(bodies.MetricDefinition.model_validate({**raw, "displayName": "é" * 255}).displayName) == 255


def test_definitions_are_immutable():
    definition = metric("K", agg("units"))
    with pytest.raises(ValidationError):
        definition.key = "OTHER"  # type: ignore[misc]


# -- references, grains and cycles ----------------------------------------------------------------


def test_unknown_references_are_reported_on_their_field():
    formula = metric("F", {"kind": "formula", "expression": "GROSS_SALES_VALUE / NOT_A_METRIC"})
    errors = references.validate_references(formula, catalogue(formula))
    assert codes(errors) == [("body.expression", "unknown_metric")]
    assert "NOT_A_METRIC" in errors[0]["message"]
    composite = metric(
        "C",
        {"kind": "composite", "combine": "max", "parts": [{"key": "GROSS_SALES_VALUE"}, {"metricId": "nope"}, {"key": "NOPE"}]},
    )
    assert codes(references.validate_references(composite, catalogue(composite))) == [
        ("body.parts.1.metricId", "unknown_metric"),
        ("body.parts.2.key", "unknown_metric"),
    ]


def test_metrics_of_another_organization_are_invisible():
    theirs = metric("THEIRS", agg("units"), org="org-2")
    mine = metric("MINE", {"kind": "formula", "expression": "THEIRS * 2"})
    by_id = metric("MINE2", {"kind": "composite", "combine": "max", "parts": [{"metricId": theirs.id}, {"key": "MINE"}]})
    assert codes(references.validate_references(mine, catalogue(theirs, mine))) == [("body.expression", "unknown_metric")]
    assert codes(references.validate_references(by_id, catalogue(theirs, mine, by_id))) == [
        ("body.parts.0.metricId", "unknown_metric")
    ]
    with pytest.raises(references.MetricError, match="unknown"):
        run(mine, "shop", theirs)


def test_a_global_metric_cannot_use_an_org_metric():
    org_metric = metric("ORG_ONLY", agg("units"))
    global_metric = bodies.MetricDefinition.model_validate(
        {
            "id": "g",
            "scope": "GLOBAL",
            "key": "G",
            "displayName": "G",
            "grain": ["shop"],
            "body": {"kind": "formula", "expression": "ORG_ONLY"},
        }
    )
    assert codes(references.validate_references(global_metric, catalogue(org_metric))) == [("body.expression", "unknown_metric")]


def test_self_reference_is_a_cycle():
    definition = metric("A", {"kind": "formula", "expression": "A + 1"})
    errors = references.validate_references(definition, catalogue(definition))
    assert codes(errors) == [("body.expression", "cycle")]
    assert errors[0]["message"] == "reference cycle: A -> A"


def test_two_and_three_cycles_name_their_path():
    b = metric("B", {"kind": "formula", "expression": "A * 2"})
    a = metric("A", {"kind": "formula", "expression": "GROSS_SALES_VALUE + B"})
    errors = references.validate_references(a, catalogue(b))
    assert [(e["code"], e["message"]) for e in errors] == [("cycle", "reference cycle: A -> B -> A")]

    c3 = metric("C3", {"kind": "composite", "combine": "min", "parts": [{"key": "A3"}, {"key": "CURRENT_STOCK_LEVEL"}]})
    b3 = metric("B3", {"kind": "formula", "expression": "C3 / 2"})
    a3 = metric("A3", {"kind": "composite", "combine": "max", "parts": [{"metricId": "b3"}, {"key": "CURRENT_STOCK_LEVEL"}]})
    errors = references.validate_references(a3, catalogue(b3, c3))
    assert [(e["field"], e["message"]) for e in errors] == [("body.parts", "reference cycle: A3 -> B3 -> C3 -> A3")]


def test_a_cycle_introduced_by_patch_is_found():
    a = metric("A", {"kind": "formula", "expression": "B * 2"})
    b = metric("B", agg("units"))
    stored = catalogue(a, b)
    assert references.validate_references(a, stored) == [] and references.validate_references(b, stored) == []
    # PATCH B: the body is replaced whole; the stored B (same id) must not hide the new one
    patched = bodies.MetricDefinition.model_validate({**b.model_dump(), "body": {"kind": "formula", "expression": "A + 1"}})
    errors = references.validate_references(patched, stored)
    assert [(e["field"], e["code"], e["message"]) for e in errors] == [
        ("body.expression", "cycle", "reference cycle: B -> A -> B")
    ]


def test_a_cycle_reachable_but_not_through_the_metric_is_reported():
    x = metric("X", {"kind": "formula", "expression": "Y"}, id="x")
    y = metric("Y", {"kind": "formula", "expression": "X"}, id="y")
    user = metric("USER", {"kind": "formula", "expression": "X + CURRENT_STOCK_LEVEL"})
    errors = references.validate_references(user, catalogue(x, y))
    assert [e["message"] for e in errors] == ["reference cycle: X -> Y -> X"]
    with pytest.raises(references.MetricError, match="cycle"):
        run(user, "shop", x, y)


def test_grains_must_be_supported_by_sources_and_references():
    errors = references.validate_references(
        metric("F", agg("quantity", source="sales_forecasts"), ["brand", "day"]), standard_metrics.global_catalogue()
    )
    assert codes(errors) == [("grain", "grain_unsupported")]
    assert "'brand'" in errors[0]["message"]
    stock = metric("STOCK", agg("currentStockQty", source="stock_snapshot"), ["day"])
    assert codes(references.validate_references(stock, standard_metrics.global_catalogue())) == [("grain", "grain_unsupported")]
    by_day = metric("TREND_BY_DAY", {"kind": "formula", "expression": "SALES_TREND_PERCENT"}, ["shop", "day"])
    errors = references.validate_references(by_day, catalogue(by_day))
    assert codes(errors) == [("grain", "grain_mismatch")]
    assert "SALES_TREND_PERCENT" in errors[0]["message"] and "day" in errors[0]["message"]


def test_patch_narrowing_a_grain_in_use_is_reported():
    base = metric("BASE", agg("units"), ["shop", "brand"])
    user = metric("USER", {"kind": "formula", "expression": "BASE * 2"}, ["brand"])
    stored = catalogue(base, user)
    narrowed = base.model_copy(update={"grain": ["shop"]})
    errors = references.validate_references(narrowed, stored)
    assert codes(errors) == [("grain", "grain_in_use")]
    assert "USER" in errors[0]["message"]
    assert references.validate_references(base.model_copy(update={"grain": ["brand"]}), stored) == []


def test_duplicate_keys_are_rejected_but_a_metric_may_keep_its_own_key():
    copy = metric("GROSS_SALES_VALUE", agg("grossSales"))
    assert codes(references.validate_references(copy, catalogue())) == [("key", "duplicate_key")]
    mine = metric("MINE", agg("units"))
    assert references.validate_references(mine.model_copy(update={"displayName": "Renamed"}), catalogue(mine)) == []


def test_find_dependents_lists_direct_users():
    base = metric("BASE", agg("units"))
    formula = metric("F1", {"kind": "formula", "expression": "BASE + 1"})
    composite = metric("C1", {"kind": "composite", "combine": "max", "parts": [{"metricId": "base"}, {"key": "F1"}]})
    cat = catalogue(base, formula, composite)
    assert references.find_dependents(base, cat) == ["C1", "F1"]
    assert references.find_dependents(formula, cat) == ["C1"]
    assert references.find_dependents(composite, cat) == []
    assert references.find_dependents(cat["CURRENT_STOCK_LEVEL"], cat) == ["DAYS_OF_STOCK", "INVENTORY_TURN_OVER_RATE"]


def test_evaluate_refuses_a_grain_the_metric_does_not_have():
    definition = metric("U", agg("units"), ["shop"])
    with pytest.raises(references.MetricError, match="grain 'brand'"):
        run(definition, "brand")
    # a formula at a grain one of its operands lacks (the definition skipped validation)
    by_day = metric("D", {"kind": "formula", "expression": "SALES_TREND_PERCENT"}, ["day"])
    with pytest.raises(references.MetricError, match="SALES_TREND_PERCENT"):
        run(by_day, "day")
    unsupported = metric("S", agg("currentStockQty", source="stock_snapshot"), ["day"])
    with pytest.raises(references.MetricError, match="stock_snapshot"):
        run(unsupported, "day")


# -- standard GLOBAL metrics ----------------------------------------------------------------------


def test_global_metrics_are_valid_and_cover_the_expressible_standard_metrics():
    cat = standard_metrics.global_catalogue()
    assert len(cat) == len(standard_metrics.global_metrics()) == len({d.id for d in standard_metrics.global_metrics()})
    standard = {
        "CURRENT_STOCK_LEVEL", "GROSS_SALES_VALUE", "GROSS_SALES_QUANTITY", "GROSS_SALES_VALUE_PREVIOUS",
        "FORECASTED_SALES_QUANTITY", "INVENTORY_TURN_OVER_RATE", "DAYS_OF_STOCK", "SALES_TREND_PERCENT",
    }  # fmt: skip
    assert standard <= set(cat)
    for definition in standard_metrics.global_metrics():
        assert definition.scope == "GLOBAL" and definition.organizationId is None
        assert references.validate_references(definition, cat) == [], definition.key
        for grain in definition.grain:
            result = metric_evaluation.evaluate(definition, ROWS, cat, grain, today=TODAY)
            assert all(v is None or math.isfinite(v) for v in result.values())


@pytest.mark.parametrize(
    ("key", "grain", "expected"),
    [
        ("CURRENT_STOCK_LEVEL", "variant", {"v1": 14.0, "v2": 6.0, "v3": 0.0}),
        ("DAYS_OF_STOCK", "variant", {"v1": 7.0, "v2": 6.0, "v3": 0.0}),  # 14/2, 6/1, 0/0.5
        ("DAYS_OF_STOCK", "brand", {"b1": 20 / 3, "b2": 0.0}),  # stock and velocity summed, then divided
        ("DAYS_OF_STOCK", "shop", {"s1": 7.0, "s2": 4.0}),  # 14/2, 6/1.5
        ("GROSS_SALES_VALUE", "brand", {"b1": 160.0, "b2": 0.0}),
        ("GROSS_SALES_QUANTITY", "organization", {"organization": 3.0}),
        ("GROSS_SALES_VALUE_PREVIOUS", "brand", {"b1": 90.0, "b2": 20.0}),
        ("SALES_TREND_PERCENT", "brand", {"b1": (160 - 90) / 90 * 100, "b2": -100.0}),
        ("SALES_TREND_PERCENT", "shop", {"s1": None, "s2": -100.0}),  # s1: previous window 0 -> None
        ("INVENTORY_TURN_OVER_RATE", "brand", {"b1": 6 / 20, "b2": None}),  # b2: no stock -> None
        ("FORECASTED_SALES_QUANTITY", "shop", {"s1": 5.0, "s2": 0.0}),
    ],
)
def test_global_metric_values(key, grain, expected):
    cat = standard_metrics.global_catalogue()
    result = metric_evaluation.evaluate(cat[key], ROWS, cat, grain, today=TODAY)
    assert result == {k: (pytest.approx(v) if v is not None else None) for k, v in expected.items()}


def test_days_of_stock_agrees_with_the_snapshot_view_formula():
    """DAYS_OF_STOCK at inventory-item grain equals the record's daysOfSupply (stock / avgDailySales30d)."""
    cat = standard_metrics.global_catalogue()
    result = metric_evaluation.evaluate(cat["DAYS_OF_STOCK"], ROWS, cat, "inventory_item", today=TODAY)
    assert result == {row["inventoryItemId"]: row["daysOfSupply"] for row in STOCK}


# -- docs/metrics.md stays in step with the code ----------------------------------------------------

_KEEP = ("type", "const", "enum", "pattern", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems", "default",
         "additionalProperties")  # fmt: skip


def _normalised(schema: dict[str, Any], defs: dict[str, Any], top: bool = True) -> dict[str, Any]:
    """The JSON schema without titles and descriptions, nested models inlined except MetricFilter."""
    if "$ref" in schema:
        name = schema["$ref"].split("/")[-1]
        if name == "MetricFilter" and not top:
            return {"$ref": "#/$defs/MetricFilter"}
        return _normalised(defs[name], defs, False)
    out = {k: schema[k] for k in _KEEP if k in schema}
    if "anyOf" in schema:
        out["anyOf"] = [_normalised(s, defs, False) for s in schema["anyOf"]]
    if "items" in schema:
        out["items"] = _normalised(schema["items"], defs, False)
    if "properties" in schema:
        out["properties"] = {k: _normalised(v, defs, False) for k, v in schema["properties"].items()}
        out["required"] = list(schema.get("required", []))
    return out


def _blocks(tag: str) -> list[tuple[str, Any]]:
    text = DOC.read_text(encoding="utf-8")
    return [(name, json.loads(block)) for name, block in re.findall(rf"<!-- {tag}: (\w+) -->\n```json\n(.*?)\n```", text, re.S)]


def test_doc_schemas_match_the_models():
    blocks = dict(_blocks("schema"))
    names = [
        "PrecomputedColumnBody",
        "AggregationBody",
        "TimeWindowedAggregationBody",
        "FormulaBody",
        "CompositeBody",
        "MetricFilter",
    ]
    assert sorted(blocks) == sorted(names)
    for name in names:
        schema = getattr(bodies, name).model_json_schema()
        assert blocks[name] == _normalised(schema, schema.get("$defs", {})), name


def test_doc_examples_are_valid_definitions():
    examples = _blocks("example")
    assert {kind for kind, _ in examples} == {
        "precomputed_column",
        "aggregation",
        "time_windowed_aggregation",
        "formula",
        "composite",
    }
    for kind, raw in examples:
        definition = bodies.MetricDefinition.model_validate(raw)
        assert definition.body.kind == kind
        assert references.validate_references(definition, catalogue(definition)) == [], definition.key
        for grain in definition.grain:
            metric_evaluation.evaluate(definition, ROWS, catalogue(definition), grain, today=TODAY)


def test_doc_lists_every_source_column_grain_and_global_metric():
    text = DOC.read_text(encoding="utf-8")
    for source in sources.SOURCES.values():
        section = text.split(f"### `{source.name}`", 1)[1].split("\n#", 1)[0]
        for column, spec in source.columns.items():
            assert f"| `{column}` | {spec.type} |" in section, (source.name, column)
    for grain in sources.GRAINS:
        assert f"| `{grain}` |" in text
    for definition in standard_metrics.global_metrics():
        assert f"| `{definition.key}`" in text
