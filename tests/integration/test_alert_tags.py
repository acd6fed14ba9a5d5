"""Alerts' tag rules (REFERENCE 6.3; docs/data-platform.md "Alerts"), on the scenario of test_risks.py:
shop A holds 10 TEE-RED and sells 2 a day, shop B holds 100 TEE-RED it does not sell, shop C holds 5
CAP-BLU never sold.

"Low stock" (CURRENT_STOCK_LEVEL < 20 per variant x shop) matches TEE-RED in A (10) and CAP-BLU in C
(5), not TEE-RED in B (100): the tag rules below keep or drop those two groups.
"""

from __future__ import annotations

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.integration.test_alerts import BASE, alert_body, create, evaluate, instances
from tests.integration.test_risks import ok, risks  # noqa: F401 - the scenario's fixture

NOW = "2024-06-03T00:00:00.000Z"


def tag(client, token: str, name: str, kind: str = "MIXED", targets=("PRODUCT", "VARIANT")) -> str:
    return ok(client.post("/api/tags", token, {"name": name, "kind": kind, "targets": list(targets)}), 201)["data"]["id"]


def put_tag(client, token: str, tag_id: str, entity_type: str, ids: list[str], method: str = "POST") -> None:
    ok(client.request(method, f"/api/tags/{tag_id}/assignments", token, {"entityType": entity_type, "entityIds": ids}))


def catalogue(client, token: str) -> tuple[dict[str, str], dict[str, str]]:
    variants = {v["sku"]: v["id"] for v in ok(client.get("/api/variants", token))["data"]}
    products = {p["code"]: p["id"] for p in ok(client.get("/api/products", token))["data"]}
    return variants, products


def matched(client, token: str, alert_id: str, key: str = "variantId") -> list[tuple]:
    """(entity id, shop id or None) of the alert's pending instances, sorted."""
    found = [i for i in instances(client, token, "&status=pending") if i["alertId"] == alert_id]
    return sorted((i["entity"][key], i["entity"].get("shopId")) for i in found)


def test_tag_rules_filter_a_metric_alerts_groups(client, tenant, risks):  # noqa: F811
    org, token = tenant.organization_id, tenant.token
    a, c = risks["shops"]["A"], risks["shops"]["C"]
    variants, _ = catalogue(client, token)
    tee, cap = variants["TEE-RED"], variants["CAP-BLU"]
    core, clearance = tag(client, token, "Core"), tag(client, token, "Clearance")
    put_tag(client, token, core, "VARIANT", [tee])
    put_tag(client, token, clearance, "VARIANT", [tee, cap])

    only_core = create(client, org, name="Core low", tagRules=[{"tagId": core, "mode": "INCLUDE"}])
    not_core = create(client, org, name="Others low", tagRules=[{"tagId": core, "mode": "EXCLUDE"}])
    both = create(client, org, name="Core and clearance", tagRules=[{"tagId": core, "mode": "INCLUDE"},
                                                                     {"tagId": clearance, "mode": "INCLUDE"}])  # fmt: skip
    either = create(client, org, name="Core or not clearance", tagOperator="OR",
                    tagRules=[{"tagId": core, "mode": "INCLUDE"}, {"tagId": clearance, "mode": "EXCLUDE"}])  # fmt: skip
    untagged = create(client, org, name="All low")
    assert only_core["tagRules"] == [{"tagId": core, "mode": "INCLUDE"}] and only_core["tagOperator"] == "AND"
    assert untagged["tagRules"] == [] and untagged["tagOperator"] == "AND"

    stats = evaluate(client, org)
    # groups matching the metric: (tee, A) and (cap, C); tee carries {core, clearance}, cap {clearance}
    assert matched(client, token, only_core["id"]) == [(tee, a)]
    assert matched(client, token, not_core["id"]) == [(cap, c)]
    assert matched(client, token, both["id"]) == [(tee, a)]  # tee has both; cap lacks core
    assert matched(client, token, either["id"]) == [(tee, a)]  # tee: core; cap: neither core nor without clearance
    assert sorted(matched(client, token, untagged["id"])) == sorted([(tee, a), (cap, c)])
    assert stats["instancesCreated"] == 1 + 1 + 1 + 1 + 2

    put_tag(client, token, core, "VARIANT", [tee], method="DELETE")  # tee loses core: the core alerts' groups go
    again = evaluate(client, org)
    assert matched(client, token, only_core["id"]) == [] and matched(client, token, both["id"]) == []
    assert sorted(matched(client, token, not_core["id"])) == sorted([(tee, a), (cap, c)])
    assert again["instancesResolved"] == 3  # only_core, both, either each lose (tee, A)


def test_tag_rules_at_product_level(client, tenant, risks):  # noqa: F811
    """Per product: TEE holds 10 + 100 = 110 (not < 20), CAP 5: only CAP's group matches the metric."""
    org, token = tenant.organization_id, tenant.token
    _, products = catalogue(client, token)
    caps = tag(client, token, "Caps", targets=("PRODUCT",))
    put_tag(client, token, caps, "PRODUCT", [products["CAP"]])
    kept = create(client, org, name="Caps low", checkLevel="PRODUCT", tagRules=[{"tagId": caps, "mode": "INCLUDE"}])
    dropped = create(client, org, name="Non-caps low", checkLevel="PRODUCT", tagRules=[{"tagId": caps, "mode": "EXCLUDE"}])
    evaluate(client, org)
    assert matched(client, token, kept["id"], "productId") == [(products["CAP"], None)]
    assert matched(client, token, dropped["id"], "productId") == []


def test_a_pure_tag_alert_lists_the_tagged_entities(client, tenant, risks):  # noqa: F811
    """No metric nor risk: the alert's groups are the variants tagged Core and not Clearance."""
    org, token = tenant.organization_id, tenant.token
    variants, _ = catalogue(client, token)
    tee, cap = variants["TEE-RED"], variants["CAP-BLU"]
    core, clearance = tag(client, token, "Core"), tag(client, token, "Clearance")
    put_tag(client, token, core, "VARIANT", [tee, cap])
    put_tag(client, token, clearance, "VARIANT", [cap])
    body = alert_body(org, name="Core, not clearance", metricKey=None, operator=None, threshold=None,
                      tagRules=[{"tagId": core, "mode": "INCLUDE"}, {"tagId": clearance, "mode": "EXCLUDE"}])  # fmt: skip
    alert = ok(client.post(BASE, INTERNAL_TOKEN, body), 201)["data"]
    assert (alert["metricKey"], alert["operator"], alert["threshold"]) == (None, None, None)
    stats = evaluate(client, org)
    assert stats["instancesCreated"] == 1
    (instance,) = [i for i in instances(client, token) if i["alertId"] == alert["id"]]
    assert instance["entity"] == {"variantId": tee}  # cap carries clearance
    assert (instance["alertValue"], instance["threshold"], instance["perimeterResults"]) == (
        None,
        None,
        {"shopIds": [], "brandIds": []},
    )
    put_tag(client, token, clearance, "VARIANT", [cap], method="DELETE")
    assert evaluate(client, org)["instancesCreated"] == 1  # cap now: core without clearance
    assert sorted(
        i["entity"]["variantId"] for i in instances(client, token, "&status=pending") if i["alertId"] == alert["id"]
    ) == sorted([tee, cap])


def test_tag_rules_name_the_organizations_tags_at_a_tag_level(client, tenant, other_tenant):
    org = tenant.organization_id
    variants_only = tag(client, tenant.token, "Variants only", targets=("VARIANT",))
    foreign = tag(client, other_tenant.token, "Theirs")

    def refused(field: str, **overrides) -> None:
        result = client.post(BASE, INTERNAL_TOKEN, alert_body(org, **overrides))
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert field in [e["field"].split(".")[0] for e in result.json()["fieldErrors"]], result.json()

    refused("tagRules", tagRules=[{"tagId": foreign, "mode": "INCLUDE"}])  # another organization's tag: unknown
    refused("tagRules", tagRules=[{"tagId": variants_only, "mode": "INCLUDE"}], checkLevel="PRODUCT")  # not a target
    refused("checkLevel", tagRules=[{"tagId": variants_only, "mode": "INCLUDE"}], checkLevel="SHOP")
    refused("tagRules", tagRules=[{"tagId": variants_only, "mode": "INCLUDE"}] * 2)
    refused("tagRules", tagRules=[{"tagId": variants_only, "mode": "MAYBE"}])
    refused("tagRules", tagRules=[{"tagId": f"t{i}", "mode": "INCLUDE"} for i in range(21)])
    pure = {"metricKey": None, "operator": None, "threshold": None}
    refused("tagRules", **pure, tagRules=[{"tagId": variants_only, "mode": "EXCLUDE"}])  # would select the untagged
    refused("tagRules", **pure, tagOperator="OR", tagRules=[{"tagId": variants_only, "mode": "INCLUDE"},
                                                              {"tagId": foreign, "mode": "EXCLUDE"}])  # fmt: skip
    refused("threshold", metricKey=None, operator=None, tagRules=[{"tagId": variants_only, "mode": "INCLUDE"}])
    refused("threshold", threshold=None)  # a metric alert still needs its comparison
    assert ok(client.get(f"{BASE}?organizationId={org}", INTERNAL_TOKEN))["total"] == 0


def test_a_tag_an_alert_uses_cannot_be_deleted(client, tenant):
    org = tenant.organization_id
    core = tag(client, tenant.token, "Core")
    alert = create(client, org, tagRules=[{"tagId": core, "mode": "INCLUDE"}])
    assert_envelope(client.delete(f"/api/tags/{core}", tenant.token), 409, "TAG_IN_USE")
    ok(client.patch(f"{BASE}/{alert['id']}", INTERNAL_TOKEN, {"organizationId": org, "tagRules": []}))
    assert ok(client.delete(f"/api/tags/{core}", tenant.token))["data"]["id"] == core


@pytest.mark.parametrize("mode", ["INCLUDE", "EXCLUDE"])
def test_an_update_checks_the_tag_rules_too(client, tenant, mode):
    org = tenant.organization_id
    alert = create(client, org)
    result = client.patch(
        f"{BASE}/{alert['id']}", INTERNAL_TOKEN, {"organizationId": org, "tagRules": [{"tagId": "nope", "mode": mode}]}
    )
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert ok(client.get(f"{BASE}/{alert['id']}?organizationId={org}", INTERNAL_TOKEN))["data"]["tagRules"] == []
