"""`make run`'s short decision replay (issue 25): the last weeks of the demo brand replayed under every
policy through the API (``POST /api/intelligence/replays``, then ``GET .../replays/{id}`` until it
ends), and the policies' totals printed side by side with their money (gross margin, holding cost,
profit) and the report's address (docs/intelligence.md "Decision replay")."""

from __future__ import annotations

import json
import time
import urllib.request
from datetime import date, timedelta
from typing import Any

POLICIES = ("hold", "recommendations", "min-max")

ROWS: tuple[tuple[str, str, str], ...] = (
    ("fill rate (units)", "fillRate.units", "percent"),
    ("fill rate (value)", "fillRate.value", "percent"),
    ("lost units", "lostUnits", "units"),
    ("stockout days", "stockoutDays", "count"),
    ("average stock (units)", "averageStockUnits", "units"),
    ("average stock (value)", "averageStockValue", "money"),
    ("ending stock (units)", "endingStockUnits", "units"),
    ("units ordered", "unitsOrdered", "units"),
    ("units moved", "unitsMoved", "units"),
    ("turns (a year)", "turns", "ratio"),
    ("markdown units", "markdownUnits", "units"),
    ("markdown value", "markdownValue", "money"),
    ("gross margin", "grossMargin", "money"),
    ("holding cost", "holdingCost", "money"),
    ("profit", "profit", "money"),
)
"""The table's rows: label, the figure's path in ``totals``, how it is shown."""


def window(today: date, weeks: int) -> tuple[date, date]:
    """``(from, to)`` of the last ``weeks`` whole weeks before ``today`` (``to`` = today, exclusive)."""
    return today - timedelta(days=7 * weeks), today


def _request(base_url: str, token: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"{base_url}{path}", data, headers, method="POST" if body is not None else "GET")  # noqa: S310
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310 - the local gateway
        found: dict[str, Any] = json.load(response)["data"]
    return found


def run_replay(
    base_url: str, tokens: tuple[str, str], organization_id: str, days: tuple[date, date], timeout: float = 900
) -> dict[str, Any]:
    """Start a replay of ``days`` (``from`` .. ``to - 1``, weekly reviews, the three policies) as the
    caller of ``tokens[0]`` (the organization's token) and wait for it to end; returns the replay
    (``GET /api/intelligence/replays/{id}``). The wait polls its job run with ``tokens[1]`` (the
    internal token, ``GET /api/data-platform/job-runs/{id}``) every 2 s, so the organization's token
    spends 2 requests of its rate limit (100 a minute), not one a second."""
    token, internal = tokens
    body = {"from": days[0].isoformat(), "to": days[1].isoformat(), "reviewPeriodDays": 7, "policies": list(POLICIES)}
    replay = _request(base_url, token, "/api/intelligence/replays", body)
    run, deadline = replay, time.monotonic() + timeout
    while run["status"] in ("PENDING", "RUNNING") and time.monotonic() < deadline:
        time.sleep(2)
        run = _request(base_url, internal, f"/api/data-platform/job-runs/{replay['id']}?organizationId={organization_id}")
    return _request(base_url, token, f"/api/intelligence/replays/{replay['id']}")


def _figure(totals: dict[str, Any], path: str) -> Any:
    value: Any = totals
    for part in path.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value


def _shown(value: Any, kind: str) -> str:
    if value is None:
        return "-"
    if kind == "percent":
        return f"{100 * float(value):.1f}%"
    if kind == "count":
        return f"{int(value):,}"
    if kind == "ratio":
        return f"{float(value):.2f}"
    if kind == "money":
        return f"{float(value):,.0f}"
    return f"{float(value):,.0f}"


def format_replay(replay: dict[str, Any]) -> str:
    """The policies' totals side by side (one column per policy, in the replay's order), or the
    replay's status and error when it did not succeed."""
    head = f"decision replay {replay['id']} of {replay.get('from')} .. {replay.get('to')} (to excluded): {replay['status']}"
    if replay["status"] != "SUCCESS":
        return f"{head} {replay.get('errorMessage') or ''}".rstrip()
    results = replay.get("results") or {}
    policies = [p for p in replay.get("policies") or POLICIES if p in results]
    width = max(len(label) for label, _, _ in ROWS) + 2
    lines = [head, "".ljust(width) + "".join(p.rjust(17) for p in policies)]
    for label, path, kind in ROWS:
        cells = "".join(_shown(_figure(results[p]["totals"], path), kind).rjust(17) for p in policies)
        lines.append(label.ljust(width) + cells)
    assumptions = replay.get("assumptions") or {}
    if assumptions:
        lines.append(
            f"money in {assumptions.get('currency') or 'the sales currency'}: profit = gross margin - holding cost "
            f"({assumptions.get('holdingCostRatePerYear')} of the unit cost a year); unit cost where none: price x "
            f"(1 - {assumptions.get('defaultGrossMarginPct')}%) for {assumptions.get('positionsAtPriceLessDefaultMargin')} "
            f"positions, {assumptions.get('positionsUnvalued')} unvalued"
        )
    lines.append(f"report (HTML, with the token): GET /api/intelligence/replays/{replay['id']}/report")
    return "\n".join(lines)
