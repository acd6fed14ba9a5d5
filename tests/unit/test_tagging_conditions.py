"""Tagging rules' conditions (domain/tags/conditions.py) on hand-computed cases: each operator
family, TOP/BOTTOM_PERCENT with ties, AND/OR, and RE2 on a catastrophic pattern."""

from __future__ import annotations

import time

import pytest
from inventory_planning.domain.tags.conditions import column_matches, matching, metric_matches, percent_ranks


def metric(operator: str, threshold: float, metric_id: str = "CURRENT_STOCK_LEVEL") -> dict:
    return {
        "type": "METRIC",
        "metricId": metric_id,
        "conditionOperator": operator,
        "thresholdValue": threshold,
        "periodFilter": None,
    }


def column(column_id: str, operator: str, value=None, secondary=None) -> dict:
    return {"type": "COLUMN", "columnId": column_id, "columnOperator": operator, "value": value, "secondaryValue": secondary}


STOCK = {"a": 0.0, "b": 5.0, "c": 10.0, "d": None}


@pytest.mark.parametrize(
    ("operator", "threshold", "expected"),
    [
        ("LOWER_THAN", 5, {"a"}),  # 0 < 5; 5 is not < 5; d undefined
        ("LOWER_OR_EQUAL", 5, {"a", "b"}),
        ("GREATER_THAN", 5, {"c"}),
        ("GREATER_OR_EQUAL", 5, {"b", "c"}),
        ("EQUAL", 5, {"b"}),
        ("NOT_EQUAL", 5, {"a", "c"}),  # an undefined value matches nothing, NOT_EQUAL included
    ],
)
def test_metric_comparisons(operator: str, threshold: float, expected: set[str]) -> None:
    assert metric_matches(metric(operator, threshold), STOCK) == expected


def test_equal_holds_within_a_billionth() -> None:
    # 0.1 + 0.2 = 0.30000000000000004: EQUAL 0.3 within 1e-9, and not GREATER_THAN 0.3
    assert metric_matches(metric("EQUAL", 0.3), {"x": 0.1 + 0.2}) == {"x"}
    assert metric_matches(metric("GREATER_THAN", 0.3), {"x": 0.1 + 0.2}) == set()


def test_percent_ranks_share_the_lowest_rank_on_ties() -> None:
    # descending 9, 7, 7, 3, 1: ranks 1, 2, 2, 4, 5; n = 5 -> (r - 1) / 4 = 0, .25, .25, .75, 1
    values = {"p": 9.0, "q": 7.0, "r": 7.0, "s": 3.0, "t": 1.0, "u": None}
    assert percent_ranks(values, descending=True) == {"p": 0.0, "q": 0.25, "r": 0.25, "s": 0.75, "t": 1.0}
    # ascending 1, 3, 7, 7, 9: ranks 1, 2, 3, 3, 5 -> 0, .25, .5, .5, 1
    assert percent_ranks(values, descending=False) == {"t": 0.0, "s": 0.25, "q": 0.5, "r": 0.5, "p": 1.0}


def test_top_and_bottom_percent_keep_ties_together() -> None:
    values = {"p": 9.0, "q": 7.0, "r": 7.0, "s": 3.0, "t": 1.0, "u": None}
    # TOP 25: percent ranks (descending) <= .25 -> p (0), q and r (.25, tied)
    assert metric_matches(metric("TOP_PERCENT", 25), values) == {"p", "q", "r"}
    # TOP 20: only p (0); the tie at .25 stays out together
    assert metric_matches(metric("TOP_PERCENT", 20), values) == {"p"}
    # BOTTOM 50: ascending ranks <= .5 -> t (0), s (.25), q and r (.5)
    assert metric_matches(metric("BOTTOM_PERCENT", 50), values) == {"t", "s", "q", "r"}
    # TOP 100 keeps every entity with a value; u (undefined) never
    assert metric_matches(metric("TOP_PERCENT", 100), values) == {"p", "q", "r", "s", "t"}
    # one entity: percent_rank 0, in for any cutoff
    assert metric_matches(metric("BOTTOM_PERCENT", 1), {"only": 4.0}) == {"only"}


TEXT = {"a": "Red Dress", "b": "red shirt", "c": "", "d": None, "e": "  "}


@pytest.mark.parametrize(
    ("operator", "value", "expected"),
    [
        ("EQUALS", "RED DRESS", {"a"}),  # case ignored
        ("NOT_EQUALS", "red dress", {"b", "c", "d", "e"}),  # a missing text is ''
        ("CONTAINS", "RED", {"a", "b"}),
        ("NOT_CONTAINS", "dress", {"b", "c", "d", "e"}),
        ("STARTS_WITH", "red s", {"b"}),
        ("ENDS_WITH", "DRESS", {"a"}),
        ("IS_EMPTY", None, {"c", "d", "e"}),  # '' once trimmed
        ("IS_NOT_EMPTY", None, {"a", "b"}),
        ("MATCHES_REGEX", "^[Rr]ed (Dress|shirt)$", {"a", "b"}),
        ("MATCHES_REGEX", "(?i)^RED S", {"b"}),
    ],
)
def test_text_operators(operator: str, value: str | None, expected: set[str]) -> None:
    assert column_matches(column("products.name", operator, value), TEXT) == expected


def test_boolean_operators_leave_a_missing_value_out() -> None:
    values = {"on": True, "off": False, "unknown": None}
    assert column_matches(column("variants.isActive", "IS_TRUE"), values) == {"on"}
    assert column_matches(column("variants.isActive", "IS_FALSE"), values) == {"off"}


def test_date_operators() -> None:
    values = {"jan": "2026-01-15", "mar": "2026-03-01", "jun": "2026-06-30", "none": None}
    assert column_matches(column("products.createdAt", "BEFORE", "2026-03-01"), values) == {"jan"}
    assert column_matches(column("products.createdAt", "AFTER", "2026-03-01"), values) == {"jun"}
    assert column_matches(column("products.createdAt", "ON", "2026-03-01"), values) == {"mar"}
    # BETWEEN includes both bounds: 2026-01-15 <= d <= 2026-03-01
    assert column_matches(column("products.createdAt", "BETWEEN", "2026-01-15", "2026-03-01"), values) == {"jan", "mar"}
    assert column_matches(column("products.createdAt", "IS_EMPTY"), values) == {"none"}


def test_number_operators() -> None:
    values = {"cheap": 19.9, "mid": 49.0, "dear": 120.0, "none": None}
    assert column_matches(column("variants.retailPrice", "LOWER_THAN", 49), values) == {"cheap"}
    assert column_matches(column("variants.retailPrice", "GREATER_OR_EQUAL", 49), values) == {"mid", "dear"}
    assert column_matches(column("variants.retailPrice", "BETWEEN", 19.9, 49), values) == {"cheap", "mid"}
    assert column_matches(column("variants.retailPrice", "IS_NOT_EMPTY"), values) == {"cheap", "mid", "dear"}


def test_and_keeps_what_every_condition_matches_or_what_one_does() -> None:
    entities = ["v1", "v2", "v3", "v4"]
    stock = {"v1": 12.0, "v2": 0.0, "v3": 30.0, "v4": 8.0}
    availability = {"v1": 62.5, "v2": None, "v3": 100.0, "v4": 50.0}
    conditions = [metric("GREATER_THAN", 0), metric("LOWER_THAN", 70, "SIZE_AVAILABILITY_PERCENT")]
    # in stock: v1, v3, v4; availability < 70: v1 (62.5), v4 (50); v2 undefined
    assert matching({"operator": "AND", "rules": conditions}, [stock, availability], entities) == {"v1", "v4"}
    assert matching({"operator": "OR", "rules": conditions}, [stock, availability], entities) == {"v1", "v3", "v4"}


def test_an_entity_absent_from_a_conditions_values_has_none() -> None:
    # v9 has no value of the condition (not in the dict): undefined, so not matched, but it still ranks nowhere
    assert matching({"operator": "OR", "rules": [metric("LOWER_THAN", 1)]}, [{"v1": 0.0}], ["v1", "v9"]) == {"v1"}


def test_a_catastrophic_pattern_on_a_long_text_returns_in_milliseconds() -> None:
    # (a+)+$ backtracks exponentially in a backtracking engine on 'aaaa...b'; RE2 is linear
    text = "a" * 100_000 + "b"
    began = time.perf_counter()
    assert column_matches(column("products.name", "MATCHES_REGEX", "(a+)+$"), {"x": text}) == set()
    assert time.perf_counter() - began < 0.5
