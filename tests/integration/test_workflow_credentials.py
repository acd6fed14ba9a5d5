"""Workflow credentials (functions/workflows/workflows_api/credentials.py): created encrypted with KMS
(moto), never returned, paged, deleted, isolated by organization, guarded by permission."""

from __future__ import annotations

import json

import pytest
from inventory_planning.store.workflows import credentials as store

from tests.helpers.aws import make_tenant
from tests.helpers.configuration import audit_entries
from tests.helpers.envelopes import assert_envelope

PATH = "/api/workflow-credentials"
SECRETS = ("tok-0123456789abcdef-WXYZ", "pw-secret", "key-0123456789-ABCD")


def _create(client, token, body, status=201):
    result = client.post(PATH, token, body)
    assert result.status == status, result.body
    return result.json()


HOSTS = ["erp.example.com"]


def _bearer(name="partner ERP"):
    return {"name": name, "type": "BEARER_TOKEN", "token": SECRETS[0], "allowedHosts": HOSTS}


def test_a_credential_is_stored_encrypted_and_never_returned(tenant, client):
    made = _create(client, tenant.token, _bearer())["data"]
    assert made == {
        "id": made["id"],
        "name": "partner ERP",
        "type": "BEARER_TOKEN",
        "headerName": None,
        "hint": "…WXYZ",  # 25 characters >= 16: the last 4 shown
        "allowedHosts": ["erp.example.com"],  # not secret: shown
        "createdAt": made["createdAt"],
        "createdBy": tenant.token_id,
    }
    basic = _create(
        client,
        tenant.token,
        {"name": "basic", "type": "BASIC_AUTH", "username": "alice", "password": SECRETS[1], "allowedHosts": HOSTS},
    )["data"]
    assert basic["hint"] is None  # 9 characters < 16: nothing shown
    key = {"name": "key", "type": "API_KEY", "apiKey": SECRETS[2], "headerName": "X-Partner-Key", "allowedHosts": HOSTS}
    assert _create(client, tenant.token, key)["data"]["headerName"] == "X-Partner-Key"
    listed = client.get(f"{PATH}?pageSize=2", tenant.token).json()
    assert (listed["total"], len(listed["items"]), listed["items"][0]["id"]) == (3, 2, made["id"])  # creation order
    one = client.get(f"{PATH}/{made['id']}", tenant.token).json()["data"]
    assert one == made
    everything = json.dumps([listed, one, audit_entries(client, tenant.token)])
    for secret in (*SECRETS, "ciphertext"):
        assert secret not in everything
    stored = store.get_credential(tenant.organization_id, made["id"])
    assert SECRETS[0] not in json.dumps(stored)
    assert store.decrypt_secret(tenant.organization_id, made["id"], stored["ciphertext"]) == {"token": SECRETS[0]}


def test_a_ciphertext_does_not_decrypt_for_another_tenant_or_credential(tenant, other_tenant, client):
    made = _create(client, tenant.token, _bearer())["data"]
    ciphertext = store.get_credential(tenant.organization_id, made["id"])["ciphertext"]
    with pytest.raises(store.CredentialUnreadable):
        store.decrypt_secret(other_tenant.organization_id, made["id"], ciphertext)
    with pytest.raises(store.CredentialUnreadable):
        store.decrypt_secret(tenant.organization_id, "another-credential", ciphertext)


def test_validation_and_duplicates(tenant, client):
    for body in (
        {"name": "x", "type": "BEARER_TOKEN"},
        {"name": "x", "type": "BEARER_TOKEN", "token": "t", "password": "p"},
        {"name": "x", "type": "BASIC_AUTH", "username": "u"},
        {"name": "x", "type": "BEARER_TOKEN", "token": "t", "headerName": "X-Key"},
        {"name": "x", "type": "API_KEY", "apiKey": "k", "headerName": "bad header"},
        {"name": "x", "type": "OAUTH", "token": "t"},
        {"name": " ", "type": "BEARER_TOKEN", "token": "t"},
        {"name": "x", "type": "BASIC_AUTH", "username": "u" * 2_100, "password": "p" * 2_100},  # 4,200+ bytes > 4,096
    ):
        assert_envelope(client.post(PATH, tenant.token, {**body, "allowedHosts": HOSTS}), 422, "VALIDATION_ERROR")
    _create(client, tenant.token, _bearer("Partner"))
    assert_envelope(client.post(PATH, tenant.token, _bearer(" partner ")), 409, "WORKFLOW_CREDENTIAL_DUPLICATE")


def test_delete_then_404(tenant, client):
    made = _create(client, tenant.token, _bearer())["data"]
    assert client.delete(f"{PATH}/{made['id']}", tenant.token).json() == {"success": True}
    assert_envelope(client.get(f"{PATH}/{made['id']}", tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{PATH}/{made['id']}", tenant.token), 404, "NOT_FOUND")
    _create(client, tenant.token, _bearer())  # the name is free again
    kinds = [(e["action"], e["entityType"]) for e in audit_entries(client, tenant.token, "&entityType=WORKFLOW_CREDENTIAL")]
    assert kinds == [("CREATE", "WORKFLOW_CREDENTIAL"), ("DELETE", "WORKFLOW_CREDENTIAL"), ("CREATE", "WORKFLOW_CREDENTIAL")]


def test_another_organization_gets_404(tenant, other_tenant, client):
    made = _create(client, tenant.token, _bearer())["data"]
    for method in ("GET", "DELETE"):
        assert_envelope(client.request(method, f"{PATH}/{made['id']}", other_tenant.token), 404, "NOT_FOUND")
    assert client.get(PATH, other_tenant.token).json()["items"] == []
    assert client.get(f"{PATH}/{made['id']}", tenant.token).status == 200  # still there


def test_permissions(tenant, client, issuer):
    viewer = make_tenant(issuer, "Viewer Org", permissions=["inventoryPlans.view"])
    made = _create(client, viewer.token, _bearer(), status=403)
    assert made["errorCode"] == "FORBIDDEN"
    assert client.get(PATH, viewer.token).status == 200
    outsider = make_tenant(issuer, "Outsider Org", permissions=["analytics.view"])
    assert_envelope(client.get(PATH, outsider.token), 403, "FORBIDDEN")
    mine = _create(client, tenant.token, _bearer())["data"]
    assert_envelope(client.delete(f"{PATH}/{mine['id']}", viewer.token), 403, "FORBIDDEN")


def _refused_fields(client, token, hosts) -> list[tuple[str, str]]:
    refused = client.post(PATH, token, {**_bearer(), "allowedHosts": hosts})
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    return [(e["field"], e["code"]) for e in refused.json()["fieldErrors"]]


def test_allowed_hosts_are_required_and_validated_strictly(tenant, client):
    """1..20 host names or addresses, no scheme, path, port, user information, trailing dot nor inner
    wildcard; each refused entry is named ``allowedHosts[i]``."""
    missing = client.post(PATH, tenant.token, {"name": "x", "type": "BEARER_TOKEN", "token": "t"})
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in missing.json()["fieldErrors"]] == ["allowedHosts"]
    assert _refused_fields(client, tenant.token, []) == [("allowedHosts", "too_short")]
    twenty_one = [f"h{i}.example.com" for i in range(21)]  # 20 at most
    assert _refused_fields(client, tenant.token, twenty_one) == [("allowedHosts", "too_long")]
    refused = [
        "https://erp.example.com",  # scheme
        "erp.example.com/api",  # path
        "erp.example.com:443",  # port
        "user@erp.example.com",  # user information
        "erp.*.example.com",  # a wildcard not leading
        "*example.com",  # a wildcard that is not a whole label
        "*.com",  # every .com
        "*",
        "erp.example.com.",  # trailing dot
        "erp_1.example.com",  # underscore
        "-erp.example.com",  # leading hyphen
        "127.1",  # a short IPv4 form, not a name
        "[::1]",  # brackets
        "*.10.0.0.1",  # a wildcard over an address
        " erp.example.com",
        "",
        "a" * 64 + ".example.com",  # a 64-character label (63 at most)
    ]
    fields = _refused_fields(client, tenant.token, ["ok.example.com", *refused])
    assert fields == [(f"allowedHosts[{i}]", "invalid_host") for i in range(1, len(refused) + 1)]
    duplicate = _refused_fields(client, tenant.token, ["ERP.example.com", "erp.example.com"])
    assert duplicate == [("allowedHosts[1]", "duplicate_host")]  # the same host once lower-cased
    assert client.get(PATH, tenant.token).json()["total"] == 0  # nothing was stored


def test_allowed_hosts_are_stored_lower_case_in_ascii(tenant, client):
    hosts = ["ERP.Example.COM", "*.partner.example", "bücher.example", "127.0.0.1", "2001:DB8::0:1"]
    made = _create(client, tenant.token, {**_bearer(), "allowedHosts": hosts})["data"]
    # bücher -> xn--bcher-kva (IDNA); the IPv6 address compressed: 2001:db8::0:1 = 2001:db8::1
    assert made["allowedHosts"] == ["erp.example.com", "*.partner.example", "xn--bcher-kva.example", "127.0.0.1", "2001:db8::1"]
    assert client.get(f"{PATH}/{made['id']}", tenant.token).json()["data"]["allowedHosts"] == made["allowedHosts"]
