"""The four risk types computed at request time over one risks run's ``risk_positions``
(docs/intelligence.md "Inventory risks"): the page of GET /api/inventory/risks and the rows of a
risk alert. Every query reads one run (``run_date=<asOf>``) and filters shops and brands before it
aggregates, so a stock-out row of a variant is over the caller's shops only."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import date, timedelta
from typing import Any

from inventory_planning.domain.risks import STATUS_THRESHOLDS, STOCKOUT_SCORE_DAYS
from inventory_planning.domain.valuation import BASES
from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import (
    RISK_POSITIONS,
)
from inventory_planning.store.lake.risks.positions import PERIODS


def snap_period(period: int) -> int:
    """The pre-aggregated window nearest to ``period`` days (7, 30, 90 or 365; ties go to the shorter)."""
    return min(PERIODS, key=lambda p: (abs(p - period), p))


def _filters(shop_ids: Sequence[str] | None, brand_ids: Sequence[str]) -> tuple[str, list[Any]]:
    where, parameters = "", []
    if shop_ids is not None:
        where += f" AND shop_id IN ({', '.join('?' for _ in shop_ids)})"
        parameters += list(shop_ids)
    if brand_ids:
        where += f" AND brand_id IN ({', '.join('?' for _ in brand_ids)})"
        parameters += list(brand_ids)
    return where, parameters


def _positions(where: str) -> str:
    return f"SELECT * FROM {{positions}} WHERE organization_id = ? AND run_date = ?{where}"


def score_sql(risk_type: str, run: date) -> str:
    """The SQL of ``domain.risks.risk_score`` over a row of the ``risks`` CTE of ``risk_type`` in run
    ``run`` (the same formula, rounded to 4 places), for the ``status=`` filter.

    Raises:
        KeyError: an unknown risk type.
    """
    day_before = (run - timedelta(days=1)).isoformat()  # a date's ISO text: nothing from the caller
    return {
        "STOCKOUT": f"CASE WHEN days_of_supply IS NULL THEN 0.0 "
        f"ELSE round(greatest(0.0, 1 - round(days_of_supply, 2) / {STOCKOUT_SCORE_DAYS}.0), 4) END",
        "OVERSTOCK": "round(least(1.0, excess_units / closing_stock), 4)",
        "SLOW_MOVER": f"CASE WHEN last_sale_date IS NULL THEN 1.0 "
        f"ELSE round(least(1.0, datediff('day', last_sale_date, DATE '{day_before}') / 90.0), 4) END",
        "DISPLACED": "round(least(1.0, deficit_elsewhere / closing_stock), 4)",
    }[risk_type]


def status_sql(risk_type: str, status: str, run: date) -> str:
    """The SQL condition of a row of ``risk_type`` (run ``run``) with ``status`` critical, warning or
    healthy: the thresholds of ``domain.risks.status_of`` on :func:`score_sql`.

    Raises:
        KeyError: an unknown risk type or status.
    """
    score = score_sql(risk_type, run)
    critical, warning, inclusive = STATUS_THRESHOLDS[risk_type]
    above = ">=" if inclusive else ">"
    is_critical, is_warning = f"({score}) {above} {critical}", f"({score}) {above} {warning}"
    return {
        "critical": is_critical,
        "warning": f"{is_warning} AND NOT {is_critical}",
        "healthy": f"NOT {is_warning}",
    }[status]


UNIT_VALUE = "(CASE WHEN unit_cost > 0 THEN unit_cost ELSE coalesce(price, 0) END)"
"""A position's unit value, ``domain.valuation.unit_value`` in SQL (docs/intelligence.md "Stock
valuation"): its unit cost where known, else its price basis (retail price, else the median selling
price), else 0 (no price anywhere). Tested against the domain's function (test_stock_valuation)."""
_ROW_RANK = (
    "(CASE WHEN unit_cost > 0 THEN 1 "
    + " ".join(f"WHEN price_basis = '{b}' THEN {n}" for n, b in enumerate(BASES[1:], 2))
    + " END)"
)  # the rank of a position's basis in domain.valuation.BASES (1: COST, the most direct)


def _basis_of(rank: str) -> str:
    return "CASE " + rank + " " + " ".join(f"WHEN {n} THEN '{b}'" for n, b in enumerate(BASES, 1)) + " END"


ROW_BASIS = _basis_of(_ROW_RANK)
"""A position's valuation basis: COST, RETAIL or SALES_MEDIAN (LIST: a catalogue list price), NULL without one."""
VALUATION_BASIS = _basis_of(f"max(CASE WHEN closing_stock > 0 THEN {_ROW_RANK} END)")
"""The valuation basis of positions summed together: the least direct basis among those in stock."""


def risk_page(  # noqa: PLR0913 - GET risks' query parameters, one argument each
    organization_id: str,
    run: date,
    risk_type: str,
    *,
    shop_ids: Sequence[str] | None = None,
    brand_ids: Sequence[str] = (),
    status: str | None = None,
    period: int = 30,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[dict[str, Any]], int]:
    """A page of risk rows of ``risk_type`` (STOCKOUT, OVERSTOCK, SLOW_MOVER, DISPLACED) of run ``run``
    over ``shop_ids`` (None: every shop; empty: none) and ``brand_ids``, as column dicts, and the total.

    STOCKOUT: one row per variant over the shops (stock and velocity summed), ranked by days of supply
    ascending (REFERENCE 2.1). OVERSTOCK: per variant x shop with stock
    beyond the horizon's forecast demand, by excess value. SLOW_MOVER: per shop x item in stock and
    unsold for 30 days or more (or never), by immobilized value. DISPLACED: per variant x shop in
    stock and unsold for 90 days while another shop of the filter sells it with under 14 days of supply.
    ``status`` keeps the rows of that tier of the type (``domain.risks.status_of``, :func:`status_sql`).

    Raises:
        KeyError: an unknown risk type or status. LakeUnavailable.
    """
    if shop_ids is not None and not shop_ids:
        return [], 0
    where, filter_parameters = _filters(shop_ids, brand_ids)
    window = snap_period(period)
    select, order = _RISK_SQL[risk_type](window)
    having = f" WHERE {status_sql(risk_type, status, run)}" if status else ""
    sql = f"""
WITH positions AS ({_positions(where)}),
risks AS ({select}),
chosen AS (SELECT * FROM risks{having})
SELECT *, (SELECT count(*) FROM chosen) AS total_rows FROM chosen
ORDER BY {order}
OFFSET {int(offset)} LIMIT {int(limit)}
"""
    parameters = [organization_id, run.isoformat(), *filter_parameters]
    if risk_type == "SLOW_MOVER":  # unsold for 30 days or more on the day before the run
        parameters.append((run - timedelta(days=31)).isoformat())
    names = [*_OUTPUT[risk_type], "total_rows"]
    tables, partition = {"positions": RISK_POSITIONS}, [run.isoformat()]
    found = [dict(zip(names, row, strict=True)) for row in engine.run(sql, tables, organization_id, partition, parameters)]
    total = int(found[0]["total_rows"]) if found else 0
    if not found and offset:
        count_sql = f"WITH positions AS ({_positions(where)}), risks AS ({select}) SELECT count(*) FROM risks{having}"
        total = int(engine.run(count_sql, tables, organization_id, partition, parameters)[0][0])
    return found, total


def risk_alert_rows(
    organization_id: str,
    run: date,
    risk_type: str,
    key_columns: Sequence[str],
    perimeter: Mapping[str, Sequence[str]],
) -> Iterator[list[dict[str, Any]]]:
    """A risk alert's rows: every row of ``risk_type`` of run ``run`` (as :func:`risk_page` gives them,
    over 30 days) inside ``perimeter`` with none of ``key_columns`` NULL, in batches, ordered by
    ``key_columns`` then by (shop, product, variant) ('*' for a missing id), so that a job reads one
    group after the other. ``perimeter``: column -> the values allowed; ``shop_id`` and ``brand_id``
    filter the positions (as the risks endpoint's shopIds and brandIds do), ``product_id`` and
    ``variant_id`` the rows.

    Raises:
        KeyError: an unknown risk type. ValueError: a column that is not a risk row's. LakeUnavailable.
    """
    allowed = {"shop_id", "brand_id", "product_id", "variant_id"}
    if not key_columns or not set(key_columns) <= allowed or not set(perimeter) <= allowed:
        raise ValueError(f"group and perimeter columns are among {sorted(allowed)}")
    shop_ids = list(perimeter["shop_id"]) if "shop_id" in perimeter else None
    where, parameters = _filters(shop_ids, list(perimeter.get("brand_id") or ()))
    select, _ = _RISK_SQL[risk_type](30)
    if risk_type == "SLOW_MOVER":  # unsold for 30 days or more on the day before the run
        parameters.append((run - timedelta(days=31)).isoformat())
    chosen = " AND ".join(f"{column} IS NOT NULL" for column in key_columns)
    for column in ("product_id", "variant_id"):
        if column in perimeter:
            chosen += f" AND {column} IN (SELECT unnest(CAST(? AS VARCHAR[])))"
            parameters.append(list(perimeter[column]))
    triple = ", ".join(f"coalesce(nullif({c}, ''), '*')" for c in ("shop_id", "product_id", "variant_id"))
    sql = f"""
WITH positions AS ({_positions(where)}),
risks AS ({select})
SELECT * FROM risks WHERE {chosen}
ORDER BY {", ".join(key_columns)}, {triple}
"""
    names = _OUTPUT[risk_type]
    tables, partition = {"positions": RISK_POSITIONS}, [run.isoformat()]
    for batch in engine.stream(sql, tables, organization_id, partition, [organization_id, run.isoformat(), *parameters]):
        yield [dict(zip(names, row, strict=True)) for row in batch]


def _stockout(window: int) -> tuple[str, str]:
    return (
        f"""SELECT variant_id, max(product_id) AS product_id, max(brand_id) AS brand_id, NULL AS shop_id, NULL AS size,
       sum(closing_stock) AS closing_stock, sum(units_{window}) / {window}.0 AS avg_daily_sales,
       CASE WHEN sum(units_{window}) > 0 THEN sum(closing_stock) / (sum(units_{window}) / {window}.0) END AS days_of_supply,
       sum(lead_time_demand) AS lead_time_demand, sqrt(sum(lead_time_sigma * lead_time_sigma)) AS lead_time_sigma,
       max(lead_time_days) AS lead_time_days, sum(horizon_demand) AS horizon_demand, max(horizon_days) AS horizon_days,
       sum(closing_stock * {UNIT_VALUE}) AS stock_value, {VALUATION_BASIS} AS valuation_basis,
       max(last_sale_date) AS last_sale_date,
       NULL AS destination_shop_id, NULL AS destination_deficit
FROM positions GROUP BY variant_id
HAVING sum(closing_stock) > 0 OR sum(units_{window}) > 0""",
        "days_of_supply ASC NULLS LAST, variant_id ASC",
    )


def _overstock(window: int) -> tuple[str, str]:
    return (
        f"""SELECT * FROM (
  SELECT variant_id, max(product_id) AS product_id, max(brand_id) AS brand_id, shop_id, NULL AS size,
         sum(closing_stock) AS closing_stock, sum(units_{window}) / {window}.0 AS avg_daily_sales,
         CASE WHEN sum(units_{window}) > 0 THEN sum(closing_stock) / (sum(units_{window}) / {window}.0) END AS days_of_supply,
         sum(lead_time_demand) AS lead_time_demand, sqrt(sum(lead_time_sigma * lead_time_sigma)) AS lead_time_sigma,
         max(lead_time_days) AS lead_time_days, sum(horizon_demand) AS horizon_demand, max(horizon_days) AS horizon_days,
         sum(closing_stock * {UNIT_VALUE}) AS stock_value, {VALUATION_BASIS} AS valuation_basis,
         max(last_sale_date) AS last_sale_date,
         NULL AS destination_shop_id, NULL AS destination_deficit,
         sum(closing_stock) - sum(horizon_demand) AS excess_units,
         (sum(closing_stock) - sum(horizon_demand)) * CASE WHEN sum(closing_stock) > 0
           THEN sum(closing_stock * {UNIT_VALUE}) / sum(closing_stock) ELSE 0 END AS excess_value
  FROM positions GROUP BY variant_id, shop_id
) AS per_shop WHERE closing_stock > 0 AND excess_units > 0""",
        "excess_value DESC, excess_units DESC, variant_id ASC, shop_id ASC",
    )


def _slow_mover(window: int) -> tuple[str, str]:
    return (
        f"""SELECT * FROM (
  SELECT variant_id, product_id, brand_id, shop_id, size, closing_stock, units_{window} / {window}.0 AS avg_daily_sales,
         CASE WHEN units_{window} > 0 THEN closing_stock / (units_{window} / {window}.0) END AS days_of_supply,
         lead_time_demand, lead_time_sigma, lead_time_days, horizon_demand, horizon_days,
         closing_stock * {UNIT_VALUE} AS stock_value, {ROW_BASIS} AS valuation_basis, last_sale_date,
         NULL AS destination_shop_id, NULL AS destination_deficit, units_30, snapshot_date
  FROM positions WHERE closing_stock > 0
) AS stocked WHERE last_sale_date IS NULL OR last_sale_date <= CAST(? AS DATE)""",
        "stock_value DESC, closing_stock DESC, variant_id ASC, shop_id ASC, size ASC",
    )


def _displaced(window: int) -> tuple[str, str]:
    return (
        f"""SELECT * FROM (
  SELECT s.variant_id, s.product_id, s.brand_id, s.shop_id, NULL AS size, s.closing_stock,
         s.units_{window} / {window}.0 AS avg_daily_sales, NULL AS days_of_supply,
         s.lead_time_demand, s.lead_time_sigma, s.lead_time_days, s.horizon_demand, s.horizon_days, s.stock_value,
         s.valuation_basis, s.last_sale_date,
         max_by(t.shop_id, t.deficit) AS destination_shop_id, max(t.deficit) AS destination_deficit,
         sum(t.deficit) AS deficit_elsewhere
  FROM (
    SELECT variant_id, shop_id, max(product_id) AS product_id, max(brand_id) AS brand_id, sum(closing_stock) AS closing_stock,
           sum(units_{window}) AS units_{window}, sum(units_90) AS units_90, sum(lead_time_demand) AS lead_time_demand,
           sqrt(sum(lead_time_sigma * lead_time_sigma)) AS lead_time_sigma, max(lead_time_days) AS lead_time_days,
           sum(horizon_demand) AS horizon_demand, max(horizon_days) AS horizon_days,
           sum(closing_stock * {UNIT_VALUE}) AS stock_value, {VALUATION_BASIS} AS valuation_basis,
           max(last_sale_date) AS last_sale_date
    FROM positions GROUP BY variant_id, shop_id
  ) AS s
  JOIN (
    SELECT variant_id, shop_id, 14 * sum(units_30) / 30.0 - sum(closing_stock) AS deficit
    FROM positions GROUP BY variant_id, shop_id
    HAVING sum(units_30) > 0 AND sum(closing_stock) < 14 * sum(units_30) / 30.0
  ) AS t ON t.variant_id = s.variant_id AND t.shop_id <> s.shop_id
  WHERE s.closing_stock > 0 AND s.units_90 <= 0
  GROUP BY s.variant_id, s.product_id, s.brand_id, s.shop_id, s.closing_stock, s.units_{window}, s.lead_time_demand,
           s.lead_time_sigma, s.lead_time_days, s.horizon_demand, s.horizon_days, s.stock_value, s.valuation_basis,
           s.last_sale_date
) AS displaced""",
        "deficit_elsewhere DESC, stock_value DESC, variant_id ASC, shop_id ASC",
    )


_RISK_SQL = {"STOCKOUT": _stockout, "OVERSTOCK": _overstock, "SLOW_MOVER": _slow_mover, "DISPLACED": _displaced}
_COMMON = ["variant_id", "product_id", "brand_id", "shop_id", "size", "closing_stock", "avg_daily_sales", "days_of_supply",
           "lead_time_demand", "lead_time_sigma", "lead_time_days", "horizon_demand", "horizon_days", "stock_value",
           "valuation_basis", "last_sale_date", "destination_shop_id", "destination_deficit"]  # fmt: skip
_OUTPUT = {
    "STOCKOUT": _COMMON,
    "OVERSTOCK": [*_COMMON, "excess_units", "excess_value"],
    "SLOW_MOVER": [*_COMMON, "units_30", "snapshot_date"],
    "DISPLACED": [*_COMMON, "deficit_elsewhere"],
}
