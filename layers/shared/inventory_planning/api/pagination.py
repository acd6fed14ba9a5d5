"""SPEC's common list rules: ``page`` 1-indexed (default 1, 1..2^53-1), ``pageSize`` default 20, 1..100.

Use the annotated types as route parameters so that Powertools validates them (422 on violation).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, TypeVar

from aws_lambda_powertools.event_handler.openapi.params import Query

MAX_PAGE = 9007199254740991
DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100

Page = Annotated[int, Query(ge=1, le=MAX_PAGE, description="1-indexed page number")]
PageSize = Annotated[int, Query(alias="pageSize", ge=1, le=MAX_PAGE_SIZE, description="rows per page, 1..100")]

T = TypeVar("T")


def offset_of(page: int, page_size: int) -> int:
    """Index of the first row of ``page`` (0-based)."""
    return (page - 1) * page_size


def slice_page(rows: Sequence[T], page: int, page_size: int) -> list[T]:
    """The rows of one page of an in-memory, already ordered sequence."""
    start = offset_of(page, page_size)
    return list(rows[start : start + page_size])


def page_meta(page: int, page_size: int, total: int) -> dict[str, Any]:
    """``{page, pageSize, total}`` as SPEC's list responses carry it."""
    return {"page": page, "pageSize": page_size, "total": total}


def csv_ids(value: str | None) -> list[str]:
    """Split a comma-separated id list, dropping blanks and duplicates while keeping order."""
    if not value:
        return []
    seen: dict[str, None] = {}
    for part in value.split(","):
        part = part.strip()
        if part:
            seen.setdefault(part, None)
    return list(seen)
