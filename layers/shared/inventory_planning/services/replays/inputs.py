"""The decision replay's inputs from the lake (issue 25; decision 0033; docs/intelligence.md "Decision
replay: inputs and the recommendations policy"): :func:`replay_input`."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import date, timedelta

from inventory_planning.domain.configuration.planning_settings import DEFAULT, ORGANIZATION, resolve
from inventory_planning.domain.failures import Failure, Reported
from inventory_planning.domain.replays.economics import Economics
from inventory_planning.domain.replays.inputs import HISTORY_DAYS, Position, PositionKey, ReplayInput
from inventory_planning.services.configuration import planning_settings
from inventory_planning.services.recommendations.chunks import supplier_lead_times
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import replay as lake_replay
from inventory_planning.store.models import StockPositionItem

MAX_POSITION_DAYS = 20_000_000
"""The most positions x replayed days a replay takes. The simulation holds, per policy in turn, a
ledger of eleven float arrays and one boolean array of positions x days (89 bytes a position-day:
1.8 GB at this limit), after the input's sparse mappings (one entry per position-day with a sale or
a censored stock); the job's function has 3,008 MB, DuckDB's share 1 GB of it and idle by then.
That is 219,780 positions over 13 weeks, 357,142 over 8, 714,285 over 4; beyond, replay fewer shops
or a shorter window. Measured (a synthetic input of 220,000 positions x 91 days, hold and min-max):
13.8 s, peak RSS 2.0 GB, 0.2 GB of it the input."""


_EPSILON = 1e-9
"""Units below which a balance of several items is 0 (float sums)."""


VARIANTS_AT_THE_LIMIT = 3
"""The policy variants whose ledgers :data:`MAX_POSITION_DAYS` was measured with (the three policies):
a replay of more variants holds more ledgers at once (every policy's, for the kept positions' traces),
so its limit is ``MAX_POSITION_DAYS x 3 / variants`` position-days."""


def position_day_limit(variants: int) -> int:
    """The most positions x days a replay of ``variants`` policy variants takes."""
    return MAX_POSITION_DAYS * VARIANTS_AT_THE_LIMIT // max(VARIANTS_AT_THE_LIMIT, variants)


class ReplayTooLarge(Reported):
    """The replay would hold more position-days than :func:`position_day_limit` (``REPLAY_TOO_LARGE``)."""

    def __init__(self, positions: int, days: int, variants: int = VARIANTS_AT_THE_LIMIT) -> None:
        limit = position_day_limit(variants)
        super().__init__(
            Failure(
                "REPLAY_TOO_LARGE",
                f"The replay would follow {positions} positions over {days} days, more than {limit} "
                f"position-days{f' for {variants} policy variants' if variants > VARIANTS_AT_THE_LIMIT else ''}: "
                "replay fewer shops, fewer days or fewer variants.",
            )
        )


def _key(variant_id: str, size: str | None, shop_id: str) -> PositionKey:
    return (variant_id, size or "-", shop_id)


def replay_input(
    organization_id: str,
    first: date,
    last: date,
    *,
    review_period_days: int,
    shop_ids: Sequence[str] | None,
    chain_days: Sequence[date] = (),
    variants: int = VARIANTS_AT_THE_LIMIT,
) -> ReplayInput:
    """The :class:`ReplayInput` of the days ``first`` .. ``last`` (both included) of the organization's
    shops (``shop_ids`` only, when given), from the lake.

    - Positions: every variant x size x shop (size as the chain spells it: "-" for a size-less item)
      with a recorded closing stock above 0 on ``first - 1`` or any replayed day, or a sale line on
      ``first`` .. ``last``; items without a variant are left out. Several inventory items of one key
      add up. With ``chain_days`` (the review days), also every variant x size x shop of the risks
      runs of those days (stock or sales in the year before each: ``lake_replay.chain_positions``):
      the positions the chain may restock although they neither hold stock nor sell in the window;
      left out, their orders would be dropped and the policy's stock understated. They are valued as
      the risks run values them when the lake has nothing else.
    - ``opening_stock``: the recorded closing stock of ``first - 1`` (movement lines, as
      ``store.lake.stock.closing_stock`` computes it: last count + the movements since, floored at 0).
      An item first counted after ``first - 1`` (and by ``last``) is rolled back from that count: its
      stock on a day before it = the count - the movements between (``lake_replay.stock_changes``);
      a retailer that sends one stock file (make run's brand) has its stock counted once, at the end.
      An item never counted by ``last`` has none.
    - ``recorded_stock``: the replayed days whose recorded closing stock is 0 (value 0): the censored
      days, where the real shop had nothing left and its recorded sales understate the demand. A day
      with stock on hand is left out (the simulation reads only whether a day is censored; this keeps
      the input sparse), as is a day of an item never counted (unknown).
    - ``demand``: the units of the sale lines per day, ``first - HISTORY_DAYS`` .. ``last``. Returns
      are ignored: a return is a sale line of type 'return' with a negative quantity (the ingestion
      stores every return so), and only lines with a positive quantity that are not returns count,
      so a return does not reduce a day's demand. ``sale_value``: the recorded value of those units
      (the lines' gross sales after discounts, currency), ``first`` .. ``last``.
    - Values, as the chain values stock: ``unit_cost`` = the latest unit cost of the item's movement
      lines, else the current position's average unit cost, else the average unit cost of its sale
      lines; ``unit_price`` = the current position's list (retail) price, else the median selling
      price of its sale lines (gross sales / units) in the window; brand from the movements, else
      the sales.
    - ``economics``: the planning settings' holding cost rate and default gross margin (:func:`economics`)
      and the currency of the sale lines (None when they have several or none).
    - ``lead_time_days``: the lead time the restock recommendation uses: the variant's latest
      supplier's (``recommendation_chunks.supplier_lead_times`` and ``latest_suppliers`` as of
      ``first``), else the planning settings' default.

    Cost: two reads of the movement lines up to ``last`` and two of the sale lines of the window
    (aggregated in DuckDB), then rows held in Python: one per item-day with a movement or a sale,
    and the positions (at most :data:`MAX_POSITION_DAYS` / the days).

    Raises:
        ReplayTooLarge: positions x days above :func:`position_day_limit` of ``variants``, the policy
            variants the replay simulates (``REPLAY_TOO_LARGE``).
        LakeUnavailable: S3 could not be read.
    """
    history_first = first - timedelta(days=HISTORY_DAYS)
    stock_items, stock_rows = lake_replay.stock_movements(organization_id, first, last, shop_ids)
    sale_items, sale_days = lake_replay.sales(organization_id, history_first, last, shop_ids)
    item_key: dict[tuple[str, str], PositionKey] = {}
    brand: dict[PositionKey, str | None] = {}
    item_cost: dict[tuple[str, str], float | None] = {}
    for s in stock_items:
        if s.variant_id:
            key = _key(s.variant_id, s.size, s.shop_id)
            item_key[(s.shop_id, s.inventory_item_id)] = key
            brand.setdefault(key, s.brand_id)
            item_cost[(s.shop_id, s.inventory_item_id)] = s.unit_cost
    for d in sale_days:
        if d.variant_id:
            item_key.setdefault((d.shop_id, d.inventory_item_id), _key(d.variant_id, d.size, d.shop_id))

    before = first - timedelta(days=1)
    deltas: dict[PositionKey, dict[date, float]] = defaultdict(lambda: defaultdict(float))
    for shop_id, item_id, changes in lake_replay.stock_changes(stock_rows, before):
        stock_key = item_key.get((shop_id, item_id))
        if stock_key is None:
            continue
        previous = 0.0
        for day, units in changes:
            deltas[stock_key][day] += units - previous  # a key's several items add up
            previous = units
    opening: dict[PositionKey, float] = {}
    censored: dict[PositionKey, dict[date, float]] = {}
    stocked: set[PositionKey] = set()
    for key, by_day in deltas.items():
        opening[key], stocked_days, censored[key] = _closing(sorted(by_day.items()), before, last)
        if stocked_days:
            stocked.add(key)

    demand: dict[PositionKey, dict[date, float]] = defaultdict(lambda: defaultdict(float))
    value: dict[PositionKey, dict[date, float]] = defaultdict(lambda: defaultdict(float))
    sold: set[PositionKey] = set()
    for d in sale_days:
        sale_key = item_key.get((d.shop_id, d.inventory_item_id))
        if sale_key is None:
            continue
        demand[sale_key][d.day] += d.units
        if d.day >= first:
            value[sale_key][d.day] += d.value
            sold.add(sale_key)

    chain = {_key(c.variant_id, c.size, c.shop_id): c for c in lake_replay.chain_positions(organization_id, chain_days, shop_ids)}
    keys = sorted(stocked | sold | set(chain))
    days = (last - first).days + 1
    if len(keys) * days > position_day_limit(variants):
        raise ReplayTooLarge(len(keys), days, variants)
    positions = tuple(
        _valued(p, chain.get(p.key)) for p in _positions(organization_id, keys, item_key, brand, item_cost, sale_items)
    )
    lead = _lead_times(organization_id, first, keys)
    wanted = set(keys)
    currencies = {s.currency for s in sale_items if s.currency}
    return ReplayInput(
        first=first,
        last=last,
        positions=positions,
        opening_stock={k: v for k, v in opening.items() if k in wanted and v > 0},
        demand={k: dict(v) for k, v in demand.items() if k in wanted},
        sale_value={k: dict(v) for k, v in value.items() if k in wanted},
        recorded_stock={k: v for k, v in censored.items() if k in wanted and v},
        lead_time_days=lead,
        review_period_days=review_period_days,
        economics=economics(organization_id, currencies.pop() if len(currencies) == 1 else None),
    )


def economics(organization_id: str, currency: str | None) -> Economics:
    """The replay's money knobs: the organization's planning settings ``holdingCostRatePerYear`` and
    ``defaultGrossMarginPct`` (each ``ORGANIZATION`` when it set one, else ``DEFAULT``) and ``currency``."""
    own = planning_settings.own_values(organization_id)
    settings = resolve(own)

    def source(name: str) -> str:
        return ORGANIZATION if name in own else DEFAULT

    return Economics(
        holding_cost_rate_per_year=float(settings.holding_cost_rate_per_year),
        holding_cost_rate_source=source("holdingCostRatePerYear"),
        default_gross_margin_pct=float(settings.default_gross_margin_pct),
        default_gross_margin_source=source("defaultGrossMarginPct"),
        currency=currency,
    )


def _closing(deltas: list[tuple[date, float]], before: date, last: date) -> tuple[float, bool, dict[date, float]]:
    """From a key's changes of closing stock ``(day, change)`` (ascending; the first day its first count's),
    its closing stock of ``before``, whether it is above 0 on any day ``before`` .. ``last``, and the
    days after ``before`` it is 0 on (value 0): each change holds until the next one."""
    balance, opening, stocked = 0.0, 0.0, False
    zero: dict[date, float] = {}
    ends = [*(day for day, _ in deltas[1:]), last + timedelta(days=1)]
    for (day, change), end in zip(deltas, ends, strict=True):
        balance += change
        if day <= before:
            opening = balance
        stocked = stocked or balance > _EPSILON
        if balance <= _EPSILON:
            current = max(day, before + timedelta(days=1))
            while current < end:
                zero[current] = 0.0
                current += timedelta(days=1)
    return opening, stocked, zero


def _positions(
    organization_id: str,
    keys: list[PositionKey],
    item_key: dict[tuple[str, str], PositionKey],
    brand: dict[PositionKey, str | None],
    item_cost: dict[tuple[str, str], float | None],
    sale_items: list[lake_replay.SaleItem],
) -> tuple[Position, ...]:
    """The positions of ``keys`` with their brand, unit cost and unit price (``replay_input``'s order
    of sources; of several items of a key, the greatest)."""
    current: dict[tuple[str, str], tuple[float | None, float | None]] = {
        (p.shop_id, p.inventory_item_id): (p.average_unit_cost, p.list_price)
        for p in StockPositionItem.query(f"ORG#{organization_id}#STOCK")
    }
    sales = {(s.shop_id, s.inventory_item_id): s for s in sale_items}
    cost: dict[PositionKey, float] = {}
    price: dict[PositionKey, float] = {}
    for item, key in item_key.items():
        average_cost, list_price = current.get(item, (None, None))
        sale = sales.get(item)
        if sale is not None:
            brand.setdefault(key, sale.brand_id)
        found_cost = _first(item_cost.get(item), average_cost, sale.unit_cost if sale else None)
        found_price = _first(list_price, sale.median_price if sale else None)
        if found_cost is not None:
            cost[key] = max(cost.get(key, 0.0), found_cost)
        if found_price is not None:
            price[key] = max(price.get(key, 0.0), found_price)
    return tuple(
        Position(variant_id=v, size=size, shop_id=shop, brand_id=brand.get((v, size, shop)),
                 unit_cost=cost.get((v, size, shop)), unit_price=price.get((v, size, shop)))
        for v, size, shop in keys
    )  # fmt: skip


def _valued(position: Position, chain: lake_replay.ChainPosition | None) -> Position:
    """``position`` with the risks run's brand, unit cost and unit price where it has none."""
    if chain is None:
        return position
    return Position(
        variant_id=position.variant_id, size=position.size, shop_id=position.shop_id,
        brand_id=position.brand_id or chain.brand_id, unit_cost=position.unit_cost or _first(chain.unit_cost),
        unit_price=position.unit_price or _first(chain.unit_price),
    )  # fmt: skip


def _first(*values: float | None) -> float | None:
    """The first value that is known and above 0 (a price of 0 is no price)."""
    return next((float(v) for v in values if v is not None and float(v) > 0), None)


def _lead_times(organization_id: str, first: date, keys: list[PositionKey]) -> dict[PositionKey, int]:
    """Each key's lead time in days: its variant's latest supplier's as of ``first``, else the planning
    settings' default (what ``domain.recommendations.vectors.position_of`` uses)."""
    lead_times = supplier_lead_times(organization_id, first)
    supplier_of = dict(lake_decisions.latest_suppliers(organization_id, first))
    default = planning_settings.resolved(organization_id).default_lead_time_days
    return {key: lead_times.get(supplier_of.get(key[0]) or "", default) for key in keys}
