"""Members of an organization (issue 38; REFERENCE 0.2 "Users, teams & roles"; SPEC rule 7;
docs/decisions/0053): list, invite, change, remove.

- An invitation writes an INVITED member whose user id is the identity provider's subject for the
  e-mail (:func:`inventory_planning.domain.members.rules.local_subject`); the first session makes it
  ACTIVE (the authorizer, ``services.account.authentication.find_member``).
- Nobody grants a role or permission they do not hold (403), nor shops they do not see.
- The organization's last ACTIVE ORGANIZATION_ADMIN is neither removed nor demoted (409 LAST_ADMIN).
- A removal marks the member REMOVED and revokes, in the same transaction, every token they created
  and every token those created (rule 7, ``revokedReason`` CREATOR_REMOVED).

Nothing here knows HTTP; records are :class:`inventory_planning.domain.members.rules.Member`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inventory_planning.domain.members import rules as member_rules
from inventory_planning.domain.members.rules import Member
from inventory_planning.domain.pages import Page
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, NotAllowed, field_error
from inventory_planning.store.catalog import all_shops
from inventory_planning.store.members import records as member_store
from inventory_planning.store.people import MemberItem
from inventory_planning.store.teams import records as team_store

NOT_FOUND = "MEMBER_NOT_FOUND"


@dataclass(frozen=True)
class Caller:
    """Who manages members: the organization, the audit actor, the permissions held and the shops
    seen (None: every shop)."""

    organization_id: str
    actor: Actor
    permissions: frozenset[str]
    shop_scope: frozenset[str] | None = None


class LastAdmin(Conflict):
    """409 LAST_ADMIN: the change would leave the organization without an ACTIVE ORGANIZATION_ADMIN."""

    def __init__(self) -> None:
        super().__init__("LAST_ADMIN", "The organization's last ORGANIZATION_ADMIN cannot be removed or demoted")


class AlreadyMember(Conflict):
    """409 MEMBER_EXISTS: the e-mail already belongs to an INVITED or ACTIVE member."""

    def __init__(self) -> None:
        super().__init__("MEMBER_EXISTS", "This e-mail is already a member of the organization (INVITED or ACTIVE)")


def _iso(value: Any) -> str | None:
    return value.isoformat() if value is not None else None


def member_record(item: MemberItem, team_ids: list[str]) -> Member:
    """The record of a stored member, with the ids of the teams listing them."""
    return Member(
        user_id=item.user_id,
        email=item.email,
        name=item.name,
        roles=tuple(str(r) for r in item.roles or ()),
        shop_ids=tuple(str(s) for s in item.shop_ids or ()),
        team_ids=tuple(team_ids),
        status=member_rules.status_of(item.status),
        invited_at=_iso(item.invited_at),
        joined_at=_iso(item.joined_at),
        removed_at=_iso(item.removed_at),
    )


def _team_index(organization_id: str) -> dict[str, list[str]]:
    """``{user id: [team ids]}`` of the organization's teams."""
    index: dict[str, list[str]] = {}
    for team in team_store.list_teams(organization_id):
        for user_id in team.member_ids or ():
            index.setdefault(str(user_id), []).append(team.team_id)
    return index


def list_members(
    organization_id: str, page: int, page_size: int, q: str | None = None, role: str | None = None, team_id: str | None = None
) -> Page[Member]:
    """One page of the organization's members (every status) by name, filtered by ``q`` (in the name
    or e-mail), ``role`` and ``team_id``; and the total over every page."""
    teams = _team_index(organization_id)
    members = [member_record(m, teams.get(m.user_id, [])) for m in member_store.list_members(organization_id)]
    found = [m for m in members if member_rules.matches(m, q, role, team_id)]
    start = (page - 1) * page_size
    return Page(rows=found[start : start + page_size], total=len(found))


def _require(organization_id: str, user_id: str) -> MemberItem:
    item = member_store.get_member(organization_id, user_id)
    if item is None:
        raise Missing("Member", NOT_FOUND)
    return item


def get_member(organization_id: str, user_id: str) -> Member:
    """One member (any status). Raises Missing (404 MEMBER_NOT_FOUND), also for another organization's."""
    item = _require(organization_id, user_id)
    return member_record(item, _team_index(organization_id).get(user_id, []))


def _check_grant(caller: Caller, roles: list[str], shop_ids: list[str] | None) -> None:
    """422 for shops that do not fit the roles or are not the organization's; 403 for a role the
    caller does not hold, or shops it does not see."""
    reason = member_rules.shop_reason(roles, shop_ids)
    if reason:
        raise InvalidInput([field_error("shopIds", reason[1], reason[0])])
    if shop_ids:
        known = {s.id for s in all_shops(caller.organization_id)}
        unknown = sorted(set(shop_ids) - known)
        if unknown:
            raise InvalidInput([field_error("shopIds", f"not shops of the organization: {', '.join(unknown)}", "unknown_shop")])
    beyond = member_rules.beyond_grant(roles, caller.permissions)
    if beyond:
        raise NotAllowed(f"Nobody grants a permission they do not hold: {', '.join(beyond)}")
    if shop_ids and caller.shop_scope is not None:
        unseen = sorted(set(shop_ids) - caller.shop_scope)
        if unseen:
            raise NotAllowed(f"Nobody assigns shops they do not see: {', '.join(unseen)}")


def invite(caller: Caller, email: str, name: str, roles: list[str], shop_ids: list[str] | None) -> Member:
    """Invite a person: an INVITED member with ``roles`` (and ``shop_ids`` for a shop-scoped role),
    ACTIVE from their first session. A REMOVED member may be invited again (a new membership).

    Raises:
        InvalidInput: ``shopIds`` missing for a shop-scoped role, given for another, or naming a shop
            that is not the organization's (422).
        NotAllowed: a role granting a permission the caller lacks, or a shop it does not see (403).
        AlreadyMember: the e-mail is an INVITED or ACTIVE member (409 MEMBER_EXISTS).
    """
    clean_email = email.strip()
    roles = sorted(set(roles))
    shops = sorted(set(shop_ids)) if shop_ids else None
    _check_grant(caller, roles, shops)
    user_id = member_rules.local_subject(caller.organization_id, clean_email)
    previous = member_store.get_member(caller.organization_id, user_id)
    if previous is not None and member_rules.status_of(previous.status) != member_rules.REMOVED:
        raise AlreadyMember()
    item = member_store.invite(caller.organization_id, user_id, clean_email, name.strip(), roles, shops, caller.actor, previous)
    return member_record(item, [])


def _admins(organization_id: str, other_than: str) -> int:
    """ACTIVE ORGANIZATION_ADMINs of the organization but ``other_than``."""
    return sum(
        1
        for m in member_store.list_members(organization_id)
        if m.user_id != other_than
        and member_rules.status_of(m.status) == member_rules.ACTIVE
        and member_rules.ADMIN_ROLE in (m.roles or ())
    )


def _is_active_admin(item: MemberItem) -> bool:
    return member_rules.status_of(item.status) == member_rules.ACTIVE and member_rules.ADMIN_ROLE in (item.roles or ())


def update(
    caller: Caller, user_id: str, roles: list[str] | None, shop_ids: list[str] | None, name: str | None, shops_given: bool
) -> Member:
    """Change a member's ``roles``, ``shop_ids`` (``shops_given``: the body named them, null clears
    them) and ``name``; effective on the member's next request, their tokens' too. Assigned shops
    the body does not name are kept when the new roles see every shop (and apply again when the
    member is shop-scoped again).

    Raises:
        Missing: no such member, or REMOVED (404 MEMBER_NOT_FOUND).
        InvalidInput, NotAllowed: as :func:`invite`, for the resulting roles and shops.
        LastAdmin: the last ACTIVE ORGANIZATION_ADMIN would lose the role (409).
    """
    item = _require(caller.organization_id, user_id)
    if member_rules.status_of(item.status) == member_rules.REMOVED:
        raise Missing("Member", NOT_FOUND)
    stored_shops = [str(s) for s in item.shop_ids] if item.shop_ids else None
    new_roles = sorted(set(roles)) if roles is not None else [str(r) for r in item.roles or ()]
    new_shops = (sorted(set(shop_ids)) if shop_ids else None) if shops_given else stored_shops
    if roles is not None or shops_given:
        # shops the body does not name are kept while the roles see every shop (they apply again
        # when the member is shop-scoped again); named ones must fit the roles
        fitting = new_shops if shops_given or member_rules.is_shop_scoped(new_roles) else None
        _check_grant(caller, new_roles, fitting)
    if _is_active_admin(item) and member_rules.ADMIN_ROLE not in new_roles and _admins(caller.organization_id, user_id) == 0:
        raise LastAdmin()
    changes: dict[str, Any] = {}
    if roles is not None:
        changes["roles"] = new_roles
    if shops_given or roles is not None:
        changes["shop_ids"] = new_shops
    if name is not None:
        changes["name"] = name.strip()
    if changes:
        item = member_store.update_member(caller.organization_id, item, changes, caller.actor)
    return member_record(item, _team_index(caller.organization_id).get(user_id, []))


def remove(caller: Caller, user_id: str) -> Member:
    """Remove a member: REMOVED (kept for the audit), off their teams, and every token they created,
    transitively, revoked with ``revokedReason`` CREATOR_REMOVED (rule 7); their next request with a
    session or any of those tokens is a 401.

    Raises:
        Missing: no such member, or already REMOVED (404 MEMBER_NOT_FOUND).
        LastAdmin: the last ACTIVE ORGANIZATION_ADMIN (409).
    """
    item = _require(caller.organization_id, user_id)
    if member_rules.status_of(item.status) == member_rules.REMOVED:
        raise Missing("Member", NOT_FOUND)
    if _is_active_admin(item) and _admins(caller.organization_id, user_id) == 0:
        raise LastAdmin()
    teams = team_store.teams_of(team_store.list_teams(caller.organization_id), user_id)
    removed, _ = member_store.remove_member(caller.organization_id, item, caller.actor, teams)
    return member_record(removed, [])


def available_organization_ids(email: str | None) -> list[str]:
    """The organizations where ``email`` is an INVITED or ACTIVE member, sorted (whoami)."""
    if not email:
        return []
    items = member_store.organizations_of(email)
    return sorted({m.pk.removeprefix("ORG#") for m in items if member_rules.status_of(m.status) != member_rules.REMOVED})


def team_ids(organization_id: str, user_id: str) -> list[str]:
    """The ids of the organization's teams that list ``user_id`` (whoami)."""
    return [t.team_id for t in team_store.teams_of(team_store.list_teams(organization_id), user_id)]
