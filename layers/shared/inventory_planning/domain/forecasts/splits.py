"""How a week's forecast splits (docs/decisions/0020): into days by the shop's weekday profile and
into sizes by the size curve. Pure: arrays in, arrays out."""

from __future__ import annotations

import numpy as np


def weekday_profile(daily_units: np.ndarray, weekdays: np.ndarray) -> np.ndarray:
    """Shares of a week's units by weekday (Monday 0 .. Sunday 6), from history: ``daily_units[i]``
    sold on ``weekdays[i]``; uniform 1/7 without sales. Sums to 1."""
    totals = np.bincount(weekdays, weights=daily_units, minlength=7)[:7].astype(float)
    totals = np.maximum(totals, 0.0)
    total = totals.sum()
    return totals / total if total > 0 else np.full(7, 1 / 7)


def size_shares(units_by_size: dict[str, float], sizes: list[str]) -> dict[str, float]:
    """The size curve: each size's share of units sold (negative totals count as 0), over ``sizes``
    (the variant's sizes; a size sold but not listed is kept); uniform over ``sizes`` when nothing
    sold. Sums to 1 (empty when there is no size at all)."""
    known = list(dict.fromkeys([*sizes, *units_by_size]))
    sold = {s: max(float(units_by_size.get(s, 0.0)), 0.0) for s in known}
    total = sum(sold.values())
    if total > 0:
        return {s: u / total for s, u in sold.items() if u > 0}
    return {s: 1 / len(sizes) for s in sizes} if sizes else {}
