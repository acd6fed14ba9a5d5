"""Pre-season scenario records: ``ORG#<org>#PRESEASONSCENARIO#<planId>``, sort key the scenario id
(a UUIDv7: a plan's scenarios in creation order), stored as versioned records with their audit
entries (``store.dynamo.records``; the audit entries leave the lines out). Every function takes the
organization id first."""

from __future__ import annotations

from typing import Any

from inventory_planning.kernel.actors import Actor
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.dynamo.records import Kind

SCENARIO = Kind(
    "PRE_SEASON_SCENARIO", "PRESEASONSCENARIO", max_bytes=350_000, audit_omits=("lines", "unplanned")
)  # fmt: skip
"""A scenario holds its lines (~150 bytes each): 350 KB keeps it in one DynamoDB item (400 KB)."""


def create(organization_id: str, record: dict[str, Any], actor: Actor) -> dict[str, Any]:
    """Store a new scenario (CREATING) with its CREATE audit entry."""
    return record_store.create(organization_id, SCENARIO, record, actor, sub=record["planId"])


def get(organization_id: str, plan_id: str, scenario_id: str) -> dict[str, Any] | None:
    """A scenario of the plan (strongly consistent), or None: missing, another plan's or organization's."""
    return record_store.get_record(organization_id, SCENARIO, scenario_id, sub=plan_id)


def page(organization_id: str, plan_id: str, number: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """A page of the plan's scenarios in creation order, and their total."""
    return record_store.list_page(organization_id, SCENARIO, number, page_size, sub=plan_id)


def update(organization_id: str, plan_id: str, scenario_id: str, changes: dict[str, Any], actor: Actor) -> dict[str, Any] | None:
    """Set ``changes`` on the scenario (conditional on its version, retried on a race); the stored record, or None."""
    return record_store.update(organization_id, SCENARIO, scenario_id, lambda record: {**record, **changes}, actor, sub=plan_id)
