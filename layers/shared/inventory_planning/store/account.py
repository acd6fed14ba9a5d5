"""Organizations, members and service-account tokens."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pynamodb.connection import Connection
from pynamodb.exceptions import TransactWriteError

from inventory_planning.coldstart import lazy
from inventory_planning.domain import tokens as token_rules
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, field_error
from inventory_planning.store.models import (
    BaseItem,
    OrganizationItem,
    ServiceAccountTokenItem,
    TokenLookupItem,
)
from inventory_planning.store.people import MemberItem

if TYPE_CHECKING:
    from inventory_planning.store.dynamo import audit as audit_log
    from inventory_planning.store.dynamo import transactions
else:  # token writes only: not at the authorizer's cold start (decision 0046)
    audit_log = lazy("inventory_planning.store.dynamo.audit")
    transactions = lazy("inventory_planning.store.dynamo.transactions")

TOKEN_ENTITY = "SERVICE_ACCOUNT_TOKEN"  # noqa: S105 - the audit log's entity type of a token, not a secret
REVOKED = "REVOKED"
"""``revokedReason`` of a token revoked by a caller; ``CREATOR_REVOKED``: revoked with the token that created it."""
CREATOR_REVOKED = "CREATOR_REVOKED"


class TokenLimitReached(Conflict):
    """409 TOKEN_LIMIT_REACHED: the organization already has 50 active service-account tokens (SPEC rule 6)."""

    def __init__(self) -> None:
        super().__init__("TOKEN_LIMIT_REACHED", "The organization already has 50 active service-account tokens")


class ConcurrentChange(Conflict):
    """409 CONCURRENT_MODIFICATION: another token creation changed the organization at the same time; retry."""

    def __init__(self) -> None:
        super().__init__("CONCURRENT_MODIFICATION", "Another token was created at the same time; retry")


def _now() -> datetime:
    return clock.wall_now()


def _connection() -> Connection:
    """The models' shared connection, for transactions."""
    return BaseItem._get_connection().connection


ORGANIZATIONS = "ORGANIZATIONS"


def org_pk(organization_id: str) -> str:
    """Partition key of an organization's own records."""
    return f"ORG#{organization_id}"


def create_organization(organization_id: str, name: str) -> OrganizationItem:
    """Create (or overwrite the name of) an organization; GSI1 ``ORGANIZATIONS`` lists every one (the nightly jobs' fan-out)."""
    item = OrganizationItem(
        org_pk(organization_id), "#META", gsi1pk=ORGANIZATIONS, gsi1sk=organization_id, organization_id=organization_id,
        name=name, created_at=_now(),
    )  # fmt: skip
    item.save()
    return item


def all_organization_ids() -> list[str]:
    """Every organization's id (GSI1 ``ORGANIZATIONS``, paginated Query), in id order."""
    return [item.gsi1sk for item in OrganizationItem.gsi1.query(ORGANIZATIONS)]


def get_organization(organization_id: str, consistent_read: bool = False) -> OrganizationItem | None:
    """The organization record (``pk = ORG#<org>``, ``sk = #META``), or None when it does not exist."""
    try:
        return OrganizationItem.get(org_pk(organization_id), "#META", consistent_read=consistent_read)
    except OrganizationItem.DoesNotExist:
        return None


def put_member(
    organization_id: str, user_id: str, email: str, name: str, roles: list[str], shop_ids: list[str] | None = None
) -> MemberItem:
    """Add or update an ACTIVE human member, their roles and, for shop-scoped roles, their assigned
    shops (local scripts and tests; the routes invite through ``store.members``)."""
    item = member_item(organization_id, user_id, email, name, roles, shop_ids)
    item.status, item.joined_at = "ACTIVE", _now()
    item.save()
    return item


def member_item(
    organization_id: str, user_id: str, email: str, name: str, roles: list[str], shop_ids: list[str] | None = None
) -> MemberItem:
    """A member record (not saved), indexed on GSI1 by e-mail (``MEMBER#<email>``, the organization id):
    a person's organizations."""
    return MemberItem(
        org_pk(organization_id), f"USER#{user_id}", user_id=user_id, email=email, name=name, roles=roles, shop_ids=shop_ids,
        gsi1pk=member_email_key(email), gsi1sk=organization_id,
    )  # fmt: skip


def member_email_key(email: str) -> str:
    """GSI1 partition of a person's memberships, every organization's: ``MEMBER#<lower-cased e-mail>``."""
    return f"MEMBER#{email.strip().lower()}"


def get_member(organization_id: str, user_id: str) -> MemberItem | None:
    """A member of the organization, or None when the user does not belong to it."""
    try:
        return MemberItem.get(org_pk(organization_id), f"USER#{user_id}")
    except MemberItem.DoesNotExist:
        return None


def list_tokens(organization_id: str) -> list[ServiceAccountTokenItem]:
    """Every service-account token of the organization (active, expired and revoked), newest first."""
    items = list(
        ServiceAccountTokenItem.query(
            org_pk(organization_id), ServiceAccountTokenItem.sk.startswith("SATOKEN#"), consistent_read=True
        )
    )
    return sorted(items, key=lambda t: t.created_at, reverse=True)


def get_token(organization_id: str, token_id: str) -> ServiceAccountTokenItem | None:
    """One token record of the organization, or None (also for another organization's token)."""
    try:
        return ServiceAccountTokenItem.get(org_pk(organization_id), f"SATOKEN#{token_id}", consistent_read=True)
    except ServiceAccountTokenItem.DoesNotExist:
        return None


def create_token(  # noqa: PLR0913 - the token's fields, its creator and, for the routes, the audit actor
    organization_id: str,
    name: str,
    description: str | None,
    permissions: list[str],
    expires_at: datetime | None,
    created_by: str,
    via: token_rules.CreatedVia = token_rules.BY_SESSION,
    shop_ids: list[str] | None = None,
    actor: Actor | None = None,
) -> tuple[ServiceAccountTokenItem, str]:
    """Create a service-account token; return its record and the plaintext (shown once).

    The 50-active limit is checked against a consistent read of the organization's tokens, and the
    write is conditional on the organization's ``token_version`` being unchanged, so two concurrent
    creations cannot both take the 50th place.

    With an ``actor`` (the routes' callers), the creation is in the audit log, written in the same
    transaction (local scripts and test fixtures give none).

    The token records its ``ancestry`` (decision 0023): its creator's principal ref, then, for a
    token created by a token, that token's ancestry (``via.lineage``, the creating token's lineage, read
    here when not given). Its expiry must be at most the creating token's effective expiry.

    Raises:
        InvalidInput: ``expiresAt`` (never, or later than the creating token's effective expiry).
        TokenLimitReached: 50 tokens are already active.
        ConcurrentChange: another creation raced this one.
    """
    created_by_kind = via.kind
    ancestry = [token_rules.principal_ref(created_by_kind, created_by)]
    if created_by_kind == "api-token":
        creator = via.lineage or token_lineage(organization_id, created_by) or token_rules.Lineage((), None)
        ancestry += creator.ancestry
        reason = token_rules.child_expiry_error(expires_at, creator.expires_at)
        if reason:
            raise InvalidInput([field_error("expiresAt", reason, "beyond_creator_expiry")])
    org = OrganizationItem.get(org_pk(organization_id), "#META", consistent_read=True)
    now = _now()
    tokens = list_tokens(organization_id)
    expiries = token_rules.effective_expiries(tokens)
    active = [t for t in tokens if token_rules.is_active(t.revoked_at, expiries[t.token_id], now)]
    if len(active) >= token_rules.MAX_ACTIVE_TOKENS:
        raise TokenLimitReached()
    plaintext = token_rules.generate_service_account_token()
    token_hash = token_rules.hash_token(plaintext)
    token_id = str(uuid.uuid4())
    record = ServiceAccountTokenItem(
        org_pk(organization_id),
        f"SATOKEN#{token_id}",
        token_id=token_id,
        name=name,
        description=description,
        token_hash=token_hash,
        last_chars=token_rules.last_chars(plaintext),
        permissions=sorted(permissions),
        created_at=now,
        created_by=created_by,
        created_by_kind=created_by_kind,
        expires_at=expires_at,
        shop_ids=shop_ids,
        ancestry=ancestry,
    )
    lookup = TokenLookupItem(
        f"SATOKENHASH#{token_hash}",
        "#LOOKUP",
        organization_id=organization_id,
        token_id=token_id,
        name=name,
        permissions=sorted(permissions),
        expires_at=expires_at,
        shop_ids=shop_ids,
        ancestry=ancestry,
    )
    version = org.token_version or 0
    tx = transactions.Transaction()
    tx.update(
        "organization",
        org,
        [OrganizationItem.token_version.set(version + 1)],
        OrganizationItem.token_version == version
        if org.token_version is not None
        else OrganizationItem.token_version.does_not_exist(),
    )
    tx.put("token", record, ServiceAccountTokenItem.pk.does_not_exist())
    tx.put("lookup", lookup, TokenLookupItem.pk.does_not_exist())
    if actor is not None:
        entity = audit_log.Entity(TOKEN_ENTITY, token_id)
        audit_log.add_audit(tx, audit_log.audit_item(organization_id, actor, "CREATE", entity, None, token_snapshot(record)))
    try:
        tx.run()
    except (TransactWriteError, transactions.ConcurrentChange) as error:
        raise ConcurrentChange() from error
    return record, plaintext


def token_actor(kind: str, principal_id: str) -> Actor:
    """The audit actor of a token's creator or editor: ``kind`` a token's ``created_by_kind``
    (user-session, api-token, internal) or an auth kind; USER, API_TOKEN or SYSTEM."""
    return Actor(token_rules.CREATOR_KINDS.get(kind, kind), principal_id)


def token_snapshot(record: ServiceAccountTokenItem) -> dict[str, Any]:
    """What a token's audit entries show of it (never its hash): wire names."""
    return {
        "name": record.name,
        "description": record.description,
        "permissions": list(record.permissions or ()),
        "expiresAt": record.expires_at.isoformat() if record.expires_at else None,
        "shopIds": list(record.shop_ids) if record.shop_ids is not None else None,
        "createdBy": token_rules.principal_ref(record.created_by_kind, record.created_by),
        "revokedAt": record.revoked_at.isoformat() if record.revoked_at else None,
        "revokedReason": record.revoked_reason,
    }


def token_lineage(organization_id: str, token_id: str) -> token_rules.Lineage | None:
    """The token's lineage (creators to the root, effective expiry), or None for an unknown token.

    One consistent GetItem for a token created since decision 0023; a token created before is
    followed up its ``created_by`` links, one GetItem each (bounded, cycles stopped:
    :func:`inventory_planning.domain.tokens.lineage_of`).
    """
    record = get_token(organization_id, token_id)
    if record is None:
        return None
    return token_rules.lineage_of(record, lambda parent_id: get_token(organization_id, parent_id))


def revoke_token(
    organization_id: str, token_id: str, revoked_by: str, actor: Actor | None = None
) -> ServiceAccountTokenItem | None:
    """Revoke a token at once, and every token it created, recursively (a leaked token cannot
    leave working children behind), each with its ``revokedReason``: REVOKED for the token,
    CREATOR_REVOKED for its line; with an ``actor`` (the routes' callers) each is in the audit log.

    Returns the updated record, or None when the token does not exist in this organization.
    Revoking an already revoked token returns it unchanged (its children are still revoked).
    """
    record = get_token(organization_id, token_id)
    if record is None:
        return None
    for current in descendants(list_tokens(organization_id), [record]):
        _revoke_one(current, revoked_by, REVOKED if current is record else CREATOR_REVOKED, actor)
    return record


def descendants(tokens: list[ServiceAccountTokenItem], roots: list[ServiceAccountTokenItem]) -> list[ServiceAccountTokenItem]:
    """``roots`` and every token of ``tokens`` they created, transitively (rule 7), each once, roots first."""
    found: list[ServiceAccountTokenItem] = []
    pending, seen = list(reversed(roots)), set()
    while pending:
        current = pending.pop()
        if current.token_id in seen:
            continue
        seen.add(current.token_id)
        found.append(current)
        pending.extend(t for t in tokens if t.created_by_kind == "api-token" and t.created_by == current.token_id)
    return found


def revocation_writes(tx: Any, record: ServiceAccountTokenItem, revoked_by: str, reason: str, actor: Actor, now: datetime) -> Any:
    """Add one token's revocation to ``tx`` (a ``store.dynamo.transactions.Transaction``): its record
    marked revoked (by, when, why) and its lookup item deleted, 2 items; returns its audit entry (not
    added: the caller adds its entries at once)."""
    before = token_snapshot(record)
    lookup = TokenLookupItem(f"SATOKENHASH#{record.token_hash}", "#LOOKUP")
    tx.update(
        f"token:{record.token_id}",
        record,
        [
            ServiceAccountTokenItem.revoked_at.set(now),
            ServiceAccountTokenItem.revoked_by.set(revoked_by),
            ServiceAccountTokenItem.revoked_reason.set(reason),
        ],
        ServiceAccountTokenItem.pk.exists() & ServiceAccountTokenItem.revoked_at.does_not_exist(),
    )
    tx.delete(f"lookup:{record.token_id}", lookup)
    record.revoked_at, record.revoked_by, record.revoked_reason = now, revoked_by, reason
    entity = audit_log.Entity(TOKEN_ENTITY, record.token_id)
    return audit_log.audit_item(
        record.pk.removeprefix("ORG#"), actor, "REVOKED", entity, before, token_snapshot(record), {"reason": reason}
    )


def _revoke_one(record: ServiceAccountTokenItem, revoked_by: str, reason: str, actor: Actor | None) -> None:
    """Mark one record revoked and delete its lookup item in one transaction, audited with an
    ``actor`` (no-op when revoked)."""
    if record.revoked_at is not None:
        return
    tx = transactions.Transaction()
    entry = revocation_writes(tx, record, revoked_by, reason, actor or Actor("USER", revoked_by), _now())
    if actor is not None:
        audit_log.add_audit(tx, entry)
    tx.run()


def update_token(
    organization_id: str, record: ServiceAccountTokenItem, changes: dict[str, Any], actor: Actor
) -> ServiceAccountTokenItem:
    """Edit a token's ``name``, ``description`` and ``expires_at`` (the keys of ``changes`` that are
    present), on its record and its lookup item, audited (UPDATE), in one transaction conditional on
    the token being unrevoked.

    The lookup's expiry is the token's effective expiry (decision 0023): the caller has checked that
    it is at most the creator's. Tokens it created whose expiry is later are clamped to it in the same
    transaction (a child never outlives its creator), at most ``MAX_CLAMPED`` of them.

    Raises:
        InvalidInput: more than ``MAX_CLAMPED`` tokens it created expire later (``expiresAt``).
        store.dynamo.transactions.ConcurrentChange: the token was revoked meanwhile (409).
    """
    before = token_snapshot(record)
    tx = transactions.Transaction()
    record_actions: list[Any] = []
    lookup_actions: list[Any] = []
    for key, attribute, lookup_attribute in (
        ("name", ServiceAccountTokenItem.name, TokenLookupItem.name),
        ("description", ServiceAccountTokenItem.description, None),
        ("expires_at", ServiceAccountTokenItem.expires_at, TokenLookupItem.expires_at),
    ):
        if key not in changes:
            continue
        value = changes[key]
        setattr(record, key, value)
        record_actions.append(attribute.set(value) if value is not None else attribute.remove())
        if lookup_attribute is not None:
            lookup_actions.append(lookup_attribute.set(value) if value is not None else lookup_attribute.remove())
    if not record_actions:
        return record
    tx.update("token", record, record_actions, ServiceAccountTokenItem.revoked_at.does_not_exist())
    if lookup_actions:
        lookup = TokenLookupItem(f"SATOKENHASH#{record.token_hash}", "#LOOKUP")
        tx.update("lookup", lookup, lookup_actions, TokenLookupItem.pk.exists())
    new_expiry = changes.get("expires_at", record.expires_at)
    if "expires_at" in changes and new_expiry is not None:
        later = [
            t for t in descendants(list_tokens(organization_id), [record])[1:]
            if t.revoked_at is None and (t.expires_at is None or t.expires_at > new_expiry)
        ]  # fmt: skip
        if len(later) > MAX_CLAMPED:
            reason = f"more than {MAX_CLAMPED} tokens it created expire later: revoke or shorten them first"
            raise InvalidInput([field_error("expiresAt", reason, "too_many_children")])
        for child in later:
            tx.update(f"token:{child.token_id}", child, [ServiceAccountTokenItem.expires_at.set(new_expiry)])
            child_lookup = TokenLookupItem(f"SATOKENHASH#{child.token_hash}", "#LOOKUP")
            tx.update(
                f"lookup:{child.token_id}",
                child_lookup,
                [TokenLookupItem.expires_at.set(new_expiry)],
                TokenLookupItem.pk.exists(),
            )
    entity = audit_log.Entity(TOKEN_ENTITY, record.token_id)
    audit_log.add_audit(tx, audit_log.audit_item(organization_id, actor, "UPDATE", entity, before, token_snapshot(record)))
    tx.run()
    return record


MAX_CLAMPED = 40
"""Tokens whose expiry an edit of their creator's expiry may clamp in its transaction (2 items each, of 100)."""


def lookup_token(token_hash: str) -> TokenLookupItem | None:
    """The active token with this SHA-256, or None (unknown or revoked). One strongly consistent read."""
    try:
        return TokenLookupItem.get(f"SATOKENHASH#{token_hash}", "#LOOKUP", consistent_read=True)
    except TokenLookupItem.DoesNotExist:
        return None
