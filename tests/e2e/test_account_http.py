"""Health, identity and service-account tokens over HTTP against the local stack."""

from __future__ import annotations

import re
import shutil

import pytest

from tests.helpers.stack import mint_session

UNAUTHORIZED = "UNAUTHORIZED"


def test_health_needs_no_token(http):
    response = http.get("/api/health")
    assert response.status == 200
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["success"] is True
    assert response.json()["data"]["status"] == "ok"


@pytest.mark.skipif(shutil.which("java") is None, reason="no Java: the stack serves DynamoDB from moto")
def test_stack_runs_on_dynamodb_local(stack):
    assert stack["dynamodbEngine"].startswith("DynamoDB Local"), stack["dynamodbEngine"]


def test_whoami_with_the_bootstrap_service_account_token(http, stack):
    response = http.get("/api/auth/whoami", stack["token"])
    assert response.status == 200, response.body
    data = response.json()["data"]
    assert data["authKind"] == "api-token"
    assert data["organizationId"] == stack["organizationId"]
    assert data["organizationName"] == "Demo Fashion India"
    assert data["tokenId"] == stack["tokenId"]
    assert {"analytics.view", "org.settings.edit", "intelligenceLayer.view"} <= set(data["effectivePermissions"])
    assert response.headers["ratelimit-limit"] == str(stack.get("rateLimitPerMinute", 100))


def test_whoami_with_the_bootstrap_session_token(http, stack):
    response = http.get("/api/auth/whoami", stack["sessionToken"])
    assert response.status == 200, response.body
    data = response.json()["data"]
    assert data["authKind"] == "user-session"
    assert data["userId"] == stack["demoUser"]["userId"]
    assert data["email"] == stack["demoUser"]["email"]
    assert data["roles"] == ["ORGANIZATION_ADMIN"]


@pytest.mark.parametrize(
    "authorization",
    [None, "Bearer", "Bearer svc_sa_short", "Bearer svc_sa_" + "A" * 43, "Basic dXNlcjpwYXNz", "Bearer a.b.c"],
    ids=["missing", "empty", "malformed", "unknown", "basic", "bad-jwt"],
)
def test_unauthenticated_requests_get_the_401_envelope(http, authorization):
    headers = {"Authorization": authorization} if authorization else {}
    response = http.get("/api/auth/whoami", headers=headers)
    assert response.status == 401
    assert response.headers["content-type"].startswith("application/json")
    body = response.json()
    assert body == {"success": False, "errorCode": UNAUTHORIZED, "error": body["error"]}
    assert body["error"]


def test_internal_token_is_refused_outside_data_platform_routes(http, stack):
    response = http.get("/api/auth/whoami", stack["internalToken"])
    assert response.status == 401
    assert response.json()["errorCode"] == UNAUTHORIZED


@pytest.mark.parametrize("method, path", [("GET", "/api/no-such-route"), ("PUT", "/api/no-such-route"), ("GET", "/")])
def test_unknown_route_is_404_envelope(http, stack, method, path):
    response = http.request(method, path, stack["token"])
    assert response.status == 404
    assert response.json() == {"success": False, "errorCode": "NOT_FOUND", "error": "No such route"}


def test_an_undeclared_method_on_a_known_path_is_405_with_allow(http, stack):
    response = http.request("PUT", "/api/health", stack["token"])
    assert response.status == 405
    assert response.headers["allow"] == "GET"
    error = "Method PUT not allowed here; allowed: GET"
    assert response.json() == {"success": False, "errorCode": "METHOD_NOT_ALLOWED", "error": error}


def test_token_create_list_revoke_over_http(http, stack):
    created = http.post("/api/settings/api-tokens", stack["token"], {"name": "e2e-agent", "permissions": ["analytics.view"]})
    assert created.status == 201, created.body
    data = created.json()["data"]
    plaintext = data["token"]
    assert re.fullmatch(r"svc_sa_[A-Za-z0-9_-]{43}", plaintext)

    listed = http.get("/api/settings/api-tokens", stack["token"])
    assert listed.status == 200
    assert plaintext not in listed.body
    mine = next(t for t in listed.json()["data"] if t["id"] == data["id"])
    assert mine["status"] == "active" and mine["lastChars"] == plaintext[-4:]

    who = http.get("/api/auth/whoami", plaintext)
    assert who.status == 200
    assert who.json()["data"]["effectivePermissions"] == ["analytics.view"]
    assert http.get("/api/settings/api-tokens", plaintext).status == 403  # lacks org.settings.edit

    revoked = http.delete(f"/api/settings/api-tokens/{data['id']}", stack["token"])
    assert revoked.status == 200, revoked.body
    assert revoked.json()["data"]["status"] == "revoked"
    after = http.get("/api/auth/whoami", plaintext)
    assert after.status == 401  # immediately: no authorizer cache
    assert after.json()["errorCode"] == UNAUTHORIZED


def test_mint_token_for_the_demo_user(http, stack):
    token = mint_session(stack)
    assert token.count(".") == 2
    response = http.get("/api/auth/whoami", token)
    assert response.status == 200, response.body
    data = response.json()["data"]
    assert data["authKind"] == "user-session"
    assert data["userId"] == stack["demoUser"]["userId"]
    assert data["organizationName"] == "Demo Fashion India"


def test_mint_token_for_a_new_member_with_a_role(http, stack):
    token = mint_session(stack, "--email", "analyst@demo-fashion-india.test", "--role", "ANALYST")
    response = http.get("/api/auth/whoami", token)
    assert response.status == 200, response.body
    data = response.json()["data"]
    assert data["email"] == "analyst@demo-fashion-india.test"
    assert data["roles"] == ["ANALYST"]
    assert "analytics.view" in data["effectivePermissions"]
    assert "org.settings.edit" not in data["effectivePermissions"]
    forbidden = http.get("/api/settings/api-tokens", token)
    assert forbidden.status == 403
    assert forbidden.json()["errorCode"] == "FORBIDDEN"


def test_a_token_never_creates_a_wider_or_longer_lived_token_over_http(http, stack):
    """Decision 0023 (issue 22, items 1 and 4): a shop-scoped token's children are shop-scoped within
    its shops, and an expiring token's children expire by then."""
    from datetime import UTC, datetime, timedelta

    shop = http.get("/api/shops?pageSize=1", stack["token"]).json()["data"][0]["id"]
    in_an_hour = (datetime.now(UTC) + timedelta(hours=1)).isoformat()
    body = {"name": "e2e-shop-admin", "permissions": ["org.settings.edit", "analytics.view", "shops.viewAssigned"],
            "shopIds": [shop], "expiresAt": in_an_hour}  # fmt: skip
    created = http.post("/api/settings/api-tokens", stack["token"], body)
    assert created.status == 201, created.body
    parent = created.json()["data"]
    try:
        unscoped = http.post("/api/settings/api-tokens", parent["token"], {"name": "c", "permissions": ["analytics.view"]})
        assert unscoped.status == 422, unscoped.body
        assert {e["field"] for e in unscoped.json()["fieldErrors"]} == {"permissions", "shopIds", "expiresAt"}
        child = {"name": "c", "permissions": ["analytics.view", "shops.viewAssigned"], "shopIds": [shop], "expiresAt": None}
        forever = http.post("/api/settings/api-tokens", parent["token"], child)
        assert forever.status == 422 and [e["field"] for e in forever.json()["fieldErrors"]] == ["expiresAt"]
        made = http.post("/api/settings/api-tokens", parent["token"], {**child, "expiresAt": in_an_hour})
        assert made.status == 201, made.body
        shops = http.get("/api/shops", made.json()["data"]["token"]).json()["data"]
        assert [s["id"] for s in shops] == [shop]
    finally:
        assert http.delete(f"/api/settings/api-tokens/{parent['id']}", stack["token"]).status == 200  # and its child
