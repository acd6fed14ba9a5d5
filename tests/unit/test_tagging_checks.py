"""A tagging rule's checks across fields (domain/tags/checks.py): each failure names its field path."""

from __future__ import annotations

import pytest
from inventory_planning.domain.tags.checks import check
from inventory_planning.kernel.errors import InvalidInput


def rule(entity_type: str = "VARIANT", *conditions: dict) -> dict:
    rules = list(conditions) or [{"type": "METRIC", "metricId": "CURRENT_STOCK_LEVEL", "conditionOperator": "GREATER_THAN",
                                  "thresholdValue": 0, "periodFilter": None}]  # fmt: skip
    return {"scope": {"entityType": entity_type}, "conditions": {"operator": "AND", "rules": rules}}


def column(column_id: str, operator: str, value=None, secondary=None) -> dict:
    return {"type": "COLUMN", "columnId": column_id, "columnOperator": operator, "value": value, "secondaryValue": secondary}


def fields(body: dict) -> set[str]:
    with pytest.raises(InvalidInput) as raised:
        check(body)
    return {e["field"] for e in raised.value.field_errors}


def test_a_valid_rule_passes() -> None:
    check(rule("VARIANT", column("products.category", "EQUALS", "Shoes"), column("variants.color", "IS_EMPTY")))
    # inventory_items.size needs an INVENTORY_ITEM (a column of a level below is not readable)
    assert fields(rule("VARIANT", column("inventory_items.size", "IS_EMPTY"))) == {"conditions.rules[0].columnId"}
    check(rule("INVENTORY_ITEM", column("inventory_items.size", "IS_EMPTY"), column("brands.name", "CONTAINS", "x")))


@pytest.mark.parametrize(
    ("condition", "field"),
    [
        (column("products.nope", "EQUALS", "x"), "conditions.rules[1].columnId"),
        (column("variants.color", "GREATER_THAN", 3), "conditions.rules[1].columnOperator"),
        (column("variants.color", "EQUALS"), "conditions.rules[1].value"),  # needs a value
        (column("variants.color", "IS_EMPTY", "x"), "conditions.rules[1].value"),  # takes none
        (column("variants.isActive", "IS_TRUE", True), "conditions.rules[1].value"),
        (column("variants.color", "MATCHES_REGEX", "(unclosed"), "conditions.rules[1].value"),
        (column("variants.color", "MATCHES_REGEX", "a" * 501), "conditions.rules[1].value"),
        (column("variants.color", "MATCHES_REGEX", r"(a)\1"), "conditions.rules[1].value"),  # RE2 has no backreferences
        (column("products.createdAt", "BEFORE", "2026-13-01"), "conditions.rules[1].value"),
        (column("variants.retailPrice", "LOWER_THAN", "10"), "conditions.rules[1].value"),
        (column("variants.retailPrice", "BETWEEN", 10), "conditions.rules[1].secondaryValue"),
        (column("variants.retailPrice", "BETWEEN", 10, 5), "conditions.rules[1].secondaryValue"),
        (column("variants.retailPrice", "LOWER_THAN", 10, 20), "conditions.rules[1].secondaryValue"),
        ({"type": "METRIC", "metricId": "NOPE", "conditionOperator": "EQUAL", "thresholdValue": 1},
         "conditions.rules[1].metricId"),
        ({"type": "METRIC", "metricId": "DAYS_OF_STOCK", "conditionOperator": "TOP_PERCENT", "thresholdValue": 0},
         "conditions.rules[1].thresholdValue"),
        ({"type": "METRIC", "metricId": "DAYS_OF_STOCK", "conditionOperator": "BOTTOM_PERCENT", "thresholdValue": 100.5},
         "conditions.rules[1].thresholdValue"),
    ],
)  # fmt: skip
def test_each_failure_names_its_field_path(condition: dict, field: str) -> None:
    ok = column("variants.color", "EQUALS", "red")
    assert fields(rule("VARIANT", ok, condition)) == {field}


def test_top_percent_takes_a_cutoff_up_to_100_included() -> None:
    check(
        rule(
            "VARIANT", {"type": "METRIC", "metricId": "DAYS_OF_STOCK", "conditionOperator": "TOP_PERCENT", "thresholdValue": 100}
        )
    )


def test_a_risk_score_is_not_an_inventory_items() -> None:
    risk = {"type": "METRIC", "metricId": "STOCKOUT_RISK_SCORE", "conditionOperator": "GREATER_THAN", "thresholdValue": 0.5}
    check(rule("VARIANT", risk))
    assert fields(rule("INVENTORY_ITEM", risk)) == {"conditions.rules[0].metricId"}
    status = {**risk, "metricId": "OVERSTOCK_RISK_STATUS", "thresholdValue": 2}
    check(rule("BRAND", status))
    assert fields(rule("INVENTORY_ITEM", status)) == {"conditions.rules[0].metricId"}


def test_the_entity_type_and_the_condition_count() -> None:
    assert "scope.entityType" in fields(rule("SHOP"))
    many = rule("VARIANT", *[column("variants.color", "EQUALS", "red")] * 21)
    assert fields(many) == {"conditions.rules"}
