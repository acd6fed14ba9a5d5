"""Uniqueness guards: one item per unique value (``ORG#<org>#CONFIGGUARD``, sort key the value), put on
condition it does not exist in the same transaction as the record that holds the value.

Two concurrent creations of the same value cannot both succeed: the loser's guard condition fails
and its transaction reports :class:`~inventory_planning.store.dynamo.transactions.DuplicateValue`.
A guard also serves as a small versioned marker (the metric catalogue's version, the default ruleset).
"""

from __future__ import annotations

from collections.abc import Iterable

from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.models import ConfigGuardItem


def guard_pk(organization_id: str) -> str:
    """The partition of the organization's guards."""
    return f"ORG#{organization_id}#CONFIGGUARD"


def take_guards(tx: Transaction, organization_id: str, guards: Iterable[str], owner_id: str) -> None:
    """Add a conditional put per guard (``guard:<guard>`` label: a taken guard is a DuplicateValue)."""
    for guard in guards:
        item = ConfigGuardItem(guard_pk(organization_id), guard, owner_id=owner_id)
        tx.put(f"guard:{guard}", item, ConfigGuardItem.pk.does_not_exist())


def free_guards(tx: Transaction, organization_id: str, guards: Iterable[str]) -> None:
    """Add a delete per guard."""
    for guard in guards:
        tx.delete(f"free:{guard}", ConfigGuardItem(guard_pk(organization_id), guard))


def bump_guard_version(tx: Transaction, organization_id: str, guard: str, version: int, label: str) -> None:
    """Put ``guard`` at ``version + 1`` on condition it is still at ``version`` (0: does not exist yet),
    serialising the writes that bump it."""
    item = ConfigGuardItem(guard_pk(organization_id), guard, version=version + 1)
    condition = ConfigGuardItem.pk.does_not_exist() if version == 0 else ConfigGuardItem.version == version
    tx.put(label, item, condition)


def get_guard(organization_id: str, guard: str) -> ConfigGuardItem | None:
    """A guard read strongly consistently, or None when the value is free."""
    try:
        return ConfigGuardItem.get(guard_pk(organization_id), guard, consistent_read=True)
    except ConfigGuardItem.DoesNotExist:
        return None
