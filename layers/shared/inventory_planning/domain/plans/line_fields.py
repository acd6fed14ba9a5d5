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
    "SUPPLIER_RETURN": ("quantity", "reasonCode"),
    "SUPPLIER_EXCHANGE": ("quantity", "reasonCode"),
    "PRE_SEASON": ("quantity",),
}
"""Plan type -> the line fields one update may set: ``quantity`` (pieces, >= 1), ``discount`` (the
restock line's negotiated % off the supplier price), ``discountPercent`` (the markdown, %),
``reasonCode`` (supplier plans: one of the organization's RETURN_REASON_CODE values; an exchange's
RETURN lines only). ``reason`` (free text for the audit) is always accepted. An exchange line's
``side`` is part of its identity (the line id is variant x size x shop x side, and the side decides
the shop): it is not updated in place but removed and added on the other side (:data:`IDENTITY_FIELDS`)."""

IDENTITY_FIELDS: dict[str, tuple[str, ...]] = {"SUPPLIER_EXCHANGE": ("side",)}
"""Plan type -> the line fields that name the line rather than describe it: an update naming one is a
422 saying to remove the line and add it anew."""

LINE_UPDATE_FIELDS: tuple[str, ...] = ("quantity", "discount", "discountPercent", "reasonCode", "side")
"""Every line field the update body knows, whichever type has it."""


def refused_fields(plan_type: str, named: set[str]) -> list[str]:
    """The line fields of ``named`` (the body's, ``reason`` and ``itemId`` excluded) ``plan_type``
    does not let an update change, sorted; an unknown type refuses them all."""
    allowed = set(UPDATABLE_LINE_FIELDS.get(plan_type, ()))
    return sorted(f for f in named if f in LINE_UPDATE_FIELDS and f not in allowed)


def refusal(plan_type: str, field: str) -> str:
    """Why ``field`` of a ``plan_type`` line cannot be updated (the 422's message)."""
    if field in IDENTITY_FIELDS.get(plan_type, ()):
        return f"a {plan_type} line's {field} is part of its identity: remove the line and add it with the other {field}"
    return f"a {plan_type} line has no {field} to change"
