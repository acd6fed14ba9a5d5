"""Markdown coverage and stock valuation on a running local stack (issue 24, sections 3 and 4b).

Start the stack on the real brand with free ports, then point this at its state directory:

    .venv/bin/python -m local.run --port 0 --dynamodb-port 0 --moto-port 0 --state-dir /tmp/stack &
    .venv/bin/python bench/markdown_coverage.py /tmp/stack          # once stack.json says ready

It reads, with the demo organization's token (stack.json), every markdown decision vector
(GET /api/intelligence/recommendations/full?domain=markdown) and every STOCKOUT, OVERSTOCK and SLOW_MOVER risk
row (GET /api/inventory/risks), and prints:
- markdown vectors, the share computed by a model (the first formula step is not ``fallback``), by
  model (the step naming it: ``hold``, ``demandAtDiscount`` = elasticity, ``comparableSellThrough``,
  ``clearanceLadder``, ``fallback``), the holds (discount 0) and the distribution of the discounts;
- the price basis of the vectors (``why.context.priceBasis``);
- per risk type, the rows with a stock value above 0 (and their units) and the valuation basis.
The requests respect the stack's rate limit (a 429 waits and retries).
"""

from __future__ import annotations

import json
import sys
import time
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

MODEL_STEPS = ("hold", "demandAtDiscount", "comparableSellThrough", "clearanceLadder", "fallback")


def _get(base: str, token: str, path: str) -> dict[str, Any]:
    """One GET as JSON, waiting out a 429."""
    for _ in range(30):
        request = urllib.request.Request(base + path, headers={"Authorization": f"Bearer {token}"})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return dict(json.load(response))
        except urllib.error.HTTPError as error:
            if error.code != 429:
                raise
            time.sleep(5)
    raise RuntimeError(f"rate limited: {path}")


def _pages(base: str, token: str, path: str) -> list[dict[str, Any]]:
    """Every row of a paged endpoint (pageSize 100)."""
    rows: list[dict[str, Any]] = []
    page = 1
    while True:
        body = _get(base, token, f"{path}&page={page}&pageSize=100")
        rows += body["data"]
        total = body.get("total", (body.get("meta") or {}).get("total", 0))  # risks: top level; recommendations/full: meta
        if len(rows) >= total or not body["data"]:
            return rows
        page += 1


def model_of(vector: dict[str, Any]) -> str:
    """The model a markdown vector's discount comes from: the first of MODEL_STEPS among its formula's steps."""
    steps = [s["step"] for s in vector["why"]["formula"]]
    return next((name for name in MODEL_STEPS if name in steps), "other")


def markdown_report(vectors: list[dict[str, Any]]) -> list[str]:
    """The lines on the markdown vectors."""
    models = Counter(v["why"]["context"].get("model") or model_of(v) for v in vectors)
    discounts = Counter((v["action"] or {}).get("discountPercent") or 0.0 for v in vectors)
    bases = Counter((v["why"]["context"].get("priceBasis") or {}).get("basis") for v in vectors)
    total = len(vectors) or 1
    modelled = total - models.get("fallback", 0) - models.get("FALLBACK", 0)
    acted = [v for v in vectors if ((v["action"] or {}).get("discountPercent") or 0) > 0]
    acted_modelled = sum(model_of(v) != "fallback" for v in acted)
    return [
        f"markdown vectors: {len(vectors)}; computed by a model: {modelled} ({100 * modelled / total:.1f}%)",
        f"markdown recommendations (discount > 0): {len(acted)}; by a model: {acted_modelled} "
        f"({100 * acted_modelled / (len(acted) or 1):.1f}%)",
        f"holds (discount 0): {discounts.get(0.0, 0)}",
        "by model: " + ", ".join(f"{k} {n}" for k, n in models.most_common()),
        "discounts: " + ", ".join(f"{k:g}% x{n}" for k, n in sorted(discounts.items())),
        "price basis: " + ", ".join(f"{k} {n}" for k, n in bases.most_common()),
    ]


def valuation_report(risk_type: str, rows: list[dict[str, Any]]) -> list[str]:
    """The lines on one risk type's stock values."""
    valued = [r for r in rows if (r.get("stockValue") or 0) > 0]
    units = sum(r["closingStock"] for r in rows)
    valued_units = sum(r["closingStock"] for r in valued)
    bases = Counter(r.get("valuationBasis") for r in rows)
    return [
        f"{risk_type}: {len(rows)} rows, {units:,.0f} units; valued > 0: {len(valued)} rows, {valued_units:,.0f} units "
        f"({100 * valued_units / (units or 1):.1f}%); valuation basis: " + ", ".join(f"{k} {n}" for k, n in bases.most_common()),
        f"  first by value: {[(r.get('variantCode'), r.get('stockValue'), r.get('excessValue')) for r in rows[:3]]}",
    ]


def main(argv: list[str]) -> int:
    """Print the report of the stack whose state directory is ``argv[0]``."""
    state = json.loads((Path(argv[0]) / "stack.json").read_text())
    base, token = state["baseUrl"], state["token"]
    vectors = _pages(base, token, "/api/intelligence/recommendations/full?domain=markdown")
    lines = markdown_report(vectors)
    for risk_type in ("STOCKOUT", "OVERSTOCK", "SLOW_MOVER"):
        lines += valuation_report(risk_type, _pages(base, token, f"/api/inventory/risks?type={risk_type}"))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
