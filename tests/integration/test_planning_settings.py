"""Data-platform settings (REFERENCE 8.4; docs/data-platform.md "Settings"): the resolved settings
with each planning default's source, PATCH validated and audited, and the jobs using the values."""

from __future__ import annotations

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.configuration import audit_entries
from tests.helpers.envelopes import assert_envelope
from tests.integration.test_recommendations import by_key, rows
from tests.integration.test_risks import job, ok, risks  # noqa: F401 - the scenario's fixture


def settings_path(org: str) -> str:
    return f"/api/data-platform/organizations/{org}/settings"


def test_resolved_settings_say_where_each_planning_default_comes_from(client, tenant):
    settings = ok(client.get(settings_path(tenant.organization_id), INTERNAL_TOKEN))["data"]
    defaults = settings["planningDefaults"]
    assert defaults["defaultLeadTimeDays"] == {"value": 14, "default": 14, "source": "DEFAULT", "min": 1, "max": 365}
    assert set(defaults) == {"defaultLeadTimeDays", "reviewPeriodDays", "serviceLevel", "sellingHorizonDays", "fallbackPercent",
                             "maxDiscountPct", "marginFloorPct", "minTransferQuantity", "staleAfterDays",
                             "markdownSellThroughTarget", "holdingCostRatePerYear", "serviceLevelMin", "serviceLevelMax",
                             "defaultGrossMarginPct"}  # fmt: skip
    assert (defaults["fallbackPercent"]["value"], defaults["maxDiscountPct"]["value"]) == (15, 70)
    assert {"CURRENT_STOCK_LEVEL", "DAYS_OF_STOCK"} <= {m["key"] for m in settings["metrics"] if m["scope"] == "GLOBAL"}
    (source,) = settings["dataSources"]
    assert source["landingPath"].endswith(f"/incoming/{tenant.organization_id}/") and "sales-lines" in source["datasets"]
    assert_envelope(client.get(settings_path("no-such-org"), INTERNAL_TOKEN), 404, "NOT_FOUND")


def test_patch_sets_resets_and_audits(client, tenant):
    org = tenant.organization_id
    body = {"planningDefaults": {"defaultLeadTimeDays": 21, "serviceLevel": 0.97}}
    changed = ok(client.patch(settings_path(org), INTERNAL_TOKEN, body))
    defaults = changed["data"]["planningDefaults"]
    assert defaults["defaultLeadTimeDays"]["value"] == 21 and defaults["defaultLeadTimeDays"]["source"] == "ORGANIZATION"
    assert defaults["serviceLevel"]["value"] == 0.97 and defaults["reviewPeriodDays"]["source"] == "DEFAULT"
    again = ok(client.patch(settings_path(org), INTERNAL_TOKEN, {"planningDefaults": {"defaultLeadTimeDays": None}}))
    reset = again["data"]["planningDefaults"]["defaultLeadTimeDays"]
    assert reset == {"value": 14, "default": 14, "source": "DEFAULT", "min": 1, "max": 365}
    assert again["data"]["planningDefaults"]["serviceLevel"]["value"] == 0.97
    entries = audit_entries(client, tenant.token, "&entityType=PLANNING_SETTINGS")
    assert [e["action"] for e in entries] == ["UPDATE", "CREATE"]
    assert entries[0]["before"]["values"] == {"defaultLeadTimeDays": 21, "serviceLevel": 0.97}
    assert entries[0]["after"]["values"] == {"serviceLevel": 0.97} and entries[0]["actorId"] == "data-platform"


@pytest.mark.parametrize(
    "change,field",
    [
        ({"defaultLeadTimeDays": 0}, "defaultLeadTimeDays"), ({"defaultLeadTimeDays": 366}, "defaultLeadTimeDays"),
        ({"reviewPeriodDays": 7.5}, "reviewPeriodDays"), ({"serviceLevel": 1}, "serviceLevel"),
        ({"serviceLevel": 0.4}, "serviceLevel"), ({"sellingHorizonDays": 6}, "sellingHorizonDays"),
        ({"maxDiscountPct": 101}, "maxDiscountPct"), ({"marginFloorPct": -1}, "marginFloorPct"),
        ({"minTransferQuantity": 0}, "minTransferQuantity"), ({"fallbackPercent": 80}, "fallbackPercent"),
        ({"leadTime": 3}, "leadTime"),
    ],
)  # fmt: skip
def test_invalid_changes_are_refused_and_change_nothing(client, tenant, change, field):
    org = tenant.organization_id
    result = client.patch(settings_path(org), INTERNAL_TOKEN, {"planningDefaults": change})
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in result.json()["fieldErrors"]] == [f"planningDefaults.{field}"]
    defaults = ok(client.get(settings_path(org), INTERNAL_TOKEN))["data"]["planningDefaults"]
    assert all(d["source"] == "DEFAULT" for d in defaults.values())
    assert audit_entries(client, tenant.token, "&entityType=PLANNING_SETTINGS") == []


def test_body_and_organization_are_checked(client, tenant):
    path = settings_path(tenant.organization_id)
    assert_envelope(client.patch(path, INTERNAL_TOKEN, {"planningDefaults": {}}), 422, "VALIDATION_ERROR")
    assert_envelope(client.patch(path, INTERNAL_TOKEN, {"other": 1}), 422, "VALIDATION_ERROR")
    unknown = client.patch(settings_path("no-such-org"), INTERNAL_TOKEN, {"planningDefaults": {"serviceLevel": 0.9}})
    assert_envelope(unknown, 404, "NOT_FOUND")


def test_the_jobs_use_the_organizations_values(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    a, b = risks["shops"]["A"], risks["shops"]["B"]
    job(client, org, "recommendations")
    before = by_key(rows(client, tenant.token, "/api/intelligence/recommendations/full?pageSize=100")["data"])
    ok(client.patch(settings_path(org), INTERNAL_TOKEN, {"planningDefaults": {"defaultLeadTimeDays": 28, "maxDiscountPct": 45,
                                                                              "minTransferQuantity": 500}}))  # fmt: skip
    job(client, org, "risks")
    job(client, org, "recommendations")
    after = by_key(rows(client, tenant.token, "/api/intelligence/recommendations/full?pageSize=100")["data"])
    restock = after[("restock", a)]
    assert restock["why"]["context"]["leadTimeDays"] == 28 and restock["why"]["context"]["coverDays"] == 35
    assert restock["action"]["quantity"] > before[("restock", a)]["action"]["quantity"]  # a longer cover orders more
    # C: 5 caps never sold, the clearance ladder's 50% (test_recommendations.py), now within min(45, 100 x (1 - 2 / 9)) = 45
    assert (
        before[("markdown", risks["shops"]["C"])]["action"]["discountPercent"],
        after[("markdown", risks["shops"]["C"])]["action"]["discountPercent"],
    ) == (50, 45)
    assert ("rebalance", b) in before and ("rebalance", b) not in after  # no transfer reaches 500 units
