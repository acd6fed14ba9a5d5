"""DynamoDB operations per API request, split into authorizer and function, at two data sizes.

Run from the repository root (bench/cold_start.py runs it after the cold-start table):

    .venv/bin/python bench/ddb_calls.py                 # 200 stock rows, then 800 to show growth
    .venv/bin/python bench/ddb_calls.py --rows 200 --scale 0

Under moto (``mock_aws``) with the template's table, one tenant (an organization plus an
all-permission service-account token, as tests/helpers/aws.py makes them) and a synthetic
retailer data set in the layouts of ../shared/data/fashion-brand-india (price list as may-2022.csv,
stock as sale-report.csv, sales as international-sale-report.csv), loaded through the real ingestion
path (S3 put -> SQS -> ingestion worker, tests/integration/seed.py), every API route of
template.yaml is called through the in-process API Gateway (local/apigw.py) with realistic query
strings. Every botocore call is counted (``BaseClient._make_api_call`` is wrapped: pynamodb and
boto3 both end there) and attributed to the authorizer or to the function by wrapping the handlers
the gateway calls. Each request is sent twice and the second (warm) one is reported; a different
count on the first is shown in brackets.

Columns: ``items read`` is what DynamoDB reads (and bills) for the request: ScannedCount of every
Query/Scan (a ``Select=COUNT`` Query reads every item it counts), one per GetItem hit, the returned
items of a BatchGetItem. ``clients`` is the number of distinct botocore clients the request used.
The models share one pynamodb connection (``BaseItem._get_connection``), and in Lambda the authorizer
and the function run in separate processes, so the gateway here gives every function its own set of
pynamodb connections (ProcessConnections): an authenticated request should use 2 clients, one per
process. A Scan on a request path is flagged.
"""

from __future__ import annotations

import argparse
import contextvars
import json
import os
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "layers" / "shared"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import tests.helpers.environment  # noqa: E402 - the test environment, set before anything reads it

# One token sends every measured request (well over 100 a minute): the rate-limit log is still updated and
# counted on each request, it just never refuses one here.
os.environ["RATE_LIMIT_PER_MINUTE"] = "1000"  # the log holds the last N arrivals: keep N small (domain/ratelimit.py)

# isort: split
import botocore.client  # noqa: E402
from moto import mock_aws  # noqa: E402

from local.apigw import ApiGateway, Template  # noqa: E402

# ----------------------------------------------------------------------------------- counting

# The logical id of the function whose handler is running (set by CountingGateway), else None.
RUNNING: contextvars.ContextVar[str | None] = contextvars.ContextVar("bench_running", default=None)


@dataclass
class Call:
    phase: str  # "authorizer" | "function" | "other"
    function: str  # the template logical id, or "-"
    service: str
    operation: str
    items_read: int
    client_id: int


@dataclass
class CallLog:
    calls: list[Call] = field(default_factory=list)
    recording: bool = False


LOG = CallLog()
_original_make_api_call = botocore.client.BaseClient._make_api_call


def _items_read(operation: str, response: dict[str, Any]) -> int:
    if operation in {"Query", "Scan"}:
        return int(response.get("ScannedCount", response.get("Count", 0)))
    if operation == "GetItem":
        return 1 if response.get("Item") else 0
    if operation == "BatchGetItem":
        return sum(len(v) for v in (response.get("Responses") or {}).values())
    if operation == "TransactGetItems":
        return len(response.get("Responses") or [])
    return 0


def _counting_make_api_call(self: Any, operation_name: str, api_params: dict[str, Any]) -> Any:
    response = _original_make_api_call(self, operation_name, api_params)
    if LOG.recording:
        service = self.meta.service_model.service_name
        running = RUNNING.get()
        phase = "other" if running is None else ("authorizer" if running == AUTHORIZER[0] else "function")
        LOG.calls.append(Call(phase, running or "-", service, operation_name, _items_read(operation_name, response), id(self)))
    return response


botocore.client.BaseClient._make_api_call = _counting_make_api_call
AUTHORIZER = [Template().authorizer_function]


def _model_classes() -> list[type]:
    from inventory_planning.store.models import BaseItem

    found, pending = [], [BaseItem]
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return found


class ProcessConnections:
    """The pynamodb connections of each function, as if each ran in its own Lambda process.

    In process the authorizer and the functions import the same model classes, so they would share
    one cached connection (and botocore client); in Lambda each function is a separate process with
    its own. Around every handler call, every model class's ``_connection`` is swapped for that
    function's own (None until the function first uses it), then swapped back. This works whether
    the models share BaseItem's connection or each class caches its own.
    """

    def __init__(self) -> None:
        self.slots: dict[str, dict[type, Any]] = {}

    def enter(self, function: str) -> dict[type, Any]:
        saved = {cls: cls.__dict__.get("_connection") for cls in _model_classes()}
        own = self.slots.get(function, {})
        for cls in saved:
            cls._connection = own.get(cls)
        return saved

    def leave(self, function: str, saved: dict[type, Any]) -> None:
        self.slots[function] = {
            cls: cls.__dict__["_connection"] for cls in _model_classes() if cls.__dict__.get("_connection") is not None
        }
        for cls, connection in saved.items():
            cls._connection = connection

    def reset(self) -> None:
        """Forget every function's connections, as in fresh Lambda instances."""
        self.slots.clear()

    def owners(self) -> dict[int, tuple[str, str]]:
        """id(botocore client) -> (function, model class whose cached connection created it)."""
        found: dict[int, tuple[str, str]] = {}
        for function, connections in self.slots.items():
            for cls, connection in connections.items():
                client = getattr(getattr(connection, "connection", None), "_client", None)
                if client is not None:
                    found[id(client)] = (function, cls.__name__)
        return found


class CountingGateway(ApiGateway):
    """The in-process API Gateway, with every handler call tagged as authorizer or function and run
    with that function's own pynamodb connections."""

    def __init__(self, template: Template | None = None) -> None:
        super().__init__(template)
        self.connections = ProcessConnections()

    def handler(self, logical_id: str):
        inner = super().handler(logical_id)

        def tagged(event: dict[str, Any], context: Any) -> Any:
            token = RUNNING.set(logical_id)
            saved = self.connections.enter(logical_id)
            try:
                return inner(event, context)
            finally:
                self.connections.leave(logical_id, saved)
                RUNNING.reset(token)

        return tagged


# ----------------------------------------------------------------------------------- data

COLOURS = ["Red", "Blue", "Black", "Green", "Gold", "Pink", "White", "Navy"]
SIZES = ["XS", "S", "M", "L", "XL", "XXL"]
CATEGORIES = [("KURTA", "Kurta"), ("SET", "Set"), ("AN : LEGGINGS", "Leggings"), ("BLOUSE", "Blouse")]
CATALOGS = ["Moments", "Festive", "Basics"]


def make_files(stock_rows: int, seed: int = 7) -> dict[str, str]:
    """A price list, a stock snapshot and a sales report in the real files' layouts.

    ``stock_rows`` rows of stock (designs x 4 colours x 5 sizes), a price list row per SKU, and
    sale lines for about 60 % as many SKU-days spread over 2021-06 .. 2022-03.
    """
    rng = random.Random(seed)
    skus: list[tuple[str, str, str, str, str]] = []  # (sku, design, size, colour, category)
    design_no = 0
    while len(skus) < stock_rows:
        design = f"{['AN', 'BL', 'JNE', 'SET'][design_no % 4]}{200 + design_no}"
        category = CATEGORIES[design_no % len(CATEGORIES)][0]
        for colour in COLOURS[design_no % 3 : design_no % 3 + 4]:
            for size in SIZES[1:]:
                if len(skus) < stock_rows:
                    skus.append((f"{design}-{colour.upper()}-{size}", design, size, colour, category))
        design_no += 1

    stock = ["index,SKU Code,Design No.,Stock,Category,Size,Color"]
    prices = ["index,Sku,Style Id,Catalog,Category,Weight,TP,MRP Old,Final MRP Old,Ajio MRP"]
    for i, (sku, design, size, colour, category) in enumerate(skus):
        stock.append(f"{i},{sku},{design},{rng.randint(0, 12)}.0,{category},{size},{colour}")
        tp = 200 + 20 * (int(design[-3:]) % 20)
        mrp = tp * 3 + 95
        nice = dict(CATEGORIES)[category]
        prices.append(
            f"{i},{sku.replace('-', '_')},{design},{CATALOGS[int(design[-3:]) % 3]},{nice},0.3,{tp},{mrp - 50},{mrp},{mrp}"
        )

    sales = ["index,DATE,Months,CUSTOMER,Style,SKU,Size,PCS,RATE,GROSS AMT"]
    start = date(2021, 6, 1)
    customers = ["REVATHY LOGANATHAN", "MULBERRIES BOUTIQUE", "AMANI CONCEPT TRADING", "RUCHA"]
    for i in range(int(stock_rows * 0.6)):
        sku, design, size, _colour, _category = rng.choice(skus)
        day = start + timedelta(days=rng.randrange(300))
        pcs = rng.randint(1, 3)
        rate = 400 + 20 * (int(design[-3:]) % 20) + 0.56
        sales.append(
            f"{i},{day:%m-%d-%y},{day:%b-%y},{rng.choice(customers)},{design},{sku},{size},"
            f"{pcs:.2f},{rate:.2f},{round(pcs * rate):.2f}"
        )
    return {
        "prices.csv": "\n".join(prices) + "\n",
        "sale-report.csv": "\n".join(stock) + "\n",
        "international-sale-report.csv": "\n".join(sales) + "\n",
    }


def load(organization_id: str, files: dict[str, str]) -> str:
    """Push the files through S3 -> SQS -> the ingestion worker; return how the data got in."""
    from tests.helpers.seed import ingest, ingestion_records

    for name, content in files.items():
        responses = ingest(organization_id, name, content)
        if not responses or responses[-1].get("batchItemFailures"):
            raise RuntimeError(f"ingestion of {name} failed: {responses}")
    records = ingestion_records(organization_id)
    summary = ", ".join(
        f"{r.get('originalFilename')}: {r.get('status', '?')}" + (f" ({r['rowsProcessed']} rows)" if "rowsProcessed" in r else "")
        for r in records
    )
    return f"real ingestion path (S3 -> SQS -> functions/ingestion_worker): {summary}"


# ----------------------------------------------------------------------------------- requests


@dataclass
class Measured:
    label: str
    method: str
    path: str
    status: int
    authorizer: Counter
    function: Counter
    other: Counter
    items_read: int
    clients: int
    first_total: int | None = None

    @property
    def total(self) -> int:
        return sum(self.authorizer.values()) + sum(self.function.values())


class Bench:
    def __init__(self, gateway: CountingGateway, token: str) -> None:
        self.gateway = gateway
        self.token = token

    def send(self, method: str, path: str, body: Any = None, token: str | None = None):
        headers = {"Authorization": f"Bearer {token or self.token}"}
        if body is not None:
            headers["Content-Type"] = "application/json"
            body = json.dumps(body)
        return self.gateway.invoke(method, path, headers, body)

    def body(self, path: str) -> Any:
        """An uncounted helper request (to find ids and totals)."""
        result = self.send("GET", path)
        if result.status != 200:
            raise RuntimeError(f"GET {path}: {result.status} {result.body[:300]}")
        return result.json()

    def data(self, path: str) -> Any:
        body = self.body(path)
        return body["data"] if isinstance(body, dict) else body

    def measure_once(self, method: str, path: str, body: Any, token: str | None) -> tuple[Any, list[Call]]:
        start = len(LOG.calls)
        LOG.recording = True
        try:
            result = self.send(method, path, body, token)
        finally:
            LOG.recording = False
        return result, LOG.calls[start:]

    def measure(
        self,
        label: str,
        method: str,
        path: str,
        body: Any = None,
        token: str | None = None,
        second_path: str | None = None,
        second_body: Any = None,
    ) -> Measured:
        """Send the request twice (the first warms the function) and count the second; ``second_path``
        / ``second_body`` make the counted request differ where the first one consumed something
        (a deleted id, a value that must be unique)."""
        first, first_calls = self.measure_once(method, path, body, token)
        result, calls = self.measure_once(method, second_path or path, body if second_body is None else second_body, token)

        def ops(phase: str, service: str | None = "dynamodb") -> Counter:
            return Counter(
                c.operation for c in calls if c.phase == phase and (c.service == service if service else c.service != "dynamodb")
            )

        ddb = [c for c in calls if c.service == "dynamodb"]
        other = Counter(f"{c.service}:{c.operation}" for c in calls if c.service != "dynamodb")
        m = Measured(
            label,
            method,
            path,
            result.status,
            ops("authorizer"),
            ops("function"),
            other,
            sum(c.items_read for c in ddb),
            len({c.client_id for c in ddb}),
        )
        first_total = len([c for c in first_calls if c.service == "dynamodb" and c.phase in {"authorizer", "function"}])
        if first_total != m.total:
            m.first_total = first_total
        if not 200 <= result.status < 300:
            print(f"  ! {method} {path} -> {result.status}: {result.body[:200]}", file=sys.stderr)
        return m


def configuration_fixtures(bench: Bench, variant_id: str) -> dict[str, Any]:
    """Configuration records for the routes that take ids (uncounted requests); two of each kind
    that a measured DELETE removes, since every measure runs twice."""

    def make(path: str, body: Any) -> dict[str, Any]:
        result = bench.send("POST", path, body)
        if result.status != 201:
            raise RuntimeError(f"POST {path}: {result.status} {result.body[:300]}")
        return result.json()["data"]

    period = make("/api/planning-periods", {"name": "FW", "startDate": "2022-09-01", "endDate": "2023-02-28"})
    ruleset = make("/api/business-logic-rulesets", {"name": "Main"})
    rule = {
        "name": "Max value",
        "category": "capacity",
        "enforcement": "BLOCK",
        "message": "Over {threshold}",
        "condition": {"type": "max_plan_value", "maxValue": 1000},
        "hooks": ["REBALANCE_PRE_ADD_ITEM"],
    }
    for rule_id in ("r1", "r2", "r3"):
        make(f"/api/business-logic-rulesets/{ruleset['id']}/rules", {**rule, "id": rule_id})
    metric = {"displayName": "Stock x2", "grain": ["shop"], "body": {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL * 2"}}
    return {
        "policy": make("/api/approval-policies", {"name": "Big restock", "thresholdValue": 50000}),
        "period": period,
        "envelopes": [
            make(
                "/api/budget-envelopes",
                {"periodId": period["id"], "scope": "DEPARTMENT", "scopeValue": d, "amount": 1000, "currency": "INR"},
            )
            for d in ("KURTA", "SET", "TOP")
        ],
        "ruleset": ruleset,
        "entries": [make("/api/org-lists/RETURN_REASON_CODE/entries", {"value": v}) for v in ("DAMAGED", "LATE")],
        "metrics": [make("/api/intelligence-layer/metrics", {**metric, "key": f"STOCK_X2_{k}"}) for k in "ABC"],
        "constraints": [
            make("/api/supplier-variant-constraints", {"supplierId": s, "variantId": variant_id, "packMultiple": 6})
            for s in ("sup-a", "sup-b")
        ],
    }


def measure_configuration(bench: Bench, config: dict[str, Any], variant_id: str) -> list[Measured]:
    """Every configuration route, measured like the others (each request twice, the second counted)."""
    policy, period, ruleset = config["policy"]["id"], config["period"]["id"], config["ruleset"]["id"]
    envelopes = [e["id"] for e in config["envelopes"]]
    metrics = [m["id"] for m in config["metrics"]]
    rules = f"/api/business-logic-rulesets/{ruleset}/rules"
    rule = {
        "name": "Max qty",
        "category": "capacity",
        "enforcement": "WARN",
        "message": "Over {threshold}",
        "condition": {"type": "max_plan_quantity", "maxQuantity": 500},
        "hooks": ["REBALANCE_PRE_ADD_ITEM"],
    }
    lists = "/api/org-lists/RETURN_REASON_CODE/entries"
    metric = {"displayName": "Stock x3", "grain": ["shop"], "body": {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL * 3"}}
    envelope = {"periodId": period, "scope": "TOTAL", "amount": "5000", "currency": "INR"}
    constraint = {"supplierId": "sup-c", "variantId": variant_id, "minOrderQuantity": 12}
    m = bench.measure
    return [
        m("approval policies", "GET", "/api/approval-policies"),
        m("create approval policy", "POST", "/api/approval-policies", {"name": "Markdowns", "thresholdValue": 10}),
        m("approval policy by id", "GET", f"/api/approval-policies/{policy}"),
        m(
            "update approval policy",
            "PUT",
            f"/api/approval-policies/{policy}",
            {"thresholdValue": 60000},
            second_body={"thresholdValue": 70000},
        ),
        m(
            "approval policy status",
            "PATCH",
            f"/api/approval-policies/{policy}/status",
            {"isActive": False},
            second_body={"isActive": True},
        ),
        m("planning periods", "GET", "/api/planning-periods"),
        m(
            "create planning period",
            "POST",
            "/api/planning-periods",
            {"name": "SS", "startDate": "2023-03-01", "endDate": "2023-08-31"},
        ),
        m("planning period by id", "GET", f"/api/planning-periods/{period}"),
        m("budget envelopes of a period", "GET", f"/api/budget-envelopes?periodId={period}"),
        m(
            "create budget envelope",
            "POST",
            "/api/budget-envelopes",
            envelope,
            second_body={**envelope, "scope": "DEPARTMENT", "scopeValue": "DUPATTA"},
        ),
        m("budget envelope by id", "GET", f"/api/budget-envelopes/{envelopes[0]}"),
        m(
            "update budget envelope",
            "PUT",
            f"/api/budget-envelopes/{envelopes[0]}",
            {"amount": "2500.50"},
            second_body={"amount": 3000},
        ),
        m(
            "delete budget envelope",
            "DELETE",
            f"/api/budget-envelopes/{envelopes[1]}",
            second_path=f"/api/budget-envelopes/{envelopes[2]}",
        ),
        m("rulesets", "GET", "/api/business-logic-rulesets"),
        m("create ruleset", "POST", "/api/business-logic-rulesets", {"name": "Second"}),
        m("ruleset by id", "GET", f"/api/business-logic-rulesets/{ruleset}"),
        m(
            "update ruleset",
            "PATCH",
            f"/api/business-logic-rulesets/{ruleset}",
            {"description": "Main checks"},
            second_body={"description": "Main checks, v2"},
        ),
        m("add rule", "POST", rules, rule),
        m("replace rule", "PUT", f"{rules}/r1", {**rule, "enforcement": "LOG"}, second_body={**rule, "enforcement": "BLOCK"}),
        m("delete rule", "DELETE", f"{rules}/r2", second_path=f"{rules}/r3"),
        m("org-list entries", "GET", lists),
        m("create org-list entry", "POST", lists, {"value": "WRONG_SIZE"}, second_body={"value": "FADED"}),
        m(
            "delete org-list entry",
            "DELETE",
            f"{lists}/{config['entries'][0]['id']}",
            second_path=f"{lists}/{config['entries'][1]['id']}",
        ),
        m("metrics", "GET", "/api/intelligence-layer/metrics"),
        m(
            "create metric",
            "POST",
            "/api/intelligence-layer/metrics",
            {**metric, "key": "STOCK_X3"},
            second_body={**metric, "key": "STOCK_X3_B"},
        ),
        m("metric by id", "GET", f"/api/intelligence-layer/metrics/{metrics[0]}"),
        m(
            "patch metric",
            "PATCH",
            f"/api/intelligence-layer/metrics/{metrics[0]}",
            {"displayName": "Stock doubled"},
            second_body={"displayName": "Stock times two"},
        ),
        m(
            "delete metric",
            "DELETE",
            f"/api/intelligence-layer/metrics/{metrics[1]}",
            second_path=f"/api/intelligence-layer/metrics/{metrics[2]}",
        ),
        m("supplier-variant constraints", "GET", f"/api/supplier-variant-constraints?variantId={variant_id}"),
        m(
            "create supplier-variant constraint",
            "POST",
            "/api/supplier-variant-constraints",
            constraint,
            second_body={**constraint, "supplierId": "sup-d"},
        ),
        m("supplier-variant constraint by id", "GET", f"/api/supplier-variant-constraints/{config['constraints'][0]['id']}"),
        m(
            "delete supplier-variant constraint",
            "DELETE",
            f"/api/supplier-variant-constraints/{config['constraints'][0]['id']}",
            second_path=f"/api/supplier-variant-constraints/{config['constraints'][1]['id']}",
        ),
        m("audit log", "GET", "/api/intelligence-layer/audit-log"),
        m("audit log of a record", "GET", f"/api/intelligence-layer/audit-log?entityType=APPROVAL_POLICY&entityId={policy}"),
    ]


@dataclass
class Scenario:
    rows: list[Measured]
    note: str
    uncovered: set[tuple[str, str]]
    sizes: dict[str, int]
    models_per_function: dict[str, set[str]]


def run_scenario(stock_rows: int) -> Scenario:
    """One fresh moto account, tenant and data set; every route of the template measured."""

    from local.oidc import LocalIssuer
    from tests.helpers.aws import create_resources, make_tenant

    with mock_aws():
        create_resources()
        issuer = LocalIssuer(tests.helpers.environment.OIDC_DIR, os.environ["OIDC_ISSUER"], os.environ["OIDC_AUDIENCE"])
        tenant = make_tenant(issuer, "Bench Fashion")
        files = make_files(stock_rows)
        started = time.perf_counter()
        note = load(tenant.organization_id, files)
        note += f"; loaded in {time.perf_counter() - started:.1f} s"

        from inventory_planning.store import account as accounts

        # Tokens to revoke (the DELETE route is measured twice, on two different tokens).
        to_revoke = [
            accounts.create_token(tenant.organization_id, f"revoke-me-{i}", None, ["analytics.view"], None, tenant.user_id)[
                0
            ].token_id
            for i in range(2)
        ]
        gateway = CountingGateway(Template())
        bench = Bench(gateway, tenant.token)

        # Ids for the routes that take them (uncounted requests).
        shop = bench.data("/api/shops")[0]
        brand = bench.data("/api/brands")[0]
        collection = bench.data("/api/collections")[0]
        variant_list = bench.body("/api/variants?pageSize=100")
        variants = variant_list["data"]
        products = bench.data("/api/products?pageSize=100")
        sizes = {
            "products": bench.body("/api/products?pageSize=1")["total"],
            "variants": variant_list["total"],
            "stock positions": bench.body("/api/intelligence/stock-snapshots?pageSize=1")["meta"]["total"],
            "ledger entries": bench.body("/api/stock-ledger?pageSize=1")["total"],
            "product groups with sales": bench.body(
                "/api/sales/summary?from=2021-01-01&to=2022-12-31&groupBy=product&pageSize=1"
            )["meta"]["total"],
        }
        product = products[len(products) // 2]
        variant = variants[len(variants) // 2]
        five_variants = ",".join(v["id"] for v in variants[:5])
        five_products = ",".join(p["id"] for p in products[:5])
        sku_prefix = variant["sku"].split("-")[0]  # a design: matches its colours
        name_word = product["name"].split()[0].lower() if product["name"].split() else product["code"]

        summary = "/api/sales/summary?from=2021-01-01&to=2022-12-31"
        config = configuration_fixtures(bench, variant["id"])
        gateway.connections.reset()  # fresh instances: the measured requests create their functions' clients
        rows = [
            bench.measure("health (public)", "GET", "/api/health"),
            bench.measure("whoami", "GET", "/api/auth/whoami"),
            bench.measure("whoami (session JWT)", "GET", "/api/auth/whoami", token=tenant.session_token),
            bench.measure("list tokens", "GET", "/api/settings/api-tokens"),
            bench.measure(
                "create token", "POST", "/api/settings/api-tokens", {"name": "bench", "permissions": ["analytics.view"]}
            ),
            bench.measure(
                "revoke token",
                "DELETE",
                f"/api/settings/api-tokens/{to_revoke[0]}",
                second_path=f"/api/settings/api-tokens/{to_revoke[1]}",
            ),
            bench.measure("shops", "GET", "/api/shops"),
            bench.measure("brands", "GET", "/api/brands"),
            bench.measure("collections", "GET", "/api/collections"),
            bench.measure("collection by id", "GET", f"/api/collections/{collection['id']}"),
            bench.measure("products p1", "GET", "/api/products"),
            bench.measure("products p2", "GET", "/api/products?page=2"),
            bench.measure("products q=", "GET", f"/api/products?q={name_word}"),
            bench.measure("products by brand", "GET", f"/api/products?brandId={brand['id']}"),
            bench.measure("variants p1", "GET", "/api/variants"),
            bench.measure("variants p2", "GET", "/api/variants?page=2"),
            bench.measure("variants last page", "GET", f"/api/variants?page={max(1, (sizes['variants'] + 19) // 20)}"),
            bench.measure("variants q=", "GET", f"/api/variants?q={sku_prefix.lower()}"),
            bench.measure("variants by product", "GET", f"/api/variants?productId={product['id']}"),
            bench.measure("search variants q=sku", "GET", f"/api/search/product-variants?q={sku_prefix}"),
            bench.measure(
                "search variants q=name", "GET", f"/api/search/product-variants?q={variant['displayName'].split()[-1].lower()}"
            ),
            bench.measure("search variants ids=5", "GET", f"/api/search/product-variants?ids={five_variants}"),
            bench.measure("search shapes q=", "GET", f"/api/search/product-shapes?q={sku_prefix}"),
            bench.measure("search shapes ids=5", "GET", f"/api/search/product-shapes?ids={five_products}"),
            bench.measure("stock snapshots p1", "GET", "/api/intelligence/stock-snapshots"),
            bench.measure("stock snapshots p2", "GET", "/api/intelligence/stock-snapshots?page=2"),
            bench.measure("stock snapshots variantIds=5", "GET", f"/api/intelligence/stock-snapshots?variantIds={five_variants}"),
            bench.measure("stock snapshots shopId", "GET", f"/api/intelligence/stock-snapshots?shopId={shop['id']}"),
            bench.measure("stock ledger p1", "GET", "/api/stock-ledger"),
            bench.measure("stock ledger p2", "GET", "/api/stock-ledger?page=2"),
            bench.measure("stock ledger variantId", "GET", f"/api/stock-ledger?variantId={variant['id']}"),
            bench.measure("sales by product", "GET", f"{summary}&groupBy=product"),
            bench.measure("sales by brand", "GET", f"{summary}&groupBy=brand"),
            bench.measure("sales by shop", "GET", f"{summary}&groupBy=shop"),
            *measure_configuration(bench, config, variant["id"]),
        ]
        measured = {(m.method, m.path.split("?")[0]) for m in rows}
        uncovered = set()
        for route in gateway.template.routes:
            if not any(method == route.method and route.pattern.match(path) for method, path in measured):
                uncovered.add((route.method, route.resource))
        owners = gateway.connections.owners()
        per_function: dict[str, set[str]] = {}
        for call in LOG.calls:
            if call.service == "dynamodb" and call.function != "-":
                owner = owners.get(call.client_id)
                # A client that no model's cached connection of this function holds: one made for a single call.
                if owner and owner[0] == call.function:
                    name = owner[1]
                else:
                    name = f"one-off Connection for {call.operation}#{call.client_id}"
                per_function.setdefault(call.function, set()).add(name)
        LOG.calls.clear()
        return Scenario(rows, note, uncovered, sizes, per_function)


def fmt_ops(counter: Counter) -> str:
    return " ".join(f"{op} {n}" for op, n in sorted(counter.items())) or "-"


def render(rows: list[Measured], growth: dict[str, Measured] | None, scale_rows: int) -> str:
    header = "| request | status | authorizer | function | total | items read | clients |"
    if growth is not None:
        header += f" total @{scale_rows} | items @{scale_rows} |"
    lines = [header, "|" + "---|" * (header.count("|") - 1)]
    for m in rows:
        total = f"{m.total}" + (f" [1st: {m.first_total}]" if m.first_total is not None else "")
        scan = " **SCAN**" if m.authorizer.get("Scan") or m.function.get("Scan") else ""
        line = (
            f"| {m.method} {m.path if len(m.path) < 60 else m.path[:57] + '...'} ({m.label}) | {m.status} | "
            f"{fmt_ops(m.authorizer)} | {fmt_ops(m.function)}{scan} | {total} | {m.items_read} | {m.clients} |"
        )
        if growth is not None:
            g = growth.get(m.label)
            line += f" {g.total if g else '-'} | {g.items_read if g else '-'} |"
        lines.append(line)
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=200, help="stock rows of the data set (default 200)")
    parser.add_argument("--scale", type=int, default=800, help="stock rows of a second run to show growth (0 = none)")
    args = parser.parse_args()

    started = time.perf_counter()
    small = run_scenario(args.rows)
    rows, uncovered = small.rows, small.uncovered
    growth = None
    scenarios = [(args.rows, small)]
    if args.scale:
        big = run_scenario(args.scale)
        growth = {m.label: m for m in big.rows}
        scenarios.append((args.scale, big))

    print(f"## DynamoDB calls per request ({args.rows} stock rows" + (f"; growth at {args.scale}" if args.scale else "") + ")")
    print()
    for size, scenario in scenarios:
        print(f"- data @{size}: {scenario.note}")
        print(f"  sizes: {', '.join(f'{k} {v}' for k, v in scenario.sizes.items())}")
    print()
    print(render(rows, growth, args.scale))
    print()
    scans = [m for m in rows if m.authorizer.get("Scan") or m.function.get("Scan")]
    print(f"Scans on a request path: {len(scans)}" + (" -> " + ", ".join(m.label for m in scans) if scans else " (none)"))
    others = Counter()
    for m in rows:
        others.update(m.other)
    print(f"Non-DynamoDB AWS calls during requests: {fmt_ops(others) if others else 'none'}")
    print(f"Template routes not exercised: {sorted(uncovered) if uncovered else 'none'}")
    print("DynamoDB clients each function used over the run (the model class whose cached connection holds it):")
    for function, names in sorted(small.models_per_function.items()):
        models = sorted(n for n in names if not n.startswith("one-off"))
        one_off = Counter(n.split("#")[0].removeprefix("one-off Connection for ") for n in names if n.startswith("one-off"))
        extra = "".join(f" + {n} new Connection(s) for {op} (one per call)" for op, n in one_off.items())
        print(f"  {function}: {len(models)} client(s) ({', '.join(models)}){extra}")
    if growth is not None:
        grew = [m.label for m in rows if growth.get(m.label) and growth[m.label].total > m.total]
        print(
            f"Requests whose call count grew from {args.rows} to {args.scale} stock rows: {', '.join(grew) if grew else 'none'}"
        )
    print(f"(calls bench took {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
