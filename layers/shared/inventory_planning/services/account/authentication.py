"""What the authorizer reads to resolve a bearer token into a caller (SPEC "Authentication"):
service-account tokens by their SHA-256, with the effective expiry of their lineage, and the
membership of a session token's user. No result is cached: revocation is immediate.

Light on purpose: the authorizer runs before every request, so this module imports the accounts
store and the token rules only.
"""

from __future__ import annotations

from datetime import datetime

from inventory_planning.domain import tokens as token_rules
from inventory_planning.store import account as accounts
from inventory_planning.store.models import MemberItem, TokenLookupItem


def find_token(token: str) -> TokenLookupItem | None:
    """The active token whose plaintext is ``token`` (looked up by its SHA-256), or None: unknown or revoked."""
    return accounts.lookup_token(token_rules.hash_token(token))


def effective_expiry(lookup: TokenLookupItem) -> datetime | None:
    """When the token stops working: the earliest expiry of it and its creators (decision 0023), None: never.

    A lookup written since then carries ``ancestry`` and already holds that expiry (a child never
    outlives its creator, checked at creation): no further read. A lookup written before has its own
    expiry only: the creators' records are read (one GetItem per link, bounded), so a token whose
    creating token expired stops working too.
    """
    if lookup.ancestry is not None:
        return lookup.expires_at
    lineage = accounts.token_lineage(lookup.organization_id, lookup.token_id)
    return token_rules.earliest(lookup.expires_at, lineage.expires_at if lineage else None)


def find_member(organization_id: str, user_id: str) -> MemberItem | None:
    """The user's membership of the organization (roles, shops), or None when the user does not belong to it."""
    return accounts.get_member(organization_id, user_id)
