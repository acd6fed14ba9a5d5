"""Records of the data-platform organization endpoints (POST /api/data-platform/organizations)."""

from __future__ import annotations

from pydantic import Field

from inventory_planning.contracts.schemas import Record


class ProvisionedOrganization(Record):
    """A new organization and its first service-account token (every permission; shown once)."""

    organizationId: str
    organizationName: str
    tokenId: str
    token: str = Field(pattern=r"^svc_sa_[A-Za-z0-9_-]{43}$", description="the plaintext, shown in this response only")
    permissions: list[str] = Field(description="every permission of the service")
