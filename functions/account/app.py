"""Account endpoints: health, whoami, and service-account tokens (settings area).

Routes (permission):
- GET /api/health (none)
- GET /api/auth/whoami (any authenticated caller)
- GET /api/settings/api-tokens, POST /api/settings/api-tokens,
  DELETE /api/settings/api-tokens/{id} (org.settings.edit, the admin permission)
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import AUTHENTICATED, PUBLIC, create_app, current_identity, make_handler
from inventory_planning.api.errors import Conflict, Forbidden, NotFound, ValidationFailed, field_error
from inventory_planning.api.pagination import Page, PageSize, page_meta, slice_page
from inventory_planning.domain import tokens as token_rules
from inventory_planning.domain.permissions import unknown_permissions
from inventory_planning.store import accounts
from pydantic import BaseModel, ConfigDict, Field

VERSION = "1.0.0"
app = create_app("account")


class CreateTokenRequest(BaseModel):
    """Body of POST /api/settings/api-tokens."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    name: str = Field(min_length=1, max_length=255)
    description: str | None = Field(default=None, max_length=1000)
    permissions: list[str] = Field(min_length=1, max_length=64)
    expiresAt: datetime | None = Field(
        default=None, description="ISO 8601; omit or null for a token that never expires; at most 365 days ahead"
    )


def _token_view(item: Any, now: datetime) -> dict[str, Any]:
    if item.revoked_at is not None:
        status = "revoked"
    elif item.expires_at is not None and item.expires_at <= now:
        status = "expired"
    else:
        status = "active"
    return {
        "id": item.token_id,
        "name": item.name,
        "description": item.description,
        "permissions": list(item.permissions or []),
        "lastChars": item.last_chars,
        "createdAt": item.created_at.isoformat(),
        "createdBy": item.created_by,
        "createdByKind": item.created_by_kind,
        "expiresAt": item.expires_at.isoformat() if item.expires_at else None,
        "revokedAt": item.revoked_at.isoformat() if item.revoked_at else None,
        "status": status,
    }


@app.get("/api/health")
def health() -> dict[str, Any]:
    """Liveness: no authentication, no dependency call."""
    return {"success": True, "data": {"status": "ok", "version": VERSION, "time": datetime.now(UTC).isoformat()}}


@app.get("/api/auth/whoami")
def whoami() -> dict[str, Any]:
    """The caller's identity (SPEC "Whoami identity")."""
    identity = current_identity(app)
    organization = accounts.get_organization(identity.org)
    data: dict[str, Any] = {
        "authKind": identity.auth_kind,
        "organizationId": identity.organization_id,
        "organizationName": organization.name if organization else None,
        "effectivePermissions": sorted(identity.permissions),
    }
    if identity.auth_kind == "api-token":
        data.update(tokenId=identity.token_id, tokenName=identity.token_name, tokenExpiresAt=identity.token_expires_at)
    else:
        data.update(userId=identity.user_id, email=identity.email, name=identity.name, roles=list(identity.roles))
    return {"success": True, "data": data}


@app.get("/api/settings/api-tokens")
def list_tokens(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Annotated[Literal["active", "expired", "revoked"] | None, Query()] = None,
) -> dict[str, Any]:
    """The organization's tokens, newest first, optionally of one status; the plaintext is never
    shown again. ``{success, data: [...], page, pageSize, total}``."""
    identity = current_identity(app)
    now = datetime.now(UTC)
    views = [_token_view(t, now) for t in accounts.list_tokens(identity.org)]
    if status:
        views = [v for v in views if v["status"] == status]
    return {"success": True, "data": slice_page(views, page, page_size), **page_meta(page, page_size, len(views))}


@app.post("/api/settings/api-tokens")
def create_token(body: Annotated[CreateTokenRequest, Body()]) -> tuple[dict[str, Any], int]:
    """Create a service-account token; the response carries the plaintext ``token`` once.

    Errors: 422 for unknown permissions or an expiry in the past or beyond 365 days; 403 when the
    caller asks for a permission it does not hold itself; 409 TOKEN_LIMIT_REACHED at 50 active.
    """
    identity = current_identity(app)
    now = datetime.now(UTC)
    errors = []
    unknown = unknown_permissions(body.permissions)
    if unknown:
        errors.append(field_error("permissions", f"unknown permissions: {', '.join(unknown)}", "unknown_permission"))
    reason = token_rules.expiry_error(body.expiresAt, now)
    if reason:
        errors.append(field_error("expiresAt", reason, "invalid_expiry"))
    if errors:
        raise ValidationFailed(errors)
    beyond = sorted(set(body.permissions) - identity.permissions)
    if beyond:
        raise Forbidden(f"A token cannot be given permissions its creator lacks: {', '.join(beyond)}")
    try:
        record, plaintext = accounts.create_token(
            identity.org, body.name, body.description, sorted(set(body.permissions)), body.expiresAt,
            identity.principal_id, identity.auth_kind,
        )
    except accounts.TokenLimitReached:
        raise Conflict("TOKEN_LIMIT_REACHED", "The organization already has 50 active service-account tokens") from None
    except accounts.ConcurrentChange:
        raise Conflict("CONCURRENT_MODIFICATION", "Another token was created at the same time; retry") from None
    view = _token_view(record, now)
    view["token"] = plaintext
    return {"success": True, "data": view}, 201


@app.delete("/api/settings/api-tokens/<token_id>")
def revoke_token(token_id: Annotated[str, Path(min_length=1, max_length=64)]) -> dict[str, Any]:
    """Revoke a token, and the tokens it created (recursively); their next request gets 401.

    404 for an unknown or another organization's token.
    """
    identity = current_identity(app)
    record = accounts.revoke_token(identity.org, token_id, identity.principal_id)
    if record is None:
        raise NotFound("Token not found")
    return {"success": True, "data": _token_view(record, datetime.now(UTC))}


ROUTES = {
    ("GET", "/api/health"): PUBLIC,
    ("GET", "/api/auth/whoami"): AUTHENTICATED,
    ("GET", "/api/settings/api-tokens"): "org.settings.edit",
    ("POST", "/api/settings/api-tokens"): "org.settings.edit",
    ("DELETE", "/api/settings/api-tokens/{token_id}"): "org.settings.edit",
}

lambda_handler = make_handler(app, ROUTES)
