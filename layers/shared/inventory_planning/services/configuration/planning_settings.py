"""An organization's planning defaults (domain/configuration/planning_settings.py): read by the risks and
recommendations jobs, shown and changed through the data-platform settings routes.

Stored as one configuration record (kind PLANNING_SETTINGS, id ``planning``), written with its
audit entry (``GET /api/audit-log?entityType=PLANNING_SETTINGS``).
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.configuration import planning_settings as domain
from inventory_planning.domain.configuration.planning_settings import PlanningDefault, PlanningSettings
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.store.configuration import PLANNING_SETTINGS
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.dynamo.transactions import ConcurrentChange

RECORD_ID = "planning"


def own_values(organization_id: str) -> dict[str, int | float]:
    """The values the organization set (wire name -> value in the default's unit); empty when it set none."""
    record = record_store.get_record(organization_id, PLANNING_SETTINGS, RECORD_ID)
    return dict((record or {}).get("values") or {})


def resolved(organization_id: str) -> PlanningSettings:
    """The planning defaults that apply to the organization (its values over the service's)."""
    return domain.resolve(own_values(organization_id))


def describe(organization_id: str) -> dict[str, PlanningDefault]:
    """Each planning default by wire name, as it applies to the organization."""
    return _described(own_values(organization_id))


def _described(own: dict[str, Any] | None) -> dict[str, PlanningDefault]:
    return {name: PlanningDefault(**view) for name, view in domain.describe(own).items()}


def change(organization_id: str, changes: dict[str, Any], actor: Actor) -> dict[str, PlanningDefault]:
    """Apply ``changes`` (wire name -> value, None back to the default), audited; returns :func:`describe`.

    Raises:
        InvalidInput: a value out of range, an unknown name, fallbackPercent above maxDiscountPct
            (nothing is written).
        ConcurrentChange: three concurrent changes in a row.
    """
    current = record_store.get_record(organization_id, PLANNING_SETTINGS, RECORD_ID)
    values = domain.apply_changes((current or {}).get("values"), changes)
    if current is None:
        now = clock.now_iso()
        record = {"id": RECORD_ID, "organizationId": organization_id, "values": values, "createdAt": now, "updatedAt": now}
        try:
            record_store.create(organization_id, PLANNING_SETTINGS, record, actor)
            return _described(values)
        except ConcurrentChange:
            pass  # another request created it meanwhile: apply the changes to theirs below

    def apply(stored: dict[str, Any]) -> dict[str, Any]:
        return {**stored, "values": domain.apply_changes(stored.get("values"), changes)}

    after = record_store.update(organization_id, PLANNING_SETTINGS, RECORD_ID, apply, actor)
    return _described((after or {}).get("values"))
