"""``LakeWriter``: the rows of one dataset from one run, staged on local disk, then Parquet per month.

Rows are appended to a staging CSV in /tmp as they come (memory does not grow with the file);
:meth:`LakeWriter.finish` has DuckDB split the staging file by month (a streaming COPY), then
deduplicate each month by line id (the last staged row of a repeated id wins: a month at a time,
so DuckDB's memory is bounded by a month, not by the file), and uploads each as
``lake/<dataset>/organization_id=<org>/month=<YYYY-MM>/part-<runId>.parquet``. The key depends on
the run only, so a redo of a crashed run overwrites its own parts instead of adding copies.
:func:`~inventory_planning.store.lake.compaction.compact` then folds the parts of each touched month
into one file and rebuilds the month's aggregates.
"""

from __future__ import annotations

import csv
import shutil
import tempfile
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from inventory_planning.store.lake import engine, objects
from inventory_planning.store.lake.datasets import Column, Dataset

NULL = "\\N"


def _cell(value: Any) -> Any:
    if value is None:
        return NULL
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S.%f")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return format(value, "f")  # exact, never in exponent notation
    return value


def typed_columns(dataset: Dataset) -> str:
    """The dataset's columns for a ``SELECT``, each cast to its declared type (``CAST(c AS T) AS c``)."""
    return ", ".join(f"CAST({c.name} AS {c.sql_type}) AS {c.name}" for c in dataset.columns)


def dedup_select(dataset: Dataset, source: str, *, staged: bool = False) -> str:
    """``SELECT`` of ``dataset``'s columns from ``source``, one row per line id (the latest
    ``ingested_at`` wins, then the greatest ``file_id``, then, in a staging file (``staged``), the
    row staged last, as a later row of a file overwrites an earlier one); every row when the
    dataset has no line id. Every column is cast to its declared type, so a partition holding files
    of an older schema (money as DOUBLE before DECIMAL) is rewritten in the current one."""
    columns = typed_columns(dataset)
    if dataset.line_id is None:
        return f"SELECT {columns} FROM {source}"
    order = "ingested_at DESC, file_id DESC" + (", staging_seq DESC" if staged else "")
    return (
        f"SELECT {columns} FROM (SELECT *, row_number() OVER (PARTITION BY {dataset.line_id} "
        f"ORDER BY {order}) AS line_rank FROM {source}) AS ranked WHERE line_rank = 1"
    )


class LakeWriter:
    """Stages the rows of one dataset for one organization and one run.

    Args:
        dataset: what is written (its ``columns`` give the row order).
        organization_id: the partition every row goes to.
        run_id: names the parts (``part-<run_id>.parquet``): the file-ingestion record id, or the
            job run id.
        staging: upload each part to ``<staging><month>.parquet`` instead of the dataset's partition
            (a shard of a job: its finish step moves the parts in, :func:`objects.copy`).

    Call :meth:`append` per row (a sequence in ``dataset.columns`` order), then :meth:`finish`.
    """

    def __init__(self, dataset: Dataset, organization_id: str, run_id: str, *, staging: str | None = None) -> None:
        self.dataset = dataset
        self.organization_id = organization_id
        self.run_id = run_id
        self.staging = staging
        self.rows = 0
        self._dir = Path(tempfile.mkdtemp(prefix=f"lake-{dataset.name}-"))
        self._file = open(self._dir / "staging.csv", "w", newline="", encoding="utf-8")  # closed in finish
        self._csv = csv.writer(self._file)

    def append(self, row: Sequence[Any]) -> None:
        """Stage one row (``None`` is NULL; dates and datetimes as ISO text)."""
        self.rows += 1
        self._csv.writerow([*(_cell(v) for v in row), self.rows])

    def finish(self) -> list[str]:
        """Write the staged rows as one deduplicated Parquet part per month and upload them.

        Returns the touched partitions (``YYYY-MM`` months; run days for a dataset partitioned by
        ``run_date``), ascending (empty when no row was staged).

        Raises:
            LakeUnavailable: a part could not be uploaded (the run fails and is redone).
        """
        self._file.close()
        try:
            if not self.rows:
                return []
            dataset = self.dataset
            columns = [*dataset.columns, Column("staging_seq", "BIGINT")]
            types = "{" + ", ".join(f"{engine.quote(c.name)}: {engine.quote(c.sql_type)}" for c in columns) + "}"
            staging = (
                f"read_csv({engine.quote(str(self._dir / 'staging.csv'))}, header = false, columns = {types}, "
                f"nullstr = {engine.quote(NULL)}, quote = '\"', escape = '\"', delim = ',', auto_detect = false)"
            )
            out = self._dir / "out"
            con = engine.connection()
            # 1. split by month as the rows come (streaming: memory does not grow with the file) ...
            con.execute(
                f"COPY (SELECT *, strftime({dataset.date_column}, '{dataset.partition_format}') AS month FROM {staging}) "
                f"TO {engine.quote(str(out))} (FORMAT parquet, PARTITION_BY (month), FILENAME_PATTERN 'staged')"
            )
            months: list[str] = []
            for folder in sorted(out.glob("month=*")):
                month = folder.name[len("month=") :]
                # 2. ... then deduplicate one month at a time (the last staged row of a line id wins)
                source = f"read_parquet([{', '.join(engine.quote(str(f)) for f in sorted(folder.glob('*.parquet')))}])"
                part = self._dir / f"part-{month}.parquet"
                con.execute(
                    f"COPY ({dedup_select(dataset, source, staged=True)}) TO {engine.quote(str(part))} "
                    "(FORMAT parquet, COMPRESSION zstd)"
                )
                key = f"{dataset.partition_prefix(self.organization_id, month)}part-{self.run_id}.parquet"
                objects.upload(str(part), f"{self.staging}{month}.parquet" if self.staging is not None else key)
                shutil.rmtree(folder, ignore_errors=True)
                months.append(month)
            return months
        finally:
            shutil.rmtree(self._dir, ignore_errors=True)

    def discard(self) -> None:
        """Drop the staged rows (a run that stops before :meth:`finish`)."""
        self._file.close()
        shutil.rmtree(self._dir, ignore_errors=True)
