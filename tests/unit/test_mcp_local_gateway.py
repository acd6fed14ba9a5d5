"""The local gateway serves the MCP function outside its handler lock (it calls the API back over HTTP,
and those calls take the lock), and every other route under it."""

from __future__ import annotations

import contextlib
import threading
from types import SimpleNamespace

import pytest

from local.apigw import ApiGateway
from local.gateway import CALLS_THE_API, GatewayRequestHandler


@pytest.fixture(scope="module")
def server():
    return SimpleNamespace(api=ApiGateway(), lock=threading.Lock())


@pytest.mark.parametrize(
    ("method", "path", "locked"),
    [
        ("POST", "/mcp", False),
        ("POST", "/mcp?x=1", False),
        ("GET", "/mcp", True),  # the MOCK 405: no function
        ("GET", "/api/shops", True),
        ("POST", "/api/restock-plans", True),
        ("GET", "/api/nothing", True),
    ],
)
def test_only_the_functions_that_call_the_api_back_run_outside_the_lock(server, method, path, locked):
    handler = SimpleNamespace(server=server)
    lock = GatewayRequestHandler._lock_for(handler, method, path)
    assert (lock is server.lock) is locked
    if not locked:
        assert isinstance(lock, contextlib.nullcontext)


def test_the_functions_outside_the_lock_are_functions_of_the_template(server):
    functions = {route.function for route in server.api.template.routes}
    assert CALLS_THE_API == {"McpFunction"} and CALLS_THE_API <= functions
