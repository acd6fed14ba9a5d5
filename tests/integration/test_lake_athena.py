"""Queries too large for one function go to Athena with the same SQL (store/lake/athena.py).

Athena cannot run here, and moto's Athena records queries without running them. So these tests
stand in for Athena with a faithful-enough emulator: when the code asks moto for a query's results,
the emulator takes the query text and the execution parameters exactly as Athena received them,
substitutes the parameters (SQL literals) for the ``?`` in order, and runs that text on a separate
DuckDB over views named like the Glue tables (``"<database>"."<table>"``) reading the lake's files
with the same Hive keys the Glue projection gives. The results go back through moto as Athena
returns them (text cells, a header row, column types). A query routed to Athena must answer exactly
what the same query answers on DuckDB in the function.
"""

from __future__ import annotations

import os
import tempfile
from datetime import date
from pathlib import Path

import boto3
import pytest

from tests.integration.test_lake import ORG, _line, _load

pytestmark = pytest.mark.empty_world  # one Athena workgroup and the whole lake listed

DATABASE, WORKGROUP = "ips_test_lake", "ips-test-lake"
DUCKDB_TO_ATHENA = {"BIGINT": "bigint", "INTEGER": "integer", "DOUBLE": "double", "VARCHAR": "varchar", "DATE": "date",
                    "BOOLEAN": "boolean", "HUGEINT": "bigint", "TIMESTAMP": "timestamp", "DECIMAL": "decimal"}  # fmt: skip


def _substitute(query: str, literals: list[str]) -> str:
    parts = query.split("?")
    assert len(parts) == len(literals) + 1, "one execution parameter per ?"
    return "".join(part + (literals[i] if i < len(literals) else "") for i, part in enumerate(parts))


class AthenaEmulator:
    """Answers moto's Athena queries by running their text on DuckDB over the lake's files."""

    def __init__(self) -> None:
        self.queries: list[tuple[str, list[str]]] = []

    def answer(self, params, **_) -> None:
        import duckdb
        from inventory_planning.store.lake.datasets import DATASETS
        from moto.athena.models import QueryResults, athena_backends

        execution_id = params["QueryExecutionId"]
        backend = athena_backends["123456789012"][os.environ["AWS_DEFAULT_REGION"]]
        if execution_id in backend.query_results:
            return
        execution = backend.executions[execution_id]
        assert execution.workgroup is not None and execution.workgroup.name == WORKGROUP
        assert execution.context == {"Database": DATABASE}
        literals = execution.execution_parameters or []
        self.queries.append((execution.query, literals))
        folder = Path(tempfile.mkdtemp(prefix="athena-"))
        s3 = boto3.client("s3")
        for page in s3.get_paginator("list_objects_v2").paginate(Bucket=os.environ["LAKE_BUCKET"], Prefix="lake/"):
            for item in page.get("Contents") or []:
                target = folder / item["Key"]
                target.parent.mkdir(parents=True, exist_ok=True)
                s3.download_file(os.environ["LAKE_BUCKET"], item["Key"], str(target))
        con = duckdb.connect()
        con.execute(f'CREATE SCHEMA "{DATABASE}"')
        for name, dataset in DATASETS.items():
            files = sorted(str(p) for p in (folder / "lake" / name).rglob("*.parquet"))
            if files:
                listed = ", ".join(f"'{f}'" for f in files)
                source = (f"read_parquet([{listed}], hive_partitioning = true, union_by_name = true, "
                          f"hive_types = {{'organization_id': VARCHAR, '{dataset.partition}': VARCHAR}})")  # fmt: skip
            else:
                from inventory_planning.store.lake.engine import empty_relation

                source = empty_relation(dataset)
            con.execute(f'CREATE VIEW "{DATABASE}"."{name}" AS SELECT * FROM {source}')
        cursor = con.execute(_substitute(execution.query, literals))
        found = cursor.fetchall()
        columns = [{"Name": d[0], "Label": d[0], "Type": DUCKDB_TO_ATHENA.get(str(d[1]).split("(")[0], "varchar")}
                   for d in cursor.description]  # fmt: skip
        header = {"Data": [{"VarCharValue": c["Name"]} for c in columns]}
        rows = [header] + [{"Data": [_text(v) for v in row]} for row in found]
        backend.query_results[execution_id] = QueryResults(rows=rows, column_info=columns)


def _text(value) -> dict:
    """An Athena result cell: text, absent for NULL."""
    if value is None:
        return {}
    if isinstance(value, bool):
        return {"VarCharValue": "true" if value else "false"}
    if isinstance(value, date):
        return {"VarCharValue": value.isoformat(sep=" ") if hasattr(value, "hour") else value.isoformat()}
    return {"VarCharValue": str(value)}


@pytest.fixture
def athena(aws, monkeypatch):
    """``enter()`` configures the lake's functions for Athena from the first byte, with the emulator
    answering, and returns the emulator; the configuration is undone after the test."""
    from inventory_planning.settings import get_lake_settings
    from inventory_planning.store import aws as clients
    from inventory_planning.store.lake import athena as athena_module

    def enter() -> AthenaEmulator:
        results = {"ResultConfiguration": {"OutputLocation": f"s3://{os.environ['LAKE_BUCKET']}/athena-results/"}}
        boto3.client("athena").create_work_group(Name=WORKGROUP, Configuration=results)
        monkeypatch.setenv("LAKE_ATHENA_WORKGROUP", WORKGROUP)
        monkeypatch.setenv("LAKE_GLUE_DATABASE", DATABASE)
        monkeypatch.setenv("LAKE_ATHENA_MIN_BYTES", "0")
        get_lake_settings.cache_clear()
        clients.clear()
        emulator = AthenaEmulator()
        athena_module.athena_client().meta.events.register("provide-client-params.athena.GetQueryResults", emulator.answer)
        return emulator

    yield enter
    monkeypatch.undo()
    get_lake_settings.cache_clear()
    clients.clear()


@pytest.fixture
def loaded(aws):
    _load(ORG, "run-1", [
        _line("d1", "2023-12-31", 1, item="i1"), _line("a1", "2024-01-01", 2, item="i1", shop="s2"),
        _line("a2", "2024-06-15", 3, item="i2", brand="b2"), _line("a3", "2024-12-31", -1, item="i2", cost=None),
        _line("n1", "2025-01-02", 5, item="i1", shop="s2"), _line("n2", "2025-01-20", 6, item="i1", price=12.5),
    ])  # fmt: skip


def _lake_queries() -> dict:
    """Every lake query the test compares, run once: name -> result."""
    from inventory_planning.store.lake import products, sales

    return {
        "summary by product over whole years, months and days": sales.summary(
            ORG, date(2023, 12, 1), date(2025, 1, 10), group_by="product", sort_by="units"
        ),
        "summary by shop, second page": sales.summary(
            ORG, date(2024, 1, 1), date(2024, 12, 31), group_by="shop", limit=1, offset=1
        ),
        "summary by brand of two shops": sales.summary(
            ORG, date(2024, 1, 1), date(2025, 1, 31), group_by="brand", shop_ids=["shop-1", "s2"]
        ),
        "sale lines page": sales.lines_page(
            ORG, date_from=date(2024, 1, 1), date_to=date(2025, 12, 31), sort_by="quantity", offset=1, limit=3
        ),
        "window units": sorted(sales.window_units(ORG, date(2025, 1, 20))),
        "units sold by variant": sales.units_sold_by_variant(ORG, ["variant-of-i1", "variant-of-i2", "variant-of-x"]),
        "units sold by variant in one shop": sales.units_sold_by_variant(ORG, ["variant-of-i1"], shop_ids=["s2"]),
        "product KPIs ranked": products.sales_kpis(ORG, date(2023, 12, 1), date(2025, 1, 31), sort_by="totalNetSales"),
        "product KPIs of one shop ranked": products.sales_kpis(
            ORG, date(2023, 12, 1), date(2025, 1, 31), shop_ids=["s2"], sort_by="totalUnitsSold"
        ),
    }


def test_a_query_beyond_the_threshold_runs_on_athena_with_the_same_answer(loaded, athena):
    from inventory_planning.store.lake.objects import s3_client

    on_duckdb = _lake_queries()
    assert on_duckdb["summary by product over whole years, months and days"][1] == 2  # the data answers something
    assert [(r["product_id"], r["units"]) for r in on_duckdb["product KPIs of one shop ranked"][0]] == [("product-of-i1", 7)]
    reads: list[str] = []
    s3_client().meta.events.register("provide-client-params.s3.GetObject", lambda params, **_: reads.append(params["Key"]))
    emulator = athena()
    on_athena = _lake_queries()
    assert on_athena == on_duckdb
    assert len(emulator.queries) >= len(on_duckdb)
    for query, literals in emulator.queries:
        assert f'"{DATABASE}".' in query and "read_parquet" not in query and "{" not in query
        assert f"'{ORG}'" in literals  # every query names its organization (the projection is injected)
    assert reads == []  # no lake file was fetched into the function


def test_below_the_threshold_or_without_a_workgroup_the_function_answers(loaded, athena, monkeypatch):
    from inventory_planning.settings import get_lake_settings
    from inventory_planning.store.lake import sales

    emulator = athena()
    monkeypatch.setenv("LAKE_ATHENA_MIN_BYTES", str(10**9))
    get_lake_settings.cache_clear()
    assert sales.summary(ORG, date(2024, 1, 1), date(2024, 12, 31), group_by="shop")[1] == 2
    monkeypatch.setenv("LAKE_ATHENA_MIN_BYTES", "0")
    monkeypatch.delenv("LAKE_ATHENA_WORKGROUP")
    get_lake_settings.cache_clear()
    assert sales.summary(ORG, date(2024, 1, 1), date(2024, 12, 31), group_by="shop")[1] == 2
    assert emulator.queries == []


def test_a_failed_athena_query_is_lake_unavailable(loaded, athena):
    from inventory_planning.store.lake import sales
    from inventory_planning.store.lake.objects import LakeUnavailable
    from moto.athena.models import athena_backends

    athena()
    backend = athena_backends["123456789012"][os.environ["AWS_DEFAULT_REGION"]]
    original = backend.get_query_execution

    def failed(execution_id):
        execution = original(execution_id)
        execution.status = "FAILED"
        return execution

    backend.get_query_execution = failed
    try:
        with pytest.raises(LakeUnavailable, match="failed"):
            sales.summary(ORG, date(2024, 1, 1), date(2024, 12, 31), group_by="shop")
    finally:
        backend.get_query_execution = original
