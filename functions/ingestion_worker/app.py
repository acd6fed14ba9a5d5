"""Ingestion worker: S3 ObjectCreated -> SQS -> this function (Powertools batch processing).

Each SQS message body is an S3 event notification; each of its records names an object
``incoming/<organizationId>/<filename>``, handed to ``inventory_planning.services.ingestion.files``
(``ingest_object``: copy, claim by checksum, map, write, and a file-ingestion record that explains
every rejected row; the same bytes twice change nothing). A message ``{"reprocess": {organizationId,
fileId, bucket, key}}`` (the reprocess route) loads a stored file again into its record.

Failures: an unknown organization, a malformed key, an unreadable object or a transient AWS error
fails the message (reported in ``batchItemFailures``; SQS retries it and moves it to the DLQ after 3
receives). A file of an unsupported type, without a known header, or that cannot be parsed is a
permanent problem of the file: its record gets status ERROR with the reason, and the message succeeds.
"""

from __future__ import annotations

from inventory_planning import coldstart  # first: no GC passes during the cold start (resumed at the end)

# isort: split
import json
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote_plus

from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from inventory_planning import observability
from inventory_planning.services.ingestion import files as ingestion

logger = Logger()
processor = BatchProcessor(event_type=EventType.SQS)


def record_handler(record: SQSRecord) -> None:
    """Handle one SQS message: an S3 event notification (several objects possible) or the S3 test event."""
    body = json.loads(record.body)
    if "reprocess" in body:  # POST /api/data-platform/file-ingestions/{id}/reprocess
        asked = body["reprocess"]
        ingestion.reprocess_object(asked["organizationId"], asked["fileId"], asked["bucket"], asked["key"])
        return
    if body.get("Event") == "s3:TestEvent":
        logger.info("s3:TestEvent ignored", extra={"bucket": body.get("Bucket")})
        return
    for event in body.get("Records") or []:
        if not str(event.get("eventName", "ObjectCreated")).startswith("ObjectCreated"):
            continue
        ingestion.ingest_object(event["s3"]["bucket"]["name"], unquote_plus(event["s3"]["object"]["key"]))


@observability.capture_lambda_handler
@logger.inject_lambda_context
def lambda_handler(event: dict[str, Any], context: Any) -> Mapping[str, Any]:
    """SQS batch entry point; returns ``{"batchItemFailures": [{"itemIdentifier": messageId}, ...]}``."""
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)


coldstart.resume()  # last: the module is loaded; freeze what it made, collector back on
