"""Member rules (REFERENCE 0.2 "Users, teams & roles"; issue 38; docs/decisions/0053).

A member is a person's membership of one organization: roles (which grant permissions,
``domain/permissions.py``), the shops a shop-scoped role is assigned, and a status: INVITED until the
person's first session, ACTIVE after, REMOVED when taken out (the record stays for the audit; a new
invitation starts a new membership). Pure rules: no store, no AWS.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from inventory_planning.domain.permissions import ROLE_PERMISSIONS, permissions_for_roles

MemberStatus = Literal["INVITED", "ACTIVE", "REMOVED"]
INVITED: MemberStatus = "INVITED"
ACTIVE: MemberStatus = "ACTIVE"
REMOVED: MemberStatus = "REMOVED"
ADMIN_ROLE = "ORGANIZATION_ADMIN"
SHOP_SCOPED_ROLES = ("SHOP_MANAGER", "SHOP_VIEWER")
ROLES = tuple(ROLE_PERMISSIONS)
MAX_SHOPS = 100

CREATOR_REMOVED = "CREATOR_REMOVED"
"""``revokedReason`` of a token revoked because the member who created it (or created its creator) was removed (rule 7)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Member:
    """A member as the routes show it (wire ``Member``). Instants are ISO 8601 UTC text.

    ``shop_ids`` are the member's own assigned shops (``[]`` for a member that sees every shop);
    ``team_ids`` the teams that list the member, whose shops add to the member's.
    """

    user_id: str
    email: str
    name: str
    roles: tuple[str, ...]
    shop_ids: tuple[str, ...]
    team_ids: tuple[str, ...]
    status: MemberStatus
    invited_at: str | None
    joined_at: str | None = None
    removed_at: str | None = None


def status_of(stored: str | None) -> MemberStatus:
    """The status of a stored member; a record written before members were managed (None) is ACTIVE."""
    if stored in (INVITED, REMOVED):
        return stored
    return ACTIVE


def local_subject(organization_id: str, email: str) -> str:
    """The user id (the OIDC ``sub``) the local identity provider gives ``email`` in the organization:
    a UUIDv5 of the lower-cased e-mail, so inviting and signing in (``make token EMAIL=...``) agree.

    The deployed pool (Cognito) names its own subjects: see docs/decisions/0053.
    """
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"inventory-planning-local:{organization_id}:{email.strip().lower()}"))


def is_shop_scoped(roles: Iterable[str]) -> bool:
    """True when the roles grant ``shops.viewAssigned`` and not ``shops.viewAll`` (the member sees its
    assigned shops only, REFERENCE 0.2)."""
    granted = set(permissions_for_roles(list(roles)))
    return "shops.viewAssigned" in granted and "shops.viewAll" not in granted


def shop_reason(roles: Iterable[str], shop_ids: list[str] | None) -> tuple[str, str] | None:
    """Why ``shopIds`` does not fit ``roles``, as ``(code, message)``, or None.

    A shop-scoped set of roles (SHOP_MANAGER, SHOP_VIEWER without a role that sees every shop) needs
    1..100 shops; any other set takes none.
    """
    if is_shop_scoped(roles):
        if not shop_ids:
            return "required", "a shop-scoped role (SHOP_MANAGER, SHOP_VIEWER) needs shopIds"
        return None
    if shop_ids:
        return "not_allowed", "only shop-scoped roles (SHOP_MANAGER, SHOP_VIEWER without a role seeing every shop) take shopIds"
    return None


def beyond_grant(roles: Iterable[str], held: Iterable[str]) -> list[str]:
    """The permissions ``roles`` grant that a caller holding ``held`` lacks, sorted: nobody grants a
    role or permission they do not hold (as tokens refuse it, SPEC rule 4)."""
    return sorted(set(permissions_for_roles(list(roles))) - set(held))


def effective_shops(own: Iterable[str] | None, teams: Iterable[Iterable[str]]) -> tuple[str, ...]:
    """A member's assigned shops: their own and their teams' (a team's shops add to its members'), sorted."""
    shops = set(own or ())
    for team_shops in teams:
        shops |= set(team_shops)
    return tuple(sorted(shops))


def matches(member: Member, q: str | None, role: str | None, team_id: str | None) -> bool:
    """The list's filters: ``q`` in the name or e-mail (case-insensitive), a ``role``, a ``team_id``."""
    if q and q.lower() not in member.name.lower() and q.lower() not in member.email.lower():
        return False
    if role and role not in member.roles:
        return False
    return not team_id or team_id in member.team_ids
