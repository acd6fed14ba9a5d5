"""The lake's S3 side: list a dataset's partitions, fetch files to the local cache, upload, delete.

Queries read local copies: the files of the organization's partitions in range are fetched once to
``LAKE_CACHE_DIR`` (Lambda's /tmp) under a name made of the key and its ETag, so a warm function
reads each version of a file once, and DuckDB scans local disk (docs/decisions/0018-facts-lake.md
says why this beat reading S3 through DuckDB's httpfs). The cache is bounded: the least recently
used files go when it passes ``CACHE_MAX_BYTES``, except those the fetch that passed it returns.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, NamedTuple

from inventory_planning.settings import get_lake_settings
from inventory_planning.store import aws
from inventory_planning.store.lake.datasets import Dataset, month_of_key

CACHE_MAX_BYTES = 400 * 1024 * 1024
FETCH_THREADS = 8


class LakeUnavailable(Exception):
    """S3 could not be read or written (the AWS error is chained as ``__cause__``)."""


class LakeObject(NamedTuple):
    """One Parquet file of the lake: key, ETag (quotes stripped) and size in bytes."""

    key: str
    etag: str
    size: int


def s3_client() -> Any:
    """The process's S3 client (endpoint from ``AWS_ENDPOINT_URL`` locally; :func:`~inventory_planning.store.aws.client`)."""
    return aws.client("s3")


def bucket() -> str:
    """The lake bucket (``LAKE_BUCKET``)."""
    return get_lake_settings().lake_bucket


def _list(prefix: str) -> list[LakeObject]:
    found: list[LakeObject] = []
    try:
        for page in s3_client().get_paginator("list_objects_v2").paginate(Bucket=bucket(), Prefix=prefix):
            for item in page.get("Contents") or []:
                if item["Key"].endswith(".parquet"):
                    found.append(LakeObject(item["Key"], item["ETag"].strip('"'), int(item["Size"])))
    except Exception as error:  # botocore errors: the caller answers 500 / retries the message
        raise LakeUnavailable(f"cannot list s3://{bucket()}/{prefix}") from error
    return found


def _list_range(prefix: str, first: str, last: str, key: str = "month") -> list[LakeObject]:
    """The files under ``prefix`` whose partition (``month=`` or ``year=``: ``key``) is in [first, last]:
    one paginated listing that starts at the first partition (S3 lists keys in order, and
    ``month=YYYY-MM`` sorts by date) and stops after the last one."""
    found: list[LakeObject] = []
    try:
        # StartAfter is exclusive; "<prefix>month=<first>" sorts before every key of that month
        paginator = s3_client().get_paginator("list_objects_v2")
        pages = paginator.paginate(Bucket=bucket(), Prefix=prefix, StartAfter=f"{prefix}{key}={first}")
        for page in pages:
            for item in page.get("Contents") or []:
                month = month_of_key(item["Key"]) or ""
                if month > last:
                    return sorted(found)
                if month >= first and item["Key"].endswith(".parquet"):
                    found.append(LakeObject(item["Key"], item["ETag"].strip('"'), int(item["Size"])))
    except Exception as error:  # botocore errors: the caller answers 500 / retries the message
        raise LakeUnavailable(f"cannot list s3://{bucket()}/{prefix}") from error
    return sorted(found)


def list_partition(dataset: Dataset, organization_id: str, month: str) -> list[LakeObject]:
    """The files of one partition (``month`` as ``YYYY-MM``), in key order."""
    return sorted(_list(dataset.partition_prefix(organization_id, month)))


def list_months(dataset: Dataset, organization_id: str, months: Iterable[str]) -> list[LakeObject]:
    """The files of the organization's partitions of ``months``, and of no other partition: one
    listing from the first month to the last (a gap in ``months`` is filtered out)."""
    wanted = sorted(set(months))
    if not wanted:
        return []
    keep = set(wanted)
    listed = _list_range(dataset.prefix(organization_id), wanted[0], wanted[-1], dataset.partition)
    return [o for o in listed if month_of_key(o.key) in keep]


def list_month_range(dataset: Dataset, organization_id: str, first: str, last: str) -> list[LakeObject]:
    """The files of the organization's partitions whose month is in [first, last] (``YYYY-MM``; open
    ends as ``0000-00`` / ``9999-99``): one listing from the first month."""
    return _list_range(dataset.prefix(organization_id), first, last, dataset.partition)


def all_months(dataset: Dataset, organization_id: str) -> list[str]:
    """The ``YYYY-MM`` partitions the organization has in ``dataset``, ascending (one paginated listing)."""
    found = {month_of_key(o.key) for o in _list(dataset.prefix(organization_id))}
    return sorted(m for m in found if m)


def _cache_dir() -> Path:
    path = Path(get_lake_settings().lake_cache_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def _cache_path(obj: LakeObject) -> Path:
    """``<cache>/<bucket>/<key without .parquet>.<etag>.parquet``: the Hive folders are kept, so the
    local copies answer the same SQL (``organization_id`` and ``month`` come from the path)."""
    stem = obj.key[: -len(".parquet")]
    etag = "".join(ch for ch in obj.etag if ch.isalnum())
    return _cache_dir() / bucket() / f"{stem}.{etag}.parquet"


def _fetch_one(obj: LakeObject) -> str | tuple[str]:
    """The local path of ``obj``; a 1-tuple when it was downloaded now (the cache grew)."""
    path = _cache_path(obj)
    if path.exists():
        os.utime(path)  # recently used
        return str(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.part")
    try:
        body = s3_client().get_object(Bucket=bucket(), Key=obj.key, IfMatch=f'"{obj.etag}"')["Body"]
        with open(partial, "wb") as out:
            for chunk in body.iter_chunks(1024 * 1024):
                out.write(chunk)
    except Exception as error:
        partial.unlink(missing_ok=True)
        raise LakeUnavailable(f"cannot read s3://{bucket()}/{obj.key}") from error
    partial.replace(path)
    return (str(path),)


def fetch(objects: list[LakeObject]) -> list[str]:
    """Local paths of ``objects`` (fetched in parallel unless cached), in the same order.

    Raises:
        LakeUnavailable: an object could not be read (deleted by a compaction meanwhile: the caller
            lists again).
    """
    if not objects:
        return []
    if len(objects) == 1:
        fetched = [_fetch_one(objects[0])]
    else:
        with ThreadPoolExecutor(max_workers=min(FETCH_THREADS, len(objects))) as pool:
            fetched = list(pool.map(_fetch_one, objects))
    paths = [f[0] if isinstance(f, tuple) else f for f in fetched]
    if any(isinstance(f, tuple) for f in fetched):
        _evict(set(paths))  # only when something new came in: a warm query does not walk the cache
    return paths


def _evict(in_use: set[str]) -> None:
    """Remove the least recently used cached files until the cache is within ``CACHE_MAX_BYTES``,
    never one of ``in_use`` (the files the caller is about to read: a partition larger than the
    bound, such as a retailer's year of forecasts compacted at once, stays whole until it is read)."""
    files = sorted(_cache_dir().rglob("*.parquet"), key=lambda p: p.stat().st_mtime)
    total = sum(p.stat().st_size for p in files)
    for path in files:
        if total <= CACHE_MAX_BYTES:
            break
        if str(path) in in_use:
            continue
        total -= path.stat().st_size
        path.unlink(missing_ok=True)


SINGLE_PUT_LIMIT = 5 * 1024**3  # S3's limit of one PutObject


def upload(local_path: str, key: str) -> LakeObject:
    """Put a local Parquet file at ``key`` (one PutObject up to 5 GiB, whose ETag is the MD5: a
    multipart ETag would also trip moto's checksums locally); returns the new object."""
    try:
        if os.path.getsize(local_path) < SINGLE_PUT_LIMIT:
            with open(local_path, "rb") as body:
                s3_client().put_object(Bucket=bucket(), Key=key, Body=body)
        else:
            s3_client().upload_file(local_path, bucket(), key)
        head = s3_client().head_object(Bucket=bucket(), Key=key)
    except Exception as error:
        raise LakeUnavailable(f"cannot write s3://{bucket()}/{key}") from error
    return LakeObject(key, head["ETag"].strip('"'), int(head["ContentLength"]))


def copy(source_key: str, key: str) -> None:
    """Copy the object at ``source_key`` to ``key`` in the lake bucket (up to 5 GiB: a shard's part).

    Raises:
        LakeUnavailable: S3 failed.
    """
    try:
        s3_client().copy_object(Bucket=bucket(), Key=key, CopySource={"Bucket": bucket(), "Key": source_key})
    except Exception as error:
        raise LakeUnavailable(f"cannot copy s3://{bucket()}/{source_key}") from error


def delete(keys: Iterable[str]) -> None:
    """Delete ``keys`` (1,000 per call); a key already gone is not an error."""
    keys = list(keys)
    try:
        for start in range(0, len(keys), 1000):
            chunk = [{"Key": k} for k in keys[start : start + 1000]]
            s3_client().delete_objects(Bucket=bucket(), Delete={"Objects": chunk, "Quiet": True})
    except Exception as error:
        raise LakeUnavailable(f"cannot delete from s3://{bucket()}") from error


def put_json(key: str, value: Any) -> None:
    """Write ``value`` as a JSON object at ``key`` (job manifests and shard results, under ``jobs/``).

    Raises:
        LakeUnavailable: S3 refused the write.
    """

    try:
        s3_client().put_object(Bucket=bucket(), Key=key, Body=json.dumps(value).encode(), ContentType="application/json")
    except Exception as error:
        raise LakeUnavailable(f"cannot write s3://{bucket()}/{key}") from error


def get_json(key: str) -> Any | None:
    """The JSON object at ``key``, or None when there is none.

    Raises:
        LakeUnavailable: S3 could not be read (other than a missing key).
    """

    try:
        body = s3_client().get_object(Bucket=bucket(), Key=key)["Body"].read()
    except Exception as error:
        code = getattr(error, "response", {}).get("Error", {}).get("Code")
        if code in ("NoSuchKey", "404"):
            return None
        raise LakeUnavailable(f"cannot read s3://{bucket()}/{key}") from error
    return json.loads(body)


def list_keys(prefix: str, start_after: str | None = None) -> list[str]:
    """Every key under ``prefix`` (after ``start_after`` when given), in key order.

    Raises:
        LakeUnavailable: S3 could not be listed.
    """
    keys: list[str] = []
    arguments = {"Bucket": bucket(), "Prefix": prefix, **({"StartAfter": start_after} if start_after else {})}
    try:
        for page in s3_client().get_paginator("list_objects_v2").paginate(**arguments):
            keys += [item["Key"] for item in page.get("Contents") or []]
    except Exception as error:
        raise LakeUnavailable(f"cannot list s3://{bucket()}/{prefix}") from error
    return keys
