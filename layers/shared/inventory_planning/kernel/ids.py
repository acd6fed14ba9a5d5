"""Identifiers (kernel).

- :func:`entity_id`: deterministic, the same natural key in the same organization always gets the same
  id. This is what makes ingestion idempotent: re-reading a file rewrites the same items.
- :func:`new_id`: a fresh time-ordered UUIDv7 for a record created by a caller.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from inventory_planning.coldstart import lazy

# Loaded by the first new_id (decisions 0013, 0046): importing uuid6 reads its own version from the installed
# distributions (importlib.metadata, a scan of sys.path), a few ms of every importer's cold start.
if TYPE_CHECKING:
    import uuid6
else:
    uuid6 = lazy("uuid6")

_NAMESPACE = uuid.UUID("6f1c1d0e-7a43-4b8e-9a55-2f5e0c9d8b11")


def entity_id(organization_id: str, kind: str, natural_key: str) -> str:
    """UUIDv5 of ``organization|kind|natural_key`` (e.g. kind ``variant``, key the SKU)."""
    return str(uuid.uuid5(_NAMESPACE, f"{organization_id}|{kind}|{natural_key}"))


def new_id() -> str:
    """A UUIDv7: unique and time-ordered, so a partition's records come back in creation order."""
    return str(uuid6.uuid7())
