"""Size curves: CRUD (``/api/size-curves``), the CSV import, and the brand's curve the planners read.

A brand may have several curves; the one updated last wins (``domain.size_curves.curves.winning_curve``):
creating, editing or importing a curve makes it the brand's. :func:`brand_curve` gives it as fractions
summing to 1 (the pre-season scenarios' size split and the restock split read it); :func:`curves_by_brand`
gives every brand's winning curve in percent (the ``size_curve_deviation`` rule and the restock job).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inventory_planning.domain.size_curves.curves import (
    SizeCurve,
    SizeCurveCreate,
    apply_update,
    fractions,
    new_curve,
    winning_curve,
)
from inventory_planning.domain.size_curves.imports import MAX_LISTED, parse_curves
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.store import catalog
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.size_curves import SIZE_CURVE, all_curves

WHAT = "Size curve"


@dataclass(frozen=True, slots=True, kw_only=True)
class SizeCurveImport:
    """What an import did (wire ``SizeCurveImport``): the rows read and rejected, the rejections
    counted by reason, the first rejected rows ``{line, reason, brandCode, size, percent}``, and the
    curves made (one per brand)."""

    rows_read: int
    rows_loaded: int
    rows_rejected: int
    rejected_by_reason: dict[str, int]
    rejected_rows: list[dict[str, Any]]
    curves: list[SizeCurve]


def _check_brand(organization_id: str, brand_id: str) -> None:
    if catalog.get_brand(organization_id, brand_id) is None:
        raise InvalidInput([field_error("brandId", "no brand of the organization has this id", "not_found")])


def list_curves(organization_id: str, page: int, page_size: int, brand_id: str | None = None) -> tuple[list[SizeCurve], int]:
    """One page of the organization's size curves in creation order (of one brand when ``brand_id``), and their total."""
    if brand_id is None:
        rows, total = record_store.list_page(organization_id, SIZE_CURVE, page, page_size)
        return [of_stored(SizeCurve, r) for r in rows], total
    mine = [r for r in all_curves(organization_id) if r["brandId"] == brand_id]
    start = (page - 1) * page_size
    return [of_stored(SizeCurve, r) for r in mine[start : start + page_size]], len(mine)


def create_curve(organization_id: str, actor: Actor, body: SizeCurveCreate) -> SizeCurve:
    """Store a new curve (audited CREATE); it becomes its brand's winning curve.

    Raises:
        InvalidInput: the brand is not the organization's (422 naming ``brandId``).
    """
    _check_brand(organization_id, body.brandId)
    record = new_curve(body.name, body.brandId, body.shares, new_id(), organization_id, actor.id, clock.now_iso())
    return of_stored(SizeCurve, record_store.create(organization_id, SIZE_CURVE, record, actor))


def get_curve(organization_id: str, curve_id: str) -> SizeCurve:
    """One curve. Raises Missing (404 "Size curve not found") when missing or another organization's."""
    return _found(record_store.get_record(organization_id, SIZE_CURVE, curve_id))


def update_curve(organization_id: str, actor: Actor, curve_id: str, changes: dict[str, Any]) -> SizeCurve:
    """Apply the supplied fields (a new ``shares`` replaces the old whole); a change that changes nothing
    writes nothing. A changed curve becomes its brand's winning curve.

    Raises:
        Missing: no such curve in the organization.
        InvalidInput: a ``brandId`` that is not the organization's.
        ConcurrentChange: three lost races in a row (409 CONCURRENT_MODIFICATION).
    """
    if "brandId" in changes:
        _check_brand(organization_id, changes["brandId"])
    result = record_store.update(organization_id, SIZE_CURVE, curve_id, lambda r: apply_update(r, changes, actor.id), actor)
    return _found(result)


def delete_curve(organization_id: str, actor: Actor, curve_id: str) -> None:
    """Delete a curve (audited DELETE). Raises Missing (404) when missing or another organization's."""
    if record_store.delete(organization_id, SIZE_CURVE, curve_id, actor) is None:
        raise Missing(WHAT)


def import_curves(organization_id: str, actor: Actor, text: str, name: str | None = None) -> SizeCurveImport:
    """Make one curve per brand of a ``brandCode,size,percent`` CSV (``domain.size_curves.imports``),
    named ``name`` or ``Imported <date>``; rejected rows are counted and listed, not fatal.

    Raises:
        InvalidInput: an empty file or a header without the three columns (422 naming ``csv``).
    """
    codes = {b.code: b.id for b in catalog.all_brands(organization_id)}
    parsed = parse_curves(text, codes)
    now = clock.now_iso()
    title = name or f"Imported {clock.today().isoformat()}"
    made = [
        record_store.create(
            organization_id, SIZE_CURVE, new_curve(title, brand_id, shares, new_id(), organization_id, actor.id, now), actor
        )
        for brand_id, shares in parsed.curves.items()
    ]
    return SizeCurveImport(
        rows_read=parsed.rows_read,
        rows_loaded=parsed.rows_read - len(parsed.rejected),
        rows_rejected=len(parsed.rejected),
        rejected_by_reason=parsed.by_reason,
        rejected_rows=parsed.rejected[:MAX_LISTED],
        curves=[of_stored(SizeCurve, r) for r in made],
    )


def curves_by_brand(organization_id: str) -> dict[str, dict[str, float]]:
    """Every brand's winning curve (brand id -> size id -> percent): one Query."""
    records = all_curves(organization_id)
    found: dict[str, dict[str, float]] = {}
    for brand_id in {r["brandId"] for r in records}:
        curve = winning_curve(records, brand_id)
        if curve is not None:
            found[brand_id] = {size: float(p) for size, p in curve["shares"].items()}
    return found


def brand_curve(organization_id: str, brand_id: str) -> dict[str, float] | None:
    """The brand's size curve as fractions: size id -> share summing to 1; None when the brand has no
    curve. With several curves, the one updated last wins."""
    curve = winning_curve(all_curves(organization_id), brand_id)
    if curve is None:
        return None
    return fractions({size: float(p) for size, p in curve["shares"].items()}) or None


def _found(record: dict[str, Any] | None) -> SizeCurve:
    if record is None:
        raise Missing(WHAT)
    return of_stored(SizeCurve, record)
