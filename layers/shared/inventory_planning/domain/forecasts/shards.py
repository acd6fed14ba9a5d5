"""Cutting a job's variants into shards (or chunks) of contiguous ids (docs/jobs.md "Shards"). Pure."""

from __future__ import annotations

from typing import Any

SHARD_SERIES = 20_000
"""Series per shard (about) by default: ~450 series/s (docs/performance.md) makes a shard ~45 s of
forecasting, well inside a function's 15 minutes with its reads and writes."""


def cut_shards(series_per_variant: list[tuple[str, int]], shard_series: int = SHARD_SERIES) -> list[dict[str, Any]]:
    """Cut variants (ascending id, with their number of series) into shards of contiguous ids of
    about ``shard_series`` series (default ``SHARD_SERIES``; a variant is never split: its size curve spans its shops).

    Returns ``[{shard, firstVariant, lastVariant, series}]`` (the JSON rows of a shard list in S3),
    shard 0.. in id order; empty without variants.
    """
    shards: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    for variant_id, count in series_per_variant:
        if current is None or current["series"] >= shard_series:
            current = {"shard": len(shards), "firstVariant": variant_id, "lastVariant": variant_id, "series": 0}
            shards.append(current)
        current["lastVariant"] = variant_id
        current["series"] += count
    return shards
