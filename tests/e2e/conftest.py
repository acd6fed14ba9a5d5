"""The e2e session's order and the fuzzer's gateway.

The fuzz test (test_openapi_fuzz.py) runs last, against the session's own stack (its DynamoDB Local,
moto and loaded data) through a gateway of its own (``fuzz_gateway``): a ``local.gateway`` process over
the same table, queues and service clock whose handlers count a raised rate limit, so that the
fuzzer's thousands of requests meet no 429 while the session's gateway keeps the real limit of 100
that the rate-limit tests assert. It calls with service-account tokens of its own (a small pool, taken
in turns: tests/e2e/fuzz/hooks.py), with the session token's permissions. No second stack boots:
issue 35 (docs/performance.md "The suite in 10 minutes").
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.stack import FUZZ_RATE_LIMIT, FUZZ_TOKENS, Http, extra_gateways, ok

FUZZ_MODULE = "test_openapi_fuzz.py"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The fuzz module's tests last (a stable sort: every other test keeps its place), so that the
    fuzzer's writes land after every other test has read the stack."""
    items.sort(key=lambda item: item.path.name == FUZZ_MODULE)


@pytest.fixture(scope="module")
def fuzz_gateway(stack: dict[str, Any], tmp_path_factory: pytest.TempPathFactory):
    """The session stack's state (stack.json) with ``baseUrl`` a gateway of the fuzzer's own (rate limit
    ``FUZZ_RATE_LIMIT`` per token per minute), ``token`` a new service-account token with every
    permission of the stack's token and ``tokenPool`` ``FUZZ_TOKENS`` such tokens (``token`` first),
    which the fuzz hooks take turns with."""
    http = Http(stack["baseUrl"])
    permissions = ok(http.get("/api/auth/whoami", stack["token"]))["data"]["effectivePermissions"]
    pool = [
        ok(
            http.post("/api/settings/api-tokens", stack["token"], {"name": f"openapi-fuzzer-{n}", "permissions": permissions}),
            201,
        )["data"]["token"]
        for n in range(FUZZ_TOKENS)
    ]
    log_dir = tmp_path_factory.mktemp("fuzz-gateway")
    with extra_gateways(stack, 1, log_dir, rate_limit_per_minute=FUZZ_RATE_LIMIT) as (gateway,):
        yield {**stack, "baseUrl": gateway.base_url, "token": pool[0], "tokenPool": pool}
