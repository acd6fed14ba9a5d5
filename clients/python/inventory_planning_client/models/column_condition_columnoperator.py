from typing import Literal

ColumnConditionColumnoperator = Literal[
    "AFTER",
    "BEFORE",
    "BETWEEN",
    "CONTAINS",
    "ENDS_WITH",
    "EQUAL",
    "EQUALS",
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "IS_EMPTY",
    "IS_FALSE",
    "IS_NOT_EMPTY",
    "IS_TRUE",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
    "MATCHES_REGEX",
    "NOT_CONTAINS",
    "NOT_EQUAL",
    "NOT_EQUALS",
    "ON",
    "STARTS_WITH",
]

COLUMN_CONDITION_COLUMNOPERATOR_VALUES: set[ColumnConditionColumnoperator] = {
    "AFTER",
    "BEFORE",
    "BETWEEN",
    "CONTAINS",
    "ENDS_WITH",
    "EQUAL",
    "EQUALS",
    "GREATER_OR_EQUAL",
    "GREATER_THAN",
    "IS_EMPTY",
    "IS_FALSE",
    "IS_NOT_EMPTY",
    "IS_TRUE",
    "LOWER_OR_EQUAL",
    "LOWER_THAN",
    "MATCHES_REGEX",
    "NOT_CONTAINS",
    "NOT_EQUAL",
    "NOT_EQUALS",
    "ON",
    "STARTS_WITH",
}


def check_column_condition_columnoperator(value: str) -> ColumnConditionColumnoperator:
    if value in COLUMN_CONDITION_COLUMNOPERATOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COLUMN_CONDITION_COLUMNOPERATOR_VALUES!r}")
