"""The API's one date rule (domain/dates.py) and what it bounds: the lake partitions a range reads."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from inventory_planning.domain.dates import (
    EARLIEST_DATE,
    LATEST_DATE,
    MAX_RANGE_DAYS,
    MAX_RANGE_MONTHS,
    range_errors,
)
from inventory_planning.store.lake import engine
from inventory_planning.store.lake import sales as lake_sales
from inventory_planning.store.lake.datasets import months_between


def codes(errors: list[dict]) -> dict[str, str]:
    return {e["field"]: e["code"] for e in errors}


def test_a_range_of_max_range_days_is_accepted_and_one_day_more_is_too_long():
    start = date(2016, 2, 29)
    widest = start + timedelta(days=MAX_RANGE_DAYS - 1)
    assert range_errors("from", start, "to", widest) == []
    assert codes(range_errors("from", start, "to", widest + timedelta(days=1))) == {"to": "range_too_long"}


@pytest.mark.parametrize("first_year", [1900, 1996, 2012, 2990])
def test_any_ten_calendar_years_fit(first_year):
    assert range_errors("from", date(first_year, 1, 1), "to", date(first_year + 9, 12, 31)) == []


def test_the_calendar_bounds_each_end_and_a_reversed_range_names_its_start():
    assert codes(range_errors("from", EARLIEST_DATE - timedelta(days=1), "to", None)) == {"from": "invalid_date"}
    assert codes(range_errors("from", None, "to", date(LATEST_DATE.year + 1, 1, 1))) == {"to": "invalid_date"}
    assert range_errors("from", EARLIEST_DATE, "to", None) == [] == range_errors("from", None, "to", LATEST_DATE)
    assert codes(range_errors("from", date(2024, 3, 2), "to", date(2024, 3, 1))) == {"from": "invalid_range"}
    morning, evening = datetime(2024, 3, 1, 9, tzinfo=UTC), datetime(2024, 3, 1, 18, tzinfo=UTC)
    assert codes(range_errors("from", evening, "to", morning)) == {"from": "invalid_range"}
    assert range_errors("from", evening, "to", date(2024, 3, 1)) == []  # a date covers its whole day


def _widest_ranges() -> list[tuple[date, date]]:
    """The longest ranges the rule accepts, starting on every day of a leap year and at the calendar's edges."""
    starts = [date(2015, 12, 31) + timedelta(days=i) for i in range(367)] + [EARLIEST_DATE]
    ranges = [(s, s + timedelta(days=MAX_RANGE_DAYS - 1)) for s in starts]
    return [*ranges, (LATEST_DATE - timedelta(days=MAX_RANGE_DAYS - 1), LATEST_DATE)]


def test_an_accepted_range_touches_at_most_max_range_months_months():
    ranges = _widest_ranges()
    assert all(range_errors("from", first, "to", last) == [] for first, last in ranges)
    assert max(len(months_between(first, last)) for first, last in ranges) == MAX_RANGE_MONTHS


@pytest.mark.parametrize("group_by", ["shop", "brand", "product"])
def test_the_sales_summary_of_an_accepted_range_reads_a_bounded_number_of_partitions(monkeypatch, group_by):
    """What made the issue's 0001-01-01..9999-12-31 take 19 s: one partition (and one SQL parameter)
    per month of the range. Within the rule, a summary lists at most MAX_RANGE_MONTHS partitions per
    table and binds a bounded number of parameters, whatever the grouping and the filters."""
    calls: list[tuple[dict, list]] = []

    def run(sql, tables, organization_id, months, parameters):
        calls.append((months, parameters))
        return []

    monkeypatch.setattr(engine, "run", run)
    for first, last in _widest_ranges()[::61]:
        for shops, brands in (((), ()), (("s1",), ()), ((), ("b1",))):
            lake_sales.summary("org", first, last, group_by=group_by, shop_ids=shops, brand_ids=brands)
    for months, parameters in calls:
        assert all(len(listed) <= MAX_RANGE_MONTHS for listed in months.values())
        assert len(parameters) <= MAX_RANGE_MONTHS + 10


def test_every_date_parameter_of_the_document_states_the_calendar():
    """Every query or path parameter that is a date or a date-time carries the calendar's pattern
    (years 1900..2999): the server refuses other years (422), so the document must too, or the
    fuzzer's schema-valid requests are refused (decidedAfter was one)."""
    import json

    from tests.helpers.environment import ROOT

    document = json.loads((ROOT / "docs" / "openapi.json").read_text())
    seen = 0
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            for parameter in operation.get("parameters", []):
                schema = parameter.get("schema", {})
                for option in [schema, *schema.get("anyOf", [])]:
                    if option.get("format") in ("date", "date-time"):
                        seen += 1
                        assert option.get("pattern", "").startswith("^(19\\d{2}|2\\d{3})"), (method, path, parameter["name"])
    assert seen >= 15


def test_all_time_reads_from_the_calendars_first_day():
    """A product's ALL_TIME KPIs cover every fact ingestion accepts (years 1900..), not from 2000 only."""
    from inventory_planning.domain.dates import EARLIEST_DATE
    from inventory_planning.services.catalog.products import period_range

    assert period_range("ALL_TIME", date(2022, 4, 1)) == (EARLIEST_DATE, date(2022, 3, 31))
