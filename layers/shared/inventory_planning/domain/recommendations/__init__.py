"""Restock, markdown and rebalance decisions (docs/intelligence.md "Recommendations"). Pure: numbers
in, numbers out, each step recorded so a recommendation can say why (``Why``).

By subject: ``common`` (knobs, ``Why``, the service factor), ``vectors`` (a variant x shop's
``Position``, its rebalance ``Target`` and the ``DecisionVector`` the decisions return),
``distribution`` (a size's demand over a window as a pmf: count model or the forecast's negative
binomial), ``economics`` (the critical ratio and the per-size order-up-to level), ``restock``,
``markdown``, ``rebalance`` (the formulas and each domain's decision) and ``elasticity`` (the price
elasticity fit). The formulas below are the package's surface.

- Restock: per size, its own order-up-to level (the quantile of its demand over lead time + review
  period at the critical ratio of its economics, decision 0044), minus its stock on hand and on
  order; rounded up to the supplier's pack per size and MOQ over the sizes ordered; broken size runs
  flagged.
- Markdown: the variant's price elasticity from its own (price, units) history by least squares on
  logs, pooled upward when thin; the smallest discount step that sells the excess through in the
  window, within the margin floor and the maximum discount; the fallback discount when nothing is known.
- Rebalance: surplus shops to deficit shops per size as a minimum-cost flow (networkx), the most
  urgent deficits cheapest, no source above its surplus, transfers under the minimum dropped.
"""

from __future__ import annotations

from inventory_planning.domain.recommendations.common import (
    DISCOUNT_STEP_PCT,
    FALLBACK_DISCOUNT_PCT,
    MARGIN_FLOOR_PCT,
    MAX_DISCOUNT_PCT,
    MIN_TRANSFER_QUANTITY,
    REVIEW_PERIOD_DAYS,
    SERVICE_LEVEL,
    Why,
    service_factor,
)
from inventory_planning.domain.recommendations.elasticity import (
    DEFAULT_ELASTICITY,
    MIN_ELASTICITY_OBSERVATIONS,
    elasticity,
    fit_elasticity,
)
from inventory_planning.domain.recommendations.markdown import Elasticity, MarkdownLimits, markdown, markdown_confidence
from inventory_planning.domain.recommendations.rebalance import rebalance
from inventory_planning.domain.recommendations.restock import (
    OrderUnits,
    broken_size_run,
    median_of_counts,
    restock,
    round_sizes,
    round_to_supplier,
    split_by_curve,
)
from inventory_planning.domain.recommendations.vectors import DecisionVector, Position, Target

__all__ = [
    "DEFAULT_ELASTICITY",
    "DISCOUNT_STEP_PCT",
    "FALLBACK_DISCOUNT_PCT",
    "MARGIN_FLOOR_PCT",
    "MAX_DISCOUNT_PCT",
    "MIN_ELASTICITY_OBSERVATIONS",
    "MIN_TRANSFER_QUANTITY",
    "REVIEW_PERIOD_DAYS",
    "SERVICE_LEVEL",
    "DecisionVector",
    "Elasticity",
    "MarkdownLimits",
    "OrderUnits",
    "Position",
    "Target",
    "Why",
    "broken_size_run",
    "elasticity",
    "fit_elasticity",
    "markdown",
    "markdown_confidence",
    "median_of_counts",
    "rebalance",
    "restock",
    "round_sizes",
    "round_to_supplier",
    "service_factor",
    "split_by_curve",
]
