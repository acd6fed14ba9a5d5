"""One tagging rule evaluated against a risks run (docs/automation.md "Tagging rules"; decision 0036):
the values of each of its conditions per entity in its scope, gathered from the lake (metrics) and
the catalogue (columns), combined by ``domain.tags.conditions`` and propagated by
``domain.tags.propagation``.

The entities evaluated are those of the scope's entity type that the risks run holds (positions:
shop x inventory item with stock, or a sale in the 365 days before it), inside the scope's brands,
products and collections; the scope's shops limit the positions summed (an entity sold elsewhere
only is not evaluated). A catalogue entity with neither stock nor a sale in a year is not tagged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, NamedTuple

from inventory_planning.domain.risks import risk_score, status_of
from inventory_planning.domain.tags import conditions as domain_conditions
from inventory_planning.domain.tags.metrics import EntityTotals, metric_value
from inventory_planning.domain.tags.propagation import Lineage, propagate
from inventory_planning.domain.tags.vocabulary import (
    COLUMNS,
    HIERARCHY,
    RISK_METRICS,
    RISK_STATUS_METRICS,
    SALES_WINDOWED,
    STATUS_LEVELS,
)
from inventory_planning.store import catalog
from inventory_planning.store.lake import decisions as lake_decisions
from inventory_planning.store.lake import risks as lake_risks
from inventory_planning.store.lake import tagging as lake_tagging

CATALOGUE_PAGE = 10_000
_RISK_KEYS = {"BRAND": "brand_id", "PRODUCT": "product_id", "VARIANT": "variant_id"}


class Evaluation(NamedTuple):
    """A rule's evaluation: entities in scope, entities each condition matched, ids to assign per type."""

    in_scope: int
    per_condition: list[int]
    chosen: dict[str, set[str]]


@dataclass
class RunContext:
    """What a run reads once for every rule: the risks and forecast runs, the family tree, the
    catalogue records read so far, and the variants of each set of collections."""

    organization_id: str
    run: date
    forecast_run: date | None
    _lineages: list[tuple[str, str, str, str, str]] | None = None
    _records: dict[str, dict[str, Any]] = field(default_factory=dict)
    _collections: dict[frozenset[str], list[str]] = field(default_factory=dict)

    def lineages(self) -> list[tuple[str, str, str, str, str]]:
        """``(brand, product, variant, item, size)`` of every inventory item of the run (read once)."""
        if self._lineages is None:
            self._lineages = lake_tagging.lineages(self.organization_id, self.run)
        return self._lineages

    def variants_of(self, collections: Sequence[str]) -> list[str]:
        """The run's variants whose collection is one of ``collections`` (read once per set)."""
        wanted = frozenset(collections)
        if wanted not in self._collections:
            variants = [v for v, _ in lake_decisions.positions_per_variant(self.organization_id, self.run)]
            found = []
            for start in range(0, len(variants), CATALOGUE_PAGE):
                page = catalog.entities_by_ids(self.organization_id, "VARIANT", variants[start : start + CATALOGUE_PAGE])
                found += [v.id for v in page if v.collection_id in wanted]
            self._collections[wanted] = found
        return self._collections[wanted]

    def records(self, kind: str, ids: Sequence[str]) -> dict[str, Any]:
        """Catalogue records of ``kind`` (BRAND, PRODUCT, VARIANT, COLLECTION) by id, read once each."""
        known = self._records.setdefault(kind, {})
        if kind in ("BRAND", "COLLECTION"):
            if not known:
                listed = (
                    catalog.all_brands(self.organization_id) if kind == "BRAND" else catalog.all_collections(self.organization_id)
                )
                known.update({r.id: r for r in listed})
            return known
        missing = [i for i in dict.fromkeys(ids) if i and i not in known]
        for start in range(0, len(missing), CATALOGUE_PAGE):
            known.update(
                {r.id: r for r in catalog.entities_by_ids(self.organization_id, kind, missing[start : start + CATALOGUE_PAGE])}
            )
        return known


def perimeter(context: RunContext, scope: Mapping[str, Any]) -> dict[str, list[str]]:
    """The scope as the lake's columns -> the ids allowed (collections: their variants)."""
    found: dict[str, list[str]] = {}
    for name, column in (("shopIds", "shop_id"), ("brandIds", "brand_id"), ("productIds", "product_id")):
        if scope.get(name):
            found[column] = list(scope[name])
    if scope.get("collections"):
        found["variant_id"] = context.variants_of(scope["collections"])
    return found


def _totals(context: RunContext, rule: Mapping[str, Any], where: Mapping[str, list[str]]) -> dict[str, EntityTotals]:
    month_to_date = any(
        c["type"] == "METRIC" and c["metricId"] in SALES_WINDOWED and (c.get("periodFilter") or {}).get("type") == "THIS_MONTH"
        for c in rule["conditions"]["rules"]
    )  # fmt: skip
    mtd_days = context.run.day - 1
    found: dict[str, EntityTotals] = {}
    batches = lake_tagging.entity_totals(context.organization_id, context.run, context.forecast_run, rule["scope"]["entityType"],
                                         where, month_to_date=month_to_date)  # fmt: skip
    for batch in batches:
        for row in batch:
            stock, units_7, units_30, units_mtd, units_365, next_30 = (float(v or 0) for v in row[1:7])
            found[str(row[0])] = EntityTotals(stock, units_7, units_30, units_mtd, units_365, next_30, in_range=int(row[7] or 0),
                                              in_stock=int(row[8] or 0), mtd_days=mtd_days)  # fmt: skip
    return found


def _risk_values(context: RunContext, entity_type: str, risk_type: str, where: Mapping[str, list[str]]) -> dict[str, float]:
    """The highest score of each entity's risk rows of ``risk_type`` (as a risk alert's group)."""
    key = _RISK_KEYS[entity_type]
    values: dict[str, float] = {}
    for batch in lake_risks.risk_alert_rows(context.organization_id, context.run, risk_type, (key,), where):
        for row in batch:
            score = risk_score(risk_type, row, context.run)
            values[row[key]] = max(values.get(row[key], 0.0), score)
    return values


def _ancestors(context: RunContext, entity_type: str) -> dict[str, tuple[str, str, str, str, str]]:
    """Each entity of ``entity_type`` in the run -> a lineage of it (brand, product, variant, item, size)."""
    level = HIERARCHY.index(entity_type)
    found: dict[str, tuple[str, str, str, str, str]] = {}
    for lineage in context.lineages():
        found.setdefault(lineage[level], lineage)
    return found


def _iso_day(value: Any) -> str | None:
    return value.date().isoformat() if value is not None else None


def _column_value(column_id: str, records: Mapping[str, Any], collections: Mapping[str, Any], size: str) -> Any:
    """The value of ``column_id`` from the entity's own and ancestors' records (``records``: level -> record or None)."""
    table, name = column_id.split(".")
    if table == "inventory_items":
        return size or None
    record = records.get({"brands": "BRAND", "products": "PRODUCT", "variants": "VARIANT"}[table])
    if record is None:
        return None
    if column_id == "products.collectionName":
        collection = collections.get(record.collection_id or "")
        return collection.name if collection is not None else None
    attribute = {"category": "family", "color": "colour", "brandName": "brand_name", "listPrice": "list_price",
                 "supplierId": "supplier_id", "retailPrice": "retail_price", "costPrice": "cost_price",
                 "isActive": "is_active", "createdAt": "created_at"}.get(name, name)  # fmt: skip
    value = getattr(record, attribute, None)
    if name == "createdAt":
        return _iso_day(value)
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else value


def _column_values(
    context: RunContext, entity_type: str, entities: Sequence[str], column_ids: Sequence[str]
) -> dict[str, dict[str, Any]]:
    """``columnId -> {entity id: value}`` for the entities (catalogue records read once per run)."""
    levels = {COLUMNS[c].level for c in column_ids}
    lineage_of = _ancestors(context, entity_type)
    ids = {
        kind: [lineage_of[e][HIERARCHY.index(kind)] for e in entities if e in lineage_of]
        for kind in levels
        if kind != "INVENTORY_ITEM"
    }
    tables = {kind: context.records(kind, ids[kind]) for kind in ids}
    collections = context.records("COLLECTION", []) if "products.collectionName" in column_ids else {}
    values: dict[str, dict[str, Any]] = {c: {} for c in column_ids}
    for entity in entities:
        lineage = lineage_of.get(entity)
        if lineage is None:
            continue
        own = {kind: tables[kind].get(lineage[HIERARCHY.index(kind)]) for kind in tables}
        for column_id in column_ids:
            values[column_id][entity] = _column_value(column_id, own, collections, lineage[4])
    return values


def condition_values(
    context: RunContext, rule: Mapping[str, Any], where: Mapping[str, list[str]]
) -> tuple[list[str], list[dict[str, Any]]]:
    """The entities in the rule's scope (sorted) and, per condition, ``{entity id: value}``."""
    entity_type = rule["scope"]["entityType"]
    totals = _totals(context, rule, where)
    entities = sorted(totals)
    rules = rule["conditions"]["rules"]
    column_ids = sorted({c["columnId"] for c in rules if c["type"] == "COLUMN"})
    columns = _column_values(context, entity_type, entities, column_ids) if column_ids else {}
    values: list[dict[str, Any]] = []
    for condition in rules:
        if condition["type"] == "COLUMN":
            values.append(columns[condition["columnId"]])
        elif condition["metricId"] in RISK_METRICS:
            scores = _risk_values(context, entity_type, RISK_METRICS[condition["metricId"]], where)
            values.append({e: scores.get(e, 0.0) for e in entities})  # no risk row: a score of 0
        elif condition["metricId"] in RISK_STATUS_METRICS:
            risk_type = RISK_STATUS_METRICS[condition["metricId"]]
            scores = _risk_values(context, entity_type, risk_type, where)
            values.append({e: STATUS_LEVELS[status_of(risk_type, scores.get(e, 0.0))] for e in entities})
        else:
            period = (condition.get("periodFilter") or {}).get("type")
            values.append({e: metric_value(condition["metricId"], totals[e], period) for e in entities})
    return entities, values


def evaluate(context: RunContext, rule: Mapping[str, Any], targets: Sequence[str]) -> Evaluation:
    """A rule over the run: its entities in scope, what each condition matched, and ``{entity type:
    ids to assign}`` (its matches propagated within the tag's ``targets``)."""
    where = perimeter(context, rule["scope"])
    entities, values = condition_values(context, rule, where)
    sets = domain_conditions.condition_sets(rule["conditions"], values, entities)
    matched = domain_conditions.combine(rule["conditions"]["operator"], sets)
    lineages = (Lineage(*lineage[:4]) for lineage in context.lineages()) if rule["propagation"] != "ENTITY" and matched else ()
    chosen = propagate(rule["scope"]["entityType"], matched, rule["propagation"], targets, lineages)
    return Evaluation(in_scope=len(entities), per_condition=[len(found) for found in sets], chosen=chosen)
