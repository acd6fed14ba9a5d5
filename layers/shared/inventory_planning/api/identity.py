"""The caller's identity, as resolved by the authorizer and passed in the request context.

The authorizer (functions/authorizer) puts string values in ``requestContext.authorizer``; this
module turns them back into an :class:`Identity`. The organization always comes from here, never
from the request body, path or query.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.api.errors import Forbidden, Unauthorized
from inventory_planning.domain.figures import FigureAccess, figure_access
from inventory_planning.kernel.actors import Actor

USER_SESSION = "user-session"
API_TOKEN = "api-token"  # noqa: S105 - an auth kind, not a secret
INTERNAL = "internal"


@dataclass(frozen=True)
class Identity:
    """Who is calling.

    Attributes:
        organization_id: the tenant (from the token only); None for internal callers, whose
            organization comes per request from the data-platform body.
        auth_kind: ``user-session``, ``api-token`` or ``internal``.
        principal_id: user id, token id, or internal service name.
        permissions: effective permission strings.
        rate_key: the key that the per-token rate limit counts under.
    """

    organization_id: str | None
    auth_kind: str
    principal_id: str
    permissions: frozenset[str] = field(default_factory=frozenset)
    rate_key: str = ""
    token_id: str | None = None
    token_name: str | None = None
    token_expires_at: str | None = None
    user_id: str | None = None
    email: str | None = None
    name: str | None = None
    roles: tuple[str, ...] = ()
    shop_ids: tuple[str, ...] | None = None

    @property
    def shop_scope(self) -> frozenset[str] | None:
        """The shops this caller may see, or None for every shop of the organization.

        A caller is shop-scoped when it holds ``shops.viewAssigned`` but not ``shops.viewAll``
        (REFERENCE 0.2: shop manager, shop viewer): it sees its assigned shops only (the member's
        list, or the token's list fixed at creation), none when the list is empty.
        """
        if "shops.viewAll" in self.permissions or "shops.viewAssigned" not in self.permissions:
            return None
        return frozenset(self.shop_ids or ())

    @property
    def figures(self) -> FigureAccess:
        """Whether this caller sees sales, cost and stock figures, and over which shops
        (domain/figures.py, docs/decisions/0024): every route that shows a figure asks here."""
        return figure_access(self.permissions, self.shop_scope)

    def to_context(self) -> dict[str, str]:
        """Serialise for an authorizer response context (string values only)."""
        ctx = {
            "organizationId": self.organization_id or "",
            "authKind": self.auth_kind,
            "principalId": self.principal_id,
            "permissions": json.dumps(sorted(self.permissions)),
            "rateKey": self.rate_key,
            "tokenId": self.token_id or "",
            "tokenName": self.token_name or "",
            "tokenExpiresAt": self.token_expires_at or "",
            "userId": self.user_id or "",
            "email": self.email or "",
            "name": self.name or "",
            "roles": json.dumps(list(self.roles)),
            "shopIds": json.dumps(list(self.shop_ids)) if self.shop_ids is not None else "",
        }
        return ctx

    @classmethod
    def from_context(cls, ctx: dict[str, Any] | None) -> Identity:
        """Rebuild from ``requestContext.authorizer``; raises Unauthorized when absent."""
        if not ctx or not ctx.get("authKind"):
            raise Unauthorized()
        return cls(
            organization_id=ctx.get("organizationId") or None,
            auth_kind=ctx["authKind"],
            principal_id=ctx.get("principalId", ""),
            permissions=frozenset(json.loads(ctx.get("permissions") or "[]")),
            rate_key=ctx.get("rateKey", ""),
            token_id=ctx.get("tokenId") or None,
            token_name=ctx.get("tokenName") or None,
            token_expires_at=ctx.get("tokenExpiresAt") or None,
            user_id=ctx.get("userId") or None,
            email=ctx.get("email") or None,
            name=ctx.get("name") or None,
            roles=tuple(json.loads(ctx.get("roles") or "[]")),
            shop_ids=tuple(json.loads(ctx["shopIds"])) if ctx.get("shopIds") else None,
        )

    def require(self, permission: str | None) -> None:
        """Raise Forbidden unless the caller holds ``permission`` (None = authenticated only)."""
        if permission is not None and permission not in self.permissions:
            raise Forbidden(f"Missing permission {permission}")

    @property
    def org(self) -> str:
        """The organization id; raises Forbidden for callers without one (internal tokens)."""
        if not self.organization_id:
            raise Forbidden("This endpoint needs an organization-scoped token")
        return self.organization_id


def actor_of(identity: Identity) -> Actor:
    """The audit actor of a caller: API_TOKEN with the token id, or USER with the user id (what the
    configuration, tags, tagging-rule and workflow routes record as who changed a record)."""
    if identity.auth_kind == API_TOKEN:
        return Actor("API_TOKEN", identity.token_id or identity.principal_id)
    return Actor("USER", identity.user_id or identity.principal_id)
