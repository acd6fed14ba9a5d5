"""Query-parameter types and checks shared by the API functions (id filters, id lists, dates, time bounds and their ranges)."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import Annotated, Any

from aws_lambda_powertools.event_handler.openapi.params import Query
from pydantic import AwareDatetime, BeforeValidator

from inventory_planning.api.errors import ValidationFailed, field_error
from inventory_planning.api.pagination import csv_ids
from inventory_planning.domain.dates import (
    EARLIEST_DATE,
    INSTANT_PATTERN,
    LATEST_DATE,
    RANGE_RULE,
    CalendarDate,
    CalendarPattern,
    calendar_error,
    in_calendar,
    range_errors,
)

MAX_IDS = 100


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


def _parsed_bound(name: str, value: date | datetime | str | None, errors: list[dict[str, Any]]) -> date | datetime | None:
    """``value`` as a date or an aware datetime of the calendar, or None (absent, or invalid: a
    ``fieldErrors`` entry for ``name`` is appended to ``errors``)."""
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = date.fromisoformat(value) if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) else datetime.fromisoformat(value)
        except ValueError:
            errors.append(field_error(name, "expected YYYY-MM-DD or an ISO 8601 date-time", "invalid_date"))
            return None
    if isinstance(value, datetime) and value.tzinfo is None:
        errors.append(field_error(name, "a date-time needs a timezone (Z or an offset)", "invalid_date"))
        return None
    if not in_calendar(value.date() if isinstance(value, datetime) else value):
        errors.append(calendar_error(name))
        return None
    return value


def _stored(value: date | datetime | None) -> str | None:
    if value is None:
        return None
    return utc_timestamp(value) if isinstance(value, datetime) else value.isoformat()


def time_range(
    start_name: str, start: date | datetime | str | None, end_name: str, end: date | datetime | str | None
) -> tuple[str | None, str | None]:
    """The bounds of the range [start, end] of two time-filter parameters, either of which may be
    absent (an open end), in the stored timestamp form: a date (``YYYY-MM-DD``) stays a date (as a
    prefix it covers the whole UTC day: callers append ``\\uffff`` to an upper bound); a date-time
    must carry an offset (``Z`` or ``+hh:mm``) and becomes the UTC instant ``YYYY-MM-DDTHH:MM:SS.mmmZ``.
    Values typed by the route (:func:`time_bound_query`) arrive parsed; text is parsed here.

    The range follows the API's one date rule (``domain.dates.range_errors``): each end in the
    calendar, ``start`` not after ``end`` (a date covers its whole day), and at most
    ``MAX_RANGE_DAYS`` days from the one to the other, both included.

    Raises:
        ValidationFailed: 422 naming the failing parameter(s).
    """
    errors: list[dict[str, Any]] = []
    low, high = _parsed_bound(start_name, start, errors), _parsed_bound(end_name, end, errors)
    if not errors:
        errors = range_errors(start_name, low, end_name, high)
    if errors:
        raise ValidationFailed(errors)
    return _stored(low), _stored(high)


def date_range(start_name: str, start: date | None, end_name: str, end: date | None) -> None:
    """Check the range [start, end] of two date parameters (either may be None: open) against the
    API's one date rule (``domain.dates.range_errors``: at most ``MAX_RANGE_DAYS`` days, both included).

    Raises:
        ValidationFailed: 422 naming the failing parameter.
    """
    errors = range_errors(start_name, start, end_name, end)
    if errors:
        raise ValidationFailed(errors)


IsoDate = CalendarDate
"""A calendar date given as ``YYYY-MM-DD`` text only, years 1900..2999 (query parameters and JSON
bodies): pydantic would read ``0`` (a number or digits) as 1970-01-01."""


def _iso_text(value: Any) -> Any:
    """Only ISO 8601 text is a time bound: no epoch numbers (pydantic would read ``0.5`` as 1970)."""
    if isinstance(value, str) and not re.match(r"\d{4}-\d{2}-\d{2}", value):
        raise ValueError("expected YYYY-MM-DD or an RFC 3339 date-time")
    return value


RANGE_DESCRIPTION = f"{EARLIEST_DATE}..{LATEST_DATE}; with the other end of its range, {RANGE_RULE}"


def time_bound_query(alias: str, other: str | None = None) -> Any:
    """An optional time-filter query parameter: a date (``YYYY-MM-DD``, the whole UTC day) or a
    date-time with an offset (RFC 3339), inclusive, years 1900..2999. Documented as ``format: date``
    or ``date-time`` with the calendar's ``pattern``; ``other`` names the other end of its range in
    the description (the range's length is a cross-field rule: :func:`time_range`)."""
    described = "YYYY-MM-DD (the whole UTC day) or an RFC 3339 date-time with an offset; inclusive; " + RANGE_DESCRIPTION
    if other:
        described += f" (between this and {other})"
    return Annotated[
        Annotated[AwareDatetime | date, BeforeValidator(_iso_text), CalendarPattern(INSTANT_PATTERN)] | None,
        Query(alias=alias, description=described),
    ]


def date_query(alias: str, described: str, other: str | None = None) -> Any:
    """An optional ``YYYY-MM-DD`` query parameter of the calendar (years 1900..2999); ``other``
    names the other end of its range in the description (the range rule: :func:`date_range`)."""
    text = f"{described}; {RANGE_DESCRIPTION} (between this and {other})" if other else described
    return Annotated[CalendarDate | None, Query(alias=alias, description=text)]


def id_list_pattern() -> str:
    """1..100 comma-separated ids of 1..64 characters (no empty entry)."""
    return rf"^[^,]{{1,{MAX_ID_LENGTH}}}(,[^,]{{1,{MAX_ID_LENGTH}}}){{0,{MAX_IDS - 1}}}$"


def utc_timestamp(moment: datetime) -> str:
    """The stored timestamp form of an aware datetime: UTC, milliseconds, ``Z`` (sorts as text)."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
