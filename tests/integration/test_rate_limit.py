"""100 requests per minute per token, shared by every function."""

from __future__ import annotations

from tests.integration.test_access_rules import assert_envelope


def test_101st_request_in_a_window_is_429(tenant, client, monkeypatch):
    from inventory_planning.api import app as api_app

    clock = {"now": 1_800_000_000.0}  # 00 s of a minute
    monkeypatch.setattr(api_app.time, "time", lambda: clock["now"])
    paths = ["/api/auth/whoami", "/api/shops", "/api/stock-ledger"]  # three functions, one budget
    for i in range(100):
        result = client.get(paths[i % 3], tenant.token)
        assert result.status == 200, (i, result.body)
        assert result.headers["RateLimit-Remaining"] == str(99 - i)
    clock["now"] += 15
    limited = client.get("/api/shops", tenant.token)
    assert_envelope(limited, 429, "RATE_LIMIT_EXCEEDED")
    assert limited.headers["Retry-After"] == "45"
    assert limited.headers["RateLimit-Limit"] == "100"
    assert limited.headers["RateLimit-Remaining"] == "0"
    assert limited.headers["RateLimit-Reset"] == "45"

    # Another token of the same organization has its own budget.
    from inventory_planning.store import accounts

    _, second = accounts.create_token(tenant.organization_id, "second", None, ["analytics.view"], None, "u")
    assert client.get("/api/shops", second).status == 200

    # The next window starts afresh.
    clock["now"] += 46
    fresh = client.get("/api/shops", tenant.token)
    assert fresh.status == 200
    assert fresh.headers["RateLimit-Remaining"] == "99"


def test_errors_also_count_and_carry_headers(tenant, client):
    result = client.get("/api/shops?page=0", tenant.token)
    assert result.status == 422
    assert result.headers["RateLimit-Limit"] == "100"
    assert result.headers["RateLimit-Remaining"] == "99"  # the first request of this token: it counted
