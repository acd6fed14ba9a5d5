"""Metric alert groups over a risks run (docs/alerts.md), aggregated in DuckDB."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import date
from typing import Any

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import (
    FORECAST_SHARES,
    FORECAST_WEEKLY,
    RISK_POSITIONS,
)
from inventory_planning.store.lake.risks.positions import demand_sql


def metric_alert_groups(
    organization_id: str,
    run: date,
    forecast_run: date | None,
    as_of: date,
    key_columns: Sequence[str],
    forecast_days: int | None,
    perimeter: Mapping[str, Sequence[str]],
    listed: int,
) -> Iterator[list[tuple[Any, ...]]]:
    """A metric alert's groups over the risks run ``run``, aggregated in DuckDB, in batches: one row
    per (group, shop, product, variant), ordered by group then by (shop, product, variant), the
    first ``listed`` triples of each group only:
    ``(key part..., group stock, units 30, units 365, next 30, demand, brands, shop, product,
    variant, triple stock, units 30, units 365, next 30, demand)``.

    A group is the positions (shop x inventory item) sharing the values of ``key_columns`` (none of
    them NULL), among those inside ``perimeter`` (column -> the values allowed: ``shop_id``,
    ``brand_id``, ``product_id``, ``variant_id``; an empty list allows none). ``next 30`` and
    ``demand`` are the forecast demand of ``forecast_run`` from ``as_of`` over 30 and
    ``forecast_days`` days (:func:`demand_sql` times the size's share; 0 without a forecast or
    without ``forecast_days``); ``brands`` the group's brand ids, sorted; a missing shop, product
    or variant id is '*'. The job holds one batch, not the organization's positions.

    Raises:
        ValueError: a key or perimeter column that is not a position's. LakeUnavailable: S3 could not be read.
    """
    allowed = {"shop_id", "brand_id", "product_id", "variant_id", "inventory_item_id"}
    if not key_columns or not set(key_columns) <= allowed or not set(perimeter) <= allowed:
        raise ValueError(f"group and perimeter columns are among {sorted(allowed)}")
    offset = (as_of - forecast_run).days if forecast_run else 0
    forecast = forecast_run.isoformat() if forecast_run else "0000-00-00"
    windows = {"d30": 30, **({"dn": int(forecast_days)} if forecast_days else {})}
    demand_n = "d.dn_mean" if forecast_days else "0"
    filters, filter_parameters = "", []
    for column, values in sorted(perimeter.items()):
        filters += f" AND {column} IN (SELECT unnest(CAST(? AS VARCHAR[])))"
        filter_parameters.append(list(values))
    keys = [f"k{i}" for i in range(len(key_columns))]
    key_select = ", ".join(f"p.{column} AS {key}" for column, key in zip(key_columns, keys, strict=True))
    sums = ("sum(stock) AS stock, sum(units_30) AS units_30, sum(units_365) AS units_365, sum(next_30) AS next_30, "
            "sum(demand) AS demand")  # fmt: skip
    group_by = ", ".join(keys)
    sql = f"""
WITH positions AS (
  SELECT shop_id, brand_id, product_id, variant_id, inventory_item_id, size, closing_stock, units_30, units_365
  FROM {{positions}} WHERE organization_id = ? AND run_date = ?{filters}
), demand AS ({demand_sql(windows, offset)}
), curves AS (
  SELECT variant_id, shop_id, share_key, max(share) AS share FROM {{shares}}
  WHERE organization_id = ? AND run_date = ? AND share_kind = 'size' GROUP BY variant_id, shop_id, share_key
), members AS (
  SELECT {key_select}, p.brand_id, coalesce(nullif(p.shop_id, ''), '*') AS shop,
         coalesce(nullif(p.product_id, ''), '*') AS product, coalesce(nullif(p.variant_id, ''), '*') AS variant,
         coalesce(p.closing_stock, 0) AS stock, coalesce(p.units_30, 0) AS units_30, coalesce(p.units_365, 0) AS units_365,
         coalesce(c.share * d.d30_mean, 0) AS next_30, coalesce(c.share * {demand_n}, 0) AS demand
  FROM positions AS p
  LEFT JOIN demand AS d ON d.variant_id = p.variant_id AND d.shop_id = p.shop_id
  LEFT JOIN curves AS c
    ON c.variant_id = p.variant_id AND c.shop_id = p.shop_id AND c.share_key = coalesce(nullif(p.size, ''), '-')
  WHERE {" AND ".join(f"p.{column} IS NOT NULL" for column in key_columns)}
), groups AS (
  SELECT {group_by}, {sums},
         list(DISTINCT brand_id ORDER BY brand_id) FILTER (WHERE brand_id IS NOT NULL AND brand_id <> '') AS brands
  FROM members GROUP BY {group_by}
), details AS (
  SELECT {group_by}, shop, product, variant, {sums},
         row_number() OVER (PARTITION BY {group_by} ORDER BY shop, product, variant) AS listed
  FROM members GROUP BY {group_by}, shop, product, variant
)
SELECT {", ".join(f"g.{key}" for key in keys)}, g.stock, g.units_30, g.units_365, g.next_30, g.demand, g.brands,
       t.shop, t.product, t.variant, t.stock, t.units_30, t.units_365, t.next_30, t.demand
FROM groups AS g JOIN details AS t USING ({group_by})
WHERE t.listed <= ?
ORDER BY {", ".join(f"g.{key}" for key in keys)}, t.listed
"""
    parameters: list[Any] = [organization_id, run.isoformat(), *filter_parameters]
    parameters += [organization_id, forecast, organization_id, forecast, int(listed)]
    tables = {"positions": RISK_POSITIONS, "weekly": FORECAST_WEEKLY, "shares": FORECAST_SHARES}
    months: dict[str, list[str] | tuple[str, str]] = {
        "positions": [run.isoformat()], "weekly": [forecast] if forecast_run else [],
        "shares": [forecast] if forecast_run else [],
    }  # fmt: skip
    return engine.stream(sql, tables, organization_id, months, parameters)
