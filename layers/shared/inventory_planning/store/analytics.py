"""Analytics reads: stock positions (snapshots), the stock ledger, and daily sales rollups."""

from __future__ import annotations

from typing import Any

from inventory_planning.store.accounts import get_organization
from inventory_planning.store.models import LedgerEntryItem, SalesDayItem, StockPositionItem


def _pk(organization_id: str, kind: str) -> str:
    return f"ORG#{organization_id}#{kind}"


def stock_positions_page(
    organization_id: str, page: int, page_size: int, shop_id: str | None = None
) -> tuple[list[StockPositionItem], int]:
    """Stock positions ordered by shop, variant and size (optionally one shop). ``(rows, total)``.

    The unfiltered total is the count that ingestion maintains; a shop's total is a COUNT query.
    """
    from inventory_planning.store.paging import query_page

    condition = StockPositionItem.sk.startswith(f"{shop_id}#") if shop_id else None
    total = None
    if shop_id is None:
        org = get_organization(organization_id)
        total = int(org.stock_position_count) if org and org.stock_position_count is not None else None
    return query_page(
        StockPositionItem.query,
        StockPositionItem.count,
        page,
        page_size,
        total=total,
        hash_key=_pk(organization_id, "STOCK"),
        range_key_condition=condition,
    )


def stock_positions_of_variants(
    organization_id: str, variant_ids: list[str], shop_id: str | None = None
) -> list[StockPositionItem]:
    """Every position of the given variants (GSI2, one query per variant), optionally one shop."""
    rows: list[StockPositionItem] = []
    for variant_id in variant_ids:
        condition = StockPositionItem.gsi2sk.startswith(f"{shop_id}#") if shop_id else None
        rows.extend(StockPositionItem.gsi2.query(f"ORG#{organization_id}#VARIANT#{variant_id}#STOCK", condition))
    return sorted(rows, key=lambda r: r.sk)


def ledger_months(organization_id: str) -> list[str]:
    """The ``YYYY-MM`` partitions that hold ledger entries, newest first."""
    org = get_organization(organization_id)
    return sorted(org.ledger_months or [], reverse=True) if org else []


def _ledger_filter(shop_id: str | None, category: str | None, movement_type: str | None) -> Any:
    condition = None
    for attribute, value in (
        (LedgerEntryItem.shop_id, shop_id),
        (LedgerEntryItem.movement_category, category),
        (LedgerEntryItem.movement_type, movement_type),
    ):
        if value:
            match = attribute == value
            condition = match if condition is None else condition & match
    return condition


def ledger_page(
    organization_id: str,
    page: int,
    page_size: int,
    *,
    time_from: str | None,
    time_to: str | None,
    shop_id: str | None = None,
    variant_id: str | None = None,
    category: str | None = None,
    movement_type: str | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """Ledger entries, newest first, with SPEC's filters. Times are ISO strings (inclusive bounds).

    With a variant, reads that variant's GSI2 partition. Otherwise it counts each month partition
    in range (server-side COUNT), then reads only the months that hold the requested page.
    Returns ``(entries, total)``.
    """
    low = time_from or "0000"
    high = (time_to or "9999") + "\uffff"
    filter_condition = _ledger_filter(shop_id, category, movement_type)
    if variant_id:
        from inventory_planning.store.paging import query_page

        index = LedgerEntryItem.gsi2
        rows, total = query_page(
            index.query, index.count, page, page_size,
            hash_key=f"ORG#{organization_id}#VARIANT#{variant_id}#LEDGER",
            range_key_condition=LedgerEntryItem.gsi2sk.between(low, high),
            filter_condition=filter_condition, scan_index_forward=False,
        )
        return [r.entry for r in rows], total
    months = [m for m in ledger_months(organization_id) if low[:7] <= m <= high[:7]]
    range_condition = LedgerEntryItem.sk.between(low, high)
    counts = [
        LedgerEntryItem.count(_pk(organization_id, f"LEDGER#{m}"), range_condition, filter_condition) for m in months
    ]
    total = sum(counts)
    skip = (page - 1) * page_size
    out: list[dict[str, Any]] = []
    for month, count in zip(months, counts, strict=True):
        if len(out) >= page_size:
            break
        if skip >= count:
            skip -= count
            continue
        wanted = skip + page_size - len(out)
        rows = LedgerEntryItem.query(
            _pk(organization_id, f"LEDGER#{month}"), range_condition, filter_condition, scan_index_forward=False,
            page_size=None if filter_condition is not None else min(wanted, 1000),
        )
        for index, row in enumerate(rows):
            if index < skip:
                continue
            out.append(row.entry)
            if len(out) >= page_size:
                break
        skip = 0
    return out, total


def sales_day_rows(organization_id: str, date_from: str, date_to: str) -> list[list[Any]]:
    """Every rollup row of the days ``date_from``..``date_to`` (YYYY-MM-DD, inclusive): one Query."""
    rows: list[list[Any]] = []
    for day in SalesDayItem.query(_pk(organization_id, "SALESDAY"), SalesDayItem.sk.between(date_from, date_to)):
        rows.extend(day.rows or [])
    return rows
