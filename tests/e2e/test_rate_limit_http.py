"""The per-token rate limit (100 requests per minute) over HTTP, on the real table."""

from __future__ import annotations

import time

LIMIT = 100


def _new_token(http, stack, name: str) -> tuple[str, str]:
    created = http.post("/api/settings/api-tokens", stack["token"], {"name": name, "permissions": ["analytics.view"]})
    assert created.status == 201, created.body
    data = created.json()["data"]
    return data["id"], data["token"]


def _start_of_a_fresh_window(margin_seconds: float = 15) -> None:
    """Wait for the next minute when too little of this one is left for 101 requests (fixed windows)."""
    into_minute = time.time() % 60
    if into_minute > 60 - margin_seconds:
        time.sleep(60 - into_minute + 0.2)


def test_101st_request_of_a_token_is_429_while_another_token_of_the_org_passes(http, stack):
    limited_id, limited = _new_token(http, stack, "e2e-rate-limited")
    other_id, other = _new_token(http, stack, "e2e-rate-other")
    try:
        _start_of_a_fresh_window()
        window = int(time.time() // 60)
        for number in range(1, LIMIT + 1):
            response = http.get("/api/auth/whoami", limited)
            assert response.status == 200, f"request {number}: {response.status} {response.body}"
            assert response.headers["ratelimit-remaining"] == str(LIMIT - number)
        refused = http.get("/api/auth/whoami", limited)
        assert int(time.time() // 60) == window, "the minute changed during the test; the window reset"

        assert refused.status == 429, refused.body
        body = refused.json()
        assert body == {"success": False, "errorCode": "RATE_LIMIT_EXCEEDED", "error": body["error"]}
        assert 1 <= int(refused.headers["retry-after"]) <= 60
        assert refused.headers["ratelimit-limit"] == str(LIMIT)
        assert refused.headers["ratelimit-remaining"] == "0"
        assert 0 <= int(refused.headers["ratelimit-reset"]) <= 60

        passes = http.get("/api/auth/whoami", other)
        assert passes.status == 200, passes.body
        assert passes.headers["ratelimit-remaining"] == str(LIMIT - 1)
    finally:
        for token_id in (limited_id, other_id):
            http.delete(f"/api/settings/api-tokens/{token_id}", stack["token"])
