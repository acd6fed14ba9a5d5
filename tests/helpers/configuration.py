"""Helpers of the configuration API tests: response readers, valid bodies and the audit log."""

from __future__ import annotations

from typing import Any

from tests.helpers.envelopes import assert_envelope
from tests.helpers.examples import RULE

AUDIT = "/api/intelligence-layer/audit-log"
METRICS = "/api/intelligence-layer/metrics"
RULESETS = "/api/business-logic-rulesets"


def ok(result, status: int = 200) -> dict[str, Any]:
    """The body of a successful response (``success`` true, expected status)."""
    assert result.status == status, result.body
    body = result.json()
    assert body["success"] is True, body
    return body


def data(result, status: int = 200) -> Any:
    return ok(result, status)["data"]


def created(result) -> dict[str, Any]:
    return data(result, 201)


def items(result) -> list[dict[str, Any]]:
    body = ok(result)
    assert set(body) == {"success", "items", "total", "page", "pageSize"}, body
    return body["items"]


def invalid(result) -> dict[str, set[str]]:
    """A 422 VALIDATION_ERROR: ``{field: {codes}}`` of its fieldErrors."""
    assert_envelope(result, 422, "VALIDATION_ERROR")
    fields: dict[str, set[str]] = {}
    for error in result.json()["fieldErrors"]:
        assert set(error) == {"field", "code", "message"}, error
        fields.setdefault(error["field"], set()).add(error["code"])
    return fields


def audit_entries(client, token: str, query: str = "") -> list[dict[str, Any]]:
    """Every audit entry the caller's organization has (newest first), with optional filters."""
    body = ok(client.get(f"{AUDIT}?pageSize=100{query}", token))
    assert body["total"] == len(body["data"]) <= 100
    return body["data"]


def policy_body(**overrides: Any) -> dict[str, Any]:
    return {"name": "Large plans", "thresholdValue": 5000, **overrides}


def period_body(name: str = "Spring", start: str = "2024-01-01", end: str = "2024-03-31") -> dict[str, Any]:
    return {"name": name, "startDate": start, "endDate": end}


def rule_body(**overrides: Any) -> dict[str, Any]:
    return {**RULE, **overrides}


def metric_body(key: str = "STOCK_AT_SHOP", grain: list[str] | None = None, **overrides: Any) -> dict[str, Any]:
    """A valid aggregation metric (stock quantity per shop)."""
    return {
        "key": key,
        "displayName": key.replace("_", " ").title(),
        "grain": ["shop"] if grain is None else grain,
        "body": {"kind": "aggregation", "source": "stock_snapshot", "column": "currentStockQty", "function": "sum"},
        **overrides,
    }


def composite_body(key: str, part_keys: list[str], grain: list[str] | None = None) -> dict[str, Any]:
    return {
        "key": key,
        "displayName": key.title(),
        "grain": ["shop"] if grain is None else grain,
        "body": {"kind": "composite", "combine": "weighted_sum", "parts": [{"key": k} for k in part_keys]},
    }


def create_policy(client, token: str, **overrides: Any) -> dict[str, Any]:
    return created(client.post("/api/approval-policies", token, policy_body(**overrides)))


def create_period(client, token: str, **kwargs: Any) -> dict[str, Any]:
    return created(client.post("/api/planning-periods", token, period_body(**kwargs)))


def create_envelope(client, token: str, period_id: str, **overrides: Any) -> dict[str, Any]:
    body = {"periodId": period_id, "scope": "TOTAL", "amount": 1000, "currency": "EUR", **overrides}
    return created(client.post("/api/budget-envelopes", token, body))


def create_ruleset(client, token: str, name: str = "Main rules") -> dict[str, Any]:
    return created(client.post(RULESETS, token, {"name": name}))


def add_rule(client, token: str, ruleset_id: str, **overrides: Any) -> dict[str, Any]:
    return created(client.post(f"{RULESETS}/{ruleset_id}/rules", token, rule_body(**overrides)))


def create_entry(client, token: str, list_type: str, value: str, metadata: dict | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"value": value}
    if metadata is not None:
        body["metadata"] = metadata
    return created(client.post(f"/api/org-lists/{list_type}/entries", token, body))


def create_metric(client, token: str, body: dict[str, Any]) -> dict[str, Any]:
    return created(client.post(METRICS, token, body))


def variant_ids(client, token: str) -> list[str]:
    return [v["id"] for v in data(client.get("/api/variants?pageSize=100", token))]
