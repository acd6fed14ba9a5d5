"""domain.valuation: one stock valuation (docs/intelligence.md "Stock valuation"), and the risks' SQL of it."""

from __future__ import annotations

import duckdb
import pytest
from inventory_planning.domain.valuation import (
    BASES,
    UNVALUED,
    StockLine,
    UnitValue,
    least_direct,
    price_basis,
    unit_value,
    value_stock,
)
from inventory_planning.store.lake.risks.risk_types import ROW_BASIS, UNIT_VALUE, VALUATION_BASIS


@pytest.mark.parametrize(
    ("prices", "expected"),
    [
        ({"unit_cost": 4.0, "retail_price": 10.0, "list_price": 11.0, "sales_median": 9.0}, UnitValue(4.0, "COST")),
        ({"unit_cost": None, "retail_price": 10.0, "list_price": 11.0, "sales_median": 9.0}, UnitValue(10.0, "RETAIL")),
        ({"unit_cost": 0.0, "retail_price": 0.0, "list_price": 11.0, "sales_median": 9.0}, UnitValue(11.0, "LIST")),
        ({"unit_cost": -1.0, "retail_price": None, "list_price": None, "sales_median": 9.0}, UnitValue(9.0, "SALES_MEDIAN")),
        ({"unit_cost": None, "retail_price": None, "list_price": 0.0, "sales_median": None}, UNVALUED),
        ({}, UnitValue(0.0, None)),
    ],
)
def test_a_unit_is_valued_at_cost_else_at_its_price_basis_else_not_at_all(prices, expected):
    assert unit_value(**prices) == expected


def test_the_price_basis_never_reads_the_cost():
    assert price_basis(retail_price=None, list_price=None, sales_median=12.5) == UnitValue(12.5, "SALES_MEDIAN")
    assert price_basis() == UNVALUED


def test_the_least_direct_basis_wins_and_unvalued_is_no_basis():
    assert least_direct(["COST", "SALES_MEDIAN", "RETAIL"]) == "SALES_MEDIAN"
    assert least_direct(["COST", None]) == "COST"
    assert least_direct([None, None]) is None and least_direct([]) is None
    assert BASES == ("COST", "RETAIL", "LIST", "SALES_MEDIAN")


def test_stock_is_valued_line_by_line_each_unit_once():
    lines = [
        StockLine(10, unit_cost=4.0, retail_price=10.0),  # 40 at cost, 100 at retail
        StockLine(3, unit_cost=None, retail_price=None, sales_median=12.0),  # 36 at the sales median, both
        StockLine(2, unit_cost=7.0),  # 14 at cost, no price: 2 unpriced units
        StockLine(5),  # nothing known: 5 unvalued units
        StockLine(0, unit_cost=100.0),  # no stock: no value, no basis
        StockLine(-2, unit_cost=3.0, sales_median=99.0),  # negative stock: in units only
    ]
    valued = value_stock(lines)
    assert valued.units == 18.0  # 10 + 3 + 2 + 5 + 0 - 2
    assert valued.stock_value == 90.0  # 40 + 36 + 14: the 5 unvalued units add 0, no unit counted twice
    assert valued.stock_value_retail == 136.0  # 100 + 36
    assert (valued.valuation_basis, valued.retail_basis) == ("SALES_MEDIAN", "SALES_MEDIAN")
    assert (valued.unvalued_units, valued.unpriced_units) == (5.0, 7.0)


def test_stock_all_at_cost_says_cost_and_nothing_valued_says_none():
    at_cost = value_stock([StockLine(2, unit_cost=1.005), StockLine(1, unit_cost=2.0, retail_price=5.0)])
    assert (at_cost.stock_value, at_cost.valuation_basis, at_cost.retail_basis, at_cost.unvalued_units) == (
        4.01, "COST", "RETAIL", 0.0,
    )  # fmt: skip
    nothing = value_stock([StockLine(4), StockLine(0, unit_cost=3.0)])
    assert (nothing.units, nothing.stock_value, nothing.valuation_basis, nothing.unvalued_units) == (4.0, 0.0, None, 4.0)
    assert value_stock([]) == value_stock([StockLine(0)])


# The risks value positions in SQL: the same numbers and bases as the domain's function, case by case
# (a position's ``price`` is its price basis: retail price, else the median selling price).
POSITIONS = [
    (5.0, 4.0, 10.0, "RETAIL"),
    (5.0, None, 10.0, "RETAIL"),
    (5.0, 0.0, 9.0, "SALES_MEDIAN"),
    (5.0, None, 8.0, "LIST"),
    (5.0, None, None, None),
    (0.0, 3.0, None, None),
]


def test_the_risks_sql_values_a_position_as_the_domain_does():
    db = duckdb.connect()
    db.execute("CREATE TABLE positions (i INT, closing_stock DOUBLE, unit_cost DOUBLE, price DOUBLE, price_basis VARCHAR)")
    db.executemany("INSERT INTO positions VALUES (?, ?, ?, ?, ?)", [(i, *p) for i, p in enumerate(POSITIONS)])
    found = db.execute(f"SELECT i, {UNIT_VALUE}, {ROW_BASIS} FROM positions ORDER BY i").fetchall()
    assert [(value, basis) for _, value, basis in found] == [tuple(unit_value(**_kwargs(*p[1:]))) for p in POSITIONS]
    (summed,) = db.execute(f"SELECT {VALUATION_BASIS} FROM positions").fetchone()
    in_stock = [StockLine(p[0], **_kwargs(*p[1:])) for p in POSITIONS]
    assert summed == value_stock(in_stock).valuation_basis == "SALES_MEDIAN"


def _kwargs(cost, price, basis) -> dict:
    names = {"RETAIL": "retail_price", "LIST": "list_price", "SALES_MEDIAN": "sales_median"}
    return {"unit_cost": cost, **({names[basis]: price} if basis else {})}
