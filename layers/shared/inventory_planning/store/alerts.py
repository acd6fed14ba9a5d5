"""Alert instances in DynamoDB (``AlertInstanceItem``; the alerts themselves are configuration
records of kind ALERT, with their audit entries).

An instance is one JSON record, rewritten whole. Every rewrite names the record it was made from
(``previous``) and is conditional on the stored ``updatedAt`` still being that record's: the alerts
job refreshing an instance from its read and a person archiving it at the same moment cannot undo
each other's change; the one that lost gets :class:`InstanceChanged`, reads again and decides anew
(``services.alerts.core``).
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from pynamodb.exceptions import PutError
from pynamodb.expressions.condition import Condition

from inventory_planning.domain.alerts.matching import OPEN
from inventory_planning.store.models import AlertInstanceItem


def _pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#ALERTINSTANCE"


def _open_pk(organization_id: str, alert_id: str) -> str:
    return f"ORG#{organization_id}#ALERT#{alert_id}#OPEN"


def involved_shops(record: dict[str, Any]) -> set[str]:
    """The shops an instance involves: its entity's shop, else the shops of its perimeter results,
    else (a STOCKOUT row is over the shops: its perimeter lists the shop as '*') the shops its alert
    is scoped to (``storesIds``; none: every shop, which only a caller who sees every shop sees)."""
    if record["entity"].get("shopId"):
        return {record["entity"]["shopId"]}
    listed = {s["id"] for s in record["perimeterResults"].get("shopIds") or [] if s.get("id") not in (None, "*")}
    return listed or set(record.get("storesIds") or [])


class InstanceChanged(Exception):
    """The stored instance is no longer the record the rewrite was made from (another write came first)."""


def _item(organization_id: str, record: dict[str, Any]) -> AlertInstanceItem:
    is_open = record["status"] in OPEN
    return AlertInstanceItem(
        _pk(organization_id),
        record["id"],
        status=record["status"],
        record=record,
        shop_ids=involved_shops(record) or None,
        plan_id=record.get("planId"),
        updated_at=record.get("updatedAt"),
        gsi1pk=_open_pk(organization_id, record["alertId"]) if is_open else None,
        gsi1sk=record["groupKey"] if is_open else None,
    )


def unchanged_since(previous: dict[str, Any]) -> Condition:
    """The stored instance is still ``previous`` (its ``updatedAt``; an item written before the
    attribute existed has none and counts as unchanged)."""
    stamp = previous.get("updatedAt")
    absent = AlertInstanceItem.updated_at.does_not_exist()
    return absent if not stamp else absent | (AlertInstanceItem.updated_at == stamp)


def _save(item: AlertInstanceItem, condition: Condition) -> None:
    try:
        item.save(condition=condition)
    except PutError as error:
        if error.cause_response_code == "ConditionalCheckFailedException":
            raise InstanceChanged(item.sk) from None
        raise


def put(organization_id: str, record: dict[str, Any], previous: dict[str, Any] | None = None) -> None:
    """Store an instance; an open one (pending, acknowledged) is indexed under its alert and group key.
    ``previous``: the stored record this one was made from (None: a new instance).

    Raises:
        InstanceChanged: the stored instance is no longer ``previous`` (or, new, exists already).
    """
    condition = AlertInstanceItem.sk.does_not_exist() if previous is None else unchanged_since(previous)
    _save(_item(organization_id, record), condition)


def get(organization_id: str, instance_id: str) -> dict[str, Any] | None:
    """An instance of the organization, or None."""
    try:
        return AlertInstanceItem.get(_pk(organization_id), instance_id, consistent_read=True).record
    except AlertInstanceItem.DoesNotExist:
        return None


def open_instances(organization_id: str, alert_id: str) -> dict[str, dict[str, Any]]:
    """The alert's open instances by group key."""
    return {row.record["groupKey"]: row.record for row in AlertInstanceItem.gsi1.query(_open_pk(organization_id, alert_id))}


SET_PLAN_ATTEMPTS = 3


def set_plan(organization_id: str, record: dict[str, Any], plan_id: str) -> bool:
    """Store the instance ``record`` with ``planId`` unless the stored one has a plan other than the
    record's (``record["planId"]``, a plan since deleted): False then (a conditional write on ``plan_id``).
    When only the rest of the instance changed meanwhile (acknowledged, refreshed by the job), the plan
    is noted on the stored instance as it is now (read again, at most three times).

    Raises:
        InstanceChanged: the instance kept changing (three writes came first).
    """
    for _ in range(SET_PLAN_ATTEMPTS):
        known = AlertInstanceItem.plan_id.does_not_exist()
        if record.get("planId"):
            known = known | (AlertInstanceItem.plan_id == record["planId"])
        try:
            _save(_item(organization_id, {**record, "planId": plan_id}), known & unchanged_since(record))
            return True
        except InstanceChanged:
            fresh = get(organization_id, record["id"])
            if fresh is None or (fresh.get("planId") and fresh.get("planId") != record.get("planId")):
                return False
            record = fresh
    raise InstanceChanged(record["id"])


def page(
    organization_id: str,
    offset: int,
    limit: int,
    status: str | None = None,
    shops: frozenset[str] | None = None,
    hidden: str | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """``(instances, total)``: newest first, from ``offset``, at most ``limit``, with ``status`` only
    (or, without, all but the ``hidden`` status), and (``shops`` not None) involving one of ``shops`` only."""
    condition: Condition | None = AlertInstanceItem.status == status if status else None
    if condition is None and hidden:
        condition = AlertInstanceItem.status != hidden
    if shops is not None:
        if not shops:
            return [], 0
        involved: Condition | None = None
        for shop in sorted(shops):
            clause = AlertInstanceItem.shop_ids.contains(shop)
            involved = clause if involved is None else involved | clause
        condition = involved if condition is None else condition & involved
    total = AlertInstanceItem.count(_pk(organization_id), filter_condition=condition)
    if offset >= total:
        return [], total
    rows = AlertInstanceItem.query(_pk(organization_id), filter_condition=condition, scan_index_forward=False)
    return [row.record for row in islice(rows, offset, offset + limit)], total
