"""Pages of fact lines (sale, order, movement lines) read from the lake, deduplicated by line id.

One query shape for every line dataset: the organization's partitions in the month range, an
inclusive bound on the dataset's date column, equality filters, one row per line id (the latest
``ingested_at`` wins), ordered by a column then by line id, with ``OFFSET``/``LIMIT`` applied to the
keys before the page's rows are read, and the total. SQL in the DuckDB/Athena common dialect (engine.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime, time
from typing import Any

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import Dataset

OPEN_RANGE = ("0000-00", "9999-99")


def _bound(value: date | datetime | None, *, upper: bool) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    return datetime.combine(value, time.max if upper else time.min)


def page(  # noqa: PLR0913 - the line routes' query parameters (dates, filters, sort, page)
    dataset: Dataset,
    organization_id: str,
    *,
    low: date | datetime | None = None,
    high: date | datetime | None = None,
    filters: Mapping[str, str | list[str] | tuple[str, ...]] | None = None,
    sort_column: str | None = None,
    descending: bool = True,
    offset: int = 0,
    limit: int = 20,
) -> tuple[list[dict[str, Any]], int]:
    """Rows (column -> value) of one page of ``dataset`` and the total of lines that match.

    ``low``/``high`` bound ``dataset.date_column`` inclusively (a date covers its whole day; naive
    datetimes are UTC; None: open). ``filters`` are equalities on the dataset's columns (a list or
    tuple: one of its values; an empty one matches nothing). Ordered by
    ``sort_column`` (default the date column), nulls last, then by line id.

    Raises:
        ValueError: a filter or sort column the dataset does not have.
        LakeUnavailable: S3 could not be read.
    """
    filters = filters or {}
    names = set(dataset.column_names)
    sort_column = sort_column or dataset.date_column
    if not set(filters) <= names or sort_column not in names:
        raise ValueError(f"unknown column in {sorted(set(filters) | {sort_column})} for {dataset.name}")
    start, end = _bound(low, upper=False), _bound(high, upper=True)
    months = (start.strftime("%Y-%m") if start else OPEN_RANGE[0], end.strftime("%Y-%m") if end else OPEN_RANGE[1])
    column_type = next(c.sql_type for c in dataset.columns if c.name == dataset.date_column)
    parameters: list[Any] = [organization_id, *months]
    where = "organization_id = ? AND month BETWEEN ? AND ?"
    if start:
        where += f" AND {dataset.date_column} >= CAST(? AS {column_type})"
        parameters.append(start.date().isoformat() if column_type == "DATE" else start.isoformat(sep=" "))
    if end:
        where += f" AND {dataset.date_column} <= CAST(? AS {column_type})"
        parameters.append(end.date().isoformat() if column_type == "DATE" else end.isoformat(sep=" "))
    for column, value in sorted(filters.items()):
        if isinstance(value, list | tuple):
            if not value:
                return [], 0
            where += f" AND {column} IN ({', '.join('?' for _ in value)})"
            parameters.extend(value)
        else:
            where += f" AND {column} = ?"
            parameters.append(value)
    columns = ", ".join(dataset.column_names)
    line_id = dataset.line_id
    direction = "DESC" if descending else "ASC"
    order = f"{sort_column} {direction} NULLS LAST, {line_id} ASC"
    # The page is chosen on the keys alone (line id, sort value, version), then only its rows are read
    # whole: a deep page no longer sorts every column of every line (4x faster on a grocery year).
    sql = f"""
WITH keyed AS (
  SELECT {line_id}, {sort_column}, ingested_at, file_id,
         row_number() OVER (PARTITION BY {line_id} ORDER BY ingested_at DESC, file_id DESC) AS line_rank
  FROM {{lines}}
  WHERE {where}
), chosen AS (
  SELECT {line_id} AS chosen_id, ingested_at AS chosen_at, file_id AS chosen_file
  FROM keyed WHERE line_rank = 1
  ORDER BY {order}
  OFFSET {int(offset)} LIMIT {int(limit)}
), picked AS (
  SELECT {", ".join(f"l.{c}" for c in dataset.column_names)}, row_number() OVER (PARTITION BY l.{line_id}) AS copy
  FROM {{lines}} AS l
  JOIN chosen ON l.{line_id} = chosen.chosen_id AND l.ingested_at IS NOT DISTINCT FROM chosen.chosen_at
                 AND l.file_id IS NOT DISTINCT FROM chosen.chosen_file
  WHERE {where}
)
SELECT {columns}, (SELECT count(*) FROM keyed WHERE line_rank = 1) AS total
FROM picked WHERE copy = 1
ORDER BY {order}
"""
    found = engine.run(sql, {"lines": dataset}, organization_id, months, parameters + parameters)
    if not found and offset:
        count_sql = f"SELECT count(DISTINCT {line_id}) FROM {{lines}} WHERE {where}"
        total = engine.run(count_sql, {"lines": dataset}, organization_id, months, parameters)[0][0]
    else:
        total = found[0][-1] if found else 0
    return [dict(zip(dataset.column_names, r[:-1], strict=True)) for r in found], int(total)
