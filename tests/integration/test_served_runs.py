"""Any run readable (docs/intelligence.md "Which run is served"; docs/decisions/0032-served-runs.md): the
five read routes serve the run ``asOf`` names (404 when there is none), else the latest run on or
before today however old, with ``meta.runDate`` and ``meta.stale``.

On the scenario of test_risks.py (the chain of 2024-06-03), read 100 days later (2024-09-11), and a
replay of 2024-05-31 run then, without moving the clock back.
"""

from __future__ import annotations

import uuid
from datetime import date

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import run_jobs
from tests.integration.test_recommendations import vectors  # noqa: F401 - the chain of 2024-06-03
from tests.integration.test_risks import AS_OF, ok, risks  # noqa: F401 - the scenario

LATER = date(2024, 9, 11)  # 100 days after the chain's run
REPLAY = date(2024, 5, 31)
ROUTES = {
    "forecasts": "/api/forecasts?pageSize=100",
    "sales-forecasts": "/api/intelligence/sales-forecasts?pageSize=100",
    "risks": "/api/inventory/risks?pageSize=100&type=STOCKOUT",
    "decision-vectors": "/api/intelligence/decision-vectors?pageSize=100",
    "recommendations-full": "/api/intelligence/recommendations/full?pageSize=100",
    "recommendations": "/api/recommendations/restock?pageSize=100",
}


def meta(body: dict) -> tuple[str | None, bool]:
    return body["meta"]["runDate"], body["meta"]["stale"]


@pytest.fixture
def later(client, tenant, vectors, monkeypatch):  # noqa: F811
    """The clock 100 days after the chain, and the nightly chain replayed for 2024-05-31 then."""
    monkeypatch.setenv("SERVICE_TODAY", LATER.isoformat())
    body = {"organizationId": tenant.organization_id, "job": "nightly", "asOf": REPLAY.isoformat()}
    run = ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, body), 201)["data"]
    run_jobs()
    path = f"/api/data-platform/job-runs/{run['id']}?organizationId={tenant.organization_id}"
    record = ok(client.get(path, INTERNAL_TOKEN))["data"]
    assert record["status"] == "SUCCESS", record
    return vectors


def test_without_asof_the_latest_run_however_old_is_served_and_said_stale(client, tenant, later):
    for name, path in ROUTES.items():
        body = ok(client.get(path, tenant.token))
        assert meta(body) == ("2024-06-03", True), name  # 100 days old > staleAfterDays 2: served, stale
        assert body["data"], name
    risks_page = ok(client.get(ROUTES["risks"], tenant.token))
    assert {r["asOf"] for r in risks_page["data"]} == {"2024-06-03"} and risks_page["total"] == 2
    vectors_page = ok(client.get(ROUTES["decision-vectors"], tenant.token))
    assert {r["snapshotDate"] for r in vectors_page["data"]} == {"2024-06-03"} and vectors_page["total"] == 6
    full = ok(client.get(ROUTES["recommendations-full"], tenant.token))
    assert (full["meta"]["total"], full["meta"]["page"], full["meta"]["pageSize"]) == (6, 1, 100)
    # the run of 2024-06-03 forecasts 53 weeks: without asOf its days from today (2024-09-11) for 30 days
    days = {r["forecastDate"] for r in ok(client.get(ROUTES["forecasts"], tenant.token))["data"]}
    assert min(days) == "2024-09-11" and max(days) <= "2024-10-11"


def test_asof_reads_that_run_and_its_own_horizon(client, tenant, later):
    for name, path in ROUTES.items():
        body = ok(client.get(f"{path}&asOf={REPLAY.isoformat()}", tenant.token))
        assert meta(body) == ("2024-05-31", True), name
        assert body["data"], name
    forecast = ok(client.get(f"{ROUTES['forecasts']}&asOf=2024-05-31", tenant.token))["data"]
    # the horizon starts on the run's day: 2024-05-31 to 2024-06-30 (30 days after it), per day
    days = sorted({r["forecastDate"] for r in forecast})
    assert days[0] == "2024-05-31" and days[-1] <= "2024-06-30"
    sales = ok(client.get(f"{ROUTES['sales-forecasts']}&asOf=2024-06-03&granularity=WEEK", tenant.token))
    assert meta(sales) == ("2024-06-03", True) and min(r["forecastDate"] for r in sales["data"]) >= "2024-06-03"
    risks_page = ok(client.get(f"/api/inventory/risks?asOf={REPLAY.isoformat()}", tenant.token))
    assert {r["asOf"] for r in risks_page["data"]} == {"2024-05-31"}
    vectors_page = ok(client.get(f"{ROUTES['decision-vectors']}&asOf=2024-05-31", tenant.token))
    assert {r["snapshotDate"] for r in vectors_page["data"]} == {"2024-05-31"}
    again = ok(client.get(f"{ROUTES['decision-vectors']}&asOf=2024-06-03", tenant.token))
    assert {r["snapshotDate"] for r in again["data"]} == {"2024-06-03"}


def test_asof_without_a_run_is_404_and_a_bad_asof_is_422(client, tenant, later):
    for name, path in ROUTES.items():
        assert_envelope(client.get(f"{path}&asOf=2024-06-01", tenant.token), 404, "NOT_FOUND")
        for bad in ("2024-13-01", "tomorrow", "20240603", "2024-06-03T00:00:00Z"):
            response = client.get(f"{path}&asOf={bad}", tenant.token)
            assert_envelope(response, 422, "VALIDATION_ERROR")
            assert "asOf" in {e["field"] for e in response.json()["fieldErrors"]}, (name, bad)


def test_stale_follows_the_organizations_stale_after_days(client, tenant, later):
    path = f"/api/data-platform/organizations/{tenant.organization_id}/settings"
    ok(client.patch(path, INTERNAL_TOKEN, {"planningDefaults": {"staleAfterDays": 100}}))
    for name, route in ROUTES.items():  # 2024-06-03 is 100 days before 2024-09-11: not older than 100
        assert meta(ok(client.get(route, tenant.token))) == ("2024-06-03", False), name
        assert meta(ok(client.get(f"{route}&asOf=2024-05-31", tenant.token))) == ("2024-05-31", True), name
    ok(client.patch(path, INTERNAL_TOKEN, {"planningDefaults": {"staleAfterDays": 99}}))
    assert meta(ok(client.get(ROUTES["risks"], tenant.token))) == ("2024-06-03", True)


def test_another_organizations_runs_are_never_visible(client, tenant, other_tenant, later):
    for name, path in ROUTES.items():
        assert_envelope(client.get(f"{path}&asOf=2024-06-03", other_tenant.token), 404, "NOT_FOUND")
        body = ok(client.get(path, other_tenant.token))
        assert (body["data"], meta(body)) == ([], (None, True)), name  # no run of its own: nothing, said stale


def test_a_shop_scoped_caller_reads_an_old_run_over_its_shops_only(client, tenant, issuer, later):
    from inventory_planning.store import account as accounts

    a, b = later["shops"]["A"], later["shops"]["B"]
    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, "a@acme.test", "A manager", ["SHOP_MANAGER"], [a])
    manager = issuer.mint(user_id, "a@acme.test", "A manager", tenant.organization_id)
    for name, path in ROUTES.items():
        body = ok(client.get(f"{path}&asOf=2024-05-31", manager))
        assert meta(body) == ("2024-05-31", True) and {r["shopId"] for r in body["data"]} <= {a, None}, name
        shop = "shopIds" if name == "risks" else "shopId"
        assert_envelope(client.get(f"{path}&asOf=2024-05-31&{shop}={b}", manager), 404, "NOT_FOUND")
    stock = ok(client.get("/api/inventory/risks?asOf=2024-06-03", manager))["data"]
    assert [(r["variantCode"], r["daysOfSupply"]) for r in stock] == [("TEE-RED", 5.0)]  # over A only


def test_a_caller_without_analytics_view_is_refused(client, tenant, issuer, later):
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, "u@acme.test", "Users", ["USER_MANAGER"], [])
    viewer = issuer.mint(user_id, "u@acme.test", "Users", tenant.organization_id)
    for name in ("risks", "decision-vectors", "recommendations-full", "recommendations"):
        assert_envelope(client.get(f"{ROUTES[name]}&asOf=2024-06-03", viewer), 403, "FORBIDDEN")
    # the forecasts need no permission beyond authentication (SPEC)
    assert meta(ok(client.get(f"{ROUTES['forecasts']}&asOf=2024-06-03", viewer))) == ("2024-06-03", True)


def test_a_recommendation_of_the_served_run_can_be_added_to_a_plan(client, tenant, later):
    """POST /api/plans/from-recommendation finds the vector in the run the lists serve without asOf
    (2024-06-03, 100 days old: beyond the jobs' 62-day window, served and stale)."""
    a = later["shops"]["A"]
    (restock,) = ok(client.get(f"{ROUTES['recommendations']}&shopId={a}", tenant.token))["data"]
    body = {"domain": "restock", "shopId": a, "variantId": restock["variantId"], "quantity": 30}
    created = ok(client.post("/api/plans/from-recommendation", tenant.token, body), 201)["data"]
    items = ok(client.get(f"/api/plans/RESTOCK/{created['planId']}/items", tenant.token))["data"]
    assert [(i["quantity"], i["source"], i["sourceRef"].split("|")[0]) for i in items] == [(30, "decision-vector", "2024-06-03")]
