"""Plan routes: DynamoDB calls per request at two plan sizes, and the time of adding 1,000 lines.

Run from the repository root:

    .venv/bin/python bench/plans.py                        # about 3 minutes on 2 cores
    .venv/bin/python bench/plans.py --calls-lines 100 --lines 300

1. **Calls per request** (moto, in process): the template's table, a tenant and a synthetic retailer
   (bench/ddb_calls.py ``make_files``, the real files' layouts) loaded through the real ingestion
   path; every plan route is called through the in-process API Gateway with the call counting of
   bench/ddb_calls.py (each request twice, the second counted), on a plan of 10 lines and again once
   it holds ``--calls-lines`` lines. The two columns must be equal: calls per request do not grow
   with the plan (items read do, on the routes that read lines), and no Scan.
2. **Adding ``--lines`` lines to one plan** (DynamoDB Local, over HTTP): the local stack of
   ``make run`` (python -m local.run, the real data) on free ports; ``--lines`` distinct
   ProductVariant x size lines of the demo organization are added to one restock plan, one request
   each, without rules and again with a rule that reads the plan's lines at every add; the time per
   add of the first and the last tenth is printed side by side (last / first ~1: no slowdown as the
   plan grows), with a GET of the plan as the reference request measured in the same run.

moto is not used for the timing: its TransactWriteItems deep-copies every table for its rollback,
so its cost grows with the table, which DynamoDB's does not.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "bench", ROOT / "layers" / "shared"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import ddb_calls as calls  # noqa: E402 - sets the test environment and the call counting

# isort: split
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


def run_calls(lines_wanted: int) -> None:
    from local.oidc import LocalIssuer
    from tests.helpers import environment
    from tests.helpers.aws import create_resources, make_tenant

    with mock_aws():
        create_resources()
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


def run_timing(lines_wanted: int) -> None:
    """Part 2: adds over HTTP on the local stack (DynamoDB Local); ``lines_wanted`` 0 skips it."""
    if lines_wanted <= 0:
        return
    import tempfile

    from tests.helpers.stack import Http, start_stack

    print()
    print(f"## Adding {lines_wanted} lines to one plan, one request each (local stack over HTTP, DynamoDB Local)")
    print()
    with (
        tempfile.TemporaryDirectory() as state_dir,
        start_stack(Path(state_dir), ["--rate-limit", "10000"]) as stack,
    ):
        http, token = Http(stack["baseUrl"]), stack["token"]
        print(f"- engine: {stack['dynamodbEngine']}")

        def data(path: str) -> Any:
            response = http.get(path, token)
            if response.status != 200:
                raise RuntimeError(f"GET {path}: {response.status} {response.body[:300]}")
            return response.json()["data"]

        shop = data("/api/shops")[0]["id"]
        brand = data("/api/brands")[0]["id"]
        collection = data("/api/collections?pageSize=1")[0]["id"]
        lines: list[tuple[str, str]] = []
        page = 1
        while len(lines) < lines_wanted:
            rows = data(f"/api/intelligence/stock-snapshots?pageSize=100&page={page}")
            if not rows:
                raise RuntimeError(f"only {len(lines)} stock positions")
            lines.extend((r["variantId"], r["sizeTaxonomyId"]) for r in rows)
            page += 1
        lines = lines[:lines_wanted]

        def timed(method: str, path: str, body: Any = None, status: int = 200) -> float:
            started = time.perf_counter()
            response = http.request(method, path, token, body)
            elapsed = time.perf_counter() - started
            if response.status != status:
                raise RuntimeError(f"{method} {path}: {response.status} {response.body[:300]}")
            return elapsed

        print()
        print("| rules | total s | ms/add, first tenth | ms/add, last tenth | last / first | GET plan ms | add / GET |")
        print("|---|---|---|---|---|---|---|")
        for label in ("none", "max_items_per_shop (reads the plan's lines)"):
            if label != "none":
                response = http.post("/api/business-logic-rulesets", token, {"name": "Bench"})
                ruleset = response.json()["data"]["id"]
                condition = {"type": "max_items_per_shop", "maxItems": 100_000}
                rule = {"name": "Lines per shop", "category": "capacity", "enforcement": "WARN", "message": "Over {threshold}",
                        "condition": condition, "hooks": ["RESTOCK_PRE_ADD_ITEM"]}  # fmt: skip
                http.post(f"/api/business-logic-rulesets/{ruleset}/rules", token, rule)
            plan = http.post("/api/restock-plans", token, {"brandId": brand, "collectionId": collection}).json()["data"]["id"]
            times = [
                timed(
                    "POST", f"/api/restock-plans/{plan}/items", {"variantId": v, "sizeId": s, "shopId": shop, "quantity": 2}, 201
                )
                for v, s in lines
            ]
            gets = sorted(timed("GET", f"/api/plans/RESTOCK/{plan}") for _ in range(50))
            get_ms = gets[len(gets) // 2] * 1000
            tenth = max(len(times) // 10, 1)
            head, tail = sum(times[:tenth]) / tenth * 1000, sum(times[-tenth:]) / tenth * 1000
            header = data(f"/api/plans/RESTOCK/{plan}")
            assert header["itemCount"] == len(set(lines)), header
            ratio = tail / head
            print(f"| {label} | {sum(times):.1f} | {head:.1f} | {tail:.1f} | {ratio:.2f} | {get_ms:.1f} | {tail / get_ms:.1f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls-lines", type=int, default=200, help="lines of the large plan of part 1 (default 200)")
    parser.add_argument("--lines", type=int, default=1000, help="lines added in part 2 (default 1000; 0 skips part 2)")
    args = parser.parse_args()
    started = time.perf_counter()
    run_calls(args.calls_lines)
    run_timing(args.lines)
    print()
    print(f"(plans bench took {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
