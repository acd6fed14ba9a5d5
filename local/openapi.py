"""Build the service's OpenAPI description from the functions' Powertools resolvers.

Each API function's resolver generates the OpenAPI schema of its own routes (from the route
signatures and pydantic models); this merges them into one document, adds the security schemes of
SPEC "Authentication" and, per operation, the permission its ``ROUTES`` map requires.

Usage: ``python -m local.openapi`` writes docs/openapi.json and the copy DocsFunction serves,
functions/docs/openapi.json (``make openapi``); ``--check`` fails when either is out of date.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from local.apigw import ROOT, Template, load_function_module

OUTPUT = ROOT / "docs" / "openapi.json"
BUNDLED = ROOT / "functions" / "docs" / "openapi.json"  # packaged with DocsFunction, served at /api/openapi.json
OUTPUTS = (OUTPUT, BUNDLED)
TITLE = "Inventory Planning Service API"
VERSION = "1.0.0"


ERROR_ENVELOPE: dict[str, Any] = {
    "type": "object",
    "required": ["success", "errorCode", "error"],
    "properties": {
        "success": {"type": "boolean", "const": False},
        "errorCode": {"type": "string", "description": "stable machine-readable code (SPEC Errors)"},
        "error": {"type": "string", "description": "human-readable text; may change"},
        "fieldErrors": {
            "type": "array",
            "description": "on 422: the failing fields",
            "items": {
                "type": "object",
                "properties": {"field": {"type": "string"}, "code": {"type": "string"}, "message": {"type": "string"}},
            },
        },
    },
}
ERROR_RESPONSES = {
    "401": "UNAUTHORIZED: token missing, malformed, unknown, expired or revoked",
    "422": "VALIDATION_ERROR: the failing fields are in fieldErrors",
    "429": "RATE_LIMIT_EXCEEDED: 100 requests per minute per token; see Retry-After",
}


def build(template: Template | None = None) -> dict[str, Any]:
    """The merged OpenAPI 3.1 document of every API route in template.yaml."""
    template = template or Template()
    document: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {
            "title": TITLE,
            "version": VERSION,
            "description": "Multi-tenant inventory planning for fashion retail. Errors: {success: false, errorCode, error}.",
        },
        "servers": [{"url": "http://127.0.0.1:3000", "description": "local stack (make run)"}],
        "paths": {},
        "components": {
            "schemas": {},
            "securitySchemes": {
                "BearerAuth": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "A service-account token (svc_sa_...) or a user session token (OIDC JWT).",
                },
                "InternalBearerAuth": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "Static internal token (SSM); /api/data-platform/* only.",
                },
            },
        },
    }
    for logical_id in sorted({route.function for route in template.routes}):
        code_uri, handler = template.function(logical_id)
        module, _ = load_function_module(code_uri, handler, logical_id)
        schema = json.loads(module.app.get_openapi_json_schema(title=TITLE, version=VERSION))
        document["components"]["schemas"].update((schema.get("components") or {}).get("schemas") or {})
        for path, operations in schema["paths"].items():
            for method, operation in operations.items():
                permission = module.ROUTES.get((method.upper(), path))
                if permission == "public":
                    operation["security"] = []
                else:
                    scheme = "InternalBearerAuth" if path.startswith("/api/data-platform/") else "BearerAuth"
                    operation["security"] = [{scheme: []}]
                    operation["x-required-permission"] = permission
                operation.setdefault("tags", [logical_id.removesuffix("Function")])
                for status, description in ERROR_RESPONSES.items():
                    if status == "401" and permission == "public":
                        continue
                    operation.setdefault("responses", {})[status] = {
                        "description": description,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorEnvelope"}}},
                    }
                document["paths"].setdefault(path, {})[method] = operation
    for powertools_shape in ("HTTPValidationError", "ValidationError"):  # replaced by ErrorEnvelope
        document["components"]["schemas"].pop(powertools_shape, None)
    document["components"]["schemas"]["ErrorEnvelope"] = ERROR_ENVELOPE
    document["paths"] = dict(sorted(document["paths"].items()))
    document["components"]["schemas"] = dict(sorted(document["components"]["schemas"].items()))
    return document


def render(document: dict[str, Any]) -> str:
    """Stable text form (sorted paths and schemas, two-space indent, trailing newline)."""
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when an output is out of date")
    args = parser.parse_args(argv)
    text = render(build())
    if args.check:
        stale = [path for path in OUTPUTS if not path.exists() or path.read_text() != text]
        for path in stale:
            print(f"{path.relative_to(ROOT)} is out of date: run `make openapi`", file=sys.stderr)
        return 1 if stale else 0
    for path in OUTPUTS:
        path.write_text(text)
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
