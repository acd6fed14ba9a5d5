"""Read the lake as tests see it: every row of a dataset of one organization, straight from S3 (moto)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import boto3


def lake_keys(dataset: str, organization_id: str) -> list[str]:
    """Every key of the organization's partitions of ``dataset``, sorted."""
    prefix = f"lake/{dataset}/organization_id={organization_id}/"
    pages = boto3.client("s3").get_paginator("list_objects_v2").paginate(Bucket=os.environ["LAKE_BUCKET"], Prefix=prefix)
    return sorted(o["Key"] for page in pages for o in page.get("Contents") or [])


def lake_rows(dataset: str, organization_id: str) -> list[dict[str, Any]]:
    """Every stored row of ``dataset`` for the organization (all files, no dedup), as dicts, in a stable order."""
    import duckdb

    keys = lake_keys(dataset, organization_id)
    if not keys:
        return []
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for index, key in enumerate(keys):
            path = Path(folder, f"{index}.parquet")
            boto3.client("s3").download_file(os.environ["LAKE_BUCKET"], key, str(path))
            paths.append(str(path))
        relation = duckdb.connect().execute(f"SELECT * FROM read_parquet({paths!r}, union_by_name = true)")
        names = [d[0] for d in relation.description]
        rows = [dict(zip(names, r, strict=True)) for r in relation.fetchall()]
    return sorted(rows, key=lambda r: tuple(str(v) for v in r.values()))
