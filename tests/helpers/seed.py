"""Load retailer files through the real path in moto: S3 put -> SQS notification -> ingestion worker."""

from __future__ import annotations

import functools
import json
import os
from typing import Any

import boto3

from local.apigw import LambdaContext, load_function_module

QUEUE_NAME = "ips-test-ingestion"


@functools.cache
def client(service: str) -> Any:
    """One boto3 client per service and process (moto answers it in every world of the process:
    its stubber is a botocore handler that looks at the active mock when a request is sent); making
    a client costs ~5 ms, and a demo tenant's load used to make twelve."""
    return boto3.client(service)


def pipeline() -> dict[str, str]:
    """Create the bucket, queue and DLQ (idempotent within one moto context)."""
    from local.resources import create_ingestion_pipeline

    s3, sqs = client("s3"), client("sqs")
    existing = [b["Name"] for b in s3.list_buckets().get("Buckets", [])]
    if os.environ["INGESTION_BUCKET"] in existing:
        url = sqs.get_queue_url(QueueName=QUEUE_NAME)["QueueUrl"]
        return {"queueUrl": url}
    return create_ingestion_pipeline(s3, sqs, os.environ["INGESTION_BUCKET"], QUEUE_NAME)


def worker():
    """The ingestion worker's Lambda handler, imported from its CodeUri."""
    return load_function_module("functions/ingestion_worker", "app.lambda_handler", "IngestionWorkerFunction")[1]


def enrichment_worker():
    """The enrichment worker's Lambda handler, imported from its CodeUri."""
    return load_function_module("functions/enrichment_worker", "app.lambda_handler", "EnrichmentWorkerFunction")[1]


def run_enrichments() -> list[dict[str, Any]]:
    """Hand every message waiting on the enrichment queue to the enrichment worker."""
    return deliver(os.environ["ENRICHMENT_QUEUE_URL"], handler=enrichment_worker(), function_id="EnrichmentWorkerFunction")


def job_worker():
    """The job worker's Lambda handler, imported from its CodeUri."""
    return load_function_module("functions/job_worker", "app.lambda_handler", "JobWorkerFunction")[1]


def run_jobs() -> list[dict[str, Any]]:
    """Hand every message waiting on the job queue to the job worker (as the Lambda event source would)."""
    return deliver(os.environ["JOB_QUEUE_URL"], handler=job_worker(), function_id="JobWorkerFunction")


def deliver(queue_url: str, handler: Any = None, function_id: str = "IngestionWorkerFunction") -> list[dict[str, Any]]:
    """Hand every message waiting on the queue to the worker as an SQS event; return its responses."""
    sqs = client("sqs")
    handler = handler or worker()
    responses = []
    while True:
        messages = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=1, AttributeNames=["All"]).get("Messages", [])
        if not messages:
            return responses
        records = [
            {
                "messageId": m["MessageId"],
                "receiptHandle": m["ReceiptHandle"],
                "body": m["Body"],
                "attributes": m.get("Attributes", {}),
                "messageAttributes": {},
                "md5OfBody": m["MD5OfBody"],
                "eventSource": "aws:sqs",
                "eventSourceARN": "arn:aws:sqs:eu-west-1:123456789012:" + QUEUE_NAME,
                "awsRegion": "eu-west-1",
            }
            for m in messages
        ]
        response = handler({"Records": records}, LambdaContext(function_id))
        responses.append(response)
        failed = {f["itemIdentifier"] for f in (response or {}).get("batchItemFailures", [])}
        for m in messages:
            if m["MessageId"] not in failed:
                sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=m["ReceiptHandle"])
        if failed:
            return responses


def ingest(organization_id: str, filename: str, content: bytes | str) -> list[dict[str, Any]]:
    """Drop one file for ``organization_id`` and run the worker on the notification it causes."""
    queue = pipeline()["queueUrl"]
    body = content.encode() if isinstance(content, str) else content
    client("s3").put_object(Bucket=os.environ["INGESTION_BUCKET"], Key=f"incoming/{organization_id}/{filename}", Body=body)
    return deliver(queue)


def to_csv(rows: list[list], delimiter: str = ",") -> str:
    """A CSV file's text from rows (the first is the header)."""
    import csv
    import io

    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    return out.getvalue()


def ingestion_records(organization_id: str) -> list[dict[str, Any]]:
    """The organization's file-ingestion records."""
    from inventory_planning.store.models import FileIngestionItem

    return [json.loads(json.dumps(i.record)) for i in FileIngestionItem.query(f"ORG#{organization_id}#FILE")]
