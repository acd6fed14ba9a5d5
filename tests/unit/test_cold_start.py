"""Cold start: what a function module loads and builds at import, checked in a fresh interpreter each.

bench/cold_start.py measures the times; these tests keep the properties the times rest on from
regressing: the configuration function does not import the rule and metric models (its routes name
their ``domain.rules`` / ``domain.metrics`` subject modules through ``coldstart.lazy`` stand-ins), nothing validates the GLOBAL
metrics or builds a body validator at import, and the garbage collector is paused during the
import and back on, with the import's objects frozen, once the module is loaded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Imports the function module the way Lambda does and reports what the import left behind.
CHILD = r"""
import gc, importlib.util, json, sys
root, function = sys.argv[1:3]
sys.path[:0] = [root + "/layers/shared", root + "/functions/" + function]
spec = importlib.util.spec_from_file_location("app", root + "/functions/" + function + "/app.py")
module = importlib.util.module_from_spec(spec)
sys.modules["app"] = module
spec.loader.exec_module(module)
from pydantic import BaseModel
def subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)
standard = sys.modules.get("inventory_planning.domain.metrics.standard")
configuration = sys.modules.get("inventory_planning.domain.configuration.intelligence")
print(json.dumps({
    "modules": sorted(sys.modules),
    "gc_enabled": gc.isenabled(),
    "built_models": sorted(
        f"{model.__module__}.{model.__qualname__}" for model in subclasses(BaseModel)
        if model.__dict__.get("__pydantic_complete__") and model.__module__.startswith(("inventory_planning", "app"))
    ),
    "frozen": gc.get_freeze_count(),
    "global_metrics_built": bool(standard and standard.global_metrics.cache_info().currsize),
    "built_bodies": sorted(
        name for name, value in vars(configuration).items()
        if isinstance(value, type) and getattr(value, "__pydantic_complete__", False)
    ) if configuration else [],
    "built_platform_models": sorted(
        name for name, value in vars(sys.modules["inventory_planning.contracts.data_platform"]).items()
        if isinstance(value, type) and getattr(value, "__pydantic_complete__", False)
    ) if "inventory_planning.contracts.data_platform" in sys.modules else None,
}))
"""

FUNCTIONS = [
    "account", "catalog", "analytics", "configuration", "authorizer", "ingestion_worker", "data_platform", "mcp",
    "enrichment_worker", "job_worker", "tags", "workflows",
]  # fmt: skip


def load(function: str) -> dict:
    """Import ``functions/<function>/app.py`` in a fresh interpreter with the test environment."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT), function],
        capture_output=True,
        text=True,
        env={**os.environ, "POWERTOOLS_SERVICE_NAME": function},
        cwd=str(ROOT),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def loaded() -> dict[str, dict]:
    return {function: load(function) for function in FUNCTIONS}


@pytest.mark.parametrize("function", FUNCTIONS)
def test_the_collector_is_back_on_and_the_import_frozen_once_the_module_is_loaded(loaded, function):
    result = loaded[function]
    assert result["gc_enabled"] is True
    assert result["frozen"] > 10_000  # the import's objects sit in the permanent generation


@pytest.mark.parametrize("function", FUNCTIONS)
def test_no_model_is_built_at_import_but_the_settings_read_and_what_every_message_validates(loaded, function):
    """Request bodies and records build their validators on first use (``defer_build``, decision 0013):
    at import only the environment models a function loads, and the enrichment worker's queue message,
    which every invocation validates, are built."""
    every_request = {"inventory_planning.settings.Settings", "inventory_planning.settings.AuthSettings", "app.EnrichMessage"}
    assert set(loaded[function]["built_models"]) <= every_request


@pytest.mark.parametrize("function", FUNCTIONS)
def test_uuid6_loads_with_the_first_new_id(loaded, function):
    """Importing uuid6 reads its version from the installed distributions (a scan of sys.path):
    ``kernel.ids`` names it through ``coldstart.lazy``."""
    assert "uuid6" not in loaded[function]["modules"]


@pytest.mark.parametrize("function", ["account", "catalog", "analytics", "configuration", "ingestion_worker"])
def test_no_function_but_the_authorizer_imports_jwt_or_cryptography(loaded, function):
    assert not {"jwt", "cryptography"} & {name.split(".")[0] for name in loaded[function]["modules"]}


def test_the_configuration_function_leaves_rule_and_metric_models_to_the_first_request(loaded):
    modules = set(loaded["configuration"]["modules"])
    heavy = {
        "inventory_planning.domain.rules.conditions",
        "inventory_planning.domain.rules.rulesets",
        "inventory_planning.domain.rules.changes",
        "inventory_planning.domain.metrics.bodies",
        "inventory_planning.domain.metrics.catalogue",
        "inventory_planning.domain.metrics.standard",
        # the simple records' request bodies too, since issue 37's routes took the function over 1.3x
        "inventory_planning.domain.configuration.intelligence",
        "inventory_planning.domain.markdown_calendars.windows",
        "inventory_planning.domain.size_curves.curves",
    }
    assert "inventory_planning.domain.configuration.org_list_types" in modules  # a path type: named at init
    assert not heavy & modules
    assert loaded["configuration"]["global_metrics_built"] is False
    assert loaded["configuration"]["built_bodies"] == []  # defer_build: no validator made at import


def test_the_data_platform_function_leaves_its_services_and_request_models_to_the_first_request(loaded):
    modules = set(loaded["data_platform"]["modules"])
    names = ("alerts", "file_ingestions", "ingestion_specs", "sandbox", "jobs")
    services = {f"inventory_planning.services.{name}" for name in names}
    # the records load with their subject module on a route's first request (the route module's stand-in),
    # but the file ingestions': its status and file-type Literals are module-level query-parameter types
    loaded_subjects = {m for m in modules if m.startswith("inventory_planning.contracts.data_platform.")}
    assert loaded_subjects == {"inventory_planning.contracts.data_platform.file_ingestions"}
    assert not services & modules  # each service module loads on its first request (coldstart.lazy)
    assert "inventory_planning.domain.ingestion" not in modules
    assert "inventory_planning.domain.jobs.replays" not in modules  # the replay's default policies: its route's first request
    assert loaded["data_platform"]["built_platform_models"] == []  # defer_build: no validator made at import


@pytest.mark.parametrize(
    ("before", "expected"),
    [
        ("", "paused=True resumed=True enabled=True again=False"),
        ("gc.disable()", "paused=True resumed=False enabled=False again=False"),  # not ours to switch on
    ],
)
def test_importing_coldstart_pauses_the_collector_and_resume_ends_the_pause_once(before, expected):
    program = (
        f"import gc\n{before}\nimport inventory_planning.coldstart as c\npaused = not gc.isenabled()\n"
        "resumed = c.resume()\nprint(f'paused={paused} resumed={resumed} enabled={gc.isenabled()} again={c.resume()}')"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "layers" / "shared")}
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, env=env, timeout=60)
    assert done.stdout.strip() == expected, done.stderr


def test_the_plans_and_analytics_functions_leave_services_and_records_to_the_first_request(loaded):
    """Their route modules name services, response records and request bodies through
    ``coldstart.lazy`` (decision 0013); the rate-limit store every request needs loads at init."""
    plans = set(load("plans")["modules"])
    deferred = {
        "inventory_planning.services.plans",  # the package: headers, status, lines, approvals, ...
        "inventory_planning.services.plans.approvals",
        "inventory_planning.contracts.plans",
        "inventory_planning.contracts.requests.plans",
        "inventory_planning.domain.plans.records",
    }
    assert not deferred & plans
    assert "inventory_planning.store.models" in plans  # make_handler: every plan route needs a token
    analytics = {"contracts.analytics", "services.facts", "services.stock.positions", "domain.facts"}
    assert not {f"inventory_planning.{name}" for name in analytics} & set(loaded["analytics"]["modules"])
    platform = {"contracts.plans", "contracts.requests.plans", "services.plans", "services.account.organizations"}
    assert not {f"inventory_planning.{name}" for name in platform} & set(loaded["data_platform"]["modules"])
    configuration = set(loaded["configuration"]["modules"])
    assert not {"inventory_planning.contracts.configuration", "inventory_planning.contracts.audit"} & configuration
    assert not {name for name in configuration if name.startswith("inventory_planning.services.configuration.")}


def test_a_lazy_module_imports_on_its_first_attribute_read_and_reads_the_real_module(tmp_path, monkeypatch):
    import sys

    from inventory_planning.coldstart import lazy

    (tmp_path / "lazy_probe_module.py").write_text("VALUE = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "lazy_probe_module", raising=False)
    probe = lazy("lazy_probe_module")
    assert "lazy_probe_module" not in sys.modules
    with pytest.raises(AttributeError):
        probe.__wrapped__  # noqa: B018 - introspection does not load the module
    assert "lazy_probe_module" not in sys.modules
    assert probe.VALUE == 1
    assert "lazy_probe_module" in sys.modules
    monkeypatch.setattr(sys.modules["lazy_probe_module"], "VALUE", 2)  # a patch of the real module is seen
    assert probe.VALUE == 2


def test_the_workflows_function_leaves_credentials_kms_and_templates_to_the_first_request():
    """The credential routes name their service and record through ``coldstart.lazy``: KMS (boto3),
    the credential store and Jinja2 load on the first request that needs them."""
    modules = set(load("workflows")["modules"])
    deferred = {
        "inventory_planning.services.workflows.credentials",
        "inventory_planning.store.workflows.credentials",
        "inventory_planning.contracts.workflows.credentials",
        "inventory_planning.services.workflows.interpolation",
        "jinja2",
        "boto3",
    }
    assert not deferred & modules
    assert "inventory_planning.domain.workflows.credentials" in modules  # the request body is imported


def test_the_catalog_function_leaves_its_wire_records_to_the_first_request(loaded):
    """The catalogue's records are the largest of any function (4.5 ms at init): they load with the
    first request that returns one (docs/performance.md "Cold start: Catalog and Configuration")."""
    modules = set(loaded["catalog"]["modules"])
    assert not {"inventory_planning.contracts.catalog", "inventory_planning.domain.pages"} & modules
