"""API documentation: the OpenAPI document and an offline Swagger UI page.

Routes (permission):
- GET /api/openapi.json (any authenticated caller): the service's OpenAPI 3.1 document, the copy
  of docs/openapi.json that ``make openapi`` writes beside this file (``openapi.json``).
- GET /api/docs (none): the Swagger UI page. It holds no data: it asks for a token, then loads the
  document with it (static/docs.js).
- GET /api/docs/swagger-ui.css, /api/docs/swagger-ui-bundle.js (none): Swagger UI itself, read
  from the copy packaged inside aws_lambda_powertools (the shared layer): no CDN, no internet.
- GET /api/docs/docs.css, /api/docs/docs.js (none): the page's own style and script (static/).

docs/decisions/0015-api-docs-page.md says how this is served when deployed.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
import json
from functools import cache
from pathlib import Path
from typing import Any

import aws_lambda_powertools
from aws_lambda_powertools.event_handler import Response
from inventory_planning.api.app import AUTHENTICATED, PUBLIC, create_app, make_handler
from inventory_planning.api.routes import ApiRouter

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

router = ApiRouter(tag="Docs")


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


@cache
def _document() -> dict[str, Any]:
    return json.loads(_read(DOCUMENT))


@router.get("/api/openapi.json", operation_id="getOpenApiDocument", permission=AUTHENTICATED)
def openapi_document() -> Response[dict[str, Any]]:
    """This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

    The bundled copy that ``make openapi`` writes beside the function; not cached by clients.
    """
    return Response(status_code=200, content_type="application/json", body=_document(), headers={"Cache-Control": "no-store"})


@router.get("/api/docs", operation_id="getDocsPage", permission=PUBLIC, documented=False)
def page() -> Response[str]:
    """The Swagger UI page (static HTML, no data), with a Content-Security-Policy of 'self' only.

    ``/api/docs/`` (API Gateway passes the trailing slash) is redirected to ``/api/docs`` so that the
    page's relative asset URLs resolve under the stage prefix.
    """
    if router.current_event.path.endswith("/"):
        return Response(status_code=308, content_type="text/plain; charset=utf-8", body="", headers={"Location": "../docs"})
    html = _read(STATIC / "index.html")
    return Response(status_code=200, content_type="text/html; charset=utf-8", body=html, headers=PAGE_HEADERS)


@router.get("/api/docs/swagger-ui.css", operation_id="getDocsSwaggerCss", permission=PUBLIC, documented=False)
def swagger_ui_css() -> Response[str]:
    """Swagger UI's stylesheet, from the aws_lambda_powertools package."""
    return _asset("swagger-ui.css")


@router.get("/api/docs/swagger-ui-bundle.js", operation_id="getDocsSwaggerBundle", permission=PUBLIC, documented=False)
def swagger_ui_bundle() -> Response[str]:
    """Swagger UI's script bundle, from the aws_lambda_powertools package."""
    return _asset("swagger-ui-bundle.js")


@router.get("/api/docs/docs.css", operation_id="getDocsCss", permission=PUBLIC, documented=False)
def page_css() -> Response[str]:
    """The page's own stylesheet (token prompt)."""
    return _asset("docs.css")


@router.get("/api/docs/docs.js", operation_id="getDocsScript", permission=PUBLIC, documented=False)
def page_js() -> Response[str]:
    """The page's script: asks for the token, then starts Swagger UI with it."""
    return _asset("docs.js")


app = create_app("Docs")
app.include(router)
lambda_handler = make_handler(app)
