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

Cold start: the SDK's import is most of this function's init (bench/mcp_cold_start.py), so the function
runs with Lambda SnapStart (template.yaml): Lambda runs the init once per published version and resumes
new execution environments from its snapshot. Two runtime hooks: before the snapshot, :func:`prime`
answers one MCP exchange in process (the first request's lazy work is then in the snapshot); after a
restore, :func:`reseed` gives this environment its own ``random`` and OpenSSL generator states.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
import json
import os
import random
import ssl
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
        # Mangum types the ASGI app and the context as its own protocols; the MCP SDK's app and Powertools' context fit them
        answer = Mangum(mcp_asgi, lifespan="off")(event, app.lambda_context)  # type: ignore[arg-type]
    headers = {str(k): str(v) for k, v in (answer.get("headers") or {}).items()}
    content_type = headers.pop("content-type", None) or "application/json"
    return Response(
        status_code=int(answer["statusCode"]), content_type=content_type, body=answer.get("body") or "", headers=headers
    )


app = create_app("Mcp")
app.include(router)
lambda_handler = make_handler(app)

# ------------------------------------------------------------------------------------ SnapStart hooks
PRIMING_MESSAGES: tuple[dict[str, Any], ...] = (
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "snapstart", "version": "1"}},
    },
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    {"jsonrpc": "2.0", "id": 3, "method": "prompts/get", "params": {"name": "plan-from-risks", "arguments": {}}},
)


def _priming_event(message: dict[str, Any]) -> dict[str, Any]:
    """A REST proxy event carrying ``message`` to POST /mcp (no token: it never reaches make_handler)."""
    return {
        "resource": "/mcp",
        "path": "/mcp",
        "httpMethod": "POST",
        "headers": {"Host": "localhost", "Content-Type": "application/json", "Accept": "application/json, text/event-stream"},
        "multiValueHeaders": {},
        "queryStringParameters": None,
        "multiValueQueryStringParameters": None,
        "requestContext": {"resourcePath": "/mcp", "httpMethod": "POST", "path": "/mcp", "stage": "prime"},
        "body": json.dumps(message),
        "isBase64Encoded": False,
    }


def prime() -> list[dict[str, Any]]:
    """Before Lambda takes the snapshot: answer initialize, tools/list and prompts/get in process (the SDK's
    stateless manager, Starlette's request, the validators' first use), and make the TLS context the API
    calls use, so a restored environment's first request does none of it. No network, no caller.

    Returns the three JSON-RPC answers.

    Raises:
        RuntimeError: an answer is not a 200 JSON-RPC result (the snapshot would be of a broken function;
            Lambda then fails the version's publication instead of serving it).
    """
    answers = []
    for message in PRIMING_MESSAGES:
        answer = Mangum(mcp_asgi, lifespan="off")(_priming_event(message), None)  # type: ignore[arg-type]  # as above; no context while priming
        body = json.loads(answer.get("body") or "{}")
        if int(answer["statusCode"]) != 200 or "result" not in body:  # noqa: PLR2004 - HTTP OK
            raise RuntimeError(f"priming {message['method']}: {answer['statusCode']} {body}")
        answers.append(body)
    calls.tls_context()
    return answers


def reseed() -> None:
    """After a restore: every environment resumed from one snapshot starts with the same generator states.
    ``random`` (retry jitter, anyio) is reseeded from the OS, and fresh OS entropy is mixed into OpenSSL's
    generator, which making the TLS context seeded before the snapshot (its later draws, the TLS client
    random and key shares, would otherwise be alike in every restored environment; OpenSSL 3 reseeds the
    generators derived from it on their next draw). Ids and tokens come from ``os.urandom``/``secrets``,
    which need nothing (docs.aws.amazon.com/lambda/latest/dg/snapstart-uniqueness.html)."""
    random.seed()
    ssl.RAND_add(os.urandom(48), 48.0)


try:  # in Lambda's Python runtimes from 3.12 (SnapStart's runtime hooks); requirements-dev.txt has it for tests
    from snapshot_restore_py import register_after_restore, register_before_snapshot
except ImportError:  # pragma: no cover - a host without SnapStart: no hooks to register
    pass
else:
    register_before_snapshot(prime)
    register_after_restore(reseed)
