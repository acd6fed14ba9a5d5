"""Every AWS SDK client of the process, made here and nowhere else (the one AWS boundary; issue 35).

:func:`client` makes a boto3 client on first use and caches it per ``(service, profile)``: region and
endpoint from :func:`~inventory_planning.settings.get_settings` (``aws_endpoint``; DynamoDB's own
``dynamodb_endpoint``), a botocore ``Config`` where a caller needs one (:data:`SEND_ONCE`: SDK retries
off for the at-most-once e-mail; :data:`SIGNED_URLS`: SigV4 presigned S3 URLs). boto3 is imported
inside :func:`client` (~30 ms; botocore's ``Config`` ~60 ms more): a function that never makes a
client never imports it. :func:`clear` drops every cached client (a test's new moto mock, the local
stack's reset).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.settings import get_settings

if TYPE_CHECKING:
    import boto3
    from botocore import config as botocore_config
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    boto3 = lazy("boto3")  # boto3 on first use (~30 ms of cold start)
    botocore_config = lazy("botocore.config")  # botocore on first use (~60 ms of cold start)

__all__ = ["SEND_ONCE", "SIGNED_URLS", "clear", "client"]

SEND_ONCE = "send-once"
"""SES with the SDK's own retries off (one try; connect 5 s, read 30 s): a retried SendEmail whose
answer was lost would send the e-mail twice (store.mail.send_once retries what certainly did not leave)."""
SIGNED_URLS = "signed-urls"
"""S3 signing SigV4 URLs: virtual-hosted on AWS (the global host answers other regions' buckets with a
redirect that breaks the signature), path style behind a local endpoint (moto's server on 127.0.0.1)."""


def _config(profile: str, endpoint: str | None) -> Any:
    if profile == SEND_ONCE:
        return botocore_config.Config(retries={"total_max_attempts": 1}, connect_timeout=5, read_timeout=30)
    if profile == SIGNED_URLS:
        return botocore_config.Config(signature_version="s3v4", s3={"addressing_style": "path" if endpoint else "virtual"})
    raise ValueError(f"unknown client profile {profile!r}")


@cache
def client(service: str, profile: str = "") -> Any:
    """The process's boto3 client of ``service`` (``"sqs"``, ``"s3"``, ``"dynamodb"``...) with ``profile``
    (``""``: the SDK's defaults; :data:`SEND_ONCE`, :data:`SIGNED_URLS`), made on first use.
    ``bedrock-runtime`` takes the SDK's own region and endpoint (the model's region, never moto).

    Raises:
        ValueError: an unknown ``profile``.
        botocore.exceptions.BotoCoreError: the SDK cannot make the client (no region, unknown service).
    """
    if service == "bedrock-runtime":
        return boto3.client("bedrock-runtime")
    settings = get_settings()
    endpoint = settings.dynamodb_endpoint if service == "dynamodb" else settings.aws_endpoint
    if not profile:
        return boto3.client(service, region_name=settings.aws_region, endpoint_url=endpoint)
    config = _config(profile, endpoint)
    return boto3.client(service, region_name=settings.aws_region, endpoint_url=endpoint, config=config)


def clear() -> None:
    """Drop every cached client: the next :func:`client` makes a new one (after a new moto mock or settings)."""
    client.cache_clear()
