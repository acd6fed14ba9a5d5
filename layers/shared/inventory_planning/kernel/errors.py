"""Errors a caller can act on, raised by the domain, the services and the store.

Each carries a stable ``code`` (SPEC "Errors": errorCode) and a ``kind`` that the API maps to an
HTTP status in one place (``inventory_planning.api.app.create_app``):

| kind        | status | example codes                                        |
|-------------|--------|------------------------------------------------------|
| invalid     | 422    | VALIDATION_ERROR (with ``field_errors``)             |
| not_found   | 404    | NOT_FOUND, PLAN_NOT_FOUND                            |
| conflict    | 409    | ORG_LIST_ENTRY_DUPLICATE, TOKEN_LIMIT_REACHED, ...   |
| forbidden   | 403    | FORBIDDEN                                            |

Nothing here imports AWS or HTTP code, nor anything of the project (the kernel): jobs raise and catch
the same errors.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

Kind = Literal["invalid", "not_found", "conflict", "forbidden"]


class DomainError(Exception):
    """Base of every error with an errorCode.

    Args:
        code: stable machine-readable code (errorCode on the wire).
        message: human-readable text (may change between versions).
        field_errors: for ``invalid``: ``[{field, code, message}]``.
    """

    kind: ClassVar[Kind] = "invalid"

    def __init__(self, code: str, message: str, field_errors: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.field_errors = field_errors or []


class InvalidInput(DomainError):
    """422 VALIDATION_ERROR: input that is well formed but not acceptable; ``field_errors`` names the fields."""

    kind: ClassVar[Kind] = "invalid"

    def __init__(self, field_errors: list[dict[str, Any]], message: str | None = None) -> None:
        names = ", ".join(sorted({str(e["field"]) for e in field_errors}))
        super().__init__("VALIDATION_ERROR", message or f"Invalid input: {names}", field_errors)


class Missing(DomainError):
    """404: the resource does not exist in the caller's organization (or belongs to another one)."""

    kind: ClassVar[Kind] = "not_found"

    def __init__(self, what: str, code: str = "NOT_FOUND") -> None:
        super().__init__(code, f"{what} not found")


class Conflict(DomainError):
    """409: the request contradicts the stored state (a duplicate, a limit, a concurrent change)."""

    kind: ClassVar[Kind] = "conflict"


class NotAllowed(DomainError):
    """403 FORBIDDEN: the caller may not do this (beyond the route's permission check)."""

    kind: ClassVar[Kind] = "forbidden"

    def __init__(self, message: str) -> None:
        super().__init__("FORBIDDEN", message)


def field_error(field: str, message: str, code: str = "invalid") -> dict[str, Any]:
    """One ``fieldErrors`` entry: ``{field, code, message}``."""
    return {"field": field, "code": code, "message": message}
