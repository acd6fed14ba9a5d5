"""Configuration domain: request bodies, amounts, org-list values, records and audit helpers.

Every body refuses unknown fields and strips surrounding blanks from strings; errors are checked by
their ``loc`` (the field the API names in ``fieldErrors``).
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest
from inventory_planning.domain.configuration import intelligence as c
from inventory_planning.domain.configuration.intelligence import (
    ACTION_FAMILIES,
    ApprovalPolicyCreate,
    ApprovalPolicyStatus,
    ApprovalPolicyUpdate,
    BudgetEnvelopeCreate,
    BudgetEnvelopeUpdate,
    OrgListEntryCreate,
    PlanningPeriodCreate,
    changed_fields,
    envelope_unique_key,
    normalise_list_value,
    parse_amount,
)
from inventory_planning.domain.metrics.bodies import AggregationBody, PrecomputedColumnBody
from inventory_planning.domain.metrics.catalogue import MetricCreate, MetricPatch
from inventory_planning.domain.rules.changes import RuleBody, RulesetUpdate, ruleset_summary
from inventory_planning.domain.rules.rulesets import Rule
from pydantic import BaseModel, ValidationError

from tests.helpers.examples import RULE


def error_locs(model: type[BaseModel], data: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The ``loc`` of every error validating ``data`` (fails when it validates)."""
    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    return [error["loc"] for error in caught.value.errors()]


def error_types(model: type[BaseModel], data: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    return {error["loc"]: error["type"] for error in caught.value.errors()}


# ------------------------------------------------------------------------------------------------
# parse_amount


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0, 0.0),
        (1200, 1200.0),
        (1200.5, 1200.5),
        (0.1, 0.1),
        ("1200", 1200.0),
        ("1200.50", 1200.5),
        ("0.0001", 0.0001),
        ("12.3456", 12.3456),
        (12.3456, 12.3456),
        ("100000000000", 1e11),  # the maximum itself
        ("100000000000.0000", 1e11),
        (10**11, 1e11),
        (1.23456, 1.2346),  # a number has its decimals rounded (half-even) to 4: a string has at most 4
        (0.00001, 0.0),
        ("99999999999.9999", 99999999999.9999),  # 15 significant digits survive the float
        (Decimal("12.5"), 12.5),
        (Decimal("1200.5000"), 1200.5),
    ],
)
def test_parse_amount_accepts_numbers_and_numeric_strings(value, expected):
    result = parse_amount(value)
    assert type(result) is float
    assert result == expected


def test_parse_amount_result_prints_as_the_same_decimal():
    assert str(parse_amount("1200.50")) == "1200.5"
    assert str(parse_amount("0.0001")) == "0.0001"
    assert str(parse_amount("999999.9999")) == "999999.9999"


@pytest.mark.parametrize(
    "value",
    [
        True,
        False,
        None,
        [],
        [1],
        {},
        {"amount": 1},
        "",
        "   ",
        "abc",
        "12abc",
        "1,5",
        "NaN",
        "nan",
        "sNaN",
        "Infinity",
        "-Infinity",
        "inf",
        float("nan"),
        float("inf"),
        Decimal("NaN"),
        Decimal("Infinity"),
        "-1",
        -1,
        -0.01,
        Decimal("-0.5"),
        "1e16",
        1e16,
        10**16,
        "100000000000.0001",  # just above 1e11
        "1e12",
        "12.34567",  # five significant decimals
        "0.00001",
        "1.50000",  # a string has at most 4 decimals, zeros or not (AMOUNT_TEXT, the document's pattern)
        "  42  ",  # no blanks, sign or exponent in the string form
        "\t7.25\n",
        "1e3",
        "+1",
        "-0",
        "01",
        "1.",
    ],
)
def test_parse_amount_refuses(value):
    with pytest.raises(ValueError):
        parse_amount(value)


# ------------------------------------------------------------------------------------------------
# normalise_list_value

CANONICAL = "12345678-1234-5678-1234-567812345678"


@pytest.mark.parametrize("list_type", ["SUPPLIER_BLACKLIST", "BRAND_RESTRICTION"])
@pytest.mark.parametrize(
    "value",
    [
        CANONICAL,
        CANONICAL.upper(),
        "{12345678-1234-5678-1234-567812345678}",
        "{12345678-1234-5678-1234-567812345678}".upper(),
        "urn:uuid:12345678-1234-5678-1234-567812345678",
        "12345678123456781234567812345678",
    ],
)
def test_uuid_lists_store_the_lower_case_hyphenated_form(list_type, value):
    assert normalise_list_value(list_type, value) == CANONICAL


def test_uuid_lists_accept_any_uuid_version_and_upper_case_hex():
    mixed = "ABCDEF01-2345-6789-ABCD-EF0123456789"
    assert normalise_list_value("BRAND_RESTRICTION", mixed) == "abcdef01-2345-6789-abcd-ef0123456789"
    assert normalise_list_value("SUPPLIER_BLACKLIST", "6ba7b810-9dad-11d1-80b4-00c04fd430c8") == (
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
    )  # version 1
    nil = "00000000-0000-0000-0000-000000000000"
    assert normalise_list_value("SUPPLIER_BLACKLIST", nil) == nil


def test_uuid_list_forms_of_one_uuid_are_duplicates():
    forms = [CANONICAL, CANONICAL.upper(), "{" + CANONICAL + "}", "urn:uuid:" + CANONICAL, CANONICAL.replace("-", "")]
    assert {normalise_list_value("SUPPLIER_BLACKLIST", form) for form in forms} == {CANONICAL}


@pytest.mark.parametrize("list_type", ["SUPPLIER_BLACKLIST", "BRAND_RESTRICTION"])
@pytest.mark.parametrize(
    "value",
    [
        "",
        "supplier-1",
        "not-a-uuid",
        "12345678-1234-5678-1234-56781234567",  # one hex digit short
        "12345678-1234-5678-1234-5678123456789",  # one too many
        "g2345678-1234-5678-1234-567812345678",  # not hex
        "DAMAGED",
    ],
)
def test_uuid_lists_refuse_values_that_are_not_uuids(list_type, value):
    with pytest.raises(ValueError, match=list_type):
        normalise_list_value(list_type, value)


@pytest.mark.parametrize(("value", "expected"), [("damaged", "DAMAGED"), ("Wrong_Size", "WRONG_SIZE"), ("R1", "R1")])
def test_return_reason_codes_are_upper_cased(value, expected):
    assert normalise_list_value("RETURN_REASON_CODE", value) == expected


def test_return_reason_codes_need_not_be_uuids():
    assert normalise_list_value("RETURN_REASON_CODE", "not-a-uuid") == "NOT-A-UUID"


@pytest.mark.parametrize("list_type", ["UNKNOWN", "", "supplier_blacklist", "Return_Reason_Code"])
def test_unknown_list_type_raises(list_type):
    with pytest.raises(ValueError, match="unknown list type"):
        normalise_list_value(list_type, CANONICAL)


# ------------------------------------------------------------------------------------------------
# Approval policies

POLICY = {"name": "Big plans", "thresholdValue": 10000}
SCOPE_FIELDS = ["scopeBrandIds", "scopeCollections", "scopeShopIds", "scopeSupplierIds", "scopeWorkflowIds"]


def test_policy_create_defaults():
    policy = ApprovalPolicyCreate.model_validate(POLICY)
    assert policy.name == "Big plans"
    assert policy.thresholdValue == 10000.0
    assert policy.actionFamily is None
    assert policy.isActive is True
    assert policy.thresholdMetric == "PLAN_TOTAL_VALUE"
    assert policy.scopeActorTypes == []
    for field in SCOPE_FIELDS:
        assert getattr(policy, field) == []


def test_policy_create_full_body():
    body = {
        **POLICY,
        "actionFamily": "RESTOCK_PLAN",
        "isActive": False,
        "scopeActorTypes": ["USER", "API_TOKEN"],
        "scopeBrandIds": ["b1"],
        "scopeCollections": ["c1"],
        "scopeShopIds": ["s1", "s2"],
        "scopeSupplierIds": ["sup1"],
        "scopeWorkflowIds": ["w1"],
        "thresholdMetric": "SHOP_QUANTITY",
        "thresholdValue": 0,
    }
    policy = ApprovalPolicyCreate.model_validate(body)
    assert policy.model_dump() == {**body, "thresholdValue": 0.0}


@pytest.mark.parametrize("family", ACTION_FAMILIES)
def test_policy_accepts_every_action_family(family):
    assert ApprovalPolicyCreate.model_validate({**POLICY, "actionFamily": family}).actionFamily == family


@pytest.mark.parametrize("metric", ["PLAN_TOTAL_VALUE", "PLAN_TOTAL_QUANTITY", "VARIANT_QUANTITY", "SHOP_QUANTITY"])
def test_policy_accepts_every_threshold_metric(metric):
    assert ApprovalPolicyCreate.model_validate({**POLICY, "thresholdMetric": metric}).thresholdMetric == metric


def test_policy_accepts_every_actor_type():
    actors = ["USER", "WORKFLOW", "SCENARIO_GENERATOR", "SYSTEM", "API_TOKEN"]
    assert ApprovalPolicyCreate.model_validate({**POLICY, "scopeActorTypes": actors}).scopeActorTypes == actors


@pytest.mark.parametrize("field", SCOPE_FIELDS)
def test_policy_scope_repeats_are_dropped_keeping_first_order(field):
    policy = ApprovalPolicyCreate.model_validate({**POLICY, field: ["z", "a", "z", " a ", "m", "a"]})
    assert getattr(policy, field) == ["z", "a", "m"]


def test_policy_actor_type_repeats_are_dropped_keeping_first_order():
    policy = ApprovalPolicyCreate.model_validate({**POLICY, "scopeActorTypes": ["SYSTEM", "USER", "SYSTEM"]})
    assert policy.scopeActorTypes == ["SYSTEM", "USER"]


@pytest.mark.parametrize("field", SCOPE_FIELDS)
def test_policy_scope_entries_must_be_non_empty_strings(field):
    assert error_locs(ApprovalPolicyCreate, {**POLICY, field: ["ok", "  "]}) == [(field, 1)]
    assert error_locs(ApprovalPolicyCreate, {**POLICY, field: [1]}) == [(field, 0)]
    assert error_locs(ApprovalPolicyCreate, {**POLICY, field: "b1"}) == [(field,)]


def test_policy_scope_arrays_hold_at_most_200():
    assert len(ApprovalPolicyCreate.model_validate({**POLICY, "scopeShopIds": [f"s{i}" for i in range(200)]}).scopeShopIds) == 200
    assert error_locs(ApprovalPolicyCreate, {**POLICY, "scopeShopIds": [f"s{i}" for i in range(201)]}) == [("scopeShopIds",)]


@pytest.mark.parametrize(
    ("field", "value", "loc"),
    [
        ("actionFamily", "RESTOCK", ("actionFamily",)),
        ("actionFamily", "restock_plan", ("actionFamily",)),
        ("actionFamily", "", ("actionFamily",)),
        ("actionFamily", 1, ("actionFamily",)),
        ("thresholdMetric", "PLAN_VALUE", ("thresholdMetric",)),
        ("thresholdMetric", "plan_total_value", ("thresholdMetric",)),
        ("thresholdMetric", None, ("thresholdMetric",)),
        ("scopeActorTypes", ["USER", "ROBOT"], ("scopeActorTypes", 1)),
        ("scopeActorTypes", ["user"], ("scopeActorTypes", 0)),
    ],
)
def test_policy_refuses_values_outside_the_enums(field, value, loc):
    assert error_locs(ApprovalPolicyCreate, {**POLICY, field: value}) == [loc]


@pytest.mark.parametrize("value", [-0.01, -1, float("nan"), "NaN", float("inf"), "Infinity", "abc", None, [], 1e16])
def test_policy_threshold_value_refused(value):
    assert error_locs(ApprovalPolicyCreate, {**POLICY, "thresholdValue": value}) == [("thresholdValue",)]


def test_policy_threshold_value_zero_and_maximum_accepted():
    assert ApprovalPolicyCreate.model_validate({**POLICY, "thresholdValue": 0}).thresholdValue == 0.0
    assert ApprovalPolicyCreate.model_validate({**POLICY, "thresholdValue": 1e15}).thresholdValue == 1e15


def test_policy_requires_name_and_threshold_value():
    assert sorted(error_locs(ApprovalPolicyCreate, {})) == [("name",), ("thresholdValue",)]


@pytest.mark.parametrize("name", ["", "   ", "x" * 256, None, 5])
def test_policy_name_refused(name):
    assert error_locs(ApprovalPolicyCreate, {**POLICY, "name": name}) == [("name",)]


def test_policy_name_is_stripped_and_limited_after_stripping():
    assert ApprovalPolicyCreate.model_validate({**POLICY, "name": "  Big  "}).name == "Big"
    assert ApprovalPolicyCreate.model_validate({**POLICY, "name": "x"}).name == "x"
    padded = "  " + "x" * 255 + "  "
    assert ApprovalPolicyCreate.model_validate({**POLICY, "name": padded}).name == "x" * 255


@pytest.mark.parametrize("extra", ["id", "organizationId", "createdBy", "threshold", "scopeVariantIds"])
def test_policy_refuses_unknown_fields(extra):
    assert error_types(ApprovalPolicyCreate, {**POLICY, extra: "x"}) == {(extra,): "extra_forbidden"}


@pytest.mark.parametrize("value", ["true", "false", 1, 0, "1", None])
def test_policy_is_active_must_be_a_boolean(value):
    assert error_locs(ApprovalPolicyCreate, {**POLICY, "isActive": value}) == [("isActive",)]


def test_new_approval_policy_record():
    body = ApprovalPolicyCreate.model_validate({**POLICY, "scopeShopIds": ["s1"]})
    record = c.new_approval_policy(body, "pol-1", "org-1", "user-1", "2025-01-01T00:00:00Z")
    assert record == {
        "id": "pol-1",
        "organizationId": "org-1",
        "name": "Big plans",
        "actionFamily": None,
        "isActive": True,
        "scopeActorTypes": [],
        "scopeBrandIds": [],
        "scopeCollections": [],
        "scopeShopIds": ["s1"],
        "scopeSupplierIds": [],
        "scopeWorkflowIds": [],
        "thresholdMetric": "PLAN_TOTAL_VALUE",
        "thresholdValue": 10000.0,
        "createdAt": "2025-01-01T00:00:00Z",
        "updatedAt": "2025-01-01T00:00:00Z",
        "createdBy": "user-1",
        "updatedBy": "user-1",
    }


# -- PUT


def test_policy_update_empty_body_changes_nothing():
    assert ApprovalPolicyUpdate.model_validate({}).changes() == {}


def test_policy_update_changes_holds_only_supplied_fields():
    update = ApprovalPolicyUpdate.model_validate({"name": "  New  ", "thresholdValue": 5, "scopeShopIds": ["s1", "s1", "s2"]})
    assert update.changes() == {"name": "New", "thresholdValue": 5.0, "scopeShopIds": ["s1", "s2"]}


def test_policy_update_every_editable_field():
    body = {
        "name": "n",
        "actionFamily": "WORKFLOW",
        "scopeActorTypes": ["SYSTEM"],
        "scopeBrandIds": ["b"],
        "scopeCollections": ["c"],
        "scopeShopIds": ["s"],
        "scopeSupplierIds": ["p"],
        "scopeWorkflowIds": ["w"],
        "thresholdMetric": "VARIANT_QUANTITY",
        "thresholdValue": 3,
    }
    assert ApprovalPolicyUpdate.model_validate(body).changes() == {**body, "thresholdValue": 3.0}
    assert set(body) == set(c.POLICY_EDITABLE)


def test_policy_update_scopes_may_be_emptied():
    assert ApprovalPolicyUpdate.model_validate({"scopeBrandIds": []}).changes() == {"scopeBrandIds": []}


def test_policy_update_action_family_may_be_null():
    assert ApprovalPolicyUpdate.model_validate({"actionFamily": None}).changes() == {"actionFamily": None}


@pytest.mark.parametrize("field", [f for f in c.POLICY_EDITABLE if f != "actionFamily"])
def test_policy_update_null_is_refused_at_the_field(field):
    assert error_locs(ApprovalPolicyUpdate, {field: None}) == [(field,)]


def test_policy_update_refuses_is_active():
    assert error_types(ApprovalPolicyUpdate, {"isActive": True}) == {("isActive",): "extra_forbidden"}
    assert error_locs(ApprovalPolicyUpdate, {"name": "ok", "isActive": False}) == [("isActive",)]


@pytest.mark.parametrize("field", ["id", "organizationId", "createdAt", "unknown"])
def test_policy_update_refuses_unknown_fields(field):
    assert error_locs(ApprovalPolicyUpdate, {field: "x"}) == [(field,)]


@pytest.mark.parametrize(
    ("body", "loc"),
    [
        ({"actionFamily": "NOPE"}, ("actionFamily",)),
        ({"thresholdMetric": "NOPE"}, ("thresholdMetric",)),
        ({"scopeActorTypes": ["NOPE"]}, ("scopeActorTypes", 0)),
        ({"thresholdValue": -1}, ("thresholdValue",)),
        ({"thresholdValue": float("nan")}, ("thresholdValue",)),
        ({"name": "   "}, ("name",)),
        ({"name": "x" * 256}, ("name",)),
    ],
)
def test_policy_update_applies_the_create_limits(body, loc):
    assert error_locs(ApprovalPolicyUpdate, body) == [loc]


# -- PATCH status


@pytest.mark.parametrize("value", [True, False])
def test_policy_status_accepts_booleans(value):
    assert ApprovalPolicyStatus.model_validate({"isActive": value}).isActive is value


@pytest.mark.parametrize("value", ["true", "false", 1, 0, "yes", None])
def test_policy_status_is_a_strict_boolean(value):
    assert error_locs(ApprovalPolicyStatus, {"isActive": value}) == [("isActive",)]


def test_policy_status_requires_is_active_and_nothing_else():
    assert error_locs(ApprovalPolicyStatus, {}) == [("isActive",)]
    assert error_locs(ApprovalPolicyStatus, {"isActive": True, "name": "x"}) == [("name",)]


# ------------------------------------------------------------------------------------------------
# Planning periods

PERIOD = {"name": "FY 2025", "startDate": "2025-01-01", "endDate": "2025-12-31"}


def test_planning_period_defaults_to_active():
    period = PlanningPeriodCreate.model_validate(PERIOD)
    assert period.isActive is True
    assert period.startDate.isoformat() == "2025-01-01"
    assert period.endDate.isoformat() == "2025-12-31"


def test_planning_period_of_one_day():
    period = PlanningPeriodCreate.model_validate({**PERIOD, "endDate": "2025-01-01"})
    assert period.startDate == period.endDate


def test_planning_period_end_before_start_refused_at_end_date():
    assert error_types(PlanningPeriodCreate, {**PERIOD, "endDate": "2024-12-31"}) == {("endDate",): "value_error"}


def test_planning_period_invalid_start_reports_only_start():
    assert error_locs(PlanningPeriodCreate, {**PERIOD, "startDate": "2025-13-01"}) == [("startDate",)]


@pytest.mark.parametrize(
    ("body", "loc"),
    [
        ({"name": ""}, ("name",)),
        ({"name": "x" * 256}, ("name",)),
        ({"endDate": "2025-02-30"}, ("endDate",)),
        ({"endDate": "not a date"}, ("endDate",)),
        ({"isActive": "true"}, ("isActive",)),
        ({"kind": "BUDGET"}, ("kind",)),
    ],
)
def test_planning_period_refusals(body, loc):
    assert error_locs(PlanningPeriodCreate, {**PERIOD, **body}) == [loc]


def test_planning_period_requires_name_and_dates():
    assert sorted(error_locs(PlanningPeriodCreate, {})) == [("endDate",), ("name",), ("startDate",)]


def test_new_planning_period_record():
    body = PlanningPeriodCreate.model_validate({**PERIOD, "name": "  FY 2025 ", "isActive": False})
    assert c.new_planning_period(body, "per-1", "2025-01-01T00:00:00Z") == {
        "id": "per-1",
        "kind": "BUDGET",
        "name": "FY 2025",
        "startDate": "2025-01-01",
        "endDate": "2025-12-31",
        "isActive": False,
        "createdAt": "2025-01-01T00:00:00Z",
        "updatedAt": "2025-01-01T00:00:00Z",
    }


# ------------------------------------------------------------------------------------------------
# Budget envelopes

ENVELOPE = {"periodId": "per-1", "scope": "TOTAL", "amount": "1200.50", "currency": "eur"}


def test_total_envelope_without_scope_value():
    envelope = BudgetEnvelopeCreate.model_validate(ENVELOPE)
    assert (envelope.scope, envelope.scopeValue, envelope.amount, envelope.currency) == ("TOTAL", None, 1200.5, "EUR")
    assert BudgetEnvelopeCreate.model_validate({**ENVELOPE, "scopeValue": None}).scopeValue is None


@pytest.mark.parametrize("value", ["b1", "", "  "])
def test_total_envelope_refuses_a_scope_value(value):
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "scopeValue": value}) == [("scopeValue",)]


@pytest.mark.parametrize("scope", ["BRAND", "DEPARTMENT", "COLLECTION"])
def test_scoped_envelope_requires_a_scope_value(scope):
    assert error_types(BudgetEnvelopeCreate, {**ENVELOPE, "scope": scope}) == {("scopeValue",): "value_error"}
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "scope": scope, "scopeValue": None}) == [("scopeValue",)]
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "scope": scope, "scopeValue": "   "}) == [("scopeValue",)]
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "scope": scope, "scopeValue": "x" * 256}) == [("scopeValue",)]
    envelope = BudgetEnvelopeCreate.model_validate({**ENVELOPE, "scope": scope, "scopeValue": "  v1 "})
    assert (envelope.scope, envelope.scopeValue) == (scope, "v1")


@pytest.mark.parametrize("scope", ["total", "SHOP", "", None])
def test_envelope_unknown_scope_is_reported_at_scope_only(scope):
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "scope": scope, "scopeValue": "x"}) == [("scope",)]


@pytest.mark.parametrize(("currency", "expected"), [("eur", "EUR"), ("Usd", "USD"), ("CHF", "CHF")])
def test_envelope_currency_is_upper_cased(currency, expected):
    assert BudgetEnvelopeCreate.model_validate({**ENVELOPE, "currency": currency}).currency == expected


@pytest.mark.parametrize("currency", ["EURO", "E1R", "EU", "", "E R", "€UR", "123", None, 978, " gbp ", "000"])
def test_envelope_currency_must_be_three_letters(currency):
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "currency": currency}) == [("currency",)]


@pytest.mark.parametrize(("amount", "expected"), [(0, 0.0), (1200, 1200.0), (99.99, 99.99), ("10.5", 10.5), (2.000049, 2.0)])
def test_envelope_amount_accepted(amount, expected):
    assert BudgetEnvelopeCreate.model_validate({**ENVELOPE, "amount": amount}).amount == expected


@pytest.mark.parametrize("amount", [-1, "-0.01", "abc", True, None, "NaN", "1e16", "1.23456", [1], " 10.5 ", "1e3", 1e11 + 1])
def test_envelope_amount_refused(amount):
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "amount": amount}) == [("amount",)]


def test_envelope_requires_its_fields():
    assert sorted(error_locs(BudgetEnvelopeCreate, {})) == [("amount",), ("currency",), ("periodId",), ("scope",)]


@pytest.mark.parametrize("period_id", ["", "x" * 65])
def test_envelope_period_id_limits(period_id):
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "periodId": period_id}) == [("periodId",)]


def test_envelope_refuses_unknown_fields():
    assert error_locs(BudgetEnvelopeCreate, {**ENVELOPE, "id": "env-1"}) == [("id",)]


def test_new_budget_envelope_record_has_a_numeric_amount():
    body = BudgetEnvelopeCreate.model_validate({**ENVELOPE, "scope": "BRAND", "scopeValue": "b1"})
    assert c.new_budget_envelope(body, "env-1", "2025-01-01T00:00:00Z") == {
        "id": "env-1",
        "periodId": "per-1",
        "scope": "BRAND",
        "scopeValue": "b1",
        "amount": 1200.5,
        "currency": "EUR",
        "createdAt": "2025-01-01T00:00:00Z",
        "updatedAt": "2025-01-01T00:00:00Z",
    }


# -- PUT


def test_envelope_update_changes_only_supplied_fields():
    assert BudgetEnvelopeUpdate.model_validate({}).changes() == {}
    assert BudgetEnvelopeUpdate.model_validate({"amount": "250.25"}).changes() == {"amount": 250.25}
    assert BudgetEnvelopeUpdate.model_validate({"currency": "usd"}).changes() == {"currency": "USD"}
    assert BudgetEnvelopeUpdate.model_validate({"amount": 0, "currency": "chf"}).changes() == {"amount": 0.0, "currency": "CHF"}


@pytest.mark.parametrize("field", ["amount", "currency"])
def test_envelope_update_refuses_null(field):
    assert error_locs(BudgetEnvelopeUpdate, {field: None}) == [(field,)]


@pytest.mark.parametrize(
    ("body", "loc"),
    [
        ({"amount": -5}, ("amount",)),
        ({"amount": "1.00001"}, ("amount",)),
        ({"amount": False}, ("amount",)),
        ({"currency": "EURO"}, ("currency",)),
        ({"currency": "E1R"}, ("currency",)),
    ],
)
def test_envelope_update_applies_the_create_limits(body, loc):
    assert error_locs(BudgetEnvelopeUpdate, body) == [loc]


@pytest.mark.parametrize(
    "field_value", [("scope", "BRAND"), ("scopeValue", "b1"), ("periodId", "per-2"), ("id", "env-2"), ("createdAt", "x")]
)
def test_envelope_update_refuses_other_fields(field_value):
    field, value = field_value
    assert error_types(BudgetEnvelopeUpdate, {"amount": 1, field: value}) == {(field,): "extra_forbidden"}


def test_envelope_unique_key():
    total = {"periodId": "per-1", "scope": "TOTAL", "scopeValue": None}
    assert envelope_unique_key(total) == "per-1#TOTAL#"
    assert envelope_unique_key({"periodId": "per-1", "scope": "TOTAL"}) == "per-1#TOTAL#"
    brand = {"periodId": "per-1", "scope": "BRAND", "scopeValue": "x1"}
    keys = {
        envelope_unique_key(total),
        envelope_unique_key(brand),
        envelope_unique_key({**brand, "scope": "COLLECTION"}),
        envelope_unique_key({**brand, "scope": "DEPARTMENT"}),
        envelope_unique_key({**brand, "scopeValue": "x2"}),
        envelope_unique_key({**brand, "periodId": "per-2"}),
        envelope_unique_key({**total, "periodId": "per-2"}),
    }
    assert len(keys) == 7
    # the same (period, scope, value) gives the same key whatever else the record holds
    assert envelope_unique_key({**brand, "id": "a", "amount": 1}) == envelope_unique_key({**brand, "id": "b", "amount": 2})


def test_envelope_unique_key_of_created_records():
    first = c.new_budget_envelope(BudgetEnvelopeCreate.model_validate(ENVELOPE), "env-1", "t1")
    again = c.new_budget_envelope(BudgetEnvelopeCreate.model_validate({**ENVELOPE, "amount": 5}), "env-2", "t2")
    assert envelope_unique_key(first) == envelope_unique_key(again) == "per-1#TOTAL#"


# ------------------------------------------------------------------------------------------------
# Org-list entries


def test_org_list_entry_value_is_stripped():
    entry = OrgListEntryCreate.model_validate({"value": "  damaged  "})
    assert entry.value == "damaged"
    assert entry.metadata is None


@pytest.mark.parametrize("value", ["", "   ", "x" * 256, None, 12])
def test_org_list_entry_value_refused(value):
    assert error_locs(OrgListEntryCreate, {"value": value}) == [("value",)]


def test_org_list_entry_value_of_255_accepted():
    assert OrgListEntryCreate.model_validate({"value": "x" * 255}).value == "x" * 255


def test_org_list_entry_metadata_at_most_50_keys():
    fifty = {f"k{i}": i for i in range(50)}
    assert OrgListEntryCreate.model_validate({"value": "v", "metadata": fifty}).metadata == fifty
    assert error_locs(OrgListEntryCreate, {"value": "v", "metadata": {**fifty, "k50": 50}}) == [("metadata",)]


def test_org_list_entry_metadata_is_an_object():
    metadata = {"note": "late deliveries", "nested": {"a": [1, 2]}, "flag": True}
    assert OrgListEntryCreate.model_validate({"value": "v", "metadata": metadata}).metadata == metadata
    assert error_locs(OrgListEntryCreate, {"value": "v", "metadata": ["a"]}) == [("metadata",)]


def test_org_list_entry_refuses_unknown_fields():
    assert error_locs(OrgListEntryCreate, {"value": "v", "listType": "RETURN_REASON_CODE"}) == [("listType",)]


def test_new_org_list_entry_record():
    assert c.new_org_list_entry("RETURN_REASON_CODE", "DAMAGED", None, "e-1", "t") == {
        "id": "e-1",
        "listType": "RETURN_REASON_CODE",
        "value": "DAMAGED",
        "metadata": {},
        "createdAt": "t",
        "updatedAt": None,
    }


# ------------------------------------------------------------------------------------------------
# Metrics

PRECOMPUTED = {"kind": "precomputed_column", "source": "variants", "column": "retailPrice"}
AGGREGATION = {"kind": "aggregation", "source": "stock_snapshot", "column": "stockValue", "function": "sum"}
METRIC = {"key": "RETAIL_PRICE", "displayName": "Retail price", "grain": ["variant"], "body": PRECOMPUTED}


def test_metric_create_valid():
    metric = MetricCreate.model_validate(METRIC)
    assert metric.key == "RETAIL_PRICE"
    assert metric.grain == ["variant"]
    assert isinstance(metric.body, PrecomputedColumnBody)


def test_metric_create_body_is_chosen_by_kind():
    metric = MetricCreate.model_validate({**METRIC, "key": "STOCK_VALUE", "grain": ["shop", "brand"], "body": AGGREGATION})
    assert isinstance(metric.body, AggregationBody)


@pytest.mark.parametrize(
    "key", ["retail_price", "Retail_Price", "1PRICE", "_PRICE", "RETAIL-PRICE", "RETAIL PRICE", "", "A" * 65]
)
def test_metric_key_must_be_upper_snake(key):
    assert error_locs(MetricCreate, {**METRIC, "key": key}) == [("key",)]


def test_metric_key_of_64_accepted():
    assert MetricCreate.model_validate({**METRIC, "key": "A" * 64}).key == "A" * 64


@pytest.mark.parametrize(
    ("grain", "loc"), [([], ("grain",)), (["week"], ("grain", 0)), ("variant", ("grain",)), (None, ("grain",))]
)
def test_metric_grain_refused(grain, loc):
    assert error_locs(MetricCreate, {**METRIC, "grain": grain}) == [loc]


@pytest.mark.parametrize("name", ["", "   ", "x" * 256])
def test_metric_display_name_limits(name):
    assert error_locs(MetricCreate, {**METRIC, "displayName": name}) == [("displayName",)]


def test_metric_unknown_body_kind_refused():
    assert error_types(MetricCreate, {**METRIC, "body": {**PRECOMPUTED, "kind": "lookup"}}) == {("body",): "union_tag_invalid"}
    assert error_locs(MetricCreate, {**METRIC, "body": {"source": "variants", "column": "retailPrice"}}) == [("body",)]


def test_metric_invalid_body_reported_under_body():
    locs = error_locs(MetricCreate, {**METRIC, "body": {**PRECOMPUTED, "source": "nowhere"}})
    assert locs and all(loc[0] == "body" for loc in locs)


@pytest.mark.parametrize("field", ["scope", "organizationId", "id"])
def test_metric_create_refuses_unknown_fields(field):
    assert error_locs(MetricCreate, {**METRIC, field: "ORG"}) == [(field,)]


def test_metric_patch_changes_only_supplied_fields():
    assert MetricPatch.model_validate({}).changes() == {}
    assert MetricPatch.model_validate({"displayName": "  New name "}).changes() == {"displayName": "New name"}
    assert MetricPatch.model_validate({"grain": ["shop", "variant"]}).changes() == {"grain": ["shop", "variant"]}


def test_metric_patch_changes_are_json_ready():
    changes = MetricPatch.model_validate({"body": AGGREGATION, "grain": ["brand"]}).changes()
    assert set(changes) == {"body", "grain"}
    assert type(changes["body"]) is dict
    assert {k: changes["body"][k] for k in AGGREGATION} == AGGREGATION
    assert json.loads(json.dumps(changes)) == changes


def test_metric_patch_composite_body_changes_are_plain_data():
    body = {"kind": "composite", "combine": "weighted_sum", "parts": [{"key": "A_METRIC", "weight": 2}, {"key": "B_METRIC"}]}
    changes = MetricPatch.model_validate({"body": body}).changes()
    assert changes["body"]["kind"] == "composite"
    assert changes["body"]["combine"] == "weighted_sum"
    assert [part["key"] for part in changes["body"]["parts"]] == ["A_METRIC", "B_METRIC"]
    assert changes["body"]["parts"][0]["weight"] == 2.0
    assert json.loads(json.dumps(changes)) == changes


@pytest.mark.parametrize("field", ["displayName", "grain", "body"])
def test_metric_patch_refuses_null(field):
    assert error_locs(MetricPatch, {field: None}) == [(field,)]


@pytest.mark.parametrize(("body", "loc"), [({"key": "NEW_KEY"}, ("key",)), ({"scope": "GLOBAL"}, ("scope",))])
def test_metric_patch_cannot_change_key_or_scope(body, loc):
    assert error_types(MetricPatch, body) == {loc: "extra_forbidden"}


def test_metric_patch_applies_the_create_limits():
    assert error_locs(MetricPatch, {"grain": []}) == [("grain",)]
    assert error_locs(MetricPatch, {"displayName": " "}) == [("displayName",)]
    assert error_types(MetricPatch, {"body": {"kind": "lookup"}}) == {("body",): "union_tag_invalid"}


# ------------------------------------------------------------------------------------------------
# Rulesets and rules


def test_ruleset_update_changes_only_supplied_fields():
    assert RulesetUpdate.model_validate({}).changes() == {}
    assert RulesetUpdate.model_validate({"name": " Core "}).changes() == {"name": "Core"}
    assert RulesetUpdate.model_validate({"description": ""}).changes() == {"description": ""}


def test_ruleset_update_dedupes_tags_keeping_order():
    changes = RulesetUpdate.model_validate({"tags": ["b", "a", "b", " a ", "c"], "description": "d"}).changes()
    assert changes == {"tags": ["b", "a", "c"], "description": "d"}


@pytest.mark.parametrize(
    ("body", "loc"),
    [
        ({"name": None}, ("name",)),
        ({"name": ""}, ("name",)),
        ({"description": None}, ("description",)),
        ({"description": "x" * 2001}, ("description",)),
        ({"tags": None}, ("tags",)),
        ({"tags": ["ok", ""]}, ("tags", 1)),
        ({"tags": ["x" * 101]}, ("tags", 0)),
        ({"tags": [f"t{i}" for i in range(51)]}, ("tags",)),
        ({"isDefault": False}, ("isDefault",)),
    ],
)
def test_ruleset_update_refusals(body, loc):
    assert error_locs(RulesetUpdate, body) == [loc]


def test_rule_body_id_is_optional():
    assert RuleBody.model_validate(RULE).id is None
    assert RuleBody.model_validate({**RULE, "id": "client-id"}).id == "client-id"


def test_rule_body_to_rule_sets_the_id_and_keeps_the_fields():
    body = RuleBody.model_validate(RULE)
    rule = body.to_rule("rule-42")
    assert type(rule) is Rule
    assert rule.id == "rule-42"
    assert rule.model_dump(exclude={"id"}) == body.model_dump(exclude={"id"})
    assert rule.name == "Max value"
    assert rule.enforcement == "BLOCK"
    assert rule.hooks == ["REBALANCE_PRE_ADD_ITEM"]
    assert rule.condition.type == "max_plan_value"
    assert rule.message == "Plan value {actual} above {threshold}"


def test_rule_body_to_rule_uses_the_given_id_over_the_body_id():
    rule = RuleBody.model_validate({**RULE, "id": "client-id", "priority": 5, "isActive": False}).to_rule("path-id")
    assert (rule.id, rule.priority, rule.isActive) == ("path-id", 5, False)


def test_rule_body_validates_as_a_rule():
    assert error_locs(RuleBody, {**RULE, "nope": 1}) == [("nope",)]
    assert error_locs(RuleBody, {**RULE, "category": "bogus"}) == [("category",)]
    with pytest.raises(ValidationError):
        RuleBody.model_validate({**RULE, "condition": {"type": "no_such_condition"}})


def test_ruleset_summary_drops_rules_and_counts_them():
    record = {"id": "rs-1", "name": "Core", "isDefault": True, "rules": [{"id": "r1"}, {"id": "r2"}]}
    assert ruleset_summary(record) == {"id": "rs-1", "name": "Core", "isDefault": True, "ruleCount": 2}
    assert record["rules"] == [{"id": "r1"}, {"id": "r2"}]  # the record itself is untouched


@pytest.mark.parametrize("rules", [[], None, "absent"])
def test_ruleset_summary_without_rules_counts_zero(rules):
    record = {"id": "rs-1"} if rules == "absent" else {"id": "rs-1", "rules": rules}
    assert ruleset_summary(record) == {"id": "rs-1", "ruleCount": 0}


# ------------------------------------------------------------------------------------------------
# Audit: changed_fields

STAMPS = {"createdAt": "t0", "updatedAt": "t0", "createdBy": "u0", "updatedBy": "u0"}


def test_changed_fields_on_update_lists_only_differences_sorted():
    before = {"id": "p1", "name": "a", "thresholdValue": 1.0, "scopeShopIds": ["s1"], **STAMPS}
    after = {
        **before,
        "thresholdValue": 2.0,
        "name": "b",
        "createdAt": "t9",
        "updatedAt": "t9",
        "createdBy": "u9",
        "updatedBy": "u9",
    }
    assert changed_fields(before, after) == ["name", "thresholdValue"]


def test_changed_fields_ignores_timestamps_and_actors_only_changes():
    before = {"id": "p1", "name": "a", **STAMPS}
    after = {"id": "p1", "name": "a", "createdAt": "t1", "updatedAt": "t1", "createdBy": "u1", "updatedBy": "u1"}
    assert changed_fields(before, after) == []


def test_changed_fields_sees_list_and_null_changes_and_added_or_removed_keys():
    before = {"scopeShopIds": ["s1"], "actionFamily": "WORKFLOW", "old": 1}
    after = {"scopeShopIds": ["s1", "s2"], "actionFamily": None, "new": 1}
    assert changed_fields(before, after) == ["actionFamily", "new", "old", "scopeShopIds"]


def test_changed_fields_on_create_and_delete_lists_every_field():
    record = {"zeta": 1, "id": "p1", "name": "a", "amount": 0, "tags": [], **STAMPS}
    assert changed_fields(None, record) == ["amount", "id", "name", "tags", "zeta"]
    assert changed_fields(record, None) == ["amount", "id", "name", "tags", "zeta"]


def test_changed_fields_on_create_and_delete_lists_null_valued_fields_too():
    # "a create or delete lists every field of the record that exists": a TOTAL envelope has scopeValue
    # null, a policy for every family has actionFamily null; those fields exist and must be listed.
    envelope = {"id": "env-1", "periodId": "per-1", "scope": "TOTAL", "scopeValue": None, "amount": 1.0, "currency": "EUR"}
    expected = ["amount", "currency", "id", "periodId", "scope", "scopeValue"]
    assert changed_fields(None, envelope) == expected
    assert changed_fields(envelope, None) == expected


def test_changed_fields_of_nothing():
    assert changed_fields(None, None) == []
    assert changed_fields({}, {}) == []


@pytest.mark.parametrize("text", ["1_000", "1,000", "0x10", "1e", ".", "--1", "1 000"])
def test_parse_amount_refuses_strings_that_are_not_plain_decimal_numbers(text):
    with pytest.raises(ValueError):
        parse_amount(text)


def test_parse_amount_minus_zero_is_zero():
    assert str(parse_amount(-0.0)) == "0.0"


def _document_accepts(schema: dict, value: object) -> bool:
    import jsonschema

    return jsonschema.Draft202012Validator(schema).is_valid(value)


@pytest.mark.parametrize(
    "body",
    [
        {"amount": None}, {"amount": "1e3"}, {"amount": " 1"}, {"amount": "1.00001"}, {"amount": -1}, {"amount": 1e11 + 1},
        {"amount": True}, {"currency": "000"}, {"currency": " eur"}, {"currency": None}, {"amount": "100000000000"},
        {"amount": "99999999999.9999"}, {"amount": 1e11}, {"amount": 0.123456}, {"currency": "eUr"}, {},
    ],
)  # fmt: skip
def test_the_document_and_the_server_agree_on_envelope_updates(body):
    """The schema the OpenAPI document carries accepts exactly what the model accepts (issue 22, item 11)."""
    _assert_document_and_model_agree(BudgetEnvelopeUpdate, body)


@pytest.mark.parametrize(
    "body",
    [
        {**ENVELOPE, "scopeValue": "b1"}, {**ENVELOPE, "scope": "BRAND"}, {**ENVELOPE, "scope": "BRAND", "scopeValue": None},
        {**ENVELOPE, "scope": "BRAND", "scopeValue": "b1"}, ENVELOPE, {**ENVELOPE, "scopeValue": None},
        {**ENVELOPE, "amount": None}, {**ENVELOPE, "currency": "000"},
    ],
)  # fmt: skip
def test_the_document_and_the_server_agree_on_envelope_creation(body):
    """scopeValue null for TOTAL and required otherwise, amounts and currencies: the same in both."""
    _assert_document_and_model_agree(BudgetEnvelopeCreate, body)


def _assert_document_and_model_agree(model, body) -> None:
    try:
        model.model_validate(body)
        accepted = True
    except ValidationError:
        accepted = False
    assert _document_accepts(model.model_json_schema(), body) == accepted, body


def test_currency_must_be_ascii_letters():
    with pytest.raises(ValidationError) as error:
        BudgetEnvelopeUpdate.model_validate({"currency": "ſek"})
    assert error.value.errors()[0]["loc"] == ("currency",)


@pytest.mark.parametrize("value", [True, "5"])
def test_threshold_value_must_be_a_json_number(value):
    with pytest.raises(ValidationError) as error:
        ApprovalPolicyCreate.model_validate({"name": "p", "thresholdValue": value})
    assert error.value.errors()[0]["loc"] == ("thresholdValue",)


@pytest.mark.parametrize(
    "text",
    [
        "+2345678123456781234567812345678",
        "1234_678123456781234567812345678",
        "{{6f1c1d0e-7a43-4b8e-9a55-2f5e0c9d8b11}}",
        "{6f1c1d0e-7a43-4b8e-9a55-2f5e0c9d8b11",
        "6f1c1d0e-7a434b8e-9a55-2f5e0c9d8b11",
    ],
)
def test_uuid_lists_refuse_text_that_uuid_module_would_stretch(text):
    with pytest.raises(ValueError):
        normalise_list_value("SUPPLIER_BLACKLIST", text)


def test_uuid_lists_accept_an_upper_case_urn():
    value = normalise_list_value("BRAND_RESTRICTION", "URN:UUID:6F1C1D0E-7A43-4B8E-9A55-2F5E0C9D8B11")
    assert value == "6f1c1d0e-7a43-4b8e-9a55-2f5e0c9d8b11"


@pytest.mark.parametrize("model", [MetricCreate, MetricPatch])
def test_metric_bodies_refuse_repeated_grain_levels(model):
    fields = {"grain": ["variant", "variant"]}
    if model is MetricCreate:
        fields |= {"key": "K", "displayName": "k", "body": {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL"}}
    with pytest.raises(ValidationError) as error:
        model.model_validate(fields)
    assert ("grain",) in [e["loc"] for e in error.value.errors()]
