"""Writes of alert instances that another write may race (docs/data-platform.md "Concurrent changes"):
each rewrite is conditional on the record it was made from (``store.alerts.put``); the loser reads
the instance again and decides anew.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from inventory_planning.domain.alerts import matching as domain
from inventory_planning.kernel.errors import Conflict
from inventory_planning.store import alerts as instances

REWRITE_ATTEMPTS = 3
"""Reads of an instance a rewrite makes at most when other writes keep coming first."""

Change = Callable[[dict[str, Any]], dict[str, Any]]


def rewrite_open(organization_id: str, instance: dict[str, Any], change: Change) -> bool:
    """Store ``change(instance)`` for an open instance the system read (the job's refresh or automatic
    resolution). When another write came first it reads the instance again and applies ``change`` to
    it while it is still open; a person's archive or resolution in between wins. True when written."""
    for _ in range(REWRITE_ATTEMPTS):
        try:
            instances.put(organization_id, change(instance), previous=instance)
            return True
        except instances.InstanceChanged:
            fresh = instances.get(organization_id, instance["id"])
            if fresh is None or fresh["status"] not in domain.OPEN:
                return False
            instance = fresh
    return False


def change_instance(organization_id: str, instance_id: str, read: Callable[[], dict[str, Any]], change: Change) -> dict[str, Any]:
    """A person's change of instance ``instance_id``: ``change`` (which raises Conflict when the
    instance's status forbids it) applied to the stored instance (``read()``) and written on condition
    it is still that one; read again and applied again when another write came first. Returns the
    written record.

    Raises:
        Missing: from ``read``. Conflict: from ``change``, or 409 CONCURRENT_MODIFICATION after three
            lost races.
    """
    for _ in range(REWRITE_ATTEMPTS):
        instance = read()
        done = change(instance)
        try:
            instances.put(organization_id, done, previous=instance)
            return done
        except instances.InstanceChanged:
            continue
    raise Conflict("CONCURRENT_MODIFICATION", f"The alert instance {instance_id} kept changing; retry")
