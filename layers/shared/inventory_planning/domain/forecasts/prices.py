"""Planned prices and promotions in the forecast (docs/intelligence.md "Planned prices and
promotions"): the history's weekly price index against the regular price, the planned index and
promotion flags per week from validated markdown windows and the price calendar, and the forecast
deflated to regular price (and no promotion) and reflated by the planned index through the price
elasticity and by the flags through their lifts (promotions.py). Pure: arrays in, arrays out."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

import numpy as np

from inventory_planning.domain.forecasts.methods import DEFAULT_LEVEL
from inventory_planning.domain.forecasts.selection import PooledPaths, SeriesForecast, backtest_origins, forecast

PRICE_SUFFIX = "+price-elasticity"  # appended to ``algorithm`` when a price path moved the forecast
PROMOTION_SUFFIX = "+promotion"  # appended when a promotion flag with a lift lies ahead
REGULAR_PRICE_QUANTILE = 0.75
PRICE_INDEX_BOUNDS = (0.1, 2.0)
MAX_PRICE_LIFT = 4.0  # a price moves a week's demand by at most 4x either way (history and plan)


def price_index(value: np.ndarray, units: np.ndarray, regular_price: float | None = None) -> tuple[np.ndarray, float | None]:
    """The price index of each period: its average selling price (``value / units``, currency per
    unit) over the regular price, clipped to [0.1, 2]; 1 in periods without a unit sold (no price
    seen: taken as regular).

    The regular price is ``regular_price`` when given, else the 75th percentile of the periods'
    average prices (robust to a few periods at an unusual price; a markdown history sits below it).
    Returns ``(index per period, regular price or None when no period sold)``.
    """
    value = np.asarray(value, dtype=float)
    units = np.asarray(units, dtype=float)
    sold = units > 0
    prices = np.where(sold, value / np.where(sold, units, 1.0), np.nan)
    if regular_price is None:
        seen = prices[sold & (prices > 0)]
        regular_price = float(np.quantile(seen, REGULAR_PRICE_QUANTILE)) if seen.size else None
    if not regular_price or regular_price <= 0:
        return np.ones(units.size), None
    index = np.where(sold & (prices > 0), prices / regular_price, 1.0)
    return np.clip(index, *PRICE_INDEX_BOUNDS), float(regular_price)


@dataclass(frozen=True)
class Promotions:
    """A series' promotion flags and lifts for :func:`price_forecast`: ``past`` (shape ``(len(y), 2)``)
    and ``future`` (``(h, 2)``) give each period's share of days (x sizes, 0..1) on feature and on
    display; ``lifts`` = ``(g_feature, g_display)``, their log-lifts (``promotions.pooled_lifts``)."""

    past: np.ndarray
    future: np.ndarray
    lifts: tuple[float, float]


def price_forecast(  # noqa: PLR0913 - the series, its price path and what is known of it
    y: np.ndarray,
    h: int,
    past_index: np.ndarray,
    future_index: np.ndarray,
    elasticity: float,
    *,
    level: float = DEFAULT_LEVEL,
    promotions: Promotions | None = None,
    pooled: PooledPaths | None = None,
    promoted: np.ndarray | None = None,
) -> SeriesForecast:
    """Forecast ``h`` periods of ``y`` under a price path, with a constant-elasticity demand
    ``q = a p^b`` (Tellis 1988; the elasticity ``b`` <= 0 is the markdown's, docs/intelligence.md).

    1. Deflate the history to regular price: ``z_t = y_t / I_t^b`` with ``I_t = past_index[t]``
       (a week sold at 70% of the regular price with b = -1.5 counts ``y / 0.7^-1.5 = 0.59 y``).
    2. Forecast ``z`` with :func:`forecast` (method chosen by backtest, conformal interval).
    3. Reflate each step by its planned index: ``mean_k = zhat_k x F_k^b``, and the bounds alike,
       with ``F_k = future_index[k]``.

    Each factor ``I^b`` and ``F^b`` is capped to [1/4, 4] (``MAX_PRICE_LIFT``): an elasticity of -6
    at 70% off would otherwise promise 1,372 times the demand to the restock that reads it.

    ``past_index``: one index per period of ``y``; ``future_index``: ``h`` indices (1 = regular
    price). ``algorithm`` is the method's name followed by ``+price-elasticity``.

    ``promotions`` (:class:`Promotions`; docs/intelligence.md "Planned prices and promotions"): the
    history is deflated by ``I_t^b x exp(g_f f_t + g_d d_t)`` and each step reflated by ``F_k^b x
    exp(g_f f_k + g_d d_k)`` (the whole factor capped to [1/4, 4]); ``+promotion`` is added to
    ``algorithm`` when a flag with a lift lies ahead. None: no flags.

    ``pooled`` (units as ``y``, :class:`~inventory_planning.domain.forecasts.selection.PooledPaths`):
    deflated as the history is (its backtest by the factor of each target week, its path ahead by
    each step's), it is a candidate of :func:`forecast` on ``z``; reflated, the mean with it is the
    mean of the two forecasts under the price path.

    ``promoted`` (a bool per period of ``y``, robust.py ``promoted_weeks``): those weeks of the
    deflated history are capped at the median of its other weeks with a sale before the methods fit
    it (what the price did not explain of a promotion's lift), scored on the uncapped one; a week
    the calendar flagged (``promotions.past``) is left alone: its lift is modelled.

    Raises:
        ValueError: lengths differ from ``y`` and ``h``, an index is not positive, ``b`` > 0, or
            as :func:`forecast`.
    """
    y = np.asarray(y, dtype=float)
    past = np.asarray(past_index, dtype=float)
    future = np.asarray(future_index, dtype=float)
    if past.shape != y.shape or future.shape != (h,):
        raise ValueError("past_index must match y and future_index must have h values")
    if np.any(past <= 0) or np.any(future <= 0) or elasticity > 0:
        raise ValueError("price indices must be positive and the elasticity <= 0")
    past_promo = _promotion_factor(promotions.past if promotions else None, y.size, promotions)
    future_promo = _promotion_factor(promotions.future if promotions else None, h, promotions)
    deflator = np.clip(past**elasticity * past_promo, 1 / MAX_PRICE_LIFT, MAX_PRICE_LIFT)
    lift = np.clip(future**elasticity * future_promo, 1 / MAX_PRICE_LIFT, MAX_PRICE_LIFT)
    if pooled is not None and pooled.backtest.size:
        horizon = pooled.backtest.shape[1]
        weeks = np.add.outer(np.array(backtest_origins(y.size, horizon, pooled.backtest.shape[0])), np.arange(horizon))
        pooled = PooledPaths(pooled.backtest / deflator[weeks], np.asarray(pooled.ahead)[:h] / lift)
    z = y / deflator
    clean = z
    if promoted is not None and promotions is not None:  # a week the calendar flagged: its lift is modelled
        promoted = np.asarray(promoted, dtype=bool) & ~np.any(np.asarray(promotions.past) > 0, axis=1)
    if promoted is not None and np.any(promoted):
        kept = z[(y > 0) & ~np.asarray(promoted, dtype=bool)]
        if kept.size:
            clean = np.where(promoted, np.minimum(z, float(np.median(kept))), z)
    base = forecast(clean, h, level=level, pooled=pooled, actual=z)
    algorithm = base.algorithm + PRICE_SUFFIX + (PROMOTION_SUFFIX if np.any(future_promo != 1.0) else "")
    return SeriesForecast(algorithm, base.mean * lift, base.lower * lift, base.upper * lift, level, base.mase)


def _promotion_factor(flags: np.ndarray | None, periods: int, promotions: Promotions | None) -> np.ndarray:
    """``exp(g_f f_t + g_d d_t)`` per period (1 without flags). Raises ValueError on a bad shape."""
    if flags is None or promotions is None:
        return np.ones(periods)
    shares = np.asarray(flags, dtype=float)
    if shares.shape != (periods, 2):
        raise ValueError("flags must have one (feature, display) pair per period")
    factor: np.ndarray = np.exp(shares @ np.asarray(promotions.lifts, dtype=float))
    return factor


NO_SIZE_KEY = "-"  # the size of a series whose sales carry none (services/forecasts/job.py NO_SIZE)


@dataclass(frozen=True)
class PriceWindow:
    """A planned price: from ``start`` to ``end`` (dates, inclusive) each size in ``discounts`` sells
    at ``1 - discount/100`` of its regular price (``discounts``: size -> percent 0..100)."""

    start: date
    end: date
    discounts: dict[str, float]


@dataclass(frozen=True)
class CalendarPrice:
    """A price-calendar row of a series (dataset ``price-calendar``): from ``start`` to ``end``
    (inclusive) the sizes ``sizes`` (None: every size, a product's row) sell at ``price`` (currency
    per unit), in the series' shop (``shop_specific``) or in every shop, with the promotion flags.

    Which row prices a day x size (``rank``, lowest first): the item's row in the shop, the item's
    all-shops row, the product's row in the shop, the product's all-shops row; between rows of one
    rank, the latest ``start``, then the lower price."""

    start: date
    end: date
    price: float
    sizes: frozenset[str] | None = None
    shop_specific: bool = False
    feature: bool = False
    display: bool = False

    @property
    def rank(self) -> int:
        """0 item x shop, 1 item x every shop, 2 product x shop, 3 product x every shop."""
        return (0 if self.sizes is not None else 2) + (0 if self.shop_specific else 1)


def calendar_row(rows: list[CalendarPrice], day: date, size: str) -> CalendarPrice | None:
    """The calendar row that prices ``size`` on ``day`` (:class:`CalendarPrice` ``rank``), or None.
    A series without sizes (``size`` = ``NO_SIZE_KEY``) takes an item's row of any size."""
    covering = [r for r in rows if r.start <= day <= r.end and (r.sizes is None or size in r.sizes or size == NO_SIZE_KEY)]
    return min(covering, key=lambda r: (r.rank, -r.start.toordinal(), r.price), default=None)


@dataclass(frozen=True)
class PlannedWeeks:
    """Weeks of a series under its planned prices: ``index`` (the week's price index, for
    :func:`price_forecast`), ``flags`` (shape ``(weeks, 2)``: the share of the week's days x sizes,
    weighted by the size curve, on feature and on display) and ``calendar`` (True when a calendar
    row priced or flagged a day x size of these weeks)."""

    index: np.ndarray
    flags: np.ndarray
    calendar: bool


def _markdown_depth(windows: list[PriceWindow], day: date, size: str, sizeless: bool) -> float | None:
    """The deepest discount (percent) of the markdown windows covering ``day`` for ``size``, or None."""
    deepest = None
    for window in windows:
        if not window.start <= day <= window.end:
            continue
        named = window.discounts.get(size)
        if named is None and sizeless:
            named = sum(window.discounts.values()) / len(window.discounts)
        if named is not None:
            deepest = named if deepest is None else max(deepest, named)
    return deepest


def planned_weeks(
    first: date,
    weeks: int,
    windows: list[PriceWindow],
    shares: dict[str, float],
    current: float,
    elasticity: float,
    *,
    calendar: list[CalendarPrice] | None = None,
    regular: float | None = None,
) -> PlannedWeeks:
    """The price index and promotion flags of each of ``weeks`` weeks (week k = days ``first + 7k``
    to ``+ 6``) under planned prices, from the validated markdown ``windows`` and the price ``calendar``.

    A day x size sells at, when both speak for it, the lower of:

    - a markdown: ``1 - d/100`` of the regular price when a window covers the day and names the size
      (the deepest ``d`` when windows overlap; a series without sizes takes a window's mean discount);
    - the calendar: ``price / regular`` (clipped to [0.1, 2]) of the row :func:`calendar_row` picks;

    else at ``current``. The week's index is the one whose lift is the mean lift over its 7 days and
    the sizes weighted by ``shares`` (the size curve): ``I_k = (sum_day sum_size share_s x idx^b / (7
    sum share))^(1/b)``; ``current`` every week when ``b`` = 0. The flags of a day x size are its
    calendar row's; the week's flag is their share, weighted alike: ``f_k = sum share_s x flag / (7 sum share)``.
    Without ``regular`` (no regular price known) calendar rows give flags but no price.
    """
    index = np.full(weeks, float(current))
    flags = np.zeros((weeks, 2))
    rows = calendar or []
    if not shares or (not windows and not rows):
        return PlannedWeeks(index, flags, False)
    total = sum(shares.values())
    sizeless = set(shares) == {NO_SIZE_KEY}
    touched = False
    last = first + timedelta(days=7 * weeks - 1)
    rows = [r for r in rows if r.end >= first and r.start <= last]  # the rows of these weeks, then of each day
    for week in range(weeks):
        lift = 0.0
        for offset in range(7):
            day = first + timedelta(days=7 * week + offset)
            today = [r for r in rows if r.start <= day <= r.end]
            for size, share in shares.items():
                prices = []
                depth = _markdown_depth(windows, day, size, sizeless)
                if depth is not None:
                    prices.append(max(1 - depth / 100, PRICE_INDEX_BOUNDS[0]))
                row = calendar_row(today, day, size)
                if row is not None:
                    touched = True
                    flags[week] += share * np.array([row.feature, row.display], dtype=float)
                    if regular:
                        prices.append(float(np.clip(row.price / regular, *PRICE_INDEX_BOUNDS)))
                lift += share * (min(prices) if prices else current) ** elasticity if elasticity else 0.0
        if elasticity:
            index[week] = (lift / (7 * total)) ** (1 / elasticity)
    return PlannedWeeks(index, flags / (7 * total), touched)


def planned_week_index(
    as_of: date,
    weeks: int,
    windows: list[PriceWindow],
    shares: dict[str, float],
    current: float,
    elasticity: float,
) -> np.ndarray:
    """The price index of each week ahead (week k = days ``as_of + 7k`` to ``+ 6``) under the validated
    markdown ``windows`` alone: :func:`planned_weeks`' ``index`` without a calendar."""
    return planned_weeks(as_of, weeks, windows, shares, current, elasticity).index


def covered_weeks(as_of: date, weeks: int, windows: list[PriceWindow]) -> np.ndarray:
    """Which of the ``weeks`` past weeks (the last ends on ``as_of - 1``: week j = days
    ``as_of - 7 (weeks - j)`` to ``+ 6``) a planned price window touches; a bool per week."""
    covered = np.zeros(weeks, dtype=bool)
    for j in range(weeks):
        first = as_of - timedelta(days=7 * (weeks - j))
        covered[j] = any(w.start <= first + timedelta(days=6) and w.end >= first for w in windows)
    return covered


def current_index(past_index: np.ndarray, units: np.ndarray, covered: np.ndarray, weeks: int = 4) -> float:
    """The price index a series sells at outside its planned windows, which it returns to when a
    window ends: the mean index of the weeks with a sale among the last ``weeks`` weeks no window
    touches (``covered``, :func:`covered_weeks`); 1 (the regular price) without such a week. A
    markdown running on asOf is thus not taken for the price after its end date."""
    free = np.flatnonzero(~np.asarray(covered, dtype=bool))[-weeks:]
    sold = free[np.asarray(units, dtype=float)[free] > 0]
    return float(np.asarray(past_index, dtype=float)[sold].mean()) if sold.size else 1.0


def regular_price(windows: list[dict[str, float]], shares: dict[str, float]) -> float | None:
    """A series' regular price (currency per unit) from its planned lines' retail prices
    (``windows``: one size -> retail price mapping per window): each size's price (the highest
    across windows) weighted by its share of the size curve ``shares``; the plain mean of the
    prices when the curve holds none of their sizes; None without a price."""
    prices: dict[str, float] = {}
    for window in windows:
        for size, price in window.items():
            if price and price > 0:
                prices[size] = max(prices.get(size, 0.0), float(price))
    if not prices:
        return None
    weight = sum(shares.get(size, 0.0) for size in prices)
    if weight <= 0:
        return sum(prices.values()) / len(prices)
    return sum(shares.get(size, 0.0) * price for size, price in prices.items()) / weight
