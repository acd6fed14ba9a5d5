"""What every recommendation shares: the knobs' defaults (REFERENCE 3.3), the explanation a
recommendation carries (``Why``) and the service factor of a service level."""

from __future__ import annotations

from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

SERVICE_LEVEL = 0.95
REVIEW_PERIOD_DAYS = 7
FALLBACK_DISCOUNT_PCT = 15.0  # REFERENCE 3.3 markdown knobs
MAX_DISCOUNT_PCT = 70.0
MARGIN_FLOOR_PCT = 0.0
DISCOUNT_STEP_PCT = 5.0
MIN_TRANSFER_QUANTITY = 2


@dataclass
class Why:
    """The explanation of a recommendation: the context numbers and the formula steps with theirs."""

    context: dict[str, Any] = field(default_factory=dict)
    formula: list[dict[str, Any]] = field(default_factory=list)

    def step(self, name: str, expression: str, value: Any) -> Any:
        """Record one step (``name``, the expression with its numbers, the result) and return the result."""
        self.formula.append({"step": name, "expression": expression, "value": value})
        return value


def service_factor(service_level: float) -> float:
    """z such that P(Normal(0, 1) <= z) = service level (e.g. 1.645 at 95%). Raises ValueError outside (0, 1)."""
    if not 0 < service_level < 1:
        raise ValueError("service level must be in (0, 1)")
    return NormalDist().inv_cdf(service_level)
