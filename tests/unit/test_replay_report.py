"""The replay's report page (domain/replays/report.py; issue 36): built from a replay with policy variants
on tests/unit/test_replay_money.py's three-position fixture, every data string escaped, and the page
rendered in headless Chromium from a file (no stack): it shows, it requests nothing, and its chart has
one point per variant.

Chromium is Debian's (``/usr/bin/chromium``, ``make test`` installs it: the Makefile's CHROMIUM
prerequisite), driven by Playwright as tests/e2e/test_docs_browser.py drives it; the browser test is
skipped where it is absent.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from inventory_planning.domain.replays.policies import MinMaxPolicy, RecommendationsPolicy, hold
from inventory_planning.domain.replays.report import render
from inventory_planning.domain.replays.results import replay

from tests.unit.test_replay_money import FIRST, fixture, restock_a

CHROMIUM = Path(os.environ.get("IPS_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
POLICIES = {
    "hold": hold, "min-max:1w": MinMaxPolicy.weeks(1), "min-max": MinMaxPolicy(), "min-max:2w": MinMaxPolicy.weeks(2),
    "recommendations:sl=0.9": RecommendationsPolicy(restock_a, service_level=0.9),
}  # fmt: skip


def page_of(**change) -> str:
    result = replay(fixture(), POLICIES)
    document = result.document()
    return render({"id": "r-1", "from": FIRST.isoformat(), "to": "2024-06-07", "reviewPeriodDays": 7, **document, **change})


def test_the_page_is_self_contained_with_a_row_and_a_point_per_variant():
    html = page_of()
    assert html.startswith("<!DOCTYPE html>")
    assert "<script" not in html and "<link" not in html and "@import" not in html and "url(" not in html
    assert html.count('class="point"') == len(POLICIES)
    assert html.count('class="frontier"') == 1  # the three min-max variants joined
    for label in POLICIES:
        assert f'data-label="{label}"' in html
    # the highest profit (worked by hand in test_replay_money: min-max:2w 33.804 < min-max:1w 33.888 < recommendations 33.924)
    best = re.search(r'<tr class="best"><td>([^<]+)</td>', html)
    assert best is not None and best.group(1) == "recommendations:sl=0.9"
    assert "0.365 of the unit cost a year (organization setting)" in html


def test_every_data_string_is_escaped():
    lost = {"variantId": "<script>alert(1)</script>", "sizeId": "M&L", "shopId": '"s"', "brandId": None, "lostUnits": 2.0}
    document = replay(fixture(), {"hold": hold}).document()
    document["results"]["hold"]["topLostPositions"] = [lost]
    html = render({"id": "<i>", "from": "2024-06-03", "to": "2024-06-07", "reviewPeriodDays": 7, **document})
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "M&amp;L" in html and "&quot;s&quot;" in html and "Replay &lt;i&gt;" in html


def test_a_replay_stored_before_the_frontier_still_renders_a_point_per_result():
    html = page_of(frontier=None, assumptions=None)
    assert html.count('class="point"') == len(POLICIES)
    assert "stored before its money figures existed" in html


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM} (make test installs it)")
def test_the_report_renders_in_headless_chromium(tmp_path):
    playwright_api = pytest.importorskip("playwright.sync_api")
    path = tmp_path / "report.html"
    path.write_text(page_of(), encoding="utf-8")
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, timeout=60_000)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            problems: list[str] = []
            requests: list[str] = []
            page.on("pageerror", lambda error: problems.append(str(error)))
            page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
            page.on("request", lambda request: requests.append(request.url))
            page.goto(path.as_uri())
            assert page.title().startswith("Decision replay 2024-06-03")
            assert page.locator("#totals tbody tr").count() == len(POLICIES)
            points = page.locator("svg#frontier circle.point")
            assert points.count() == len(POLICIES)
            assert sorted(points.evaluate_all("cs => cs.map(c => c.dataset.label)")) == sorted(POLICIES)
            box = page.locator("svg#frontier").bounding_box()
            assert box is not None and box["width"] > 500 and box["height"] > 300  # laid out, not collapsed
            inside = points.evaluate_all(
                "cs => cs.every(c => { const r = c.getBoundingClientRect(), s = c.ownerSVGElement.getBoundingClientRect();"
                " return r.width > 0 && r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom; })"
            )
            assert inside, "every point is drawn inside the chart"
            assert page.locator("#weeks tbody tr").count() == 1  # 4 days: one week
            assert problems == [] and requests == [path.as_uri()]
        finally:
            browser.close()
