"""The replay's inputs, a policy's decisions and what a policy may read (decision 0033). Pure.

Units are stock units (pieces); values are in the organization's currency; days are calendar dates.
A position is keyed by ``(variant_id, size, shop_id)`` (``PositionKey``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TYPE_CHECKING, Protocol

from inventory_planning.domain import valuation
from inventory_planning.domain.replays.economics import Economics

if TYPE_CHECKING:
    import numpy as np

PositionKey = tuple[str, str, str]
"""``(variant_id, size, shop_id)``."""

HISTORY_DAYS = 28
"""Recorded days before ``first`` the input carries (min-max's "last 4 weeks" on the first review day)."""

DEFAULT_LEAD_TIME_DAYS = 14
"""Lead time of a position without one: days from the order (review day) to its receipt."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Position:
    """One variant x size x shop replayed. ``unit_cost`` and ``unit_price`` are currency per unit
    (None when unknown): stock and cost of goods sold are valued at cost, else price; a sold or lost
    unit without a recorded sale value is valued at price, else cost."""

    variant_id: str
    size: str
    shop_id: str
    brand_id: str | None = None
    unit_cost: float | None = None
    unit_price: float | None = None

    @property
    def key(self) -> PositionKey:
        """``(variant_id, size, shop_id)``."""
        return (self.variant_id, self.size, self.shop_id)

    @property
    def stock_unit_value(self) -> float:
        """Value of a unit of stock (and of a unit of cost of goods sold): the service's one valuation
        (``domain.valuation.unit_value``: cost, else the price basis, else 0)."""
        return valuation.unit_value(unit_cost=self.unit_cost, list_price=self.unit_price).value

    @property
    def sale_unit_value(self) -> float:
        """Value of a unit demanded on a day without a recorded sale value: price, else cost, else 0."""
        return _first_known(self.unit_price, self.unit_cost)


def _first_known(*values: float | None) -> float:
    return next((float(v) for v in values if v is not None), 0.0)


DayValues = Mapping[date, float]


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplayInput:
    """What a replay reads, per position key (sparse: a missing day is 0 / unknown).

    - ``first`` .. ``last``: the replayed days, both included (the issue's ``from`` .. ``to - 1``).
    - ``opening_stock``: units on hand before ``first`` (the recorded closing stock of ``first - 1``;
      below 0 is read as 0).
    - ``demand``: recorded units sold per day (returns ignored, >= 0), from ``first - HISTORY_DAYS``
      to ``last``: the days before ``first`` are history for the policies only.
    - ``sale_value``: the recorded value of those units per day (currency; the value of a unit that
      day is value / units), ``first`` .. ``last``.
    - ``recorded_stock``: the recorded closing stock per day where known, ``first`` .. ``last``;
      a day it is <= 0 is censored (the real shop had nothing left: its recorded demand understates
      the true demand).
    - ``lead_time_days``: days from an order to its receipt per position (default 14).
    - ``review_period_days``: review days are first, first + period, ... <= last.
    - ``economics``: the money knobs (holding cost rate, default gross margin, currency;
      ``economics.Economics``).

    Raises ValueError (``validate``) on an empty or inverted window, a period < 1, a negative demand,
    a day outside its range or a key that is not a position.
    """

    first: date
    last: date
    positions: tuple[Position, ...]
    opening_stock: Mapping[PositionKey, float] = field(default_factory=dict)
    demand: Mapping[PositionKey, DayValues] = field(default_factory=dict)
    sale_value: Mapping[PositionKey, DayValues] = field(default_factory=dict)
    recorded_stock: Mapping[PositionKey, DayValues] = field(default_factory=dict)
    lead_time_days: Mapping[PositionKey, int] = field(default_factory=dict)
    review_period_days: int = 7
    economics: Economics = field(default_factory=Economics)

    @property
    def days(self) -> int:
        """Number of replayed days (``last - first + 1``)."""
        return (self.last - self.first).days + 1

    @property
    def history_first(self) -> date:
        """The first day of demand history (``first - HISTORY_DAYS``)."""
        return self.first - timedelta(days=HISTORY_DAYS)

    def review_days(self) -> list[date]:
        """first, first + period, ... up to ``last``."""
        return [self.first + timedelta(days=d) for d in range(0, self.days, self.review_period_days)]

    def validate(self) -> None:
        """Raise ValueError when the input breaks the rules of the class docstring."""
        if self.last < self.first:
            raise ValueError(f"replay window {self.first}..{self.last} is empty")
        if self.review_period_days < 1:
            raise ValueError("review_period_days must be >= 1")
        keys = {p.key for p in self.positions}
        if len(keys) != len(self.positions):
            raise ValueError("positions repeat a (variant_id, size, shop_id)")
        _check_days("demand", self.demand, keys, self.history_first, self.last, non_negative=True)
        _check_days("sale_value", self.sale_value, keys, self.first, self.last, non_negative=True)
        _check_days("recorded_stock", self.recorded_stock, keys, self.first, self.last, non_negative=False)
        for name, mapping in (("opening_stock", self.opening_stock), ("lead_time_days", self.lead_time_days)):
            unknown = set(mapping) - keys
            if unknown:
                raise ValueError(f"{name} names {len(unknown)} key(s) that are not positions, e.g. {min(unknown)}")
        if any(v < 0 for v in self.lead_time_days.values()):
            raise ValueError("lead_time_days must be >= 0")


def _check_days(
    name: str, mapping: Mapping[PositionKey, DayValues], keys: set[PositionKey], start: date, end: date, *, non_negative: bool
) -> None:
    for key, days in mapping.items():
        if key not in keys:
            raise ValueError(f"{name} names {key}, not a position")
        for day, value in days.items():
            if not start <= day <= end:
                raise ValueError(f"{name} of {key} on {day} is outside {start}..{end}")
            if non_negative and value < 0:
                raise ValueError(f"{name} of {key} on {day} is negative ({value})")


@dataclass(frozen=True, slots=True)
class Order:
    """Order ``units`` (> 0) of ``position``, received at the start of ``arrival_day`` (>= the review day)."""

    position: PositionKey
    units: float
    arrival_day: date


@dataclass(frozen=True, slots=True)
class Transfer:
    """Move ``units`` (> 0) from ``source`` to ``destination`` (two positions of the same variant and
    size); the simulator moves them the day after the review day, capped by the source's stock."""

    source: PositionKey
    destination: PositionKey
    units: float


@dataclass(frozen=True, slots=True)
class Markdown:
    """Mark down ``units`` of ``position`` by ``discount_percent`` (0..100). Reported only: a markdown
    does not change the replayed demand."""

    position: PositionKey
    units: float
    discount_percent: float


@dataclass(frozen=True, slots=True)
class Decisions:
    """What a policy decides on one review day."""

    orders: tuple[Order, ...] = ()
    transfers: tuple[Transfer, ...] = ()
    markdowns: tuple[Markdown, ...] = ()


class ReviewView:
    """What a policy may read on review day ``day``: the positions, the simulated stock on hand at the
    start of the day (the simulated closing stock of ``day - 1``), the units on order (ordered, not
    yet received; receipts due ``day`` included), each position's lead time, and the recorded demand
    of the days BEFORE ``day`` only (from ``history_first``): no fact dated on or after ``day``.

    Arrays are indexed like ``positions``; ``history`` is read-only, shape (positions, days before
    ``day`` from ``history_first``), its last column ``day - 1``."""

    __slots__ = ("_index", "day", "history", "history_first", "lead_times", "on_hand", "on_order", "positions")

    def __init__(
        self,
        *,
        day: date,
        positions: tuple[Position, ...],
        index: Mapping[PositionKey, int],
        on_hand: np.ndarray,
        on_order: np.ndarray,
        history: np.ndarray,
        history_first: date,
        lead_times: np.ndarray,
    ) -> None:
        self.day = day
        self.positions = positions
        self._index = index
        self.on_hand = on_hand
        self.on_order = on_order
        self.history = history
        self.history_first = history_first
        self.lead_times = lead_times
        for array in (on_hand, on_order, history, lead_times):
            array.flags.writeable = False

    def index(self, key: PositionKey) -> int | None:
        """Row of ``key`` in the arrays; None when it is not a replayed position."""
        return self._index.get(key)

    @property
    def history_last(self) -> date:
        """The last day the view knows: ``day - 1``."""
        return self.day - timedelta(days=1)

    def recent_demand(self, key: PositionKey, days: int) -> list[float]:
        """Recorded units of the ``days`` days before ``day`` (oldest first; 0 before ``history_first``).
        Raises KeyError for a key that is not a position."""
        row = self._index[key]
        values = [float(v) for v in self.history[row, max(0, self.history.shape[1] - days) :]]
        return [0.0] * (days - len(values)) + values


class Policy(Protocol):
    """A replayed decision maker: called on each review day with the ``ReviewView`` of that day."""

    def __call__(self, day: date, view: ReviewView) -> Decisions:
        """The decisions of review day ``day``."""
        ...
