"""Amazon SQS: put one message on a queue (the job queue, the ingestion queue, the enrichment queue).

The client is :func:`inventory_planning.store.aws.client` (boto3 on the first message).
"""

from __future__ import annotations

from inventory_planning.store import aws

__all__ = ["send"]


def send(queue_url: str, body: str) -> str:
    """Send ``body`` (a JSON document) to the queue at ``queue_url``; the message id SQS gave it.

    Raises:
        botocore.exceptions.ClientError, BotoCoreError: SQS refused or did not take the message.
    """
    sent = aws.client("sqs").send_message(QueueUrl=queue_url, MessageBody=body)
    return str(sent["MessageId"])
