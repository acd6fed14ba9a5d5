"""Planning periods (BUDGET kind) and budget envelopes (open-to-buy), SPEC and REFERENCE 5.4."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body
from inventory_planning.api.app import current_identity
from inventory_planning.api.errors import ValidationFailed, field_error
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import id_query, require_found
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy
from inventory_planning.domain.configuration import (
    BudgetEnvelopeCreate,
    BudgetEnvelopeUpdate,
    PlanningPeriodCreate,
    new_budget_envelope,
    new_planning_period,
)
from inventory_planning.store import catalog
from inventory_planning.store import configuration as store

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, actor_of, created, data, items_page, read_one

records = lazy("inventory_planning.contracts.configuration")  # models load on first use (decision 0013)
router = ApiRouter(tag="Configuration")
PeriodId = id_query("periodId")


def _with_usage(organization_id: str, envelopes: list[dict]) -> list[dict]:
    """Envelopes with their live consumption (``consumedAmount``, ``remainingAmount``, ``consumedPercent``)."""
    from inventory_planning.services.open_to_buy import Consumption

    usage = Consumption(organization_id)
    return [usage.with_consumption(e) for e in envelopes]


@router.get("/api/planning-periods", operation_id="listPlanningPeriods", permission=VIEW)
def list_planning_periods(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.PlanningPeriod]:
    """BUDGET planning periods ordered by startDate ascending: ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = store.planning_periods_page(identity.org, page, page_size)
    return items_page(rows, total, page, page_size)


@router.post("/api/planning-periods", operation_id="createPlanningPeriod", permission=CONFIGURE, status=201)
def create_planning_period(body: Annotated[PlanningPeriodCreate, Body()]) -> One[records.PlanningPeriod]:
    """Create a BUDGET planning period (201) that budget envelopes can then reference."""
    identity = current_identity(router)
    record = new_planning_period(body, store.new_id(), store.now_iso())
    return created(store.create(identity.org, store.PLANNING_PERIOD, record, actor_of(identity)))


@router.get("/api/planning-periods/{period_id}", operation_id="getPlanningPeriod", permission=VIEW)
def get_planning_period(period_id: IdPath) -> One[records.PlanningPeriod]:
    """One planning period; 404 when missing or another organization's."""
    return read_one(router, store.PLANNING_PERIOD, period_id, "Planning period")


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
    if period_id:
        require_found(store.get_record(identity.org, store.PLANNING_PERIOD, period_id), "Planning period")
        rows, total = store.envelopes_of_period_page(identity.org, period_id, page, page_size)
    else:
        rows, total = store.list_page(identity.org, store.BUDGET_ENVELOPE, page, page_size)
    return items_page(_with_usage(identity.org, rows), total, page, page_size)


def _check_references(organization_id: str, body: BudgetEnvelopeCreate) -> None:
    """422 when the period, or the brand / collection of the scope, is not the organization's."""
    errors = []
    if store.get_record(organization_id, store.PLANNING_PERIOD, body.periodId) is None:
        errors.append(field_error("periodId", "no planning period with this id", "not_found"))
    if body.scope == "BRAND" and catalog.get_brand(organization_id, body.scopeValue or "") is None:
        errors.append(field_error("scopeValue", "no brand with this id", "not_found"))
    if body.scope == "COLLECTION" and catalog.get_collection(organization_id, body.scopeValue or "") is None:
        errors.append(field_error("scopeValue", "no collection with this id", "not_found"))
    if errors:
        raise ValidationFailed(errors)


@router.post(
    "/api/budget-envelopes",
    operation_id="createBudgetEnvelope",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "BUDGET_ENVELOPE_DUPLICATE")],
)
def create_budget_envelope(body: Annotated[BudgetEnvelopeCreate, Body()]) -> One[records.BudgetEnvelope]:
    """Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
    BRAND or COLLECTION (an id of the organization) or DEPARTMENT (a code).

    Errors: 422 for an unknown period, brand or collection; 409 BUDGET_ENVELOPE_DUPLICATE when the
    period already has an envelope for this scope and value.
    """
    identity = current_identity(router)
    _check_references(identity.org, body)
    record = new_budget_envelope(body, store.new_id(), store.now_iso())
    stored = store.create(identity.org, store.BUDGET_ENVELOPE, record, actor_of(identity))
    return created(_with_usage(identity.org, [stored])[0])


@router.get("/api/budget-envelopes/{envelope_id}", operation_id="getBudgetEnvelope", permission=VIEW)
def get_budget_envelope(envelope_id: IdPath) -> One[records.BudgetEnvelope]:
    """One budget envelope with its live consumption; 404 when missing or another organization's."""
    org = current_identity(router).org
    envelope = require_found(store.get_record(org, store.BUDGET_ENVELOPE, envelope_id), "Budget envelope")
    return data(_with_usage(org, [envelope])[0])


@router.put(
    "/api/budget-envelopes/{envelope_id}",
    operation_id="updateBudgetEnvelope",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_budget_envelope(envelope_id: IdPath, body: Annotated[BudgetEnvelopeUpdate, Body()]) -> One[records.BudgetEnvelope]:
    """Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
    other field is a 422 (delete and recreate to change the period or scope). 404 as above."""
    identity = current_identity(router)
    changes = body.changes()
    result = store.update(
        identity.org, store.BUDGET_ENVELOPE, envelope_id, lambda record: {**record, **changes}, actor_of(identity)
    )
    return data(_with_usage(identity.org, [require_found(result, "Budget envelope")])[0])


@router.delete("/api/budget-envelopes/{envelope_id}", operation_id="deleteBudgetEnvelope", permission=CONFIGURE)
def delete_budget_envelope(envelope_id: IdPath) -> Done:
    """Delete a budget envelope: ``{success: true}``; 404 when missing or another organization's."""
    identity = current_identity(router)
    require_found(store.delete(identity.org, store.BUDGET_ENVELOPE, envelope_id, actor_of(identity)), "Budget envelope")
    return DELETED
