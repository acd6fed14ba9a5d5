"""What rule conditions measure with (``conditions``, ``supplier_conditions``, ``calendars``): a
:class:`PlanView` measured into a :class:`Measurement` of :class:`Check` s, the shared helpers, and the
base of every condition model (:class:`ConditionBase`).
"""

from __future__ import annotations

import math
from abc import abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from pydantic import BaseModel

from inventory_planning.domain.rules.fields import rounded
from inventory_planning.domain.rules.plan import PlanContext, PlanItem, SupplierConstraint, SupplierVariant, line_value
from inventory_planning.domain.rules.vocabulary import CheckLevel, Unit
from inventory_planning.domain.text import stripped_body, tag_required


@dataclass(frozen=True)
class Check:
    """One measured subject: ``gap`` > 0 means beyond the threshold (the larger, the worse)."""

    subject: dict[str, str | None]
    actual: float | None
    threshold: float | None
    gap: float
    failed: bool
    warn_only: bool = False


@dataclass
class Measurement:
    """What a condition measured: its checks, the lines it could not measure (no unit cost, shop,
    constraint...), and condition-specific values (``extra``, e.g. the budget figures)."""

    checks: list[Check]
    unmeasured: int = 0
    extra: dict[str, float | str | None] = field(default_factory=dict)


@dataclass(frozen=True)
class PlanView:
    """What a condition sees: ``items`` = in-scope plan lines used for totals (candidate included on add
    hooks); ``focus`` = in-scope lines concerned by this evaluation (the candidate, or every line)."""

    items: tuple[PlanItem, ...]
    focus: tuple[PlanItem, ...]
    context: PlanContext
    constraints: Mapping[SupplierVariant, SupplierConstraint]


def at_most(subject: dict[str, str | None], actual: float, limit: float) -> Check:
    gap = rounded(actual - limit)
    """A check failing when ``actual`` > ``limit`` (gap = actual - limit)."""
    return Check(subject, actual, limit, gap, gap > 0)


def at_least(subject: dict[str, str | None], actual: float, minimum: float) -> Check:
    """A check failing when ``actual`` < ``minimum`` (gap = minimum - actual)."""
    gap = rounded(minimum - actual)
    return Check(subject, actual, minimum, gap, gap > 0)


def plan_value(items: Iterable[PlanItem]) -> tuple[float, int]:
    """``(value, lines without a unit cost)``: the sum of the lines' ``line_value`` (currency)."""
    values = [line_value(i) for i in items]
    return rounded(math.fsum(v for v in values if v is not None)), sum(1 for v in values if v is None)


def line_subject(item: PlanItem) -> dict[str, str | None]:
    """The subject of a line's check: its variant, size and shop."""
    return {"variantId": item.variantId, "sizeId": item.sizeId, "shopId": item.shopId}


class ConditionBase(BaseModel):
    """Shared behaviour of the condition models (not part of the public union)."""

    model_config = stripped_body(tag_required("type"), defer_build=True)  # MODEL_CONFIG, the tag required in the document
    LEVEL: ClassVar[CheckLevel] = "PLAN"
    UNIT: ClassVar[Unit] = "currency"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset()

    def threshold_value(self) -> float | None:
        """The configured threshold, reported when nothing could be measured."""
        return None

    @abstractmethod
    def measure(self, view: PlanView) -> Measurement:
        """Measure the concerned lines of ``view`` against the threshold (each condition defines it)."""
