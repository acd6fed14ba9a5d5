"""Planning periods (BUDGET kind) and budget envelopes with their live open-to-buy (SPEC and REFERENCE 5.4).

An envelope is served with its consumption (``consumedAmount``, ``remainingAmount``,
``consumedPercent``: the open restock plans dated in its period and within its scope), computed by
``services.plans.open_to_buy`` at read time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.configuration.intelligence import (
    BudgetEnvelopeCreate,
    PlanningPeriodCreate,
    new_budget_envelope,
    new_planning_period,
)
from inventory_planning.domain.configuration.records import BudgetEnvelope, PlanningPeriod
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.store import catalog
from inventory_planning.store.configuration import (
    BUDGET_ENVELOPE,
    PLANNING_PERIOD,
    envelopes_of_period_page,
    planning_periods_page,
)
from inventory_planning.store.dynamo import records as record_store

if TYPE_CHECKING:
    from inventory_planning.services.plans import open_to_buy
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    open_to_buy = lazy("inventory_planning.services.plans.open_to_buy")  # reads the plans: on first use

PERIOD = "Planning period"
ENVELOPE = "Budget envelope"


def list_planning_periods(organization_id: str, page: int, page_size: int) -> tuple[list[PlanningPeriod], int]:
    """One page of BUDGET planning periods by startDate ascending (then id), and their total."""
    rows, total = planning_periods_page(organization_id, page, page_size)
    return [of_stored(PlanningPeriod, r) for r in rows], total


def create_planning_period(organization_id: str, actor: Actor, body: PlanningPeriodCreate) -> PlanningPeriod:
    """Store a new BUDGET planning period; returns the record."""
    record = new_planning_period(body, new_id(), clock.now_iso())
    return of_stored(PlanningPeriod, record_store.create(organization_id, PLANNING_PERIOD, record, actor))


def get_planning_period(organization_id: str, period_id: str) -> PlanningPeriod:
    """One planning period. Raises Missing (404) when missing or another organization's."""
    return of_stored(PlanningPeriod, _found(record_store.get_record(organization_id, PLANNING_PERIOD, period_id), PERIOD))


def list_budget_envelopes(
    organization_id: str, page: int, page_size: int, period_id: str | None = None
) -> tuple[list[BudgetEnvelope], int]:
    """One page of envelopes in creation order (of one planning period when given), with their live
    consumption, and their total.

    Raises:
        Missing: ``period_id`` is not one of the organization's planning periods.
    """
    if period_id:
        get_planning_period(organization_id, period_id)
        rows, total = envelopes_of_period_page(organization_id, period_id, page, page_size)
    else:
        rows, total = record_store.list_page(organization_id, BUDGET_ENVELOPE, page, page_size)
    return _with_usage(organization_id, rows), total


def create_budget_envelope(organization_id: str, actor: Actor, body: BudgetEnvelopeCreate) -> BudgetEnvelope:
    """Store an envelope of an existing period and scope (TOTAL, BRAND, COLLECTION or DEPARTMENT);
    returns it with its consumption.

    Raises:
        InvalidInput: the period, brand or collection is not the organization's (422).
        DuplicateValue: the period already has an envelope for this scope and value (409 BUDGET_ENVELOPE_DUPLICATE).
    """
    _check_references(organization_id, body)
    record = new_budget_envelope(body, new_id(), clock.now_iso())
    stored = record_store.create(organization_id, BUDGET_ENVELOPE, record, actor)
    return _with_usage(organization_id, [stored])[0]


def get_budget_envelope(organization_id: str, envelope_id: str) -> BudgetEnvelope:
    """One envelope with its consumption. Raises Missing (404) when missing or another organization's."""
    envelope = _found(record_store.get_record(organization_id, BUDGET_ENVELOPE, envelope_id), ENVELOPE)
    return _with_usage(organization_id, [envelope])[0]


def update_budget_envelope(organization_id: str, actor: Actor, envelope_id: str, changes: dict[str, Any]) -> BudgetEnvelope:
    """Apply ``changes`` (``amount`` and/or ``currency``); returns the envelope with its consumption.

    Raises:
        Missing: no such envelope in the organization.
        ConcurrentChange: three lost races in a row.
    """
    result = record_store.update(organization_id, BUDGET_ENVELOPE, envelope_id, lambda record: {**record, **changes}, actor)
    return _with_usage(organization_id, [_found(result, ENVELOPE)])[0]


def delete_budget_envelope(organization_id: str, actor: Actor, envelope_id: str) -> None:
    """Delete an envelope. Raises Missing (404) when missing or another organization's."""
    _found(record_store.delete(organization_id, BUDGET_ENVELOPE, envelope_id, actor), ENVELOPE)


def _check_references(organization_id: str, body: BudgetEnvelopeCreate) -> None:
    """422 when the period, or the brand / collection of the scope, is not the organization's."""
    errors = []
    if record_store.get_record(organization_id, PLANNING_PERIOD, body.periodId) is None:
        errors.append(field_error("periodId", "no planning period with this id", "not_found"))
    if body.scope == "BRAND" and catalog.get_brand(organization_id, body.scopeValue or "") is None:
        errors.append(field_error("scopeValue", "no brand with this id", "not_found"))
    if body.scope == "COLLECTION" and catalog.get_collection(organization_id, body.scopeValue or "") is None:
        errors.append(field_error("scopeValue", "no collection with this id", "not_found"))
    if errors:
        raise InvalidInput(errors)


def _with_usage(organization_id: str, envelopes: list[dict[str, Any]]) -> list[BudgetEnvelope]:
    """Envelopes with their live consumption (``consumedAmount``, ``remainingAmount``, ``consumedPercent``)."""
    usage = open_to_buy.Consumption(organization_id)
    return [of_stored(BudgetEnvelope, usage.with_consumption(e)) for e in envelopes]


def _found(record: dict[str, Any] | None, what: str) -> dict[str, Any]:
    if record is None:
        raise Missing(what)
    return record
