"""Every route: 401 without or with a bad token, 403 without its permission, envelope on every error."""

from __future__ import annotations

import re
from datetime import UTC

import pytest

from local.apigw import declared_routes
from tests.helpers.aws import make_tenant
from tests.helpers.envelopes import assert_envelope

# Every declared route but the public ones, from the one declaration (inventory_planning.api.routes).
PROTECTED = [
    (spec.method, spec.sample_path(), spec.permission) for _, spec in declared_routes() if not spec.public and not spec.internal
]
INTERNAL = [(spec.method, spec.sample_path(), spec.permission) for _, spec in declared_routes() if spec.internal]


def test_the_tables_cover_every_template_route(gateway):
    declared = {(m, p) for m, p, _ in PROTECTED + INTERNAL}
    in_template = {(r.method, re.sub(r"\{[^}]+\}", "abc", r.resource)) for r in gateway.template.routes if not r.public}
    assert declared == in_template


@pytest.mark.parametrize("method,path,permission", PROTECTED)
def test_missing_token_is_401(aws, client, method, path, permission):
    assert_envelope(client.request(method, path), 401, "UNAUTHORIZED")


@pytest.mark.parametrize(
    "token",
    [
        "svc_sa_short",
        "svc_sa_" + "A" * 43,  # well-formed, unknown
        "not-a-token",
        "a.b.c",  # malformed JWT
    ],
)
def test_bad_tokens_are_401(aws, client, token):
    assert_envelope(client.get("/api/auth/whoami", token), 401, "UNAUTHORIZED")


def test_non_bearer_scheme_is_401(tenant, client):
    result = client.get("/api/auth/whoami", headers={"Authorization": f"Basic {tenant.token}"})
    assert_envelope(result, 401, "UNAUTHORIZED")


def test_expired_session_token_is_401(tenant, client, issuer):
    expired = issuer.mint(tenant.user_id, "x@y.z", "X", tenant.organization_id, ttl_seconds=-10)
    assert_envelope(client.get("/api/auth/whoami", expired), 401, "UNAUTHORIZED")


def test_session_token_signed_by_another_key_is_401(tenant, client, tmp_path):
    import os

    from local.oidc import LocalIssuer

    rogue = LocalIssuer(tmp_path, os.environ["OIDC_ISSUER"], os.environ["OIDC_AUDIENCE"])
    forged = rogue.mint(tenant.user_id, "x@y.z", "X", tenant.organization_id)
    assert_envelope(client.get("/api/auth/whoami", forged), 401, "UNAUTHORIZED")


def test_session_of_a_user_outside_the_organization_is_401(tenant, other_tenant, client, issuer):
    # A token claiming tenant's organization for a user who is a member of the other one only.
    token = issuer.mint(other_tenant.user_id, "x@y.z", "X", tenant.organization_id)
    assert_envelope(client.get("/api/auth/whoami", token), 401, "UNAUTHORIZED")


def test_expired_service_account_token_is_401(tenant, client):
    from datetime import datetime, timedelta

    from inventory_planning.store import account as accounts
    from inventory_planning.store.models import TokenLookupItem

    _, plaintext = accounts.create_token(
        tenant.organization_id, "short", None, ["analytics.view"], datetime.now(UTC) + timedelta(days=1), "t"
    )
    assert client.get("/api/auth/whoami", plaintext).status == 200
    # Time passes: the stored expiry is now in the past.
    from inventory_planning.domain.tokens import hash_token

    lookup = TokenLookupItem.get(f"SATOKENHASH#{hash_token(plaintext)}", "#LOOKUP")
    lookup.update(actions=[TokenLookupItem.expires_at.set(datetime.now(UTC) - timedelta(seconds=1))])
    assert_envelope(client.get("/api/auth/whoami", plaintext), 401, "UNAUTHORIZED")


@pytest.mark.parametrize("method,path,permission", [p for p in PROTECTED if p[2]])
def test_missing_permission_is_403(aws, issuer, client, method, path, permission):
    weak = make_tenant(issuer, "Weak", permissions=["org.settings.view"])  # a permission no route asks for
    body = {"name": "x", "permissions": ["org.settings.view"]} if method == "POST" else None
    assert_envelope(client.request(method, path, weak.token, body), 403, "FORBIDDEN")


def test_user_role_without_permission_is_403(aws, issuer, client):
    viewer = make_tenant(issuer, "Viewer", roles=["PLAN_APPROVER"])
    assert_envelope(client.get("/api/stock-ledger", viewer.session_token), 403, "FORBIDDEN")
    assert client.get("/api/shops", viewer.session_token).status == 200


def test_internal_token_is_refused_on_public_routes(tenant, client):
    from tests.helpers.aws import INTERNAL_TOKEN

    assert_envelope(client.get("/api/shops", INTERNAL_TOKEN), 401, "UNAUTHORIZED")


def test_internal_routes_accept_only_internal_tokens(tenant):
    from local.apigw import load_function_module
    from tests.helpers.aws import INTERNAL_TOKEN

    authorizer = load_function_module("functions/authorizer", "app.lambda_handler", "AuthorizerFunction")[0]
    path = "/api/data-platform/file-ingestions"
    identity = authorizer.authenticate({"Authorization": f"Bearer {INTERNAL_TOKEN}"}, path)
    assert identity.auth_kind == "internal" and identity.principal_id == "data-platform"
    for token in (tenant.token, tenant.session_token, "wrong-internal-token"):
        with pytest.raises(authorizer.AuthenticationFailed):
            authorizer.authenticate({"Authorization": f"Bearer {token}"}, path)


def test_the_route_template_decides_the_scheme_not_the_request_path(tenant):
    """A base path (custom domain) or a doubled slash must not move a request into or out of the
    data-platform routes: the authorizer reads the route template (``resource``)."""
    from local.apigw import LambdaContext, load_function_module
    from tests.helpers.aws import INTERNAL_TOKEN

    handler = load_function_module("functions/authorizer", "app.lambda_handler", "AuthorizerFunction")[1]

    def event(token: str, resource: str, path: str) -> dict:
        return {
            "type": "REQUEST",
            "methodArn": "arn:aws:execute-api:eu-west-1:1:api/dev/GET/x",
            "resource": resource,
            "path": path,
            "headers": {"Authorization": f"Bearer {token}"},
            "requestContext": {"resourcePath": resource},
        }

    internal_route = "/api/data-platform/file-ingestions"
    with pytest.raises(Exception, match="Unauthorized"):
        handler(event(tenant.token, internal_route, "/dev" + internal_route), LambdaContext("a"))
    allowed = handler(event(INTERNAL_TOKEN, "/api/data-platform/file-ingestions", "/base/x"), LambdaContext("a"))
    assert allowed["context"]["authKind"] == "internal"
    with pytest.raises(Exception, match="Unauthorized"):
        handler(event(INTERNAL_TOKEN, "/api/shops", "/api/data-platform/../shops"), LambdaContext("a"))
    allowed = handler(event(tenant.token, "/api/shops", "/api//data-platform/x"), LambdaContext("a"))
    assert allowed["context"]["authKind"] == "api-token"


def test_unknown_route_is_404_envelope(aws, client, tenant):
    assert_envelope(client.get("/api/nothing-here", tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.request("TRACE", "/api/nothing-here", tenant.token), 404, "NOT_FOUND")


def _declared_methods() -> dict[str, set[str]]:
    methods: dict[str, set[str]] = {}
    for _, spec in declared_routes():
        methods.setdefault(spec.path, set()).add(spec.method)
    return methods


@pytest.mark.parametrize("path,declared", sorted(_declared_methods().items()))
def test_an_undeclared_method_on_a_declared_path_is_405_with_allow(aws, client, tenant, path, declared):
    """Every method a declared path does not declare answers 405 METHOD_NOT_ALLOWED in the envelope,
    with ``Allow`` listing exactly the declared methods; with or without a token (no authorizer)."""
    undeclared = [m for m in ("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE", "QUERY") if m not in declared]
    sample = re.sub(r"\{[^}]+\}", "abc", path)
    for method, token in zip(undeclared, [tenant.token, None] * len(undeclared), strict=False):
        result = client.request(method, sample, token)
        assert_envelope(result, 405, "METHOD_NOT_ALLOWED")
        assert {m.strip() for m in result.headers["Allow"].split(",")} == declared, (method, path)
    for method in declared:  # the declared methods still reach their routes
        assert client.request(method, sample, None).status != 405


def test_validation_errors_name_the_fields(tenant, client):
    result = client.get("/api/shops?page=0&pageSize=101", tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    fields = {f["field"] for f in result.json()["fieldErrors"]}
    assert fields == {"page", "pageSize"}
    result = client.get("/api/sales/summary?from=2022-13-01&to=2022-01-01&sortBy=price", tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert {"sortBy"} <= {f["field"] for f in result.json()["fieldErrors"]}
    result = client.get("/api/sales/summary?from=2022-02-01&to=2022-01-01", tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert {f["field"] for f in result.json()["fieldErrors"]} == {"from"}
    result = client.get("/api/sales/summary?to=2022-01-01", tenant.token)
    assert {f["field"] for f in result.json()["fieldErrors"]} == {"from"}
    result = client.get("/api/stock-ledger?dateFrom=yesterday", tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    result = client.get("/api/search/product-variants?limit=0", tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    ids = ",".join(f"id{i}" for i in range(101))
    result = client.get(f"/api/search/product-variants?ids={ids}", tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")


def test_gateway_responses_are_envelopes(gateway):
    for response_type, status, code in (
        ("UNAUTHORIZED", 401, "UNAUTHORIZED"),
        ("ACCESS_DENIED", 403, "FORBIDDEN"),
        ("MISSING_AUTHENTICATION_TOKEN", 404, "NOT_FOUND"),
        ("THROTTLED", 429, "RATE_LIMIT_EXCEEDED"),
        ("QUOTA_EXCEEDED", 429, "RATE_LIMIT_EXCEEDED"),
        ("BAD_REQUEST_BODY", 422, "VALIDATION_ERROR"),
        ("AUTHORIZER_FAILURE", 500, "INTERNAL_ERROR"),
        ("WAF_FILTERED", 403, "FORBIDDEN"),
        ("REQUEST_TOO_LARGE", 413, "VALIDATION_ERROR"),
        ("UNSUPPORTED_MEDIA_TYPE", 415, "VALIDATION_ERROR"),
        ("INVALID_SIGNATURE", 400, "VALIDATION_ERROR"),  # any other gateway 4xx: DEFAULT_4XX
        ("INTEGRATION_FAILURE", 500, "INTERNAL_ERROR"),
    ):
        result = gateway.gateway_response(response_type, status)
        assert result.status == status, response_type
        assert result.json()["success"] is False and result.json()["errorCode"] == code
    assert gateway.gateway_response("THROTTLED", 429).headers["Retry-After"] == "60"


def test_unexpected_error_is_500_envelope_without_internals(tenant, client, monkeypatch):
    from inventory_planning.store import catalog

    def boom(*_args, **_kwargs):
        raise RuntimeError("secret internal detail")

    monkeypatch.setattr(catalog, "all_shops", boom)
    result = client.get("/api/shops", tenant.token)
    assert_envelope(result, 500, "INTERNAL_ERROR")
    assert "secret" not in result.body


@pytest.mark.parametrize(
    "path,field",
    [
        ("/api/shops?page=0", "page"),
        ("/api/brands?pageSize=0", "pageSize"),
        ("/api/collections?pageSize=101", "pageSize"),
        ("/api/collections/" + "x" * 65, "collection_id"),
        ("/api/products?sortDirection=sideways", "sortDirection"),
        ("/api/variants?productId=", "productId"),
        ("/api/search/product-shapes?limit=101", "limit"),
        ("/api/search/product-variants?q=" + "x" * 201, "q"),
        ("/api/intelligence/stock-snapshots?page=abc", "page"),
        ("/api/stock-ledger?pageSize=-1", "pageSize"),
        ("/api/sales/summary?from=2022-01-01&to=2022-01-31&groupBy=colour", "groupBy"),
        ("/api/settings/api-tokens?status=lost", "status"),
        ("/api/approval-policies?pageSize=0", "pageSize"),
        ("/api/approval-policies/" + "x" * 65, "policy_id"),
        ("/api/planning-periods?page=0", "page"),
        ("/api/planning-periods/" + "x" * 65, "period_id"),
        ("/api/budget-envelopes?periodId=", "periodId"),
        ("/api/budget-envelopes/" + "x" * 65, "envelope_id"),
        ("/api/business-logic-rulesets?pageSize=101", "pageSize"),
        ("/api/business-logic-rulesets/" + "x" * 65, "ruleset_id"),
        ("/api/org-lists/SUPPLIERS/entries", "listType"),
        ("/api/intelligence-layer/metrics?scope=PRIVATE", "scope"),
        ("/api/intelligence-layer/metrics/" + "x" * 65, "metric_id"),
        ("/api/supplier-variant-constraints?supplierId=", "supplierId"),
        ("/api/supplier-variant-constraints/" + "x" * 65, "constraint_id"),
        ("/api/intelligence-layer/audit-log?entityType=PLANS", "entityType"),
    ],
)
def test_every_list_route_refuses_bad_parameters_with_the_field(tenant, client, path, field):
    result = client.get(path, tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert field in {f["field"] for f in result.json()["fieldErrors"]}


def test_revoke_path_id_is_validated(tenant, client):
    result = client.delete("/api/settings/api-tokens/" + "x" * 65, tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert result.json()["fieldErrors"][0]["field"] == "token_id"
