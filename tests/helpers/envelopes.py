"""Assertions on the error envelope ``{success: false, errorCode, error}`` shared by the suites."""

from __future__ import annotations

from typing import Any


def assert_envelope(result: Any, status: int, code: str) -> None:
    """``result`` (a gateway or HTTP response) is the error envelope with ``status`` and ``code``."""
    assert result.status == status, result.body
    body = result.json()
    assert body["success"] is False
    assert body["errorCode"] == code
    assert isinstance(body["error"], str) and body["error"]
