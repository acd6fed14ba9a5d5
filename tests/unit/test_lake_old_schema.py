"""A lake file written before a column was declared stays readable: the column reads as NULL with its
declared type (store/lake/engine.py ``relation``; issue 24 "any run readable": a replay of last spring
was written before the risk positions had a price basis)."""

from __future__ import annotations

from pathlib import Path

from inventory_planning.store.lake import engine
from inventory_planning.store.lake.datasets import RISK_POSITIONS


def test_a_file_of_an_older_schema_reads_the_new_columns_as_null(tmp_path: Path):
    folder = tmp_path / "organization_id=org-1" / "run_date=2022-03-01"
    folder.mkdir(parents=True)
    path = folder / "part-0.parquet"
    # The file of an old run: two of today's columns, none of the price basis added by issue 24.
    engine.connection().execute(
        f"COPY (SELECT 'v-1' AS variant_id, CAST(12 AS DOUBLE) AS closing_stock) TO '{path}' (FORMAT PARQUET)"
    )
    source = engine.relation(RISK_POSITIONS, [str(path)])

    rows = engine.rows(f"SELECT variant_id, closing_stock, price_basis, price, organization_id, run_date FROM {source}")
    assert rows == [("v-1", 12.0, None, None, "org-1", "2022-03-01")]
    types = {name: kind for name, kind, *_ in engine.connection().execute(f"DESCRIBE SELECT * FROM {source}").fetchall()}
    assert (types["price"], types["price_basis"], types["closing_stock"]) == ("DOUBLE", "VARCHAR", "DOUBLE")
    assert [c.name for c in RISK_POSITIONS.columns] == list(types)[: len(RISK_POSITIONS.columns)]
