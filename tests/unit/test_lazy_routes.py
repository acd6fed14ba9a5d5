"""Route modules name what loads on first use through ``coldstart.lazy("<module>")`` (decision 0013).
import-linter cannot see a module named in a string, so this test holds the rule "every route calls
a service" (decision 0027) for those names too: no function reaches the store through a stand-in."""

from __future__ import annotations

import re
from pathlib import Path

FUNCTIONS = Path(__file__).resolve().parents[2] / "functions"
LAZY = re.compile(r"""lazy\(\s*["']([\w.]+)["']""")


def lazy_names() -> dict[str, list[str]]:
    """``{function file: [module named through lazy(...)]}``."""
    found = {str(p.relative_to(FUNCTIONS)): LAZY.findall(p.read_text(encoding="utf-8")) for p in FUNCTIONS.rglob("*.py")}
    return {path: names for path, names in found.items() if names}


def test_route_modules_name_services_records_and_bodies_through_stand_ins() -> None:
    names = {name for names in lazy_names().values() for name in names}
    assert any(n.startswith("inventory_planning.services.") for n in names)  # the check sees the stand-ins


def test_no_function_reaches_the_store_through_a_stand_in() -> None:
    assert {path: [n for n in names if n.startswith("inventory_planning.store")] for path, names in lazy_names().items()} == {
        path: [] for path in lazy_names()
    }
