"""Sales summary aggregation (SPEC GET /api/sales/summary, REFERENCE 1.8).

Input rows are the daily rollups maintained at ingestion (one row per day x shop x inventory item x
currency, built from sale lines deduplicated by id). This module groups them by shop, brand or
product over a date range, with optional shop and brand filters, and sorts the groups.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

GROUP_FIELDS = {"shop": 0, "brand": 1, "product": 2}
SORT_FIELDS = ("grossSales", "units", "margin")

# Positions in a rollup row: [shopId, brandId, productId, variantId, inventoryItemId, currency,
#                             grossSales, margin, units]
SHOP, BRAND, PRODUCT, VARIANT, ITEM, CURRENCY, GROSS, MARGIN, UNITS = range(9)


@dataclass
class SalesGroup:
    """Totals of one group: gross sales and margin in currency units, units sold in pieces.

    ``currencies`` holds every currency seen; ``currency_id`` is None when there are several.
    """

    key: str
    gross_sales: float = 0.0
    margin: float = 0.0
    units: float = 0.0
    currencies: set[str] = field(default_factory=set)

    @property
    def currency_id(self) -> str | None:
        return next(iter(self.currencies)) if len(self.currencies) == 1 else None


def summarize(
    rows: Iterable[Sequence],
    group_by: str,
    shop_ids: set[str] | None = None,
    brand_ids: set[str] | None = None,
) -> list[SalesGroup]:
    """Group rollup rows by ``group_by`` (shop | brand | product), keeping only the given shops/brands.

    Raises:
        KeyError: for an unknown ``group_by``.
    """
    position = GROUP_FIELDS[group_by]
    groups: dict[str, SalesGroup] = {}
    for row in rows:
        if shop_ids and row[SHOP] not in shop_ids:
            continue
        if brand_ids and row[BRAND] not in brand_ids:
            continue
        key = row[position]
        group = groups.get(key)
        if group is None:
            group = groups[key] = SalesGroup(key)
        group.gross_sales += float(row[GROSS] or 0)
        group.margin += float(row[MARGIN] or 0)
        group.units += float(row[UNITS] or 0)
        if row[CURRENCY]:
            group.currencies.add(row[CURRENCY])
    return list(groups.values())


def sort_groups(groups: list[SalesGroup], sort_by: str, descending: bool) -> list[SalesGroup]:
    """Order by ``sort_by`` (grossSales | units | margin), ties broken by key for stable pages."""
    attribute = {"grossSales": "gross_sales", "units": "units", "margin": "margin"}[sort_by]
    ordered = sorted(groups, key=lambda g: g.key)
    return sorted(ordered, key=lambda g: getattr(g, attribute), reverse=descending)
