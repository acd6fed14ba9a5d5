"""The replay's money (issue 36; docs/decisions/0047-replay-variants-and-frontier.md): what a unit costs,
what a unit of stock costs to hold, and the assumptions a result states. Pure, no numpy.

- ``unit_cost``: the cost of one unit of a position for the money figures: its unit cost, else its
  unit price x (1 - ``default_gross_margin_pct`` / 100), else unknown (0, the position unvalued).
  Kept in one small function so that the one valuation of the service can replace it.
- ``Economics``: the knobs a replay prices with (the organization's planning settings
  ``holdingCostRatePerYear`` and ``defaultGrossMarginPct``, where each comes from, the currency).
"""

from __future__ import annotations

from dataclasses import dataclass

AT_COST, FROM_PRICE, UNVALUED = "UNIT_COST", "PRICE_LESS_DEFAULT_MARGIN", "UNVALUED"
"""How ``unit_cost`` found a position's cost."""

DAYS_A_YEAR = 365


@dataclass(frozen=True, slots=True, kw_only=True)
class Economics:
    """The money knobs of a replay: ``holding_cost_rate_per_year`` (a fraction of the unit cost a
    year), ``default_gross_margin_pct`` (% of price, for a position without a unit cost), where each
    comes from (``DEFAULT`` or ``ORGANIZATION``, the planning settings' sources) and the currency of
    the values (None: unknown or several)."""

    holding_cost_rate_per_year: float = 0.25
    holding_cost_rate_source: str = "DEFAULT"
    default_gross_margin_pct: float = 50.0
    default_gross_margin_source: str = "DEFAULT"
    currency: str | None = None

    def holding_cost(self, unit_days_at_cost: float) -> float:
        """The cost of holding stock worth ``unit_days_at_cost`` (sum over days of the closing stock x
        unit cost, currency x days): x rate / 365, i.e. average stock at cost x rate x days / 365."""
        return unit_days_at_cost * self.holding_cost_rate_per_year / DAYS_A_YEAR


def unit_cost(cost: float | None, price: float | None, default_gross_margin_pct: float) -> tuple[float, str]:
    """The cost of one unit (currency) and how it was found: ``(cost, AT_COST)`` when known and above 0;
    else ``(price x (1 - default_gross_margin_pct / 100), FROM_PRICE)`` when the price is; else
    ``(0.0, UNVALUED)``."""
    if cost is not None and cost > 0:
        return float(cost), AT_COST
    if price is not None and price > 0:
        return float(price) * (1 - default_gross_margin_pct / 100), FROM_PRICE
    return 0.0, UNVALUED
