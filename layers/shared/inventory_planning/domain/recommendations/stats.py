"""What the recommendations job's steps return (JSON, into the job run and the Distributed Map's
state): typed as the dicts they are (docs/decisions/0026; docs/jobs.md)."""

from __future__ import annotations

from typing import TypedDict


class RecommendationPlan(TypedDict):
    """Step 1's plan: the shards, the positions they hold, the risks run decided on (ISO date, None
    without one) and where the shard list is (``bucket``, ``manifestKey``)."""

    shards: int
    positions: int
    risksRun: str | None
    bucket: str
    manifestKey: str


class RecommendationShardStats(TypedDict):
    """One shard's stats: decision vectors and actionable ones by domain, the decisions forbidden by
    rules, the positions decided, and whether an earlier delivery's result was ``reused``."""

    vectors: dict[str, int]
    actionable: dict[str, int]
    forbidden: int
    positions: int
    reused: bool


class RecommendationRunStats(TypedDict):
    """The run's stats once every shard is done: the day, the risks run (None without one), vectors
    and actionable ones by domain, the forbidden decisions and the shards (``chunks``)."""

    asOf: str
    risksRun: str | None
    vectors: dict[str, int]
    actionable: dict[str, int]
    forbidden: int
    chunks: int
