"""File-ingestion records through the API (REFERENCE 8.2; docs/data-platform.md "File ingestions").

- :func:`register`: a file announced by a client importer (or the app) before or after it lands:
  the record its bytes will load into (same id as the bucket's path gives them: one record).
- :func:`list_records`, :func:`get_record`: read them (internal routes, and the retailer's own).
- :func:`update`: an outside worker's outcome (status INGESTED or ERROR, blobPath).
- :func:`register_batch`, :func:`update_batch`: 1..100 of those, each checked on its own.
- :func:`reprocess`: load the stored object again (after an ingestion spec was added, say): a
  message to the ingestion queue, which the worker runs as a redo of the same record, so the
  facts it produced the first time are replaced, not doubled.
- :func:`delete`: status DELETED (the record stays; a deleted file is not reprocessed).

Every function takes the organization first and raises :class:`Missing` (404) for an unknown
organization or another organization's record.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from inventory_planning.coldstart import lazy
from inventory_planning.domain.file_ingestions import BatchItem, BatchOutcome, FileIngestion, FileIngestionPage, ItemError
from inventory_planning.domain.images import INCOMING_PREFIX
from inventory_planning.domain.ingestion import records as domain
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import Conflict, Missing
from inventory_planning.settings import get_ingestion_queue_settings
from inventory_planning.store import queues
from inventory_planning.store.account import get_organization
from inventory_planning.store.ingestion import records as store

if TYPE_CHECKING:
    from inventory_planning.contracts.data_platform import file_ingestions as file_records
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    file_records = lazy("inventory_planning.contracts.data_platform.file_ingestions")  # contracts on first use (~40 ms)

NOT_FOUND = "FILE_INGESTION_NOT_FOUND"


def _organization(organization_id: str) -> None:
    if get_organization(organization_id) is None:
        raise Missing("Organization")


def get_record(organization_id: str, file_id: str) -> FileIngestion:
    """The organization's record ``file_id``.

    Raises:
        Missing: no such record in the organization (404 NOT_FOUND).
    """
    return FileIngestion.from_stored(_stored(organization_id, file_id))


def _stored(organization_id: str, file_id: str) -> dict[str, Any]:
    record = store.get_file_record(organization_id, file_id)
    if record is None:
        raise Missing(f'File ingestion "{file_id}"')
    return _wire(record)


def _wire(record: dict[str, Any]) -> dict[str, Any]:
    """A stored record with the fields older records lack."""
    return {"attempts": 0, "reprocessRequestedAt": None, **record}


def list_records(
    organization_id: str, offset: int, limit: int, status: str | None = None, file_type: str | None = None
) -> FileIngestionPage:
    """A page of the organization's records (``offset``, ``limit``), newest first, and their total.

    Raises:
        Missing: unknown organization.
    """
    _organization(organization_id)
    rows, total = store.list_file_records(organization_id, offset, limit, status, file_type)
    return FileIngestionPage(rows=[FileIngestion.from_stored(_wire(r)) for r in rows], total=total, limit=limit, offset=offset)


def register(organization_id: str, fields: dict[str, Any], now: datetime | None = None) -> tuple[FileIngestion, bool]:
    """Create the record of a file (``fields``: SPEC's body without ``organizationId``), status
    UPLOADED; ``(record, created)``. The same bytes announced again give back the stored record
    unchanged (``created`` False): registering is safe to retry.

    Raises:
        Missing: unknown organization.
    """
    _organization(organization_id)
    record = domain.registered_record(organization_id, fields, now or clock.now())
    if store.create_file_record(organization_id, record):
        return FileIngestion.from_stored(record), True
    return get_record(organization_id, record["id"]), False


def update(organization_id: str, file_id: str, status: str | None, blob_path: str | None) -> FileIngestion:
    """Set the status (INGESTED or ERROR) and/or ``blobPath`` of a record (an outside worker's outcome).

    Raises:
        Missing: no such record.
        Conflict: the record is DELETED (409 FILE_INGESTION_DELETED).
    """
    record = _stored(organization_id, file_id)
    if record["status"] == domain.DELETED:
        raise Conflict("FILE_INGESTION_DELETED", f'File ingestion "{file_id}" is deleted')
    changed = {**record, "updatedAt": domain.iso(clock.now())}
    if status is not None:
        changed["status"] = status
    if blob_path is not None:
        changed["blobPath"] = blob_path
    store.put_file_record(organization_id, changed)
    return FileIngestion.from_stored(changed)


def delete(organization_id: str, file_id: str) -> FileIngestion:
    """Mark a record DELETED (kept, with its stats; the facts it loaded stay in the lake).

    Raises:
        Missing: no such record.
    """
    record = _stored(organization_id, file_id)
    changed = {**record, "status": domain.DELETED, "updatedAt": domain.iso(clock.now())}
    store.put_file_record(organization_id, changed)
    return FileIngestion.from_stored(changed)


def _error(error: Exception) -> ItemError:
    if isinstance(error, ValidationError):
        fields = tuple({"field": ".".join(str(p) for p in e["loc"]) or "body", "code": e["type"], "message": e["msg"]}
                       for e in error.errors())  # fmt: skip
        return ItemError(error_code="VALIDATION_ERROR", error="Invalid input: " + ", ".join(f["field"] for f in fields),
                         field_errors=fields)  # fmt: skip
    code = getattr(error, "code", "INTERNAL_ERROR")
    return ItemError(error_code=code, error=str(getattr(error, "message", None) or error), field_errors=None)


def register_batch(organization_id: str, items: list[dict[str, Any]]) -> BatchOutcome:
    """Register 1..100 files; each item is validated and registered on its own:
    ``{results: [{index, success, data | error}], summary: {total, succeeded, failed}}``.

    Raises:
        Missing: unknown organization (nothing is registered).
    """
    _organization(organization_id)
    results = []
    for index, item in enumerate(items):
        try:
            fields = file_records.FileIngestionFields.model_validate(item).model_dump()
            record, _ = register(organization_id, fields)
            results.append(BatchItem(index=index, success=True, data=record))
        except (ValidationError, Missing, Conflict) as error:
            results.append(BatchItem(index=index, success=False, error=_error(error)))
    return BatchOutcome.of(results)


def update_batch(organization_id: str, items: list[dict[str, Any]]) -> BatchOutcome:
    """Set the status of 1..100 records; a missing id is that item's error
    (``File ingestion "<id>" not found``), the others are applied.

    Raises:
        Missing: unknown organization.
    """
    _organization(organization_id)
    results = []
    for index, item in enumerate(items):
        try:
            record = update(organization_id, item["id"], item["status"], None)
            results.append(BatchItem(index=index, success=True, data=record))
        except (Missing, Conflict) as error:
            results.append(BatchItem(index=index, success=False, error=_error(error)))
    return BatchOutcome.of(results)


def reprocess(organization_id: str, file_id: str, now: datetime | None = None) -> FileIngestion:
    """Queue the stored object of a record for another load; returns the record, with
    ``reprocessRequestedAt`` set (its ``attempts`` grows when the worker starts the load, and its
    status, stats and error are the new attempt's when it ends).

    Raises:
        Missing: no such record.
        Conflict: the record is DELETED (409 FILE_INGESTION_DELETED), or its ``blobPath`` is not an
            object of the ingestion bucket (409 FILE_NOT_STORED).
    """
    record = _stored(organization_id, file_id)
    if record["status"] == domain.DELETED:
        raise Conflict("FILE_INGESTION_DELETED", f'File ingestion "{file_id}" is deleted')
    settings = get_ingestion_queue_settings()
    bucket, key = domain.split_blob_path(record["blobPath"], settings.ingestion_bucket)
    if bucket != settings.ingestion_bucket or not key.startswith(f"{INCOMING_PREFIX}{organization_id}/"):
        raise Conflict("FILE_NOT_STORED", f"{record['blobPath']} is not a file of this organization in the ingestion bucket")
    changed = {**record, "reprocessRequestedAt": domain.iso(now or clock.now())}
    store.put_file_record(organization_id, changed)
    body = {"reprocess": {"organizationId": organization_id, "fileId": file_id, "bucket": bucket, "key": key}}
    queues.send(settings.ingestion_queue_url, json.dumps(body))
    return FileIngestion.from_stored(changed)
