"""Records and request bodies of the member endpoints (issue 38; REFERENCE 0.2; decision 0053)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field

from inventory_planning.contracts.schemas import Record
from inventory_planning.domain.members.rules import MAX_SHOPS, ROLES
from inventory_planning.domain.text import stripped_body

_BODY = stripped_body(defer_build=True)
Role = Literal[ROLES]  # type: ignore[valid-type]  # the roles of REFERENCE 0.2 (domain/permissions.py)
MemberStatus = Literal["INVITED", "ACTIVE", "REMOVED"]


def _distinct(values: list[str]) -> list[str]:
    return list(dict.fromkeys(values))


Roles = Annotated[list[Role], Field(min_length=1, max_length=len(ROLES)), AfterValidator(_distinct)]
ShopIds = Annotated[
    list[Annotated[str, Field(min_length=1, max_length=64)]], Field(min_length=1, max_length=MAX_SHOPS), AfterValidator(_distinct)
]
Name = Annotated[str, Field(min_length=1, max_length=255)]
Email = Annotated[str, Field(min_length=3, max_length=254, pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$")]


class Member(Record):
    """A person's membership of the organization: INVITED until their first session, ACTIVE after,
    REMOVED when taken out (kept for the audit)."""

    userId: str = Field(description="the identity provider's subject for the e-mail")
    email: str
    name: str
    roles: list[str]
    shopIds: list[str] = Field(description="the member's own assigned shops (shop-scoped roles); their teams' shops add to them")
    teamIds: list[str]
    status: MemberStatus
    invitedAt: str | None = Field(description="null for a member added before invitations")
    joinedAt: str | None = None
    removedAt: str | None = None


class MemberInvite(BaseModel):
    """POST /api/members: ``{email, name, roles, shopIds?}`` (shopIds for SHOP_MANAGER, SHOP_VIEWER)."""

    model_config = _BODY
    email: Email
    name: Name
    roles: Roles
    shopIds: ShopIds | None = None


class MemberUpdate(BaseModel):
    """PATCH /api/members/{userId}: any of ``roles``, ``shopIds``, ``name`` (absent: unchanged)."""

    model_config = _BODY
    roles: Roles = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    shopIds: ShopIds | None = None
    name: Name = None  # type: ignore[assignment]

    def changes(self) -> dict[str, Any]:
        """The supplied fields and their values (wire names)."""
        return {name: getattr(self, name) for name in self.model_fields_set}
