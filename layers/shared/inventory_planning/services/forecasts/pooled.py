"""The pooled forecasting model in the forecasts job (docs/decisions/0045-pooled-forecast-and-robust-level.md):
fitted once per organization and run in the plan step on the histories of shards spread over the
organization's (services/forecasts/job.py ``plan_forecasts``), stored with the run, and its paths
computed for a shard's series in one pass over the shard's panel (``run_shard``), a candidate of each
series' selection (domain/forecasts/selection.py ``forecast(..., pooled=...)``). The formulas are the
domain's (domain/forecasts/pooled.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.forecasts.stats import CalendarDocument
from inventory_planning.services.forecasts import prices
from inventory_planning.store.lake import forecasts as lake_forecasts

if TYPE_CHECKING:
    import numpy as np

    from inventory_planning.domain.forecasts import pooled, robust, selection
    from inventory_planning.domain.forecasts import prices as forecast_prices
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    np = lazy("numpy")  # numpy on first use
    forecast_prices = lazy("inventory_planning.domain.forecasts.prices")  # numpy on first use
    pooled = lazy("inventory_planning.domain.forecasts.pooled")  # numpy on first use
    robust = lazy("inventory_planning.domain.forecasts.robust")  # numpy on first use
    selection = lazy("inventory_planning.domain.forecasts.selection")  # numpy on first use

LOOKBACK_WEEKS = 104  # services/forecasts/job.py LOOKBACK_WEEKS: the weeks of a shard's history
SHARD_SERIES = 20_000  # domain/forecasts/shards.py SHARD_SERIES
POOLED_FIT_SERIES = 20_000
"""Series the pooled model is fitted on at most, in the plan step (shards spread over the organization's)."""
POOLED_ANCHORS = 52
"""Anchor weeks of the pooled model's training rows (the last year of the history)."""
GATE_SERIES = 2_000
"""Series of the organization's gate (the first of the fitted ones): held-out weeks forecast without and with the model."""
GATE_WEEKS = 8  # the held-out weeks of the gate (the backtest's horizon)

Key = tuple[str, str]
CurveOf = Callable[[Any, Key], tuple[dict[str, float], bool]]


def fit_model(
    organization_id: str,
    as_of: date,
    shards: list[dict[str, Any]],
    history_of: Callable[[tuple[str, str]], Any],
    curve_of: CurveOf,
) -> tuple[dict[str, Any], int]:
    """The organization's pooled model (domain/forecasts/pooled.py), fitted once for the run on the
    weeks before asOf of the series of shards spread over the shard list (every ``stride``-th, from
    the first) until ``POOLED_FIT_SERIES`` series, the last ``POOLED_ANCHORS`` anchors each; its known
    signals are the series' past calendar flags and price index. ``history_of``: a shard's history
    (job.py ``_ShardHistory``) by variant span; ``curve_of``: a series' size curve. Returns ``(model,
    series fitted on)``; ``({}, 0)`` without a series (the shards then forecast without it).

    Raises:
        LakeUnavailable: S3 failed.
    """

    sums: dict[int, Any] = {}
    held: dict[int, Any] = {}  # the rows whose targets are before the gate's held-out weeks
    sample: list[tuple[Any, Any, Any, list[int], list[Key | tuple[Any, Any]]]] = []
    fitted_on = 0
    stride = max(1, len(shards) // max(1, POOLED_FIT_SERIES // SHARD_SERIES))
    for item in shards[::stride]:
        if fitted_on >= POOLED_FIT_SERIES:
            break
        span = (item["firstVariant"], item["lastVariant"])
        h = history_of(span)
        calendar = prices.read_calendar(organization_id, as_of, LOOKBACK_WEEKS, span)
        keys = [key for key in h.series if key in h.first_sale]
        if not keys:
            continue
        y, known = panel(h, keys, as_of, calendar, 0, curve_of)
        pooled.accumulate(sums, y, known, anchors=POOLED_ANCHORS)
        pooled.accumulate(held, y, known, end=LOOKBACK_WEEKS - GATE_WEEKS, anchors=POOLED_ANCHORS)
        if sum(len(s[3]) for s in sample) < GATE_SERIES:
            take = keys[: GATE_SERIES - sum(len(s[3]) for s in sample)]
            values = np.vstack([h.values[k] for k in take])
            sample.append((y[: len(take)], known, values, [h.first_sale[k] for k in take], [h.catalogue[k] for k in take]))
        fitted_on += len(keys)
    model = pooled.fit(sums)
    if model:
        model["gate"] = _gate(pooled.fit(held), sample)
    return model, fitted_on


def _gate(held_model: dict[str, Any], sample: list[tuple[Any, Any, Any, list[int], Any]]) -> dict[str, Any]:
    """The organization's gate (domain ``pooled.gate``): the model fitted without the last
    ``GATE_WEEKS`` weeks' targets, the series of ``sample`` forecast over those weeks as a shard
    forecasts a series not priced ahead (robust level), without and with the model's paths, scored
    at the levels series, product, brand and total."""

    end = LOOKBACK_WEEKS - GATE_WEEKS
    rows: list[tuple[Any, Any, Any, Any, float, Any]] = []
    for y, known, values, starts, catalogue in sample:
        if not held_model:
            break
        backtest, ahead = pooled.panel_paths(held_model, y[:, :end], GATE_WEEKS, _cut(known, len(starts)))
        for i, start in enumerate(starts):
            if start >= end - 1:
                continue  # no history before the held-out weeks
            past, value = y[i, start:end], values[i, start:end]
            clean, _ = robust.robust_history(past, value)
            today = selection.forecast(clean, GATE_WEEKS, actual=past).mean
            paths = pooled.series_paths(backtest[i], ahead[i], start, end)
            candidate = selection.forecast(clean, GATE_WEEKS, actual=past, pooled=paths).mean
            rows.append((y[i, end:], today, candidate, y[i, :end], float(values[i, end - 4 : end].sum()), catalogue[i]))
    if not rows:
        return {"used": False, "today": {}, "pooled": {}}
    actual, today, candidate, history, weight = (np.array([row[j] for row in rows]) for j in range(5))
    brands, products = zip(*(row[5] for row in rows), strict=True)
    levels = {"series": list(range(len(rows))), "product": list(products), "brand": list(brands), "total": ["all"] * len(rows)}
    return pooled.gate(actual, today, candidate, history, weight, levels)


def _cut(known: Any, count: int) -> Any:
    return pooled.Known(known.feature[:count], known.display[:count], known.index[:count])


def panel(
    h: Any, keys: list[Key], as_of: date, calendar: CalendarDocument | None, ahead: int, curve_of: CurveOf
) -> tuple[Any, Any]:
    """The panel of ``keys``' weekly units (``[series, LOOKBACK_WEEKS]``, negative weeks as 0) and
    their known signals over the history and ``ahead`` weeks: each series' past calendar flags
    (feature, display) and weekly price index (``price_index`` of its value and units); ahead, no
    flag and the mean index of its last 13 weeks (a series priced ahead gets its own in
    :func:`paths_of`)."""

    y = np.maximum(np.vstack([h.series[key] for key in keys]), 0.0)
    flags = np.zeros((len(keys), LOOKBACK_WEEKS + ahead, 2))
    index = np.ones((len(keys), LOOKBACK_WEEKS + ahead))
    for i, key in enumerate(keys):
        rows = prices.series_calendar(calendar, key[0], h.catalogue[key][1], key[1])
        if rows:
            flags[i, :LOOKBACK_WEEKS] = prices.past_flags(rows, as_of, LOOKBACK_WEEKS, curve_of(h, key)[0])
        past, _ = forecast_prices.price_index(h.values[key], h.series[key])
        index[i, :LOOKBACK_WEEKS] = past
        index[i, LOOKBACK_WEEKS:] = past[-pooled.LEVEL_WEEKS :].mean()
    return y, pooled.Known(flags[:, :, 0], flags[:, :, 1], index)


@dataclass
class ShardPooled:
    """The pooled model's paths of a shard's series: the model, the panel (``y``, ``known``), each
    series' row (``rows``) and the paths without signals ahead (``backtest``, ``ahead``)."""

    model: dict[str, Any]
    y: Any
    known: Any
    rows: dict[Key, int]
    backtest: Any
    ahead: Any


def shard_pooled(
    model: dict[str, Any] | None, h: Any, as_of: date, calendar: CalendarDocument | None, curve_of: CurveOf
) -> ShardPooled | None:
    """The pooled paths of a shard's series (one pass over the panel), None without a model."""

    keys = [key for key in h.series if key in h.first_sale]
    if not model or not model.get("gate", {}).get("used", True) or not keys:
        return None  # no model, or the organization's gate kept today's forecasts
    y, known = panel(h, keys, as_of, calendar, lake_forecasts.WEEKS, curve_of)
    backtest, ahead = pooled.panel_paths(model, y, lake_forecasts.WEEKS, known)
    return ShardPooled(model, y, known, {key: i for i, key in enumerate(keys)}, backtest, ahead)


def paths_of(found: ShardPooled | None, h: Any, key: Key, planned: Any = None) -> Any:
    """A series' ``PooledPaths`` (None without a model); ``planned`` (``PlannedWeeks``): its path
    ahead is predicted again with the planned flags and price index of its weeks ahead."""

    if found is None:
        return None
    i = found.rows[key]
    ahead = found.ahead[i]
    if planned is not None:
        feature, display, index = found.known.feature[i].copy(), found.known.display[i].copy(), found.known.index[i].copy()
        feature[LOOKBACK_WEEKS:], display[LOOKBACK_WEEKS:] = planned.flags[:, 0], planned.flags[:, 1]
        index[LOOKBACK_WEEKS:] = planned.index
        known = pooled.Known(feature[None], display[None], index[None])
        ahead = pooled.predict(found.model, found.y[i : i + 1], LOOKBACK_WEEKS, lake_forecasts.WEEKS, known)[0]
    return pooled.series_paths(found.backtest[i], ahead, h.first_sale[key], LOOKBACK_WEEKS)
