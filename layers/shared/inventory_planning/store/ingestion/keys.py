"""Keys and values shared by the ingestion store's modules."""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.ingestion.records import iso

__all__ = ["iso", "number", "org_pk"]


def org_pk(organization_id: str, kind: str) -> str:
    """Partition key ``ORG#<org>#<KIND>``."""
    return f"ORG#{organization_id}#{kind}"


def number(value: Any) -> float | None:
    """A stored number (Decimal, int, float) as a float; None stays None."""
    return None if value is None else float(value)
