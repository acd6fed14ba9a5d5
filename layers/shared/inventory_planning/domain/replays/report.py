"""The replay's report (issue 36; ``GET /api/intelligence/replays/{id}/report``): one self-contained HTML
page a buyer reads. Pure string building: no numpy, no template engine (the analytics function's cold
start), no external script, stylesheet or font; every data string is escaped (``html.escape``).

:func:`render` takes the replay as the API shows it (``{id, from, to, reviewPeriodDays, results,
assumptions, frontier}``, camelCase, as ``GET .../replays/{id}`` answers or ``ReplayResult.document()``
plus the window) and returns the page: the totals of every variant with the money figures, fill rate
against average stock as an inline SVG (one point per variant, ``circle.point``; min-max's variants
joined as the frontier line), fill rate and units ordered by week, and the top lost positions.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

TOP_LOST_SHOWN = 10
"""The lost positions shown per variant (the result keeps 100)."""

WIDTH, HEIGHT = 640, 400
LEFT, RIGHT, TOP, BOTTOM = 70, 30, 20, 50
COLOURS = {"min-max": "#1f6fb4", "recommendations": "#c2410c", "hold": "#6b7280", "other": "#6b21a8"}

STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:24px;color:#111827;max-width:1200px}
h1{font-size:1.4em;margin:0 0 4px}h2{font-size:1.1em;margin:28px 0 8px}
p.meta,p.note{color:#4b5563;margin:4px 0}
table{border-collapse:collapse;font-size:.8em;margin:6px 0}
.chart{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
th,td{border:1px solid #d1d5db;padding:3px 6px;text-align:right;white-space:nowrap}th{white-space:normal;vertical-align:bottom}
th:first-child,td:first-child{text-align:left}thead th{background:#f3f4f6}
#frontier-legend td:nth-child(2),#frontier-legend th:nth-child(2){text-align:left}
tr.best td{font-weight:600;background:#ecfdf5}
svg{border:1px solid #e5e7eb;background:#fff}svg text{font-size:11px;fill:#374151}
.axis{stroke:#9ca3af}.grid{stroke:#f3f4f6}.frontier{fill:none;stroke:#1f6fb4;stroke-width:1.5}
details{margin:4px 0}summary{cursor:pointer}
.wide{overflow-x:auto;max-width:100%}
"""


def _number(value: Any, digits: int = 0) -> str:
    if value is None:
        return "–"
    return f"{float(value):,.{digits}f}"


def _percent(value: Any) -> str:
    return "–" if value is None else f"{100 * float(value):.1f}%"


def _cell(value: str) -> str:
    return f"<td>{escape(value)}</td>"


COLUMNS: tuple[tuple[str, Any], ...] = (
    ("fill rate (units)", lambda t: _percent((t.get("fillRate") or {}).get("units"))),
    ("fill rate (value)", lambda t: _percent((t.get("fillRate") or {}).get("value"))),
    ("lost units", lambda t: _number(t.get("lostUnits"))),
    ("stock-out days", lambda t: _number(t.get("stockoutDays"))),
    ("average stock (units)", lambda t: _number(t.get("averageStockUnits"))),
    ("average stock (value)", lambda t: _number(t.get("averageStockValue"))),
    ("units ordered", lambda t: _number(t.get("unitsOrdered"))),
    ("units moved", lambda t: _number(t.get("unitsMoved"))),
    ("turns", lambda t: _number(t.get("turns"), 2)),
    ("gross margin", lambda t: _number(t.get("grossMargin"))),
    ("holding cost", lambda t: _number(t.get("holdingCost"))),
    ("profit", lambda t: _number(t.get("profit"))),
    ("markdown units", lambda t: _number(t.get("markdownUnits"))),
    ("markdown value", lambda t: _number(t.get("markdownValue"))),
)
"""The totals table's columns: heading, cell text from a variant's ``totals``."""


def _totals_table(results: Mapping[str, Any]) -> str:
    profits = {label: r["totals"].get("profit") for label, r in results.items()}
    known = [p for p in profits.values() if p is not None]
    best = max(known) if known else None
    head = "".join(f"<th>{escape(name)}</th>" for name, _ in COLUMNS)
    rows = []
    for label, result in results.items():
        totals = result["totals"]
        mark = ' class="best"' if best is not None and profits[label] == best else ""
        cells = "".join(_cell(show(totals)) for _, show in COLUMNS)
        rows.append(f"<tr{mark}>{_cell(label)}{cells}</tr>")
    return f'<table id="totals"><thead><tr><th>variant</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About ``count`` round ticks covering ``low`` .. ``high``."""
    if high <= low:
        return [low]
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.ceil(low / step) * step
    return [first + i * step for i in range(int((high - first) / step + 1e-9) + 1)]


def _frontier_points(replay: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The frontier's points: the stored ``frontier``, else one per result (kind unknown)."""
    frontier = replay.get("frontier")
    if frontier:
        return list(frontier)
    return [
        {"label": label, "policy": label.split(":")[0], "averageStockUnits": r["totals"].get("averageStockUnits"),
         "fillRateUnits": (r["totals"].get("fillRate") or {}).get("units"), "profit": r["totals"].get("profit")}
        for label, r in (replay.get("results") or {}).items()
    ]  # fmt: skip


def _span(values: Sequence[float], least: float, ceiling: float | None = None) -> tuple[float, float]:
    """An axis range around ``values``: 10% of their spread (at least ``least``) either side, not
    below 0 nor above ``ceiling``."""
    low, high = min(values), max(values)
    pad = max((high - low) * 0.1, least / 2)
    top = high + pad if ceiling is None else min(ceiling, high + pad)
    return max(0.0, low - pad), max(top, low + least / 2)


def _placed_labels(anchors: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """Where each point's number goes: right of and above its point, moved down while it would overlap
    a number placed before it (points at the same spot keep readable numbers)."""
    placed: list[tuple[float, float]] = []
    for x, y in anchors:
        lx, ly = x + 7, y - 6
        while any(abs(lx - px) < 18 and abs(ly - py) < 12 for px, py in placed):  # noqa: PLR2004 - a number's box, px
            ly += 12
        placed.append((lx, ly))
    return placed


def frontier_svg(points: Sequence[Mapping[str, Any]]) -> str:
    """Fill rate (units, y) against average stock (units, x): one ``circle.point`` per variant with a
    fill rate, numbered as in the legend table beside it; min-max's variants joined by a line in
    order of stock (the frontier). The axes span the points (they need not start at 0)."""
    plotted = [p for p in points if p.get("fillRateUnits") is not None and p.get("averageStockUnits") is not None]
    if not plotted:
        return '<p class="note">No variant had demand: nothing to plot.</p>'
    xs = [float(p["averageStockUnits"]) for p in plotted]
    ys = [float(p["fillRateUnits"]) for p in plotted]
    x_low, x_high = _span(xs, max(1.0, 0.01 * max(xs)))
    y_low, y_high = _span(ys, 0.02, 1.0 if max(ys) <= 1 else None)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def sx(x: float) -> float:
        return LEFT + plot_w * (x - x_low) / (x_high - x_low)

    def sy(y: float) -> float:
        return TOP + plot_h * (1 - (y - y_low) / (y_high - y_low))

    aria = "fill rate against average stock, one point per variant"
    parts = [f'<svg id="frontier" xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{aria}">']  # fmt: skip
    for tick in _ticks(x_low, x_high):
        x = sx(tick)
        parts.append(f'<line class="grid" x1="{x:.1f}" y1="{TOP}" x2="{x:.1f}" y2="{TOP + plot_h}"/>')
        parts.append(f'<text x="{x:.1f}" y="{TOP + plot_h + 16}" text-anchor="middle">{escape(_number(tick))}</text>')
    for tick in _ticks(y_low, y_high):
        y = sy(tick)
        parts.append(f'<line class="grid" x1="{LEFT}" y1="{y:.1f}" x2="{LEFT + plot_w}" y2="{y:.1f}"/>')
        parts.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{escape(_percent(tick))}</text>')
    parts.append(f'<line class="axis" x1="{LEFT}" y1="{TOP + plot_h}" x2="{LEFT + plot_w}" y2="{TOP + plot_h}"/>')
    parts.append(f'<line class="axis" x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + plot_h}"/>')
    parts.append(f'<text x="{LEFT + plot_w / 2:.0f}" y="{HEIGHT - 10}" text-anchor="middle">average stock (units)</text>')
    parts.append(
        f'<text transform="translate(14 {TOP + plot_h / 2:.0f}) rotate(-90)" text-anchor="middle">fill rate (units)</text>'
    )
    line = sorted((x, y) for p, x, y in zip(plotted, xs, ys, strict=True) if p.get("policy") == "min-max")
    if len(line) > 1:
        path = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in line)
        parts.append(f'<polyline class="frontier" points="{path}"/>')
    numbers = _placed_labels([(sx(x), sy(y)) for x, y in zip(xs, ys, strict=True)])
    for n, (p, x, y, (lx, ly)) in enumerate(zip(plotted, xs, ys, numbers, strict=True), start=1):
        label, colour = str(p["label"]), COLOURS.get(str(p.get("policy")), COLOURS["other"])
        tip = f"{n}. {label}: fill rate {_percent(y)}, average stock {_number(x)} units, profit {_number(p.get('profit'))}"
        parts.append(
            f'<g class="variant"><circle class="point" data-label="{escape(label)}" cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="5" '
            f'fill="{colour}" fill-opacity="0.8"><title>{escape(tip)}</title></circle>'
            f'<text x="{lx:.1f}" y="{ly:.1f}" fill="{colour}">{n}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts) + _legend(plotted)


def _legend(plotted: Sequence[Mapping[str, Any]]) -> str:
    rows = "".join(
        f"<tr>{_cell(str(n))}{_cell(str(p['label']))}{_cell(_number(p.get('averageStockUnits')))}"
        f"{_cell(_percent(p.get('fillRateUnits')))}{_cell(_percent(p.get('frontierFillRateUnits')))}"
        f"{_cell(_number(p.get('profit')))}</tr>"
        for n, p in enumerate(plotted, start=1)
    )
    head = (
        "<th>#</th><th>variant</th><th>average stock (units)</th><th>fill rate (units)</th>"
        "<th>min-max's frontier at that stock</th><th>profit</th>"
    )
    return f'<table id="frontier-legend"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'


def _weekly_table(results: Mapping[str, Any]) -> str:
    labels = list(results)
    weeks: dict[str, dict[str, Any]] = {}
    for label in labels:
        for week in results[label].get("byWeek") or []:
            weeks.setdefault(str(week["weekStart"]), {})[label] = week
    head = "".join(f"<th>{escape(label)}</th>" for label in labels)
    rows = []
    for start in sorted(weeks):
        cells = "".join(
            _cell(f"{_percent((w.get('fillRate') or {}).get('units'))} / {_number(w.get('unitsOrdered'))}")
            if (w := weeks[start].get(label))
            else "<td></td>"
            for label in labels
        )
        rows.append(f"{_cell(start)}{cells}")
    body = "".join(f"<tr>{row}</tr>" for row in rows)
    return f'<table id="weeks"><thead><tr><th>week from</th>{head}</tr></thead><tbody>{body}</tbody></table>'


def _lost_positions(results: Mapping[str, Any]) -> str:
    parts = []
    for label, result in results.items():
        top = (result.get("topLostPositions") or [])[:TOP_LOST_SHOWN]
        rows = "".join(
            f"<tr>{_cell(str(p.get('variantId')))}{_cell(str(p.get('sizeId')))}{_cell(str(p.get('shopId')))}"
            f"{_cell(str(p.get('brandId') or '–'))}{_cell(_number(p.get('lostUnits')))}</tr>"
            for p in top
        )
        table = (
            "<table><thead><tr><th>variant id</th><th>size</th><th>shop id</th><th>brand id</th><th>lost units</th></tr></thead>"
            f"<tbody>{rows}</tbody></table>"
            if top
            else '<p class="note">No lost unit.</p>'
        )
        count = len(result.get("topLostPositions") or [])
        parts.append(
            f"<details><summary>{escape(label)}: {min(count, TOP_LOST_SHOWN)} of {count} kept</summary>{table}</details>"
        )
    return "".join(parts)


def _assumptions(assumptions: Mapping[str, Any] | None) -> str:
    if not assumptions:
        return '<p class="note">This replay was stored before its money figures existed: no assumptions.</p>'
    a = assumptions
    rate_source = str(a.get("holdingCostRateSource", "")).lower()
    margin_source = str(a.get("defaultGrossMarginPctSource", "")).lower()
    text = (
        f"Holding cost: {a.get('holdingCostRatePerYear')} of the unit cost a year ({rate_source} setting); "
        f"{a.get('holdingCost')}. Unit cost: {a.get('unitCost')} (default gross margin {a.get('defaultGrossMarginPct')}%, "
        f"{margin_source} setting): {a.get('positionsAtUnitCost')} positions at their unit cost, "
        f"{a.get('positionsAtPriceLessDefaultMargin')} from their price, {a.get('positionsUnvalued')} unvalued. "
        f"Price: {a.get('price')}. Markdowns: {a.get('markdowns')}. Currency: {a.get('currency') or 'unknown or several'}."
    )
    return f'<p class="note" id="assumptions">{escape(text)}</p>'


def render(replay: Mapping[str, Any]) -> str:
    """The report page of a finished replay (see the module docstring); ``replay["results"]`` must be set."""
    results: Mapping[str, Any] = replay.get("results") or {}
    title = f"Decision replay {replay.get('from', '')} .. {replay.get('to', '')} (to excluded)"
    meta = (
        f"Replay {replay.get('id', '')}; review every {replay.get('reviewPeriodDays', '')} days; "
        f"{len(results)} policy variants: {', '.join(results)}."
    )
    points = _frontier_points(replay)
    unplotted = [str(p["label"]) for p in points if p.get("fillRateUnits") is None]
    missing = f'<p class="note">Not plotted (no demand): {escape(", ".join(unplotted))}.</p>' if unplotted else ""
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>"
        f'<h1>{escape(title)}</h1><p class="meta">{escape(meta)}</p>'
        '<h2>Totals</h2><p class="note">The highest profit is highlighted. Profit = gross margin - holding cost; '
        "markdowns are reported beside it, not in it.</p>"
        f'<div class="wide">{_totals_table(results)}</div>{_assumptions(replay.get("assumptions"))}'
        '<h2>Fill rate against average stock</h2><p class="note">One point per variant; min-max\'s variants joined: '
        "its frontier. A variant above the line fills more at the same stock. The axes span the points.</p>"
        f'<div class="chart">{frontier_svg(points)}</div>{missing}'
        "<h2>By week: fill rate (units) / units ordered</h2>"
        f'<div class="wide">{_weekly_table(results)}</div>'
        f"<h2>Top lost positions</h2>{_lost_positions(results)}"
        "</body></html>"
    )
