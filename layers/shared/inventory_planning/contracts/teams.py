"""Records and request bodies of the team endpoints (issue 38; REFERENCE 0.2; decision 0053)."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, Field

from inventory_planning.contracts.schemas import Record
from inventory_planning.domain.teams.records import MAX_MEMBERS, MAX_SHOPS, NAME_MAX_LENGTH
from inventory_planning.domain.text import stripped_body

_BODY = stripped_body(defer_build=True)


def _distinct(values: list[str]) -> list[str]:
    return list(dict.fromkeys(values))


Name = Annotated[str, Field(min_length=1, max_length=NAME_MAX_LENGTH)]
Description = Annotated[str, Field(max_length=1000)]
MemberIds = Annotated[
    list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=MAX_MEMBERS), AfterValidator(_distinct)
]
ShopIds = Annotated[
    list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=MAX_SHOPS), AfterValidator(_distinct)
]


class Team(Record):
    """A team: its shops add to its members' assigned shops (from their next request)."""

    id: str
    name: str
    description: str | None
    memberIds: list[str]
    shopIds: list[str]
    createdAt: str
    createdBy: str = Field(description="principal ref, e.g. USER:<id> or API_TOKEN:<id>")
    updatedAt: str
    updatedBy: str


class TeamCreate(BaseModel):
    """POST /api/teams: ``{name, description?, memberIds, shopIds?}``."""

    model_config = _BODY
    name: Name
    description: Description | None = None
    memberIds: MemberIds
    shopIds: ShopIds | None = None


class TeamUpdate(BaseModel):
    """PATCH /api/teams/{id}: any of ``name``, ``description``, ``memberIds``, ``shopIds`` (absent: unchanged)."""

    model_config = _BODY
    name: Name = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    description: Description | None = None
    memberIds: MemberIds = None  # type: ignore[assignment]
    shopIds: ShopIds = None  # type: ignore[assignment]

    def changes(self) -> dict[str, Any]:
        """The supplied fields and their values (wire names)."""
        return {name: getattr(self, name) for name in self.model_fields_set}
