"""The file-ingestion record: what a retailer's file is, where it stands, and why rows were rejected.

A record is the JSON object SPEC describes (``id``, ``organizationId``, ``originalFilename``,
``blobPath``, ``checksumSha256``, ``fileSizeBytes``, ``channel``, ``detectedFileType``,
``detectedMimeType``, ``sourceSystem``, ``createdAt``, ``updatedAt``) plus ``fileType``,
``ingestionSource``, ``status``, ``error`` and ``stats`` (``IngestionStats.as_dict()``).

Lifecycle: ``status`` goes UPLOADED -> INGESTED or ERROR, and any of them -> DELETED (the record
is kept, the file is no longer ingested). The id derives from the bytes' SHA-256, so the same bytes
under any name are one record, whether registered through the API first or only dropped in the
bucket; an INGESTED record means "nothing left to do" (unless reprocessing is asked), an UPLOADED or
ERROR one is taken over by the next attempt, which keeps its ``createdAt`` (the ingestion time
every written item carries, so a redo converges to the same items) and what the registration said
(``sourceSystem``, ``ingestionSource``). ``attempts`` counts the loads started.

Pure functions (no AWS): the service (``inventory_planning.services.ingestion.files``) decides with them
and the store (``inventory_planning.store.ingestion.records``) persists their result.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any, NamedTuple

from inventory_planning.domain.failures import failure_of
from inventory_planning.domain.images import INCOMING_PREFIX
from inventory_planning.domain.ingestion import readers
from inventory_planning.domain.ingestion.reasons import IngestionStats
from inventory_planning.kernel.ids import entity_id

UPLOADED, INGESTED, ERROR, DELETED = "UPLOADED", "INGESTED", "ERROR", "DELETED"
STATUSES = (UPLOADED, INGESTED, ERROR, DELETED)
FILE_TYPES = ("csv", "tsv", "excel", "sql", "json", "xml", "parquet", "database_dump", "image", "other")
CHANNEL = "data-platform"
INGESTION_SOURCE = "client-importer"
DETECTED_FILE_TYPE_MAX = 50  # SPEC: detectedFileType has at most 50 characters
FAILURE_MAX = 1000  # characters of a failure kept in ``error``

# ``error`` starts with one of these codes (or a code of ``domain.failures``), then ": " and the detail.
UNSUPPORTED_FILE_TYPE = "UNSUPPORTED_FILE_TYPE"
UNKNOWN_LAYOUT = "UNKNOWN_LAYOUT"
UNREADABLE_FILE = "UNREADABLE_FILE"
FAILED = "FAILED"


class InvalidObjectKey(Exception):
    """The object key is not ``incoming/<organizationId>/<filename>``."""


class IncomingKey(NamedTuple):
    """Parts of an object key under ``incoming/``."""

    organization_id: str
    filename: str


def iso(moment: datetime) -> str:
    """UTC ISO 8601 with milliseconds and ``Z`` (``2024-05-01T10:00:00.000Z``)."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def parse_incoming_key(key: str) -> IncomingKey:
    """``incoming/<org>/<filename>`` -> (org, filename); the filename may hold further ``/``.

    Raises:
        InvalidObjectKey: not under ``incoming/``, or the organization or filename is missing.
    """
    if not key.startswith(INCOMING_PREFIX):
        raise InvalidObjectKey(f"object key {key!r} is not under {INCOMING_PREFIX}")
    organization_id, _, filename = key[len(INCOMING_PREFIX) :].partition("/")
    if not organization_id or not filename or filename.endswith("/"):
        raise InvalidObjectKey(f"object key {key!r} is not incoming/<organizationId>/<filename>")
    return IncomingKey(organization_id, filename)


def split_blob_path(blob_path: str, default_bucket: str) -> tuple[str, str]:
    """``(bucket, key)`` of ``s3://<bucket>/<key>``, or ``(default_bucket, blob_path)`` for a bare key."""
    if blob_path.startswith("s3://"):
        bucket, _, key = blob_path[len("s3://") :].partition("/")
        return bucket, key
    return default_bucket, blob_path.lstrip("/")


def file_record_id(organization_id: str, checksum_sha256: str) -> str:
    """Id of a file-ingestion record: ``entity_id(org, "file", sha256)`` (same bytes, same id)."""
    return entity_id(organization_id, "file", checksum_sha256)


def is_ingested(record: dict[str, Any] | None) -> bool:
    """True when the record exists and its file was ingested (a new attempt has nothing to do)."""
    return record is not None and record.get("status") == INGESTED


def new_record(
    organization_id: str,
    *,
    filename: str,
    blob_path: str,
    checksum_sha256: str,
    size_bytes: int,
    started: datetime,
    previous: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The record of an attempt that starts now: status UPLOADED, empty stats.

    Args:
        filename: the original file name (its extension gives ``fileType`` and ``detectedMimeType``).
        blob_path: where the bytes are (``s3://<bucket>/<key>``).
        size_bytes: file size in bytes.
        started: the attempt's start (``updatedAt``; ``createdAt`` too unless ``previous`` exists).
        previous: the stored record of the same bytes (a crashed or failed attempt), whose
            ``createdAt`` is kept.
    """
    file_type = readers.detect_file_type(filename)
    kept = previous or {}
    return {
        "id": file_record_id(organization_id, checksum_sha256),
        "organizationId": organization_id,
        "originalFilename": filename,
        "blobPath": blob_path,
        "checksumSha256": checksum_sha256,
        "fileSizeBytes": size_bytes,
        "channel": CHANNEL,
        "fileType": file_type,
        "detectedFileType": None,
        "detectedMimeType": readers.detect_mime_type(filename, file_type),
        "sourceSystem": kept.get("sourceSystem"),
        "ingestionSource": kept.get("ingestionSource") or INGESTION_SOURCE,
        "status": UPLOADED,
        "error": None,
        "createdAt": previous["createdAt"] if previous else iso(started),
        "updatedAt": iso(started),
        "stats": IngestionStats().as_dict(),
        "attempts": int(kept.get("attempts") or 0) + 1,
        "reprocessRequestedAt": kept.get("reprocessRequestedAt"),
    }


def registered_record(organization_id: str, body: dict[str, Any], now: datetime) -> dict[str, Any]:
    """The record of a file announced through ``POST /api/data-platform/file-ingestions`` (SPEC's
    fields in ``body``): status UPLOADED, no attempt yet. Its id is the one the bucket's path gives
    the same bytes, so the drop that follows loads into this record."""
    checksum = body["checksumSha256"].lower()
    return {
        "id": file_record_id(organization_id, checksum),
        "organizationId": organization_id,
        "originalFilename": body["originalFilename"],
        "blobPath": body["blobPath"],
        "checksumSha256": checksum,
        "fileSizeBytes": body["fileSizeBytes"],
        "channel": CHANNEL,
        "fileType": body["fileType"],
        "detectedFileType": body.get("detectedFileType"),
        "detectedMimeType": body.get("detectedMimeType"),
        "sourceSystem": body.get("sourceSystem"),
        "ingestionSource": body.get("ingestionSource") or INGESTION_SOURCE,
        "status": UPLOADED,
        "error": None,
        "createdAt": iso(now),
        "updatedAt": iso(now),
        "stats": IngestionStats().as_dict(),
        "attempts": 0,
        "reprocessRequestedAt": None,
    }


def unsupported_file_type(filename: str) -> str:
    """The ``error`` of a file whose extension no reader handles (``UNSUPPORTED_FILE_TYPE: .pdf``)."""
    return f"{UNSUPPORTED_FILE_TYPE}: {PurePosixPath(filename).suffix or 'no extension'}"


def unexpected_failure(error: BaseException) -> str:
    """The ``error`` of an attempt that failed for a reason outside the file: ``<CODE>: <sentence>`` of
    ``domain.failures.failure_of`` (``STORAGE_UNAVAILABLE``, ``FILE_UNAVAILABLE``, ``INTERNAL_ERROR``...),
    never the exception's own text (it may name buckets, keys, ARNs or accounts; the caller logs it)."""
    return str(failure_of(error))[:FAILURE_MAX]


def finished(
    record: dict[str, Any], status: str, stats: IngestionStats | None, error: str | None, at: datetime
) -> dict[str, Any]:
    """The record once its attempt ended: ``status`` (INGESTED or ERROR), ``error`` and ``updatedAt``.

    With ``stats`` the record takes its counts and ``detectedFileType`` (the layouts found, joined
    by commas, cut to 50 characters); without, they stay as they were (nothing was read).
    Returns a new dict.
    """
    done = {**record, "status": status, "error": error, "updatedAt": iso(at)}
    if stats is not None:
        done["stats"] = stats.as_dict()
        done["detectedFileType"] = ",".join(stats.layouts)[:DETECTED_FILE_TYPE_MAX] or None
    return done
