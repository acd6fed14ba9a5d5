"""Stock valuation: one rule for every place stock is shown with a value (docs/intelligence.md "Stock
valuation"; docs/decisions/0049-one-stock-valuation.md): the inventory valuation, the risks, the replay.

A unit of stock is valued at its **unit cost** where it is known (> 0, basis ``COST``), else at its
**price basis**: the retail price of the stock position (``RETAIL``), else the catalogue list price
(``LIST``), else the median selling price of its sales (``SALES_MEDIAN``); without any of them it is
**unvalued** (value 0, basis None) and counted in ``unvalued_units``, never guessed. A price of 0 is
no price. Stock at a selling price is valued at what it would sell for, not at what it cost: the
basis says which, so a buyer does not add the two unawares.

An aggregate of lines (sizes, shops, a brand) carries the **least direct** basis among its valued
lines in stock (COST, RETAIL, LIST, SALES_MEDIAN in that order): a brand whose stock is all at cost
but one size says SALES_MEDIAN. Each unit is valued once, at exactly one basis.

Pure: plain Python, no I/O. The SQL of the risks (``store/lake/risks/risk_types.py``) reads
:data:`BASES` for its order and is tested against :func:`unit_value`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

BASES: tuple[str, ...] = ("COST", "RETAIL", "LIST", "SALES_MEDIAN")
"""The valuation bases, from the most to the least direct."""

PRICE_BASES: tuple[str, ...] = BASES[1:]
"""The selling-price bases (the price basis of the risks and markdowns), from the most to the least direct."""


class UnitValue(NamedTuple):
    """The value of one unit (currency per unit; 0.0 without a basis) and its basis (None: unvalued)."""

    value: float
    basis: str | None


UNVALUED = UnitValue(0.0, None)


def _known(value: float | None) -> bool:
    return value is not None and float(value) > 0


def price_basis(
    *, retail_price: float | None = None, list_price: float | None = None, sales_median: float | None = None
) -> UnitValue:
    """A unit's selling price: the retail price (RETAIL), else the list price (LIST), else the median
    selling price (SALES_MEDIAN), else :data:`UNVALUED`. Prices <= 0 or None are unknown."""
    for basis, price in zip(PRICE_BASES, (retail_price, list_price, sales_median), strict=True):
        if price is not None and _known(price):
            return UnitValue(float(price), basis)
    return UNVALUED


def unit_value(
    *,
    unit_cost: float | None = None,
    retail_price: float | None = None,
    list_price: float | None = None,
    sales_median: float | None = None,
) -> UnitValue:
    """A unit of stock's value: its unit cost (COST) where known (> 0), else :func:`price_basis`."""
    if unit_cost is not None and _known(unit_cost):
        return UnitValue(float(unit_cost), "COST")
    return price_basis(retail_price=retail_price, list_price=list_price, sales_median=sales_median)


def least_direct(bases: Iterable[str | None]) -> str | None:
    """The least direct basis of ``bases`` (order of :data:`BASES`), None (unvalued) ignored; None when none."""
    ranks = [BASES.index(b) for b in bases if b is not None]
    return BASES[max(ranks)] if ranks else None


class StockLine(NamedTuple):
    """Units of one stock line (an item in a shop, or several with the same prices) and what is known of
    its prices (currency per unit; None or <= 0: unknown)."""

    units: float
    unit_cost: float | None = None
    retail_price: float | None = None
    list_price: float | None = None
    sales_median: float | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class StockValuation:
    """The value of some stock lines summed.

    - ``units``: the units of every line (as on hand, a line <= 0 included);
    - ``stock_value``: sum of units x :func:`unit_value` (cost, else the price basis), currency to the cent;
    - ``stock_value_retail``: sum of units x :func:`price_basis` (the stock at a selling price), to the cent;
    - ``valuation_basis`` / ``retail_basis``: the least direct basis of each over the lines in stock
      (None when none of them is valued);
    - ``unvalued_units``: units in stock with no basis at all (counted in ``units``, valued 0);
    - ``unpriced_units``: units in stock without a selling price (``stock_value_retail`` leaves them out).

    Lines with units <= 0 count in ``units`` only: no value, no basis.
    """

    units: float
    stock_value: float
    stock_value_retail: float
    valuation_basis: str | None
    retail_basis: str | None
    unvalued_units: float
    unpriced_units: float


def value_stock(lines: Iterable[StockLine]) -> StockValuation:
    """The :class:`StockValuation` of ``lines``: each unit in stock valued once, at one basis."""
    units = value = retail = unvalued = unpriced = 0.0
    bases: set[str | None] = set()
    retail_bases: set[str | None] = set()
    for line in lines:
        units += line.units
        if line.units <= 0:
            continue
        price = price_basis(retail_price=line.retail_price, list_price=line.list_price, sales_median=line.sales_median)
        unit = UnitValue(float(line.unit_cost), "COST") if line.unit_cost is not None and _known(line.unit_cost) else price
        value += line.units * unit.value
        retail += line.units * price.value
        bases.add(unit.basis)
        retail_bases.add(price.basis)
        unvalued += line.units if unit.basis is None else 0.0
        unpriced += line.units if price.basis is None else 0.0
    return StockValuation(
        units=units, stock_value=round(value, 2), stock_value_retail=round(retail, 2),
        valuation_basis=least_direct(bases), retail_basis=least_direct(retail_bases),
        unvalued_units=unvalued, unpriced_units=unpriced,
    )  # fmt: skip
