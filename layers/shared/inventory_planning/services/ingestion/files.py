"""File ingestion: a retailer's file becomes a file-ingestion record and canonical items.

Use case:

- :func:`ingest_object` (the ingestion worker, once per S3 object): a file dropped under
  ``incoming/<organizationId>/<filename>`` is copied, claimed by its checksum and loaded.

It is built from steps that the next use cases reuse: registering a file by API is
:func:`claim_file` on an uploaded object; reprocessing a file is a local copy of a stored record's
``blobPath`` handed to :func:`claim_file` and :func:`load_file`; listing records is a read of
``store.ingestion.records``.

The record's lifecycle (docs/ingestion.md): :func:`claim_file` writes it UPLOADED (or reports that
the same bytes were INGESTED already: nothing to do, nothing written); :func:`load_file` runs the
pipeline and ends it INGESTED, or ERROR with the reason and the stats of what was read. A problem of
the file (unsupported type, unknown layout, unreadable) is an ERROR record and no exception; any
other failure (AWS, a bug) is logged with its traceback, recorded as a stable code and a sentence
(``STORAGE_UNAVAILABLE: ...``, ``INTERNAL_ERROR: ...``: ``domain.failures``, never the exception's
text) and re-raised, so that the message is retried, and the retry takes the record over (same
``createdAt``, same items).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from aws_lambda_powertools import Logger

from inventory_planning import observability
from inventory_planning.coldstart import lazy
from inventory_planning.domain import images
from inventory_planning.domain.file_ingestions import StoredFileIngestion
from inventory_planning.domain.ingestion import IngestionStats, UnknownLayout, UnreadableFile, ingest_rows, readers
from inventory_planning.domain.ingestion import records as domain
from inventory_planning.domain.ingestion.records import InvalidObjectKey
from inventory_planning.domain.ingestion.specs import layouts_for
from inventory_planning.kernel import clock
from inventory_planning.services.ingestion.specs import active_specs
from inventory_planning.store import account as accounts
from inventory_planning.store.ingestion import records as store
from inventory_planning.store.models import OrganizationItem

if TYPE_CHECKING:
    from inventory_planning.store.ingestion import objects
    from inventory_planning.store.ingestion import writer as ingestion_writer
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    objects = lazy("inventory_planning.store.ingestion.objects")  # boto3 and S3 on first use (~45 ms)
    ingestion_writer = lazy("inventory_planning.store.ingestion.writer")  # the write path on first use (~90 ms)

__all__ = [
    "Claim",
    "InvalidObjectKey",
    "UnknownOrganization",
    "claim_file",
    "ingest_object",
    "load_file",
    "reprocess_object",
]

logger = Logger(child=True)


class UnknownOrganization(Exception):
    """The file names an organization that does not exist (nothing is recorded)."""


class Claim(NamedTuple):
    """The outcome of :func:`claim_file`.

    Attributes:
        record: the record to load the file into (status UPLOADED, stored), or the stored record
            when ``done``.
        done: the same bytes were ingested already; nothing was written.
        redo: a record of the same bytes existed (a crashed or failed attempt): the load recounts
            every entity kind instead of trusting the stored counts.
    """

    record: dict[str, Any]
    done: bool
    redo: bool


def ingest_object(bucket: str, key: str, *, now: datetime | None = None) -> StoredFileIngestion:
    """Ingest the S3 object ``s3://bucket/key`` (``incoming/<organizationId>/<filename>``).

    Returns its file-ingestion record: INGESTED, ERROR with the reason, or the stored INGESTED
    record when the same bytes were ingested before. ``now`` (default: the current time) is the
    ingestion time of a first attempt.

    Raises:
        InvalidObjectKey: the key is not ``incoming/<organizationId>/<filename>``.
        UnknownOrganization: no such organization (logged at ERROR with the key).
        ObjectUnavailable: the object cannot be read (``store.ingestion.objects``).
        Exception: an AWS error while loading, after the record was marked ERROR (``STORAGE_UNAVAILABLE: ...``).
    """
    organization_id, filename = domain.parse_incoming_key(key)
    organization = accounts.get_organization(organization_id, consistent_read=True)
    if organization is None:
        logger.error("unknown organization: file not ingested", extra={"organizationId": organization_id, "key": key})
        raise UnknownOrganization(f"organization {organization_id} does not exist (object s3://{bucket}/{key})")
    with objects.local_copy(bucket, key) as copy:
        claim = claim_file(
            organization_id,
            filename=filename,
            blob_path=f"s3://{bucket}/{key}",
            checksum_sha256=copy.checksum_sha256,
            size_bytes=copy.size_bytes,
            now=now,
        )
        if claim.done:
            logger.info(
                "file already ingested: skipped",
                extra={
                    "fileId": claim.record["id"], "key": key, "checksumSha256": copy.checksum_sha256,
                    "firstKey": claim.record.get("blobPath"),
                },
            )  # fmt: skip
            return cast(StoredFileIngestion, claim.record)
        return load_file(organization, claim, copy.path)


def reprocess_object(
    organization_id: str, file_id: str, bucket: str, key: str, *, now: datetime | None = None
) -> StoredFileIngestion | None:
    """Load a stored file again into its record (``POST .../file-ingestions/{id}/reprocess``): a
    redo of the same record whatever its status (an INGESTED one too), so the rows it loaded before
    are rewritten under the same line ids and the same ingestion time (replaced, not doubled), and
    every entity kind is recounted. The record shows the attempt (``attempts`` + 1).

    Returns the final record, or None when the record is gone or DELETED (nothing to do).
    A file whose bytes changed since (another checksum at that key) ends ERROR ``CHECKSUM_MISMATCH``.

    Raises:
        UnknownOrganization: no such organization.
        ObjectUnavailable: the object cannot be read (the message is retried, then dead-lettered).
        Exception: an AWS error while loading, after the record was marked ERROR.
    """
    organization = accounts.get_organization(organization_id, consistent_read=True)
    if organization is None:
        raise UnknownOrganization(f"organization {organization_id} does not exist (reprocess of {file_id})")
    stored = store.get_file_record(organization_id, file_id)
    if stored is None or stored.get("status") == domain.DELETED:
        logger.warning("reprocess skipped: no such record", extra={"organizationId": organization_id, "fileId": file_id})
        return None
    with objects.local_copy(bucket, key) as copy:
        record = domain.new_record(
            organization_id,
            filename=stored["originalFilename"],
            blob_path=f"s3://{bucket}/{key}",
            checksum_sha256=stored["checksumSha256"],
            size_bytes=copy.size_bytes,
            started=now or clock.wall_now(),
            previous=stored,
        )
        store.put_file_record(organization_id, record)
        if copy.checksum_sha256 != stored["checksumSha256"]:
            logger.warning("reprocess: the object holds other bytes", extra={"fileId": file_id, "bucket": bucket, "key": key})
            return _finish(record, domain.ERROR, None, "CHECKSUM_MISMATCH: the stored file now holds other bytes")
        return load_file(organization, Claim(record, done=False, redo=True), copy.path)


def claim_file(
    organization_id: str,
    *,
    filename: str,
    blob_path: str,
    checksum_sha256: str,
    size_bytes: int,
    now: datetime | None = None,
) -> Claim:
    """Create the record of these bytes (status UPLOADED), or take over the record a crashed or failed
    attempt left; nothing is written when the bytes were ingested already (``done``).

    The record id derives from the checksum, so the same bytes under any name are one record.
    ``now`` (default: the current time) is ``createdAt`` of a new record and ``updatedAt``.
    """
    file_id = domain.file_record_id(organization_id, checksum_sha256)
    existing = store.get_file_record(organization_id, file_id)
    if existing is not None and domain.is_ingested(existing):
        return Claim(existing, done=True, redo=False)
    record = domain.new_record(
        organization_id,
        filename=filename,
        blob_path=blob_path,
        checksum_sha256=checksum_sha256,
        size_bytes=size_bytes,
        started=now or clock.wall_now(),
        previous=existing,
    )
    store.put_file_record(organization_id, record)
    return Claim(record, done=False, redo=existing is not None)


def load_file(
    organization: OrganizationItem, claim: Claim, path: str, layouts: tuple[Any, ...] | None = None
) -> StoredFileIngestion:
    """Load the claimed file from the local ``path`` into the organization's items; return the final record.
    ``layouts``: the headers to read it with (default: the organization's ACTIVE specs that apply to
    the file's name, then the built-in layouts; a sandbox promote passes its forced spec's).

    Every item written carries the record's ``createdAt`` as its ingestion time. The record ends
    INGESTED, or ERROR with ``UNSUPPORTED_FILE_TYPE``, ``UNKNOWN_LAYOUT`` or ``UNREADABLE_FILE`` (rows
    read before the damage stay loaded, with their rollups and counts). A product image (``.jpg``,
    ``.jpeg``, ``.png``, ``.webp``) is recorded, not read as rows (:func:`_image`).

    Raises:
        Exception: any other failure (AWS, a bug), logged, after recording ``ERROR`` with a stable code and
            sentence (``domain.records.unexpected_failure``).
    """
    record = claim.record
    file_type = record["fileType"]
    if file_type == readers.IMAGE:
        return _image(record, path)
    if file_type not in readers.ROW_TYPES:
        return _finish(record, domain.ERROR, None, domain.unsupported_file_type(record["originalFilename"]))
    stats = IngestionStats()
    try:
        summary = _run(readers.iter_rows(file_type, path), organization, record, stats, claim.redo, layouts)
    except UnknownLayout as error:
        return _finish(record, domain.ERROR, stats, f"{domain.UNKNOWN_LAYOUT}: {error}")
    except UnreadableFile as error:
        logger.warning("file unreadable", exc_info=error, extra={"fileId": record["id"]})
        return _finish(record, domain.ERROR, stats, f"{domain.UNREADABLE_FILE}: {error}")
    except Exception as error:
        logger.exception("file load failed", extra={"fileId": record["id"], "organizationId": record["organizationId"]})
        _finish(record, domain.ERROR, stats, domain.unexpected_failure(error))
        raise
    return _finish(record, domain.INGESTED, stats, None, summary)


def _image(record: dict[str, Any], path: str) -> StoredFileIngestion:
    """A product image (``domain.images``): nothing to read as rows, it stays where it was dropped and the
    enrichment finds it by its name. INGESTED with ``detectedFileType`` ``product-image`` when its first
    bytes are the format its extension names and its name gives a product code; else ERROR
    ``UNREADABLE_FILE`` (such a file is never shown as a product's image either)."""
    name = record["originalFilename"]
    with open(path, "rb") as file:
        head = file.read(images.SIGNATURE_BYTES)
    if not images.looks_like_image(name, head):
        kind = (images.mime_type(name) or "image").split("/")[-1].upper()
        return _finish(record, domain.ERROR, None, f"{domain.UNREADABLE_FILE}: the file is not a {kind} image")
    if images.product_code(name) is None:
        return _finish(record, domain.ERROR, None, f"{domain.UNREADABLE_FILE}: the image's file name gives no product code")
    return _finish({**record, "detectedFileType": images.DETECTED_FILE_TYPE}, domain.INGESTED, None, None)


def _run(
    rows: Iterable[list[str]],
    organization: OrganizationItem,
    record: dict[str, Any],
    stats: IngestionStats,
    redo: bool,
    layouts: tuple[Any, ...] | None = None,
) -> dict[str, Any]:
    """Map and write all rows; a redo (the record existed, not INGESTED) recounts every entity kind.

    The headers recognised are the organization's ACTIVE ingestion specs that apply to the file's
    name (read once here), then the built-in layouts.

    When the file turns out unreadable part-way, what was written still gets its rollups and counts
    (``finish``) before the error is recorded. Returns the writer's summary plus ``itemsWritten``.
    """
    ingested_at = datetime.fromisoformat(record["createdAt"].replace("Z", "+00:00"))
    writer = ingestion_writer.IngestionWriter(organization, ingested_at, run_id=record["id"], full_recount=redo)

    if layouts is None:
        layouts = layouts_for(active_specs(organization.organization_id), record["originalFilename"])
    try:
        writer.prepare()
        try:
            ingest_rows(rows, organization.organization_id, writer, stats=stats, layouts=layouts)
        except (UnknownLayout, UnreadableFile):
            writer.finish()
            raise
        summary = writer.finish()
    except BaseException:
        writer.discard()  # the staging files; finish() removes them itself
        raise
    summary["itemsWritten"] = writer.writes
    return summary


def _finish(
    record: dict[str, Any], status: str, stats: IngestionStats | None, error: str | None, summary: dict[str, Any] | None = None
) -> StoredFileIngestion:
    """Store the record's final status and stats, and log the summary (INFO when ingested, WARNING otherwise).
    A file read as rows writes one EMF line: ``RowsIngested`` and ``RowsRejected`` by ``fileType`` and ``status``."""
    done = domain.finished(record, status, stats, error, clock.wall_now())
    store.put_file_record(done["organizationId"], done)
    if stats is not None:
        observability.emit(
            {"fileType": done["fileType"], "status": status},
            observability.Metric("RowsIngested", stats.rows_loaded),
            observability.Metric("RowsRejected", stats.rows_rejected),
        )
    log = logger.info if status == domain.INGESTED else logger.warning
    log(
        f"file {status.lower()}",
        extra={
            "fileId": done["id"],
            "organizationId": done["organizationId"],
            "originalFilename": done["originalFilename"],
            "blobPath": done["blobPath"],
            "fileType": done["fileType"],
            "detectedFileType": done["detectedFileType"],
            "status": status,
            "error": error,
            "stats": {k: v for k, v in done["stats"].items() if k != "examples"},
            "rejectionExamples": done["stats"].get("examples"),
            "writes": summary,
        },
    )
    return cast(StoredFileIngestion, done)
