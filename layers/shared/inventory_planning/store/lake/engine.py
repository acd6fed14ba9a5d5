"""DuckDB for the lake: one in-process connection, imported on first use, and the SQL source of a
dataset's local files.

The SQL the queries run is written in the dialect DuckDB and Athena (Trino) share: a query names
its table as ``{sales_daily}`` (a placeholder) and filters the Hive keys ``organization_id`` and
``month`` itself, so the same text runs here, with the placeholder replaced by ``read_parquet`` of
the fetched files, and on Athena (store/lake/athena.py), with it replaced by the Glue table, when a
query's partitions are too large for one function (docs/decisions/0018).
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from inventory_planning import observability
from inventory_planning.coldstart import lazy
from inventory_planning.settings import get_lake_settings
from inventory_planning.store.lake import athena, objects
from inventory_planning.store.lake.datasets import Dataset

if TYPE_CHECKING:
    import duckdb
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    duckdb = lazy("duckdb")  # DuckDB on first use: only the lake's readers and writers load it

_local = threading.local()

Months = list[str] | tuple[str, str] | Mapping[str, list[str] | tuple[str, str]]
"""The partitions a query reads: ``YYYY-MM`` values (``YYYY``, run days), a ``(first, last)`` range,
or either per placeholder name."""


def connection() -> Any:
    """This thread's DuckDB connection (in memory; spills to ``<cache>/spill`` past the memory limit)."""
    con = getattr(_local, "connection", None)
    if con is None:
        settings = get_lake_settings()
        con = duckdb.connect(
            config={
                "memory_limit": settings.lake_memory_limit,
                "temp_directory": f"{settings.lake_cache_dir}/spill",
                "threads": 2,
                "enable_external_access": True,
                "preserve_insertion_order": False,  # every query that needs an order says ORDER BY
            }
        )
        _local.connection = con
    return con


def quote(text: str) -> str:
    """A SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def empty_relation(dataset: Dataset) -> str:
    """A typed relation with the dataset's columns and Hive keys and no row."""
    columns = ", ".join(f"CAST(NULL AS {c.sql_type}) AS {c.name}" for c in dataset.columns)
    keys = f"CAST(NULL AS VARCHAR) AS organization_id, CAST(NULL AS VARCHAR) AS {dataset.partition}"
    return f"(SELECT {columns}, {keys} WHERE false)"


def relation(dataset: Dataset, paths: list[str]) -> str:
    """``read_parquet`` of local Hive-laid ``paths`` (with ``organization_id`` and the partition key,
    ``month`` or ``year``, as VARCHAR), or the empty relation when there is no file. Every declared
    column of ``dataset`` is there, NULL in files written before it was declared."""
    if not paths:
        return empty_relation(dataset)
    files = ", ".join(quote(p) for p in paths)
    # Exact money columns are read as their declared DECIMAL even from a file of an older schema (DOUBLE),
    # so a query never mixes the two (a union of both would be DOUBLE: inexact sums).
    exact = [c for c in dataset.columns if c.sql_type.startswith("DECIMAL")]
    replace = f" REPLACE ({', '.join(f'CAST({c.name} AS {c.sql_type}) AS {c.name}' for c in exact)})" if exact else ""
    # The files of an older schema lack the columns added since (a risks run of last spring has no
    # ``price_basis``): unioned by name after the typed empty relation, those read as NULL, so any run
    # stays readable (issue 24, "any run readable") and every column keeps its declared type.
    return (
        f"({empty_relation(dataset)[1:-1]} UNION ALL BY NAME "
        f"SELECT *{replace} FROM read_parquet([{files}], hive_partitioning = true, union_by_name = true, "
        f"hive_types = {{'organization_id': VARCHAR, '{dataset.partition}': VARCHAR}}))"
    )


QUERY_SEGMENT = "## duckdb"
"""The X-Ray subsegment of a DuckDB query (decision 0029): its time, beside the S3 reads that fed it."""


def rows(sql: str, parameters: list[Any] | None = None) -> list[tuple[Any, ...]]:
    """Run ``sql`` with ``?`` parameters; every row as a tuple (traced as a ``## duckdb`` subsegment)."""
    with observability.subsegment(QUERY_SEGMENT, statement="select"):
        return connection().execute(sql, parameters or []).fetchall()


MATERIALIZED_TABLES = 8  # per connection (thread), least recently used dropped first


def materialized(dataset: Dataset, paths: list[str]) -> str:
    """An in-memory table holding the rows of ``paths`` (local files named by key and ETag, so the
    same set of paths is the same content): a warm function answers the next query on the same
    files from memory instead of scanning Parquet again. At most MATERIALIZED_TABLES per thread, of
    files up to ``LAKE_MATERIALIZE_MAX_BYTES`` (:func:`run`)."""

    con = connection()
    tables: dict[str, str] = getattr(_local, "tables", None) or {}
    _local.tables = tables
    signature = hashlib.sha256("\n".join(sorted(paths)).encode()).hexdigest()[:24]
    name = f"lake_{dataset.name}_{signature}"
    if signature in tables:
        tables[signature] = tables.pop(signature)  # most recently used last
        return name
    with observability.subsegment(QUERY_SEGMENT, statement="materialize"):
        con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS SELECT * FROM {relation(dataset, paths)}")
    tables[signature] = name
    while len(tables) > MATERIALIZED_TABLES:
        oldest = next(iter(tables))
        con.execute(f"DROP TABLE IF EXISTS {tables.pop(oldest)}")
    return name


def run(
    sql: str,
    tables: dict[str, Dataset],
    organization_id: str,
    months: Months,
    parameters: list[Any] | None = None,
) -> list[tuple[Any, ...]]:
    """Run ``sql`` whose ``{name}`` placeholders are ``tables``, over the organization's partitions of
    ``months`` only. ``months`` is a list of ``YYYY-MM`` (``YYYY`` for a yearly rollup), or a tuple
    ``(first, last)`` for an open or wide range, or a dict giving those per placeholder name (a query
    that reads two tables over different months).

    The partitions are listed first. When they hold more than ``LAKE_ATHENA_MIN_BYTES`` and Athena is
    configured, the same SQL runs on Athena (:mod:`.athena`); otherwise the files are fetched to the
    cache and read by DuckDB. The SQL itself must filter ``organization_id`` and the partition key:
    the same text runs on both. A file deleted by a compaction between the listing and the fetch is
    listed again (twice at most).

    Raises:
        LakeUnavailable: S3 (or Athena) could not be read.
    """
    sources = _sources(tables, organization_id, months, athena_allowed=True)
    if sources is None:
        return athena.run(sql, tables, parameters)  # the files stay in S3: nothing to re-list
    return rows(sql.format(**sources), parameters)


STREAM_BATCH = 20_000
LISTING_ATTEMPTS = 3  # listing and fetching a query's files: tries before LakeUnavailable is raised


def stream(
    sql: str,
    tables: dict[str, Dataset],
    organization_id: str,
    months: Months,
    parameters: list[Any] | None = None,
    batch: int = STREAM_BATCH,
) -> Iterator[list[tuple[Any, ...]]]:
    """:func:`run`, with the rows in batches of ``batch`` as DuckDB produces them, so that a job
    reading a large organization's result holds one batch at a time in Python (DuckDB itself stays
    within ``LAKE_MEMORY_LIMIT``, spilling to the cache). Always on the fetched files (a job's query
    reads its partitions whole; Athena would page its result back 1,000 rows at a time). The
    connection runs nothing else until the iterator is exhausted.

    Raises:
        LakeUnavailable: S3 could not be read.
    """
    sources = _sources(tables, organization_id, months, athena_allowed=False)
    assert sources is not None  # Athena is not allowed here
    con = connection()
    with observability.subsegment(QUERY_SEGMENT, statement="stream"):  # the query; its batches are read as the caller asks
        con.execute(sql.format(**sources), parameters or [])
    while found := con.fetchmany(batch):
        yield found


def _sources(
    tables: dict[str, Dataset],
    organization_id: str,
    months: Months,
    *,
    athena_allowed: bool,
) -> dict[str, str] | None:
    """The DuckDB relation of each placeholder over the listed and fetched files; None when the
    query should run on Athena instead (``athena_allowed`` and the partitions are large)."""
    for attempt in range(LISTING_ATTEMPTS):
        listings = {}
        for name, dataset in tables.items():
            wanted = months[name] if isinstance(months, Mapping) else months
            if isinstance(wanted, tuple):
                listings[name] = objects.list_month_range(dataset, organization_id, *wanted)
            else:
                listings[name] = objects.list_months(dataset, organization_id, wanted)
        listed_bytes = sum(o.size for listed in listings.values() for o in listed)
        if athena_allowed and listed_bytes > get_lake_settings().lake_athena_min_bytes and athena.configured():
            return None
        try:
            # one fetch for every table: a later table's files never evict an earlier one's (the cache's bound)
            fetched = iter(objects.fetch([o for listed in listings.values() for o in listed]))
            sources = {}
            for name, dataset in tables.items():
                listed = listings[name]
                paths = [next(fetched) for _ in listed]
                if paths and sum(o.size for o in listed) <= get_lake_settings().lake_materialize_max_bytes:
                    sources[name] = materialized(dataset, paths)
                else:
                    sources[name] = relation(dataset, paths)
            return sources
        except objects.LakeUnavailable:
            if attempt == LISTING_ATTEMPTS - 1:
                raise
    raise AssertionError("unreachable")  # pragma: no cover
