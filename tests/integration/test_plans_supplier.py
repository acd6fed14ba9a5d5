"""Suppliers and the supplier plans (issue 37; docs/plans.md "Supplier returns", "Supplier exchanges"):
the suppliers the catalogue names, a supplier return's lines (stock, reason codes, unit cost), its
lifecycle with the expected credit and the credit note, an exchange's sides and lifecycle, the
approval gates with four eyes, the rule conditions on live lines, tenancy and permissions."""

import pytest

from tests.helpers.aws import add_member, make_tenant
from tests.helpers.configuration import add_rule, create_entry, create_policy, create_ruleset, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, plan_of


def _set_supplier(organization_id: str, variant_id: str, code: str) -> str:
    """Give a variant the supplier of ``code`` as a catalogue row with that supplierCode would; its id."""
    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import VariantItem

    supplier_id = entity_id(organization_id, "supplier", code)
    variant = VariantItem.get(f"ORG#{organization_id}#VARIANT", variant_id)
    variant.update(actions=[VariantItem.supplier_id.set(supplier_id), VariantItem.supplier_code.set(code)])
    return supplier_id


@pytest.fixture
def suppliers(tenant, demo):
    """AN201-RED from SUP-A, AN201-BLUE from SUP-B: ``{code: id}``."""
    org = tenant.organization_id
    return {"SUP-A": _set_supplier(org, demo.variant_id, "SUP-A"), "SUP-B": _set_supplier(org, demo.other_variant_id, "SUP-B")}


@pytest.fixture
def reasons(client, demo):
    create_entry(client, demo.token, "RETURN_REASON_CODE", "DAMAGED")
    create_entry(client, demo.token, "RETURN_REASON_CODE", "OVERSTOCK")


def return_plan(client, demo, supplier_id, **fields):
    body = {"supplierId": supplier_id, "sourceShopId": demo.shop_id, **fields}
    return ok(client.post("/api/supplier-return-plans", demo.token, body), 201)["data"]


def exchange_plan(client, demo, supplier_id, **fields):
    body = {"supplierId": supplier_id, "sourceShopId": demo.shop_id, "destinationShopId": demo.shop_id, **fields}
    return ok(client.post("/api/supplier-exchange-plans", demo.token, body), 201)["data"]


def add_line(client, demo, plan, size="M", quantity=2, token=None, **fields):
    body = {"planType": plan["planType"], "variantId": demo.variant_id, "sizeId": size, "quantity": quantity, **fields}
    return client.post(f"/api/plans/{plan['planType']}/{plan['id']}/items", token or demo.token, body)


def move(client, token, plan, status, **fields):
    return client.patch(f"/api/plans/{plan['planType']}/{plan['id']}", token, {"status": status, **fields})


@pytest.fixture
def approver(client, tenant, issuer):
    """A token of another admin that may decide approval requests (four eyes)."""
    _, session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    perms = ["inventoryPlans.view", "inventoryPlans.approvalsDecide"]
    made = ok(client.post("/api/settings/api-tokens", session, {"name": "approver", "permissions": perms}), 201)["data"]
    return made["token"], made["id"]


def test_suppliers_are_the_catalogue_s_codes_with_their_variants(client, demo, suppliers, other_tenant):
    listed = ok(client.get("/api/suppliers", demo.token))
    assert listed["total"] == 2
    assert [(s["code"], s["name"], s["variantCount"]) for s in listed["data"]] == [("SUP-A", "SUP-A", 1), ("SUP-B", "SUP-B", 1)]
    assert listed["data"][0]["id"] == suppliers["SUP-A"]
    assert [s["code"] for s in ok(client.get("/api/suppliers?q=b", demo.token))["data"]] == ["SUP-B"]
    one = ok(client.get(f"/api/suppliers/{suppliers['SUP-A']}", demo.token))["data"]
    assert one == {"id": suppliers["SUP-A"], "code": "SUP-A", "name": "SUP-A", "variantCount": 1}
    assert_envelope(client.get(f"/api/suppliers/{suppliers['SUP-A']}", other_tenant.token), 404, "SUPPLIER_NOT_FOUND")
    assert ok(client.get("/api/suppliers", other_tenant.token))["total"] == 0
    variants = {v["sku"]: v for v in ok(client.get("/api/variants?pageSize=100", demo.token))["data"]}
    assert variants["AN201-RED"]["supplierId"] == suppliers["SUP-A"]
    items = ok(client.get(f"/api/inventory-items?variantId={demo.variant_id}", demo.token))["data"]
    assert {i["supplierId"] for i in items} == {suppliers["SUP-A"]}


def test_create_checks_the_supplier_shops_and_ruleset(client, demo, suppliers):
    created = return_plan(client, demo, suppliers["SUP-A"], reason="damaged in transit", deadline="2026-12-31")
    assert (created["status"], created["supplierId"], created["planType"], created["name"]) == (
        "DRAFT", suppliers["SUP-A"], "SUPPLIER_RETURN", "Return to SUP-A",
    )  # fmt: skip
    assert created["code"].startswith("SRT-") and created["deadline"] == "2026-12-31" and created["sourceShopId"] == demo.shop_id
    bad = client.post(
        "/api/supplier-return-plans", demo.token, {"supplierId": "nope", "sourceShopId": "nope", "ruleGroupId": "x"}
    )
    assert_envelope(bad, 422, "VALIDATION_ERROR")
    assert {e["field"] for e in bad.json()["fieldErrors"]} == {"supplierId", "sourceShopId", "ruleGroupId"}
    assert_envelope(
        client.post("/api/supplier-return-plans", demo.token, {"sourceShopId": demo.shop_id}), 422, "VALIDATION_ERROR"
    )
    too_long = {"supplierId": suppliers["SUP-A"], "reason": "x" * 501}
    assert_envelope(client.post("/api/supplier-return-plans", demo.token, too_long), 422, "VALIDATION_ERROR")
    ruleset = create_ruleset(client, demo.token, "Returns")
    named = return_plan(client, demo, suppliers["SUP-A"], ruleGroupId=ruleset["id"])
    assert named["ruleGroupId"] == ruleset["id"]
    exchange = exchange_plan(client, demo, suppliers["SUP-A"])
    assert (exchange["code"][:4], exchange["destinationShopId"], exchange["name"]) == (
        "SEX-",
        demo.shop_id,
        "Exchange with SUP-A",
    )
    listed = ok(client.get("/api/supplier-return-plans?status=DRAFT", demo.token))
    assert {p["id"] for p in listed["data"]} == {created["id"], named["id"]}
    assert [p["id"] for p in ok(client.get("/api/supplier-exchange-plans", demo.token))["data"]] == [exchange["id"]]


def test_return_lines_check_stock_reason_codes_and_default_the_unit_cost(client, demo, suppliers, reasons):
    plan = return_plan(client, demo, suppliers["SUP-A"])
    added = ok(add_line(client, demo, plan, "M", 2, reasonCode="damaged", sourceItemRef="RMA-1"), 201)["data"]
    assert (added["quantity"], added["value"]) == (2, 80.0)  # 2 x unit cost 40
    assert_envelope(add_line(client, demo, plan, "M", 4, reasonCode="DAMAGED"), 422, "INSUFFICIENT_STOCK")  # M holds 3
    wrong = add_line(client, demo, plan, "L", 1, reasonCode="LOST")
    assert_envelope(wrong, 422, "VALIDATION_ERROR")
    assert wrong.json()["fieldErrors"][0]["field"] == "reasonCode"
    assert ok(add_line(client, demo, plan, "L", 1, unitCost=35.5), 201)["data"]["value"] == 35.5
    lines = {i["sizeId"]: i for i in ok(client.get(f"/api/plans/SUPPLIER_RETURN/{plan['id']}/items", demo.token))["data"]}
    assert (lines["M"]["reasonCode"], lines["M"]["sourceItemRef"], lines["M"]["unitCost"], lines["M"]["side"]) == (
        "DAMAGED", "RMA-1", 40.0, None,
    )  # fmt: skip
    assert lines["L"]["unitCost"] == 35.5 and lines["M"]["shopId"] == demo.shop_id
    assert plan_of(client, demo, plan)["totalValue"] == 115.5
    no_shop = return_plan(client, demo, suppliers["SUP-A"], sourceShopId=None)
    assert_envelope(add_line(client, demo, no_shop, "M", 1), 422, "VALIDATION_ERROR")
    assert ok(add_line(client, demo, no_shop, "M", 1, shopId=demo.shop_id), 201)


def test_a_return_is_sent_credited_and_closed_recording_the_difference(client, demo, suppliers, reasons):
    plan = return_plan(client, demo, suppliers["SUP-A"])
    assert_envelope(move(client, demo.token, plan, "SENT"), 409, "PLAN_HAS_NO_ITEMS")
    ok(add_line(client, demo, plan, "M", 3, reasonCode="DAMAGED"), 201)  # 120
    ok(add_line(client, demo, plan, "L", 2, reasonCode="OVERSTOCK"), 201)  # 80
    assert_envelope(move(client, demo.token, plan, "CREDITED", creditNoteAmount=1), 422, "INVALID_STATUS_TRANSITION")
    early = move(client, demo.token, plan, "SENT", creditNoteAmount=1)
    assert_envelope(early, 422, "VALIDATION_ERROR")
    assert early.json()["fieldErrors"][0]["field"] == "creditNoteAmount"
    assert plan_of(client, demo, plan)["decidedAt"] is None
    sent = ok(move(client, demo.token, plan, "SENT"))["data"]
    assert (sent["status"], sent["expectedCredit"], sent["itemStatus"]) == ("SENT", 200.0, "READY_FOR_ORDER")
    assert sent["decidedAt"] == sent["updatedAt"]  # the return's decision: sent to the supplier
    assert_envelope(add_line(client, demo, plan, "L", 1, reasonCode="DAMAGED"), 409, "PLAN_ITEMS_FROZEN")
    missing = move(client, demo.token, plan, "CREDITED")
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert missing.json()["fieldErrors"][0]["field"] == "creditNoteAmount"
    credited = ok(move(client, demo.token, plan, "CREDITED", creditNoteAmount=185.25, creditNoteRef="CN-77"))["data"]
    assert (credited["status"], credited["creditNoteAmount"], credited["creditNoteRef"], credited["creditDifference"]) == (
        "CREDITED", 185.25, "CN-77", -14.75,
    )  # fmt: skip
    assert ok(move(client, demo.token, plan, "CLOSED"))["data"]["status"] == "CLOSED"
    assert_envelope(client.delete(f"/api/plans/SUPPLIER_RETURN/{plan['id']}", demo.token), 409, "PLAN_NOT_DRAFT")
    actions = [e["action"] for e in activity(client, demo, plan)]
    assert actions == ["STATUS_CHANGE", "STATUS_CHANGE", "STATUS_CHANGE", "ITEM_ADDED", "ITEM_ADDED", "CREATE"]
    attributed = ok(
        client.get(f"/api/intelligence/outcome-attributions?planType=SUPPLIER_RETURN&planId={plan['id']}", demo.token)
    )
    assert attributed["total"] == 2 and {a["attributionSource"] for a in attributed["data"]} == {"MANUAL"}


def test_the_return_gate_waits_for_a_second_person(client, demo, suppliers, approver, reasons):
    create_policy(client, demo.token, name="Returns over 100", actionFamily="SUPPLIER_RETURN_PLAN", thresholdValue=100)
    plan = return_plan(client, demo, suppliers["SUP-A"])
    ok(add_line(client, demo, plan, "M", 3, reasonCode="DAMAGED"), 201)  # 120 > 100
    held = move(client, demo.token, plan, "SENT", reason="back to the supplier")
    assert held.status == 202, held.body
    request_id = held.json()["approvalRequested"]["approvalRequestId"]
    assert plan_of(client, demo, plan)["status"] == "DRAFT"
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", demo.token, {}), 403, "FORBIDDEN")
    token, token_id = approver
    ok(client.post(f"/api/approval-requests/{request_id}/approve", token, {"reason": "fine"}))
    after = plan_of(client, demo, plan)
    assert (after["status"], after["expectedCredit"], after["pendingApprovalRequestId"]) == ("SENT", 120.0, None)
    assert after["decidedAt"] == after["updatedAt"]  # decided when the approval applied the move
    entry = activity(client, demo, plan)[0]
    assert (entry["action"], entry["actorId"]) == ("APPROVED", token_id)


def test_an_exchange_needs_both_sides_and_walks_its_lifecycle(client, demo, suppliers, approver, reasons):
    create_policy(client, demo.token, name="Exchanges", actionFamily="SUPPLIER_EXCHANGE_PLAN", thresholdValue=10)
    plan = exchange_plan(client, demo, suppliers["SUP-A"])
    ok(add_line(client, demo, plan, "M", 2, side="RETURN", reasonCode="DAMAGED"), 201)
    receive_with_reason = add_line(client, demo, plan, "M", 2, side="RECEIVE", reasonCode="DAMAGED")
    assert_envelope(receive_with_reason, 422, "VALIDATION_ERROR")
    assert_envelope(add_line(client, demo, plan, "M", 2), 422, "VALIDATION_ERROR")  # no side
    one_side = move(client, demo.token, plan, "PROPOSED")
    assert_envelope(one_side, 422, "EXCHANGE_SIDES_INCOMPLETE")
    assert one_side.json()["fieldErrors"][0]["field"] == "side"
    ok(add_line(client, demo, plan, "M", 10, side="RECEIVE"), 201)  # more than in stock: receiving is not limited
    sides = {
        side: [
            i["side"] for i in ok(client.get(f"/api/plans/SUPPLIER_EXCHANGE/{plan['id']}/items?side={side}", demo.token))["data"]
        ]
        for side in ("RETURN", "RECEIVE")
    }
    assert sides == {"RETURN": ["RETURN"], "RECEIVE": ["RECEIVE"]}
    assert ok(client.get(f"/api/plans/SUPPLIER_EXCHANGE/{plan['id']}/items", demo.token))["total"] == 2
    proposed = ok(move(client, demo.token, plan, "PROPOSED"))["data"]  # not gated
    assert (proposed["status"], proposed["decidedAt"]) == ("PROPOSED", None)  # proposing decides nothing yet
    assert_envelope(add_line(client, demo, plan, "L", 1, side="RETURN"), 409, "PLAN_ITEMS_FROZEN")
    held = move(client, demo.token, plan, "AGREED")
    assert held.status == 202, held.body
    token, _ = approver
    ok(client.post(f"/api/approval-requests/{held.json()['approvalRequested']['approvalRequestId']}/approve", token, {}))
    agreed_at = plan_of(client, demo, plan)["decidedAt"]
    assert agreed_at is not None
    for status in ("IN_TRANSIT", "SETTLED", "CLOSED"):
        assert ok(move(client, demo.token, plan, status))["data"]["status"] == status
    assert plan_of(client, demo, plan)["decidedAt"] == agreed_at  # the later moves keep the decision's time
    assert_envelope(move(client, demo.token, plan, "AGREED"), 409, "PLAN_CLOSED")


def rule(client, demo, condition, hooks, enforcement="BLOCK", message="{ruleName}: {actual} over {threshold}"):
    ruleset = ok(client.get("/api/business-logic-rulesets", demo.token))["items"]
    ruleset_id = ruleset[0]["id"] if ruleset else create_ruleset(client, demo.token)["id"]
    body = {"name": condition["type"], "category": "compliance", "enforcement": enforcement, "condition": condition,
            "hooks": hooks, "message": message}  # fmt: skip
    return add_rule(client, demo.token, ruleset_id, **body)


def test_guards_block_lines_of_another_supplier_without_reason_or_over_the_fee(client, demo, suppliers, reasons):
    add = ["SUPPLIER_RETURN_PRE_ADD_ITEM"]
    rule(client, demo, {"type": "supplier_consistency"}, add, message="{variantId} is not supplied by the plan's supplier")
    rule(client, demo, {"type": "return_reason_required", "reasonCodes": ["DAMAGED"]}, add, message="reason needed")
    rule(client, demo, {"type": "restocking_fee", "feePercent": 10, "maxFeeValue": 15}, add, "WARN", "fee {fee}")
    other = return_plan(client, demo, suppliers["SUP-B"])
    refused = add_line(client, demo, other, "M", 1, reasonCode="DAMAGED")
    assert_envelope(refused, 422, "BUSINESS_RULE_VIOLATION")
    assert [r["ruleName"] for r in refused.json()["details"]["rules"]] == ["supplier_consistency"]
    plan = return_plan(client, demo, suppliers["SUP-A"])
    no_reason = add_line(client, demo, plan, "M", 1)
    assert [r["message"] for r in no_reason.json()["details"]["rules"]] == ["reason needed"]
    assert_envelope(add_line(client, demo, plan, "M", 1, reasonCode="OVERSTOCK"), 422, "BUSINESS_RULE_VIOLATION")
    fine = ok(add_line(client, demo, plan, "M", 3, reasonCode="DAMAGED"), 201)  # 120: fee 12 <= 15
    assert fine["businessRuleWarnings"] == []
    warned = ok(add_line(client, demo, plan, "L", 2, reasonCode="DAMAGED"), 201)  # 200: fee 20 > 15
    assert [w["message"] for w in warned["businessRuleWarnings"]] == ["fee 20"]


def test_the_exchange_tolerance_holds_the_proposal(client, demo, suppliers, reasons):
    rule(client, demo, {"type": "exchange_value_tolerance", "maxValueDifferencePct": 10}, ["SUPPLIER_EXCHANGE_PRE_CHANGE_STATUS"],
         message="return {returnValue} vs receive {receiveValue}")  # fmt: skip
    plan = exchange_plan(client, demo, suppliers["SUP-A"])
    ok(add_line(client, demo, plan, "M", 2, side="RETURN", reasonCode="DAMAGED"), 201)  # 80
    ok(add_line(client, demo, plan, "L", 3, side="RECEIVE"), 201)  # 120: 50 % more
    refused = move(client, demo.token, plan, "PROPOSED")
    assert_envelope(refused, 409, "BUSINESS_RULE_VIOLATION")
    assert refused.json()["details"]["rules"][0]["message"] == "return 80 vs receive 120"
    ok(add_line(client, demo, plan, "L", 2, side="RECEIVE"), 201)  # 80: equal
    assert ok(move(client, demo.token, plan, "PROPOSED"))["data"]["status"] == "PROPOSED"


def test_another_organization_and_a_reader_cannot_touch_them(client, demo, suppliers, other_tenant, issuer, reasons):
    plan = return_plan(client, demo, suppliers["SUP-A"])
    item = ok(add_line(client, demo, plan, "M", 1, reasonCode="DAMAGED"), 201)["data"]["itemId"]
    base = f"/api/plans/SUPPLIER_RETURN/{plan['id']}"
    for method, path, body in [
        ("GET", base, None), ("PATCH", base, {"status": "SENT"}), ("DELETE", base, None), ("GET", f"{base}/activity", None),
        ("GET", f"{base}/items", None), ("DELETE", f"{base}/items/{item}", None),
        ("POST", f"{base}/items", {"planType": "SUPPLIER_RETURN", "variantId": demo.variant_id, "sizeId": "M", "quantity": 1}),
    ]:  # fmt: skip
        assert_envelope(client.request(method, path, other_tenant.token, body), 404, "PLAN_NOT_FOUND")
    assert ok(client.get("/api/supplier-return-plans", other_tenant.token))["total"] == 0
    foreign = client.post("/api/supplier-return-plans", other_tenant.token, {"supplierId": suppliers["SUP-A"]})
    assert_envelope(foreign, 422, "VALIDATION_ERROR")
    reader = make_tenant(issuer, "Reader", permissions=["inventoryPlans.view"])
    for path in ("/api/supplier-return-plans", "/api/supplier-exchange-plans"):
        assert_envelope(client.post(path, reader.token, {"supplierId": "x"}), 403, "FORBIDDEN")
        assert ok(client.get(path, reader.token))["total"] == 0
    assert plan_of(client, demo, plan)["itemCount"] == 1
    assert ok(client.delete(base, demo.token))["success"] is True


def test_the_catalogue_s_supplier_code_makes_the_supplier_and_a_later_file_keeps_it(client, tenant):
    """A catalogue row's supplierCode is kept on its variant (canonical code, the id the order facts
    give it); a later row without the column leaves it; a row with another code moves the variant."""
    from inventory_planning.kernel.ids import entity_id

    from tests.helpers.seed import ingest, to_csv

    org = tenant.organization_id
    header = ["sku", "productCode", "productName", "size", "colour", "unitCost", "supplierCode"]
    rows = [["TEE-BLK-S", "TEE", "Tee", "S", "Black", "5", "sup_north"],
            ["TEE-BLK-M", "TEE", "Tee", "M", "Black", "5", "sup_north"],
            ["JNS-BLU-32", "JNS", "Jeans", "32", "Blue", "20", "SUP-SOUTH"]]  # fmt: skip
    assert not ingest(org, "catalogue.csv", to_csv([header, *rows]))[-1].get("batchItemFailures")
    listed = ok(client.get("/api/suppliers", tenant.token))["data"]
    assert [(s["code"], s["variantCount"]) for s in listed] == [("SUP-NORTH", 1), ("SUP-SOUTH", 1)]
    assert listed[0]["id"] == entity_id(org, "supplier", "SUP-NORTH")
    prices = [["sku", "productCode", "productName", "size", "colour", "unitCost"], ["TEE-BLK-S", "TEE", "Tee", "S", "Black", "6"]]
    assert not ingest(org, "catalogue-2.csv", to_csv(prices))[-1].get("batchItemFailures")
    assert [s["code"] for s in ok(client.get("/api/suppliers", tenant.token))["data"]] == ["SUP-NORTH", "SUP-SOUTH"]
    moved = [header, ["TEE-BLK-S", "TEE", "Tee", "S", "Black", "6", "SUP-SOUTH"]]
    assert not ingest(org, "catalogue-3.csv", to_csv(moved))[-1].get("batchItemFailures")
    assert [(s["code"], s["variantCount"]) for s in ok(client.get("/api/suppliers", tenant.token))["data"]] == [("SUP-SOUTH", 2)]


def test_the_return_window_reads_the_last_receipt_from_the_lake(client, tenant, demo, suppliers, reasons):
    """return_window: days since the item last arrived at the line's shop (its newest INBOUND movement)."""
    from datetime import timedelta

    from inventory_planning.kernel import clock

    from tests.helpers.seed import ingest, to_csv

    shop_code = next(s["code"] for s in ok(client.get("/api/shops", demo.token))["data"] if s["id"] == demo.shop_id)
    skus = {
        i["sizeId"]: i["sku"] for i in ok(client.get(f"/api/inventory-items?variantId={demo.variant_id}", demo.token))["data"]
    }
    today = clock.now().date()
    movements = [["movementDate", "shopCode", "sku", "quantity", "movementType", "movementCode", "unitCost"],
                 [(today - timedelta(days=10)).isoformat(), shop_code, skus["M"], "2", "RECEIPT", "RC-M", "40"],
                 [(today - timedelta(days=90)).isoformat(), shop_code, skus["L"], "2", "RECEIPT", "RC-L1", "40"],
                 [(today - timedelta(days=45)).isoformat(), shop_code, skus["L"], "1", "RECEIPT", "RC-L2", "40"]]  # fmt: skip
    assert not ingest(tenant.organization_id, "movements.csv", to_csv(movements))[-1].get("batchItemFailures")
    rule(client, demo, {"type": "return_window", "maxDaysSinceReceipt": 30}, ["SUPPLIER_RETURN_PRE_ADD_ITEM"],
         message="{variantId} {sizeId}: received {actual} days ago, over {threshold}")  # fmt: skip
    plan = return_plan(client, demo, suppliers["SUP-A"])
    assert ok(add_line(client, demo, plan, "M", 1, reasonCode="DAMAGED"), 201)
    late = add_line(client, demo, plan, "L", 1, reasonCode="DAMAGED")
    assert_envelope(late, 422, "BUSINESS_RULE_VIOLATION")
    assert late.json()["details"]["rules"][0]["message"] == f"{demo.variant_id} L: received 45 days ago, over 30"


def test_a_shop_manager_sees_the_returns_of_its_shops_only(client, tenant, issuer, demo, suppliers, reasons):
    """docs/decisions/0019 for the supplier types: a plan with a line at its shop (or made by it) is
    visible; it names only its shops as source or destination."""
    from tests.helpers.plan_data import add_store

    store = add_store(tenant.organization_id, "STORE-9", "Supplier-return store")
    import uuid

    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, f"{user_id[:8]}@acme.test", "Manager", ["SHOP_MANAGER"], [store])
    manager = issuer.mint(user_id, f"{user_id[:8]}@acme.test", "Manager", tenant.organization_id)
    warehouse_return = return_plan(client, demo, suppliers["SUP-A"])
    ok(add_line(client, demo, warehouse_return, "M", 1, reasonCode="DAMAGED"), 201)
    assert_envelope(client.get(f"/api/plans/SUPPLIER_RETURN/{warehouse_return['id']}", manager), 404, "PLAN_NOT_FOUND")
    assert ok(client.get("/api/supplier-return-plans", manager))["total"] == 0
    refused = client.post("/api/supplier-return-plans", manager, {"supplierId": suppliers["SUP-A"], "sourceShopId": demo.shop_id})
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert refused.json()["fieldErrors"][0]["field"] == "sourceShopId"
    own = ok(client.post("/api/supplier-return-plans", manager, {"supplierId": suppliers["SUP-A"], "sourceShopId": store}), 201)
    assert [p["id"] for p in ok(client.get("/api/supplier-return-plans", manager))["data"]] == [own["data"]["id"]]


def test_one_line_updates_by_item_id_with_the_fields_the_type_has(client, demo, suppliers, reasons):
    """Issue 37's generic PATCH .../items {itemId, ...} on the supplier types: quantity (stock checked
    again) and reasonCode (the list checked again); an exchange line's side is its identity (422
    saying to remove and add it); a field the type does not have is a 422 naming it."""
    plan = return_plan(client, demo, suppliers["SUP-A"])
    item = ok(add_line(client, demo, plan, "M", 2, reasonCode="DAMAGED", sourceItemRef="RMA-9", unitCost=30.0), 201)["data"]
    path = f"/api/plans/SUPPLIER_RETURN/{plan['id']}/items"
    changed = ok(client.patch(path, demo.token, {"itemId": item["itemId"], "quantity": 3, "reasonCode": "overstock"}))
    assert changed["data"]["updated"] == 1 and changed["data"]["item"]["value"] == 90.0  # 3 x the line's own cost 30
    line = ok(client.get(path, demo.token))["data"][0]
    assert (line["quantity"], line["reasonCode"], line["sourceItemRef"], line["unitCost"]) == (3, "OVERSTOCK", "RMA-9", 30.0)
    assert_envelope(client.patch(path, demo.token, {"itemId": item["itemId"], "quantity": 4}), 422, "INSUFFICIENT_STOCK")
    wrong = client.patch(path, demo.token, {"itemId": item["itemId"], "reasonCode": "LOST"})
    assert_envelope(wrong, 422, "VALIDATION_ERROR")
    assert wrong.json()["fieldErrors"][0]["field"] == "reasonCode"
    no_discount = client.patch(path, demo.token, {"itemId": item["itemId"], "discountPercent": 10})
    assert_envelope(no_discount, 422, "VALIDATION_ERROR")
    assert no_discount.json()["fieldErrors"][0]["field"] == "discountPercent"
    assert ok(client.get(path, demo.token))["data"][0]["quantity"] == 3  # refused updates changed nothing

    exchange = exchange_plan(client, demo, suppliers["SUP-A"])
    returned = ok(add_line(client, demo, exchange, "M", 2, side="RETURN", reasonCode="DAMAGED"), 201)["data"]
    epath = f"/api/plans/SUPPLIER_EXCHANGE/{exchange['id']}/items"
    assert ok(client.patch(epath, demo.token, {"itemId": returned["itemId"], "quantity": 1}))["data"]["updated"] == 1
    side = client.patch(epath, demo.token, {"itemId": returned["itemId"], "side": "RECEIVE"})
    assert_envelope(side, 422, "VALIDATION_ERROR")
    assert side.json()["fieldErrors"][0]["field"] == "side" and "identity" in side.json()["fieldErrors"][0]["message"]
    assert [(i["side"], i["quantity"]) for i in ok(client.get(epath, demo.token))["data"]] == [("RETURN", 1)]


def test_the_data_platform_lists_supplier_plans_by_their_own_statuses(client, demo, tenant, suppliers, reasons):
    """REFERENCE 4.7's listing for the supplier types: their own statuses counted and filtered, decidedAt
    the commitment (a return SENT, an exchange AGREED); they have no VALIDATED, so no validate route."""
    from tests.helpers.aws import INTERNAL_TOKEN

    kept, sent = return_plan(client, demo, suppliers["SUP-A"]), return_plan(client, demo, suppliers["SUP-A"])
    ok(add_line(client, demo, sent, "M", 1, reasonCode="DAMAGED"), 201)
    ok(move(client, demo.token, sent, "SENT"))
    exchange_plan(client, demo, suppliers["SUP-A"])
    listing = f"/api/data-platform/plans/SUPPLIER_RETURN?organizationId={tenant.organization_id}"
    body = ok(client.get(listing, INTERNAL_TOKEN))["data"]
    assert body["countsByStatus"] == {"DRAFT": 1, "SENT": 1, "CREDITED": 0, "CLOSED": 0}
    assert [p["id"] for p in body["data"]] == [sent["id"], kept["id"]] and body["total"] == 2
    assert [p["id"] for p in ok(client.get(f"{listing}&status=SENT", INTERNAL_TOKEN))["data"]["data"]] == [sent["id"]]
    decided = ok(client.get(f"{listing}&decidedAfter=2000-01-01T00:00:00Z", INTERNAL_TOKEN))["data"]
    assert [p["id"] for p in decided["data"]] == [sent["id"]]
    wrong = client.get(f"{listing}&status=VALIDATED", INTERNAL_TOKEN)
    assert_envelope(wrong, 422, "VALIDATION_ERROR")
    assert [(e["field"], e["code"]) for e in wrong.json()["fieldErrors"]] == [("status", "not_a_status_of_the_type")]
    exchanges = f"/api/data-platform/plans/SUPPLIER_EXCHANGE?organizationId={tenant.organization_id}"
    assert ok(client.get(exchanges, INTERNAL_TOKEN))["data"]["countsByStatus"] == {
        "DRAFT": 1, "PROPOSED": 0, "AGREED": 0, "IN_TRANSIT": 0, "SETTLED": 0, "CLOSED": 0,
    }  # fmt: skip
    validate = client.post(
        f"/api/data-platform/plans/SUPPLIER_RETURN/{kept['id']}/validate", INTERNAL_TOKEN,
        {"organizationId": tenant.organization_id},
    )  # fmt: skip
    assert_envelope(validate, 422, "VALIDATION_ERROR")  # not a type the validate route takes
    other = "/api/data-platform/plans/SUPPLIER_RETURN?organizationId=another-org"
    assert ok(client.get(other, INTERNAL_TOKEN))["data"]["total"] == 0
    assert_envelope(client.get(listing, demo.token), 401, "UNAUTHORIZED")
