"""The streaming loop: batches to the sink, stats invariants, write-time rejections, segment flushes."""

from __future__ import annotations

import pytest
from inventory_planning.domain.ingestion import (
    IngestionStats,
    Reason,
    Rejection,
    SaleLine,
    StylePrice,
    UnknownLayout,
    UnreadableFile,
    ingest_rows,
)


class RecordingSink:
    """Keeps the batches it receives; rejects style prices for unknown products like the store does."""

    def __init__(self, known_products: set[str] | None = None) -> None:
        self.batches: list[list] = []
        self.known = known_products or set()

    def write(self, records):
        self.batches.append(list(records))
        return [
            Rejection(r.row, Reason.UNKNOWN_PRODUCT, r.product_code)
            for r in records
            if isinstance(r, StylePrice) and r.product_code not in self.known
        ]


def sales_rows(n: int):
    yield ["index", "DATE", "Months", "CUSTOMER", "Style", "SKU", "Size", "PCS", "RATE", "GROSS AMT"]
    for i in range(n):
        sku = "" if i % 10 == 0 else f"MEN{5000 + i % 7}-KR-L"
        yield [str(i), "06-05-21", "Jun-21", "REVATHY", f"MEN{5000 + i % 7}", sku, "L", "1.00", "616.56", "617.00"]


def test_batches_and_counts():
    sink = RecordingSink()
    stats = ingest_rows(sales_rows(95), "org", sink, batch_size=20)
    out = stats.as_dict()
    assert out["rowsRead"] == 95 == out["rowsLoaded"] + out["rowsRejected"]
    assert out["rejectedByReason"] == {"MISSING_SKU": 10}
    assert [len(b) for b in sink.batches] == [20, 20, 20, 20, 5]
    assert all(isinstance(r, SaleLine) for b in sink.batches for r in b)
    ids = [r.id for b in sink.batches for r in b]
    assert len(set(ids)) == len(ids) == 85  # repeated natural keys get distinct occurrence numbers


def test_sink_rejections_are_counted_and_segments_flush_separately():
    rows = [
        ["Style", "Price"],
        ["MEN5004", "1299"],
        ["NOPE1", "999"],
        ["", ""],
        ["SKU Code", "Design No.", "Stock", "Size"],
        ["MEN5004-KR-L", "MEN5004", "3", "L"],
    ]
    sink = RecordingSink({"MEN5004"})
    out = ingest_rows(rows, "org", sink, batch_size=100).as_dict()
    assert [len(b) for b in sink.batches] == [2, 1]  # the switch flushed the style prices first
    assert out["rejectedByReason"] == {"MISSING_SKU": 1, "UNKNOWN_PRODUCT": 1}
    assert out["rowsRead"] == 4 and out["rowsLoaded"] == 2
    assert [s["layout"] for s in out["segments"]] == ["style-price", "stock-snapshot"]
    assert out["segments"][1] == {"layout": "stock-snapshot", "firstRow": 6, "rows": 1}


def test_unknown_layout_raises_before_any_write():
    sink = RecordingSink()
    with pytest.raises(UnknownLayout):
        ingest_rows([["a", "b"], ["1", "2"]], "org", sink)
    assert sink.batches == []


def test_rows_read_before_a_damaged_part_are_kept():
    def damaged():
        yield from sales_rows(30)
        raise UnreadableFile("CSV error at line 32")

    sink = RecordingSink()
    stats = IngestionStats()
    with pytest.raises(UnreadableFile):
        ingest_rows(damaged(), "org", sink, batch_size=100, stats=stats)
    assert sum(len(b) for b in sink.batches) == stats.rows_loaded == 27
    assert stats.rows_read == stats.rows_loaded + stats.rows_rejected == 30
