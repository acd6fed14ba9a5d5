"""Product enrichments in DynamoDB (``EnrichmentItem``, ``ORG#<org>#ENRICHMENT`` / ``<productId>``)."""

from __future__ import annotations

from typing import Any

from inventory_planning.store.models import EnrichmentItem


def _pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#ENRICHMENT"


def get(organization_id: str, product_id: str) -> dict[str, Any] | None:
    """The product's enrichment record, or None when it was never asked for."""
    try:
        return EnrichmentItem.get(_pk(organization_id), product_id, consistent_read=True).record
    except EnrichmentItem.DoesNotExist:
        return None


def get_many(organization_id: str, product_ids: list[str]) -> dict[str, dict[str, Any]]:
    """The enrichment records of these products (product id -> record; never-enriched ones absent):
    one BatchGetItem per 100 ids (a page of products)."""
    keys = [(_pk(organization_id), product_id) for product_id in dict.fromkeys(product_ids)]
    return {item.sk: item.record for item in EnrichmentItem.batch_get(keys)} if keys else {}


def put(organization_id: str, record: dict[str, Any]) -> None:
    """Store the product's enrichment record (``record["productId"]`` is the sort key)."""
    EnrichmentItem(_pk(organization_id), record["productId"], record=record).save()
