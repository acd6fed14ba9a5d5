"""The pure rules of the data platform: planning defaults, sandbox runs, alerts, enrichment."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from inventory_planning.domain import enrichment, sandbox
from inventory_planning.domain.alerts import matching as alerts
from inventory_planning.domain.configuration import planning_settings
from inventory_planning.kernel.errors import Conflict, InvalidInput

NOW = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


# --- planning defaults ---


def test_organization_values_override_defaults_and_none_resets():
    own = planning_settings.apply_changes(None, {"defaultLeadTimeDays": 21.0, "serviceLevel": 0.9})
    assert own == {"defaultLeadTimeDays": 21, "serviceLevel": 0.9} and isinstance(own["defaultLeadTimeDays"], int)
    resolved = planning_settings.resolve(own)
    assert (resolved.default_lead_time_days, resolved.service_level, resolved.review_period_days) == (21, 0.9, 7)
    assert planning_settings.apply_changes(own, {"serviceLevel": None}) == {"defaultLeadTimeDays": 21}
    described = planning_settings.describe(own)
    assert described["serviceLevel"]["source"] == "ORGANIZATION" and described["marginFloorPct"]["source"] == "DEFAULT"


@pytest.mark.parametrize(
    "change,code",
    [({"defaultLeadTimeDays": 1.5}, "type"), ({"serviceLevel": True}, "type"), ({"sellingHorizonDays": 400}, "out_of_range"),
     ({"fallbackPercent": 71}, "above_max_discount"), ({"nope": 1}, "unknown"),
     ({"serviceLevelMin": 0.9, "serviceLevelMax": 0.8}, "above_service_level_max"),
     ({"holdingCostRatePerYear": -0.1}, "out_of_range"), ({"defaultGrossMarginPct": 100}, "out_of_range")],
)  # fmt: skip
def test_planning_defaults_are_checked(change, code):
    with pytest.raises(InvalidInput) as error:
        planning_settings.apply_changes({}, change)
    assert error.value.field_errors[0]["code"] == code


def test_the_service_level_is_an_override_only_when_the_organization_sets_it():
    default = planning_settings.resolve(None)
    assert default.service_level_override is None
    assert (default.holding_cost_rate_per_year, default.service_level_min, default.service_level_max) == (0.25, 0.5, 0.99)
    assert default.default_gross_margin_pct == 50.0
    own = planning_settings.apply_changes(None, {"serviceLevel": 0.9, "holdingCostRatePerYear": 0.3})
    resolved = planning_settings.resolve(own)
    assert (resolved.service_level_override, resolved.service_level, resolved.holding_cost_rate_per_year) == (0.9, 0.9, 0.3)


def test_lowering_the_maximum_under_the_fallback_is_refused():
    with pytest.raises(InvalidInput) as error:
        planning_settings.apply_changes({"fallbackPercent": 30}, {"maxDiscountPct": 20})
    assert error.value.field_errors[0]["field"] == "planningDefaults.fallbackPercent"


# --- sandbox ---


def run() -> dict:
    body = {"blobPath": "s3://b/sandbox/o/f.csv", "checksumSha256": "a" * 64, "fileSizeBytes": 3, "originalFilename": "f.csv",
            "triggerType": "API"}  # fmt: skip
    return sandbox.new_ingest_run("r1", "o", body, NOW)


def test_a_run_moves_to_its_end_once():
    running = sandbox.transition(run(), {"status": "RUNNING"}, NOW)
    assert running["startedAt"] == "2026-11-23T10:00:00.000Z"
    done = sandbox.transition(running, {"status": "SUCCESS", "stats": {"rowsRead": 1}}, NOW)
    assert done["completedAt"] and done["durationMs"] == 0 and done["errorMessage"] is None
    with pytest.raises(Conflict):
        sandbox.transition(done, {"status": "FAILED", "errorMessage": "late"}, NOW)
    with pytest.raises(InvalidInput):
        sandbox.transition(running, {"status": "SUCCESS"}, NOW)


def test_findings_keep_fifty_and_count_all():
    from inventory_planning.domain.ingestion.reasons import Reason, Rejection

    findings = sandbox.Findings()
    for row in range(2, 80):
        findings.read()
        findings.reject(Rejection(row, Reason.INVALID_DATE, "bad date"))
    stats = findings.summary({})
    assert stats["findings"]["error"] == 78 and len(findings.kept) == 50 and findings.kept[0]["row"] == 2
    assert sandbox.has_errors({"status": "SUCCESS", "stats": stats})
    assert sandbox.logs_accepted(4998, 5) == 2 and sandbox.logs_accepted(5000, 1) == 0


# --- alerts ---


def totals(stock: float, sold: float, forecast: float = 0.0) -> alerts.Totals:
    """Totals of positions holding ``stock`` and selling ``sold`` units in 30 days (12 times that in a
    year), with ``forecast`` units of demand over the alert's days and ``sold`` over the next 30."""
    return alerts.Totals(stock, sold, sold * 12, sold, forecast)


def one(shop: str, stock: float, sold: float, forecast: float = 0.0, variant: str = "v1") -> alerts.GroupDetail:
    """A VARIANT-level group of one variant x shop (its one triple is itself)."""
    own = totals(stock, sold, forecast)
    return alerts.GroupDetail((variant, shop), own, ("b1",), shop, "p1", variant, own)


def alert(**fields) -> dict:
    return {"metricKey": "CURRENT_STOCK_LEVEL", "operator": "LOWER_THAN", "threshold": 10, "triggerType": "THRESHOLD_REACHED",
            "checkLevel": "VARIANT", **fields}  # fmt: skip


def test_threshold_reached_approaching_and_forecasted():
    rows = [one("A", 5, 30, forecast=14), one("B", 12, 0), one("C", 40, 0)]
    matched = alerts.evaluate_metric(alert(), rows)
    assert set(matched) == {"v1|A"} and matched["v1|A"]["entity"] == {"variantId": "v1", "shopId": "A"}
    near = alert(triggerType="THRESHOLD_APPROACHING", approachPercentage=25)  # < 10, or within 25%: 12.5
    assert set(alerts.evaluate_metric(near, rows)) == {"v1|B"}
    soon = alert(triggerType="FORECASTED_THRESHOLD", forecastDays=7, operator="LOWER_OR_EQUAL", threshold=0)
    matched = alerts.evaluate_metric(soon, rows)
    assert set(matched) == {"v1|A"} and matched["v1|A"]["value"] == 0.0  # max(0, 5 - 14)
    assert alerts.metric_value("DAYS_OF_STOCK", totals(5, 30)) == 5.0  # 5 / (30 / 30)
    assert alerts.metric_value("DAYS_OF_STOCK", totals(20, 0, forecast=14), 7) == 6.0 / 2  # (20 - 14) / (14 / 7)
    assert alerts.metric_value("DAYS_OF_STOCK", totals(5, 0)) is None  # no sales: undefined, never a match
    assert alerts.metric_value("INVENTORY_TURN_OVER_RATE", totals(0, 3)) is None


def test_a_group_s_value_is_its_totals_and_its_perimeter_lists_its_triples_in_order():
    """A SHOP-level group of shop A: three triples (two variants of p1, one of p2) given in order; the
    group matches on its totals (6 < 7), and perimeterResults lists each triple with its own value."""
    group = alerts.Totals(6, 30, 360, 30, 0)
    rows = [
        alerts.GroupDetail(("A",), group, ("b1", "b2"), "A", "p1", "v1", totals(5, 30)),
        alerts.GroupDetail(("A",), group, ("b1", "b2"), "A", "p1", "v2", totals(0.5, 0)),
        alerts.GroupDetail(("A",), group, ("b1", "b2"), "A", "p2", "v3", totals(0.5, 0)),
        alerts.GroupDetail(("B",), alerts.Totals(8, 0, 0, 0, 0), ("b1",), "B", "p1", "v1", totals(8, 0)),
    ]
    by_shop = alerts.evaluate_metric(alert(checkLevel="SHOP", threshold=7), rows)
    assert set(by_shop) == {"A"} and by_shop["A"]["value"] == 6.0 and by_shop["A"]["entity"] == {"shopId": "A"}
    assert by_shop["A"]["perimeterResults"] == {
        "shopIds": [{"id": "A", "productIds": [{"id": "p1", "variants": [{"id": "v1", "value": 5.0}, {"id": "v2", "value": 0.5}]},
                                               {"id": "p2", "variants": [{"id": "v3", "value": 0.5}]}]}],
        "brandIds": ["b1", "b2"],
    }  # fmt: skip


def test_risk_alerts_take_the_highest_score_of_the_group():
    row = {"brand_id": "b1", "product_id": "p1", "variant_id": "v1", "collection_id": None}
    risky = [{**row, "shop_id": "A", "score": 0.4}, {**row, "shop_id": "B", "score": 0.9}]
    brand = alerts.evaluate_risk(alert(metricKey=None, riskType="OVERSTOCK", operator="GREATER_OR_EQUAL", threshold=0.8,
                                       checkLevel="BRAND"), risky)  # fmt: skip
    assert brand["b1"]["value"] == 0.9 and [s["id"] for s in brand["b1"]["perimeterResults"]["shopIds"]] == ["A", "B"]
    by_shop = alerts.evaluate_risk(alert(metricKey=None, riskType="OVERSTOCK", operator="GREATER_OR_EQUAL", threshold=0.8,
                                         checkLevel="SHOP"), risky)  # fmt: skip
    assert set(by_shop) == {"B"}  # A's 0.4 is under the threshold
    # a STOCKOUT row is a variant over the shops (no shop): at VARIANT level its group is the variant
    stockout = [{**row, "shop_id": None, "score": 0.7}, {**row, "variant_id": "v2", "shop_id": None, "score": 0.2}]
    matched = alerts.evaluate_risk(alert(metricKey=None, riskType="STOCKOUT", operator="GREATER_THAN", threshold=0.5), stockout)
    assert list(matched) == ["v1"] and matched["v1"]["entity"] == {"variantId": "v1"}
    listed = [{"id": "*", "productIds": [{"id": "p1", "variants": [{"id": "v1", "value": 0.7}]}]}]
    assert matched["v1"]["perimeterResults"]["shopIds"] == listed


@pytest.mark.parametrize(
    "fields,field",
    [({"riskType": "STOCKOUT"}, "metricKey"), ({"triggerType": "THRESHOLD_APPROACHING"}, "approachPercentage"),
     ({"metricKey": None, "riskType": "SLOW_MOVER", "checkLevel": "INVENTORY_ITEM"}, "checkLevel"),
     ({"mediums": ["EMAIL"]}, "recipients"), ({"triggerType": "FORECASTED_THRESHOLD", "forecastDays": 3,
      "metricKey": "INVENTORY_TURN_OVER_RATE"}, "triggerType")],
)  # fmt: skip
def test_alert_rules(fields, field):
    with pytest.raises(InvalidInput) as error:
        alerts.check(alert(**fields))
    assert field in [e["field"] for e in error.value.field_errors]


# --- enrichment ---


def facts(**overrides) -> enrichment.ProductFacts:
    base = {"organization_id": "o", "product_id": "p", "code": "AN 201", "name": "Anarkali Kurta Set", "brand_name": "Amber",
            "family": None, "colours": ("Red", "Blue"), "sizes": ("XL", "S", "M"), "prices": (30.0, 34.0),
            "organization_median_price": 20.0}  # fmt: skip
    return enrichment.ProductFacts(**{**base, **overrides})


def test_the_offline_provider_derives_tags_and_words():
    result = enrichment.offline_enrichment(facts())
    assert result.category_tags == ["department:tops", "colour:blue", "colour:red", "size-range:S-XL", "price:premium"]
    assert result.description == "Anarkali Kurta Set by Amber in Blue, Red. Sizes S-XL. A premium-priced top."


@pytest.mark.parametrize(
    "overrides,tag",
    [({"prices": (10.0,)}, "price:entry"), ({"prices": (25.0,)}, "price:core"),
     ({"sizes": ("38", "42", "40")}, "size-range:38-42"), ({"family": "Night Wear"}, "department:night-wear")],
)  # fmt: skip
def test_bands_behaviours_and_ranges(overrides, tag):
    assert tag in enrichment.offline_enrichment(facts(**overrides)).category_tags
