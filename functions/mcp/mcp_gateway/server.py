"""The MCP server (the SDK's low-level ``Server``): three tools over the live OpenAPI contract and one prompt.

- ``search_operations(text?, tag?)``: the operations the caller's permissions allow, compact
  (operationId, method, path, summary, tags);
- ``describe_operation(operationId)``: one operation whole, references resolved;
- ``invoke_operation(operationId, pathParams?, query?, body?, idempotencyKey?)``: the HTTP call with
  the caller's own token, answered ``{status, body}`` whatever the status (a 403 stays a 403);
- the prompt ``plan-from-risks``: list shops -> risks -> recommendations -> a plan.

The document is the one the API serves (``GET /api/openapi.json`` with the caller's token,
mcp_gateway/calls.py), so the tools always describe the deployed contract.
"""

from __future__ import annotations

from typing import Any

from mcp import types
from mcp.server.lowlevel import Server

from mcp_gateway import calls, catalog

NAME = "inventory-planning"
INSTRUCTIONS = (
    "Inventory Planning Service for fashion retail. Find an operation with search_operations (only those your "
    "token may call are listed), read its parameters and body with describe_operation, then call it with "
    "invoke_operation: the call runs with your own token, so its status (401, 403, 404, 422 with fieldErrors, "
    "429 with Retry-After) is the API's. Start with listShops; the prompt plan-from-risks walks through a plan."
)

OBJECT = {"type": "object", "additionalProperties": True}
TOOLS = [
    types.Tool(
        name="search_operations",
        title="Search the API's operations",
        description=(
            "Operations of the Inventory Planning API that your token may call, as {operationId, method, path, "
            "summary, tags}. `text` matches every word in the operationId, path, summary, description or tags "
            "(e.g. 'restock plan', 'risks'); `tag` keeps one endpoint group (e.g. 'Catalogue', 'Plans'). "
            "Without arguments: every operation you may call."
        ),
        inputSchema={
            "type": "object",
            "properties": {
                "text": {"type": "string", "description": "words to look for (case-insensitive)"},
                "tag": {"type": "string", "description": "an endpoint group (an OpenAPI tag)"},
            },
            "additionalProperties": False,
        },
        annotations=types.ToolAnnotations(readOnlyHint=True, openWorldHint=False),
    ),
    types.Tool(
        name="describe_operation",
        title="Describe one operation",
        description=(
            "The whole OpenAPI operation: its parameters (path, query), request body schema, every response "
            "and the permission it needs (x-required-permission), with every $ref resolved."
        ),
        inputSchema={
            "type": "object",
            "properties": {"operationId": {"type": "string", "description": "e.g. listShops"}},
            "required": ["operationId"],
            "additionalProperties": False,
        },
        annotations=types.ToolAnnotations(readOnlyHint=True, openWorldHint=False),
    ),
    types.Tool(
        name="invoke_operation",
        title="Call one operation",
        description=(
            "Calls the operation with your own token through the same API (authorizer, rate limit of 100 requests "
            "per minute per token, idempotency, audit) and answers {status, body}: body is the API's JSON, "
            "{success, data, ...} or the error envelope {success: false, errorCode, error, fieldErrors?}. "
            "pathParams fill the path's {placeholders}; query values may be lists (the parameter repeats); "
            "body is the JSON request body; idempotencyKey makes a create safe to retry."
        ),
        inputSchema={
            "type": "object",
            "properties": {
                "operationId": {"type": "string"},
                "pathParams": {**OBJECT, "description": 'path parameters by name, e.g. {"plan_id": "..."}'},
                "query": {**OBJECT, "description": "query parameters by name"},
                "body": {"description": "the JSON request body, for POST, PUT and PATCH"},
                "idempotencyKey": {"type": "string", "minLength": 1, "maxLength": 255},
            },
            "required": ["operationId"],
            "additionalProperties": False,
        },
        annotations=types.ToolAnnotations(readOnlyHint=False, destructiveHint=True, openWorldHint=False),
    ),
]

PROMPT = types.Prompt(
    name="plan-from-risks",
    title="Plan from risks",
    description="Walks through list shops -> inventory risks -> recommendations -> a plan with its lines.",
    arguments=[
        types.PromptArgument(name="shop", description="a shop's name or code (default: every shop)", required=False),
        types.PromptArgument(name="planType", description="RESTOCK (default), REBALANCE or MARKDOWN", required=False),
    ],
)

server: Server[Any, Any] = Server(NAME, instructions=INSTRUCTIONS)


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    """The three tools."""
    return TOOLS


def _operations(caller: calls.Caller) -> tuple[dict[str, Any], list[catalog.Operation]]:
    document = calls.document(caller)
    return document, catalog.operations(document)


def _operation(operations: list[catalog.Operation], operation_id: Any) -> catalog.Operation:
    found = catalog.find(operations, str(operation_id))
    if found is None:
        raise ValueError(f"no operation {operation_id!r}: search_operations lists the operationIds")
    return found


def search_operations(caller: calls.Caller, arguments: dict[str, Any]) -> dict[str, Any]:
    """The tool ``search_operations``: ``{operations: [...], count}`` among those the caller may call."""
    _, operations = _operations(caller)
    allowed = catalog.visible(operations, caller.permissions)
    found = catalog.search(allowed, arguments.get("text"), arguments.get("tag"))
    return {"operations": [operation.compact() for operation in found], "count": len(found)}


def describe_operation(caller: calls.Caller, arguments: dict[str, Any]) -> dict[str, Any]:
    """The tool ``describe_operation``: the operation whole, references resolved."""
    document, operations = _operations(caller)
    return catalog.describe(_operation(operations, arguments["operationId"]), document)


def invoke_operation(caller: calls.Caller, arguments: dict[str, Any]) -> dict[str, Any]:
    """The tool ``invoke_operation``: ``{status, body}`` of the HTTP call made with the caller's token."""
    _, operations = _operations(caller)
    operation = _operation(operations, arguments["operationId"])
    return calls.invoke(
        caller,
        operation,
        path_params=arguments.get("pathParams"),
        query=arguments.get("query"),
        body=arguments.get("body"),
        idempotency_key=arguments.get("idempotencyKey"),
    )


HANDLERS = {
    "search_operations": search_operations,
    "describe_operation": describe_operation,
    "invoke_operation": invoke_operation,
}


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """Run a tool for the current caller; an exception becomes a tool error (``isError``) with its message."""
    handler = HANDLERS.get(name)
    if handler is None:
        raise ValueError(f"unknown tool {name}")
    return handler(calls.current_caller(), arguments)


@server.list_prompts()
async def list_prompts() -> list[types.Prompt]:
    """The one prompt."""
    return [PROMPT]


PLAN_TYPES = ("RESTOCK", "REBALANCE", "MARKDOWN")


def plan_from_risks_text(shop: str | None, plan_type: str | None) -> str:
    """The prompt's instructions to the agent (a plan type it does not know is RESTOCK)."""
    kind = (plan_type or "").strip().upper()
    kind = kind if kind in PLAN_TYPES else "RESTOCK"
    where = f"the shop matching {shop!r}" if shop else "every shop"
    domain = kind.lower()
    return "\n".join(
        [
            f"Draft a {kind} plan for {where} from today's inventory risks. Use the tools of this server; every call "
            "runs with my token, so skip what it refuses (403) and tell me.",
            "1. Shops: invoke_operation listShops" + (f" with query {{q: {shop!r}}}" if shop else "") + "; note each shop's id.",
            "2. Risks: describe_operation listInventoryRisks, then invoke it with query {shopIds: [those ids]}; keep the "
            "variants at risk (STOCKOUT, OVERSTOCK) with their days of supply.",
            f"3. Recommendations: invoke listRecommendations with pathParams {{domain: {domain!r}}} and query "
            "{shopId, variantId} for those variants (listRecommendationsFull gives the why of each line).",
            f"4. Plan: describe_operation create{kind.title()}Plan and create it with a clear name and an "
            "idempotencyKey; then add the recommended lines (addPlanItemFromRecommendation, or the add-item "
            "operation of the plan type), and read the plan back with getPlan.",
            "5. Report: the plan's id and code, its lines (shop, variant, size, quantity) and why each line is there. "
            "Do not change the plan's status: a person validates it.",
        ]
    )


@server.get_prompt()
async def get_prompt(name: str, arguments: dict[str, str] | None) -> types.GetPromptResult:
    """The prompt ``plan-from-risks``, its text built from the optional shop and plan type."""
    if name != PROMPT.name:
        raise ValueError(f"unknown prompt {name}")
    arguments = arguments or {}
    text = plan_from_risks_text(arguments.get("shop"), arguments.get("planType"))
    return types.GetPromptResult(
        description=PROMPT.description,
        messages=[types.PromptMessage(role="user", content=types.TextContent(type="text", text=text))],
    )
