"""The facts lake on moto S3: parts per month, dedup by line id across files, compaction, aggregates,
partition pruning, and the sales queries (store/lake)."""

from __future__ import annotations

import os
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import boto3
import pytest

pytestmark = pytest.mark.empty_world  # the lake's files are listed and compacted whole (bucket-wide object counts)

ORG, OTHER = "org-lake-a", "org-lake-b"


def _line(line_id: str, day: str, quantity: int, *, price: float = 10.0, shop: str = "shop-1", brand: str = "brand-1",
          item: str = "item-1", cost: float | None = 4.0, at: datetime | None = None, file_id: str = "f1") -> list:  # fmt: skip
    gross = round(quantity * price, 2)
    margin = None if cost is None else round(gross - quantity * cost, 2)
    return [
        line_id, f"S-{line_id}", date.fromisoformat(day), "return" if quantity < 0 else "sale", shop, brand,
        f"product-of-{item}", f"variant-of-{item}", item, f"SKU-{item}", "M", "customer, with comma", quantity, price,
        0.0, gross, cost, margin, "EUR", file_id, at or datetime(2024, 1, 1, tzinfo=UTC),
    ]  # fmt: skip


def _load(org: str, run_id: str, lines: list[list]) -> list[str]:
    from inventory_planning.store.lake import compaction
    from inventory_planning.store.lake.datasets import SALES_LINES
    from inventory_planning.store.lake.writer import LakeWriter

    writer = LakeWriter(SALES_LINES, org, run_id)
    for line in lines:
        writer.append(line)
    months = writer.finish()
    for month in months:
        compaction.compact(SALES_LINES, org, month)
    return months


def _cold() -> None:
    """Empty the function's local copies of lake files (compaction fills them too): the next query fetches."""
    import shutil

    shutil.rmtree(os.environ["LAKE_CACHE_DIR"], ignore_errors=True)


def _keys(prefix: str) -> list[str]:
    listed = boto3.client("s3").list_objects_v2(Bucket=os.environ["LAKE_BUCKET"], Prefix=prefix)
    return sorted(o["Key"] for o in listed.get("Contents") or [])


@pytest.fixture
def get_objects(aws):
    """Keys of every S3 GetObject the lake sends (its reads)."""
    from inventory_planning.store.lake.objects import s3_client

    seen: list[str] = []
    s3_client().meta.events.register("provide-client-params.s3.GetObject", lambda params, **_: seen.append(params["Key"]))
    return seen


def test_parts_are_hive_partitioned_by_organization_and_month_and_compacted(aws):
    months = _load(ORG, "run-1", [_line("a", "2024-01-31", 1), _line("b", "2024-02-01", 2)])
    assert months == ["2024-01", "2024-02"]
    assert _keys(f"lake/sales_lines/organization_id={ORG}/") == [
        f"lake/sales_lines/organization_id={ORG}/month=2024-01/part-run-1.parquet",
        f"lake/sales_lines/organization_id={ORG}/month=2024-02/part-run-1.parquet",
    ]
    assert _keys(f"lake/sales_daily/organization_id={ORG}/") == [
        f"lake/sales_daily/organization_id={ORG}/month=2024-01/data.parquet",
        f"lake/sales_daily/organization_id={ORG}/month=2024-02/data.parquet",
    ]
    # a second file in January: the month is folded into one compacted file
    _load(ORG, "run-2", [_line("c", "2024-01-15", 3, file_id="f2")])
    january = _keys(f"lake/sales_lines/organization_id={ORG}/month=2024-01/")
    assert len(january) == 1 and "/compact-" in january[0]


def test_the_cache_bound_never_evicts_what_the_fetch_is_about_to_read(aws, monkeypatch):
    """A partition larger than the cache bound (a retailer's year of forecasts compacted at once) is
    read whole: the fetch that passes the bound evicts older files, never its own."""
    from inventory_planning.store.lake import compaction, objects
    from inventory_planning.store.lake.datasets import SALES_LINES
    from inventory_planning.store.lake.writer import LakeWriter

    for run in ("run-1", "run-2", "run-3"):
        writer = LakeWriter(SALES_LINES, ORG, run)
        writer.append(_line(run, "2024-01-10", 1, file_id=run))
        writer.finish()
    _cold()
    monkeypatch.setattr(objects, "CACHE_MAX_BYTES", 1)  # every file is over the bound
    done = compaction.compact(SALES_LINES, ORG, "2024-01")
    assert (done.files_merged, done.rows) == (3, 3)
    [compacted] = objects.list_partition(SALES_LINES, ORG, "2024-01")
    [path] = objects.fetch([compacted])
    cached = sorted(str(p) for p in Path(os.environ["LAKE_CACHE_DIR"]).rglob("*.parquet"))
    assert cached == [path]  # the three parts it was made of are gone, the file just fetched stays


def test_a_query_over_two_tables_past_the_bound_reads_both_whole(aws, monkeypatch):
    """The engine fetches every table of a query at once: the second table's download never evicts the
    first's files before DuckDB reads them (decision 0021). ``stream`` gives the same rows as ``run``, in batches."""
    from inventory_planning.store.lake import engine, objects
    from inventory_planning.store.lake.datasets import SALES_LINES
    from inventory_planning.store.lake.writer import LakeWriter

    writer = LakeWriter(SALES_LINES, ORG, "run-1")
    for n in range(5):
        writer.append(_line(f"jan-{n}", "2024-01-10", n + 1, file_id="run-1"))
        writer.append(_line(f"feb-{n}", "2024-02-10", 10 * (n + 1), file_id="run-1"))
    writer.finish()
    _cold()
    monkeypatch.setattr(objects, "CACHE_MAX_BYTES", 1)  # every file is over the bound
    monkeypatch.setenv("LAKE_MATERIALIZE_MAX_BYTES", "0")  # DuckDB reads the cached files themselves
    from inventory_planning.settings import get_lake_settings

    get_lake_settings.cache_clear()
    try:
        sql = ("SELECT (SELECT sum(quantity) FROM {a} WHERE organization_id = ?), "
               "(SELECT sum(quantity) FROM {b} WHERE organization_id = ?)")  # fmt: skip
        tables = {"a": SALES_LINES, "b": SALES_LINES}
        assert engine.run(sql, tables, ORG, {"a": ["2024-01"], "b": ["2024-02"]}, [ORG, ORG]) == [(15, 150)]
        batches = list(engine.stream("SELECT quantity FROM {a} WHERE organization_id = ? ORDER BY quantity",
                                     {"a": SALES_LINES}, ORG, ["2024-01"], [ORG], batch=2))  # fmt: skip
        assert [[r[0] for r in b] for b in batches] == [[1, 2], [3, 4], [5]]
    finally:
        get_lake_settings.cache_clear()  # the next test reads its own environment


def test_a_line_id_seen_twice_counts_once_and_the_latest_ingestion_wins(aws):
    from inventory_planning.store.lake import sales

    _load(ORG, "run-1", [_line("a", "2024-03-01", 2), _line("a", "2024-03-01", 2), _line("b", "2024-03-02", 1)])
    later = datetime(2024, 2, 1, tzinfo=UTC)
    _load(ORG, "run-2", [_line("a", "2024-03-01", 5, at=later, file_id="f2")])  # a corrected line in a later file
    groups, total = sales.summary(ORG, date(2024, 3, 1), date(2024, 3, 31), group_by="shop")
    assert total == 1
    assert groups[0].units == 6  # a: 5 (the later version), b: 1
    assert groups[0].gross_sales == 60.0
    lines, count = sales.lines_page(ORG, date_from=date(2024, 3, 1), date_to=date(2024, 3, 31), filters={})
    assert count == 2 and sorted(r["quantity"] for r in lines) == [1, 5]


def test_summary_groups_filters_sorts_and_pages(aws):
    from inventory_planning.store.lake import sales

    _load(ORG, "run-1", [
        _line("1", "2024-05-01", 1, shop="s1", brand="b1", item="i1"),
        _line("2", "2024-05-02", 4, shop="s2", brand="b1", item="i2"),
        _line("3", "2024-05-03", 2, shop="s2", brand="b2", item="i3", cost=None),
        _line("4", "2024-05-04", -1, shop="s1", brand="b2", item="i3"),  # a return
        _line("5", "2024-06-01", 9, shop="s1", brand="b1", item="i1"),  # out of range
    ])  # fmt: skip
    groups, total = sales.summary(ORG, date(2024, 5, 1), date(2024, 5, 31), group_by="brand", sort_by="units")
    assert total == 2
    assert [(g.key, g.units, g.gross_sales, g.margin, g.currency_id) for g in groups] == [
        ("b1", 5, 50.0, 30.0, "EUR"),
        ("b2", 1, 10.0, -6.0, "EUR"),  # margin of the line without cost is unknown: only the return's counts
    ]
    groups, total = sales.summary(ORG, date(2024, 5, 1), date(2024, 5, 31), group_by="shop", shop_ids=["s2"])
    assert (total, [g.key for g in groups]) == (1, ["s2"])
    groups, total = sales.summary(ORG, date(2024, 5, 1), date(2024, 5, 31), group_by="product", descending=False,
                                  offset=2, limit=2)  # fmt: skip
    assert total == 3 and [g.key for g in groups] == ["product-of-i2"]
    groups, total = sales.summary(ORG, date(2024, 5, 1), date(2024, 5, 31), offset=40, limit=20)
    assert (groups, total) == ([], 2)


def test_a_query_reads_only_the_organization_s_partitions_in_range(aws, get_objects):
    from inventory_planning.store.lake import sales

    _load(ORG, "run-1", [_line("a", "2024-01-10", 1), _line("b", "2024-02-10", 2), _line("c", "2024-03-10", 3)])
    _load(OTHER, "run-1", [_line("a", "2024-02-10", 7)])
    get_objects.clear()
    groups, _ = sales.summary(ORG, date(2024, 2, 1), date(2024, 2, 29), group_by="shop")
    assert [g.units for g in groups] == [2]
    assert get_objects == [f"lake/sales_daily_shop/organization_id={ORG}/month=2024-02/data.parquet"]  # the day x shop aggregate
    get_objects.clear()
    sales.summary(ORG, date(2024, 2, 1), date(2024, 2, 29), group_by="shop")
    assert get_objects == []  # the warm cache: the same version is not fetched twice
    groups, _ = sales.summary(OTHER, date(2024, 1, 1), date(2024, 12, 31), group_by="shop")
    assert [g.units for g in groups] == [7]


def test_window_units_sum_the_7_and_30_days_up_to_a_day(aws):
    from inventory_planning.store.lake import sales

    _load(ORG, "run-1", [
        _line("a", "2024-04-30", 1, item="i1"), _line("b", "2024-04-24", 2, item="i1"),
        _line("c", "2024-04-01", 4, item="i1"), _line("d", "2024-03-31", 8, item="i1"),
        _line("e", "2024-04-29", 3, item="i2", shop="s2"),
    ])  # fmt: skip
    units = {(w.shop_id, w.inventory_item_id): (w.units_7, w.units_30) for w in sales.window_units(ORG, date(2024, 4, 30))}
    assert units == {("shop-1", "i1"): (3, 7), ("s2", "i2"): (3, 3)}


def test_an_empty_lake_answers_empty(aws):
    from inventory_planning.store.lake import sales

    assert sales.summary(ORG, date(2024, 1, 1), date(2024, 1, 31)) == ([], 0)
    assert sales.window_units(ORG, date(2024, 1, 31)) == []


def test_each_summary_reads_the_smallest_aggregate_that_answers_it(aws, get_objects):
    """By shop: day x shop; by brand: day x brand; by product: month x product; a filter the aggregate
    cannot answer (a shop filter on brands) falls back to day x shop x item, with the same totals."""
    from inventory_planning.store.lake import sales

    _load(ORG, "run-1", [_line("a", "2024-02-10", 2, shop="s1", brand="b1"), _line("b", "2024-02-11", 3, shop="s2", brand="b1"),
                         _line("c", "2024-02-11", 1, shop="s2", brand="b2", item="i2")])  # fmt: skip
    read = {}
    for group, shops in (("shop", ()), ("brand", ()), ("product", ()), ("brand", ("s2",))):
        _cold()
        get_objects.clear()
        groups, _ = sales.summary(ORG, date(2024, 2, 1), date(2024, 2, 29), group_by=group, shop_ids=shops)
        read[(group, shops)] = ([k.split("/")[1] for k in get_objects], sorted((g.key, g.units) for g in groups))
    assert read[("shop", ())] == (["sales_daily_shop"], [("s1", 2), ("s2", 4)])
    assert read[("brand", ())] == (["sales_daily_brand"], [("b1", 5), ("b2", 1)])
    february_whole = (["sales_monthly_product"], [("product-of-i2", 1), ("product-of-item-1", 5)])
    assert read[("product", ())] == february_whole
    assert read[("brand", ("s2",))][1] == [("b1", 3), ("b2", 1)]
    assert read[("brand", ("s2",))][0] == ["sales_daily"]


def test_the_summary_by_product_adds_whole_months_and_the_days_at_the_ends(aws, get_objects):
    """February whole from the monthly aggregate, the ends of January and March from the daily one:
    the same totals as reading every day."""
    from inventory_planning.store.lake import sales

    _load(ORG, "run-1", [
        _line("j1", "2024-01-30", 1, item="i1"), _line("j2", "2024-01-10", 50, item="i1"),  # 10 Jan: before the range
        _line("f1", "2024-02-01", 2, item="i1"), _line("f2", "2024-02-29", 3, item="i2", brand="b2"),
        _line("m1", "2024-03-02", 4, item="i2", brand="b2"), _line("m2", "2024-03-20", 70, item="i2", brand="b2"),  # after
    ])  # fmt: skip
    _cold()
    get_objects.clear()
    groups, total = sales.summary(ORG, date(2024, 1, 15), date(2024, 3, 5), group_by="product", sort_by="units")
    assert (total, [(g.key, g.units, g.gross_sales) for g in groups]) == (
        2,
        [("product-of-i2", 7, 70.0), ("product-of-i1", 3, 30.0)],
    )
    read = sorted(k.split("/")[1] + "/" + k.split("/")[3] for k in get_objects)
    assert read == [
        "sales_daily_product/month=2024-01",
        "sales_daily_product/month=2024-03",
        "sales_monthly_product/month=2024-02",
    ]
    whole, _ = sales.summary(ORG, date(2024, 2, 1), date(2024, 2, 29), group_by="product", brand_ids=["b2"])
    assert [(g.key, g.units) for g in whole] == [("product-of-i2", 3)]  # a brand filter on the monthly rows
    assert sales.whole_months(date(2024, 1, 1), date(2024, 2, 28)) == ["2024-01"]  # 2024 is a leap year


def test_the_summary_by_product_reads_whole_years_from_the_yearly_rollup(aws, get_objects):
    """2024 whole from the yearly rollup (rebuilt when any of its months is), December 2023 whole from
    the monthly aggregate, the first days of 2025 from the daily one: the same totals as every day."""
    from inventory_planning.store.lake import sales

    _load(ORG, "run-1", [
        _line("d1", "2023-12-31", 1, item="i1"), _line("a1", "2024-01-01", 2, item="i1"),
        _line("a2", "2024-06-15", 3, item="i2"), _line("a3", "2024-12-31", 4, item="i2"),
        _line("n1", "2025-01-02", 5, item="i1"), _line("n2", "2025-01-20", 60, item="i1"),
    ])  # fmt: skip
    corrected = _line("a1", "2024-01-01", 7, item="i1", at=datetime(2024, 2, 1, tzinfo=UTC))  # a later a1 replaces it
    _load(ORG, "run-2", [_line("a4", "2024-03-03", 10, item="i3"), corrected])
    assert _keys(f"lake/sales_yearly_product/organization_id={ORG}/") == [
        f"lake/sales_yearly_product/organization_id={ORG}/year={year}/data.parquet" for year in (2023, 2024, 2025)
    ]
    _cold()
    get_objects.clear()
    groups, total = sales.summary(ORG, date(2023, 12, 1), date(2025, 1, 10), group_by="product", sort_by="units")
    assert (total, [(g.key, g.units, g.gross_sales) for g in groups]) == (
        3,
        [("product-of-i1", 13, 130.0), ("product-of-i3", 10, 100.0), ("product-of-i2", 7, 70.0)],
    )
    read = sorted(k.split("/")[1] + "/" + k.split("/")[3] for k in get_objects)
    assert read == ["sales_daily_product/month=2025-01", "sales_monthly_product/month=2023-12", "sales_yearly_product/year=2024"]
    assert sales.whole_years(date(2023, 12, 1), date(2025, 1, 10)) == ["2024"]
    assert sales.whole_years(date(2024, 1, 2), date(2024, 12, 31)) == []


def test_a_run_partition_is_compacted_in_variant_order_so_a_variant_read_skips_the_other_row_groups(aws, monkeypatch):
    """Two shards write their weeks in any order; the compacted file holds each row once, ordered by
    variant, shop and week, so each row group holds its own range of variants (decision 0022)."""
    import random

    import pyarrow.parquet as pq
    from inventory_planning.store.lake import compaction, objects
    from inventory_planning.store.lake.datasets import FORECAST_WEEKLY
    from inventory_planning.store.lake.writer import LakeWriter

    monkeypatch.setattr(compaction, "ROW_GROUP_ROWS", 2048)  # DuckDB's smallest (one vector)
    rows = [(f"v{v:03d}", f"shop-{s}", w) for v in range(160) for s in (2, 1) for w in range(22)]
    random.Random(3).shuffle(rows)
    for shard, part in (("shard-0", rows[::2]), ("shard-1", rows[1::2])):
        writer = LakeWriter(FORECAST_WEEKLY, ORG, shard)
        for variant, shop, week in part:
            start = date(2024, 5, 1) + timedelta(days=7 * week)
            writer.append([f"2024-05-01|{variant}|{shop}|{week}", date(2024, 5, 1), variant, shop, "b", "p", week, start,
                           float(week + 1), 0.0, 2.0 * (week + 1), 0.8, "SES", 0.9, shard,
                           datetime(2024, 5, 1, tzinfo=UTC)])  # fmt: skip
        writer.finish()
    compaction.compact(FORECAST_WEEKLY, ORG, "2024-05-01", keep_file_ids=["shard-0", "shard-1"])
    [compacted] = objects.list_partition(FORECAST_WEEKLY, ORG, "2024-05-01")
    [path] = objects.fetch([compacted])
    table = pq.read_table(path, columns=["variant_id", "shop_id", "week_index"])
    assert list(zip(*(table.column(c).to_pylist() for c in table.column_names), strict=True)) == sorted(rows)
    metadata = pq.ParquetFile(path).metadata
    column = metadata.schema.names.index("variant_id")
    ranges = [(metadata.row_group(g).column(column).statistics.min, metadata.row_group(g).column(column).statistics.max)
              for g in range(metadata.num_row_groups)]  # fmt: skip
    assert len(ranges) >= 2  # 7,040 rows, at most 2,048 per group
    assert all(high <= low for (_, high), (low, _) in zip(ranges, ranges[1:], strict=False))  # no two groups overlap


def test_a_page_of_vectors_shows_a_line_once_while_it_is_in_two_files(aws):
    """A compaction uploads its output before it deletes its input, and a rerun writes beside the
    run it replaces: for a moment a vector's line is in two files. A page of vectors (chosen on its
    keys, then read whole) shows it once, its latest copy, in order; pages still add up."""
    from inventory_planning.store.lake import decisions
    from inventory_planning.store.lake.datasets import DECISION_VECTORS
    from inventory_planning.store.lake.writer import LakeWriter

    run = date(2024, 5, 1)

    def write(part: str, file_id: str, at: datetime, qty: int) -> None:
        writer = LakeWriter(DECISION_VECTORS, ORG, part)
        for n in range(5):
            writer.append([f"2024-05-01|v{n}|shop-1|restock", run, f"v{n}", "shop-1", "restock", "b", None, "p", "{}",
                           '["restock"]', "[]", "[]", qty, None, None, None, 0.5, "{}", file_id, at])  # fmt: skip
        writer.finish()

    write("run-1", "run-1", datetime(2024, 5, 1, 1, tzinfo=UTC), 1)
    write("compact-of-run-1", "run-1", datetime(2024, 5, 1, 1, tzinfo=UTC), 1)  # the same lines, the same file id
    write("run-2", "run-2", datetime(2024, 5, 1, 2, tzinfo=UTC), 2)  # a rerun of the day, later
    page, total = decisions.vectors_page(ORG, run, limit=100)
    assert [(r["variant_id"], r["recommended_qty"]) for r in page] == [(f"v{n}", 2) for n in range(5)]
    assert total == 15  # the total counts the copies until the compaction removes them
    small = [r["variant_id"] for r in decisions.vectors_page(ORG, run, limit=4)[0]]
    assert small == sorted(set(small))  # a line once on a page (a page may show fewer lines meanwhile)
