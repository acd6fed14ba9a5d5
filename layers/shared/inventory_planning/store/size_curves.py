"""Storage of the size curves (``domain.size_curves.curves``): versioned configuration records written
with their audit entry in one transaction (``store.dynamo.records``), partition ``ORG#<org>#SIZECURVE``.
Every function takes the organization id first."""

from __future__ import annotations

from typing import Any

from inventory_planning.store.dynamo.records import Kind, list_all

SIZE_CURVE = Kind("SIZE_CURVE", "SIZECURVE")


def all_curves(organization_id: str) -> list[dict[str, Any]]:
    """Every size curve of the organization in creation order (one consistent Query)."""
    return list_all(organization_id, SIZE_CURVE)
