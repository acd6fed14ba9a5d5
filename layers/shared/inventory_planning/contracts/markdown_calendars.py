"""Records of the markdown calendars on the wire (``/api/markdown-calendars``; docs/configuration.md
"Markdown calendars")."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from inventory_planning.contracts.schemas import Record


class MarkdownWindow(Record):
    """A markdown window: dates both included, ``state`` derived on the service clock's day, limits
    in percent (null: no limit)."""

    id: str
    organizationId: str
    name: str
    startDate: str = Field(description="YYYY-MM-DD, the first day of the window")
    endDate: str = Field(description="YYYY-MM-DD, the last day of the window")
    maxDiscountPct: float | None = Field(description="the largest markdown, percent off the list price; null: no limit")
    minMarginPct: float | None = Field(description="the smallest margin after discount, percent of the net price; null: no limit")
    maxMarkdownsPerItem: int | None = Field(description="markdown lines one item (variant x size x shop) may take in a plan")
    state: Literal["upcoming", "active", "completed"] = Field(description="on the service clock's day")
    createdAt: str
    updatedAt: str
    createdBy: str
    updatedBy: str
