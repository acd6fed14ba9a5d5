"""Ingestion worker: S3 ObjectCreated -> SQS -> this function (Powertools batch processing).

Each SQS message body is an S3 event notification; each of its records names an object
``incoming/<organizationId>/<filename>``. The object is streamed (never held whole), mapped to the
canonical model by ``inventory_planning.domain.ingestion`` and written by
``inventory_planning.store.ingestion``; a file-ingestion record (SPEC fields + status + stats)
explains every rejected row. The same bytes twice (same SHA-256) change nothing.

Failures: an unknown organization, a malformed key or a transient AWS error fails the message
(reported in ``batchItemFailures``; SQS retries it and moves it to the DLQ after 3 receives). A file
of an unsupported type, without a known header, or that cannot be parsed is a permanent problem of
the file: its record gets status ERROR with the reason, and the message succeeds.
"""

from __future__ import annotations

from inventory_planning import coldstart  # first: no GC passes during the cold start (resumed at the end)

# isort: split
import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any
from urllib.parse import unquote_plus

import boto3
from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from inventory_planning.domain.ingestion import IngestionStats, UnknownLayout, UnreadableFile, ingest_rows, readers
from inventory_planning.settings import get_settings
from inventory_planning.store import accounts
from inventory_planning.store import ingestion as store

logger = Logger()
processor = BatchProcessor(event_type=EventType.SQS)
KEY_PREFIX = "incoming/"


class UnknownOrganization(Exception):
    """The key names an organization that does not exist (the message fails and ends in the DLQ)."""


class InvalidObjectKey(Exception):
    """The key is not ``incoming/<organizationId>/<filename>``."""


def _s3() -> Any:
    settings = get_settings()
    return boto3.client("s3", region_name=settings.aws_region, endpoint_url=settings.aws_endpoint)


def parse_key(key: str) -> tuple[str, str]:
    """``incoming/<org>/<filename>`` -> (org, filename). Raises InvalidObjectKey."""
    if not key.startswith(KEY_PREFIX):
        raise InvalidObjectKey(f"object key {key!r} is not under {KEY_PREFIX}")
    organization_id, _, filename = key[len(KEY_PREFIX) :].partition("/")
    if not organization_id or not filename or filename.endswith("/"):
        raise InvalidObjectKey(f"object key {key!r} is not incoming/<organizationId>/<filename>")
    return organization_id, filename


def ingest_object(s3: Any, bucket: str, key: str, now: datetime | None = None) -> dict[str, Any]:
    """Ingest one S3 object; return its file-ingestion record (status INGESTED, ERROR, or the stored one when skipped).

    Raises UnknownOrganization, InvalidObjectKey, and AWS errors (after recording status ERROR).
    """
    organization_id, filename = parse_key(key)
    organization = accounts.get_organization(organization_id, consistent_read=True)
    if organization is None:
        logger.error("unknown organization: file not ingested", extra={"organizationId": organization_id, "key": key})
        raise UnknownOrganization(f"organization {organization_id} does not exist (object s3://{bucket}/{key})")
    head = s3.head_object(Bucket=bucket, Key=key)
    etag = head["ETag"]
    file_type = readers.detect_file_type(filename)
    # One read of the object: streamed to /tmp while hashing (the checksum decides whether the file
    # is already ingested before anything is written), then parsed from the local copy.
    local_path, checksum, size = _download(s3, bucket, key, etag, PurePosixPath(filename).suffix)
    try:
        file_id = store.file_record_id(organization_id, checksum)
        existing = store.get_file_record(organization_id, file_id)
        if existing is not None and existing.get("status") == "INGESTED":
            logger.info(
                "file already ingested: skipped",
                extra={"fileId": file_id, "key": key, "checksumSha256": checksum, "firstKey": existing.get("blobPath")},
            )
            return existing
        started = now or datetime.now(UTC)
        created_at = existing["createdAt"] if existing else store.iso(started)
        record: dict[str, Any] = {
            "id": file_id,
            "organizationId": organization_id,
            "originalFilename": filename,
            "blobPath": f"s3://{bucket}/{key}",
            "checksumSha256": checksum,
            "fileSizeBytes": size,
            "channel": "data-platform",
            "fileType": file_type,
            "detectedFileType": None,
            "detectedMimeType": readers.detect_mime_type(filename, file_type),
            "sourceSystem": None,
            "ingestionSource": "client-importer",
            "status": "UPLOADED",
            "error": None,
            "createdAt": created_at,
            "updatedAt": store.iso(started),
            "stats": IngestionStats().as_dict(),
        }
        store.put_file_record(organization_id, record)
        if file_type == readers.OTHER:
            return _finish(record, "ERROR", None, f"UNSUPPORTED_FILE_TYPE: {PurePosixPath(filename).suffix or 'no extension'}")
        stats = IngestionStats()
        try:
            summary = _run(readers.iter_rows(file_type, local_path), organization, created_at, stats, existing is not None)
        except (UnknownLayout, UnreadableFile) as error:
            code = "UNKNOWN_LAYOUT" if isinstance(error, UnknownLayout) else "UNREADABLE_FILE"
            return _finish(record, "ERROR", stats, f"{code}: {error}")
        except Exception as error:
            _finish(record, "ERROR", stats, f"FAILED: {type(error).__name__}: {error}"[:1000])
            raise
        return _finish(record, "INGESTED", stats, None, summary)
    finally:
        os.unlink(local_path)


def _download(s3: Any, bucket: str, key: str, etag: str, suffix: str) -> tuple[str, str, int]:
    """Stream the object to a temp file in 64 KiB chunks (memory bounded; /tmp holds the copy):
    (path, sha256 hex, size in bytes)."""
    body = s3.get_object(Bucket=bucket, Key=key, IfMatch=etag)["Body"]
    with tempfile.NamedTemporaryFile(suffix=suffix, delete=False) as target:
        try:
            checksum, size = readers.copy_hashing(body, target)
        finally:
            body.close()
        return target.name, checksum, size


def _run(rows: Any, organization: Any, created_at: str, stats: IngestionStats, redo: bool) -> dict[str, Any]:
    """Map and write all rows; a redo (the record existed, not INGESTED) recounts every entity kind.

    When the file turns out unreadable part-way, what was written still gets its rollups and counts
    (``finish``) before the error is recorded.
    """
    ingested_at = datetime.fromisoformat(created_at.replace("Z", "+00:00"))
    writer = store.IngestionWriter(organization, ingested_at, full_recount=redo)
    writer.prepare()
    try:
        ingest_rows(rows, organization.organization_id, writer, stats=stats)
    except (UnknownLayout, UnreadableFile):
        writer.finish()
        raise
    summary = writer.finish()
    summary["itemsWritten"] = writer.writes
    return summary


def _finish(
    record: dict[str, Any], status: str, stats: IngestionStats | None, error: str | None, summary: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Store the record's final status and stats, and log the summary (INFO when ingested, WARNING otherwise)."""
    record["status"] = status
    record["error"] = error
    record["updatedAt"] = store.iso(datetime.now(UTC))
    if stats is not None:
        record["stats"] = stats.as_dict()
        record["detectedFileType"] = ",".join(stats.layouts)[:50] or None  # SPEC: at most 50 characters
    store.put_file_record(record["organizationId"], record)
    log = logger.info if status == "INGESTED" else logger.warning
    log(
        f"file {status.lower()}",
        extra={
            "fileId": record["id"],
            "organizationId": record["organizationId"],
            "originalFilename": record["originalFilename"],
            "blobPath": record["blobPath"],
            "fileType": record["fileType"],
            "detectedFileType": record["detectedFileType"],
            "status": status,
            "error": error,
            "stats": {k: v for k, v in record["stats"].items() if k != "examples"},
            "rejectionExamples": record["stats"].get("examples"),
            "writes": summary,
        },
    )
    return record


def record_handler(record: SQSRecord) -> None:
    """Handle one SQS message: an S3 event notification (several objects possible) or the S3 test event."""
    body = json.loads(record.body)
    if body.get("Event") == "s3:TestEvent":
        logger.info("s3:TestEvent ignored", extra={"bucket": body.get("Bucket")})
        return
    s3 = _s3()
    for event in body.get("Records") or []:
        if not str(event.get("eventName", "ObjectCreated")).startswith("ObjectCreated"):
            continue
        bucket = event["s3"]["bucket"]["name"]
        key = unquote_plus(event["s3"]["object"]["key"])
        ingest_object(s3, bucket, key)


@logger.inject_lambda_context
def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """SQS batch entry point; returns ``{"batchItemFailures": [{"itemIdentifier": messageId}, ...]}``."""
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)


coldstart.resume()  # last: the module is loaded; freeze what it made, collector back on
