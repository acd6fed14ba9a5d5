"""Configuration API: approval policies, planning periods and budget envelopes."""

from __future__ import annotations

from tests.helpers.configuration import (
    audit_entries,
    create_envelope,
    create_period,
    create_policy,
    created,
    data,
    invalid,
    items,
    ok,
    period_body,
    policy_body,
)
from tests.helpers.data import load_demo
from tests.helpers.envelopes import assert_envelope

POLICIES = "/api/approval-policies"
PERIODS = "/api/planning-periods"
ENVELOPES = "/api/budget-envelopes"

# ------------------------------------------------------------------------------------------------
# Approval policies


def test_policy_create_applies_defaults_and_names_the_api_token(tenant, client):
    result = client.post(POLICIES, tenant.token, {"name": "  Large plans  ", "thresholdValue": 5000})
    policy = created(result)
    assert policy["name"] == "Large plans"  # trimmed
    assert policy["thresholdValue"] == 5000
    assert policy["actionFamily"] is None
    assert policy["thresholdMetric"] == "PLAN_TOTAL_VALUE"
    assert policy["isActive"] is True
    for field in ("scopeActorTypes", "scopeBrandIds", "scopeCollections", "scopeShopIds", "scopeSupplierIds", "scopeWorkflowIds"):
        assert policy[field] == [], field
    assert policy["organizationId"] == tenant.organization_id
    assert policy["createdBy"] == policy["updatedBy"] == tenant.token_id
    assert policy["createdAt"] == policy["updatedAt"]
    assert data(client.get(f"{POLICIES}/{policy['id']}", tenant.token)) == policy


def test_policy_created_with_a_session_names_the_user(tenant, client):
    policy = create_policy(
        client,
        tenant.session_token,
        actionFamily="RESTOCK_PLAN",
        scopeActorTypes=["USER", "API_TOKEN", "USER"],
        scopeShopIds=["s1", "s2"],
        thresholdMetric="SHOP_QUANTITY",
        thresholdValue=12.5,
        isActive=False,
    )
    assert policy["createdBy"] == policy["updatedBy"] == tenant.user_id
    assert policy["actionFamily"] == "RESTOCK_PLAN"
    assert policy["scopeActorTypes"] == ["USER", "API_TOKEN"]  # repeats dropped
    assert policy["scopeShopIds"] == ["s1", "s2"]
    assert policy["thresholdMetric"] == "SHOP_QUANTITY" and policy["thresholdValue"] == 12.5
    assert policy["isActive"] is False
    assert data(client.get(f"{POLICIES}/{policy['id']}", tenant.token)) == policy


def test_policy_list_pages(tenant, client):
    ids = [create_policy(client, tenant.token, name=f"Policy {i}")["id"] for i in range(3)]
    body = ok(client.get(POLICIES, tenant.token))
    assert body["total"] == 3 and body["page"] == 1 and body["pageSize"] == 20
    assert [p["id"] for p in body["items"]] == ids  # creation order
    first = ok(client.get(f"{POLICIES}?pageSize=2", tenant.token))
    second = ok(client.get(f"{POLICIES}?pageSize=2&page=2", tenant.token))
    beyond = ok(client.get(f"{POLICIES}?pageSize=2&page=3", tenant.token))
    assert [p["id"] for p in first["items"]] == ids[:2]
    assert [p["id"] for p in second["items"]] == ids[2:]
    assert beyond["items"] == []
    assert first["total"] == second["total"] == beyond["total"] == 3
    assert (second["page"], second["pageSize"]) == (2, 2)
    assert "pageSize" in invalid(client.get(f"{POLICIES}?pageSize=101", tenant.token))


def test_policy_get_unknown_is_404(tenant, client):
    assert_envelope(client.get(f"{POLICIES}/nope", tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.put(f"{POLICIES}/nope", tenant.token, {"name": "x"}), 404, "NOT_FOUND")
    assert_envelope(client.patch(f"{POLICIES}/nope/status", tenant.token, {"isActive": False}), 404, "NOT_FOUND")


def test_policy_put_changes_only_the_supplied_fields(tenant, client):
    policy = create_policy(client, tenant.token, actionFamily="RESTOCK_PLAN", scopeBrandIds=["b1"])
    change = {"thresholdValue": 7000, "scopeShopIds": ["s9"]}
    updated = data(client.put(f"{POLICIES}/{policy['id']}", tenant.session_token, change))
    assert updated["thresholdValue"] == 7000 and updated["scopeShopIds"] == ["s9"]
    assert updated["updatedBy"] == tenant.user_id and updated["createdBy"] == tenant.token_id
    assert updated["updatedAt"] > policy["updatedAt"]
    unchanged = {k: v for k, v in policy.items() if k not in {"thresholdValue", "scopeShopIds", "updatedBy", "updatedAt"}}
    assert {k: updated[k] for k in unchanged} == unchanged
    assert data(client.get(f"{POLICIES}/{policy['id']}", tenant.token)) == updated
    # actionFamily may be cleared with null (every family)
    cleared = data(client.put(f"{POLICIES}/{policy['id']}", tenant.token, {"actionFamily": None}))
    assert cleared["actionFamily"] is None and cleared["scopeBrandIds"] == ["b1"] and cleared["updatedBy"] == tenant.token_id


POLICY_PUT_REFUSALS = [
    ({"isActive": False}, "isActive"),
    ({"name": "Renamed", "isActive": False}, "isActive"),
    ({"name": None}, "name"),
    ({"thresholdValue": None}, "thresholdValue"),
    ({"scopeBrandIds": None}, "scopeBrandIds"),
    ({"thresholdMetric": None}, "thresholdMetric"),
    ({"name": ""}, "name"),
    ({"thresholdValue": -1}, "thresholdValue"),
    ({"organizationId": "x"}, "organizationId"),
]


def test_policy_put_refusals_change_nothing(tenant, client):
    policy = create_policy(client, tenant.token)
    before_audit = audit_entries(client, tenant.token)
    for body, field in POLICY_PUT_REFUSALS:
        assert field in invalid(client.put(f"{POLICIES}/{policy['id']}", tenant.token, body)), body
        assert data(client.get(f"{POLICIES}/{policy['id']}", tenant.token)) == policy, body
    assert audit_entries(client, tenant.token) == before_audit


def test_policy_status_patch_toggles_is_active(tenant, client):
    policy = create_policy(client, tenant.token)
    path = f"{POLICIES}/{policy['id']}"
    off = data(client.patch(f"{path}/status", tenant.session_token, {"isActive": False}))
    assert off["isActive"] is False and off["updatedBy"] == tenant.user_id and off["updatedAt"] > policy["updatedAt"]
    assert data(client.get(path, tenant.token))["isActive"] is False
    on = data(client.patch(f"{path}/status", tenant.token, {"isActive": True}))
    assert on["isActive"] is True and on["updatedBy"] == tenant.token_id
    assert data(client.get(path, tenant.token))["isActive"] is True
    # a PUT cannot change it
    assert "isActive" in invalid(client.put(path, tenant.token, {"isActive": False}))
    assert data(client.get(path, tenant.token))["isActive"] is True
    # a strict boolean, and nothing else in the body
    assert "isActive" in invalid(client.patch(f"{path}/status", tenant.token, {"isActive": "false"}))
    assert "isActive" in invalid(client.patch(f"{path}/status", tenant.token, {}))
    assert "name" in invalid(client.patch(f"{path}/status", tenant.token, {"isActive": False, "name": "x"}))
    assert data(client.get(path, tenant.token))["isActive"] is True


POLICY_CREATE_REFUSALS = [
    ({"name": ""}, "name"),
    ({"name": "   "}, "name"),
    ({"name": "x" * 256}, "name"),
    ({"actionFamily": "SOMETHING_ELSE"}, "actionFamily"),
    ({"scopeActorTypes": ["USER", "ROBOT"]}, "scopeActorTypes"),
    ({"scopeShopIds": ["s1", ""]}, "scopeShopIds"),
    ({"thresholdMetric": "PLAN_MARGIN"}, "thresholdMetric"),
    ({"thresholdValue": -1}, "thresholdValue"),
    ({"thresholdValue": "lots"}, "thresholdValue"),
    ({"isActive": "yes"}, "isActive"),
    ({"colour": "red"}, "colour"),
]


def test_policy_create_validation(tenant, client):
    for overrides, field in POLICY_CREATE_REFUSALS:
        fields = invalid(client.post(POLICIES, tenant.token, policy_body(**overrides)))
        assert any(f == field or f.startswith(f"{field}.") for f in fields), (overrides, fields)
    assert items(client.get(POLICIES, tenant.token)) == []
    assert audit_entries(client, tenant.token) == []


def test_policy_create_requires_name_and_threshold(tenant, client):
    assert {"name", "thresholdValue"} <= set(invalid(client.post(POLICIES, tenant.token, {})))
    assert "body" in invalid(client.request("POST", POLICIES, tenant.token, headers={"Content-Type": "application/json"}))
    name_only = {"name": "x" * 255, "thresholdValue": 0}
    assert created(client.post(POLICIES, tenant.token, name_only))["name"] == "x" * 255


# ------------------------------------------------------------------------------------------------
# Planning periods


def test_periods_are_ordered_by_start_date(tenant, client):
    summer = create_period(client, tenant.token, name="Summer", start="2024-06-01", end="2024-08-31")
    winter = create_period(client, tenant.token, name="Winter", start="2023-12-01", end="2024-02-29")
    spring = create_period(client, tenant.token, name="Spring", start="2024-03-01", end="2024-05-31")
    listed = ok(client.get(PERIODS, tenant.token))
    assert [p["name"] for p in listed["items"]] == ["Winter", "Spring", "Summer"]
    assert listed["total"] == 3
    second = ok(client.get(f"{PERIODS}?pageSize=2&page=2", tenant.token))
    assert [p["name"] for p in second["items"]] == ["Summer"] and second["total"] == 3
    assert spring["kind"] == "BUDGET" and spring["isActive"] is True
    assert spring["startDate"] == "2024-03-01" and spring["endDate"] == "2024-05-31"
    assert data(client.get(f"{PERIODS}/{summer['id']}", tenant.token)) == summer
    assert data(client.get(f"{PERIODS}/{winter['id']}", tenant.token))["name"] == "Winter"
    assert_envelope(client.get(f"{PERIODS}/unknown", tenant.token), 404, "NOT_FOUND")


def test_period_of_one_day_is_valid(tenant, client):
    period = create_period(client, tenant.token, start="2024-01-01", end="2024-01-01")
    assert period["startDate"] == period["endDate"] == "2024-01-01"


PERIOD_REFUSALS = [
    (period_body(start="2024-03-01", end="2024-02-28"), "endDate"),
    (period_body(end="2024-02-30"), "endDate"),
    (period_body(start="01/02/2024"), "startDate"),
    ({**period_body(), "name": ""}, "name"),
    ({**period_body(), "kind": "BUDGET"}, "kind"),
    ({"name": "x", "startDate": "2024-01-01"}, "endDate"),
]


def test_period_validation(tenant, client):
    for body, field in PERIOD_REFUSALS:
        assert field in invalid(client.post(PERIODS, tenant.token, body)), body
    assert items(client.get(PERIODS, tenant.token)) == []
    assert audit_entries(client, tenant.token) == []


# ------------------------------------------------------------------------------------------------
# Budget envelopes


def test_envelope_total_with_a_numeric_string_amount(tenant, client):
    period = create_period(client, tenant.token)
    result = client.post(
        ENVELOPES, tenant.token, {"periodId": period["id"], "scope": "TOTAL", "amount": "1200.50", "currency": "eur"}
    )
    envelope = created(result)
    assert '"amount":1200.5' in result.body.replace(" ", "")  # a JSON number, not a string
    assert envelope["amount"] == 1200.5 and isinstance(envelope["amount"], float)
    assert envelope["currency"] == "EUR" and envelope["scope"] == "TOTAL" and envelope["scopeValue"] is None
    assert envelope["periodId"] == period["id"]
    assert data(client.get(f"{ENVELOPES}/{envelope['id']}", tenant.token)) == envelope
    listed = items(client.get(ENVELOPES, tenant.token))
    assert listed == [envelope] and isinstance(listed[0]["amount"], float)


def test_envelope_brand_and_collection_scopes_use_the_catalogue(tenant, client, issuer):
    load_demo(tenant.organization_id)
    brand = data(client.get("/api/brands", tenant.token))[0]
    collection = data(client.get("/api/collections", tenant.token))[0]
    period = create_period(client, tenant.token)
    by_brand = create_envelope(client, tenant.token, period["id"], scope="BRAND", scopeValue=brand["id"], amount=300)
    by_collection = create_envelope(client, tenant.token, period["id"], scope="COLLECTION", scopeValue=collection["id"])
    department = create_envelope(client, tenant.token, period["id"], scope="DEPARTMENT", scopeValue="LEGGINGS")
    assert (by_brand["scope"], by_brand["scopeValue"], by_brand["amount"]) == ("BRAND", brand["id"], 300)
    assert (by_collection["scope"], by_collection["scopeValue"]) == ("COLLECTION", collection["id"])
    assert department["scopeValue"] == "LEGGINGS"
    # a brand id where a collection id is expected (and the reverse) is not found
    wrong = client.post(
        ENVELOPES,
        tenant.token,
        {"periodId": period["id"], "scope": "COLLECTION", "scopeValue": brand["id"], "amount": 1, "currency": "EUR"},
    )
    assert invalid(wrong) == {"scopeValue": {"not_found"}}
    assert len(items(client.get(ENVELOPES, tenant.token))) == 3


def test_envelope_references_of_another_organization_are_refused(tenant, other_tenant, client):
    load_demo(other_tenant.organization_id)  # the catalogue exists in the other organization only
    other_brand = data(client.get("/api/brands", other_tenant.token))[0]
    other_collection = data(client.get("/api/collections", other_tenant.token))[0]
    other_period = create_period(client, other_tenant.token)
    period = create_period(client, tenant.token)
    before = audit_entries(client, tenant.token)

    def post(**body):
        return client.post(ENVELOPES, tenant.token, {"scope": "TOTAL", "amount": 10, "currency": "EUR", **body})

    assert invalid(post(periodId=other_period["id"])) == {"periodId": {"not_found"}}
    assert invalid(post(periodId="no-such-period")) == {"periodId": {"not_found"}}
    assert invalid(post(periodId=period["id"], scope="BRAND", scopeValue=other_brand["id"])) == {"scopeValue": {"not_found"}}
    assert invalid(post(periodId=period["id"], scope="COLLECTION", scopeValue=other_collection["id"])) == {
        "scopeValue": {"not_found"}
    }
    assert items(client.get(ENVELOPES, tenant.token)) == []
    assert audit_entries(client, tenant.token) == before
    # the other organization's period cannot be listed through either
    assert_envelope(client.get(f"{ENVELOPES}?periodId={other_period['id']}", tenant.token), 404, "NOT_FOUND")


ENVELOPE_CREATE_REFUSALS = [
    ({"scope": "TOTAL", "scopeValue": "x"}, "scopeValue"),
    ({"scope": "BRAND"}, "scopeValue"),
    ({"scope": "BRAND", "scopeValue": None}, "scopeValue"),
    ({"scope": "DEPARTMENT"}, "scopeValue"),
    ({"scope": "REGION", "scopeValue": "x"}, "scope"),
    ({"amount": "abc"}, "amount"),
    ({"amount": -1}, "amount"),
    ({"amount": "-0.01"}, "amount"),
    ({"amount": True}, "amount"),
    ({"amount": None}, "amount"),
    ({"amount": "1.23456"}, "amount"),
    ({"amount": "NaN"}, "amount"),
    ({"amount": 1e16}, "amount"),
    ({"currency": "EURO"}, "currency"),
    ({"currency": "E1R"}, "currency"),
    ({"note": "x"}, "note"),
]


def test_envelope_create_validation(tenant, client):
    period = create_period(client, tenant.token)
    for overrides, field in ENVELOPE_CREATE_REFUSALS:
        body = {"periodId": period["id"], "scope": "TOTAL", "amount": 10, "currency": "EUR", **overrides}
        assert field in invalid(client.post(ENVELOPES, tenant.token, body)), overrides
    assert items(client.get(ENVELOPES, tenant.token)) == []
    assert [e["entityType"] for e in audit_entries(client, tenant.token)] == ["PLANNING_PERIOD"]


def test_envelope_amount_forms(tenant, client):
    period = create_period(client, tenant.token)
    zero = create_envelope(client, tenant.token, period["id"], amount="0", scope="DEPARTMENT", scopeValue="A")
    four = create_envelope(client, tenant.token, period["id"], amount="12.3450", scope="DEPARTMENT", scopeValue="B")
    whole = create_envelope(client, tenant.token, period["id"], amount=1200, scope="DEPARTMENT", scopeValue="C")
    rounded = create_envelope(client, tenant.token, period["id"], amount=0.123456, scope="DEPARTMENT", scopeValue="D")
    assert (zero["amount"], four["amount"], whole["amount"], rounded["amount"]) == (0, 12.345, 1200, 0.1235)
    # the string form is the document's pattern: no blanks, sign or exponent, at most 4 decimals
    for text in (" 12.3450 ", "1e3", "+1", "1.00001"):
        body = {"periodId": period["id"], "scope": "DEPARTMENT", "scopeValue": "E", "amount": text, "currency": "EUR"}
        assert_envelope(client.post(ENVELOPES, tenant.token, body), 422, "VALIDATION_ERROR")


def test_envelope_duplicate_is_409(tenant, client):
    period = create_period(client, tenant.token)
    first = create_envelope(client, tenant.token, period["id"], scope="DEPARTMENT", scopeValue="SHOES")
    before = audit_entries(client, tenant.token)
    again = {"periodId": period["id"], "scope": "DEPARTMENT", "scopeValue": "SHOES", "amount": 5, "currency": "USD"}
    assert_envelope(client.post(ENVELOPES, tenant.token, again), 409, "BUDGET_ENVELOPE_DUPLICATE")
    total = {"periodId": period["id"], "scope": "TOTAL", "amount": 5, "currency": "EUR"}
    created(client.post(ENVELOPES, tenant.token, total))
    assert_envelope(client.post(ENVELOPES, tenant.token, total), 409, "BUDGET_ENVELOPE_DUPLICATE")
    # another value, or another period, is a different envelope
    create_envelope(client, tenant.token, period["id"], scope="DEPARTMENT", scopeValue="BAGS")
    other_period = create_period(client, tenant.token, name="Other")
    create_envelope(client, tenant.token, other_period["id"], scope="DEPARTMENT", scopeValue="SHOES")
    assert data(client.get(f"{ENVELOPES}/{first['id']}", tenant.token)) == first
    assert len(items(client.get(ENVELOPES, tenant.token))) == 4
    assert len(audit_entries(client, tenant.token)) == len(before) + 4  # 3 envelopes + 1 period, no 409 entry


def test_envelope_put_amount_and_currency(tenant, client):
    period = create_period(client, tenant.token)
    envelope = create_envelope(client, tenant.token, period["id"], amount=100)
    path = f"{ENVELOPES}/{envelope['id']}"
    as_string = data(client.put(path, tenant.token, {"amount": "250.75"}))
    assert as_string["amount"] == 250.75 and as_string["currency"] == "EUR"
    assert as_string["updatedAt"] > envelope["updatedAt"] and as_string["createdAt"] == envelope["createdAt"]
    as_number = data(client.put(path, tenant.token, {"amount": 300, "currency": "usd"}))
    assert as_number["amount"] == 300 and as_number["currency"] == "USD"
    stored = data(client.get(path, tenant.token))
    assert stored == as_number
    kept = {k: stored[k] for k in ("periodId", "scope", "scopeValue")}
    assert kept == {"periodId": period["id"], "scope": "TOTAL", "scopeValue": None}


ENVELOPE_PUT_REFUSALS = [
    ({"scope": "BRAND"}, "scope"),
    ({"periodId": "another"}, "periodId"),
    ({"amount": 5, "scopeValue": "x"}, "scopeValue"),
    ({"amount": "abc"}, "amount"),
    ({"amount": -1}, "amount"),
    ({"amount": True}, "amount"),
    ({"amount": None}, "amount"),
    ({"currency": None}, "currency"),
    ({"currency": "EU"}, "currency"),
]


def test_envelope_put_refusals_change_nothing(tenant, client):
    period = create_period(client, tenant.token)
    envelope = create_envelope(client, tenant.token, period["id"])
    before = audit_entries(client, tenant.token)
    for body, field in ENVELOPE_PUT_REFUSALS:
        assert field in invalid(client.put(f"{ENVELOPES}/{envelope['id']}", tenant.token, body)), body
        assert data(client.get(f"{ENVELOPES}/{envelope['id']}", tenant.token)) == envelope, body
    assert audit_entries(client, tenant.token) == before


def test_envelope_delete_then_recreate(tenant, client):
    period = create_period(client, tenant.token)
    envelope = create_envelope(client, tenant.token, period["id"], scope="DEPARTMENT", scopeValue="SHOES")
    path = f"{ENVELOPES}/{envelope['id']}"
    assert ok(client.delete(path, tenant.token)) == {"success": True}
    assert_envelope(client.get(path, tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.delete(path, tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.put(path, tenant.token, {"amount": 1}), 404, "NOT_FOUND")
    assert items(client.get(ENVELOPES, tenant.token)) == []
    again = create_envelope(client, tenant.token, period["id"], scope="DEPARTMENT", scopeValue="SHOES", amount=7)
    assert again["id"] != envelope["id"] and again["amount"] == 7
    assert [e["id"] for e in items(client.get(ENVELOPES, tenant.token))] == [again["id"]]


def test_envelope_period_filter(tenant, client):
    spring = create_period(client, tenant.token, name="Spring")
    summer = create_period(client, tenant.token, name="Summer", start="2024-06-01", end="2024-08-31")
    a = create_envelope(client, tenant.token, spring["id"])
    b = create_envelope(client, tenant.token, summer["id"])
    c = create_envelope(client, tenant.token, spring["id"], scope="DEPARTMENT", scopeValue="X")
    body = ok(client.get(f"{ENVELOPES}?periodId={spring['id']}", tenant.token))
    assert [e["id"] for e in body["items"]] == [a["id"], c["id"]] and body["total"] == 2
    assert [e["id"] for e in items(client.get(f"{ENVELOPES}?periodId={summer['id']}", tenant.token))] == [b["id"]]
    paged = ok(client.get(f"{ENVELOPES}?periodId={spring['id']}&pageSize=1&page=2", tenant.token))
    assert [e["id"] for e in paged["items"]] == [c["id"]] and paged["total"] == 2
    assert [e["id"] for e in items(client.get(ENVELOPES, tenant.token))] == [a["id"], b["id"], c["id"]]
    assert_envelope(client.get(f"{ENVELOPES}?periodId=unknown", tenant.token), 404, "NOT_FOUND")
    assert "periodId" in invalid(client.get(f"{ENVELOPES}?periodId=", tenant.token))
