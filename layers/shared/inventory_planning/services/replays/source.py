"""The ``recommendations`` policy's source for the decision replay (issue 25; decision 0033; docs/
intelligence.md "Decision replay: inputs and the recommendations policy"): :func:`chain_source`, the
chain's own recommendations for a review day, decided with the replay's SIMULATED stock."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from inventory_planning.domain.failures import Failure, Reported
from inventory_planning.domain.forecasts.shards import cut_shards
from inventory_planning.domain.recommendations.vectors import DecisionVector
from inventory_planning.domain.replays.inputs import ReviewView
from inventory_planning.domain.replays.policies import (
    ChainRecommendations,
    MarkdownRecommendation,
    RecommendationSource,
    RestockRecommendation,
    TransferRecommendation,
)
from inventory_planning.services.plans.ruleset import PreGenerate
from inventory_planning.services.recommendations.chunks import (
    Inputs,
    RiskGroups,
    apply_rules,
    decide,
    positions_of,
    read_chunk,
    read_inputs,
)
from inventory_planning.services.recommendations.job import CHUNK_POSITIONS
from inventory_planning.store import catalog
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import RISK_POSITIONS


class ChainRunMissing(Reported):
    """The risks run of a review day does not exist (``REPLAY_CHAIN_RUN_MISSING``): the chain of that
    day was not run (or not finished) before the simulation reached it."""

    def __init__(self, day: date) -> None:
        super().__init__(
            Failure(
                "REPLAY_CHAIN_RUN_MISSING",
                f"The risks run of review day {day.isoformat()} is missing: run that day's chain first.",
            )
        )


@dataclass(frozen=True, slots=True)
class _DayReads:
    """What a review day's decisions read once: the recommendations job's inputs of that day and its
    chunks of variants (``(first, last)`` ids of about ``CHUNK_POSITIONS`` risk rows each)."""

    inputs: Inputs
    spans: tuple[tuple[str, str], ...]


@dataclass(slots=True)
class _Collector:
    """A ``recommendation_chunks.Sink`` that keeps the vectors (after the RECOMMENDATION_PRE_GENERATE
    rules) instead of writing them."""

    inputs: Inputs
    pre_generate: PreGenerate
    variants: dict[str, Any] = field(default_factory=dict)
    vectors: list[DecisionVector] = field(default_factory=list)

    def emit(self, vector: DecisionVector) -> None:
        """Keep ``vector`` after the rules."""
        self.vectors.append(apply_rules(self.inputs, self.pre_generate, self.variants, vector))


def chain_source(
    organization_id: str, *, shop_ids: Sequence[str] | None, service_level: float | None = None
) -> RecommendationSource:
    """The source of the ``recommendations`` policy: ``source(day, view)`` answers the chain's
    recommendations for review day ``day`` as the recommendations job of ``asOf`` = ``day`` would
    decide them, with the replay's simulated stock in place of the recorded one:

    - it reads what that job reads (``recommendation_chunks.read_inputs`` with the risks run of exactly
      ``day``; its forecast run, suppliers' lead times, elasticities, constraints, rules, settings), and
      the risk rows of the replayed variants (of ``shop_ids`` only, when given) with their forecast weeks;
    - each risk row's ``closing_stock`` becomes the view's simulated on hand of its (variant, size,
      shop) (0 for a row that is not a replayed position), and the units on order become the view's
      simulated units on order (the recorded open orders are NOT read: the replay's receipts are the
      policy's own);
    - the chain's decision code (``recommendation_chunks.decide``: restock, markdown, rebalance, then
      the RECOMMENDATION_PRE_GENERATE rules) runs on those positions; a forbidden vector (a rule, a
      blacklisted supplier, a restricted brand) is not followed;
    - restock vectors become ``RestockRecommendation`` (their units per size and the vector's lead
      time), rebalance transfers ``TransferRecommendation`` per size, markdown vectors
      ``MarkdownRecommendation`` per size with stock, their units the simulated on hand of that size
      (the stock the discount applies to).

    Bounded as the recommendations job is: the job's inputs are read once per review day (kept while
    the simulation asks for that day again), then the risk rows are read chunk by chunk (the job's
    chunks of about ``CHUNK_POSITIONS`` rows; a chunk without a replayed variant is skipped, and only
    the variants with a replayed position are decided: the others' decisions would name no replayed
    position, and a variant's shops rebalance among themselves).

    ``service_level`` (a ``recommendations:sl=<x>`` variant, issue 36): the recommendations are decided
    as for an organization whose ``serviceLevel`` setting is ``service_level`` (the planning settings'
    ``service_level`` and ``service_level_override`` both set to it), which overrides the economics;
    None: the organization's own settings. Raises ChainRunMissing (from
    ``source``) when the risks run of ``day`` does not exist; LakeUnavailable when S3 fails.
    """
    shops = frozenset(shop_ids) if shop_ids is not None else None
    cache: dict[date, _DayReads] = {}

    def source(day: date, view: ReviewView) -> ChainRecommendations:
        reads = cache.get(day)
        if reads is None:
            cache.clear()
            reads = cache[day] = _read_day(organization_id, day)
        return _decide_with_stock(reads, view, shops, service_level)

    return source


def _read_day(organization_id: str, day: date) -> _DayReads:
    """The reads of review day ``day`` that span its chunks (see :func:`chain_source`)."""
    if not lake_runs.run_exists(RISK_POSITIONS, organization_id, day):
        raise ChainRunMissing(day)
    spans = cut_shards(lake_decisions.positions_per_variant(organization_id, day), CHUNK_POSITIONS)
    return _DayReads(read_inputs(organization_id, day, day), tuple((s["firstVariant"], s["lastVariant"]) for s in spans))


def _decide_with_stock(
    reads: _DayReads, view: ReviewView, shops: frozenset[str] | None, service_level: float | None = None
) -> ChainRecommendations:
    """The chain's decisions of the replayed variants (of ``shops``) with the view's simulated on hand
    and on order, chunk by chunk (with ``service_level`` as the organization's serviceLevel, when given)."""
    on_order: dict[tuple[str, str, str], float] = {}
    for row, p in enumerate(view.positions):
        if view.on_order[row] > 0:
            on_order[(p.variant_id, p.shop_id, p.size)] = float(view.on_order[row])
    settings = reads.inputs.settings
    if service_level is not None:
        settings = settings._replace(service_level=service_level, service_level_override=service_level)
    inputs = replace(reads.inputs, on_order=on_order, settings=settings)
    replayed = sorted({p.variant_id for p in view.positions})
    found = ChainRecommendations()
    for span in reads.spans:
        low = bisect.bisect_left(replayed, span[0])
        if low == len(replayed) or replayed[low] > span[1]:
            continue  # no replayed variant in this chunk
        groups, forecasts = read_chunk(inputs, span)
        wanted = set(replayed[low : bisect.bisect_right(replayed, span[1])])
        simulated: RiskGroups = {}
        for (variant_id, shop_id), rows in groups.items():
            if variant_id in wanted and (shops is None or shop_id in shops):
                simulated[(variant_id, shop_id)] = [_with_stock(r, view) for r in rows]
        if not simulated:
            continue
        sink = _Collector(inputs, inputs.pre_generate())
        variant_ids = sorted({variant_id for variant_id, _ in simulated})
        sink.variants = {v.id: v for v in catalog.entities_by_ids(inputs.organization_id, "VARIANT", variant_ids)}
        decide(inputs, sink, positions_of(inputs, simulated, forecasts))
        chunk = _translate(sink.vectors)
        found = ChainRecommendations(
            restocks=found.restocks + chunk.restocks,
            transfers=found.transfers + chunk.transfers,
            markdowns=found.markdowns + chunk.markdowns,
        )
    return found


def _with_stock(row: dict[str, Any], view: ReviewView) -> dict[str, Any]:
    """A risk row with the view's simulated on hand of its variant x size x shop (0: not replayed)."""
    index = view.index((row["variant_id"], row["size"] or "-", row["shop_id"]))
    return {**row, "closing_stock": float(view.on_hand[index]) if index is not None else 0.0}


def _translate(vectors: list[DecisionVector]) -> ChainRecommendations:
    """The vectors followed (actionable and not forbidden) as the policy's recommendations."""
    restocks: list[RestockRecommendation] = []
    transfers: list[TransferRecommendation] = []
    markdowns: list[MarkdownRecommendation] = []
    for v in vectors:
        if not v.actionable or v.domain in v.forbidden:
            continue  # an empty action (0 units, no discount) or a forbidden one
        p = v.position
        if v.domain == "restock" and v.by_size:
            restocks.append(RestockRecommendation(p.variant_id, p.shop_id, dict(v.by_size), p.lead))
        elif v.domain == "rebalance":
            transfers.extend(
                TransferRecommendation(p.variant_id, t["sizeId"], p.shop_id, t["destinationShopId"], float(t["quantity"]))
                for t in v.transfers or ()
            )
        elif v.domain == "markdown" and v.discount:
            markdowns.extend(
                MarkdownRecommendation(p.variant_id, size, p.shop_id, units, float(v.discount))
                for size, units in sorted(p.stock_by_size.items())
                if units > 0
            )
    return ChainRecommendations(restocks=tuple(restocks), transfers=tuple(transfers), markdowns=tuple(markdowns))
