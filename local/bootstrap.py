"""Bootstrap of the local stack: resources, the demo organization and its tokens, the real data.

Runs in a process whose environment ``local.stack.handler_environment`` built (the store modules read
it at import). In order:

1. :func:`provision` creates template.yaml's table, the ingestion bucket -> queue (+ dead-letter
   queue) wiring, and the internal tokens in SSM Parameter Store;
2. :func:`seed` creates the organization "Demo Fashion India", its admin member, a service-account
   token with every permission and a session token for the admin; :func:`seed_multishop` creates
   "Demo Multi-shop" and loads the small multi-shop fixture of ``local/multishop.py`` into it;
3. :func:`ingest` puts the real files of ../shared/data/fashion-brand-india into
   ``s3://<bucket>/incoming/<orgId>/<filename>``, so that S3 -> SQS -> ingestion worker processes
   them as it would a retailer's upload, and waits for each file-ingestion record;
4. :func:`write_state` writes ``stack.json`` for scripts and tests.
"""

from __future__ import annotations

import json
import os
import secrets
import time
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from local.stack import (
    BUCKET,
    ENRICHMENT_QUEUE_NAME,
    INTERNAL_TOKEN_PARAMETER,
    JOB_QUEUE_NAME,
    LAKE_BUCKET,
    QUEUE_NAME,
    ROOT,
    TABLE_NAME,
)

DATA_DIR = ROOT.parent / "shared" / "data" / "fashion-brand-india"
# Price lists first (costs and list prices), then the stock snapshot, then the sale lines (`make run`
# loads the stock file last, once the last sale has set the service clock: local/run.py).
DATA_FILES = ("may-2022.csv", "p-l-march-2021.csv", "sale-report.csv", "international-sale-report.csv")
STOCK_FILE = "sale-report.csv"  # the warehouse stock (no date: the stock of "now", counted on the service clock's day)
DEMO_ORGANIZATION = "Demo Fashion India"
DEMO_EMAIL = "demo@demo-fashion-india.test"
DEMO_NAME = "Demo Admin"
TERMINAL_STATUSES = {"INGESTED", "ERROR", "FAILED"}

Log = Callable[[str], None]


def _print(message: str) -> None:
    print(message, flush=True)


def _clients() -> dict[str, Any]:
    import boto3

    return {
        "dynamodb": boto3.client("dynamodb", endpoint_url=os.environ.get("DYNAMODB_ENDPOINT_URL") or None),
        "s3": boto3.client("s3"),
        "sqs": boto3.client("sqs"),
        "ssm": boto3.client("ssm"),
        "ses": boto3.client("ses"),
        "kms": boto3.client("kms"),
    }


# ------------------------------------------------------------------------------------ resources
def provision(
    table_name: str = TABLE_NAME,
    bucket: str = BUCKET,
    queue_name: str = QUEUE_NAME,
    internal_token_parameter: str = INTERNAL_TOKEN_PARAMETER,
) -> dict[str, str]:
    """Create the table, the lake bucket, bucket -> queue -> DLQ and the internal tokens.

    Returns ``{queueUrl, queueArn, deadLetterQueueUrl, jobQueueUrl, jobDeadLetterQueueUrl,
    enrichmentQueueUrl, enrichmentDeadLetterQueueUrl, internalToken}``.
    """
    from local.resources import (
        create_credentials_key,
        create_ingestion_pipeline,
        create_lake_bucket,
        create_queue_with_dead_letters,
        create_table,
        put_internal_tokens,
        verify_alert_sender,
    )

    clients = _clients()
    create_table(clients["dynamodb"], table_name)
    create_lake_bucket(clients["s3"], LAKE_BUCKET)
    pipeline = create_ingestion_pipeline(clients["s3"], clients["sqs"], bucket, queue_name)
    jobs = create_queue_with_dead_letters(clients["sqs"], JOB_QUEUE_NAME)
    pipeline["jobQueueUrl"], pipeline["jobDeadLetterQueueUrl"] = jobs["queueUrl"], jobs["deadLetterQueueUrl"]
    enrichment = create_queue_with_dead_letters(clients["sqs"], ENRICHMENT_QUEUE_NAME)
    pipeline["enrichmentQueueUrl"] = enrichment["queueUrl"]
    pipeline["enrichmentDeadLetterQueueUrl"] = enrichment["deadLetterQueueUrl"]
    verify_alert_sender(clients["ses"])
    create_credentials_key(clients["kms"])
    internal_token = "int_" + secrets.token_urlsafe(32)
    put_internal_tokens(clients["ssm"], internal_token_parameter, {"data-platform": internal_token})
    return {**pipeline, "internalToken": internal_token}


# ------------------------------------------------------------------------------------ tenants
def create_tenant(name: str, email: str, user_name: str, issuer: Any, session_ttl_seconds: int = 12 * 3600) -> dict[str, Any]:
    """An organization with an admin member, an all-permissions service-account token and a session.

    Returns ``{organizationId, organizationName, token, tokenId, sessionToken, user}``.
    """
    from inventory_planning.domain.permissions import ALL_PERMISSIONS
    from inventory_planning.store import account as accounts

    organization_id = str(uuid.uuid4())
    accounts.create_organization(organization_id, name)
    user_id = str(uuid.uuid4())
    roles = ["ORGANIZATION_ADMIN"]
    accounts.put_member(organization_id, user_id, email, user_name, roles)
    record, token = accounts.create_token(
        organization_id,
        "local-all-permissions",
        "Created by the local bootstrap (every permission)",
        sorted(ALL_PERMISSIONS),
        None,
        user_id,
    )
    session = issuer.mint(user_id, email, user_name, organization_id, ttl_seconds=session_ttl_seconds)
    return {
        "organizationId": organization_id,
        "organizationName": name,
        "token": token,
        "tokenId": record.token_id,
        "sessionToken": session,
        "user": {"userId": user_id, "email": email, "name": user_name, "roles": roles},
    }


def seed(issuer: Any, name: str = DEMO_ORGANIZATION) -> dict[str, Any]:
    """The demo organization "Demo Fashion India" with its admin ``demo@demo-fashion-india.test``."""
    return create_tenant(name, DEMO_EMAIL, DEMO_NAME, issuer)


def seed_multishop(issuer: Any) -> dict[str, Any]:
    """The second demo organization, "Demo Multi-shop", loaded with the fixture of ``local/multishop.py``
    (three shops: rebalance plans need two). Returns ``create_tenant``'s answer plus ``catalogue`` (the
    fixture's ids)."""
    from local import multishop

    tenant = create_tenant(multishop.NAME, "admin@demo-multi-shop.test", "Multi-shop Admin", issuer)
    return {**tenant, "catalogue": multishop.load(tenant["organizationId"])}


# ------------------------------------------------------------------------------------ ingestion
@dataclass
class FileResult:
    """What became of one uploaded file."""

    file: str
    key: str
    status: str = "PENDING"
    rowsRead: int | None = None  # the record's own field names
    rowsLoaded: int | None = None
    rowsRejected: int | None = None
    rejectedByReason: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    note: str = ""
    record: dict[str, Any] | None = None


def ingestion_records(dynamodb: Any, table_name: str, organization_id: str) -> list[dict[str, Any]]:
    """The organization's file-ingestion records (``pk = ORG#<org>#FILE``), decoded."""
    records: list[dict[str, Any]] = []
    kwargs: dict[str, Any] = {
        "TableName": table_name,
        "KeyConditionExpression": "pk = :pk",
        "ExpressionAttributeValues": {":pk": {"S": f"ORG#{organization_id}#FILE"}},
        "ConsistentRead": True,
    }
    while True:
        page = dynamodb.query(**kwargs)
        for item in page.get("Items", []):
            raw = item.get("record", {}).get("S")
            if raw:
                try:
                    records.append(json.loads(raw))
                except ValueError:
                    continue
        if "LastEvaluatedKey" not in page:
            return records
        kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def _matches(record: dict[str, Any], filename: str, key: str) -> bool:
    if record.get("originalFilename") == filename:
        return True
    for name in ("blobPath", "key", "s3Key", "objectKey", "sourceKey"):
        value = record.get(name)
        if isinstance(value, str) and (value == key or value.endswith("/" + key) or value.endswith(key)):
            return True
    return False


def _fill(result: FileResult, record: dict[str, Any]) -> None:
    stats = record.get("stats") or {}
    result.record = record
    result.status = str(record.get("status") or "?")
    result.rowsRead = stats.get("rowsRead")
    result.rowsLoaded = stats.get("rowsLoaded")
    result.rowsRejected = stats.get("rowsRejected")
    result.rejectedByReason = dict(stats.get("rejectedByReason") or {})
    if record.get("error") and not result.note:
        result.note = str(record["error"])[:200]


def _in_queue(sqs: Any, queue_url: str) -> int:
    """Messages waiting in or being processed from a queue (visible + in flight)."""
    attrs = sqs.get_queue_attributes(
        QueueUrl=queue_url, AttributeNames=["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"]
    )["Attributes"]
    return int(attrs.get("ApproximateNumberOfMessages", 0)) + int(attrs.get("ApproximateNumberOfMessagesNotVisible", 0))


_dead_letters = _in_queue


@dataclass(frozen=True, slots=True, kw_only=True)
class Pipeline:
    """The stack's ingestion path, as :func:`provision` creates it: the ``bucket`` files are put in,
    the table holding the file-ingestion records, the worker's queue and its dead-letter queue."""

    bucket: str = BUCKET
    table_name: str = TABLE_NAME
    queue_url: str
    dead_letter_queue_url: str


def ingest(
    organization_id: str,
    *,
    pipeline: Pipeline,
    data_dir: Path = DATA_DIR,
    files: tuple[str, ...] = DATA_FILES,
    timeout_per_file: float = 900.0,
    worker_available: bool = True,
    alive: Callable[[], bool] = lambda: True,
    log: Log = _print,
) -> list[FileResult]:
    """Upload each file to ``incoming/<orgId>/<file>`` and wait for its file-ingestion record.

    Files go one at a time, in order, each after the previous one's record is final (INGESTED or
    ERROR), so that price lists are known before stock and sales arrive. A message that ends in the
    dead-letter queue, a timeout, or a dead gateway ends the wait for that file.
    """
    clients = _clients()
    bucket, table_name, queue_url, dead_letter_queue_url = (
        pipeline.bucket,
        pipeline.table_name,
        pipeline.queue_url,
        pipeline.dead_letter_queue_url,
    )
    results: list[FileResult] = []
    for filename in files:
        key = f"incoming/{organization_id}/{filename}"
        result = FileResult(filename, key)
        results.append(result)
        path = data_dir / filename
        if not path.exists():
            result.status, result.note = "MISSING", f"{path} not found"
            log(f"  {filename}: not found in {data_dir}")
            continue
        dead_before = _dead_letters(clients["sqs"], dead_letter_queue_url)
        started = time.monotonic()
        clients["s3"].upload_file(str(path), bucket, key)
        log(f"  put s3://{bucket}/{key} ({path.stat().st_size:,} bytes)")
        if not worker_available:
            result.status, result.note = "QUEUED", "no ingestion worker yet: the message waits in the queue"
            continue
        last_status = ""
        while True:
            record = next(
                (r for r in ingestion_records(clients["dynamodb"], table_name, organization_id) if _matches(r, filename, key)),
                None,
            )
            if record is not None:
                _fill(result, record)
                if result.status != last_status:
                    last_status = result.status
                # Final once the message has left the queue too: an ERROR that the worker raised
                # after recording is retried, and may still end INGESTED.
                if result.status in TERMINAL_STATUSES and _in_queue(clients["sqs"], queue_url) == 0:
                    break
            if _dead_letters(clients["sqs"], dead_letter_queue_url) > dead_before:
                result.status, result.note = "FAILED", "the worker failed on every delivery: message in the dead-letter queue"
                break
            if not alive():
                result.status, result.note = "FAILED", "the gateway (which runs the worker) stopped"
                break
            if time.monotonic() - started > timeout_per_file:
                result.status, result.note = "TIMEOUT", f"no final file-ingestion record after {timeout_per_file:.0f}s"
                break
            time.sleep(0.5)
        result.seconds = round(time.monotonic() - started, 1)
        log(f"  {filename}: {result.status} in {result.seconds:.1f}s")
    return results


def format_ingestion(results: list[FileResult]) -> str:
    """A table of what was ingested and rejected per file, then the rejections per reason."""

    def num(value: int | None) -> str:
        return "-" if value is None else f"{value:,}"

    width = max([len(r.file) for r in results] + [4])
    lines = [
        f"{'file':<{width}}  {'status':<9} {'read':>8} {'loaded':>8} {'rejected':>9} {'seconds':>8}",
        "-" * (width + 47),
    ]
    for r in results:
        counts = f"{num(r.rowsRead):>8} {num(r.rowsLoaded):>8} {num(r.rowsRejected):>9}"
        lines.append(f"{r.file:<{width}}  {r.status:<9} {counts} {r.seconds:>8.1f}")
    rejected = [
        (r.file, reason, count) for r in results for reason, count in sorted(r.rejectedByReason.items(), key=lambda x: -x[1])
    ]
    if rejected:
        lines += ["", "rejected rows by reason:"]
        reason_width = max(len(reason) for _, reason, _ in rejected)
        lines += [f"  {file:<{width}}  {reason:<{reason_width}} {count:>8,}" for file, reason, count in rejected]
    notes = [(r.file, r.note) for r in results if r.note]
    if notes:
        lines += [""] + [f"  {file}: {note}" for file, note in notes]
    return "\n".join(lines)


# ------------------------------------------------------------------------------------ output
# An MCP tools/call (docs/decisions/0041): the curl example of the MCP gateway.
MCP_SEARCH = (
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_operations","arguments":{"text":"restock plan"}}}'
)


def curl_examples(base_url: str) -> str:
    """Copy-paste examples using $TOKEN (``export TOKEN=...`` is printed once, above them)."""
    auth = '-H "Authorization: Bearer $TOKEN"'
    examples = [
        ("who am I", f"curl -s {auth} {base_url}/api/auth/whoami"),
        ("variants of design AN201", f"curl -s {auth} '{base_url}/api/variants?q=AN201'"),
        ("variant search (exact/prefix SKU first)", f"curl -s {auth} '{base_url}/api/search/product-variants?q=AN201'"),
        (
            "sales per product, Jun 2021 - May 2022",
            f"curl -s {auth} '{base_url}/api/sales/summary?from=2021-06-01&to=2022-05-31&groupBy=product'",
        ),
        ("stock snapshots", f"curl -s {auth} {base_url}/api/intelligence/stock-snapshots"),
        (
            "sale lines of March 2022, largest first",
            f"curl -s {auth} '{base_url}/api/sales-lines?dateFrom=2022-03-01&dateTo=2022-03-31&sortBy=quantity'",
        ),
        (
            "stock movements (the ledger) of a day",
            f"curl -s {auth} '{base_url}/api/movement-lines?dateFrom=2022-03-31&dateTo=2022-03-31'",
        ),
        (
            "stock value by product (the latest stock snapshot)",
            f"curl -s {auth} '{base_url}/api/inventory/valuation?groupBy=product&pageSize=5'",
        ),
        (
            "forecasts from today (the service clock) for 7 days: per variant, size and shop",
            f"curl -s {auth} '{base_url}/api/forecasts?horizon=7&pageSize=5'",
        ),
        (
            "monthly forecasts for a quarter",
            f"curl -s {auth} '{base_url}/api/intelligence/sales-forecasts?granularity=MONTH&forecastDateFrom=2022-04-01"
            "&forecastDateTo=2022-06-30&pageSize=5'",
        ),
        (
            "variants closest to a stock-out (days of supply), then dead stock by immobilized value",
            f"curl -s {auth} '{base_url}/api/inventory/risks?pageSize=5'\n"
            f"curl -s {auth} '{base_url}/api/inventory/risks?type=SLOW_MOVER&pageSize=5'",
        ),
        (
            "restock recommendations: pieces per size, confidence and why",
            f"curl -s {auth} '{base_url}/api/recommendations/restock?pageSize=2'",
        ),
        ("health (no token)", f"curl -s {base_url}/api/health"),
        (
            "MCP (POST /mcp, streamable HTTP, stateless): the operations this token may call, as an agent sees them",
            f"curl -s {auth} -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' "
            f"-d '{MCP_SEARCH}' {base_url}/mcp",
        ),
        (
            "an MCP client (tools search_operations, describe_operation, invoke_operation; prompt plan-from-risks): "
            "its URL and header, e.g. with Claude Code",
            f'claude mcp add --transport http inventory-planning {base_url}/mcp --header "Authorization: Bearer $TOKEN"',
        ),
    ]
    lines = []
    for title, command in examples:
        lines += [f"# {title}", command]
    lines += [
        "# a session token of the demo user (human login), valid 1 hour",
        'SESSION=$(make -s token) && curl -s -H "Authorization: Bearer $SESSION" ' + f"{base_url}/api/auth/whoami",
    ]
    return "\n".join(lines)


def snapshot_stock(base_url: str, internal_token: str, organization_id: str, as_of: str, timeout: float = 120) -> dict[str, Any]:
    """Start the stock-snapshot job for ``as_of`` and wait for it (:func:`run_job`)."""
    return run_job(base_url, internal_token, organization_id, "stock-snapshot", as_of, timeout)


def run_job(
    base_url: str, internal_token: str, organization_id: str, job: str, as_of: str, timeout: float = 300
) -> dict[str, Any]:
    """Start ``job`` for ``as_of`` through the API (as the nightly schedule would) and wait for it to
    end; returns the run record (status SUCCESS or FAILED, or PENDING/RUNNING on timeout)."""
    import urllib.request

    headers = {"Authorization": f"Bearer {internal_token}", "Content-Type": "application/json"}
    body = json.dumps({"organizationId": organization_id, "job": job, "asOf": as_of, "triggerType": "MANUAL"})
    request = urllib.request.Request(f"{base_url}/api/data-platform/job-runs", body.encode(), headers, method="POST")  # noqa: S310
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310 - the local gateway
        run = json.load(response)["data"]
    deadline = time.monotonic() + timeout
    while run["status"] in ("PENDING", "RUNNING") and time.monotonic() < deadline:
        time.sleep(1)
        url = f"{base_url}/api/data-platform/job-runs/{run['id']}?organizationId={organization_id}"
        poll = urllib.request.Request(url, headers=headers)  # noqa: S310 - the local gateway
        with urllib.request.urlopen(poll, timeout=30) as response:  # noqa: S310
            run = json.load(response)["data"]
    return run


def write_state(path: Path, state: dict[str, Any]) -> None:
    """Write stack.json readable by its owner only (it holds tokens)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(state, indent=2, default=str) + "\n")
    tmp.chmod(0o600)
    tmp.replace(path)


def results_as_json(results: list[FileResult]) -> list[dict[str, Any]]:
    out = []
    for r in results:
        item = asdict(r)
        item.pop("record", None)
        out.append(item)
    return out
