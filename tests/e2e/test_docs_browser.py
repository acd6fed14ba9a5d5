"""The Swagger UI page (/api/docs) in a real headless browser against the local stack.

Debian's Chromium (``/usr/bin/chromium``, installed by ``make e2e`` when missing) driven by
Playwright from PyPI; Playwright's own browser downloads are never used. The page must work
offline: every request it makes goes to the stack on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import urlparse

import pytest

CHROMIUM = Path(os.environ.get("IPS_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TIMEOUT_MS = 60_000
SHOPS = "/api/shops"

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM} (make e2e installs it)")


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, timeout=TIMEOUT_MS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def docs_token(http, stack):
    """A service-account token of the demo organization for this test only (its own rate-limit window)."""
    created = http.post("/api/settings/api-tokens", stack["token"], {"name": "e2e-swagger-ui", "permissions": ["analytics.view"]})
    assert created.status == 201, created.body
    data = created.json()["data"]
    yield data["token"]
    http.delete(f"/api/settings/api-tokens/{data['id']}", stack["token"])


class PageLog:
    """What a page did: every request (URL, headers), console errors, uncaught errors, CSP violations."""

    def __init__(self, page) -> None:
        self.requests: list[tuple[str, dict[str, str]]] = []
        self.problems: list[str] = []
        page.on("request", lambda request: self.requests.append((request.url, request.headers)))
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on("console", self._console)

    def _console(self, message) -> None:
        if message.type == "error" or "Content Security Policy" in message.text:
            self.problems.append(f"console {message.type}: {message.text}")

    def urls(self) -> list[str]:
        return [url for url, _ in self.requests]

    def off_host(self) -> list[str]:
        """Requests that would leave this machine (anything but 127.0.0.1 and inline data: URLs)."""
        return [url for url in self.urls() if urlparse(url).scheme != "data" and urlparse(url).hostname != "127.0.0.1"]


def _open_docs(browser, stack):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(TIMEOUT_MS)
    log = PageLog(page)
    response = page.goto(stack["baseUrl"] + "/api/docs")
    assert response is not None and response.status == 200
    page.wait_for_selector("#token-input", state="visible")
    return page, log


def test_swagger_ui_lists_the_operations_and_tries_one_out(browser, stack, http, docs_token, tmp_path):
    base = stack["baseUrl"]
    page, log = _open_docs(browser, stack)
    try:
        # Before the token: the prompt, no operations, and no request for the document (the page holds no data).
        assert page.is_visible("#token-form")
        assert page.locator(".opblock").count() == 0
        assert not [url for url in log.urls() if "/api/openapi.json" in url]
        assert sorted(urlparse(url).path for url in log.urls()) == sorted(
            ["/api/docs", "/api/docs/swagger-ui.css", "/api/docs/docs.css", "/api/docs/swagger-ui-bundle.js", "/api/docs/docs.js"]
        )

        page.fill("#token-input", docs_token)
        page.click("#token-form button[type=submit]")
        shops = page.locator(f".opblock-get:has(.opblock-summary-path[data-path='{SHOPS}'])")
        shops.wait_for(state="visible")
        assert not page.is_visible("#token-form")

        # Every operation of the served document is listed.
        document = http.get("/api/openapi.json", docs_token).json()
        expected = sum(len(item) for item in document["paths"].values())
        assert page.locator(".opblock").count() == expected
        page.screenshot(path=str(tmp_path / "swagger-ui.png"))

        # Try it out on GET /api/shops: the call carries the token and returns the demo data.
        shops.locator(".opblock-summary").click()
        shops.locator(".try-out__btn").click()
        shops.locator(".execute").click()
        status = shops.locator(".live-responses-table tbody .response-col_status").first
        status.wait_for(state="visible")
        assert status.inner_text().strip() == "200"
        shown = shops.locator(".live-responses-table tbody .response-col_description pre").first.inner_text()
        assert '"success": true' in shown
        body = json.loads(shown)
        assert body["data"] and body["total"] >= len(body["data"])
        # The README's screenshot (docs/img/swagger-ui.png) is one of these, committed once.
        page.set_viewport_size({"width": 1280, "height": 1500})
        shops.evaluate("element => element.scrollIntoView()")
        page.screenshot(path=str(tmp_path / "swagger-ui-try-it-out.png"))

        calls = [(url, headers) for url, headers in log.requests if urlparse(url).path == SHOPS]
        assert len(calls) == 1
        url, headers = calls[0]
        assert url.startswith(base + SHOPS)  # the page's own origin, whatever servers the document lists
        assert headers["authorization"] == f"Bearer {docs_token}"
        document_loads = [headers for url, headers in log.requests if urlparse(url).path == "/api/openapi.json"]
        assert [h["authorization"] for h in document_loads] == [f"Bearer {docs_token}"]

        assert log.off_host() == []
        assert log.problems == []
    finally:
        page.close()


def test_a_refused_token_brings_the_prompt_back(browser, stack):
    page, log = _open_docs(browser, stack)
    try:
        page.fill("#token-input", "svc_sa_" + "A" * 43)  # well-formed, unknown
        page.click("#token-form button[type=submit]")
        error = page.locator("#token-error")
        error.wait_for(state="visible")
        assert "401" in error.inner_text()
        assert page.is_visible("#token-form")
        assert page.locator(".opblock").count() == 0
        assert log.off_host() == []
        assert [p for p in log.problems if "Content Security Policy" in p or p.startswith("page error")] == []
    finally:
        page.close()
