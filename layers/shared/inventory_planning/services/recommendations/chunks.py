"""One chunk of the recommendations job (services/recommendations/job.py, docs/jobs.md "Shards"): what
spans the chunks (:class:`Inputs`, read once by :func:`read_inputs` and carried from the plan step to
each shard as a JSON document, :func:`inputs_document` / :func:`inputs_of`), the writer of a run's
vectors (:class:`VectorSink`) and the decisions of one chunk of contiguous variant ids
(:func:`run_chunk`).

Per variant x shop (the decisions are pure, in ``domain.recommendations``):
- restock: per size, order up to the size's own level (``domain.recommendations.economics``: the
  quantile of its demand over the lead time, the supplier's from its order-line history: median days
  from order to expected date, else 14, plus a 7-day review period, at the critical ratio of its
  economics), minus its stock on hand and on order (order lines expected on or after asOf), to pack
  and MOQ;
  forbidden (with the rule in ``appliedRules``) for a blacklisted supplier or a restricted brand;
- markdown: where stock exceeds the 90-day forecast demand, a hold or the discount of
  ``domain.recommendations.markdown`` at the position's price basis (its retail price, the
  variant's catalogue list price, the median selling price of the risks run), with the elasticity of
  the variant, else its product, its brand or its category (``why.priceElasticity.source``;
  services/recommendations/elasticities.py), else DEFAULT; dead stock by the comparables' sell-through per discount
  step (``store.lake.decisions.sell_through_by_step``, read once) or the clearance ladder;
- rebalance: per size, shops above their order-up-to level send to shops below it (minimum-cost
  flow); one vector per source shop with its transfers.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from typing import Any, Protocol

from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.recommendations.distribution import HISTORY_WEEKS
from inventory_planning.domain.recommendations.economics import Levels, order_up_to
from inventory_planning.domain.recommendations.markdown import (
    MIN_COMPARABLE_ITEMS,
    Comparables,
    MarkdownEvidence,
    StepEvidence,
    markdown_vector,
    needs_markdown,
)
from inventory_planning.domain.recommendations.rebalance import rebalance_vectors
from inventory_planning.domain.recommendations.restock import median_of_counts, restock_vector
from inventory_planning.domain.recommendations.vectors import (
    BRAND_SIZE_CURVE,
    SALES_MIX,
    DecisionVector,
    Position,
    PositionContext,
    Target,
    position_of,
    target_of,
)
from inventory_planning.domain.size_curves.curves import curve_shares_for
from inventory_planning.services.configuration import planning_settings
from inventory_planning.services.plans.ruleset import ORG_LIST_RULES, PreGenerate, Rules, org_list_context, ruleset_rules
from inventory_planning.services.recommendations.elasticities import Elasticities, elasticities_of_organization, elasticity_of
from inventory_planning.services.size_curves.curves import curves_by_brand
from inventory_planning.store import catalog
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import forecasts as lake_forecasts
from inventory_planning.store.lake import risks as lake_risks
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import FORECAST_WEEKLY
from inventory_planning.store.lake.writer import LakeWriter

BLACKLISTED, RESTRICTED = "blacklistedSupplierIds", "restrictedBrandIds"
"""The rules' context lists (``plan_rules.org_list_context``): SUPPLIER_BLACKLIST and BRAND_RESTRICTION values."""


def supplier_lead_times(organization_id: str, as_of: date) -> dict[str, int]:
    """Each supplier's lead time in days: the median of expected - order date over its order lines
    ordered before ``as_of`` (at least 1), from the counts of ``supplier_delays``."""
    delays: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for supplier, days, lines in lake_decisions.supplier_delays(organization_id, as_of):
        delays[supplier].append((days, lines))
    return {supplier: max(1, round(median_of_counts(counted))) for supplier, counted in delays.items()}


def _price(value: Any) -> float | None:
    """A stored price or cost as a non-negative float, or None."""
    return max(0.0, float(value)) if value not in (None, "") else None


@dataclass(frozen=True, slots=True, kw_only=True)
class Inputs:
    """What spans the job's chunks, read once: the runs, the suppliers' lead times (days), units on
    order per variant x shop x size, each variant's latest supplier, the elasticities, the supplier
    constraints per variant, the blacklisted suppliers and restricted brands (as sets, and as the
    rules' context lists in listing order), the default ruleset's rules (stored records), the
    settings and the markdown's comparable sell-through by discount step (``comparables``)."""

    organization_id: str
    as_of: date
    risks_run: date
    forecast_run: date | None
    offset: int
    lead_times: dict[str, int]
    on_order: dict[tuple[str, str, str], float]
    supplier_of: dict[str, str]
    elasticities: Elasticities
    constraints: dict[str, dict[str, Any]]
    blacklisted: set[str]
    restricted: set[str]
    org_lists: dict[str, list[str]]
    rules: list[dict[str, Any]]
    settings: PlanningSettings
    comparables: Comparables = field(default_factory=dict)
    size_curves: dict[str, dict[str, float]] = field(default_factory=dict)
    """Each brand's size curve (brand id -> size -> percent; ``services.size_curves.curves.curves_by_brand``)."""

    def pre_generate(self) -> PreGenerate:
        """The RECOMMENDATION_PRE_GENERATE hook on the rules and lists read with the inputs (no read)."""
        return PreGenerate(self.organization_id, Rules.of(self.organization_id, self.rules), lists=self.org_lists)


def read_inputs(organization_id: str, as_of: date, risks_run: date) -> Inputs:
    """Read what spans chunks (sums and counts from DuckDB, the organization's configuration).

    Raises:
        LakeUnavailable: S3 failed.
    """
    forecast_run = lake_runs.latest_run(FORECAST_WEEKLY, organization_id, as_of)
    lists = org_list_context(organization_id, ORG_LIST_RULES)  # both lists, in listing order
    settings = planning_settings.resolved(organization_id)  # the organization's planning defaults
    return Inputs(
        organization_id=organization_id, as_of=as_of, risks_run=risks_run, forecast_run=forecast_run,
        offset=(as_of - forecast_run).days if forecast_run else 0, lead_times=supplier_lead_times(organization_id, as_of),
        on_order={(v, shop, size): units for v, shop, size, units in lake_decisions.open_orders(organization_id, as_of)},
        supplier_of=dict(lake_decisions.latest_suppliers(organization_id, as_of)),
        elasticities=elasticities_of_organization(organization_id, as_of),
        constraints={r["variantId"]: r for r in record_store.list_all(organization_id, config.SUPPLIER_VARIANT_CONSTRAINT)},
        blacklisted=set(lists[BLACKLISTED]), restricted=set(lists[RESTRICTED]), org_lists=lists,
        rules=ruleset_rules(organization_id),
        settings=settings, comparables=comparables_of(lake_decisions.sell_through_by_step(
            organization_id, risks_run, as_of, settings.selling_horizon_days, settings.max_discount_pct,
            MIN_COMPARABLE_ITEMS)),
        size_curves=curves_by_brand(organization_id),
    )  # fmt: skip


def comparables_of(rows: list[tuple[str, str, int, float, float, int]]) -> Comparables:
    """The comparables' evidence ``{(level, key): {step: StepEvidence}}`` of ``sell_through_by_step`` rows."""
    found: dict[tuple[str, str], dict[int, StepEvidence]] = defaultdict(dict)
    for level, key, step, sold, available, items in rows:
        found[(level, key)][int(step)] = StepEvidence(sold, available, items)
    return dict(found)


def _falling_through(inputs: Inputs) -> list[str]:
    """The products of the risks run's variants that may need the category level: no estimate of the
    variant, the product or the brand (``elasticity_of``'s order)."""
    estimates = inputs.elasticities.estimates
    products: set[str] = set()
    for variant_id, product_id, brand_id in lake_decisions.variant_products(inputs.organization_id, inputs.risks_run):
        if not product_id or ("variant", variant_id) in estimates or ("product", product_id) in estimates:
            continue
        if not (brand_id and ("brand", brand_id) in estimates):
            products.add(product_id)
    return sorted(products)


def inputs_document(inputs: Inputs) -> dict[str, Any]:
    """``inputs`` as a JSON document (the plan a shard reads back with :func:`inputs_of`). The
    elasticities go as their estimates ``[level, id, value, observations]``, with the category level
    (``families``: product -> family, ``categories``: family -> [value, observations]) of the products
    that may fall through to it only, computed here when there is one.

    Raises:
        LakeUnavailable: the category level had to be computed and the daily sales could not be read.
    """
    families, categories = inputs.elasticities.categories_of(_falling_through(inputs))
    return {
        "organizationId": inputs.organization_id, "asOf": inputs.as_of.isoformat(), "risksRun": inputs.risks_run.isoformat(),
        "forecastRun": inputs.forecast_run.isoformat() if inputs.forecast_run else None, "offset": inputs.offset,
        "leadTimes": inputs.lead_times, "onOrder": [[*key, units] for key, units in inputs.on_order.items()],
        "supplierOf": inputs.supplier_of, "constraints": inputs.constraints,
        "elasticities": {
            "estimates": [[level, key, value, n] for (level, key), (value, n) in inputs.elasticities.estimates.items()],
            "families": families, "categories": {family: list(fit) for family, fit in categories.items()},
        },
        "orgLists": inputs.org_lists, "rules": inputs.rules, "settings": inputs.settings._asdict(),
        "comparables": [[level, key, step, *e] for (level, key), by_step in inputs.comparables.items()
                        for step, e in by_step.items()],
    }  # fmt: skip


def inputs_of(document: dict[str, Any]) -> Inputs:
    """The :class:`Inputs` of a document of :func:`inputs_document` (no read)."""
    organization_id, as_of = document["organizationId"], date.fromisoformat(document["asOf"])
    found = document["elasticities"]
    elasticities = Elasticities.of_estimates(
        organization_id, as_of, {(level, key): (value, n) for level, key, value, n in found["estimates"]},
        found["families"], {family: (value, n) for family, (value, n) in found["categories"].items()},
    )  # fmt: skip
    lists = document["orgLists"]
    return Inputs(
        organization_id=organization_id, as_of=as_of, risks_run=date.fromisoformat(document["risksRun"]),
        forecast_run=date.fromisoformat(document["forecastRun"]) if document["forecastRun"] else None,
        offset=document["offset"], lead_times=document["leadTimes"],
        on_order={(v, shop, size): units for v, shop, size, units in document["onOrder"]},
        supplier_of=document["supplierOf"], elasticities=elasticities, constraints=document["constraints"],
        blacklisted=set(lists[BLACKLISTED]), restricted=set(lists[RESTRICTED]), org_lists=lists,
        rules=document["rules"], settings=PlanningSettings(**document["settings"]),
        comparables=comparables_of(document.get("comparables") or []),
    )  # fmt: skip


def apply_rules(inputs: Inputs, pre_generate: PreGenerate, variants: dict[str, Any], vector: DecisionVector) -> DecisionVector:
    """The vector after the RECOMMENDATION_PRE_GENERATE hook's rules of its plan type (when the hook
    selects it): failed rules added, BLOCK ones forbid it. ``variants``: the chunk's catalogue variants."""
    if not pre_generate.selected(vector.domain.upper()):
        return vector
    domain, p = vector.domain, vector.position
    variant = variants.get(p.variant_id)
    candidate = {
        "variantId": p.variant_id, "sizeId": "*", "shopId": p.shop_id, "brandId": p.brand_id,
        "productId": p.product_id, "supplierId": getattr(variant, "supplier_id", None),
        "collectionId": getattr(variant, "collection_id", None), "quantity": max(0, int(vector.quantity or 0)),
        "unitCost": _price(p.unit_cost), "listPrice": _price(p.retail_price),
        "discountPercent": float(vector.discount or 0),
    }  # fmt: skip
    constraints = inputs.constraints
    supplier_rows = [constraints[p.variant_id]] if p.variant_id in constraints else []
    outcomes = pre_generate.failed(domain.upper(), candidate, supplier_rows)
    if not outcomes:
        return vector
    rules, forbid = list(vector.rules), list(vector.forbidden)
    for outcome in outcomes:
        rules.append(f"{outcome.ruleId}:{outcome.enforcement}")
        if outcome.enforcement == "BLOCK" and domain not in forbid:
            forbid.append(domain)
    found = [{"ruleId": o.ruleId, "ruleName": o.ruleName, "enforcement": o.enforcement, "message": o.message} for o in outcomes]
    return replace(vector, rules=tuple(rules), forbidden=tuple(forbid), extra={**vector.extra, "ruleOutcomes": found})


class Sink(Protocol):
    """Where the decisions of a chunk go: :class:`VectorSink` writes them, the decision replay
    (services/replays/source.py) collects them. ``variants``: the chunk's catalogue variants by id."""

    variants: dict[str, Any]

    def emit(self, vector: DecisionVector) -> None:
        """Take one vector (before the rules)."""
        ...


@dataclass(slots=True)
class VectorSink:
    """Writes the vectors of a run after the RECOMMENDATION_PRE_GENERATE rules, and counts them."""

    inputs: Inputs
    writer: LakeWriter
    run_id: str
    stamp: datetime
    pre_generate: PreGenerate
    variants: dict[str, Any] = field(default_factory=dict)  # the chunk's variants (catalogue entities)
    counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    actionable: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    forbidden: int = 0

    def _ruled(self, vector: DecisionVector) -> DecisionVector:
        return apply_rules(self.inputs, self.pre_generate, self.variants, vector)

    def emit(self, vector: DecisionVector) -> None:
        """Write one vector (after the rules) and count it, and count it actionable when its action is
        allowed and not empty."""
        vector = self._ruled(vector)
        self.writer.append(self.row(vector))
        self.forbidden += bool(vector.forbidden)
        self.counts[vector.domain] += 1
        self.actionable[vector.domain] += vector.actionable and not vector.forbidden

    def row(self, vector: DecisionVector) -> tuple[Any, ...]:
        """The ``decision_vectors`` row of a vector (JSON columns as text)."""
        domain, p, rules, as_of = vector.domain, vector.position, list(vector.rules), self.inputs.as_of
        allowed = [] if domain in vector.forbidden else [domain]
        why = vector.why
        return (
            f"{as_of}|{p.variant_id}|{p.shop_id}|{domain}", as_of, p.variant_id, p.shop_id, domain, p.brand_id,
            getattr(self.variants.get(p.variant_id), "collection_id", None), p.product_id, json.dumps(vector.scores),
            json.dumps(allowed), json.dumps(list(vector.forbidden)), json.dumps([f"{domain}_domain_qualifier:v1", *rules]),
            vector.quantity, json.dumps(vector.by_size) if vector.by_size is not None else None, vector.discount,
            json.dumps(vector.transfers) if vector.transfers is not None else None, round(vector.confidence, 4),
            json.dumps({"context": {**why.context, **vector.extra}, "formula": why.formula, "appliedRules": rules}),
            self.run_id, self.stamp,
        )  # fmt: skip


RiskGroups = dict[tuple[str, str], list[dict[str, Any]]]
"""A chunk's risk rows (column -> value) by (variant, shop), one row per size."""
SizeHistory = dict[tuple[str, str, str], list[float]]
"""Units sold per week by (variant, shop, size) (:func:`weekly_history`)."""
ForecastWeeks = tuple[dict[tuple[str, str], list[tuple[float, float]]], dict[tuple[str, str], dict[str, float]], SizeHistory]
"""A chunk's forecast weeks and size curves by (variant, shop) (``lake_risks.forecast_weeks``), and
its sizes' weekly units sold over the last ``distribution.HISTORY_WEEKS`` weeks (:func:`weekly_history`)."""


def weekly_history(organization_id: str, as_of: date, span: tuple[str, str] | None) -> SizeHistory:
    """Units sold per (variant, shop, size or "-") and week over the ``HISTORY_WEEKS`` weeks before ``as_of`` (index 0
    the oldest, the last the 7 days before ``as_of``; nothing dated ``as_of`` or later is read), of the
    ``span`` of variants (None: all): what the order-up-to level's count model reads.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    weeks = HISTORY_WEEKS
    found: SizeHistory = {}
    for row in lake_forecasts.sales_history(organization_id, as_of - timedelta(weeks=weeks), as_of, span):
        series = found.setdefault((row.variant_id, row.shop_id, row.size or "-"), [0.0] * weeks)
        series[weeks - 1 - ((as_of - row.sale_date).days - 1) // 7] += row.units
    return found


def read_chunk(inputs: Inputs, span: tuple[str, str] | None) -> tuple[RiskGroups, ForecastWeeks]:
    """The risk rows of the chunk's variants (``span``: first and last variant id; None: every
    variant) grouped by variant x shop, and their forecast weeks and size curves."""
    groups: RiskGroups = defaultdict(list)
    for row in lake_decisions.risk_positions(inputs.organization_id, inputs.risks_run, span):
        groups[(row["variant_id"], row["shop_id"])].append(row)
    run = inputs.forecast_run
    demand, curves = lake_risks.forecast_weeks(inputs.organization_id, run, 20, span) if run else ({}, {})
    return groups, (demand, curves, weekly_history(inputs.organization_id, inputs.as_of, span))


def _sizes(rows: list[dict[str, Any]], curve: dict[str, float] | None) -> set[str]:
    """The sizes of a position: those of its risk rows ("-" for a size-less item) and of its size curve."""
    return {r["size"] or "-" for r in rows} | set(curve or {})


def _history(history: SizeHistory, variant_id: str, shop_id: str, sizes: set[str]) -> dict[str, list[float]]:
    """Each size's weekly units of a position (zeros where it sold nothing in the weeks read)."""
    return {size: history.get((variant_id, shop_id, size), [0.0] * HISTORY_WEEKS) for size in sizes}


def size_split(inputs: Inputs, rows: list[dict[str, Any]], curve: dict[str, float] | None) -> tuple[dict[str, float] | None, str]:
    """The size shares of a position and where they come from: its brand's size curve (restricted to
    the position's sizes, renormalised: ``BRAND_SIZE_CURVE``) where the brand has one that covers them,
    else the forecast's sales mix ``curve`` (``SALES_MIX``; None: uniform over the sizes in stock)."""
    brand = rows[0].get("brand_id")
    brand_curve = inputs.size_curves.get(brand) if brand else None
    if brand_curve:
        shares = curve_shares_for(_sizes(rows, curve), brand_curve)
        if shares:
            return shares, BRAND_SIZE_CURVE
    return curve, SALES_MIX


def positions_of(inputs: Inputs, groups: RiskGroups, forecasts: ForecastWeeks) -> list[Position]:
    """The positions (variant x shop, in that order) of risk rows and forecast weeks (no read); the
    size split from the brand's size curve where it has one (:func:`size_split`)."""
    demand, curves, history = forecasts
    context = PositionContext(
        offset=inputs.offset, lead_times=inputs.lead_times, on_order=inputs.on_order, settings=inputs.settings
    )
    found = []
    for (variant_id, shop_id), rows in sorted(groups.items()):
        shares, source = size_split(inputs, rows, curves.get((variant_id, shop_id)))
        position = position_of(
            variant_id,
            shop_id,
            rows,
            demand.get((variant_id, shop_id), []),
            shares,
            supplier=inputs.supplier_of.get(variant_id),
            context=context,
            history=_history(history, variant_id, shop_id, _sizes(rows, curves.get((variant_id, shop_id)))),
        )
        found.append(replace(position, shares_source=source) if source != SALES_MIX else position)
    return found


def _decide(inputs: Inputs, sink: Sink, p: Position, levels: Levels) -> None:
    """Write the restock and markdown vectors of one position (``levels``: its order-up-to levels)."""
    constraint = inputs.constraints.get(p.variant_id) or {}
    supplier_id = getattr(sink.variants.get(p.variant_id), "supplier_id", None)
    restock = restock_vector(
        p, inputs.settings, moq=constraint.get("minOrderQuantity"), pack=constraint.get("packMultiple"),
        restricted_brand=p.brand_id in inputs.restricted,
        blacklisted_supplier=supplier_id if supplier_id and supplier_id in inputs.blacklisted else None, levels=levels,
    )  # fmt: skip
    if restock is not None:
        sink.emit(restock)
    if needs_markdown(p):
        elasticity = elasticity_of(inputs.elasticities, p.variant_id, p.product_id, p.brand_id)
        list_price = _price(getattr(sink.variants.get(p.variant_id), "retail_price", None))
        evidence = MarkdownEvidence(elasticity=elasticity, list_price=list_price, comparables=inputs.comparables)
        markdown = markdown_vector(p, evidence, inputs.as_of, inputs.settings)
        if markdown is not None:
            sink.emit(markdown)


def run_chunk(inputs: Inputs, sink: Sink, span: tuple[str, str]) -> None:
    """Decide and write the vectors of one chunk of variants (``span``: its first and last variant id)."""
    positions = positions_of(inputs, *read_chunk(inputs, span))
    sink.variants = {v.id: v for v in catalog.entities_by_ids(inputs.organization_id, "VARIANT",
                                                               sorted({p.variant_id for p in positions}))}  # fmt: skip
    decide(inputs, sink, positions)


def decide(inputs: Inputs, sink: Sink, positions: list[Position]) -> None:
    """Emit the restock, markdown and rebalance vectors of ``positions`` (``sink.variants`` set: their
    catalogue variants). A position's order-up-to levels (``economics.order_up_to``) are computed once:
    the restock orders up to them, the rebalance moves stock towards them."""
    by_variant: dict[str, dict[str, Target]] = defaultdict(dict)
    for p in positions:
        list_price = _price(getattr(sink.variants.get(p.variant_id), "retail_price", None))
        levels = order_up_to(p, inputs.settings, list_price)
        by_variant[p.variant_id][p.shop_id] = target_of(p, {size: level.level for size, level in levels.by_size.items()})
        _decide(inputs, sink, p, levels)
    # rebalance: per variant and size, the shops above their order-up-to level send to those below
    for _, targets in sorted(by_variant.items()):
        for vector in rebalance_vectors(targets, inputs.settings):
            sink.emit(vector)
