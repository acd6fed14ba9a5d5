"""The MCP gateway's pure parts (functions/mcp/mcp_gateway): permission filtering, search, ``$ref``
resolution, request URLs and the API's base URL."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "functions" / "mcp"))

from mcp_gateway import calls, catalog, server  # noqa: E402

DOCUMENT = {
    "paths": {
        "/api/shops": {
            "get": {
                "operationId": "listShops",
                "summary": "Shops  by name",
                "tags": ["Catalogue"],
                "security": [{"BearerAuth": []}],
            }
        },
        "/api/restock-plans": {
            "post": {
                "operationId": "createRestockPlan",
                "summary": "Create a restock plan",
                "tags": ["Plans"],
                "security": [{"BearerAuth": []}],
                "x-required-permission": "inventoryPlans.manage",
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PlanBody"}}}},
            },
            "get": {
                "operationId": "listRestockPlans",
                "summary": "Restock plans",
                "description": "Paged, newest first",
                "tags": ["Plans"],
                "security": [{"BearerAuth": []}],
                "x-required-permission": "inventoryPlans.view",
            },
        },
        "/api/data-platform/alerts": {
            "get": {
                "operationId": "listDataPlatformAlerts",
                "summary": "Alerts",
                "tags": ["Data platform"],
                "security": [{"InternalBearerAuth": []}],
            }
        },
        "/api/plans/{plan_type}/{plan_id}": {
            "get": {
                "operationId": "getPlan",
                "summary": "One plan",
                "description": "Any type of plan: restock, rebalance or markdown",
                "tags": ["Plans"],
                "x-required-permission": "inventoryPlans.view",
            },
            "parameters": [],
        },
        "/api/rules": {
            "post": {
                "operationId": "createRule",
                "summary": "A rule",
                "tags": ["Rules"],
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Condition"}}}},
            }
        },
    },
    "components": {
        "schemas": {
            "PlanBody": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "shops": {"type": "array", "items": {"$ref": "#/components/schemas/ShopId"}},
                },
            },
            "ShopId": {"type": "string", "maxLength": 64},
            "Condition": {
                "type": "object",
                "properties": {
                    "all": {"type": "array", "items": {"$ref": "#/components/schemas/Condition"}},
                    "field": {"type": "string"},
                },
            },
        }
    },
}


def ids(operations):
    return [operation.operation_id for operation in operations]


def test_operations_are_read_in_path_then_method_order_with_their_permission_and_scheme():
    found = catalog.operations(DOCUMENT)
    assert ids(found) == ["listDataPlatformAlerts", "getPlan", "listRestockPlans", "createRestockPlan", "createRule", "listShops"]
    shops = catalog.find(found, "listShops")
    assert shops is not None
    assert shops.compact() == {
        "operationId": "listShops",
        "method": "GET",
        "path": "/api/shops",
        "summary": "Shops by name",
        "tags": ["Catalogue"],
    }
    assert shops.permission is None and not shops.internal
    assert catalog.find(found, "listDataPlatformAlerts").internal
    assert catalog.find(found, "nothing") is None


def test_a_caller_sees_the_operations_its_permissions_allow_and_never_the_internal_ones():
    found = catalog.operations(DOCUMENT)
    assert ids(catalog.visible(found, [])) == ["createRule", "listShops"]
    assert ids(catalog.visible(found, ["inventoryPlans.view"])) == ["getPlan", "listRestockPlans", "createRule", "listShops"]
    everything = ["inventoryPlans.view", "inventoryPlans.manage", "data-platform"]
    assert "listDataPlatformAlerts" not in ids(catalog.visible(found, everything))
    assert "createRestockPlan" in ids(catalog.visible(found, everything))


def test_search_matches_every_word_and_the_tag_case_insensitively():
    found = catalog.operations(DOCUMENT)
    assert ids(catalog.search(found, "restock PLAN")) == ["listRestockPlans", "createRestockPlan", "getPlan"]
    assert ids(catalog.search(found, "newest")) == ["listRestockPlans"]  # the description counts
    # a word in the name ranks before a word in the description only
    assert ids(catalog.search(found, "paged")) == ["listRestockPlans"]
    assert ids(catalog.search(found, "restock newest")) == ["listRestockPlans"]
    assert ids(catalog.search(found, "restock")) == ["listRestockPlans", "createRestockPlan", "getPlan"]
    assert ids(catalog.search(found, None, "plans")) == ["getPlan", "listRestockPlans", "createRestockPlan"]
    assert ids(catalog.search(found, "shops", "Plans")) == []
    assert len(catalog.search(found)) == len(found)


def test_describe_resolves_references_and_keeps_self_references_defined_once():
    found = catalog.operations(DOCUMENT)
    described = catalog.describe(catalog.find(found, "createRestockPlan"), DOCUMENT)
    assert (described["operationId"], described["method"], described["path"]) == (
        "createRestockPlan",
        "POST",
        "/api/restock-plans",
    )
    schema = described["requestBody"]["content"]["application/json"]["schema"]
    assert schema["properties"]["shops"]["items"] == {"type": "string", "maxLength": 64}
    assert "$ref" not in json.dumps(described) and "recursiveSchemas" not in described
    assert DOCUMENT["paths"]["/api/restock-plans"]["post"]["requestBody"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/PlanBody"
    }  # the document is left as it was

    rule = catalog.describe(catalog.find(found, "createRule"), DOCUMENT)
    condition = rule["requestBody"]["content"]["application/json"]["schema"]
    assert condition["properties"]["all"]["items"] == {"$ref": "#/components/schemas/Condition"}
    definition = rule["recursiveSchemas"]["#/components/schemas/Condition"]
    assert definition["properties"]["field"] == {"type": "string"}
    assert definition["properties"]["all"]["items"] == {"$ref": "#/components/schemas/Condition"}


def test_an_unresolvable_reference_is_an_error():
    with pytest.raises(KeyError, match="Missing"):
        catalog.resolve_refs({"$ref": "#/components/schemas/Missing"}, DOCUMENT)


def test_the_served_document_describes_every_operation_without_a_dangling_reference():
    document = json.loads((ROOT / "docs" / "openapi.json").read_text())
    for operation in catalog.operations(document):
        described = catalog.describe(operation, document)
        text = json.dumps({k: v for k, v in described.items() if k != "recursiveSchemas"})
        refs = set(described.get("recursiveSchemas", {}))
        assert all(f'"$ref": "{ref}"' in text for ref in refs), operation.operation_id
        assert text.count('"$ref"') == sum(text.count(f'"$ref": "{ref}"') for ref in refs), operation.operation_id


def test_operation_urls_encode_path_parameters_and_repeat_list_queries():
    plan = catalog.find(catalog.operations(DOCUMENT), "getPlan")
    url = calls.operation_url(
        "http://127.0.0.1:3000", plan, {"plan_type": "restock", "plan_id": "a/b c"}, {"ids": ["1", "2"], "x": True}
    )
    assert url == "http://127.0.0.1:3000/api/plans/restock/a%2Fb%20c?ids=1&ids=2&x=true"
    with pytest.raises(ValueError, match="missing path parameter\\(s\\) plan_id"):
        calls.operation_url("http://h", plan, {"plan_type": "restock"}, None)
    with pytest.raises(ValueError, match="unknown path parameter\\(s\\) other"):
        calls.operation_url("http://h", plan, {"plan_type": "restock", "plan_id": "1", "other": "2"}, None)


EXECUTE_API = "abc.execute-api.eu-west-1.amazonaws.com"


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        ({"resource": "/mcp", "requestContext": {"domainName": EXECUTE_API, "stage": "dev", "path": "/dev/mcp"}}, f"https://{EXECUTE_API}/dev"),
        ({"resource": "/mcp", "requestContext": {"domainName": "api.example.com", "stage": "prod", "path": "/v1/mcp"}}, "https://api.example.com/v1"),
        ({"resource": "/mcp", "requestContext": {"domainName": "api.example.com", "stage": "prod", "path": "/mcp"}}, "https://api.example.com"),
        ({"resource": "/mcp", "headers": {"host": "127.0.0.1:3000"}, "requestContext": {"stage": "dev", "path": "/dev/mcp"}}, "http://127.0.0.1:3000"),
        ({"resource": "/mcp", "headers": {"Host": "[::1]:8080"}, "requestContext": {}}, "http://[::1]:8080"),
    ],
)  # fmt: skip
def test_the_api_base_url_comes_from_the_request_context_or_a_loopback_host(event, expected):
    assert calls.api_base_url(event) == expected


def test_a_host_other_than_loopback_is_never_called_without_a_domain_name():
    with pytest.raises(calls.CallFailed):
        calls.api_base_url({"resource": "/mcp", "headers": {"Host": "attacker.example:80"}, "requestContext": {}})


def test_the_caller_is_set_for_a_block_only():
    caller = calls.Caller(authorization="Bearer x", permissions=frozenset({"a"}), base_url="http://127.0.0.1:1")
    with calls.calling(caller):
        assert calls.current_caller() is caller
    with pytest.raises(LookupError):
        calls.current_caller()


def test_a_caller_without_a_base_url_cannot_call_the_api():
    caller = calls.Caller(authorization="Bearer x", permissions=frozenset(), base_url=None)
    with pytest.raises(calls.CallFailed, match="address is unknown"):
        calls.document(caller)
    plan = catalog.find(catalog.operations(DOCUMENT), "listShops")
    with pytest.raises(calls.CallFailed, match="address is unknown"):
        calls.invoke(caller, plan)


@pytest.mark.parametrize(
    ("plan_type", "create", "domain"),
    [
        (None, "createRestockPlan", "'restock'"),
        ("markdown", "createMarkdownPlan", "'markdown'"),
        ("other", "createRestockPlan", "'restock'"),
    ],
)
def test_the_prompt_names_the_operations_of_the_plan_type(plan_type, create, domain):
    text = server.plan_from_risks_text(None, plan_type)
    order = ["listShops", "listInventoryRisks", "listRecommendations", create, "getPlan"]
    assert sorted(order, key=text.index) == order
    assert f"{{domain: {domain}}}" in text and "with query {q:" not in text
    assert "with query {q: 'Pune'}" in server.plan_from_risks_text("Pune", plan_type)
    operations = {op.operation_id for op in catalog.operations(json.loads((ROOT / "docs" / "openapi.json").read_text()))}
    assert {"listShops", "listInventoryRisks", "listRecommendations", "listRecommendationsFull", create} <= operations
    assert {"addPlanItemFromRecommendation", "getPlan"} <= operations


def test_the_served_search_finds_the_supplier_plans_and_suppliers():
    """Issue 37: "supplier return" and "supplier exchange" find their create and list operations first,
    and the generic plan routes that serve them (their docstrings' "For agents:" name the types)."""
    found = catalog.operations(json.loads((ROOT / "docs" / "openapi.json").read_text()))
    returns = ids(catalog.search(found, "supplier return"))
    assert set(returns[:2]) == {"createSupplierReturnPlan", "listSupplierReturnPlans"} and "addPlanItem" in returns
    exchanges = ids(catalog.search(found, "supplier exchange"))
    assert set(exchanges[:2]) == {"createSupplierExchangePlan", "listSupplierExchangePlans"}
    assert {"listSuppliers", "getSupplier"} <= set(ids(catalog.search(found, "suppliers")))


def test_the_served_document_lets_an_agent_find_the_organizations_alerts_and_plan_from_an_instance():
    """Issue 38: an agent with the signals permissions finds the alerts it may define and the instance
    actions, the plan from an instance only with inventoryPlans.manage, and never the internal CRUD."""
    document = json.loads((ROOT / "docs" / "openapi.json").read_text())
    signals = catalog.visible(catalog.operations(document), ["signals.view", "signals.manage"])
    alerts = set(ids(catalog.search(signals, None, "Alerts")))
    assert {"listOrganizationAlerts", "createOrganizationAlert", "archiveAlertInstance"} <= alerts
    assert "createAlert" not in alerts and "startPlanFromAlertInstance" not in alerts
    planner = catalog.visible(catalog.operations(document), ["signals.view", "inventoryPlans.manage"])
    assert "startPlanFromAlertInstance" in ids(catalog.search(planner, "plan alert instance"))
    assert "createOrganizationAlert" in ids(catalog.search(signals, "define alert stock-outs"))
