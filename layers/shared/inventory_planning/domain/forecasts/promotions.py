"""Promotion lifts (docs/intelligence.md "Planned prices and promotions"): how much a week on
``feature`` (advertised) or on ``display`` (in-store display) multiplies a series' demand, estimated
from the history as the price elasticity is, by the within (fixed-effects) estimator, and pooled
from the variant to its product, brand and category when the variant's own history cannot tell.

The model of a series' week t: ``log q_t = a_series + b log p_t + g_f f_t + g_d d_t + e_t`` with
``p_t`` the week's average selling price, ``f_t`` and ``d_t`` the week's shares (0..1) of days on
feature and on display (from the price calendar's past rows). Demeaned within each series (the
series' level ``a`` drops out), the least-squares coefficients come from additive sums, so levels
pool by adding the sums of their series (Wooldridge, *Econometric Analysis of Cross Section and
Panel Data*, 2nd ed., 10.5; the promotion regressors as in Van Heerde, Leeflang and Wittink 2000,
"The estimation of pre- and postpromotion dips with store-level scanner data"). Pure numpy.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

MIN_LIFT_OBSERVATIONS = 8  # n - G, as the elasticity (domain/recommendations/elasticity.py)
MIN_FLAG_VARIANCE = 1e-9  # within sum of squares of a flag under which it never moved: no lift to measure
MAX_LOG_LIFT = math.log(4.0)  # a flag multiplies demand by at most 4 (as MAX_PRICE_LIFT)
LIFT_LEVELS = ("VARIANT", "PRODUCT", "BRAND", "CATEGORY")


@dataclass
class LiftSums:
    """The within sums of one level's series: ``observations`` n (weeks with a sale), ``groups`` G
    (series), ``xtx`` (3 x 3: log price, feature, display, each demeaned within its series) and
    ``xty`` (their products with the demeaned log units). Added up over series and levels."""

    observations: int = 0
    groups: int = 0
    xtx: np.ndarray = field(default_factory=lambda: np.zeros((3, 3)))
    xty: np.ndarray = field(default_factory=lambda: np.zeros(3))

    def add(self, other: LiftSums) -> None:
        """Add ``other``'s sums to these (pooling a series into a level)."""
        self.observations += other.observations
        self.groups += other.groups
        self.xtx = self.xtx + other.xtx
        self.xty = self.xty + other.xty


def series_lift_sums(units: np.ndarray, value: np.ndarray, flags: np.ndarray) -> LiftSums | None:
    """The within sums of one series: its weeks with units and value > 0, ``y = log units``, ``x =
    (log(value / units), feature share, display share)`` (``flags``: shape ``(weeks, 2)``), each
    demeaned over those weeks; None with fewer than 2 such weeks (no deviation to measure).

    Raises:
        ValueError: the lengths differ.
    """
    units = np.asarray(units, dtype=float)
    value = np.asarray(value, dtype=float)
    shares = np.asarray(flags, dtype=float)
    if value.shape != units.shape or shares.shape != (units.size, 2):
        raise ValueError("units, value and flags must cover the same weeks")
    sold = (units > 0) & (value > 0)
    if sold.sum() < 2:  # noqa: PLR2004 - a deviation needs two weeks
        return None
    x = np.column_stack([np.log(value[sold] / units[sold]), shares[sold]])
    y = np.log(units[sold])
    x = x - x.mean(axis=0)
    y = y - y.mean()
    return LiftSums(int(sold.sum()), 1, x.T @ x, x.T @ y)


def fit_lifts(sums: LiftSums) -> tuple[float | None, float | None]:
    """The log-lifts ``(g_feature, g_display)`` of a level by least squares on its within sums
    (``xtx g = xty`` over the regressors that moved: a flag, or the price, whose within sum of squares
    is under MIN_FLAG_VARIANCE is left out); each clipped to [0, log 4] (a promotion never lowers
    demand; at most 4x). None for a flag that never moved, and for both when ``n - G`` <
    MIN_LIFT_OBSERVATIONS."""
    if sums.observations - sums.groups < MIN_LIFT_OBSERVATIONS:
        return None, None
    moved = [j for j in range(3) if sums.xtx[j, j] > MIN_FLAG_VARIANCE]
    if not any(j > 0 for j in moved):
        return None, None
    solved = np.linalg.lstsq(sums.xtx[np.ix_(moved, moved)], sums.xty[moved], rcond=None)[0]
    coefficient = dict(zip(moved, solved, strict=True))
    lifts = [coefficient.get(j) for j in (1, 2)]
    return tuple(None if g is None else round(float(np.clip(g, 0.0, MAX_LOG_LIFT)), 10) for g in lifts)  # type: ignore[return-value]


@dataclass(frozen=True)
class PromotionLifts:
    """A series' log-lifts ``(feature, display)`` and the level each comes from (VARIANT, PRODUCT,
    BRAND, CATEGORY, or NONE: no level measured it, no lift)."""

    feature: float = 0.0
    display: float = 0.0
    feature_source: str = "NONE"
    display_source: str = "NONE"

    @property
    def values(self) -> tuple[float, float]:
        """``(g_feature, g_display)`` for :func:`~inventory_planning.domain.forecasts.prices.price_forecast`."""
        return self.feature, self.display


def pooled_lifts(levels: list[LiftSums | None]) -> PromotionLifts:
    """Each flag's log-lift from the first of ``levels`` (variant, product, brand, category sums, in
    LIFT_LEVELS' order; None: no sums) that measures it (:func:`fit_lifts`), else 0 (no lift)."""
    found: dict[int, tuple[float, str]] = {}
    for name, sums in zip(LIFT_LEVELS, levels, strict=False):
        if sums is None:
            continue
        for flag, g in enumerate(fit_lifts(sums)):
            if g is not None and flag not in found:
                found[flag] = (g, name)
    feature, feature_source = found.get(0, (0.0, "NONE"))
    display, display_source = found.get(1, (0.0, "NONE"))
    return PromotionLifts(feature, display, feature_source, display_source)
