"""The line fields a plan type lets ``PATCH /api/plans/{type}/{id}/items`` change (issue 37
"Generic routes for every type"; docs/plans.md "Update one line").

:data:`UPDATABLE_LINE_FIELDS` is the one table: plan type -> the wire names of the fields of one
line that an update by ``itemId`` may set. A field the body names and the type does not list is a
422 naming it. A new plan type registers here with one entry (e.g. ``"SUPPLIER_RETURN":
("quantity", "reasonCode")``); the service maps each wire name to the attribute of its line request
(``services.plans.lines.LINE_REQUEST_ATTRIBUTES``), so a field new to every type (``reasonCode``,
``side``) also needs that attribute there.

Pure data, no I/O.
"""

from __future__ import annotations

UPDATABLE_LINE_FIELDS: dict[str, tuple[str, ...]] = {
    "RESTOCK": ("quantity", "discount"),
    "MARKDOWN": ("discountPercent",),
    "REBALANCE": ("quantity",),
}
"""Plan type -> the line fields one update may set: ``quantity`` (pieces, >= 1), ``discount`` (the
restock line's negotiated % off the supplier price), ``discountPercent`` (the markdown, %),
``reasonCode`` and ``side`` (types that have them). ``reason`` (free text for the audit) is always accepted."""

LINE_UPDATE_FIELDS: tuple[str, ...] = ("quantity", "discount", "discountPercent", "reasonCode", "side")
"""Every line field the update body knows, whichever type has it."""


def refused_fields(plan_type: str, named: set[str]) -> list[str]:
    """The line fields of ``named`` (the body's, ``reason`` and ``itemId`` excluded) ``plan_type``
    does not let an update change, sorted; an unknown type refuses them all."""
    allowed = set(UPDATABLE_LINE_FIELDS.get(plan_type, ()))
    return sorted(f for f in named if f in LINE_UPDATE_FIELDS and f not in allowed)
