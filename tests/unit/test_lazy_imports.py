"""One lazy-import mechanism (issue 35, item 3; docs/decisions/0046-one-lazy-mechanism.md).

A module that needs another only on first use names it at the top through a ``coldstart.lazy``
stand-in, under the ``else`` of an ``if TYPE_CHECKING:`` that imports the same module under the same
name, so that mypy types it and import-linter (and ``local.changed_tests``' import graph) see the
dependency::

    if TYPE_CHECKING:
        from inventory_planning.store.lake import risks as lake_risks
    else:
        lake_risks = lazy("inventory_planning.store.lake.risks")  # DuckDB on first use

An ``import`` inside a function body is refused in the layer and in ``functions/`` unless
``ALLOWED`` lists it with its reason; a new one fails here (and ruff's PLC0415 without a ``noqa``).
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAYER = ROOT / "layers" / "shared"
SCANNED = (LAYER / "inventory_planning", ROOT / "functions")

# (file, function, module imported) -> why it stays inside the function (not a deferred load: those are stand-ins)
ALLOWED: dict[tuple[str, str, str], str] = {
    ("layers/shared/inventory_planning/api/app.py", "make_handler", "inventory_planning.store.models"): (
        "a conditional load at init, not a deferral: a function without public routes imports the rate "
        "limit's models before the snapshot of its init (decision 0013); one with public routes (docs) does not"
    ),
}


def _python_files() -> list[Path]:
    return sorted(p for root in SCANNED for p in root.rglob("*.py") if ".aws-sam" not in p.parts)


def _local_imports(path: Path) -> list[tuple[str, str, int]]:
    """(function, module, line) of every import statement inside a function body of ``path``."""
    found: list[tuple[str, str, int]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, function or child.name)
            elif isinstance(child, ast.Import) and function:
                found.extend((function, alias.name, child.lineno) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and function:
                found.append((function, "." * child.level + (child.module or ""), child.lineno))
            else:
                visit(child, function)

    visit(ast.parse(path.read_text()), None)
    return found


def test_no_function_local_import_outside_the_allowlist() -> None:
    found = {}
    for path in _python_files():
        relative = path.relative_to(ROOT).as_posix()
        for function, module, line in _local_imports(path):
            found[(relative, function, module)] = line
    unexpected = [f"{key[0]}:{line} {key[1]}() imports {key[2]}" for key, line in found.items() if key not in ALLOWED]
    assert not unexpected, "a function-local import: name the module at the top through coldstart.lazy (decision 0046)\n" + (
        "\n".join(unexpected)
    )
    stale = [key for key in ALLOWED if key not in found]
    assert not stale, f"ALLOWED lists imports that are gone: {stale}"


def _stand_ins(tree: ast.Module) -> tuple[dict[str, str], dict[str, str]]:
    """The module-level ``name = lazy("module")`` stand-ins, and the names the ``if TYPE_CHECKING:``
    blocks bind to modules (``import a.b as x``, ``from a import b as x``: x -> a.b)."""
    stand_ins: dict[str, str] = {}
    typed: dict[str, str] = {}

    def visit(statements: list[ast.stmt], under_type_checking: bool) -> None:
        for node in statements:
            if isinstance(node, ast.If):
                is_guard = isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
                visit(node.body, is_guard)
                visit(node.orelse, False)
            elif isinstance(node, ast.Import) and under_type_checking:
                typed.update({alias.asname or alias.name: alias.name for alias in node.names})
            elif isinstance(node, ast.ImportFrom) and under_type_checking and node.module:
                typed.update({alias.asname or alias.name: f"{node.module}.{alias.name}" for alias in node.names})
            elif (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "lazy"
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value.args[0], ast.Constant)
            ):
                stand_ins[node.targets[0].id] = str(node.value.args[0].value)

    visit(tree.body, False)
    return stand_ins, typed


def _module_exists(name: str) -> bool:
    if name.startswith("inventory_planning."):
        base = LAYER.joinpath(*name.split("."))
        return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()
    return importlib.util.find_spec(name) is not None


LAYER_FILES = [p for p in _python_files() if p.is_relative_to(LAYER)]


@pytest.mark.parametrize("path", LAYER_FILES, ids=lambda p: p.relative_to(LAYER).as_posix())
def test_every_stand_in_of_the_layer_is_typed_and_exists(path: Path) -> None:
    """In the layer, every stand-in has its TYPE_CHECKING import (same name, same module) and names a real module.
    (The route modules of functions/ keep untyped stand-ins for now: decision 0046, "Left".)"""
    if path.name == "coldstart.py":
        return
    stand_ins, typed = _stand_ins(ast.parse(path.read_text()))
    for name, module in stand_ins.items():
        assert typed.get(name) == module, f"{name} = lazy({module!r}) needs `if TYPE_CHECKING:` importing {module} as {name}"
        assert _module_exists(module), f"lazy({module!r}): no such module"


def test_every_stand_in_of_the_functions_names_a_module() -> None:
    missing = []
    for path in _python_files():
        if path.is_relative_to(LAYER):
            continue
        stand_ins, _ = _stand_ins(ast.parse(path.read_text()))
        missing += [f"{path.relative_to(ROOT)}: {m}" for m in stand_ins.values() if not _module_exists(m)]
    assert not missing
