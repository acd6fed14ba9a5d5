"""Figures derived from sales, costs and stock (docs/decisions/0024): the one decision
(``figure_access`` / ``Identity.figures``) and a guard over the OpenAPI document that no route open
to callers without analytics.view shows a figure that is not marked (``x-figure``) and nullable."""

from __future__ import annotations

import pytest

# Field names that carry a figure wherever they appear (the analytics records' and the catalogue's).
FIGURE_NAMES = {
    "sold", "stock", "stockValue", "stockValueRetail", "currentStockQty", "closingStock", "avgDailySales", "avgDailySales7d",
    "avgDailySales30d", "daysOfSupply", "units", "grossSales", "netSales", "margin", "revenue", "cogs", "totalNetSales",
    "totalGrossSales", "totalGrossMargin", "totalCogs", "totalDiscount", "totalQuantity", "totalUnitsSold",
    "totalTransactions", "avgSellingPrice", "avgGrossMarginPct", "monthlySales", "shopCount", "variantCount",
    "sizesAvailable", "quantityChange", "stockAfter", "excessValue", "excessUnits", "sellThrough30d", "alertValue",
}  # fmt: skip
# A plan's own totals are what the plan orders, not facts of sales or stock (docs/decisions/0024);
# a supplier's variant count is a count of its catalogue entries (issue 37).
NOT_FIGURES = {("Plan", "totalQuantity"), ("Supplier", "variantCount")}
# The routes open to callers without analytics.view that show figures (null for them).
ROUTES_WITH_FIGURES = {
    "listProducts", "getProduct", "listVariantsOfProduct", "listInventoryItems",
    "listAlertInstances", "acknowledgeAlertInstance", "resolveAlertInstance", "archiveAlertInstance",
}  # fmt: skip


def test_figures_are_shown_with_analytics_view_over_the_callers_shops():
    from inventory_planning.domain.figures import figure_access

    whole = figure_access({"analytics.view", "inventoryPlans.view"}, None)
    assert (whole.shown, whole.shops, whole.shop_ids) == (True, None, None)
    assert whole.counts("any-shop")
    scoped = figure_access({"analytics.view"}, frozenset({"b", "a"}))
    assert (scoped.shown, scoped.shop_ids, scoped.counts("a"), scoped.counts("c")) == (True, ["a", "b"], True, False)
    hidden = figure_access({"inventoryPlans.view", "shops.viewAll"}, None)
    assert (hidden.shown, hidden.shop_ids, hidden.counts("a")) == (False, [], False)  # sums nothing if asked anyway


def test_a_use_that_would_disclose_figures_is_forbidden_without_them():
    from inventory_planning.domain.figures import figure_access
    from inventory_planning.kernel.errors import NotAllowed

    with pytest.raises(NotAllowed, match="analytics.view"):
        figure_access({"inventoryPlans.view"}, None).require_shown("sortBy=totalNetSales")
    figure_access({"analytics.view"}, frozenset()).require_shown("sortBy=totalNetSales")


def test_the_identity_asks_the_one_decision():
    from inventory_planning.api.identity import Identity

    member = Identity("org", "user-session", "u", frozenset({"analytics.view", "shops.viewAssigned"}), shop_ids=("s1",))
    assert (member.figures.shown, member.figures.shops) == (True, frozenset({"s1"}))
    viewer = Identity("org", "api-token", "t", frozenset({"inventoryPlans.view"}))
    assert viewer.figures.shown is False


def _instance(entity: dict, shops: dict[str, int], stores: list[str] | None = None) -> dict:
    """An alert instance whose perimeterResults list ``shops`` (shop -> variants, each of value 1.0)."""
    listed = [{"id": s, "productIds": [{"id": "p", "variants": [{"id": f"v{i}", "value": 1.0} for i in range(n)]}]}
              for s, n in shops.items()]  # fmt: skip
    return {"id": "i", "alertValue": 7.0, "entity": entity, "storesIds": stores or [],
            "perimeterResults": {"shopIds": listed, "brandIds": ["b"]}}  # fmt: skip


def _seen(instance: dict, permissions: set[str], scope: frozenset[str] | None) -> tuple:
    """(alertValue, {shop: [values]}) of ``instance`` as a caller with these permissions and scope sees it."""
    from inventory_planning.domain.alerts.matching import instance_as_seen
    from inventory_planning.domain.figures import figure_access

    seen = instance_as_seen(instance, figure_access(permissions, scope))
    values = {s["id"]: [v["value"] for p in s["productIds"] for v in p["variants"]] for s in seen["perimeterResults"]["shopIds"]}
    return seen["alertValue"], values


def test_an_alert_instance_shows_its_figures_as_the_caller_may_see_them():
    """alertValue and every perimeterResults value are figures: hidden without analytics.view; for a
    shop-scoped caller a variant's value shows in its shops, a group's value when every shop it sums
    is the caller's (the entity's shop, the alert's shops, or a whole listing of its shops)."""
    analytics = {"signals.view", "analytics.view"}
    brand = _instance({"brandId": "b"}, {"A": 1, "B": 1})
    assert _seen(brand, analytics, None) == (7.0, {"A": [1.0], "B": [1.0]})
    assert _seen(brand, {"signals.view"}, None) == (None, {"A": [None], "B": [None]})
    assert _seen(brand, {"signals.view"}, frozenset({"A", "B"})) == (None, {"A": [None], "B": [None]})
    assert _seen(brand, analytics, frozenset({"A"})) == (None, {"A": [1.0], "B": [None]})
    assert _seen(brand, analytics, frozenset({"A", "B", "C"})) == (7.0, {"A": [1.0], "B": [1.0]})
    in_a = _instance({"variantId": "v", "shopId": "A"}, {"A": 1})
    assert _seen(in_a, analytics, frozenset({"A"})) == (7.0, {"A": [1.0]})
    cut = _instance({"brandId": "b"}, {"A": 50})  # the first 50 triples: the group may hold other shops
    assert _seen(cut, analytics, frozenset({"A"}))[0] is None
    assert _seen(_instance({"brandId": "b"}, {"A": 50}, ["A"]), analytics, frozenset({"A"}))[0] == 7.0  # the alert's shops
    stockout = _instance({"variantId": "v"}, {"*": 1}, ["A"])  # a row over the alert's shops
    assert _seen(stockout, analytics, frozenset({"A"})) == (7.0, {"*": [1.0]})
    everywhere = _instance({"variantId": "v"}, {"*": 1})  # over every shop
    assert _seen(everywhere, analytics, frozenset({"A"})) == (None, {"*": [None]})
    assert brand["alertValue"] == 7.0 and brand["perimeterResults"]["shopIds"][0]["productIds"][0]["variants"][0]["value"] == 1.0


def _properties(document: dict, schema: dict, seen: set[str]):
    """(schema name, property name, property schema) of every object reachable from ``schema``."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name in seen:
            return
        seen.add(name)
        target = document["components"]["schemas"][name]
        for prop, spec in target.get("properties", {}).items():
            yield name, prop, spec
            yield from _properties(document, spec, seen)
        for key in ("anyOf", "oneOf", "allOf"):
            for part in target.get(key, []):
                yield from _properties(document, part, seen)
        return
    for key in ("anyOf", "oneOf", "allOf"):
        for part in schema.get(key, []):
            yield from _properties(document, part, seen)
    if "items" in schema:
        yield from _properties(document, schema["items"], seen)
    if isinstance(schema.get("additionalProperties"), dict):
        yield from _properties(document, schema["additionalProperties"], seen)
    for prop, spec in schema.get("properties", {}).items():
        yield "(inline)", prop, spec
        yield from _properties(document, spec, seen)


def _nullable(spec: dict) -> bool:
    return spec.get("type") == "null" or any(part.get("type") == "null" for part in spec.get("anyOf", []))


def test_every_figure_open_to_callers_without_analytics_view_is_marked_and_nullable():
    from local import openapi

    document = openapi.build()
    unmarked, with_figures = [], set()
    for path, methods in document["paths"].items():
        for operation in methods.values():
            if operation.get("x-required-permission") == "analytics.view" or path.startswith("/api/data-platform/"):
                continue  # the whole route needs analytics.view, or it is internal
            for status, response in operation["responses"].items():
                if not status.startswith("2") or "content" not in response:
                    continue
                schema = response["content"]["application/json"]["schema"]
                for owner, prop, spec in _properties(document, schema, set()):
                    if spec.get("x-figure"):
                        with_figures.add(operation["operationId"])
                    elif prop in FIGURE_NAMES and (owner, prop) not in NOT_FIGURES:
                        unmarked.append((operation["operationId"], owner, prop))
    assert unmarked == []
    assert with_figures == ROUTES_WITH_FIGURES


def test_every_marked_figure_admits_null():
    from local import openapi

    document = openapi.build()
    marked = [
        (name, prop, spec)
        for name, schema in document["components"]["schemas"].items()
        for prop, spec in schema.get("properties", {}).items()
        if spec.get("x-figure")
    ]
    assert {(name, prop) for name, prop, _ in marked} >= {("ProductPerformance", "totalNetSales"), ("ProductVariantRow", "sold")}
    assert [(name, prop) for name, prop, spec in marked if not _nullable(spec)] == []
    assert all("analytics.view" in spec["description"] for _, _, spec in marked)
