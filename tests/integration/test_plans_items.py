"""Plan items (docs/plans.md "Endpoints", "Values"): values per type, one line per variant x size
(x shop) also under racing adds, bulk restock changes, removal, the items page and the order plan."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.helpers.configuration import invalid, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, add_restock, markdown_plan, plan_of, rebalance_plan, restock_plan


def items(client, demo, plan, query=""):
    return ok(client.get(f"/api/plans/{plan['planType']}/{plan['id']}/items{query}", demo.token))


def test_restock_line_value_and_discount_and_the_same_line_updates(client, demo):
    plan = restock_plan(client, demo)
    first = ok(add_restock(client, demo, plan["id"], "M", 10, discount=25, reason="promo"), 201)["data"]
    assert (first["created"], first["quantity"], first["value"]) == (True, 10, 300.0)  # 10 x 40 x 0.75
    again = ok(add_restock(client, demo, plan["id"], "M", 4), 201)["data"]
    assert (again["itemId"], again["created"], again["value"]) == (first["itemId"], False, 160.0)
    repeat = ok(add_restock(client, demo, plan["id"], "M", 4), 201)["data"]
    assert repeat["created"] is False
    body = items(client, demo, plan)
    assert body["total"] == 1
    line = body["data"][0]
    assert (line["quantity"], line["unitCost"], line["retailPrice"], line["discount"], line["status"], line["sku"]) == (
        4, 40.0, 150.0, None, "TO_REVIEW", "AN201-RED",
    )  # fmt: skip
    after = plan_of(client, demo, plan)
    assert (after["itemCount"], after["totalQuantity"], after["totalValue"]) == (1, 4, 160.0)
    assert [e["action"] for e in activity(client, demo, plan)] == [
        "ITEM_UPDATED",
        "ITEM_ADDED",
        "CREATE",
    ]  # the repeat wrote nothing


def test_unknown_references_and_another_brand_are_422_naming_the_field(client, demo, tenant):
    plan = restock_plan(client, demo)
    unknown = {"variantId": "nope", "sizeId": "M", "shopId": demo.shop_id, "quantity": 1}
    assert "variantId" in invalid(client.post(f"/api/restock-plans/{plan['id']}/items", demo.token, unknown))
    result = add_restock(client, demo, plan["id"], "XXL", 1)
    assert "sizeId" in invalid(result) and "sizes: L, M" in result.json()["fieldErrors"][0]["message"]
    assert "shopId" in invalid(add_restock(client, demo, plan["id"], "M", 1, shopId="nope"))
    assert "quantity" in invalid(add_restock(client, demo, plan["id"], "M", 0))
    assert "discount" in invalid(add_restock(client, demo, plan["id"], "M", 1, discount=101))
    from inventory_planning.store.models import VariantItem

    variant = VariantItem.get(f"ORG#{tenant.organization_id}#VARIANT", demo.variant_id)
    variant.update(actions=[VariantItem.brand_id.set("another-brand")])
    assert "variantId" in invalid(add_restock(client, demo, plan["id"], "M", 1))
    assert plan_of(client, demo, plan)["itemCount"] == 0


def test_the_inventory_item_id_is_accepted_as_size(client, demo, tenant):
    from inventory_planning.store.catalog import inventory_items_of_variant

    size_m = next(i for i in inventory_items_of_variant(tenant.organization_id, demo.variant_id) if i.size == "M")
    plan = restock_plan(client, demo)
    by_label = ok(add_restock(client, demo, plan["id"], "M", 2), 201)["data"]
    by_id = ok(add_restock(client, demo, plan["id"], size_m.id, 3), 201)["data"]
    assert by_id["itemId"] == by_label["itemId"] and by_id["created"] is False


def test_markdown_value_is_the_margin_given_away_on_the_stock(client, demo):
    plan = markdown_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "L", "shopId": demo.shop_id, "discountPercent": 30}
    added = ok(client.post(f"/api/markdown-plans/{plan['id']}/items", demo.token, line), 201)["data"]
    assert (added["quantity"], added["value"]) == (5, 225.0)  # 5 in stock x 150 x 30 %
    stored = items(client, demo, plan)["data"][0]
    assert (stored["discountPercent"], stored["discount"], stored["quantity"]) == (30.0, None, 5)
    assert "discountPercent" in invalid(
        client.post(f"/api/markdown-plans/{plan['id']}/items", demo.token, {**line, "discountPercent": 120})
    )


def test_rebalance_lines_move_stock_the_outgoing_shop_holds(client, demo, store_shop):
    plan = rebalance_plan(client, demo, store_shop)
    path = f"/api/rebalance-plans/{plan['id']}/items"
    result = client.post(path, demo.token, {"variantId": demo.variant_id, "sizeId": "M", "quantity": 4})  # 3 in stock
    assert_envelope(result, 422, "INSUFFICIENT_STOCK")
    added = ok(client.post(path, demo.token, {"variantId": demo.variant_id, "sizeId": "M", "quantity": 3}), 201)["data"]
    assert added["value"] == 120.0  # 3 x 40
    line = items(client, demo, plan)["data"][0]
    assert line["shopId"] == demo.shop_id and line["quantity"] == 3


def test_the_generic_add_route_takes_the_type_s_line_and_checks_the_type(client, demo, store_shop):
    plan = restock_plan(client, demo)
    line = {"planType": "RESTOCK", "variantId": demo.variant_id, "sizeId": "M", "shopId": demo.shop_id, "quantity": 2}
    assert ok(client.post(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token, line), 201)["data"]["value"] == 80.0
    assert "planType" in invalid(client.post(f"/api/plans/MARKDOWN/{plan['id']}/items", demo.token, line))
    rebalance = rebalance_plan(client, demo, store_shop)
    body = {"planType": "REBALANCE", "variantId": demo.variant_id, "sizeId": "L", "quantity": 1}
    assert ok(client.post(f"/api/plans/REBALANCE/{rebalance['id']}/items", demo.token, body), 201)["data"]["quantity"] == 1


def test_bulk_changes_set_and_remove_lines_in_one_transaction(client, demo):
    plan = restock_plan(client, demo)
    add_restock(client, demo, plan["id"], "M", 5)
    path = f"/api/plans/RESTOCK/{plan['id']}/items"
    body = ok(
        client.patch(
            path, demo.token, {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 0, "L": 7}}, "reason": "resize"}
        )
    )
    assert body["data"] == {"updated": 2, "item": None}  # item: the line of a one-line update (issue 37)
    lines = items(client, demo, plan)["data"]
    assert [(line["sizeId"], line["quantity"]) for line in lines] == [("L", 7)]
    assert (plan_of(client, demo, plan)["totalQuantity"], plan_of(client, demo, plan)["totalValue"]) == (7, 280.0)
    bad = client.patch(path, demo.token, {"shopId": demo.shop_id, "changes": {demo.variant_id: {"L": 1, "XXL": 2}}})
    assert f"changes.{demo.variant_id}.XXL" in invalid(bad)
    assert plan_of(client, demo, plan)["totalQuantity"] == 7  # nothing applied
    assert ok(client.patch(path, demo.token, {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 0}}}))["data"] == {
        "updated": 0,
        "item": None,
    }
    assert "planType" in invalid(client.patch(f"/api/plans/MARKDOWN/{plan['id']}/items", demo.token,
                                              {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 1}}}))  # fmt: skip


def test_remove_a_line_and_unknown_lines_are_404(client, demo):
    plan = restock_plan(client, demo)
    item_id = ok(add_restock(client, demo, plan["id"], "M", 5), 201)["data"]["itemId"]
    add_restock(client, demo, plan["id"], "L", 1)
    assert ok(client.delete(f"/api/plans/RESTOCK/{plan['id']}/items/{item_id}", demo.token)) == {"success": True}
    assert_envelope(client.delete(f"/api/plans/RESTOCK/{plan['id']}/items/{item_id}", demo.token), 404, "PLAN_ITEM_NOT_FOUND")
    after = plan_of(client, demo, plan)
    assert (after["itemCount"], after["totalQuantity"], after["totalValue"]) == (1, 1, 40.0)
    removed = activity(client, demo, plan)[0]
    assert removed["action"] == "ITEM_REMOVED" and removed["before"]["id"] == item_id and removed["after"] is None


def test_items_page_and_search_over_labels(client, demo):
    plan = restock_plan(client, demo)
    add_restock(client, demo, plan["id"], "M", 1)
    add_restock(client, demo, plan["id"], "L", 2)
    assert items(client, demo, plan, "?pageSize=1")["total"] == 2
    assert len(items(client, demo, plan, "?pageSize=1&page=2")["data"]) == 1
    assert items(client, demo, plan, "?page=3&pageSize=1")["data"] == []
    assert items(client, demo, plan, "?q=an201-red")["total"] == 2
    assert items(client, demo, plan, "?q=leggings")["total"] == 2
    assert items(client, demo, plan, "?q=blouse")["total"] == 0


def test_order_plan_lists_lines_with_unit_cost_and_counts_ready_lines(client, demo):
    plan = restock_plan(client, demo)
    add_restock(client, demo, plan["id"], "M", 5)
    add_restock(client, demo, plan["id"], "L", 2, discount=50)
    draft = ok(client.get(f"/api/restock-order-plan/{plan['id']}/items", demo.token))
    assert draft["total"] == 2 and draft["totals"] == {"quantity": 0, "value": 0.0}
    assert {line["status"] for line in draft["data"]} == {"TO_REVIEW"}
    client.patch(f"/api/plans/RESTOCK/{plan['id']}", demo.token, {"status": "VALIDATED"})
    ready = ok(client.get(f"/api/restock-order-plan/{plan['id']}/items", demo.token))
    assert ready["totals"] == {"quantity": 7, "value": 240.0}  # 5 x 40 + 2 x 40 x 0.5
    assert {line["status"] for line in ready["data"]} == {"READY_FOR_ORDER"}
    assert set(ready["data"][0]) == {"id", "variantId", "sizeId", "shopId", "quantity", "unitCost", "status"}
    markdown = markdown_plan(client, demo)
    assert_envelope(client.get(f"/api/restock-order-plan/{markdown['id']}/items", demo.token), 404, "PLAN_NOT_FOUND")


@pytest.fixture
def atomic_transactions(monkeypatch):
    """DynamoDB runs a TransactWriteItems atomically (conditions checked and items written as one);
    moto checks and writes without a lock, so concurrent threads could interleave inside one
    transaction. Serialise moto's transactions as DynamoDB does (the e2e suite races on DynamoDB Local)."""
    import threading

    from moto.dynamodb.models import DynamoDBBackend

    lock, real = threading.Lock(), DynamoDBBackend.transact_write_items

    def atomic(self, *args, **kwargs):
        with lock:
            return real(self, *args, **kwargs)

    monkeypatch.setattr(DynamoDBBackend, "transact_write_items", atomic)


@pytest.mark.empty_world  # threads racing on one line: a small table keeps moto's transactions quick
def test_racing_adds_of_the_same_line_leave_one_line_and_exact_totals(client, demo, tenant, atomic_transactions):
    from inventory_planning.services.plans import lines as service
    from inventory_planning.services.plans.common import caller_of

    plan = restock_plan(client, demo)
    caller = caller_of(tenant.organization_id, "API_TOKEN", "racer")

    def add(quantity: int):
        from inventory_planning.contracts.requests.plans import RestockItemAdd

        body = RestockItemAdd(variantId=demo.variant_id, sizeId="M", shopId=demo.shop_id, quantity=quantity)
        return service.add_item(caller, "RESTOCK", plan["id"], body).item

    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(add, range(1, 13)))
    assert len({r.item_id for r in results}) == 1
    assert sum(r.created for r in results) == 1
    lines = items(client, demo, plan)["data"]
    assert len(lines) == 1
    after = plan_of(client, demo, plan)
    assert (after["itemCount"], after["totalQuantity"], after["totalValue"]) == (
        1,
        lines[0]["quantity"],
        lines[0]["quantity"] * 40.0,
    )


def test_a_lost_race_is_read_again(client, demo, tenant, monkeypatch):
    from inventory_planning.services.plans import lines as service
    from inventory_planning.store import plans as store

    plan = restock_plan(client, demo)
    real, calls = store.write_lines, []

    def first_loses(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            add_restock(client, demo, plan["id"], "M", 9)  # the winner writes the same line in between
            raise store.PlanChanged()
        return real(*args, **kwargs)

    monkeypatch.setattr(service.store, "write_lines", first_loses)
    added = ok(add_restock(client, demo, plan["id"], "M", 2), 201)["data"]
    assert added["created"] is False and len(calls) == 3  # lost, the winner's own write, the re-read retry
    after = plan_of(client, demo, plan)
    assert (after["itemCount"], after["totalQuantity"]) == (1, 2)


def test_a_bulk_change_keeps_the_negotiated_discount_of_an_existing_line(client, demo):
    plan = restock_plan(client, demo)
    add_restock(client, demo, plan["id"], "M", 4, discount=50, reason="promo")
    path = f"/api/plans/RESTOCK/{plan['id']}/items"
    ok(client.patch(path, demo.token, {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 2}}}))
    line = items(client, demo, plan)["data"][0]
    assert (line["quantity"], line["discount"], line["value"], line["reason"]) == (2, 50.0, 40.0, "promo")  # 2 x 40 x 0.5
    assert plan_of(client, demo, plan)["totalValue"] == 40.0


def test_a_generic_add_without_a_valid_plan_type_names_the_field(client, demo):
    plan = restock_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "M", "shopId": demo.shop_id, "quantity": 1}
    assert "planType" in invalid(client.post(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token, line))
    assert "planType" in invalid(
        client.post(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token, {**line, "planType": "WHOLESALE"})
    )
