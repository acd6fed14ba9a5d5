"""The replayed policies (issue 25; decision 0033): ``hold``, ``MinMaxPolicy`` and
``RecommendationsPolicy``. Each is a ``Policy``: called on a review day with the ``ReviewView`` of
that day (facts before it only), it answers the day's ``Decisions``. Pure."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta

import numpy as np

from inventory_planning.domain.replays.inputs import Decisions, Markdown, Order, ReviewView, Transfer


def hold(day: date, view: ReviewView) -> Decisions:
    """The ``hold`` policy: nothing is ordered, moved or marked down."""
    del day, view
    return Decisions()


@dataclass(frozen=True, slots=True)
class MinMaxPolicy:
    """The textbook min-max baseline: a periodic-review (R, s, S) policy (Silver, Pyke & Thomas,
    "Inventory and Production Management in Supply Chains", 4th ed., CRC Press 2017, "Individual
    items with probabilistic demand": (s, S) and order-up-to policies), R = the review period, s and S
    in days of the position's recent demand: with ``r`` = the recorded units of the ``history_days`` days before
    the review day / ``history_days`` (units per day),
    ``s = reorder_days x r`` and ``S = cover_days x r``. The inventory position is the textbook one,
    ``IP = on hand + on order`` (simulated). When ``IP < s``, order ``ceil(S - IP)`` units, received
    on review day + the position's lead time. A position that sold nothing has s = 0 and orders nothing.
    Defaults: 4 weeks of cover, reorder under 2 weeks, the last 4 weeks of history (the ``min-max``
    policy); :meth:`weeks` makes the variant of W weeks of cover (``min-max:<W>w``, issue 36)."""

    cover_days: float = 28
    reorder_days: float = 14
    history_days: int = 28

    @classmethod
    def weeks(cls, cover_weeks: float) -> MinMaxPolicy:
        """Order up to ``cover_weeks`` weeks of the last 4 weeks' average daily sales when the inventory
        position falls under ``cover_weeks / 2`` weeks (``weeks(4)`` is the default policy)."""
        return cls(cover_days=7 * cover_weeks, reorder_days=3.5 * cover_weeks)

    @property
    def cover_weeks(self) -> float:
        """The cover S in weeks."""
        return self.cover_days / 7

    def __call__(self, day: date, view: ReviewView) -> Decisions:
        """Orders for every position under its reorder point (rows in ``view.positions`` order)."""
        recent = view.history[:, max(0, view.history.shape[1] - self.history_days) :].sum(axis=1)
        # exact in units: S = cover_days x recent / history_days (= recent when both are 28)
        up_to = recent * self.cover_days / self.history_days
        reorder = recent * self.reorder_days / self.history_days
        position = view.on_hand + view.on_order
        rows = np.flatnonzero(position < reorder)
        orders = []
        for row in rows:
            units = math.ceil(float(up_to[row] - position[row]) - 1e-9)
            if units > 0:
                arrival = day + timedelta(days=int(view.lead_times[row]))
                orders.append(Order(view.positions[row].key, float(units), arrival))
        return Decisions(orders=tuple(orders))


@dataclass(frozen=True, slots=True)
class RestockRecommendation:
    """A restock recommendation of the chain for one variant x shop: units per size, received
    ``lead_time_days`` after the review day."""

    variant_id: str
    shop_id: str
    quantities_by_size: Mapping[str, int]
    lead_time_days: int


@dataclass(frozen=True, slots=True)
class TransferRecommendation:
    """A rebalance transfer of the chain: ``units`` of one variant x size between two shops."""

    variant_id: str
    size: str
    source_shop_id: str
    destination_shop_id: str
    units: float


@dataclass(frozen=True, slots=True)
class MarkdownRecommendation:
    """A markdown of the chain: ``units`` of one variant x size x shop at ``discount_percent``."""

    variant_id: str
    size: str
    shop_id: str
    units: float
    discount_percent: float


@dataclass(frozen=True, slots=True)
class ChainRecommendations:
    """The recommendations of the chain run with ``asOf`` = a review day."""

    restocks: tuple[RestockRecommendation, ...] = ()
    transfers: tuple[TransferRecommendation, ...] = ()
    markdowns: tuple[MarkdownRecommendation, ...] = ()


RecommendationSource = Callable[[date, ReviewView], ChainRecommendations]
"""What the service plugs in: the chain's recommendations for a review day (the chain run with asOf
that day, reading facts before it), given the simulated stock of the view."""


@dataclass(frozen=True, slots=True)
class RecommendationsPolicy:
    """The ``recommendations`` policy: the chain's restock quantities per size are ordered and
    received on the review day + their lead time; its rebalance transfers move the next day (capped
    by the source's simulated stock, by the simulator); its markdowns are reported.
    ``service_level``: the service level its source decides with (the ``recommendations:sl=<x>``
    variant; the source applies it), None for the organization's own economics."""

    source: RecommendationSource
    service_level: float | None = None

    def __call__(self, day: date, view: ReviewView) -> Decisions:
        """The decisions of ``day``: ``source(day, view)`` translated (sizes with 0 units dropped)."""
        chain = self.source(day, view)
        orders = tuple(
            Order((r.variant_id, size, r.shop_id), float(units), day + timedelta(days=r.lead_time_days))
            for r in chain.restocks
            for size, units in sorted(r.quantities_by_size.items())
            if units > 0
        )
        transfers = tuple(
            Transfer((t.variant_id, t.size, t.source_shop_id), (t.variant_id, t.size, t.destination_shop_id), float(t.units))
            for t in chain.transfers
            if t.units > 0
        )
        markdowns = tuple(
            Markdown((m.variant_id, m.size, m.shop_id), float(m.units), float(m.discount_percent)) for m in chain.markdowns
        )
        return Decisions(orders=orders, transfers=transfers, markdowns=markdowns)
