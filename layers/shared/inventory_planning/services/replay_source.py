"""The ``recommendations`` policy's source for the decision replay (issue 25; decision 0033; docs/
intelligence.md "Decision replay: inputs and the recommendations policy"): :func:`chain_source`, the
chain's own recommendations for a review day, decided with the replay's SIMULATED stock."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from inventory_planning.domain.failures import Failure, Reported
from inventory_planning.domain.recommendations.vectors import DecisionVector
from inventory_planning.domain.replay.inputs import ReviewView
from inventory_planning.domain.replay.policies import (
    ChainRecommendations,
    MarkdownRecommendation,
    RecommendationSource,
    RestockRecommendation,
    TransferRecommendation,
)
from inventory_planning.services.plan_rules import PreGenerate
from inventory_planning.services.recommendation_chunks import (
    ForecastWeeks,
    Inputs,
    RiskGroups,
    apply_rules,
    decide,
    positions_of,
    read_chunk,
    read_inputs,
)
from inventory_planning.store import catalog
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
    """What a review day's decisions read that does not depend on the stock (read once per day)."""

    inputs: Inputs
    groups: RiskGroups
    forecasts: ForecastWeeks
    variants: dict[str, Any]


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


def chain_source(organization_id: str, *, shop_ids: Sequence[str] | None) -> RecommendationSource:
    """The source of the ``recommendations`` policy: ``source(day, view)`` answers the chain's
    recommendations for review day ``day`` as the recommendations job of ``asOf`` = ``day`` would
    decide them, with the replay's simulated stock in place of the recorded one:

    - it reads what that job reads (``recommendation_chunks.read_inputs`` with the risks run of exactly
      ``day``; its forecast run, suppliers' lead times, elasticities, constraints, rules, settings), and
      the risk rows of every variant (of ``shop_ids`` only, when given) with their forecast weeks;
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

    The reads of a day are kept while the simulation calls it again for that day (one read per review
    day; the previous day's reads are dropped). Raises ChainRunMissing (from ``source``) when the risks
    run of ``day`` does not exist; LakeUnavailable when S3 fails.
    """
    shops = frozenset(shop_ids) if shop_ids is not None else None
    cache: dict[date, _DayReads] = {}

    def source(day: date, view: ReviewView) -> ChainRecommendations:
        reads = cache.get(day)
        if reads is None:
            cache.clear()
            reads = cache[day] = _read_day(organization_id, day, shops)
        return _decide_with_stock(reads, view)

    return source


def _read_day(organization_id: str, day: date, shops: frozenset[str] | None) -> _DayReads:
    """The reads of review day ``day`` (see :func:`chain_source`)."""
    if not lake_runs.run_exists(RISK_POSITIONS, organization_id, day):
        raise ChainRunMissing(day)
    inputs = read_inputs(organization_id, day, day)
    groups, forecasts = read_chunk(inputs, None)
    if shops is not None:
        groups = {key: rows for key, rows in groups.items() if key[1] in shops}
    variant_ids = sorted({variant_id for variant_id, _ in groups})
    variants = {v.id: v for v in catalog.entities_by_ids(organization_id, "VARIANT", variant_ids)}
    return _DayReads(inputs, groups, forecasts, variants)


def _decide_with_stock(reads: _DayReads, view: ReviewView) -> ChainRecommendations:
    """The chain's decisions on ``reads`` with the view's simulated on hand and on order (no read)."""
    on_order: dict[tuple[str, str, str], float] = {}
    for row, p in enumerate(view.positions):
        if view.on_order[row] > 0:
            on_order[(p.variant_id, p.shop_id, p.size)] = float(view.on_order[row])
    groups: RiskGroups = {}
    for (variant_id, shop_id), rows in reads.groups.items():
        simulated = []
        for r in rows:
            index = view.index((variant_id, r["size"] or "-", shop_id))
            simulated.append({**r, "closing_stock": float(view.on_hand[index]) if index is not None else 0.0})
        groups[(variant_id, shop_id)] = simulated
    inputs = replace(reads.inputs, on_order=on_order)
    sink = _Collector(inputs, inputs.pre_generate(), variants=reads.variants)
    decide(inputs, sink, positions_of(inputs, groups, reads.forecasts))
    return _translate(sink.vectors)


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
