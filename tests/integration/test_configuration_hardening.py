"""Inputs at the edges of the configuration API: oversized records, unsafe JSON, out-of-range dates,
ids that could not be addressed again, and a transaction that loses a race on real DynamoDB."""

from __future__ import annotations

from tests.helpers.configuration import (
    AUDIT,
    RULESETS,
    audit_entries,
    create_ruleset,
    created,
    invalid,
    items,
    policy_body,
    rule_body,
)


def test_a_record_over_16_kb_is_refused_and_nothing_is_written(tenant, client):
    metadata = {f"k{i}": "x" * 400 for i in range(45)}  # ~18 KB
    result = client.post("/api/org-lists/RETURN_REASON_CODE/entries", tenant.token, {"value": "big", "metadata": metadata})
    assert invalid(result) == {"body": {"too_large"}}
    assert items(client.get("/api/org-lists/RETURN_REASON_CODE/entries", tenant.token)) == []
    assert audit_entries(client, tenant.token) == []


def test_a_rule_over_16_kb_is_refused(tenant, client):
    ruleset = create_ruleset(client, tenant.token)
    big = rule_body(scope={"shopIds": [f"shop-{i:03d}-" + "x" * 80 for i in range(200)]})
    assert invalid(client.post(f"{RULESETS}/{ruleset['id']}/rules", tenant.token, big)) == {"body": {"too_large"}}
    assert client.get(f"{RULESETS}/{ruleset['id']}", tenant.token).json()["data"]["rules"] == []


def test_unsafe_json_bodies_are_422_not_500(tenant, client):
    huge_number = '{"name": "p", "thresholdValue": ' + "1" * 5000 + "}"
    deep = '{"name": "p", "thresholdValue": 1, "scopeShopIds": ' + "[" * 100_000 + "]" * 100_000 + "}"
    for raw in (huge_number, deep):
        result = client.gateway.invoke(
            "POST", "/api/approval-policies", {"Authorization": f"Bearer {tenant.token}", "Content-Type": "application/json"}, raw
        )
        assert invalid(result) == {"body": {"json_invalid"}}
    assert items(client.get("/api/approval-policies", tenant.token)) == []


def test_date_times_outside_the_supported_range_are_422(tenant, client):
    assert invalid(client.get(f"{AUDIT}?from=0001-01-01T00:00:00%2B01:00", tenant.token)) == {"from": {"invalid_date"}}
    assert invalid(client.get(f"{AUDIT}?to=9999-12-31T23:59:59-01:00", tenant.token)) == {"to": {"invalid_date"}}
    assert invalid(client.get("/api/stock-ledger?dateFrom=0001-01-01T00:00:00%2B01:00", tenant.token)) == {
        "dateFrom": {"invalid_date"}
    }


def test_planning_period_dates_are_plain_calendar_dates(tenant, client):
    for start in (0, "2024-01-01T00:00:00Z", "2024-02-30", "01/02/2024"):
        result = client.post("/api/planning-periods", tenant.token, {"name": "P", "startDate": start, "endDate": "2024-12-31"})
        assert "startDate" in invalid(result), start
    assert items(client.get("/api/planning-periods", tenant.token)) == []


def test_a_rule_id_must_be_usable_in_a_path(tenant, client):
    ruleset = create_ruleset(client, tenant.token)
    for rule_id in ("a/b", "a b", "x" * 256):
        assert "id" in invalid(client.post(f"{RULESETS}/{ruleset['id']}/rules", tenant.token, rule_body(id=rule_id)))
    rule = created(client.post(f"{RULESETS}/{ruleset['id']}/rules", tenant.token, rule_body(id="MIN_MARKDOWN_RATE.v2")))
    assert client.delete(f"{RULESETS}/{ruleset['id']}/rules/{rule['id']}", tenant.token).status == 200


def test_a_constraint_without_quantities_names_the_quantity_fields(tenant, client):
    result = client.post("/api/supplier-variant-constraints", tenant.token, {"supplierId": "s1", "variantId": "v1"})
    assert "packMultiple" in invalid(result)


def test_a_return_reason_code_longer_than_255_once_upper_cased_is_refused(tenant, client):
    result = client.post("/api/org-lists/RETURN_REASON_CODE/entries", tenant.token, {"value": "ß" * 200})
    assert invalid(result) == {"value": {"invalid_format"}}


def test_amounts_keep_every_digit_they_are_given(tenant, client):
    period_body = {"name": "P", "startDate": "2024-01-01", "endDate": "2024-12-31"}
    period = created(client.post("/api/planning-periods", tenant.token, period_body))
    body = {"periodId": period["id"], "scope": "TOTAL", "amount": "99999999999.9999", "currency": "EUR"}
    assert created(client.post("/api/budget-envelopes", tenant.token, body))["amount"] == 99999999999.9999
    body = {**body, "scope": "DEPARTMENT", "scopeValue": "SHOES", "amount": "999999999999999.9999"}
    assert "amount" in invalid(client.post("/api/budget-envelopes", tenant.token, body))


def test_a_create_that_collides_with_a_transaction_in_flight_is_retried_and_sees_the_duplicate(tenant, client, monkeypatch):
    """Real DynamoDB cancels one of two overlapping transactions with TransactionConflict (DynamoDB
    Local and moto serialise them). The loser is retried, finds the winner's guard and answers the
    duplicate code, not a spurious 409 CONCURRENT_MODIFICATION."""
    from inventory_planning.store.dynamo import transactions
    from pynamodb.exceptions import CancellationReason, TransactWriteError, VerboseClientError

    url = "/api/org-lists/RETURN_REASON_CODE/entries"
    assert client.post(url, tenant.token, {"value": "late"}).status == 201
    real = transactions.TransactWrite
    calls = []

    class ConflictOnce(real):
        def __exit__(self, *args):
            calls.append(1)
            if len(calls) == 1:
                error = VerboseClientError(
                    {"Error": {"Code": "TransactionCanceledException", "Message": "conflict"}},
                    "TransactWriteItems",
                    cancellation_reasons=[CancellationReason(code="TransactionConflict"), None, None],
                )
                raise TransactWriteError("Failed to write transaction items", cause=error)
            return super().__exit__(*args)

    monkeypatch.setattr(transactions, "TransactWrite", ConflictOnce)
    result = client.post(url, tenant.token, {"value": "LATE"})
    assert result.status == 409 and result.json()["errorCode"] == "ORG_LIST_ENTRY_DUPLICATE", result.body
    assert len(calls) == 2
    monkeypatch.setattr(transactions, "TransactWrite", real)
    assert [e["value"] for e in items(client.get(url, tenant.token))] == ["LATE"]


def test_policy_scope_lists_are_bounded(tenant, client):
    result = client.post("/api/approval-policies", tenant.token, policy_body(scopeShopIds=[f"s{i}" for i in range(201)]))
    assert "scopeShopIds" in invalid(result)
