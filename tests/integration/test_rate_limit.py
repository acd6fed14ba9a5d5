"""100 requests per rolling minute per token, shared by every function (sliding log, one UpdateItem)."""

from __future__ import annotations

import math

from tests.helpers.envelopes import assert_envelope

MINUTE = 1_800_000_000.0  # a minute boundary: epoch seconds divisible by 60


def test_101st_request_in_a_minute_is_429(tenant, client, monkeypatch):
    from inventory_planning.api import app as api_app

    clock = {"now": MINUTE}
    monkeypatch.setattr(api_app.time, "time", lambda: clock["now"])
    paths = ["/api/auth/whoami", "/api/shops", "/api/stock-ledger"]  # three functions, one budget
    for i in range(100):
        result = client.get(paths[i % 3], tenant.token)
        assert result.status == 200, (i, result.body)
        assert result.headers["RateLimit-Remaining"] == str(99 - i)
    clock["now"] += 15
    limited = client.get("/api/shops", tenant.token)
    assert_envelope(limited, 429, "RATE_LIMIT_EXCEEDED")
    assert limited.headers["Retry-After"] == "45"  # the first request leaves the window 60 s after it came
    assert limited.headers["RateLimit-Limit"] == "100"
    assert limited.headers["RateLimit-Remaining"] == "0"
    assert limited.headers["RateLimit-Reset"] == "45"

    # Another token of the same organization has its own budget.
    from inventory_planning.store import account as accounts

    _, second = accounts.create_token(tenant.organization_id, "second", None, ["analytics.view"], None, "u")
    assert client.get("/api/shops", second).status == 200

    # 61 s after the 100 requests they have all left the window.
    clock["now"] += 46
    fresh = client.get("/api/shops", tenant.token)
    assert fresh.status == 200
    assert fresh.headers["RateLimit-Remaining"] == "99"


def test_errors_also_count_and_carry_headers(tenant, client):
    result = client.get("/api/shops?page=0", tenant.token)
    assert result.status == 422
    assert result.headers["RateLimit-Limit"] == "100"
    assert result.headers["RateLimit-Remaining"] == "99"  # the first request of this token: it counted


def test_no_burst_at_a_minute_boundary_at_most_100_in_any_rolling_60_seconds(tenant, client, monkeypatch):
    """The fixed window let 100 through in the last second of a minute and 100 more in the first
    second of the next. Now: a burst just before the boundary, then a request every half second for
    two minutes; never more than 100 pass within 60 s, and a 429 says truly when to come back."""
    from inventory_planning.api import app as api_app

    clock = {"now": 0.0}
    monkeypatch.setattr(api_app.time, "time", lambda: clock["now"])
    paths = ["/api/auth/whoami", "/api/shops", "/api/brands"]
    arrivals = [MINUTE - 0.5 + i * 0.005 for i in range(100)] + [MINUTE + i * 0.5 for i in range(240)]
    passed: list[float] = []
    refusals: list[tuple[float, int]] = []
    for i, now in enumerate(arrivals):
        clock["now"] = now
        result = client.get(paths[i % 3], tenant.token)
        assert result.headers["RateLimit-Limit"] == "100"
        if result.status == 200:
            passed.append(now)
            assert result.headers["RateLimit-Remaining"] == str(100 - sum(1 for p in passed if now - p < 60))
        else:
            assert_envelope(result, 429, "RATE_LIMIT_EXCEEDED")
            assert result.headers["RateLimit-Remaining"] == "0"
            assert result.headers["Retry-After"] == result.headers["RateLimit-Reset"]
            refusals.append((now, int(result.headers["Retry-After"])))

    assert passed[:100] == arrivals[:100]  # the burst before the boundary passes
    for earlier, later in zip(passed, passed[100:], strict=False):  # any 101 passes span at least 60 s
        assert later - earlier >= 60, (earlier, later)
    assert min(p for p in passed[100:]) >= MINUTE + 59.5  # nothing more until the burst leaves
    assert sum(1 for p in passed if MINUTE - 0.5 <= p < MINUTE + 59.5) == 100
    # A refused request was told the seconds until the oldest request of the window leaves it.
    for now, retry_after in refusals:
        oldest = [p for p in passed if now - p < 60][0]
        assert retry_after == max(1, math.ceil(oldest + 60 - now)), (now, retry_after, oldest)
    # Refused requests do not count: in the second minute the client still gets 100 (one per 0.6 s of
    # window, here every second arrival is refused, the other passes).
    assert sum(1 for p in passed if MINUTE + 59.5 <= p < MINUTE + 119.5) == 100


def test_the_limit_comes_from_the_environment(tenant, client, monkeypatch):
    from inventory_planning.api import app as api_app
    from inventory_planning.settings import get_settings

    monkeypatch.setenv("RATE_LIMIT_PER_MINUTE", "5")
    get_settings.cache_clear()
    try:
        clock = {"now": MINUTE}
        monkeypatch.setattr(api_app.time, "time", lambda: clock["now"])
        for i in range(5):
            assert client.get("/api/auth/whoami", tenant.token).headers["RateLimit-Remaining"] == str(4 - i)
        clock["now"] += 10
        limited = client.get("/api/auth/whoami", tenant.token)
        assert_envelope(limited, 429, "RATE_LIMIT_EXCEEDED")
        assert limited.headers["RateLimit-Limit"] == "5"
        assert limited.headers["Retry-After"] == "50"

        # Raising the limit keeps the window: the same log, now with room for 2 more.
        monkeypatch.setenv("RATE_LIMIT_PER_MINUTE", "7")
        get_settings.cache_clear()
        assert client.get("/api/auth/whoami", tenant.token).headers["RateLimit-Remaining"] == "1"
        assert client.get("/api/auth/whoami", tenant.token).headers["RateLimit-Remaining"] == "0"
        assert client.get("/api/auth/whoami", tenant.token).status == 429
    finally:
        get_settings.cache_clear()


def _count_calls(monkeypatch) -> list[str]:
    import botocore.client

    calls: list[str] = []
    real = botocore.client.BaseClient._make_api_call

    def counting(self, operation_name, api_params):
        calls.append(operation_name)
        return real(self, operation_name, api_params)

    monkeypatch.setattr(botocore.client.BaseClient, "_make_api_call", counting)
    return calls


def test_one_dynamodb_update_per_request_once_the_token_has_a_log(aws, monkeypatch):
    from inventory_planning.store import ratelimit

    first = ratelimit.record("org-1", "key-1", 3, MINUTE)  # creates the log: the one-update path, then a write
    assert first.allowed and first.in_window == 1
    calls = _count_calls(monkeypatch)
    outcomes = [ratelimit.record("org-1", "key-1", 3, MINUTE + s) for s in (1, 2, 3, 60.5)]
    assert [o.allowed for o in outcomes] == [True, True, False, True]
    assert [o.in_window for o in outcomes] == [2, 3, 3, 3]
    assert outcomes[2].reset_seconds == 57  # refused at +3 s: the first (at 0 s) leaves at +60 s
    assert calls == ["UpdateItem"] * 4  # admissions and the refusal alike


def test_concurrent_first_requests_of_a_token_are_both_counted(aws, monkeypatch):
    """Two first requests at once: the second to write its new log finds the first's and appends to it."""
    from inventory_planning.store import ratelimit

    real_replace = ratelimit._replace
    calls = _count_calls(monkeypatch)

    def other_request_writes_first(*args, **kwargs):
        monkeypatch.setattr(ratelimit, "_replace", real_replace)
        other = ratelimit.record("org-1", "key-2", 3, MINUTE)
        assert other.allowed and other.in_window == 1
        return real_replace(*args, **kwargs)

    monkeypatch.setattr(ratelimit, "_replace", other_request_writes_first)
    mine = ratelimit.record("org-1", "key-2", 3, MINUTE + 0.01)
    assert mine.allowed and mine.in_window == 2
    # mine: append (no log), write (lost); other: append, write; mine: append.
    assert calls == ["UpdateItem"] * 5
    assert ratelimit.record("org-1", "key-2", 3, MINUTE + 0.02).in_window == 3
    assert not ratelimit.record("org-1", "key-2", 3, MINUTE + 0.03).allowed
