"""Planning defaults: the numbers the intelligence uses where the data says nothing (pure).

An organization may set its own value for each; the others keep the service's default. The
resolved settings say, per value, where it comes from (``DEFAULT`` or ``ORGANIZATION``).

| wire name | unit | default | range | used by |
|---|---|---|---|---|
| defaultLeadTimeDays | days | 14 | 1..365 | restock cover and P(stock-out) when a supplier has no order history |
| reviewPeriodDays | days | 7 | 1..90 | restock cover = lead time + review period |
| serviceLevel | probability | 0.95 | 0.5..0.999 | an override of the critical ratio, when the organization sets it |
| sellingHorizonDays | days | 90 | 7..365 | OVERSTOCK and markdown: stock beyond demand over the horizon |
| fallbackPercent | % | 15 | 0..100 | markdown without elasticity, price or demand (REFERENCE 3.3) |
| maxDiscountPct | % | 70 | 1..100 | markdown ceiling (REFERENCE 3.3) |
| marginFloorPct | % | 0 | 0..100 | markdown: price after discount >= cost x (1 + floor) |
| minTransferQuantity | units | 2 | 1..1000 | rebalance: no transfer smaller than this |
| staleAfterDays | days | 2 | 1..365 | read routes: the served run is ``meta.stale`` when older than this (decision 0032) |
| markdownSellThroughTarget | % | 70 | 1..100 | markdown only below it (forecast over the horizon / stock); clearance |
| holdingCostRatePerYear | of unit cost a year | 0.25 | 0..5 | restock overage (a unit held a cycle); replay holding cost |
| serviceLevelMin | probability | 0.5 | 0.5..0.999 | the critical ratio's floor |
| serviceLevelMax | probability | 0.99 | 0.5..0.999 | the critical ratio's ceiling |
| defaultGrossMarginPct | % of price | 50 | 0..99 | without a unit cost: cost = price x (1 - margin) (said in ``why``) |

``fallbackPercent`` may not exceed ``maxDiscountPct``; ``serviceLevelMin`` may not exceed
``serviceLevelMax``. Without an organization's ``serviceLevel`` the restock's service level is the
critical ratio of each position (``PlanningSettings.service_level_override`` is then None).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from inventory_planning.kernel.errors import InvalidInput

DEFAULT, ORGANIZATION = "DEFAULT", "ORGANIZATION"


class Knob(NamedTuple):
    """One planning default: its wire name, default, bounds and whether it is a whole number."""

    name: str
    default: float
    low: float
    high: float
    integer: bool


KNOBS: tuple[Knob, ...] = (
    Knob("defaultLeadTimeDays", 14, 1, 365, True),
    Knob("reviewPeriodDays", 7, 1, 90, True),
    Knob("serviceLevel", 0.95, 0.5, 0.999, False),
    Knob("sellingHorizonDays", 90, 7, 365, True),
    Knob("fallbackPercent", 15.0, 0, 100, False),
    Knob("maxDiscountPct", 70.0, 1, 100, False),
    Knob("marginFloorPct", 0.0, 0, 100, False),
    Knob("minTransferQuantity", 2, 1, 1000, True),
    Knob("staleAfterDays", 2, 1, 365, True),
    Knob("markdownSellThroughTarget", 70.0, 1, 100, False),
    Knob("holdingCostRatePerYear", 0.25, 0, 5, False),
    Knob("serviceLevelMin", 0.5, 0.5, 0.999, False),
    Knob("serviceLevelMax", 0.99, 0.5, 0.999, False),
    Knob("defaultGrossMarginPct", 50.0, 0, 99, False),
)
BY_NAME = {k.name: k for k in KNOBS}


class PlanningSettings(NamedTuple):
    """The resolved planning defaults of one organization (units in :data:`KNOBS`)."""

    default_lead_time_days: int = 14
    review_period_days: int = 7
    service_level: float = 0.95
    selling_horizon_days: int = 90
    fallback_percent: float = 15.0
    max_discount_pct: float = 70.0
    margin_floor_pct: float = 0.0
    min_transfer_quantity: int = 2
    stale_after_days: int = 2
    markdown_sell_through_target: float = 70.0
    holding_cost_rate_per_year: float = 0.25
    service_level_min: float = 0.5
    service_level_max: float = 0.99
    default_gross_margin_pct: float = 50.0
    service_level_override: float | None = None
    """The organization's own ``serviceLevel`` (None: the critical ratio decides per position)."""


_FIELD = dict(zip([k.name for k in KNOBS], PlanningSettings._fields[: len(KNOBS)], strict=True))


def resolve(own: dict[str, Any] | None) -> PlanningSettings:
    """The organization's values (``own``: wire name -> value, as stored) over the defaults;
    ``service_level_override`` is the organization's ``serviceLevel`` when it set one."""
    own = own or {}
    values: dict[str, Any] = {_FIELD[k.name]: own.get(k.name, k.default) for k in KNOBS}
    return PlanningSettings(**values, service_level_override=own.get("serviceLevel"))


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanningDefault:
    """One planning default as it applies (wire ``PlanningDefault``): its ``value``, the service's
    ``default``, where the value comes from (``source`` DEFAULT or ORGANIZATION) and its bounds
    ``min``..``max``, all in the default's unit (days, a probability, a percent)."""

    value: int | float
    default: int | float
    source: str
    min: int | float
    max: int | float


def describe(own: dict[str, Any] | None) -> dict[str, dict[str, Any]]:
    """``{wireName: {value, default, source, unit bounds}}`` for the resolved settings' page."""
    own = own or {}
    return {
        k.name: {
            "value": own.get(k.name, k.default),
            "default": k.default,
            "source": ORGANIZATION if k.name in own else DEFAULT,
            "min": k.low,
            "max": k.high,
        }
        for k in KNOBS
    }


def apply_changes(own: dict[str, Any] | None, changes: dict[str, Any]) -> dict[str, Any]:
    """The organization's values after ``changes`` (wire name -> value; None drops the
    organization's value, back to the default). Returns a new dict.

    Raises:
        InvalidInput: an unknown name, a value out of range or not a number (a whole number where
            the unit is days or units), a fallbackPercent above maxDiscountPct or a serviceLevelMin
            above serviceLevelMax.
    """
    errors: list[dict[str, Any]] = []
    result = dict(own or {})
    for name, value in changes.items():
        knob = BY_NAME.get(name)
        if knob is None:
            errors.append({"field": name, "code": "unknown", "message": f"not a planning default: {', '.join(BY_NAME)}"})
            continue
        if value is None:
            result.pop(name, None)
            continue
        if isinstance(value, bool) or not isinstance(value, int | float) or (knob.integer and not float(value).is_integer()):
            kind = "a whole number" if knob.integer else "a number"
            errors.append({"field": name, "code": "type", "message": f"must be {kind}"})
            continue
        if not knob.low <= value <= knob.high:
            errors.append({"field": name, "code": "out_of_range", "message": f"must be between {knob.low:g} and {knob.high:g}"})
            continue
        result[name] = int(value) if knob.integer else float(value)
    if not errors:
        resolved = resolve(result)
        if resolved.fallback_percent > resolved.max_discount_pct:
            errors.append({"field": "fallbackPercent", "code": "above_max_discount",
                           "message": f"must not exceed maxDiscountPct ({resolved.max_discount_pct:g})"})  # fmt: skip
        if resolved.service_level_min > resolved.service_level_max:
            errors.append({"field": "serviceLevelMin", "code": "above_service_level_max",
                           "message": f"must not exceed serviceLevelMax ({resolved.service_level_max:g})"})  # fmt: skip
    if errors:
        raise InvalidInput([{**e, "field": f"planningDefaults.{e['field']}"} for e in errors])
    return result
