"""Demand over a window of days as a distribution (docs/decisions/0044; docs/intelligence.md
"Order-up-to level"): what a position's order-up-to level is the quantile of. Pure Python (no
numpy: the recommendations package is imported by read routes; cold start).

Two models, chosen per size (variant x size x shop) from its own weekly sales (:func:`size_distribution`):

- **smooth** series (average demand interval <= 1.32, Syntetos, Boylan & Croston 2005, and a sale in
  the last :data:`IDLE_WEEKS` weeks): the variant x shop's negative binomial fitted by moments to the
  forecast's mean and the variance read off its conformal interval (the forecasts' backtest errors),
  Poisson when that variance does not exceed the mean, thinned by the size's share;
- **intermittent** series (ADI > 1.32, fewer than :data:`MIN_SMOOTH_WEEKS` weeks since the first
  sale), or any series without a sale in the last :data:`IDLE_WEEKS` review cycles: a compound
  Bernoulli, each week a demand with TSB's probability (Teunter, Syntetos & Babai 2011: SES of the
  demand occurrences, decaying every week without a sale) of a size drawn from
  the series' own non-zero weekly demands of the last :data:`HISTORY_WEEKS` weeks (a bootstrap of its
  demand sizes; no older burst is kept).

Thinning (each unit of the variant's demand goes to the size with probability ``share``) keeps a
negative binomial's shape (:meth:`Distribution.thinned`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

HISTORY_WEEKS = 52
"""Weeks of a series' sales history read for its count model (the bootstrap's demand sizes, TSB's probability)."""
IDLE_WEEKS = 4
"""Review cycles (weeks) without a sale after which a series is modelled as intermittent, so that its
order-up-to level decays with TSB's probability whatever its past."""
TSB_ALPHA_P = 0.1
"""TSB's smoothing constant of the demand probability (Teunter, Syntetos & Babai 2011 use 0.1-0.3; 0.1
is Croston's classic constant): each week without a sale multiplies the probability by 0.9."""
MIN_SMOOTH_WEEKS = 8
"""Weeks since the first sale a series needs to take the smooth model: a new size that sold in each of
its first weeks is not yet a steady seller (docs/decisions/0044: on the brand such sizes sold a sixth of
the forecast's mean)."""
INTERMITTENT_ADI = 1.32  # Syntetos, Boylan & Croston (2005), as domain.forecasts.methods
EPSILON = 1e-9  # a part week shorter than this is none
TAIL = 1e-9  # probability mass left out beyond a pmf's support
MAX_SUPPORT = 200_000  # units: a pmf is never longer

NEGATIVE_BINOMIAL, POISSON, COMPOUND_BERNOULLI, NO_DEMAND = "NEGATIVE_BINOMIAL", "POISSON", "COMPOUND_BERNOULLI", "NO_DEMAND"


@dataclass(frozen=True, slots=True)
class Distribution:
    """The demand of a window as a probability mass function: ``pmf[k]`` = P(demand = k units),
    k = 0 .. len - 1 (the mass beyond is under :data:`TAIL`); ``model`` its family (NEGATIVE_BINOMIAL,
    POISSON, COMPOUND_BERNOULLI, NO_DEMAND) and ``parameters`` what it was fitted with (for ``why``)."""

    model: str
    pmf: tuple[float, ...]
    parameters: dict[str, Any] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        """Expected units."""
        return sum(k * p for k, p in enumerate(self.pmf))

    def cdf(self, units: float) -> float:
        """P(demand <= units); 0 below 0, 1 beyond the support."""
        if units < 0:
            return 0.0
        top = math.floor(units + 1e-9)
        return min(1.0, sum(self.pmf[: top + 1]))

    def quantile(self, level: float) -> int:
        """The smallest whole number of units s with P(demand <= s) >= ``level`` (the order-up-to level
        at service level ``level``; Silver, Pyke & Thomas 2017, 6.7). Raises ValueError outside (0, 1)."""
        if not 0 < level < 1:
            raise ValueError("level must be in (0, 1)")
        total = 0.0
        for k, p in enumerate(self.pmf):
            total += p
            if total >= level - 1e-12:
                return k
        return len(self.pmf) - 1

    def thinned(self, share: float) -> Distribution:
        """The demand of one size when each unit independently is of that size with probability
        ``share`` (binomial thinning): a negative binomial keeps its shape r with its mean times
        ``share``, a Poisson its family; any other pmf ``q_j = sum_k p_k C(k, j) s^j (1 - s)^(k - j)``."""
        share = min(max(share, 0.0), 1.0)
        if share >= 1.0:
            return self
        parameters = {**self.parameters, "sizeShare": round(share, 4)}
        if share <= 0.0 or self.model == NO_DEMAND:
            return Distribution(NO_DEMAND, (1.0,), parameters)
        if self.model == POISSON:
            return Distribution(POISSON, poisson_pmf(self.parameters["mean"] * share), parameters)
        if self.model == NEGATIVE_BINOMIAL:
            r, mean = self.parameters["r"], self.parameters["mean"] * share
            return Distribution(NEGATIVE_BINOMIAL, negative_binomial_pmf(mean, mean + mean * mean / r), parameters)
        out = [0.0] * len(self.pmf)
        for k, p in enumerate(self.pmf):
            if p <= 0:
                continue
            term = (1 - share) ** k  # C(k, 0) s^0 (1 - s)^k
            for j in range(k + 1):
                out[j] += p * term
                if j < k:
                    term *= (k - j) / (j + 1) * share / (1 - share)
        return Distribution(self.model, _trimmed(out), parameters)

    def describe(self) -> dict[str, Any]:
        """The model, its parameters and its mean (units), rounded, for ``why.context``."""
        return {"model": self.model, **self.parameters, "mean": round(self.mean, 3)}


def _trimmed(pmf: list[float]) -> tuple[float, ...]:
    """``pmf`` without its trailing mass under :data:`TAIL` (at least one entry)."""
    end, tail = len(pmf), 0.0
    while end > 1 and tail + pmf[end - 1] < TAIL:
        tail += pmf[end - 1]
        end -= 1
    return tuple(pmf[:end])


def _support(mean: float, variance: float) -> int:
    """How many units a pmf of ``mean`` and ``variance`` is computed over (mean + 12 sd + 20)."""
    return min(MAX_SUPPORT, int(mean + 12 * math.sqrt(max(variance, 0.0)) + 20))


def poisson_pmf(mean: float) -> tuple[float, ...]:
    """P(k) = e^-m m^k / k!, in logs (large means do not underflow)."""
    if mean <= 0:
        return (1.0,)
    log_mean = math.log(mean)
    return _trimmed([math.exp(k * log_mean - mean - math.lgamma(k + 1)) for k in range(_support(mean, mean))])


def negative_binomial_pmf(mean: float, variance: float) -> tuple[float, ...]:
    """The negative binomial of ``mean`` and ``variance`` (> mean), by moments: ``r = mean^2 /
    (variance - mean)``, ``p = r / (r + mean)``, ``P(k) = Gamma(k + r) / (Gamma(r) k!) p^r (1 - p)^k``
    (in logs). The Poisson when ``variance <= mean``."""
    if variance <= mean * (1 + 1e-9):
        return poisson_pmf(mean)
    r = mean * mean / (variance - mean)
    p = r / (r + mean)
    base = r * math.log(p) - math.lgamma(r)
    log_q = math.log1p(-p)
    return _trimmed(
        [math.exp(base + math.lgamma(k + r) - math.lgamma(k + 1) + k * log_q) for k in range(_support(mean, variance))]
    )


def negative_binomial(mean: float, variance: float) -> Distribution:
    """The count model of a smooth series: a negative binomial of ``mean`` and ``variance`` (units over
    the window), the Poisson where the variance does not exceed the mean, NO_DEMAND without a mean."""
    if mean <= 0:
        return Distribution(NO_DEMAND, (1.0,), {})
    if variance <= mean * (1 + 1e-9):
        return Distribution(POISSON, poisson_pmf(mean), {"mean": mean})
    r = mean * mean / (variance - mean)
    return Distribution(NEGATIVE_BINOMIAL, negative_binomial_pmf(mean, variance), {"mean": mean, "r": round(r, 6)})


def _convolve(a: Sequence[float], b: Sequence[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x > 0:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return list(_trimmed(out))


def compound_bernoulli(probability: float, sizes: Sequence[float], weeks: float) -> Distribution:
    """The count model of an intermittent series over ``weeks`` weeks (fractional: the last part week
    has a demand with probability ``probability x fraction``): each week independently a demand with
    ``probability`` of a size drawn uniformly from ``sizes`` (the series' own non-zero weekly demands,
    rounded to whole units: a bootstrap). NO_DEMAND without a probability or a size."""
    whole = [max(1, round(s)) for s in sizes if s > 0]
    if probability <= 0 or not whole or weeks <= 0:
        return Distribution(NO_DEMAND, (1.0,), {"demandProbability": round(max(probability, 0.0), 4)})
    size_pmf = [0.0] * (max(whole) + 1)
    for s in whole:
        size_pmf[s] += 1 / len(whole)

    def week(q: float) -> list[float]:
        pmf = [qq * q for qq in size_pmf]
        pmf[0] += 1 - q
        return pmf

    full, part = int(weeks), weeks - int(weeks)
    total: list[float] = [1.0]
    for _ in range(full):
        total = _convolve(total, week(min(probability, 1.0)))
    if part > EPSILON:
        total = _convolve(total, week(min(probability, 1.0) * part))
    parameters = {"demandProbability": round(probability, 4), "demandSizes": len(whole), "weeks": round(weeks, 3)}
    return Distribution(COMPOUND_BERNOULLI, tuple(total), parameters)


def tsb_probability(weekly: Sequence[float], alpha: float = TSB_ALPHA_P) -> float:
    """TSB's demand probability after ``weekly`` (units per week, oldest first): ``p_t = p_{t-1} +
    alpha (1[y_t > 0] - p_{t-1})`` (Teunter, Syntetos & Babai 2011; the probability
    ``domain.forecasts.methods.tsb`` multiplies its size by), started at the share of the weeks with a
    sale (statsforecast starts at the first observation: from a first sale that is 1, and a series
    that sold once last week would look like a weekly seller). 0 without any week."""
    if not weekly:
        return 0.0
    p = sum(1 for y in weekly if y > 0) / len(weekly)
    for y in weekly:
        p += alpha * ((1.0 if y > 0 else 0.0) - p)
    return p


def since_first_sale(weekly: Sequence[float]) -> list[float]:
    """``weekly`` from its first week with a sale (empty when none)."""
    first = next((i for i, y in enumerate(weekly) if y > 0), None)
    return [] if first is None else [max(0.0, float(y)) for y in weekly[first:]]


def is_intermittent(weekly: Sequence[float]) -> bool:
    """Whether a series (weekly units from its first sale) takes the intermittent model: its ADI
    (weeks per week with a sale) above 1.32, fewer than :data:`MIN_SMOOTH_WEEKS` weeks, or no sale
    in its last :data:`IDLE_WEEKS` weeks."""
    sold = sum(1 for y in weekly if y > 0)
    if sold == 0 or len(weekly) < MIN_SMOOTH_WEEKS:
        return True
    idle = len(weekly) - 1 - max(i for i, y in enumerate(weekly) if y > 0)
    return len(weekly) / sold > INTERMITTENT_ADI or idle >= IDLE_WEEKS


def demand_distribution(mean: float, sigma: float) -> Distribution:
    """The demand of a variant x shop over a window from its forecast: :func:`negative_binomial` of the
    forecast's ``mean`` and variance ``max(sigma^2, mean)`` (units; ``sigma`` read off the forecast's 80%
    conformal interval, i.e. its backtest errors: ``domain.forecasts.demand.demand_over``)."""
    return negative_binomial(mean, max(sigma * sigma, mean))


def size_distribution(history: Sequence[float] | None, variant: Distribution, share: float, days: int) -> Distribution:
    """The demand of one size over ``days`` days: ``history`` the size's units sold per week of the last
    :data:`HISTORY_WEEKS` weeks (oldest first, the last the week before asOf; None: not read),
    ``variant`` the variant x shop's forecast distribution over the window (:func:`demand_distribution`),
    ``share`` the size's share of the variant's demand.

    - history read, no sale in it: NO_DEMAND (the level decays to 0: no year-old burst is kept);
    - intermittent since its first sale (:func:`is_intermittent`: ADI > 1.32, a short history, or no
      sale in the last :data:`IDLE_WEEKS` weeks): :func:`compound_bernoulli` of TSB's probability over the history and the
      size's own weekly demands, over ``days / 7`` weeks;
    - otherwise (smooth, or no history read): the variant's distribution thinned by ``share``.
    """
    if history is not None:
        weekly = since_first_sale(history)
        if not weekly:
            return Distribution(NO_DEMAND, (1.0,), {"weeksWithoutSale": len(history)})
        if is_intermittent(weekly):
            found = compound_bernoulli(tsb_probability(history), [y for y in weekly if y > 0], days / 7)
            idle = len(weekly) - 1 - max(i for i, y in enumerate(weekly) if y > 0)
            return Distribution(found.model, found.pmf, {**found.parameters, "weeksSinceLastSale": idle})
    return variant.thinned(share)
