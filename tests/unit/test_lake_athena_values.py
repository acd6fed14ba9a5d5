"""Athena's text in and out (store/lake/athena.py): parameters as SQL literals, result cells typed as DuckDB types them."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

import pytest
from inventory_planning.store.lake.athena import _typed, literal


@pytest.mark.parametrize(
    ("value", "sql"),
    [
        ("org-1", "'org-1'"),
        ("O'Neil", "'O''Neil'"),  # a quote cannot end the literal
        (None, "NULL"),
        (True, "true"),
        (7, "7"),
        (2.5, "2.5"),
        (Decimal("1.10"), "1.10"),
        (date(2024, 2, 29), "DATE '2024-02-29'"),
        (datetime(2024, 2, 29, 13, 5, 1, 5), "TIMESTAMP '2024-02-29 13:05:01.000005'"),
    ],
)
def test_parameters_become_sql_literals(value, sql):
    assert literal(value) == sql


def test_an_unknown_parameter_type_is_refused():
    with pytest.raises(TypeError):
        literal(object())


@pytest.mark.parametrize(
    ("text", "athena_type", "value"),
    [
        ("12", "bigint", 12),
        ("3", "integer", 3),
        ("2.5", "double", 2.5),
        ("10.25", "decimal(12,2)", Decimal("10.25")),  # exact, as DuckDB returns a DECIMAL
        ("true", "boolean", True),
        ("2024-02-29", "date", date(2024, 2, 29)),
        ("2024-02-29 13:05:01.000", "timestamp", datetime(2024, 2, 29, 13, 5, 1)),
        ("shop-1", "varchar", "shop-1"),
        (None, "bigint", None),
    ],
)
def test_result_cells_are_typed_as_duckdb_types_them(text, athena_type, value):
    assert _typed(text, athena_type) == value
