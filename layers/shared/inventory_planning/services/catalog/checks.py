"""The catalogue checks of the analytics reads: a named shop or variant that is not the caller's is
a 404 NOT_FOUND (``Missing``), exactly as if it did not exist."""

from __future__ import annotations

from collections.abc import Iterable

from inventory_planning.domain.shop_scope import require_visible
from inventory_planning.kernel.errors import Missing
from inventory_planning.store import catalog


def require_shops(organization_id: str, scope: frozenset[str] | None, shop_ids: Iterable[str]) -> None:
    """Each shop must be inside the caller's ``scope`` (None: every shop) and exist in the organization.

    Raises:
        Missing: "Shop not found" (404).
    """
    for shop_id in shop_ids:
        require_visible(scope, shop_id)
        if catalog.get_shop(organization_id, shop_id) is None:
            raise Missing("Shop")


def require_variant(organization_id: str, variant_id: str) -> None:
    """The variant must exist in the organization.

    Raises:
        Missing: "Variant not found" (404).
    """
    if catalog.get_variant(organization_id, variant_id) is None:
        raise Missing("Variant")
