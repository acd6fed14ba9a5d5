"""Members of the organization: list, invite, change, remove (issue 38; REFERENCE 0.2; SPEC rule 7;
docs/decisions/0053). The rules are in :mod:`inventory_planning.services.members.admin`."""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import Identity, actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy
from inventory_planning.domain.permissions import ROLE_PERMISSIONS

# Loaded on a route's first request, not at the cold start (decision 0013).
service = lazy("inventory_planning.services.members.admin")
records = lazy("inventory_planning.contracts.members")
router = ApiRouter(tag="Members")

VIEW = "users.view"
ASSIGN = "roles.assign"
REMOVE = "users.remove"
BASE = "/api/members"
NOT_FOUND = [(404, "MEMBER_NOT_FOUND")]
UserPath = Annotated[str, Path(min_length=1, max_length=64, description="the member's user id")]
RoleFilter = Literal[tuple(ROLE_PERMISSIONS)]  # the roles of REFERENCE 0.2 (valid-type is off here: pyproject)


def caller_of(identity: Identity) -> service.Caller:
    """The members service's caller: organization, audit actor, permissions, shops seen."""
    return service.Caller(identity.org, actor_of(identity), identity.permissions, identity.shop_scope)


@router.get(BASE, operation_id="listMembers", permission=VIEW)
def list_members(
    page: Page = 1,
    page_size: PageSize = 20,
    q: Annotated[str | None, Query(min_length=1, max_length=100, description="in the name or e-mail, case-insensitive")] = None,
    role: Annotated[RoleFilter | None, Query()] = None,
    team_id: Annotated[str | None, Query(alias="teamId", min_length=1, max_length=64)] = None,
) -> PageOf[records.Member]:
    """The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize, total}``.

    For agents: a member is a person (``userId``, ``email``, ``roles``, ``status``); ``shopIds`` are
    their own assigned shops and ``teamIds`` the teams whose shops add to them. Filter with ``q`` (name
    or e-mail), ``role`` or ``teamId``.
    """
    found = service.list_members(current_identity(router).org, page, page_size, q, role, team_id)
    return {"success": True, "data": found.rows, "page": page, "pageSize": page_size, "total": found.total}


@router.get(f"{BASE}/{{user_id}}", operation_id="getMember", permission=VIEW, errors=NOT_FOUND)
def get_member(user_id: UserPath) -> One[records.Member]:
    """One member (any status); 404 MEMBER_NOT_FOUND when missing or another organization's.

    For agents: ``userId`` from listMembers, or from an audit entry's ``actorId`` (actorKind USER).
    """
    return One(data=service.get_member(current_identity(router).org, user_id))


@router.post(
    BASE,
    operation_id="addMember",
    permission=ASSIGN,
    status=201,
    errors=[(409, "MEMBER_EXISTS"), (409, "CONCURRENT_MODIFICATION")],
)
def invite_member(body: Annotated[records.MemberInvite, Body()]) -> One[records.Member]:
    """Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
    session, ACTIVE after. SHOP_MANAGER and SHOP_VIEWER need ``shopIds`` (422); a role granting a
    permission the caller does not hold is a 403; an e-mail already INVITED or ACTIVE is a 409
    MEMBER_EXISTS. A REMOVED member may be invited again (a new membership).

    For agents: invite only the person and roles a human asked for; never widen your own access this
    way (you cannot grant what you do not hold). The person signs in with the identity provider.
    """
    identity = current_identity(router)
    member = service.invite(caller_of(identity), body.email, body.name, body.roles, body.shopIds)
    return {"success": True, "data": member}, 201


@router.patch(
    f"{BASE}/{{user_id}}",
    operation_id="updateMember",
    permission=ASSIGN,
    errors=[*NOT_FOUND, (409, "LAST_ADMIN"), (409, "CONCURRENT_MODIFICATION")],
)
def update_member(user_id: UserPath, body: Annotated[records.MemberUpdate, Body()]) -> One[records.Member]:
    """Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
    session and their tokens alike (a token never sees more than its creator now holds). 403 for a
    role beyond the caller's own; 409 LAST_ADMIN when the last ORGANIZATION_ADMIN would lose the role.

    For agents: send only the fields to change; ``roles`` replaces the whole list.
    """
    identity = current_identity(router)
    changes = body.changes()
    member = service.update(
        caller_of(identity), user_id, changes.get("roles"), changes.get("shopIds"), changes.get("name"), "shopIds" in changes
    )
    return One(data=member)


@router.delete(
    f"{BASE}/{{user_id}}",
    operation_id="removeMember",
    permission=REMOVE,
    errors=[*NOT_FOUND, (409, "LAST_ADMIN"), (409, "CONCURRENT_MODIFICATION")],
)
def remove_member(user_id: UserPath) -> One[records.Member]:
    """Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
    created, and every token those created, revoked with ``revokedReason`` CREATOR_REMOVED (SPEC rule
    7); their next request with a session or any of those tokens is a 401. 409 LAST_ADMIN for the
    organization's last ORGANIZATION_ADMIN.

    For agents: this cannot be undone (a new invitation starts a new membership); confirm with a person first.
    """
    identity = current_identity(router)
    return One(data=service.remove(caller_of(identity), user_id))
