"""The per-token rate limit (100 requests per rolling minute) over HTTP, on the real table."""

from __future__ import annotations

import time

import pytest


def _new_token(http, stack, name: str) -> tuple[str, str]:
    created = http.post("/api/settings/api-tokens", stack["token"], {"name": name, "permissions": ["analytics.view"]})
    assert created.status == 201, created.body
    data = created.json()["data"]
    return data["id"], data["token"]


def test_101st_request_of_a_token_is_429_while_another_token_of_the_org_passes(http, stack):
    limit = int(stack.get("rateLimitPerMinute", 100))
    if limit > 500:
        pytest.skip(f"the stack allows {limit} requests a minute: too many to exhaust here")
    limited_id, limited = _new_token(http, stack, "e2e-rate-limited")
    other_id, other = _new_token(http, stack, "e2e-rate-other")
    try:
        # Whatever the second of the minute: the window rolls, there is no boundary to wait for.
        first_sent = time.time()
        for number in range(1, limit + 1):
            response = http.get("/api/auth/whoami", limited)
            if number == 1:
                first_done = time.time()
            assert response.status == 200, f"request {number}: {response.status} {response.body}"
            assert response.headers["ratelimit-remaining"] == str(limit - number)
            assert response.headers["ratelimit-limit"] == str(limit)
        refused_sent = time.time()
        refused = http.get("/api/auth/whoami", limited)
        refused_done = time.time()
        assert refused_done - first_sent < 55, "the first requests left the window before the last was sent"

        assert refused.status == 429, refused.body
        body = refused.json()
        assert body == {"success": False, "errorCode": "RATE_LIMIT_EXCEEDED", "error": body["error"]}
        # Retry-After: until the first request leaves the window, 60 s after the server counted it.
        retry_after = int(refused.headers["retry-after"])
        earliest, latest = 60 - (refused_done - first_sent), 60 - (refused_sent - first_done) + 1
        assert earliest <= retry_after <= latest, (retry_after, earliest, latest)
        assert refused.headers["ratelimit-limit"] == str(limit)
        assert refused.headers["ratelimit-remaining"] == "0"
        assert refused.headers["ratelimit-reset"] == refused.headers["retry-after"]
        assert http.get("/api/auth/whoami", limited).status == 429  # refusals do not free anything

        passes = http.get("/api/auth/whoami", other)
        assert passes.status == 200, passes.body
        assert passes.headers["ratelimit-remaining"] == str(limit - 1)
    finally:
        for token_id in (limited_id, other_id):
            http.delete(f"/api/settings/api-tokens/{token_id}", stack["token"])
