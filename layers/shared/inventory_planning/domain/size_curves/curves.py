"""Size curves: ``{name, brandId, shares: {sizeId: percent}}`` (REFERENCE 5.3 "size curve deviation").

A curve says which share of a brand's pieces each size should take: ``shares`` maps a size id (the
catalogue's size label, as plan lines and inventory items name it) to a percent; the percents add up to
100 within :data:`SHARES_TOLERANCE` points (else 422 naming ``shares``). A brand may have several
curves; the one updated last wins (:func:`winning_curve`), so editing a curve makes it the brand's.

The deviation of a size mix from a curve (:func:`deviation_points`) is the largest absolute difference,
in percentage points, between a size's share of the mix and its share of the curve, over the sizes of
either (a size missing on one side counts 0 %). The rule condition ``size_curve_deviation``
(``domain.rules.conditions``) fires above its threshold. Pure domain: no AWS, no clock.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import BaseModel, Field, field_validator

from inventory_planning.domain.text import stripped_body

SHARES_TOLERANCE = 0.5
"""How far from 100 the percents of a curve may add up (points)."""
MAX_SIZES = 100

_BODY = stripped_body(defer_build=True)
Name = Annotated[str, Field(min_length=1, max_length=255)]
SizeId = Annotated[str, Field(min_length=1, max_length=64)]
Percent = Annotated[float, Field(ge=0, le=100, allow_inf_nan=False)]
Shares = Annotated[
    dict[SizeId, Percent],
    Field(min_length=1, max_length=MAX_SIZES, description="sizeId -> percent of the brand's pieces; adding to 100 +/- 0.5"),
]


def check_shares(shares: dict[str, float]) -> dict[str, float]:
    """The shares when their percents add up to 100 within :data:`SHARES_TOLERANCE`.

    Raises:
        ValueError: they add up to something else (pydantic reports it as a 422 naming ``shares``).
    """
    total = math.fsum(shares.values())
    if abs(total - 100) > SHARES_TOLERANCE:
        raise ValueError(f"the shares add up to {total:g}%, not 100 (+/- {SHARES_TOLERANCE:g})")
    return shares


class SizeCurveCreate(BaseModel):
    """Body of POST /api/size-curves: ``{name 1..255, brandId, shares: {sizeId: percent 0..100}}``,
    1..100 sizes adding up to 100 +/- 0.5. The brand must be the organization's (the service checks)."""

    model_config = _BODY
    name: Name
    brandId: Annotated[str, Field(min_length=1, max_length=64)]
    shares: Shares

    @field_validator("shares")
    @classmethod
    def _adds_up(cls, shares: dict[str, float]) -> dict[str, float]:
        return check_shares(shares)


class SizeCurveUpdate(BaseModel):
    """Body of PATCH /api/size-curves/{id}: any of ``name``, ``brandId``, ``shares`` (a new ``shares``
    replaces the old one whole and adds up to 100 +/- 0.5); null is refused."""

    model_config = _BODY
    name: Name = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    brandId: Annotated[str, Field(min_length=1, max_length=64)] = None  # type: ignore[assignment]
    shares: Shares = None  # type: ignore[assignment]

    @field_validator("shares")
    @classmethod
    def _adds_up(cls, shares: dict[str, float]) -> dict[str, float]:
        return check_shares(shares)

    def changes(self) -> dict[str, Any]:
        """The supplied fields and their new values."""
        return self.model_dump(mode="json", exclude_unset=True)


@dataclass(frozen=True, slots=True, kw_only=True)
class SizeCurve:
    """A size curve (wire ``SizeCurve``): ``shares`` size id -> percent (adding to 100 +/- 0.5)."""

    id: str
    organization_id: str
    name: str
    brand_id: str
    shares: dict[str, float]
    created_at: str
    updated_at: str
    created_by: str
    updated_by: str


def new_curve(
    name: str, brand_id: str, shares: Mapping[str, float], curve_id: str, organization_id: str, actor_id: str, now: str
) -> dict[str, Any]:
    """The stored curve record."""
    return {
        "id": curve_id,
        "organizationId": organization_id,
        "name": name,
        "brandId": brand_id,
        "shares": {size: float(p) for size, p in shares.items()},
        "createdAt": now,
        "updatedAt": now,
        "createdBy": actor_id,
        "updatedBy": actor_id,
    }


def apply_update(record: dict[str, Any], changes: dict[str, Any], actor_id: str) -> dict[str, Any]:
    """The curve after a PATCH (the store sets ``updatedAt``: the brand's winning curve is the one
    updated last); the same record when nothing changes."""
    if all(record.get(k) == v for k, v in changes.items()):
        return record
    return {**record, **changes, "updatedBy": actor_id}


def winning_curve(records: list[dict[str, Any]], brand_id: str) -> dict[str, Any] | None:
    """The curve of ``brand_id`` that counts: the one updated last (ties: created last, then the
    larger id); None when the brand has none."""
    mine = [r for r in records if r.get("brandId") == brand_id]
    if not mine:
        return None
    return max(mine, key=lambda r: (r["updatedAt"], r["createdAt"], r["id"]))


def fractions(shares: Mapping[str, float]) -> dict[str, float]:
    """Percents as fractions summing to exactly 1 (each percent over their sum); {} when they sum to 0."""
    total = math.fsum(max(p, 0.0) for p in shares.values())
    if total <= 0:
        return {}
    return {size: max(p, 0.0) / total for size, p in shares.items()}


def size_mix(quantities: Mapping[str, float]) -> dict[str, float]:
    """A size mix in percent of its total (size -> quantity x 100 / total); {} when the total is 0."""
    total = math.fsum(max(q, 0.0) for q in quantities.values())
    if total <= 0:
        return {}
    return {size: max(q, 0.0) * 100 / total for size, q in quantities.items()}


def deviation_points(mix: Mapping[str, float], curve: Mapping[str, float]) -> tuple[float, str | None]:
    """The largest absolute difference in percentage points between a mix and a curve (both in
    percent), over the sizes of either (a missing size is 0 %), and the size where it is (the first in
    size order on a tie); ``(0.0, None)`` when both are empty."""
    worst, where = 0.0, None
    for size in sorted(set(mix) | set(curve)):
        gap = abs(mix.get(size, 0.0) - curve.get(size, 0.0))
        if where is None or gap > worst:
            worst, where = gap, size
    return round(worst, 6), where


def curve_shares_for(sizes: list[str] | set[str], curve: Mapping[str, float]) -> dict[str, float] | None:
    """The curve's fractions restricted to ``sizes`` (a position's sizes) and renormalised to sum to 1;
    None when the curve gives none of them a share (the caller keeps its own split)."""
    mine = {size: curve[size] for size in sizes if curve.get(size, 0.0) > 0}
    return fractions(mine) or None
