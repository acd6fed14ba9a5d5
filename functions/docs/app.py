"""API documentation: the OpenAPI document and an offline Swagger UI page.

Routes (permission):
- GET /api/openapi.json (any authenticated caller): the service's OpenAPI 3.1 document, the copy
  of docs/openapi.json that ``make openapi`` writes beside this file (``openapi.json``).
- GET /api/docs (none): the Swagger UI page. It holds no data: it asks for a token, then loads the
  document with it (static/docs.js).
- GET /api/docs/swagger-ui.css, /api/docs/swagger-ui-bundle.js (none): Swagger UI itself, read
  from the copy packaged inside aws_lambda_powertools (the shared layer): no CDN, no internet.
- GET /api/docs/docs.css, /api/docs/docs.js (none): the page's own style and script (static/).

docs/decisions/0011-api-docs-page.md says how this is served when deployed.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import aws_lambda_powertools
from aws_lambda_powertools.event_handler import Response
from inventory_planning.api.app import AUTHENTICATED, PUBLIC, create_app, make_handler

HERE = Path(__file__).resolve().parent
STATIC = HERE / "static"
DOCUMENT = HERE / "openapi.json"
SWAGGER_UI = Path(aws_lambda_powertools.__file__).resolve().parent / "event_handler" / "openapi" / "swagger_ui"

# The page and its script fetch only from this origin; Swagger UI's CSS carries its icons as data: URIs.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
PAGE_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
ASSET_CACHE_CONTROL = "public, max-age=3600"

# URL name under /api/docs/ -> (file, Content-Type).
ASSETS: dict[str, tuple[Path, str]] = {
    "swagger-ui.css": (SWAGGER_UI / "swagger-ui.min.css", "text/css; charset=utf-8"),
    "swagger-ui-bundle.js": (SWAGGER_UI / "swagger-ui-bundle.min.js", "text/javascript; charset=utf-8"),
    "docs.css": (STATIC / "docs.css", "text/css; charset=utf-8"),
    "docs.js": (STATIC / "docs.js", "text/javascript; charset=utf-8"),
}

app = create_app("docs")


@cache
def _read(path: Path) -> str:
    """A packaged file's text, read once per execution environment (files of up to ~1.3 MB)."""
    return path.read_text(encoding="utf-8")


def _asset(name: str) -> Response:
    path, content_type = ASSETS[name]
    return Response(
        status_code=200,
        content_type=content_type,
        body=_read(path),
        headers={"Cache-Control": ASSET_CACHE_CONTROL, "X-Content-Type-Options": "nosniff"},
    )


@app.get(
    "/api/openapi.json",
    operation_id="getOpenApiDocument",
    summary="The OpenAPI document",
    description="This service's OpenAPI 3.1 document (the one /api/docs shows).",
    responses={200: {"description": "The OpenAPI document", "content": {"application/json": {"schema": {"type": "object"}}}}},
)
def openapi_document() -> Response[str]:
    """The bundled OpenAPI document, as generated (application/json, not cached by clients)."""
    return Response(
        status_code=200, content_type="application/json", body=_read(DOCUMENT), headers={"Cache-Control": "no-store"}
    )


@app.get("/api/docs", include_in_schema=False)
def page() -> Response[str]:
    """The Swagger UI page (static HTML, no data), with a Content-Security-Policy of 'self' only.

    ``/api/docs/`` (API Gateway passes the trailing slash) is redirected to ``/api/docs`` so that the
    page's relative asset URLs resolve under the stage prefix.
    """
    if app.current_event.path.endswith("/"):
        return Response(status_code=308, content_type="text/plain; charset=utf-8", body="", headers={"Location": "../docs"})
    html = _read(STATIC / "index.html")
    return Response(status_code=200, content_type="text/html; charset=utf-8", body=html, headers=PAGE_HEADERS)


@app.get("/api/docs/swagger-ui.css", include_in_schema=False)
def swagger_ui_css() -> Response[str]:
    """Swagger UI's stylesheet, from the aws_lambda_powertools package."""
    return _asset("swagger-ui.css")


@app.get("/api/docs/swagger-ui-bundle.js", include_in_schema=False)
def swagger_ui_bundle() -> Response[str]:
    """Swagger UI's script bundle, from the aws_lambda_powertools package."""
    return _asset("swagger-ui-bundle.js")


@app.get("/api/docs/docs.css", include_in_schema=False)
def page_css() -> Response[str]:
    """The page's own stylesheet (token prompt)."""
    return _asset("docs.css")


@app.get("/api/docs/docs.js", include_in_schema=False)
def page_js() -> Response[str]:
    """The page's script: asks for the token, then starts Swagger UI with it."""
    return _asset("docs.js")


ROUTES = {
    ("GET", "/api/openapi.json"): AUTHENTICATED,
    ("GET", "/api/docs"): PUBLIC,
    ("GET", "/api/docs/swagger-ui.css"): PUBLIC,
    ("GET", "/api/docs/swagger-ui-bundle.js"): PUBLIC,
    ("GET", "/api/docs/docs.css"): PUBLIC,
    ("GET", "/api/docs/docs.js"): PUBLIC,
}

lambda_handler = make_handler(app, ROUTES)
