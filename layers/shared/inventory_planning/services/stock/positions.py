"""Reads of the current stock positions (GET /api/intelligence/stock-snapshots): the stock snapshot
records of a shop, of some variants or of the caller's shops, a page at a time."""

from __future__ import annotations

from inventory_planning.domain.stock.positions import StockSnapshotRecord, snapshot_record
from inventory_planning.services.catalog.checks import require_shops
from inventory_planning.store import analytics


def snapshot_page(
    organization_id: str,
    scope: frozenset[str] | None,
    *,
    shop_id: str | None,
    variant_ids: list[str],
    page: int,
    page_size: int,
) -> tuple[list[StockSnapshotRecord], int]:
    """A page of stock snapshot records and the total: of ``variant_ids`` (every position, optionally
    in ``shop_id``), else of ``shop_id``, else every shop's; a caller scoped to shops sees theirs only.

    Raises:
        Missing: ``shop_id`` is not the caller's or not found (404).
    """
    require_shops(organization_id, scope, [shop_id] if shop_id else [])
    start = (page - 1) * page_size
    if variant_ids:
        positions = analytics.stock_positions_of_variants(organization_id, variant_ids, shop_id)
        positions = [p for p in positions if scope is None or p.shop_id in scope]
        rows, total = positions[start : start + page_size], len(positions)
    elif scope is not None and not shop_id and len(scope) != 1:
        positions = analytics.stock_positions_of_shops(organization_id, sorted(scope))
        rows, total = positions[start : start + page_size], len(positions)
    else:
        one = shop_id or (next(iter(scope)) if scope else None)
        rows, total = analytics.stock_positions_page(organization_id, page, page_size, one)
    return [snapshot_record(p) for p in rows], total
