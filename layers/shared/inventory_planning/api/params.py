"""Query-parameter types and checks shared by the API functions (id filters, id lists, time bounds)."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import Annotated, Any, TypeVar

from aws_lambda_powertools.event_handler.openapi.params import Query
from pydantic import AwareDatetime, BeforeValidator

from inventory_planning.api.errors import NotFound, ValidationFailed, field_error
from inventory_planning.api.pagination import csv_ids

MAX_IDS = 100
DATE_PATTERN = r"^\d{4}-\d{2}-\d{2}$"
T = TypeVar("T")


def id_query(alias: str) -> Any:
    """An optional single-id query parameter named ``alias`` on the wire (1..64 characters)."""
    return Annotated[str | None, Query(alias=alias, min_length=1, max_length=64)]


MAX_ID_LENGTH = 64
ID_LIST_MAX_LENGTH = MAX_IDS * (MAX_ID_LENGTH + 1) - 1  # 100 ids of 64 characters and their commas


def id_list_query(alias: str) -> Any:
    """An optional comma-separated id list query parameter named ``alias``: at most 100 ids of at
    most 64 characters each (so at most 6,499 characters)."""
    return Annotated[
        str | None,
        Query(
            alias=alias,
            max_length=ID_LIST_MAX_LENGTH,
            pattern=id_list_pattern(),
            description=f"comma-separated ids, at most {MAX_IDS}, each 1..{MAX_ID_LENGTH} characters",
        ),
    ]


def id_list(name: str, value: str | None) -> list[str]:
    """The distinct ids of a comma-separated parameter, in order.

    Raises:
        ValidationFailed: more than 100 ids, or an id longer than 64 characters (422 naming ``name``).
    """
    ids = csv_ids(value)
    if len(ids) > MAX_IDS:
        raise ValidationFailed([field_error(name, f"at most {MAX_IDS} ids", "too_many")])
    if any(len(i) > MAX_ID_LENGTH for i in ids):
        raise ValidationFailed([field_error(name, f"each id has at most {MAX_ID_LENGTH} characters", "too_long")])
    return ids


def require_found(entity: T | None, what: str) -> T:
    """``entity``, or 404 NOT_FOUND ("<what> not found") when it is None (missing or another organization's)."""
    if entity is None:
        raise NotFound(f"{what} not found")
    return entity


def time_bound(name: str, value: date | datetime | str | None, errors: list[dict[str, Any]]) -> str | None:
    """A time filter bound in the stored timestamp form, or None when absent or invalid.

    A date (``YYYY-MM-DD``) stays a date (as a prefix it covers the whole UTC day: callers append
    ``\\uffff`` to an upper bound); a date-time must carry an offset (``Z`` or ``+hh:mm``) and becomes
    the UTC instant ``YYYY-MM-DDTHH:MM:SS.mmmZ``. Values typed by the route (:data:`TimeBoundQuery`)
    arrive parsed; text is parsed here. An invalid value appends a ``fieldErrors`` entry for ``name``
    (code ``invalid_date``) to ``errors``.
    """
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = date.fromisoformat(value) if re.fullmatch(DATE_PATTERN, value) else datetime.fromisoformat(value)
        except ValueError:
            errors.append(field_error(name, "expected YYYY-MM-DD or an ISO 8601 date-time", "invalid_date"))
            return None
    if not isinstance(value, datetime):
        return value.isoformat()
    if value.tzinfo is None:
        errors.append(field_error(name, "a date-time needs a timezone (Z or an offset)", "invalid_date"))
        return None
    try:
        return utc_timestamp(value)
    except OverflowError:  # e.g. 0001-01-01T00:00:00+01:00 is before year 1 in UTC
        errors.append(field_error(name, "the date-time is outside the supported range", "invalid_date"))
        return None


def _iso_date_text(value: Any) -> Any:
    """Only ``YYYY-MM-DD`` text is a date: pydantic would read ``0`` (a number or digits) as 1970-01-01."""
    if isinstance(value, date):
        return value
    if not isinstance(value, str) or not re.fullmatch(DATE_PATTERN, value):
        raise ValueError("expected a date YYYY-MM-DD")
    return value


IsoDate = Annotated[date, BeforeValidator(_iso_date_text)]
"""A calendar date given as ``YYYY-MM-DD`` text only (query parameters and JSON bodies)."""


def _iso_text(value: Any) -> Any:
    """Only ISO 8601 text is a time bound: no epoch numbers (pydantic would read ``0.5`` as 1970)."""
    if isinstance(value, str) and not re.match(r"\d{4}-\d{2}-\d{2}", value):
        raise ValueError("expected YYYY-MM-DD or an RFC 3339 date-time")
    return value


def time_bound_query(alias: str) -> Any:
    """An optional time-filter query parameter: a date (``YYYY-MM-DD``, the whole UTC day) or a
    date-time with an offset (RFC 3339), inclusive. Documented as ``format: date`` or ``date-time``."""
    return Annotated[
        Annotated[AwareDatetime | date, BeforeValidator(_iso_text)] | None,
        Query(alias=alias, description="YYYY-MM-DD (the whole UTC day) or an RFC 3339 date-time with an offset; inclusive"),
    ]


def id_list_pattern() -> str:
    """1..100 comma-separated ids of 1..64 characters (no empty entry)."""
    return rf"^[^,]{{1,{MAX_ID_LENGTH}}}(,[^,]{{1,{MAX_ID_LENGTH}}}){{0,{MAX_IDS - 1}}}$"


def utc_timestamp(moment: datetime) -> str:
    """The stored timestamp form of an aware datetime: UTC, milliseconds, ``Z`` (sorts as text)."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
