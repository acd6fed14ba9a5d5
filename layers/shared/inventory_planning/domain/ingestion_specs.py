"""The record of a stored ingestion spec (docs/decisions/0026): what ``services.ingestion.specs``
returns. The rules of a spec (how it maps a retailer's headers onto a canonical dataset) are in
``domain.ingestion.specs``, which reads the stored JSON itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, kw_only=True)
class IngestionSpecRecord:
    """An ingestion spec of one organization (REFERENCE 8.1): ``columns`` maps the file's headers
    onto the dataset's fields; ``detection`` and ``parsing`` as stored; instants ISO 8601 text."""

    id: str
    organization_id: str
    name: str
    description: str | None
    dataset: str
    status: str
    priority: int
    detection: Mapping[str, Any]
    columns: Mapping[str, str]
    parsing: Mapping[str, Any]
    created_at: str
    updated_at: str

    @classmethod
    def from_stored(cls, record: Mapping[str, Any]) -> IngestionSpecRecord:
        """The record of a stored spec (wire names). Raises KeyError when a required field is missing."""
        return cls(
            id=record["id"],
            organization_id=record["organizationId"],
            name=record["name"],
            description=record.get("description"),
            dataset=record["dataset"],
            status=record["status"],
            priority=record["priority"],
            detection=record["detection"],
            columns=record["columns"],
            parsing=record["parsing"],
            created_at=record["createdAt"],
            updated_at=record["updatedAt"],
        )
