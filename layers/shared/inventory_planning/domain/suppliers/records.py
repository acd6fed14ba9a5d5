"""Supplier records (issue 37; docs/catalogue.md "Suppliers").

A supplier is derived from the catalogue: every ProductVariant whose catalogue row named a
``supplierCode`` carries that code (canonical: upper-case, ``_`` -> ``-``) and the supplier's id
``entity_id(org, "supplier", code)``, the id the order lines' facts give the same code
(``services.facts``). There is no other supplier record: the list is the variants' distinct codes,
so it is always what the catalogue says (docs/decisions/0048).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Supplier:
    """A supplier (wire ``Supplier``): id, code, name (the code: the catalogue names no other), and the
    number of ProductVariants it supplies."""

    id: str
    code: str
    name: str
    variant_count: int


def suppliers_of(rows: Iterable[tuple[str | None, str | None]]) -> list[Supplier]:
    """The suppliers of ``(supplier id, supplier code)`` pairs, one per variant, ordered by code.

    A variant with an id but no code (written before the code was kept) counts for its id, named by it.
    """
    counts: dict[str, int] = {}
    codes: dict[str, str] = {}
    for supplier_id, code in rows:
        if not supplier_id:
            continue
        counts[supplier_id] = counts.get(supplier_id, 0) + 1
        if code or supplier_id not in codes:
            codes[supplier_id] = code or codes.get(supplier_id) or supplier_id
    found = [Supplier(id=i, code=codes[i], name=codes[i], variant_count=n) for i, n in counts.items()]
    return sorted(found, key=lambda s: (s.code, s.id))


def matches(supplier: Supplier, q: str | None) -> bool:
    """True when ``q`` is empty or found (case-insensitive) in the supplier's code or name."""
    if not q:
        return True
    needle = q.lower()
    return needle in supplier.code.lower() or needle in supplier.name.lower()
