"""Product images delivered to the ingestion bucket (``domain/images.py``): found by listing, shown by a presigned URL.

- :func:`find_delivered` (the enrichment worker): the key of a product's newest delivered image under
  the organization's own ``incoming/<organizationId>/`` prefix, or None. One ListObjectsV2 call per
  1,000 objects of that prefix, and a 12-byte ranged GET of the chosen candidate to check its format.
- :func:`signed_url` (the catalogue function, when a product is read): a presigned S3 GET URL of a key,
  computed locally (no network call), valid :data:`~inventory_planning.domain.images.URL_SECONDS`
  seconds, served with the extension's MIME type and ``Content-Disposition: inline``. Signed with the
  function's role credentials, it also ends when they do (at most their session's remaining time).

boto3 and the S3 client are loaded on first use only (cold start: a product list without a delivered
image never loads them).
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain import images
from inventory_planning.settings import get_ingestion_bucket_settings
from inventory_planning.store import aws

MAX_CANDIDATES = 5  # delivered files of one product checked for their format, newest first


def _s3() -> Any:
    # A regional virtual-hosted URL on AWS, path style behind a local endpoint (store.aws.SIGNED_URLS).
    return aws.client("s3", aws.SIGNED_URLS)


def _bucket() -> str:
    return get_ingestion_bucket_settings().ingestion_bucket


def find_delivered(organization_id: str, code: str) -> str | None:
    """The key of product ``code``'s delivered image (``domain.images`` naming rule), or None.

    Only keys under ``incoming/<organizationId>/`` are listed, so another organization's image of the
    same code is never found. The newest candidate whose first bytes are its format is chosen.

    Raises:
        botocore.exceptions.ClientError, BotoCoreError: S3 refused or failed the listing (the
            enrichment records STORAGE_UNAVAILABLE and the message is retried).
    """
    s3 = _s3()
    bucket = _bucket()
    pages = s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=images.organization_prefix(organization_id))
    listed = ((o["Key"], o["LastModified"]) for page in pages for o in page.get("Contents", []))
    for key in images.candidates(organization_id, code, listed)[:MAX_CANDIDATES]:
        head = s3.get_object(Bucket=bucket, Key=key, Range=f"bytes=0-{images.SIGNATURE_BYTES - 1}")["Body"].read()
        if images.looks_like_image(key, head):
            return key
    return None


def signed_url(key: str) -> str:
    """A presigned GET URL of ``key`` in the ingestion bucket, valid ``domain.images.URL_SECONDS`` seconds.

    Computed offline (the signature uses the function's credentials; nothing is sent). The caller
    checks that ``key`` is the organization's (``domain.images.is_organization_image``).
    """
    params = {"Bucket": _bucket(), "Key": key, "ResponseContentDisposition": "inline"}
    kind = images.mime_type(key)
    if kind:
        params["ResponseContentType"] = kind
    return _s3().generate_presigned_url("get_object", Params=params, ExpiresIn=images.URL_SECONDS)
