"""Ingestion specs (REFERENCE 8.1): a retailer's own headers mapped onto a canonical dataset.

A spec is a stored record of one organization::

    {id, organizationId, name, description, dataset, status (ACTIVE | DRAFT | ARCHIVED), priority,
     detection: {headerContains: [...], filenamePattern},
     columns: {"<the retailer's header>": "<canonical column>"},
     parsing: {dateFormat, decimalComma, defaultShopCode, defaultCurrency},
     createdAt, updatedAt}

Only ACTIVE specs apply. For a file, the specs whose ``filenamePattern`` (a glob, case-insensitive;
none: every file) matches are tried before the built-in layouts: a header that names every column
the spec maps onto the dataset's required columns, plus every ``headerContains`` cell, is read
with the spec's parsing options. Pure: validation and the spec -> Layout conversion.
"""

from __future__ import annotations

import fnmatch
from datetime import date, datetime
from typing import Any

from inventory_planning.domain.ingestion.datasets import DATASET_FIELDS, ParseOptions, header_aliases
from inventory_planning.domain.ingestion.layouts import BUILT_IN_LAYOUTS, CANONICAL_LAYOUTS, LAYOUTS, Layout, normalize_header
from inventory_planning.kernel.errors import InvalidInput

STATUSES = ("ACTIVE", "DRAFT", "ARCHIVED")


def check(spec: dict[str, Any]) -> None:
    """Raise ``InvalidInput`` naming each field when a spec cannot be applied.

    Rules: every mapped column is a column of the dataset; every required column of the dataset is
    mapped (map a header onto itself to keep it), except ``shopCode`` when ``parsing.defaultShopCode``
    is set; no two headers map onto the same column; ``dateFormat`` reads back what it writes.
    """
    errors: list[dict[str, str]] = []
    dataset = spec["dataset"]
    required, optional = DATASET_FIELDS[dataset]
    known = set(required) | set(optional)
    columns: dict[str, str] = spec.get("columns") or {}
    targets: dict[str, str] = {}
    for header, column in columns.items():
        if column not in known:
            errors.append({"field": f"columns.{header}", "message": f"{column!r} is not a column of {dataset}: {sorted(known)}",
                           "code": "unknown_column"})  # fmt: skip
        elif column in targets:
            errors.append({"field": f"columns.{header}", "message": f"{column!r} is already mapped from {targets[column]!r}",
                           "code": "duplicate_column"})  # fmt: skip
        else:
            targets[column] = header
    parsing = spec.get("parsing") or {}
    waived = {"shopCode"} if parsing.get("defaultShopCode") else set()
    missing = [c for c in required if c not in targets and c not in waived]
    if missing:
        errors.append({"field": "columns", "message": f"required columns of {dataset} not mapped: {missing}",
                       "code": "missing_required_column"})  # fmt: skip
    date_format = parsing.get("dateFormat")
    if date_format:
        sample = date(2024, 11, 29)
        try:
            if datetime.strptime(sample.strftime(date_format), date_format).date() != sample:
                raise ValueError(date_format)
        except ValueError:
            errors.append({"field": "parsing.dateFormat", "message": f"{date_format!r} does not read back a date (e.g. %d/%m/%Y)",
                           "code": "invalid_date_format"})  # fmt: skip
    if errors:
        raise InvalidInput(errors)


def applies_to(spec: dict[str, Any], filename: str) -> bool:
    """Whether an ACTIVE ``spec`` is tried on a file named ``filename`` (its glob, case-insensitive)."""
    if spec.get("status") != "ACTIVE":
        return False
    pattern = (spec.get("detection") or {}).get("filenamePattern")
    return not pattern or fnmatch.fnmatch(filename.lower(), pattern.lower())


def to_layout(spec: dict[str, Any]) -> Layout:
    """The header layout of a spec: its mapped headers (and the dataset's own column names) onto the
    canonical columns, its required headers, and its parsing options."""
    dataset = spec["dataset"]
    required, _ = DATASET_FIELDS[dataset]
    parsing = spec.get("parsing") or {}
    aliases = dict(header_aliases(dataset))
    for header, column in (spec.get("columns") or {}).items():
        aliases[normalize_header(header)] = column
    must = {c for c in required if not (c == "shopCode" and parsing.get("defaultShopCode"))}
    for cell in (spec.get("detection") or {}).get("headerContains") or []:
        name = normalize_header(cell)
        aliases.setdefault(name, f"#{name}")
        must.add(aliases[name])
    options = ParseOptions(
        date_format=parsing.get("dateFormat"), decimal_comma=bool(parsing.get("decimalComma")),
        default_shop_code=(parsing.get("defaultShopCode") or "").strip().upper() or None,
        default_currency=parsing.get("defaultCurrency"), spec_id=spec["id"],
    )  # fmt: skip
    return Layout(dataset, aliases, frozenset(must), dataset=dataset, options=options)


def layouts_for(specs: list[dict[str, Any]], filename: str) -> tuple[Layout, ...]:
    """The headers a file is read with: the organization's ACTIVE specs that apply to ``filename``
    (highest ``priority`` first), then the built-in layouts."""
    chosen = sorted((s for s in specs if applies_to(s, filename)), key=lambda s: (-int(s.get("priority") or 0), s["name"]))
    return tuple(to_layout(s) for s in chosen) + BUILT_IN_LAYOUTS


def built_in_specs() -> list[dict[str, Any]]:
    """The built-in layouts as read-only specs (scope GLOBAL), for the resolved settings."""
    out = []
    for layout in (*LAYOUTS, *CANONICAL_LAYOUTS):
        headers = sorted(h for h, f in layout.aliases.items() if f in layout.required)
        out.append({
            "specId": f"builtin:{layout.name}", "name": layout.name, "scope": "GLOBAL", "status": "ACTIVE",
            "dataset": layout.dataset or _BRAND_DATASETS.get(layout.name),
            "posSystem": None if layout.dataset else "brand-report",
            "detection": {"requiredColumns": sorted(layout.required), "headerSpellings": headers},
        })  # fmt: skip
    return out


_BRAND_DATASETS = {"stock-snapshot": "stock-positions", "wholesale-sales": "sales-lines", "price-list": "catalogue",
                   "style-price": "catalogue", "style-stock": "stock-positions"}  # fmt: skip
