"""Supplier-variant constraints: MOQ and pack multiple per supplier and variant (REFERENCE 5.4;
SPEC DELETE /api/supplier-variant-constraints/{id}). Read by the ``min_order_quantity`` and
``pack_multiple`` rule conditions (docs/business-rules.md)."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import id_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, created, data, items_page

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
constraints = lazy("inventory_planning.services.configuration.constraints")
records = lazy("inventory_planning.contracts.configuration")
rule_plan = lazy("inventory_planning.domain.rules.plan")  # the model loads on a route's first call
router = ApiRouter(tag="Configuration")
SupplierId = id_query("supplierId")
VariantId = id_query("variantId")


@router.get("/api/supplier-variant-constraints", operation_id="listSupplierVariantConstraints", permission=VIEW)
def list_constraints(
    page: Page = 1, page_size: PageSize = 20, supplier_id: SupplierId = None, variant_id: VariantId = None
) -> ItemsOf[records.SupplierVariantConstraint]:
    """Constraints in creation order, optionally of one supplier and/or one variant:
    ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = constraints.list_constraints(identity.org, page, page_size, supplier_id, variant_id)
    return items_page(rows, total, page, page_size)


@router.post(
    "/api/supplier-variant-constraints",
    operation_id="createSupplierVariantConstraint",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE")],
)
def create_constraint(body: Annotated[rule_plan.SupplierConstraint, Body()]) -> One[records.SupplierVariantConstraint]:
    """Create a constraint (201): ``{supplierId, variantId, minOrderQuantity?, packMultiple?}``, at
    least one of the two quantities (pieces, integers >= 1).

    Errors: 422 when the variant is not the organization's; 409
    SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE when the supplier and variant already have one.
    """
    identity = current_identity(router)
    return created(constraints.create_constraint(identity.org, actor_of(identity), body))


@router.get("/api/supplier-variant-constraints/{constraint_id}", operation_id="getSupplierVariantConstraint", permission=VIEW)
def get_constraint(constraint_id: IdPath) -> One[records.SupplierVariantConstraint]:
    """One constraint; 404 when missing or another organization's."""
    return data(constraints.get_constraint(current_identity(router).org, constraint_id))


@router.delete(
    "/api/supplier-variant-constraints/{constraint_id}",
    operation_id="deleteSupplierVariantConstraint",
    permission=CONFIGURE,
)
def delete_constraint(constraint_id: IdPath) -> Done:
    """Delete a constraint: ``{success: true}``; 404 when missing or another organization's."""
    identity = current_identity(router)
    constraints.delete_constraint(identity.org, actor_of(identity), constraint_id)
    return DELETED
