"""Backtest of pre-season scenarios on the real brand (issue 37; docs/decision-quality.md "Issue 37:
pre-season scenarios").

Builds a scenario for a past season *as of its first day* with the service's own computation
(``inventory_planning.domain.pre_season.scenarios.build_scenario``, called directly on the brand's
files, no stack), then compares the sell-through the scenario expected with what the season really
sold: each line sells ``min(actual units, quantity bought)`` (``realised_sell_through``).

Data: ../shared/data/fashion-brand-india/ (read, never copied): the sale lines of
international-sale-report.csv (its first block: DATE, Style, SKU, Size, PCS, RATE; 2021-06-05 to
2022-05-11), the product categories of sale-report.csv (Design No. -> Category). A variant is the
SKU without its size (design-colour), its retail price the mean RATE of its lines before the season
(else in the season: the planned price), its category the design's.

The files hold 11 months: the service's reference window, the same selling window 52 weeks earlier,
does not exist for any season with actuals. The backtest therefore uses the nearest earlier window
of the same length, ``--lag-weeks`` before (13: the previous quarter; 26: half a year), a stand-in
that the figure says. The season's assortment is the variants that sold in it (what was on offer);
those that did not sell in the reference window are the new products (comparables, or left out).

    .venv/bin/python bench/pre_season_backtest.py                      # every season x lag x strategy
    .venv/bin/python bench/pre_season_backtest.py --season 2022-01-01:2022-03-31 --lag-weeks 13
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "layers" / "shared"))
DATA = ROOT.parent / "shared" / "data" / "fashion-brand-india"
SEASONS = ("2021-10-01:2021-12-31", "2022-01-01:2022-03-31", "2022-02-01:2022-04-30")
LAGS = (13, 26)


def sale_lines():
    """``(day, variant, size, units, rate, style)`` of the first block's sale lines (units > 0)."""
    import pandas as pd

    raw = pd.read_csv(DATA / "international-sale-report.csv", dtype=str, on_bad_lines="skip")
    frame = pd.DataFrame({
        "date": pd.to_datetime(raw["DATE"], format="%m-%d-%y", errors="coerce"), "sku": raw["SKU"],
        "size": raw["Size"], "style": raw["Style"], "units": pd.to_numeric(raw["PCS"], errors="coerce"),
        "rate": pd.to_numeric(raw["RATE"], errors="coerce"),
    }).dropna()  # fmt: skip
    frame = frame[(frame["units"] > 0) & (frame["sku"] != "SHIPPING")]
    frame["variant"] = frame["sku"].str.rsplit("-", n=1).str[0]
    frame["day"] = frame["date"].dt.date
    return frame


def categories() -> dict[str, str]:
    import pandas as pd

    stock = pd.read_csv(DATA / "sale-report.csv", dtype=str)
    return dict(zip(stock["Design No."].astype(str), stock["Category"].astype(str), strict=True))


def window(frame, first: date, last: date) -> dict[str, dict[str, float]]:
    part = frame[(frame["day"] >= first) & (frame["day"] <= last)]
    sold: dict[str, dict[str, float]] = defaultdict(dict)
    for (variant, size), units in part.groupby(["variant", "size"])["units"].sum().items():
        sold[variant][size] = float(units)
    return dict(sold)


def facts_of(frame, variants, first: date, cats: dict[str, str]):
    from inventory_planning.domain.pre_season.scenarios import VariantFacts

    before = frame[frame["day"] < first]
    price_before = before.groupby("variant")["rate"].mean()
    price_any = frame[frame["day"] >= first].groupby("variant")["rate"].mean()
    sizes = frame.groupby("variant")["size"].agg(lambda s: tuple(sorted(set(s))))
    style = frame.groupby("variant")["style"].first()
    out = []
    for variant in variants:
        found = price_before.get(variant, price_any.get(variant))
        price = None if found is None or math.isnan(float(found)) else float(found)
        out.append(VariantFacts(
            variant_id=variant, brand_id="brand", category=cats.get(str(style.get(variant)), "unknown"),
            retail_price=price, unit_cost=price,  # no budget in the backtest: the cost only has to be known
            sizes=tuple(sizes.get(variant, ())),
        ))  # fmt: skip
    return out


def backtest(frame, cats, season: str, lag_weeks: int, strategy: str) -> dict:
    from inventory_planning.domain.pre_season import scenarios as S

    first, last = (date.fromisoformat(d) for d in season.split(":"))
    lag = timedelta(weeks=lag_weeks)
    reference = window(frame, first - lag, last - lag)
    actual = window(frame, first, last)
    assortment = sorted(actual)
    candidates = facts_of(frame, assortment, first, cats)
    known = {f.variant_id for f in candidates}
    others = facts_of(frame, [v for v in reference if v not in known], first, cats)
    built = S.build_scenario(candidates, candidates + others, reference, S.Settings(strategy=strategy))
    units, realised = S.realised_sell_through(built.lines, actual)
    planned = {line.variant_id for line in built.lines}
    bought_sold = sum(sum(actual[v].values()) for v in planned)
    return {
        "season": season, "lag": lag_weeks, "strategy": strategy, "assortment": len(assortment),
        "like": len({x.variant_id for x in built.lines if x.basis == S.LIKE_FOR_LIKE}),
        "comparables": len({x.variant_id for x in built.lines if x.basis == S.COMPARABLES}),
        "unplanned": len(built.unplanned), "bought": built.totals.quantity,
        "expected": built.totals.expected_sell_through_pct, "realised": realised,
        "coverage": round(units / bought_sold * 100, 1) if bought_sold else 0.0,
    }  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--season", action="append", help="first:last (YYYY-MM-DD:YYYY-MM-DD)")
    parser.add_argument("--lag-weeks", type=int, action="append")
    parser.add_argument("--strategy", action="append", choices=["CONSERVATIVE", "BALANCED", "AGGRESSIVE"])
    args = parser.parse_args()
    frame, cats = sale_lines(), categories()
    print("| season | reference lag | strategy | assortment | like-for-like | comparables | left out | pieces bought | "
          "expected ST % | realised ST % | demand of the planned variants served % |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for season in args.season or SEASONS:
        for lag in args.lag_weeks or LAGS:
            for strategy in args.strategy or ("CONSERVATIVE", "BALANCED", "AGGRESSIVE"):
                r = backtest(frame, cats, season, lag, strategy)
                print(f"| {r['season']} | {r['lag']} weeks | {r['strategy']} | {r['assortment']} | {r['like']} | "
                      f"{r['comparables']} | {r['unplanned']} | {r['bought']} | {r['expected']} | {r['realised']} | "
                      f"{r['coverage']} |")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
