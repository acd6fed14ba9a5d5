"""File-ingestion records in DynamoDB: ``FileIngestionItem``, ``pk = ORG#<org>#FILE``, ``sk = <id>``.

The record itself (its fields and lifecycle) is ``inventory_planning.domain.ingestion.records``.
Lists read GSI2 (``ORG#<org>#FILES``, sorted by ``<createdAt>#<id>``), newest first, filtered on the
``status`` and ``file_type`` attributes kept beside the record; the total is a server-side COUNT.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from pynamodb.exceptions import PutError

from inventory_planning.store.ingestion.keys import org_pk
from inventory_planning.store.models import FileIngestionItem


def _list_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#FILES"


def get_file_record(organization_id: str, file_id: str) -> dict[str, Any] | None:
    """The stored file-ingestion record (SPEC fields + status + stats), or None (consistent read)."""
    try:
        return FileIngestionItem.get(org_pk(organization_id, "FILE"), file_id, consistent_read=True).record
    except FileIngestionItem.DoesNotExist:
        return None


def _item(organization_id: str, record: dict[str, Any]) -> FileIngestionItem:
    return FileIngestionItem(
        org_pk(organization_id, "FILE"),
        record["id"],
        gsi1pk=f"ORG#{organization_id}#FILE#{record['id']}",
        gsi1sk="FILE",
        gsi2pk=_list_pk(organization_id),
        gsi2sk=f"{record['createdAt']}#{record['id']}",
        record=record,
        status=record.get("status"),
        file_type=record.get("fileType"),
    )


def put_file_record(organization_id: str, record: dict[str, Any]) -> None:
    """Upsert a file-ingestion record (``record["id"]`` is the sort key)."""
    _item(organization_id, record).save()


def create_file_record(organization_id: str, record: dict[str, Any]) -> bool:
    """Store a new record unless one with its id exists; False when it did (nothing written)."""
    try:
        _item(organization_id, record).save(FileIngestionItem.pk.does_not_exist())
    except PutError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    return True


def list_file_records(
    organization_id: str, offset: int, limit: int, status: str | None = None, file_type: str | None = None
) -> tuple[list[dict[str, Any]], int]:
    """``(records, total)``: the organization's records newest first (``createdAt``), from ``offset``,
    at most ``limit``, with the given ``status`` / ``fileType`` only."""
    condition = None
    if status is not None:
        condition = FileIngestionItem.status == status
    if file_type is not None:
        clause = FileIngestionItem.file_type == file_type
        condition = clause if condition is None else condition & clause
    total = FileIngestionItem.gsi2.count(_list_pk(organization_id), filter_condition=condition)
    if offset >= total:
        return [], total
    hint = min(offset + limit, 1000) if condition is None else None
    rows = FileIngestionItem.gsi2.query(_list_pk(organization_id), filter_condition=condition, scan_index_forward=False,
                                        page_size=hint)  # fmt: skip
    return [row.record for row in islice(rows, offset, offset + limit)], total
