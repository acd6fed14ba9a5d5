"""Health, whoami and the service-account token lifecycle through the gateway."""

from __future__ import annotations

import re


def test_health_needs_no_token(aws, client):
    result = client.get("/api/health")
    assert result.status == 200
    assert result.json()["success"] is True
    assert result.json()["data"]["status"] == "ok"


def test_whoami_api_token(tenant, client):
    result = client.get("/api/auth/whoami", tenant.token)
    assert result.status == 200, result.body
    data = result.json()["data"]
    assert data["authKind"] == "api-token"
    assert data["organizationId"] == tenant.organization_id
    assert data["organizationName"] == "Acme Fashion"
    assert data["tokenId"] == tenant.token_id
    assert data["tokenName"] == "all-permissions"
    assert "analytics.view" in data["effectivePermissions"]
    assert result.headers["RateLimit-Limit"] == "100"


def test_whoami_user_session(tenant, client):
    result = client.get("/api/auth/whoami", tenant.session_token)
    assert result.status == 200, result.body
    data = result.json()["data"]
    assert data["authKind"] == "user-session"
    assert data["userId"] == tenant.user_id
    assert data["roles"] == ["ORGANIZATION_ADMIN"]
    assert data["organizationId"] == tenant.organization_id


def test_token_create_list_revoke(tenant, client):
    created = client.post("/api/settings/api-tokens", tenant.token, {"name": "agent", "permissions": ["analytics.view"]})
    assert created.status == 201, created.body
    data = created.json()["data"]
    plaintext = data["token"]
    assert re.fullmatch(r"svc_sa_[A-Za-z0-9_-]{43}", plaintext)
    assert data["lastChars"] == plaintext[-4:]
    assert data["expiresAt"] is None

    listed = client.get("/api/settings/api-tokens", tenant.token).json()["data"]
    mine = next(t for t in listed if t["id"] == data["id"])
    assert "token" not in mine and mine["status"] == "active"
    assert plaintext not in client.get("/api/settings/api-tokens", tenant.token).body

    who = client.get("/api/auth/whoami", plaintext).json()["data"]
    assert who["effectivePermissions"] == ["analytics.view"]

    revoked = client.delete(f"/api/settings/api-tokens/{data['id']}", tenant.token)
    assert revoked.status == 200 and revoked.json()["data"]["status"] == "revoked"
    after = client.get("/api/auth/whoami", plaintext)
    assert after.status == 401
    assert after.json() == {
        "success": False,
        "errorCode": "UNAUTHORIZED",
        "error": after.json()["error"],
    }
