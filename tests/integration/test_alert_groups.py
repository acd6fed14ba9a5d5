"""Alerts evaluated from the lake in group order (decision 0022) give what a plain Python evaluation
over every position or risk row gives: the same groups match, with the same values and the same
perimeterResults (the first 50 shop x product x variant triples, each with its own value), at
every check level, with perimeters. Metric alerts are aggregated in DuckDB
(``store.lake.risks.metric_alert_groups``), with forecast demand; risk alerts stream their rows in
group order (``risk_alert_rows``), against the rows of GET /api/inventory/risks (``risk_page``).

The lake holds a risks run of random positions (4 shops, 3 brands, 8 products, 120 variants,
some ids missing), a forecast run two days older (so the alert's window starts mid-week) covering most
variant x shops, and size curves missing for some sizes."""

from __future__ import annotations

import random
from collections import defaultdict
from datetime import UTC, date, datetime, timedelta

import pytest

ORG = "org-alert-groups"
AS_OF = date(2024, 6, 12)
FORECAST_RUN = AS_OF - timedelta(days=2)
SHOPS, BRANDS = ("A", "B", "C", "D"), ("b1", "b2", "b3")
WEEKS = 22
VARIANTS = 120  # about 75 per shop: a shop lists 50 of them


def _positions(rng: random.Random) -> list[dict]:
    positions = []
    for n in range(VARIANTS):
        variant, product, brand = f"v{n:03d}", f"p{n % 8}", BRANDS[n % 3]
        for shop in rng.sample(SHOPS, rng.randint(1, 4)):
            for size in rng.sample(["S", "M", "L"], rng.randint(1, 3)):
                positions.append({"shop_id": shop, "brand_id": brand, "product_id": product, "variant_id": variant,
                                  "inventory_item_id": f"{variant}-{size}", "size": size,
                                  "closing_stock": float(rng.choice([0, 0, 1, 2, 5, 8, 13, 40])),
                                  "units_30": float(rng.choice([0, 0, 1, 3, 9, 30])),
                                  "units_365": float(rng.randint(0, 300)), "unit_cost": float(rng.randint(1, 9)),
                                  "last_sale": None if rng.random() < 0.2 else AS_OF - timedelta(days=rng.randint(1, 150)),
                                  "lead_demand": round(rng.uniform(0, 12), 2), "lead_sigma": round(rng.uniform(0, 4), 2),
                                  "horizon_demand": round(rng.uniform(0, 30), 2)})  # fmt: skip
    # positions of items outside the catalogue: no variant (nor product), or no brand
    positions.append({**positions[0], "variant_id": None, "product_id": None, "inventory_item_id": "loose-1", "size": None})
    positions.append({**positions[1], "brand_id": None, "inventory_item_id": "loose-2"})
    return positions


@pytest.fixture
def lake(aws):
    """The lake's risks run, forecast run and size curves; the catalogue's variants (two collections)."""
    from inventory_planning.store.lake import compaction
    from inventory_planning.store.lake import runs as lake_runs
    from inventory_planning.store.lake.datasets import FORECAST_SHARES, FORECAST_WEEKLY, RISK_POSITIONS
    from inventory_planning.store.lake.writer import LakeWriter
    from inventory_planning.store.models import VariantItem

    rng = random.Random(11)
    positions = _positions(rng)
    stamp = datetime(2024, 6, 1, tzinfo=UTC)
    writer = LakeWriter(RISK_POSITIONS, ORG, "risks")
    for n, p in enumerate(positions):
        writer.append([f"r{n}", AS_OF, AS_OF, p["shop_id"], p["brand_id"], p["product_id"], p["variant_id"],
                       p["inventory_item_id"], p["size"], p["closing_stock"], p["unit_cost"], 10.0, 0.0, p["units_30"],
                       0.0, p["units_365"], p["last_sale"], 14, p["lead_demand"], p["lead_sigma"], 90, p["horizon_demand"],
                       FORECAST_RUN, None, 10.0, "RETAIL", "risks", stamp])  # fmt: skip
    writer.finish()
    compaction.compact(RISK_POSITIONS, ORG, AS_OF.isoformat(), keep_file_ids=["risks"])
    weeks: dict[tuple[str, str], list[float]] = {}
    shares: dict[tuple[str, str, str], float] = {}
    weekly, curves = LakeWriter(FORECAST_WEEKLY, ORG, "fc"), LakeWriter(FORECAST_SHARES, ORG, "fc")
    for variant, shop in sorted({(p["variant_id"], p["shop_id"]) for p in positions if p["variant_id"]}):
        if rng.random() < 0.2:
            continue  # no forecast for this variant x shop
        weeks[(variant, shop)] = [round(rng.uniform(0, 6), 2) for _ in range(WEEKS)]
        for k, mean in enumerate(weeks[(variant, shop)]):
            weekly.append([f"{variant}|{shop}|{k}", FORECAST_RUN, variant, shop, "b", "p", k,
                           FORECAST_RUN + timedelta(days=7 * k), mean, 0.0, mean * 2, 0.8, "SES", 0.9, "fc", stamp])  # fmt: skip
        for size in ("S", "M"):  # L has no share: its demand is 0
            shares[(variant, shop, size)] = round(rng.uniform(0.1, 0.6), 3)
            curves.append([f"{variant}|{shop}|{size}", FORECAST_RUN, shop, variant, "size", size,
                           shares[(variant, shop, size)], "fc", stamp])  # fmt: skip
    weekly.finish()
    curves.finish()
    for dataset in (FORECAST_WEEKLY, FORECAST_SHARES):
        compaction.compact(dataset, ORG, FORECAST_RUN.isoformat(), keep_file_ids=["fc"])
    lake_runs.mark_complete(ORG, FORECAST_RUN, "fc")
    for n in range(VARIANTS):
        variant = f"v{n:03d}"
        VariantItem(f"ORG#{ORG}#VARIANT", variant, id=variant, sku=variant, name=variant, name_lower=variant,
                    product_id=f"p{n % 8}", product_name="P", brand_id=BRANDS[n % 3], brand_name="B",
                    collection_id="c1" if n < VARIANTS // 2 else "c2", created_at=stamp, updated_at=stamp).save()  # fmt: skip
    return positions, weeks, shares


def _inside(alert: dict, row: dict) -> bool:
    """Whether a position is inside the alert's perimeter (each non-empty list allows its ids only)."""
    fields = (("storesIds", "shop_id"), ("brandIds", "brand_id"), ("productIds", "product_id"), ("collections", "collection_id"))
    return all(not alert.get(field) or row[column] in alert[field] for field, column in fields)


def _reference(alert: dict, positions: list[dict], weeks: dict, shares: dict) -> tuple[dict, int]:
    """The alert's matches by plain Python over every position (the evaluation before decision 0022),
    and the number of groups inside its perimeter."""
    from inventory_planning.domain.alerts import matching as alerts
    from inventory_planning.domain.forecasts.demand import demand_over

    offset = (AS_OF - FORECAST_RUN).days
    days = alert.get("forecastDays") if alert["triggerType"] == "FORECASTED_THRESHOLD" else None
    collection = {f"v{n:03d}": "c1" if n < VARIANTS // 2 else "c2" for n in range(VARIANTS)}
    groups: dict[tuple, list[tuple[dict, alerts.Totals]]] = defaultdict(list)
    for p in positions:
        row = {**p, "collection_id": collection.get(p["variant_id"])}
        if not _inside(alert, row):
            continue
        parts = tuple(p[c] for c in alerts.key_columns(alert["checkLevel"]))
        if any(part is None for part in parts):
            continue
        key = (p["variant_id"], p["shop_id"])
        share = shares.get((*key, p["size"] or "-"), 0.0)
        pairs = [(m, 2 * m) for m in weeks.get(key, [])]
        next_30 = demand_over(pairs, share, offset, 30)[0]
        demand = demand_over(pairs, share, offset, days)[0] if days else 0.0
        groups[parts].append((p, alerts.Totals(p["closing_stock"], p["units_30"], p["units_365"], next_30, demand)))

    def total(members: list) -> alerts.Totals:
        return alerts.Totals(*(sum(t[i] for _, t in members) for i in range(5)))

    matched = {}
    for parts, members in groups.items():
        value = alerts.metric_value(alert["metricKey"], total(members), days)
        if value is None or not (alerts.approaching(value, alert["operator"], alert["threshold"], alert["approachPercentage"])
                                 if alert["triggerType"] == "THRESHOLD_APPROACHING"
                                 else alerts.compare(value, alert["operator"], alert["threshold"])):  # fmt: skip
            continue
        by_triple = defaultdict(list)
        for p, t in members:
            by_triple[(p["shop_id"] or "*", p["product_id"] or "*", p["variant_id"] or "*")].append((p, t))
        tree: dict = {}
        for triple in sorted(by_triple)[: alerts.MAX_VARIANTS_LISTED]:
            own = alerts.metric_value(alert["metricKey"], total(by_triple[triple]), days)
            tree.setdefault(triple[0], {}).setdefault(triple[1], []).append(
                {"id": triple[2], "value": None if own is None else round(own, 4)}
            )
        matched["|".join(parts)] = {
            "value": value,
            "perimeterResults": {
                "shopIds": [{"id": s, "productIds": [{"id": pr, "variants": v} for pr, v in products.items()]}
                            for s, products in tree.items()],
                "brandIds": sorted({p["brand_id"] for p, _ in members if p["brand_id"]}),
            },
        }  # fmt: skip
    return matched, len(groups)


def _flat(results: dict) -> list[tuple]:
    """perimeterResults as (shop, product, variant, value) rows, in their order."""
    return [(s["id"], p["id"], v["id"], v["value"]) for s in results["shopIds"] for p in s["productIds"] for v in p["variants"]]


ALERTS = [
    {"checkLevel": "SHOP", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "GREATER_THAN", "threshold": 1200},
    {"checkLevel": "SHOP", "metricKey": "GROSS_SALES_QUANTITY", "operator": "GREATER_OR_EQUAL", "threshold": 300,
     "triggerType": "FORECASTED_THRESHOLD", "forecastDays": 9},
    {"checkLevel": "BRAND", "metricKey": "DAYS_OF_STOCK", "operator": "LOWER_THAN", "threshold": 37.8, "storesIds": ["A", "C"]},
    {"checkLevel": "PRODUCT", "metricKey": "INVENTORY_TURN_OVER_RATE", "operator": "GREATER_THAN", "threshold": 15},
    {"checkLevel": "PRODUCT", "metricKey": "DAYS_OF_STOCK", "operator": "LOWER_OR_EQUAL", "threshold": 80,
     "triggerType": "FORECASTED_THRESHOLD", "forecastDays": 17, "collections": ["c2"]},
    {"checkLevel": "VARIANT", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "LOWER_THAN", "threshold": 4,
     "triggerType": "THRESHOLD_APPROACHING", "approachPercentage": 50},
    {"checkLevel": "VARIANT", "metricKey": "FORECASTED_SALES_QUANTITY", "operator": "GREATER_THAN", "threshold": 5,
     "brandIds": ["b1", "b3"], "productIds": ["p1", "p2", "p3", "p4"]},
    {"checkLevel": "INVENTORY_ITEM", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "LOWER_OR_EQUAL", "threshold": 0,
     "triggerType": "FORECASTED_THRESHOLD", "forecastDays": 30, "collections": ["c1"]},
    {"checkLevel": "INVENTORY_ITEM", "metricKey": "AVG_DAILY_SALES_30D", "operator": "GREATER_THAN", "threshold": 0.2},
]  # fmt: skip


@pytest.mark.parametrize("fields", ALERTS, ids=lambda a: f"{a['checkLevel']}-{a['metricKey']}-{a.get('triggerType', 'REACHED')}")
def test_metric_alert_groups_in_sql_match_the_evaluation_over_every_position(lake, fields):
    from inventory_planning.services.alerts import core as service

    positions, weeks, shares = lake
    alert = {"triggerType": "THRESHOLD_REACHED", **fields}
    expected, groups = _reference(alert, positions, weeks, shares)
    found = service._metric_matches(ORG, AS_OF, AS_OF, alert)
    assert 0 < len(expected) < groups  # some groups match, some do not
    assert set(found) == set(expected)
    for key, match in found.items():
        assert match["value"] == pytest.approx(expected[key]["value"], abs=1e-9)
        found_tree, expected_tree = _flat(match["perimeterResults"]), _flat(expected[key]["perimeterResults"])
        assert [row[:3] for row in found_tree] == [row[:3] for row in expected_tree]
        assert [row[3] for row in found_tree] == pytest.approx([row[3] for row in expected_tree], abs=1.01e-4)  # rounded sums
        assert match["perimeterResults"]["brandIds"] == expected[key]["perimeterResults"]["brandIds"]
    if alert["checkLevel"] == "SHOP" and alert["metricKey"] == "CURRENT_STOCK_LEVEL":  # a shop lists 50 of its triples
        assert max(sum(len(p["variants"]) for p in s["productIds"]) for m in found.values()
                   for s in m["perimeterResults"]["shopIds"]) == 50  # fmt: skip


def _risk_reference(alert: dict, collection: dict[str, str]) -> tuple[dict, int]:
    """A risk alert's matches from every risk row of ``risk_page`` (the endpoint's rows), grouped in Python."""
    from inventory_planning.domain.alerts import matching as alerts
    from inventory_planning.services.risks import risk_score
    from inventory_planning.store.lake import risks as lake_risks

    rows, _ = lake_risks.risk_page(ORG, AS_OF, alert["riskType"], shop_ids=alert.get("storesIds") or None,
                                   brand_ids=alert.get("brandIds") or [], period=30, offset=0, limit=10**6)  # fmt: skip
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for row in rows:
        if alert.get("productIds") and row["product_id"] not in alert["productIds"]:
            continue
        if alert.get("collections") and collection.get(row["variant_id"]) not in alert["collections"]:
            continue
        parts = tuple(row[c] for c in alerts.key_columns(alert["checkLevel"], alert["riskType"]))
        if all(part is not None for part in parts):
            groups[parts].append({**row, "score": risk_score(alert["riskType"], row, AS_OF)})
    matched = {}
    for parts, members in groups.items():
        value = max(m["score"] for m in members)
        if not (alerts.approaching(value, alert["operator"], alert["threshold"], alert["approachPercentage"])
                if alert["triggerType"] == "THRESHOLD_APPROACHING"
                else alerts.compare(value, alert["operator"], alert["threshold"])):  # fmt: skip
            continue
        by_triple: dict[tuple, float] = {}
        for m in members:
            triple = (m["shop_id"] or "*", m["product_id"] or "*", m["variant_id"] or "*")
            by_triple[triple] = max(by_triple.get(triple, 0.0), m["score"])
        tree: dict = {}
        for triple in sorted(by_triple)[: alerts.MAX_VARIANTS_LISTED]:
            tree.setdefault(triple[0], {}).setdefault(triple[1], []).append({"id": triple[2], "value": by_triple[triple]})
        matched["|".join(parts)] = {"value": value, "perimeterResults": {
            "shopIds": [{"id": s, "productIds": [{"id": pr, "variants": v} for pr, v in products.items()]}
                        for s, products in tree.items()],
            "brandIds": sorted({m["brand_id"] for m in members if m["brand_id"]}),
        }}  # fmt: skip
    return matched, len(groups)


RISK_ALERTS = [
    {"checkLevel": "VARIANT", "riskType": "STOCKOUT", "operator": "GREATER_THAN", "threshold": 0.5},
    {"checkLevel": "VARIANT", "riskType": "STOCKOUT", "operator": "GREATER_THAN", "threshold": 0.5, "storesIds": ["A", "B"]},
    {"checkLevel": "BRAND", "riskType": "OVERSTOCK", "operator": "GREATER_OR_EQUAL", "threshold": 0.9},
    {"checkLevel": "SHOP", "riskType": "OVERSTOCK", "operator": "GREATER_OR_EQUAL", "threshold": 0.91},
    {"checkLevel": "PRODUCT", "riskType": "OVERSTOCK", "operator": "GREATER_OR_EQUAL", "threshold": 0.85, "collections": ["c2"]},
    {"checkLevel": "VARIANT", "riskType": "SLOW_MOVER", "operator": "GREATER_OR_EQUAL", "threshold": 1, "productIds": ["p1"]},
    {"checkLevel": "SHOP", "riskType": "SLOW_MOVER", "operator": "GREATER_OR_EQUAL", "threshold": 1},  # every shop; 50 listed
    {"checkLevel": "VARIANT", "riskType": "DISPLACED", "operator": "GREATER_THAN", "threshold": 0.3, "brandIds": ["b2"]},
    {"checkLevel": "VARIANT", "riskType": "OVERSTOCK", "operator": "GREATER_OR_EQUAL", "threshold": 0.9,
     "triggerType": "THRESHOLD_APPROACHING", "approachPercentage": 40},
]  # fmt: skip


@pytest.mark.parametrize("fields", RISK_ALERTS, ids=lambda a: f"{a['checkLevel']}-{a['riskType']}")
def test_risk_alerts_streamed_in_group_order_match_the_grouping_of_every_risk_row(lake, fields):
    from inventory_planning.services.alerts import core as service

    alert = {"triggerType": "THRESHOLD_REACHED", "metricKey": None, **fields}
    collection = {f"v{n:03d}": "c1" if n < VARIANTS // 2 else "c2" for n in range(VARIANTS)}
    expected, groups = _risk_reference(alert, collection)
    found = service._risk_matches(ORG, AS_OF, alert)
    every = alert["riskType"] == "SLOW_MOVER" and alert["checkLevel"] == "SHOP"  # each shop has a never-sold item
    assert 0 < len(expected) < groups or (every and len(expected) == groups)  # some groups match, some do not
    if every:
        assert max(len(_flat(m["perimeterResults"])) for m in found.values()) == 50
    assert {key: (m["value"], m["perimeterResults"]) for key, m in found.items()} == \
        {key: (m["value"], m["perimeterResults"]) for key, m in expected.items()}  # fmt: skip


def test_a_collection_without_variants_in_the_run_matches_nothing(lake):
    """The collections' variants are read from the catalogue; none in the run: an empty perimeter, no group."""
    from inventory_planning.services.alerts import core as service

    every = {"checkLevel": "SHOP", "operator": "GREATER_OR_EQUAL", "threshold": 0, "triggerType": "THRESHOLD_REACHED"}
    assert len(service._metric_matches(ORG, AS_OF, AS_OF, {**every, "metricKey": "CURRENT_STOCK_LEVEL"})) == len(SHOPS)
    assert service._metric_matches(ORG, AS_OF, AS_OF, {**every, "metricKey": "CURRENT_STOCK_LEVEL", "collections": ["c9"]}) == {}
    assert service._risk_matches(ORG, AS_OF, {**every, "riskType": "SLOW_MOVER", "collections": ["c9"]}) == {}
