"""Members, roles, teams and shops an organization manages itself (issue 38, decision 0053): invitations
(INVITED until the first session), role and shop changes effective on the next request, removal with
SPEC rule 7 (every token the member created, transitively, revoked with revokedReason CREATOR_REMOVED),
the last ORGANIZATION_ADMIN, granting beyond one's own roles, teams, and tenancy."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.helpers.aws import add_member
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, to_csv

MEMBERS = "/api/members"
TEAMS = "/api/teams"
TOKENS = "/api/settings/api-tokens"
AUDIT = "/api/intelligence-layer/audit-log"


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()["data"]


def invite(client, token, email, roles, shop_ids=None, name="Invited Person"):
    body = {"email": email, "name": name, "roles": roles}
    if shop_ids is not None:
        body["shopIds"] = shop_ids
    return client.post(MEMBERS, token, body)


def session_of(issuer, tenant, member):
    """A session of an invited member (what the identity provider signs for the e-mail)."""
    return issuer.mint(member["userId"], member["email"], member["name"], tenant.organization_id)


def audit(client, token, entity_type, entity_id=None):
    query = f"?entityType={entity_type}&pageSize=100" + (f"&entityId={entity_id}" if entity_id else "")
    return client.get(AUDIT + query, token).json()["data"]


@pytest.fixture
def shops(tenant):
    """Shops A, B, C of the tenant: code -> id."""
    rows = [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"], ["C", "Gamma"]]
    assert not ingest(tenant.organization_id, "shops.csv", to_csv(rows))[-1].get("batchItemFailures")
    from inventory_planning.store.catalog import all_shops

    return {s.code: s.id for s in all_shops(tenant.organization_id)}


def test_an_invitation_is_invited_until_the_first_session(tenant, client, issuer):
    from inventory_planning.domain.members.rules import local_subject

    member = ok(invite(client, tenant.session_token, "Approver@Acme.test", ["PLAN_APPROVER"]), 201)
    assert member["userId"] == local_subject(tenant.organization_id, "approver@acme.test")
    assert (member["status"], member["roles"], member["shopIds"], member["teamIds"]) == ("INVITED", ["PLAN_APPROVER"], [], [])
    assert member["invitedAt"] and member["joinedAt"] is None
    listed = ok(client.get(f"{MEMBERS}?q=approver", tenant.token))
    assert [m["userId"] for m in listed] == [member["userId"]]
    assert ok(client.get(f"{MEMBERS}?role=ORGANIZATION_ADMIN", tenant.token))[0]["userId"] == tenant.user_id

    session = session_of(issuer, tenant, member)
    who = ok(client.get("/api/auth/whoami", session))
    assert who["roles"] == ["PLAN_APPROVER"] and who["availableOrganizationIds"] == [tenant.organization_id]
    assert who["teamIds"] == []
    after = ok(client.get(f"{MEMBERS}/{member['userId']}", tenant.token))
    assert after["status"] == "ACTIVE" and after["joinedAt"]

    entries = audit(client, tenant.token, "MEMBER", member["userId"])
    assert [(e["action"], e["actorKind"], e["actorId"]) for e in reversed(entries)] == [
        ("CREATE", "USER", tenant.user_id),
        ("STATUS_CHANGE", "USER", member["userId"]),
    ]
    assert_envelope(invite(client, tenant.token, "approver@acme.test", ["PLAN_APPROVER"]), 409, "MEMBER_EXISTS")


def test_each_route_needs_its_permission(tenant, client, issuer):
    _, analyst = add_member(issuer, tenant, ["ANALYST"])
    _, manager = add_member(issuer, tenant, ["USER_MANAGER"])
    for method, path, body in [
        ("GET", MEMBERS, None),
        ("GET", f"{MEMBERS}/{tenant.user_id}", None),
        ("POST", MEMBERS, {"email": "x@acme.test", "name": "X", "roles": ["ANALYST"]}),
        ("PATCH", f"{MEMBERS}/{tenant.user_id}", {"name": "Y"}),
        ("DELETE", f"{MEMBERS}/{tenant.user_id}", None),
        ("GET", TEAMS, None),
        ("POST", TEAMS, {"name": "t", "memberIds": []}),
        ("GET", f"{TEAMS}/x", None),
        ("PATCH", f"{TEAMS}/x", {"name": "u"}),
        ("DELETE", f"{TEAMS}/x", None),
        ("PATCH", f"{TOKENS}/{tenant.token_id}", {"name": "renamed"}),
    ]:
        assert_envelope(client.request(method, path, analyst, body), 403, "FORBIDDEN")
    # a token holding users.view only reads
    reader = ok(client.post(TOKENS, tenant.token, {"name": "reader", "permissions": ["users.view"]}), 201)["token"]
    assert client.get(MEMBERS, reader).status == 200
    assert_envelope(invite(client, reader, "y@acme.test", ["ANALYST"]), 403, "FORBIDDEN")
    assert_envelope(client.delete(f"{MEMBERS}/{tenant.user_id}", reader), 403, "FORBIDDEN")
    # the user manager holds users.view, users.remove, teams.manage, roles.assign
    assert client.get(MEMBERS, manager).status == 200 and client.get(TEAMS, manager).status == 200


def test_nobody_grants_beyond_their_own_roles(tenant, client, issuer, shops):
    _, manager = add_member(issuer, tenant, ["USER_MANAGER"])
    assert_envelope(invite(client, manager, "boss@acme.test", ["ORGANIZATION_ADMIN"]), 403, "FORBIDDEN")
    assert_envelope(invite(client, manager, "shop@acme.test", ["SHOP_MANAGER"], [shops["A"]]), 403, "FORBIDDEN")
    peer = ok(invite(client, manager, "peer@acme.test", ["USER_MANAGER"]), 201)
    assert_envelope(client.patch(f"{MEMBERS}/{peer['userId']}", manager, {"roles": ["INVENTORY_MANAGER"]}), 403, "FORBIDDEN")
    # a token never grants beyond its own permissions either
    scoped = ok(client.post(TOKENS, tenant.token, {"name": "assigner", "permissions": ["roles.assign", "users.view"]}), 201)
    assert_envelope(invite(client, scoped["token"], "a@acme.test", ["ANALYST"]), 403, "FORBIDDEN")


def test_shop_scoped_roles_need_shops_of_the_organization(tenant, client, shops):
    for roles, shop_ids, code in [
        (["SHOP_MANAGER"], None, "required"),
        (["SHOP_VIEWER"], ["nope"], "unknown_shop"),
        (["ANALYST"], [shops["A"]], "not_allowed"),
    ]:
        result = invite(client, tenant.token, "s@acme.test", roles, shop_ids)
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert [(e["field"], e["code"]) for e in result.json()["fieldErrors"]] == [("shopIds", code)]
    assert_envelope(invite(client, tenant.token, "bad", ["ANALYST"]), 422, "VALIDATION_ERROR")
    assert_envelope(invite(client, tenant.token, "r@acme.test", ["NOT_A_ROLE"]), 422, "VALIDATION_ERROR")
    member = ok(invite(client, tenant.token, "s@acme.test", ["SHOP_MANAGER"], [shops["A"]]), 201)
    assert member["shopIds"] == [shops["A"]]


def test_the_last_admin_is_neither_removed_nor_demoted(tenant, client, issuer):
    assert_envelope(client.delete(f"{MEMBERS}/{tenant.user_id}", tenant.token), 409, "LAST_ADMIN")
    demote = {"roles": ["USER_MANAGER"]}
    assert_envelope(client.patch(f"{MEMBERS}/{tenant.user_id}", tenant.token, demote), 409, "LAST_ADMIN")
    # an INVITED admin does not count: it may never sign in
    second = ok(invite(client, tenant.token, "second@acme.test", ["ORGANIZATION_ADMIN"]), 201)
    assert_envelope(client.delete(f"{MEMBERS}/{tenant.user_id}", tenant.token), 409, "LAST_ADMIN")
    session = session_of(issuer, tenant, second)
    assert client.get("/api/auth/whoami", session).status == 200  # ACTIVE now
    assert ok(client.patch(f"{MEMBERS}/{tenant.user_id}", session, demote))["roles"] == ["USER_MANAGER"]
    assert_envelope(client.delete(f"{MEMBERS}/{second['userId']}", session), 409, "LAST_ADMIN")


def test_another_organizations_members_and_teams_are_404(tenant, other_tenant, client):
    team = ok(client.post(TEAMS, tenant.token, {"name": "Buyers", "memberIds": [tenant.user_id]}), 201)
    for method, path, body in [
        ("GET", f"{MEMBERS}/{tenant.user_id}", None),
        ("PATCH", f"{MEMBERS}/{tenant.user_id}", {"name": "Hijacked"}),
        ("DELETE", f"{MEMBERS}/{tenant.user_id}", None),
    ]:
        assert_envelope(client.request(method, path, other_tenant.token, body), 404, "MEMBER_NOT_FOUND")
    for method, body in [("GET", None), ("PATCH", {"name": "x"}), ("DELETE", None)]:
        assert_envelope(client.request(method, f"{TEAMS}/{team['id']}", other_tenant.token, body), 404, "TEAM_NOT_FOUND")
    assert tenant.user_id not in [m["userId"] for m in ok(client.get(MEMBERS, other_tenant.token))]
    bad = client.post(TEAMS, other_tenant.token, {"name": "x", "memberIds": [tenant.user_id]})
    assert_envelope(bad, 422, "VALIDATION_ERROR")
    assert ok(client.get(f"{MEMBERS}/{tenant.user_id}", tenant.token))["name"] == "Acme Fashion Admin"


def test_removal_revokes_every_token_of_the_member_transitively(tenant, client, issuer):
    user_id, session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    first = ok(client.post(TOKENS, session, {"name": "mine", "permissions": ["analytics.view", "org.settings.edit"]}), 201)
    child = ok(client.post(TOKENS, first["token"], {"name": "child", "permissions": ["analytics.view"]}), 201)
    other = ok(client.post(TOKENS, tenant.token, {"name": "not theirs", "permissions": ["analytics.view"]}), 201)

    removed = ok(client.delete(f"{MEMBERS}/{user_id}", tenant.session_token))
    assert removed["status"] == "REMOVED" and removed["removedAt"]
    for token in (session, first["token"], child["token"]):
        assert_envelope(client.get("/api/auth/whoami", token), 401, "UNAUTHORIZED")
    assert client.get("/api/auth/whoami", other["token"]).status == 200
    listed = {t["id"]: t for t in ok(client.get(f"{TOKENS}?pageSize=100", tenant.token))}
    for token in (first, child):
        assert (listed[token["id"]]["status"], listed[token["id"]]["revokedReason"]) == ("revoked", "CREATOR_REMOVED")
    assert listed[other["id"]]["revokedReason"] is None

    member_entries = audit(client, tenant.token, "MEMBER", user_id)
    assert (member_entries[0]["action"], member_entries[0]["actorId"]) == ("DELETE", tenant.user_id)
    revoked = [e for e in audit(client, tenant.token, "SERVICE_ACCOUNT_TOKEN") if e["action"] == "REVOKED"]
    assert {(e["entityId"], e["reason"], e["actorId"]) for e in revoked} == {
        (first["id"], "CREATOR_REMOVED", tenant.user_id),
        (child["id"], "CREATOR_REMOVED", tenant.user_id),
    }
    # kept for the audit, not a member any more; a new invitation is a new membership
    assert ok(client.get(f"{MEMBERS}/{user_id}", tenant.token))["status"] == "REMOVED"
    assert_envelope(client.delete(f"{MEMBERS}/{user_id}", tenant.token), 404, "MEMBER_NOT_FOUND")


def test_more_tokens_than_one_transaction_holds_are_all_refused_and_revoked(tenant, client, issuer):
    """Decision 0053: the first transaction marks the member REMOVED with as many revocations as fit;
    the authorizer refuses every token whose creator is REMOVED; the rest are revoked after."""
    from inventory_planning.store import account as accounts

    user_id, _ = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    plaintexts = [
        accounts.create_token(tenant.organization_id, f"t{i}", None, ["analytics.view"], None, user_id)[1] for i in range(40)
    ]
    ok(client.delete(f"{MEMBERS}/{user_id}", tenant.token))
    assert all(client.get("/api/auth/whoami", p).status == 401 for p in plaintexts)
    mine = [t for t in accounts.list_tokens(tenant.organization_id) if t.created_by == user_id]
    assert len(mine) == 40 and all(t.revoked_reason == "CREATOR_REMOVED" for t in mine)


def test_a_token_is_refused_when_its_creator_is_removed_before_its_revocation(tenant, client, issuer):
    from inventory_planning.store.people import MemberItem

    user_id, session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    token = ok(client.post(TOKENS, session, {"name": "mine", "permissions": ["analytics.view"]}), 201)["token"]
    MemberItem.get(f"ORG#{tenant.organization_id}", f"USER#{user_id}").update(actions=[MemberItem.status.set("REMOVED")])
    assert_envelope(client.get("/api/auth/whoami", token), 401, "UNAUTHORIZED")


def test_a_removed_member_may_be_invited_again(tenant, client, issuer):
    first = ok(invite(client, tenant.token, "back@acme.test", ["ANALYST"]), 201)
    ok(client.delete(f"{MEMBERS}/{first['userId']}", tenant.token))
    again = ok(invite(client, tenant.token, "back@acme.test", ["PLAN_APPROVER"]), 201)
    assert (again["userId"], again["status"], again["roles"], again["removedAt"]) == (
        first["userId"],
        "INVITED",
        ["PLAN_APPROVER"],
        None,
    )
    assert client.get("/api/auth/whoami", session_of(issuer, tenant, again)).status == 200


def test_changes_take_effect_on_the_next_request_for_sessions_and_tokens(tenant, client, issuer, shops):
    member = ok(invite(client, tenant.token, "shop@acme.test", ["SHOP_MANAGER", "ANALYST"]), 201)
    session = session_of(issuer, tenant, member)
    assert "shops.viewAll" in ok(client.get("/api/auth/whoami", session))["effectivePermissions"]
    # the member is an admin for a moment and creates an all-shops token
    ok(client.patch(f"{MEMBERS}/{member['userId']}", tenant.token, {"roles": ["ORGANIZATION_ADMIN"]}))
    shop_needed = client.patch(f"{MEMBERS}/{member['userId']}", tenant.token, {"roles": ["SHOP_VIEWER"]})
    assert_envelope(shop_needed, 422, "VALIDATION_ERROR")
    not_fitting = client.patch(f"{MEMBERS}/{member['userId']}", tenant.token, {"shopIds": [shops["A"]]})
    assert_envelope(not_fitting, 422, "VALIDATION_ERROR")
    token = ok(
        client.post(TOKENS, session, {"name": "wide", "permissions": ["analytics.view", "shops.viewAll", "users.view"]}), 201
    )
    assert ok(client.get("/api/auth/whoami", token["token"]))["effectivePermissions"] == [
        "analytics.view",
        "shops.viewAll",
        "users.view",
    ]

    patch = {"roles": ["SHOP_MANAGER"], "shopIds": [shops["A"]]}
    changed = ok(client.patch(f"{MEMBERS}/{member['userId']}", tenant.token, patch))
    assert (changed["roles"], changed["shopIds"]) == (["SHOP_MANAGER"], [shops["A"]])
    who = ok(client.get("/api/auth/whoami", session))
    assert who["shopIds"] == [shops["A"]] and "shops.viewAll" not in who["effectivePermissions"]
    # the token never sees more than its creator now holds
    token_who = ok(client.get("/api/auth/whoami", token["token"]))
    assert token_who["effectivePermissions"] == ["analytics.view", "shops.viewAssigned"] and token_who["shopIds"] == [shops["A"]]
    assert [s["id"] for s in ok(client.get("/api/shops", session))] == [shops["A"]]

    # a team's shops add to its members' shops
    team = ok(client.post(TEAMS, tenant.token, {"name": "North", "memberIds": [member["userId"]], "shopIds": [shops["B"]]}), 201)
    who = ok(client.get("/api/auth/whoami", session))
    assert who["shopIds"] == sorted([shops["A"], shops["B"]]) and who["teamIds"] == [team["id"]]
    assert ok(client.get("/api/auth/whoami", token["token"]))["shopIds"] == sorted([shops["A"], shops["B"]])
    assert ok(client.get(f"{MEMBERS}?teamId={team['id']}", tenant.token))[0]["teamIds"] == [team["id"]]
    ok(client.patch(f"{TEAMS}/{team['id']}", tenant.token, {"shopIds": [shops["C"]]}))
    assert ok(client.get("/api/auth/whoami", session))["shopIds"] == sorted([shops["A"], shops["C"]])
    ok(client.delete(f"{TEAMS}/{team['id']}", tenant.token))
    assert ok(client.get("/api/auth/whoami", session))["shopIds"] == [shops["A"]]
    assert [e["action"] for e in reversed(audit(client, tenant.token, "TEAM", team["id"]))] == ["CREATE", "UPDATE", "DELETE"]


def test_teams_crud_and_validation(tenant, client, shops):
    team = ok(client.post(TEAMS, tenant.token, {"name": " Buyers ", "description": "d", "memberIds": [tenant.user_id]}), 201)
    assert (team["name"], team["memberIds"], team["shopIds"], team["createdBy"]) == (
        "Buyers", [tenant.user_id], [], f"API_TOKEN:{tenant.token_id}"
    )  # fmt: skip
    assert ok(client.get(f"{TEAMS}/{team['id']}", tenant.token))["description"] == "d"
    assert [t["id"] for t in ok(client.get(TEAMS, tenant.token))] == [team["id"]]
    bad = client.post(TEAMS, tenant.token, {"name": "x", "memberIds": ["nobody"], "shopIds": ["nowhere"]})
    assert_envelope(bad, 422, "VALIDATION_ERROR")
    assert {(e["field"], e["code"]) for e in bad.json()["fieldErrors"]} == {
        ("memberIds", "unknown_member"),
        ("shopIds", "unknown_shop"),
    }
    assert_envelope(client.post(TEAMS, tenant.token, {"memberIds": []}), 422, "VALIDATION_ERROR")
    assert ok(client.delete(f"{TEAMS}/{team['id']}", tenant.token))["id"] == team["id"]
    assert_envelope(client.get(f"{TEAMS}/{team['id']}", tenant.token), 404, "TEAM_NOT_FOUND")


def _in(days: float) -> str:
    return (datetime.now(UTC) + timedelta(days=days)).isoformat()


def test_a_token_is_edited_within_its_creators_expiry_and_audited(tenant, client):
    parent = ok(
        client.post(
            TOKENS, tenant.token, {"name": "p", "permissions": ["analytics.view", "org.settings.edit"], "expiresAt": _in(30)}
        ),
        201,
    )
    child = ok(client.post(TOKENS, parent["token"], {"name": "c", "permissions": ["analytics.view"], "expiresAt": _in(20)}), 201)
    edited = ok(client.patch(f"{TOKENS}/{child['id']}", tenant.token, {"name": "renamed", "description": "why"}))
    assert (edited["name"], edited["description"], edited["permissions"]) == ("renamed", "why", ["analytics.view"])
    beyond = client.patch(f"{TOKENS}/{child['id']}", tenant.token, {"expiresAt": _in(40)})
    assert_envelope(beyond, 422, "VALIDATION_ERROR")
    assert_envelope(client.patch(f"{TOKENS}/{child['id']}", tenant.token, {"expiresAt": None}), 422, "VALIDATION_ERROR")
    assert ok(client.patch(f"{TOKENS}/{child['id']}", tenant.token, {"expiresAt": _in(25)}))["expiresAt"]
    # shortening the parent shortens the child with it
    soon = _in(5)
    ok(client.patch(f"{TOKENS}/{parent['id']}", tenant.token, {"expiresAt": soon}))
    child_after = next(t for t in ok(client.get(f"{TOKENS}?pageSize=100", tenant.token)) if t["id"] == child["id"])
    assert datetime.fromisoformat(child_after["expiresAt"]) <= datetime.fromisoformat(soon)
    assert ok(client.get("/api/auth/whoami", child["token"]))["tokenName"] == "renamed"

    entries = audit(client, tenant.token, "SERVICE_ACCOUNT_TOKEN", child["id"])
    assert [(e["action"], e["actorKind"]) for e in reversed(entries)] == [
        ("CREATE", "API_TOKEN"), ("UPDATE", "API_TOKEN"), ("UPDATE", "API_TOKEN"),
    ]  # fmt: skip
    assert entries[-1]["actorId"] == parent["id"]
    ok(client.delete(f"{TOKENS}/{child['id']}", tenant.token))
    assert_envelope(client.patch(f"{TOKENS}/{child['id']}", tenant.token, {"name": "x"}), 409, "TOKEN_REVOKED")
    assert_envelope(client.patch(f"{TOKENS}/unknown", tenant.token, {"name": "x"}), 404, "NOT_FOUND")
    revoked = [e for e in audit(client, tenant.token, "SERVICE_ACCOUNT_TOKEN", child["id"]) if e["action"] == "REVOKED"]
    assert [(e["reason"], e["actorId"]) for e in revoked] == [("REVOKED", tenant.token_id)]


def test_whoami_lists_the_persons_organizations(tenant, other_tenant, client, issuer):
    member = ok(invite(client, tenant.token, "both@acme.test", ["ANALYST"]), 201)
    ok(invite(client, other_tenant.token, "both@acme.test", ["ANALYST"]), 201)
    who = ok(client.get("/api/auth/whoami", session_of(issuer, tenant, member)))
    assert who["availableOrganizationIds"] == sorted([tenant.organization_id, other_tenant.organization_id])
