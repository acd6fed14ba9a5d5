"""The replay's day loop (issue 25, "The replay"; decision 0033). Pure numpy.

Each replayed day D, in this order:
1. on a review day, the policy decides from a ``ReviewView`` (facts before D, the simulated stock at
   the start of D); its orders are scheduled for their arrival day, its transfers for D + 1, its
   markdowns are recorded;
2. receipts due D arrive;
3. transfers due D (decided on D - 1) leave their source, each capped by the source's simulated stock
   at that moment (in the order decided; never below 0), and arrive at the destination the same day;
4. demand = the recorded units of D; sold = min(stock, demand); lost = demand - sold; stock -= sold.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from types import MappingProxyType

import numpy as np

from inventory_planning.domain.replays.economics import unit_cost
from inventory_planning.domain.replays.inputs import (
    DEFAULT_LEAD_TIME_DAYS,
    HISTORY_DAYS,
    DayValues,
    Decisions,
    Policy,
    PositionKey,
    ReplayInput,
    ReviewView,
    Transfer,
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Ledger:
    """Every position-day of one replay: arrays of shape (positions, days), rows like
    ``inp.positions``, column d = ``inp.first + d``; units unless said otherwise.

    ``opening`` (stock at the start of the day), ``received``, ``moved_in``, ``moved_out``, ``demand``
    (recorded units), ``sold``, ``closing`` (= opening + received + moved_in - moved_out - sold),
    ``ordered`` (units ordered that day, whenever they arrive), ``markdown_units``, ``markdown_value``
    (units x price x (1 - discount / 100)), ``unit_value`` (value of a unit demanded that day: the
    recorded value / units, else the position's sale unit value), ``censored`` (bool: the recorded
    closing stock that day is known and <= 0); ``stock_unit_value`` (per position: cost, else price, else
    0, the value of a unit of stock and of cost of goods sold); ``unit_cost`` (per position: the
    money figures' cost of a unit, ``economics.unit_cost``: cost, else price x (1 - the default
    gross margin), else 0). ``ignored_decisions`` counts decisions naming a key
    that is not a position (left out); ``unmoved_transfer_units`` the units of transfers due after
    ``last``."""

    inp: ReplayInput
    opening: np.ndarray
    received: np.ndarray
    moved_in: np.ndarray
    moved_out: np.ndarray
    demand: np.ndarray
    sold: np.ndarray
    closing: np.ndarray
    ordered: np.ndarray
    markdown_units: np.ndarray
    markdown_value: np.ndarray
    unit_value: np.ndarray
    censored: np.ndarray
    stock_unit_value: np.ndarray
    unit_cost: np.ndarray
    ignored_decisions: int
    unmoved_transfer_units: float

    @property
    def lost(self) -> np.ndarray:
        """Units demanded and not sold, per position-day."""
        lost: np.ndarray = self.demand - self.sold
        return lost


def _day_matrix(inp: ReplayInput, values: Mapping[PositionKey, DayValues], start: date, fill: float) -> np.ndarray:
    index = {p.key: i for i, p in enumerate(inp.positions)}
    width = (inp.last - start).days + 1
    matrix = np.full((len(inp.positions), width), fill, dtype=float)
    for key, days in values.items():
        row = index[key]
        for day, value in days.items():
            matrix[row, (day - start).days] = float(value)
    return matrix


class _Run:
    """The mutable state of one simulation (stock, scheduled receipts and transfers)."""

    def __init__(self, inp: ReplayInput) -> None:
        self.inp = inp
        self.index = MappingProxyType({p.key: i for i, p in enumerate(inp.positions)})
        n_pos, n_days = len(inp.positions), inp.days
        self.history = _day_matrix(inp, inp.demand, inp.history_first, 0.0)
        self.stock = np.array([max(0.0, float(inp.opening_stock.get(p.key, 0.0))) for p in inp.positions], dtype=float)
        self.lead_times = np.array([inp.lead_time_days.get(p.key, DEFAULT_LEAD_TIME_DAYS) for p in inp.positions], dtype=int)
        self.receipts = np.zeros((n_pos, n_days), dtype=float)
        self.beyond = np.zeros(n_pos, dtype=float)  # on order, arriving after ``last``
        self.transfers: dict[int, list[tuple[int, int, float]]] = {}
        shape = (n_pos, n_days)
        names = ("opening", "moved_in", "moved_out", "sold", "closing", "ordered", "markdown_units", "markdown_value")
        self.arrays = {name: np.zeros(shape, dtype=float) for name in names}
        self.marked = np.zeros(n_pos, dtype=float)  # units marked down so far (at most the stock on hand)
        self.ignored = 0
        self.unmoved = 0.0

    def view(self, d: int) -> ReviewView:
        day = self.inp.first + timedelta(days=d)
        on_order = self.receipts[:, d:].sum(axis=1) + self.beyond
        return ReviewView(
            day=day, positions=self.inp.positions, index=self.index, on_hand=self.stock.copy(), on_order=on_order,
            history=self.history[:, : HISTORY_DAYS + d], history_first=self.inp.history_first, lead_times=self.lead_times.copy(),
        )  # fmt: skip

    def apply(self, d: int, decisions: Decisions) -> None:
        day = self.inp.first + timedelta(days=d)
        for order in decisions.orders:
            row = self.index.get(order.position)
            if row is None:
                self.ignored += 1
                continue
            if order.units <= 0 or not math.isfinite(order.units) or order.arrival_day < day:
                raise ValueError(f"order {order} on {day}: units must be > 0 and arrival on or after the review day")
            self.arrays["ordered"][row, d] += order.units
            arrival = (order.arrival_day - self.inp.first).days
            if arrival < self.inp.days:
                self.receipts[row, arrival] += order.units
            else:
                self.beyond[row] += order.units
        for transfer in decisions.transfers:
            self._schedule(d, transfer)
        for markdown in decisions.markdowns:
            row = self.index.get(markdown.position)
            if row is None:
                self.ignored += 1
                continue
            if markdown.units < 0 or not 0 <= markdown.discount_percent <= 100:  # noqa: PLR2004 - a percentage
                raise ValueError(f"markdown {markdown}: units >= 0 and discount 0..100")
            # each unit of stock is counted once: an earlier markdown's units still on hand are covered
            covered = min(float(self.marked[row]), float(self.stock[row]))
            new = max(0.0, markdown.units - covered)
            self.marked[row] = covered + new
            price = self.inp.positions[row].sale_unit_value
            self.arrays["markdown_units"][row, d] += new
            self.arrays["markdown_value"][row, d] += new * price * (1 - markdown.discount_percent / 100)

    def _schedule(self, d: int, transfer: Transfer) -> None:
        source, destination = self.index.get(transfer.source), self.index.get(transfer.destination)
        if source is None or destination is None:
            self.ignored += 1
            return
        if transfer.units <= 0 or source == destination or transfer.source[:2] != transfer.destination[:2]:
            raise ValueError(f"transfer {transfer}: units > 0 between two shops of the same variant and size")
        if d + 1 >= self.inp.days:
            self.unmoved += transfer.units
            return
        self.transfers.setdefault(d + 1, []).append((source, destination, transfer.units))

    def step(self, d: int, demand: np.ndarray) -> None:
        a = self.arrays
        a["opening"][:, d] = self.stock
        self.stock += self.receipts[:, d]
        for source, destination, units in self.transfers.pop(d, []):
            moved = min(units, float(self.stock[source]))
            self.stock[source] -= moved
            self.stock[destination] += moved
            a["moved_out"][source, d] += moved
            a["moved_in"][destination, d] += moved
        sold = np.minimum(self.stock, demand)
        self.stock -= sold
        a["sold"][:, d] = sold
        a["closing"][:, d] = self.stock


def _unit_values(inp: ReplayInput, demand: np.ndarray) -> np.ndarray:
    recorded = _day_matrix(inp, inp.sale_value, inp.first, np.nan)
    fallback = np.array([p.sale_unit_value for p in inp.positions], dtype=float)[:, None]
    with np.errstate(divide="ignore", invalid="ignore"):
        per_unit = recorded / demand
    usable = np.isfinite(per_unit) & (demand > 0)
    return np.where(usable, per_unit, np.broadcast_to(fallback, demand.shape))


def simulate(inp: ReplayInput, policy: Policy) -> Ledger:
    """Replay ``inp`` under ``policy`` (the module docstring's day order). Raises ValueError on an
    invalid input (``ReplayInput.validate``) or an invalid decision (an order of <= 0 units or
    arriving before its review day, a transfer between different variants or sizes, a markdown's
    discount outside 0..100)."""
    inp.validate()
    run = _Run(inp)
    demand = run.history[:, HISTORY_DAYS:]
    reviews = {(day - inp.first).days for day in inp.review_days()}
    for d in range(inp.days):
        if d in reviews:
            run.apply(d, policy(inp.first + timedelta(days=d), run.view(d)))
        run.step(d, demand[:, d])
    recorded_stock = _day_matrix(inp, inp.recorded_stock, inp.first, np.nan)
    a, margin = run.arrays, inp.economics.default_gross_margin_pct
    return Ledger(
        inp=inp, opening=a["opening"], received=run.receipts, moved_in=a["moved_in"], moved_out=a["moved_out"],
        demand=demand.copy(), sold=a["sold"], closing=a["closing"], ordered=a["ordered"], markdown_units=a["markdown_units"],
        markdown_value=a["markdown_value"], unit_value=_unit_values(inp, demand),
        censored=np.nan_to_num(recorded_stock, nan=1.0) <= 0,
        stock_unit_value=np.array([p.stock_unit_value for p in inp.positions], dtype=float),
        unit_cost=np.array([unit_cost(p.unit_cost, p.unit_price, margin)[0] for p in inp.positions], dtype=float),
        ignored_decisions=run.ignored, unmoved_transfer_units=run.unmoved,
    )  # fmt: skip
