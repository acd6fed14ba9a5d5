"""The lake's SQL on Athena, for queries whose files are more than one function should fetch.

:func:`inventory_planning.store.lake.engine.run` lists a query's partitions first; when the listed
bytes pass ``LAKE_ATHENA_MIN_BYTES`` and the function has a workgroup and a Glue database
(``LAKE_ATHENA_WORKGROUP``, ``LAKE_GLUE_DATABASE``), the same SQL text runs here instead of on
DuckDB: each ``{placeholder}`` becomes the dataset's Glue table (template.yaml declares one per
dataset, with partition projection over the same keys), the ``?`` parameters are passed as Athena
execution parameters (SQL literals, in order), and the rows come back typed as DuckDB returns them
(dates, integers, floats, booleans), so the callers cannot tell the engines apart
(docs/decisions/0018-facts-lake.md, "Beyond one Lambda").
"""

from __future__ import annotations

import time
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from inventory_planning.settings import get_lake_settings
from inventory_planning.store import aws
from inventory_planning.store.lake.datasets import Dataset
from inventory_planning.store.lake.objects import LakeUnavailable

POLL_SECONDS = (0.1, 0.2, 0.4, 0.8, 1.0)  # then every second
TIMEOUT_SECONDS = 25.0  # inside API Gateway's 29 s


def athena_client() -> Any:
    """The process's Athena client (endpoint from ``AWS_ENDPOINT_URL`` locally; :func:`~inventory_planning.store.aws.client`)."""
    return aws.client("athena")


def configured() -> bool:
    """Whether this function may send queries to Athena (a workgroup and a Glue database are set)."""
    settings = get_lake_settings()
    return bool(settings.lake_athena_workgroup and settings.lake_glue_database)


def table_name(dataset: Dataset) -> str:
    """``"<database>"."<table>"``: the Glue table of ``dataset``."""
    return f'"{get_lake_settings().lake_glue_database}"."{dataset.name}"'


def literal(value: Any) -> str:
    """A Python value as the SQL literal Athena substitutes for a ``?`` (execution parameters are text).

    Raises:
        TypeError: a value of a type the lake's queries do not pass.
    """
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float | Decimal):
        return repr(value) if not isinstance(value, Decimal) else str(value)
    if isinstance(value, datetime):
        return f"TIMESTAMP '{value.strftime('%Y-%m-%d %H:%M:%S.%f')}'"
    if isinstance(value, date):
        return f"DATE '{value.isoformat()}'"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    raise TypeError(f"no SQL literal for {type(value).__name__}")


def _typed(value: str | None, athena_type: str) -> Any:
    """One result cell (Athena returns text) as the Python value DuckDB would return."""
    if value is None:
        return None
    kind = athena_type.lower()
    if kind in ("tinyint", "smallint", "integer", "int", "bigint"):
        return int(value)
    if kind.startswith("decimal"):
        return Decimal(value)  # exact money, as DuckDB returns a DECIMAL
    if kind in ("double", "float", "real"):
        return float(value)
    if kind == "boolean":
        return value.lower() == "true"
    if kind == "date":
        return date.fromisoformat(value)
    if kind.startswith("timestamp"):
        return datetime.fromisoformat(value.replace(" UTC", ""))
    return value


def run(sql: str, tables: dict[str, Dataset], parameters: list[Any] | None = None) -> list[tuple[Any, ...]]:
    """Run ``sql`` (``{name}`` placeholders for ``tables``, ``?`` parameters) on the lake's workgroup
    and return every row as a tuple, typed as DuckDB types them.

    Raises:
        LakeUnavailable: the query failed, was cancelled, or did not finish within TIMEOUT_SECONDS
            (it is then stopped), or Athena could not be called.
    """
    settings = get_lake_settings()
    query = sql.format(**{name: table_name(dataset) for name, dataset in tables.items()})
    request: dict[str, Any] = {
        "QueryString": query,
        "WorkGroup": settings.lake_athena_workgroup,
        "QueryExecutionContext": {"Database": settings.lake_glue_database},
    }
    if parameters:
        request["ExecutionParameters"] = [literal(p) for p in parameters]
    client = athena_client()
    try:
        execution_id = client.start_query_execution(**request)["QueryExecutionId"]
    except Exception as error:  # botocore errors: the caller answers 500
        raise LakeUnavailable("cannot start the Athena query") from error
    _wait(client, execution_id)
    return _rows(client, execution_id)


def _wait(client: Any, execution_id: str) -> None:
    started = time.monotonic()
    for attempt in range(10_000):
        try:
            status = client.get_query_execution(QueryExecutionId=execution_id)["QueryExecution"]["Status"]
        except Exception as error:
            raise LakeUnavailable(f"cannot read Athena query {execution_id}") from error
        state = status["State"]
        if state == "SUCCEEDED":
            return
        if state in ("FAILED", "CANCELLED"):
            reason = status.get("StateChangeReason") or state.lower()
            raise LakeUnavailable(f"Athena query {execution_id} {state.lower()}: {reason}")
        if time.monotonic() - started > TIMEOUT_SECONDS:
            client.stop_query_execution(QueryExecutionId=execution_id)
            raise LakeUnavailable(f"Athena query {execution_id} did not finish in {TIMEOUT_SECONDS:.0f} s")
        time.sleep(POLL_SECONDS[min(attempt, len(POLL_SECONDS) - 1)])


def _rows(client: Any, execution_id: str) -> list[tuple[Any, ...]]:
    rows: list[tuple[Any, ...]] = []
    types: list[str] | None = None
    try:
        for page in client.get_paginator("get_query_results").paginate(QueryExecutionId=execution_id):
            result = page["ResultSet"]
            if types is None:
                types = [c["Type"] for c in result["ResultSetMetadata"]["ColumnInfo"]]
                data = result["Rows"][1:]  # the first row of the first page is the header
            else:
                data = result["Rows"]
            for row in data:
                cells = [cell.get("VarCharValue") for cell in row["Data"]]
                rows.append(tuple(_typed(v, t) for v, t in zip(cells, types, strict=True)))
    except LakeUnavailable:
        raise
    except Exception as error:
        raise LakeUnavailable(f"cannot read the results of Athena query {execution_id}") from error
    return rows
