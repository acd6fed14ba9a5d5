"""Which plan an alert instance starts and with which entities (domain/alerts/planning.py; docs/decisions/0054)."""

from __future__ import annotations

import pytest
from inventory_planning.domain.alerts.planning import Entity, instance_entities, plan_family


@pytest.mark.parametrize(
    "alert,family",
    [
        ({"riskType": "STOCKOUT", "operator": "GREATER_OR_EQUAL"}, "RESTOCK"),
        ({"riskType": "OVERSTOCK", "operator": "GREATER_OR_EQUAL"}, "MARKDOWN"),
        ({"riskType": "SLOW_MOVER", "operator": "GREATER_OR_EQUAL"}, "MARKDOWN"),
        ({"riskType": "DISPLACED", "operator": "GREATER_OR_EQUAL"}, None),  # a rebalance needs both shops
        ({"metricKey": "CURRENT_STOCK_LEVEL", "operator": "LOWER_THAN"}, "RESTOCK"),
        ({"metricKey": "DAYS_OF_STOCK", "operator": "LOWER_OR_EQUAL"}, "RESTOCK"),
        ({"metricKey": "DAYS_OF_STOCK", "operator": "GREATER_THAN"}, "MARKDOWN"),
        ({"metricKey": "GROSS_SALES_QUANTITY", "operator": "GREATER_THAN"}, None),
        ({"metricKey": None, "riskType": None, "operator": None}, None),  # a pure tag alert
    ],
)
def test_an_alerts_family_is_the_plan_its_watch_suggests(alert, family):
    assert plan_family(alert) == family


def perimeter(*triples: tuple[str, str, str]) -> dict:
    shops: dict[str, dict] = {}
    for shop, product, variant in triples:
        products = shops.setdefault(shop, {"id": shop, "productIds": []})["productIds"]
        products.append({"id": product, "variants": [{"id": variant, "value": 1.0}]})
    return {"shopIds": list(shops.values()), "brandIds": []}


def test_a_variant_instance_is_its_entity_and_a_group_its_listed_pairs():
    variant = {"entity": {"variantId": "v1", "shopId": "s1"}, "perimeterResults": perimeter(("s1", "p1", "v1"))}
    assert instance_entities(variant) == [Entity("v1", "s1")]
    shop = {"entity": {"shopId": "s1"}, "perimeterResults": perimeter(("s1", "p1", "v1"), ("s1", "p2", "v2"), ("s1", "p1", "v1"))}
    assert instance_entities(shop) == [Entity("v1", "s1"), Entity("v2", "s1")]
    item = {"entity": {"inventoryItemId": "i1", "shopId": "s2"}, "perimeterResults": perimeter(("s2", "p1", "v3"))}
    assert instance_entities(item) == [Entity("v3", "s2", "i1")]


def test_a_pair_over_the_shops_is_in_the_alerts_only_shop_else_unplaced():
    stockout = {"entity": {"variantId": "v1"}, "perimeterResults": perimeter(("*", "p1", "v1")), "storesIds": ["s1"]}
    assert instance_entities(stockout) == [Entity("v1", "s1")]
    assert instance_entities({**stockout, "storesIds": []}) == [Entity("v1", None)]
    assert instance_entities({**stockout, "storesIds": ["s1", "s2"]}) == [Entity("v1", None)]
    brand = {"entity": {"brandId": "b1"}, "perimeterResults": perimeter(("*", "p1", "v1"), ("*", "*", "*"))}
    assert instance_entities(brand) == [Entity("v1", None)]
