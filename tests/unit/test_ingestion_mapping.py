"""Row mapping: canonical forms, every rejection reason, and sale-line ids across stacked segments."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from inventory_planning.domain import canonical as c
from inventory_planning.domain.ingestion.layouts import match_header
from inventory_planning.domain.ingestion.mapping import RowMapper
from inventory_planning.domain.ingestion.reasons import IngestionStats, Reason, Rejection
from inventory_planning.domain.ingestion.rows import PriceListEntry, SaleLine, StockCount, StylePrice
from inventory_planning.kernel.ids import entity_id

ORG = "org-1"
STOCK = ["SKU Code", "Design No.", "Stock", "Category", "Size", "Color"]
SALES_1 = ["DATE", "Months", "CUSTOMER", "Style", "SKU", "Size", "PCS", "RATE", "GROSS AMT"]
SALES_3 = ["CUSTOMER", "DATE", "Months", "Style", "SKU", "PCS", "RATE", "GROSS AMT", "Stock"]
PRICES = ["Sku", "Style Id", "Catalog", "Category", "Weight", "TP", "MRP Old", "Final MRP Old", "Ajio MRP"]


def mapper(header: list[str]) -> RowMapper:
    m = RowMapper(ORG)
    m.start_segment(match_header(header, strict=False))
    return m


def reason(result) -> Reason | None:
    return result.reason if isinstance(result, Rejection) else None


# -- canonical forms ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("raw", "sku"),
    [
        ("Os206_3141_S", "OS206-3141-S"),
        (" OS206-3141-S ", "OS206-3141-S"),
        ("JNE3555-KR-S.", "JNE3555-KR-S"),
        ("jne3435-kr-xxxl", "JNE3435-KR-XXXL"),
        ("JAN8641-S TO XXL", "JAN8641-STOXXL"),
    ],
)
def test_canonical_sku(raw, sku):
    assert c.canonical_sku(raw) == sku


def test_price_list_and_stock_spellings_meet():
    assert c.canonical_sku("Os206_3141_S") == c.canonical_sku("OS206-3141-S")


@pytest.mark.parametrize(
    ("sku", "size", "variant"),
    [("AN201-RED-L", "L", "AN201-RED"), ("BL001-50PINK", "FREE", "BL001-50PINK"), ("JAN8641-STOXXL", "S TO XXL", "JAN8641")],
)
def test_variant_sku_drops_the_size_suffix(sku, size, variant):
    assert c.variant_sku(sku, size) == variant


def test_size_resolution_without_a_size_column():
    assert c.size_from_sku("OS206-3141-2XL") == "2XL"
    assert c.size_from_sku("COPPER-1276") is None
    assert c.resolve_size("SAR045", None) == "FREE"
    assert c.resolve_size("MEN5004-KR-L", None) == "L"
    assert c.resolve_size("MEN5004-KR-L", "XL") == "XL"  # a known item keeps its size


def test_labels_and_numbers():
    assert c.category_label("AN : LEGGINGS") == "Leggings"
    assert c.category_label("Nill") is None
    assert c.colour_label("TEAL GREEN ") == "Teal Green"
    assert c.colour_label("NO REFERENCE") is None
    assert c.number_key("1.00") == "1" and c.number_key("616.50") == "616.5" and c.number_key("1,275.00") == "1275"
    assert c.parse_date("06-05-21") == date(2021, 6, 5)
    assert c.parse_date("2021-06-05T00:00:00") == date(2021, 6, 5)
    for bad in ("31-12-21", "Jun-21", ""):
        with pytest.raises(ValueError):
            c.parse_date(bad)
    assert c.is_spreadsheet_error("#REF!") and c.is_spreadsheet_error(" #value! ") and not c.is_spreadsheet_error("REF")


def test_hash_counter_counts_and_grows():
    counter = c.HashCounter(capacity=4)
    keys = [c.key_hash(f"k{i}") for i in range(1000)]
    assert [counter.increment(k) for k in keys] == [0] * 1000
    assert [counter.increment(k) for k in keys[:10]] == [1] * 10
    assert counter.increment(0) == 0 and counter.increment(0) == 1
    assert len(counter) == 1001


# -- stock snapshot -------------------------------------------------------------------------------
def test_stock_row_maps_to_design_variant_item():
    record = mapper(STOCK).map(2, ["AN201-RED-L", "AN201", "5.0", "AN : LEGGINGS", "L", "Red"])
    assert record == StockCount(2, "AN201-RED-L", "AN201-RED", "L", "AN201", "Leggings", "Red", 5)


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        (["", "BL086", "1.0", "BLOUSE", "FREE", "Blue"], Reason.MISSING_SKU),
        (["", "", "", "", "", ""], Reason.MISSING_SKU),
        (["#REF!", "BL006", "0.0", "BLOUSE", "FREE", "Black"], Reason.INVALID_SKU),
        (["AN201-RED-L", "AN201", "5.0", "LEGGINGS", "", "Red"], Reason.MISSING_SIZE),
        (["AN201-RED-L", "AN201", "five", "LEGGINGS", "L", "Red"], Reason.INVALID_QUANTITY),
        (["AN201-RED-L", "AN201", "-1", "LEGGINGS", "L", "Red"], Reason.INVALID_QUANTITY),
        (["AN201-RED-L", "AN201", "2.5", "LEGGINGS", "L", "Red"], Reason.INVALID_QUANTITY),
        (["AN201-RED-L", "", "5", "LEGGINGS", "L", "Red"], Reason.MISSING_PRODUCT),
    ],
)
def test_stock_rejections(row, expected):
    assert reason(mapper(STOCK).map(2, row)) == expected


def test_second_occurrence_of_a_canonical_sku_is_a_duplicate():
    m = mapper(STOCK)
    assert isinstance(m.map(2, ["PJNE3404-KR-4XL", "PJNE3404", "3", "KURTA", "4XL", "Blue"]), StockCount)
    assert reason(m.map(3, ["pjne3404_kr_4xl", "PJNE3404", "2", "KURTA", "4XL", "Blue"])) == Reason.DUPLICATE_SKU
    # an invalid row does not claim its SKU
    assert reason(m.map(4, ["AN201-RED-L", "AN201", "x", "LEGGINGS", "L", "Red"])) == Reason.INVALID_QUANTITY
    assert isinstance(m.map(5, ["AN201-RED-L", "AN201", "4", "LEGGINGS", "L", "Red"]), StockCount)


# -- wholesale sales ------------------------------------------------------------------------------
def sale_row(sku="MEN5004-KR-L", date_="06-05-21", pcs="1.00", rate="616.56", gross="617.00", style="MEN5004", size="L"):
    return [date_, "Jun-21", "REVATHY LOGANATHAN", style, sku, size, pcs, rate, gross]


def test_sale_row_maps_to_a_line():
    line = mapper(SALES_1).map(2, sale_row())
    assert isinstance(line, SaleLine)
    assert (line.sale_date, line.sku, line.size, line.units, line.unit_price, line.gross_sales) == (
        date(2021, 6, 5),
        "MEN5004-KR-L",
        "L",
        1,
        Decimal("616.56"),
        Decimal("617"),
    )  # exact decimals, as the file writes them
    assert line.product_code == "MEN5004" and line.stock_after is None
    assert line.id == entity_id(ORG, "sale-line", "2021-06-05|REVATHY LOGANATHAN|MEN5004-KR-L|1|616.56|617|0")


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        (sale_row(sku=""), Reason.MISSING_SKU),
        (sale_row(sku="#REF!"), Reason.INVALID_SKU),
        (sale_row(sku="KURTI", style="JNE1525"), Reason.INVALID_SKU),
        (sale_row(sku="SHIPPING", style="SHIPPING"), Reason.NON_PRODUCT_LINE),
        (sale_row(sku="TAGS(LABOUR)", style="TAGS(LABOUR)"), Reason.NON_PRODUCT_LINE),
        (sale_row(sku="LABEL MANUF.CHRAGE", style="LABEL MANUF.CHRAGE"), Reason.NON_PRODUCT_LINE),
        (sale_row(date_="2021-13-45"), Reason.INVALID_DATE),
        (sale_row(date_="Jun-21"), Reason.INVALID_DATE),
        (sale_row(pcs="one"), Reason.INVALID_QUANTITY),
        (sale_row(pcs="0"), Reason.INVALID_QUANTITY),
        (sale_row(rate="#VALUE!"), Reason.INVALID_PRICE),
        (sale_row(gross="-5"), Reason.INVALID_PRICE),
        (sale_row(style=""), Reason.MISSING_PRODUCT),
    ],
)
def test_sale_rejections(row, expected):
    assert reason(mapper(SALES_1).map(2, row)) == expected


def test_bad_stock_column_is_an_invalid_quantity():
    row = ["REVATHY LOGANATHAN", "06-05-21", "Jun-21", "MEN5004", "MEN5004-KR-L", "1.00", "616.56", "617.00", "lots"]
    assert reason(mapper(SALES_3).map(2, row)) == Reason.INVALID_QUANTITY


def test_sale_line_ids_deduplicate_across_stacked_segments():
    """Segment 3 repeats segment 1 in another column order: the n-th repeat of a line gets the same id."""
    m = RowMapper(ORG)
    m.start_segment(match_header(SALES_1, strict=True))
    first = [m.map(i, sale_row()) for i in (2, 3)] + [m.map(4, sale_row(sku="MEN5009-KR-L", style="MEN5009"))]
    assert first[0].id != first[1].id  # two identical lines in one report are two sales
    m.start_segment(match_header(SALES_3, strict=True))
    seg3 = ["REVATHY LOGANATHAN  ", "06-05-21", "Jun-21", "MEN5004", "MEN5004-KR-L", "1", "616.560", "617", "8.00"]
    again = [m.map(10, seg3), m.map(11, seg3), m.map(12, seg3)]
    assert [a.id for a in again[:2]] == [f.id for f in first[:2]]
    assert again[2].id not in {f.id for f in first}  # a third occurrence is a new line
    assert again[0].stock_after == 8 and again[0].size is None


# -- price lists and style lists ------------------------------------------------------------------
def test_price_list_row():
    row = ["Os206_3141_S", "Os206_3141", "Moments", "Kurta", "0.3", "538", "2178", "2295", "2295"]
    assert mapper(PRICES).map(2, row) == PriceListEntry(
        2, "OS206-3141-S", "OS206-3141", "S", "OS206-3141", "Kurta", "Moments", 538.0, 2295.0
    )
    nill = ["IRIS_1413_2XL", "IRIS_1413", "Nill", "Nill", "Nill", "818", "2494", "Nill", "2494"]
    entry = mapper(PRICES).map(3, nill)
    assert (entry.catalog, entry.category, entry.list_price, entry.size) == (None, None, None, "2XL")


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        (["", "Os1041", "Mix", "Kurta", "0.4", "500", "1", "2", "3"], Reason.MISSING_SKU),
        (["Os1041_S", "Os1041", "Mix", "Kurta Set", "0.4", "#VALUE!", "Nill", "Nill", "Nill"], Reason.INVALID_PRICE),
        (["Os1041_S", "Os1041", "Mix", "Kurta Set", "0.4", "500", "lots", "abc", "Nill"], Reason.INVALID_PRICE),
        (["Os1041_S", "Os1041", "Mix", "Kurta Set", "0.4", "Nill", "Nill", "Nill", "Nill"], Reason.MISSING_PRICE),
        (["Os1041_S", "", "Mix", "Kurta Set", "0.4", "500", "1", "2", "3"], Reason.MISSING_PRODUCT),
    ],
)
def test_price_list_rejections(row, expected):
    assert reason(mapper(PRICES).map(2, row)) == expected


def test_price_list_duplicates_use_the_canonical_sku():
    m = mapper(PRICES)
    first = ["IVORY_1423_2XL", "IVORY_1423", "Mix", "Kurta", "0.3", "500", "1", "900", "900"]
    again = ["IVORY-1423-2XL", "IVORY-1423", "Mix", "Kurta", "0.3", "500", "1", "900", "900"]
    assert isinstance(m.map(2, first), PriceListEntry)
    assert reason(m.map(3, again)) == Reason.DUPLICATE_SKU


def test_style_lists():
    prices = mapper(["SKU"])
    assert prices.map(2, ["JNE3826", "1299.00"]) == StylePrice(2, "JNE3826", 1299.0)
    assert reason(prices.map(3, ["JNE3826"])) == Reason.MISSING_PRICE
    assert reason(prices.map(4, ["JNE3826", "n/a?"])) == Reason.INVALID_PRICE
    assert reason(prices.map(5, ["", ""])) == Reason.MISSING_SKU
    stock = mapper(["Style", "Stock"])
    assert reason(stock.map(6, ["MEN5004", "43.00"])) == Reason.STYLE_LEVEL_STOCK
    assert reason(stock.map(7, ["MEN5004", "x"])) == Reason.INVALID_QUANTITY


def test_stats_keep_five_examples_per_reason():
    stats = IngestionStats()
    stats.start_segment("stock-snapshot", 2)
    for row in range(2, 10):
        stats.read()
        stats.reject(Rejection(row, Reason.MISSING_SKU, "SKU is empty"))
    stats.read()
    stats.loaded()
    out = stats.as_dict()
    assert out["rowsRead"] == 9 == out["rowsLoaded"] + out["rowsRejected"]
    assert out["rejectedByReason"] == {"MISSING_SKU": 8}
    assert [e["row"] for e in out["examples"]["MISSING_SKU"]] == [2, 3, 4, 5, 6]
    assert out["segments"] == [{"layout": "stock-snapshot", "firstRow": 2, "rows": 9}]


# -- canonical amounts ----------------------------------------------------------------------------
def canonical_sale(**cells: str):
    from inventory_planning.domain.ingestion.datasets import DEFAULT_OPTIONS, SALES_LINES, CanonicalMapper

    row = {"saleDate": "2024-05-02", "shopCode": "S1", "sku": "A-1-M", "quantity": "1", "unitPrice": "1", **cells}
    return CanonicalMapper(ORG, SALES_LINES, DEFAULT_OPTIONS).map(2, row)


def test_canonical_amounts_keep_the_file_s_precision_and_gross_is_exact():
    line = canonical_sale(quantity="20000", unitPrice="0.0025")
    assert (line.unit_price, line.gross_sales) == (Decimal("0.0025"), Decimal("50"))
    line = canonical_sale(quantity="3", unitPrice="19.999", discountAmount="0.997", unitCost="7.3333325")
    exact = (Decimal("59"), Decimal("0.997"), Decimal("7.333332"))  # the cost half-even past 6 places
    assert (line.gross_sales, line.discount_amount, line.unit_cost) == exact
    returned = canonical_sale(quantity="-2", lineType="return", unitPrice="0.125", discountAmount="0.01")
    assert returned.gross_sales == Decimal("-0.24")
    too_large = canonical_sale(unitPrice="1000000000000")
    assert isinstance(too_large, Rejection) and too_large.reason == Reason.INVALID_PRICE


def test_a_canonical_line_s_id_is_the_same_as_before_exact_prices():
    """The natural key writes the price as it always did (a float rounded to cents), so a file sent
    again lands on the lines it wrote before."""
    line = canonical_sale(quantity="2", unitPrice="20")
    assert line.id == entity_id(ORG, "sale-line", "2024-05-02|S1|A-1-M|M|2|20.0||0")


@pytest.mark.parametrize("raw", ["0001-05-01", "1899-12-31", "3000-01-01", "9999-12-31T10:00:00"])
def test_a_fact_dated_outside_the_apis_calendar_is_refused_as_its_row(raw):
    """Years 1900..2999 only (domain.dates): the API cannot query other dates, and one file of year
    0001..9999 dates would make thousands of month partitions; the row is refused, not stored."""
    from inventory_planning.domain.ingestion.datasets import ParseOptions, parse_day

    with pytest.raises(ValueError, match="calendar"):
        c.parse_date(raw)
    with pytest.raises(ValueError, match="calendar"):
        parse_day(raw, ParseOptions())
    day, month, year = raw[8:10], raw[5:7], raw[:4]
    with pytest.raises(ValueError, match="calendar"):
        parse_day(f"{day}/{month}/{year}", ParseOptions(date_format="%d/%m/%Y"))


def test_the_calendars_ends_are_facts():
    from inventory_planning.domain.ingestion.datasets import ParseOptions, parse_day

    assert c.parse_date("1900-01-01") == date(1900, 1, 1) and c.parse_date("2999-12-31") == date(2999, 12, 31)
    assert parse_day("31/12/2999", ParseOptions(date_format="%d/%m/%Y")) == date(2999, 12, 31)


@pytest.mark.parametrize(
    "url,kept",
    [("https://img.example.com/a.jpg", True), ("HTTP://img.example.com/a.jpg", True), ("javascript:alert(1)", False),
     ("data:image/png;base64,AAAA", False), ("/etc/passwd", False), ("https://x/" + "a" * 2048, False)],
)  # fmt: skip
def test_a_catalogue_image_url_is_kept_only_as_a_web_address(url, kept):
    """The product record shows imageUrl to every caller, and clients put it in pages: only http(s)."""
    from inventory_planning.domain.ingestion.datasets import CATALOGUE, DEFAULT_OPTIONS, CanonicalMapper

    row = {"sku": "A-1-M", "productCode": "A", "productName": "Tee", "imageUrl": url}
    entry = CanonicalMapper(ORG, CATALOGUE, DEFAULT_OPTIONS).map(2, row)
    assert entry.image_url == (url if kept else None)
