"""Records of the tag endpoints (REFERENCE 6.2; docs/automation.md "Tags", decision 0035)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from inventory_planning.contracts.schemas import Record

TagKind = Literal["DATA", "BUSINESS", "MIXED"]
TagTarget = Literal["PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM"]


class Tag(Record):
    """A tag: DATA tags are assigned by tagging rules, BUSINESS tags by hand, MIXED tags by both."""

    id: str
    name: str = Field(description="unique in the organization, case-insensitively")
    description: str | None
    kind: TagKind
    targets: list[TagTarget] = Field(description="the entity types it may be put on")
    color: str | None = Field(description="#RRGGBB")
    assignmentCount: int = Field(ge=0, description="entities carrying the tag (every type)")
    createdAt: str
    createdBy: str = Field(description="user or token id")
    updatedAt: str
    updatedBy: str


class TagsAssigned(Record):
    """``POST /api/tags/{id}/assignments``: entities that gained the manual assignment, and those that had it."""

    assigned: int = Field(ge=0)
    unchanged: int = Field(ge=0, description="already assigned by hand")


class TagsRemoved(Record):
    """``DELETE /api/tags/{id}/assignments``: entities that lost the manual assignment, and those without it."""

    removed: int = Field(ge=0, description="the tag stays where a tagging rule also holds it")
    unchanged: int = Field(ge=0, description="not assigned by hand")


class TaggedEntity(Record):
    """An entity carrying the tag."""

    id: str
    entityType: TagTarget
    label: str | None = Field(description="product or brand name, variant or inventory item SKU; null when not in the catalogue")
    sources: list[str] = Field(description="what holds the assignment: MANUAL and RULE#<ruleId>, sorted")
    assignedAt: str | None


class TagDeleted(Record):
    """``DELETE /api/tags/{id}``: the tag is gone; its assignments are deleted now up to a bound, the rest by the job worker."""

    id: str
    assignmentsDeleted: int = Field(ge=0, description="assignments deleted by this request")
    purgeQueued: bool = Field(description="more assignments remained: the job worker deletes them")
