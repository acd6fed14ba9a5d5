"""One address per feature (issue 35, item 2; docs/decisions/0043-feature-packages.md).

A feature (tags, replays, plans, ...) is, in every layer it spans, a package of its name when that layer holds
several of its modules, or one module of its name when it holds one. ``FEATURES`` lists them; a module whose name
says it belongs to a feature (``tagging_runs.py``, ``alert_records.py``) must not sit at the top of a layer,
outside the feature's package, and every listed package or module must exist.
"""

from __future__ import annotations

from pathlib import Path

import pytest

LAYER = Path(__file__).resolve().parents[2] / "layers" / "shared" / "inventory_planning"
LAYERS = ("services", "store", "domain", "contracts")
PACKAGE, MODULE = "package", "module"

# feature -> {layer: PACKAGE (``<layer>/<feature>/``) or MODULE (``<layer>/<feature>.py``)}
FEATURES: dict[str, dict[str, str]] = {
    "tags": {"services": PACKAGE, "store": PACKAGE, "domain": PACKAGE, "contracts": PACKAGE},
    "alerts": {"services": PACKAGE, "store": MODULE, "domain": PACKAGE},
    "replays": {"services": PACKAGE, "store": MODULE, "domain": PACKAGE, "contracts": MODULE},
    "forecasts": {"services": PACKAGE, "domain": PACKAGE},
    "recommendations": {"services": PACKAGE, "domain": PACKAGE},
    "stock": {"services": PACKAGE, "domain": PACKAGE},
    "account": {"services": PACKAGE, "store": MODULE, "contracts": MODULE},
    "catalog": {"services": PACKAGE, "store": MODULE, "domain": PACKAGE, "contracts": MODULE},
    "ingestion": {"services": PACKAGE, "store": PACKAGE, "domain": PACKAGE},
    "jobs": {"services": PACKAGE, "store": MODULE, "domain": PACKAGE},
    "plans": {"services": PACKAGE, "store": PACKAGE, "domain": PACKAGE, "contracts": MODULE},
    "configuration": {"services": PACKAGE, "store": MODULE, "domain": PACKAGE, "contracts": MODULE},
    "workflows": {"services": PACKAGE, "store": PACKAGE, "domain": PACKAGE, "contracts": PACKAGE},
    "sandbox": {"services": MODULE, "store": MODULE, "domain": MODULE},
    "enrichment": {"services": MODULE, "store": MODULE, "domain": MODULE},
    "markdown_calendars": {"services": PACKAGE, "store": MODULE, "domain": PACKAGE, "contracts": MODULE},
    "size_curves": {"services": PACKAGE, "store": MODULE, "domain": PACKAGE, "contracts": MODULE},
}

# feature -> the prefixes of the names of its modules: a top-level module of a layer named so belongs in the feature
NAMES: dict[str, tuple[str, ...]] = {
    "tags": ("tag",),
    "alerts": ("alert",),
    "replays": ("replay",),
    "forecasts": ("forecast",),
    "recommendations": ("recommendation", "decision_vector", "elasticit"),
    "stock": ("stock",),
    "account": ("account", "organization", "authentication", "token"),
    "catalog": ("catalog", "product", "inventory_item", "search"),
    "ingestion": ("ingestion", "file_ingestion"),
    "jobs": ("job", "served_run"),
    "plans": ("plan_", "plans", "open_to_buy", "attribution", "approval"),
    "configuration": ("configuration", "planning_setting"),
    "workflows": ("workflow", "credential"),
    "sandbox": ("sandbox",),
    "enrichment": ("enrichment",),
    "markdown_calendars": ("markdown_calendar", "markdown_window"),
    "size_curves": ("size_curve",),
}

# top-level modules left outside their feature's package on purpose (decision 0042), with the reason
OUTSIDE: dict[str, str] = {
    "domain/ingestion_specs.py": "domain/ingestion/__init__.py imports the readers: the API's records stay light",
    "domain/file_ingestions.py": "domain/ingestion/__init__.py imports the readers: the API's records stay light",
    "domain/served_runs.py": "domain/jobs/__init__.py imports the registry; every read route reads this",
    "domain/tokens.py": "the token rules every function's identity check reads, beside domain/permissions.py",
    "services/job_steps.py": (
        "binds the jobs' steps to other features' services, which start job runs themselves: "
        "inside services/jobs it would close a cycle between packages (decision 0042)"
    ),
}


def _top_level(layer: str) -> dict[str, str]:
    """The names at the top of a layer: ``{name: PACKAGE | MODULE}``."""
    found: dict[str, str] = {}
    for path in (LAYER / layer).iterdir():
        if path.is_dir() and (path / "__init__.py").is_file():
            found[path.name] = PACKAGE
        elif path.suffix == ".py" and path.name != "__init__.py":
            found[path.stem] = MODULE
    return found


def test_every_listed_feature_has_its_address_in_each_layer() -> None:
    missing = {
        f"{layer}/{feature}{'/' if kind == PACKAGE else '.py'}"
        for feature, layers in FEATURES.items()
        for layer, kind in layers.items()
        if _top_level(layer).get(feature) != kind
    }
    assert missing == set()


@pytest.mark.parametrize("layer", LAYERS)
def test_no_module_of_a_feature_sits_outside_its_package(layer: str) -> None:
    outside = {}
    for name, kind in _top_level(layer).items():
        for feature, prefixes in NAMES.items():
            if name == feature or not name.startswith(prefixes):
                continue
            path = f"{layer}/{name}{'/' if kind == PACKAGE else '.py'}"
            if path not in OUTSIDE:
                outside[path] = f"belongs in {layer}/{feature}"
    assert outside == {}


def test_the_rules_themselves() -> None:
    """The tables agree: every feature has its name rules, every exception still exists."""
    assert set(NAMES) == set(FEATURES)
    assert all(feature.startswith(NAMES[feature]) for feature in FEATURES)
    assert {path for path in OUTSIDE if not (LAYER / path).exists()} == set()


def test_a_feature_package_of_the_services_imports_none_of_its_modules() -> None:
    """Importing one module of a feature does not import the others (cold start): a services feature package's
    ``__init__`` is its docstring (a route module names the services it calls through ``coldstart.lazy``, decision 0046)."""
    eager = {}
    for feature, layers in FEATURES.items():
        if layers.get("services") != PACKAGE:
            continue
        text = (LAYER / "services" / feature / "__init__.py").read_text(encoding="utf-8")
        if "from inventory_planning" in text or "import inventory_planning" in text:
            eager[feature] = "imports the project"
    assert eager == {}
