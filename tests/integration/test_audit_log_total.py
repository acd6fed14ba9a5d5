"""The audit log's total: a maintained counter written with each entry, not a COUNT over history."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tests.helpers.configuration import (
    AUDIT,
    RULESETS,
    add_rule,
    create_entry,
    create_period,
    create_policy,
    create_ruleset,
    data,
    ok,
    rule_body,
)
from tests.helpers.envelopes import assert_envelope


@contextmanager
def dynamodb_calls() -> Iterator[list[tuple[str, dict[str, Any]]]]:
    """Every DynamoDB operation the process sends meanwhile, as ``(operation, parameters)``.

    A botocore event hook on the client every pynamodb model shares (``BaseItem._get_connection``):
    the handlers, the authorizer and the rate limiter called in-process all go through it.
    """
    from inventory_planning.store.models import BaseItem

    events = BaseItem._get_connection().connection.client.meta.events
    calls: list[tuple[str, dict[str, Any]]] = []

    def record(params: dict[str, Any], model: Any, **_: Any) -> None:
        calls.append((model.name, params))

    events.register("provide-client-params.dynamodb", record)
    try:
        yield calls
    finally:
        events.unregister("provide-client-params.dynamodb", record)


def _counted(organization_id: str, entity_type: str | None = None) -> int:
    """The truth the counter must equal: a COUNT of the audit partition (or of one type's index)."""
    from inventory_planning.store.models import AuditEntryItem

    if entity_type:
        return AuditEntryItem.gsi2.count(f"ORG#{organization_id}#AUDIT#{entity_type}")
    return AuditEntryItem.count(f"ORG#{organization_id}#AUDIT", consistent_read=True)


def _total(client, token: str, query: str = "") -> int:
    return ok(client.get(f"{AUDIT}?pageSize=1{query}", token))["total"]


def _assert_totals(client, tenant, expected: dict[str, int]) -> None:
    """The API's totals (unfiltered and per type) equal the expected numbers and a real COUNT."""
    org = tenant.organization_id
    assert _total(client, tenant.token) == sum(expected.values()) == _counted(org)
    for entity_type, count in expected.items():
        assert _total(client, tenant.token, f"&entityType={entity_type}") == count == _counted(org, entity_type)


def test_totals_follow_creates_updates_and_deletes_and_ignore_refusals(tenant, other_tenant, client):
    token = tenant.token
    assert _total(client, token) == 0  # no counter yet
    assert ok(client.get(f"{AUDIT}?pageSize=5", token))["data"] == []

    policy = create_policy(client, token)
    data(client.put(f"/api/approval-policies/{policy['id']}", token, {"thresholdValue": 1}))
    data(client.patch(f"/api/approval-policies/{policy['id']}/status", token, {"isActive": False}))
    create_period(client, tenant.session_token)
    ruleset = create_ruleset(client, token)
    add_rule(client, token, ruleset["id"], id="r1")
    ok(client.delete(f"{RULESETS}/{ruleset['id']}/rules/r1", token))
    entry = create_entry(client, token, "RETURN_REASON_CODE", "DAMAGED")
    ok(client.delete(f"/api/org-lists/RETURN_REASON_CODE/entries/{entry['id']}", token))
    expected = {"APPROVAL_POLICY": 3, "PLANNING_PERIOD": 1, "RULESET": 1, "RULE": 2, "ORG_LIST_ENTRY": 2}
    _assert_totals(client, tenant, expected)
    assert _total(client, token, "&entityType=METRIC") == 0

    # refused or empty changes write no entry and leave every total as it was
    create_entry(client, token, "RETURN_REASON_CODE", "LATE")
    add_rule(client, token, ruleset["id"], id="r2")
    expected["ORG_LIST_ENTRY"] += 1
    expected["RULE"] += 1
    refusals = [
        (409, "POST", "/api/org-lists/RETURN_REASON_CODE/entries", {"value": "late"}),
        (409, "POST", f"{RULESETS}/{ruleset['id']}/rules", rule_body(id="r2")),
        (422, "POST", "/api/planning-periods", {"name": "x", "startDate": "2024-02-01", "endDate": "2024-01-01"}),
        (404, "DELETE", "/api/org-lists/RETURN_REASON_CODE/entries/unknown", None),
        (404, "PUT", f"/api/approval-policies/{policy['id']}", {"thresholdValue": 2}),  # as the other tenant
        (200, "PUT", f"/api/approval-policies/{policy['id']}", {"thresholdValue": 1}),  # nothing changes
    ]
    for status, method, path, body in refusals:
        caller = other_tenant.token if status == 404 and method == "PUT" else token
        result = client.request(method, path, caller, body)
        assert result.status == status, (method, path, result.body)
    _assert_totals(client, tenant, expected)
    assert _total(client, other_tenant.token) == 0 == _counted(other_tenant.organization_id)

    # the total drives paging: the last page is the last entries, a page past it is empty
    total = sum(expected.values())
    newest_first = ok(client.get(f"{AUDIT}?pageSize=100", token))["data"]
    assert len(newest_first) == total
    last = ok(client.get(f"{AUDIT}?pageSize=4&page={(total + 3) // 4}", token))
    assert last["data"] == newest_first[((total + 3) // 4 - 1) * 4 :] and last["total"] == total
    assert ok(client.get(f"{AUDIT}?pageSize=4&page={(total + 3) // 4 + 1}", token))["data"] == []


def _count_queries(calls: list[tuple[str, dict[str, Any]]]) -> list[dict[str, Any]]:
    return [params for name, params in calls if name == "Query" and params.get("Select") == "COUNT"]


def test_the_unfiltered_total_is_one_getitem_not_a_count(tenant, client):
    for name in ("A", "B", "C"):
        create_policy(client, tenant.token, name=name)
    create_period(client, tenant.token)

    with dynamodb_calls() as calls:
        body = ok(client.get(f"{AUDIT}?pageSize=2", tenant.token))
    assert body["total"] == 4 and len(body["data"]) == 2
    assert _count_queries(calls) == []
    counter_reads = [p for name, p in calls if name == "GetItem" and p["Key"]["pk"]["S"].endswith("#AUDITCOUNT")]
    assert [p["Key"]["sk"]["S"] for p in counter_reads] == ["ALL"]
    assert [name for name, _ in calls if name == "Query"] == ["Query"]  # the page itself

    with dynamodb_calls() as calls:
        assert ok(client.get(f"{AUDIT}?entityType=APPROVAL_POLICY", tenant.token))["total"] == 3
    assert _count_queries(calls) == []

    # filtered by one record or by time: a COUNT bounded by that key range (the decision in 0011)
    policy_id = ok(client.get(f"{AUDIT}?entityType=APPROVAL_POLICY&pageSize=1", tenant.token))["data"][0]["entityId"]
    with dynamodb_calls() as calls:
        assert ok(client.get(f"{AUDIT}?entityType=APPROVAL_POLICY&entityId={policy_id}", tenant.token))["total"] == 1
    (count,) = _count_queries(calls)
    assert count["IndexName"] == "GSI1" and count["ExpressionAttributeValues"][":0"]["S"].endswith(f"#{policy_id}")
    with dynamodb_calls() as calls:
        assert ok(client.get(f"{AUDIT}?from=2000-01-01", tenant.token))["total"] == 4
    (count,) = _count_queries(calls)
    assert "BETWEEN" in count["KeyConditionExpression"] or ">=" in count["KeyConditionExpression"]


def test_configuration_writes_stay_inside_the_partitions_the_function_may_write(tenant, client):
    """moto does not enforce IAM: check every key written by configuration requests against the
    ConfigurationFunction's ``dynamodb:LeadingKeys`` in template.yaml (the counter has its own)."""
    from local.apigw import Template

    statements = Template().resources["ConfigurationFunction"]["Properties"]["Policies"]
    (statement,) = [s for p in statements if isinstance(p, dict) for s in p.get("Statement", [])]
    patterns = statement["Condition"]["ForAllValues:StringLike"]["dynamodb:LeadingKeys"]

    with dynamodb_calls() as calls:
        policy = create_policy(client, tenant.token)
        data(client.put(f"/api/approval-policies/{policy['id']}", tenant.token, {"thresholdValue": 7}))
        ruleset = create_ruleset(client, tenant.token)
        add_rule(client, tenant.token, ruleset["id"], id="r1")
        entry = create_entry(client, tenant.token, "SUPPLIER_BLACKLIST", "6F9619FF-8B86-D011-B42D-00C04FC964FF")
        ok(client.delete(f"/api/org-lists/SUPPLIER_BLACKLIST/entries/{entry['id']}", tenant.token))
        assert_envelope(client.post("/api/planning-periods", tenant.token, {}), 422, "VALIDATION_ERROR")
    written: list[str] = []
    for name, params in calls:
        if name == "TransactWriteItems":
            for item in params["TransactItems"]:
                ((_, operation),) = item.items()
                written.append((operation.get("Item") or operation["Key"])["pk"]["S"])
        elif name in ("PutItem", "UpdateItem", "DeleteItem"):
            written.append((params.get("Item") or params["Key"])["pk"]["S"])
    assert any(pk.endswith("#AUDITCOUNT") for pk in written)
    outside = [pk for pk in written if not any(fnmatch.fnmatchcase(pk, pattern) for pattern in patterns)]
    assert outside == []
