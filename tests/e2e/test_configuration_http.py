"""The configuration API over HTTP against the local stack (real DynamoDB Local).

Approval policies, planning periods and budget envelopes, rulesets and rules, org lists, metrics and
supplier-variant constraints: a realistic flow per resource, concurrent creations of one unique value,
tenancy (another organization's ids are 404 and nothing changes), validation, the audit log and
permissions.

Every token is limited to 100 requests per minute, and the other e2e modules use the bootstrap token,
so this module mints its own service-account tokens (one per test or concern, each used for well
under 80 requests) through a "minter" token, and revokes them all at the end.

Concurrency: the stack's gateway serialises handler calls (one lock, like one Lambda execution
environment), so concurrent requests to it alone would never overlap in the handlers. The concurrency
tests therefore also start extra gateway processes on the same table (more execution environments)
and spread the simultaneous requests over all of them, so the conditional writes really race on
DynamoDB Local.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import pytest

from tests.helpers.examples import RULE
from tests.helpers.stack import ROOT, Http, Response, error, extra_gateways, handler_environment_of, items, ok

VIEW = "intelligenceLayer.view"
CONFIGURE = "intelligenceLayer.configure"
SUFFIX = uuid.uuid4().hex[:8].upper()  # unique names and keys, so a reused stack does not collide

DEMO_TOKENS = (
    "policy",
    "planning",
    "ruleset",
    "orglist",
    "metric",
    "constraint",
    "validation",
    "audit",
    "tenancy",
    "catalog",
    "conc-1",
    "conc-2",
    "conc-3",
    "conc-4",
    "warm-up",
)
OTHER_TOKENS = ("other-tenancy",)
EXTRA_GATEWAYS = 5  # with the stack's own: six execution environments


@dataclass(frozen=True)
class Token:
    """A service-account token of this module: its id (the audit actorId) and its plaintext."""

    id: str
    secret: str


def _create_token(http: Http, creator: str, name: str, permissions: list[str]) -> Token:
    created = http.post("/api/settings/api-tokens", creator, {"name": name, "permissions": permissions})
    assert created.status == 201, created.body
    data = created.json()["data"]
    return Token(data["id"], data["token"])


@pytest.fixture(scope="module")
def tokens(http: Http, stack: dict[str, Any]):
    """Fresh tokens of the demo organization, minted by a minter token (one request on stack["token"])."""
    minter = _create_token(http, stack["token"], f"e2e-config-minter-{SUFFIX}", ["org.settings.edit", VIEW, CONFIGURE])
    minted: dict[str, Token] = {}
    try:
        for name in DEMO_TOKENS:
            minted[name] = _create_token(http, minter.secret, f"e2e-config-{name}-{SUFFIX}", [VIEW, CONFIGURE])
        minted["viewer"] = _create_token(http, minter.secret, f"e2e-config-viewer-{SUFFIX}", [VIEW])
        yield minted
    finally:
        for token in minted.values():
            http.delete(f"/api/settings/api-tokens/{token.id}", minter.secret)
        http.delete(f"/api/settings/api-tokens/{minter.id}", stack["token"])


@pytest.fixture(scope="module")
def other_tokens(http: Http, other_org: dict[str, Any]):
    """Fresh tokens of the second organization, minted with its bootstrap token."""
    minted: dict[str, Token] = {}
    try:
        for name in OTHER_TOKENS:
            minted[name] = _create_token(http, other_org["token"], f"e2e-config-{name}-{SUFFIX}", [VIEW, CONFIGURE])
        yield minted
    finally:
        for token in minted.values():
            http.delete(f"/api/settings/api-tokens/{token.id}", other_org["token"])


@pytest.fixture(scope="module")
def gateways(http: Http, stack: dict[str, Any], tokens: dict[str, Token], tmp_path_factory: pytest.TempPathFactory):
    """The stack's gateway and EXTRA_GATEWAYS more ``local.gateway`` processes on the same table
    (tests/helpers/stack.py ``extra_gateways``), each warmed by one configuration request."""
    with extra_gateways(stack, EXTRA_GATEWAYS, tmp_path_factory.mktemp("extra-gateways")) as extra:
        for client in extra:
            ok(client.get("/api/org-lists/RETURN_REASON_CODE/entries?pageSize=1", tokens["warm-up"].secret))
        yield [http, *extra]


FRESH_ORGANIZATION = """
import json, sys, uuid
from inventory_planning.store import account as accounts
organization_id = str(uuid.uuid4())
accounts.create_organization(organization_id, sys.argv[1])
record, token = accounts.create_token(
    organization_id, "e2e-config", None, ["intelligenceLayer.view", "intelligenceLayer.configure"], None, "e2e-config-tests"
)
print(json.dumps({"organizationId": organization_id, "token": token, "tokenId": record.token_id}))
"""


@pytest.fixture(scope="module")
def fresh_org(stack: dict[str, Any]) -> dict[str, Any]:
    """A new, empty organization with a configure token, written to the stack's table the way the
    bootstrap writes its organizations (no API creates organizations)."""
    result = subprocess.run(
        [sys.executable, "-c", FRESH_ORGANIZATION, f"Config E2E {SUFFIX}"],
        cwd=ROOT,
        env=handler_environment_of(stack),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


# ------------------------------------------------------------------------------------------ helpers


def field_errors(response: Response) -> dict[str, str]:
    """``{field: code}`` of a 422 VALIDATION_ERROR response."""
    body = error(response, 422, "VALIDATION_ERROR")
    assert body["fieldErrors"], body
    return {e["field"]: e["code"] for e in body["fieldErrors"]}


def all_items(http: Http, path: str, token: Token) -> list[dict[str, Any]]:
    """Every row of a paged list (pageSize 100)."""
    separator = "&" if "?" in path else "?"
    rows: list[dict[str, Any]] = []
    page = 1
    while True:
        body = ok(http.get(f"{path}{separator}page={page}&pageSize=100", token.secret))
        assert body["page"] == page and body["pageSize"] == 100, body
        rows += items(body)
        if len(rows) >= body["total"] or not items(body):
            assert len(rows) == body["total"], body
            return rows
        page += 1


def audit_entries(http: Http, token: Token | str, entity_type: str, entity_id: str) -> list[dict[str, Any]]:
    """The audit log of one entity, newest first."""
    secret = token.secret if isinstance(token, Token) else token
    path = f"/api/intelligence-layer/audit-log?entityType={entity_type}&entityId={entity_id}&pageSize=100"
    body = ok(http.get(path, secret))
    assert body["total"] == len(body["data"]), body
    return body["data"]


def create_period(http: Http, token: Token, name: str, start: str, end: str) -> dict[str, Any]:
    body = {"name": name, "startDate": start, "endDate": end}
    return ok(http.post("/api/planning-periods", token.secret, body), 201)["data"]


def first_variant_ids(http: Http, token: Token, count: int) -> list[str]:
    variants = items(ok(http.get(f"/api/variants?pageSize={count}", token.secret)))
    assert len(variants) == count, "the demo organization has too few variants"
    return [v["id"] for v in variants]


def concurrently(calls: list[Any]) -> list[Response]:
    """Run the zero-argument ``calls`` at the same moment (one thread each, released by a barrier)."""
    barrier = threading.Barrier(len(calls))

    def run(call: Any) -> Response:
        barrier.wait(timeout=30)
        return call()

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        return list(pool.map(run, calls))


# ------------------------------------------------------------------------------------- 1. the flows


def test_approval_policy_create_put_status_get_list(http, stack, tokens):
    token = tokens["policy"]
    body = {
        "name": f"Large restock {SUFFIX}",
        "thresholdValue": 50000,
        "actionFamily": "RESTOCK_PLAN",
        "scopeActorTypes": ["USER", "API_TOKEN", "USER"],
        "scopeBrandIds": ["brand-a", "brand-b"],
    }
    created = ok(http.post("/api/approval-policies", token.secret, body), 201)["data"]
    policy_id = created["id"]
    assert created["organizationId"] == stack["organizationId"]
    assert created["name"] == body["name"]
    assert created["thresholdValue"] == 50000
    assert created["thresholdMetric"] == "PLAN_TOTAL_VALUE"
    assert created["actionFamily"] == "RESTOCK_PLAN"
    assert created["scopeActorTypes"] == ["USER", "API_TOKEN"]  # repeats dropped
    assert created["scopeBrandIds"] == ["brand-a", "brand-b"]
    assert created["scopeShopIds"] == [] and created["scopeSupplierIds"] == []
    assert created["isActive"] is True
    assert created["createdBy"] == created["updatedBy"] == token.id

    updated = ok(http.put(f"/api/approval-policies/{policy_id}", token.secret, {"thresholdValue": 75000.5, "actionFamily": None}))
    policy = updated["data"]
    assert policy["thresholdValue"] == 75000.5
    assert policy["actionFamily"] is None
    assert {k: v for k, v in policy.items() if k not in ("thresholdValue", "actionFamily", "updatedAt")} == {
        k: v for k, v in created.items() if k not in ("thresholdValue", "actionFamily", "updatedAt")
    }, "a PUT changed fields it was not given"

    assert "isActive" in field_errors(http.put(f"/api/approval-policies/{policy_id}", token.secret, {"isActive": False}))
    assert "name" in field_errors(http.put(f"/api/approval-policies/{policy_id}", token.secret, {"name": None}))

    status = ok(http.patch(f"/api/approval-policies/{policy_id}/status", token.secret, {"isActive": False}))["data"]
    assert status["isActive"] is False
    assert status["thresholdValue"] == 75000.5

    fetched = ok(http.get(f"/api/approval-policies/{policy_id}", token.secret))["data"]
    assert fetched == status

    listed = all_items(http, "/api/approval-policies", token)
    mine = [p for p in listed if p["id"] == policy_id]
    assert mine == [fetched]


def test_planning_periods_are_listed_by_start_date(http, tokens):
    token = tokens["planning"]
    periods = [
        create_period(http, token, f"Autumn 2091 {SUFFIX}", "2091-09-01", "2091-11-30"),
        create_period(http, token, f"Spring 2091 {SUFFIX}", "2091-03-01", "2091-05-31"),
        create_period(http, token, f"Summer 2091 {SUFFIX}", "2091-06-01", "2091-06-01"),  # one day
    ]
    for period in periods:
        assert period["kind"] == "BUDGET"
        assert period["isActive"] is True
    fetched = ok(http.get(f"/api/planning-periods/{periods[0]['id']}", token.secret))["data"]
    assert fetched == periods[0]

    listed = all_items(http, "/api/planning-periods", token)
    starts = [p["startDate"] for p in listed]
    assert starts == sorted(starts), starts
    mine = [p["name"] for p in listed if p["id"] in {q["id"] for q in periods}]
    assert mine == [f"Spring 2091 {SUFFIX}", f"Summer 2091 {SUFFIX}", f"Autumn 2091 {SUFFIX}"]


def test_budget_envelopes_total_and_brand_put_delete(http, tokens):
    token = tokens["planning"]
    period = create_period(http, token, f"Budget FY2092 {SUFFIX}", "2092-04-01", "2093-03-31")
    brands = items(ok(http.get("/api/brands?pageSize=5", tokens["catalog"].secret)))
    assert brands, "the demo organization has no brand"
    brand_id = brands[0]["id"]

    total_body = {"periodId": period["id"], "scope": "TOTAL", "scopeValue": None, "amount": "250000.50", "currency": "inr"}
    total = ok(http.post("/api/budget-envelopes", token.secret, total_body), 201)["data"]
    assert total["amount"] == 250000.5 and isinstance(total["amount"], int | float)
    assert total["currency"] == "INR"
    assert total["scope"] == "TOTAL" and total["scopeValue"] is None
    assert total["periodId"] == period["id"]

    brand_body = {"periodId": period["id"], "scope": "BRAND", "scopeValue": brand_id, "amount": 80000, "currency": "INR"}
    brand = ok(http.post("/api/budget-envelopes", token.secret, brand_body), 201)["data"]
    assert brand["scopeValue"] == brand_id and brand["amount"] == 80000

    error(http.post("/api/budget-envelopes", token.secret, {**total_body, "amount": 1}), 409, "BUDGET_ENVELOPE_DUPLICATE")

    of_period = items(ok(http.get(f"/api/budget-envelopes?periodId={period['id']}", token.secret)))
    assert [e["id"] for e in of_period] == [total["id"], brand["id"]]

    put = ok(http.put(f"/api/budget-envelopes/{total['id']}", token.secret, {"amount": "300000"}))["data"]
    assert put["amount"] == 300000 and isinstance(put["amount"], int | float)
    assert put["currency"] == "INR" and put["scope"] == "TOTAL"
    assert "scope" in field_errors(http.put(f"/api/budget-envelopes/{total['id']}", token.secret, {"scope": "BRAND"}))
    assert ok(http.get(f"/api/budget-envelopes/{total['id']}", token.secret))["data"] == put

    assert ok(http.delete(f"/api/budget-envelopes/{brand['id']}", token.secret)) == {"success": True}
    error(http.get(f"/api/budget-envelopes/{brand['id']}", token.secret), 404, "NOT_FOUND")
    after = items(ok(http.get(f"/api/budget-envelopes?periodId={period['id']}", token.secret)))
    assert [e["id"] for e in after] == [total["id"]]
    # the deleted envelope's scope is free again
    ok(http.post("/api/budget-envelopes", token.secret, brand_body), 201)


def test_ruleset_create_default_flag_add_rule_get(http, tokens):
    token = tokens["ruleset"]
    before = all_items(http, "/api/business-logic-rulesets", token)

    new_ruleset = {"name": f"Rebalance guards {SUFFIX}", "tags": ["e2e"]}
    ruleset = ok(http.post("/api/business-logic-rulesets", token.secret, new_ruleset), 201)["data"]
    assert ruleset["isDefault"] is (not before), "only the organization's first ruleset is the default"
    assert ruleset["ruleCount"] == 0
    assert ruleset["tags"] == ["e2e"]
    second = ok(http.post("/api/business-logic-rulesets", token.secret, {"name": f"Second {SUFFIX}"}), 201)["data"]
    assert second["isDefault"] is False

    listed = all_items(http, "/api/business-logic-rulesets", token)
    assert sum(1 for r in listed if r["isDefault"] is True) == 1, [(r["name"], r["isDefault"]) for r in listed]
    assert {ruleset["id"], second["id"]} <= {r["id"] for r in listed}
    assert all("rules" not in r and "ruleCount" in r for r in listed)

    rule = ok(http.post(f"/api/business-logic-rulesets/{ruleset['id']}/rules", token.secret, RULE), 201)["data"]
    assert rule["id"]
    assert rule["name"] == "Max value" and rule["enforcement"] == "BLOCK"
    assert rule["condition"] == {"type": "max_plan_value", "maxValue": 1000}
    assert rule["isActive"] is True and rule["priority"] == 100

    fetched = ok(http.get(f"/api/business-logic-rulesets/{ruleset['id']}", token.secret))["data"]
    assert fetched["rules"] == [rule]
    assert fetched["isDefault"] is ruleset["isDefault"]

    error(
        http.post(f"/api/business-logic-rulesets/{ruleset['id']}/rules", token.secret, {**RULE, "id": rule["id"]}),
        409,
        "RULE_ID_DUPLICATE",
    )
    patched = ok(http.patch(f"/api/business-logic-rulesets/{ruleset['id']}", token.secret, {"name": f"Renamed {SUFFIX}"}))["data"]
    assert patched["name"] == f"Renamed {SUFFIX}" and patched["ruleCount"] == 1 and "rules" not in patched
    row = next(r for r in all_items(http, "/api/business-logic-rulesets", token) if r["id"] == ruleset["id"])
    assert row["ruleCount"] == 1 and row["name"] == f"Renamed {SUFFIX}"


def test_org_list_entry_create_list_delete(http, tokens):
    token = tokens["orglist"]
    path = "/api/org-lists/RETURN_REASON_CODE/entries"
    value = f"damaged-in-transit-{SUFFIX.lower()}"
    created = ok(http.post(path, token.secret, {"value": value, "metadata": {"label": "Damaged in transit"}}), 201)["data"]
    assert created["value"] == value.upper()
    assert created["listType"] == "RETURN_REASON_CODE"
    assert created["metadata"] == {"label": "Damaged in transit"}

    error(http.post(path, token.secret, {"value": value.upper()}), 409, "ORG_LIST_ENTRY_DUPLICATE")

    brand_value = str(uuid.uuid4()).upper()
    restriction = ok(http.post("/api/org-lists/BRAND_RESTRICTION/entries", token.secret, {"value": brand_value}), 201)["data"]
    assert restriction["value"] == brand_value.lower()
    assert restriction["metadata"] == {}
    again_lower = http.post("/api/org-lists/BRAND_RESTRICTION/entries", token.secret, {"value": brand_value.lower()})
    error(again_lower, 409, "ORG_LIST_ENTRY_DUPLICATE")
    blacklisted = ok(http.post("/api/org-lists/SUPPLIER_BLACKLIST/entries", token.secret, {"value": brand_value}), 201)["data"]
    ok(http.delete(f"/api/org-lists/SUPPLIER_BLACKLIST/entries/{blacklisted['id']}", token.secret))

    listed = all_items(http, path, token)
    assert [e for e in listed if e["id"] == created["id"]] == [created]
    assert restriction["id"] not in {e["id"] for e in listed}, "an entry of another list leaked into this one"

    # another list does not know the entry
    error(http.delete(f"/api/org-lists/SUPPLIER_BLACKLIST/entries/{created['id']}", token.secret), 404, "NOT_FOUND")
    assert ok(http.delete(f"{path}/{created['id']}", token.secret)) == {"success": True}
    assert created["id"] not in {e["id"] for e in all_items(http, path, token)}
    error(http.delete(f"{path}/{created['id']}", token.secret), 404, "NOT_FOUND")

    again = ok(http.post(path, token.secret, {"value": value}), 201)["data"]
    assert again["value"] == value.upper() and again["id"] != created["id"]
    ok(http.delete(f"{path}/{again['id']}", token.secret))
    ok(http.delete(f"/api/org-lists/BRAND_RESTRICTION/entries/{restriction['id']}", token.secret))


def test_metric_create_patch_list_delete(http, stack, tokens):
    token = tokens["metric"]
    key = f"E2E_STOCK_DOUBLE_{SUFFIX}"
    body = {
        "key": key,
        "displayName": "Twice the current stock",
        "grain": ["organization", "shop"],
        "body": {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL * 2"},
    }
    created = ok(http.post("/api/intelligence-layer/metrics", token.secret, body), 201)["data"]
    metric_id = created["id"]
    assert created["scope"] == "ORG"
    assert created["organizationId"] == stack["organizationId"]
    assert created["key"] == key
    assert created["grain"] == ["organization", "shop"]
    assert created["body"]["kind"] == "formula" and created["body"]["expression"] == "CURRENT_STOCK_LEVEL * 2"

    patched = http.patch(f"/api/intelligence-layer/metrics/{metric_id}", token.secret, {"displayName": "Double stock"})
    assert ok(patched) == {"success": True}
    fetched = ok(http.get(f"/api/intelligence-layer/metrics/{metric_id}", token.secret))["data"]
    assert fetched["displayName"] == "Double stock"
    assert fetched["body"] == created["body"] and fetched["grain"] == created["grain"]

    listed = all_items(http, "/api/intelligence-layer/metrics", token)
    scopes = [m["scope"] for m in listed]
    assert "GLOBAL" in scopes and "ORG" in scopes
    assert scopes == sorted(scopes, key=lambda s: s != "GLOBAL"), "GLOBAL metrics come first"
    assert all(m["id"].startswith("global-") for m in listed if m["scope"] == "GLOBAL")
    assert "CURRENT_STOCK_LEVEL" in {m["key"] for m in listed}
    assert [m for m in listed if m["id"] == metric_id] == [fetched]
    only_global = all_items(http, "/api/intelligence-layer/metrics?scope=GLOBAL", token)
    assert only_global and {m["scope"] for m in only_global} == {"GLOBAL"}
    only_org = all_items(http, "/api/intelligence-layer/metrics?scope=ORG", token)
    assert {m["scope"] for m in only_org} == {"ORG"} and metric_id in {m["id"] for m in only_org}

    assert ok(http.delete(f"/api/intelligence-layer/metrics/{metric_id}", token.secret)) == {"success": True}
    error(http.get(f"/api/intelligence-layer/metrics/{metric_id}", token.secret), 404, "NOT_FOUND")
    error(http.delete(f"/api/intelligence-layer/metrics/{metric_id}", token.secret), 404, "NOT_FOUND")


def test_metric_in_use_cannot_be_deleted(http, tokens):
    token = tokens["metric"]
    base_key, user_key = f"E2E_BASE_{SUFFIX}", f"E2E_USER_{SUFFIX}"
    grain = ["organization"]
    base = ok(
        http.post(
            "/api/intelligence-layer/metrics",
            token.secret,
            {
                "key": base_key,
                "displayName": "Base",
                "grain": grain,
                "body": {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL + 1"},
            },
        ),
        201,
    )["data"]
    user = ok(
        http.post(
            "/api/intelligence-layer/metrics",
            token.secret,
            {
                "key": user_key,
                "displayName": "User",
                "grain": grain,
                "body": {"kind": "formula", "expression": f"{base_key} * 3"},
            },
        ),
        201,
    )["data"]
    refused = error(http.delete(f"/api/intelligence-layer/metrics/{base['id']}", token.secret), 409, "METRIC_IN_USE")
    assert user_key in refused["error"]
    ok(http.delete(f"/api/intelligence-layer/metrics/{user['id']}", token.secret))
    ok(http.delete(f"/api/intelligence-layer/metrics/{base['id']}", token.secret))


def test_supplier_variant_constraint_create_filter_delete(http, tokens):
    token = tokens["constraint"]
    variant_id = first_variant_ids(http, tokens["catalog"], 1)[0]
    supplier_id = f"SUP-E2E-{SUFFIX}"
    body = {"supplierId": supplier_id, "variantId": variant_id, "minOrderQuantity": 12, "packMultiple": 6}
    created = ok(http.post("/api/supplier-variant-constraints", token.secret, body), 201)["data"]
    assert {k: created[k] for k in body} == body
    assert ok(http.get(f"/api/supplier-variant-constraints/{created['id']}", token.secret))["data"] == created

    of_variant = all_items(http, f"/api/supplier-variant-constraints?variantId={variant_id}", token)
    assert created in of_variant
    assert all(c["variantId"] == variant_id for c in of_variant)
    of_supplier = all_items(http, f"/api/supplier-variant-constraints?supplierId={supplier_id}", token)
    assert of_supplier == [created]
    both = items(ok(http.get(f"/api/supplier-variant-constraints?supplierId={supplier_id}&variantId={variant_id}", token.secret)))
    assert both == [created]

    assert ok(http.delete(f"/api/supplier-variant-constraints/{created['id']}", token.secret)) == {"success": True}
    error(http.get(f"/api/supplier-variant-constraints/{created['id']}", token.secret), 404, "NOT_FOUND")
    of_variant = all_items(http, f"/api/supplier-variant-constraints?variantId={variant_id}", token)
    assert created["id"] not in {c["id"] for c in of_variant}
    both = items(ok(http.get(f"/api/supplier-variant-constraints?supplierId={supplier_id}&variantId={variant_id}", token.secret)))
    assert both == []


# -------------------------------------------------------------------------------- 2. concurrency


def test_concurrent_creates_of_one_org_list_value(http, gateways, tokens):
    value = f"CONCURRENT-{SUFFIX}"
    path = "/api/org-lists/RETURN_REASON_CODE/entries"
    senders = [(gateways[n % len(gateways)], tokens[f"conc-{n % 4 + 1}"]) for n in range(8)]
    responses = concurrently([lambda g=g, t=t: g.post(path, t.secret, {"value": value}) for g, t in senders])

    statuses = sorted(r.status for r in responses)
    assert statuses == [201] + [409] * 7, [(r.status, r.body) for r in responses]
    for response in responses:
        if response.status == 409:
            error(response, 409, "ORG_LIST_ENTRY_DUPLICATE")
    winner = next(r for r in responses if r.status == 201).json()["data"]
    assert winner["value"] == value

    listed = all_items(http, path, tokens["conc-1"])
    assert [e["id"] for e in listed if e["value"] == value] == [winner["id"]]
    entries = audit_entries(http, tokens["conc-1"], "ORG_LIST_ENTRY", winner["id"])
    assert [e["action"] for e in entries] == ["CREATE"]
    ok(http.delete(f"{path}/{winner['id']}", tokens["conc-1"].secret))


def test_concurrent_creates_of_one_supplier_variant_constraint(http, gateways, tokens):
    variant_id = first_variant_ids(http, tokens["catalog"], 2)[1]
    supplier_id = f"SUP-CONC-{SUFFIX}"
    senders = [(gateways[n % len(gateways)], tokens[f"conc-{n % 4 + 1}"]) for n in range(8)]
    body = {"supplierId": supplier_id, "variantId": variant_id, "packMultiple": 4}
    responses = concurrently([lambda g=g, t=t: g.post("/api/supplier-variant-constraints", t.secret, body) for g, t in senders])

    statuses = sorted(r.status for r in responses)
    assert statuses == [201] + [409] * 7, [(r.status, r.body) for r in responses]
    for response in responses:
        if response.status == 409:
            error(response, 409, "SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE")
    winner = next(r for r in responses if r.status == 201).json()["data"]
    assert all_items(http, f"/api/supplier-variant-constraints?supplierId={supplier_id}", tokens["conc-2"]) == [winner]
    ok(http.delete(f"/api/supplier-variant-constraints/{winner['id']}", tokens["conc-2"].secret))


def test_concurrent_first_rulesets_have_exactly_one_default(http, gateways, fresh_org):
    token = Token(fresh_org["tokenId"], fresh_org["token"])
    assert all_items(http, "/api/business-logic-rulesets", token) == []
    path = "/api/business-logic-rulesets"
    calls = [lambda g=gateways[n % len(gateways)], n=n: g.post(path, token.secret, {"name": f"Concurrent {n}"}) for n in range(6)]
    responses = concurrently(calls)

    assert [r.status for r in responses] == [201] * 6, [(r.status, r.body) for r in responses]
    created = [r.json()["data"] for r in responses]
    assert sum(1 for r in created if r["isDefault"] is True) == 1, [r["isDefault"] for r in created]
    after = all_items(http, "/api/business-logic-rulesets", token)
    assert sorted(r["id"] for r in after) == sorted(r["id"] for r in created)
    assert [r["id"] for r in after if r["isDefault"] is True] == [r["id"] for r in created if r["isDefault"] is True]
    later = ok(http.post("/api/business-logic-rulesets", token.secret, {"name": "Later"}), 201)["data"]
    assert later["isDefault"] is False


# ------------------------------------------------------------------------------------- 3. tenancy


def test_another_organization_cannot_read_change_or_delete(http, tokens, other_tokens):
    owner, intruder = tokens["tenancy"], other_tokens["other-tenancy"].secret
    period = create_period(http, owner, f"Tenancy {SUFFIX}", "2093-01-01", "2093-12-31")
    envelope_body = {"periodId": period["id"], "scope": "DEPARTMENT", "scopeValue": "KURTA", "amount": 1000, "currency": "INR"}
    records = {
        "policy": ok(http.post("/api/approval-policies", owner.secret, {"name": f"Tenancy {SUFFIX}", "thresholdValue": 10}), 201)[
            "data"
        ],
        "envelope": ok(http.post("/api/budget-envelopes", owner.secret, envelope_body), 201)["data"],
        "ruleset": ok(http.post("/api/business-logic-rulesets", owner.secret, {"name": f"Tenancy {SUFFIX}"}), 201)["data"],
        "entry": ok(http.post("/api/org-lists/RETURN_REASON_CODE/entries", owner.secret, {"value": f"T-{SUFFIX}"}), 201)["data"],
        "metric": ok(
            http.post(
                "/api/intelligence-layer/metrics",
                owner.secret,
                {
                    "key": f"E2E_TENANCY_{SUFFIX}",
                    "displayName": "Tenancy",
                    "grain": ["organization"],
                    "body": {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL * 1"},
                },
            ),
            201,
        )["data"],
    }
    variant_id = first_variant_ids(http, tokens["catalog"], 1)[0]
    records["constraint"] = ok(
        http.post(
            "/api/supplier-variant-constraints",
            owner.secret,
            {
                "supplierId": f"SUP-TEN-{SUFFIX}",
                "variantId": variant_id,
                "minOrderQuantity": 3,
            },
        ),
        201,
    )["data"]
    ruleset_id = records["ruleset"]["id"]
    rule = ok(http.post(f"/api/business-logic-rulesets/{ruleset_id}/rules", owner.secret, RULE), 201)["data"]

    audit_of = {
        "APPROVAL_POLICY": records["policy"]["id"],
        "BUDGET_ENVELOPE": records["envelope"]["id"],
        "RULESET": ruleset_id,
        "RULE": f"{ruleset_id}/{rule['id']}",
        "ORG_LIST_ENTRY": records["entry"]["id"],
        "METRIC": records["metric"]["id"],
        "SUPPLIER_VARIANT_CONSTRAINT": records["constraint"]["id"],
    }

    def snapshot() -> dict[str, Any]:
        entries = all_items(http, "/api/org-lists/RETURN_REASON_CODE/entries", owner)
        return {
            "policy": ok(http.get(f"/api/approval-policies/{records['policy']['id']}", owner.secret))["data"],
            "envelope": ok(http.get(f"/api/budget-envelopes/{records['envelope']['id']}", owner.secret))["data"],
            "ruleset": ok(http.get(f"/api/business-logic-rulesets/{ruleset_id}", owner.secret))["data"],
            "entry": [e for e in entries if e["id"] == records["entry"]["id"]],
            "metric": ok(http.get(f"/api/intelligence-layer/metrics/{records['metric']['id']}", owner.secret))["data"],
            "constraint": ok(http.get(f"/api/supplier-variant-constraints/{records['constraint']['id']}", owner.secret))["data"],
            "audit": {kind: len(audit_entries(http, owner, kind, entity_id)) for kind, entity_id in audit_of.items()},
        }

    before = snapshot()
    assert before["entry"] == [records["entry"]]
    assert all(count >= 1 for count in before["audit"].values()), before["audit"]

    policy, envelope, entry = records["policy"]["id"], records["envelope"]["id"], records["entry"]["id"]
    metric, constraint = records["metric"]["id"], records["constraint"]["id"]
    attempts = [
        http.get(f"/api/approval-policies/{policy}", intruder),
        http.put(f"/api/approval-policies/{policy}", intruder, {"name": "hijacked"}),
        http.patch(f"/api/approval-policies/{policy}/status", intruder, {"isActive": False}),
        http.get(f"/api/budget-envelopes/{envelope}", intruder),
        http.put(f"/api/budget-envelopes/{envelope}", intruder, {"amount": 1}),
        http.delete(f"/api/budget-envelopes/{envelope}", intruder),
        http.get(f"/api/budget-envelopes?periodId={period['id']}", intruder),
        http.get(f"/api/planning-periods/{period['id']}", intruder),
        http.get(f"/api/business-logic-rulesets/{ruleset_id}", intruder),
        http.patch(f"/api/business-logic-rulesets/{ruleset_id}", intruder, {"name": "hijacked"}),
        http.post(f"/api/business-logic-rulesets/{ruleset_id}/rules", intruder, RULE),
        http.put(f"/api/business-logic-rulesets/{ruleset_id}/rules/{rule['id']}", intruder, {**RULE, "name": "hijacked"}),
        http.delete(f"/api/business-logic-rulesets/{ruleset_id}/rules/{rule['id']}", intruder),
        http.delete(f"/api/org-lists/RETURN_REASON_CODE/entries/{entry}", intruder),
        http.get(f"/api/intelligence-layer/metrics/{metric}", intruder),
        http.patch(f"/api/intelligence-layer/metrics/{metric}", intruder, {"displayName": "hijacked"}),
        http.delete(f"/api/intelligence-layer/metrics/{metric}", intruder),
        http.get(f"/api/supplier-variant-constraints/{constraint}", intruder),
        http.delete(f"/api/supplier-variant-constraints/{constraint}", intruder),
    ]
    for response in attempts:
        error(response, 404, "NOT_FOUND")

    # the other organization's lists do not show them either
    foreign_entries = items(ok(http.get("/api/org-lists/RETURN_REASON_CODE/entries?pageSize=100", intruder)))
    assert entry not in {e["id"] for e in foreign_entries}
    foreign_metrics = items(ok(http.get("/api/intelligence-layer/metrics?scope=ORG&pageSize=100", intruder)))
    assert metric not in {m["id"] for m in foreign_metrics}
    foreign_constraints = items(ok(http.get(f"/api/supplier-variant-constraints?variantId={variant_id}", intruder)))
    assert foreign_constraints == []
    foreign_audit = ok(http.get(f"/api/intelligence-layer/audit-log?entityType=APPROVAL_POLICY&entityId={policy}", intruder))
    assert foreign_audit["data"] == [] and foreign_audit["total"] == 0
    # a demo variant is not a variant of the other organization
    foreign_variant = {"supplierId": f"SUP-TEN-{SUFFIX}", "variantId": variant_id, "minOrderQuantity": 3}
    assert field_errors(http.post("/api/supplier-variant-constraints", intruder, foreign_variant)) == {"variantId": "not_found"}
    # the same org-list value in another organization is no duplicate
    own = ok(http.post("/api/org-lists/RETURN_REASON_CODE/entries", intruder, {"value": f"T-{SUFFIX}"}), 201)["data"]
    ok(http.delete(f"/api/org-lists/RETURN_REASON_CODE/entries/{own['id']}", intruder))

    assert snapshot() == before


# ---------------------------------------------------------------------------------- 4. validation


def test_validation_errors_name_the_field(http, tokens):
    token = tokens["validation"].secret
    assert "thresholdValue" in field_errors(http.post("/api/approval-policies", token, {"name": "Bad", "thresholdValue": -1}))
    assert "endDate" in field_errors(
        http.post("/api/planning-periods", token, {"name": "Bad", "startDate": "2090-02-01", "endDate": "2090-01-31"})
    )
    unknown_period = {"periodId": str(uuid.uuid4()), "scope": "TOTAL", "amount": 10, "currency": "INR"}
    assert field_errors(http.post("/api/budget-envelopes", token, unknown_period)) == {"periodId": "not_found"}
    assert "name" in field_errors(http.post("/api/business-logic-rulesets", token, {"name": ""}))
    assert field_errors(http.post("/api/org-lists/BRAND_RESTRICTION/entries", token, {"value": "not-a-uuid"})) == {
        "value": "invalid_format"
    }
    assert "listType" in field_errors(http.post("/api/org-lists/NO_SUCH_LIST/entries", token, {"value": "X"}))
    unknown_metric = {
        "key": f"E2E_BAD_{SUFFIX}",
        "displayName": "Bad",
        "grain": ["organization"],
        "body": {"kind": "formula", "expression": "NO_SUCH_METRIC_AT_ALL * 2"},
    }
    unknown = field_errors(http.post("/api/intelligence-layer/metrics", token, unknown_metric))
    assert unknown == {"body.expression": "unknown_metric"}
    duplicate_key = {
        **unknown_metric,
        "key": "CURRENT_STOCK_LEVEL",
        "body": {"kind": "formula", "expression": "GROSS_SALES_VALUE"},
    }
    assert field_errors(http.post("/api/intelligence-layer/metrics", token, duplicate_key)).get("key") == "duplicate_key"
    bad_variant = {"supplierId": "SUP-X", "variantId": f"no-such-variant-{SUFFIX}", "minOrderQuantity": 2}
    assert field_errors(http.post("/api/supplier-variant-constraints", token, bad_variant)) == {"variantId": "not_found"}
    assert field_errors(http.post("/api/supplier-variant-constraints", token, {"supplierId": "SUP-X", "variantId": "v"}))


def test_more_validation_over_http(http, tokens):
    token = tokens["validation"]
    assert "unexpected" in field_errors(
        http.post("/api/approval-policies", token.secret, {"name": "Bad", "thresholdValue": 1, "unexpected": True})
    )
    assert "pageSize" in field_errors(http.get("/api/approval-policies?pageSize=101", token.secret))
    assert "page" in field_errors(http.get("/api/business-logic-rulesets?page=0", token.secret))
    period = create_period(http, token, f"Validation {SUFFIX}", "2094-01-01", "2094-12-31")
    unknown_brand = {
        "periodId": period["id"],
        "scope": "BRAND",
        "scopeValue": f"no-such-brand-{SUFFIX}",
        "amount": 1,
        "currency": "INR",
    }
    assert field_errors(http.post("/api/budget-envelopes", token.secret, unknown_brand)) == {"scopeValue": "not_found"}
    too_precise = {"periodId": period["id"], "scope": "TOTAL", "amount": "10.12345", "currency": "INR"}
    assert "amount" in field_errors(http.post("/api/budget-envelopes", token.secret, too_precise))
    assert items(ok(http.get(f"/api/budget-envelopes?periodId={period['id']}", token.secret))) == []
    ruleset = ok(http.post("/api/business-logic-rulesets", token.secret, {"name": f"Validation {SUFFIX}"}), 201)["data"]
    bad_rule = {**RULE, "enforcement": "SOMETIMES"}
    assert "enforcement" in field_errors(http.post(f"/api/business-logic-rulesets/{ruleset['id']}/rules", token.secret, bad_rule))
    error(http.put(f"/api/business-logic-rulesets/{ruleset['id']}/rules/no-such-rule", token.secret, RULE), 404, "NOT_FOUND")
    global_metric = next(m for m in all_items(http, "/api/intelligence-layer/metrics?scope=GLOBAL", token))
    assert ok(http.get(f"/api/intelligence-layer/metrics/{global_metric['id']}", token.secret))["data"] == global_metric
    global_path = f"/api/intelligence-layer/metrics/{global_metric['id']}"
    error(http.patch(global_path, token.secret, {"displayName": "x"}), 404, "NOT_FOUND")
    error(http.delete(global_path, token.secret), 404, "NOT_FOUND")


def test_metric_patch_closing_a_cycle_is_refused(http, tokens):
    token = tokens["validation"]
    first_key, second_key = f"E2E_CYCLE_A_{SUFFIX}", f"E2E_CYCLE_B_{SUFFIX}"
    grain = ["organization", "shop"]
    first = ok(
        http.post(
            "/api/intelligence-layer/metrics",
            token.secret,
            {
                "key": first_key,
                "displayName": "Cycle A",
                "grain": grain,
                "body": {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL * 2"},
            },
        ),
        201,
    )["data"]
    ok(
        http.post(
            "/api/intelligence-layer/metrics",
            token.secret,
            {
                "key": second_key,
                "displayName": "Cycle B",
                "grain": grain,
                "body": {"kind": "formula", "expression": f"{first_key} + 1"},
            },
        ),
        201,
    )

    closing = {"body": {"kind": "formula", "expression": f"{second_key} * 2"}}
    refused = http.patch(f"/api/intelligence-layer/metrics/{first['id']}", token.secret, closing)
    assert "cycle" in field_errors(refused).values(), refused.body

    stored = ok(http.get(f"/api/intelligence-layer/metrics/{first['id']}", token.secret))["data"]
    assert stored["body"] == first["body"]
    assert [e["action"] for e in audit_entries(http, token, "METRIC", first["id"])] == ["CREATE"], "a refused PATCH was audited"


# ----------------------------------------------------------------------------------- 5. audit log


def test_audit_log_names_the_token_and_the_user(http, stack, tokens):
    token = tokens["audit"]
    new_policy = {"name": f"Audited {SUFFIX}", "thresholdValue": 100}
    created = ok(http.post("/api/approval-policies", token.secret, new_policy), 201)["data"]
    policy_id = created["id"]
    ok(http.put(f"/api/approval-policies/{policy_id}", token.secret, {"thresholdValue": 200}))
    ok(http.put(f"/api/approval-policies/{policy_id}", token.secret, {"thresholdValue": 200}))  # no change: no entry
    ok(http.patch(f"/api/approval-policies/{policy_id}/status", token.secret, {"isActive": False}))
    user_change = {"name": f"Audited by user {SUFFIX}"}
    by_user = ok(http.put(f"/api/approval-policies/{policy_id}", stack["sessionToken"], user_change))["data"]
    assert by_user["updatedBy"] == stack["demoUser"]["userId"]
    assert by_user["createdBy"] == token.id

    entries = audit_entries(http, token, "APPROVAL_POLICY", policy_id)
    assert [e["action"] for e in entries] == ["UPDATE", "STATUS_CHANGE", "UPDATE", "CREATE"]
    occurred = [e["occurredAt"] for e in entries]
    assert occurred == sorted(occurred, reverse=True), occurred
    assert [(e["actorKind"], e["actorId"]) for e in entries] == [
        ("USER", stack["demoUser"]["userId"]),
        ("API_TOKEN", token.id),
        ("API_TOKEN", token.id),
        ("API_TOKEN", token.id),
    ]
    for entry in entries:
        assert entry["organizationId"] == stack["organizationId"]
        assert entry["entityType"] == "APPROVAL_POLICY" and entry["entityId"] == policy_id
        assert entry["parent"] is None
    user_update, status_change, update, create = entries
    assert user_update["changedFields"] == ["name"]
    assert user_update["before"]["name"] == f"Audited {SUFFIX}" and user_update["after"]["name"] == f"Audited by user {SUFFIX}"
    assert status_change["changedFields"] == ["isActive"]
    assert status_change["before"]["isActive"] is True and status_change["after"]["isActive"] is False
    assert update["changedFields"] == ["thresholdValue"]
    assert update["before"]["thresholdValue"] == 100 and update["after"]["thresholdValue"] == 200
    assert create["before"] is None and create["after"] == created
    assert "name" in create["changedFields"] and "thresholdValue" in create["changedFields"]

    # a rule's entries name the ruleset as parent
    ruleset = ok(http.post("/api/business-logic-rulesets", token.secret, {"name": f"Audited {SUFFIX}"}), 201)["data"]
    rule = ok(http.post(f"/api/business-logic-rulesets/{ruleset['id']}/rules", token.secret, RULE), 201)["data"]
    ok(http.put(f"/api/business-logic-rulesets/{ruleset['id']}/rules/{rule['id']}", token.secret, {**RULE, "priority": 5}))
    ok(http.delete(f"/api/business-logic-rulesets/{ruleset['id']}/rules/{rule['id']}", token.secret))
    error(http.delete(f"/api/business-logic-rulesets/{ruleset['id']}/rules/{rule['id']}", token.secret), 404, "NOT_FOUND")
    rule_audit_id = f"{ruleset['id']}/{rule['id']}"  # docs/configuration.md: rule ids are unique per ruleset only
    rule_entries = audit_entries(http, token, "RULE", rule_audit_id)
    assert [e["action"] for e in rule_entries] == ["DELETE", "UPDATE", "CREATE"]
    assert all(e["entityType"] == "RULE" and e["entityId"] == rule_audit_id for e in rule_entries)
    assert all(e["parent"] == {"entityType": "RULESET", "entityId": ruleset["id"]} for e in rule_entries)
    assert all((e["actorKind"], e["actorId"]) == ("API_TOKEN", token.id) for e in rule_entries)
    assert rule_entries[1]["changedFields"] == ["priority"]
    assert rule_entries[0]["after"] is None and rule_entries[2]["before"] is None

    # the org-list entry made with the session token is the user's
    by_session = http.post("/api/org-lists/RETURN_REASON_CODE/entries", stack["sessionToken"], {"value": f"U-{SUFFIX}"})
    entry = ok(by_session, 201)["data"]
    entry_log = audit_entries(http, token, "ORG_LIST_ENTRY", entry["id"])
    assert [(e["action"], e["actorKind"], e["actorId"]) for e in entry_log] == [("CREATE", "USER", stack["demoUser"]["userId"])]
    ok(http.delete(f"/api/org-lists/RETURN_REASON_CODE/entries/{entry['id']}", token.secret))
    entry_log = audit_entries(http, token, "ORG_LIST_ENTRY", entry["id"])
    assert [(e["action"], e["actorKind"], e["actorId"]) for e in entry_log] == [
        ("DELETE", "API_TOKEN", token.id),
        ("CREATE", "USER", stack["demoUser"]["userId"]),
    ]

    assert "entityType" in field_errors(http.get(f"/api/intelligence-layer/audit-log?entityId={policy_id}", token.secret))


# ------------------------------------------------------------------------------------ 6. permissions


def test_view_only_token_can_read_but_not_configure(http, tokens):
    viewer = tokens["viewer"].secret
    forbidden = http.post("/api/approval-policies", viewer, {"name": f"Forbidden {SUFFIX}", "thresholdValue": 1})
    body = error(forbidden, 403, "FORBIDDEN")
    assert set(body) == {"success", "errorCode", "error"}
    listed = ok(http.get("/api/approval-policies", viewer))
    assert f"Forbidden {SUFFIX}" not in {p["name"] for p in items(listed)}
    error(http.post("/api/org-lists/RETURN_REASON_CODE/entries", viewer, {"value": f"V-{SUFFIX}"}), 403, "FORBIDDEN")
    ok(http.get("/api/intelligence-layer/audit-log", viewer))
