"""Layout detection: headers, the pandas index column, title rows, and the stacked-report switch."""

from __future__ import annotations

import pytest
from inventory_planning.domain.ingestion.layouts import (
    PRICE_LIST,
    STOCK_SNAPSHOT,
    STYLE_PRICE,
    STYLE_STOCK,
    WHOLESALE_SALES,
    DataRow,
    SegmentStart,
    UnknownLayout,
    match_header,
    segment_rows,
)

SALES_HEADER = ["index", "DATE", "Months", "CUSTOMER", "Style", "SKU", "Size", "PCS", "RATE", "GROSS AMT"]
SALE_ROW = ["0", "06-05-21", "Jun-21", "REVATHY", "MEN5004", "MEN5004-KR-L", "L", "1.00", "616.56", "617.00"]


def _events(rows):
    return [(type(e).__name__, e.match.layout.name if isinstance(e, SegmentStart) else e.row) for e in segment_rows(rows)]


@pytest.mark.parametrize(
    ("header", "layout"),
    [
        (["SKU Code", "Design No.", "Stock", "Category", "Size", "Color"], STOCK_SNAPSHOT),
        ([" sku code ", "DESIGN NO.", "stock", "SIZE"], STOCK_SNAPSHOT),
        (SALES_HEADER[1:], WHOLESALE_SALES),
        (["CUSTOMER", "DATE", "Months", "Style", "SKU", "PCS", "RATE", "GROSS AMT", "Stock"], WHOLESALE_SALES),
        (["Sku", "Style Id", "Catalog", "Category", "Weight", "TP", "MRP Old", "Final MRP Old", "Ajio MRP"], PRICE_LIST),
        ([" Sku   ", " Style Id ", " TP 1 ", " TP 2 ", " Final MRP Old", " Myntra MRP"], PRICE_LIST),
        (["SKU"], STYLE_PRICE),
        (["Style", "Price"], STYLE_PRICE),
        (["Style", "Stock"], STYLE_STOCK),
    ],
)
def test_headers_are_recognised_case_and_space_insensitively(header, layout):
    found = match_header(header, strict=False)
    assert found is not None and found.layout.name == layout


def test_columns_follow_the_header_order():
    seg1 = match_header(SALES_HEADER[1:], strict=True)
    seg3 = match_header(["CUSTOMER", "DATE", "Months", "Style", "SKU", "PCS", "RATE", "GROSS AMT", "Stock"], strict=True)
    assert seg1.columns["sku"] == 4 and seg1.columns["date"] == 0 and "stock" not in seg1.columns
    assert seg3.columns["sku"] == 4 and seg3.columns["date"] == 1 and seg3.columns["stock"] == 8 and "size" not in seg3.columns


def test_unknown_extra_columns_only_allowed_in_the_first_header():
    header = ["SKU Code", "Design No.", "Stock", "Size", "Warehouse note"]
    assert match_header(header, strict=False).layout.name == STOCK_SNAPSHOT
    assert match_header(header, strict=True) is None
    assert match_header(["MEN5004", "MEN5004-KR-L", "1.00"], strict=True) is None
    assert match_header(["", "", ""], strict=True) is None


def test_stacked_reports_switch_layout_on_header_rows():
    rows = [
        SALES_HEADER,
        SALE_ROW,
        ["1", "06-05-21", "Jun-21", "REVATHY", "MEN5009", "MEN5009-KR-L", "L", "1.00", "616.56", "617.00"],
        ["2", "SKU", "", "", "", "", "", "", "", ""],
        ["3", "JNE3826", "", "", "", "", "", "", "", ""],
        ["4", "", "", "", "", "", "", "", "", ""],
        ["5", "Style", "Stock", "", "", "", "", "", "", ""],
        ["6", "MEN5004", "43.00", "", "", "", "", "", "", ""],
        ["7", "CUSTOMER", "DATE", "Months", "Style", "SKU", "PCS", "RATE", "GROSS AMT", "Stock"],
        ["8", "REVATHY", "06-05-21", "Jun-21", "MEN5004", "MEN5004-KR-L", "1.00", "616.56", "617.00", "8.00"],
    ]
    assert _events(rows) == [
        ("SegmentStart", WHOLESALE_SALES),
        ("DataRow", 2),
        ("DataRow", 3),
        ("SegmentStart", STYLE_PRICE),
        ("DataRow", 5),
        ("DataRow", 6),
        ("SegmentStart", STYLE_STOCK),
        ("DataRow", 8),
        ("SegmentStart", WHOLESALE_SALES),
        ("DataRow", 10),
    ]
    last = list(segment_rows(rows))[-1]
    assert isinstance(last, DataRow) and last.cells[0] == "REVATHY"  # the index column is dropped


def test_index_column_empty_header_and_title_rows():
    rows = [
        ["Stock report May 2022"],
        [],
        ["", "SKU Code", "Design No.", "Stock", "Size"],
        ["0", "AN201-RED-L", "AN201", "5", "L"],
    ]
    events = list(segment_rows(rows))
    assert isinstance(events[0], SegmentStart) and events[0].header_row == 3
    assert events[1] == DataRow(4, ["AN201-RED-L", "AN201", "5", "L"])


def test_a_real_column_named_like_data_is_kept_without_index():
    rows = [["SKU Code", "Design No.", "Stock", "Size"], ["AN201-RED-L", "AN201", "5", "L"]]
    assert list(segment_rows(rows))[1] == DataRow(2, ["AN201-RED-L", "AN201", "5", "L"])


def test_unknown_layout_is_reported_with_the_first_row():
    with pytest.raises(UnknownLayout, match="Order No"):
        list(segment_rows([["Order No", "Qty"], ["1", "2"]]))
    with pytest.raises(UnknownLayout):
        list(segment_rows([]))
