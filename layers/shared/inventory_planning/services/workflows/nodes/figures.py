"""The figures of an ADD_ITEMS_TO_PLAN node's lines (docs/automation.md "Plan nodes"): each strategy
turned into a line body, from the position's stock, the open orders and the served recommendations
(the latest recommendations run on or before today: ``services.jobs.served_runs``). The formulas are in
``domain.workflows.line_values``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inventory_planning.contracts.requests.plans import (
    MarkdownItemAdd,
    PreSeasonItemAdd,
    RebalanceItemAdd,
    RestockItemAdd,
    SupplierReturnItemAdd,
)
from inventory_planning.domain.workflows import line_values
from inventory_planning.domain.workflows.configs.items import AddItemsToPlanConfig
from inventory_planning.domain.workflows.nodes import NodeFailed
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import DomainError
from inventory_planning.services.jobs import served_runs
from inventory_planning.services.plans.catalogue import Catalogue
from inventory_planning.services.workflows.nodes.positions import Position
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import vector_lookup
from inventory_planning.store.lake.objects import LakeUnavailable
from inventory_planning.store.models import PlanHeaderItem

DOMAINS = {"RESTOCK": "restock", "MARKDOWN": "markdown", "REBALANCE": "rebalance"}


@dataclass(frozen=True, slots=True)
class Line:
    """A line to add (``body``, the plan type's add-item body) or, with ``body`` None, why the position
    gets none (``note``: TARGET_REACHED, NO_RECOMMENDATION, NO_STOCK)."""

    body: RestockItemAdd | MarkdownItemAdd | RebalanceItemAdd | SupplierReturnItemAdd | PreSeasonItemAdd | None
    note: str | None = None


def _needs_vectors(config: AddItemsToPlanConfig) -> bool:
    strategies = [s.strategy for s in (config.quantity, config.discount, config.matching) if s is not None]
    return any(s in ("scoreDriven", "recommended") for s in strategies)


class Figures:
    """What the node's strategies read, once per node: the served vectors of the plan type's domain
    for the positions' variants (score-driven and recommended strategies) and the open orders
    (fillToTarget), by variant x shop (x size)."""

    def __init__(self, organization_id: str, config: AddItemsToPlanConfig, header: PlanHeaderItem, rows: list[Position]) -> None:
        self.config = config
        self.header = header
        self.vectors: dict[tuple[str, str], dict[str, Any]] = {}
        self.on_order: dict[tuple[str, str, str], float] = {}
        self.run: str | None = None
        try:
            if _needs_vectors(config) and rows:
                self._read_vectors(organization_id, header.plan_type, sorted({p.variant_id for p in rows}))
            if config.quantity is not None and config.quantity.strategy == "fillToTarget" and rows:
                orders = lake_decisions.open_orders(organization_id, clock.today())
                self.on_order = {(v, shop, size): float(units) for v, shop, size, units in orders}
        except LakeUnavailable:
            raise NodeFailed("LAKE_UNAVAILABLE", "The recommendations and orders could not be read; try the run again") from None

    def _read_vectors(self, organization_id: str, plan_type: str, variant_ids: list[str]) -> None:
        run, _ = served_runs.run_to_serve(organization_id, "recommendations", None)
        if run is None:
            raise NodeFailed("NO_SERVED_RECOMMENDATIONS", "The strategy reads the recommendations, and none has run yet")
        self.run = run.isoformat()
        rows = vector_lookup.vectors_of_variants(organization_id, run, DOMAINS[plan_type], variant_ids)
        self.vectors = {(r["variant_id"], r["shop_id"]): r for r in rows}

    def line(self, position: Position, cat: Catalogue) -> Line:
        """The line of ``position`` under the node's strategy (see the module).

        Raises:
            DomainError: OTHER_SUPPLIER, a SUPPLIER_RETURN position whose variant is another
                supplier's (the line is skipped and listed).
        """
        plan_type = self.header.plan_type
        if plan_type == "RESTOCK":
            return self._restock(position)
        if plan_type == "REBALANCE":
            return self._rebalance(position)
        if plan_type == "SUPPLIER_RETURN":
            return self._supplier_return(position, cat)
        if plan_type == "PRE_SEASON":
            return self._pre_season(position)
        return self._markdown(position, cat)

    def _supplier_return(self, p: Position, cat: Catalogue) -> Line:
        strategy, supplier = self.config.quantity, self.header.record.get("supplierId")
        assert strategy is not None
        variant_supplier = cat.resolve(p.variant_id, p.size).variant.supplier_id
        if variant_supplier != supplier:
            raise DomainError(
                "OTHER_SUPPLIER", f"The variant is supplied by {variant_supplier or 'no known supplier'}, not the plan's supplier"
            )
        quantity = line_values.return_pieces(strategy.strategy, strategy.value, p.on_hand)
        if quantity == 0:
            return Line(None, "NO_STOCK")
        return Line(
            SupplierReturnItemAdd(
                variantId=p.variant_id, sizeId=p.size, shopId=p.shop_id, quantity=quantity, reasonCode=self.config.reasonCode
            )
        )

    def _pre_season(self, p: Position) -> Line:
        assert self.config.quantity is not None and self.config.quantity.value is not None  # fixed (the config's check)
        return Line(PreSeasonItemAdd(variantId=p.variant_id, sizeId=p.size, quantity=self.config.quantity.value))

    def _restock(self, p: Position) -> Line:
        strategy = self.config.quantity
        assert strategy is not None
        if strategy.strategy == "fixed":
            quantity = strategy.value or 0
        elif strategy.strategy == "fillToTarget":
            quantity = line_values.fill_to_target(
                strategy.target or 0, p.on_hand, self.on_order.get((p.variant_id, p.shop_id, p.size), 0.0)
            )
            if quantity == 0:
                return Line(None, "TARGET_REACHED")
        else:
            vector = self.vectors.get((p.variant_id, p.shop_id)) or {}
            quantity = line_values.recommended_pieces(vector.get("quantities_by_size"), p.size)
            if quantity == 0:
                return Line(None, "NO_RECOMMENDATION")
        return Line(RestockItemAdd(variantId=p.variant_id, sizeId=p.size, shopId=p.shop_id, quantity=quantity))

    def _rebalance(self, p: Position) -> Line:
        strategy = self.config.matching
        assert strategy is not None
        if strategy.strategy == "fixed":
            quantity = strategy.value or 0
        else:
            vector = self.vectors.get((p.variant_id, p.shop_id)) or {}
            quantity = line_values.transfer_pieces(vector.get("transfers"), self.header.ingoing_shop_id or "", p.size)
            if quantity == 0:
                return Line(None, "NO_RECOMMENDATION")
        return Line(RebalanceItemAdd(variantId=p.variant_id, sizeId=p.size, quantity=quantity))

    def _markdown(self, p: Position, cat: Catalogue) -> Line:
        strategy = self.config.discount
        assert strategy is not None
        if p.on_hand <= 0:
            return Line(None, "NO_STOCK")  # a markdown line marks down the stock at the shop: none to mark down
        if strategy.strategy == "fixed":
            discount: float | None = strategy.value
        else:
            resolved = cat.resolve(p.variant_id, p.size)
            ceiling = line_values.discount_ceiling(
                strategy.maxDiscountPct, strategy.marginFloorPct, resolved.unit_cost, resolved.retail_price
            )
            vector = self.vectors.get((p.variant_id, p.shop_id)) or {}
            if strategy.strategy == "scoreDriven":
                score = line_values.score_discount(strategy.maxDiscountPct, (vector.get("scores") or {}).get("overstock_risk"))
                discount = None if score is None else min(score, ceiling)
            else:
                discount = line_values.recommended_discount(
                    vector.get("recommended_discount_pct"), strategy.fallbackPercent, ceiling
                )[0]
            if not discount:
                return Line(None, "NO_RECOMMENDATION")
        assert discount is not None
        return Line(MarkdownItemAdd(variantId=p.variant_id, sizeId=p.size, shopId=p.shop_id, discountPercent=discount))
