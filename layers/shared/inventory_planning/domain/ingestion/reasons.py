"""Why a row was not loaded, and the per-file counters of the ingestion record.

Every data row of a file is either loaded or rejected with exactly one :class:`Reason`; the
:class:`IngestionStats` of a file therefore always satisfy ``rowsRead == rowsLoaded + rowsRejected``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Reason(StrEnum):
    """Stable rejection codes (they appear in the ingestion record's ``stats.rejectedByReason``)."""

    MISSING_SKU = "MISSING_SKU"
    """The SKU (or style code of a style list) cell is empty."""
    INVALID_SKU = "INVALID_SKU"
    """A spreadsheet error (``#REF!``...) or a generic word without any digit (``KURTI``) instead of a code."""
    MISSING_SIZE = "MISSING_SIZE"
    """A stock row without a size."""
    DUPLICATE_SKU = "DUPLICATE_SKU"
    """Second and later occurrence of a (canonical) SKU in a stock snapshot or price list."""
    INVALID_QUANTITY = "INVALID_QUANTITY"
    """A quantity that is not a whole number >= 0 (stock) or > 0 (units sold)."""
    NON_PRODUCT_LINE = "NON_PRODUCT_LINE"
    """A sale line for shipping, tags, labels or other charges, not for a product."""
    INVALID_DATE = "INVALID_DATE"
    """A sale date that is not MM-DD-YY (or ISO YYYY-MM-DD)."""
    INVALID_PRICE = "INVALID_PRICE"
    """A price or amount that is not a number >= 0 (spreadsheet errors included)."""
    MISSING_PRICE = "MISSING_PRICE"
    """A price row without any price."""
    MISSING_PRODUCT = "MISSING_PRODUCT"
    """A row without its design / style code."""
    UNKNOWN_PRODUCT = "UNKNOWN_PRODUCT"
    """A style price for a product that does not exist in the organization."""
    STYLE_LEVEL_STOCK = "STYLE_LEVEL_STOCK"
    """A stock total per style: stock is held per size, so the total cannot be placed."""
    MISSING_SHOP = "MISSING_SHOP"
    """A row of a canonical dataset without its shop code (and no default shop in its ingestion spec)."""
    MISSING_NAME = "MISSING_NAME"
    """A catalogue or shop row without its name."""
    MISSING_VALUE = "MISSING_VALUE"
    """Another required column is empty (orderCode, supplierCode, movementType)."""
    INVALID_VALUE = "INVALID_VALUE"
    """A value outside its documented set (lineType, shop kind, currency code)."""


@dataclass(slots=True, frozen=True)
class Rejection:
    """One rejected row: ``row`` is the 1-based record number in the file (the first header is row 1)."""

    row: int
    reason: Reason
    detail: str


class IngestionStats:
    """Counters of one file: rows read/loaded/rejected, rejections by reason with examples, segments.

    ``segments`` lists the layouts found in file order: ``{layout, firstRow, rows}`` where
    ``firstRow`` is the record number of the segment's first data row and ``rows`` its data rows.
    Memory: O(number of reasons x MAX_EXAMPLES + number of segments).
    """

    MAX_EXAMPLES = 5

    def __init__(self) -> None:
        self.rows_read = 0
        self.rows_loaded = 0
        self.rows_rejected = 0
        self.rejected_by_reason: dict[str, int] = {}
        self.examples: dict[str, list[dict[str, Any]]] = {}
        self.segments: list[dict[str, Any]] = []

    def start_segment(self, layout: str, first_row: int) -> None:
        """Open a segment of ``layout`` whose first data row is record ``first_row``."""
        self.segments.append({"layout": layout, "firstRow": first_row, "rows": 0})

    def read(self) -> None:
        """Count one data row of the current segment."""
        self.rows_read += 1
        if self.segments:
            self.segments[-1]["rows"] += 1

    def loaded(self, count: int = 1) -> None:
        """Count ``count`` rows as loaded."""
        self.rows_loaded += count

    def reject(self, rejection: Rejection) -> None:
        """Count one rejected row and keep it as an example while fewer than MAX_EXAMPLES are kept."""
        self.rows_rejected += 1
        reason = str(rejection.reason)
        self.rejected_by_reason[reason] = self.rejected_by_reason.get(reason, 0) + 1
        examples = self.examples.setdefault(reason, [])
        if len(examples) < self.MAX_EXAMPLES:
            examples.append({"row": rejection.row, "detail": rejection.detail})

    @property
    def layouts(self) -> list[str]:
        """Distinct layouts in order of first appearance."""
        seen: list[str] = []
        for segment in self.segments:
            if segment["layout"] not in seen:
                seen.append(segment["layout"])
        return seen

    def as_dict(self) -> dict[str, Any]:
        """The ``stats`` object of the file-ingestion record (JSON-serialisable)."""
        return {
            "rowsRead": self.rows_read,
            "rowsLoaded": self.rows_loaded,
            "rowsRejected": self.rows_rejected,
            "rejectedByReason": dict(sorted(self.rejected_by_reason.items())),
            "examples": {k: list(v) for k, v in sorted(self.examples.items())},
            "segments": [dict(s) for s in self.segments],
        }
