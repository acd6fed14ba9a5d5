"""File-ingestion records in DynamoDB: ``FileIngestionItem``, ``pk = ORG#<org>#FILE``, ``sk = <id>``.

The record itself (its fields and lifecycle) is ``inventory_planning.domain.ingestion.records``.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.store.ingestion.keys import org_pk
from inventory_planning.store.models import FileIngestionItem


def get_file_record(organization_id: str, file_id: str) -> dict[str, Any] | None:
    """The stored file-ingestion record (SPEC fields + status + stats), or None (consistent read)."""
    try:
        return FileIngestionItem.get(org_pk(organization_id, "FILE"), file_id, consistent_read=True).record
    except FileIngestionItem.DoesNotExist:
        return None


def put_file_record(organization_id: str, record: dict[str, Any]) -> None:
    """Upsert a file-ingestion record (``record["id"]`` is the sort key)."""
    FileIngestionItem(
        org_pk(organization_id, "FILE"),
        record["id"],
        gsi1pk=f"ORG#{organization_id}#FILE#{record['id']}",
        gsi1sk="FILE",
        record=record,
    ).save()
