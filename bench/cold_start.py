"""Cold-start import-and-init time of every Lambda function, as a ratio to a bare boto3 + DynamoDB client.

Run from the repository root:

    .venv/bin/python bench/cold_start.py            # cold starts, then DynamoDB calls per request
    .venv/bin/python bench/cold_start.py --runs 11  # more repetitions
    .venv/bin/python bench/cold_start.py --skip-calls

For each function of template.yaml (and for the baseline ``import boto3; boto3.client("dynamodb")``)
a FRESH interpreter is started with the test environment (tests/helpers/environment.py) plus the function's own
template variables, the shared layer on ``sys.path``, and times ``time.perf_counter()`` around
importing the function module from its CodeUri the way Lambda does (module-level code runs: that is
import-and-init). Runs are interleaved round-robin (one discarded warm-up round first, so every
target sees the same disk cache and .pyc state) and the median of ``--runs`` is reported together
with its ratio to the baseline's median: the ratio is the machine-independent number.

One more run per target under ``python -X importtime`` attributes the import time to top-level
packages (the sum of each module's *self* time), which tells what dominates. The peak RSS is the
child's VmHWM at the end of the import (its own peak since exec; ``ru_maxrss`` would carry the
parent's peak at the fork).

The import does not create a DynamoDB client (pynamodb creates it on first use), the baseline does.
So each child then times what the first request adds: the lazy botocore client of a first pynamodb
model class, then of a second one, and checks that both are the same client (the models share
``BaseItem._get_connection``; by default pynamodb caches a connection, a botocore session and a
client per model class, and the second number would be as large as the first).

One more row imports only the plumbing every API function shares (``coldstart``, ``api.app``,
Powertools' OpenAPI params and validation middleware, ``api.schemas``, ``store.models``: the event handler,
pydantic, pynamodb and botocore): the floor of an API function, before its own routes and services.

``--compare DIR`` measures the functions of a second copy of the repository too (another checkout, or
``git archive`` of an earlier commit unpacked in DIR: its ``functions/`` and ``layers/shared``) in the
same interleaved rounds, against the same baseline, and prints both ratios side by side: the way to
show a change's effect, since ratios of separate runs move with the machine's load.

A function deployed with SnapStart (``SnapStart: ApplyOn: PublishedVersions`` in template.yaml) is
marked: its number here is the init Lambda runs once, before the snapshot, not what a cold start
waits for (a restore, which no local process reproduces; docs/decisions/0041-mcp-gateway.md).

After the cold-start table the script runs bench/ddb_calls.py (DynamoDB operations per request) in
its own process, unless ``--skip-calls``. Nothing here is part of the test suite.
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
for _path in (ROOT, LAYER):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import tests.helpers.environment  # noqa: E402,F401 - sets the test environment (region, table, fake credentials)
from local.apigw import Template  # noqa: E402

# Packages worth naming when a function loads them (heavy, or surprising on a request path).
WATCHED = ["pyarrow", "pandas", "numpy", "openpyxl", "jwt", "cryptography", "pydantic", "aws_xray_sdk", "ijson", "moto"]

BASELINE = "baseline"
EMPTY = "empty"
MODULES = "modules"
# What every API function imports before its own routes: the collector pause, the API plumbing (Powertools'
# event handler with its validation, pydantic, the Logger) and the rate limit's pynamodb models (botocore).
PLUMBING = ",".join(
    [
        "inventory_planning.coldstart",
        "inventory_planning.api.app",
        "aws_lambda_powertools.event_handler.openapi.params",  # Body(), Query(): every route module
        "aws_lambda_powertools.event_handler.middlewares.openapi_validation",  # create_app(): enable_validation
        "inventory_planning.api.schemas",
        "inventory_planning.store.models",
    ]
)

# The child program: set up the path, then time exactly the import-and-init of the target.
CHILD = r"""
import importlib.util, json, resource, sys, time
layer, target, path, name = sys.argv[1:5]
sys.path.insert(0, layer)
if target == "function":
    import os.path
    sys.path.insert(0, os.path.dirname(path))  # Lambda puts the CodeUri folder on the path
before = set(sys.modules)
sys.stderr.write("@@BENCH-START\n"); sys.stderr.flush()
t0 = time.perf_counter()
clients = []
if target == "baseline":
    import boto3
    tc = time.perf_counter()
    boto3.client("dynamodb", region_name="eu-west-1")
    clients.append((time.perf_counter() - tc) * 1000.0)
elif target == "modules":  # the plumbing every function shares, imported the way a function module does
    for module_name in path.split(","):
        importlib.import_module(module_name)
    sys.modules["inventory_planning.coldstart"].resume()
elif target == "function":
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    assert callable(getattr(module, "lambda_handler"))
t1 = time.perf_counter()
loaded = sorted({m.split(".")[0] for m in set(sys.modules) - before})
# VmHWM: this process's own peak since exec (ru_maxrss would carry the parent's peak at the fork)
rss_kb = next((int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")),
              resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
models = sys.modules.get("inventory_planning.store.models")
shared = None
if models is not None:
    # What the first requests pay on top: the lazy botocore client of a first and a second model class.
    made = []
    for cls in (models.OrganizationItem, models.RateWindowItem):
        tc = time.perf_counter()
        made.append(cls._get_connection().connection.client)
        clients.append((time.perf_counter() - tc) * 1000.0)
    shared = made[0] is made[1]
out = {"ms": (t1 - t0) * 1000.0, "rss_kb": rss_kb, "modules": len(set(sys.modules) - before), "loaded": loaded}
print(json.dumps({**out, "clients": clients, "shared": shared}))
"""


@dataclass
class Target:
    """One thing to cold-start: a function of the template, the baseline, or an empty interpreter."""

    label: str
    kind: str  # "function" | "baseline" | "empty" | "modules" (path: the modules, comma-separated)
    path: str = ""
    module_name: str = ""
    layer: str = str(LAYER)
    snapstart: bool = False
    env: dict[str, str] = field(default_factory=dict)
    runs: list[dict] = field(default_factory=list)
    packages: list[tuple[str, float]] = field(default_factory=list)
    error: str | None = None

    def median_ms(self) -> float:
        return statistics.median(r["ms"] for r in self.runs)

    def rss_mb(self) -> float:
        return max(r["rss_kb"] for r in self.runs) / 1024.0

    def client_ms(self) -> str:
        """Median time to create DynamoDB clients after the import (baseline: its one client, included)."""
        per_run = [r.get("clients") or [] for r in self.runs]
        if not per_run or not per_run[0]:
            return "-"
        medians = [statistics.median(run[i] for run in per_run) for i in range(len(per_run[0]))]
        text = ", ".join(f"{ms:.0f}" for ms in medians)
        if self.kind == BASELINE:
            return f"({text} incl.)"
        shared = {r.get("shared") for r in self.runs}
        return text + (" (same client)" if shared == {True} else " (separate clients)" if shared == {False} else " (mixed)")

    def loaded(self) -> list[str]:
        return self.runs[-1]["loaded"] if self.runs else []


def function_targets(template: Template) -> list[Target]:
    """Every AWS::Serverless::Function of template.yaml, with its template environment variables."""
    targets = []
    for logical_id, resource in template.resources.items():
        if resource.get("Type") != "AWS::Serverless::Function":
            continue
        code_uri, handler = template.function(logical_id)
        module = handler.rpartition(".")[0]
        variables = ((resource["Properties"].get("Environment") or {}).get("Variables")) or {}
        env = {k: v for k, v in variables.items() if isinstance(v, str)}  # intrinsics (!Ref ...) keep the test values
        snapstart = (resource["Properties"].get("SnapStart") or {}).get("ApplyOn") == "PublishedVersions"
        targets.append(
            Target(
                label=logical_id.removesuffix("Function"),
                kind="function",
                path=str(ROOT / code_uri / f"{module}.py"),
                module_name=f"lambda_{logical_id}",
                env=env,
                snapstart=snapstart,
            )
        )
    return targets


def compared_targets(targets: list[Target], other: Path) -> list[Target]:
    """The same functions in another copy of the repository (``--compare``): its function folders and layer."""
    return [
        Target(
            label=f"{t.label} ({other.name})",
            kind="function",
            path=str(other / Path(t.path).relative_to(ROOT)),
            module_name=t.module_name,
            layer=str(other / "layers" / "shared"),
            env=t.env,
            snapstart=t.snapstart,
        )
        for t in targets
    ]


def run_child(target: Target, importtime: bool = False) -> tuple[dict, str]:
    env = {**os.environ, **target.env}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the warm-up run writes .pyc files, as a built package ships them
    command = [sys.executable]
    if importtime:
        command += ["-X", "importtime"]
    command += ["-c", CHILD, target.layer, target.kind, target.path, target.module_name]
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=str(ROOT), timeout=120)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}")
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


def package_times(stderr: str) -> list[tuple[str, float]]:
    """Self import time (ms) per top-level package, from ``-X importtime`` lines after the start mark."""
    started = False
    totals: dict[str, float] = {}
    for line in stderr.splitlines():
        if line.startswith("@@BENCH-START"):
            started = True
            continue
        if not started or not line.startswith("import time:") or "self [us]" in line:
            continue
        self_us, _cumulative, name = line[len("import time:") :].split("|", 2)
        package = name.strip().split(".")[0]
        totals[package] = totals.get(package, 0.0) + int(self_us) / 1000.0
    return sorted(totals.items(), key=lambda kv: kv[1], reverse=True)


def measure(targets: list[Target], runs: int) -> None:
    present = []
    for target in targets:
        if target.kind == "function" and not Path(target.path).exists():
            target.error = f"missing: {Path(target.path).relative_to(ROOT)}"
            continue
        try:
            run_child(target)  # warm-up round: compiles .pyc, fills the page cache; discarded
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            target.error = f"import failed: {error}"
            continue
        present.append(target)
    for _ in range(runs):  # round-robin, so slow drift of the machine hits every target alike
        for target in present:
            target.runs.append(run_child(target)[0])
    for target in present:
        target.packages = package_times(run_child(target, importtime=True)[1])


def render(targets: list[Target], runs: int) -> str:
    baseline = next(t for t in targets if t.kind == "baseline")
    base_ms = baseline.median_ms()
    header = (
        f"| target | median ms (n={runs}) | min..max ms | x baseline | peak RSS MB | modules | "
        "lazy DynamoDB client ms (1st, 2nd model class) | top packages by import self-time (ms) | watched packages loaded |"
    )
    lines = [header, "|" + "---|" * 9]
    for t in targets:
        if t.error:
            lines.append(f"| {t.label} | - | - | - | - | - | - | {t.error} | - |")
            continue
        times = [r["ms"] for r in t.runs]
        ratio = t.median_ms() / base_ms if base_ms else float("nan")
        top = ", ".join(f"{name} {ms:.0f}" for name, ms in t.packages[:4]) or "-"
        watched = ", ".join(w for w in WATCHED if w in t.loaded()) or "-"
        lines.append(
            f"| {t.label} | {t.median_ms():.0f} | {min(times):.0f}..{max(times):.0f} | {ratio:.2f} | "
            f"{t.rss_mb():.0f} | {t.runs[-1]['modules']} | {t.client_ms()} | {top} | {watched} |"
        )
    lines += snapstart_notes(targets)
    return "\n".join(lines)


def snapstart_notes(targets: list[Target]) -> list[str]:
    """What a SnapStart function's row means (it is not the cold start a caller waits for)."""
    labels = sorted({t.label.split(" (")[0] for t in targets if t.snapstart})
    if not labels:
        return []
    return [
        "",
        f"SnapStart ({', '.join(labels)}): the row is the init Lambda runs once per published version, before the "
        "snapshot (the priming hook's answers not included); a cold start resumes the snapshot instead. A restore's "
        "duration cannot be measured here: it is CloudWatch's Restore Duration on the deployed function "
        "(docs/decisions/0041-mcp-gateway.md).",
    ]


def render_comparison(targets: list[Target], other: list[Target], name: str) -> str:
    """Each function's ratio in the other copy and in this one, side by side (same run, same baseline)."""
    base_ms = next(t for t in targets if t.kind == BASELINE).median_ms()
    this = [t for t in targets if t.kind == "function"]
    lines = [
        f"| function | {name}: x baseline | this tree: x baseline | modules {name} -> this |",
        "|---|---|---|---|",
    ]
    for mine, theirs in zip(this, other, strict=True):
        cells = []
        for t in (theirs, mine):
            cells.append("-" if t.error or not t.runs else f"{t.median_ms() / base_ms:.2f}")
        modules = " -> ".join("-" if t.error or not t.runs else str(t.runs[-1]["modules"]) for t in (theirs, mine))
        label = mine.label + (" (SnapStart)" if mine.snapstart else "")
        lines.append(f"| {label} | {cells[0]} | {cells[1]} | {modules} |")
    plumbing = next((t for t in targets if t.kind == MODULES and t.runs), None)
    floor = f"; the plumbing every API function shares: {plumbing.median_ms() / base_ms:.2f}" if plumbing else ""
    lines.append(f"\nbaseline median {base_ms:.0f} ms (the same run for both columns){floor}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=11, help="fresh interpreters per target (median reported)")
    parser.add_argument("--skip-calls", action="store_true", help="only the cold-start table")
    parser.add_argument("--skip-cold", action="store_true", help="only the DynamoDB-calls tables")
    parser.add_argument(
        "--compare",
        type=Path,
        metavar="DIR",
        help="another copy of the repository whose functions are measured in the same rounds",
    )
    args, rest = parser.parse_known_args()

    print(
        f"# machine: nproc={os.cpu_count()}, {platform.python_implementation()} {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}"
    )
    if not args.skip_cold:
        targets = [
            Target("(empty interpreter)", EMPTY),
            Target("baseline: import boto3 + dynamodb client", BASELINE),
            Target("(plumbing of every API function: api.app, validation, api.schemas, store.models)", MODULES, path=PLUMBING),
            *function_targets(Template()),
        ]
        other = compared_targets(targets[3:], args.compare.resolve()) if args.compare else []
        measure(targets + other, args.runs)
        print()
        print("## Cold start: import-and-init per function (fresh interpreter each run)")
        print()
        print(render(targets + other, args.runs))
        if other:
            print()
            print(f"## Side by side: {args.compare} and this tree (one run, interleaved)")
            print()
            print(render_comparison(targets, other, args.compare.name))
        sys.stdout.flush()
    if not args.skip_calls:
        print()
        sys.stdout.flush()
        done = subprocess.run([sys.executable, str(ROOT / "bench" / "ddb_calls.py"), *rest], cwd=str(ROOT))
        return done.returncode
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
