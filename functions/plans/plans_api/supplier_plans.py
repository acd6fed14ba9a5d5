"""Supplier returns and exchanges (issue 37; REFERENCE 4.1, 4.4; docs/plans.md "Supplier returns",
"Supplier exchanges"): create and list; every other route is the generic ``/api/plans/{type}/...``."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

from plans_api.common import MANAGE, VIEW, StatusFilter, caller_of, page_of

# Loaded on a route's first request, not at the cold start (decision 0013).
service = lazy("inventory_planning.services.plans.supplier_plans")
lists = lazy("inventory_planning.services.plans.headers")
records = lazy("inventory_planning.contracts.plans")
bodies = lazy("inventory_planning.contracts.requests.plans")
router = ApiRouter(tag="Plans")

Status = Annotated[StatusFilter | None, Query(description="only plans in this status")]
CREATE_ERRORS = [(422, "VALIDATION_ERROR")]


@router.post(
    "/api/supplier-return-plans", operation_id="createSupplierReturnPlan", permission=MANAGE, status=201, errors=CREATE_ERRORS
)
def create_supplier_return_plan(body: Annotated[bodies.SupplierReturnPlanCreate, Body()]) -> One[records.Plan]:
    """Create a DRAFT supplier return plan: goods sent back to one supplier for a credit (201).

    ``supplierId`` (GET /api/suppliers), ``sourceShopId`` (the shop the goods leave), ``name``
    (default "Return to <supplier code>"), ``reason``, ``deadline`` (YYYY-MM-DD), ``ruleGroupId``.
    Lifecycle DRAFT -> SENT -> CREDITED -> CLOSED; SENT may wait for an approval (SUPPLIER_RETURN_PLAN
    policies), snapshots ``expectedCredit`` and freezes the lines; CREDITED needs ``creditNoteAmount``.

    For agents: to return a supplier return, create it, add lines with addPlanItem (``planType:
    SUPPLIER_RETURN``, ``variantId``, ``sizeId``, ``quantity`` at most the shop's stock, ``reasonCode``
    from the organization's RETURN_REASON_CODE list), then updatePlan ``status: SENT`` when the person
    agrees; record the supplier's credit note with ``status: CREDITED, creditNoteAmount``."""
    return {"success": True, "data": service.create_supplier_return_plan(caller_of(current_identity(router)), body)}


@router.get("/api/supplier-return-plans", operation_id="listSupplierReturnPlans", permission=VIEW)
def list_supplier_return_plans(page: Page = 1, page_size: PageSize = 20, status: Status = None) -> PageOf[records.Plan]:
    """Supplier return plans newest first with their totals (pieces, value at cost) and credit figures;
    filter ``status``."""
    rows = lists.list_plans(caller_of(current_identity(router)), "SUPPLIER_RETURN", page, page_size, status, {})
    return page_of(rows, page, page_size)


@router.post(
    "/api/supplier-exchange-plans",
    operation_id="createSupplierExchangePlan",
    permission=MANAGE,
    status=201,
    errors=CREATE_ERRORS,
)
def create_supplier_exchange_plan(body: Annotated[bodies.SupplierExchangePlanCreate, Body()]) -> One[records.Plan]:
    """Create a DRAFT supplier exchange plan: goods swapped with one supplier for other goods (201).

    As a supplier return plus ``destinationShopId`` (where the RECEIVE side arrives). Lines have ``side``
    RETURN | RECEIVE. Lifecycle DRAFT -> PROPOSED (at least one line of each side) -> AGREED (may wait
    for an approval: SUPPLIER_EXCHANGE_PLAN policies) -> IN_TRANSIT -> SETTLED -> CLOSED.

    For agents: to exchange goods with a supplier (a supplier exchange), create it, add RETURN lines
    (with ``reasonCode``) and RECEIVE lines with addPlanItem (``planType: SUPPLIER_EXCHANGE``), then
    updatePlan ``status: PROPOSED`` and, when the supplier agrees, ``AGREED``."""
    return {"success": True, "data": service.create_supplier_exchange_plan(caller_of(current_identity(router)), body)}


@router.get("/api/supplier-exchange-plans", operation_id="listSupplierExchangePlans", permission=VIEW)
def list_supplier_exchange_plans(page: Page = 1, page_size: PageSize = 20, status: Status = None) -> PageOf[records.Plan]:
    """Supplier exchange plans newest first with their totals; filter ``status``."""
    rows = lists.list_plans(caller_of(current_identity(router)), "SUPPLIER_EXCHANGE", page, page_size, status, {})
    return page_of(rows, page, page_size)
