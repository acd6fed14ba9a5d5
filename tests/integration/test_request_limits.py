"""Every date range of the API has one maximum length (domain/dates.py: MAX_RANGE_DAYS, both ends
included) and every date one calendar (1900..2999): beyond them 422 VALIDATION_ERROR naming the
field; the widest range allowed is accepted on an empty organization."""

from __future__ import annotations

from datetime import date, timedelta
from urllib.parse import quote

import pytest
from inventory_planning.domain.dates import EARLIEST_DATE, LATEST_DATE, MAX_RANGE_DAYS

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.configuration import invalid, ok

START = date(2015, 3, 1)
WIDEST_END = START + timedelta(days=MAX_RANGE_DAYS - 1)  # the range covers MAX_RANGE_DAYS days
TOO_FAR = WIDEST_END + timedelta(days=1)

# (path with its other parameters, start parameter, end parameter)
QUERY_RANGES = [
    ("/api/sales/summary?groupBy=brand", "from", "to"),
    ("/api/sales/summary?groupBy=shop", "from", "to"),
    ("/api/sales/summary?groupBy=product", "from", "to"),
    ("/api/sales-lines?pageSize=100", "dateFrom", "dateTo"),
    ("/api/order-lines?pageSize=100", "dateFrom", "dateTo"),
    ("/api/movement-lines?pageSize=100", "dateFrom", "dateTo"),
    ("/api/stock-ledger?pageSize=100", "dateFrom", "dateTo"),
    ("/api/intelligence-layer/audit-log?pageSize=100", "from", "to"),
    ("/api/forecasts?pageSize=100", "dateFrom", "dateTo"),
    ("/api/intelligence/sales-forecasts?pageSize=100", "forecastDateFrom", "forecastDateTo"),
]
TIMED = ("/api/sales-lines", "/api/order-lines", "/api/movement-lines", "/api/stock-ledger", "/api/intelligence-layer/audit-log")
TIME_RANGES = [q for q in QUERY_RANGES if q[0].split("?")[0] in TIMED]  # date or date-time bounds


def _url(path: str, low: str, low_value: str, high: str, high_value: str) -> str:
    return f"{path}&{low}={quote(low_value)}&{high}={quote(high_value)}"


@pytest.mark.parametrize(("path", "low", "high"), QUERY_RANGES)
def test_a_range_one_day_longer_than_the_maximum_is_422_on_its_end(tenant, client, path, low, high):
    result = client.get(_url(path, low, START.isoformat(), high, TOO_FAR.isoformat()), tenant.token)
    assert invalid(result) == {high: {"range_too_long"}}


@pytest.mark.parametrize(("path", "low", "high"), QUERY_RANGES)
def test_the_widest_range_is_accepted_on_an_empty_organization(tenant, client, path, low, high):
    body = ok(client.get(_url(path, low, START.isoformat(), high, WIDEST_END.isoformat()), tenant.token))
    rows = body["data"]
    assert rows == [] and (body.get("total", body.get("meta", {}).get("total"))) == 0


@pytest.mark.parametrize(("path", "low", "high"), QUERY_RANGES)
def test_a_date_outside_the_calendar_is_422_on_that_parameter(tenant, client, path, low, high):
    before = (EARLIEST_DATE - timedelta(days=1)).isoformat()
    after = date(LATEST_DATE.year + 1, 1, 1).isoformat()
    codes = ({"invalid_date"}, {"value_error"})  # a time bound (date or date-time), a plain date (pydantic's check)
    assert invalid(client.get(_url(path, low, before, high, "1900-01-31"), tenant.token)) in ({low: c} for c in codes)
    assert invalid(client.get(_url(path, low, "2999-12-01", high, after), tenant.token)) in ({high: c} for c in codes)
    assert ok(client.get(_url(path, low, EARLIEST_DATE.isoformat(), high, "1900-01-31"), tenant.token))["data"] == []
    assert ok(client.get(_url(path, low, "2999-12-01", high, LATEST_DATE.isoformat()), tenant.token))["data"] == []


@pytest.mark.parametrize(("path", "low", "high"), TIME_RANGES)
def test_date_times_count_by_their_day_and_a_reversed_range_is_422(tenant, client, path, low, high):
    start, end = f"{START}T23:00:00Z", f"{WIDEST_END}T00:00:00+02:00"
    assert ok(client.get(_url(path, low, start, high, end), tenant.token))["data"] == []
    too_long = _url(path, low, start, high, f"{TOO_FAR}T00:30:00Z")
    assert invalid(client.get(too_long, tenant.token)) == {high: {"range_too_long"}}
    reversed_ = _url(path, low, f"{START}T10:00:00Z", high, f"{START}T09:00:00Z")
    assert invalid(client.get(reversed_, tenant.token)) == {low: {"invalid_range"}}
    same_day = _url(path, low, f"{START}T10:00:00Z", high, START.isoformat())  # a date covers its whole day
    assert ok(client.get(same_day, tenant.token))["data"] == []


def test_an_open_range_reads_the_data_there_is_from_the_calendar_edge(tenant, client):
    for path, low, high in QUERY_RANGES:
        if path.startswith("/api/sales/summary"):
            continue  # from and to are required there
        assert ok(client.get(f"{path}&{low}={EARLIEST_DATE}", tenant.token))["data"] == [], path
        assert ok(client.get(f"{path}&{high}={LATEST_DATE}", tenant.token))["data"] == [], path


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/markdown-plans", {"name": "Winter sale"}),
        ("/api/planning-periods", {"name": "FY"}),
    ],
)
def test_body_ranges_follow_the_same_rule(tenant, client, path, body):
    too_long = client.post(path, tenant.token, {**body, "startDate": START.isoformat(), "endDate": TOO_FAR.isoformat()})
    assert invalid(too_long) == {"endDate": {"value_error"}}
    assert str(MAX_RANGE_DAYS) in too_long.json()["fieldErrors"][0]["message"]
    early = client.post(path, tenant.token, {**body, "startDate": "1899-12-31", "endDate": "1900-01-31"})
    assert invalid(early) == {"startDate": {"value_error"}}
    widest = client.post(path, tenant.token, {**body, "startDate": START.isoformat(), "endDate": WIDEST_END.isoformat()})
    assert ok(widest, 201)["data"]["endDate"] == WIDEST_END.isoformat()


def test_single_dates_are_within_the_calendar(tenant, client):
    assert invalid(client.get("/api/inventory/valuation?date=0001-01-01", tenant.token)) == {"date": {"value_error"}}
    assert ok(client.get(f"/api/inventory/valuation?date={LATEST_DATE}", tenant.token))["data"] == []
    job = {"organizationId": tenant.organization_id, "job": "stock-snapshot", "asOf": "9999-12-31"}
    assert invalid(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, job)) == {"asOf": {"value_error"}}
    listing = f"/api/data-platform/plans/RESTOCK?organizationId={tenant.organization_id}"
    assert invalid(client.get(f"{listing}&decidedAfter=0001-01-01T00:00:00%2B01:00", INTERNAL_TOKEN)) == {
        "decidedAfter": {"invalid_date"}
    }
    assert ok(client.get(f"{listing}&decidedAfter={LATEST_DATE}T23:59:59-01:00", INTERNAL_TOKEN))["data"]["total"] == 0
