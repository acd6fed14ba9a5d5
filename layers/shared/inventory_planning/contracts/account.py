"""Records of the account endpoints: health, whoami (SPEC "Whoami identity"), service-account tokens."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from inventory_planning.contracts.schemas import Record


class Health(Record):
    """``GET /api/health``: the service answers."""

    status: Literal["ok"]
    version: str
    time: str = Field(description="server time, ISO 8601 UTC")


class Whoami(Record):
    """SPEC "Whoami identity": user-session fields or api-token fields, by ``authKind``."""

    authKind: Literal["user-session", "api-token"]
    organizationId: str
    organizationName: str | None
    effectivePermissions: list[str]
    userId: str | None = None
    email: str | None = None
    name: str | None = None
    roles: list[str] | None = None
    tokenId: str | None = None
    tokenName: str | None = None
    tokenExpiresAt: str | None = None
    shopIds: list[str] | None = Field(None, description="a shop-scoped caller's assigned shops (absent: every shop)")
    availableOrganizationIds: list[str] | None = Field(
        None, description="a session's person: the organizations where they are an INVITED or ACTIVE member"
    )
    teamIds: list[str] | None = Field(None, description="a session's person: the teams listing them in this organization")


class ApiToken(Record):
    """A service-account token as listed: never the plaintext, only ``lastChars``."""

    id: str
    name: str
    description: str | None
    permissions: list[str]
    lastChars: str = Field(description="the last 4 characters of the token")
    createdAt: str
    createdBy: str | None
    createdByKind: str | None
    expiresAt: str | None
    revokedAt: str | None
    status: Literal["active", "expired", "revoked"]
    shopIds: list[str] | None = Field(None, description="the shops a shop-scoped token sees (null: every shop)")
    revokedReason: str | None = Field(
        None,
        description="why it was revoked: REVOKED (by a caller), CREATOR_REVOKED (with its creator), CREATOR_REMOVED (rule 7)",
    )


class CreatedApiToken(ApiToken):
    """A token just created: the plaintext ``token`` is in this response only."""

    token: str = Field(pattern=r"^svc_sa_[A-Za-z0-9_-]{43}$", description="the plaintext, shown once")
