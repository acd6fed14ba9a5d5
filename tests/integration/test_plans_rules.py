"""Business-rule hooks of the plan endpoints on live data (docs/plans.md "Business-rule hooks"):
every outcome (BLOCK, WARN, LOG) at each hook, and the rule templates of REFERENCE 5.3 against real
values: plan value and quantity, items per shop, quantity per variant, value per brand, supplier MOQ
and pack multiple, supplier blacklist and brand restriction, markdown discount and margin, and the
budget-envelope (open-to-buy) cap."""

import uuid
from datetime import UTC, datetime

from tests.helpers.configuration import add_rule, create_entry, create_ruleset, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, add_restock, plan_of, restock_plan

ADD = ["RESTOCK_PRE_ADD_ITEM"]


def rule(client, demo, condition, enforcement="BLOCK", hooks=ADD, message="{ruleName}: {actual} over {threshold}", **extra):
    ruleset = ok(client.get("/api/business-logic-rulesets", demo.token))["items"]
    ruleset_id = ruleset[0]["id"] if ruleset else create_ruleset(client, demo.token)["id"]
    body = {"name": condition["type"], "category": "capacity", "enforcement": enforcement, "condition": condition,
            "hooks": hooks, "message": message, **extra}  # fmt: skip
    return add_rule(client, demo.token, ruleset_id, **body)


def blocked(result, status=422):
    assert_envelope(result, status, "BUSINESS_RULE_VIOLATION")
    return result.json()["details"]["rules"]


def test_block_on_add_refuses_the_line_and_changes_nothing(client, demo):
    rule(client, demo, {"type": "max_plan_value", "maxValue": 300})
    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201  # 5 x 40 = 200
    rules = blocked(add_restock(client, demo, plan["id"], "L", 3))  # +120 = 320 > 300
    assert rules == [{"ruleId": rules[0]["ruleId"], "ruleName": "max_plan_value", "message": "max_plan_value: 320 over 300"}]
    after = plan_of(client, demo, plan)
    assert (after["itemCount"], after["totalQuantity"], after["totalValue"]) == (1, 5, 200.0)
    assert [e["action"] for e in activity(client, demo, plan)] == ["ITEM_ADDED", "CREATE"]


def test_warn_lets_the_line_in_and_answers_the_warning_and_log_only_records(client, demo):
    warn = rule(client, demo, {"type": "max_plan_quantity", "maxQuantity": 4}, "WARN", message="Over {threshold} units")
    rule(client, demo, {"type": "max_quantity_per_variant", "maxQuantity": 1}, "LOG", message="logged")
    plan = restock_plan(client, demo)
    result = add_restock(client, demo, plan["id"], "M", 5)
    body = ok(result, 201)
    assert body["businessRuleWarnings"] == [{"ruleId": warn["id"], "ruleName": "max_plan_quantity", "message": "Over 4 units"}]
    entry = activity(client, demo, plan)[0]
    assert entry["action"] == "ITEM_ADDED"
    outcomes = {r["ruleName"]: (r["enforcement"], r["passed"], r["hook"]) for r in entry["rules"]}
    assert outcomes == {
        "max_plan_quantity": ("WARN", False, "RESTOCK_PRE_ADD_ITEM"),
        "max_quantity_per_variant": ("LOG", False, "RESTOCK_PRE_ADD_ITEM"),
    }


def test_block_on_status_change_and_on_item_validation_is_409_and_the_status_stays(client, demo):
    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    rule(client, demo, {"type": "max_items_per_shop", "maxItems": 0}, hooks=["RESTOCK_PRE_VALIDATE_ITEM"], message="no lines")
    assert (
        blocked(client.patch(f"/api/plans/RESTOCK/{plan['id']}", demo.token, {"status": "VALIDATED"}), 409)[0]["message"]
        == "no lines"
    )
    assert plan_of(client, demo, plan)["status"] == "DRAFT"


def test_pre_change_status_runs_on_every_move(client, demo):
    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    ok(client.patch(f"/api/plans/RESTOCK/{plan['id']}", demo.token, {"status": "VALIDATED"}))
    rule(client, demo, {"type": "max_plan_value", "maxValue": 100}, hooks=["RESTOCK_PRE_CHANGE_STATUS"])
    blocked(client.patch(f"/api/plans/RESTOCK/{plan['id']}", demo.token, {"status": "SENT"}), 409)
    assert plan_of(client, demo, plan)["status"] == "VALIDATED"


def test_supplier_moq_and_pack_multiple_come_from_the_supplier_variant_constraints(client, demo):
    supplier = str(uuid.uuid4())
    constraint = {"supplierId": supplier, "variantId": demo.variant_id, "minOrderQuantity": 12, "packMultiple": 6}
    ok(client.post("/api/supplier-variant-constraints", demo.token, constraint), 201)
    rule(client, demo, {"type": "pack_multiple"}, message="pack of {threshold}")
    rule(client, demo, {"type": "min_order_quantity"}, message="MOQ {threshold}")
    plan = restock_plan(client, demo, supplierId=supplier)
    messages = {r["message"] for r in blocked(add_restock(client, demo, plan["id"], "M", 5))}
    assert messages == {"pack of 6", "MOQ 12"}
    assert blocked(add_restock(client, demo, plan["id"], "M", 6))[0]["message"] == "MOQ 12"  # a pack, below the MOQ
    assert add_restock(client, demo, plan["id"], "M", 12).status == 201
    # without a supplier the constraints do not apply
    other = restock_plan(client, demo)
    assert add_restock(client, demo, other["id"], "M", 5).status == 201


def test_supplier_blacklist_and_brand_restriction_org_lists(client, demo):
    supplier = str(uuid.uuid4())
    rule(client, demo, {"type": "supplier_not_blacklisted"}, category="compliance", message="supplier {supplierId} blacklisted")
    plan = restock_plan(client, demo, supplierId=supplier)
    assert add_restock(client, demo, plan["id"], "M", 1).status == 201
    create_entry(client, demo.token, "SUPPLIER_BLACKLIST", supplier)
    assert blocked(add_restock(client, demo, plan["id"], "L", 1))[0]["message"] == f"supplier {supplier} blacklisted"
    rule(client, demo, {"type": "brand_not_restricted"}, "WARN", category="compliance", message="brand restricted")
    create_entry(client, demo.token, "BRAND_RESTRICTION", demo.brand_id)
    other = restock_plan(client, demo)
    body = ok(add_restock(client, demo, other["id"], "M", 1), 201)
    assert [w["message"] for w in body["businessRuleWarnings"]] == ["brand restricted"]


def test_markdown_max_discount_and_min_margin_after_discount(client, demo):
    rule(client, demo, {"type": "max_discount_percent", "maxPercent": 50}, hooks=["MARKDOWN_PRE_ADD_ITEM"], category="pricing",
         message="at most {threshold}%")  # fmt: skip
    rule(client, demo, {"type": "min_margin_after_discount_percent", "minPercent": 20}, "WARN", hooks=["MARKDOWN_PRE_ADD_ITEM"],
         category="pricing", message="margin {actual}%")  # fmt: skip
    plan = ok(
        client.post("/api/markdown-plans", demo.token, {"name": "BF", "startDate": "2026-11-20", "endDate": "2026-11-30"}), 201
    )
    line = {"variantId": demo.variant_id, "sizeId": "L", "shopId": demo.shop_id}
    assert (
        blocked(client.post(f"/api/markdown-plans/{plan['data']['id']}/items", demo.token, {**line, "discountPercent": 60}))[0][
            "message"
        ]
        == "at most 50%"
    )
    # 150 x (1 - 0.5) = 75 net; (75 - 40) / 75 = 46.67 % margin: passes; 70 % off fails the margin but is over 50
    body = ok(client.post(f"/api/markdown-plans/{plan['data']['id']}/items", demo.token, {**line, "discountPercent": 50}), 201)
    assert body["businessRuleWarnings"] == [] and body["data"]["value"] == 375.0  # 5 in stock x 150 x 50 %
    body = ok(client.post(f"/api/plans/MARKDOWN/{plan['data']['id']}/items", demo.token,
                          {**line, "sizeId": "M", "discountPercent": 45, "planType": "MARKDOWN"}), 201)  # fmt: skip
    assert body["businessRuleWarnings"] == []


def test_max_plan_value_per_brand_counts_the_brand_lines(client, demo):
    rule(client, demo, {"type": "max_plan_value_per_brand", "maxValue": 250}, message="brand {brandId} over")
    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    assert blocked(add_restock(client, demo, plan["id"], "L", 2))[0]["message"] == f"brand {demo.brand_id} over"


def test_budget_envelope_cap_blocks_beyond_the_open_to_buy_and_warns_at_a_percentage(client, demo):
    today = datetime.now(UTC).date()
    year = {"name": "Now", "startDate": f"{today.year}-01-01", "endDate": f"{today.year}-12-31"}
    period = ok(client.post("/api/planning-periods", demo.token, year), 201)["data"]
    envelope = ok(client.post("/api/budget-envelopes", demo.token,
                              {"periodId": period["id"], "scope": "BRAND", "scopeValue": demo.brand_id, "amount": 500,
                               "currency": "INR"}), 201)["data"]  # fmt: skip
    assert (envelope["consumedAmount"], envelope["remainingAmount"], envelope["consumedPercent"]) == (0.0, 500.0, 0.0)
    rule(client, demo, {"type": "budget_envelope_cap", "warnAtPercent": 50}, message="OTB {consumedPercent}%")
    first = restock_plan(client, demo)
    assert ok(add_restock(client, demo, first["id"], "M", 5), 201)["businessRuleWarnings"] == []  # 200 = 40 %
    second = restock_plan(client, demo)
    body = ok(add_restock(client, demo, second["id"], "M", 2), 201)  # 200 + 80 = 56 %
    assert [w["message"] for w in body["businessRuleWarnings"]] == ["OTB 56%"]
    assert blocked(add_restock(client, demo, second["id"], "L", 6))[0]["message"] == "OTB 104%"  # 200 + 80 + 240 = 520
    live = ok(client.get(f"/api/budget-envelopes/{envelope['id']}", demo.token))["data"]
    assert (live["consumedAmount"], live["remainingAmount"], live["consumedPercent"]) == (280.0, 220.0, 56.0)
    # a received plan no longer consumes open-to-buy; validated and sent ones still do
    for status in ("VALIDATED", "SENT"):
        ok(client.patch(f"/api/plans/RESTOCK/{first['id']}", demo.token, {"status": status}))
    assert ok(client.get(f"/api/budget-envelopes/{envelope['id']}", demo.token))["data"]["consumedAmount"] == 280.0
    ok(client.patch(f"/api/plans/RESTOCK/{first['id']}", demo.token, {"status": "RECEIVED"}))
    listed = ok(client.get(f"/api/budget-envelopes?periodId={period['id']}", demo.token))["items"][0]
    assert (listed["consumedAmount"], listed["remainingAmount"]) == (80.0, 420.0)
