"""The alerts an organization defines itself (issue 38; docs/decisions/0054): ``/api/alerts`` with its
own token (the data platform's record and checks, the organization from the token, a shop-scoped
caller over its shops), archived instances, and a plan started from an instance. The scenario of
test_risks.py: shop A holds 10 tees and sells 2 a day, shop B holds 100 it does not sell, shop C
holds 5 caps never sold."""

from __future__ import annotations

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.configuration import audit_entries
from tests.helpers.envelopes import assert_envelope
from tests.integration.test_alerts import evaluate, instances
from tests.integration.test_risks import ok, risks  # noqa: F401 - the scenario's fixture

BASE = "/api/alerts"
LOW = {"name": "Low stock", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "LOWER_THAN", "threshold": 20}


def token(client, tenant, permissions: list[str], shop_ids: list[str] | None = None) -> str:
    body: dict = {"name": "scoped", "permissions": permissions}
    if shop_ids is not None:
        body["shopIds"] = shop_ids
    return ok(client.post("/api/settings/api-tokens", tenant.token, body), 201)["data"]["token"]


def fields(result) -> list[str]:
    return [e["field"].split(".")[0] for e in result.json()["fieldErrors"]]


def test_an_organization_defines_its_alerts_with_its_own_token(client, tenant, other_tenant):
    org = tenant.organization_id
    low = ok(client.post(BASE, tenant.token, {**LOW, "description": "under 20 units"}), 201)["data"]
    assert (low["organizationId"], low["checkLevel"], low["isActive"]) == (org, "VARIANT", True)
    listed = ok(client.get(BASE, tenant.token))
    assert (listed["total"], [a["id"] for a in listed["items"]]) == (1, [low["id"]])
    assert ok(client.get(f"{BASE}?isActive=false", tenant.token))["total"] == 0
    one = f"{BASE}/{low['id']}"
    assert ok(client.get(one, tenant.token))["data"]["name"] == "Low stock"
    changed = ok(client.patch(one, tenant.token, {"threshold": 15, "isActive": False}))["data"]
    assert (changed["threshold"], changed["isActive"], changed["name"]) == (15, False, "Low stock")
    # the same record as the data platform's: it reads the organization's alert
    internal = ok(client.get(f"/api/data-platform/alerts/{low['id']}?organizationId={org}", INTERNAL_TOKEN))
    assert internal["data"]["threshold"] == 15
    for path, method in ((one, "get"), (one, "delete")):
        assert_envelope(getattr(client, method)(path, other_tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.patch(one, other_tenant.token, {"threshold": 1}), 404, "NOT_FOUND")
    assert ok(client.get(BASE, other_tenant.token))["total"] == 0
    assert ok(client.delete(one, tenant.token)) == {"success": True}
    assert_envelope(client.get(one, tenant.token), 404, "NOT_FOUND")
    entries = audit_entries(client, tenant.token, "&entityType=ALERT")
    assert [e["action"] for e in entries] == ["DELETE", "UPDATE", "CREATE"]
    assert {(e["actorKind"], e["actorId"]) for e in entries} == {("API_TOKEN", tenant.token_id)}


@pytest.mark.parametrize(
    "body,field",
    [
        ({**LOW, "organizationId": "other"}, "organizationId"),  # the organization is the token's only
        ({**LOW, "metricKey": "NOT_A_METRIC"}, "metricKey"),
        ({**LOW, "triggerType": "THRESHOLD_APPROACHING"}, "approachPercentage"),
        ({**LOW, "storesIds": ["no-such-shop"]}, "storesIds"), ({**LOW, "name": ""}, "name"),
        ({**LOW, "mediums": ["EMAIL"]}, "recipients"),
    ],
)  # fmt: skip
def test_the_alerts_are_checked_as_the_data_platforms(client, tenant, body, field):
    result = client.post(BASE, tenant.token, body)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert field in fields(result)
    assert ok(client.get(BASE, tenant.token))["total"] == 0


def test_reading_needs_signals_view_and_changing_signals_manage(client, tenant):
    alert = ok(client.post(BASE, tenant.token, LOW), 201)["data"]
    one = f"{BASE}/{alert['id']}"
    viewer = token(client, tenant, ["signals.view"])
    assert ok(client.get(one, viewer))["data"]["id"] == alert["id"]
    assert_envelope(client.post(BASE, viewer, LOW), 403, "FORBIDDEN")
    assert_envelope(client.patch(one, viewer, {"threshold": 1}), 403, "FORBIDDEN")
    assert_envelope(client.delete(one, viewer), 403, "FORBIDDEN")
    blind = token(client, tenant, ["inventoryPlans.view"])
    assert_envelope(client.get(BASE, blind), 403, "FORBIDDEN")
    assert_envelope(client.get(one, blind), 403, "FORBIDDEN")


def test_a_shop_scoped_caller_defines_and_sees_alerts_over_its_shops_only(client, tenant, risks):  # noqa: F811
    a, c = risks["shops"]["A"], risks["shops"]["C"]
    everywhere = ok(client.post(BASE, tenant.token, LOW), 201)["data"]  # every shop: not a shop manager's
    in_c = ok(client.post(BASE, tenant.token, {**LOW, "name": "C", "storesIds": [c]}), 201)["data"]
    manager = token(client, tenant, ["signals.view", "signals.manage", "shops.viewAssigned"], [a])
    mine = ok(client.post(BASE, manager, {**LOW, "name": "A", "storesIds": [a]}), 201)["data"]
    for body in ({**LOW, "storesIds": [c]}, {**LOW, "storesIds": [a, c]}, LOW):
        refused = client.post(BASE, manager, body)
        assert_envelope(refused, 422, "VALIDATION_ERROR")
        assert fields(refused) == ["storesIds"]
    assert [x["id"] for x in ok(client.get(BASE, manager))["items"]] == [mine["id"]]
    assert ok(client.get(BASE, tenant.token))["total"] == 3
    for other in (everywhere, in_c):
        assert_envelope(client.get(f"{BASE}/{other['id']}", manager), 404, "NOT_FOUND")
        assert_envelope(client.patch(f"{BASE}/{other['id']}", manager, {"threshold": 1}), 404, "NOT_FOUND")
        assert_envelope(client.delete(f"{BASE}/{other['id']}", manager), 404, "NOT_FOUND")
    widened = client.patch(f"{BASE}/{mine['id']}", manager, {"storesIds": [a, c]})
    assert_envelope(widened, 422, "VALIDATION_ERROR")
    assert fields(widened) == ["storesIds"]
    assert ok(client.patch(f"{BASE}/{mine['id']}", manager, {"threshold": 12}))["data"]["threshold"] == 12
    assert ok(client.delete(f"{BASE}/{mine['id']}", manager)) == {"success": True}


def test_an_archived_instance_is_hidden_and_listed_on_demand(client, tenant, other_tenant, risks):  # noqa: F811
    org = tenant.organization_id
    ok(client.post(BASE, tenant.token, {**LOW, "storesIds": [risks["shops"]["A"]]}), 201)
    evaluate(client, org)
    (instance,) = instances(client, tenant.token)
    path = f"/api/alerts/instances/{instance['id']}/archive"
    assert_envelope(client.post(path, other_tenant.token, {}), 404, "NOT_FOUND")
    assert_envelope(client.post(path, token(client, tenant, ["signals.view"]), {}), 403, "FORBIDDEN")
    archived = ok(client.post(path, tenant.token, {"comment": "seasonal"}))["data"]
    assert (archived["status"], archived["archivedBy"], archived["comment"]) == ("archived", tenant.token_id, "seasonal")
    assert archived["archivedAt"]
    assert_envelope(client.post(path, tenant.token, {}), 409, "ALERT_INSTANCE_ARCHIVED")
    assert instances(client, tenant.token) == []
    assert [i["id"] for i in instances(client, tenant.token, "&status=archived")] == [instance["id"]]
    assert ok(client.get("/api/alerts/instances", tenant.token))["total"] == 0
    assert evaluate(client, org)["instancesCreated"] == 1  # still matching: a new instance; the archived one stays
    assert [i["status"] for i in instances(client, tenant.token)] == ["pending"]


def test_a_plan_is_started_from_an_instance_once(client, tenant, other_tenant, risks):  # noqa: F811
    org, a = tenant.organization_id, risks["shops"]["A"]
    ok(client.post(BASE, tenant.token, {**LOW, "storesIds": [a]}), 201)
    evaluate(client, org)
    (instance,) = instances(client, tenant.token)  # the tee in A: 10 < 20
    path = f"/api/alerts/instances/{instance['id']}/plan"
    assert_envelope(client.post(path, other_tenant.token, {"quantity": 5}), 404, "NOT_FOUND")
    for permissions in (["signals.view", "signals.manage"], ["inventoryPlans.manage"]):  # both are needed
        assert_envelope(client.post(path, token(client, tenant, permissions), {"quantity": 5}), 403, "FORBIDDEN")
    missing = client.post(path, tenant.token, {})
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert fields(missing) == ["quantity"]
    started = client.post(path, tenant.token, {"quantity": 5})
    assert started.status == 201, started.body
    data = started.json()["data"]
    assert (data["planType"], data["wasCreated"], len(data["itemIds"]), data["skipped"]) == ("RESTOCK", True, 1, [])
    items = ok(client.get(f"/api/plans/RESTOCK/{data['planId']}/items", tenant.token))["data"]
    assert [(i["variantId"], i["shopId"], i["quantity"], i["source"], i["sourceRef"]) for i in items] == [
        (instance["entity"]["variantId"], a, 5, "alert-instance", instance["id"])
    ]
    again = ok(client.post(path, tenant.token, {"quantity": 7}), 201)["data"]
    assert (again["planId"], again["wasCreated"]) == (data["planId"], False)  # a retry: the same plan
    assert ok(client.get(f"/api/plans/RESTOCK/{data['planId']}/items", tenant.token))["total"] == 1
    assert instances(client, tenant.token)[0]["planId"] == data["planId"]


def test_an_alert_without_a_plan_type_starts_none(client, tenant, risks):  # noqa: F811
    sales = {"name": "Selling", "metricKey": "GROSS_SALES_QUANTITY", "operator": "GREATER_THAN", "threshold": 1}
    ok(client.post(BASE, tenant.token, sales), 201)
    evaluate(client, tenant.organization_id)
    (instance,) = instances(client, tenant.token)
    refused = client.post(f"/api/alerts/instances/{instance['id']}/plan", tenant.token, {"quantity": 1})
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert fields(refused) == ["instanceId"]


def test_a_slow_mover_shop_instance_starts_a_markdown_of_its_variants(client, tenant, risks):  # noqa: F811
    c = risks["shops"]["C"]
    asleep = {"name": "Asleep", "riskType": "SLOW_MOVER", "operator": "GREATER_OR_EQUAL", "threshold": 1, "checkLevel": "SHOP",
              "storesIds": [c]}  # fmt: skip
    ok(client.post(BASE, tenant.token, asleep), 201)
    evaluate(client, tenant.organization_id)
    (instance,) = instances(client, tenant.token)  # shop C and its cap, never sold
    path = f"/api/alerts/instances/{instance['id']}/plan"
    missing = client.post(path, tenant.token, {"quantity": 1})
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert sorted(fields(missing)) == ["discountPercent", "endDate", "startDate"]
    window = {"discountPercent": 30, "startDate": "2024-06-10", "endDate": "2024-06-30"}
    data = ok(client.post(path, tenant.token, window), 201)["data"]
    assert (data["planType"], len(data["itemIds"])) == ("MARKDOWN", 1)
    (item,) = ok(client.get(f"/api/plans/MARKDOWN/{data['planId']}/items", tenant.token))["data"]
    assert (item["shopId"], item["discountPercent"], item["sourceRef"]) == (c, 30, instance["id"])


def test_a_stockout_instance_over_the_alerts_one_shop_starts_a_restock_there(client, tenant, risks):  # noqa: F811
    a, c = risks["shops"]["A"], risks["shops"]["C"]
    stockout = {"name": "Tee out in A", "riskType": "STOCKOUT", "operator": "GREATER_OR_EQUAL", "threshold": 0.75,
                "storesIds": [a]}  # fmt: skip
    ok(client.post(BASE, tenant.token, stockout), 201)
    evaluate(client, tenant.organization_id)
    (instance,) = instances(client, tenant.token)  # a variant over the alert's shops: its entity names no shop
    assert list(instance["entity"]) == ["variantId"]
    path = f"/api/alerts/instances/{instance['id']}/plan"
    elsewhere = token(client, tenant, ["signals.view", "inventoryPlans.manage", "shops.viewAssigned"], [c])
    assert_envelope(client.post(path, elsewhere, {"quantity": 3}), 404, "NOT_FOUND")  # not an instance of its shops
    data = ok(client.post(path, tenant.token, {"quantity": 3}), 201)["data"]
    (item,) = ok(client.get(f"/api/plans/RESTOCK/{data['planId']}/items", tenant.token))["data"]
    assert (item["shopId"], item["quantity"], item["sourceRef"]) == (a, 3, instance["id"])


def test_the_job_refreshing_a_stale_read_does_not_undo_a_persons_archive(client, tenant, risks, monkeypatch):  # noqa: F811
    """An instance is one record rewritten whole; each rewrite is conditional on the record it was read
    as (store/alerts.py): the job that read the instance before a person archived it reads it again
    and leaves it archived."""
    from inventory_planning.store import alerts as store

    org = tenant.organization_id
    ok(client.post(BASE, tenant.token, {**LOW, "storesIds": [risks["shops"]["A"]]}), 201)
    evaluate(client, org)
    (instance,) = instances(client, tenant.token)
    stale = store.get(org, instance["id"])
    ok(client.post(f"/api/alerts/instances/{instance['id']}/archive", tenant.token, {"comment": "seasonal"}))
    # the job's read of the open instances happened before the archive
    monkeypatch.setattr(store, "open_instances", lambda o, a: {stale["groupKey"]: stale} if o == org else {})
    stats = evaluate(client, org)
    assert (stats["instancesUpdated"], stats["instancesCreated"]) == (0, 0)
    kept = store.get(org, instance["id"])
    assert (kept["status"], kept["comment"], kept["archivedBy"]) == ("archived", "seasonal", tenant.token_id)
    with pytest.raises(store.InstanceChanged):  # the store refuses the stale rewrite itself
        store.put(org, {**stale, "updatedAt": "2999-01-01T00:00:00.000Z"}, previous=stale)


def test_a_persons_change_is_decided_again_on_the_instance_as_it_is_now(client, tenant, risks, monkeypatch):  # noqa: F811
    """Acknowledging an instance the job resolves at the same moment: the acknowledgement's write fails
    on the changed record, is decided again on the resolved instance and answers 409."""
    from inventory_planning.store import alerts as store

    org = tenant.organization_id
    ok(client.post(BASE, tenant.token, {**LOW, "storesIds": [risks["shops"]["A"]]}), 201)
    evaluate(client, org)
    (instance,) = instances(client, tenant.token)
    original, calls = store.put, []

    def racing_put(organization_id, record, previous=None):
        if not calls:  # the job's automatic resolution lands between the read and the write
            calls.append(record["status"])
            resolved = {**previous, "status": "resolved", "resolution": "AUTO", "updatedAt": "2999-01-01T00:00:00.000Z"}
            original(organization_id, resolved, previous=previous)
        return original(organization_id, record, previous=previous)

    monkeypatch.setattr(store, "put", racing_put)
    refused = client.post(f"/api/alerts/instances/{instance['id']}/acknowledge", tenant.token, {"comment": "on it"})
    assert_envelope(refused, 409, "ALERT_INSTANCE_NOT_PENDING")
    assert calls == ["acknowledged"]
    kept = store.get(org, instance["id"])
    assert (kept["status"], kept["resolution"], kept.get("acknowledgedBy")) == ("resolved", "AUTO", None)
