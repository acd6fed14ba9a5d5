"""Markdown windows (REFERENCE 5.4 "markdown calendars"): when markdowns may be taken, and within which limits.

A window ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?, maxMarkdownsPerItem?}`` covers
``startDate`` .. ``endDate``, both days included. Its ``state`` is derived on the service clock's day
(the caller passes it, this module reads no clock): ``upcoming`` before ``startDate``, ``active`` from
``startDate`` to ``endDate``, ``completed`` after ``endDate``.

Limits, all optional: ``maxDiscountPct`` (0..100, the largest markdown % off the list price),
``minMarginPct`` (-100..100, the smallest margin after discount, ``(net - unitCost) / net x 100``),
``maxMarkdownsPerItem`` (integer >= 1, how many markdown lines one item, variant x size x shop, may take
in a plan). The rule conditions of ``domain.rules.conditions`` (``markdown_*``) hold a markdown plan's
lines to the governing window (:func:`governing_window`). docs/configuration.md "Markdown calendars".

Pure domain: no AWS, no clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, StrictInt, ValidationInfo, field_validator

from inventory_planning.domain.dates import PlainDate, range_end, range_errors
from inventory_planning.domain.text import stripped_body
from inventory_planning.kernel.errors import InvalidInput

State = Literal["upcoming", "active", "completed"]
UPCOMING, ACTIVE, COMPLETED = "upcoming", "active", "completed"
EDITABLE = ("name", "startDate", "endDate", "maxDiscountPct", "minMarginPct", "maxMarkdownsPerItem")

_BODY = stripped_body(defer_build=True)
Name = Annotated[str, Field(min_length=1, max_length=255)]
DiscountPct = Annotated[
    float, Field(strict=True, ge=0, le=100, allow_inf_nan=False, description="percent off the list price, 0..100")
]
MarginPct = Annotated[
    float, Field(strict=True, ge=-100, le=100, allow_inf_nan=False, description="margin after discount, percent of the net price")
]
MarkdownCount = Annotated[StrictInt, Field(ge=1, le=1000, description="markdown lines one item may take in a plan")]


class MarkdownWindowCreate(BaseModel):
    """Body of POST /api/markdown-calendars: ``{name 1..255, startDate, endDate (YYYY-MM-DD, endDate >=
    startDate), maxDiscountPct? 0..100, minMarginPct? -100..100, maxMarkdownsPerItem? >= 1}``.
    Unknown fields are refused."""

    model_config = _BODY
    name: Name
    startDate: PlainDate
    endDate: PlainDate
    maxDiscountPct: DiscountPct | None = None
    minMarginPct: MarginPct | None = None
    maxMarkdownsPerItem: MarkdownCount | None = None

    @field_validator("endDate")
    @classmethod
    def _ordered(cls, end: date, info: ValidationInfo) -> date:
        return range_end(end, info)


class MarkdownWindowUpdate(BaseModel):
    """Body of PATCH /api/markdown-calendars/{id}: any subset of :data:`EDITABLE`; absent fields stay,
    the three limits may be set to null (no limit), ``name`` and the dates may not. The window after
    the change must still have ``endDate`` >= ``startDate`` (422 naming ``startDate``, ``range_errors``)."""

    model_config = _BODY
    name: Name = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    startDate: PlainDate = None  # type: ignore[assignment]
    endDate: PlainDate = None  # type: ignore[assignment]
    maxDiscountPct: DiscountPct | None = None
    minMarginPct: MarginPct | None = None
    maxMarkdownsPerItem: MarkdownCount | None = None

    def changes(self) -> dict[str, Any]:
        """The supplied fields and their new values, JSON-ready (dates as ``YYYY-MM-DD``)."""
        return self.model_dump(mode="json", exclude_unset=True)


@dataclass(frozen=True, slots=True, kw_only=True)
class MarkdownWindow:
    """A markdown window (wire ``MarkdownWindow``): dates ``YYYY-MM-DD`` both included, ``state`` on the
    service clock's day, limits in percent (None: no limit) and markdown lines per item."""

    id: str
    organization_id: str
    name: str
    start_date: str
    end_date: str
    max_discount_pct: float | None
    min_margin_pct: float | None
    max_markdowns_per_item: int | None
    state: str
    created_at: str
    updated_at: str
    created_by: str
    updated_by: str


def new_window(body: MarkdownWindowCreate, window_id: str, organization_id: str, actor_id: str, now: str) -> dict[str, Any]:
    """The stored window record (no ``state``: it is derived when read)."""
    return {
        "id": window_id,
        "organizationId": organization_id,
        **body.model_dump(mode="json"),
        "createdAt": now,
        "updatedAt": now,
        "createdBy": actor_id,
        "updatedBy": actor_id,
    }


def apply_update(record: dict[str, Any], changes: dict[str, Any], actor_id: str) -> dict[str, Any]:
    """The window after a PATCH; the same record when nothing changes.

    Raises:
        InvalidInput: the changed range ends before it starts or is too long (naming ``startDate`` or ``endDate``).
    """
    if all(record.get(k) == v for k, v in changes.items()):
        return record
    after = {**record, **changes, "updatedBy": actor_id}
    errors = range_errors("startDate", date.fromisoformat(after["startDate"]), "endDate", date.fromisoformat(after["endDate"]))
    if errors:
        raise InvalidInput(errors)
    return after


def state_on(record: dict[str, Any], day: date) -> State:
    """``upcoming`` before ``startDate``, ``active`` from ``startDate`` to ``endDate`` (both included),
    ``completed`` after ``endDate``."""
    iso = day.isoformat()
    if iso < record["startDate"]:
        return "upcoming"
    return "active" if iso <= record["endDate"] else "completed"


def with_state(record: dict[str, Any], day: date) -> dict[str, Any]:
    """The record as the API shows it: with its ``state`` on ``day``."""
    return {**record, "state": state_on(record, day)}


def governing_window(records: list[dict[str, Any]], day: date) -> dict[str, Any] | None:
    """The window a markdown taken on ``day`` is held to: among the active windows, the one that
    started last (ties: the later ``endDate``, then the id); None when no window is active.

    Overlapping windows are allowed; the most recent one governs, as a later calendar entry refines
    an earlier one (docs/configuration.md "Markdown calendars").
    """
    active = [r for r in records if state_on(r, day) == ACTIVE]
    if not active:
        return None
    return max(active, key=lambda r: (r["startDate"], r["endDate"], r["id"]))


def window_context(records: list[dict[str, Any]], day: date) -> dict[str, Any]:
    """The rule context of the markdown conditions: ``markdownCalendarDefined`` (the organization has
    at least one window) and ``markdownWindow`` (the governing window's id, name and limits, or None)."""
    window = governing_window(records, day)
    keys = ("id", "name", "startDate", "endDate", "maxDiscountPct", "minMarginPct", "maxMarkdownsPerItem")
    return {"markdownCalendarDefined": bool(records), "markdownWindow": {k: window.get(k) for k in keys} if window else None}
