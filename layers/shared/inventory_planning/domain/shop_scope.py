"""Shop-scoped callers (REFERENCE 0.2): a caller with ``shops.viewAssigned`` and without
``shops.viewAll`` sees its assigned shops only, on every route that has a shop.

``Identity.shop_scope`` is the set of shops it may see (None: every shop). A shop outside the scope
is answered exactly like a shop of another organization: 404 NOT_FOUND when named, absent from lists.
"""

from __future__ import annotations

from collections.abc import Iterable

from inventory_planning.kernel.errors import Missing


def require_visible(scope: frozenset[str] | None, shop_id: str | None) -> None:
    """Raise ``Missing("Shop")`` (404 NOT_FOUND) when ``shop_id`` is outside ``scope``."""
    if shop_id and scope is not None and shop_id not in scope:
        raise Missing("Shop")


def narrow(scope: frozenset[str] | None, requested: Iterable[str] = ()) -> list[str] | None:
    """The shops a query may read: ``requested`` (or every shop: None) narrowed to ``scope``.

    None means no restriction (an unscoped caller asking for no shop in particular); an empty list
    means nothing is visible.
    """
    wanted = list(dict.fromkeys(requested))
    if scope is None:
        return wanted or None
    if not wanted:
        return sorted(scope)
    return [s for s in wanted if s in scope]
