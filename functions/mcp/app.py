"""The MCP gateway: a Model Context Protocol server at ``POST /mcp`` over the service's live OpenAPI contract.

Route (permission):
- POST /mcp (any authenticated caller): the MCP streamable HTTP transport, stateless (no session, nothing
  stored), JSON responses (no event stream). GET and DELETE /mcp answer 405 from API Gateway's MOCK, as
  every undeclared method does, which is what the transport asks of a server without streams or sessions.

The route is declared like every other (make_handler: identity from the authorizer, the per-token rate
limit, envelope errors), but not documented in the OpenAPI document: it is not a REST operation. Its
view hands the API Gateway event to the official SDK's ``StreamableHTTPSessionManager`` through Mangum
(ASGI in Lambda), one manager per request. The tools (mcp_gateway/server.py) call the API over HTTP
with the caller's own Authorization header, so every call meets the same authorizer, rate limit,
idempotency and audit as any client's. docs/decisions/0041-mcp-gateway.md says why.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from typing import Any

from aws_lambda_powertools.event_handler import Response
from inventory_planning.api.app import AUTHENTICATED, create_app, current_identity, make_handler
from inventory_planning.api.routes import ApiRouter
from mangum import Mangum
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp_gateway import calls
from mcp_gateway.server import server

router = ApiRouter(tag="Mcp")


async def mcp_asgi(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """One MCP request as an ASGI app: a stateless, JSON-answering session manager made for it (a manager
    runs once; nothing is kept between requests)."""
    manager = StreamableHTTPSessionManager(app=server, json_response=True, stateless=True)
    async with manager.run():
        await manager.handle_request(scope, receive, send)


@router.post("/mcp", operation_id="callMcpServer", permission=AUTHENTICATED, documented=False)
def mcp_endpoint() -> Response[str]:
    """An MCP JSON-RPC message (initialize, tools/list, tools/call, prompts/list, prompts/get, ...) and its
    JSON answer, for the caller whose token the authorizer accepted."""
    event = router.current_event.raw_event
    identity = current_identity(router)
    try:
        base_url: str | None = calls.api_base_url(event)
    except calls.CallFailed:
        base_url = None  # initialize, tools/list and prompts work; a tool that calls the API says why it cannot
    authorization = next((str(v) for k, v in (event.get("headers") or {}).items() if k.lower() == "authorization"), "")
    caller = calls.Caller(authorization=authorization, permissions=identity.permissions, base_url=base_url)
    with calls.calling(caller):
        answer = Mangum(mcp_asgi, lifespan="off")(event, app.lambda_context)
    headers = {str(k): str(v) for k, v in (answer.get("headers") or {}).items()}
    content_type = headers.pop("content-type", None) or "application/json"
    return Response(
        status_code=int(answer["statusCode"]), content_type=content_type, body=answer.get("body") or "", headers=headers
    )


app = create_app("Mcp")
app.include(router)
lambda_handler = make_handler(app)
