"""Plan lifecycles over HTTP (docs/plans.md "Types and lifecycles"): every allowed move of each type
and refused ones, header edits, deletion, creation checks, codes, lists, filters and search."""

import pytest

from tests.helpers.configuration import invalid, ok
from tests.helpers.envelopes import assert_envelope
from tests.helpers.plan_data import activity, add_restock, markdown_plan, plan_of, rebalance_plan, restock_plan


def patch(client, demo, plan, **body):
    return client.patch(f"/api/plans/{plan['planType']}/{plan['id']}", demo.token, body)


def move(client, demo, plan, status):
    result = patch(client, demo, plan, status=status)
    assert result.status == 200, result.body
    assert result.json()["data"]["status"] == status
    return result.json()["data"]


def filled_restock(client, demo):
    plan = restock_plan(client, demo)
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    return plan


def test_restock_walks_its_machine_forwards_and_back(client, demo):
    plan = filled_restock(client, demo)
    for status in ("VALIDATED", "SENT", "VALIDATED", "SENT", "RECEIVED", "SENT", "RECEIVED", "CLOSED"):
        move(client, demo, plan, status)
    changes = [
        (e["before"]["status"], e["after"]["status"])
        for e in reversed(activity(client, demo, plan))
        if e["action"] == "STATUS_CHANGE"
    ]
    assert changes == [("DRAFT", "VALIDATED"), ("VALIDATED", "SENT"), ("SENT", "VALIDATED"), ("VALIDATED", "SENT"),
                       ("SENT", "RECEIVED"), ("RECEIVED", "SENT"), ("SENT", "RECEIVED"), ("RECEIVED", "CLOSED")]  # fmt: skip


@pytest.mark.parametrize(
    "path,target",
    [
        (["VALIDATED"], "DRAFT"),
        ([], "SENT"),
        ([], "RECEIVED"),
        ([], "CLOSED"),
        (["VALIDATED"], "RECEIVED"),
        (["VALIDATED", "SENT"], "CLOSED"),
    ],
)
def test_restock_refuses_moves_outside_its_machine(client, demo, path, target):
    plan = filled_restock(client, demo)
    for status in path:
        move(client, demo, plan, status)
    assert_envelope(patch(client, demo, plan, status=target), 422, "INVALID_STATUS_TRANSITION")
    assert plan_of(client, demo, plan)["status"] == (path[-1] if path else "DRAFT")


def test_markdown_and_rebalance_machines(client, demo, store_shop):
    markdown = markdown_plan(client, demo)
    line = {"variantId": demo.variant_id, "sizeId": "L", "shopId": demo.shop_id, "discountPercent": 20}
    assert client.post(f"/api/markdown-plans/{markdown['id']}/items", demo.token, line).status == 201
    assert_envelope(patch(client, demo, markdown, status="SENT"), 422, "INVALID_STATUS_TRANSITION")
    move(client, demo, markdown, "VALIDATED")
    assert_envelope(patch(client, demo, markdown, status="RECEIVED"), 422, "INVALID_STATUS_TRANSITION")
    move(client, demo, markdown, "CLOSED")
    rebalance = rebalance_plan(client, demo, store_shop)
    body = {"variantId": demo.variant_id, "sizeId": "L", "quantity": 2}
    assert client.post(f"/api/rebalance-plans/{rebalance['id']}/items", demo.token, body).status == 201
    move(client, demo, rebalance, "VALIDATED")
    assert_envelope(patch(client, demo, rebalance, status="CLOSED"), 422, "INVALID_STATUS_TRANSITION")
    assert_envelope(patch(client, demo, rebalance, status="DRAFT"), 422, "INVALID_STATUS_TRANSITION")
    move(client, demo, rebalance, "SENT")
    assert_envelope(patch(client, demo, rebalance, status="VALIDATED"), 422, "INVALID_STATUS_TRANSITION")


def test_a_closed_plan_accepts_no_change(client, demo):
    plan = filled_restock(client, demo)
    for status in ("VALIDATED", "SENT", "RECEIVED", "CLOSED"):
        move(client, demo, plan, status)
    assert_envelope(patch(client, demo, plan, name="Renamed"), 409, "PLAN_CLOSED")
    assert_envelope(patch(client, demo, plan, notes="late"), 409, "PLAN_CLOSED")
    assert_envelope(patch(client, demo, plan, status="RECEIVED"), 409, "PLAN_CLOSED")
    assert_envelope(add_restock(client, demo, plan["id"], "L", 1), 409, "PLAN_CLOSED")
    assert_envelope(client.delete(f"/api/plans/RESTOCK/{plan['id']}", demo.token), 409, "PLAN_NOT_DRAFT")


@pytest.mark.parametrize("path,code", [(["VALIDATED"], "PLAN_ALREADY_VALIDATED"), (["VALIDATED", "SENT"], "PLAN_ITEMS_FROZEN"),
                                       (["VALIDATED", "SENT", "RECEIVED"], "PLAN_ITEMS_FROZEN")])  # fmt: skip
def test_items_change_only_in_draft(client, demo, path, code):
    plan = filled_restock(client, demo)
    item_id = ok(client.get(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token))["data"][0]["id"]
    for status in path:
        move(client, demo, plan, status)
    assert_envelope(add_restock(client, demo, plan["id"], "L", 1), 409, code)
    assert_envelope(client.delete(f"/api/plans/RESTOCK/{plan['id']}/items/{item_id}", demo.token), 409, code)
    changes = {"shopId": demo.shop_id, "changes": {demo.variant_id: {"M": 1}}}
    assert_envelope(client.patch(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token, changes), 409, code)
    assert plan_of(client, demo, plan)["totalQuantity"] == 5
    # the header can still be renamed
    assert ok(patch(client, demo, plan, name="Renamed"))["data"]["name"] == "Renamed"


def test_patch_applies_name_notes_and_status_in_one_change_and_same_status_is_a_no_op(client, demo):
    plan = filled_restock(client, demo)
    before = len(activity(client, demo, plan))
    assert ok(patch(client, demo, plan, status="DRAFT"))["data"]["status"] == "DRAFT"
    assert len(activity(client, demo, plan)) == before
    body = ok(patch(client, demo, plan, name="Week 48", notes="rush", status="VALIDATED", reason="Black Friday"))["data"]
    assert (body["name"], body["notes"], body["status"], body["itemStatus"]) == (
        "Week 48",
        "rush",
        "VALIDATED",
        "READY_FOR_ORDER",
    )
    entry = activity(client, demo, plan)[0]
    assert (entry["action"], entry["reason"], sorted(entry["changedFields"])) == (
        "STATUS_CHANGE",
        "Black Friday",
        ["name", "notes", "status"],
    )
    assert ok(patch(client, demo, plan, notes=None))["data"]["notes"] is None
    assert "name" in invalid(patch(client, demo, plan, name=None))
    assert "status" in invalid(patch(client, demo, plan, status="ARCHIVED"))


def test_an_empty_plan_cannot_be_validated_and_a_draft_can_be_deleted(client, demo):
    plan = restock_plan(client, demo)
    assert_envelope(patch(client, demo, plan, status="VALIDATED"), 409, "PLAN_HAS_NO_ITEMS")
    assert add_restock(client, demo, plan["id"], "M", 5).status == 201
    assert ok(client.delete(f"/api/plans/RESTOCK/{plan['id']}", demo.token)) == {"success": True}
    assert_envelope(client.get(f"/api/plans/RESTOCK/{plan['id']}", demo.token), 404, "PLAN_NOT_FOUND")
    assert_envelope(client.get(f"/api/plans/RESTOCK/{plan['id']}/items", demo.token), 404, "PLAN_NOT_FOUND")
    deleted = ok(client.get(f"/api/intelligence-layer/audit-log?entityType=PLAN&entityId={plan['id']}", demo.token))["data"][0]
    assert deleted["action"] == "DELETE" and deleted["before"]["id"] == plan["id"]


def test_a_plan_of_another_type_is_not_found(client, demo):
    plan = restock_plan(client, demo)
    assert_envelope(client.get(f"/api/plans/MARKDOWN/{plan['id']}", demo.token), 404, "PLAN_NOT_FOUND")
    assert_envelope(client.get(f"/api/plans/PRE_SEASON/{plan['id']}", demo.token), 404, "PLAN_NOT_FOUND")  # issue 37
    assert "plan_type" in invalid(client.get(f"/api/plans/WHOLESALE/{plan['id']}", demo.token))


def test_creation_checks_references_and_names_and_numbers_plans(client, demo, store_shop):
    result = client.post("/api/restock-plans", demo.token, {"brandId": "nope", "collectionId": "nope"})
    assert set(invalid(result)) == {"brandId", "collectionId"}
    first, second = restock_plan(client, demo), restock_plan(client, demo, name="Mine")
    assert first["name"].startswith("Restock ") and first["name"].endswith("/ Moments")
    assert second["name"] == "Mine"
    assert first["code"].startswith("RST-") and first["code"].endswith("-0001") and second["code"].endswith("-0002")
    assert markdown_plan(client, demo)["code"].endswith("-0001")
    assert set(
        invalid(client.post("/api/markdown-plans", demo.token, {"name": "x", "startDate": "2026-12-01", "endDate": "2026-11-01"}))
    )
    window = {"name": "x", "startDate": "2026-11-01", "endDate": "2026-11-02", "collectionId": "nope"}
    assert "collectionId" in invalid(client.post("/api/markdown-plans", demo.token, window))
    assert "ingoingShopId" in invalid(
        client.post("/api/rebalance-plans", demo.token, {"outgoingShopId": demo.shop_id, "ingoingShopId": "nope"})
    )
    assert "ingoingShopId" in invalid(client.post("/api/rebalance-plans", demo.token,
                                                  {"outgoingShopId": demo.shop_id, "ingoingShopId": demo.shop_id}))  # fmt: skip
    rebalance = rebalance_plan(client, demo, store_shop)
    assert rebalance["name"] == "Rebalance Main warehouse -> City store" and rebalance["code"].startswith("RBL-")


def test_lists_filter_page_and_carry_totals_and_search_matches_name_and_code(client, demo, store_shop):
    draft = filled_restock(client, demo)
    validated = filled_restock(client, demo)
    move(client, demo, validated, "VALIDATED")
    listed = ok(client.get("/api/restock-plans", demo.token))
    assert [p["id"] for p in listed["data"]] == [validated["id"], draft["id"]] and listed["total"] == 2
    assert (listed["data"][0]["itemCount"], listed["data"][0]["totalQuantity"], listed["data"][0]["totalValue"]) == (1, 5, 200.0)
    assert [p["id"] for p in ok(client.get("/api/restock-plans?status=DRAFT", demo.token))["data"]] == [draft["id"]]
    assert (
        ok(client.get(f"/api/restock-plans?brandId={demo.brand_id}&pageSize=1&page=2", demo.token))["data"][0]["id"]
        == draft["id"]
    )
    assert ok(client.get("/api/restock-plans?collectionId=other", demo.token))["total"] == 0
    markdown_plan(client, demo, season="FW26")
    markdown_plan(client, demo, name="Summer")
    assert [p["season"] for p in ok(client.get("/api/markdown-plans?season=FW26", demo.token))["data"]] == ["FW26"]
    rebalance = rebalance_plan(client, demo, store_shop)
    assert [p["id"] for p in ok(client.get(f"/api/rebalance-plans?ingoingShopId={store_shop}", demo.token))["data"]] == [
        rebalance["id"]
    ]
    assert ok(client.get(f"/api/rebalance-plans?outgoingShopId={store_shop}", demo.token))["total"] == 0
    found = ok(client.get(f"/api/plans/search?q={draft['code'].lower()}", demo.token))["data"]
    assert [(p["id"], p["code"]) for p in found] == [(draft["id"], draft["code"])]
    assert ok(client.get("/api/plans/search?q=summer", demo.token))["data"][0]["planType"] == "MARKDOWN"
    assert ok(client.get("/api/plans/search?q=restock&type=RESTOCK&status=VALIDATED", demo.token))["total"] == 1
    assert "q" in invalid(client.get("/api/plans/search", demo.token))
