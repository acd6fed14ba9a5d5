"""The recommendations job: decision vectors and their actions for restock, markdown and rebalance
(REFERENCE 3; docs/intelligence.md "Recommendations"), from the risks run, the forecasts run, open
order lines and the organization's supplier constraints and lists, for one ``asOf``. The decisions
of a chunk of variants are in services/recommendations/chunks.py (pure ones in ``domain.recommendations``).

The job runs in three steps, so that a large organization's chunks fan out (docs/jobs.md "Shards",
docs/decisions/0031):

1. :func:`plan_recommendations` reads what spans chunks once (the price elasticities, the suppliers'
   lead times, the units on order, each variant's latest supplier, the supplier constraints, the org
   lists, the default ruleset's rules, the planning settings: ``recommendation_chunks.read_inputs``),
   writes it to S3 as the run's plan, cuts the risks run's variants into shards of contiguous ids
   (about ``CHUNK_POSITIONS`` positions each; a variant is never split, so its shops rebalance
   together) and writes the shard list the state machine's Distributed Map reads;
2. :func:`run_shard_number` decides one shard's positions (one function invocation) from the plan,
   writes its vectors (its own Parquet part) and records the shard done;
3. :func:`finish_recommendations` checks every shard is done, keeps the run's rows of the day
   (compaction) and sums the stats.

Deployed, the ``RecommendationShards`` state machine runs them (template.yaml); the job-runs API and
``make run`` run the same three steps in one process (``services.jobs.runs.run_sharded_in_process``).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, cast

from aws_lambda_powertools import Logger

from inventory_planning.domain.failures import Failure, Reported
from inventory_planning.domain.forecasts.shards import cut_shards
from inventory_planning.domain.recommendations.stats import RecommendationPlan, RecommendationRunStats, RecommendationShardStats
from inventory_planning.services.recommendations.chunks import (
    Inputs,
    VectorSink,
    inputs_document,
    inputs_of,
    read_inputs,
    run_chunk,
)
from inventory_planning.store.lake import compaction, objects
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import DECISION_VECTORS, RISK_POSITIONS
from inventory_planning.store.lake.writer import LakeWriter

logger = Logger(child=True)

CHUNK_POSITIONS = 40_000
"""Risk positions per chunk (shard) of the job (about; a variant is never split, so its shops rebalance
together): a chunk's positions, forecast weeks and targets are what a shard holds in Python at once,
so its memory is bounded by the chunk, not by the organization (docs/performance.md "The nightly chain")."""


class ShardsFailed(Reported):
    """Shards of a recommendations run failed or are missing (the run is FAILED; start another run).
    ``sentence`` is ours (shard numbers, never a shard's exception text): the run shows
    ``RECOMMENDATION_SHARDS_FAILED: <sentence>``."""

    def __init__(self, sentence: str) -> None:
        super().__init__(Failure("RECOMMENDATION_SHARDS_FAILED", sentence))


def _prefix(organization_id: str, as_of: date, run_id: str) -> str:
    return f"jobs/recommendations/organization_id={organization_id}/as_of={as_of.isoformat()}/run={run_id}/"


def manifest_key(organization_id: str, as_of: date, run_id: str) -> str:
    """The S3 key of a run's shard list: a JSON array of ``{shard, firstVariant, lastVariant, series}``
    (``series``: the shard's risk positions)."""
    return f"{_prefix(organization_id, as_of, run_id)}shards.json"


def plan_key(organization_id: str, as_of: date, run_id: str) -> str:
    """The S3 key of a run's plan: ``{risksRun, stamp, inputs}`` (``inputs``: ``inputs_document``, null
    without a risks run; ``stamp``: the run's ``created_at`` of every vector)."""
    return f"{_prefix(organization_id, as_of, run_id)}plan.json"


def _shard_key(organization_id: str, as_of: date, run_id: str, shard: int) -> str:
    return f"{_prefix(organization_id, as_of, run_id)}shard-{shard:05d}.json"


def _empty(as_of: date) -> RecommendationRunStats:
    return {"asOf": as_of.isoformat(), "risksRun": None, "vectors": {}, "actionable": {}, "forbidden": 0, "chunks": 0}


def plan_recommendations(organization_id: str, as_of: date, run_id: str, now: datetime) -> RecommendationPlan:
    """Step 1: write the run's plan (what spans chunks) and its shard list (empty without a risks run).

    Returns ``{shards, positions, risksRun, bucket, manifestKey}``.

    Raises:
        LakeUnavailable: S3 failed.
    """
    risks_run = lake_runs.latest_run(RISK_POSITIONS, organization_id, as_of)
    shards: list[dict[str, Any]] = []
    document: dict[str, Any] | None = None
    if risks_run is not None:
        document = inputs_document(read_inputs(organization_id, as_of, risks_run))
        shards = cut_shards(lake_decisions.positions_per_variant(organization_id, risks_run), CHUNK_POSITIONS)
    stamp = now.replace(tzinfo=None).isoformat()
    run = risks_run.isoformat() if risks_run else None
    objects.put_json(plan_key(organization_id, as_of, run_id), {"risksRun": run, "stamp": stamp, "inputs": document})
    key = manifest_key(organization_id, as_of, run_id)
    objects.put_json(key, shards)  # after the plan: a shard list means its plan is there
    return {
        "shards": len(shards), "positions": sum(s["series"] for s in shards), "risksRun": run,
        "bucket": objects.bucket(), "manifestKey": key,
    }  # fmt: skip


def _plan(organization_id: str, as_of: date, run_id: str) -> tuple[Inputs, datetime]:
    plan = objects.get_json(plan_key(organization_id, as_of, run_id))
    if plan is None or plan["inputs"] is None:
        raise ShardsFailed(f"run {run_id} has no plan: its plan step did not finish")
    return inputs_of(plan["inputs"]), datetime.fromisoformat(plan["stamp"])


def _staging(organization_id: str, as_of: date, run_id: str, shard: int) -> str:
    return f"{_prefix(organization_id, as_of, run_id)}parts/shard-{shard:05d}-"


def _run_shard(inputs: Inputs, stamp: datetime, run_id: str, item: dict[str, Any]) -> RecommendationShardStats:
    """Decide one shard's vectors, stage them beside the plan (``parts/shard-<n>-<day>.parquet``: a
    redo overwrites them; nothing is served before the finish step moves them in) and record the
    shard done with its parts; returns its stats."""
    organization_id, as_of, shard = inputs.organization_id, inputs.as_of, item["shard"]
    staging = _staging(organization_id, as_of, run_id, shard)
    writer = LakeWriter(DECISION_VECTORS, organization_id, run_id, staging=staging)
    sink = VectorSink(inputs, writer, run_id, stamp, inputs.pre_generate())
    try:
        run_chunk(inputs, sink, (item["firstVariant"], item["lastVariant"]))
        parts = {day: f"{staging}{day}.parquet" for day in writer.finish()}
    except BaseException:
        writer.discard()
        raise
    stats: dict[str, Any] = {"vectors": dict(sink.counts), "actionable": dict(sink.actionable), "forbidden": sink.forbidden,
             "positions": item["series"]}  # fmt: skip
    objects.put_json(_shard_key(organization_id, as_of, run_id, shard), {"runId": run_id, "stats": stats, "parts": parts})
    return cast(RecommendationShardStats, {**stats, "reused": False})


def run_shard_number(organization_id: str, as_of: date, run_id: str, shard: int, now: datetime) -> RecommendationShardStats:
    """Step 2: decide shard number ``shard`` of the run's shard list (a Distributed Map item) from the
    run's plan; returns its stats ``{vectors: {domain: n}, actionable: {domain: n}, forbidden,
    positions, reused}``. A shard already done for the run (a redelivery) is not redone and writes
    nothing (``reused`` true). Every vector carries the plan's stamp, not ``now``.

    Raises:
        ShardsFailed: the run has no plan or no such shard.
        LakeUnavailable: S3 failed (the invocation fails; Step Functions retries it).
    """
    del now  # the plan's stamp: every shard's rows carry the run's one time
    done = objects.get_json(_shard_key(organization_id, as_of, run_id, shard))
    if done is not None:
        return cast(RecommendationShardStats, {**done["stats"], "reused": True})
    shards = objects.get_json(manifest_key(organization_id, as_of, run_id)) or []
    item = next((s for s in shards if s["shard"] == shard), None)
    if item is None:
        raise ShardsFailed(f"run {run_id} has no shard {shard}")
    inputs, stamp = _plan(organization_id, as_of, run_id)
    return _run_shard(inputs, stamp, run_id, item)


def _add(total: dict[str, int], counts: dict[str, int]) -> None:
    for key, n in counts.items():
        total[key] = total.get(key, 0) + n


def finish_recommendations(organization_id: str, as_of: date, run_id: str) -> RecommendationRunStats:
    """Step 3: every shard done -> keep the run's rows of the day (a rerun for the same day replaces
    the earlier run's rows) and return the run's stats ``{asOf, risksRun, vectors: {domain: n},
    actionable: {domain: n}, forbidden, chunks}`` (``chunks``: the shards).

    Raises:
        ShardsFailed: the run has no shard list, or shards are not done (named, with how many there are).
        LakeUnavailable: S3 failed.
    """
    plan = objects.get_json(plan_key(organization_id, as_of, run_id))
    shards = objects.get_json(manifest_key(organization_id, as_of, run_id))
    if plan is None or shards is None:
        raise ShardsFailed(f"run {run_id} has no shard list")
    if plan["risksRun"] is None:
        return _empty(as_of)
    vectors: dict[str, int] = {}
    actionable: dict[str, int] = {}
    forbidden = 0
    missing: list[int] = []
    parts: dict[str, str] = {}  # staged key -> its key in the day's partition
    for item in shards:  # in shard order: the domains count in the order the vectors came
        done = objects.get_json(_shard_key(organization_id, as_of, run_id, item["shard"]))
        if done is None:
            missing.append(item["shard"])
            continue
        _add(vectors, done["stats"]["vectors"])
        _add(actionable, done["stats"]["actionable"])
        forbidden += done["stats"]["forbidden"]
        for day, staged in done["parts"].items():
            parts[staged] = f"{DECISION_VECTORS.partition_prefix(organization_id, day)}part-{run_id}-{item['shard']:05d}.parquet"
    if missing:
        raise ShardsFailed(f"{len(missing)} of {len(shards)} shards not done: {missing[:20]}")
    for staged, key in parts.items():  # a finish redone copies the same parts to the same keys
        objects.copy(staged, key)
    # the run's day, even when it wrote nothing: a rerun for the same day replaces the earlier run's rows
    compaction.compact(DECISION_VECTORS, organization_id, as_of.isoformat(), keep_file_ids=[run_id])
    objects.delete(parts)
    return {
        "asOf": as_of.isoformat(), "risksRun": plan["risksRun"], "vectors": vectors, "actionable": actionable,
        "forbidden": forbidden, "chunks": len(shards),
    }  # fmt: skip
