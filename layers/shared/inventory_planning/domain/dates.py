"""Dates of the API: ``YYYY-MM-DD`` only, within one calendar, and ranges of a bounded length.

One rule for every date the API takes (query parameters, bodies) and every range of two of them:

- a date is in the calendar ``EARLIEST_DATE`` .. ``LATEST_DATE`` (years 1900 to 2999: the schema
  says so with :data:`DATE_PATTERN`);
- a range's end is not before its start, and the range covers at most ``MAX_RANGE_DAYS`` days,
  both ends included (3,660: any ten calendar years, 3,652 or 3,653 days, fit; so a range touches at
  most :data:`MAX_RANGE_MONTHS` months of the lake);
- a range with one end only is open on the other side: it reads at most the data there is.

Beyond the rule a request answers 422 VALIDATION_ERROR whose ``fieldErrors`` name the field (codes
``invalid_date``, ``invalid_range``, ``range_too_long``).
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, GetJsonSchemaHandler, ValidationInfo

from inventory_planning.kernel.errors import field_error

EARLIEST_DATE = date(1900, 1, 1)
LATEST_DATE = date(2999, 12, 31)
MAX_RANGE_DAYS = 3660
MAX_RANGE_MONTHS = 122  # the months 3,660 consecutive days can touch (from the last day of a month)
DATE_PATTERN = r"^(19\d{2}|2\d{3})-\d{2}-\d{2}$"
"""``YYYY-MM-DD`` with a year of the calendar (1900..2999), as the schema gives it."""
INSTANT_PATTERN = r"^(19\d{2}|2\d{3})-\d{2}-\d{2}"
"""The start of a date or an RFC 3339 date-time of the calendar, as the schema gives it."""
RANGE_RULE = f"a range covers at most {MAX_RANGE_DAYS} days, both ends included"


def in_calendar(day: date) -> bool:
    """True when ``day`` is within ``EARLIEST_DATE`` .. ``LATEST_DATE``."""
    return EARLIEST_DATE <= day <= LATEST_DATE


def calendar_error(name: str) -> dict[str, Any]:
    """The ``fieldErrors`` entry of a date outside the calendar (code ``invalid_date``, as any unusable date)."""
    return field_error(name, f"a date is between {EARLIEST_DATE} and {LATEST_DATE}", "invalid_date")


def _day(value: date | datetime | None) -> date | None:
    return value.date() if isinstance(value, datetime) else value


def range_errors(
    start_name: str, start: date | datetime | None, end_name: str, end: date | datetime | None
) -> list[dict[str, Any]]:
    """The ``fieldErrors`` of the range [start, end] (either end may be None: open).

    Each end given must be in the calendar (``invalid_date`` on that end); with both ends, ``start``
    must not be after ``end`` (``invalid_range`` on ``start_name``) and the range must cover at most
    ``MAX_RANGE_DAYS`` days, both included (``range_too_long`` on ``end_name``). A date covers its
    whole day; a date-time counts by its date for the calendar and the length (callers pass UTC
    instants). Empty when the range is acceptable.
    """
    ends = ((start_name, _day(start)), (end_name, _day(end)))
    errors = [calendar_error(n) for n, day in ends if day is not None and not in_calendar(day)]
    first, last = _day(start), _day(end)
    if errors or first is None or last is None:
        return errors
    both_instants = isinstance(start, datetime) and isinstance(end, datetime)
    if (start > end) if both_instants else (first > last):  # type: ignore[operator]  # a date covers its whole day
        return [field_error(start_name, f"{start_name} must not be after {end_name}", "invalid_range")]
    if (last - first).days + 1 > MAX_RANGE_DAYS:
        return [field_error(end_name, f"{RANGE_RULE}: {end_name} is at most {start_name} + {MAX_RANGE_DAYS - 1} days",
                            "range_too_long")]  # fmt: skip
    return []


def _plain_date(value: Any) -> Any:
    """Only ``YYYY-MM-DD`` text (or a date) of the calendar is a date here: no timestamps, no epoch numbers."""
    if isinstance(value, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        if not re.fullmatch(DATE_PATTERN, value):
            raise ValueError(f"a date is between {EARLIEST_DATE} and {LATEST_DATE}")
        return value
    if isinstance(value, date) and not isinstance(value, datetime):
        if not in_calendar(value):
            raise ValueError(f"a date is between {EARLIEST_DATE} and {LATEST_DATE}")
        return value
    raise ValueError("expected a date as YYYY-MM-DD")


class CalendarPattern:
    """Annotation that adds a ``pattern`` to the JSON schema of a date (or of each string form of a
    union, e.g. a date or a date-time), so that the documented schema carries the calendar."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __get_pydantic_json_schema__(self, core_schema: Any, handler: GetJsonSchemaHandler) -> dict[str, Any]:
        schema = handler.resolve_ref_schema(handler(core_schema))
        for option in [schema, *schema.get("anyOf", [])]:
            if option.get("type") == "string":
                option["pattern"] = option.get("pattern") or (DATE_PATTERN if option.get("format") == "date" else self.pattern)
        return schema


CalendarDate = Annotated[date, BeforeValidator(_plain_date), CalendarPattern(DATE_PATTERN)]
"""A calendar date given as ``YYYY-MM-DD`` text (or a date), years 1900..2999 (query parameters,
which carry their own description)."""

PlainDate = Annotated[CalendarDate, Field(description=f"YYYY-MM-DD, {EARLIEST_DATE}..{LATEST_DATE}")]
""":data:`CalendarDate` with its description (body fields)."""


def range_end(end: date, info: ValidationInfo, start_field: str = "startDate", end_field: str = "endDate") -> date:
    """Validator of a body's range end (``endDate``): the range [startDate, endDate] follows :func:`range_errors`.

    Raises:
        ValueError: endDate < startDate, or the range is longer than ``MAX_RANGE_DAYS`` days.
    """
    start = info.data.get(start_field)
    errors = range_errors(start_field, start, end_field, end) if start is not None else []
    if errors:
        raise ValueError(errors[0]["message"])
    return end


end_not_before_start = range_end  # the former name: a range end is also bounded in length
