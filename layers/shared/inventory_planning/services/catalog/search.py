"""Catalogue search (SPEC "GET /api/search/product-variants" and "product-shapes").

Ranking (domain.catalog.search.rank): exact identifier hits, then identifier prefix hits, then name
substring matches. Each tier is fetched on its own up to ``limit`` so name matches never crowd out
identifier hits.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.catalog.search import Candidate, rank
from inventory_planning.kernel.errors import Missing
from inventory_planning.store import catalog


def _require_product(organization_id: str, product_id: str) -> None:
    if catalog.get_product(organization_id, product_id) is None:
        raise Missing("Product")


def search_variants(
    organization_id: str, text: str, limit: int, product_id: str | None = None, ids: list[str] | None = None
) -> list[Any]:
    """ProductVariants matching ``text`` (sku, externalReference, barcode exact or prefix; name substring),
    ranked, at most ``limit``. ``ids`` restricts to exact ids; ``product_id`` to one product.

    Raises:
        Missing: ``product_id`` is not a product of the organization (404).
    """
    if product_id:
        _require_product(organization_id, product_id)
    if ids:
        pool = catalog.entities_by_ids(organization_id, "VARIANT", ids)
        if product_id:
            pool = [v for v in pool if v.product_id == product_id]
    elif product_id:
        pool = catalog.variants_of_product(organization_id, product_id)
    elif not text:
        pool = catalog.first_variants(organization_id, limit)
    else:
        exact = catalog.get_variant_by_sku(organization_id, text)
        pool = ([exact] if exact else []) + catalog.variants_by_prefix(organization_id, text, limit)
        pool += catalog.variants_with_identifier_prefix(organization_id, text, limit)
        pool += catalog.variants_named(organization_id, text, limit + len(pool))
    by_id = {v.id: v for v in pool}
    ranked = rank((Candidate(v.id, v.name, (v.sku, v.external_reference, v.barcode)) for v in pool), text, limit)
    return [by_id[c.id] for c in ranked]


def search_product_shapes(organization_id: str, text: str, limit: int, ids: list[str] | None = None) -> list[Candidate]:
    """Products (shapes) matching ``text``: exact code, code prefix, then name substring; at most ``limit``."""
    if ids:
        pool = catalog.entities_by_ids(organization_id, "PRODUCT", ids)
    elif not text:
        pool = catalog.first_products(organization_id, limit)
    else:
        pool = catalog.products_matching(organization_id, text, max(limit * 5, 50))
    return rank((Candidate(p.id, p.name, (p.code,)) for p in pool), text, limit)
