"""Idempotency-Key on creating POSTs (api/idempotency.py), end to end through the in-process gateway.

``make_handler`` runs ``run_idempotent`` around ``app.resolve`` for the routes declared as creating
(after identity, rate limit, permission and body checks); the ``wired`` fixture records which
requests reached the resolver and lets a test run code inside one.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import boto3
import pytest

from tests.helpers.configuration import audit_entries, created, items, policy_body
from tests.helpers.envelopes import assert_envelope

POLICIES = "/api/approval-policies"
ENTRIES = "/api/org-lists/{}/entries"


@dataclass
class Wiring:
    """``hooks`` run inside ``call`` (before the resolver); ``calls`` lists the routes ``call`` ran."""

    app: Any
    hooks: list[Callable[[dict[str, Any]], None]] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)


@pytest.fixture
def wired(gateway, monkeypatch) -> Wiring:
    """Record the requests that reach ConfigurationFunction's resolver (inside run_idempotent)."""
    from local.apigw import load_function_module

    code_uri, handler = gateway.template.function("ConfigurationFunction")
    module, _ = load_function_module(code_uri, handler, "ConfigurationFunction")
    app = module.app
    original = app.resolve
    wiring = Wiring(app)

    def call_for(event: dict[str, Any], context: Any) -> Callable[[], dict[str, Any]]:
        def call() -> dict[str, Any]:
            wiring.calls.append(event["resource"])
            for hook in wiring.hooks:
                hook(event)
            return original(event, context)

        return call

    def resolve(event: dict[str, Any], context: Any) -> dict[str, Any]:
        return call_for(event, context)()  # make_handler runs run_idempotent around this

    monkeypatch.setattr(app, "resolve", resolve)
    return wiring


def _table():
    return boto3.resource("dynamodb").Table(os.environ["TABLE_NAME"])


def business_items() -> list[dict[str, Any]]:
    """Every item but rate-limit windows and idempotency records (a test-only Scan)."""
    found = _table().scan()["Items"]
    return [i for i in found if "#RATE#" not in i["pk"] and not i["pk"].endswith("#IDEMPOTENCY")]


def idempotency_records(organization_id: str) -> list[dict[str, Any]]:
    from boto3.dynamodb.conditions import Key

    return _table().query(KeyConditionExpression=Key("pk").eq(f"ORG#{organization_id}#IDEMPOTENCY"))["Items"]


def post(client, path: str, token: str, body: Any, key: str | None, raw: str | None = None):
    headers = {"Content-Type": "application/json"}
    if key is not None:
        headers["Idempotency-Key"] = key
    return client.gateway.invoke("POST", path, {**headers, "Authorization": f"Bearer {token}"}, raw or json.dumps(body))


def policies(client, token: str) -> list[dict[str, Any]]:
    return items(client.get(f"{POLICIES}?pageSize=100", token))


# ------------------------------------------------------------------------------------------------
# Replay


def test_retry_with_same_key_and_body_replays_the_first_response_and_writes_nothing(tenant, client, wired):
    first = post(client, POLICIES, tenant.token, policy_body(), "retry-1")
    policy = created(first)
    assert "Idempotent-Replayed" not in first.headers
    before, audit_before = business_items(), audit_entries(client, tenant.token)

    again = post(client, POLICIES, tenant.token, policy_body(), "retry-1")

    assert again.status == 201
    assert again.body == first.body  # byte for byte: same id, same timestamps
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.headers["Content-Type"] == first.headers["Content-Type"]
    assert "RateLimit-Remaining" in again.headers  # the gateway plumbing still runs on a replay
    assert wired.calls.count(POLICIES) == 1
    assert business_items() == before
    assert audit_entries(client, tenant.token) == audit_before
    assert [p["id"] for p in policies(client, tenant.token)] == [policy["id"]]


def test_same_json_with_other_key_order_and_whitespace_is_the_same_request(tenant, client, wired):
    first = post(client, POLICIES, tenant.token, None, "k", raw='{"name": "Large plans", "thresholdValue": 5000}')
    created(first)
    again = post(client, POLICIES, tenant.token, None, "k", raw='{\n  "thresholdValue":5000,"name":"Large plans"}')
    assert again.status == 201 and again.body == first.body
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(policies(client, tenant.token)) == 1


def test_record_is_in_the_organizations_partition_and_expires_after_24_hours(tenant, client, wired):
    created(post(client, POLICIES, tenant.token, policy_body(), "layout"))
    [record] = idempotency_records(tenant.organization_id)
    assert record["sk"].startswith("KEY#") and len(record["sk"]) == len("KEY#") + 64  # SHA-256, not the raw key
    assert "layout" not in json.dumps(record, default=str).replace(record["response"], "")
    assert record["idempotency_status"] == "COMPLETED"
    assert abs(int(record["ttl"]) - (time.time() + 24 * 3600)) < 60
    assert json.loads(record["response"])["statusCode"] == 201


def test_the_enrichment_idempotency_does_not_set_the_api_records_expiry(tenant, client, wired):
    """Powertools configures a persistence store once: with one store for both uses, an enrichment
    request handled first in the process (7 days) would give the API's records a 7-day expiry."""
    from inventory_planning.kernel.errors import Missing
    from inventory_planning.services.enrichment import enrich_once
    from inventory_planning.store.idempotency import get_store

    from local.apigw import LambdaContext

    get_store.cache_clear()
    with pytest.raises(Missing):
        message = {"organizationId": tenant.organization_id, "productId": "no-such-product", "requestId": "r1"}
        enrich_once(message, LambdaContext("EnrichmentWorkerFunction"))
    created(post(client, POLICIES, tenant.token, policy_body(), "after-enrichment"))
    [record] = idempotency_records(tenant.organization_id)
    assert abs(int(record["ttl"]) - (time.time() + 24 * 3600)) < 60


# ------------------------------------------------------------------------------------------------
# Key reuse, in flight, errors


def test_same_key_with_a_different_body_is_422_key_reused_and_writes_nothing(tenant, client, wired):
    created(post(client, POLICIES, tenant.token, policy_body(), "reuse"))
    before = business_items()

    result = post(client, POLICIES, tenant.token, policy_body(thresholdValue=6000), "reuse")

    assert_envelope(result, 422, "IDEMPOTENCY_KEY_REUSED")
    assert [f["field"] for f in result.json()["fieldErrors"]] == ["Idempotency-Key"]
    assert business_items() == before
    assert wired.calls.count(POLICIES) == 1


def test_same_key_on_the_same_route_with_other_path_parameters_is_key_reused(tenant, client, wired):
    created(post(client, ENTRIES.format("RETURN_REASON_CODE"), tenant.token, {"value": "damaged"}, "list-key"))
    result = post(client, ENTRIES.format("SUPPLIER_BLACKLIST"), tenant.token, {"value": "damaged"}, "list-key")
    assert_envelope(result, 422, "IDEMPOTENCY_KEY_REUSED")


def test_retry_while_the_first_is_in_flight_is_409_and_the_first_completes(tenant, client, wired):
    nested: list[Any] = []

    def retry_during_the_first(event: dict[str, Any]) -> None:
        if not nested:
            # A real retry runs in another Lambda instance; here it re-enters the same resolver,
            # whose handler clears the resolver's context when done: put the first request's back.
            context = dict(wired.app.context)
            nested.append(post(client, POLICIES, tenant.token, policy_body(), "in-flight"))
            wired.app.append_context(**context)

    wired.hooks.append(retry_during_the_first)
    first = post(client, POLICIES, tenant.token, policy_body(), "in-flight")

    created(first)
    assert_envelope(nested[0], 409, "IDEMPOTENCY_REQUEST_IN_PROGRESS")
    assert nested[0].headers["Retry-After"] == "1"
    assert len(policies(client, tenant.token)) == 1
    wired.hooks.clear()
    assert post(client, POLICIES, tenant.token, policy_body(), "in-flight").body == first.body


def test_in_progress_record_blocks_until_its_lock_expires(tenant, client, wired):
    """A crashed invocation leaves INPROGRESS: retries get 409 until the in-progress expiry, then run."""
    created(post(client, POLICIES, tenant.token, policy_body(), "crash"))
    [record] = idempotency_records(tenant.organization_id)
    now_ms = int(time.time() * 1000)
    for lock_ms, expected in ((now_ms + 60_000, 409), (now_ms - 1, 201)):
        _table().update_item(
            Key={"pk": record["pk"], "sk": record["sk"]},
            UpdateExpression="SET idempotency_status = :s, in_progress_expiry = :e REMOVE #r",
            ExpressionAttributeNames={"#r": "response"},
            ExpressionAttributeValues={":s": "INPROGRESS", ":e": lock_ms},
        )
        result = post(client, POLICIES, tenant.token, policy_body(), "crash")
        assert result.status == expected, result.body
    assert len(policies(client, tenant.token)) == 2


def test_error_responses_are_not_stored_and_a_corrected_retry_runs(tenant, client, wired):
    bad = post(client, POLICIES, tenant.token, {"name": "No threshold"}, "fix-me")
    assert_envelope(bad, 422, "VALIDATION_ERROR")
    assert idempotency_records(tenant.organization_id) == []  # released, not stored

    again = post(client, POLICIES, tenant.token, {"name": "No threshold"}, "fix-me")
    assert_envelope(again, 422, "VALIDATION_ERROR")
    assert "Idempotent-Replayed" not in again.headers  # ran again

    fixed = created(post(client, POLICIES, tenant.token, {"name": "Threshold", "thresholdValue": 1}, "fix-me"))
    assert [p["id"] for p in policies(client, tenant.token)] == [fixed["id"]]


def test_a_409_domain_conflict_is_not_stored_either(tenant, client, wired):
    path = ENTRIES.format("RETURN_REASON_CODE")
    created(post(client, path, tenant.token, {"value": "damaged"}, None))
    assert_envelope(post(client, path, tenant.token, {"value": "damaged"}, "dup"), 409, "ORG_LIST_ENTRY_DUPLICATE")
    assert idempotency_records(tenant.organization_id) == []


# ------------------------------------------------------------------------------------------------
# Scope, absence, expiry


def test_keys_are_scoped_per_organization_and_per_token(tenant, other_tenant, client, issuer, wired):
    from inventory_planning.domain.permissions import ALL_PERMISSIONS
    from inventory_planning.store import account as accounts

    _, second_token = accounts.create_token(tenant.organization_id, "second", None, sorted(ALL_PERMISSIONS), None, tenant.user_id)
    responses = [
        post(client, POLICIES, token, policy_body(), "shared-key")
        for token in (tenant.token, second_token, tenant.session_token, other_tenant.token)
    ]
    ids = [created(r)["id"] for r in responses]
    assert len(set(ids)) == 4
    assert all("Idempotent-Replayed" not in r.headers for r in responses)
    assert len(policies(client, tenant.token)) == 3
    assert len(policies(client, other_tenant.token)) == 1
    assert len(idempotency_records(tenant.organization_id)) == 3
    assert len(idempotency_records(other_tenant.organization_id)) == 1


def test_same_key_on_another_route_is_another_key(tenant, client, wired):
    created(post(client, POLICIES, tenant.token, policy_body(), "route-key"))
    period = {"name": "Q1", "startDate": "2024-01-01", "endDate": "2024-03-31"}
    created(post(client, "/api/planning-periods", tenant.token, period, "route-key"))


def test_without_the_header_every_post_runs(tenant, client, wired):
    for _ in range(2):
        created(post(client, POLICIES, tenant.token, policy_body(), None))
    assert len(policies(client, tenant.token)) == 2
    assert idempotency_records(tenant.organization_id) == []


def test_an_expired_record_lets_the_request_run_again(tenant, client, wired):
    first = created(post(client, POLICIES, tenant.token, policy_body(), "old"))
    [record] = idempotency_records(tenant.organization_id)
    # Past its TTL but not yet removed by DynamoDB (TTL deletes lazily): treated as absent.
    _table().update_item(
        Key={"pk": record["pk"], "sk": record["sk"]},
        UpdateExpression="SET #t = :t",
        ExpressionAttributeNames={"#t": "ttl"},
        ExpressionAttributeValues={":t": int(time.time()) - 1},
    )
    second = post(client, POLICIES, tenant.token, policy_body(), "old")
    assert created(second)["id"] != first["id"]
    assert "Idempotent-Replayed" not in second.headers
    assert len(policies(client, tenant.token)) == 2


# ------------------------------------------------------------------------------------------------
# The header itself


@pytest.mark.parametrize(
    ("key", "code"),
    [("", "empty"), ("x" * 256, "too_long"), ("clé", "invalid_characters"), ("tab\there", "invalid_characters")],
)
def test_malformed_key_is_422_naming_the_header_and_runs_nothing(tenant, client, wired, key, code):
    result = post(client, POLICIES, tenant.token, policy_body(), key)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert [(f["field"], f["code"]) for f in result.json()["fieldErrors"]] == [("Idempotency-Key", code)]
    assert policies(client, tenant.token) == []


def test_longest_key_and_lower_case_header_name_are_accepted(tenant, client, wired):
    key = "~ !" + "k" * 252
    headers = {"Authorization": f"Bearer {tenant.token}", "Content-Type": "application/json", "idempotency-key": key}
    first = client.gateway.invoke("POST", POLICIES, headers, json.dumps(policy_body()))
    created(first)
    again = client.gateway.invoke("POST", POLICIES, headers, json.dumps(policy_body()))
    assert again.headers["Idempotent-Replayed"] == "true" and again.body == first.body


def test_header_is_ignored_on_token_creation_and_on_other_methods(tenant, client, aws):
    """Token creation is excluded (decision 0014): the plaintext token is never stored for a replay."""
    from inventory_planning.api.idempotency import run_idempotent
    from inventory_planning.api.identity import Identity

    identity = Identity(tenant.organization_id, "api-token", tenant.token_id)
    event = {"headers": {"Idempotency-Key": "same"}, "body": "{}", "pathParameters": None}
    runs: list[int] = []

    def call() -> dict[str, Any]:
        runs.append(1)
        return {"statusCode": 201, "headers": {}, "body": json.dumps({"n": len(runs)})}

    for route in (("POST", "/api/settings/api-tokens"), ("PUT", POLICIES + "/{policy_id}")):
        assert run_idempotent(event, identity, route, call)["statusCode"] == 201
        assert run_idempotent(event, identity, route, call)["statusCode"] == 201
    assert len(runs) == 4
    assert idempotency_records(tenant.organization_id) == []


def test_records_unreachable_is_500_in_the_envelope_and_nothing_runs(tenant, aws, monkeypatch):
    from botocore.exceptions import ClientError
    from inventory_planning.api.idempotency import run_idempotent
    from inventory_planning.api.identity import Identity
    from inventory_planning.store.idempotency import get_store

    def unavailable(**_: Any) -> None:
        raise ClientError({"Error": {"Code": "InternalServerError", "Message": "down"}}, "PutItem")

    monkeypatch.setattr(get_store().client, "put_item", unavailable)
    runs: list[int] = []
    event = {"headers": {"Idempotency-Key": "k"}, "body": "{}"}
    response = run_idempotent(
        event,
        Identity(tenant.organization_id, "api-token", tenant.token_id),
        ("POST", POLICIES),
        lambda: runs.append(1) or {"statusCode": 201, "body": "{}"},
    )
    assert response["statusCode"] == 500
    body = json.loads(response["body"])
    assert body == {"success": False, "errorCode": "INTERNAL_ERROR", "error": "Unexpected server error"}
    assert runs == []


@pytest.mark.parametrize("path", ["/api/settings/api-tokens", "/api/data-platform/organizations"])
def test_routes_returning_a_plaintext_token_are_not_declared_idempotent(path):
    """Both answer a plaintext token once (decision 0014): make_handler never wraps them."""
    from local.apigw import declared_routes

    spec = next(s for _, s in declared_routes() if s.path == path and s.method == "POST")
    assert spec.creates is False
    creating = {s.key for _, s in declared_routes() if s.creates}
    assert creating and all(method == "POST" for method, _ in creating)
