"""Service-account token rules (SPEC "Authentication" 1-8) through the API."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

import boto3
import pytest

from tests.helpers.envelopes import assert_envelope

URL = "/api/settings/api-tokens"


def _create(client, token, **body):
    payload = {"name": "t", "permissions": ["analytics.view"], **body}
    return client.post(URL, token, payload)


def test_only_the_hash_is_stored(tenant, client):
    created = _create(client, tenant.token).json()["data"]
    plaintext = created["token"]
    items = boto3.client("dynamodb").scan(TableName="ips-test")["Items"]
    dump = repr(items)
    assert plaintext not in dump
    assert hashlib.sha256(plaintext.encode()).hexdigest() in dump
    assert len(plaintext) == 50


def test_tokens_differ_and_have_256_bits(tenant, client):
    tokens = {_create(client, tenant.token).json()["data"]["token"] for _ in range(5)}
    assert len(tokens) == 5
    import base64

    for token in tokens:
        assert len(base64.urlsafe_b64decode(token[len("svc_sa_") :] + "=")) == 32


@pytest.mark.parametrize(
    "expires_at,ok",
    [
        (timedelta(days=365) - timedelta(minutes=1), True),
        (timedelta(days=30), True),
        (timedelta(days=366), False),
        (-timedelta(minutes=1), False),
    ],
)
def test_expiry_at_most_365_days(tenant, client, expires_at, ok):
    when = (datetime.now(UTC) + expires_at).isoformat()
    result = _create(client, tenant.token, expiresAt=when)
    if ok:
        assert result.status == 201, result.body
        who = client.get("/api/auth/whoami", result.json()["data"]["token"]).json()["data"]
        assert who["tokenExpiresAt"][:16] == when[:16]
    else:
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert result.json()["fieldErrors"][0]["field"] == "expiresAt"


def test_never_expiring_token(tenant, client):
    result = _create(client, tenant.token, expiresAt=None)
    assert result.status == 201
    assert client.get("/api/auth/whoami", result.json()["data"]["token"]).json()["data"]["tokenExpiresAt"] is None


def test_bad_bodies_are_422_and_create_nothing(tenant, client):
    before = len(client.get(URL, tenant.token).json()["data"])
    for body in (
        {"name": "", "permissions": ["analytics.view"]},
        {"name": "x" * 256, "permissions": ["analytics.view"]},
        {"name": "x", "permissions": []},
        {"name": "x", "permissions": ["root.everything"]},
        {"name": "x", "permissions": ["analytics.view"], "organizationId": "other"},
        {"permissions": ["analytics.view"]},
    ):
        result = client.post(URL, tenant.token, body)
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert result.json()["fieldErrors"]
    malformed = client.request("POST", URL, tenant.token, headers={"Content-Type": "application/json"})
    assert malformed.status == 422
    assert len(client.get(URL, tenant.token).json()["data"]) == before


def test_permissions_are_fixed_and_bounded_by_the_creator(tenant, client):
    limited = _create(client, tenant.token, permissions=["org.settings.edit", "analytics.view"]).json()["data"]["token"]
    # The limited token may create tokens, but not with permissions it lacks itself.
    assert_envelope(_create(client, limited, permissions=["dataPlatform.configure"]), 403, "FORBIDDEN")
    assert _create(client, limited, permissions=["analytics.view"]).status == 201
    # A token can do only what its permissions allow.
    reader = _create(client, tenant.token, permissions=["analytics.view"]).json()["data"]["token"]
    assert_envelope(client.get(URL, reader), 403, "FORBIDDEN")
    assert client.get("/api/stock-ledger", reader).status == 200


def test_fifty_active_tokens_at_most(tenant, client):
    # The tenant fixture already holds one active token.
    ids = []
    for _ in range(49):
        result = _create(client, tenant.token)
        assert result.status == 201
        ids.append(result.json()["data"]["id"])
    assert_envelope(_create(client, tenant.token), 409, "TOKEN_LIMIT_REACHED")
    # Revoked and expired tokens do not count.
    assert client.delete(f"{URL}/{ids[0]}", tenant.token).status == 200
    assert _create(client, tenant.token).status == 201
    assert_envelope(_create(client, tenant.token), 409, "TOKEN_LIMIT_REACHED")


def test_another_organizations_token_cannot_be_seen_or_revoked(tenant, other_tenant, client):
    created = _create(client, tenant.token).json()["data"]
    assert_envelope(client.delete(f"{URL}/{created['id']}", other_tenant.token), 404, "NOT_FOUND")
    assert created["id"] not in {t["id"] for t in client.get(URL, other_tenant.token).json()["data"]}
    assert client.get("/api/auth/whoami", created["token"]).status == 200
    assert_envelope(client.delete(f"{URL}/does-not-exist", tenant.token), 404, "NOT_FOUND")


def test_revocation_is_immediate_and_idempotent(tenant, client):
    created = _create(client, tenant.token).json()["data"]
    assert client.get("/api/auth/whoami", created["token"]).status == 200
    assert client.delete(f"{URL}/{created['id']}", tenant.token).json()["data"]["status"] == "revoked"
    assert_envelope(client.get("/api/auth/whoami", created["token"]), 401, "UNAUTHORIZED")
    first_revoked_at = next(t for t in client.get(URL, tenant.token).json()["data"] if t["id"] == created["id"])["revokedAt"]
    again = client.delete(f"{URL}/{created['id']}", tenant.token)
    assert again.status == 200
    assert again.json()["data"]["revokedAt"] == first_revoked_at


def test_concurrent_creation_cannot_exceed_the_limit(tenant, monkeypatch):
    """Two creations that both read 49 active tokens: the second write fails on the version check."""
    from inventory_planning.store import account as accounts

    for _ in range(48):
        accounts.create_token(tenant.organization_id, "t", None, ["analytics.view"], None, "u")
    real_list = accounts.list_tokens
    snapshot = real_list(tenant.organization_id)
    monkeypatch.setattr(accounts, "list_tokens", lambda org: snapshot)
    # Both creations see the same 49 tokens; the first bumps the organization's token_version.
    from inventory_planning.store.models import OrganizationItem

    original_get = OrganizationItem.get
    stale = original_get(f"ORG#{tenant.organization_id}", "#META")
    monkeypatch.setattr(OrganizationItem, "get", classmethod(lambda cls, *a, **k: stale))
    accounts.create_token(tenant.organization_id, "first", None, ["analytics.view"], None, "u")
    with pytest.raises(accounts.ConcurrentChange):
        accounts.create_token(tenant.organization_id, "second", None, ["analytics.view"], None, "u")
    monkeypatch.undo()
    active = [t for t in accounts.list_tokens(tenant.organization_id) if t.revoked_at is None]
    assert len(active) == 50


def test_list_is_paged_and_filtered_by_status(tenant, client):
    ids = [_create(client, tenant.token, name=f"t{i}").json()["data"]["id"] for i in range(3)]
    client.delete(f"{URL}/{ids[0]}", tenant.token)
    first = client.get(f"{URL}?pageSize=2", tenant.token).json()
    assert (len(first["data"]), first["total"], first["page"], first["pageSize"]) == (2, 4, 1, 2)
    assert first["data"][0]["id"] == ids[2]  # newest first
    assert len(client.get(f"{URL}?pageSize=2&page=2", tenant.token).json()["data"]) == 2
    revoked = client.get(f"{URL}?status=revoked", tenant.token).json()
    assert [t["id"] for t in revoked["data"]] == [ids[0]] and revoked["total"] == 1
    assert client.get(f"{URL}?status=active", tenant.token).json()["total"] == 3
    assert_envelope(client.get(f"{URL}?status=gone", tenant.token), 422, "VALIDATION_ERROR")
    assert_envelope(client.get(f"{URL}?pageSize=1000", tenant.token), 422, "VALIDATION_ERROR")


def test_revoking_a_token_revokes_the_tokens_it_created(tenant, client):
    parent = _create(client, tenant.token, permissions=["org.settings.edit", "analytics.view"]).json()["data"]
    child = _create(client, parent["token"], permissions=["org.settings.edit", "analytics.view"]).json()["data"]
    grandchild = _create(client, child["token"]).json()["data"]
    sibling = _create(client, tenant.session_token).json()["data"]  # created by the user: unaffected
    assert child["createdByKind"] == "api-token" and child["createdBy"] == parent["id"]
    assert client.delete(f"{URL}/{parent['id']}", tenant.session_token).status == 200
    for token in (parent, child, grandchild):
        assert_envelope(client.get("/api/auth/whoami", token["token"]), 401, "UNAUTHORIZED")
    assert client.get("/api/auth/whoami", sibling["token"]).status == 200
    assert client.get("/api/auth/whoami", tenant.token).status == 200


def test_json_media_types_and_non_json_bodies(tenant, client):
    import json

    body = json.dumps({"name": "t", "permissions": ["analytics.view"]})
    for content_type in ("APPLICATION/JSON", "application/json; charset=utf-8", "application/vnd.api+json"):
        result = client.request("POST", URL, tenant.token, headers={"Content-Type": content_type})
        assert result.status == 422  # no body at all
        result = client.gateway.invoke(
            "POST", URL, {"Authorization": f"Bearer {tenant.token}", "Content-Type": content_type}, body
        )
        assert result.status == 201, (content_type, result.body)
    for content_type in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
        headers = {"Authorization": f"Bearer {tenant.token}", "Content-Type": content_type}
        result = client.gateway.invoke("POST", URL, headers, body)
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert result.json()["fieldErrors"][0]["field"] == "body"
    headers = {"Authorization": f"Bearer {tenant.token}", "Content-Type": "application/json"}
    broken = client.gateway.invoke("POST", URL, headers, "{")
    assert_envelope(broken, 422, "VALIDATION_ERROR")
    assert broken.json()["fieldErrors"][0]["field"] == "body"


def test_blank_names_are_refused(tenant, client):
    result = _create(client, tenant.token, name="   ")
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert _create(client, tenant.token, name="  agent  ").json()["data"]["name"] == "agent"


SETTINGS = ["org.settings.edit", "analytics.view"]


def _in(minutes: float) -> str:
    return (datetime.now(UTC) + timedelta(minutes=minutes)).isoformat()


def test_a_child_never_outlives_its_creator(tenant, client):
    """Decision 0023: a token created by a token expires at the latest with its creator."""
    in_an_hour = datetime.now(UTC) + timedelta(hours=1)
    parent = _create(client, tenant.token, permissions=SETTINGS, expiresAt=in_an_hour.isoformat()).json()["data"]
    before = client.get(f"{URL}?status=active", tenant.token).json()["total"]
    for expires_at in (None, (in_an_hour + timedelta(minutes=1)).isoformat(), (in_an_hour + timedelta(days=30)).isoformat()):
        refused = _create(client, parent["token"], permissions=SETTINGS, expiresAt=expires_at)
        assert_envelope(refused, 422, "VALIDATION_ERROR")
        assert [e["field"] for e in refused.json()["fieldErrors"]] == ["expiresAt"]
    omitted = client.post(URL, parent["token"], {"name": "t", "permissions": ["analytics.view"]})
    assert_envelope(omitted, 422, "VALIDATION_ERROR")  # no expiresAt means "never"
    assert client.get(f"{URL}?status=active", tenant.token).json()["total"] == before
    in_half_an_hour = datetime.now(UTC) + timedelta(minutes=30)
    child = _create(client, parent["token"], permissions=SETTINGS, expiresAt=in_half_an_hour.isoformat())
    assert child.status == 201, child.body
    child = child.json()["data"]
    who = client.get("/api/auth/whoami", child["token"]).json()["data"]
    assert who["tokenExpiresAt"][:16] == in_half_an_hour.isoformat()[:16]
    # The grandchild is bounded by the child, the nearer and earlier of its creators.
    late = _create(client, child["token"], expiresAt=(in_half_an_hour + timedelta(minutes=5)).isoformat())
    assert_envelope(late, 422, "VALIDATION_ERROR")
    assert _create(client, child["token"], expiresAt=(in_half_an_hour - timedelta(minutes=5)).isoformat()).status == 201
    # A human's tokens keep SPEC's rule: up to 365 days, or never.
    assert _create(client, tenant.session_token, expiresAt=(datetime.now(UTC) + timedelta(days=300)).isoformat()).status == 201
    assert _create(client, tenant.session_token, expiresAt=None).status == 201


def test_a_token_stops_working_when_a_creator_expired_even_if_made_before_the_rule(tenant, client):
    """A token made before decision 0023 could outlive its creator: once the creator (or the
    creator's creator) has expired, it is refused, listed as expired, and no longer counts as active."""
    from tests.helpers.aws import as_before_lineage

    parent = _create(client, tenant.token, permissions=SETTINGS, expiresAt=_in(60)).json()["data"]
    child = _create(client, parent["token"], permissions=SETTINGS, expiresAt=_in(30)).json()["data"]
    grandchild = _create(client, child["token"], expiresAt=_in(20)).json()["data"]
    # As stored by the old code: no lineage, the descendants never expire, the parent's hour is over.
    as_before_lineage(tenant.organization_id, parent["id"], expires_at=datetime.now(UTC) - timedelta(minutes=1))
    as_before_lineage(tenant.organization_id, child["id"], expires_at=None)
    as_before_lineage(tenant.organization_id, grandchild["id"], expires_at=None)
    for token in (parent, child, grandchild):
        assert_envelope(client.get("/api/auth/whoami", token["token"]), 401, "UNAUTHORIZED")
    listed = {t["id"]: t for t in client.get(URL, tenant.token).json()["data"]}
    assert [listed[t["id"]]["status"] for t in (parent, child, grandchild)] == ["expired"] * 3
    assert listed[child["id"]]["expiresAt"] is None  # what was asked stays shown
    # A made-before-the-rule token whose creator is alive keeps working, with its own expiry.
    sibling = _create(client, tenant.token, permissions=SETTINGS).json()["data"]
    nephew = _create(client, sibling["token"]).json()["data"]
    as_before_lineage(tenant.organization_id, nephew["id"])
    assert client.get("/api/auth/whoami", nephew["token"]).json()["data"]["tokenExpiresAt"] is None
