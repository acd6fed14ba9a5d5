"""Teams of an organization (issue 38; REFERENCE 0.2; docs/decisions/0053): list, create, change,
delete. A team's shops add to its members' assigned shops from their next request (the authorizer
reads them, ``services.account.authentication.member_shops``).

Nothing here knows HTTP; records are :class:`inventory_planning.domain.teams.records.Team`.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.members import rules as member_rules
from inventory_planning.domain.pages import Page
from inventory_planning.domain.teams.records import Team
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import InvalidInput, Missing, NotAllowed, field_error
from inventory_planning.store.catalog import all_shops
from inventory_planning.store.members import records as member_store
from inventory_planning.store.people import TeamItem
from inventory_planning.store.teams import records as team_store

NOT_FOUND = "TEAM_NOT_FOUND"


def team_record(item: TeamItem) -> Team:
    """The record of a stored team."""
    return Team(
        id=item.team_id,
        name=item.name,
        description=item.description,
        member_ids=tuple(str(m) for m in item.member_ids or ()),
        shop_ids=tuple(str(s) for s in item.shop_ids or ()),
        created_at=item.created_at.isoformat(),
        created_by=item.created_by,
        updated_at=item.updated_at.isoformat(),
        updated_by=item.updated_by,
    )


def list_teams(organization_id: str, page: int, page_size: int) -> Page[Team]:
    """One page of the organization's teams, oldest first, and their total."""
    teams = [team_record(t) for t in team_store.list_teams(organization_id)]
    start = (page - 1) * page_size
    return Page(rows=teams[start : start + page_size], total=len(teams))


def _require(organization_id: str, team_id: str) -> TeamItem:
    item = team_store.get_team(organization_id, team_id)
    if item is None:
        raise Missing("Team", NOT_FOUND)
    return item


def get_team(organization_id: str, team_id: str) -> Team:
    """One team. Raises Missing (404 TEAM_NOT_FOUND), also for another organization's."""
    return team_record(_require(organization_id, team_id))


def _check(
    organization_id: str, member_ids: list[str] | None, shop_ids: list[str] | None, shop_scope: frozenset[str] | None
) -> None:
    """422 for member ids that are not INVITED or ACTIVE members, or shops not the organization's;
    403 for shops a shop-scoped caller does not see."""
    errors = []
    if member_ids:
        members = {
            m.user_id
            for m in member_store.list_members(organization_id)
            if member_rules.status_of(m.status) != member_rules.REMOVED
        }
        unknown = sorted(set(member_ids) - members)
        if unknown:
            errors.append(field_error("memberIds", f"not members of the organization: {', '.join(unknown)}", "unknown_member"))
    if shop_ids:
        known = {s.id for s in all_shops(organization_id)}
        unknown = sorted(set(shop_ids) - known)
        if unknown:
            errors.append(field_error("shopIds", f"not shops of the organization: {', '.join(unknown)}", "unknown_shop"))
    if errors:
        raise InvalidInput(errors)
    if shop_ids and shop_scope is not None and set(shop_ids) - shop_scope:
        raise NotAllowed("Nobody assigns shops they do not see")


def create_team(
    organization_id: str,
    actor: Actor,
    body: dict[str, Any],
    shop_scope: frozenset[str] | None = None,
) -> Team:
    """Create a team from ``{name, description?, memberIds, shopIds?}`` (wire names).

    Raises:
        InvalidInput: unknown members or shops (422 ``memberIds``, ``shopIds``).
        NotAllowed: shops the caller does not see (403).
    """
    member_ids = list(dict.fromkeys(body.get("memberIds") or []))
    shop_ids = sorted(set(body.get("shopIds") or []))
    _check(organization_id, member_ids, shop_ids, shop_scope)
    item = team_store.create_team(organization_id, body["name"].strip(), body.get("description"), member_ids, shop_ids, actor)
    return team_record(item)


def update_team(
    organization_id: str, actor: Actor, team_id: str, changes: dict[str, Any], shop_scope: frozenset[str] | None = None
) -> Team:
    """Change the given fields (wire names ``name``, ``description``, ``memberIds``, ``shopIds``).

    Raises:
        Missing: no such team (404 TEAM_NOT_FOUND).
        InvalidInput, NotAllowed: as :func:`create_team`.
    """
    item = _require(organization_id, team_id)
    _check(organization_id, changes.get("memberIds"), changes.get("shopIds"), shop_scope)
    names = {"name": "name", "description": "description", "memberIds": "member_ids", "shopIds": "shop_ids"}
    stored: dict[str, Any] = {}
    for wire, attribute in names.items():
        if wire in changes:
            value = changes[wire]
            if wire == "memberIds":
                value = list(dict.fromkeys(value or []))
            elif wire == "shopIds":
                value = sorted(set(value or []))
            elif wire == "name":
                value = value.strip()
            stored[attribute] = value
    if not stored:
        return team_record(item)
    return team_record(team_store.update_team(organization_id, item, stored, actor))


def delete_team(organization_id: str, actor: Actor, team_id: str) -> Team:
    """Delete a team; the deleted record. Raises Missing (404 TEAM_NOT_FOUND)."""
    item = _require(organization_id, team_id)
    team_store.delete_team(organization_id, item, actor)
    return team_record(item)
