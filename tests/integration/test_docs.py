"""The OpenAPI document (authenticated) and the offline Swagger UI page (public) through the gateway."""

from __future__ import annotations

import json
import re
from pathlib import Path

import aws_lambda_powertools
import pytest

from local.apigw import ROOT

SWAGGER_UI = Path(aws_lambda_powertools.__file__).parent / "event_handler" / "openapi" / "swagger_ui"
DOCS_PAGE = {"/api/docs", "/api/docs/swagger-ui.css", "/api/docs/swagger-ui-bundle.js", "/api/docs/docs.css", "/api/docs/docs.js"}
# Routes that are not API operations, so not in the document: the docs page and its assets, the MCP gateway.
NOT_OPERATIONS = {("GET", path) for path in DOCS_PAGE} | {("POST", "/mcp")}


def _csp(headers: dict[str, str]) -> dict[str, list[str]]:
    policy = headers["Content-Security-Policy"]
    return {part.split()[0]: part.split()[1:] for part in (p.strip() for p in policy.split(";")) if part}


def test_openapi_document_needs_a_token(aws, client):
    result = client.get("/api/openapi.json")
    assert result.status == 401
    assert result.json()["errorCode"] == "UNAUTHORIZED"
    assert "openapi" not in result.body


def test_openapi_document_refuses_the_internal_token(tenant, client):
    from tests.helpers.aws import INTERNAL_TOKEN

    result = client.get("/api/openapi.json", INTERNAL_TOKEN)
    assert result.status == 401 and result.json()["errorCode"] == "UNAUTHORIZED"


@pytest.mark.parametrize("scheme", ["token", "session_token"])
def test_openapi_document_for_any_authenticated_caller(tenant, client, gateway, scheme):
    result = client.get("/api/openapi.json", getattr(tenant, scheme))
    assert result.status == 200, result.body
    assert result.headers["Content-Type"] == "application/json"
    assert result.headers["RateLimit-Limit"] == "100"  # counted like every authenticated request
    document = result.json()
    assert document == json.loads((ROOT / "docs" / "openapi.json").read_text())
    assert document["openapi"].startswith("3.1")
    assert set(document["components"]["securitySchemes"]) == {"BearerAuth", "InternalBearerAuth"}
    operations = {(method.upper(), path) for path, item in document["paths"].items() for method in item}
    routes = {(r.method, r.resource) for r in gateway.template.routes if (r.method, r.resource) not in NOT_OPERATIONS}
    assert operations == routes
    assert ("GET", "/api/openapi.json") in operations and ("GET", "/api/shops") in operations


def test_openapi_document_without_any_permission(aws, issuer, client):
    from tests.helpers.aws import make_tenant

    weak = make_tenant(issuer, "Weak", permissions=["inventoryPlans.view"])
    assert client.get("/api/openapi.json", weak.token).status == 200


def test_docs_page_is_public_html_with_a_self_only_policy(aws, client):
    result = client.get("/api/docs")
    assert result.status == 200
    assert result.headers["Content-Type"] == "text/html; charset=utf-8"
    assert "RateLimit-Limit" not in result.headers  # no identity, no rate-limit write
    csp = _csp(result.headers)
    assert csp["default-src"] == ["'none'"]
    for directive in ("script-src", "style-src", "connect-src"):
        assert csp[directive] == ["'self'"], directive
    assert csp["img-src"] == ["'self'", "data:"]  # Swagger UI's stylesheet embeds its icons as data: URIs
    assert csp["frame-ancestors"] == ["'none'"]
    assert result.headers["X-Content-Type-Options"] == "nosniff"
    assert result.headers["Cache-Control"] == "no-store"
    html = result.body
    assert 'id="token-input"' in html and 'id="swagger-ui"' in html
    # No inline script or style (the policy would block them), every reference relative to /api/docs.
    assert re.findall(r"<script\b[^>]*>", html) == [
        '<script src="docs/swagger-ui-bundle.js" defer>',
        '<script src="docs/docs.js" defer>',
    ]
    assert "<style" not in html and not re.search(r"\s(style|on[a-z]+)=", html)
    references = re.findall(r'(?:src|href)="([^"]*)"', html)
    assert sorted(references) == sorted(
        ["data:,", "docs/swagger-ui.css", "docs/docs.css", "docs/swagger-ui-bundle.js", "docs/docs.js"]
    )


def test_docs_page_holds_no_data(tenant, client):
    html = client.get("/api/docs").body
    for secret in (tenant.token, tenant.organization_id, tenant.name, "/api/shops"):
        assert secret not in html


@pytest.mark.parametrize(
    "path, content_type, source",
    [
        ("/api/docs/swagger-ui.css", "text/css; charset=utf-8", SWAGGER_UI / "swagger-ui.min.css"),
        ("/api/docs/swagger-ui-bundle.js", "text/javascript; charset=utf-8", SWAGGER_UI / "swagger-ui-bundle.min.js"),
        ("/api/docs/docs.css", "text/css; charset=utf-8", ROOT / "functions" / "docs" / "static" / "docs.css"),
        ("/api/docs/docs.js", "text/javascript; charset=utf-8", ROOT / "functions" / "docs" / "static" / "docs.js"),
    ],
)
def test_docs_assets_are_public_and_typed(aws, client, path, content_type, source):
    result = client.get(path)
    assert result.status == 200
    assert result.headers["Content-Type"] == content_type
    assert result.headers["X-Content-Type-Options"] == "nosniff"
    assert result.headers["Cache-Control"].startswith("public, max-age=")
    assert result.body == source.read_text(encoding="utf-8")


def test_swagger_ui_is_the_packaged_copy_not_a_cdn(aws, client):
    bundle = client.get("/api/docs/swagger-ui-bundle.js").body
    assert "SwaggerUIBundle" in bundle and len(bundle) > 500_000
    script = client.get("/api/docs/docs.js").body
    assert "requestInterceptor" in script and '"/api/openapi.json"' in script
    assert "localStorage" not in script and "sessionStorage" not in script and "document.cookie" not in script


@pytest.mark.parametrize("path", ["/api/docs/other.js", "/api/docs/../openapi.json", "/api/docs/swagger-ui.min.css"])
def test_unknown_docs_paths_are_404(aws, client, path):
    result = client.get(path)
    assert result.status == 404
    assert result.json() == {"success": False, "errorCode": "NOT_FOUND", "error": "No such route"}


def test_trailing_slash_redirects_to_the_page(aws, gateway):
    """API Gateway passes ``/api/docs/`` to the function; the page's relative URLs need ``/api/docs``."""
    from local.apigw import LambdaContext

    event = json.loads((ROOT / "events" / "docs_page.json").read_text())
    event["path"] = "/api/docs/"
    response = gateway.handler("DocsFunction")(event, LambdaContext("docs"))
    assert response["statusCode"] == 308
    headers = {**(response.get("headers") or {}), **{k: v[0] for k, v in (response.get("multiValueHeaders") or {}).items()}}
    assert headers["Location"] == "../docs"


def test_sample_events_run_against_the_handler(tenant, gateway):
    from local.apigw import LambdaContext

    page = json.loads((ROOT / "events" / "docs_page.json").read_text())
    response = gateway.handler("DocsFunction")(page, LambdaContext("docs"))
    assert response["statusCode"] == 200 and response["body"].startswith("<!DOCTYPE html>")
    document = json.loads((ROOT / "events" / "docs_openapi.json").read_text())
    document["requestContext"]["authorizer"]["organizationId"] = tenant.organization_id
    response = gateway.handler("DocsFunction")(document, LambdaContext("docs"))
    assert response["statusCode"] == 200
    assert json.loads(response["body"])["info"]["title"] == "Inventory Planning Service API"
