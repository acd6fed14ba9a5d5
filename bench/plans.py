"""Plan routes: DynamoDB calls per request at two plan sizes, and the time of adding 1,000 lines.

Run from the repository root:

    .venv/bin/python bench/plans.py                 # 1,000 lines; about a minute on 2 cores
    .venv/bin/python bench/plans.py --lines 300

Under moto with the template's table, a tenant and a synthetic retailer (bench/ddb_calls.py
``make_files``: the real files' layouts, enough SKUs for the lines) loaded through the real ingestion
path. Every plan route of template.yaml is called through the in-process API Gateway with the call
counting of bench/ddb_calls.py (each request twice, the second counted), first on a plan of 10 lines
and again once the plan holds ``--lines`` lines: **the two columns must be equal** (calls per
request constant in the plan's size, no Scan). Then 1,000 (``--lines``) lines are added to one plan
one request at a time, without rules and again with a rule that reads the plan's lines at every add
(max items per shop); the time of the first and the last tenth of the adds is printed side by side
(ratio ~1 = no slowdown as the plan grows). Absolute times are moto's, not DynamoDB's; the calls and
the ratios are the numbers to read.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "bench", ROOT / "layers" / "shared"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import ddb_calls as calls  # noqa: E402 - sets the test environment and the call counting

# isort: split
import boto3  # noqa: E402
from moto import mock_aws  # noqa: E402

from local.apigw import Template  # noqa: E402


def _catalogue(bench: calls.Bench, tenant: Any, needed: int) -> tuple[str, str, str, list[tuple[str, str]]]:
    """(shop, brand, collection, [(variantId, size)]) with at least ``needed`` lines of one brand."""
    from inventory_planning.store.catalog import inventory_items_of_variant

    shop = bench.data("/api/shops")[0]["id"]
    brand = bench.data("/api/brands")[0]["id"]
    collection = bench.data("/api/collections")[0]["id"]
    lines: list[tuple[str, str]] = []
    page = 1
    while len(lines) < needed:
        variants = bench.data(f"/api/variants?pageSize=100&page={page}")
        if not variants:
            raise RuntimeError(f"only {len(lines)} variant x size lines; raise the data size")
        for variant in variants:
            for item in inventory_items_of_variant(tenant.organization_id, variant["id"]):
                lines.append((variant["id"], item.size))
        page += 1
    return shop, brand, collection, lines[:needed]


def _post(bench: calls.Bench, path: str, body: Any, status: int = 201) -> dict[str, Any]:
    result = bench.send("POST", path, body)
    if result.status != status:
        raise RuntimeError(f"POST {path}: {result.status} {result.body[:300]}")
    return result.json()


def _measure_routes(
    bench: calls.Bench, plan: dict[str, Any], other: dict[str, Any], shop: str, line: tuple[str, str]
) -> list[calls.Measured]:
    """Every plan route once (twice, the second counted) against ``plan``; ``other`` is a plan that
    the measured state changes (validate, delete) may consume."""
    pid, oid = plan["id"], other["id"]
    variant, size = line
    add = {"variantId": variant, "sizeId": size, "shopId": shop, "quantity": 3}
    m = bench.measure
    return [
        m("list restock plans", "GET", "/api/restock-plans"),
        m("list restock plans of a status", "GET", "/api/restock-plans?status=DRAFT"),
        m("search plans", "GET", f"/api/plans/search?q={plan['code'][:8]}"),
        m("get plan", "GET", f"/api/plans/RESTOCK/{pid}"),
        m("rename plan", "PATCH", f"/api/plans/RESTOCK/{pid}", {"name": "Bench A"}, second_body={"name": "Bench B"}),
        m("plan items page", "GET", f"/api/plans/RESTOCK/{pid}/items"),
        m("plan items search", "GET", f"/api/plans/RESTOCK/{pid}/items?q=zzz"),
        m("add a line", "POST", f"/api/restock-plans/{pid}/items", add, second_body={**add, "quantity": 4}),
        m(
            "add a line (generic)",
            "POST",
            f"/api/plans/RESTOCK/{pid}/items",
            {**add, "planType": "RESTOCK", "quantity": 5},
            second_body={**add, "planType": "RESTOCK", "quantity": 6},
        ),  # fmt: skip
        m(
            "bulk change 1 line",
            "PATCH",
            f"/api/plans/RESTOCK/{pid}/items",
            {"shopId": shop, "changes": {variant: {size: 7}}},
            second_body={"shopId": shop, "changes": {variant: {size: 8}}},
        ),  # fmt: skip
        m("activity", "GET", f"/api/plans/RESTOCK/{pid}/activity"),
        m("order plan (all lines)", "GET", f"/api/restock-order-plan/{pid}/items"),
        m(
            "validate (reads every line)",
            "PATCH",
            f"/api/plans/RESTOCK/{oid}",
            {"status": "VALIDATED"},
            second_body={"status": "SENT"},
        ),  # fmt: skip
    ]


def _adds(bench: calls.Bench, plan_id: str, shop: str, lines: list[tuple[str, str]]) -> list[float]:
    """Seconds of each add, one request per line, in order."""
    times = []
    for variant, size in lines:
        started = time.perf_counter()
        _post(bench, f"/api/restock-plans/{plan_id}/items", {"variantId": variant, "sizeId": size, "shopId": shop, "quantity": 2})
        times.append(time.perf_counter() - started)
    return times


def run(lines_wanted: int) -> None:
    from aws_lambda_powertools.utilities import parameters

    import tests.helpers.environment as environment
    from local.oidc import LocalIssuer
    from local.resources import create_table, put_internal_tokens
    from tests.helpers.aws import INTERNAL_TOKEN, make_tenant

    with mock_aws():
        create_table(boto3.client("dynamodb"), os.environ["TABLE_NAME"])
        put_internal_tokens(boto3.client("ssm"), os.environ["INTERNAL_TOKEN_PARAMETER"], {"data-platform": INTERNAL_TOKEN})
        parameters.clear_caches()
        issuer = LocalIssuer(environment.OIDC_DIR, os.environ["OIDC_ISSUER"], os.environ["OIDC_AUDIENCE"])
        tenant = make_tenant(issuer, "Bench Plans")
        started = time.perf_counter()
        note = calls.load(tenant.organization_id, calls.make_files(int(lines_wanted * 1.25) + 40))
        print(f"- data: {note}; {time.perf_counter() - started:.0f} s")
        bench = calls.Bench(calls.CountingGateway(Template()), tenant.token)
        shop, brand, collection, lines = _catalogue(bench, tenant, lines_wanted + 1)
        new_plan = {"brandId": brand, "collectionId": collection}

        # 1. calls per request: a 10-line plan, then the same plan at lines_wanted lines
        plan = _post(bench, "/api/restock-plans", new_plan)["data"]
        spare = [_post(bench, "/api/restock-plans", new_plan)["data"] for _ in range(2)]
        _adds(bench, plan["id"], shop, lines[1:10])
        _adds(bench, spare[0]["id"], shop, lines[1:3])
        small = _measure_routes(bench, plan, spare[0], shop, lines[0])
        create = bench.measure("create restock plan", "POST", "/api/restock-plans", new_plan)
        _adds(bench, plan["id"], shop, lines[10:lines_wanted])
        _adds(bench, spare[1]["id"], shop, lines[1:lines_wanted])
        large = _measure_routes(bench, plan, spare[1], shop, lines[0])
        print()
        print(f"## DynamoDB calls per plan request: a plan of 10 lines vs {lines_wanted} lines")
        print()
        n = lines_wanted
        print(f"| request | calls @10 | calls @{n} | items read @10 | items read @{n} | function calls @{n} |")
        print("|---|---|---|---|---|---|")
        c = create
        print(f"| {c.label} | {c.total} | {c.total} | {c.items_read} | {c.items_read} | {calls.fmt_ops(c.function)} |")
        for a, b in zip(small, large, strict=True):
            print(f"| {a.label} | {a.total} | {b.total} | {a.items_read} | {b.items_read} | {calls.fmt_ops(b.function)} |")
        scans = [m.label for m in [create, *small, *large] if m.function.get("Scan") or m.authorizer.get("Scan")]
        print()
        print(f"Scans on a request path: {', '.join(scans) if scans else 'none'}")
        bad = [m for m in [create, *small, *large] if not 200 <= m.status < 300]
        if bad:
            print(f"Requests that failed: {[(m.label, m.status) for m in bad]}")

        # 2. time of adding lines_wanted lines to one plan, without and with a rule reading the lines
        print()
        print(f"## Adding {lines_wanted} lines to one plan, one request each (in-process gateway on moto)")
        print()
        print(
            "| rules | total s | ms/add, first tenth | ms/add, last tenth | last / first | DynamoDB calls, first add | last add |"
        )
        print("|---|---|---|---|---|---|---|")
        for label in ("none", "max_items_per_shop (reads the plan's lines)"):
            if label != "none":
                ruleset = _post(bench, "/api/business-logic-rulesets", {"name": "Bench"})["data"]
                condition = {"type": "max_items_per_shop", "maxItems": 100_000}
                rule = {"name": "Lines per shop", "category": "capacity", "enforcement": "WARN", "message": "Over {threshold}",
                        "condition": condition, "hooks": ["RESTOCK_PRE_ADD_ITEM"]}  # fmt: skip
                _post(bench, f"/api/business-logic-rulesets/{ruleset['id']}/rules", rule)
            target = _post(bench, "/api/restock-plans", new_plan)["data"]
            first_calls = _counted_add(bench, target["id"], shop, lines[0])
            times = _adds(bench, target["id"], shop, lines[1 : lines_wanted - 1])
            last_calls = _counted_add(bench, target["id"], shop, lines[lines_wanted - 1])
            tenth = max(len(times) // 10, 1)
            head, tail = sum(times[:tenth]) / tenth * 1000, sum(times[-tenth:]) / tenth * 1000
            total = sum(times)
            print(f"| {label} | {total:.1f} | {head:.1f} | {tail:.1f} | {tail / head:.2f} | {first_calls} | {last_calls} |")


def _counted_add(bench: calls.Bench, plan_id: str, shop: str, line: tuple[str, str]) -> str:
    """One add, its DynamoDB calls (authorizer + function) as ``total (function ops)``."""
    variant, size = line
    result, counted = bench.measure_once(
        "POST", f"/api/restock-plans/{plan_id}/items", {"variantId": variant, "sizeId": size, "shopId": shop, "quantity": 2}, None
    )
    if result.status != 201:
        raise RuntimeError(result.body[:300])
    ddb = [c for c in counted if c.service == "dynamodb" and c.phase in {"authorizer", "function"}]
    function = Counter(c.operation for c in ddb if c.phase == "function")
    return f"{len(ddb)} ({calls.fmt_ops(function)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=1000, help="lines of the large plan and of the timed run (default 1000)")
    args = parser.parse_args()
    started = time.perf_counter()
    run(args.lines)
    print()
    print(f"(plans bench took {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
