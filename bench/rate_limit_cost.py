"""The rate limit's cost per admitted request as a function of the configured limit.

Run from the repository root, beside a running ``make run`` (its DynamoDB Local):

    .venv/bin/python bench/rate_limit_cost.py                       # limits 100, 1000, 2500, 5000
    .venv/bin/python bench/rate_limit_cost.py --limits 100 10000 --requests 300

Each admitted request is one conditional UpdateItem that appends to the token's log of exactly
``limit`` arrival ticks and returns the new log (store/ratelimit.py: the log tells RateLimit-Remaining
and -Reset without a second call). Its cost therefore grows with the limit, not with the traffic:
DynamoDB rewrites (and bills, 1 WCU per KB) the whole item, and botocore parses the whole list. For
each limit the script warms a fresh key (its first request writes the padded log), then times
``--requests`` calls (at most ``limit - 1``: every one admitted) of ``store.ratelimit.record`` and prints the mean milliseconds per request and
the log's length. The ratio to the first limit is the machine-independent number.

Measured on 2026-11-28: docs/performance.md "The fuzzer's rate limit".
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stack", default=str(ROOT / ".local" / "stack.json"), help="a running make run's state")
    parser.add_argument("--limits", type=int, nargs="+", default=[100, 1000, 2500, 5000])
    parser.add_argument("--requests", type=int, default=200)
    args = parser.parse_args()
    stack = json.loads(Path(args.stack).read_text())
    if not stack.get("ready"):
        sys.exit(f"{args.stack}: the stack is not ready (start `make run` first)")
    sys.path[:0] = [str(ROOT), str(ROOT / "layers" / "shared")]
    from local.stack import handler_environment

    os.environ.update(
        handler_environment(
            dynamodb_url=stack["dynamodbEndpoint"], aws_url=stack["awsEndpoint"], jwks_url="http://unused",
            oidc_issuer=stack["oidcIssuer"], table_name=stack["tableName"],
        )
    )  # fmt: skip
    from inventory_planning.store import ratelimit

    organization = f"bench-{uuid.uuid4().hex[:8]}"
    print("| limit | ms per admitted request | ratio | log entries |")
    print("|---|---|---|---|")
    first: float | None = None
    for limit in args.limits:
        key = f"bench-{limit}"
        ratelimit.record(organization, key, limit)  # the first request writes the padded log
        count = min(args.requests, limit - 1)
        start = time.perf_counter()
        for _ in range(count):
            outcome = ratelimit.record(organization, key, limit)
            assert outcome.allowed, "the bench sends fewer requests than the limit per minute"
        mean = (time.perf_counter() - start) / count * 1000
        first = first or mean
        print(f"| {limit} | {mean:.1f} | {mean / first:.1f} | {limit} |")


if __name__ == "__main__":
    main()
