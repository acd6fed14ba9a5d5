"""Teams in DynamoDB: ``pk = ORG#<org>``, ``sk = TEAM#<teamId>`` (issue 38, decision 0053).

Every write is one transaction with its audit entry (entity type TEAM) and the organization's
``member_version`` bump (member and team writes of one organization are serialized: the last-admin
check and a member's removal from its teams read a consistent picture).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.ids import new_id
from inventory_planning.store.account import org_pk
from inventory_planning.store.dynamo import audit as audit_log
from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.models import OrganizationItem
from inventory_planning.store.people import TeamItem

TEAM_ENTITY = "TEAM"


def list_teams(organization_id: str) -> list[TeamItem]:
    """Every team of the organization, oldest first (one consistent Query)."""
    items = TeamItem.query(org_pk(organization_id), TeamItem.sk.startswith("TEAM#"), consistent_read=True)
    return sorted(items, key=lambda t: (t.created_at, t.team_id))


def get_team(organization_id: str, team_id: str) -> TeamItem | None:
    """One team of the organization, or None (also another organization's)."""
    try:
        return TeamItem.get(org_pk(organization_id), f"TEAM#{team_id}", consistent_read=True)
    except TeamItem.DoesNotExist:
        return None


def snapshot(item: TeamItem) -> dict[str, Any]:
    """What a team's audit entries show of it: wire names."""
    return {
        "name": item.name,
        "description": item.description,
        "memberIds": list(item.member_ids or ()),
        "shopIds": list(item.shop_ids or ()),
    }


def guard_organization(tx: Transaction, organization_id: str) -> None:
    """Serialize the organization's member and team writes: bump ``member_version``, conditional on
    the value read (a concurrent write fails the transaction: 409 CONCURRENT_MODIFICATION)."""
    org = OrganizationItem.get(org_pk(organization_id), "#META", consistent_read=True)
    version = org.member_version
    condition = (
        OrganizationItem.member_version == version if version is not None else OrganizationItem.member_version.does_not_exist()
    )
    tx.update("organization", org, [OrganizationItem.member_version.set((version or 0) + 1)], condition)


def create_team(
    organization_id: str, name: str, description: str | None, member_ids: list[str], shop_ids: list[str], actor: Actor
) -> TeamItem:
    """Create a team, audited (CREATE)."""
    now = clock.wall_now()
    team_id = new_id()
    ref = f"{actor.kind}:{actor.id}"
    item = TeamItem(
        org_pk(organization_id), f"TEAM#{team_id}", team_id=team_id, name=name, description=description,
        member_ids=member_ids, shop_ids=shop_ids, created_at=now, created_by=ref, updated_at=now, updated_by=ref,
    )  # fmt: skip
    tx = Transaction()
    guard_organization(tx, organization_id)
    tx.put("team", item, TeamItem.pk.does_not_exist())
    audit_log.add_audit(
        tx, audit_log.audit_item(organization_id, actor, "CREATE", audit_log.Entity(TEAM_ENTITY, team_id), None, snapshot(item))
    )
    tx.run()
    return item


def update_team(organization_id: str, item: TeamItem, changes: dict[str, Any], actor: Actor) -> TeamItem:
    """Apply ``changes`` (``name``, ``description``, ``member_ids``, ``shop_ids``) to a team, audited
    (UPDATE), conditional on its version.

    Raises:
        store.dynamo.transactions.ConcurrentChange: the team changed meanwhile (409).
    """
    before = snapshot(item)
    version = item.version or 0
    for key, value in changes.items():
        setattr(item, key, value)
    item.updated_at, item.updated_by, item.version = clock.wall_now(), f"{actor.kind}:{actor.id}", version + 1
    tx = Transaction()
    guard_organization(tx, organization_id)
    tx.put("team", item, TeamItem.version == version)
    entity = audit_log.Entity(TEAM_ENTITY, item.team_id)
    audit_log.add_audit(tx, audit_log.audit_item(organization_id, actor, "UPDATE", entity, before, snapshot(item)))
    tx.run()
    return item


def delete_team(organization_id: str, item: TeamItem, actor: Actor) -> None:
    """Delete a team, audited (DELETE); its members keep their own shops."""
    tx = Transaction()
    guard_organization(tx, organization_id)
    tx.delete("team", item, TeamItem.pk.exists())
    entity = audit_log.Entity(TEAM_ENTITY, item.team_id)
    audit_log.add_audit(tx, audit_log.audit_item(organization_id, actor, "DELETE", entity, snapshot(item), None))
    tx.run()


def teams_of(teams: list[TeamItem], user_id: str) -> list[TeamItem]:
    """The teams of ``teams`` that list ``user_id``."""
    return [t for t in teams if user_id in (t.member_ids or ())]


def iso(instant: datetime | None) -> str | None:
    """An instant as ISO 8601 text, None as None."""
    return instant.isoformat() if instant else None
