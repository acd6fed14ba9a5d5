"""The local stack's rate-limit knob: RATE_LIMIT_PER_MINUTE reaches the handlers' environment."""

from __future__ import annotations

import pytest

from local.stack import handler_environment, rate_limit_from_environment

ENDPOINTS = {"dynamodb_url": "http://127.0.0.1:1", "aws_url": "http://127.0.0.1:2", "jwks_url": "file:///k", "oidc_issuer": "i"}


def test_rate_limit_from_environment_defaults_to_100_and_refuses_what_the_log_cannot_hold():
    assert rate_limit_from_environment({}) == 100
    assert rate_limit_from_environment({"RATE_LIMIT_PER_MINUTE": " 7 "}) == 7
    assert rate_limit_from_environment({"RATE_LIMIT_PER_MINUTE": "10000"}) == 10000
    for bad in ("0", "-5", "1.5", "many", "10001"):
        with pytest.raises(ValueError, match="RATE_LIMIT_PER_MINUTE"):
            rate_limit_from_environment({"RATE_LIMIT_PER_MINUTE": bad})


def test_handler_environment_carries_the_limit(monkeypatch):
    monkeypatch.delenv("RATE_LIMIT_PER_MINUTE", raising=False)
    assert handler_environment(**ENDPOINTS)["RATE_LIMIT_PER_MINUTE"] == "100"
    monkeypatch.setenv("RATE_LIMIT_PER_MINUTE", "250")  # RATE_LIMIT_PER_MINUTE=250 make run
    assert handler_environment(**ENDPOINTS)["RATE_LIMIT_PER_MINUTE"] == "250"
    assert handler_environment(**ENDPOINTS, rate_limit_per_minute=3)["RATE_LIMIT_PER_MINUTE"] == "3"
