"""McpFunction in process (the API Gateway stand-in, moto): the MCP messages through make_handler, Mangum
and the SDK's stateless session manager, the caller's permissions reaching the tools."""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest

from tests.helpers.aws import make_tenant

MCP_HEADERS = {"Accept": "application/json, text/event-stream"}
DOCUMENT = {
    "paths": {
        "/api/shops": {"get": {"operationId": "listShops", "summary": "Shops", "tags": ["Catalogue"]}},
        "/api/restock-plans": {
            "post": {
                "operationId": "createRestockPlan",
                "summary": "A plan",
                "tags": ["Plans"],
                "x-required-permission": "inventoryPlans.manage",
            }
        },
    }
}


def rpc(client, token: str | None, method: str, params: dict[str, Any] | None = None, headers: dict[str, str] | None = None):
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": 7, "method": method}
    if params is not None:
        message["params"] = params
    return client.post("/mcp", token, message, headers=headers if headers is not None else MCP_HEADERS)


@pytest.fixture
def served_document(client, tenant, monkeypatch):
    """The document the tools read, without an HTTP server (the function's module loaded by a first call)."""
    assert rpc(client, tenant.token, "ping").status == 200
    calls = sys.modules["mcp_gateway.calls"]
    seen: list[Any] = []

    def document(caller: Any) -> dict[str, Any]:
        seen.append(caller)
        return DOCUMENT

    monkeypatch.setattr(calls, "document", document)
    return seen


def test_initialize_names_the_server_and_its_capabilities(client, tenant):
    params = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}
    answer = rpc(client, tenant.token, "initialize", params)
    assert answer.status == 200, answer.body
    assert answer.headers["Content-Type"].startswith("application/json")
    assert "RateLimit-Remaining" in answer.headers  # make_handler counted the request
    result = answer.json()["result"]
    assert result["serverInfo"]["name"] == "inventory-planning"
    assert {"tools", "prompts"} <= set(result["capabilities"])
    assert "search_operations" in result["instructions"]
    notified = client.post("/mcp", tenant.token, {"jsonrpc": "2.0", "method": "notifications/initialized"}, headers=MCP_HEADERS)
    assert notified.status == 202


def test_tools_are_listed_without_a_session(client, tenant):
    answer = rpc(client, tenant.token, "tools/list")
    assert answer.status == 200, answer.body
    assert [tool["name"] for tool in answer.json()["result"]["tools"]] == [
        "search_operations",
        "describe_operation",
        "invoke_operation",
    ]


def test_the_tools_see_the_callers_permissions(client, tenant, issuer, served_document):
    weak = make_tenant(issuer, "Weak", permissions=["analytics.view"])
    arguments = {"name": "search_operations", "arguments": {}}
    full = rpc(client, tenant.token, "tools/call", arguments).json()["result"]["structuredContent"]
    few = rpc(client, weak.token, "tools/call", arguments).json()["result"]["structuredContent"]
    assert [op["operationId"] for op in full["operations"]] == ["createRestockPlan", "listShops"]
    assert [op["operationId"] for op in few["operations"]] == ["listShops"]
    assert [caller.authorization for caller in served_document] == [f"Bearer {tenant.token}", f"Bearer {weak.token}"]
    assert "inventoryPlans.manage" in served_document[0].permissions
    assert served_document[0].base_url is None  # in process: no Host, no domain name


def test_a_tool_error_is_a_result_with_is_error(client, tenant, served_document):
    answer = rpc(client, tenant.token, "tools/call", {"name": "describe_operation", "arguments": {"operationId": "nope"}})
    result = answer.json()["result"]
    assert result["isError"] is True and "nope" in result["content"][0]["text"]
    invalid = rpc(client, tenant.token, "tools/call", {"name": "describe_operation", "arguments": {}})
    assert invalid.json()["result"]["isError"] is True  # the input schema requires operationId


def test_without_a_loopback_host_or_a_domain_name_the_api_is_not_called(client, tenant):
    """In process there is no Host: the tools that call the API cannot know where it is and say so."""
    answer = rpc(client, tenant.token, "tools/call", {"name": "search_operations", "arguments": {}})
    assert answer.status == 200, answer.body
    result = answer.json()["result"]
    assert result["isError"] is True and "address is unknown" in result["content"][0]["text"]


def test_the_transport_refuses_what_it_cannot_answer(client, tenant):
    refused = rpc(client, tenant.token, "tools/list", headers={"Accept": "text/html"})
    assert refused.status == 406
    assert rpc(client, None, "tools/list").status == 401


def test_the_request_is_a_request_of_the_token(client, tenant):
    first = int(rpc(client, tenant.token, "ping").headers["RateLimit-Remaining"])
    second = int(rpc(client, tenant.token, "ping").headers["RateLimit-Remaining"])
    assert second == first - 1
    assert json.loads(rpc(client, tenant.token, "ping").body)["result"] == {}
