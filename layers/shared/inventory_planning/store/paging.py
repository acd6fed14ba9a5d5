"""Page-based reads over DynamoDB Queries (SPEC's page/pageSize with a total).

DynamoDB has no offset, so a page is reached by reading past the rows before it: the cost of
page N is O(N x pageSize) rows read, paid in as few round trips as DynamoDB allows (1 MB per call).
Totals come from a ``Select=COUNT`` query (rows are counted server-side, not transferred), or from a
counter maintained at ingestion when the list is unfiltered. docs/decisions/0003-page-pagination.md
explains the trade-off and when a list moves to maintained page anchors.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice
from typing import Any, TypeVar

T = TypeVar("T")


def page_of(rows: Iterable[T], page: int, page_size: int) -> list[T]:
    """Rows of ``page`` (1-based) from an ordered iterable, consuming only what the page needs."""
    start = (page - 1) * page_size
    return list(islice(rows, start, start + page_size))


def query_page(
    query: Any,
    count: Any,
    page: int,
    page_size: int,
    total: int | None = None,
    **kwargs: Any,
) -> tuple[list[Any], int]:
    """One page of a pynamodb query plus the total number of matching rows.

    Args:
        query: ``Model.query`` or ``Index.query``.
        count: the matching ``Model.count`` / ``Index.count``.
        page, page_size: SPEC's list parameters.
        total: a known total (maintained counter) to skip the COUNT query.
        kwargs: hash_key, range_key_condition, filter_condition, scan_index_forward ...

    Returns:
        ``(rows, total)``.
    """
    count_keys = {"hash_key", "range_key_condition", "filter_condition", "consistent_read"}
    count_kwargs = {k: v for k, v in kwargs.items() if k in count_keys}
    if total is None:
        total = count(**count_kwargs)
    if (page - 1) * page_size >= total:
        return [], total
    page_hint = min(page * page_size, 1000) if kwargs.get("filter_condition") is None else None
    rows = page_of(query(page_size=page_hint, **kwargs), page, page_size)
    return rows, total
