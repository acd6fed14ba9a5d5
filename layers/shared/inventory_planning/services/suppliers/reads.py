"""Read the organization's suppliers (GET /api/suppliers, GET /api/suppliers/{id}; docs/catalogue.md).

Suppliers are derived from the catalogue's variants on every read (``domain.suppliers.records``).
"""

from __future__ import annotations

from inventory_planning.domain.pages import Page
from inventory_planning.domain.suppliers.records import Supplier, matches, suppliers_of
from inventory_planning.kernel.errors import Missing
from inventory_planning.store.suppliers.variants import supplier_pairs


def all_suppliers(organization_id: str) -> list[Supplier]:
    """Every supplier of the organization's catalogue, ordered by code."""
    return suppliers_of(supplier_pairs(organization_id))


def list_suppliers(organization_id: str, page: int, page_size: int, q: str | None = None) -> Page[Supplier]:
    """A page of suppliers ordered by code; ``q`` matches code or name (case-insensitive substring)."""
    found = [s for s in all_suppliers(organization_id) if matches(s, q)]
    start = (page - 1) * page_size
    return Page(rows=tuple(found[start : start + page_size]), total=len(found))


def find_supplier(organization_id: str, supplier_id: str) -> Supplier | None:
    """The supplier of this id in the organization's catalogue, or None."""
    return next((s for s in all_suppliers(organization_id) if s.id == supplier_id), None)


def get_supplier(organization_id: str, supplier_id: str) -> Supplier:
    """The supplier of this id, or 404 SUPPLIER_NOT_FOUND (also another organization's).

    Raises:
        Missing: SUPPLIER_NOT_FOUND.
    """
    supplier = find_supplier(organization_id, supplier_id)
    if supplier is None:
        raise Missing("Supplier", "SUPPLIER_NOT_FOUND")
    return supplier
