"""Tagging rules and their evaluation runs (docs/automation.md "Tagging rules"; decision 0036) through
the routes, on a risks run written to the lake by hand and a catalogue in the table.

The scenario (risks run of 2024-06-12; brand B1 Northwind: the Linen Dress P1 in RED V1 and BLUE V2,
the Wool Skirt P2 in GREY V3; brand B2: the Cap P3 in BLACK V4), per (shop, size):
``(stock, units 30, units 365)``; a position is in the range with stock or a sale in 365 days:

| variant | S1 | S2 | stock | in range / in stock | availability | units 365 |
|---|---|---|---|---|---|---|
| V1 | S (2,0,10) M (0,0,8) L (3,0,5) XL (0,0,0) | S (0,0,4) M (1,0,6) L (0,0,0) XL (1,0,0) | 7 | 6 / 4 | 66.67 % | 33 |
| V2 | S (4,20,3) M (5,10,2) | | 9 | 2 / 2 | 100 % | 5 |
| V3 | S (0,0,7) M (2,0,1) | | 2 | 2 / 1 | 50 % | 8 |
| V4 | | U (0,0,9) | 0 | 1 / 0 | 0 % | 9 |

(V1's S1 XL and S2 L have neither stock nor sales: out of the range.)
"""

from __future__ import annotations

import os
from datetime import UTC, date, datetime

import pytest

from tests.helpers.aws import INTERNAL_TOKEN, make_tenant
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import run_jobs

AS_OF = date(2024, 6, 12)
RULES, RUNS = "/api/tagging-rules", "/api/tagging-evaluation-runs"
DP_RULES, DP_RUNS = "/api/data-platform/tagging-rules", "/api/data-platform/tagging-evaluation-runs"
LINEAGE = {"V1": ("B1", "P1"), "V2": ("B1", "P1"), "V3": ("B1", "P2"), "V4": ("B2", "P3")}
POSITIONS = [  # (variant, shop, size, stock, units 30, units 365)
    ("V1", "S1", "S", 2, 0, 10), ("V1", "S1", "M", 0, 0, 8), ("V1", "S1", "L", 3, 0, 5), ("V1", "S1", "XL", 0, 0, 0),
    ("V1", "S2", "S", 0, 0, 4), ("V1", "S2", "M", 1, 0, 6), ("V1", "S2", "L", 0, 0, 0), ("V1", "S2", "XL", 1, 0, 0),
    ("V2", "S1", "S", 4, 20, 3), ("V2", "S1", "M", 5, 10, 2),
    ("V3", "S1", "S", 0, 0, 7), ("V3", "S1", "M", 2, 0, 1),
    ("V4", "S2", "U", 0, 0, 9),
]  # fmt: skip


def ok(result, status: int = 200) -> dict:
    assert result.status == status, result.body
    return result.json()


@pytest.fixture
def scenario(aws, tenant, monkeypatch):
    """The risks run in the lake, the catalogue (brands, products, variants, shops) in the table."""
    from inventory_planning.store.lake import compaction
    from inventory_planning.store.lake.datasets import RISK_POSITIONS
    from inventory_planning.store.lake.writer import LakeWriter
    from inventory_planning.store.models import BrandItem, ProductItem, ShopItem, VariantItem

    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org = tenant.organization_id
    stamp = datetime(2024, 1, 5, tzinfo=UTC)
    writer = LakeWriter(RISK_POSITIONS, org, "risks")
    for n, (variant, shop, size, stock, units_30, units_365) in enumerate(POSITIONS):
        brand, product = LINEAGE[variant]
        writer.append([f"r{n}", AS_OF, AS_OF, shop, brand, product, variant, f"{variant}-{size}", size, float(stock), 5.0, 20.0,
                       0.0, float(units_30), 0.0, float(units_365), None, 14, 0.0, 0.0, 90, 0.0, None, None, 20.0, "RETAIL",
                       "risks", stamp])  # fmt: skip
    writer.finish()
    compaction.compact(RISK_POSITIONS, org, AS_OF.isoformat(), keep_file_ids=["risks"])
    for brand, name in (("B1", "Northwind"), ("B2", "Southwind")):
        BrandItem(f"ORG#{org}#BRAND", brand, id=brand, code=brand, name=name, created_at=stamp, updated_at=stamp).save()
    for product, name, family, brand in (("P1", "Linen Dress", "Dresses", "B1"), ("P2", "Wool Skirt", "Skirts", "B1"),
                                         ("P3", "Cap", "Accessories", "B2")):  # fmt: skip
        ProductItem(f"ORG#{org}#PRODUCT", product, id=product, code=product, name=name, name_lower=name.lower(), brand_id=brand,
                    brand_name="Northwind" if brand == "B1" else "Southwind", family=family, created_at=stamp,
                    updated_at=stamp).save()  # fmt: skip
    for variant, colour in (("V1", "RED"), ("V2", "BLUE"), ("V3", "GREY"), ("V4", "BLACK")):
        brand, product = LINEAGE[variant]
        VariantItem(f"ORG#{org}#VARIANT", variant, id=variant, sku=f"{product}-{colour}", name=variant,
                    name_lower=variant.lower(), colour=colour, product_id=product, product_name=product, brand_id=brand,
                    brand_name=brand, created_at=stamp, updated_at=stamp).save()  # fmt: skip
    for shop in ("S1", "S2"):
        ShopItem(f"ORG#{org}#SHOP", shop, id=shop, code=shop, name=shop, created_at=stamp, updated_at=stamp).save()
    return org


def make_tag(org: str, kind: str = "DATA", targets: tuple[str, ...] = ("VARIANT",), name: str = "Broken size run") -> str:
    """A tag stored as helper A's store keeps it (services.tags.assignments reads it)."""
    from inventory_planning.kernel.actors import Actor
    from inventory_planning.kernel.ids import new_id
    from inventory_planning.store.dynamo import records as record_store
    from inventory_planning.store.tags import assignments as tag_store

    now = "2024-06-01T00:00:00.000Z"
    record = {"id": new_id(), "name": name, "description": None, "kind": kind, "targets": list(targets), "color": None,
              "createdAt": now, "createdBy": "test", "updatedAt": now, "updatedBy": "test"}  # fmt: skip
    record_store.create(org, tag_store.TAG, record, Actor("USER", "test"))
    return record["id"]


def tagged(org: str, tag_id: str, entity_type: str = "VARIANT") -> list[str]:
    from inventory_planning.services.tags import assignments as tags

    return tags.tagged_entity_ids(org, entity_type, [tag_id])


def metric(metric_id: str, operator: str, threshold: float, period: str | None = None) -> dict:
    return {"type": "METRIC", "metricId": metric_id, "conditionOperator": operator, "thresholdValue": threshold,
            "periodFilter": {"type": period} if period else None}  # fmt: skip


BROKEN = [metric("CURRENT_STOCK_LEVEL", "GREATER_THAN", 0), metric("SIZE_AVAILABILITY_PERCENT", "LOWER_THAN", 70)]


def rule_body(tag_id: str, rules: list[dict], entity_type: str = "VARIANT", **overrides) -> dict:
    return {"name": "Broken size runs", "tagId": tag_id, "conditions": {"operator": "AND", "rules": rules},
            "scope": {"entityType": entity_type}, **overrides}  # fmt: skip


def evaluate(client, token: str, rule_ids: list[str] | None = None) -> dict:
    started = ok(client.post(RUNS, token, {"ruleIds": rule_ids} if rule_ids else {}), 202)["data"]
    assert (started["status"], started["triggerType"], started["logs"]) == ("PENDING", "API", [])
    run_jobs()
    return ok(client.get(f"{RUNS}/{started['id']}", token))["data"]


def test_a_rule_tags_the_broken_size_runs_and_follows_them(client, tenant, scenario):
    org, token = scenario, tenant.token
    tag = make_tag(org)
    rule = ok(client.post(RULES, token, rule_body(tag, BROKEN)), 201)["data"]
    assert (rule["propagation"], rule["isActive"], rule["lastEvaluatedAt"], rule["createdBy"]) == (
        "ENTITY",
        True,
        None,
        tenant.token_id,
    )
    run = evaluate(client, token)
    # stock > 0 and availability < 70 %: V1 (7 units, 4/6 = 66.67 %) and V3 (2 units, 1/2 = 50 %); V4 has no stock
    assert run["status"] == "SUCCESS" and run["risksRun"] == AS_OF.isoformat()
    stats = run["stats"]
    assert (stats["rulesEvaluated"], stats["assignmentsCreated"], stats["assignmentsRemoved"]) == (1, 2, 0)
    assert tagged(org, tag) == ["V1", "V3"]
    # one DEBUG line per condition: in stock V1, V2, V3; under 70 % V1 (66.67), V3 (50), V4 (0)
    assert [(e["level"], e["message"], e["ruleId"]) for e in run["logs"] if e.get("ruleId")][:2] == [
        ("DEBUG", "condition 0 (METRIC CURRENT_STOCK_LEVEL GREATER_THAN 0): 3 of 4 VARIANT", rule["id"]),
        ("DEBUG", "condition 1 (METRIC SIZE_AVAILABILITY_PERCENT LOWER_THAN 70): 3 of 4 VARIANT", rule["id"]),
    ]
    assert "4 VARIANT in scope; tagged 2 VARIANT; +2 -0 assignments" in run["logs"][-1]["message"]
    assert ok(client.get(f"{RULES}/{rule['id']}", token))["data"]["lastEvaluatedAt"] is not None
    # V1 (66.67 %) stops matching under 60 %: its assignment goes, V3's (50 %) stays
    stricter = [BROKEN[0], metric("SIZE_AVAILABILITY_PERCENT", "LOWER_THAN", 60)]
    ok(client.patch(f"{RULES}/{rule['id']}", token, {"conditions": {"operator": "AND", "rules": stricter}}))
    again = evaluate(client, token)
    assert (again["stats"]["assignmentsCreated"], again["stats"]["assignmentsRemoved"]) == (0, 1)
    assert tagged(org, tag) == ["V3"]
    # deactivated: its assignments go at once, and a run no longer evaluates it
    ok(client.patch(f"{RULES}/{rule['id']}", token, {"isActive": False}))
    assert tagged(org, tag) == []
    idle = evaluate(client, token)
    assert (idle["stats"]["rulesEvaluated"], idle["risksRun"], idle["logs"][-1]["message"]) == (
        0,
        None,
        "no active rule to evaluate",
    )


def test_the_scopes_shops_limit_the_positions_summed(client, tenant, scenario):
    org = scenario
    tag = make_tag(org)
    ok(client.post(RULES, tenant.token, rule_body(tag, BROKEN, scope={"entityType": "VARIANT", "shopIds": ["S2"]})), 201)
    evaluate(client, tenant.token)
    # in S2: V1 holds S (0), M (1), XL (1) in the range (L: none), 2 of 3 stocked = 66.67 % with 2 units: tagged;
    # V4 (0 units) is not; V2 and V3 have no S2 position: out of scope
    assert tagged(org, tag) == ["V1"]


def test_top_percent_risk_scores_and_columns(client, tenant, scenario):
    org, token = scenario, tenant.token
    top, risky, named = make_tag(org, name="top"), make_tag(org, name="risky"), make_tag(org, name="named")
    # units 365: V1 33, V4 9, V3 8, V2 5 -> percent ranks from the top 0, 1/3, 2/3, 1: TOP 34 % keeps V1 and V4
    ok(client.post(RULES, token, rule_body(top, [metric("GROSS_SALES_QUANTITY", "TOP_PERCENT", 34, "ALL_TIME")])), 201)
    # STOCKOUT score of V2: 9 units / (30 sold / 30 days) = 9 days of supply -> 1 - 9 / 28 = 0.6786;
    # the others sold nothing in 30 days: 0
    ok(client.post(RULES, token, rule_body(risky, [metric("STOCKOUT_RISK_SCORE", "GREATER_THAN", 0.5)])), 201)
    # its status: warning (a score over 0.5 and not over 0.75: 7 to 13 days of supply) = level 1; the others healthy (0)
    warned = make_tag(org, name="warned")
    ok(client.post(RULES, token, rule_body(warned, [metric("STOCKOUT_RISK_STATUS", "GREATER_OR_EQUAL", 1)])), 201)
    columns = [
        {"type": "COLUMN", "columnId": "products.category", "columnOperator": "EQUALS", "value": "dresses"},
        {"type": "COLUMN", "columnId": "variants.color", "columnOperator": "MATCHES_REGEX", "value": "^(GR|BL)"},
    ]
    ok(client.post(RULES, token, rule_body(named, columns, conditions={"operator": "OR", "rules": columns})), 201)
    run = evaluate(client, token)
    assert run["stats"]["rulesEvaluated"] == 4
    assert tagged(org, top) == ["V1", "V4"]
    assert tagged(org, risky) == ["V2"] and tagged(org, warned) == ["V2"]
    # category Dresses (case ignored): V1, V2; colour starting GR or BL: V2 (BLUE), V3 (GREY), V4 (BLACK)
    assert tagged(org, named) == ["V1", "V2", "V3", "V4"]


def test_cascade_and_bubble_up_within_the_tags_targets(client, tenant, scenario):
    org, token = scenario, tenant.token
    down = make_tag(org, targets=("PRODUCT", "VARIANT"), name="down")
    up = make_tag(org, targets=("BRAND", "VARIANT"), name="up")
    dresses = [{"type": "COLUMN", "columnId": "products.category", "columnOperator": "EQUALS", "value": "Dresses"}]
    cascade = ok(client.post(RULES, token, rule_body(down, dresses, entity_type="PRODUCT", propagation="CASCADE")), 201)["data"]
    grey = [{"type": "COLUMN", "columnId": "variants.color", "columnOperator": "EQUALS", "value": "grey"}]
    ok(client.post(RULES, token, rule_body(up, grey, propagation="BUBBLE_UP")), 201)
    run = evaluate(client, token)
    # P1 and its variants V1, V2 (the tag does not target items); V3 and its brand B1 (products not targeted)
    assert (tagged(org, down, "PRODUCT"), tagged(org, down)) == (["P1"], ["V1", "V2"])
    assert (tagged(org, up, "BRAND"), tagged(org, up), tagged(org, up, "PRODUCT")) == (["B1"], ["V3"], [])
    assert run["stats"]["assignmentsCreated"] == 3 + 2
    # back to ENTITY: the propagated variants lose the rule's source on the next run
    ok(client.patch(f"{RULES}/{cascade['id']}", token, {"propagation": "ENTITY"}))
    assert evaluate(client, token)["stats"]["assignmentsRemoved"] == 2
    assert (tagged(org, down, "PRODUCT"), tagged(org, down)) == (["P1"], [])
    # deleted: its assignments go at once
    ok(client.delete(f"{RULES}/{cascade['id']}", token))
    assert tagged(org, down, "PRODUCT") == []


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"tagId": "business"}, "tagId"),  # a BUSINESS tag is assigned by hand
        ({"tagId": "unknown-tag"}, "tagId"),
        ({"scope": {"entityType": "BRAND"}}, "scope.entityType"),  # the tag targets VARIANT
        ({"scope": {"entityType": "VARIANT", "shopIds": ["nowhere"]}}, "scope.shopIds"),
        ({"conditions": {"operator": "AND", "rules": [{"type": "COLUMN", "columnId": "variants.color",
                                                       "columnOperator": "MATCHES_REGEX", "value": "(a"}]}},
         "conditions.rules[0].value"),
        ({"conditions": {"operator": "AND", "rules": [BROKEN[0], {
            "type": "COLUMN", "columnId": "variants.retailPrice", "columnOperator": "BETWEEN", "value": 10,
            "secondaryValue": 5}]}},
         "conditions.rules[1].secondaryValue"),
    ],
)  # fmt: skip
def test_rules_are_checked_with_field_paths(client, tenant, scenario, change, field):
    tag = make_tag(scenario)
    business = make_tag(scenario, kind="BUSINESS", name="hand")
    body = {**rule_body(tag, BROKEN), **change}
    if body["tagId"] == "business":
        body["tagId"] = business
    result = client.post(RULES, tenant.token, body)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert field in {e["field"] for e in result.json()["fieldErrors"]}, result.json()


def test_a_patch_refuses_null_but_for_the_description_and_changes_nothing(client, tenant, scenario):
    token = tenant.token
    rule = ok(client.post(RULES, token, {**rule_body(make_tag(scenario), BROKEN), "description": "why"}), 201)["data"]
    for field in ("name", "tagId", "conditions", "scope", "propagation", "isActive"):
        result = client.patch(f"{RULES}/{rule['id']}", token, {field: None, "description": "changed"})
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert field in {e["field"] for e in result.json()["fieldErrors"]}, result.json()
    assert ok(client.get(f"{RULES}/{rule['id']}", token))["data"] == rule  # nothing applied
    cleared = ok(client.patch(f"{RULES}/{rule['id']}", token, {"description": None}))["data"]
    assert cleared["description"] is None and cleared["name"] == rule["name"]


def test_tenancy_and_permissions(client, tenant, other_tenant, scenario, issuer):
    org, token = scenario, tenant.token
    tag = make_tag(org)
    rule = ok(client.post(RULES, token, rule_body(tag, BROKEN)), 201)["data"]
    run = evaluate(client, token)
    for path in (f"{RULES}/{rule['id']}", f"{RUNS}/{run['id']}"):
        assert_envelope(client.get(path, other_tenant.token), 404, "NOT_FOUND")
        assert_envelope(client.get(f"/api/data-platform{path[4:]}?organizationId={other_tenant.organization_id}", INTERNAL_TOKEN),
                        404, "NOT_FOUND")  # fmt: skip
    assert_envelope(client.patch(f"{RULES}/{rule['id']}", other_tenant.token, {"name": "x"}), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{RULES}/{rule['id']}", other_tenant.token), 404, "NOT_FOUND")
    assert ok(client.get(RULES, other_tenant.token))["total"] == 0 and ok(client.get(RUNS, other_tenant.token))["total"] == 0
    # another organization's rule named in a run is unknown here
    result = client.post(RUNS, other_tenant.token, {"ruleIds": [rule["id"]]})
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert result.json()["fieldErrors"][0]["field"] == "ruleIds[0]"
    viewer = make_tenant(issuer, "Viewers", permissions=["intelligenceLayer.view"])
    assert_envelope(client.post(RULES, viewer.token, rule_body(tag, BROKEN)), 403, "FORBIDDEN")
    assert_envelope(client.post(RUNS, viewer.token, {}), 403, "FORBIDDEN")
    assert ok(client.get(RULES, viewer.token))["total"] == 0
    nobody = make_tenant(issuer, "Nobody", permissions=["inventoryPlans.view"])
    assert_envelope(client.get(RULES, nobody.token), 403, "FORBIDDEN")
    assert_envelope(client.get(RUNS, nobody.token), 403, "FORBIDDEN")


def test_the_data_platform_routes_and_runs(client, tenant, scenario):
    org = scenario
    tag = make_tag(org)
    for path in (DP_RULES, DP_RUNS):  # the data platform names the organization: an unknown one is a 404
        assert_envelope(client.get(f"{path}?organizationId=no-such-org", INTERNAL_TOKEN), 404, "NOT_FOUND")
    missing = client.post(DP_RULES, INTERNAL_TOKEN, {"organizationId": org, "name": "x"})
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert {"conditions", "tagId"} <= {e["field"].split(".")[0] for e in missing.json()["fieldErrors"]}, missing.json()
    created = ok(client.post(DP_RULES, INTERNAL_TOKEN, {"organizationId": org, **rule_body(tag, BROKEN)}), 201)["data"]
    assert created["createdBy"] == "data-platform"
    ok(client.post(DP_RULES, INTERNAL_TOKEN, {"organizationId": org, **rule_body(tag, BROKEN, name="off", isActive=False)}), 201)
    listed = ok(client.get(f"{DP_RULES}?organizationId={org}&isActive=true", INTERNAL_TOKEN))
    assert ([r["id"] for r in listed["items"]], listed["total"], listed["limit"], listed["offset"]) == ([created["id"]], 1, 50, 0)
    changed = ok(client.patch(f"{DP_RULES}/{created['id']}", INTERNAL_TOKEN, {"organizationId": org, "name": "Renamed"}))["data"]
    assert (changed["name"], changed["updatedBy"], changed["conditions"]) == ("Renamed", "data-platform", created["conditions"])
    started = ok(client.post(DP_RUNS, INTERNAL_TOKEN, {"organizationId": org, "ruleIds": [created["id"]]}), 202)["data"]
    assert (started["triggerType"], started["ruleIds"]) == ("MANUAL", [created["id"]])
    run_jobs()
    done = ok(client.get(f"{DP_RUNS}/{started['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert done["status"] == "SUCCESS" and done["stats"]["assignmentsCreated"] == 2
    # the registry job through the job-runs API: its own run record, every active rule
    body = {"organizationId": org, "job": "tagging", "asOf": AS_OF.isoformat()}
    job_run = ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, body), 201)["data"]
    run_jobs()
    record = ok(client.get(f"{DP_RUNS}/{job_run['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]
    assert (record["status"], record["ruleIds"], record["stats"]["assignmentsCreated"]) == ("SUCCESS", None, 0)
    page = ok(client.get(f"{DP_RUNS}?organizationId={org}&limit=1", INTERNAL_TOKEN))
    assert (page["total"], page["limit"], page["offset"], page["items"][0]["id"]) == (2, 1, 0, job_run["id"])  # newest first
    assert "logs" not in page["items"][0]
    second = ok(client.get(f"{DP_RUNS}?organizationId={org}&limit=1&offset=1", INTERNAL_TOKEN))
    assert [r["id"] for r in second["items"]] == [started["id"]]
    ok(client.delete(f"{DP_RULES}/{created['id']}?organizationId={org}", INTERNAL_TOKEN))
    assert tagged(org, tag) == []


def test_a_run_without_a_risks_run_changes_nothing(client, tenant, aws, monkeypatch):
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    tag = make_tag(tenant.organization_id)
    ok(client.post(RULES, tenant.token, rule_body(tag, BROKEN)), 201)
    run = evaluate(client, tenant.token)
    assert run["status"] == "SUCCESS" and run["risksRun"] is None and run["stats"]["rulesEvaluated"] == 0
    assert run["logs"][-1]["level"] == "WARN" and "no risks run on or before 2024-06-12" in run["logs"][-1]["message"]


def test_this_month_reads_the_sales_since_the_first_of_the_month(client, tenant, scenario):
    """THIS_MONTH on 2024-06-12: the units sold from June 1 to June 11 (``sales_daily``), not May's."""
    from inventory_planning.store.lake.datasets import SALES_DAILY
    from inventory_planning.store.lake.writer import LakeWriter

    org = scenario
    writer = LakeWriter(SALES_DAILY, org, "sales")
    for day, shop, variant, size, units in (("2024-06-05", "S1", "V3", "S", 3), ("2024-05-30", "S1", "V3", "S", 4),
                                            ("2024-06-10", "S1", "V1", "M", 2), ("2024-06-12", "S1", "V2", "S", 9)):  # fmt: skip
        brand, product = LINEAGE[variant]
        writer.append(
            [day, shop, brand, product, variant, f"{variant}-{size}", size, "EUR", units, 20 * units, 0, None, False, 1]
        )
    writer.finish()
    tag = make_tag(org)
    # June 1..11: V3 3 units (May's 4 are last month), V1 2, V2's sale of the 12th is asOf itself (not before it)
    ok(
        client.post(RULES, tenant.token, rule_body(tag, [metric("GROSS_SALES_QUANTITY", "GREATER_OR_EQUAL", 2, "THIS_MONTH")])),
        201,
    )
    evaluate(client, tenant.token)
    assert tagged(org, tag) == ["V1", "V3"]


def test_a_rule_whose_tag_changed_is_logged_and_the_others_go_on(client, tenant, scenario):
    from inventory_planning.kernel.actors import Actor
    from inventory_planning.store.dynamo import records as record_store
    from inventory_planning.store.tags import assignments as tag_store

    org, token = scenario, tenant.token
    turned, kept = make_tag(org, name="turned"), make_tag(org, name="kept")
    gone = ok(client.post(RULES, token, rule_body(turned, BROKEN)), 201)["data"]
    ok(client.post(RULES, token, rule_body(kept, BROKEN)), 201)
    record_store.update(org, tag_store.TAG, turned, lambda tag: {**tag, "kind": "BUSINESS"}, Actor("USER", "test"))
    run = evaluate(client, token)
    assert run["status"] == "SUCCESS" and run["stats"]["rulesEvaluated"] == 1
    (error,) = [e for e in run["logs"] if e["level"] == "ERROR"]
    assert error["ruleId"] == gone["id"] and error["message"].startswith("TAG_NOT_RULE_ASSIGNABLE")
    assert tagged(org, kept) == ["V1", "V3"]


def test_the_lake_failing_fails_the_run_and_says_so(client, tenant, scenario, monkeypatch):
    from inventory_planning.store.lake import tagging as lake_tagging
    from inventory_planning.store.lake.objects import LakeUnavailable

    def unavailable(*_args, **_kwargs):
        raise LakeUnavailable("S3 said no")

    monkeypatch.setattr(lake_tagging, "entity_totals", unavailable)
    ok(client.post(RULES, tenant.token, rule_body(make_tag(scenario), BROKEN)), 201)
    run = evaluate(client, tenant.token)
    assert run["status"] == "FAILED" and run["stats"] is None
    assert run["errorMessage"].startswith("STORAGE_UNAVAILABLE: ") and "S3 said no" not in run["errorMessage"]
    assert run["logs"][-1]["level"] == "ERROR" and run["logs"][-1]["message"] == run["errorMessage"]
    job_run = ok(client.get(f"/api/data-platform/job-runs/{run['id']}?organizationId={scenario}", INTERNAL_TOKEN))["data"]
    assert job_run["status"] == "FAILED"


def test_rule_changes_are_in_the_audit_log_and_a_run_is_not(client, tenant, scenario):
    tag = make_tag(scenario)
    rule = ok(client.post(RULES, tenant.token, rule_body(tag, BROKEN)), 201)["data"]
    ok(client.patch(f"{RULES}/{rule['id']}", tenant.token, {"name": "Renamed"}))
    evaluate(client, tenant.token)  # sets lastEvaluatedAt without an entry
    ok(client.delete(f"{RULES}/{rule['id']}", tenant.token))
    log = ok(client.get("/api/intelligence-layer/audit-log?entityType=TAGGING_RULE&pageSize=100", tenant.token))
    entries = sorted((e["action"], e["entityId"], e["actorId"]) for e in log["data"])
    assert entries == sorted((action, rule["id"], tenant.token_id) for action in ("CREATE", "UPDATE", "DELETE"))


def test_every_entity_type_sums_its_own_positions(client, tenant, scenario):
    org, token = scenario, tenant.token
    products = make_tag(org, targets=("PRODUCT",), name="products")
    items = make_tag(org, targets=("INVENTORY_ITEM", "VARIANT"), name="items")
    brands = make_tag(org, targets=("BRAND",), name="brands")
    # sizes out of stock per product: P1 = V1's 2 (6 in the range, 4 stocked) + V2's 0 = 2; P2 1 (V3); P3 1 (V4)
    ok(client.post(RULES, token, rule_body(products, [metric("SIZES_OUT_OF_STOCK", "GREATER_OR_EQUAL", 2)], "PRODUCT")), 201)
    # the XL items with stock: V1-XL (S1 0 + S2 1 = 1 unit); bubbled up to its variant V1
    xl = [{"type": "COLUMN", "columnId": "inventory_items.size", "columnOperator": "EQUALS", "value": "xl"},
          metric("CURRENT_STOCK_LEVEL", "GREATER_THAN", 0)]  # fmt: skip
    ok(client.post(RULES, token, rule_body(items, xl, "INVENTORY_ITEM", propagation="BUBBLE_UP")), 201)
    # brands named north* holding over 10 units: B1 = 7 (V1) + 9 (V2) + 2 (V3) = 18; B2 holds 0
    north = [{"type": "COLUMN", "columnId": "brands.name", "columnOperator": "STARTS_WITH", "value": "north"},
             metric("CURRENT_STOCK_LEVEL", "GREATER_THAN", 10)]  # fmt: skip
    ok(client.post(RULES, token, rule_body(brands, north, "BRAND")), 201)
    assert evaluate(client, token)["stats"]["rulesEvaluated"] == 3
    assert tagged(org, products, "PRODUCT") == ["P1"]
    assert (tagged(org, items, "INVENTORY_ITEM"), tagged(org, items)) == (["V1-XL"], ["V1"])
    assert tagged(org, brands, "BRAND") == ["B1"]


def test_moving_a_rule_to_another_tag_removes_its_old_assignments_at_once(client, tenant, scenario):
    org, token = scenario, tenant.token
    first, second = make_tag(org, name="first"), make_tag(org, name="second")
    rule = ok(client.post(RULES, token, rule_body(first, BROKEN)), 201)["data"]
    evaluate(client, token)
    assert tagged(org, first) == ["V1", "V3"]
    ok(client.patch(f"{RULES}/{rule['id']}", token, {"tagId": second}))
    assert (tagged(org, first), tagged(org, second)) == ([], [])  # the new tag's come with the next run
    evaluate(client, token)
    assert tagged(org, second) == ["V1", "V3"]


def test_the_rules_of_a_tag(client, tenant, scenario):
    from inventory_planning.services.tags.rules import rules_of_tag

    first, second = make_tag(scenario, name="first"), make_tag(scenario, name="second")
    one = ok(client.post(RULES, tenant.token, rule_body(first, BROKEN)), 201)["data"]
    two = ok(client.post(RULES, tenant.token, rule_body(first, BROKEN, isActive=False)), 201)["data"]
    assert rules_of_tag(scenario, first) == [one["id"], two["id"]] and rules_of_tag(scenario, second) == []


def test_a_tag_made_through_the_api_is_tagged_by_a_rule_and_kept_while_the_rule_names_it(client, tenant, scenario):
    tag = ok(client.post("/api/tags", tenant.token, {"name": "Broken", "kind": "MIXED", "targets": ["VARIANT"]}), 201)["data"]
    rule = ok(client.post(RULES, tenant.token, rule_body(tag["id"], BROKEN)), 201)["data"]
    evaluate(client, tenant.token)
    assert ok(client.get(f"/api/tags/{tag['id']}", tenant.token))["data"]["assignmentCount"] == 2  # V1, V3
    refused = client.delete(f"/api/tags/{tag['id']}", tenant.token)
    assert_envelope(refused, 409, "TAG_IN_USE")
    assert f"TAGGING_RULE {rule['id']}" in refused.json()["error"]
    ok(client.delete(f"{RULES}/{rule['id']}", tenant.token))
    assert ok(client.get(f"/api/tags/{tag['id']}", tenant.token))["data"]["assignmentCount"] == 0
    ok(client.delete(f"/api/tags/{tag['id']}", tenant.token))


# ------------------------------------------------------------------------------------------------
# Retracted rules: a bounded purge in the request, the rest by the job worker or the nightly run


def cascaded(client, token: str, org: str) -> tuple[str, str]:
    """A CASCADE rule over VARIANT holding 8 assignments of its tag as a run leaves them: 5 variants
    (source ``RULE#<id>``) and 3 items (``RULE#<id>/INVENTORY_ITEM``); in key order the items come first."""
    from inventory_planning.services.tags import assignments as tags

    tag = make_tag(org, targets=("VARIANT", "INVENTORY_ITEM"), name="cascaded")
    rule = ok(client.post(RULES, token, rule_body(tag, BROKEN, propagation="CASCADE")), 201)["data"]
    stamp = "2024-06-12T00:00:00.000Z"
    tags.apply_rule_assignments(org, tag, rule["id"], "VARIANT", [f"x{i}" for i in range(5)], stamp)
    tags.apply_rule_assignments(org, tag, f"{rule['id']}/INVENTORY_ITEM", "INVENTORY_ITEM", ["i0", "i1", "i2"], stamp)
    return rule["id"], tag


def count(org: str, tag_id: str) -> int:
    from inventory_planning.services.tags import assignments as tags

    return tags.require_tag(org, tag_id).assignment_count


def test_a_deleted_rule_loses_up_to_the_bound_at_once_and_the_rest_by_the_job_worker(client, tenant, scenario, monkeypatch):
    import json

    import boto3
    from inventory_planning.services.tags import purges as tagging_purges
    from inventory_planning.store.tags import rules as store

    org, token = scenario, tenant.token
    monkeypatch.setattr(tagging_purges, "PURGE_INLINE", 3)
    rule_id, tag = cascaded(client, token, org)
    ok(client.delete(f"{RULES}/{rule_id}", token))
    # the first 3 in key order (the items) at once; 8 - 3 = 5 variants left, the purge pending and queued
    assert (tagged(org, tag, "INVENTORY_ITEM"), len(tagged(org, tag)), count(org, tag)) == ([], 5, 5)
    assert store.pending_purge(org, rule_id, tag) is not None
    assert run_jobs() == [{"batchItemFailures": []}]
    assert (tagged(org, tag), count(org, tag), store.pending_purge(org, rule_id, tag)) == ([], 0, None)
    # a redelivered message finds no pending purge: it removes nothing and succeeds
    tagging_purges.tags.apply_rule_assignments(org, tag, "another-rule", "VARIANT", ["x0"], "2024-06-12T00:00:00.000Z")
    message = {"organizationId": org, "purgeRuleSources": {"ruleId": rule_id, "tagId": tag}}
    boto3.client("sqs").send_message(QueueUrl=os.environ["JOB_QUEUE_URL"], MessageBody=json.dumps(message))
    assert run_jobs() == [{"batchItemFailures": []}]
    assert (tagged(org, tag), count(org, tag)) == (["x0"], 1)
    assert tagging_purges.purge_queued(org, rule_id, tag) == 0


def test_a_rule_within_the_bound_queues_nothing(client, tenant, scenario):
    from inventory_planning.store.tags import rules as store

    org, token = scenario, tenant.token
    rule_id, tag = cascaded(client, token, org)
    ok(client.patch(f"{RULES}/{rule_id}", token, {"isActive": False}))
    # 8 assignments <= 1,000: all gone in the request, no pending purge, nothing on the job queue
    assert (count(org, tag), store.pending_purge(org, rule_id, tag), run_jobs()) == (0, None, [])


def test_a_rule_active_again_keeps_what_it_holds_rightly_when_the_worker_comes(client, tenant, scenario, monkeypatch):
    """Deactivated (3 of 8 at once), then active again before the worker: the worker spares the 5 the
    rule holds as it is now (its next run makes them exact) and ends the purge."""
    from inventory_planning.services.tags import purges as tagging_purges
    from inventory_planning.store.tags import rules as store

    org, token = scenario, tenant.token
    monkeypatch.setattr(tagging_purges, "PURGE_INLINE", 3)
    rule_id, tag = cascaded(client, token, org)
    ok(client.patch(f"{RULES}/{rule_id}", token, {"isActive": False}))
    ok(client.patch(f"{RULES}/{rule_id}", token, {"isActive": True}))
    assert run_jobs() == [{"batchItemFailures": []}]
    assert (count(org, tag), store.pending_purge(org, rule_id, tag)) == (5, None)


def test_the_nightly_run_finishes_a_purge_whose_message_was_lost(client, tenant, scenario, monkeypatch):
    """Inline bound 3, nightly bound 4: 8 - 3 = 5 left; the first run takes 4, the second the last 1."""
    from inventory_planning.services.tags import purges as tagging_purges
    from inventory_planning.store.tags import rules as store

    org, token = scenario, tenant.token
    monkeypatch.setattr(tagging_purges, "PURGE_INLINE", 3)
    monkeypatch.setattr(tagging_purges, "NIGHTLY_ASSIGNMENTS", 4)
    monkeypatch.setattr(tagging_purges, "_queue", lambda *_args: None)  # the message is lost
    rule_id, tag = cascaded(client, token, org)
    ok(client.patch(f"{RULES}/{rule_id}", token, {"isActive": False}))
    assert (count(org, tag), run_jobs()) == (5, [])
    first = evaluate(client, token)
    assert (first["stats"]["assignmentsRemoved"], first["stats"]["rulesEvaluated"], count(org, tag)) == (4, 0, 1)
    (line,) = [e for e in first["logs"] if e.get("ruleId") == rule_id]
    assert line["message"] == f"retracted rule: its sources taken off 4 assignment(s) of tag {tag}; more left for the next run"
    assert store.pending_purge(org, rule_id, tag) is not None
    second = evaluate(client, token)
    assert (second["stats"]["assignmentsRemoved"], count(org, tag), store.pending_purge(org, rule_id, tag)) == (1, 0, None)
    assert evaluate(client, token)["stats"]["assignmentsRemoved"] == 0  # nothing pending any more
