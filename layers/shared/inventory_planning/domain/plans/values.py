"""Line values of plans (issue 8 "Values"), in the plan's currency.

- restock: ``quantity x unitCost x (1 - discount / 100)``; ``unitCost`` is the InventoryItem's cost,
  else the ProductVariant's ``costPrice``; no cost known -> value 0 and the line is reported as
  unvalued (``unitCost`` null).
- markdown: ``unitsInStock x retailPrice x discountPercent / 100``: the margin given away on the
  stock of that shop and size (``retailPrice`` the InventoryItem's list price, else the variant's).
- rebalance: ``quantity x unitCost`` (the value of the stock moved).
- pre-season: ``quantity x unitCost`` (the commitment at the buying price; ``unitCost`` the line's
  negotiated price, else the catalogue's cost as for restock).

Amounts are rounded to 6 decimals when stored so that totals kept by increments do not drift; the
API shows them as stored.
"""

from __future__ import annotations


def _r(value: float) -> float:
    return round(value, 6)


def restock_line_value(quantity: int, unit_cost: float | None, discount: float | None) -> float:
    """Value (currency) of a restock line; 0 when the unit cost is unknown."""
    if unit_cost is None:
        return 0.0
    return _r(quantity * unit_cost * (1 - (discount or 0) / 100))


def markdown_line_value(units_in_stock: int, retail_price: float | None, discount_percent: float) -> float:
    """Margin given away (currency) by a markdown line; 0 when no stock or no retail price."""
    if retail_price is None or units_in_stock <= 0:
        return 0.0
    return _r(units_in_stock * retail_price * discount_percent / 100)


def rebalance_line_value(quantity: int, unit_cost: float | None) -> float:
    """Value (currency, at cost) of the stock a rebalance line moves; 0 when the cost is unknown."""
    if unit_cost is None:
        return 0.0
    return _r(quantity * unit_cost)


def pre_season_line_value(quantity: int, unit_cost: float | None) -> float:
    """Value (currency, at the buying price) of a pre-season line; 0 when the cost is unknown."""
    if unit_cost is None:
        return 0.0
    return _r(quantity * unit_cost)
