"""Date fields shared by request bodies: ``YYYY-MM-DD`` only, and an end that is not before its start."""

from __future__ import annotations

import re
from datetime import date
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, ValidationInfo


def _plain_date(value: Any) -> Any:
    """Only ``YYYY-MM-DD`` text (or a date) is a date here: no timestamps, no epoch numbers."""
    if isinstance(value, date) or (isinstance(value, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value)):
        return value
    raise ValueError("expected a date as YYYY-MM-DD")


PlainDate = Annotated[date, BeforeValidator(_plain_date), Field(description="YYYY-MM-DD")]


def end_not_before_start(end: date, info: ValidationInfo) -> date:
    """Validator of an ``endDate`` field: not before the model's ``startDate`` (both days included).

    Raises:
        ValueError: endDate < startDate.
    """
    start = info.data.get("startDate")
    if start is not None and end < start:
        raise ValueError("endDate must not be before startDate")
    return end
