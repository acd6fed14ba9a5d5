"""What the authorizer reads to resolve a bearer token into a caller (SPEC "Authentication"):
service-account tokens by their SHA-256, with the effective expiry of their lineage, and the
membership of a session token's user, and the current membership of the person at a token's root
(issue 38: a token never sees more than its creator now holds). No result is cached: revocation
and membership changes are immediate.

Light on purpose: the authorizer runs before every request, so this module imports the accounts
store and the token rules only.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from inventory_planning.coldstart import lazy
from inventory_planning.domain import tokens as token_rules
from inventory_planning.domain.members import rules as member_rules
from inventory_planning.store import account as accounts
from inventory_planning.store.models import TokenLookupItem
from inventory_planning.store.people import MemberItem

if TYPE_CHECKING:
    from inventory_planning.store.members import records as member_store
    from inventory_planning.store.teams import records as team_store
else:  # an invited member's first session, a shop-scoped member's teams: not every request (decision 0046)
    member_store = lazy("inventory_planning.store.members.records")
    team_store = lazy("inventory_planning.store.teams.records")


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
    """The user's membership of the organization (roles, shops), or None when the user does not belong
    to it or was REMOVED (issue 38). An INVITED member's first session makes them ACTIVE (audited)."""
    member = accounts.get_member(organization_id, user_id)
    if member is None:
        return None
    status = member_rules.status_of(member.status)
    if status == member_rules.REMOVED:
        return None
    if status == member_rules.INVITED:
        member_store.activate(organization_id, member)
    return member


def member_shops(organization_id: str, member: MemberItem) -> tuple[str, ...]:
    """A member's assigned shops: their own, and their teams' (a team's shops add to its members';
    one Query of the organization's teams, read only for a shop-scoped member)."""
    teams = team_store.teams_of(team_store.list_teams(organization_id), member.user_id)
    own = [str(s) for s in member.shop_ids or ()]
    return member_rules.effective_shops(own, [[str(s) for s in t.shop_ids or ()] for t in teams])


def token_creator(lookup: TokenLookupItem) -> tuple[bool, MemberItem | None]:
    """The person at the root of a token's lineage (decision 0023), as ``(refused, member)``.

    ``refused`` is True when that person's membership is REMOVED (rule 7: every token whose lineage
    reaches a removed creator stops at once, even before its own revocation is written; decision
    0053). ``member`` is the creator's current membership, which bounds what the token sees; None
    for a token rooted in a service (provisioning) or in a person without a member record.
    """
    ancestry = lookup.ancestry
    if ancestry is None:
        lineage = accounts.token_lineage(lookup.organization_id, lookup.token_id)
        ancestry = list(lineage.ancestry) if lineage else []
    root = str(ancestry[-1]) if ancestry else ""
    if not root.startswith("USER:"):
        return False, None
    member = accounts.get_member(lookup.organization_id, root.removeprefix("USER:"))
    if member is None:
        return False, None
    if member_rules.status_of(member.status) == member_rules.REMOVED:
        return True, None
    return False, member
