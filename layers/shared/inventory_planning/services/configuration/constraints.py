"""Supplier-variant constraints: MOQ and pack multiple per supplier and variant (REFERENCE 5.4), read
by the ``min_order_quantity`` and ``pack_multiple`` rule conditions (docs/business-rules.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inventory_planning.domain.configuration.records import SupplierVariantConstraint
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.store import catalog
from inventory_planning.store.configuration import SUPPLIER_VARIANT_CONSTRAINT, constraints_page
from inventory_planning.store.dynamo import records as record_store

if TYPE_CHECKING:
    from inventory_planning.domain.rules.plan import SupplierConstraint

WHAT = "Supplier-variant constraint"


def list_constraints(
    organization_id: str, page: int, page_size: int, supplier_id: str | None = None, variant_id: str | None = None
) -> tuple[list[SupplierVariantConstraint], int]:
    """One page of constraints in creation order (of one supplier and/or variant when given), and their total."""
    rows, total = constraints_page(organization_id, page, page_size, supplier_id, variant_id)
    return [of_stored(SupplierVariantConstraint, r) for r in rows], total


def create_constraint(organization_id: str, actor: Actor, body: SupplierConstraint) -> SupplierVariantConstraint:
    """Store a constraint ``{supplierId, variantId, minOrderQuantity?, packMultiple?}``.

    Raises:
        InvalidInput: the variant is not the organization's (422 naming ``variantId``).
        DuplicateValue: the supplier and variant already have one (409 SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE).
    """
    if catalog.get_variant(organization_id, body.variantId) is None:
        raise InvalidInput([field_error("variantId", "no product variant with this id", "not_found")])
    now = clock.now_iso()
    record = {"id": new_id(), **body.model_dump(), "createdAt": now, "updatedAt": now}
    return of_stored(SupplierVariantConstraint, record_store.create(organization_id, SUPPLIER_VARIANT_CONSTRAINT, record, actor))


def get_constraint(organization_id: str, constraint_id: str) -> SupplierVariantConstraint:
    """One constraint. Raises Missing (404) when missing or another organization's."""
    record = record_store.get_record(organization_id, SUPPLIER_VARIANT_CONSTRAINT, constraint_id)
    if record is None:
        raise Missing(WHAT)
    return of_stored(SupplierVariantConstraint, record)


def delete_constraint(organization_id: str, actor: Actor, constraint_id: str) -> None:
    """Delete a constraint. Raises Missing (404) when missing or another organization's."""
    if record_store.delete(organization_id, SUPPLIER_VARIANT_CONSTRAINT, constraint_id, actor) is None:
        raise Missing(WHAT)
