"""Risk statuses per type (docs/intelligence.md "Inventory risks"; domain/risks.py ``status_of``): each
type's score and its critical | warning | healthy tiers, hand-computed, and the ``status=`` filter's
SQL (store/lake/risks/risk_types.py ``status_sql``) choosing exactly the rows ``status_of`` names."""

from __future__ import annotations

from datetime import date

import duckdb
import pytest
from inventory_planning.domain.risks import VariantNames, risk_record, risk_score, status_of
from inventory_planning.store.lake.risks.risk_types import score_sql, status_sql

RUN = date(2024, 6, 3)  # the day before the run: 2024-06-02
SEVERITY = {"healthy": 0, "warning": 1, "critical": 2}


def row(**columns) -> dict:
    """A row of the risks page query with the columns the score and the record read."""
    base = {
        "variant_id": "v", "product_id": "p", "brand_id": "b", "shop_id": "s", "size": None, "closing_stock": 100.0,
        "avg_daily_sales": None, "days_of_supply": None, "lead_time_demand": 0.0, "lead_time_sigma": 0.0,
        "lead_time_days": 14, "horizon_demand": 0.0, "horizon_days": 90, "stock_value": 0.0, "last_sale_date": None,
        "destination_shop_id": None, "destination_deficit": None, "excess_units": 0.0, "excess_value": 0.0, "units_30": 0.0,
        "deficit_elsewhere": 0.0, "valuation_basis": None,
    }  # fmt: skip
    return {**base, **columns}


@pytest.mark.parametrize(
    ("days", "score", "status"),
    [
        (0.0, 1.0, "critical"),  # nothing left: 1 - 0/28
        (5.0, 0.8214, "critical"),  # 1 - 5/28 = 0.82142...
        (6.99, 0.7504, "critical"),  # 1 - 6.99/28 = 0.75036
        (7.0, 0.75, "warning"),  # 1 - 7/28 = 0.75: REFERENCE 2.1's warning from 7 days
        (10.5, 0.625, "warning"),  # 1 - 10.5/28
        (13.99, 0.5004, "warning"),  # 1 - 13.99/28 = 0.50036
        (14.0, 0.5, "healthy"),  # 1 - 14/28: healthy from 14 days
        (55.0, 0.0, "healthy"),  # beyond 28 days: 0
        (None, 0.0, "healthy"),  # nothing sold
    ],
)
def test_stockout_score_is_days_of_supply_urgency_and_its_tiers_are_reference_2_1(days, score, status):
    assert risk_score("STOCKOUT", row(days_of_supply=days), RUN) == score
    assert status_of("STOCKOUT", score) == status


@pytest.mark.parametrize(
    ("stock", "excess", "score", "status"),
    [
        (4957.0, 4908.93, 0.9903, "critical"),  # the brand's first OVERSTOCK: 4908.93 / 4957 = 0.99030
        (100.0, 50.0, 0.5, "critical"),  # horizon demand 50: stock = 2x the horizon's demand (cover 180 of 90 days)
        (100.0, 49.99, 0.4999, "warning"),
        (100.0, 20.0, 0.2, "warning"),  # horizon demand 80: stock = 1.25x the horizon's demand
        (100.0, 19.0, 0.19, "healthy"),  # an excess within a fifth of the stock
    ],
)
def test_overstock_tiers_are_the_excess_share_of_the_stock(stock, excess, score, status):
    assert risk_score("OVERSTOCK", row(closing_stock=stock, excess_units=excess), RUN) == score
    assert status_of("OVERSTOCK", score) == status


@pytest.mark.parametrize(
    ("last_sale", "score", "status", "tier"),
    [
        (None, 1.0, "critical", "dead"),  # never sold
        (date(2024, 3, 4), 1.0, "critical", "dead"),  # 2024-03-04 -> 2024-06-02: 27 + 30 + 31 + 2 = 90 days
        (date(2024, 3, 5), 0.9889, "warning", "very_stale"),  # 89 days: 89/90
        (date(2024, 4, 3), 0.6667, "warning", "very_stale"),  # 27 + 31 + 2 = 60 days: 60/90
        (date(2024, 4, 4), 0.6556, "healthy", "stale"),  # 59 days: 59/90 = 0.65556
        (date(2024, 5, 3), 0.3333, "healthy", "stale"),  # 28 + 2 = 30 days: 30/90
    ],
)
def test_slow_mover_tiers_are_the_dead_stock_tiers(last_sale, score, status, tier):
    r = row(last_sale_date=last_sale)
    assert risk_score("SLOW_MOVER", r, RUN) == score
    record = risk_record("SLOW_MOVER", r, 1, RUN, VariantNames())
    assert (record.score, record.status, record.dead_stock_tier) == (score, status, tier)


@pytest.mark.parametrize(
    ("deficit", "score", "status"),
    [(250.0, 1.0, "critical"), (50.0, 0.5, "critical"), (20.0, 0.2, "warning"), (18.0, 0.18, "healthy")],
)
def test_displaced_tiers_are_the_share_of_the_idle_stock_wanted_elsewhere(deficit, score, status):
    record = risk_record("DISPLACED", row(deficit_elsewhere=deficit), 1, RUN, VariantNames())
    assert (record.score, record.status) == (score, status)  # deficit / 100 in stock, at most 1


@pytest.mark.parametrize("risk_type", ["STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED"])
def test_a_higher_score_never_has_a_lower_severity_within_a_type(risk_type):
    scores = [i / 10_000 for i in range(10_001)]
    severities = [SEVERITY[status_of(risk_type, s)] for s in scores]
    assert severities == sorted(severities)
    assert set(severities) == {0, 1, 2}  # every tier is reachable


def test_an_overstock_record_says_critical_for_4500_days_of_supply():
    # 4,957 units selling 1.1 a day (4,506 days of supply), 48.07 units of demand over the 90-day horizon
    r = row(closing_stock=4957.0, days_of_supply=4506.36, horizon_demand=48.07, excess_units=4908.93, excess_value=0.0)
    record = risk_record("OVERSTOCK", r, 1, RUN, VariantNames())
    assert (record.score, record.status) == (0.9903, "critical")


CASES = {
    "STOCKOUT": [row(days_of_supply=d) for d in (0.0, 5.0, 6.99, 7.0, 13.99, 14.0, 40.0, None)],
    "OVERSTOCK": [row(excess_units=e) for e in (99.0, 50.0, 49.99, 20.0, 19.99, 1.0)],
    "SLOW_MOVER": [row(last_sale_date=d) for d in (None, date(2024, 3, 4), date(2024, 3, 5), date(2024, 4, 3), date(2024, 4, 4))],
    "DISPLACED": [row(deficit_elsewhere=d) for d in (250.0, 50.0, 49.0, 20.0, 18.0)],
}


@pytest.mark.parametrize("risk_type", list(CASES))
@pytest.mark.parametrize("status", ["critical", "warning", "healthy"])
def test_the_status_filter_chooses_the_rows_of_that_status(risk_type, status):
    rows = CASES[risk_type]
    values = [(i, r["closing_stock"], r["days_of_supply"], r["excess_units"], r["last_sale_date"], r["deficit_elsewhere"])
              for i, r in enumerate(rows)]  # fmt: skip
    db = duckdb.connect()
    db.execute("CREATE TABLE risks (i INT, closing_stock DOUBLE, days_of_supply DOUBLE, excess_units DOUBLE, "
               "last_sale_date DATE, deficit_elsewhere DOUBLE)")  # fmt: skip
    db.executemany("INSERT INTO risks VALUES (?, ?, ?, ?, ?, ?)", values)
    chosen = {i for (i,) in db.execute(f"SELECT i FROM risks WHERE {status_sql(risk_type, status, RUN)}").fetchall()}
    expected = {i for i, r in enumerate(rows) if status_of(risk_type, risk_score(risk_type, r, RUN)) == status}
    assert chosen == expected
    scores = dict(db.execute(f"SELECT i, {score_sql(risk_type, RUN)} FROM risks").fetchall())
    assert scores == {i: risk_score(risk_type, r, RUN) for i, r in enumerate(rows)}
