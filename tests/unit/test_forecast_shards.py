"""Cutting the forecasts job into shards (domain/forecasts/shards.py ``cut_shards``)."""

from __future__ import annotations

from inventory_planning.domain.forecasts.shards import cut_shards


def test_variants_fill_a_shard_up_to_its_size_and_are_never_split():
    variants = [("v1", 3), ("v2", 1), ("v3", 5), ("v4", 1), ("v5", 2)]
    shards = cut_shards(variants, shard_series=4)
    assert shards == [
        {"shard": 0, "firstVariant": "v1", "lastVariant": "v2", "series": 4},
        {"shard": 1, "firstVariant": "v3", "lastVariant": "v3", "series": 5},  # one variant over the size: whole
        {"shard": 2, "firstVariant": "v4", "lastVariant": "v5", "series": 3},
    ]


def test_shards_cover_every_variant_once_in_id_order():
    variants = [(f"v{i:03d}", 1 + i % 4) for i in range(200)]
    shards = cut_shards(variants, shard_series=37)
    covered = [v for v, _ in variants if any(s["firstVariant"] <= v <= s["lastVariant"] for s in shards)]
    assert covered == [v for v, _ in variants]
    assert all(a["lastVariant"] < b["firstVariant"] for a, b in zip(shards, shards[1:], strict=False))
    assert sum(s["series"] for s in shards) == sum(n for _, n in variants)
    assert all(s["series"] < 37 + 4 for s in shards) and [s["shard"] for s in shards] == list(range(len(shards)))


def test_no_variant_no_shard():
    assert cut_shards([]) == []
