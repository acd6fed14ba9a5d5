"""Reads of the decision vectors and recommendations (REFERENCE 3.2-3.4) from the run the caller
names (``asOf``) or the latest recommendations run on or before today, however old
(``services.jobs.served_runs``; docs/decisions/0032)."""

from __future__ import annotations

from datetime import date
from typing import Any

from inventory_planning.domain.recommendations.records import RecommendationRecord, RecommendedAction, VectorRecord
from inventory_planning.domain.served_runs import RunPage
from inventory_planning.domain.shop_scope import narrow
from inventory_planning.services.catalog.checks import require_shops, require_variant
from inventory_planning.services.jobs import served_runs
from inventory_planning.store import catalog
from inventory_planning.store.lake import decisions as lake_decisions

SCORE_KEYS = ("restock_urgency", "stockout_risk", "overstock_risk", "surplus_score", "deficit_score", "transfer_urgency")


def _vector_fields(row: dict[str, Any]) -> dict[str, Any]:
    stamp = row["ingested_at"].strftime("%Y-%m-%dT%H:%M:%S.") + f"{row['ingested_at'].microsecond // 1000:03d}Z"
    return {
        "variant_id": row["variant_id"], "shop_id": row["shop_id"], "domain": row["domain"],
        "snapshot_date": row["as_of"].isoformat(),
        "scores": {**{k: None for k in SCORE_KEYS}, **row["scores"]}, "allowed_actions": row["allowed_actions"],
        "forbidden_actions": row["forbidden_actions"], "applied_rules": row["applied_rules"], "brand_id": row["brand_id"],
        "collection_id": row["collection_id"], "created_at": stamp, "updated_at": stamp,
    }  # fmt: skip


def vector_view(row: dict[str, Any]) -> VectorRecord:
    """The served vector of a stored row (timestamps: the run's ingestion time)."""
    return VectorRecord(**_vector_fields(row))


def recommendation_view(row: dict[str, Any], shop_name: str | None, size_ids: list[str]) -> RecommendationRecord:
    """The recommendation of a stored row: the vector, its action, confidence and why, the shop's name and sizes."""
    action = RecommendedAction(
        quantity=row["recommended_qty"], quantities_by_size=row["quantities_by_size"],
        discount_percent=row["recommended_discount_pct"], transfers=row["transfers"],
    )  # fmt: skip
    return RecommendationRecord(**_vector_fields(row), shop_name=shop_name, size_ids=size_ids, action=action,
                                confidence=row["confidence"], why=row["why"])  # fmt: skip


def visible_shops(
    organization_id: str, scope: frozenset[str] | None, variant_id: str | None, shop_id: str | None
) -> list[str] | None:
    """The shops a caller's read of vectors covers (None: every shop), after checking the named
    variant and shop are the organization's and the shop is the caller's.

    Raises:
        Missing: the variant or the shop is not found (404).
    """
    if variant_id:
        require_variant(organization_id, variant_id)
    if shop_id:
        require_shops(organization_id, scope, [shop_id])
    return narrow(scope, [shop_id] if shop_id else [])


def page(  # noqa: PLR0913 - the vector routes' query parameters, one argument each
    organization_id: str,
    *,
    domain: str | None,
    variant_id: str | None,
    shop_ids: list[str] | None,
    page_number: int,
    page_size: int,
    actionable: bool = False,
    full: bool = False,
    as_of: date | None = None,
) -> RunPage[VectorRecord] | RunPage[RecommendationRecord]:
    """A page of vectors (``full``: as :class:`RecommendationRecord`) of the recommendations run of
    ``as_of`` (None: the latest on or before today, however old; ``services.jobs.served_runs``), the
    total and the run served; ``actionable`` keeps those with an allowed, non-empty action.
    ``shop_ids`` None: every shop.

    Raises:
        Missing: no recommendations run of ``as_of`` (404).
        LakeUnavailable: S3 could not be read.
    """
    run, meta = served_runs.run_to_serve(organization_id, "recommendations", as_of)
    if run is None:
        return RunPage(rows=[], total=0, served=meta)
    rows, total = lake_decisions.vectors_page(
        organization_id, run, domain=domain, variant_id=variant_id, shop_ids=shop_ids, actionable=actionable,
        offset=(page_number - 1) * page_size, limit=page_size,
    )  # fmt: skip
    if not full:
        return RunPage(rows=[vector_view(r) for r in rows], total=total, served=meta)
    shops = {s.id: s.name for s in catalog.all_shops(organization_id)} if rows else {}
    sizes = catalog.sizes_of_variants(organization_id, [r["variant_id"] for r in rows]) if rows else {}
    views = [recommendation_view(r, shops.get(r["shop_id"]), sizes[r["variant_id"]]) for r in rows]
    return RunPage(rows=views, total=total, served=meta)
