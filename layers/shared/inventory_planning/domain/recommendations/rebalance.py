"""Rebalance (docs/intelligence.md "Recommendations"): per variant and size, shops above their
order-up-to level send to shops below it, as a minimum-cost flow (networkx), the most urgent
deficits cheapest, no source above its surplus, transfers under the minimum dropped; one vector per
source shop with its transfers. Pure (networkx is imported on first use)."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.recommendations.common import MIN_TRANSFER_QUANTITY, Why
from inventory_planning.domain.recommendations.vectors import DecisionVector, Target

if TYPE_CHECKING:
    import networkx as nx
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    nx = lazy("networkx")  # networkx on first use (cold start)


def rebalance(
    surplus: Mapping[str, int],
    deficit: Mapping[str, tuple[int, float]],
    *,
    min_transfer: int = MIN_TRANSFER_QUANTITY,
) -> list[tuple[str, str, int]]:
    """Transfers ``(source shop, destination shop, pieces)`` of one variant x size as a minimum-cost
    flow (networkx ``min_cost_flow``, network simplex): sources supply at most their surplus,
    destinations take at most their deficit, an edge costs the destination's urgency rank (most
    urgent = cheapest: ``deficit`` maps shop -> (units short, days of supply)); units not shipped go
    to a dummy sink and units not filled come from a dummy source, both at a high cost, so as much as
    possible moves. A pair whose transfer is under ``min_transfer`` is forbidden and the flow solved
    again (a heuristic: the minimum makes it a fixed-charge problem, which a flow cannot hold)."""
    sources = {s: int(q) for s, q in surplus.items() if q > 0}
    sinks = {s: (int(q), days) for s, (q, days) in deficit.items() if q > 0 and s not in sources}
    banned: set[tuple[str, str]] = set()
    while sources and sinks:
        graph = nx.DiGraph()
        supply, demand = sum(sources.values()), sum(q for q, _ in sinks.values())
        graph.add_node("unshipped", demand=supply)
        graph.add_node("unfilled", demand=-demand)
        graph.add_edge("unfilled", "unshipped", weight=0, capacity=supply + demand)  # balances what moves
        ranks = {shop: rank for rank, shop in enumerate(sorted(sinks, key=lambda s: (sinks[s][1], -sinks[s][0], s)), start=1)}
        for shop, units in sources.items():
            graph.add_node(("from", shop), demand=-units)
            graph.add_edge(("from", shop), "unshipped", weight=10_000, capacity=units)
        for shop, (units, _) in sinks.items():
            graph.add_node(("to", shop), demand=units)
            graph.add_edge("unfilled", ("to", shop), weight=10_000, capacity=units)
            for source in sources:
                if (source, shop) not in banned:
                    graph.add_edge(("from", source), ("to", shop), weight=ranks[shop], capacity=units)
        flow = nx.min_cost_flow(graph)
        moves = [(s, d, int(flow[("from", s)].get(("to", d), 0))) for s in sources for d in sinks]
        small = {(s, d) for s, d, q in moves if 0 < q < min_transfer}
        if not small:
            return sorted((m for m in moves if m[2] > 0), key=lambda m: (ranks[m[1]], m[0]))
        banned |= small
    return []


def surplus_and_deficit(targets: Mapping[str, Target], size: str) -> tuple[dict[str, int], dict[str, tuple[int, float]]]:
    """For one size of a variant over its shops (``targets`` by shop): the shops above their target
    with their whole surplus pieces, and those at least a piece below it with (pieces short, days of supply)."""
    surplus: dict[str, int] = {}
    deficit: dict[str, tuple[int, float]] = {}
    for shop, target in targets.items():
        have, wanted = target.by_size.get(size, (0.0, 0.0))
        if have > wanted:
            surplus[shop] = int(have - math.ceil(wanted))
        elif wanted - have >= 1:
            deficit[shop] = (int(math.ceil(wanted - have)), target.days)
    return surplus, deficit


def transfers_of(targets: Mapping[str, Target], settings: PlanningSettings) -> dict[str, list[dict[str, Any]]]:
    """The transfers of one variant over its shops, size by size (ascending), by source shop:
    ``{source: [{destinationShopId, sizeId, quantity}]}``."""
    sizes = sorted({s for target in targets.values() for s in target.by_size})
    sent: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for size in sizes:
        surplus, deficit = surplus_and_deficit(targets, size)
        for source, destination, quantity in rebalance(surplus, deficit, min_transfer=settings.min_transfer_quantity):
            sent[source].append({"destinationShopId": destination, "sizeId": size, "quantity": quantity})
    return sent


def rebalance_vector(
    source: Target, moves: list[dict[str, Any]], targets: Mapping[str, Target], settings: PlanningSettings
) -> DecisionVector:
    """The rebalance decision of a source shop with its ``moves``: the demand side decides how sure a
    transfer is (the destinations' forecast confidence, weighted by the pieces each receives);
    urgency = that x the share of the destinations' shortage covered; surplus score = pieces sent / stock."""
    total = sum(m["quantity"] for m in moves)
    why = Why(
        {
            "transfers": len(moves),
            "units": total,
            "minTransferQuantity": settings.min_transfer_quantity,
            "serviceLevel": settings.service_level_override,
        }
    )
    why.step("targetStock", "per shop and size: the size's order-up-to level, the restock's (economics.order_up_to)", None)
    why.step("transfers", "minimum-cost flow from surplus to deficit, the fewest days of supply first", moves)
    stock = sum(v[0] for v in source.by_size.values())
    received: dict[str, int] = defaultdict(int)
    for move in moves:
        received[move["destinationShopId"]] += move["quantity"]
    confidence = sum(targets[d].confidence * q for d, q in received.items()) / total
    short = sum(max(0.0, t - h) for d in received for h, t in targets[d].by_size.values())
    urgency = confidence * min(1.0, total / short) if short > 0 else 0.0
    why.step("confidence", "destinations' forecast confidence mu / (mu + sigma), weighted by pieces", round(confidence, 4))
    scores: dict[str, float | int | None] = {
        "surplus_units": total,
        "deficit_units": None,
        "surplus_score": round(min(1.0, total / stock), 4) if stock else 0.0,
        "deficit_score": None,
        "transfer_urgency": round(urgency, 4),
        "restock_urgency": None,
        "stockout_risk": None,
        "overstock_risk": None,
    }
    return DecisionVector(
        position=source.position, domain="rebalance", scores=scores, quantity=total, transfers=moves,
        confidence=confidence, why=why, actionable=True,
    )  # fmt: skip


MIN_REBALANCE_SHOPS = 2  # a transfer needs a source shop and a destination shop


def rebalance_vectors(targets: Mapping[str, Target], settings: PlanningSettings) -> list[DecisionVector]:
    """The rebalance decisions of one variant over its shops (``targets`` by shop, in shop order):
    one per source shop (ascending) with transfers; none with fewer than two shops."""
    if len(targets) < MIN_REBALANCE_SHOPS:
        return []
    sent = transfers_of(targets, settings)
    return [rebalance_vector(targets[source], moves, targets, settings) for source, moves in sorted(sent.items())]
