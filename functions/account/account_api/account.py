"""Account routes: health, whoami, and service-account tokens (settings area).

Routes are declared once on :data:`router` (path, permission, errors, response model); the token
rules are in :mod:`inventory_planning.services.account.tokens`.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import AUTHENTICATED, PUBLIC, current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize, page_meta, slice_page
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy
from inventory_planning.contracts.account import ApiToken, CreatedApiToken, Health, Whoami
from inventory_planning.domain.permissions import ALL_PERMISSIONS
from inventory_planning.domain.text import stripped_body
from inventory_planning.kernel import clock
from inventory_planning.services.account import organizations, tokens
from pydantic import BaseModel, Field

if TYPE_CHECKING:
    from inventory_planning.services.members import admin as members
else:
    members = lazy("inventory_planning.services.members.admin")  # a session's whoami only (decision 0046)

VERSION = "1.0.0"
SETTINGS_EDIT = "org.settings.edit"
router = ApiRouter(tag="Account")
Permission = Literal[tuple(sorted(ALL_PERMISSIONS))]  # the document lists them (enum); valid-type is off here (pyproject)


class CreateTokenRequest(BaseModel):
    """Body of POST /api/settings/api-tokens."""

    model_config = stripped_body(defer_build=True)  # built on the route's first request (decision 0013)
    name: str = Field(min_length=1, max_length=255)
    description: str | None = Field(default=None, max_length=1000)
    permissions: list[Permission] = Field(min_length=1, max_length=64)
    expiresAt: datetime | None = Field(
        default=None, description="ISO 8601 with a timezone; omit or null for a token that never expires; at most 365 days ahead"
    )
    shopIds: list[Annotated[str, Field(min_length=1, max_length=64)]] | None = Field(
        default=None, min_length=1, max_length=100,
        description="the shops of a shop-scoped token (shops.viewAssigned without shops.viewAll): required, refused otherwise",
    )  # fmt: skip


@router.get("/api/health", operation_id="getHealth", permission=PUBLIC)
def health() -> One[Health]:
    """Liveness: no authentication, no dependency call."""
    return One(data=Health(status="ok", version=VERSION, time=clock.wall_now().isoformat()))


@router.get("/api/auth/whoami", operation_id="getWhoami", permission=AUTHENTICATED)
def whoami() -> One[Whoami]:
    """The caller's identity (SPEC "Whoami identity")."""
    identity = current_identity(router)
    organization = organizations.get_organization(identity.org)
    data = Whoami(
        authKind=identity.auth_kind,  # type: ignore[arg-type]  # a str; pydantic checks it against the Literal
        organizationId=identity.org,
        organizationName=organization.name if organization else None,
        effectivePermissions=sorted(identity.permissions),
    )
    if identity.auth_kind == "api-token":
        data.tokenId, data.tokenName, data.tokenExpiresAt = identity.token_id, identity.token_name, identity.token_expires_at
    else:
        data.userId, data.email, data.name, data.roles = identity.user_id, identity.email, identity.name, list(identity.roles)
    if identity.shop_scope is not None:
        data.shopIds = sorted(identity.shop_scope)
    if identity.auth_kind == "user-session":
        data.availableOrganizationIds = members.available_organization_ids(identity.email) or [identity.org]
        data.teamIds = members.team_ids(identity.org, identity.principal_id)
    return One(data=data)


@router.get("/api/settings/api-tokens", operation_id="listApiTokens", permission=SETTINGS_EDIT)
def list_tokens(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Annotated[Literal["active", "expired", "revoked"] | None, Query()] = None,
) -> PageOf[ApiToken]:
    """The organization's service-account tokens, newest first, optionally of one status.

    The plaintext is never shown again: ``lastChars`` only.
    """
    records = tokens.list_tokens(current_identity(router).org, status)
    return PageOf(data=slice_page(records, page, page_size), **page_meta(page, page_size, len(records)))  # type: ignore[arg-type]  # the record reads the service's record by attribute (decision 0026)


@router.post(
    "/api/settings/api-tokens",
    operation_id="createApiToken",
    permission=SETTINGS_EDIT,
    status=201,
    creates=False,  # never replayed: a replay would have to store the plaintext (decision 0014)
    errors=[(409, "TOKEN_LIMIT_REACHED"), (409, "CONCURRENT_MODIFICATION")],
)
def create_token(body: Annotated[CreateTokenRequest, Body()]) -> One[CreatedApiToken]:
    """Create a service-account token; the response carries the plaintext ``token`` once.

    422 for unknown permissions or an expiry in the past or beyond 365 days; 403 when the caller
    asks for a permission it does not hold itself; 409 TOKEN_LIMIT_REACHED at 50 active tokens.
    """
    identity = current_identity(router)
    caller = tokens.Caller(identity.org, identity.principal_id, identity.auth_kind, identity.permissions, identity.shop_scope)
    return One(data=tokens.create_token(caller, body.name, body.description, body.permissions, body.expiresAt, body.shopIds))  # type: ignore[arg-type]  # the record reads the service's record by attribute (decision 0026)


@router.delete("/api/settings/api-tokens/{token_id}", operation_id="revokeApiToken", permission=SETTINGS_EDIT)
def revoke_token(token_id: Annotated[str, Path(min_length=1, max_length=64)]) -> One[ApiToken]:
    """Revoke a token, and the tokens it created (recursively); their next request gets 401.

    404 for an unknown or another organization's token.
    """
    identity = current_identity(router)
    revoked = tokens.revoke_token(identity.org, token_id, identity.principal_id, actor_of(identity))
    return One(data=revoked)  # type: ignore[arg-type]  # the record reads the service's record by attribute (decision 0026)


class UpdateTokenRequest(BaseModel):
    """Body of PATCH /api/settings/api-tokens/{id}: any of ``name``, ``description``, ``expiresAt``."""

    model_config = stripped_body(defer_build=True)
    name: str = Field(default=None, min_length=1, max_length=255)  # type: ignore[assignment]  # absent = unchanged; null is refused
    description: str | None = Field(default=None, max_length=1000)
    expiresAt: datetime | None = Field(
        default=None,
        description="ISO 8601 with a timezone, at most 365 days ahead, never after the creating token's expiry; null: never",
    )


@router.patch(
    "/api/settings/api-tokens/{token_id}",
    operation_id="updateApiToken",
    permission=SETTINGS_EDIT,
    errors=[(404, "NOT_FOUND"), (409, "TOKEN_REVOKED"), (409, "CONCURRENT_MODIFICATION")],
)
def update_token(
    token_id: Annotated[str, Path(min_length=1, max_length=64)], body: Annotated[UpdateTokenRequest, Body()]
) -> One[ApiToken]:
    """Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
    shops stay as created. The expiry follows creation's rules (422): never later than the creating
    token's. Audited (who, what, when). 404 for another organization's token; 409 TOKEN_REVOKED.

    For agents: send only the fields to change; shortening a token's expiry shortens the tokens it created too.
    """
    identity = current_identity(router)
    caller = tokens.Caller(identity.org, identity.principal_id, identity.auth_kind, identity.permissions, identity.shop_scope)
    changes = {{"expiresAt": "expires_at"}.get(k, k): getattr(body, k) for k in body.model_fields_set}
    return One(data=tokens.update_token(caller, token_id, changes))  # type: ignore[arg-type]  # the record reads the service's record by attribute (decision 0026)
