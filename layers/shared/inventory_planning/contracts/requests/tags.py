"""Request bodies of the tag endpoints (docs/automation.md "Tags").

Strict models: unknown fields are refused; 422 VALIDATION_ERROR names the failing fields.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field

from inventory_planning.domain.tags.labels import MAX_MANUAL_IDS
from inventory_planning.domain.text import stripped_body

_BODY = stripped_body(defer_build=True)

TagKind = Literal["DATA", "BUSINESS", "MIXED"]
TagTarget = Literal["PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM"]
Name = Annotated[str, Field(min_length=1, max_length=100)]
Description = Annotated[str, Field(max_length=1000)]
Color = Annotated[str, Field(pattern=r"^#[0-9A-Fa-f]{6}$", description="#RRGGBB")]


def _distinct(values: list[str]) -> list[str]:
    return list(dict.fromkeys(values))


Targets = Annotated[list[TagTarget], Field(min_length=1, max_length=4), AfterValidator(_distinct)]
EntityIds = Annotated[
    list[Annotated[str, Field(min_length=1, max_length=255)]],
    Field(min_length=1, max_length=MAX_MANUAL_IDS),
    AfterValidator(_distinct),
]


class TagCreate(BaseModel):
    """POST /api/tags: ``{name, kind, targets, description?, color?}``."""

    model_config = _BODY
    name: Name
    kind: TagKind
    targets: Targets
    description: Description | None = None
    color: Color | None = None


class TagUpdate(BaseModel):
    """PATCH /api/tags/{id}: any of ``name``, ``description``, ``color``, ``kind``, ``targets`` (absent:
    unchanged; ``description`` and ``color`` may be null). A kind or targets change that would strand
    existing assignments is a 409 (TAG_HAS_ASSIGNMENTS)."""

    model_config = _BODY
    name: Name = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    kind: TagKind = None  # type: ignore[assignment]
    targets: Targets = None  # type: ignore[assignment]
    description: Description | None = None
    color: Color | None = None

    def changes(self) -> dict[str, Any]:
        """The supplied fields and their new values (wire names)."""
        return self.model_dump(mode="json", exclude_unset=True)


class TagAssignments(BaseModel):
    """POST and DELETE /api/tags/{id}/assignments: ``{entityType, entityIds}`` (1..500 ids, repeats dropped)."""

    model_config = _BODY
    entityType: TagTarget
    entityIds: EntityIds
