"""Errors that leave the API in SPEC's envelope ``{success: false, errorCode, error}``.

Error codes and statuses follow SPEC "Errors"; ``fieldErrors`` (REFERENCE 0.3) is added for
validation failures so that a client can see which fields failed.
"""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """An error with an HTTP status and a stable errorCode.

    Args:
        status: HTTP status code.
        error_code: stable machine-readable code (SPEC "Errors").
        message: human-readable text.
        field_errors: for 422, a list of ``{field, code, message}``.
        headers: extra response headers (e.g. Retry-After).
    """

    def __init__(
        self,
        status: int,
        error_code: str,
        message: str,
        field_errors: list[dict[str, Any]] | None = None,
        headers: dict[str, str] | None = None,
        details: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.details = details
        self.status = status
        self.error_code = error_code
        self.message = message
        self.field_errors = field_errors
        self.headers = headers or {}


class Unauthorized(ApiError):
    """401 UNAUTHORIZED: token missing, malformed, unknown, expired or revoked."""

    def __init__(self, message: str = "Authentication required") -> None:
        super().__init__(401, "UNAUTHORIZED", message)


class Forbidden(ApiError):
    """403 FORBIDDEN: the token is valid but lacks the permission or scope."""

    def __init__(self, message: str = "Missing permission") -> None:
        super().__init__(403, "FORBIDDEN", message)


class ValidationFailed(ApiError):
    """422 VALIDATION_ERROR with the failing fields."""

    def __init__(self, field_errors: list[dict[str, Any]], message: str | None = None) -> None:
        fields = ", ".join(sorted({str(f["field"]) for f in field_errors}))
        super().__init__(422, "VALIDATION_ERROR", message or f"Invalid input: {fields}", field_errors)


class Conflict(ApiError):
    """409 with a domain errorCode (e.g. a limit reached, a duplicate)."""

    def __init__(self, error_code: str, message: str) -> None:
        super().__init__(409, error_code, message)


def error_body(
    error_code: str, message: str, field_errors: list[dict[str, Any]] | None = None, details: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The SPEC error envelope as a dict (``details``: what a domain error adds, e.g. the blocking rules)."""
    body: dict[str, Any] = {"success": False, "errorCode": error_code, "error": message}
    if field_errors:
        body["fieldErrors"] = field_errors
    if details:
        body["details"] = details
    return body


def field_error(field: str, message: str, code: str = "invalid") -> dict[str, Any]:
    """One ``fieldErrors`` entry."""
    return {"field": field, "code": code, "message": message}
