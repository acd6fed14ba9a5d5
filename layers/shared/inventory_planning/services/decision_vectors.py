"""Reads of the decision vectors and recommendations (REFERENCE 3.2-3.4) from the latest
recommendations run on or before today (the service clock)."""

from __future__ import annotations

from typing import Any

from inventory_planning.kernel import clock
from inventory_planning.store import catalog
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import DECISION_VECTORS

SCORE_KEYS = ("restock_urgency", "stockout_risk", "overstock_risk", "surplus_score", "deficit_score", "transfer_urgency")


def vector_view(row: dict[str, Any]) -> dict[str, Any]:
    """The wire DecisionVector of a stored row (timestamps: the run's ingestion time)."""
    stamp = row["ingested_at"].strftime("%Y-%m-%dT%H:%M:%S.") + f"{row['ingested_at'].microsecond // 1000:03d}Z"
    return {
        "variantId": row["variant_id"], "shopId": row["shop_id"], "domain": row["domain"],
        "snapshotDate": row["as_of"].isoformat(),
        "scores": {**{k: None for k in SCORE_KEYS}, **row["scores"]}, "allowedActions": row["allowed_actions"],
        "forbiddenActions": row["forbidden_actions"], "appliedRules": row["applied_rules"], "brandId": row["brand_id"],
        "collectionId": row["collection_id"], "createdAt": stamp, "updatedAt": stamp,
    }  # fmt: skip


def recommendation_view(row: dict[str, Any], shop_name: str | None, size_ids: list[str]) -> dict[str, Any]:
    """The wire Recommendation: the vector, its action, confidence and why, the shop's name and sizes."""
    action = {
        "quantity": row["recommended_qty"], "quantitiesBySize": row["quantities_by_size"],
        "discountPercent": row["recommended_discount_pct"], "transfers": row["transfers"],
    }  # fmt: skip
    return {**vector_view(row), "shopName": shop_name, "sizeIds": size_ids, "action": action,
            "confidence": row["confidence"], "why": row["why"]}  # fmt: skip


def page(
    organization_id: str,
    *,
    domain: str | None,
    variant_id: str | None,
    shop_ids: list[str] | None,
    page_number: int,
    page_size: int,
    actionable: bool = False,
    full: bool = False,
) -> tuple[list[dict[str, Any]], int]:
    """A page of vectors (``full``: as recommendations) of the served run; ``actionable`` keeps those
    with an allowed, non-empty action."""
    run = lake_runs.latest_run(DECISION_VECTORS, organization_id, clock.today())
    if run is None:
        return [], 0
    rows, total = lake_decisions.vectors_page(
        organization_id, run, domain=domain, variant_id=variant_id, shop_ids=shop_ids, actionable=actionable,
        offset=(page_number - 1) * page_size, limit=page_size,
    )  # fmt: skip
    if not full:
        return [vector_view(r) for r in rows], total
    shops = {s.id: s.name for s in catalog.all_shops(organization_id)} if rows else {}
    sizes: dict[str, list[str]] = {}
    for r in rows:
        if r["variant_id"] not in sizes:
            sizes[r["variant_id"]] = [i.size for i in catalog.inventory_items_of_variant(organization_id, r["variant_id"])]
    return [recommendation_view(r, shops.get(r["shop_id"]), sizes[r["variant_id"]]) for r in rows], total
