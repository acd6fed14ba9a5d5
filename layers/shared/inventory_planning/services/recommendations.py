"""The recommendations job: decision vectors and their actions for restock, markdown and rebalance
(REFERENCE 3; docs/intelligence.md "Recommendations"), from the risks run, the forecasts run, open
order lines and the organization's supplier constraints and lists, for one ``asOf``.

Per variant x shop:
- restock: order-up-to at 95% over the lead time (the supplier's, from its order-line history:
  median days from order to expected date; else 14) plus a 7-day review period, minus stock on hand
  and on order (order lines expected on or after asOf), to MOQ and pack, split by the size curve;
  forbidden (with the rule in ``appliedRules``) for a blacklisted supplier or a restricted brand;
- markdown: where stock exceeds the 90-day forecast demand, the discount of
  ``domain.recommendations.markdown`` with the elasticity of the variant, else its product, its
  brand or its category (``why.priceElasticity.source``), else DEFAULT;
- rebalance: per size, shops above their order-up-to level send to shops below it (minimum-cost
  flow); one vector per source shop with its transfers.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from datetime import date, datetime
from typing import Any

from inventory_planning.domain import recommendations as formulas
from inventory_planning.services import planning_settings
from inventory_planning.services.forecasts import cut_shards
from inventory_planning.services.plan_rules import PreGenerate
from inventory_planning.services.risks import demand_over, stockout_probability
from inventory_planning.store import catalog
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.lake import compaction
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import risks as lake_risks
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import DECISION_VECTORS, FORECAST_WEEKLY, RISK_POSITIONS
from inventory_planning.store.lake.writer import LakeWriter

CHUNK_POSITIONS = 40_000
"""Risk positions per chunk of the job (about; a variant is never split, so its shops rebalance
together): a chunk's positions, forecast weeks and targets are what the job holds in Python at once,
so its memory is bounded by the chunk, not by the organization (docs/performance.md "The nightly chain")."""


def supplier_lead_times(organization_id: str, as_of: date) -> dict[str, int]:
    """Each supplier's lead time in days: the median of expected - order date over its order lines
    ordered before ``as_of`` (at least 1), from the counts of ``supplier_delays``."""
    delays: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for supplier, days, lines in lake_decisions.supplier_delays(organization_id, as_of):
        delays[supplier].append((days, lines))
    return {supplier: max(1, round(median_of_counts(counted))) for supplier, counted in delays.items()}


def median_of_counts(counted: list[tuple[int, int]]) -> float:
    """The median of values given as ``(value, how many times)`` pairs: ``statistics.median`` of the
    expanded list (the mean of the two middle values for an even count). Raises ValueError when empty."""
    ordered = sorted((value, count) for value, count in counted if count > 0)
    total = sum(count for _, count in ordered)
    if total == 0:
        raise ValueError("no values")

    def at(position: int) -> int:  # the value at 0-based ``position`` of the expanded, sorted list
        seen = 0
        for value, count in ordered:
            seen += count
            if position < seen:
                return value
        raise AssertionError("unreachable")  # pragma: no cover

    middle = total // 2
    return float(at(middle)) if total % 2 else (at(middle - 1) + at(middle)) / 2


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
        self._product_sums: dict[str, tuple[int, int, float, float]] | None = None if scoped else {}
        for level, key, n, groups, sxx, sxy in sums:
            fit = formulas.fit_elasticity(n, groups, sxx, sxy)
            if fit is not None:
                self.estimates[(level, key)] = fit
            if level == "product" and self._product_sums is not None:
                self._product_sums[key] = (n, groups, sxx, sxy)
        self._categories: dict[str, tuple[float, int]] | None = None
        self._family_of: dict[str, str] = {}

    def category_of(self, product_id: str) -> tuple[str | None, tuple[float, int] | None]:
        """The product's family and the family's estimate (either None), computing the level on first use."""
        if self._categories is None:
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
            self._categories = {}
            for family, (n, groups, sxx, sxy) in totals.items():
                fit = formulas.fit_elasticity(int(n), int(groups), sxx, sxy)
                if fit is not None:
                    self._categories[family] = fit
        family = self._family_of.get(product_id)
        return family, self._categories.get(family) if family else None


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
) -> dict[str, tuple[float, str, int]]:
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


def elasticity_of(
    elasticities: Elasticities, variant_id: str, product_id: str | None, brand_id: str | None
) -> tuple[float, str, int]:
    """The elasticity a variant's prices move its demand by: its own, else its product's, else its
    brand's, else its category's (the product's family), else DEFAULT_ELASTICITY; as ``(value, source
    VARIANT|PRODUCT|BRAND|CATEGORY|DEFAULT, observations)``.

    Raises:
        LakeUnavailable: the category level had to be computed and the daily sales could not be read.
    """
    for level, key in (("VARIANT", variant_id), ("PRODUCT", product_id), ("BRAND", brand_id)):
        if key and (level.lower(), key) in elasticities.estimates:
            value, observations = elasticities.estimates[(level.lower(), key)]
            return value, level, observations
    if product_id:
        _, category = elasticities.category_of(product_id)
        if category is not None:
            return category[0], "CATEGORY", category[1]
    return formulas.DEFAULT_ELASTICITY, "DEFAULT", 0


def markdown_confidence(why: formulas.Why, source: str, observations: int) -> float:
    """How sure a markdown is: 0.2 when it is the fallback discount (nothing to model), 0.4 with the
    DEFAULT elasticity, else 0.5 rising to 0.9 with the observations behind the elasticity (200 and more)."""
    if why.formula and why.formula[0]["step"] == "fallback":
        return 0.2
    if source == "DEFAULT":
        return 0.4
    return 0.5 + 0.4 * min(1.0, observations / 200)


def _price(value: Any) -> float | None:
    """A stored price or cost as a non-negative float, or None."""
    return max(0.0, float(value)) if value not in (None, "") else None


def run_recommendations(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """Write the decision vectors of ``as_of``; returns stats ``{asOf, risksRun, vectors: {domain: n},
    actionable: {domain: n}, forbidden, chunks}``.

    The risks run's variants are taken in chunks of contiguous ids (``CHUNK_POSITIONS`` positions
    each); each chunk reads its own positions and forecast weeks. What spans chunks is read once, as
    sums or counts from DuckDB: the price elasticities (``elasticity_sums``), the suppliers' lead
    times (``supplier_delays``), the units on order per variant x shop x size (``open_orders``) and
    each variant's latest supplier (``latest_suppliers``).

    Raises:
        LakeUnavailable: S3 failed (the run is FAILED and can be started again).
    """
    risks_run = lake_runs.latest_run(RISK_POSITIONS, organization_id, as_of)
    if risks_run is None:
        return {"asOf": as_of.isoformat(), "risksRun": None, "vectors": {}, "actionable": {}, "forbidden": 0, "chunks": 0}
    forecast_run = lake_runs.latest_run(FORECAST_WEEKLY, organization_id, as_of)
    offset = (as_of - forecast_run).days if forecast_run else 0
    lead_times = supplier_lead_times(organization_id, as_of)
    on_order = {(v, shop, size): units for v, shop, size, units in lake_decisions.open_orders(organization_id, as_of)}
    supplier_of = dict(lake_decisions.latest_suppliers(organization_id, as_of))
    elasticities = elasticities_of_organization(organization_id, as_of)
    constraints = {r["variantId"]: r for r in record_store.list_all(organization_id, config.SUPPLIER_VARIANT_CONSTRAINT)}
    blacklisted = {e["value"] for e in record_store.list_all(organization_id, config.ORG_LIST_ENTRY, sub="SUPPLIER_BLACKLIST")}
    restricted = {e["value"] for e in record_store.list_all(organization_id, config.ORG_LIST_ENTRY, sub="BRAND_RESTRICTION")}
    pre_generate = PreGenerate(organization_id)
    settings = planning_settings.resolved(organization_id)  # the organization's planning defaults
    chunks = cut_shards(lake_decisions.positions_per_variant(organization_id, risks_run), CHUNK_POSITIONS)
    writer = LakeWriter(DECISION_VECTORS, organization_id, run_id)
    stamp = now.replace(tzinfo=None)
    counts: dict[str, int] = defaultdict(int)
    actionable: dict[str, int] = defaultdict(int)
    forbidden = 0
    variants: dict[str, Any] = {}  # the chunk's variants (catalogue entities)

    def emit(
        variant_id: str,
        shop_id: str,
        domain: str,
        first: dict[str, Any],
        scores: dict[str, Any],
        rules: list[str],
        forbid: list[str],
        qty: int | None,
        by_size: dict[str, int] | None,
        discount: float | None,
        transfers: list[dict[str, Any]] | None,
        confidence: float,
        why: formulas.Why,
        extra: dict[str, Any],
    ) -> bool:
        """Write one vector, after the RECOMMENDATION_PRE_GENERATE rules; True when its action is allowed."""
        nonlocal forbidden
        variant = variants.get(variant_id)
        if pre_generate.selected(domain.upper()):
            candidate = {
                "variantId": variant_id, "sizeId": "*", "shopId": shop_id, "brandId": first["brand_id"],
                "productId": first["product_id"], "supplierId": getattr(variant, "supplier_id", None),
                "collectionId": getattr(variant, "collection_id", None), "quantity": max(0, int(qty or 0)),
                "unitCost": _price(first.get("unit_cost")), "listPrice": _price(first.get("retail_price")),
                "discountPercent": float(discount or 0),
            }  # fmt: skip
            supplier_rows = [constraints[variant_id]] if variant_id in constraints else []
            outcomes = pre_generate.failed(domain.upper(), candidate, supplier_rows)
            for outcome in outcomes:
                rules = [*rules, f"{outcome.ruleId}:{outcome.enforcement}"]
                if outcome.enforcement == "BLOCK" and domain not in forbid:
                    forbid = [*forbid, domain]
            if outcomes:
                extra = {**extra, "ruleOutcomes": [
                    {"ruleId": o.ruleId, "ruleName": o.ruleName, "enforcement": o.enforcement, "message": o.message}
                    for o in outcomes
                ]}  # fmt: skip
        allowed = [] if domain in forbid else [domain]
        forbidden += bool(forbid)
        writer.append(
            (
                f"{as_of}|{variant_id}|{shop_id}|{domain}",
                as_of,
                variant_id,
                shop_id,
                domain,
                first["brand_id"],
                getattr(variant, "collection_id", None),
                first["product_id"],
                json.dumps(scores),
                json.dumps(allowed),
                json.dumps(forbid),
                json.dumps([f"{domain}_domain_qualifier:v1", *rules]),
                qty,
                json.dumps(by_size) if by_size is not None else None,
                discount,
                json.dumps(transfers) if transfers is not None else None,
                round(confidence, 4),
                json.dumps({"context": {**why.context, **extra}, "formula": why.formula, "appliedRules": rules}),
                run_id,
                stamp,
            )
        )
        counts[domain] += 1
        return not forbid

    try:
        for chunk in chunks:
            span = (chunk["firstVariant"], chunk["lastVariant"])
            groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
            for p in lake_decisions.risk_positions(organization_id, risks_run, span):
                groups[(p["variant_id"], p["shop_id"])].append(p)
            variants = {v.id: v for v in catalog.entities_by_ids(organization_id, "VARIANT", sorted({v for v, _ in groups}))}
            demand, curves = lake_risks.forecast_weeks(organization_id, forecast_run, 20, span) if forecast_run else ({}, {})
            targets: dict[tuple[str, str], dict[str, Any]] = {}
            for (variant_id, shop_id), rows in sorted(groups.items()):
                first = rows[0]
                stock_by_size = {r["size"] or "-": float(r["closing_stock"] or 0) for r in rows}
                stock = sum(stock_by_size.values())
                weeks = demand.get((variant_id, shop_id), [])
                shares = curves.get((variant_id, shop_id)) or {size: 1 / len(stock_by_size) for size in stock_by_size}
                supplier = supplier_of.get(variant_id)
                lead = lead_times.get(supplier or "", settings.default_lead_time_days)
                cover = lead + settings.review_period_days
                mean, sigma = demand_over(weeks, 1.0, offset, cover)
                lead_mean, lead_sigma = demand_over(weeks, 1.0, offset, lead)
                horizon_mean, horizon_sigma = demand_over(weeks, 1.0, offset, settings.selling_horizon_days)
                ordered = sum(on_order.get((variant_id, shop_id, size), 0.0) for size in set(stock_by_size) | set(shares))
                z = formulas.service_factor(settings.service_level)
                targets[(variant_id, shop_id)] = {
                    "by_size": {
                        s: (stock_by_size.get(s, 0.0), shares.get(s, 0.0) * (mean + z * sigma))
                        for s in set(stock_by_size) | set(shares)
                    },
                    "days": stock / (mean / cover) if mean > 0 else math.inf,
                    "first": first,
                    "confidence": mean / (mean + sigma) if mean > 0 else 0.0,
                }
                # restock
                if mean > 0 or stock > 0:
                    why = formulas.Why(
                        {
                            "stockOnHand": stock,
                            "onOrder": ordered,
                            "forecastOverCover": round(mean, 2),
                            "coverDays": cover,
                            "leadTimeDays": lead,
                            "leadTimeSource": "SUPPLIER_HISTORY" if supplier in lead_times else "DEFAULT",
                            "supplierCode": supplier,
                            "daysOfSupply": None if mean <= 0 else round(stock / (mean / cover), 1),
                        }
                    )
                    constraint = constraints.get(variant_id) or {}
                    by_size = formulas.restock(
                        mean,
                        sigma,
                        stock,
                        ordered,
                        shares,
                        service_level=settings.service_level,
                        moq=constraint.get("minOrderQuantity"),
                        pack=constraint.get("packMultiple"),
                        why=why,
                    )
                    rules, forbid = [], []
                    broken = formulas.broken_size_run(stock_by_size, shares)
                    if broken:
                        rules.append("broken_size_run:" + ",".join(broken))
                    if first["brand_id"] in restricted:
                        rules.append(f"brand_not_restricted:{first['brand_id']}")
                        forbid.append("restock")
                    supplier_id = getattr(variants.get(variant_id), "supplier_id", None)
                    if supplier_id and supplier_id in blacklisted:
                        rules.append(f"supplier_not_blacklisted:{supplier_id}")
                        forbid.append("restock")
                    total = sum(by_size.values())
                    scores = {
                        "restock_urgency": round(max(0.0, 1 - stock / mean), 4) if mean > 0 else 0.0,
                        "stockout_risk": round(stockout_probability(stock, lead_mean, lead_sigma), 4),
                        "overstock_risk": round(1 - stockout_probability(stock, horizon_mean, horizon_sigma), 4)
                        if horizon_mean > 0
                        else (1.0 if stock > 0 else 0.0),
                        "surplus_score": None,
                        "deficit_score": None,
                        "transfer_urgency": None,
                    }
                    allowed = emit(
                        variant_id,
                        shop_id,
                        "restock",
                        first,
                        scores,
                        rules,
                        forbid,
                        total,
                        by_size,
                        None,
                        None,
                        mean / (mean + sigma) if mean > 0 else 0.0,
                        why,
                        {"brokenSizes": broken},
                    )
                    actionable["restock"] += total > 0 and allowed
                # markdown
                if stock > horizon_mean and stock > 0:
                    price = max((float(r["retail_price"]) for r in rows if r["retail_price"]), default=None)
                    cost = max((float(r["unit_cost"]) for r in rows if r["unit_cost"]), default=None)
                    beta, source, observations = elasticity_of(elasticities, variant_id, first["product_id"], first["brand_id"])
                    excess = stock - horizon_mean
                    why = formulas.Why(
                        {
                            "stockOnHand": stock,
                            "forecastOverHorizon": round(horizon_mean, 2),
                            "horizonDays": settings.selling_horizon_days,
                            "excessUnits": round(excess, 2),
                            "retailPrice": price,
                            "unitCost": cost,
                            "priceElasticity": {
                                "value": round(beta, 4),
                                "source": source,
                                "observations": observations,
                            },
                        }
                    )
                    discount = formulas.markdown(
                        excess, horizon_mean, price, cost, beta, max_discount_pct=settings.max_discount_pct,
                        margin_floor_pct=settings.margin_floor_pct, fallback_pct=settings.fallback_percent, why=why,
                    )  # fmt: skip
                    last_sale = max((r["last_sale_date"] for r in rows if r["last_sale_date"]), default=None)
                    idle = (as_of - last_sale).days if last_sale else None
                    scores = {
                        "overstock_risk": round(min(1.0, excess / stock), 4),
                        "markdown_urgency": 1.0 if idle is None else round(min(1.0, idle / 90), 4),
                    }
                    allowed = emit(
                        variant_id,
                        shop_id,
                        "markdown",
                        first,
                        scores,
                        [],
                        [],
                        None,
                        None,
                        discount,
                        None,
                        markdown_confidence(why, source, observations),
                        why,
                        {},
                    )
                    actionable["markdown"] += discount > 0 and allowed
            # rebalance: per variant and size, the shops above their order-up-to level send to those below
            by_variant: dict[str, list[str]] = defaultdict(list)
            for variant_id, shop_id in targets:
                by_variant[variant_id].append(shop_id)
            for variant_id, shops in sorted(by_variant.items()):
                if len(shops) < 2:
                    continue
                sizes = sorted({s for shop in shops for s in targets[(variant_id, shop)]["by_size"]})
                sent: dict[str, list[dict[str, Any]]] = defaultdict(list)
                for size in sizes:
                    surplus, deficit = {}, {}
                    for shop in shops:
                        have, target = targets[(variant_id, shop)]["by_size"].get(size, (0.0, 0.0))
                        if have > target:
                            surplus[shop] = int(have - math.ceil(target))
                        elif target - have >= 1:
                            deficit[shop] = (int(math.ceil(target - have)), targets[(variant_id, shop)]["days"])
                    moved = formulas.rebalance(surplus, deficit, min_transfer=settings.min_transfer_quantity)
                    for source, destination, quantity in moved:
                        sent[source].append({"destinationShopId": destination, "sizeId": size, "quantity": quantity})
                for source, moves in sorted(sent.items()):
                    target = targets[(variant_id, source)]
                    total = sum(m["quantity"] for m in moves)
                    why = formulas.Why(
                        {
                            "transfers": len(moves),
                            "units": total,
                            "minTransferQuantity": settings.min_transfer_quantity,
                            "serviceLevel": settings.service_level,
                        }
                    )
                    why.step("targetStock", "per shop and size: size share x (forecast over lead time + review + z sigma)", None)
                    why.step("transfers", "minimum-cost flow from surplus to deficit, the fewest days of supply first", moves)
                    stock = sum(v[0] for v in target["by_size"].values())
                    # the demand side decides how sure a transfer is: the destinations' forecast confidence,
                    # weighted by the pieces each receives; urgency = that x the share of the shortage covered
                    received: dict[str, int] = defaultdict(int)
                    for move in moves:
                        received[move["destinationShopId"]] += move["quantity"]
                    confidence = sum(targets[(variant_id, d)]["confidence"] * q for d, q in received.items()) / total
                    short = sum(max(0.0, t - h) for d in received for h, t in targets[(variant_id, d)]["by_size"].values())
                    urgency = confidence * min(1.0, total / short) if short > 0 else 0.0
                    weighted = "destinations' forecast confidence mu / (mu + sigma), weighted by pieces"
                    why.step("confidence", weighted, round(confidence, 4))
                    scores = {
                        "surplus_units": total,
                        "deficit_units": None,
                        "surplus_score": round(min(1.0, total / stock), 4) if stock else 0.0,
                        "deficit_score": None,
                        "transfer_urgency": round(urgency, 4),
                        "restock_urgency": None,
                        "stockout_risk": None,
                        "overstock_risk": None,
                    }
                    allowed = emit(
                        variant_id,
                        source,
                        "rebalance",
                        target["first"],
                        scores,
                        [],
                        [],
                        total,
                        None,
                        None,
                        moves,
                        confidence,
                        why,
                        {},
                    )
                    actionable["rebalance"] += allowed
            del groups, demand, curves, targets  # freed before the next chunk's reads
        writer.finish()
    except BaseException:
        writer.discard()
        raise
    # the run's day, even when it wrote nothing: a rerun for the same day replaces the earlier run's rows
    compaction.compact(DECISION_VECTORS, organization_id, as_of.isoformat(), keep_file_ids=[run_id])
    return {
        "asOf": as_of.isoformat(),
        "risksRun": risks_run.isoformat(),
        "vectors": dict(counts),
        "actionable": dict(actionable),
        "forbidden": forbidden,
        "chunks": len(chunks),
    }
