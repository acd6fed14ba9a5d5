"""Price elasticities of the organization's variants (docs/intelligence.md "Recommendations",
markdown; "Planned prices"): fitted from the year of daily sales before ``asOf`` at the variant,
product, brand and category levels. The recommendations job reads the organization's; the forecasts
job reads its planned variants' only (:func:`elasticities_of_variants`)."""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from typing import Any

from inventory_planning.domain.recommendations.elasticity import DEFAULT_ELASTICITY, fit_elasticity
from inventory_planning.domain.recommendations.markdown import Elasticity
from inventory_planning.store import catalog
from inventory_planning.store.lake import decisions as lake_decisions

__all__ = ["Elasticities", "Elasticity", "elasticities_of_organization", "elasticities_of_variants", "elasticity_of"]


class Elasticities:
    """Price elasticities by level, from the year of daily sales before ``as_of``: ``estimates[(level,
    id)] = (value, observations)`` for 'variant', 'product' and 'brand', fitted within each
    InventoryItem x shop (domain ``fit_elasticity`` on the sums of ``elasticity_sums``: price moves,
    not price levels).

    The 'category' level (every product of a family pooled) needs each product's family from the
    catalogue (one BatchGetItem per 100 products: about 690 calls for Complete Journey's 68,509
    products), so it is computed on the first :meth:`category_of` that needs it, by adding up the
    products' sums per family, and never when every variant asked has an estimate of its own, its
    product's or its brand's. (An InventoryItem moved from one product to another of the same family
    counts there as two groups, one per product, where a fit over the family's observations would
    take it as one.)

    Args:
        organization_id, as_of: whose sales, before which day.
        sums: rows of ``elasticity_sums`` (the organization's, or a scoped read: then the category
            level reads the organization's product sums when it is first needed).

    Raises (from :meth:`category_of`):
        LakeUnavailable: the daily sales could not be read.
    """

    def __init__(self, organization_id: str, as_of: date, sums: list[tuple[Any, ...]], *, scoped: bool = False) -> None:
        self.organization_id = organization_id
        self.as_of = as_of
        self.estimates: dict[tuple[str, str], tuple[float, int]] = {}
        self._product_sums: dict[str, tuple[Any, ...]] | None = None if scoped else {}
        for level, key, n, groups, sxx, sxy in sums:
            fit = fit_elasticity(n, groups, sxx, sxy)
            if fit is not None:
                self.estimates[(level, key)] = fit
            if level == "product" and self._product_sums is not None:
                self._product_sums[key] = (n, groups, sxx, sxy)
        self._categories: dict[str, tuple[float, int]] | None = None
        self._family_of: dict[str, str] = {}

    def _fit_categories(self) -> dict[str, tuple[float, int]]:
        """The family level: the products' sums added up per family (from the catalogue) and fitted."""
        if self._product_sums is None:  # a scoped read: the family's other products are the organization's
            found = lake_decisions.elasticity_sums(self.organization_id, self.as_of, levels=("product",))
            self._product_sums = {row[1]: row[2:] for row in found}
        entities = catalog.entities_by_ids(self.organization_id, "PRODUCT", sorted(self._product_sums))
        self._family_of = {p.id: p.family for p in entities if p.family}
        totals: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0, 0.0])
        for product, sums in self._product_sums.items():
            family = self._family_of.get(product)
            if family:
                totals[family] = [a + b for a, b in zip(totals[family], sums, strict=True)]
        categories: dict[str, tuple[float, int]] = {}
        for family, (n, groups, sxx, sxy) in totals.items():
            fit = fit_elasticity(int(n), int(groups), sxx, sxy)
            if fit is not None:
                categories[family] = fit
        return categories

    def category_of(self, product_id: str) -> tuple[str | None, tuple[float, int] | None]:
        """The product's family and the family's estimate (either None), computing the level on first use."""
        if self._categories is None:
            self._categories = self._fit_categories()
        family = self._family_of.get(product_id)
        return family, self._categories.get(family) if family else None

    @classmethod
    def of_estimates(
        cls,
        organization_id: str,
        as_of: date,
        estimates: dict[tuple[str, str], tuple[float, int]],
        families: dict[str, str],
        categories: dict[str, tuple[float, int]],
    ) -> Elasticities:
        """Estimates fitted before (a job's plan step, :meth:`categories_of`): the category level is
        ``categories`` (family -> (value, observations)) through ``families`` (product -> family) of
        the products that may need it; nothing is read."""
        found = cls(organization_id, as_of, [], scoped=True)
        found.estimates = dict(estimates)
        found._family_of = dict(families)
        found._categories = dict(categories)
        return found

    def categories_of(self, product_ids: list[str]) -> tuple[dict[str, str], dict[str, tuple[float, int]]]:
        """The families of ``product_ids`` (product -> family) and their estimates (family -> (value,
        observations)); the category level is computed only when ``product_ids`` is not empty.

        Raises:
            LakeUnavailable: the daily sales could not be read.
        """
        families: dict[str, str] = {}
        categories: dict[str, tuple[float, int]] = {}
        for product_id in product_ids:
            family, fit = self.category_of(product_id)
            if family:
                families[product_id] = family
                if fit is not None:
                    categories[family] = fit
        return families, categories


def elasticities_of_organization(organization_id: str, as_of: date) -> Elasticities:
    """Every variant's, product's and brand's price elasticity from the year before ``as_of``, one
    observation per day x shop x InventoryItem with a sale (:class:`Elasticities`; the category
    level on first need).

    Raises:
        LakeUnavailable: the daily sales could not be read.
    """
    return Elasticities(organization_id, as_of, lake_decisions.elasticity_sums(organization_id, as_of))


def elasticities_of_variants(
    organization_id: str, as_of: date, variants: dict[str, tuple[str | None, str | None]]
) -> dict[str, Elasticity]:
    """:func:`elasticity_of` for a few ``variants`` (variant id -> (product id, brand id)), the same
    numbers as through :func:`elasticities_of_organization`, reading only what they need: the
    observations of their brands, products and themselves, and the whole organization's product
    sums only when one of them falls through to its category.

    Raises:
        LakeUnavailable: the daily sales could not be read.
    """
    brands = sorted({brand for _, brand in variants.values() if brand})
    products = sorted({product for product, _ in variants.values() if product})
    sums = lake_decisions.elasticity_sums(organization_id, as_of, brand_ids=brands, product_ids=products,
                                          variant_ids=sorted(variants))  # fmt: skip
    found = Elasticities(organization_id, as_of, sums, scoped=True)
    return {v: elasticity_of(found, v, product, brand) for v, (product, brand) in variants.items()}


def elasticity_of(elasticities: Elasticities, variant_id: str, product_id: str | None, brand_id: str | None) -> Elasticity:
    """The elasticity a variant's prices move its demand by: its own, else its product's, else its
    brand's, else its category's (the product's family), else DEFAULT_ELASTICITY; as ``(value, source
    VARIANT|PRODUCT|BRAND|CATEGORY|DEFAULT, observations)``.

    Raises:
        LakeUnavailable: the category level had to be computed and the daily sales could not be read.
    """
    for level, key in (("VARIANT", variant_id), ("PRODUCT", product_id), ("BRAND", brand_id)):
        if key and (level.lower(), key) in elasticities.estimates:
            value, observations = elasticities.estimates[(level.lower(), key)]
            return Elasticity(value, level, observations)
    if product_id:
        _, category = elasticities.category_of(product_id)
        if category is not None:
            return Elasticity(category[0], "CATEGORY", category[1])
    return Elasticity(DEFAULT_ELASTICITY, "DEFAULT", 0)
