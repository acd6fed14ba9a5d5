"""E2E fixtures: the real local stack over HTTP, started once per test session.

The session fixture runs ``python -m local.run`` (what ``make run`` runs) as a subprocess on free
ports with its own state directory: DynamoDB Local (moto where Java is missing) and moto server as
its children, the HTTP gateway serving template.yaml, the bootstrap with the real-data ingestion
through S3 -> SQS -> worker, and a second, empty organization for the tenancy tests. Tests call the
gateway with urllib, the way a client does. Teardown stops the whole tree.

The fixture waits until the stack's ``stack.json`` says ``"ready": true`` (written once the data
is loaded). ``RATE_LIMIT_PER_MINUTE`` in the test environment reaches the stack (default 100); the
stack records it as ``rateLimitPerMinute``.

``IPS_E2E_STACK=/path/to/stack.json`` runs the tests against an already running stack instead
(e.g. ``IPS_E2E_STACK=.local/stack.json`` beside ``make run``, waiting for it to be ready; the
tenancy tests then skip unless it was started with ``--extra-organization``).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from local.stack import die_with_parent

ROOT = Path(__file__).resolve().parents[2]
STARTUP_TIMEOUT = float(os.environ.get("IPS_E2E_STARTUP_TIMEOUT", "1800"))
OTHER_ORGANIZATION = "Other Retail E2E"
# The fuzzer's gateway (tests/e2e/conftest.py): its rate limit per token per rolling minute, and the
# tokens it spreads its BearerAuth requests over (tests/e2e/fuzz/hooks.py). Each admitted request
# rewrites a log of FUZZ_RATE_LIMIT entries (store/ratelimit.py: 12 ms a request at 5000, 7.5 at 2500, 4 at 100),
# so the limit is no higher than the fuzzer needs: its busiest minute sends ~2,900 requests (~1,700 of
# them with the one internal token), spread over the pool (docs/performance.md "The fuzzer's rate limit").
FUZZ_RATE_LIMIT = 2500
FUZZ_TOKENS = 3

_run_log: Path | None = None


@dataclass
class Response:
    """An HTTP response: status, headers (lower-case names), body text."""

    status: int
    headers: dict[str, str]
    body: str

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


class Http:
    """A minimal JSON client for the gateway."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/")

    def request(
        self, method: str, path: str, token: str | None = None, json_body: Any = None, headers: dict[str, str] | None = None
    ) -> Response:
        all_headers = {"Accept": "application/json", **(headers or {})}
        if token is not None:
            all_headers["Authorization"] = f"Bearer {token}"
        data = None
        if json_body is not None:
            data = json.dumps(json_body).encode()
            all_headers["Content-Type"] = "application/json"
        request = urllib.request.Request(self.base_url + path, data=data, headers=all_headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return Response(response.status, {k.lower(): v for k, v in response.headers.items()}, response.read().decode())
        except urllib.error.HTTPError as error:
            return Response(error.code, {k.lower(): v for k, v in error.headers.items()}, error.read().decode())

    def get(self, path: str, token: str | None = None, **kwargs: Any) -> Response:
        return self.request("GET", path, token, **kwargs)

    def post(self, path: str, token: str | None = None, json_body: Any = None, **kwargs: Any) -> Response:
        return self.request("POST", path, token, json_body, **kwargs)

    def put(self, path: str, token: str | None = None, json_body: Any = None, **kwargs: Any) -> Response:
        return self.request("PUT", path, token, json_body, **kwargs)

    def patch(self, path: str, token: str | None = None, json_body: Any = None, **kwargs: Any) -> Response:
        return self.request("PATCH", path, token, json_body, **kwargs)

    def delete(self, path: str, token: str | None = None, **kwargs: Any) -> Response:
        return self.request("DELETE", path, token, **kwargs)


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def _read_state(path: Path) -> dict[str, Any] | None:
    """stack.json once it says ``"ready": true`` (the data is loaded), else None."""
    try:
        state = json.loads(path.read_text())
    except (OSError, ValueError):  # not written yet (it is replaced atomically, never half-written)
        return None
    return state if state.get("ready") is True else None


def _child_environment() -> dict[str, str]:
    """The test process's environment without the AWS/moto settings of the in-process levels."""
    blocked = ("AWS_", "POWERTOOLS_")
    return {k: v for k, v in os.environ.items() if not k.startswith(blocked) and k != "DYNAMODB_ENDPOINT_URL"}


@pytest.fixture(scope="session")
def stack(tmp_path_factory: pytest.TempPathFactory):
    """The running local stack's stack.json (baseUrl, organizationId, token, internalToken, ...)."""
    global _run_log
    reuse = os.environ.get("IPS_E2E_STACK")
    if reuse:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while (state := _read_state(Path(reuse))) is None:
            if time.monotonic() > deadline:
                pytest.fail(f'{reuse} did not say "ready": true within {STARTUP_TIMEOUT:.0f}s', pytrace=False)
            time.sleep(1)
        state["_stateDir"] = str(Path(reuse).parent)
        yield state
        return

    state_dir = tmp_path_factory.mktemp("local-stack")
    _run_log = state_dir / "run.log"
    with start_stack(state_dir, extra_args=["--extra-organization", OTHER_ORGANIZATION]) as state:
        yield state


class LaunchedStack:
    """A ``python -m local.run`` (what ``make run`` runs) started on free ports with its state in
    ``state_dir``, not yet waited for: :meth:`ready` waits for its stack.json to say ``"ready": true``,
    :meth:`stop` stops the whole tree. Launching early lets a stack boot while other tests run."""

    def __init__(self, state_dir: Path, extra_args: list[str] | None = None) -> None:
        self.state_dir = state_dir
        self.log_path = state_dir / "run.log"
        command = [
            sys.executable, "-m", "local.run", "--state-dir", str(state_dir), "--port", "0", "--dynamodb-port", "0",
            "--moto-port", "0", "--log-level", "WARNING", *(extra_args or []),
        ]  # fmt: skip
        with self.log_path.open("w") as log_file:
            self.process = subprocess.Popen(
                command,
                cwd=ROOT,
                env=_child_environment(),
                stdin=subprocess.DEVNULL,
                stdout=log_file,
                stderr=subprocess.STDOUT,
                preexec_fn=die_with_parent if sys.platform.startswith("linux") else None,  # no stack outlives pytest
            )

    def ready(self) -> dict[str, Any]:
        """Its stack.json once it says ready (fails the test if the stack exits or is not ready in time)."""
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while (state := _read_state(self.state_dir / "stack.json")) is None:
            if self.process.poll() is not None:
                pytest.fail(
                    f"the local stack exited with code {self.process.returncode}:\n{_tail(self.log_path)}\n"
                    f"--- gateway.log ---\n{_tail(self.state_dir / 'logs' / 'gateway.log')}",
                    pytrace=False,
                )
            if time.monotonic() > deadline:
                late = f"the local stack was not ready within {STARTUP_TIMEOUT:.0f}s"
                pytest.fail(f"{late}:\n{_tail(self.log_path)}", pytrace=False)
            time.sleep(0.5)
        state["_stateDir"] = str(self.state_dir)
        return state

    def stop(self) -> None:
        """SIGTERM the stack (it stops its children), then kill it if it has not ended within 30 s."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


@contextlib.contextmanager
def start_stack(state_dir: Path, extra_args: list[str] | None = None):
    """Run ``python -m local.run`` (what ``make run`` runs) on free ports with its state in
    ``state_dir``; yield its stack.json once it says ``"ready": true``; stop the whole tree after."""
    launched = LaunchedStack(state_dir, extra_args)
    try:
        yield launched.ready()
    finally:
        launched.stop()


@pytest.fixture(scope="session")
def http(stack: dict[str, Any]) -> Http:
    return Http(stack["baseUrl"])


@pytest.fixture(scope="session")
def other_org(stack: dict[str, Any]) -> dict[str, Any]:
    """The second organization (no data) created by the bootstrap."""
    others = stack.get("otherOrganizations") or []
    if not others:
        pytest.skip("the stack was started without --extra-organization")
    return others[0]


def mint_session(stack: dict[str, Any], *args: str) -> str:
    """A human session token for the running stack: ``python -m local.mint_token`` (what ``make token``
    runs) with ``args``, e.g. ``--email approver@demo-fashion-india.test --role PLAN_APPROVER`` (another
    e-mail than the demo admin's becomes a member of the demo organization with those roles first)."""
    result = subprocess.run(
        [sys.executable, "-m", "local.mint_token", "--state-dir", stack["_stateDir"], *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def items(body: Any) -> list[Any]:
    """The list of a list response, whichever of the SPEC's shapes it has."""
    if isinstance(body, list):
        return body
    if isinstance(body, dict):
        data = body.get("data", body)
        if isinstance(data, list):
            return data
        if isinstance(data, dict):
            for key in ("items", "results", "rows", "variants"):
                if isinstance(data.get(key), list):
                    return data[key]
        if isinstance(body.get("items"), list):
            return body["items"]
    raise AssertionError(f"no list in the response: {json.dumps(body)[:500]}")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Show the bootstrap's ingestion table (what was ingested and rejected) in the test output."""
    if _run_log is None or not _run_log.exists():
        return
    text = _run_log.read_text(errors="replace")
    start = text.find("file  ")
    if start < 0:
        start = text.find("file ")
    end = text.find("\ntry:")
    if start >= 0 and end > start:
        terminalreporter.write_sep("-", "local stack: real-data ingestion")
        engine = next((line for line in text.splitlines() if line.strip().startswith("DynamoDB:")), "")
        if engine:
            terminalreporter.write_line(engine.strip())
        terminalreporter.write_line(text[start:end].rstrip())


def handler_environment_of(stack: dict[str, Any], rate_limit_per_minute: int | None = None) -> dict[str, str]:
    """The environment of the stack's gateway (its handlers' variables), rebuilt from stack.json: the
    same table, buckets, queues, token parameter and service clock (``SERVICE_TODAY_FILE``);
    ``rate_limit_per_minute`` (default: the stack's) is the per-token limit its handlers count."""
    from local.stack import handler_environment

    environment = handler_environment(
        dynamodb_url=stack["dynamodbEndpoint"],
        aws_url=stack["awsEndpoint"],
        jwks_url=(Path(stack["oidcKeyDir"]) / "jwks.json").resolve().as_uri(),
        oidc_issuer=stack["oidcIssuer"],
        table_name=stack["tableName"],
        bucket=stack["bucket"],
        queue_url=stack["ingestionQueueUrl"],
        job_queue_url=stack.get("jobQueueUrl", ""),
        enrichment_queue_url=stack.get("enrichmentQueueUrl", ""),
        lake_bucket=stack["lakeBucket"],
        internal_token_parameter=stack["internalTokenParameter"],
        log_level="WARNING",
        rate_limit_per_minute=rate_limit_per_minute or int(stack.get("rateLimitPerMinute", 100)),
    )
    today_file = Path(stack["_stateDir"]) / "today"  # the stack's service clock (local/run.py)
    environment["SERVICE_TODAY_FILE"] = str(today_file)
    return environment


def _answers(client: Http) -> bool:
    try:
        return client.get("/api/health").status == 200
    except (urllib.error.URLError, OSError):
        return False


@contextlib.contextmanager
def extra_gateways(stack: dict[str, Any], count: int, log_dir: Path, rate_limit_per_minute: int | None = None):
    """``count`` more ``local.gateway`` processes on the stack's table and queue (without SQS pollers):
    separate execution environments whose handler calls run in parallel, so that concurrent requests
    spread over them really race on DynamoDB Local (the stack's own gateway serialises its handler
    calls, like one Lambda execution environment); ``rate_limit_per_minute`` raises their per-token
    limit (the fuzzer's gateway). Yields their clients once each answers."""
    from local.stack import free_port

    environment = handler_environment_of(stack, rate_limit_per_minute)
    processes: list[subprocess.Popen] = []
    clients: list[Http] = []
    try:
        for number in range(count):
            port = free_port()
            with (log_dir / f"gateway-{number}.log").open("w") as log:
                processes.append(
                    subprocess.Popen(
                        [sys.executable, "-m", "local.gateway", "--host", "127.0.0.1", "--port", str(port), "--no-workers"],
                        cwd=ROOT,
                        env=environment,
                        stdin=subprocess.DEVNULL,
                        stdout=log,
                        stderr=subprocess.STDOUT,
                        preexec_fn=die_with_parent if sys.platform.startswith("linux") else None,
                    )
                )
            clients.append(Http(f"http://127.0.0.1:{port}"))
        deadline = time.monotonic() + 120
        for number, (process, client) in enumerate(zip(processes, clients, strict=True)):
            while not _answers(client):
                log = (log_dir / f"gateway-{number}.log").read_text(errors="replace")
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"extra gateway {number} did not start:\n{log[-3000:]}", pytrace=False)
                time.sleep(0.2)
        yield clients
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)


def ok(response: Response, status: int = 200) -> dict[str, Any]:
    """The JSON body of a successful response with ``status``."""
    assert response.status == status, f"{response.status} {response.body}"
    body = response.json()
    assert body["success"] is True, body
    return body


def error(response: Response, status: int, code: str) -> dict[str, Any]:
    """The error envelope of a response with ``status`` and ``errorCode`` ``code``."""
    assert response.status == status, f"{response.status} {response.body}"
    body = response.json()
    assert body["success"] is False, body
    assert body["errorCode"] == code, body
    assert isinstance(body["error"], str) and body["error"], body
    return body
