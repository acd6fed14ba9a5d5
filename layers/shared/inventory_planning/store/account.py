"""Organizations, members and service-account tokens."""

from __future__ import annotations

import uuid
from datetime import datetime

from pynamodb.connection import Connection
from pynamodb.exceptions import TransactWriteError
from pynamodb.transactions import TransactWrite

from inventory_planning.domain import tokens as token_rules
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import Conflict, InvalidInput, field_error
from inventory_planning.store.models import (
    BaseItem,
    MemberItem,
    OrganizationItem,
    ServiceAccountTokenItem,
    TokenLookupItem,
)


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
    """Add or update a human member, their roles and, for shop-scoped roles, their assigned shops."""
    item = MemberItem(
        org_pk(organization_id), f"USER#{user_id}", user_id=user_id, email=email, name=name, roles=roles, shop_ids=shop_ids
    )
    item.save()
    return item


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


def create_token(
    organization_id: str,
    name: str,
    description: str | None,
    permissions: list[str],
    expires_at: datetime | None,
    created_by: str,
    via: token_rules.CreatedVia = token_rules.BY_SESSION,
    shop_ids: list[str] | None = None,
) -> tuple[ServiceAccountTokenItem, str]:
    """Create a service-account token; return its record and the plaintext (shown once).

    The 50-active limit is checked against a consistent read of the organization's tokens, and the
    write is conditional on the organization's ``token_version`` being unchanged, so two concurrent
    creations cannot both take the 50th place.

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
    try:
        with TransactWrite(connection=_connection()) as tx:
            tx.update(
                org,
                actions=[OrganizationItem.token_version.set(version + 1)],
                condition=OrganizationItem.token_version == version
                if org.token_version is not None
                else OrganizationItem.token_version.does_not_exist(),
            )
            tx.save(record, condition=ServiceAccountTokenItem.pk.does_not_exist())
            tx.save(lookup, condition=TokenLookupItem.pk.does_not_exist())
    except TransactWriteError as error:
        raise ConcurrentChange() from error
    return record, plaintext


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


def revoke_token(organization_id: str, token_id: str, revoked_by: str) -> ServiceAccountTokenItem | None:
    """Revoke a token at once, and every token it created, recursively (a leaked token cannot
    leave working children behind).

    Returns the updated record, or None when the token does not exist in this organization.
    Revoking an already revoked token returns it unchanged (its children are still revoked).
    """
    record = get_token(organization_id, token_id)
    if record is None:
        return None
    tokens = list_tokens(organization_id)
    pending, seen = [record], set()
    while pending:
        current = pending.pop()
        if current.token_id in seen:
            continue
        seen.add(current.token_id)
        _revoke_one(current, revoked_by)
        pending.extend(t for t in tokens if t.created_by_kind == "api-token" and t.created_by == current.token_id)
    return record


def _revoke_one(record: ServiceAccountTokenItem, revoked_by: str) -> None:
    """Mark one record revoked and delete its lookup item in one transaction (no-op when revoked)."""
    if record.revoked_at is not None:
        return
    now = _now()
    lookup = TokenLookupItem(f"SATOKENHASH#{record.token_hash}", "#LOOKUP")
    with TransactWrite(connection=_connection()) as tx:
        tx.update(
            record,
            actions=[ServiceAccountTokenItem.revoked_at.set(now), ServiceAccountTokenItem.revoked_by.set(revoked_by)],
            condition=ServiceAccountTokenItem.pk.exists(),
        )
        tx.delete(lookup)
    record.revoked_at = now
    record.revoked_by = revoked_by


def lookup_token(token_hash: str) -> TokenLookupItem | None:
    """The active token with this SHA-256, or None (unknown or revoked). One strongly consistent read."""
    try:
        return TokenLookupItem.get(f"SATOKENHASH#{token_hash}", "#LOOKUP", consistent_read=True)
    except TokenLookupItem.DoesNotExist:
        return None
