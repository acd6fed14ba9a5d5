"""Storage of the markdown windows (``domain.markdown_calendars.windows``): versioned configuration
records written with their audit entry in one transaction (``store.dynamo.records``), partition
``ORG#<org>#MARKDOWNWINDOW``. Every function takes the organization id first."""

from __future__ import annotations

from typing import Any

from inventory_planning.store.dynamo.records import Kind, list_all

MARKDOWN_WINDOW = Kind("MARKDOWN_WINDOW", "MARKDOWNWINDOW")


def all_windows(organization_id: str) -> list[dict[str, Any]]:
    """Every markdown window of the organization in creation order (one consistent Query)."""
    return list_all(organization_id, MARKDOWN_WINDOW)
