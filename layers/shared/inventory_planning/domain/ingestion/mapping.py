"""Row -> canonical record, per layout, with the rejection rules of docs/ingestion.md.

The mapper is pure: it sees one row at a time and keeps only bounded per-file state (64-bit hashes
of the SKUs seen, and per segment the occurrence count of each sale-line natural key).
"""

from __future__ import annotations

from inventory_planning.domain import canonical as c
from inventory_planning.domain.ingestion.datasets import DATASET_FIELDS, DEFAULT_OPTIONS, CanonicalMapper
from inventory_planning.domain.ingestion.layouts import (
    PRICE_LIST,
    STOCK_SNAPSHOT,
    STYLE_PRICE,
    STYLE_STOCK,
    WHOLESALE_SALES,
    HeaderMatch,
)
from inventory_planning.domain.ingestion.reasons import Reason, Rejection
from inventory_planning.domain.ingestion.rows import (
    PriceListEntry,
    Record,
    SaleLine,
    StockCount,
    StylePrice,
)
from inventory_planning.kernel.ids import entity_id


class RowMapper:
    """Maps the data rows of one file; call :meth:`start_segment` at every header, then :meth:`map` per row.

    Per-file state: hashes of the SKUs seen in stock snapshots and price lists (DUPLICATE_SKU), and
    per segment the occurrence counts of sale-line natural keys (reset at every segment start).
    """

    def __init__(self, organization_id: str) -> None:
        self.organization_id = organization_id
        self._match: HeaderMatch | None = None
        self._canonical: CanonicalMapper | None = None
        self._seen_skus = c.HashCounter()
        self._occurrences = c.HashCounter()

    def start_segment(self, match: HeaderMatch) -> None:
        """Rows after this call follow ``match``'s layout; sale-line occurrence counts restart."""
        self._match = match
        self._occurrences = c.HashCounter()
        dataset = match.layout.dataset
        self._canonical = (
            CanonicalMapper(self.organization_id, dataset, match.layout.options or DEFAULT_OPTIONS)
            if dataset in DATASET_FIELDS
            else None
        )

    def _cell(self, cells: list[str], field: str) -> str | None:
        assert self._match is not None
        index = self._match.columns.get(field)
        if index is None:
            return None
        if index >= len(cells):
            return ""
        value = cells[index]
        return "" if value is None else str(value).strip()

    def map(self, row: int, cells: list[str]) -> Record | Rejection:
        """The canonical record of a data row, or the reason it is rejected. Raises RuntimeError before a segment."""
        if self._match is None:
            raise RuntimeError("map() called before start_segment()")
        if self._canonical is not None:
            columns = self._match.columns
            get: dict[str, str | None] = {
                name: ("" if i >= len(cells) or cells[i] is None else str(cells[i]).strip()) for name, i in columns.items()
            }
            return self._canonical.map(row, get)  # type: ignore[return-value]
        layout = self._match.layout.name
        if layout == STOCK_SNAPSHOT:
            return self._stock(row, cells)
        if layout == WHOLESALE_SALES:
            return self._sale(row, cells)
        if layout == PRICE_LIST:
            return self._price_list(row, cells)
        if layout == STYLE_PRICE:
            return self._style_price(row, cells)
        if layout == STYLE_STOCK:
            return self._style_stock(row, cells)
        raise RuntimeError(f"no mapping for layout {layout}")

    # -- shared checks -------------------------------------------------------------------------
    @staticmethod
    def _sku(row: int, raw: str | None, what: str = "SKU") -> str | Rejection:
        if raw is None or not raw.strip():
            return Rejection(row, Reason.MISSING_SKU, f"{what} is empty")
        if c.is_spreadsheet_error(raw):
            return Rejection(row, Reason.INVALID_SKU, f"{what} is a spreadsheet error {raw.strip()!r}")
        sku = c.canonical_sku(raw)
        if not sku:
            return Rejection(row, Reason.INVALID_SKU, f"{what} {raw!r} has no characters")
        return sku

    def _first_time(self, sku: str) -> bool:
        return self._seen_skus.increment(c.key_hash(sku)) == 0

    # -- layouts -------------------------------------------------------------------------------
    def _stock(self, row: int, cells: list[str]) -> StockCount | Rejection:
        sku = self._sku(row, self._cell(cells, "sku"))
        if isinstance(sku, Rejection):
            return sku
        raw_size = self._cell(cells, "size")
        if c.is_missing(raw_size):
            return Rejection(row, Reason.MISSING_SIZE, f"{sku}: size is empty")
        raw_stock = self._cell(cells, "stock") or ""
        try:
            quantity = c.parse_quantity(raw_stock)
        except ValueError:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: stock {raw_stock!r} is not a whole number >= 0")
        design = self._cell(cells, "design")
        if c.is_missing(design) or c.is_spreadsheet_error(design):
            return Rejection(row, Reason.MISSING_PRODUCT, f"{sku}: design number is empty")
        if not self._first_time(sku):
            return Rejection(row, Reason.DUPLICATE_SKU, f"{sku} already appeared in this file")
        size = c.normalize_size(raw_size or "")
        return StockCount(
            row=row,
            sku=sku,
            variant_sku=c.variant_sku(sku, size),
            size=size,
            product_code=c.canonical_sku(design or ""),
            category=c.category_label(self._cell(cells, "category")),
            colour=c.colour_label(self._cell(cells, "colour")),
            quantity=quantity,
        )

    def _sale(self, row: int, cells: list[str]) -> SaleLine | Rejection:
        raw_sku = self._cell(cells, "sku")
        sku = self._sku(row, raw_sku)
        if isinstance(sku, Rejection):
            return sku
        if c.is_non_product_line(raw_sku or ""):
            return Rejection(row, Reason.NON_PRODUCT_LINE, f"{raw_sku!r} is a charge, not a product")
        if not c.has_code_characters(sku):
            return Rejection(row, Reason.INVALID_SKU, f"generic SKU {sku!r} does not identify a variant")
        raw_date = self._cell(cells, "date") or ""
        try:
            sale_date = c.parse_date(raw_date)
        except ValueError:
            return Rejection(row, Reason.INVALID_DATE, f"{sku}: date {raw_date!r} is not MM-DD-YY")
        raw_pcs = self._cell(cells, "pcs") or ""
        try:
            units = c.parse_quantity(raw_pcs, allow_zero=False)
        except ValueError:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: PCS {raw_pcs!r} is not a whole number > 0")
        raw_rate, raw_gross = self._cell(cells, "rate") or "", self._cell(cells, "gross") or ""
        try:
            unit_price, gross = c.parse_amount(raw_rate), c.parse_amount(raw_gross)
        except ValueError:
            return Rejection(row, Reason.INVALID_PRICE, f"{sku}: RATE {raw_rate!r} / GROSS AMT {raw_gross!r} not amounts >= 0")
        stock_after = None
        raw_stock = self._cell(cells, "stock")
        if not c.is_missing(raw_stock):
            try:
                stock_after = c.parse_quantity(raw_stock or "")
            except ValueError:
                return Rejection(row, Reason.INVALID_QUANTITY, f"{sku}: Stock {raw_stock!r} is not a whole number >= 0")
        style = self._cell(cells, "style")
        if c.is_missing(style) or c.is_spreadsheet_error(style):
            return Rejection(row, Reason.MISSING_PRODUCT, f"{sku}: style is empty")
        raw_size = self._cell(cells, "size")
        customer = c.display_text(self._cell(cells, "customer")) or ""
        natural_key = "|".join(
            (sale_date.isoformat(), customer.upper(), sku, c.number_key(raw_pcs), c.number_key(raw_rate), c.number_key(raw_gross))
        )
        occurrence = self._occurrences.increment(c.key_hash(natural_key))
        return SaleLine(
            row=row,
            id=entity_id(self.organization_id, "sale-line", f"{natural_key}|{occurrence}"),
            sale_date=sale_date,
            customer=customer,
            product_code=c.canonical_sku(style or ""),
            sku=sku,
            size=None if c.is_missing(raw_size) else c.normalize_size(raw_size or ""),
            units=units,
            unit_price=unit_price,
            gross_sales=gross,
            stock_after=stock_after,
        )

    def _price_list(self, row: int, cells: list[str]) -> PriceListEntry | Rejection:
        sku = self._sku(row, self._cell(cells, "sku"))
        if isinstance(sku, Rejection):
            return sku
        style = self._cell(cells, "style")
        if c.is_missing(style) or c.is_spreadsheet_error(style):
            return Rejection(row, Reason.MISSING_PRODUCT, f"{sku}: style id is empty")
        prices: list[float | None] = []
        for field, label in (("unit_cost", "TP"), ("list_price", "Final MRP Old")):
            raw = self._cell(cells, field)
            if c.is_missing(raw):
                prices.append(None)
                continue
            try:
                prices.append(c.parse_price(raw or ""))
            except ValueError:
                return Rejection(row, Reason.INVALID_PRICE, f"{sku}: {label} {raw!r} is not an amount >= 0")
        unit_cost, list_price = prices
        if unit_cost is None and list_price is None:
            return Rejection(row, Reason.MISSING_PRICE, f"{sku}: neither TP nor Final MRP Old is given")
        if not self._first_time(sku):
            return Rejection(row, Reason.DUPLICATE_SKU, f"{sku} already appeared in this file")
        size = c.resolve_size(sku, None)
        return PriceListEntry(
            row=row,
            sku=sku,
            variant_sku=c.variant_sku(sku, size),
            size=size,
            product_code=c.canonical_sku(style or ""),
            category=c.category_label(self._cell(cells, "category")),
            catalog=c.display_text(self._cell(cells, "catalog")),
            unit_cost=unit_cost,
            list_price=list_price,
        )

    def _style_price(self, row: int, cells: list[str]) -> StylePrice | Rejection:
        code = self._sku(row, self._cell(cells, "code"), "style")
        if isinstance(code, Rejection):
            return code
        raw = self._cell(cells, "price")
        if c.is_missing(raw):
            return Rejection(row, Reason.MISSING_PRICE, f"{code}: no price")
        try:
            price = c.parse_price(raw or "")
        except ValueError:
            return Rejection(row, Reason.INVALID_PRICE, f"{code}: price {raw!r} is not an amount >= 0")
        return StylePrice(row=row, product_code=code, price=price)

    def _style_stock(self, row: int, cells: list[str]) -> Rejection:
        code = self._sku(row, self._cell(cells, "code"), "style")
        if isinstance(code, Rejection):
            return code
        raw = self._cell(cells, "stock") or ""
        try:
            total = c.parse_quantity(raw)
        except ValueError:
            return Rejection(row, Reason.INVALID_QUANTITY, f"{code}: stock {raw!r} is not a whole number >= 0")
        return Rejection(row, Reason.STYLE_LEVEL_STOCK, f"{code}: stock total {total} per style cannot be placed on a size")
