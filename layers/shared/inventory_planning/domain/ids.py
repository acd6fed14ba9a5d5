"""Deterministic identifiers: the same natural key in the same organization always gets the same id.

This is what makes ingestion idempotent: re-reading a file rewrites the same items.
"""

from __future__ import annotations

import uuid

_NAMESPACE = uuid.UUID("6f1c1d0e-7a43-4b8e-9a55-2f5e0c9d8b11")


def entity_id(organization_id: str, kind: str, natural_key: str) -> str:
    """UUIDv5 of ``organization|kind|natural_key`` (e.g. kind ``variant``, key the SKU)."""
    return str(uuid.uuid5(_NAMESPACE, f"{organization_id}|{kind}|{natural_key}"))
