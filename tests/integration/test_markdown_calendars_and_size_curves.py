"""Markdown calendars and size curves over their routes (issue 37; docs/configuration.md): 201 / 200 /
422 / 404, another organization's records (404), a caller without ``intelligenceLayer.configure``
(403), the CSV import's rejects, a markdown plan line refused or warned by the window's rules, the
workflow's markdown nodes SKIPPED with their reason, and the size-curve rule on a restock plan."""

from __future__ import annotations

import pytest
from inventory_planning.domain.workflows.configs import CONFIG_MODELS
from inventory_planning.domain.workflows.nodes import TriggerMatch
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.services.size_curves.curves import brand_curve
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.services.workflows.nodes import execute

from tests.helpers.aws import make_tenant
from tests.helpers.configuration import add_rule, audit_entries, create_ruleset, created, data, invalid, items, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import add_restock, restock_plan

WINDOWS = "/api/markdown-calendars"
CURVES = "/api/size-curves"
TODAY = "2026-11-25"


@pytest.fixture(autouse=True)
def _service_day(monkeypatch):
    monkeypatch.setenv("SERVICE_TODAY", TODAY)


def window_body(**overrides):
    return {"name": "Black Friday", "startDate": "2026-11-20", "endDate": "2026-11-30", "maxDiscountPct": 50,
            "minMarginPct": 20, "maxMarkdownsPerItem": 1, **overrides}  # fmt: skip


# ------------------------------------------------------------------------------------------------
# Markdown calendars


def test_windows_are_created_read_changed_and_deleted_with_their_state(tenant, client):
    window = created(client.post(WINDOWS, tenant.token, window_body()))
    assert window["state"] == "active" and window["maxDiscountPct"] == 50 and window["createdBy"] == tenant.token_id
    later = created(client.post(WINDOWS, tenant.token, window_body(name="Sales", startDate="2027-01-05", endDate="2027-01-31")))
    past = created(client.post(WINDOWS, tenant.token, window_body(name="Summer", startDate="2026-07-01", endDate="2026-07-31")))
    assert (later["state"], past["state"]) == ("upcoming", "completed")
    assert [w["id"] for w in items(client.get(WINDOWS, tenant.token))] == [window["id"], later["id"], past["id"]]
    path = f"{WINDOWS}/{window['id']}"
    changed = data(client.patch(path, tenant.token, {"endDate": "2026-11-24", "maxDiscountPct": None}))
    assert changed["state"] == "completed" and changed["maxDiscountPct"] is None and changed["name"] == "Black Friday"
    assert "startDate" in invalid(client.patch(path, tenant.token, {"endDate": "2026-11-01"}))
    assert "endDate" in invalid(client.post(WINDOWS, tenant.token, window_body(endDate="2026-11-01")))
    assert "maxDiscountPct" in invalid(client.post(WINDOWS, tenant.token, window_body(maxDiscountPct=120)))
    assert "name" in invalid(client.patch(path, tenant.token, {"name": None}))
    assert ok(client.delete(path, tenant.token)) == {"success": True}
    assert_envelope(client.get(path, tenant.token), 404, "NOT_FOUND")
    actions = [(e["entityType"], e["action"]) for e in audit_entries(client, tenant.token, "&entityType=MARKDOWN_WINDOW")]
    assert actions.count(("MARKDOWN_WINDOW", "CREATE")) == 3 and ("MARKDOWN_WINDOW", "DELETE") in actions


def test_windows_and_curves_are_isolated_and_a_viewer_cannot_change_them(aws, issuer, tenant, other_tenant, client, demo):
    window = created(client.post(WINDOWS, tenant.token, window_body()))
    curve = created(client.post(CURVES, tenant.token, {"name": "Core", "brandId": demo.brand_id, "shares": {"M": 60, "L": 40}}))
    for path, patch in ((f"{WINDOWS}/{window['id']}", {"name": "x"}), (f"{CURVES}/{curve['id']}", {"name": "x"})):
        for method, body in (("GET", None), ("PATCH", patch), ("DELETE", None)):
            assert_envelope(client.request(method, path, other_tenant.token, body), 404, "NOT_FOUND")
    assert items(client.get(WINDOWS, other_tenant.token)) == [] and items(client.get(CURVES, other_tenant.token)) == []
    assert "brandId" in invalid(
        client.post(CURVES, other_tenant.token, {"name": "x", "brandId": demo.brand_id, "shares": {"M": 100}})
    )
    viewer = make_tenant(issuer, "Viewer", permissions=["intelligenceLayer.view"])
    for method, path, body in (
        ("POST", WINDOWS, window_body()),
        ("POST", CURVES, {"name": "x", "brandId": "b", "shares": {"M": 100}}),
        ("POST", f"{CURVES}/import", {"csv": "brandCode,size,percent\n"}),
    ):
        assert_envelope(client.request(method, path, viewer.token, body), 403, "FORBIDDEN")
    assert ok(client.get(WINDOWS, viewer.token))["total"] == 0
    reader = make_tenant(issuer, "Nobody", permissions=["plans.view"])
    assert_envelope(client.get(CURVES, reader.token), 403, "FORBIDDEN")


MARKDOWN_RULES = (
    ("markdown_in_active_window", "BLOCK"),
    ("markdown_window_max_discount", "BLOCK"),
    ("markdown_window_min_margin", "WARN"),
    ("markdown_window_max_markdowns_per_item", "BLOCK"),
)


def _markdown_rules(client, token):
    ruleset = create_ruleset(client, token)["id"]
    for kind, enforcement in MARKDOWN_RULES:
        body = {"name": kind, "category": "pricing", "enforcement": enforcement, "condition": {"type": kind},
                "hooks": ["MARKDOWN_PRE_ADD_ITEM"], "planTypes": ["MARKDOWN"],
                "message": f"{kind}: {{actual}} vs {{threshold}}"}  # fmt: skip
        add_rule(client, token, ruleset, **body)


def _markdown_plan(client, demo):
    plan = created(
        client.post("/api/markdown-plans", demo.token, {"name": "BF", "startDate": "2026-11-20", "endDate": "2026-11-30"})
    )
    return f"/api/markdown-plans/{plan['id']}/items"


def _blocked(result):
    assert_envelope(result, 422, "BUSINESS_RULE_VIOLATION")
    return [r["ruleName"] for r in result.json()["details"]["rules"]]


def test_a_markdown_plan_line_obeys_the_active_window(client, demo):
    _markdown_rules(client, demo.token)
    first, second = _markdown_plan(client, demo), _markdown_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "L", "shopId": demo.shop_id}
    line_m = {**line, "sizeId": "M"}
    assert ok(client.post(first, demo.token, {**line, "discountPercent": 60}), 201)  # no calendar: unrestricted
    window = created(client.post(WINDOWS, demo.token, window_body()))
    assert _blocked(client.post(first, demo.token, {**line_m, "discountPercent": 55})) == ["markdown_window_max_discount"]
    # list 150, 50 % off: net 75, cost 40: margin 46.7 % >= 20
    assert ok(client.post(first, demo.token, {**line_m, "discountPercent": 50}), 201)["businessRuleWarnings"] == []
    # the first plan (20..30 November, overlapping the window) already marks L down: one markdown per item
    assert _blocked(client.post(second, demo.token, {**line, "discountPercent": 10})) == [
        "markdown_window_max_markdowns_per_item"
    ]
    data(client.patch(f"{WINDOWS}/{window['id']}", demo.token, {"minMarginPct": 50, "maxMarkdownsPerItem": 2}))
    passed = ok(client.post(second, demo.token, {**line, "discountPercent": 10}), 201)  # net 135: margin 70 %
    assert passed["businessRuleWarnings"] == []
    warned = ok(client.post(second, demo.token, {**line_m, "discountPercent": 50}), 201)  # net 75: 46.7 % < 50
    assert [w["ruleName"] for w in warned["businessRuleWarnings"]] == ["markdown_window_min_margin"]
    data(client.patch(f"{WINDOWS}/{window['id']}", demo.token, {"endDate": "2026-11-24"}))  # no window active today
    assert _blocked(client.post(second, demo.token, {**line, "discountPercent": 5})) == ["markdown_in_active_window"]


def _node(node_type, config, tenant, outputs=None):
    caller = Caller(tenant.organization_id, Actor("WORKFLOW", "wf-1"), source_ref="run-1", shop_scope=None)
    ctx = NodeContext(tenant.organization_id, {"id": "wf-1", "name": "Clearance"}, "run-1", caller, TriggerMatch("VARIANT", ()),
                      outputs or {})  # fmt: skip
    return execute(node_type, CONFIG_MODELS[node_type].model_validate(config), ctx)


def test_the_workflow_markdown_nodes_are_skipped_with_a_reason_without_an_active_window(client, demo, tenant):
    config = {"planType": "MARKDOWN", "name": "Clearance"}
    made = _node("CREATE_OR_GET_PLAN", config, tenant)  # no calendar at all: unrestricted
    assert made.status == "SUCCEEDED" and made.output["planType"] == "MARKDOWN"
    created(client.post(WINDOWS, demo.token, window_body(startDate="2026-12-01", endDate="2026-12-31")))  # upcoming only
    skipped = _node("CREATE_OR_GET_PLAN", config, tenant)
    assert skipped.status == "SKIPPED" and skipped.output["skippedReason"] == "NO_ACTIVE_MARKDOWN_WINDOW"
    assert "no markdown window is active on 2026-11-25" in skipped.logs[0]["message"]
    add = {"sourcePlanNodeId": "plan", "planType": "MARKDOWN", "discount": {"strategy": "fixed", "value": 10}}
    adding = _node("ADD_ITEMS_TO_PLAN", add, tenant, outputs={"plan": made.output})
    assert adding.status == "SKIPPED" and adding.output["skippedReason"] == "NO_ACTIVE_MARKDOWN_WINDOW"
    restock = {"planType": "RESTOCK", "name": "Top up", "brandSource": {"kind": "static", "value": demo.brand_id},
               "collectionSource": {"kind": "static", "value": demo.collection_id}}  # fmt: skip
    assert _node("CREATE_OR_GET_PLAN", restock, tenant).status == "SUCCEEDED"  # only markdown nodes obey the calendar


# ------------------------------------------------------------------------------------------------
# Size curves


def test_size_curves_validate_their_shares_and_the_last_updated_wins(client, demo, tenant):
    assert "shares" in invalid(
        client.post(CURVES, demo.token, {"name": "x", "brandId": demo.brand_id, "shares": {"M": 60, "L": 39}})
    )
    assert "brandId" in invalid(client.post(CURVES, demo.token, {"name": "x", "brandId": "nope", "shares": {"M": 100}}))
    first = created(client.post(CURVES, demo.token, {"name": "Core", "brandId": demo.brand_id, "shares": {"M": 60, "L": 40.2}}))
    second = created(client.post(CURVES, demo.token, {"name": "Slim", "brandId": demo.brand_id, "shares": {"M": 50, "L": 50}}))
    assert brand_curve(tenant.organization_id, demo.brand_id) == {"M": 0.5, "L": 0.5}
    changed = data(client.patch(f"{CURVES}/{first['id']}", demo.token, {"shares": {"M": 75, "L": 25}}))
    assert changed["shares"] == {"M": 75, "L": 25} and changed["updatedAt"] >= second["updatedAt"]
    assert brand_curve(tenant.organization_id, demo.brand_id) == {"M": 0.75, "L": 0.25}
    assert "shares" in invalid(client.patch(f"{CURVES}/{first['id']}", demo.token, {"shares": {"M": 75}}))
    assert [c["id"] for c in items(client.get(f"{CURVES}?brandId={demo.brand_id}", demo.token))] == [first["id"], second["id"]]
    assert items(client.get(f"{CURVES}?brandId=other", demo.token)) == []
    assert ok(client.delete(f"{CURVES}/{first['id']}", demo.token)) == {"success": True}
    assert brand_curve(tenant.organization_id, demo.brand_id) == {"M": 0.5, "L": 0.5}
    assert brand_curve(tenant.organization_id, "no-brand") is None


def test_the_csv_import_makes_a_curve_per_brand_and_explains_its_rejects(client, demo):
    brand = next(b for b in ok(client.get("/api/brands", demo.token))["data"] if b["id"] == demo.brand_id)
    code = brand["code"]
    text = f"brandCode,size,percent\n{code},M,55\n{code},L,45\n{code},L,10\nNOPE,M,100\n{code},XL,lots\n"
    result = created(client.post(f"{CURVES}/import", demo.token, {"csv": text, "name": "From the buyer"}))
    assert (result["rowsRead"], result["rowsLoaded"], result["rowsRejected"]) == (5, 2, 3)
    assert result["rejectedByReason"] == {"DUPLICATE_SIZE": 1, "UNKNOWN_BRAND": 1, "BAD_PERCENT": 1}
    assert [(r["line"], r["reason"]) for r in result["rejectedRows"]] == [
        (4, "DUPLICATE_SIZE"),
        (5, "UNKNOWN_BRAND"),
        (6, "BAD_PERCENT"),
    ]
    [curve] = result["curves"]
    assert curve["name"] == "From the buyer" and curve["brandId"] == demo.brand_id and curve["shares"] == {"M": 55, "L": 45}
    assert "csv" in invalid(client.post(f"{CURVES}/import", demo.token, {"csv": "brand;size;percent\n"}))


def test_the_size_curve_rule_warns_on_a_plan_whose_size_mix_strays(client, demo):
    ruleset = create_ruleset(client, demo.token)["id"]
    add_rule(client, demo.token, ruleset, name="Size mix", category="assortment", enforcement="WARN",
             condition={"type": "size_curve_deviation", "maxDeviationPoints": 15}, hooks=["RESTOCK_PRE_ADD_ITEM", "MANUAL_CHECK"],
             message="{variantId} strays {actual} points from the curve at {worstSize}")  # fmt: skip
    created(client.post(CURVES, demo.token, {"name": "Core", "brandId": demo.brand_id, "shares": {"M": 60, "L": 40}}))
    plan = restock_plan(client, demo)
    first = ok(add_restock(client, demo, plan["id"], "M", 6), 201)  # mix M 100 %: 40 points off
    assert [w["message"] for w in first["businessRuleWarnings"]] == [f"{demo.variant_id} strays 40 points from the curve at L"]
    second = ok(add_restock(client, demo, plan["id"], "L", 4), 201)  # M 60 / L 40: on the curve
    assert second["businessRuleWarnings"] == []
