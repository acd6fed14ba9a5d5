"""Service-account tokens (SPEC "Authentication", rules 1-8): create, list, revoke.

The rules live in :mod:`inventory_planning.domain.tokens`; this module applies them to a caller
and the store, and returns :class:`~inventory_planning.domain.tokens.TokenRecord`; nothing here knows HTTP.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from inventory_planning.domain import tokens as token_rules
from inventory_planning.domain.permissions import unknown_permissions
from inventory_planning.domain.tokens import CreatedToken, TokenRecord, TokenStatus
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, NotAllowed, field_error
from inventory_planning.store import account as accounts
from inventory_planning.store.catalog import all_shops


@dataclass(frozen=True)
class Caller:
    """Who asks: the organization, the principal (user or token id), its auth kind and permissions."""

    organization_id: str
    principal_id: str
    auth_kind: str
    permissions: frozenset[str]
    shop_scope: frozenset[str] | None = None


def token_status(item: Any, now: datetime, effective_expiry: datetime | None = None) -> TokenStatus:
    """``active``, ``expired`` or ``revoked`` (revocation wins over expiry); a token whose ancestor
    expired first (``effective_expiry``, decision 0023) is expired too."""
    if item.revoked_at is not None:
        return "revoked"
    expires_at = token_rules.earliest(item.expires_at, effective_expiry)
    if expires_at is not None and expires_at <= now:
        return "expired"
    return "active"


def _fields(item: Any, now: datetime, effective_expiry: datetime | None = None) -> dict[str, Any]:
    return {
        "id": item.token_id,
        "name": item.name,
        "description": item.description,
        "permissions": tuple(item.permissions or ()),
        "last_chars": item.last_chars,
        "created_at": item.created_at.isoformat(),
        "created_by": item.created_by,
        "created_by_kind": item.created_by_kind,
        "expires_at": item.expires_at.isoformat() if item.expires_at else None,
        "revoked_at": item.revoked_at.isoformat() if item.revoked_at else None,
        "status": token_status(item, now, effective_expiry),
        "shop_ids": tuple(item.shop_ids) if item.shop_ids is not None else None,
        "revoked_reason": getattr(item, "revoked_reason", None),
    }


def token_record(item: Any, now: datetime, effective_expiry: datetime | None = None) -> TokenRecord:
    """The record of a stored token (never the plaintext; ``last_chars`` only).

    ``expires_at`` is the expiry asked at creation; ``status`` also counts an ancestor's earlier
    expiry (``effective_expiry``).
    """
    return TokenRecord(**_fields(item, now, effective_expiry))


def list_tokens(organization_id: str, status: str | None = None) -> list[TokenRecord]:
    """The organization's tokens, newest first, optionally only those of ``status``."""
    now = clock.wall_now()
    items = accounts.list_tokens(organization_id)
    expiries = token_rules.effective_expiries(items)
    records = [token_record(t, now, expiries[t.token_id]) for t in items]
    return [r for r in records if status is None or r.status == status]


def create_token(
    caller: Caller,
    name: str,
    description: str | None,
    permissions: list[str],
    expires_at: datetime | None,
    shop_ids: list[str] | None = None,
) -> CreatedToken:
    """Create a token; the returned record carries the plaintext ``token`` (shown this once).

    A token with ``shops.viewAssigned`` and without ``shops.viewAll`` is shop-scoped: ``shopIds``
    (the organization's shops, 1..100) is required and fixed for its life; any other token takes
    none. A token never sees more than its creator (docs/decisions/0023): a shop-scoped creator
    (token or member) can only create shop-scoped tokens, over shops it sees itself; and a token
    created by a token expires at the latest when its creator does (the creator's effective expiry,
    its own ancestors' included), so never "never" under an expiring creator.

    Raises:
        InvalidInput: unknown permissions (``permissions``), an expiry in the past, without a
            timezone, beyond 365 days or beyond the creating token's expiry (``expiresAt``);
            ``shopIds`` missing, not allowed, or naming a shop that is not the organization's or that
            the caller does not see; a shop-scoped caller asking for a token without
            ``shops.viewAssigned`` (``permissions``).
        NotAllowed: a permission the caller does not hold itself (a token cannot escalate).
        accounts.TokenLimitReached: 50 active tokens already (409 TOKEN_LIMIT_REACHED).
        accounts.ConcurrentChange: a concurrent creation (409 CONCURRENT_MODIFICATION).
    """
    now = clock.wall_now()
    errors = []
    unknown = unknown_permissions(permissions)
    if unknown:
        errors.append(field_error("permissions", f"unknown permissions: {', '.join(unknown)}", "unknown_permission"))
    creator = None
    reason = token_rules.expiry_error(expires_at, now)
    if not reason and caller.auth_kind == "api-token":
        creator = accounts.token_lineage(caller.organization_id, caller.principal_id) or token_rules.Lineage((), None)
        reason = token_rules.child_expiry_error(expires_at, creator.expires_at)
    if reason:
        errors.append(field_error("expiresAt", reason, "invalid_expiry"))
    errors += _shop_errors(caller, set(permissions), shop_ids)
    if errors:
        raise InvalidInput(errors)
    beyond = sorted(set(permissions) - caller.permissions)
    if beyond:
        raise NotAllowed(f"A token cannot be given permissions its creator lacks: {', '.join(beyond)}")
    item, plaintext = accounts.create_token(
        caller.organization_id, name, description, sorted(set(permissions)), expires_at, caller.principal_id,
        token_rules.CreatedVia(caller.auth_kind, creator), sorted(set(shop_ids)) if shop_ids else None,
        accounts.token_actor(caller.auth_kind, caller.principal_id),
    )  # fmt: skip
    return CreatedToken(**_fields(item, now), token=plaintext)


def _shop_errors(caller: Caller, permissions: set[str], shop_ids: list[str] | None) -> list[dict[str, Any]]:
    """Field errors of ``shopIds`` (and ``permissions``) for a token of ``permissions`` created by ``caller``.

    A shop-scoped caller's token must be shop-scoped too, over shops the caller sees: asked without
    ``shops.viewAssigned`` it is refused (422 ``permissions``, and ``shopIds`` when missing), never
    silently widened nor narrowed. Asked with ``shops.viewAll`` it is left to the escalation check
    (403: a scoped caller does not hold it).
    """
    scoped = "shops.viewAssigned" in permissions and "shops.viewAll" not in permissions
    if not scoped:
        errors = []
        if caller.shop_scope is not None and "shops.viewAll" not in permissions:
            reason = "a shop-scoped caller only creates shop-scoped tokens: add shops.viewAssigned, with shopIds among its shops"
            errors.append(field_error("permissions", reason, "out_of_scope"))
            if not shop_ids:
                reason = "a shop-scoped caller's token needs its shops (among the caller's)"
                errors.append(field_error("shopIds", reason, "required"))
        elif shop_ids:
            reason = "only a token with shops.viewAssigned and without shops.viewAll has shops"
            errors.append(field_error("shopIds", reason, "not_allowed"))
        return errors
    if not shop_ids:
        return [field_error("shopIds", "a token with shops.viewAssigned (without shops.viewAll) needs its shops", "required")]
    known = {s.id for s in all_shops(caller.organization_id)}
    visible = known if caller.shop_scope is None else known & caller.shop_scope
    unknown = sorted(set(shop_ids) - visible)
    if unknown:
        reason = f"not shops of the organization that the caller sees: {', '.join(unknown)}"
        return [field_error("shopIds", reason, "unknown_shop")]
    return []


def principal_chain(organization_id: str, kind: str, principal_id: str) -> tuple[str, ...]:
    """The principal ref of an actor (kind USER | API_TOKEN | WORKFLOW | SYSTEM) then, for a token,
    its ancestry (its creator, the creator's creator, ... to the human at the root): the parties one
    approval decision must keep apart (four eyes, docs/decisions/0023).

    An unknown token is its own ref alone.
    """
    ref = token_rules.principal_ref(kind, principal_id)
    if kind != "API_TOKEN":
        return (ref,)
    lineage = accounts.token_lineage(organization_id, principal_id)
    return (ref, *(lineage.ancestry if lineage else ()))


def revoke_token(organization_id: str, token_id: str, revoked_by: str, actor: Actor | None = None) -> TokenRecord:
    """Revoke a token and, recursively, the tokens it created (rule 7); the revoked record. Each
    revocation is in the audit log (``actor``, default the USER ``revoked_by``), with its
    ``revokedReason`` (REVOKED, CREATOR_REVOKED).

    Raises:
        Missing: no such token in the organization (404).
    """
    item = accounts.revoke_token(organization_id, token_id, revoked_by, actor or accounts.token_actor("user-session", revoked_by))
    if item is None:
        raise Missing("Token")
    return token_record(item, clock.wall_now())


class TokenRevoked(Conflict):
    """409 TOKEN_REVOKED: a revoked token is not edited."""

    def __init__(self) -> None:
        super().__init__("TOKEN_REVOKED", "The token is revoked: it cannot be edited")


def update_token(caller: Caller, token_id: str, changes: dict[str, Any]) -> TokenRecord:
    """Edit a token's ``name``, ``description`` and ``expires_at`` (the keys present in ``changes``;
    REFERENCE 0.1), audited (UPDATE, the caller as actor). Its permissions and shops stay fixed.

    The expiry follows creation's rules: in the future, at most 365 days ahead, and never later than
    its creating token's effective expiry (decision 0023; null "never" only under a creator that never
    expires). Tokens it created that would outlive a shortened expiry are shortened with it.

    Raises:
        Missing: no such token in the organization (404).
        TokenRevoked: the token is revoked (409 TOKEN_REVOKED).
        InvalidInput: the expiry (``expiresAt``).
    """
    item = accounts.get_token(caller.organization_id, token_id)
    if item is None:
        raise Missing("Token")
    if item.revoked_at is not None:
        raise TokenRevoked()
    now = clock.wall_now()
    if "expires_at" in changes:
        expires_at = changes["expires_at"]
        reason = token_rules.expiry_error(expires_at, now)
        if not reason and item.created_by_kind == "api-token":
            creator = accounts.token_lineage(caller.organization_id, item.created_by) or token_rules.Lineage((), None)
            reason = token_rules.child_expiry_error(expires_at, creator.expires_at)
        if reason:
            raise InvalidInput([field_error("expiresAt", reason, "invalid_expiry")])
    actor = accounts.token_actor(caller.auth_kind, caller.principal_id)
    updated = accounts.update_token(caller.organization_id, item, changes, actor)
    lineage = accounts.token_lineage(caller.organization_id, token_id)
    return token_record(updated, now, lineage.expires_at if lineage else None)
