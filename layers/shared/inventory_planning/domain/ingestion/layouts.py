"""Layout detection: which report a header row announces, and where stacked reports switch.

A file starts with a header row (up to :data:`MAX_PREAMBLE_ROWS` title rows may precede it). A
pandas index column (first header cell ``index`` or empty) is dropped from every row. Inside the
data, a row whose non-empty cells are exactly the header of a known layout starts a new segment:
that is how the three reports stacked in ``international-sale-report.csv`` are told apart.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from inventory_planning.domain.ingestion.datasets import DATASET_FIELDS, header_aliases

STOCK_SNAPSHOT = "stock-snapshot"
WHOLESALE_SALES = "wholesale-sales"
PRICE_LIST = "price-list"
STYLE_PRICE = "style-price"
STYLE_STOCK = "style-stock"
MAX_PREAMBLE_ROWS = 20


def normalize_header(cell: str | None) -> str:
    """Header cell for matching: lower-case, whitespace collapsed (``" Style Id  "`` -> ``style id``)."""
    return " ".join(str(cell or "").split()).lower()


@dataclass(frozen=True)
class Layout:
    """A known report: header spellings -> canonical field names, and the fields it must have.

    ``ignored`` matches extra columns that belong to the layout but are not loaded (e.g. the
    marketplace MRP columns of a price list). ``positional`` names fields found by position when
    the header leaves their column unnamed (the style list: ``SKU`` then an unnamed price column).
    """

    name: str
    aliases: dict[str, str]
    required: frozenset[str]
    ignored: re.Pattern[str] | None = None
    positional: tuple[str, ...] = ()
    max_columns: int | None = None
    dataset: str | None = None
    options: Any = None


LAYOUTS: tuple[Layout, ...] = (
    Layout(
        STOCK_SNAPSHOT,
        {
            "sku code": "sku", "sku": "sku", "design no.": "design", "design no": "design", "design": "design",
            "stock": "stock", "category": "category", "size": "size", "color": "colour", "colour": "colour",
        },
        frozenset({"sku", "design", "stock", "size"}),
    ),
    Layout(
        WHOLESALE_SALES,
        {
            "date": "date", "months": "months", "month": "months", "customer": "customer", "style": "style",
            "sku": "sku", "size": "size", "pcs": "pcs", "rate": "rate", "gross amt": "gross", "gross amount": "gross",
            "stock": "stock",
        },
        frozenset({"date", "customer", "style", "sku", "pcs", "rate", "gross"}),
    ),
    Layout(
        PRICE_LIST,
        {
            "sku": "sku", "style id": "style", "catalog": "catalog", "catalogue": "catalog", "category": "category",
            "weight": "weight", "tp": "unit_cost", "tp 1": "unit_cost", "tp 2": "unit_cost_2", "mrp old": "mrp_old",
            "final mrp old": "list_price", "final mrp": "list_price",
        },
        frozenset({"sku", "style", "unit_cost"}),
        ignored=re.compile(r"^[a-z0-9 ]+ mrp$"),
    ),
    Layout(
        STYLE_PRICE,
        {"sku": "code", "style": "code", "price": "price", "rate": "price", "mrp": "price", "list price": "price"},
        frozenset({"code"}),
        positional=("code", "price"),
        max_columns=2,
    ),
    Layout(
        STYLE_STOCK,
        {"sku": "code", "style": "code", "stock": "stock"},
        frozenset({"code", "stock"}),
        max_columns=2,
    ),
)  # fmt: skip


CANONICAL_LAYOUTS: tuple[Layout, ...] = tuple(
    Layout(dataset, header_aliases(dataset), frozenset(required), dataset=dataset)
    for dataset, (required, _) in DATASET_FIELDS.items()
)
"""The canonical datasets, recognised by their documented column names (any case, camelCase or snake_case)."""

BUILT_IN_LAYOUTS: tuple[Layout, ...] = LAYOUTS + CANONICAL_LAYOUTS
"""Every header recognised without an ingestion spec: the brand's reports, then the canonical datasets."""


def header_names(layouts: Iterable[Layout]) -> frozenset[str]:
    """Every header spelling of ``layouts`` (the cheap pre-check of a header row inside the data)."""
    return frozenset(name for layout in layouts for name in layout.aliases)


_HEADER_NAMES = header_names(BUILT_IN_LAYOUTS)


@dataclass(frozen=True)
class HeaderMatch:
    """A recognised header: the layout and the column index of each field it names."""

    layout: Layout
    columns: dict[str, int]


def match_header(cells: list[str], *, strict: bool, layouts: tuple[Layout, ...] = BUILT_IN_LAYOUTS) -> HeaderMatch | None:
    """The layout of ``layouts`` whose header ``cells`` are, or None.

    ``strict`` (used for rows inside the data) requires every non-empty cell to be a column of the
    layout; the first header of a file may carry unknown extra columns. When several layouts
    match, the one naming the most columns wins; on a tie, the first (an organization's ingestion
    specs come before the built-in layouts).
    """
    names = [normalize_header(c) for c in cells]
    while names and not names[-1]:
        names.pop()
    if not names:
        return None
    best: HeaderMatch | None = None
    for layout in layouts:
        if layout.max_columns is not None and len(names) > layout.max_columns:
            continue
        columns: dict[str, int] = {}
        unknown = 0
        for index, name in enumerate(names):
            if not name:
                continue
            field = layout.aliases.get(name)
            if field is None:
                if not (layout.ignored and layout.ignored.match(name)):
                    unknown += 1
                continue
            columns.setdefault(field, index)
        if layout.positional:
            if any(not n for n in names):
                continue  # a positional header names its first columns, without gaps
            for index, field in enumerate(layout.positional):
                columns.setdefault(field, index)
        if not layout.required <= columns.keys() or (unknown and (strict or layout.positional or layout.max_columns)):
            continue
        if best is None or len(columns) > len(best.columns):
            best = HeaderMatch(layout, columns)
    return best


class UnknownLayout(Exception):
    """No known header in the first :data:`MAX_PREAMBLE_ROWS` rows. ``str()`` names the first row seen."""


@dataclass(frozen=True)
class SegmentStart:
    """A header row: the rows after record ``header_row`` follow ``match``'s layout."""

    match: HeaderMatch
    header_row: int


@dataclass(frozen=True)
class DataRow:
    """A data row: ``row`` is its 1-based record number in the file, ``cells`` without the index column."""

    row: int
    cells: list[str]


def segment_rows(rows: Iterable[list[str]], layouts: tuple[Layout, ...] = BUILT_IN_LAYOUTS) -> Iterator[SegmentStart | DataRow]:
    """Split a stream of rows into segments: yields SegmentStart, DataRow..., and a SegmentStart at each switch.

    ``layouts``: the headers recognised (an organization's specs first, then the built-in ones).

    Streams (holds one row at a time). Title rows before the first header are skipped and not
    counted as data. Raises UnknownLayout when no header is found in the first MAX_PREAMBLE_ROWS rows.
    """
    iterator = iter(rows)
    record = 0
    first_text: list[str] | None = None
    found: tuple[HeaderMatch, bool] | None = None
    for cells in iterator:
        record += 1
        if any(str(c).strip() for c in cells):
            if first_text is None:
                first_text = cells
            found = _first_header(cells, layouts)
            if found is not None:
                break
        if record >= MAX_PREAMBLE_ROWS:
            break
    if found is None:
        shown = ", ".join(str(c).strip() for c in first_text or [])[:200]
        raise UnknownLayout(f"no known header in the first {record} rows (first row: {shown!r})")
    match, drop_index = found
    names = _HEADER_NAMES if layouts is BUILT_IN_LAYOUTS else header_names(layouts)
    yield SegmentStart(match, record)
    for cells in iterator:
        record += 1
        if drop_index and cells:
            cells = cells[1:]
        # cheap pre-check: a header row inside the data starts with a known column name
        switch = match_header(cells, strict=True, layouts=layouts) if cells and normalize_header(cells[0]) in names else None
        if switch is not None:
            yield SegmentStart(switch, record)
        else:
            yield DataRow(record, cells)


def _first_header(cells: list[str], layouts: tuple[Layout, ...]) -> tuple[HeaderMatch, bool] | None:
    """(match, drop_index) for a candidate first header; a leading ``index``/empty cell is a pandas index."""
    if len(cells) > 1 and normalize_header(cells[0]) in ("index", ""):
        match = match_header(cells[1:], strict=False, layouts=layouts)
        if match is not None:
            return match, True
    match = match_header(cells, strict=False, layouts=layouts)
    return (match, False) if match is not None else None
