"""Records of the size curves on the wire (``/api/size-curves``; docs/configuration.md "Size curves")."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from inventory_planning.contracts.schemas import Record
from inventory_planning.domain.size_curves.imports import MAX_CSV_CHARS
from inventory_planning.domain.text import stripped_body


class SizeCurve(Record):
    """A brand's size curve: ``shares`` size id -> percent of the brand's pieces (adding to 100 +/- 0.5)."""

    id: str
    organizationId: str
    name: str
    brandId: str
    shares: dict[str, float] = Field(description="sizeId -> percent")
    createdAt: str
    updatedAt: str
    createdBy: str
    updatedBy: str


class SizeCurveImportBody(BaseModel):
    """Body of POST /api/size-curves/import: ``{csv, name?}``; ``csv`` the file's text with a header
    row ``brandCode,size,percent`` (at most 1,000,000 characters), ``name`` the curves' name (default
    ``Imported <date>``)."""

    model_config = stripped_body(defer_build=True)
    csv: str = Field(min_length=1, max_length=MAX_CSV_CHARS, description="CSV text: brandCode,size,percent")
    name: str | None = Field(None, min_length=1, max_length=255)


class SizeCurveImport(Record):
    """What an import did: rows read, loaded and rejected, rejections by reason (MISSING_VALUE,
    BAD_PERCENT, UNKNOWN_BRAND, BAD_SIZE, DUPLICATE_SIZE, SHARES_NOT_100), the first 50 rejected rows
    and the curves made (one per brand)."""

    rowsRead: int
    rowsLoaded: int
    rowsRejected: int
    rejectedByReason: dict[str, int]
    rejectedRows: list[dict[str, Any]]
    curves: list[SizeCurve]
