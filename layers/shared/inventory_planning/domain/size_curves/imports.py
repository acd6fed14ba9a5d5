"""The size-curve CSV import: ``brandCode,size,percent`` rows into one curve per brand, with rejects.

The file has a header row naming the three columns (any order, case and surrounding blanks ignored;
other columns are ignored). Each data row gives one size's percent of one brand's curve. Rejected rows
are counted by reason and listed (the first :data:`MAX_LISTED` of them) as the file ingestions report
theirs (``rowsRead``, ``rowsRejected``, ``rejectedByReason``):

- ``MISSING_VALUE``: brandCode, size or percent empty;
- ``BAD_PERCENT``: percent not a number within 0..100;
- ``UNKNOWN_BRAND``: no brand of the organization has that code;
- ``BAD_SIZE``: a size longer than 64 characters;
- ``DUPLICATE_SIZE``: the brand's size was given before in the file (the first row counts);
- ``SHARES_NOT_100``: the brand's accepted rows do not add up to 100 +/- 0.5: every row of that brand
  is rejected and no curve is made for it.

A header without the three columns is a 422 naming ``csv``. Pure domain: the service resolves brand
codes (``brand_ids``) and stores the curves.
"""

from __future__ import annotations

import csv
import io
import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.domain.size_curves.curves import MAX_SIZES, SHARES_TOLERANCE
from inventory_planning.kernel.errors import InvalidInput, field_error

COLUMNS = ("brandcode", "size", "percent")
MAX_LISTED = 50
MAX_CSV_CHARS = 1_000_000
MAX_PERCENT = 100
MAX_SIZE_CHARS = 64


@dataclass
class ParsedCurves:
    """What a CSV held: per brand id its shares (size -> percent) in file order, the rows read and
    the rejected rows ``{line, reason, brandCode, size, percent}`` (``line`` 1-based, the header is 1)."""

    curves: dict[str, dict[str, float]] = field(default_factory=dict)
    rows_read: int = 0
    rejected: list[dict[str, Any]] = field(default_factory=list)

    @property
    def by_reason(self) -> dict[str, int]:
        """Rejected rows counted by reason."""
        return dict(Counter(r["reason"] for r in self.rejected))


def _header(row: list[str]) -> dict[str, int]:
    names = {name.strip().lower(): i for i, name in enumerate(row)}
    missing = [c for c in COLUMNS if c not in names]
    if missing:
        raise InvalidInput([field_error("csv", "the header row must name brandCode, size and percent", "invalid_header")])
    return {c: names[c] for c in COLUMNS}


def _percent(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) and 0 <= value <= MAX_PERCENT else None


def parse_curves(text: str, brand_ids: Mapping[str, str]) -> ParsedCurves:
    """Read the CSV ``text`` into curves per brand id (``brand_ids``: brand code -> id, codes compared
    as given, stripped).

    Raises:
        InvalidInput: no header row, or one without the three columns (naming ``csv``).
    """
    rows = csv.reader(io.StringIO(text))
    header = next(rows, None)
    if header is None:
        raise InvalidInput([field_error("csv", "the file is empty: a header row brandCode,size,percent is needed", "empty")])
    at = _header(header)
    found = ParsedCurves()
    lines: dict[str, list[dict[str, Any]]] = {}
    for line, row in enumerate(rows, start=2):
        if not any(cell.strip() for cell in row):
            continue
        found.rows_read += 1
        cells = {c: (row[i].strip() if i < len(row) else "") for c, i in at.items()}
        seen = {"line": line, "brandCode": cells["brandcode"], "size": cells["size"], "percent": cells["percent"]}
        percent = _percent(cells["percent"])
        brand_id = brand_ids.get(cells["brandcode"])
        if not all(cells.values()):
            reason = "MISSING_VALUE"
        elif percent is None:
            reason = "BAD_PERCENT"
        elif brand_id is None:
            reason = "UNKNOWN_BRAND"
        elif len(cells["size"]) > MAX_SIZE_CHARS:
            reason = "BAD_SIZE"
        elif cells["size"] in found.curves.get(brand_id, {}):
            reason = "DUPLICATE_SIZE"
        else:
            found.curves.setdefault(brand_id, {})[cells["size"]] = percent
            lines.setdefault(brand_id, []).append(seen)
            continue
        found.rejected.append({**seen, "reason": reason})
    for brand_id, shares in list(found.curves.items()):
        total = math.fsum(shares.values())
        if abs(total - 100) > SHARES_TOLERANCE or len(shares) > MAX_SIZES:
            del found.curves[brand_id]
            found.rejected.extend({**seen, "reason": "SHARES_NOT_100"} for seen in lines[brand_id])
    found.rejected.sort(key=lambda r: r["line"])
    return found
