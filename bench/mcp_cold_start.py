"""The MCP gateway's cold start, decomposed, and the ways around the SDK's import side by side.

Run from the repository root (an idle machine; about a minute):

    .venv/bin/python bench/mcp_cold_start.py --runs 9
    .venv/bin/python bench/mcp_cold_start.py --runs 9 --alt NAME=PYTHON:MODULE ...

Every run is a FRESH interpreter with the test environment (tests/helpers/environment.py) and the shared
layer on ``sys.path``, as bench/cold_start.py starts one; targets run round-robin after one discarded
warm-up round and the median is reported, with its ratio to the baseline (``import boto3`` and a DynamoDB
client, the denominator of every cold-start ratio in docs/performance.md). The targets:

- ``baseline``: ``import boto3; boto3.client("dynamodb")``.
- ``McpFunction, SDK at init``: functions/mcp/app.py imported as Lambda imports it (what a cold start
  without SnapStart runs), then the first and second MCP answers (``initialize``, in process through
  Mangum and the SDK's stateless manager; make_handler's rate-limit write is left out).
- ``SDK at the first request``: only the function's plumbing at init (coldstart, Powertools' handler,
  the api package, create_app, make_handler); the first request then imports Mangum, the SDK's
  manager and mcp_gateway before answering. Same child, so init + first answer compares with the row above.
- ``mcp.types alone``: the plumbing plus the SDK's protocol models without the rest of the package (its
  ``__init__`` skipped by a stand-in parent module): the floor of any server built on the SDK's types,
  even with a hand-written transport.
- ``--alt NAME=PYTHON:MODULE`` (repeatable): ``import MODULE`` in another interpreter, e.g. a throwaway
  virtual environment with mcp 2.x or awslabs.mcp-lambda-handler; only the import is timed, against the
  same baseline of this interpreter.

With SnapStart (template.yaml) the deployed cold start is a restore of the init's snapshot, which no
local process reproduces; docs/decisions/0041-mcp-gateway.md "Cold start" says what was chosen and why.
Nothing here is part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYER = ROOT / "layers" / "shared"
MCP_DIR = ROOT / "functions" / "mcp"
for _path in (ROOT, LAYER):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import tests.helpers.environment  # noqa: E402,F401 - sets the test environment (region, table, fake credentials)

CHILD = r"""
import importlib, importlib.util, json, sys, time, types
layer, mcp_dir, kind = sys.argv[1:4]
sys.path.insert(0, layer)
sys.path.insert(0, mcp_dir)
out = {}
t0 = time.perf_counter()
if kind == "baseline":
    import boto3
    boto3.client("dynamodb", region_name="eu-west-1")
    out["init"] = (time.perf_counter() - t0) * 1000.0
elif kind == "import":
    importlib.import_module(sys.argv[4])
    out["init"] = (time.perf_counter() - t0) * 1000.0
else:
    def plumbing():
        import inventory_planning.coldstart  # noqa: F401
        from aws_lambda_powertools.event_handler import Response  # noqa: F401
        from inventory_planning.api.app import create_app, make_handler
        from inventory_planning.api.routes import ApiRouter
        router = ApiRouter(tag="Mcp")
        app = create_app("Mcp")
        app.include(router)
        return make_handler(app)
    if kind == "function":
        spec = importlib.util.spec_from_file_location("lambda_McpFunction", mcp_dir + "/app.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["lambda_McpFunction"] = module
        spec.loader.exec_module(module)
        out["init"] = (time.perf_counter() - t0) * 1000.0
        first_request_imports = 0.0
    elif kind == "lazy":
        plumbing()
        out["init"] = (time.perf_counter() - t0) * 1000.0
        t1 = time.perf_counter()
        spec = importlib.util.spec_from_file_location("lambda_McpFunction", mcp_dir + "/app.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["lambda_McpFunction"] = module
        spec.loader.exec_module(module)  # the SDK, Mangum and mcp_gateway; the plumbing is loaded already
        first_request_imports = (time.perf_counter() - t1) * 1000.0
    elif kind == "types":
        plumbing()
        found = importlib.util.find_spec("mcp")
        parent = types.ModuleType("mcp")
        parent.__path__ = list(found.submodule_search_locations)
        sys.modules["mcp"] = parent  # mcp/__init__.py (client, server, FastMCP) is not run
        importlib.import_module("mcp.types")
        out["init"] = (time.perf_counter() - t0) * 1000.0
    if kind in ("function", "lazy"):
        from mangum import Mangum
        answers = []
        for _ in range(2):
            t2 = time.perf_counter()
            event = module._priming_event(module.PRIMING_MESSAGES[0])
            answer = Mangum(module.mcp_asgi, lifespan="off")(event, None)
            assert int(answer["statusCode"]) == 200, answer
            answers.append((time.perf_counter() - t2) * 1000.0)
        out["first"] = first_request_imports + answers[0]
        out["second"] = answers[1]
out["modules"] = len(sys.modules)
print(json.dumps(out))
"""


@dataclass
class Target:
    """One way to start: its label, its child kind, the interpreter and (``import``) the module to import."""

    label: str
    kind: str
    python: str = sys.executable
    module: str = ""
    runs: list[dict] = field(default_factory=list)
    error: str | None = None

    def median(self, key: str) -> float | None:
        values = [run[key] for run in self.runs if key in run]
        return statistics.median(values) if values else None


def run_child(target: Target) -> dict:
    env = {**os.environ, "PYTHONPATH": ""}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the warm-up run writes .pyc files, as a built package ships them
    command = [target.python, "-c", CHILD, str(LAYER), str(MCP_DIR), target.kind, target.module]
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=str(ROOT), timeout=120)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(targets: list[Target], runs: int) -> None:
    present = []
    for target in targets:
        try:
            run_child(target)  # warm-up round (compiles .pyc, fills the page cache); discarded
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            target.error = str(error)
            continue
        present.append(target)
    for _ in range(runs):  # round-robin: the machine's drift hits every target alike
        for target in present:
            target.runs.append(run_child(target))


def render(targets: list[Target], runs: int) -> str:
    base = next(t for t in targets if t.kind == "baseline").median("init") or float("nan")

    def ms(value: float | None) -> str:
        return "-" if value is None else f"{value:.0f}"

    def ratio(value: float | None) -> str:
        return "-" if value is None else f"{value / base:.2f}"

    lines = [
        f"| target | init ms (median of {runs}) | init x baseline | first MCP answer ms | init + first answer ms | "
        "init + first x baseline | second answer ms | modules |",
        "|" + "---|" * 8,
    ]
    for t in targets:
        if t.error:
            lines.append(f"| {t.label} | {t.error} | - | - | - | - | - | - |")
            continue
        init, first = t.median("init"), t.median("first")
        total = None if first is None or init is None else statistics.median(r["init"] + r["first"] for r in t.runs)
        second = t.median("second")
        lines.append(
            f"| {t.label} | {ms(init)} | {ratio(init)} | {ms(first)} | {ms(total)} | {ratio(total)} | "
            f"{'-' if second is None else f'{second:.1f}'} | {t.runs[-1]['modules']} |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9, help="fresh interpreters per target (median reported)")
    parser.add_argument(
        "--alt", action="append", default=[], metavar="NAME=PYTHON:MODULE", help="time `import MODULE` in another interpreter"
    )
    args = parser.parse_args()
    targets = [
        Target("baseline: import boto3 + dynamodb client", "baseline"),
        Target("McpFunction, SDK at init (deployed without SnapStart)", "function"),
        Target("McpFunction, SDK at the first request", "lazy"),
        Target("plumbing + mcp.types alone (a hand-written transport's floor)", "types"),
        Target("this interpreter: import mcp (1.x)", "import", module="mcp"),
    ]
    for alt in args.alt:
        name, _, rest = alt.partition("=")
        python, _, module = rest.rpartition(":")
        targets.append(Target(f"{name}: import {module}", "import", python=python, module=module))
    print(
        f"# machine: nproc={os.cpu_count()}, {platform.python_implementation()} {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}"
    )
    measure(targets, args.runs)
    print()
    print(render(targets, args.runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
