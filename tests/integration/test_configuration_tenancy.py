"""Configuration API: another organization never sees or changes a record, and a read-only caller
changes nothing."""

from __future__ import annotations

from tests.helpers.aws import make_tenant
from tests.helpers.configuration import (
    METRICS,
    RULESETS,
    add_rule,
    audit_entries,
    create_entry,
    create_envelope,
    create_metric,
    create_period,
    create_policy,
    create_ruleset,
    created,
    data,
    invalid,
    items,
    metric_body,
    ok,
    policy_body,
    rule_body,
    variant_ids,
)
from tests.helpers.data import load_demo
from tests.helpers.envelopes import assert_envelope


def assert_isolated(client, tenant, other, read, attempts, lists, entity_type: str, entity_id: str) -> None:
    """``other`` gets 404 on every attempt, its lists do not show the record, and neither the record
    (re-read by ``read`` with tenant's token) nor either organization's audit log changes."""
    before = read(tenant.token)
    audit_before = audit_entries(client, tenant.token)
    assert audit_before, "the record's creation is audited"
    other_audit_before = audit_entries(client, other.token)
    for method, path, body in attempts:
        for token in (other.token, other.session_token):
            assert_envelope(client.request(method, path, token, body), 404, "NOT_FOUND")
    for path in lists:
        listed = items(client.get(path, other.token))
        assert entity_id not in {row["id"] for row in listed}, path
    assert read(tenant.token) == before
    assert audit_entries(client, tenant.token) == audit_before
    assert audit_entries(client, other.token) == other_audit_before
    assert audit_entries(client, other.token, f"&entityType={entity_type}&entityId={entity_id}") == []


def test_approval_policies_are_isolated(tenant, other_tenant, client):
    policy = create_policy(client, tenant.token)
    path = f"/api/approval-policies/{policy['id']}"
    assert_isolated(
        client,
        tenant,
        other_tenant,
        read=lambda token: data(client.get(path, token)),
        attempts=[
            ("GET", path, None),
            ("PUT", path, {"name": "Hijacked", "thresholdValue": 1}),
            ("PATCH", f"{path}/status", {"isActive": False}),
        ],
        lists=["/api/approval-policies"],
        entity_type="APPROVAL_POLICY",
        entity_id=policy["id"],
    )


def test_planning_periods_and_budget_envelopes_are_isolated(tenant, other_tenant, client):
    period = create_period(client, tenant.token)
    envelope = create_envelope(client, tenant.token, period["id"])
    period_path = f"/api/planning-periods/{period['id']}"
    envelope_path = f"/api/budget-envelopes/{envelope['id']}"
    assert_isolated(
        client,
        tenant,
        other_tenant,
        read=lambda token: data(client.get(period_path, token)),
        attempts=[("GET", period_path, None), ("GET", f"/api/budget-envelopes?periodId={period['id']}", None)],
        lists=["/api/planning-periods"],
        entity_type="PLANNING_PERIOD",
        entity_id=period["id"],
    )
    assert_isolated(
        client,
        tenant,
        other_tenant,
        read=lambda token: data(client.get(envelope_path, token)),
        attempts=[("GET", envelope_path, None), ("PUT", envelope_path, {"amount": 1}), ("DELETE", envelope_path, None)],
        lists=["/api/budget-envelopes"],
        entity_type="BUDGET_ENVELOPE",
        entity_id=envelope["id"],
    )
    # the other organization cannot put an envelope in the period either
    body = {"periodId": period["id"], "scope": "DEPARTMENT", "scopeValue": "X", "amount": 1, "currency": "EUR"}
    assert invalid(client.post("/api/budget-envelopes", other_tenant.token, body)) == {"periodId": {"not_found"}}
    assert items(client.get(f"/api/budget-envelopes?periodId={period['id']}", tenant.token)) == [envelope]


def test_rulesets_and_rules_are_isolated(tenant, other_tenant, client):
    ruleset = create_ruleset(client, tenant.token)
    add_rule(client, tenant.token, ruleset["id"], id="r1")
    path = f"{RULESETS}/{ruleset['id']}"
    assert_isolated(
        client,
        tenant,
        other_tenant,
        read=lambda token: data(client.get(path, token)),
        attempts=[
            ("GET", path, None),
            ("PATCH", path, {"name": "Hijacked"}),
            ("POST", f"{path}/rules", rule_body(id="r2")),
            ("PUT", f"{path}/rules/r1", rule_body(name="Hijacked")),
            ("DELETE", f"{path}/rules/r1", None),
        ],
        lists=[RULESETS],
        entity_type="RULESET",
        entity_id=ruleset["id"],
    )
    assert audit_entries(client, other_tenant.token, "&entityType=RULE&entityId=r1") == []
    # the other organization's first ruleset is its own default
    assert create_ruleset(client, other_tenant.token)["isDefault"] is True


def test_org_list_entries_are_isolated(tenant, other_tenant, client):
    entry = create_entry(client, tenant.token, "RETURN_REASON_CODE", "DAMAGED", {"a": 1})
    path = f"/api/org-lists/RETURN_REASON_CODE/entries/{entry['id']}"
    assert_isolated(
        client,
        tenant,
        other_tenant,
        read=lambda token: items(client.get("/api/org-lists/RETURN_REASON_CODE/entries", token)),
        attempts=[("DELETE", path, None)],
        lists=[f"/api/org-lists/{t}/entries" for t in ("RETURN_REASON_CODE", "SUPPLIER_BLACKLIST", "BRAND_RESTRICTION")],
        entity_type="ORG_LIST_ENTRY",
        entity_id=entry["id"],
    )
    assert items(client.get("/api/org-lists/RETURN_REASON_CODE/entries", tenant.token)) == [entry]


def test_metrics_are_isolated(tenant, other_tenant, client):
    metric = create_metric(client, tenant.token, metric_body("MY_STOCK"))
    path = f"{METRICS}/{metric['id']}"
    assert_isolated(
        client,
        tenant,
        other_tenant,
        read=lambda token: data(client.get(path, token)),
        attempts=[("GET", path, None), ("PATCH", path, {"displayName": "Hijacked"}), ("DELETE", path, None)],
        lists=[f"{METRICS}?pageSize=100", f"{METRICS}?scope=ORG"],
        entity_type="METRIC",
        entity_id=metric["id"],
    )
    # another organization's metric is unknown in references, and its key is free there
    by_key = metric_body("THEIRS", body={"kind": "formula", "expression": "MY_STOCK * 2"})
    assert invalid(client.post(METRICS, other_tenant.token, by_key)) == {"body.expression": {"unknown_metric"}}
    by_id = {
        **metric_body("THEIRS"),
        "body": {"kind": "composite", "combine": "max", "parts": [{"metricId": metric["id"]}, {"key": "CURRENT_STOCK_LEVEL"}]},
    }
    assert invalid(client.post(METRICS, other_tenant.token, by_id)) == {"body.parts.0.metricId": {"unknown_metric"}}
    assert create_metric(client, other_tenant.token, metric_body("MY_STOCK"))["id"] != metric["id"]
    assert data(client.get(path, tenant.token)) == metric


def test_supplier_variant_constraints_are_isolated(tenant, other_tenant, client):
    load_demo(tenant.organization_id)
    variant = variant_ids(client, tenant.token)[0]
    body = {"supplierId": "sup-1", "variantId": variant, "minOrderQuantity": 6}
    constraint = created(client.post("/api/supplier-variant-constraints", tenant.token, body))
    path = f"/api/supplier-variant-constraints/{constraint['id']}"
    assert_isolated(
        client,
        tenant,
        other_tenant,
        read=lambda token: data(client.get(path, token)),
        attempts=[("GET", path, None), ("DELETE", path, None)],
        lists=[
            "/api/supplier-variant-constraints",
            "/api/supplier-variant-constraints?supplierId=sup-1",
            f"/api/supplier-variant-constraints?variantId={variant}",
            f"/api/supplier-variant-constraints?supplierId=sup-1&variantId={variant}",
        ],
        entity_type="SUPPLIER_VARIANT_CONSTRAINT",
        entity_id=constraint["id"],
    )
    # tenant's variant is not a variant of the other organization
    assert invalid(client.post("/api/supplier-variant-constraints", other_tenant.token, body)) == {"variantId": {"not_found"}}


# ------------------------------------------------------------------------------------------------
# A read-only caller


def test_a_viewer_reads_but_cannot_change(aws, issuer, client):
    viewer = make_tenant(issuer, "Viewer", permissions=["intelligenceLayer.view"])
    admin = viewer.session_token  # the organization's admin user may configure
    policy = create_policy(client, admin)
    period = create_period(client, admin)
    envelope = create_envelope(client, admin, period["id"])
    ruleset = create_ruleset(client, admin)
    add_rule(client, admin, ruleset["id"], id="r1")
    entry = create_entry(client, admin, "RETURN_REASON_CODE", "DAMAGED")
    metric = create_metric(client, admin, metric_body("MY_STOCK"))
    reads = [
        "/api/approval-policies",
        f"/api/approval-policies/{policy['id']}",
        "/api/planning-periods",
        f"/api/planning-periods/{period['id']}",
        "/api/budget-envelopes",
        f"/api/budget-envelopes/{envelope['id']}",
        RULESETS,
        f"{RULESETS}/{ruleset['id']}",
        "/api/org-lists/RETURN_REASON_CODE/entries",
        METRICS,
        f"{METRICS}/{metric['id']}",
        "/api/supplier-variant-constraints",
        "/api/intelligence-layer/audit-log",
    ]
    snapshot = {path: client.get(path, viewer.token).json() for path in reads}
    for path, body in snapshot.items():
        assert body["success"] is True, (path, body)
    assert snapshot[f"/api/approval-policies/{policy['id']}"]["data"] == policy
    changes = [
        ("POST", "/api/approval-policies", policy_body()),
        ("PUT", f"/api/approval-policies/{policy['id']}", {"name": "x"}),
        ("PATCH", f"/api/approval-policies/{policy['id']}/status", {"isActive": False}),
        ("POST", "/api/planning-periods", {"name": "x", "startDate": "2024-01-01", "endDate": "2024-01-02"}),
        (
            "POST",
            "/api/budget-envelopes",
            {"periodId": period["id"], "scope": "DEPARTMENT", "scopeValue": "X", "amount": 1, "currency": "EUR"},
        ),
        ("PUT", f"/api/budget-envelopes/{envelope['id']}", {"amount": 1}),
        ("DELETE", f"/api/budget-envelopes/{envelope['id']}", None),
        ("POST", RULESETS, {"name": "x"}),
        ("PATCH", f"{RULESETS}/{ruleset['id']}", {"name": "x"}),
        ("POST", f"{RULESETS}/{ruleset['id']}/rules", rule_body()),
        ("PUT", f"{RULESETS}/{ruleset['id']}/rules/r1", rule_body(name="x")),
        ("DELETE", f"{RULESETS}/{ruleset['id']}/rules/r1", None),
        ("POST", "/api/org-lists/RETURN_REASON_CODE/entries", {"value": "LATE"}),
        ("DELETE", f"/api/org-lists/RETURN_REASON_CODE/entries/{entry['id']}", None),
        ("POST", METRICS, metric_body("OTHER")),
        ("PATCH", f"{METRICS}/{metric['id']}", {"displayName": "x"}),
        ("DELETE", f"{METRICS}/{metric['id']}", None),
        ("POST", "/api/supplier-variant-constraints", {"supplierId": "s", "variantId": "v", "packMultiple": 2}),
        ("DELETE", "/api/supplier-variant-constraints/abc", None),
    ]
    for method, path, body in changes:
        assert_envelope(client.request(method, path, viewer.token, body), 403, "FORBIDDEN")
    for path, body in snapshot.items():
        assert client.get(path, viewer.token).json() == body, path
    assert ok(client.get("/api/intelligence-layer/audit-log", viewer.token))["total"] == 7
