"""Configuration API: metric definitions (GLOBAL catalogue plus the organization's ORG metrics)."""

from __future__ import annotations

from tests.helpers.configuration import (
    METRICS,
    audit_entries,
    composite_body,
    create_metric,
    data,
    invalid,
    items,
    metric_body,
    ok,
)
from tests.helpers.envelopes import assert_envelope

# The examples of docs/metrics.md, without id / scope / organizationId.
DOC_EXAMPLES = [
    {
        "key": "RETAIL_PRICE",
        "displayName": "Retail price",
        "grain": ["variant"],
        "body": {"kind": "precomputed_column", "source": "variants", "column": "retailPrice"},
    },
    {
        "key": "STOCK_VALUE_AT_COST",
        "displayName": "Stock value at cost",
        "grain": ["organization", "shop", "brand"],
        "body": {
            "kind": "aggregation",
            "source": "stock_snapshot",
            "column": "stockValue",
            "function": "sum",
            "filters": [{"column": "currentStockQty", "operator": "gt", "value": 0}],
        },
    },
    {
        "key": "CORE_SIZE_UNITS_7D",
        "displayName": "Units sold in S and M, last 7 days",
        "grain": ["product", "day"],
        "body": {
            "kind": "time_windowed_aggregation",
            "source": "sale_lines",
            "column": "units",
            "function": "sum",
            "filters": [{"column": "size", "operator": "in", "value": ["S", "M"]}],
            "timeColumn": "saleDate",
            "window": {"days": 7, "anchor": "latest_data"},
        },
    },
    {
        "key": "AVG_SELLING_PRICE",
        "displayName": "Average selling price, last 30 days",
        "grain": ["brand", "product"],
        "body": {"kind": "formula", "expression": "GROSS_SALES_VALUE / GROSS_SALES_QUANTITY"},
    },
    {
        "key": "SMOOTHED_SALES_VALUE",
        "displayName": "Gross sales, recent month weighted double",
        "grain": ["shop", "product"],
        "body": {
            "kind": "composite",
            "combine": "avg",
            "parts": [{"key": "GROSS_SALES_VALUE", "weight": 2}, {"key": "GROSS_SALES_VALUE_PREVIOUS", "weight": 1}],
        },
    },
]


def keys(rows: list[dict]) -> list[str]:
    return [r["key"] for r in rows]


def test_list_holds_the_global_metrics_then_the_organizations(tenant, other_tenant, client):
    globals_only = ok(client.get(f"{METRICS}?pageSize=100", tenant.token))
    assert "CURRENT_STOCK_LEVEL" in keys(globals_only["items"])
    assert all(m["scope"] == "GLOBAL" and m["id"].startswith("global-") for m in globals_only["items"])
    global_count = globals_only["total"]
    assert global_count == len(globals_only["items"]) >= 10
    current = next(m for m in globals_only["items"] if m["key"] == "CURRENT_STOCK_LEVEL")
    assert data(client.get(f"{METRICS}/{current['id']}", tenant.token)) == current

    mine = create_metric(client, tenant.token, metric_body("MY_STOCK"))
    create_metric(client, other_tenant.token, metric_body("THEIR_STOCK"))
    body = ok(client.get(f"{METRICS}?pageSize=100", tenant.token))
    assert body["total"] == global_count + 1
    assert keys(body["items"])[-1] == "MY_STOCK" and "THEIR_STOCK" not in keys(body["items"])
    assert body["items"][:-1] == globals_only["items"]
    org = ok(client.get(f"{METRICS}?scope=ORG", tenant.token))
    assert org["items"] == [mine] and org["total"] == 1
    glob = ok(client.get(f"{METRICS}?scope=GLOBAL&pageSize=100", tenant.token))
    assert glob["items"] == globals_only["items"] and glob["total"] == global_count
    last_page = ok(client.get(f"{METRICS}?pageSize={global_count}&page=2", tenant.token))
    assert last_page["items"] == [mine] and last_page["total"] == global_count + 1
    assert "scope" in invalid(client.get(f"{METRICS}?scope=ALL", tenant.token))


def test_each_body_form_can_be_created(tenant, client):
    made = []
    for example in DOC_EXAMPLES:
        metric = create_metric(client, tenant.token, example)
        assert metric["scope"] == "ORG" and metric["organizationId"] == tenant.organization_id
        assert {k: metric[k] for k in ("key", "displayName", "grain")} == {k: example[k] for k in ("key", "displayName", "grain")}
        assert metric["body"]["kind"] == example["body"]["kind"]
        assert data(client.get(f"{METRICS}/{metric['id']}", tenant.token)) == metric
        made.append(metric)
    assert items(client.get(f"{METRICS}?scope=ORG", tenant.token)) == made
    entries = audit_entries(client, tenant.token, "&entityType=METRIC")
    assert [e["entityId"] for e in entries] == [m["id"] for m in reversed(made)]
    assert all(e["action"] == "CREATE" for e in entries)


def test_metric_reference_and_key_validation(tenant, client):
    create_metric(client, tenant.token, metric_body("MY_STOCK"))
    audit_before = audit_entries(client, tenant.token)
    unknown_formula = metric_body("RATIO", body={"kind": "formula", "expression": "MY_STOCK / NO_SUCH_METRIC"})
    assert invalid(client.post(METRICS, tenant.token, unknown_formula)) == {"body.expression": {"unknown_metric"}}
    unknown_part = composite_body("MIX", ["NO_SUCH_METRIC", "MY_STOCK"])
    assert invalid(client.post(METRICS, tenant.token, unknown_part)) == {"body.parts.0.key": {"unknown_metric"}}
    for key in ("MY_STOCK", "CURRENT_STOCK_LEVEL", "GROSS_SALES_VALUE"):
        assert "duplicate_key" in invalid(client.post(METRICS, tenant.token, metric_body(key))).get("key", set()), key
    self_reference = metric_body("SELF_REF", body={"kind": "formula", "expression": "SELF_REF + 1"})
    fields = invalid(client.post(METRICS, tenant.token, self_reference))
    assert "cycle" in fields.get("body.expression", set()), fields
    malformed = [
        (metric_body("lower_case"), "key"),
        (metric_body("BAD_GRAIN", grain=["planet"]), "grain"),
        (metric_body("NO_GRAIN", grain=[]), "grain"),
        (metric_body("TWICE", grain=["shop", "shop"]), "grain"),
        (
            metric_body(
                "FORECAST_BY_BRAND",
                grain=["brand"],
                body={"kind": "aggregation", "source": "sales_forecasts", "column": "quantity", "function": "sum"},
            ),
            "grain",
        ),
        (metric_body("EMPTY_NAME", displayName=" "), "displayName"),
        (metric_body("EVAL", body={"kind": "formula", "expression": "abs(MY_STOCK)"}), "body"),
        (metric_body("NO_KIND", body={"source": "variants"}), "body"),
        ({**metric_body("WITH_SCOPE"), "scope": "GLOBAL"}, "scope"),
        ({**metric_body("WITH_ORG"), "organizationId": other_org()}, "organizationId"),
    ]
    for body, field in malformed:
        fields = invalid(client.post(METRICS, tenant.token, body))
        assert any(f == field or f.startswith(f"{field}.") for f in fields), (body, fields)
    assert keys(items(client.get(f"{METRICS}?scope=ORG", tenant.token))) == ["MY_STOCK"]
    assert audit_entries(client, tenant.token) == audit_before


def other_org() -> str:
    return "8b6f1c1e-0000-4000-8000-000000000001"


def test_patch_closing_a_cycle_is_refused(tenant, client):
    b = create_metric(client, tenant.token, metric_body("METRIC_B"))
    a = create_metric(client, tenant.token, composite_body("METRIC_A", ["METRIC_B", "CURRENT_STOCK_LEVEL"]))
    audit_before = audit_entries(client, tenant.token)
    closing = {"body": {"kind": "formula", "expression": "METRIC_A * 2"}}
    fields = invalid(client.patch(f"{METRICS}/{b['id']}", tenant.token, closing))
    assert any("cycle" in codes for codes in fields.values()), fields
    closing_composite = {"body": {"kind": "composite", "combine": "max", "parts": [{"key": "METRIC_A"}, {"metricId": a["id"]}]}}
    fields = invalid(client.patch(f"{METRICS}/{b['id']}", tenant.token, closing_composite))
    assert any("cycle" in codes for codes in fields.values()), fields
    narrowing = {"grain": ["organization"]}  # METRIC_A uses METRIC_B per shop
    assert "grain_in_use" in invalid(client.patch(f"{METRICS}/{b['id']}", tenant.token, narrowing)).get("grain", set())
    assert data(client.get(f"{METRICS}/{b['id']}", tenant.token)) == b
    assert data(client.get(f"{METRICS}/{a['id']}", tenant.token)) == a
    assert audit_entries(client, tenant.token) == audit_before


def test_patch_replaces_fields_and_the_body_whole(tenant, client):
    metric = create_metric(client, tenant.token, DOC_EXAMPLES[1])  # aggregation with a filter
    path = f"{METRICS}/{metric['id']}"
    assert ok(client.patch(path, tenant.session_token, {"displayName": "Stock value"})) == {"success": True}
    renamed = data(client.get(path, tenant.token))
    assert renamed["displayName"] == "Stock value" and renamed["body"] == metric["body"] and renamed["key"] == metric["key"]
    assert renamed["updatedAt"] > metric["updatedAt"] and renamed["createdAt"] == metric["createdAt"]
    new_body = {"kind": "aggregation", "source": "stock_snapshot", "column": "stockValueRetail", "function": "max"}
    assert ok(client.patch(path, tenant.token, {"body": new_body, "grain": ["shop"]})) == {"success": True}
    replaced = data(client.get(path, tenant.token))
    assert replaced["grain"] == ["shop"]
    assert replaced["body"]["column"] == "stockValueRetail" and replaced["body"]["function"] == "max"
    assert not replaced["body"].get("filters")  # not merged with the old filters
    entries = audit_entries(client, tenant.token, f"&entityType=METRIC&entityId={metric['id']}")
    assert [e["action"] for e in entries] == ["UPDATE", "UPDATE", "CREATE"]
    assert entries[1]["actorKind"] == "USER" and entries[1]["actorId"] == tenant.user_id
    assert entries[1]["changedFields"] == ["displayName"]
    assert set(entries[0]["changedFields"]) == {"body", "grain"}
    assert entries[0]["before"]["body"] == metric["body"] and entries[0]["after"]["body"]["column"] == "stockValueRetail"


def test_patch_refusals(tenant, client):
    metric = create_metric(client, tenant.token, metric_body("MY_STOCK"))
    path = f"{METRICS}/{metric['id']}"
    audit_before = audit_entries(client, tenant.token)
    for body, field in (
        ({"key": "RENAMED"}, "key"),
        ({"scope": "GLOBAL"}, "scope"),
        ({"displayName": None}, "displayName"),
        ({"body": None}, "body"),
        ({"grain": []}, "grain"),
        ({"body": {"kind": "formula", "expression": "NOPE + 1"}}, "body.expression"),
    ):
        assert field in invalid(client.patch(path, tenant.token, body)), body
    assert data(client.get(path, tenant.token)) == metric
    globals_ = items(client.get(f"{METRICS}?scope=GLOBAL&pageSize=100", tenant.token))
    current = next(m for m in globals_ if m["key"] == "CURRENT_STOCK_LEVEL")
    assert_envelope(client.patch(f"{METRICS}/{current['id']}", tenant.token, {"displayName": "x"}), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{METRICS}/{current['id']}", tenant.token), 404, "NOT_FOUND")
    assert data(client.get(f"{METRICS}/{current['id']}", tenant.token)) == current
    assert_envelope(client.patch(f"{METRICS}/unknown", tenant.token, {"displayName": "x"}), 404, "NOT_FOUND")
    # an unchanged PATCH is accepted and writes nothing
    assert ok(client.patch(path, tenant.token, {"displayName": metric["displayName"]})) == {"success": True}
    assert ok(client.patch(path, tenant.token, {})) == {"success": True}
    assert data(client.get(path, tenant.token)) == metric
    assert audit_entries(client, tenant.token) == audit_before


def test_delete_of_a_referenced_metric_is_409(tenant, client):
    base = create_metric(client, tenant.token, metric_body("BASE_STOCK"))
    double = metric_body("DOUBLE_STOCK", body={"kind": "formula", "expression": "BASE_STOCK * 2"})
    user = create_metric(client, tenant.token, double)
    audit_before = audit_entries(client, tenant.token)
    result = client.delete(f"{METRICS}/{base['id']}", tenant.token)
    assert_envelope(result, 409, "METRIC_IN_USE")
    assert "DOUBLE_STOCK" in result.json()["error"]
    assert data(client.get(f"{METRICS}/{base['id']}", tenant.token)) == base
    assert audit_entries(client, tenant.token) == audit_before
    by_id = create_metric(
        client,
        tenant.token,
        {
            **composite_body("MIXED_STOCK", []),
            "body": {"kind": "composite", "combine": "max", "parts": [{"metricId": base["id"]}, {"key": "CURRENT_STOCK_LEVEL"}]},
        },
    )
    assert_envelope(client.delete(f"{METRICS}/{base['id']}", tenant.token), 409, "METRIC_IN_USE")
    assert ok(client.delete(f"{METRICS}/{by_id['id']}", tenant.token)) == {"success": True}
    audit_before = audit_entries(client, tenant.token)
    assert_envelope(client.delete(f"{METRICS}/{base['id']}", tenant.token), 409, "METRIC_IN_USE")
    assert audit_entries(client, tenant.token) == audit_before
    assert ok(client.delete(f"{METRICS}/{user['id']}", tenant.token)) == {"success": True}
    assert ok(client.delete(f"{METRICS}/{base['id']}", tenant.token)) == {"success": True}
    for metric in (base, user):
        assert_envelope(client.get(f"{METRICS}/{metric['id']}", tenant.token), 404, "NOT_FOUND")
        assert_envelope(client.delete(f"{METRICS}/{metric['id']}", tenant.token), 404, "NOT_FOUND")
        assert_envelope(client.patch(f"{METRICS}/{metric['id']}", tenant.token, {"displayName": "x"}), 404, "NOT_FOUND")
    assert items(client.get(f"{METRICS}?scope=ORG", tenant.token)) == []
    # the key is free again
    assert create_metric(client, tenant.token, metric_body("BASE_STOCK"))["id"] != base["id"]
    entries = audit_entries(client, tenant.token, "&entityType=METRIC")
    assert [(e["action"], e["entityId"]) for e in entries[1:3]] == [("DELETE", base["id"]), ("DELETE", user["id"])]
    assert entries[1]["after"] is None and entries[1]["before"]["key"] == "BASE_STOCK"
