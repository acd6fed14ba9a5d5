"""Compaction: the files of a partition folded into one, deduplicated by line id, and the month's
aggregates rebuilt from it.

Safe with concurrent runs on the same partition: a compaction writes its result before it deletes
its inputs, readers deduplicate by line id, and a compaction that finds the partition changed
under it (parts added or merged by another run) starts again, so the last run to finish leaves one
file and aggregates of everything (docs/decisions/0018-facts-lake.md).
"""

from __future__ import annotations

import shutil
import tempfile
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from inventory_planning.kernel import clock
from inventory_planning.store.lake import engine, objects
from inventory_planning.store.lake.datasets import DATASETS, SALES_MONTHLY_PRODUCT, SALES_YEARLY_PRODUCT, Dataset
from inventory_planning.store.lake.writer import dedup_select

ATTEMPTS = 5
ROW_GROUP_ROWS = 122_880
"""Rows per Parquet row group of a compacted file (DuckDB's default): the unit a filtered read skips."""

MONEY = "DECIMAL(38,6)"
"""The aggregates' money type: exact sums of the lines' DECIMAL(18,6) (docs/data-model.md)."""


def _money(expression: str) -> str:
    return f"CAST({expression} AS {MONEY})"


# Exact sums (no rounding: only what is displayed is rounded). ``margin`` sums the known margins and
# is NULL when no line of the row had one; ``costed_sales`` is the gross sales of the lines with one.
_TOTALS = f"""currency, CAST(sum(quantity) AS BIGINT) AS units, {_money("sum(gross_sales)")} AS gross_sales,
       {_money("coalesce(sum(discount_amount), 0)")} AS discount_amount, {_money("sum(margin)")} AS margin,
       {_money("sum(CASE WHEN margin IS NULL THEN 0 ELSE gross_sales END)")} AS costed_sales, count(*) AS lines"""
_DAY_AND = "SELECT sale_date, {dimensions}, " + _TOTALS + " FROM {{source}} GROUP BY sale_date, {keys}, currency"

AGGREGATE_SQL = {
    "sales_daily_shop": _DAY_AND.format(dimensions="shop_id", keys="shop_id"),
    "sales_daily_brand": _DAY_AND.format(dimensions="brand_id", keys="brand_id"),
    "sales_daily_product": _DAY_AND.format(dimensions="product_id, max(brand_id) AS brand_id", keys="product_id"),
    "sales_monthly_product": (
        "SELECT CAST(date_trunc('month', sale_date) AS DATE) AS month_start, product_id, max(brand_id) AS brand_id, "
        + _TOTALS
        + " FROM {source} GROUP BY CAST(date_trunc('month', sale_date) AS DATE), product_id, currency"
    ),
    "sales_yearly_product": (
        "SELECT CAST(date_trunc('year', month_start) AS DATE) AS year_start, product_id, max(brand_id) AS brand_id, currency, "
        f"CAST(sum(units) AS BIGINT) AS units, {_money('sum(gross_sales)')} AS gross_sales, "
        f"{_money('sum(discount_amount)')} AS discount_amount, {_money('sum(margin)')} AS margin, "
        f"{_money('sum(costed_sales)')} AS costed_sales, CAST(sum(lines) AS BIGINT) AS lines "
        "FROM {source} GROUP BY CAST(date_trunc('year', month_start) AS DATE), product_id, currency"
    ),
    "sales_daily": f"""
SELECT sale_date, shop_id, brand_id, product_id, variant_id, inventory_item_id, size, currency,
       CAST(sum(quantity) AS BIGINT) AS units,
       {_money("sum(gross_sales)")} AS gross_sales,
       {_money("coalesce(sum(discount_amount), 0)")} AS discount_amount,
       {_money("sum(margin)")} AS margin,
       bool_and(margin IS NOT NULL) AS margin_complete,
       count(*) AS lines
FROM {{source}}
GROUP BY sale_date, shop_id, brand_id, product_id, variant_id, inventory_item_id, size, currency
ORDER BY sale_date, shop_id, inventory_item_id, currency
""",
}


class Compaction(NamedTuple):
    """What a compaction did: files merged (0 when the partition had one file), rows kept, attempts."""

    month: str
    files_merged: int
    rows: int
    attempts: int


def compact(dataset: Dataset, organization_id: str, month: str, keep_file_ids: Iterable[str] | None = None) -> Compaction:
    """Fold the partition ``month`` (``YYYY-MM``) of ``dataset`` into one file and rebuild its aggregates.

    ``keep_file_ids``: keep only the rows written by these runs (``file_id``), for the output of a
    job rerun for the same day (``run_date`` partitions): what the earlier run wrote and the rerun
    did not is dropped, not left behind. The partition is then always rewritten.

    Raises:
        LakeUnavailable: S3 failed, or the partition kept changing for ``ATTEMPTS`` rounds (the
            caller's run fails and is retried).
    """
    last_error: Exception | None = None
    keep = sorted(set(keep_file_ids)) if keep_file_ids is not None else None
    for attempt in range(1, ATTEMPTS + 1):
        work = Path(tempfile.mkdtemp(prefix=f"compact-{dataset.name}-"))
        try:
            inputs = objects.list_partition(dataset, organization_id, month)
            if not inputs:
                _drop_aggregates(dataset, organization_id, month)
                _roll_up_years(dataset, organization_id, month)
                return Compaction(month, 0, 0, attempt)
            paths = objects.fetch(inputs)
            merged = inputs[0]
            if len(inputs) > 1 or keep is not None:
                out = work / "compact.parquet"
                source = f"read_parquet([{', '.join(engine.quote(p) for p in paths)}], union_by_name = true)"
                if keep is not None:
                    kept = ", ".join(engine.quote(i) for i in keep) or "NULL"
                    source = f"(SELECT * FROM {source} WHERE file_id IN ({kept})) AS kept"
                engine.connection().execute(
                    f"COPY ({dedup_select(dataset, source)} ORDER BY {dataset.order_by}) "
                    f"TO {engine.quote(str(out))} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE {int(ROW_GROUP_ROWS)})"
                )
                stamp = clock.wall_now().strftime("%Y%m%dT%H%M%S%f")
                key = f"{dataset.partition_prefix(organization_id, month)}compact-{stamp}-{uuid.uuid4().hex[:8]}.parquet"
                merged = objects.upload(str(out), key)
                objects.delete(o.key for o in inputs)
                local = str(out)
            else:
                local = paths[0]
            rows = _rebuild_aggregates(dataset, organization_id, month, local, work)
            _roll_up_years(dataset, organization_id, month)
            if [o.key for o in objects.list_partition(dataset, organization_id, month)] == [merged.key]:
                return Compaction(month, len(inputs) if len(inputs) > 1 or keep is not None else 0, rows, attempt)
        except objects.LakeUnavailable as error:  # an input deleted by a concurrent compaction: list again
            last_error = error
        finally:
            shutil.rmtree(work, ignore_errors=True)
    raise objects.LakeUnavailable(f"partition {dataset.name}/{organization_id}/{month} kept changing") from last_error


def _rebuild_aggregates(dataset: Dataset, organization_id: str, month: str, local: str, work: Path) -> int:
    """Rewrite each aggregate's file of the month from the compacted file; return the fact rows."""
    con = engine.connection()
    (count,) = con.execute(f"SELECT count(*) FROM read_parquet({engine.quote(local)})").fetchone()
    for name in dataset.aggregates:
        aggregate = DATASETS[name]
        out = work / f"{name}.parquet"
        sql = AGGREGATE_SQL[name].format(source=f"read_parquet({engine.quote(local)})")
        con.execute(f"COPY ({sql}) TO {engine.quote(str(out))} (FORMAT parquet, COMPRESSION zstd)")
        objects.upload(str(out), f"{aggregate.partition_prefix(organization_id, month)}data.parquet")
    return int(count)


def _drop_aggregates(dataset: Dataset, organization_id: str, month: str) -> None:
    for name in dataset.aggregates:
        objects.delete([f"{DATASETS[name].partition_prefix(organization_id, month)}data.parquet"])


YEARLY_ROLLUPS = {SALES_MONTHLY_PRODUCT.name: SALES_YEARLY_PRODUCT}
"""Monthly aggregate -> the yearly rollup rebuilt from its year's months."""


def _roll_up_years(dataset: Dataset, organization_id: str, month: str) -> None:
    """Rebuild the yearly rollups of ``month``'s year from that year's monthly aggregate files (one
    listing of the year's 12 partitions, the files from the cache).

    Concurrent compactions of two months of one year may each read the other's month before it was
    rewritten; so after uploading, a run lists the months again and rebuilds while they changed
    under it. The last upload is thus always followed by its own check that its inputs were current.

    Raises:
        LakeUnavailable: S3 failed, or the year kept changing for ``ATTEMPTS`` rounds.
    """
    year = month[:4]
    for name in dataset.aggregates:
        rollup = YEARLY_ROLLUPS.get(name)
        if rollup is None:
            continue
        monthly = DATASETS[name]
        key = f"{rollup.partition_prefix(organization_id, year)}data.parquet"
        for _ in range(ATTEMPTS):
            inputs = objects.list_month_range(monthly, organization_id, f"{year}-01", f"{year}-12")
            if not inputs:
                objects.delete([key])
            else:
                work = Path(tempfile.mkdtemp(prefix=f"rollup-{rollup.name}-"))
                try:
                    paths = objects.fetch(inputs)
                    out = work / f"{rollup.name}.parquet"
                    source = f"read_parquet([{', '.join(engine.quote(p) for p in paths)}], union_by_name = true)"
                    sql = AGGREGATE_SQL[rollup.name].format(source=source)
                    engine.connection().execute(f"COPY ({sql}) TO {engine.quote(str(out))} (FORMAT parquet, COMPRESSION zstd)")
                    objects.upload(str(out), key)
                finally:
                    shutil.rmtree(work, ignore_errors=True)
            if objects.list_month_range(monthly, organization_id, f"{year}-01", f"{year}-12") == inputs:
                break
        else:
            raise objects.LakeUnavailable(f"the months of {rollup.name}/{organization_id}/{year} kept changing")
