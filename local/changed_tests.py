"""The integration test files that exercise what changed: the selection of ``make check``.

Usage: ``python -m local.changed_tests [--base REF]`` prints the test files (space-separated; nothing when no
integration test is concerned). What changed is every file that differs from the merge base of HEAD and
``REF`` (default ``main``), uncommitted and untracked files included. A file is selected when:

- it is a changed integration test file itself;
- a changed module of the layer, or a module that imports one (transitively, by grimp's import graph of
  ``inventory_planning``), is named in it (``inventory_planning.services.tags.assignments``) or names its file (the
  feature of ``services/tags/rules.py`` or ``services/tags/assignments/rules.py`` selects ``test_tagging_rules.py``,
  ``test_tags.py``...: a test file's name contains the module's package or name under its layer);
- a changed function folder's name is in its name (``functions/plans/...`` selects ``test_plans_*.py``).

What every request or test goes through (the API plumbing, the kernel, settings, the store's models, the
test helpers, the local gateway, template.yaml, the dependencies) selects every integration test file.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAYER = ROOT / "layers" / "shared"
TESTS = ROOT / "tests" / "integration"
LAYERS = ("services", "store", "domain", "contracts")
GENERIC_NAMES = frozenset({"records", "models", "rules", "runs", "items", "common"})
"""Module names under a layer too common to say which test file is concerned (``plans/rules.py``)."""
EVERYTHING_MODULES = (
    "inventory_planning.api",
    "inventory_planning.kernel",
    "inventory_planning.settings",
    "inventory_planning.coldstart",
    "inventory_planning.observability",
    "inventory_planning.store.models",
    "inventory_planning.store.dynamo",
)
EVERYTHING_FILES = (
    "tests/conftest.py",
    "tests/helpers/",
    "local/apigw.py",
    "local/resources.py",
    "local/stack.py",
    "template.yaml",
    "pyproject.toml",
    "requirements-dev.txt",
    "layers/shared/requirements.txt",
)


def _git(*args: str) -> list[str]:
    result = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return [line for line in result.stdout.splitlines() if line.strip()] if result.returncode == 0 else []


def changed_files(base: str) -> set[str]:
    """Repository-relative paths that differ from the merge base of HEAD and ``base`` (or from HEAD when
    ``base`` is unknown), uncommitted and untracked files included."""
    merge_base = _git("merge-base", "HEAD", base)
    files = set(_git("diff", "--name-only", merge_base[0])) if merge_base else set()
    files |= set(_git("diff", "--name-only", "HEAD"))
    files |= set(_git("ls-files", "--others", "--exclude-standard"))
    return files


def module_of(path: str) -> str | None:
    """``layers/shared/inventory_planning/services/tags/assignments.py`` -> ``inventory_planning.services.tags.assignments``."""
    file = ROOT / path
    if file.suffix != ".py" or LAYER not in file.parents:
        return None
    parts = list(file.relative_to(LAYER).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def affected_modules(modules: set[str]) -> set[str]:
    """``modules`` and every module of the layer that imports one of them, directly or not."""
    if not modules:
        return set()
    import grimp  # import-linter's graph library, only when a module changed

    sys.path.insert(0, str(LAYER))
    graph = grimp.build_graph("inventory_planning", cache_dir=None)
    affected = set(modules)
    for module in modules:
        if module in graph.modules:  # not a module deleted by the change
            affected |= graph.find_downstream_modules(module)
    return affected


def _names(module: str) -> set[str]:
    """The names a test file's name may carry for ``module``: its package and module under its layer."""
    _, layer, *under = module.split(".")
    if layer not in LAYERS:
        return set()
    return {part for part in under if part not in GENERIC_NAMES}


def select(changed: set[str]) -> list[Path]:
    """The integration test files to run for ``changed`` (repository-relative paths), sorted."""
    test_files = sorted(TESTS.glob("test_*.py"))
    if any(path.startswith(EVERYTHING_FILES) for path in changed):
        return test_files
    selected = {ROOT / path for path in changed if path.startswith("tests/integration/test_") and (ROOT / path).exists()}
    modules = affected_modules({m for path in changed if (m := module_of(path))})
    if any(module.startswith(EVERYTHING_MODULES) for module in modules):
        return test_files
    names = set().union(*(_names(m) for m in modules)) if modules else set()
    names |= {path.split("/")[1] for path in changed if path.startswith("functions/") and path.count("/") > 1}
    for test_file in test_files:
        stem = test_file.stem.removeprefix("test_")
        if any(name in stem for name in names):
            selected.add(test_file)
            continue
        text = test_file.read_text(errors="replace")
        if any(f"{module}" in text for module in modules):
            selected.add(test_file)
    return sorted(selected)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m local.changed_tests", description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="main", help="the ref to compare with (default: main)")
    args = parser.parse_args(argv)
    print(" ".join(str(path.relative_to(ROOT)) for path in select(changed_files(args.base))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
