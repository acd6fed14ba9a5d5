"""The local gateway's latency on a kept-alive connection against a new connection per request.

Run from the repository root (starts its own stack with ``--no-data``; about 30 s):

    .venv/bin/python bench/gateway_latency.py
    .venv/bin/python bench/gateway_latency.py --stack .local/stack.json   # a running stack instead

For each path, ``--runs`` requests on one ``http.client.HTTPConnection`` (a kept-alive connection, as
Schemathesis, httpx and most clients send them) are interleaved with as many on a new connection each (as
urllib sends them), and the medians are printed side by side. The two should be close: a kept-
alive request much slower than a new connection is a stall of the server's socket (docs/performance.md
"Issue 27: the local gateway's 40 ms": Nagle's algorithm meeting the client's delayed ACK). Nothing here
is part of the test suite.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import tempfile
import time
import urllib.parse
from http import HTTPStatus
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

PATHS = ["/api/health", "/api/auth/whoami", "/api/shops"]


def _get(connection: http.client.HTTPConnection, path: str, headers: dict[str, str]) -> float:
    """One GET on ``connection``, its body read; milliseconds."""
    started = time.perf_counter()
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    response.read()
    assert response.status == HTTPStatus.OK, (path, response.status)
    return (time.perf_counter() - started) * 1000


def measure(stack: dict[str, Any], runs: int) -> list[tuple[str, float, float]]:
    """``(path, kept-alive median ms, new-connection median ms)`` for each path."""
    address = urllib.parse.urlsplit(stack["baseUrl"])
    headers = {"Authorization": f"Bearer {stack['token']}"}
    kept_alive = http.client.HTTPConnection(address.hostname or "127.0.0.1", address.port, timeout=30)
    rows = []
    for path in PATHS:
        kept, fresh = [], []
        for _ in range(runs):
            kept.append(_get(kept_alive, address.path + path, headers))
            connection = http.client.HTTPConnection(address.hostname or "127.0.0.1", address.port, timeout=30)
            fresh.append(_get(connection, address.path + path, headers))
            connection.close()
        rows.append((path, statistics.median(kept), statistics.median(fresh)))
    kept_alive.close()
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="requests per path and way (medians reported)")
    parser.add_argument("--stack", type=Path, help="a running stack's stack.json instead of starting one")
    args = parser.parse_args()

    def report(stack: dict[str, Any]) -> None:
        measure(stack, 2)  # warm-up: every function's cold start
        print(f"| request | kept alive, median of {args.runs} | new connection | kept alive / new |")
        print("|---|---|---|---|")
        for path, kept, fresh in measure(stack, args.runs):
            print(f"| GET {path} | {kept:.1f} ms | {fresh:.1f} ms | {kept / fresh:.2f} |")

    if args.stack:
        report(json.loads(args.stack.read_text()))
        return 0
    from tests.helpers.stack import start_stack

    with tempfile.TemporaryDirectory(prefix="gateway-latency-") as work:
        extra = ["--no-data", "--no-automation", "--replay-weeks", "0"]
        with start_stack(Path(work), extra) as stack:
            report(stack)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
