"""Service-account token rules (SPEC "Authentication", rules 1-6).

A token is ``svc_sa_`` followed by 43 URL-safe base64 characters: 32 random bytes (256 bits of
entropy) encoded without padding, 50 characters in total. Only the SHA-256 of the whole token is
stored; after creation only its last characters are shown.

A token's lineage (its creator chain, docs/decisions/0023) bounds what its children may be: never
longer-lived than it, and never deciding what one of its line, or of its maker's, requested.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal, Protocol

SERVICE_ACCOUNT_PREFIX = "svc_sa_"
TOKEN_PATTERN = re.compile(r"^svc_sa_[A-Za-z0-9_-]{43}$")
MAX_ACTIVE_TOKENS = 50
MAX_EXPIRY = timedelta(days=365)
SHOWN_SUFFIX_LENGTH = 4

TokenStatus = Literal["active", "expired", "revoked"]


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenRecord:
    """A stored service-account token as a caller sees it: never the plaintext, ``last_chars`` only.

    Instants are ISO 8601 text as stored (UTC offset included). ``expires_at`` is the expiry asked at
    creation; ``status`` also counts an ancestor's earlier expiry (docs/decisions/0023).
    ``shop_ids`` is None for a token that sees every shop.
    """

    id: str
    name: str
    description: str | None
    permissions: tuple[str, ...]
    last_chars: str
    created_at: str
    created_by: str | None
    created_by_kind: str | None
    expires_at: str | None
    revoked_at: str | None
    status: TokenStatus
    shop_ids: tuple[str, ...] | None
    revoked_reason: str | None = None  # REVOKED, CREATOR_REVOKED, CREATOR_REMOVED (decision 0053)


@dataclass(frozen=True, slots=True, kw_only=True)
class CreatedToken(TokenRecord):
    """A token just created: the plaintext ``token`` is shown in this record only."""

    token: str


def generate_service_account_token() -> str:
    """Return a new plaintext token: ``svc_sa_`` + 43 URL-safe base64 chars (256-bit entropy)."""
    return SERVICE_ACCOUNT_PREFIX + secrets.token_urlsafe(32)


def is_service_account_token(token: str) -> bool:
    """True when ``token`` has the exact service-account format (rule 1)."""
    return bool(TOKEN_PATTERN.match(token))


def hash_token(token: str) -> str:
    """SHA-256 hex digest of the plaintext token: the only form that is stored (rule 2)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def last_chars(token: str) -> str:
    """The suffix shown after creation, e.g. ``...a1B2`` (rule 2)."""
    return token[-SHOWN_SUFFIX_LENGTH:]


def expiry_error(expires_at: datetime | None, now: datetime) -> str | None:
    """Validate an optional expiry (rule 5): None, or in the future and at most 365 days away.

    Returns a human-readable reason when invalid, else None.
    """
    if expires_at is None:
        return None
    if expires_at.tzinfo is None:
        return "expiresAt must carry a timezone (ISO 8601 with Z or an offset)"
    if expires_at <= now:
        return "expiresAt must be in the future"
    if expires_at - now > MAX_EXPIRY:
        return "expiresAt must be at most 365 days from now"
    return None


def is_active(revoked_at: datetime | None, expires_at: datetime | None, now: datetime) -> bool:
    """A token is active when it is neither revoked nor expired (rules 5, 6, 7)."""
    return revoked_at is None and (expires_at is None or expires_at > now)


# ------------------------------------------------------------------------------------------------
# Lineage (docs/decisions/0023): who created a token, up to the human (or service) at its root.

MAX_LINEAGE = 100  # more links than any organization can hold (50 active tokens) without a cycle
CREATOR_KINDS = {"api-token": "API_TOKEN", "user-session": "USER", "internal": "SYSTEM"}


class TokenLink(Protocol):
    """What :func:`lineage_of` reads of a stored token (the store's ``ServiceAccountTokenItem``)."""

    @property
    def token_id(self) -> str: ...
    @property
    def created_by(self) -> str: ...
    @property
    def created_by_kind(self) -> str: ...
    @property
    def expires_at(self) -> datetime | None: ...
    @property
    def ancestry(self) -> Sequence[Any] | None:  # ids (str); pynamodb types a ListAttribute's items as attributes
        ...


@dataclass(frozen=True)
class Lineage:
    """A token's creators and the moment it stops working.

    Attributes:
        ancestry: principal refs (:func:`principal_ref`) of its creator, the creator's creator, ...,
            nearest first, ending at the root (a human ``USER:<id>``, or ``SYSTEM:<service>``).
        expires_at: the effective expiry: the earliest of its own and every ancestor token's expiry
            (None: never).
    """

    ancestry: tuple[str, ...]
    expires_at: datetime | None


@dataclass(frozen=True, slots=True)
class CreatedVia:
    """How a token's creator is authenticated: ``kind`` (a token's ``created_by_kind``: user-session,
    api-token or internal) and, for a token creating a token, that token's ``lineage`` when already
    read (None: read where it is needed)."""

    kind: str = "user-session"
    lineage: Lineage | None = None


BY_SESSION = CreatedVia()  # a human member's session


def principal_ref(kind: str, principal_id: str) -> str:
    """``<ACTOR KIND>:<id>``, e.g. ``API_TOKEN:1f2e...`` or ``USER:42``: the form of an audit actor
    (``kind`` is an actor kind, USER | API_TOKEN | WORKFLOW | SYSTEM, or a token's ``created_by_kind``,
    api-token | user-session | internal)."""
    return f"{CREATOR_KINDS.get(kind, kind)}:{principal_id}"


def earliest(*moments: datetime | None) -> datetime | None:
    """The earliest of ``moments``, None only when every one is None (never expires)."""
    known = [m for m in moments if m is not None]
    return min(known) if known else None


def lineage_of(token: TokenLink, find: Callable[[str], TokenLink | None]) -> Lineage:
    """The lineage of ``token``; ``find(token_id)`` reads another token of the same organization.

    A token created since decision 0023 carries its ``ancestry``, and its own expiry is already at
    most its creator's (checked at creation): nothing more is read. A token created before has no
    ancestry: its ``created_by`` links are followed (``find`` per link) until a human, a token that
    carries its ancestry, an unknown token, a cycle or :data:`MAX_LINEAGE` links, and its effective
    expiry is the earliest met on the way.
    """
    refs: list[str] = []
    expiries: list[datetime | None] = [token.expires_at]
    seen = {token.token_id}
    current = token
    while current.ancestry is None:
        refs.append(principal_ref(current.created_by_kind, current.created_by))
        if current.created_by_kind != "api-token" or current.created_by in seen or len(seen) > MAX_LINEAGE:
            return Lineage(tuple(refs), earliest(*expiries))
        parent = find(current.created_by)
        if parent is None:
            return Lineage(tuple(refs), earliest(*expiries))
        seen.add(parent.token_id)
        expiries.append(parent.expires_at)
        current = parent
    return Lineage((*refs, *current.ancestry), earliest(*expiries))


def effective_expiries(tokens: Sequence[TokenLink]) -> dict[str, datetime | None]:
    """``{token_id: effective expiry}`` of an organization's tokens (all of them, read once)."""
    by_id = {t.token_id: t for t in tokens}
    return {t.token_id: lineage_of(t, by_id.get).expires_at for t in tokens}


def child_expiry_error(expires_at: datetime | None, creator_expires_at: datetime | None) -> str | None:
    """A token's expiry is at most its creator's effective expiry (a child never outlives its parent).

    Returns a human-readable reason when ``expires_at`` (None: never) ends after ``creator_expires_at``
    (None: the creator never expires, or is a human), else None.
    """
    if creator_expires_at is None:
        return None
    if expires_at is None:
        return f"the creating token expires at {creator_expires_at.isoformat()}: its tokens must expire by then too (not never)"
    if expires_at > creator_expires_at:
        return f"expiresAt must be at most the creating token's expiry, {creator_expires_at.isoformat()}"
    return None


PARTY_KINDS = ("USER:", "API_TOKEN:")  # refs someone holds; a SYSTEM root (a service) is nobody's


def same_eyes(decider: tuple[str, ...], requester: tuple[str, ...]) -> bool:
    """Four eyes: True when a decision by ``decider`` on a request by ``requester`` is one party's.

    Each is a chain of principal refs: the principal itself first, then its ancestry (a user's chain
    is the user alone; a WORKFLOW or SYSTEM actor's is itself). True when either principal is in the
    other's chain (the requester itself, a token the requester created at any depth, the creator at
    any depth of the requesting token), or when the two chains share a person or a token (a ``USER:``
    or ``API_TOKEN:`` ref): two tokens made by the same human, or by the same token, are one party's
    eyes. A shared ``SYSTEM:`` root alone (two tokens a service created, e.g. ``SYSTEM:data-platform``
    provisioning) does not count: no person holds it (decision 0023). The provisioning token itself
    is an ``API_TOKEN:`` ref, so the tokens it made are one party.
    """
    if not decider or not requester:
        return False
    if requester[0] in decider or decider[0] in requester:
        return True
    return any(ref.startswith(PARTY_KINDS) for ref in set(decider) & set(requester))
