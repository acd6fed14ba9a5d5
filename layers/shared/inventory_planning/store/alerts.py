"""Alert instances in DynamoDB (``AlertInstanceItem``; the alerts themselves are configuration
records of kind ALERT, with their audit entries)."""

from __future__ import annotations

from itertools import islice
from typing import Any

from inventory_planning.domain.alerts import OPEN
from inventory_planning.store.models import AlertInstanceItem


def _pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#ALERTINSTANCE"


def _open_pk(organization_id: str, alert_id: str) -> str:
    return f"ORG#{organization_id}#ALERT#{alert_id}#OPEN"


def put(organization_id: str, record: dict[str, Any]) -> None:
    """Store an instance; an open one (pending, acknowledged) is indexed under its alert and group key."""
    is_open = record["status"] in OPEN
    AlertInstanceItem(
        _pk(organization_id),
        record["id"],
        status=record["status"],
        record=record,
        gsi1pk=_open_pk(organization_id, record["alertId"]) if is_open else None,
        gsi1sk=record["groupKey"] if is_open else None,
    ).save()


def get(organization_id: str, instance_id: str) -> dict[str, Any] | None:
    """An instance of the organization, or None."""
    try:
        return AlertInstanceItem.get(_pk(organization_id), instance_id, consistent_read=True).record
    except AlertInstanceItem.DoesNotExist:
        return None


def open_instances(organization_id: str, alert_id: str) -> dict[str, dict[str, Any]]:
    """The alert's open instances by group key."""
    return {row.record["groupKey"]: row.record for row in AlertInstanceItem.gsi1.query(_open_pk(organization_id, alert_id))}


def page(organization_id: str, offset: int, limit: int, status: str | None = None) -> tuple[list[dict[str, Any]], int]:
    """``(instances, total)``: newest first, from ``offset``, at most ``limit``, with ``status`` only."""
    condition = AlertInstanceItem.status == status if status else None
    total = AlertInstanceItem.count(_pk(organization_id), filter_condition=condition)
    if offset >= total:
        return [], total
    rows = AlertInstanceItem.query(_pk(organization_id), filter_condition=condition, scan_index_forward=False)
    return [row.record for row in islice(rows, offset, offset + limit)], total
