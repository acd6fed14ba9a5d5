"""Alerts (REFERENCE 6.3; docs/data-platform.md "Alerts"): what an alert watches and when it matches (pure).

An alert watches a **metric** of the catalogue (``metricKey``) or a **risk type** (``riskType``, its
score in [0, 1]) over a **perimeter** (shops, brands, products, collections; empty = all), at a
**check level** (SHOP, BRAND, PRODUCT, VARIANT = variant x shop, INVENTORY_ITEM = item x shop),
against a **threshold** with an operator. Trigger types:

- THRESHOLD_REACHED: the value compares to the threshold (``value > threshold`` for GREATER_THAN...);
- THRESHOLD_APPROACHING: not reached yet, but within ``approachPercentage`` % of the threshold
  (GREATER_*: ``value >= threshold x (1 - p/100)``; LOWER_*: ``value <= threshold x (1 + p/100)``);
- FORECASTED_THRESHOLD: the value the metric will have in ``forecastDays`` days, from the forecast
  demand, reaches the threshold.

Metrics an alert can watch, from the nightly risk positions (per shop x inventory item), summed
over the group's positions (units, days):

| metricKey | value | projected in N days (FORECASTED_THRESHOLD) |
|---|---|---|
| CURRENT_STOCK_LEVEL | stock on hand | max(0, stock - forecast demand over N days) |
| DAYS_OF_STOCK | stock / (units sold in 30 days / 30); none without sales | projected stock / (forecast demand over N / N) |
| AVG_DAILY_SALES_30D | units sold in 30 days / 30 | forecast demand over the next 30 days / 30 |
| GROSS_SALES_QUANTITY | units sold in 30 days | forecast demand over the next 30 days |
| GROSS_SALES_QUANTITY_365D | units sold in 365 days | - |
| INVENTORY_TURN_OVER_RATE | units sold in 365 days / stock; none without stock | - |
| FORECASTED_SALES_QUANTITY | forecast demand over the next 30 days | - |

A risk type's value is the highest score of its rows in the group (GET /api/inventory/risks rows).

**Tag rules** (``tagRules[{tagId, mode INCLUDE|EXCLUDE}]``, 0..20, joined by ``tagOperator`` AND|OR):
a rule holds for a group whose entity at the check level (the variant of a VARIANT group, the
product, brand or inventory item) carries the tag (INCLUDE) or does not (EXCLUDE). With a metric or a
risk type they filter the groups that match; without either the alert is a pure tag alert: its groups
are the entities of the check level's type the rules select (at least one INCLUDE rule, and only
INCLUDE rules under OR, so that the selection is the tagged entities, never the untagged catalogue),
with no value, operator nor threshold, and no perimeter (the tags are its perimeter).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple, TypedDict

from inventory_planning.domain.figures import FigureAccess
from inventory_planning.kernel.errors import InvalidInput


class AlertRunStats(TypedDict):
    """The stats of one ``alerts`` job step (written as they are into the job run, JSON): the risks
    run evaluated (ISO date, None without one on or before ``asOf``) and counts."""

    asOf: str
    risksRun: str | None
    alertsEvaluated: int
    instancesCreated: int
    instancesUpdated: int
    instancesResolved: int
    notificationsSent: int
    notificationErrors: int


OPERATORS = ("GREATER_THAN", "GREATER_OR_EQUAL", "LOWER_THAN", "LOWER_OR_EQUAL")
TRIGGERS = ("THRESHOLD_REACHED", "THRESHOLD_APPROACHING", "FORECASTED_THRESHOLD")
CHECK_LEVELS = ("SHOP", "BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM")
RISK_TYPES = ("STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED")
METRICS = (
    "CURRENT_STOCK_LEVEL", "DAYS_OF_STOCK", "AVG_DAILY_SALES_30D", "GROSS_SALES_QUANTITY", "GROSS_SALES_QUANTITY_365D",
    "INVENTORY_TURN_OVER_RATE", "FORECASTED_SALES_QUANTITY",
)  # fmt: skip
FORECASTABLE = ("CURRENT_STOCK_LEVEL", "DAYS_OF_STOCK", "AVG_DAILY_SALES_30D", "GROSS_SALES_QUANTITY")
TAG_LEVELS = {"PRODUCT": "productId", "VARIANT": "variantId", "BRAND": "brandId", "INVENTORY_ITEM": "inventoryItemId"}
"""The check levels tag rules apply at (the tags' targets) and the entity key of their groups."""
MAX_TAG_RULES = 20
PENDING, ACKNOWLEDGED, RESOLVED = "pending", "acknowledged", "resolved"
OPEN = (PENDING, ACKNOWLEDGED)
ARCHIVED = "archived"
"""Archived (by a retailer, from any status) hides an instance from the default list; it is not open,
so a group that still matches gets a new instance on the next run."""
MAX_VARIANTS_LISTED = 50
_KEYS = {"SHOP": ("shop_id",), "BRAND": ("brand_id",), "PRODUCT": ("product_id",), "VARIANT": ("variant_id", "shop_id"),
         "INVENTORY_ITEM": ("inventory_item_id", "shop_id")}  # fmt: skip
_ENTITY = {"shop_id": "shopId", "brand_id": "brandId", "product_id": "productId", "variant_id": "variantId",
           "inventory_item_id": "inventoryItemId"}  # fmt: skip


def check(alert: dict[str, Any]) -> None:
    """The rules across an alert's fields.

    Raises:
        InvalidInput: metricKey and riskType both or neither; a metric alerts cannot compute; an
            approachPercentage without THRESHOLD_APPROACHING or missing with it; forecastDays likewise
            with FORECASTED_THRESHOLD; a forecast of a metric that has none or of a risk; a risk
            alert at INVENTORY_ITEM level, or a STOCKOUT one at SHOP level (its rows are per variant
            over the shops); EMAIL without recipients.
    """
    errors: list[dict[str, str]] = []

    def fail(field: str, code: str, message: str) -> None:
        errors.append({"field": field, "code": code, "message": message})

    metric, risk, trigger = alert.get("metricKey"), alert.get("riskType"), alert.get("triggerType")
    if metric is not None and risk is not None:
        fail("metricKey", "one_of", "give either metricKey or riskType, not both")
    elif metric is None and risk is None and not alert.get("tagRules"):
        fail("metricKey", "one_of", "give metricKey, riskType or tagRules")
    elif metric is not None and metric not in METRICS:
        fail("metricKey", "not_supported", f"alerts watch {', '.join(METRICS)} (or a riskType)")
    if metric is None and risk is None:
        errors.extend(_pure_tag_errors(alert))
    else:
        for field in ("operator", "threshold"):
            if alert.get(field) is None:
                fail(field, "required", "required with metricKey or riskType")
    errors.extend(_tag_rule_errors(alert))
    approaching = trigger == "THRESHOLD_APPROACHING"
    if approaching != (alert.get("approachPercentage") is not None):
        fail("approachPercentage", "with_trigger", "required with THRESHOLD_APPROACHING, and only with it")
    forecasted = trigger == "FORECASTED_THRESHOLD"
    if forecasted != (alert.get("forecastDays") is not None):
        fail("forecastDays", "with_trigger", "required with FORECASTED_THRESHOLD, and only with it")
    if forecasted and (risk is not None or (metric is not None and metric not in FORECASTABLE)):
        fail("triggerType", "not_forecastable", f"FORECASTED_THRESHOLD watches {', '.join(FORECASTABLE)}")
    if risk == "STOCKOUT" and alert.get("checkLevel") in ("SHOP", "INVENTORY_ITEM"):
        fail("checkLevel", "not_for_stockout", "STOCKOUT rows are per variant over the shops: VARIANT, PRODUCT or BRAND")
    elif risk is not None and alert.get("checkLevel") == "INVENTORY_ITEM":
        fail("checkLevel", "not_for_risks", "risk rows are per variant and shop at most: SHOP, BRAND, PRODUCT or VARIANT")
    if "EMAIL" in (alert.get("mediums") or []) and not alert.get("recipients"):
        fail("recipients", "required", "EMAIL needs at least one recipient")
    if errors:
        raise InvalidInput(errors)


def _tag_rule_errors(alert: Mapping[str, Any]) -> list[dict[str, str]]:
    """Tag rules apply at the tags' entity levels, each tag once."""
    rules = alert.get("tagRules") or []
    errors = []
    if rules and alert.get("checkLevel") not in TAG_LEVELS:
        errors.append({"field": "checkLevel", "code": "not_for_tags", "message": f"tag rules apply at {', '.join(TAG_LEVELS)}"})
    tag_ids = [r["tagId"] for r in rules]
    if len(set(tag_ids)) != len(tag_ids):
        errors.append({"field": "tagRules", "code": "repeated", "message": "each tag once"})
    return errors


def _pure_tag_errors(alert: Mapping[str, Any]) -> list[dict[str, str]]:
    """A pure tag alert selects tagged entities: an INCLUDE rule (only INCLUDE rules under OR), no
    value to compare nor forecast, and no perimeter but its tags."""
    rules = alert.get("tagRules") or []
    if not rules:
        return []
    errors = []
    modes = {r["mode"] for r in rules}
    if "INCLUDE" not in modes or (alert.get("tagOperator") == "OR" and "EXCLUDE" in modes):
        message = "a tag alert needs an INCLUDE rule (and only INCLUDE rules with OR): it lists tagged entities"
        errors.append({"field": "tagRules", "code": "needs_include", "message": message})
    for field in ("operator", "threshold", "approachPercentage", "forecastDays"):
        if alert.get(field) is not None:
            errors.append({"field": field, "code": "not_for_tags", "message": "a tag alert has no value to compare"})
    if alert.get("triggerType") not in (None, "THRESHOLD_REACHED"):
        errors.append({"field": "triggerType", "code": "not_for_tags", "message": "a tag alert is THRESHOLD_REACHED"})
    for field in ("storesIds", "brandIds", "productIds", "collections"):
        if alert.get(field):
            errors.append({"field": field, "code": "not_for_tags", "message": "a tag alert's perimeter is its tags"})
    return errors


def tag_rules_hold(rules: Sequence[Mapping[str, str]], operator: str, tag_ids: frozenset[str]) -> bool:
    """Whether an entity carrying ``tag_ids`` passes the tag rules: each INCLUDE rule holds when it
    carries the tag, each EXCLUDE rule when it does not; AND: every rule, OR: at least one. No rule: True."""
    if not rules:
        return True
    held = [(r["tagId"] in tag_ids) == (r["mode"] == "INCLUDE") for r in rules]
    return any(held) if operator == "OR" else all(held)


def tag_group(entity_id: str, check_level: str) -> dict[str, Any]:
    """A pure tag alert's match: the entity, no value, no perimeter results."""
    return {"entity": {TAG_LEVELS[check_level]: entity_id}, "value": None, "perimeterResults": {"shopIds": [], "brandIds": []}}


def compare(value: float, operator: str, threshold: float) -> bool:
    """``value <operator> threshold``."""
    return {
        "GREATER_THAN": value > threshold, "GREATER_OR_EQUAL": value >= threshold,
        "LOWER_THAN": value < threshold, "LOWER_OR_EQUAL": value <= threshold,
    }[operator]  # fmt: skip


def approaching(value: float, operator: str, threshold: float, percent: float) -> bool:
    """Not reached, but within ``percent`` % of the threshold on the side it is approached from."""
    if compare(value, operator, threshold):
        return False
    if operator.startswith("GREATER"):
        return value >= threshold * (1 - percent / 100)
    return value <= threshold * (1 + percent / 100)


class Totals(NamedTuple):
    """What a metric is computed from, summed over a group of the risks run's positions (shop x
    inventory item): units, with the forecast demand of the latest forecast run (0 without one)."""

    stock: float
    """Stock on hand (closing stock of the snapshot)."""
    units_30: float
    """Units sold in the 30 days before the run."""
    units_365: float
    """Units sold in the 365 days before the run."""
    next_30: float
    """Forecast demand over the next 30 days."""
    demand: float
    """Forecast demand over the alert's ``forecastDays`` (0 when it has none)."""


class GroupDetail(NamedTuple):
    """One row of a metric alert's evaluation, as the lake's query gives it (``store.lake.risks.
    metric_alert_groups``), ordered by group then by ``(shop, product, variant)``: the group's key
    parts (the check level's columns), its totals and its brands, then one (shop, product, variant)
    of the group ('*' for a missing id) with that triple's own totals. Only the first
    MAX_VARIANTS_LISTED triples of a group are given (they are all ``perimeterResults`` lists)."""

    key_parts: tuple[str, ...]
    group: Totals
    brands: tuple[str, ...]
    shop: str
    product: str
    variant: str
    detail: Totals


def metric_value(metric: str, totals: Totals, forecast_days: int | None = None) -> float | None:
    """The metric of a group from its ``totals`` (see the table), or its value projected
    ``forecast_days`` ahead (FORECASTED_THRESHOLD); None where it is undefined (days of stock
    without sales, turnover without stock)."""
    stock, sold_30, sold_365, next_30 = totals.stock, totals.units_30, totals.units_365, totals.next_30
    if forecast_days is not None:
        demand = totals.demand
        projected = max(0.0, stock - demand)
        return {
            "CURRENT_STOCK_LEVEL": projected,
            "DAYS_OF_STOCK": projected / (demand / forecast_days) if demand > 0 else None,
            "AVG_DAILY_SALES_30D": next_30 / 30, "GROSS_SALES_QUANTITY": next_30,
        }[metric]  # fmt: skip
    return {
        "CURRENT_STOCK_LEVEL": stock,
        "DAYS_OF_STOCK": stock / (sold_30 / 30) if sold_30 > 0 else None,
        "AVG_DAILY_SALES_30D": sold_30 / 30, "GROSS_SALES_QUANTITY": sold_30, "GROSS_SALES_QUANTITY_365D": sold_365,
        "INVENTORY_TURN_OVER_RATE": sold_365 / stock if stock > 0 else None, "FORECASTED_SALES_QUANTITY": next_30,
    }[metric]  # fmt: skip


def key_columns(level: str, risk_type: str | None = None) -> tuple[str, ...]:
    """The columns that identify a group at check ``level`` (a group key joins their values with '|').
    A STOCKOUT row is a variant over the shops: its VARIANT level is the variant alone."""
    if risk_type == "STOCKOUT" and level == "VARIANT":
        return ("variant_id",)
    return _KEYS[level]


def _matches(alert: dict[str, Any], value: float | None) -> bool:
    if value is None:
        return False
    if alert["triggerType"] == "THRESHOLD_APPROACHING":
        return approaching(value, alert["operator"], alert["threshold"], alert["approachPercentage"])
    return compare(value, alert["operator"], alert["threshold"])


def _tree(entries: Iterable[Sequence[Any]], brands: Iterable[str]) -> dict[str, Any]:
    """``{shopIds: [{id, productIds: [{id, variants: [{id, value}]}]}], brandIds}`` from (shop, product,
    variant, value) entries in that order."""
    shops: list[dict[str, Any]] = []
    for shop, product, variant, value in entries:
        if not shops or shops[-1]["id"] != shop:
            shops.append({"id": shop, "productIds": []})
        products = shops[-1]["productIds"]
        if not products or products[-1]["id"] != product:
            products.append({"id": product, "variants": []})
        products[-1]["variants"].append({"id": variant, "value": None if value is None else round(value, 4)})
    return {"shopIds": shops, "brandIds": sorted(brands)}


def evaluate_metric(alert: dict[str, Any], rows: Iterable[GroupDetail]) -> dict[str, dict[str, Any]]:
    """The groups of a metric alert that match: ``{key: {entity, value, perimeterResults}}``, from
    ``rows`` grouped and ordered as :class:`GroupDetail` says (the groups inside the alert's
    perimeter at its check level; one group's rows at a time are held)."""
    days = alert.get("forecastDays") if alert["triggerType"] == "FORECASTED_THRESHOLD" else None
    metric = alert["metricKey"]
    columns = _KEYS[alert["checkLevel"]]
    matched: dict[str, dict[str, Any]] = {}
    current: GroupDetail | None = None
    entries: list[tuple[str, str, str, float | None]] = []

    def close() -> None:
        if current is None:
            return
        value = metric_value(metric, current.group, days)
        if _matches(alert, value):
            matched["|".join(current.key_parts)] = {
                "entity": {_ENTITY[c]: part for c, part in zip(columns, current.key_parts, strict=True)},
                "value": value, "perimeterResults": _tree(entries, current.brands),
            }  # fmt: skip

    for row in rows:
        if current is None or row.key_parts != current.key_parts:
            close()
            current, entries = row, []
        entries.append((row.shop, row.product, row.variant, metric_value(metric, row.detail, days)))
    close()
    return matched


def evaluate_risk(alert: dict[str, Any], rows: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """The groups of a risk alert that match, from its risk rows inside the perimeter (``shop_id``,
    ``brand_id``, ``product_id``, ``variant_id``, the group's key columns, ``score``) ordered by
    group (:func:`key_columns`) then by (shop, product, variant) (``store.lake.risks.
    risk_alert_rows``): a group's value is its highest score, a listed variant's the highest of its
    rows. One group at a time is held, and of it its first MAX_VARIANTS_LISTED triples."""
    columns = key_columns(alert["checkLevel"], alert.get("riskType"))
    matched: dict[str, dict[str, Any]] = {}
    parts: tuple[str, ...] | None = None
    value = 0.0
    brands: set[str] = set()
    entries: list[list[Any]] = []

    def close() -> None:
        if parts is not None and _matches(alert, value):
            matched["|".join(parts)] = {
                "entity": {_ENTITY[c]: part for c, part in zip(columns, parts, strict=True)}, "value": value,
                "perimeterResults": _tree(entries, brands),
            }  # fmt: skip

    for row in rows:
        row_parts = tuple(row[c] for c in columns)
        if row_parts != parts:
            close()
            parts, value, brands, entries = row_parts, 0.0, set(), []
        score = float(row["score"] or 0.0)
        value = max(value, score)
        if row.get("brand_id"):
            brands.add(row["brand_id"])
        triple = [row.get("shop_id") or "*", row.get("product_id") or "*", row.get("variant_id") or "*"]
        if entries and entries[-1][:3] == triple:
            entries[-1][3] = max(entries[-1][3], score)
        elif len(entries) < MAX_VARIANTS_LISTED:
            entries.append([*triple, score])
    close()
    return matched


def _group_within(instance: Mapping[str, Any], shops: frozenset[str]) -> bool:
    """Whether every shop an instance's group sums is one of ``shops``: its entity's shop; else the
    alert's shops (``storesIds``) when all are ``shops``; else the shops its perimeterResults list,
    provided the list is whole (fewer than MAX_VARIANTS_LISTED triples) and has no row over the shops
    ('*': STOCKOUT, over the alert's shops, every shop when it names none)."""
    if instance["entity"].get("shopId"):
        return instance["entity"]["shopId"] in shops
    alert_shops = set(instance.get("storesIds") or [])
    if alert_shops and alert_shops <= shops:
        return True
    listed = instance["perimeterResults"].get("shopIds") or []
    triples = sum(len(p.get("variants") or []) for s in listed for p in s.get("productIds") or [])
    return triples < MAX_VARIANTS_LISTED and all(s.get("id") not in (None, "*") and s["id"] in shops for s in listed)


def instance_as_seen(instance: dict[str, Any], figures: FigureAccess) -> dict[str, Any]:
    """An alert instance as a caller with ``figures`` sees it (docs/decisions/0024): its figures, the
    ``alertValue`` and the ``value`` of each perimeterResults variant, are None without analytics.view;
    for a shop-scoped caller a variant's value is None unless its shop is one of the caller's (a '*'
    row, over the alert's shops, when they all are), and the ``alertValue`` is None unless every shop
    the group sums is (:func:`_group_within`). The rest (entity, alert, threshold, status) is as
    stored. Returns a copy; ``instance`` is unchanged."""
    if figures.shown and figures.shops is None:
        return instance
    shops: frozenset[str] = figures.shops if figures.shown and figures.shops is not None else frozenset()
    alert_shops = set(instance.get("storesIds") or [])

    def counts(shop: str | None) -> bool:
        if shop == "*":
            return figures.shown and bool(alert_shops) and alert_shops <= shops
        return figures.shown and shop in shops

    perimeter = instance.get("perimeterResults") or {}
    listed = [
        {**s, "productIds": [{**p, "variants": [{**v, "value": v.get("value") if counts(s.get("id")) else None}
                                                  for v in p.get("variants") or []]} for p in s.get("productIds") or []]}
        for s in perimeter.get("shopIds") or []
    ]  # fmt: skip
    shown = figures.shown and _group_within(instance, shops)
    return {**instance, "alertValue": instance.get("alertValue") if shown else None,
            "perimeterResults": {**perimeter, "shopIds": listed}}  # fmt: skip
