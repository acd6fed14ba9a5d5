"""Idempotency-Key on creating POSTs (api/idempotency.py): replay, reuse with another body, in flight,
errors not kept, scope per caller, expiry."""

from __future__ import annotations

import json
import time

import pytest

from tests.integration.conftest_configuration import AUDIT, ok
from tests.integration.test_access_rules import assert_envelope

ENTRIES = "/api/org-lists/RETURN_REASON_CODE/entries"
PERIODS = "/api/planning-periods"
PERIOD = {"name": "AW26", "startDate": "2026-09-01", "endDate": "2027-02-28"}


def _post(client, token, path, body, key=None, raw: str | None = None):
    headers = {"Idempotency-Key": key} if key is not None else {}
    if raw is not None:
        headers = {**headers, "Content-Type": "application/json", "Authorization": f"Bearer {token}"}
        return client.gateway.invoke("POST", path, headers, raw)
    return client.request("POST", path, token, body, headers=headers)


def _idempotency_items(organization_id: str) -> list[dict]:
    from inventory_planning.store.models import BaseItem

    table = BaseItem._get_connection().table_name
    import boto3

    items = boto3.client("dynamodb", region_name="eu-west-1").query(
        TableName=table, KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": f"ORG#{organization_id}#IDEMPOTENCY"}},
    )["Items"]
    return items


def test_a_retry_with_the_same_key_and_body_returns_the_first_response_and_writes_nothing(tenant, client):
    first = _post(client, tenant.token, PERIODS, PERIOD, key="period-aw26")
    assert first.status == 201, first.body
    audit_total = ok(client.get(AUDIT, tenant.token))["total"]
    again = _post(client, tenant.token, PERIODS, PERIOD, key="period-aw26")
    assert again.status == 201
    assert again.json() == first.json()
    assert again.headers.get("Idempotent-Replayed") == "true" and "Idempotent-Replayed" not in first.headers
    assert ok(client.get(PERIODS, tenant.token))["total"] == 1
    assert ok(client.get(AUDIT, tenant.token))["total"] == audit_total
    # the rate-limit headers are the retry's own, not the first response's
    assert int(again.headers["RateLimit-Remaining"]) < int(first.headers["RateLimit-Remaining"])
    # without a key, the same body creates a second record
    assert _post(client, tenant.token, PERIODS, PERIOD).status == 201
    assert ok(client.get(PERIODS, tenant.token))["total"] == 2


def test_the_same_key_with_another_body_is_422_with_its_own_code_and_writes_nothing(tenant, client):
    assert _post(client, tenant.token, ENTRIES, {"value": "damaged"}, key="k-1").status == 201
    result = _post(client, tenant.token, ENTRIES, {"value": "wrong size"}, key="k-1")
    assert_envelope(result, 422, "IDEMPOTENCY_KEY_REUSED")
    assert result.json()["fieldErrors"][0]["field"] == "Idempotency-Key"
    values = [e["value"] for e in ok(client.get(ENTRIES, tenant.token))["items"]]
    assert values == ["DAMAGED"]


def test_an_error_is_not_kept_so_a_corrected_retry_runs(tenant, client):
    bad = _post(client, tenant.token, PERIODS, {**PERIOD, "endDate": "2026-01-01"}, key="retry-me")
    assert_envelope(bad, 422, "VALIDATION_ERROR")
    # the same key and the same (bad) body is not replayed either: it is validated again
    assert_envelope(_post(client, tenant.token, PERIODS, {**PERIOD, "endDate": "2026-01-01"}, key="retry-me"), 422,
                    "VALIDATION_ERROR")
    # a duplicate (409) is not kept either
    assert _post(client, tenant.token, ENTRIES, {"value": "x1"}).status == 201
    assert_envelope(_post(client, tenant.token, ENTRIES, {"value": "x1"}, key="dup"), 409, "ORG_LIST_ENTRY_DUPLICATE")
    assert _post(client, tenant.token, ENTRIES, {"value": "x2"}, key="dup").status == 201


def test_a_retry_while_the_first_is_in_flight_is_409(tenant, client):
    from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig
    from inventory_planning.api.idempotency import KEY_PREFIX, persistence_layer, request_record
    from inventory_planning.api.identity import Identity

    body = json.dumps(PERIOD)
    # The first request holds the key: its INPROGRESS record, as the utility writes it before running.
    identity = Identity(tenant.organization_id, "api-token", tenant.token_id, rate_key=f"sa-{tenant.token_id}")
    event = {"httpMethod": "POST", "resource": PERIODS, "body": body}
    layer = persistence_layer(tenant.organization_id)
    layer.configure(IdempotencyConfig(event_key_jmespath="key", payload_validation_jmespath="body"), key_prefix=KEY_PREFIX)
    record = request_record(event, identity, "in-flight")
    layer.save_inprogress(data=record, remaining_time_in_millis=60_000)
    result = _post(client, tenant.token, PERIODS, None, key="in-flight", raw=body)
    assert_envelope(result, 409, "IDEMPOTENCY_REQUEST_IN_PROGRESS")
    assert ok(client.get(PERIODS, tenant.token))["total"] == 0


def test_keys_are_scoped_per_token_and_organization(tenant, other_tenant, client):
    assert _post(client, tenant.token, ENTRIES, {"value": "shared"}, key="same-key").status == 201
    other = _post(client, other_tenant.token, ENTRIES, {"value": "shared"}, key="same-key")
    assert other.status == 201 and "Idempotent-Replayed" not in other.headers
    assert [e["value"] for e in ok(client.get(ENTRIES, other_tenant.token))["items"]] == ["SHARED"]
    # a second token of the same organization is another caller: its key runs
    token = client.post("/api/settings/api-tokens", tenant.token, {"name": "t2", "permissions": ["intelligenceLayer.configure"]})
    plaintext = token.json()["data"]["token"]
    mine = _post(client, plaintext, ENTRIES, {"value": "shared"}, key="same-key")
    assert_envelope(mine, 409, "ORG_LIST_ENTRY_DUPLICATE")  # it ran (and met the unique value), it was not replayed
    # records live under the organization's own partition
    assert _idempotency_items(tenant.organization_id) and _idempotency_items(other_tenant.organization_id)


def test_a_malformed_key_is_422_naming_the_header(tenant, client):
    for key in ("", "with space", "x" * 256, "caf\u00e9"):
        result = _post(client, tenant.token, ENTRIES, {"value": "v"}, key=key)
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert result.json()["fieldErrors"][0]["field"] == "Idempotency-Key"
    assert ok(client.get(ENTRIES, tenant.token))["total"] == 0


def test_an_expired_record_runs_again(tenant, client):
    """A record past its expiry (DynamoDB's TTL deletes lazily, so it may still be there) is not replayed."""
    import boto3

    assert _post(client, tenant.token, ENTRIES, {"value": "old"}, key="old-key").status == 201
    table = boto3.client("dynamodb", region_name="eu-west-1")
    from inventory_planning.store.models import BaseItem

    (item,) = _idempotency_items(tenant.organization_id)
    table.update_item(
        TableName=BaseItem._get_connection().table_name, Key={"pk": item["pk"], "sk": item["sk"]},
        UpdateExpression="SET #ttl = :past", ExpressionAttributeNames={"#ttl": "ttl"},
        ExpressionAttributeValues={":past": {"N": str(int(time.time()) - 1)}},
    )
    result = _post(client, tenant.token, ENTRIES, {"value": "old"}, key="old-key")
    assert_envelope(result, 409, "ORG_LIST_ENTRY_DUPLICATE")  # ran again: not a replay


@pytest.mark.parametrize("path", ["/api/settings/api-tokens", "/api/data-platform/organizations"])
def test_token_creating_routes_never_replay(path):
    from local.apigw import declared_routes

    spec = next(s for _, s in declared_routes() if s.path == path and s.method == "POST")
    assert spec.creates is False
