"""Analytics reads from DynamoDB: stock positions (snapshots). Facts (sales, the ledger) are in the lake: store/lake."""

from __future__ import annotations

from typing import Any

from inventory_planning.store.account import get_organization
from inventory_planning.store.models import StockPositionItem
from inventory_planning.store.paging import query_page


def _pk(organization_id: str, kind: str) -> str:
    return f"ORG#{organization_id}#{kind}"


def stock_positions_page(
    organization_id: str, page: int, page_size: int, shop_id: str | None = None
) -> tuple[list[StockPositionItem], int]:
    """Stock positions ordered by shop, variant and size (optionally one shop). ``(rows, total)``.

    The unfiltered total is the count that ingestion maintains; a shop's total is a COUNT query.
    """

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


def stock_positions_of_shops(organization_id: str, shop_ids: list[str]) -> list[StockPositionItem]:
    """Every position of the given shops (one Query per shop, ``sk`` begins with the shop), in key order."""
    rows: list[StockPositionItem] = []
    for shop_id in shop_ids:
        rows.extend(StockPositionItem.query(_pk(organization_id, "STOCK"), StockPositionItem.sk.startswith(f"{shop_id}#")))
    return sorted(rows, key=lambda r: r.sk)


def positions_in_shop(organization_id: str, shop_id: str, items: list[Any]) -> dict[str, StockPositionItem]:
    """The positions of ``items`` (InventoryItems: variant and size) in one shop, by inventory item id:
    BatchGetItem of 100 keys (``<shopId>#<variantId>#<size>``)."""
    keys = [(_pk(organization_id, "STOCK"), f"{shop_id}#{i.variant_id}#{i.size}") for i in items]
    found: dict[str, StockPositionItem] = {}
    for start in range(0, len(keys), 100):
        for position in StockPositionItem.batch_get(keys[start : start + 100]):
            found[position.inventory_item_id] = position
    return found
