"""Records of the supplier endpoints (issue 37; docs/catalogue.md "Suppliers")."""

from __future__ import annotations

from pydantic import Field

from inventory_planning.contracts.schemas import Record


class Supplier(Record):
    """A supplier of the organization's catalogue (the catalogue rows' ``supplierCode``)."""

    id: str = Field(description="stable: the same code always gives the same id in an organization")
    code: str = Field(description="the catalogue's supplierCode, upper-case")
    name: str = Field(description="the supplier's name (the code: the catalogue gives no other)")
    variantCount: int = Field(ge=0, description="ProductVariants of this supplier")
