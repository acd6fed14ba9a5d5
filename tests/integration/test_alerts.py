"""Alerts (REFERENCE 6.3; docs/data-platform.md "Alerts") on the scenario of test_risks.py: shop A
holds 10 tees and sells 2 a day, shop B holds 100 it does not sell, shop C holds 5 caps never sold.
CRUD through the internal token, the evaluation run (job ``alerts``), instances for retailers, and
the e-mails SES would send (kept by moto)."""

from __future__ import annotations

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.configuration import audit_entries
from tests.helpers.envelopes import assert_envelope
from tests.integration.test_risks import job, ok, risks  # noqa: F401 - the scenario's fixture

BASE = "/api/data-platform/alerts"


def alert_body(org: str, **overrides) -> dict:
    return {"organizationId": org, "name": "Low stock", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "LOWER_THAN",
            "threshold": 20, **overrides}  # fmt: skip


def create(client, org: str, **overrides) -> dict:
    return ok(client.post(BASE, INTERNAL_TOKEN, alert_body(org, **overrides)), 201)["data"]


def evaluate(client, org: str) -> dict:
    return job(client, org, "alerts")["stats"]


def instances(client, token, query: str = "") -> list[dict]:
    return ok(client.get(f"/api/alerts/instances?pageSize=100{query}", token))["data"]


def sent_emails() -> list:
    from moto.core import DEFAULT_ACCOUNT_ID
    from moto.ses.models import ses_backends

    return ses_backends[DEFAULT_ACCOUNT_ID]["eu-west-1"].sent_messages


def test_crud_lists_filters_and_audits(client, tenant, other_tenant):
    org = tenant.organization_id
    low = create(client, org, description="under 20 units")
    create(client, org, name="Sleeping stock", riskType="SLOW_MOVER", metricKey=None, operator="GREATER_OR_EQUAL", threshold=1,
           checkLevel="SHOP", isActive=False)  # fmt: skip
    defaults = (low["checkLevel"], low["triggerType"], low["frequency"], low["isActive"])
    assert defaults == ("VARIANT", "THRESHOLD_REACHED", "DAILY", True)
    listed = ok(client.get(f"{BASE}?organizationId={org}", INTERNAL_TOKEN))
    assert (listed["limit"], listed["offset"], listed["total"]) == (50, 0, 2)

    def names(query: str) -> list[str]:
        return [a["name"] for a in ok(client.get(f"{BASE}?organizationId={org}&{query}", INTERNAL_TOKEN))["items"]]

    assert names("isActive=false") == ["Sleeping stock"] and names("nameIncludes=LOW") == ["Low stock"]
    assert ok(client.get(f"{BASE}?organizationId={org}&limit=1&offset=1", INTERNAL_TOKEN))["items"][0]["name"] == "Sleeping stock"
    assert_envelope(client.get(f"{BASE}?organizationId={org}&limit=201", INTERNAL_TOKEN), 422, "VALIDATION_ERROR")
    one = f"{BASE}/{low['id']}"
    changed = ok(client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "threshold": 15}))["data"]
    assert changed["threshold"] == 15 and changed["name"] == "Low stock"
    refused = client.patch(one, INTERNAL_TOKEN, {"organizationId": org, "triggerType": "THRESHOLD_APPROACHING"})
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert refused.json()["fieldErrors"][0]["field"] == "approachPercentage"
    assert ok(client.get(f"{one}?organizationId={org}", INTERNAL_TOKEN))["data"]["triggerType"] == "THRESHOLD_REACHED"
    other = other_tenant.organization_id
    assert_envelope(client.get(f"{one}?organizationId={other}", INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.patch(one, INTERNAL_TOKEN, {"organizationId": other, "threshold": 1}), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{one}?organizationId={other}", INTERNAL_TOKEN), 404, "NOT_FOUND")
    assert_envelope(client.post(BASE, INTERNAL_TOKEN, alert_body("no-such-org")), 404, "NOT_FOUND")
    assert ok(client.delete(f"{one}?organizationId={org}", INTERNAL_TOKEN)) == {"success": True}
    assert_envelope(client.get(f"{one}?organizationId={org}", INTERNAL_TOKEN), 404, "NOT_FOUND")
    actions = [e["action"] for e in audit_entries(client, tenant.token, "&entityType=ALERT")]
    assert actions == ["DELETE", "UPDATE", "CREATE", "CREATE"]


@pytest.mark.parametrize(
    "overrides,field",
    [
        ({"metricKey": "NOT_A_METRIC"}, "metricKey"), ({"riskType": "STOCKOUT"}, "metricKey"), ({"metricKey": None}, "metricKey"),
        ({"triggerType": "THRESHOLD_APPROACHING"}, "approachPercentage"), ({"approachPercentage": 10}, "approachPercentage"),
        ({"triggerType": "FORECASTED_THRESHOLD"}, "forecastDays"), ({"metricKey": "GROSS_SALES_QUANTITY_365D",
         "triggerType": "FORECASTED_THRESHOLD", "forecastDays": 7}, "triggerType"),
        ({"metricKey": None, "riskType": "STOCKOUT", "checkLevel": "SHOP"}, "checkLevel"),
        ({"mediums": ["EMAIL"]}, "recipients"), ({"recipients": ["not-an-email"]}, "recipients"),
        ({"storesIds": ["no-such-shop"]}, "storesIds"), ({"operator": "ABOUT"}, "operator"), ({"name": ""}, "name"),
        ({"approachPercentage": 100, "triggerType": "THRESHOLD_APPROACHING"}, "approachPercentage"),
        ({"forecastDays": 0, "triggerType": "FORECASTED_THRESHOLD"}, "forecastDays"), ({"checkLevel": "REGION"}, "checkLevel"),
    ],
)  # fmt: skip
def test_alerts_are_validated(client, tenant, overrides, field):
    result = client.post(BASE, INTERNAL_TOKEN, alert_body(tenant.organization_id, **overrides))
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert field in [e["field"].split(".")[0] for e in result.json()["fieldErrors"]]
    assert ok(client.get(f"{BASE}?organizationId={tenant.organization_id}", INTERNAL_TOKEN))["total"] == 0


def test_an_evaluation_creates_refreshes_and_resolves_instances(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    a, b = risks["shops"]["A"], risks["shops"]["B"]
    low = create(client, org)  # stock under 20 per variant x shop: A (10), not B (100); the cap in C (5)
    stats = evaluate(client, org)
    assert (stats["alertsEvaluated"], stats["instancesCreated"], stats["instancesResolved"]) == (1, 2, 0)
    found = {i["entity"]["shopId"]: i for i in instances(client, tenant.token)}
    assert set(found) == {a, risks["shops"]["C"]}
    tee = found[a]
    assert (tee["status"], tee["alertValue"], tee["threshold"], tee["alertId"]) == ("pending", 10.0, 20, low["id"])
    (shop,) = tee["perimeterResults"]["shopIds"]
    assert shop["id"] == a and shop["productIds"][0]["variants"][0]["value"] == 10.0
    again = evaluate(client, org)
    assert (again["instancesCreated"], again["instancesUpdated"], again["instancesResolved"]) == (0, 2, 0)
    ok(client.patch(f"{BASE}/{low['id']}", INTERNAL_TOKEN, {"organizationId": org, "threshold": 8, "storesIds": [a, b]}))
    resolved = evaluate(client, org)
    assert resolved["instancesResolved"] == 2 and resolved["instancesCreated"] == 0  # A has 10 >= 8; C is out of the perimeter
    closed = instances(client, tenant.token, "&status=resolved")
    assert {(i["resolution"], i["resolvedBy"]) for i in closed} == {("AUTO", "system")} and len(closed) == 2
    assert instances(client, tenant.token, "&status=pending") == []


def test_approaching_forecasted_and_risk_triggers(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    a, b, c = (risks["shops"][k] for k in "ABC")
    near = create(client, org, name="Near 110", operator="GREATER_THAN", threshold=110, triggerType="THRESHOLD_APPROACHING",
                  approachPercentage=10)  # fmt: skip
    soon = create(client, org, name="Out within a week", operator="LOWER_OR_EQUAL", threshold=0,
                  triggerType="FORECASTED_THRESHOLD", forecastDays=7)  # fmt: skip
    asleep = create(client, org, name="Asleep", metricKey=None, riskType="SLOW_MOVER", operator="GREATER_OR_EQUAL", threshold=1,
                    checkLevel="SHOP")  # fmt: skip
    brand = create(client, org, name="Brand stock", operator="GREATER_THAN", threshold=100, checkLevel="BRAND")
    evaluate(client, org)
    by_alert: dict[str, list[dict]] = {}
    for instance in instances(client, tenant.token):
        by_alert.setdefault(instance["alertId"], []).append(instance)
    assert [i["entity"]["shopId"] for i in by_alert[near["id"]]] == [b]  # 100 >= 110 x 0.9, and not over 110
    assert [i["entity"]["shopId"] for i in by_alert[soon["id"]]] == [a]  # 10 - about 14 sold in 7 days
    assert by_alert[soon["id"]][0]["alertValue"] == 0.0
    assert sorted(i["entity"]["shopId"] for i in by_alert[asleep["id"]]) == sorted([b, c])  # score 1: unsold 120 days, never
    assert by_alert[brand["id"]][0]["alertValue"] == 115.0 and set(by_alert[brand["id"]][0]["entity"]) == {"brandId"}


def test_new_instances_are_mailed_through_ses(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    create(client, org, mediums=["EMAIL"], recipients=["buyer@acme.test", "lead@acme.test"])
    create(client, org, name="Weekly digest", mediums=["EMAIL"], recipients=["weekly@acme.test"], frequency="WEEKLY")
    before = len(sent_emails())
    stats = evaluate(client, org)  # asOf 2024-06-03 is a Monday: the weekly alert mails too
    assert stats["notificationsSent"] == 2 and stats["notificationErrors"] == 0
    mails = sent_emails()[before:]
    daily = next(m for m in mails if "Low stock" in m.subject)
    assert daily.destinations["ToAddresses"] == ["buyer@acme.test", "lead@acme.test"]
    assert daily.source == "alerts@inventory-planning.local"
    assert "2 new alert instance(s) on 2024-06-03" in daily.body
    assert "- variant TEE-RED, shop Alpha: 10" in daily.body  # names a merchandiser reads
    assert evaluate(client, org)["notificationsSent"] == 0  # nothing new: no mail
    assert len(sent_emails()) == before + 2


def test_retailers_acknowledge_and_resolve_their_instances(client, tenant, other_tenant, risks):  # noqa: F811
    org = tenant.organization_id
    create(client, org, storesIds=[risks["shops"]["A"]])
    evaluate(client, org)
    (instance,) = instances(client, tenant.token)
    path = f"/api/alerts/instances/{instance['id']}"
    assert_envelope(client.post(f"{path}/acknowledge", other_tenant.token, {}), 404, "NOT_FOUND")
    assert instances(client, other_tenant.token) == []
    acked = ok(client.post(f"{path}/acknowledge", tenant.token, {"comment": "ordering today"}))["data"]
    assert (acked["status"], acked["acknowledgedBy"], acked["comment"]) == ("acknowledged", tenant.token_id, "ordering today")
    assert_envelope(client.post(f"{path}/acknowledge", tenant.token, {}), 409, "ALERT_INSTANCE_NOT_PENDING")
    assert evaluate(client, org)["instancesUpdated"] == 1  # still matching: it stays acknowledged
    assert instances(client, tenant.token, "&status=acknowledged")[0]["id"] == instance["id"]
    done = ok(client.post(f"{path}/resolve", tenant.token, {"comment": "delivered"}))["data"]
    outcome = (done["status"], done["resolution"], done["resolvedBy"], done["comment"])
    assert outcome == ("resolved", "USER", tenant.token_id, "delivered")
    assert_envelope(client.post(f"{path}/resolve", tenant.token, {}), 409, "ALERT_INSTANCE_RESOLVED")
    assert_envelope(client.post(f"{path}/resolve", tenant.token, {"comment": "x" * 2001}), 422, "VALIDATION_ERROR")
    assert_envelope(client.get("/api/alerts/instances?status=open", tenant.token), 422, "VALIDATION_ERROR")
    assert_envelope(client.get("/api/alerts/instances", INTERNAL_TOKEN), 401, "UNAUTHORIZED")
    created = evaluate(client, org)
    assert created["instancesCreated"] == 1  # it matches again: a new instance, the resolved one stays resolved


def test_the_nightly_chain_runs_the_alerts_after_the_recommendations_and_before_the_workflows(client, tenant, risks):  # noqa: F811
    create(client, tenant.organization_id)
    nightly = job(client, tenant.organization_id, "nightly")
    assert list(nightly["stats"]) == ["stock-snapshot", "forecasts", "risks", "tagging", "recommendations", "alerts", "workflows"]
    assert nightly["stats"]["alerts"]["instancesCreated"] == 2


def test_deleting_an_alert_resolves_its_open_instances(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    low = create(client, org)
    evaluate(client, org)
    ok(client.delete(f"{BASE}/{low['id']}?organizationId={org}", INTERNAL_TOKEN))
    assert {(i["status"], i["comment"]) for i in instances(client, tenant.token)} == {("resolved", "alert deleted")}


def test_a_shop_scoped_caller_sees_and_handles_its_shops_instances_only(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    a, c = risks["shops"]["A"], risks["shops"]["C"]
    body = {"name": "shop A signals", "permissions": ["signals.view", "signals.manage", "shops.viewAssigned"], "shopIds": [a]}
    manager = ok(client.post("/api/settings/api-tokens", tenant.token, body), 201)["data"]["token"]
    create(client, org)  # instances in A (the tee) and C (the cap)
    create(client, org, name="Brand stock", operator="GREATER_THAN", threshold=100, checkLevel="BRAND")  # A, B and C
    evaluate(client, org)
    everything = instances(client, tenant.token)
    assert len(everything) == 3
    seen = instances(client, manager)
    assert sorted((i["alertName"], i["entity"].get("shopId")) for i in seen) == [("Brand stock", None), ("Low stock", a)]
    assert ok(client.get("/api/alerts/instances?pageSize=1", manager))["total"] == 2
    cap = next(i for i in everything if i["entity"].get("shopId") == c)
    assert_envelope(client.post(f"/api/alerts/instances/{cap['id']}/acknowledge", manager, {}), 404, "NOT_FOUND")
    assert_envelope(client.post(f"/api/alerts/instances/{cap['id']}/resolve", manager, {}), 404, "NOT_FOUND")
    mine = next(i for i in seen if i["entity"].get("shopId") == a)
    assert ok(client.post(f"/api/alerts/instances/{mine['id']}/acknowledge", manager, {}))["data"]["status"] == "acknowledged"


def test_a_stockout_alert_reads_the_shops_it_names_and_their_callers_see_it(client, tenant, risks):  # noqa: F811
    """The tee sells 2 a day in A, which holds 10, while B holds 100 it does not sell. Over A alone it
    runs out within the lead time; over A and B (no storesIds: every shop) it does not. A STOCKOUT
    row is a variant over the shops: at VARIANT level its entity is the variant, and its instance
    involves the alert's shops, so A's shop-scoped caller sees the alert scoped to A, not the
    organization-wide one. STOCKOUT's score is ``1 - daysOfSupply / 28``: over A, 10 / 2 a day = 5
    days, 1 - 5/28 = 0.8214 (critical from 0.75); over every shop 110 / 2 = 55 days, 0."""
    org = tenant.organization_id
    a, c = risks["shops"]["A"], risks["shops"]["C"]
    stockout = {"metricKey": None, "riskType": "STOCKOUT", "operator": "GREATER_OR_EQUAL"}
    create(client, org, name="Tee out in A", threshold=0.75, storesIds=[a], **stockout)
    create(client, org, name="Out anywhere", threshold=0.75, **stockout)
    create(client, org, name="Any stock-out risk", threshold=0, **stockout)
    assert evaluate(client, org)["instancesCreated"] == 3  # the tee in A; the tee and the cap over every shop
    everything = instances(client, tenant.token)
    assert sorted(i["alertName"] for i in everything) == ["Any stock-out risk", "Any stock-out risk", "Tee out in A"]
    tee = next(i for i in everything if i["alertName"] == "Tee out in A")
    assert list(tee["entity"]) == ["variantId"] and tee["alertValue"] == 0.8214 and tee["storesIds"] == [a]
    for scope, expected in ((a, ["Tee out in A"]), (c, [])):
        body = {"name": "one shop", "permissions": ["signals.view", "shops.viewAssigned"], "shopIds": [scope]}
        token = ok(client.post("/api/settings/api-tokens", tenant.token, body), 201)["data"]["token"]
        assert [i["alertName"] for i in instances(client, token)] == expected


def _values(instance: dict) -> dict[str, list]:
    """shop id -> the values of its perimeterResults variants."""
    shops = instance["perimeterResults"]["shopIds"]
    return {s["id"]: [v["value"] for p in s["productIds"] for v in p["variants"]] for s in shops}


def test_instance_figures_need_analytics_view_and_the_callers_shops(client, tenant, risks):  # noqa: F811
    """docs/decisions/0024: an instance's alertValue and its perimeterResults values are figures. A
    signals.view caller without analytics.view sees the instance, its alert and its entity, and null
    for every figure (acknowledging returns it so too, and stores nothing less); a shop-scoped caller
    with analytics.view sees its shops' values, and null for a group's value that sums other shops."""
    org = tenant.organization_id
    a, b, c = (risks["shops"][k] for k in "ABC")
    create(client, org)  # the tee in A (10), the cap in C (5)
    create(client, org, name="Brand stock", operator="GREATER_THAN", threshold=100, checkLevel="BRAND")  # A, B and C: 115
    evaluate(client, org)

    def caller(permissions: list[str], shop_ids: list[str] | None = None) -> str:
        body = {"name": "caller", "permissions": permissions, **({"shopIds": shop_ids} if shop_ids else {})}
        return ok(client.post("/api/settings/api-tokens", tenant.token, body), 201)["data"]["token"]

    full = {(i["alertName"], i["entity"].get("shopId")): i for i in instances(client, tenant.token)}
    values = {k: i["alertValue"] for k, i in full.items()}
    assert values == {("Low stock", a): 10.0, ("Low stock", c): 5.0, ("Brand stock", None): 115.0}
    assert _values(full[("Brand stock", None)]) == {a: [10.0], b: [100.0], c: [5.0]}

    viewer = caller(["signals.view", "signals.manage"])
    seen = {(i["alertName"], i["entity"].get("shopId")): i for i in instances(client, viewer)}
    assert set(seen) == set(full)
    for key, instance in seen.items():
        assert instance["alertValue"] is None and instance["entity"] == full[key]["entity"]
        assert instance["alertId"] == full[key]["alertId"] and instance["threshold"] == full[key]["threshold"]
        assert {shop: [None] * len(values) for shop, values in _values(full[key]).items()} == _values(instance)
    acked = ok(client.post(f"/api/alerts/instances/{seen[('Low stock', a)]['id']}/acknowledge", viewer, {}))["data"]
    assert (acked["status"], acked["alertValue"], _values(acked)) == ("acknowledged", None, {a: [None]})
    stored = next(i for i in instances(client, tenant.token) if i["id"] == acked["id"])
    assert (stored["status"], stored["alertValue"], _values(stored)) == ("acknowledged", 10.0, {a: [10.0]})

    scoped = caller(["signals.view", "analytics.view", "shops.viewAssigned"], [a])
    mine = {(i["alertName"], i["entity"].get("shopId")): i for i in instances(client, scoped)}
    assert set(mine) == {("Low stock", a), ("Brand stock", None)}
    assert mine[("Low stock", a)]["alertValue"] == 10.0 and _values(mine[("Low stock", a)]) == {a: [10.0]}
    brand = mine[("Brand stock", None)]  # 115 sums B and C: not shown; A's own line is
    assert brand["alertValue"] is None and _values(brand) == {a: [10.0], b: [None], c: [None]}
