"""The served decision vectors of given variants (the workflow plan nodes' score-driven strategies;
docs/automation.md "Plan nodes"). SQL in the DuckDB/Athena dialect."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import DECISION_VECTORS
from inventory_planning.store.lake.decisions import JSON_COLUMNS

MAX_VARIANTS = 5000
"""The most variants one read names (a node's lines are bounded by 5,000)."""


def vectors_of_variants(organization_id: str, run: date, domain: str, variant_ids: list[str]) -> list[dict[str, Any]]:
    """The vectors of ``domain`` (restock, markdown, rebalance) of the run ``run`` for ``variant_ids``
    (at most :data:`MAX_VARIANTS`), JSON columns decoded, one row per vector line (its latest copy, as
    ``decisions.vectors_page`` reads them), ordered by variant and shop.

    Raises:
        ValueError: more than :data:`MAX_VARIANTS` variants.
        LakeUnavailable: S3 could not be read.
    """
    ids = sorted(set(variant_ids))
    if not ids:
        return []
    if len(ids) > MAX_VARIANTS:
        raise ValueError(f"at most {MAX_VARIANTS} variants per read")
    names = DECISION_VECTORS.column_names
    marks = ", ".join("?" for _ in ids)
    sql = f"""
SELECT {", ".join(names)} FROM (
  SELECT v.*, row_number() OVER (PARTITION BY v.vector_line_id ORDER BY v.ingested_at DESC, v.file_id DESC) AS line_rank
  FROM {{vectors}} AS v
  WHERE v.organization_id = ? AND v.run_date = ? AND v.domain = ? AND v.variant_id IN ({marks})
) AS ranked
WHERE line_rank = 1
ORDER BY variant_id, shop_id
"""
    parameters = [organization_id, run.isoformat(), domain, *ids]
    found = engine.run(sql, {"vectors": DECISION_VECTORS}, organization_id, [run.isoformat()], parameters)
    rows = []
    for row in found:
        record = dict(zip(names, row, strict=True))
        for column in JSON_COLUMNS:
            record[column] = json.loads(record[column]) if record[column] is not None else None
        rows.append(record)
    return rows
