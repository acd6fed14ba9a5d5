"""The records the decision-vector reads return (REFERENCE 3.2-3.4; decision 0026): a stored vector
as served, and a recommendation (the vector with its action, confidence and why)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, kw_only=True)
class VectorRecord:
    """A decision vector of a run: per-domain ``scores`` (snake_case keys, None where not relevant),
    the allowed and forbidden actions, the rules applied (never empty), brand and collection;
    ``snapshot_date`` the run's asOf (YYYY-MM-DD), ``created_at``/``updated_at`` the run's time (ISO,
    milliseconds, Z)."""

    variant_id: str
    shop_id: str
    domain: str
    snapshot_date: str
    scores: dict[str, Any]
    allowed_actions: list[str]
    forbidden_actions: list[str]
    applied_rules: list[str]
    brand_id: str | None
    collection_id: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class RecommendedAction:
    """The action of a vector: ``quantity`` (restock: pieces to order; rebalance: to move),
    ``quantities_by_size`` (restock), ``discount_percent`` (markdown, 0..100), ``transfers``
    (rebalance: ``{destinationShopId, sizeId, quantity}``)."""

    quantity: int | None
    quantities_by_size: dict[str, int] | None
    discount_percent: float | None
    transfers: list[dict[str, Any]] | None


@dataclass(frozen=True, slots=True, kw_only=True)
class RecommendationRecord(VectorRecord):
    """A vector with its action, ``confidence`` in [0, 1] and ``why`` (context, formula, rules
    applied), the shop's name and the variant's sizes (``size_ids``, SKU order)."""

    shop_name: str | None
    size_ids: list[str]
    action: RecommendedAction
    confidence: float
    why: dict[str, Any]
