"""The generic plan routes of issue 37 (docs/plans.md "Generic routes for every type"): one line
updated by ``itemId`` through the rules, an item review through PRE_VALIDATE_ITEM, a manual check
that changes nothing, and the ruleset a plan names (``ruleGroupId``) or the organization's default."""

from tests.helpers.configuration import add_rule, create_ruleset, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, add_restock, markdown_plan, plan_of, rebalance_plan, restock_plan, store_shop

__all__ = ["store_shop"]  # the fixture


def items(client, demo, plan):
    return ok(client.get(f"/api/plans/{plan['planType']}/{plan['id']}/items", demo.token))["data"]


def rule(client, demo, ruleset_id, condition, hooks, enforcement="BLOCK", message="{ruleName}: {actual} over {threshold}"):
    body = {"name": condition["type"], "category": "capacity", "enforcement": enforcement, "condition": condition,
            "hooks": hooks, "message": message}  # fmt: skip
    return add_rule(client, demo.token, ruleset_id, **body)


def update(client, demo, plan, body, token=None):
    return client.patch(f"/api/plans/{plan['planType']}/{plan['id']}/items", token or demo.token, body)


def restricted(client, demo):
    """A token that may view plans but not manage them."""
    body = {"name": "viewer", "permissions": ["inventoryPlans.view"]}
    return ok(client.post("/api/settings/api-tokens", demo.token, body), 201)["data"]["token"]


def test_one_line_update_per_type_recomputes_the_line_and_is_audited(client, demo, store_shop):
    plan = restock_plan(client, demo)
    item_id = ok(add_restock(client, demo, plan["id"], "M", 5), 201)["data"]["itemId"]
    body = ok(update(client, demo, plan, {"itemId": item_id, "quantity": 2, "discount": 10, "reason": "smaller"}))
    assert body["data"] == {
        "updated": 1, "item": {"itemId": item_id, "planId": plan["id"], "created": False, "quantity": 2, "value": 72.0}
    }  # fmt: skip  # 2 x 40 x 0.9
    after = plan_of(client, demo, plan)
    assert (after["itemCount"], after["totalQuantity"], after["totalValue"]) == (1, 2, 72.0)
    entry = activity(client, demo, plan)[0]
    assert entry["action"] == "ITEM_UPDATED"
    # the same values again write nothing
    assert ok(update(client, demo, plan, {"itemId": item_id, "quantity": 2}))["data"]["updated"] == 0
    # RESTOCK keeps its bulk form on the same route
    bulk = {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 4}}}
    assert ok(update(client, demo, plan, bulk))["data"] == {"updated": 1, "item": None}
    # markdown: discountPercent; rebalance: quantity
    markdown = markdown_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "L", "shopId": demo.shop_id, "discountPercent": 20}
    markdown_item = ok(client.post(f"/api/markdown-plans/{markdown['id']}/items", demo.token, line), 201)["data"]["itemId"]
    assert ok(update(client, demo, markdown, {"itemId": markdown_item, "discountPercent": 30}))["data"]["updated"] == 1
    assert items(client, demo, markdown)[0]["discountPercent"] == 30
    rebalance = rebalance_plan(client, demo, store_shop)
    moved = ok(
        client.post(
            f"/api/rebalance-plans/{rebalance['id']}/items",
            demo.token,
            {"variantId": demo.variant_id, "sizeId": "L", "quantity": 1},
        ),
        201,
    )["data"]["itemId"]
    assert ok(update(client, demo, rebalance, {"itemId": moved, "quantity": 4}))["data"]["item"]["quantity"] == 4
    assert_envelope(update(client, demo, rebalance, {"itemId": moved, "quantity": 9}), 422, "INSUFFICIENT_STOCK")  # L holds 5


def test_update_refusals_422_404_409_403(client, demo):
    plan = restock_plan(client, demo)
    item_id = ok(add_restock(client, demo, plan["id"], "M", 5), 201)["data"]["itemId"]
    refused = update(client, demo, plan, {"itemId": item_id, "discountPercent": 5, "side": "RETURN"})
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert {e["field"] for e in refused.json()["fieldErrors"]} == {"discountPercent", "side"}
    assert_envelope(update(client, demo, plan, {"itemId": item_id}), 422, "VALIDATION_ERROR")  # nothing to change
    assert_envelope(update(client, demo, plan, {"itemId": item_id, "quantity": 0}), 422, "VALIDATION_ERROR")
    assert_envelope(update(client, demo, plan, {"itemId": "nope", "quantity": 1}), 404, "PLAN_ITEM_NOT_FOUND")
    assert_envelope(update(client, demo, plan, {"itemId": item_id, "quantity": 1}, restricted(client, demo)), 403, "FORBIDDEN")
    ok(client.patch(f"/api/plans/RESTOCK/{plan['id']}", demo.token, {"status": "VALIDATED"}))
    assert_envelope(update(client, demo, plan, {"itemId": item_id, "quantity": 1}), 409, "PLAN_ALREADY_VALIDATED")
    assert plan_of(client, demo, plan)["totalQuantity"] == 5


def test_the_update_goes_through_the_add_rules(client, demo):
    ruleset = create_ruleset(client, demo.token)
    warn = rule(client, demo, ruleset["id"], {"type": "max_plan_quantity", "maxQuantity": 6}, ["RESTOCK_PRE_ADD_ITEM"], "WARN")
    rule(client, demo, ruleset["id"], {"type": "max_plan_value", "maxValue": 300}, ["RESTOCK_PRE_ADD_ITEM"])
    plan = restock_plan(client, demo)
    item_id = ok(add_restock(client, demo, plan["id"], "M", 5), 201)["data"]["itemId"]
    blocked = update(client, demo, plan, {"itemId": item_id, "quantity": 8})  # 320 > 300
    assert_envelope(blocked, 422, "BUSINESS_RULE_VIOLATION")
    assert plan_of(client, demo, plan)["totalQuantity"] == 5
    warned = ok(update(client, demo, plan, {"itemId": item_id, "quantity": 7}))  # 280, 7 pieces > 6
    assert [w["ruleId"] for w in warned["businessRuleWarnings"]] == [warn["id"]]
    assert {r["hook"] for r in activity(client, demo, plan)[0]["rules"]} == {"RESTOCK_PRE_ADD_ITEM"}


def test_review_readies_one_line_through_pre_validate_item_and_a_change_undoes_it(client, demo):
    ruleset = create_ruleset(client, demo.token)
    rule(client, demo, ruleset["id"], {"type": "max_quantity_per_variant", "maxQuantity": 6}, ["RESTOCK_PRE_VALIDATE_ITEM"])
    plan = restock_plan(client, demo)
    small = ok(add_restock(client, demo, plan["id"], "M", 3), 201)["data"]["itemId"]
    review = f"/api/plans/RESTOCK/{plan['id']}/items/{{}}/review"
    assert ok(client.post(review.format(small), demo.token))["data"]["updated"] == 1
    large = ok(add_restock(client, demo, plan["id"], "L", 7), 201)["data"]["itemId"]  # the variant: 10 pieces > 6
    assert_envelope(client.post(review.format(large), demo.token), 409, "BUSINESS_RULE_VIOLATION")
    statuses = {i["id"]: i["status"] for i in items(client, demo, plan)}
    assert statuses == {small: "READY_FOR_ORDER", large: "TO_REVIEW"}
    assert plan_of(client, demo, plan)["status"] == "DRAFT"
    assert [e["action"] for e in activity(client, demo, plan)] == ["ITEM_ADDED", "ITEM_REVIEWED", "ITEM_ADDED", "CREATE"]
    assert ok(client.post(review.format(small), demo.token))["data"]["updated"] == 0  # already reviewed
    ok(update(client, demo, plan, {"itemId": small, "quantity": 2}))
    assert {i["id"]: i["status"] for i in items(client, demo, plan)}[small] == "TO_REVIEW"
    assert_envelope(client.post(review.format("nope"), demo.token), 404, "PLAN_ITEM_NOT_FOUND")
    assert_envelope(client.post(review.format(small), restricted(client, demo)), 403, "FORBIDDEN")


def test_check_answers_every_outcome_and_changes_nothing(client, demo):
    ruleset = create_ruleset(client, demo.token)
    passing = rule(client, demo, ruleset["id"], {"type": "max_plan_quantity", "maxQuantity": 100}, ["MANUAL_CHECK"])
    failing = rule(client, demo, ruleset["id"], {"type": "max_plan_value", "maxValue": 100}, ["MANUAL_CHECK"], "WARN")
    rule(
        client, demo, ruleset["id"], {"type": "max_plan_value", "maxValue": 1}, ["RESTOCK_PRE_CHANGE_STATUS"]
    )  # not at the check
    plan = restock_plan(client, demo)
    ok(add_restock(client, demo, plan["id"], "M", 5), 201)
    before = (plan_of(client, demo, plan), items(client, demo, plan), activity(client, demo, plan))
    checked = ok(client.post(f"/api/plans/RESTOCK/{plan['id']}/check", demo.token))["data"]
    assert (checked["hook"], checked["rulesetId"], checked["blocked"]) == ("MANUAL_CHECK", ruleset["id"], False)
    assert {o["ruleId"]: (o["enforcement"], o["passed"]) for o in checked["outcomes"]} == {
        passing["id"]: ("BLOCK", True), failing["id"]: ("WARN", False),
    }  # fmt: skip
    assert (plan_of(client, demo, plan), items(client, demo, plan), activity(client, demo, plan)) == before
    # a viewer may check; an unknown plan is a 404
    assert ok(client.post(f"/api/plans/RESTOCK/{plan['id']}/check", restricted(client, demo)))["data"]["blocked"] is False
    assert_envelope(client.post("/api/plans/RESTOCK/nope/check", demo.token), 404, "PLAN_NOT_FOUND")


def test_a_plan_uses_the_ruleset_it_names_else_the_default_which_can_change(client, demo):
    default = create_ruleset(client, demo.token, "Default")
    strict = create_ruleset(client, demo.token, "Strict")
    assert (default["isDefault"], strict["isDefault"]) == (True, False)
    rule(client, demo, strict["id"], {"type": "max_plan_quantity", "maxQuantity": 2}, ["RESTOCK_PRE_ADD_ITEM"])
    named = restock_plan(client, demo, ruleGroupId=strict["id"])
    assert named["ruleGroupId"] == strict["id"]
    plain = restock_plan(client, demo)
    assert plain["ruleGroupId"] is None
    assert_envelope(add_restock(client, demo, named["id"], "M", 5), 422, "BUSINESS_RULE_VIOLATION")
    assert add_restock(client, demo, plain["id"], "M", 5).status == 201
    # the default switches: plans naming no ruleset follow it
    body = ok(client.patch(f"/api/business-logic-rulesets/{strict['id']}", demo.token, {"isDefault": True}))["data"]
    assert body["isDefault"] is True
    listed = {r["id"]: r["isDefault"] for r in ok(client.get("/api/business-logic-rulesets", demo.token))["items"]}
    assert listed == {default["id"]: False, strict["id"]: True}
    assert_envelope(add_restock(client, demo, plain["id"], "L", 3), 422, "BUSINESS_RULE_VIOLATION")
    refused = client.patch(f"/api/business-logic-rulesets/{strict['id']}", demo.token, {"isDefault": False})
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    # a ruleset that is not the organization's
    unknown = client.post("/api/restock-plans", demo.token, {"brandId": demo.brand_id, "collectionId": demo.collection_id,
                                                             "ruleGroupId": "nope"})  # fmt: skip
    assert_envelope(unknown, 422, "VALIDATION_ERROR")
    assert unknown.json()["fieldErrors"][0]["field"] == "ruleGroupId"
    for path, body in (
        ("/api/markdown-plans", {"name": "BF", "startDate": "2026-11-20", "endDate": "2026-11-30", "ruleGroupId": "nope"}),
        ("/api/rebalance-plans", {"outgoingShopId": demo.shop_id, "ingoingShopId": "x", "ruleGroupId": "nope"}),
    ):
        assert_envelope(client.post(path, demo.token, body), 422, "VALIDATION_ERROR")
    assert markdown_plan(client, demo, ruleGroupId=default["id"])["ruleGroupId"] == default["id"]
