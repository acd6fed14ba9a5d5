"""The retailer's object in S3, copied once to local disk (``/tmp`` in Lambda) while hashing.

One read of the object: streamed to a temporary file in 64 KiB chunks (memory bounded whatever the
file size) while its SHA-256 is computed, so that the checksum decides whether the file was already
ingested before anything is written, and the readers then parse the local copy (xlsx and parquet
need random access). The copy reads the version the HEAD saw (``IfMatch`` on its ETag).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import PurePosixPath
from typing import Any, NamedTuple

from botocore.exceptions import BotoCoreError, ClientError

from inventory_planning.domain.ingestion import readers
from inventory_planning.store import aws


class ObjectUnavailable(Exception):
    """The object could not be read (missing, changed while read, access denied, S3 unavailable).

    The AWS error is chained as ``__cause__``; the message names the object.
    """


class LocalCopy(NamedTuple):
    """A local copy of an object: its path, SHA-256 (hex) and size in bytes."""

    path: str
    checksum_sha256: str
    size_bytes: int


def _s3() -> Any:
    return aws.client("s3")  # boto3 on first use (~30 ms): only the worker reads objects


@contextmanager
def local_copy(bucket: str, key: str) -> Iterator[LocalCopy]:
    """Copy ``s3://bucket/key`` to a temporary file (named with the key's extension) and yield it;
    the file is deleted on exit.

    Raises:
        ObjectUnavailable: S3 refused or failed the HEAD or the GET.
    """
    s3 = _s3()
    with tempfile.NamedTemporaryFile(suffix=PurePosixPath(key).suffix, delete=False) as target:
        try:
            etag = s3.head_object(Bucket=bucket, Key=key)["ETag"]
            body = s3.get_object(Bucket=bucket, Key=key, IfMatch=etag)["Body"]
            try:
                checksum, size = readers.copy_hashing(body, target)
            finally:
                body.close()
        except BaseException as error:
            target.close()
            os.unlink(target.name)
            if isinstance(error, ClientError | BotoCoreError):
                raise ObjectUnavailable(f"cannot read s3://{bucket}/{key}: {error}") from error
            raise
    try:
        yield LocalCopy(target.name, checksum, size)
    finally:
        os.unlink(target.name)
