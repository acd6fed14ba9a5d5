"""Organization provisioning (services/account/organizations.py): a fresh, empty tenant whose first token
works at once, holds every permission and sees nothing of another organization."""

from __future__ import annotations

import pytest

from tests.helpers.configuration import AUDIT, create_policy, ok
from tests.helpers.data import load_demo
from tests.helpers.envelopes import assert_envelope

pytestmark = pytest.mark.empty_world  # the organization list is read whole

ACTOR = "data-platform"


def _organization_items() -> list[str]:
    """Ids of every organization record in the table."""
    from inventory_planning.store.models import OrganizationItem

    return [i.organization_id for i in OrganizationItem.scan(OrganizationItem.sk == "#META")]


def test_the_first_token_works_and_sees_an_empty_organization(aws, client):
    from inventory_planning.domain.permissions import ALL_PERMISSIONS
    from inventory_planning.domain.tokens import hash_token
    from inventory_planning.services.account.organizations import provision_organization

    organization, plaintext, record = provision_organization("  Nordic Knits  ", actor=ACTOR)
    assert organization.name == "Nordic Knits"
    assert _organization_items() == [organization.organization_id]
    assert plaintext.startswith("svc_sa_") and len(plaintext) == 50
    assert record.token_hash == hash_token(plaintext) and plaintext not in repr(record.attribute_values)
    assert (record.created_by, record.created_by_kind) == (ACTOR, "internal")

    whoami = ok(client.get("/api/auth/whoami", plaintext))["data"]
    assert whoami["authKind"] == "api-token"
    assert (whoami["organizationId"], whoami["organizationName"]) == (organization.organization_id, "Nordic Knits")
    assert (whoami["tokenId"], whoami["tokenExpiresAt"]) == (record.token_id, None)
    assert set(whoami["effectivePermissions"]) == ALL_PERMISSIONS

    for path in ("/api/shops", "/api/brands", "/api/collections", "/api/products", "/api/variants", "/api/stock-ledger", AUDIT):
        body = ok(client.get(path, plaintext))
        assert (body["data"], body["total"]) == ([], 0), path
    assert ok(client.get("/api/approval-policies", plaintext))["items"] == []

    # the token can act in its organization: narrower tokens, configuration
    tokens = ok(client.get("/api/settings/api-tokens", plaintext))["data"]
    assert [(t["id"], t["createdByKind"], t["createdBy"]) for t in tokens] == [(record.token_id, "internal", ACTOR)]
    assert all(plaintext not in str(t) for t in tokens)  # shown once, at provisioning
    child = client.post("/api/settings/api-tokens", plaintext, {"name": "reader", "permissions": ["analytics.view"]})
    assert child.status == 201, child.body
    create_policy(client, plaintext)
    assert ok(client.get(AUDIT, plaintext))["total"] == 2  # the token created (issue 38: tokens are audited) and the policy


def test_the_new_organization_cannot_see_another_organizations_data(tenant, client):
    from inventory_planning.services.account.organizations import provision_organization

    load_demo(tenant.organization_id)
    policy = create_policy(client, tenant.token)
    shops = ok(client.get("/api/shops", tenant.token))["data"]
    collections = ok(client.get("/api/collections", tenant.token))["data"]
    variants = ok(client.get("/api/variants", tenant.token))["data"]
    assert shops and collections and variants

    _, plaintext, _ = provision_organization("Fresh Tenant", actor=ACTOR)
    for path in ("/api/shops", "/api/collections", "/api/products", "/api/variants", AUDIT):
        assert ok(client.get(path, plaintext))["total"] == 0, path
    assert ok(client.get(f"/api/shops?q={shops[0]['name']}", plaintext))["data"] == []
    by_id = f"/api/search/product-variants?ids={variants[0]['id']}"
    assert [v["id"] for v in client.get(by_id, tenant.token).json()] == [variants[0]["id"]]
    found = client.get(by_id, plaintext)
    assert (found.status, found.json()) == (200, [])
    snapshots = f"/api/intelligence/stock-snapshots?shopId={shops[0]['id']}"
    assert ok(client.get(snapshots, tenant.token))["data"]
    assert_envelope(client.get(snapshots, plaintext), 404, "NOT_FOUND")  # another tenant's shop id
    assert_envelope(client.get(f"/api/collections/{collections[0]['id']}", plaintext), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/approval-policies/{policy['id']}", plaintext), 404, "NOT_FOUND")
    # and the other organization still sees its own
    assert ok(client.get(f"/api/collections/{collections[0]['id']}", tenant.token))["data"]["id"] == collections[0]["id"]


@pytest.mark.parametrize(
    ("name", "code"),
    [("", "required"), ("   ", "required"), (None, "required"), (42, "type"), ("x" * 256, "too_long")],
)
def test_an_invalid_name_is_refused_naming_the_field_and_writes_nothing(aws, name, code):
    from inventory_planning.kernel.errors import InvalidInput
    from inventory_planning.services.account.organizations import provision_organization

    with pytest.raises(InvalidInput) as raised:
        provision_organization(name, actor=ACTOR)
    assert raised.value.kind == "invalid" and raised.value.code == "VALIDATION_ERROR"
    assert [(e["field"], e["code"]) for e in raised.value.field_errors] == [("name", code)]
    assert _organization_items() == []


def test_a_name_of_255_characters_after_stripping_is_accepted(aws):
    from inventory_planning.services.account.organizations import provision_organization

    organization, _, _ = provision_organization(" " + "é" * 255 + "\n", actor=ACTOR)
    assert organization.name == "é" * 255
    with pytest.raises(ValueError, match="actor"):
        provision_organization("Another", actor="")


# --------------------------------------------------------------- the internal route
PROVISION = "/api/data-platform/organizations"


def test_the_route_provisions_an_organization_whose_token_works_and_sees_nothing_else(tenant, client):
    from tests.helpers.aws import INTERNAL_TOKEN

    load_demo(tenant.organization_id)
    demo_shops = ok(client.get("/api/shops", tenant.token))["data"]
    assert demo_shops
    result = client.post(PROVISION, INTERNAL_TOKEN, {"name": "Fresh Tenant"})
    assert result.status == 201, result.body
    data = result.json()["data"]
    assert data["organizationName"] == "Fresh Tenant" and data["token"].startswith("svc_sa_")
    whoami = ok(client.get("/api/auth/whoami", data["token"]))["data"]
    assert whoami["organizationId"] == data["organizationId"] != tenant.organization_id
    assert whoami["tokenId"] == data["tokenId"]
    assert set(whoami["effectivePermissions"]) == set(data["permissions"])
    assert ok(client.get("/api/shops", data["token"]))["total"] == 0
    assert_envelope(client.get(f"/api/collections/{_a_collection_id(client, tenant.token)}", data["token"]), 404, "NOT_FOUND")
    # the demo organization does not see the new one either
    assert ok(client.get("/api/shops", tenant.token))["data"] == demo_shops


def _a_collection_id(client, token: str) -> str:
    return ok(client.get("/api/collections", token))["data"][0]["id"]


@pytest.mark.parametrize(
    "body,field",
    [
        ({}, "name"),
        ({"name": ""}, "name"),
        ({"name": "   "}, "name"),
        ({"name": "x" * 256}, "name"),
        ({"name": "A", "extra": 1}, "extra"),
    ],
)
def test_the_route_refuses_a_bad_body_naming_the_field_and_writes_nothing(aws, client, body, field):
    from tests.helpers.aws import INTERNAL_TOKEN

    result = client.post(PROVISION, INTERNAL_TOKEN, body)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert field in {e["field"] for e in result.json()["fieldErrors"]}
    assert _organization_items() == []


def test_the_route_takes_only_the_internal_token(tenant, client):
    for token in (tenant.token, tenant.session_token, None, "wrong-internal-token"):
        assert_envelope(client.post(PROVISION, token, {"name": "Nope"}), 401, "UNAUTHORIZED")
    assert _organization_items() == [tenant.organization_id]
