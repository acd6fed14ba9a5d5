"""The plans a workflow made (CREATE_OR_GET_PLAN's "get"; docs/automation.md "Plan nodes") and the
catalogue reads of its triggers' brands."""

from __future__ import annotations

from itertools import islice

from inventory_planning.store.models import PlanHeaderItem, ProductItem

MAX_DRAFTS_READ = 200
"""The most DRAFT plans of one creator read to find a plan to reuse (a workflow keeps a few open)."""


def drafts_created_by(organization_id: str, plan_type: str, creator_id: str) -> list[PlanHeaderItem]:
    """The DRAFT plans of ``plan_type`` whose creator's actor id is ``creator_id``, newest first, at
    most :data:`MAX_DRAFTS_READ` (GSI2 ``ORG#<org>#PLANS#<TYPE>#DRAFT`` with a filter on ``created_by``)."""
    rows = PlanHeaderItem.gsi2.query(
        f"ORG#{organization_id}#PLANS#{plan_type}#DRAFT",
        filter_condition=PlanHeaderItem.created_by == creator_id,
        scan_index_forward=False,
    )
    return list(islice(rows, MAX_DRAFTS_READ))


def products_of_brand(organization_id: str, brand_id: str, limit: int) -> list[ProductItem]:
    """Up to ``limit`` products of a brand, by name (GSI2 ``ORG#<org>#BRAND#<brand>#PRODUCT``)."""
    return list(ProductItem.gsi2.query(f"ORG#{organization_id}#BRAND#{brand_id}#PRODUCT", limit=limit))
