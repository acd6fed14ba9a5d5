"""The layer's shape: no module of the shared layer over 500 lines (issue 23: a subject that outgrows one module
becomes a package, as domain/ingestion, services/plans and domain/recommendations are)."""

from __future__ import annotations

import re
from pathlib import Path

LAYER = Path(__file__).resolve().parents[2] / "layers" / "shared" / "inventory_planning"
MAX_LINES = 500


def test_no_module_of_the_layer_is_over_500_lines() -> None:
    sizes = {str(p.relative_to(LAYER)): len(p.read_text(encoding="utf-8").splitlines()) for p in LAYER.rglob("*.py")}
    assert len(sizes) > 100  # the layer was found
    assert {path: n for path, n in sizes.items() if n > MAX_LINES} == {}


SYSTEM_TIME = re.compile(r"datetime\.now\(|datetime\.utcnow\(|date\.today\(|time\.time\(\)")


def test_only_the_kernel_clock_reads_the_system_time() -> None:
    """One clock (decision 0027): service time and wall time both come from ``kernel.clock``."""
    sources = [*LAYER.rglob("*.py"), *(LAYER.parents[2] / "functions").rglob("*.py")]
    readers = {str(p) for p in sources if p.name != "clock.py" and SYSTEM_TIME.search(p.read_text(encoding="utf-8"))}
    assert readers == set()
