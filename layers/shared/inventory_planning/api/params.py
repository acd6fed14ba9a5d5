"""Query-parameter types and checks shared by the API functions (id filters, id lists)."""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from aws_lambda_powertools.event_handler.openapi.params import Query

from inventory_planning.api.errors import NotFound, ValidationFailed, field_error
from inventory_planning.api.pagination import csv_ids

MAX_IDS = 100
T = TypeVar("T")


def id_query(alias: str) -> Any:
    """An optional single-id query parameter named ``alias`` on the wire (1..64 characters)."""
    return Annotated[str | None, Query(alias=alias, min_length=1, max_length=64)]


def id_list_query(alias: str) -> Any:
    """An optional comma-separated id list query parameter named ``alias`` (at most 100 ids)."""
    return Annotated[str | None, Query(alias=alias, max_length=4000, description=f"comma-separated ids, at most {MAX_IDS}")]


def id_list(name: str, value: str | None) -> list[str]:
    """The distinct ids of a comma-separated parameter, in order.

    Raises:
        ValidationFailed: more than 100 ids (422 naming ``name``).
    """
    ids = csv_ids(value)
    if len(ids) > MAX_IDS:
        raise ValidationFailed([field_error(name, f"at most {MAX_IDS} ids", "too_many")])
    return ids


def require_found(entity: T | None, what: str) -> T:
    """``entity``, or 404 NOT_FOUND ("<what> not found") when it is None (missing or another organization's)."""
    if entity is None:
        raise NotFound(f"{what} not found")
    return entity
