"""The MCP gateway (POST /mcp) over HTTP with the official SDK's own client (``mcp.client.streamable_http``).

The client initializes, lists the tools and calls them against the local stack; each tool call that
reaches the API goes through the same gateway, authorizer and rate limit as any client's request.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import httpx
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from tests.helpers.stack import error, ok

pytestmark = pytest.mark.e2e


def with_session(base_url: str, token: str | None, work: Callable[[ClientSession], Awaitable[Any]]) -> Any:
    """Run ``work`` in an initialized MCP session with ``token`` as the bearer token."""

    async def main() -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        async with (
            httpx.AsyncClient(headers=headers, timeout=httpx.Timeout(60, read=120)) as client,
            streamable_http_client(base_url.rstrip("/") + "/mcp", http_client=client) as (read, write, _),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            return await work(session)

    return anyio.run(main)


def _leaves(group: BaseException) -> list[Any]:
    """The exceptions inside an exception group, however nested."""
    if isinstance(group, BaseExceptionGroup):
        return [leaf for inner in group.exceptions for leaf in _leaves(inner)]
    return [group]


def structured(result: Any) -> dict[str, Any]:
    """A successful tool result's structured content (also the JSON of its text content)."""
    assert not result.isError, result.content
    assert json.loads(result.content[0].text) == result.structuredContent
    return result.structuredContent


@pytest.fixture(scope="module")
def agent_token(http, stack):
    """A service-account token with every permission of the stack's token, for this module alone: its MCP
    messages and the calls they make count against their own rate-limit window, not the shared token's."""
    permissions = ok(http.get("/api/auth/whoami", stack["token"]))["data"]["effectivePermissions"]
    created = ok(
        http.post("/api/settings/api-tokens", stack["token"], {"name": "e2e-mcp-agent", "permissions": permissions}), 201
    )
    yield created["data"]["token"]
    http.delete(f"/api/settings/api-tokens/{created['data']['id']}", stack["token"])


@pytest.fixture(scope="module")
def weak_token(http, stack):
    """A service-account token holding one permission (analytics.view), revoked after the module."""
    created = ok(
        http.post("/api/settings/api-tokens", stack["token"], {"name": "e2e-mcp-weak", "permissions": ["analytics.view"]}), 201
    )
    yield created["data"]["token"]
    http.delete(f"/api/settings/api-tokens/{created['data']['id']}", stack["token"])


def test_the_tools_and_the_prompt_are_listed(stack, agent_token):
    async def work(session: ClientSession) -> Any:
        return await session.list_tools(), await session.list_prompts()

    tools, prompts = with_session(stack["baseUrl"], agent_token, work)
    assert {tool.name for tool in tools.tools} == {"search_operations", "describe_operation", "invoke_operation"}
    invoke = next(tool for tool in tools.tools if tool.name == "invoke_operation")
    assert invoke.inputSchema["required"] == ["operationId"]
    assert [prompt.name for prompt in prompts.prompts] == ["plan-from-risks"]


def test_search_lists_only_the_operations_the_token_may_call(stack, weak_token, agent_token):
    async def search(session: ClientSession) -> Any:
        return structured(await session.call_tool("search_operations", {}))

    full = with_session(stack["baseUrl"], agent_token, search)["operations"]
    weak = with_session(stack["baseUrl"], weak_token, search)["operations"]
    full_ids = {op["operationId"] for op in full}
    weak_ids = {op["operationId"] for op in weak}
    assert {"listShops", "createRestockPlan", "listInventoryRisks", "createApiToken"} <= full_ids
    assert weak_ids < full_ids
    assert "listInventoryRisks" in weak_ids  # analytics.view
    assert "listShops" in weak_ids  # any authenticated caller
    assert not {"createRestockPlan", "createApiToken"} & weak_ids
    assert not any(op["path"].startswith("/api/data-platform/") for op in full)  # internal tokens only
    assert set(full[0]) == {"operationId", "method", "path", "summary", "tags"}

    async def narrowed(session: ClientSession) -> Any:
        return structured(await session.call_tool("search_operations", {"text": "restock plan", "tag": "Plans"}))

    found = with_session(stack["baseUrl"], agent_token, narrowed)
    assert found["count"] == len(found["operations"]) > 0
    assert "createRestockPlan" in {op["operationId"] for op in found["operations"]}
    assert all("Plans" in op["tags"] for op in found["operations"])


def test_describe_resolves_the_references(stack, agent_token):
    async def work(session: ClientSession) -> Any:
        described = structured(await session.call_tool("describe_operation", {"operationId": "createRestockPlan"}))
        unknown = await session.call_tool("describe_operation", {"operationId": "noSuchOperation"})
        return described, unknown

    described, unknown = with_session(stack["baseUrl"], agent_token, work)
    assert (described["method"], described["path"]) == ("POST", "/api/restock-plans")
    assert described["x-required-permission"] == "inventoryPlans.manage"
    assert "$ref" not in json.dumps({k: v for k, v in described.items() if k != "recursiveSchemas"})
    body_schema = described["requestBody"]["content"]["application/json"]["schema"]
    assert "properties" in body_schema and "name" in body_schema["properties"]
    assert unknown.isError and "noSuchOperation" in unknown.content[0].text


def test_invoke_passes_the_api_status_through(stack, weak_token, agent_token):
    """200 with the data, 403 for the weak token, 422 with the field errors, as over plain HTTP."""

    async def call(session: ClientSession, arguments: dict[str, Any]) -> dict[str, Any]:
        return structured(await session.call_tool("invoke_operation", arguments))

    async def work(session: ClientSession) -> Any:
        shops = await call(session, {"operationId": "listShops", "query": {"pageSize": 2}})
        invalid = await call(
            session,
            {"operationId": "createRestockPlan", "body": {"name": ""}, "idempotencyKey": f"e2e-mcp-{uuid.uuid4()}"},
        )
        missing = await session.call_tool("invoke_operation", {"operationId": "getPlan", "pathParams": {"plan_type": "restock"}})
        return shops, invalid, missing

    shops, invalid, missing = with_session(stack["baseUrl"], agent_token, work)
    assert shops["status"] == 200 and shops["body"]["success"] is True
    assert 1 <= len(shops["body"]["data"]) <= 2 and shops["body"]["pageSize"] == 2
    assert invalid["status"] == 422 and invalid["body"]["errorCode"] == "VALIDATION_ERROR"
    assert "name" in {entry["field"] for entry in invalid["body"]["fieldErrors"]}
    assert missing.isError and "plan_id" in missing.content[0].text

    async def forbidden(session: ClientSession) -> Any:
        return await call(session, {"operationId": "listApiTokens"})

    refused = with_session(stack["baseUrl"], weak_token, forbidden)
    assert refused["status"] == 403 and refused["body"]["errorCode"] == "FORBIDDEN"


def test_without_a_token_the_authorizer_answers_401(http, stack):
    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    error(http.post("/mcp", None, message, headers={"Accept": "application/json, text/event-stream"}), 401, "UNAUTHORIZED")
    error(http.post("/mcp", "svc_sa_" + "A" * 43, message), 401, "UNAUTHORIZED")

    async def nothing(session: ClientSession) -> None:
        return None

    with pytest.raises(ExceptionGroup) as raised:  # the SDK's task group re-raises the transport's error
        with_session(stack["baseUrl"], None, nothing)
    statuses = {e.response.status_code for e in _leaves(raised.value) if isinstance(e, httpx.HTTPStatusError)}
    assert statuses == {401}, raised.value


def test_get_and_delete_answer_405(http, stack):
    for method in ("GET", "DELETE"):
        refused = error(http.request(method, "/mcp", stack["token"]), 405, "METHOD_NOT_ALLOWED")
        assert refused is not None
        assert http.request(method, "/mcp").headers["allow"] == "POST"


def test_invoke_applies_the_idempotency_key(stack, agent_token):
    """A create retried with the same idempotencyKey answers the first response (no 409 duplicate), as over
    plain HTTP; another key is a new create (409: the value exists)."""
    value = f"MCP-{uuid.uuid4().hex[:12].upper()}"  # return reason codes are upper case
    key = f"e2e-mcp-{uuid.uuid4()}"
    create = {
        "operationId": "createOrgListEntry",
        "pathParams": {"listType": "RETURN_REASON_CODE"},
        "body": {"value": value},
        "idempotencyKey": key,
    }

    async def work(session: ClientSession) -> Any:
        first = structured(await session.call_tool("invoke_operation", create))
        again = structured(await session.call_tool("invoke_operation", create))
        duplicate = structured(await session.call_tool("invoke_operation", {**create, "idempotencyKey": f"{key}-other"}))
        entry_id = first["body"]["data"]["id"]
        deleted = structured(
            await session.call_tool(
                "invoke_operation",
                {"operationId": "deleteOrgListEntry", "pathParams": {"listType": "RETURN_REASON_CODE", "entry_id": entry_id}},
            )
        )
        return first, again, duplicate, deleted

    first, again, duplicate, deleted = with_session(stack["baseUrl"], agent_token, work)
    assert first["status"] == 201 and first["body"]["data"]["value"] == value
    assert again == first  # replayed, not created twice
    assert duplicate["status"] == 409 and duplicate["body"]["errorCode"] == "ORG_LIST_ENTRY_DUPLICATE"
    assert deleted["status"] == 200


def test_the_prompt_walks_from_shops_to_a_plan(stack, agent_token):
    async def work(session: ClientSession) -> Any:
        return await session.get_prompt("plan-from-risks", {"shop": "Mumbai", "planType": "rebalance"})

    prompt = with_session(stack["baseUrl"], agent_token, work)
    text = prompt.messages[0].content.text
    order = ["listShops", "listInventoryRisks", "listRecommendations", "createRebalancePlan", "getPlan"]
    assert all(name in text for name in order) and sorted(order, key=text.index) == order
    assert "'Mumbai'" in text and "'rebalance'" in text
