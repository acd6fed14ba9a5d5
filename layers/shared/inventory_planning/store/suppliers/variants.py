"""The supplier of every ProductVariant of an organization (issue 37; ``domain.suppliers.records``).

One query of the variants' GSI1 partition (every variant by SKU), projected on the two supplier
attributes: about 100 bytes a variant, so a 10,000-variant catalogue is one or two pages of reads.
"""

from __future__ import annotations

from inventory_planning.store.models import VariantItem


def supplier_pairs(organization_id: str) -> list[tuple[str | None, str | None]]:
    """``(supplier id, supplier code)`` of each ProductVariant of the organization (None when unknown)."""
    rows = VariantItem.gsi1.query(f"ORG#{organization_id}#VARIANTS", attributes_to_get=["supplier_id", "supplier_code"])
    return [(getattr(r, "supplier_id", None), getattr(r, "supplier_code", None)) for r in rows]
