"""Request cost on an empty organization: every GET operation of the served OpenAPI document with
the most expensive parameters its schema (and the documented cross-field rules) allow.

Run from the repository root:

    .venv/bin/python bench/request_cost.py                  # starts its own stack, about 2 minutes
    .venv/bin/python bench/request_cost.py --stack .local/stack.json   # beside a running `make run`

1. The local stack of ``make run`` (python -m local.run) starts on free ports with ``--no-data``
   and a rate limit of 10,000 per minute (one token sends every request); then a new, empty
   organization and its every-permission token are created through
   ``POST /api/data-platform/organizations`` (with ``--stack`` too: the organization is always new
   and empty).
2. The document is read from ``GET /api/openapi.json``. For each GET operation the script builds
   the most expensive request of a valid shape: the deepest ``page`` and the largest ``pageSize``,
   ``limit`` and ``offset`` the schema allows, 100 ids of 64 characters in each id list, the widest
   date range the range rule allows (``inventory_planning.domain.dates``: the first and the last
   ``MAX_RANGE_DAYS`` of the calendar) and the open ones (one end only, at the calendar's edge),
   the largest ``horizon`` and ``period``, and every value of each enum parameter in turn. Optional
   single-id filters are left out (they only narrow a read); path ids are ids that do not exist
   (404 after the lookup). Data-platform routes are called with the internal token and the new
   organization's id.
3. Each operation is called once with its defaults first (the function's cold start is not the
   request's cost), then each built request once; the wall time of each is measured on the client.
   The slowest ``--top`` requests are printed as a Markdown table, and the maximum, with the number
   of requests over ``--budget`` seconds (the issue's target: none over 2 s). Every answer should be
   2xx or 404; a 422 means the script built an invalid request and is listed.

``--widest FROM:TO`` replaces the widest range (e.g. ``0001-01-01:9999-12-31``, the issue's
reproduction, to measure a stack without the range rule).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import urllib.parse
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "layers" / "shared"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from tests.helpers.stack import Http, start_stack  # noqa: E402

RANGE_PAIRS = (("from", "to"), ("dateFrom", "dateTo"), ("forecastDateFrom", "forecastDateTo"))
SINGLE_DATES = ("date", "asOf")
SINGLE_INSTANTS = ("decidedAfter",)
MISSING_ID = "bench-missing-" + "0" * 50  # 64 characters


def _calendar() -> tuple[date, date, int]:
    """(earliest date, latest date, widest range in days) of the API's date rule."""
    try:
        from inventory_planning.domain.dates import EARLIEST_DATE, LATEST_DATE, MAX_RANGE_DAYS
    except ImportError:  # a checkout without the rule: the reproduction
        return date(1, 1, 1), date(9999, 12, 31), (date(9999, 12, 31) - date(1, 1, 1)).days + 1
    return EARLIEST_DATE, LATEST_DATE, MAX_RANGE_DAYS


def _schema(parameter: dict[str, Any]) -> dict[str, Any]:
    """The parameter's schema without its ``null`` alternative."""
    schema = parameter.get("schema") or {}
    options = [s for s in schema.get("anyOf", []) if s.get("type") != "null"]
    return {**options[0], **{k: v for k, v in schema.items() if k != "anyOf"}} if options else schema


def _id_list(schema: dict[str, Any]) -> bool:
    return "{0,99}" in (schema.get("pattern") or "")


def _value(name: str, schema: dict[str, Any], organization_id: str) -> Any:
    """The most expensive valid value of a parameter that is not a date, an enum or a path id."""
    if name == "organizationId":
        return organization_id
    if _id_list(schema):
        return ",".join(f"{i:064d}" for i in range(100))
    if schema.get("type") == "integer":
        return int(schema.get("maximum", schema.get("default", 1)))
    if schema.get("type") == "boolean":
        return None
    if name in ("q", "search", "nameIncludes"):
        return "a"
    return None


def requests_of(path: str, operation: dict[str, Any], organization_id: str, widest: tuple[date, date], edges: tuple[date, date]
                ) -> list[tuple[str, dict[str, Any]]]:  # fmt: skip
    """(label, query) of every request built for one GET operation (path parameters filled in)."""
    parameters = operation.get("parameters") or []
    names = {p["name"] for p in parameters if p.get("in") == "query"}
    base: dict[str, Any] = {}
    enums: dict[str, list[Any]] = {}
    for parameter in parameters:
        name, schema = parameter["name"], _schema(parameter)
        if parameter.get("in") != "query":
            continue
        if "enum" in schema:
            enums[name] = schema["enum"]
            continue
        if any(name in pair for pair in RANGE_PAIRS) or name in SINGLE_DATES or name in SINGLE_INSTANTS:
            continue
        value = _value(name, schema, organization_id)
        if value is not None and (parameter.get("required") or name not in ("shopId", "variantId")):
            base[name] = value
        elif parameter.get("required"):
            base[name] = MISSING_ID
    for name in names & set(SINGLE_DATES):
        base[name] = edges[1].isoformat()
    for name in names & set(SINGLE_INSTANTS):
        base[name] = f"{edges[0].isoformat()}T00:00:00Z"
    variants: list[tuple[str, dict[str, Any]]] = []
    pairs = [pair for pair in RANGE_PAIRS if pair[0] in names]
    for low, high in pairs:
        first, last = widest
        late_first = edges[1] - (last - first)
        variants += [
            (f"{low}..{high} widest (first)", {low: first.isoformat(), high: last.isoformat()}),
            (f"{low}..{high} widest (last)", {low: late_first.isoformat(), high: edges[1].isoformat()}),
        ]
        required = [p for p in parameters if p["name"] in (low, high) and p.get("required")]
        if not required:
            variants += [(f"{low} only", {low: edges[0].isoformat()}), (f"{high} only", {high: edges[1].isoformat()})]
    if not variants:
        variants = [("max", {})]
    built = [(label, {**base, **extra}) for label, extra in variants]
    for name, values in enums.items():
        for value in values:
            built.append((f"{name}={value}", {**base, **variants[0][1], name: value}))
    return built


def _paths_of(path: str, operation: dict[str, Any]) -> list[str]:
    """``path`` with its path parameters filled: each value of an enum, else an id that does not exist."""
    filled = [path]
    for parameter in operation.get("parameters") or []:
        if parameter.get("in") != "path":
            continue
        schema = _schema(parameter)
        values = schema.get("enum") or ["bench-missing"]
        filled = [f.replace("{" + parameter["name"] + "}", str(v)) for f in filled for v in values]
    return filled


def measure(http: Http, token: str, internal: str, organization_id: str, top: int, budget: float, widest_arg: str | None) -> int:
    earliest, latest, days = _calendar()
    if widest_arg:
        low, high = (date.fromisoformat(x) for x in widest_arg.split(":"))
        widest, edges = (low, high), (low, high)
    else:
        widest, edges = (earliest, earliest + timedelta(days=days - 1)), (earliest, latest)
    print(f"calendar {edges[0]}..{edges[1]}, widest range {widest[0]}..{widest[1]} ({(widest[1] - widest[0]).days + 1} days)")
    document = http.get("/api/openapi.json", token).json()
    results: list[tuple[float, int, str, str]] = []
    invalid: list[tuple[int, str, str]] = []
    for path, item in sorted(document["paths"].items()):
        operation = item.get("get")
        if operation is None:
            continue
        caller = internal if path.startswith("/api/data-platform/") else token
        for concrete in _paths_of(path, operation):
            warm_query = {p["name"]: organization_id for p in operation.get("parameters") or [] if p["name"] == "organizationId"}
            http.get(concrete + ("?" + urllib.parse.urlencode(warm_query) if warm_query else ""), caller)  # cold start
            for label, query in requests_of(path, operation, organization_id, widest, edges):
                url = concrete + ("?" + urllib.parse.urlencode(query) if query else "")
                started = time.perf_counter()
                answer = http.get(url, caller)
                elapsed = time.perf_counter() - started
                results.append((elapsed, answer.status, f"GET {concrete}", label))
                if answer.status not in (200, 404):
                    invalid.append((answer.status, url[:160], answer.body[:300]))
    results.sort(reverse=True)
    print(f"\n{len(results)} requests; the slowest {top}:\n")
    print("| request | parameters | status | seconds |")
    print("|---|---|---|---|")
    for elapsed, status, request, label in results[:top]:
        print(f"| {request} | {label} | {status} | {elapsed:.2f} |")
    over = [r for r in results if r[0] > budget]
    print(f"\nmax {results[0][0]:.2f} s ({results[0][2]}, {results[0][3]}); {len(over)} over {budget:g} s")
    for status, url, body in invalid:
        print(f"  answered {status}: {url}\n    {body}")
    return 1 if over else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stack", type=Path, help="stack.json of a running stack (default: start one)")
    parser.add_argument("--top", type=int, default=15, help="slowest requests to print")
    parser.add_argument("--budget", type=float, default=2.0, help="seconds a request may take")
    parser.add_argument("--widest", help="FROM:TO instead of the widest range the rule allows")
    args = parser.parse_args(argv)

    def run(state: dict[str, Any]) -> int:
        http = Http(state["baseUrl"])
        created = http.post("/api/data-platform/organizations", state["internalToken"], {"name": "Request cost bench"})
        assert created.status == 201, created.body
        organization = created.json()["data"]
        return measure(http, organization["token"], state["internalToken"], organization["organizationId"], args.top,
                       args.budget, args.widest)  # fmt: skip

    if args.stack:
        return run(json.loads(args.stack.read_text()))
    with tempfile.TemporaryDirectory(prefix="request-cost-") as state_dir:
        with start_stack(Path(state_dir), ["--no-data", "--rate-limit", "10000"]) as state:
            return run(state)


if __name__ == "__main__":
    sys.exit(main())
