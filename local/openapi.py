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
import os
import sys
from typing import Any

from local.apigw import ROOT, Template, load_function_module

OUTPUT = ROOT / "docs" / "openapi.json"
BUNDLED = ROOT / "functions" / "docs" / "openapi.json"  # packaged with DocsFunction, served at /api/openapi.json
OUTPUTS = (OUTPUT, BUNDLED)
TITLE = "Inventory Planning Service API"
VERSION = "1.0.0"


TAGS = [
    {"name": "Account", "description": "Health, the caller's identity, service-account tokens"},
    {"name": "Catalogue", "description": "Shops, brands, collections, products, ProductVariants, catalogue search"},
    {"name": "Analytics", "description": "Stock snapshots, stock ledger, sales summary"},
    {
        "name": "Configuration",
        "description": "Approval policies, planning periods, budget envelopes, rulesets, org lists, "
        "metrics, supplier-variant constraints, audit log",
    },
    {"name": "Docs", "description": "This document and its Swagger UI page"},
    {"name": "Data platform", "description": "Internal-token routes for the data platform (InternalBearerAuth)"},
]
IDEMPOTENCY_KEY_PARAMETER = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": False,
    "description": "Retrying with the same key and body returns the first response (Idempotent-Replayed: true) and "
    "writes nothing; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 "
    "IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are kept 24 hours, per token and route.",
    "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[ -~]+$"},
}
POWERTOOLS_SHAPES = ("HTTPValidationError", "ValidationError", "ResponseValidationError")


def _schemes() -> dict[str, Any]:
    """The two bearer schemes, for Powertools' check that every route's security names one (the
    document's own descriptions are set below); built here, not in the functions' cold start."""
    from aws_lambda_powertools.event_handler.openapi.models import HTTPBearer

    return {"BearerAuth": HTTPBearer(), "InternalBearerAuth": HTTPBearer()}


def _error_envelope_schema() -> dict[str, Any]:
    from inventory_planning.api.schemas import ErrorEnvelope

    schema = ErrorEnvelope.model_json_schema(ref_template="#/components/schemas/{model}")
    defs = schema.pop("$defs", {})
    return {"ErrorEnvelope": schema, **defs}


def build(template: Template | None = None) -> dict[str, Any]:
    """The merged OpenAPI 3.1 document of every API route in template.yaml.

    Each function's resolver documents its declared routes (operationId, tag, security, success
    and error responses, parameters and bodies with their constraints); this merges them, adds the
    error envelope, the security schemes and the tags, and puts the envelope on every 500.
    """
    template = template or Template()
    document: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {
            "title": TITLE,
            "version": VERSION,
            "description": (
                "Multi-tenant inventory planning for fashion retail. Every request but GET /api/health carries "
                "`Authorization: Bearer <token>`. Successes answer `{success: true, data}` (or the list shape of the "
                "route); errors answer `{success: false, errorCode, error, fieldErrors?}`. 100 requests per rolling "
                "minute per token. POSTs that create something accept an `Idempotency-Key` header."
            ),
        },
        "servers": [{"url": "/", "description": "this server"}],
        "tags": TAGS,
        "paths": {},
        "components": {
            "schemas": {},
            "securitySchemes": {
                "BearerAuth": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "A service-account token (svc_sa_ + 43 URL-safe base64 characters) or a user session "
                    "token (OIDC JWT).",
                },
                "InternalBearerAuth": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "Static internal token (SSM Parameter Store); /api/data-platform/* only.",
                },
            },
        },
    }
    for logical_id in sorted({route.function for route in template.routes}):
        code_uri, handler = template.function(logical_id)
        module, _ = load_function_module(code_uri, handler, logical_id)
        schema = json.loads(module.app.get_openapi_json_schema(title=TITLE, version=VERSION, security_schemes=_schemes()))
        document["components"]["schemas"].update((schema.get("components") or {}).get("schemas") or {})
        specs = {spec.key: spec for spec in module.app.specs}
        for path, operations in schema["paths"].items():
            for method, operation in operations.items():
                spec = specs[(method.upper(), path)]
                operation["security"] = [] if spec.public else [{"InternalBearerAuth" if spec.internal else "BearerAuth": []}]
                if spec.creates:
                    operation.setdefault("parameters", []).append(IDEMPOTENCY_KEY_PARAMETER)
                responses = operation.setdefault("responses", {})
                for status in [s for s, r in responses.items() if "HTTPValidationError" in json.dumps(r)]:
                    del responses[status]  # Powertools' default 422 on a route that declares none
                for status, response in responses.items():
                    if status == "500" or "ResponseValidationError" in json.dumps(response):
                        responses[status] = {
                            "description": "INTERNAL_ERROR (unexpected server error)",
                            "content": {"application/json": {"schema": _narrowed(["INTERNAL_ERROR"])}},
                        }
                document["paths"].setdefault(path, {})[method] = operation
    for powertools_shape in POWERTOOLS_SHAPES:  # replaced by ErrorEnvelope
        document["components"]["schemas"].pop(powertools_shape, None)
    document["components"]["schemas"].update(_error_envelope_schema())
    for schema in document["components"]["schemas"].values():
        # Powertools renders models in validation mode, where a defaulted field is optional; every
        # response carries ``success`` (the envelopes' Literal default), so the document requires it.
        if "success" in (schema.get("properties") or {}) and "success" not in schema.setdefault("required", []):
            schema["required"].insert(0, "success")
    document["paths"] = dict(sorted(document["paths"].items()))
    document["components"]["schemas"] = dict(sorted(document["components"]["schemas"].items()))
    return document


def _narrowed(codes: list[str]) -> dict[str, Any]:
    return {
        "allOf": [
            {"$ref": "#/components/schemas/ErrorEnvelope"},
            {"type": "object", "properties": {"errorCode": {"type": "string", "enum": codes}}},
        ]
    }


def render(document: dict[str, Any]) -> str:
    """Stable text form (sorted paths and schemas, two-space indent, trailing newline)."""
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _local_settings() -> None:
    """Give the handlers, which validate their settings at import, the local stack's environment
    where the caller set none (nothing is called: the document is built from the resolvers)."""
    from local.stack import HOST, handler_environment

    issuer = f"http://{HOST}:3000/local-oidc"
    env = handler_environment(
        dynamodb_url=f"http://{HOST}:8000", aws_url=f"http://{HOST}:5000", jwks_url=f"{issuer}/jwks.json", oidc_issuer=issuer
    )
    for key, value in env.items():
        os.environ.setdefault(key, value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when an output is out of date")
    args = parser.parse_args(argv)
    _local_settings()
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
