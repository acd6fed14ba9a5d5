"""Members in DynamoDB: ``pk = ORG#<org>``, ``sk = USER#<userId>`` (issue 38, decision 0053).

Every write is one transaction holding the member record, its audit entry (entity type MEMBER),
and the organization's ``member_version`` bump (``store.teams.records.guard_organization``: member
and team writes of one organization are serialized, so two removals cannot both pass the
last-admin check). A removal also revokes, in the same transaction, the tokens the member created
and the tokens those created (rule 7), up to :data:`REVOCATIONS_PER_TRANSACTION`; the rest follow
in further transactions, and until then the authorizer already refuses them (their creator is
REMOVED; decision 0053).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from inventory_planning.domain.members import rules as member_rules
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.store import account as accounts
from inventory_planning.store.dynamo import audit as audit_log
from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.models import ServiceAccountTokenItem
from inventory_planning.store.people import MemberItem, TeamItem
from inventory_planning.store.teams.records import guard_organization

MEMBER_ENTITY = "MEMBER"
TRANSACTION_ITEMS = 100  # DynamoDB's bound on one TransactWriteItems
ITEMS_PER_REVOCATION = 3  # the token record, its lookup item, its audit entry
FIXED_REMOVAL_ITEMS = 6  # the member, the organization's version, its audit entry, three audit totals (ALL, MEMBER, token)


def list_members(organization_id: str) -> list[MemberItem]:
    """Every member record of the organization (INVITED, ACTIVE and REMOVED), by name then e-mail."""
    items = MemberItem.query(accounts.org_pk(organization_id), MemberItem.sk.startswith("USER#"), consistent_read=True)
    return sorted(items, key=lambda m: (m.name.lower(), m.email.lower(), m.user_id))


def get_member(organization_id: str, user_id: str) -> MemberItem | None:
    """One member record (any status), or None; a strongly consistent read."""
    try:
        return MemberItem.get(accounts.org_pk(organization_id), f"USER#{user_id}", consistent_read=True)
    except MemberItem.DoesNotExist:
        return None


def organizations_of(email: str) -> list[MemberItem]:
    """A person's member records in every organization (GSI1 ``MEMBER#<email>``; eventually consistent)."""
    return list(MemberItem.gsi1.query(accounts.member_email_key(email)))


def snapshot(item: MemberItem | None) -> dict[str, Any] | None:
    """What a member's audit entries show of it: wire names."""
    if item is None:
        return None
    return {
        "userId": item.user_id,
        "email": item.email,
        "name": item.name,
        "roles": list(item.roles or ()),
        "shopIds": list(item.shop_ids) if item.shop_ids is not None else None,
        "status": member_rules.status_of(item.status),
    }


def _audit(organization_id: str, actor: Actor, action: str, user_id: str, before: Any, after: Any) -> Any:
    return audit_log.audit_item(organization_id, actor, action, audit_log.Entity(MEMBER_ENTITY, user_id), before, after)


def invite(
    organization_id: str,
    user_id: str,
    email: str,
    name: str,
    roles: list[str],
    shop_ids: list[str] | None,
    actor: Actor,
    previous: MemberItem | None,
) -> MemberItem:
    """Write an INVITED member (a new membership; ``previous`` a REMOVED record of the same person,
    replaced), audited (CREATE).

    Raises:
        store.dynamo.transactions.ConcurrentChange: the person became a member meanwhile, or another
            member or team write raced this one (409).
    """
    now = clock.wall_now()
    item = accounts.member_item(organization_id, user_id, email, name, roles, shop_ids)
    item.status, item.invited_at, item.invited_by = member_rules.INVITED, now, f"{actor.kind}:{actor.id}"
    item.version = (previous.version or 0) + 1 if previous else 0
    condition = MemberItem.status == member_rules.REMOVED if previous else MemberItem.pk.does_not_exist()
    tx = Transaction()
    guard_organization(tx, organization_id)
    tx.put("member", item, condition)
    audit_log.add_audit(tx, _audit(organization_id, actor, "CREATE", user_id, snapshot(previous), snapshot(item)))
    tx.run()
    return item


def update_member(organization_id: str, item: MemberItem, changes: dict[str, Any], actor: Actor) -> MemberItem:
    """Apply ``changes`` (``roles``, ``shop_ids``, ``name``) to a member that is not REMOVED, audited
    (UPDATE), conditional on its version; effective on the member's next request.

    Raises:
        store.dynamo.transactions.ConcurrentChange: the member changed meanwhile (409).
    """
    before = snapshot(item)
    version = item.version or 0
    for key, value in changes.items():
        setattr(item, key, value)
    item.version = version + 1
    tx = Transaction()
    guard_organization(tx, organization_id)
    condition = (MemberItem.version == version) if version else (MemberItem.version.does_not_exist() | (MemberItem.version == 0))
    tx.put("member", item, condition)
    audit_log.add_audit(tx, _audit(organization_id, actor, "UPDATE", item.user_id, before, snapshot(item)))
    tx.run()
    return item


def created_tokens(organization_id: str, user_id: str) -> list[ServiceAccountTokenItem]:
    """The unrevoked tokens ``user_id`` created in a session, and every token those created,
    transitively (rule 7), each once, nearest first."""
    tokens = accounts.list_tokens(organization_id)
    roots = [t for t in tokens if t.created_by_kind == "user-session" and t.created_by == user_id]
    return [t for t in accounts.descendants(tokens, roots) if t.revoked_at is None]


def remove_member(
    organization_id: str, item: MemberItem, actor: Actor, teams: list[TeamItem]
) -> tuple[MemberItem, list[ServiceAccountTokenItem]]:
    """Mark a member REMOVED, take them off ``teams`` (the teams that list them), and revoke the
    tokens they created, transitively, with ``revokedReason`` CREATOR_REMOVED: one transaction, or
    several when the tokens exceed what one holds (decision 0053). Returns the member and the tokens
    revoked.

    Raises:
        store.dynamo.transactions.ConcurrentChange: the member or the organization's members changed
            meanwhile (409); nothing is written.
    """
    now = clock.wall_now()
    before = snapshot(item)
    version = item.version or 0
    tokens = created_tokens(organization_id, item.user_id)
    room = (TRANSACTION_ITEMS - FIXED_REMOVAL_ITEMS - len(teams)) // ITEMS_PER_REVOCATION
    first, rest = tokens[:room], tokens[room:]
    item.status, item.removed_at, item.version = member_rules.REMOVED, now, version + 1
    tx = Transaction()
    guard_organization(tx, organization_id)
    condition = (MemberItem.version == version) if version else (MemberItem.version.does_not_exist() | (MemberItem.version == 0))
    tx.put("member", item, condition)
    for team in teams:
        remaining = [m for m in team.member_ids or () if m != item.user_id]
        tx.update(
            f"team:{team.team_id}", team, [TeamItem.member_ids.set(remaining), TeamItem.version.add(1)], TeamItem.pk.exists()
        )
    entries = [_audit(organization_id, actor, "DELETE", item.user_id, before, snapshot(item))]
    entries += [_revocation(tx, token, actor, now) for token in first]
    audit_log.add_audits(tx, entries)
    tx.run()
    for start in range(0, len(rest), (TRANSACTION_ITEMS - 2) // ITEMS_PER_REVOCATION):
        chunk = rest[start : start + (TRANSACTION_ITEMS - 2) // ITEMS_PER_REVOCATION]
        tx = Transaction()
        audit_log.add_audits(tx, [_revocation(tx, token, actor, now) for token in chunk])
        tx.run()
    return item, tokens


def _revocation(tx: Transaction, token: ServiceAccountTokenItem, actor: Actor, now: datetime) -> Any:
    return accounts.revocation_writes(tx, token, actor.id, member_rules.CREATOR_REMOVED, actor, now)


def activate(organization_id: str, item: MemberItem) -> bool:
    """An INVITED member's first session: ACTIVE from now, audited (STATUS_CHANGE by the member).
    False when another request activated (or changed) the member first."""
    before = snapshot(item)
    now = clock.wall_now()
    tx = Transaction()
    tx.update(
        "member",
        item,
        [MemberItem.status.set(member_rules.ACTIVE), MemberItem.joined_at.set(now)],
        MemberItem.status == member_rules.INVITED,
    )
    after = {**(before or {}), "status": member_rules.ACTIVE}
    audit_log.add_audit(tx, _audit(organization_id, Actor("USER", item.user_id), "STATUS_CHANGE", item.user_id, before, after))
    try:
        tx.run()
    except Exception:  # noqa: BLE001 - a concurrent first request activated it: nothing to do
        return False
    item.status, item.joined_at = member_rules.ACTIVE, now
    return True
