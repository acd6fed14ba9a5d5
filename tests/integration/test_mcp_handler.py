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


def _function_module(client, tenant):
    assert rpc(client, tenant.token, "ping").status == 200  # loads the function (its cold start)
    return sys.modules["lambda_McpFunction"]


def test_snapstart_hooks_are_registered_with_the_runtime(client, tenant):
    """Lambda's runtime calls what snapshot_restore_py holds: the priming before the snapshot, the reseed after
    a restore (template.yaml turns SnapStart on for this function)."""
    import snapshot_restore_py

    module = _function_module(client, tenant)
    before = [entry[0] for entry in snapshot_restore_py._before_snapshot_registry]
    after = [entry[0] for entry in snapshot_restore_py._after_restore_registry]
    assert module.prime in before
    assert module.reseed in after


def test_priming_answers_an_mcp_exchange_without_network_or_caller(client, tenant, monkeypatch):
    module = _function_module(client, tenant)
    calls = sys.modules["mcp_gateway.calls"]
    calls.tls_context.cache_clear()
    monkeypatch.setattr(calls, "_request", lambda *args, **kwargs: pytest.fail("priming called the API"))
    initialize, tools, prompt = module.prime()
    assert initialize["result"]["serverInfo"]["name"] == "inventory-planning"
    assert [tool["name"] for tool in tools["result"]["tools"]] == ["search_operations", "describe_operation", "invoke_operation"]
    assert "listShops" in prompt["result"]["messages"][0]["content"]["text"]
    assert calls.tls_context.cache_info().currsize == 1  # the TLS context is made before the snapshot


def test_priming_refuses_a_broken_server(client, tenant, monkeypatch):
    """A snapshot of a function that cannot answer must not be published: the hook raises."""
    module = _function_module(client, tenant)
    broken = ({"jsonrpc": "2.0", "id": 9, "method": "prompts/get", "params": {"name": "no-such-prompt"}},)
    monkeypatch.setattr(module, "PRIMING_MESSAGES", broken)
    with pytest.raises(RuntimeError, match="priming prompts/get"):
        module.prime()


def test_reseeding_gives_a_restored_environment_its_own_random_state(client, tenant, monkeypatch):
    import random
    import ssl

    module = _function_module(client, tenant)
    random.seed(42)  # two environments resumed from one snapshot share this state
    snapshot_state = random.getstate()
    first = random.random()
    random.setstate(snapshot_state)
    mixed: list[tuple[bytes, float]] = []
    monkeypatch.setattr(ssl, "RAND_add", lambda data, entropy: mixed.append((data, entropy)))
    module.reseed()
    assert random.random() != first
    ((data, entropy),) = mixed  # fresh OS entropy into OpenSSL's generator, seeded before the snapshot by prime()
    assert len(data) == 48 and entropy == 48.0
