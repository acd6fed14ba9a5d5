"""Teams of the organization (issue 38; REFERENCE 0.2; docs/decisions/0053): a team's shops add to its
members' assigned shops. The rules are in :mod:`inventory_planning.services.teams.admin`."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

# Loaded on a route's first request, not at the cold start (decision 0013).
service = lazy("inventory_planning.services.teams.admin")
records = lazy("inventory_planning.contracts.teams")
router = ApiRouter(tag="Members")

MANAGE = "teams.manage"
BASE = "/api/teams"
NOT_FOUND = [(404, "TEAM_NOT_FOUND")]
TeamPath = Annotated[str, Path(min_length=1, max_length=64, description="team id")]
WRITE_ERRORS = [(409, "CONCURRENT_MODIFICATION")]


@router.get(BASE, operation_id="listTeams", permission=MANAGE)
def list_teams(page: Page = 1, page_size: PageSize = 20) -> PageOf[records.Team]:
    """The organization's teams, oldest first: ``{success, data, page, pageSize, total}``.

    For agents: a team's ``shopIds`` add to the assigned shops of its ``memberIds`` (shop managers and viewers).
    """
    found = service.list_teams(current_identity(router).org, page, page_size)
    return {"success": True, "data": found.rows, "page": page, "pageSize": page_size, "total": found.total}


@router.post(BASE, operation_id="createTeam", permission=MANAGE, status=201, errors=WRITE_ERRORS)
def create_team(body: Annotated[records.TeamCreate, Body()]) -> One[records.Team]:
    """Create a team (201): ``{name, description?, memberIds, shopIds?}``; members must be INVITED or
    ACTIVE members and shops the organization's (422 naming them).

    For agents: member ids from listMembers, shop ids from listShops.
    """
    identity = current_identity(router)
    team = service.create_team(identity.org, actor_of(identity), body.model_dump(), identity.shop_scope)
    return {"success": True, "data": team}, 201


@router.get(f"{BASE}/{{team_id}}", operation_id="getTeam", permission=MANAGE, errors=NOT_FOUND)
def get_team(team_id: TeamPath) -> One[records.Team]:
    """One team; 404 TEAM_NOT_FOUND when missing or another organization's.

    For agents: ``id`` from listTeams.
    """
    return One(data=service.get_team(current_identity(router).org, team_id))


@router.patch(f"{BASE}/{{team_id}}", operation_id="updateTeam", permission=MANAGE, errors=[*NOT_FOUND, *WRITE_ERRORS])
def update_team(team_id: TeamPath, body: Annotated[records.TeamUpdate, Body()]) -> One[records.Team]:
    """Change a team's ``name``, ``description``, ``memberIds`` or ``shopIds`` (each replaces the stored
    value); its members see the new shops on their next request.

    For agents: send only the fields to change; ``memberIds`` replaces the whole list.
    """
    identity = current_identity(router)
    return One(data=service.update_team(identity.org, actor_of(identity), team_id, body.changes(), identity.shop_scope))


@router.delete(f"{BASE}/{{team_id}}", operation_id="deleteTeam", permission=MANAGE, errors=[*NOT_FOUND, *WRITE_ERRORS])
def delete_team(team_id: TeamPath) -> One[records.Team]:
    """Delete a team (its members keep their own shops); the deleted team.

    For agents: confirm with a person first; members lose the team's shops on their next request.
    """
    identity = current_identity(router)
    return One(data=service.delete_team(identity.org, actor_of(identity), team_id))
