"""Planning periods (BUDGET kind) and budget envelopes (open-to-buy), SPEC and REFERENCE 5.4."""

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
budgets = lazy("inventory_planning.services.configuration.budgets")
records = lazy("inventory_planning.contracts.configuration")
bodies = lazy(
    "inventory_planning.domain.configuration.intelligence"
)  # the request bodies, built on the first request that takes one
router = ApiRouter(tag="Configuration")
PeriodId = id_query("periodId")


@router.get("/api/planning-periods", operation_id="listPlanningPeriods", permission=VIEW)
def list_planning_periods(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.PlanningPeriod]:
    """BUDGET planning periods ordered by startDate ascending: ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = budgets.list_planning_periods(identity.org, page, page_size)
    return items_page(rows, total, page, page_size)


@router.post("/api/planning-periods", operation_id="createPlanningPeriod", permission=CONFIGURE, status=201)
def create_planning_period(body: Annotated[bodies.PlanningPeriodCreate, Body()]) -> One[records.PlanningPeriod]:
    """Create a BUDGET planning period (201) that budget envelopes can then reference."""
    identity = current_identity(router)
    return created(budgets.create_planning_period(identity.org, actor_of(identity), body))


@router.get("/api/planning-periods/{period_id}", operation_id="getPlanningPeriod", permission=VIEW)
def get_planning_period(period_id: IdPath) -> One[records.PlanningPeriod]:
    """One planning period; 404 when missing or another organization's."""
    return data(budgets.get_planning_period(current_identity(router).org, period_id))


@router.get("/api/budget-envelopes", operation_id="listBudgetEnvelopes", permission=VIEW, errors=[(404, "NOT_FOUND")])
def list_budget_envelopes(
    page: Page = 1, page_size: PageSize = 20, period_id: PeriodId = None
) -> ItemsOf[records.BudgetEnvelope]:
    """Budget envelopes in creation order, optionally of one planning period (``periodId``, 404 when
    it is not the organization's): ``{success, items, total, page, pageSize}``; amounts are numbers.

    Each envelope reports its open-to-buy live: ``consumedAmount`` (the open restock plans, DRAFT,
    VALIDATED and SENT, dated in the envelope's period and within its scope), ``remainingAmount`` and
    ``consumedPercent``."""
    identity = current_identity(router)
    rows, total = budgets.list_budget_envelopes(identity.org, page, page_size, period_id)
    return items_page(rows, total, page, page_size)


@router.post(
    "/api/budget-envelopes",
    operation_id="createBudgetEnvelope",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "BUDGET_ENVELOPE_DUPLICATE")],
)
def create_budget_envelope(body: Annotated[bodies.BudgetEnvelopeCreate, Body()]) -> One[records.BudgetEnvelope]:
    """Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
    BRAND or COLLECTION (an id of the organization) or DEPARTMENT (a code).

    Errors: 422 for an unknown period, brand or collection; 409 BUDGET_ENVELOPE_DUPLICATE when the
    period already has an envelope for this scope and value.
    """
    identity = current_identity(router)
    return created(budgets.create_budget_envelope(identity.org, actor_of(identity), body))


@router.get("/api/budget-envelopes/{envelope_id}", operation_id="getBudgetEnvelope", permission=VIEW)
def get_budget_envelope(envelope_id: IdPath) -> One[records.BudgetEnvelope]:
    """One budget envelope with its live consumption; 404 when missing or another organization's."""
    return data(budgets.get_budget_envelope(current_identity(router).org, envelope_id))


@router.put(
    "/api/budget-envelopes/{envelope_id}",
    operation_id="updateBudgetEnvelope",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_budget_envelope(
    envelope_id: IdPath, body: Annotated[bodies.BudgetEnvelopeUpdate, Body()]
) -> One[records.BudgetEnvelope]:
    """Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
    other field is a 422 (delete and recreate to change the period or scope). 404 as above."""
    identity = current_identity(router)
    return data(budgets.update_budget_envelope(identity.org, actor_of(identity), envelope_id, body.changes()))


@router.delete("/api/budget-envelopes/{envelope_id}", operation_id="deleteBudgetEnvelope", permission=CONFIGURE)
def delete_budget_envelope(envelope_id: IdPath) -> Done:
    """Delete a budget envelope: ``{success: true}``; 404 when missing or another organization's."""
    identity = current_identity(router)
    budgets.delete_budget_envelope(identity.org, actor_of(identity), envelope_id)
    return DELETED
