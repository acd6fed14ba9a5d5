"""Configuration API: the audit log (one entry per successful change, none for a refusal or a no-op)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any
from urllib.parse import quote

from tests.helpers.configuration import (
    AUDIT,
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
    metric_body,
    ok,
    rule_body,
    variant_ids,
)
from tests.helpers.data import load_demo
from tests.helpers.envelopes import assert_envelope

ENTRY_FIELDS = {
    "id",
    "organizationId",
    "occurredAt",
    "actorKind",
    "actorId",
    "action",
    "entityType",
    "entityId",
    "parent",
    "changedFields",
    "before",
    "after",
    "reason",
    "rules",
    "sourceRef",  # the last three: plan entries (null here)
}
TIMESTAMPS = {"createdAt", "updatedAt", "createdBy", "updatedBy"}


class AuditLog:
    """Follows one organization's audit log: each check expects a given number of new entries."""

    def __init__(self, client, tenant) -> None:
        self.client = client
        self.tenant = tenant
        self.seen = audit_entries(client, tenant.token)

    def new(self, count: int) -> list[dict[str, Any]]:
        """The entries written since the last call (newest first); exactly ``count`` of them."""
        now = audit_entries(self.client, self.tenant.token)
        fresh = now[: len(now) - len(self.seen)]
        assert now[len(fresh) :] == self.seen, "older entries never change"
        assert len(fresh) == count, fresh
        self.seen = now
        return fresh

    def one(self, action: str, entity_type: str, entity_id: str, session: bool = False) -> dict[str, Any]:
        """The single new entry, checked against the change and the caller."""
        (entry,) = self.new(1)
        assert set(entry) == ENTRY_FIELDS, entry
        assert entry["organizationId"] == self.tenant.organization_id
        assert (entry["action"], entry["entityType"], entry["entityId"]) == (action, entity_type, entity_id), entry
        if session:
            assert (entry["actorKind"], entry["actorId"]) == ("USER", self.tenant.user_id)
        else:
            assert (entry["actorKind"], entry["actorId"]) == ("API_TOKEN", self.tenant.token_id)
        if action == "CREATE":
            assert entry["before"] is None and entry["after"] is not None
        if action == "DELETE":
            assert entry["after"] is None and entry["before"] is not None
        if action in ("CREATE", "DELETE"):
            record = entry["after"] or entry["before"]
            assert "id" in entry["changedFields"] or entity_type == "RULE"
            assert set(entry["changedFields"]) <= set(record) - TIMESTAMPS
        else:
            changed = sorted(
                k
                for k in set(entry["before"]) | set(entry["after"]) - TIMESTAMPS
                if k not in TIMESTAMPS and entry["before"].get(k) != entry["after"].get(k)
            )
            assert entry["changedFields"] == changed and changed, entry
        if entity_type != "RULE":
            assert entry["parent"] is None
        return entry


def test_every_change_writes_one_entry(tenant, client):
    log = AuditLog(client, tenant)
    token, session = tenant.token, tenant.session_token

    # approval policies
    policy = create_policy(client, token)
    entry = log.one("CREATE", "APPROVAL_POLICY", policy["id"])
    assert entry["after"] == policy and {"name", "thresholdValue", "isActive"} <= set(entry["changedFields"])
    path = f"/api/approval-policies/{policy['id']}"
    updated = data(client.put(path, session, {"thresholdValue": 9000, "name": policy["name"]}))
    entry = log.one("UPDATE", "APPROVAL_POLICY", policy["id"], session=True)
    assert entry["changedFields"] == ["thresholdValue"]
    assert entry["before"] == policy and entry["after"] == updated
    data(client.put(path, token, {"thresholdValue": 9000, "name": policy["name"]}))  # nothing changes
    data(client.put(path, token, {}))
    log.new(0)
    data(client.patch(f"{path}/status", token, {"isActive": False}))
    entry = log.one("STATUS_CHANGE", "APPROVAL_POLICY", policy["id"])
    assert entry["changedFields"] == ["isActive"] and entry["after"]["isActive"] is False and entry["before"]["isActive"] is True
    data(client.patch(f"{path}/status", token, {"isActive": False}))  # already inactive
    log.new(0)

    # planning periods and budget envelopes
    period = create_period(client, session)
    assert log.one("CREATE", "PLANNING_PERIOD", period["id"], session=True)["after"] == period
    envelope = create_envelope(client, token, period["id"], amount="100.5")
    live = {"consumedAmount", "remainingAmount", "consumedPercent"}  # computed on read, not stored
    assert log.one("CREATE", "BUDGET_ENVELOPE", envelope["id"])["after"] == {k: v for k, v in envelope.items() if k not in live}
    envelope_path = f"/api/budget-envelopes/{envelope['id']}"
    data(client.put(envelope_path, token, {"amount": 200}))
    entry = log.one("UPDATE", "BUDGET_ENVELOPE", envelope["id"])
    assert entry["changedFields"] == ["amount"] and (entry["before"]["amount"], entry["after"]["amount"]) == (100.5, 200)
    data(client.put(envelope_path, token, {"amount": "200.00", "currency": "eur"}))  # the same values
    log.new(0)
    ok(client.delete(envelope_path, session))
    entry = log.one("DELETE", "BUDGET_ENVELOPE", envelope["id"], session=True)
    assert entry["before"]["amount"] == 200 and {"amount", "currency", "periodId", "scope"} <= set(entry["changedFields"])

    # rulesets and rules
    ruleset = create_ruleset(client, token)
    assert log.one("CREATE", "RULESET", ruleset["id"])["after"]["isDefault"] is True
    ruleset_path = f"{RULESETS}/{ruleset['id']}"
    data(client.patch(ruleset_path, session, {"description": "New"}))
    assert log.one("UPDATE", "RULESET", ruleset["id"], session=True)["changedFields"] == ["description"]
    data(client.patch(ruleset_path, token, {"description": "New"}))
    log.new(0)
    parent = {"entityType": "RULESET", "entityId": ruleset["id"]}
    rule = add_rule(client, token, ruleset["id"], id="r1")
    entry = log.one("CREATE", "RULE", f"{ruleset['id']}/r1")
    assert entry["parent"] == parent and entry["after"] == rule
    replaced = data(client.put(f"{ruleset_path}/rules/r1", session, rule_body(enforcement="WARN")))
    entry = log.one("UPDATE", "RULE", f"{ruleset['id']}/r1", session=True)
    assert entry["parent"] == parent and entry["changedFields"] == ["enforcement"]
    assert entry["before"] == rule and entry["after"] == replaced
    ok(client.delete(f"{ruleset_path}/rules/r1", token))
    entry = log.one("DELETE", "RULE", f"{ruleset['id']}/r1")
    assert entry["parent"] == parent and entry["before"] == replaced
    rule_history = audit_entries(client, token, f"&entityType=RULE&entityId={ruleset['id']}/r1")
    assert [e["action"] for e in rule_history] == ["DELETE", "UPDATE", "CREATE"]
    assert all(e["parent"] == parent for e in rule_history)

    # org lists
    list_entry = create_entry(client, session, "SUPPLIER_BLACKLIST", "6F9619FF-8B86-D011-B42D-00C04FC964FF", {"why": "late"})
    assert log.one("CREATE", "ORG_LIST_ENTRY", list_entry["id"], session=True)["after"] == list_entry
    ok(client.delete(f"/api/org-lists/SUPPLIER_BLACKLIST/entries/{list_entry['id']}", token))
    assert log.one("DELETE", "ORG_LIST_ENTRY", list_entry["id"])["before"] == list_entry

    # metrics
    metric = create_metric(client, token, metric_body("MY_STOCK"))
    assert log.one("CREATE", "METRIC", metric["id"])["after"] == metric
    ok(client.patch(f"{METRICS}/{metric['id']}", session, {"displayName": "Stock"}))
    assert log.one("UPDATE", "METRIC", metric["id"], session=True)["changedFields"] == ["displayName"]
    ok(client.patch(f"{METRICS}/{metric['id']}", token, {"displayName": "Stock", "grain": ["shop"]}))
    log.new(0)
    ok(client.delete(f"{METRICS}/{metric['id']}", token))
    assert log.one("DELETE", "METRIC", metric["id"])["before"]["displayName"] == "Stock"


def test_constraint_changes_are_audited(tenant, client):
    load_demo(tenant.organization_id)
    variant = variant_ids(client, tenant.token)[0]
    log = AuditLog(client, tenant)
    body = {"supplierId": "sup-1", "variantId": variant, "packMultiple": 6}
    constraint = created(client.post("/api/supplier-variant-constraints", tenant.session_token, body))
    assert log.one("CREATE", "SUPPLIER_VARIANT_CONSTRAINT", constraint["id"], session=True)["after"] == constraint
    assert_envelope(
        client.post("/api/supplier-variant-constraints", tenant.token, body), 409, "SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE"
    )
    log.new(0)
    ok(client.delete(f"/api/supplier-variant-constraints/{constraint['id']}", tenant.token))
    assert log.one("DELETE", "SUPPLIER_VARIANT_CONSTRAINT", constraint["id"])["before"] == constraint


def test_a_rule_replaced_by_the_same_rule_writes_no_entry(tenant, client):
    ruleset = create_ruleset(client, tenant.token)
    rule = add_rule(client, tenant.token, ruleset["id"], id="r1")
    path = f"{RULESETS}/{ruleset['id']}"
    stored = data(client.get(path, tenant.token))
    log = AuditLog(client, tenant)
    assert data(client.put(f"{path}/rules/r1", tenant.token, rule_body())) == rule
    log.new(0)
    assert data(client.get(path, tenant.token)) == stored


def test_refused_requests_write_nothing(tenant, client):
    policy = create_policy(client, tenant.token)
    period = create_period(client, tenant.token)
    create_envelope(client, tenant.token, period["id"])
    ruleset = create_ruleset(client, tenant.token)
    add_rule(client, tenant.token, ruleset["id"], id="r1")
    create_entry(client, tenant.token, "RETURN_REASON_CODE", "DAMAGED")
    base = create_metric(client, tenant.token, metric_body("BASE"))
    create_metric(client, tenant.token, metric_body("DOUBLE", body={"kind": "formula", "expression": "BASE * 2"}))
    log = AuditLog(client, tenant)
    refusals = [
        (422, ("PUT", f"/api/approval-policies/{policy['id']}", {"isActive": False})),
        (404, ("PUT", "/api/approval-policies/unknown", {"name": "x"})),
        (404, ("PATCH", "/api/approval-policies/unknown/status", {"isActive": False})),
        (422, ("POST", "/api/planning-periods", {"name": "x", "startDate": "2024-02-01", "endDate": "2024-01-01"})),
        (409, ("POST", "/api/budget-envelopes", {"periodId": period["id"], "scope": "TOTAL", "amount": 1, "currency": "EUR"})),
        (422, ("POST", "/api/budget-envelopes", {"periodId": "unknown", "scope": "TOTAL", "amount": 1, "currency": "EUR"})),
        (404, ("DELETE", "/api/budget-envelopes/unknown", None)),
        (409, ("POST", f"{RULESETS}/{ruleset['id']}/rules", rule_body(id="r1"))),
        (422, ("POST", f"{RULESETS}/{ruleset['id']}/rules", rule_body(hooks=[]))),
        (404, ("DELETE", f"{RULESETS}/{ruleset['id']}/rules/unknown", None)),
        (404, ("PATCH", f"{RULESETS}/unknown", {"name": "x"})),
        (409, ("POST", "/api/org-lists/RETURN_REASON_CODE/entries", {"value": "damaged"})),
        (404, ("DELETE", "/api/org-lists/RETURN_REASON_CODE/entries/unknown", None)),
        (422, ("POST", METRICS, metric_body("BASE"))),
        (409, ("DELETE", f"{METRICS}/{base['id']}", None)),
        (404, ("PATCH", f"{METRICS}/unknown", {"displayName": "x"})),
        (422, ("POST", "/api/supplier-variant-constraints", {"supplierId": "s", "variantId": "unknown", "packMultiple": 2})),
        (404, ("DELETE", "/api/supplier-variant-constraints/unknown", None)),
    ]
    for status, (method, path, body) in refusals:
        result = client.request(method, path, tenant.token, body)
        assert result.status == status, (method, path, result.body)
        assert result.json()["success"] is False
    log.new(0)


def test_audit_filters_order_and_paging(tenant, client):
    first = create_policy(client, tenant.token, name="First")
    second = create_policy(client, tenant.token, name="Second")
    data(client.put(f"/api/approval-policies/{first['id']}", tenant.token, {"thresholdValue": 1}))
    period = create_period(client, tenant.token)
    everything = audit_entries(client, tenant.token)
    assert [(e["action"], e["entityId"]) for e in everything] == [
        ("CREATE", period["id"]),
        ("UPDATE", first["id"]),
        ("CREATE", second["id"]),
        ("CREATE", first["id"]),
    ]
    times = [e["occurredAt"] for e in everything]
    assert times == sorted(times, reverse=True)  # newest first

    def ids(query: str) -> list[str]:
        body = ok(client.get(f"{AUDIT}?{query}", tenant.token))
        assert set(body) == {"success", "data", "page", "pageSize", "total"}
        return [e["id"] for e in body["data"]]

    all_ids = [e["id"] for e in everything]
    page_one = ok(client.get(f"{AUDIT}?pageSize=3", tenant.token))
    assert [e["id"] for e in page_one["data"]] == all_ids[:3]
    assert (page_one["total"], page_one["page"], page_one["pageSize"]) == (4, 1, 3)
    page_two = ok(client.get(f"{AUDIT}?pageSize=3&page=2", tenant.token))
    assert [e["id"] for e in page_two["data"]] == all_ids[3:] and page_two["total"] == 4
    assert ids("pageSize=3&page=3") == []
    assert ok(client.get(AUDIT, tenant.token))["pageSize"] == 20

    assert ids("entityType=APPROVAL_POLICY") == all_ids[1:]
    assert ids("entityType=PLANNING_PERIOD") == all_ids[:1]
    assert ids("entityType=RULE") == []
    assert ids(f"entityType=APPROVAL_POLICY&entityId={first['id']}") == [all_ids[1], all_ids[3]]
    assert ids(f"entityType=APPROVAL_POLICY&entityId={first['id']}&pageSize=1&page=2") == [all_ids[3]]
    assert ids(f"entityType=PLANNING_PERIOD&entityId={first['id']}") == []
    assert "entityType" in invalid(client.get(f"{AUDIT}?entityId={first['id']}", tenant.token))
    assert "entityType" in invalid(client.get(f"{AUDIT}?entityType=POLICY", tenant.token))

    oldest, newest = times[-1], times[0]
    assert ids("to=2000-01-01") == []
    assert ids("to=2000-01-01T00:00:00Z") == []
    assert ids("from=2999-01-01") == []
    assert ids("from=2000-01-01") == all_ids
    assert ids(f"from={oldest[:10]}&to={newest[:10]}") == all_ids  # whole days, inclusive
    assert ids(f"to={oldest}") == [e["id"] for e in everything if e["occurredAt"] == oldest]  # instant, inclusive
    assert ids(f"from={newest}") == [e["id"] for e in everything if e["occurredAt"] == newest]
    shifted = datetime.fromisoformat(newest.replace("Z", "+00:00")).astimezone(timezone(timedelta(hours=2))).isoformat()
    assert ids(f"from={quote(shifted)}") == ids(f"from={newest}")  # an offset is converted to UTC
    assert ids(f"entityType=APPROVAL_POLICY&from={newest}") == [e["id"] for e in everything[1:] if e["occurredAt"] == newest]
    for query, field in (
        ("from=yesterday", "from"),
        ("to=2024-13-01", "to"),
        ("to=2024-01-01T10:00:00", "to"),
        ("from=2024-02-01&to=2024-01-01", "from"),
        ("pageSize=101", "pageSize"),
        ("page=0", "page"),
    ):
        assert field in invalid(client.get(f"{AUDIT}?{query}", tenant.token)), query
