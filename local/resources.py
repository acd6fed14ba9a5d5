"""Create the template's DynamoDB table, bucket, queues and parameters on a local endpoint or moto.

The table definition is read from template.yaml so that tests and the local stack use exactly the
deployed keys and indexes.
"""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

from local.apigw import Template


def table_definition(template: Template | None = None) -> dict[str, Any]:
    """CreateTable arguments from template.yaml's ``Table`` resource (the repository's template is
    parsed once per process: the tests create the table for every test)."""
    if template is None:
        return copy.deepcopy(_template_table_definition())
    props = template.resources["Table"]["Properties"]
    return {
        "AttributeDefinitions": props["AttributeDefinitions"],
        "KeySchema": props["KeySchema"],
        "GlobalSecondaryIndexes": props["GlobalSecondaryIndexes"],
        "BillingMode": props["BillingMode"],
    }


@functools.cache
def _template_table_definition() -> dict[str, Any]:
    return table_definition(Template())


def create_table(dynamodb: Any, table_name: str) -> None:
    """Create the single table (and enable its TTL) unless it exists."""
    existing = dynamodb.list_tables()["TableNames"]
    if table_name not in existing:
        dynamodb.create_table(TableName=table_name, **table_definition())
        dynamodb.get_waiter("table_exists").wait(TableName=table_name)
    try:
        dynamodb.update_time_to_live(TableName=table_name, TimeToLiveSpecification={"Enabled": True, "AttributeName": "ttl"})
    except Exception:  # noqa: BLE001, S110 - already enabled, or not supported by the local engine
        pass


def create_lake_bucket(s3: Any, bucket: str) -> None:
    """The facts lake's bucket (template.yaml ``LakeBucket``), unless it exists."""
    if bucket not in {b["Name"] for b in s3.list_buckets().get("Buckets", [])}:
        s3.create_bucket(Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": s3.meta.region_name})


def create_queue_with_dead_letters(sqs: Any, queue_name: str, visibility_timeout: int = 60) -> dict[str, str]:
    """A queue whose messages go to ``<name>-dlq`` after 3 receives (template.yaml's JobQueue).

    Returns ``{queueUrl, deadLetterQueueUrl}``.
    """
    dlq_url = sqs.create_queue(QueueName=f"{queue_name}-dlq")["QueueUrl"]
    dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    queue_url = sqs.create_queue(
        QueueName=queue_name,
        Attributes={
            "VisibilityTimeout": str(visibility_timeout),
            "RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "3"}),
        },
    )["QueueUrl"]
    return {"queueUrl": queue_url, "deadLetterQueueUrl": dlq_url}


def create_ingestion_pipeline(s3: Any, sqs: Any, bucket: str, queue_name: str) -> dict[str, str]:
    """Bucket -> queue (with a dead-letter queue, maxReceiveCount 3) as template.yaml wires them.

    Returns ``{queueUrl, queueArn, deadLetterQueueUrl}``.
    """
    dlq_url = sqs.create_queue(QueueName=f"{queue_name}-dlq")["QueueUrl"]
    dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    queue_url = sqs.create_queue(
        QueueName=queue_name,
        Attributes={
            "VisibilityTimeout": "60",
            "RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "3"}),
        },
    )["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    s3.create_bucket(Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": s3.meta.region_name})
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [
                {
                    "QueueArn": queue_arn,
                    "Events": ["s3:ObjectCreated:*"],
                    "Filter": {"Key": {"FilterRules": [{"Name": "prefix", "Value": "incoming/"}]}},
                }
            ]
        },
    )
    return {"queueUrl": queue_url, "queueArn": queue_arn, "deadLetterQueueUrl": dlq_url}


def put_internal_tokens(ssm: Any, name: str, tokens: dict[str, str]) -> None:
    """Store the internal tokens as a SecureString JSON object ``{serviceName: token}``."""
    ssm.put_parameter(Name=name, Value=json.dumps(tokens), Type="SecureString", Overwrite=True)


ALERT_SENDER = "alerts@inventory-planning.local"
"""The sender of alert e-mails on the local stack and in tests (template.yaml: AlertSenderEmail)."""


def verify_alert_sender(ses: Any, address: str = ALERT_SENDER) -> None:
    """Verify the alert sender in (moto's) SES, so that SendEmail accepts it."""
    ses.verify_email_identity(EmailAddress=address)


CREDENTIALS_KEY_ALIAS = "alias/ips-workflow-credentials"
"""The KMS key of workflow credentials on the local stack and in tests (``CREDENTIALS_KEY_ID``;
template.yaml: WorkflowCredentialsKey)."""


def create_credentials_key(kms: Any, alias: str = CREDENTIALS_KEY_ALIAS) -> str:
    """Create (moto's) KMS key of workflow credentials under ``alias`` unless the alias exists; its key id."""
    for page in kms.get_paginator("list_aliases").paginate():
        for existing in page["Aliases"]:
            if existing["AliasName"] == alias and existing.get("TargetKeyId"):
                return str(existing["TargetKeyId"])
    key_id = kms.create_key(Description="workflow credentials (local)", KeyUsage="ENCRYPT_DECRYPT")["KeyMetadata"]["KeyId"]
    kms.create_alias(AliasName=alias, TargetKeyId=key_id)
    return str(key_id)
