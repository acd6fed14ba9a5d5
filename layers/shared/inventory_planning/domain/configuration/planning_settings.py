"""Planning defaults: the numbers the intelligence uses where the data says nothing (pure).

An organization may set its own value for each; the others keep the service's default. The
resolved settings say, per value, where it comes from (``DEFAULT`` or ``ORGANIZATION``).

| wire name | unit | default | range | used by |
|---|---|---|---|---|
| defaultLeadTimeDays | days | 14 | 1..365 | restock cover and P(stock-out) when a supplier has no order history |
| reviewPeriodDays | days | 7 | 1..90 | restock cover = lead time + review period |
| serviceLevel | probability | 0.95 | 0.5..0.999 | restock order-up-to level (z) |
| sellingHorizonDays | days | 90 | 7..365 | OVERSTOCK and markdown: stock beyond demand over the horizon |
| fallbackPercent | % | 15 | 0..100 | markdown without elasticity, price or demand (REFERENCE 3.3) |
| maxDiscountPct | % | 70 | 1..100 | markdown ceiling (REFERENCE 3.3) |
| marginFloorPct | % | 0 | 0..100 | markdown: price after discount >= cost x (1 + floor) |
| minTransferQuantity | units | 2 | 1..1000 | rebalance: no transfer smaller than this |
| staleAfterDays | days | 2 | 1..365 | read routes: the served run is ``meta.stale`` when older than this (decision 0032) |
| markdownSellThroughTarget | % | 70 | 1..100 | markdown only below it (forecast over the horizon / stock); clearance |

``fallbackPercent`` may not exceed ``maxDiscountPct``.
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


_FIELD = dict(zip([k.name for k in KNOBS], PlanningSettings._fields, strict=True))


def resolve(own: dict[str, Any] | None) -> PlanningSettings:
    """The organization's values (``own``: wire name -> value, as stored) over the defaults."""
    own = own or {}
    return PlanningSettings(**{_FIELD[k.name]: own.get(k.name, k.default) for k in KNOBS})


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
            the unit is days or units), or a fallbackPercent above maxDiscountPct.
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
    if errors:
        raise InvalidInput([{**e, "field": f"planningDefaults.{e['field']}"} for e in errors])
    return result
