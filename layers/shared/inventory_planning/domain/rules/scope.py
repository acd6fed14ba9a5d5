"""Where a rule applies: ``RuleScope``, matched against plan lines."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, Field

from inventory_planning.domain.rules.fields import MODEL_CONFIG, Text255
from inventory_planning.domain.rules.plan import PlanItem

MAX_SCOPE_VALUES = 200


class RuleScope(BaseModel):
    """Where a rule applies: ``{shopIds, brandIds, supplierIds, productIds, variantIds, collections, taxonomies}``.

    Each dimension is a list of at most 200 ids; an empty dimension means all. A line is in scope when, for every
    non-empty dimension, its value is listed (``collections`` matches ``collectionId``; ``taxonomies``
    matches any of ``taxonomyIds``). A line without a value for a non-empty dimension (e.g. no
    ``brandId`` while ``brandIds`` is set) is out of scope.
    """

    model_config = MODEL_CONFIG
    shopIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    brandIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    supplierIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    productIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    variantIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    collections: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    taxonomies: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)

    _PAIRS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("shopIds", "shopId"),
        ("brandIds", "brandId"),
        ("supplierIds", "supplierId"),
        ("productIds", "productId"),
        ("variantIds", "variantId"),
        ("collections", "collectionId"),
    )

    def is_empty(self) -> bool:
        """True when every dimension is empty (the rule applies to every line and to the plan as a whole)."""
        return not any(getattr(self, name) for name, _ in self._PAIRS) and not self.taxonomies

    def matches(self, item: PlanItem) -> bool:
        """True when ``item`` is inside every non-empty dimension."""
        for name, attribute in self._PAIRS:
            allowed = getattr(self, name)
            if allowed and getattr(item, attribute) not in allowed:
                return False
        return not self.taxonomies or any(t in self.taxonomies for t in item.taxonomyIds)
