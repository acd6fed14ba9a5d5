"""Typed records of a product's performance (docs/decisions/0026; REFERENCE 1.3).

``contracts.catalog.ProductPerformance`` shows a product with these KPIs beside its catalogue fields
and content; ``contracts.catalog.kpis_on_wire`` gives them the wire's names.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True, kw_only=True)
class ProductKpis:
    """The KPI fields of one product over a period, every one a figure (None for a caller without
    analytics.view; docs/decisions/0024). Money in the sales' currency (None when several), units in
    pieces; ``avg_gross_margin_pct`` a percent; ``monthly_sales`` the period's monthly rate; the stock
    fields (``total_quantity``, ``stock_value`` at unit cost else at the price basis with its
    ``valuation_basis`` and ``unvalued_units`` (``domain.valuation``), counts, ``sizes_available``) from
    the latest stock snapshot. ``tags`` come first in the product's tags (none today)."""

    total_units_sold: int | None = None
    total_net_sales: float | None = None
    total_discount: float | None = None
    total_gross_sales: float | None = None
    total_gross_margin: float | None = None
    total_cogs: float | None = None
    avg_gross_margin_pct: float | None = None
    avg_selling_price: float | None = None
    monthly_sales: float | None = None
    total_transactions: int | None = None
    total_quantity: float | None = None
    stock_value: float | None = None
    valuation_basis: str | None = None
    unvalued_units: float | None = None
    shop_count: int | None = None
    variant_count: int | None = None
    sizes_available: list[str] | None = None
    tags: list[str] = field(default_factory=list)
