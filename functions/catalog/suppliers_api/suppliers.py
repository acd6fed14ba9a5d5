"""Suppliers (issue 37; docs/catalogue.md "Suppliers"): the organization's suppliers as its catalogue
names them, and one supplier."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Path, Query
from inventory_planning.api.app import AUTHENTICATED, current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

# Loaded on a route's first request, not at the cold start (decision 0013).
service = lazy("inventory_planning.services.suppliers.reads")
records = lazy("inventory_planning.contracts.suppliers")
router = ApiRouter(tag="Catalogue")


@router.get("/api/suppliers", operation_id="listSuppliers", permission=AUTHENTICATED)
def list_suppliers(
    page: Page = 1,
    page_size: PageSize = 20,
    q: Annotated[str | None, Query(min_length=1, max_length=200, description="matched against code and name")] = None,
) -> PageOf[records.Supplier]:
    """The organization's suppliers by code, each with its number of ProductVariants.

    For agents: a supplier's ``id`` is what a supplier return or exchange plan names
    (createSupplierReturnPlan, createSupplierExchangePlan ``supplierId``), what GET /api/variants?supplierId=
    filters and what variants and inventory items show as ``supplierId``."""
    rows = service.list_suppliers(current_identity(router).org, page, page_size, q)
    return {"success": True, "data": list(rows.rows), **page_meta(page, page_size, rows.total)}


@router.get(
    "/api/suppliers/{supplier_id}", operation_id="getSupplier", permission=AUTHENTICATED, errors=[(404, "SUPPLIER_NOT_FOUND")]
)
def get_supplier(supplier_id: Annotated[str, Path(min_length=1, max_length=64)]) -> One[records.Supplier]:
    """One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
    organization's.

    For agents: read it to name the supplier of a return or exchange plan back to the person."""
    return {"success": True, "data": service.get_supplier(current_identity(router).org, supplier_id)}
