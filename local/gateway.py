"""The local HTTP gateway: template.yaml's API over HTTP, and SQS -> worker delivery.

``python -m local.gateway --port 3000`` serves every API route of template.yaml on loopback. Each
request goes through :meth:`local.apigw.ApiGateway.invoke`, the same in-process API Gateway
stand-in the integration tests use (authorizer, REST v1 proxy events, GatewayResponses): this
module only translates HTTP to ``invoke`` and back.

The HTTP server answers each request on a new thread, but a handler never runs there: as Lambda keeps
a function's execution environment warm, every function (the authorizer too) runs its invocations on
its own persistent thread (``ApiGateway(environments=True)``, :class:`local.apigw.ExecutionEnvironment`).
What a warm function keeps per thread, the lake's DuckDB connection and its in-memory tables above
all, serves the next request instead of being made again per request (bench/warm_stack.py).

Beside it, one poller thread per SQS event source of template.yaml (today: the ingestion worker on
IngestionQueue) long-polls the queue on the moto server and invokes the function's
``lambda_handler`` with the event shape Lambda's event source mapping builds. Messages the response
does not list in ``batchItemFailures`` are deleted; the others become visible again a moment later,
so a failing message is retried and lands in the dead-letter queue after maxReceiveCount receives.

The process environment must be set before start (see ``local.stack.handler_environment``): the
handlers read it when they are imported, on their first request, as Lambda does on a cold start.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import os
import signal
import sys
import threading
import time
import traceback
import uuid
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from local.apigw import ROOT, ApiGateway, GatewayResult, LambdaContext, Template

# Headers the HTTP layer owns; a handler's values for them are not copied.
_HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "content-length", "date", "server"}
RETRY_DELAY_SECONDS = 2  # visibility of a failed message before its next delivery (Lambda: the queue's timeout)
# Functions that call this same API over HTTP while serving a request (the MCP gateway's invoke_operation,
# docs/decisions/0041): they are not served under the lock that serialises the other handlers.
CALLS_THE_API = frozenset({"McpFunction"})


def _log(message: str) -> None:
    print(f"[gateway] {message}", file=sys.stderr, flush=True)


class LocalGatewayServer(ThreadingHTTPServer):
    """A threading HTTP server that holds the ApiGateway and the lock serialising handler calls.

    Lambda runs one event at a time per execution environment and the handlers (Powertools
    resolvers keep the current event on the app object) are not thread-safe, so every API request
    goes through ``lock``; the handlers themselves run on their functions' execution-environment
    threads (``api.environments``). The SQS workers run in their own lane (see :class:`SqsPoller`),
    so a long file ingestion does not block the API.
    """

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], api: ApiGateway) -> None:
        super().__init__(address, GatewayRequestHandler)
        self.api = api
        self.lock = threading.Lock()


class GatewayRequestHandler(BaseHTTPRequestHandler):
    """Forwards one HTTP request to ``ApiGateway.invoke`` and writes its result back."""

    protocol_version = "HTTP/1.1"
    # TCP_NODELAY: without it the body, written after the headers, waits for the client's delayed ACK of
    # the headers on a kept-alive connection: about 40 ms on every response (Nagle's algorithm meeting
    # delayed ACKs; a new connection's quick-ACK start hid it). docs/performance.md "Issue 27: the local
    # gateway's 40 ms".
    disable_nagle_algorithm = True
    server: LocalGatewayServer
    server_version = "inventory-planning-local-gateway"

    def do_GET(self) -> None:  # http.server's naming
        self._forward()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_HEAD = do_GET

    def __getattr__(self, name: str) -> Any:
        """Every other method (TRACE, CONNECT, PROPFIND, any token) goes to the gateway too, which
        answers it as API Gateway does for a method no route has: the GatewayResponse envelope."""
        if name.startswith("do_"):
            return self._forward
        raise AttributeError(name)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Errors http.server raises itself (a malformed request line, headers too long, an
        unsupported protocol) leave in the same envelope as the gateway's: DEFAULT_4XX/5XX."""
        family = "DEFAULT_5XX" if code >= HTTPStatus.INTERNAL_SERVER_ERROR else "DEFAULT_4XX"
        result = self.server.api.gateway_response(family, code)
        result = GatewayResult(code, result.headers, result.body)
        self.close_connection = True
        if self.request_version == "HTTP/0.9":  # not parsed yet: answer with a status line all the same
            self.request_version = "HTTP/1.0"
        try:
            self._write(result)
        except OSError:  # the client is gone
            pass

    def _read_body(self) -> str | bytes | None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length > 0 else b""
        if not raw:
            return None
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            return raw  # sent base64-encoded, as API Gateway does for binary bodies

    def _forward(self) -> None:
        started = time.perf_counter()
        body = self._read_body()
        headers: dict[str, str] = {}
        for key, value in self.headers.items():
            headers[key] = f"{headers[key]},{value}" if key in headers else value
        try:
            with self._lock_for(self.command, self.path):
                result = self.server.api.invoke(self.command, self.path, headers, body, source_ip=self.client_address[0])
        except Exception:  # noqa: BLE001 - the gateway itself failed: answer like API Gateway, log the cause
            traceback.print_exc()
            result = self.server.api.gateway_response("DEFAULT_5XX", 500)
        self._write(result)
        elapsed_ms = (time.perf_counter() - started) * 1000
        _log(f'{self.client_address[0]} "{self.command} {self.path.split("?")[0]}" {result.status} {elapsed_ms:.0f}ms')

    def _lock_for(self, method: str, raw_path: str) -> Any:
        """The server's lock, or no lock for a request served by a function that calls the API back over HTTP
        (:data:`CALLS_THE_API`): its own calls come in on other threads and take the lock, which it would
        otherwise hold while it waits for them. Such a function still runs one request at a time, on its own
        execution-environment thread."""
        matched = self.server.api.match(method.upper(), raw_path.partition("?")[0])
        if matched is not None and matched[0].function in CALLS_THE_API:
            return contextlib.nullcontext()
        return self.server.lock

    def _write(self, result: GatewayResult) -> None:
        payload = result.body.encode("utf-8")
        self.send_response(result.status)
        sent = set()
        for key, value in result.headers.items():
            if key.lower() not in _HOP_BY_HOP:
                self.send_header(key, value)
                sent.add(key.lower())
        if "content-type" not in sent:
            self.send_header("Content-Type", "application/json")
        self.send_header("x-amzn-RequestId", str(uuid.uuid4()))
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(payload)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Access lines are written by ``_forward`` with their duration."""

    def log_message(self, format: str, *args: Any) -> None:  # http.server's signature
        _log(format % args)


# ---------------------------------------------------------------------------------- SQS -> worker
class WorkerContext(LambdaContext):
    """A Lambda context whose remaining time counts down from the function's Timeout."""

    def __init__(self, name: str, timeout_seconds: int, memory_mb: int) -> None:
        super().__init__(name)
        self.memory_limit_in_mb = memory_mb
        self._deadline = time.monotonic() + timeout_seconds

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


def sqs_record(message: dict[str, Any], queue_arn: str, region: str) -> dict[str, Any]:
    """One record of a Lambda SQS event, from a ReceiveMessage message."""
    attributes = {k: str(v) for k, v in (message.get("Attributes") or {}).items() if v is not None}
    message_attributes = {}
    for name, value in (message.get("MessageAttributes") or {}).items():
        binary = value.get("BinaryValue")
        message_attributes[name] = {
            "stringValue": value.get("StringValue"),
            "binaryValue": base64.b64encode(binary).decode() if binary is not None else None,
            "stringListValues": value.get("StringListValues", []),
            "binaryListValues": [base64.b64encode(b).decode() for b in value.get("BinaryListValues", [])],
            "dataType": value.get("DataType"),
        }
    return {
        "messageId": message["MessageId"],
        "receiptHandle": message["ReceiptHandle"],
        "body": message["Body"],
        "attributes": attributes,
        "messageAttributes": message_attributes,
        "md5OfBody": message.get("MD5OfBody"),
        "eventSource": "aws:sqs",
        "eventSourceARN": queue_arn,
        "awsRegion": region,
    }


def _logical_id(ref: Any) -> str | None:
    """``IngestionQueue`` from ``!GetAtt IngestionQueue.Arn`` / ``!Ref IngestionQueue``."""
    if isinstance(ref, dict):
        if "Fn::GetAtt" in ref:
            value = ref["Fn::GetAtt"]
            return value[0] if isinstance(value, list) else str(value).split(".")[0]
        if "Ref" in ref:
            return str(ref["Ref"])
    return None


class SqsPoller(threading.Thread):
    """Lambda's SQS event source mapping for one function and one queue."""

    def __init__(
        self,
        api: ApiGateway,
        function_id: str,
        event: dict[str, Any],
        queue_url: str,
        function_lock: threading.Lock,
        stop: threading.Event,
        wait_seconds: int = 5,
    ) -> None:
        super().__init__(name=f"sqs-{function_id}", daemon=True)
        template = api.template
        props = template.resources[function_id]["Properties"]
        globals_ = (template.doc.get("Globals") or {}).get("Function") or {}
        event_props = event.get("Properties") or {}
        queue_id = _logical_id(event_props.get("Queue"))
        queue_props = (template.resources.get(queue_id or "") or {}).get("Properties") or {}
        self.api = api
        self.function_id = function_id
        self.queue_url = queue_url
        self.batch_size = max(1, min(int(event_props.get("BatchSize", 10)), 10))
        self.report_failures = "ReportBatchItemFailures" in (event_props.get("FunctionResponseTypes") or [])
        self.timeout = int(props.get("Timeout") or globals_.get("Timeout") or 3)
        self.memory = int(props.get("MemorySize") or globals_.get("MemorySize") or 128)
        # Lambda hides a message for the queue's visibility timeout while the function runs.
        self.visibility_timeout = int(queue_props.get("VisibilityTimeout") or max(30, self.timeout + 60))
        self.function_lock = function_lock
        self.stop_event = stop
        self.wait_seconds = wait_seconds
        self.invocations = 0

    def run(self) -> None:
        import boto3
        from botocore.exceptions import BotoCoreError, ClientError

        sqs = boto3.client("sqs")
        region = sqs.meta.region_name
        queue_arn = ""
        failures_in_a_row = 0
        _log(f"delivering {self.queue_url} to {self.function_id} (batch size {self.batch_size})")
        while not self.stop_event.is_set():
            try:
                if not queue_arn:
                    queue_arn = sqs.get_queue_attributes(QueueUrl=self.queue_url, AttributeNames=["QueueArn"])["Attributes"][
                        "QueueArn"
                    ]
                received = sqs.receive_message(
                    QueueUrl=self.queue_url,
                    MaxNumberOfMessages=self.batch_size,
                    WaitTimeSeconds=self.wait_seconds,
                    VisibilityTimeout=self.visibility_timeout,
                    AttributeNames=["All"],
                    MessageAttributeNames=["All"],
                )
                failures_in_a_row = 0
            except (BotoCoreError, ClientError) as error:
                failures_in_a_row += 1
                if failures_in_a_row in (1, 10) or failures_in_a_row % 100 == 0:
                    _log(f"cannot poll {self.queue_url}: {error}")
                self.stop_event.wait(min(5.0, 0.5 * failures_in_a_row))
                continue
            messages = received.get("Messages") or []
            if messages:
                self.deliver(sqs, messages, queue_arn, region)

    def deliver(self, sqs: Any, messages: list[dict[str, Any]], queue_arn: str, region: str) -> None:
        """Invoke the function with one batch; delete what succeeded, release what failed."""
        event = {"Records": [sqs_record(m, queue_arn, region) for m in messages]}
        ids = [m["MessageId"] for m in messages]
        started = time.perf_counter()
        failed: set[str]
        try:
            with self.function_lock:
                response = self.api.call(self.function_id, event, WorkerContext(self.function_id, self.timeout, self.memory))
            failed = set()
            if self.report_failures and isinstance(response, dict):
                for failure in response.get("batchItemFailures") or []:
                    identifier = (failure or {}).get("itemIdentifier")
                    if not identifier or identifier not in ids:  # Lambda: an invalid entry fails the whole batch
                        failed = set(ids)
                        break
                    failed.add(identifier)
        except Exception:  # noqa: BLE001 - a crashed invocation fails the whole batch, as in Lambda
            _log(f"{self.function_id} raised:\n{traceback.format_exc()}")
            failed = set(ids)
        self.invocations += 1
        elapsed = time.perf_counter() - started
        _log(f"{self.function_id}: {len(messages) - len(failed)} message(s) done, {len(failed)} failed in {elapsed:.1f}s")
        for message in messages:
            try:
                if message["MessageId"] in failed:
                    receives = message.get("Attributes", {}).get("ApproximateReceiveCount", "?")
                    _log(f"message {message['MessageId']} failed (receive {receives}); it will be delivered again")
                    sqs.change_message_visibility(
                        QueueUrl=self.queue_url, ReceiptHandle=message["ReceiptHandle"], VisibilityTimeout=RETRY_DELAY_SECONDS
                    )
                else:
                    sqs.delete_message(QueueUrl=self.queue_url, ReceiptHandle=message["ReceiptHandle"])
            except Exception as error:  # noqa: BLE001 - the queue will redeliver; keep polling
                _log(f"could not settle message {message['MessageId']}: {error}")


def worker_module_path(template: Template, function_id: str) -> Path:
    """The source file of a function's handler module."""
    code_uri, handler = template.function(function_id)
    return ROOT / code_uri / f"{handler.rpartition('.')[0]}.py"


def start_pollers(api: ApiGateway, stop: threading.Event) -> list[SqsPoller]:
    """One poller per SQS event source of template.yaml whose queue has a local URL.

    Local queue URLs come from ``LOCAL_SQS_QUEUE_URLS`` (JSON: queue logical id -> URL) and
    ``INGESTION_QUEUE_URL`` (IngestionQueue). A function whose code does not exist is skipped, so
    its messages wait in the queue.
    """
    urls: dict[str, str] = json.loads(os.environ.get("LOCAL_SQS_QUEUE_URLS") or "{}")
    if os.environ.get("INGESTION_QUEUE_URL"):
        urls.setdefault("IngestionQueue", os.environ["INGESTION_QUEUE_URL"])
    pollers: list[SqsPoller] = []
    for function_id in api.template.functions_with_event("SQS"):
        path = worker_module_path(api.template, function_id)
        if not path.exists():
            _log(f"{function_id}: {path.relative_to(ROOT)} does not exist, its queue is not polled")
            continue
        lock = threading.Lock()
        for event in (api.template.resources[function_id]["Properties"].get("Events") or {}).values():
            if event.get("Type") != "SQS":
                continue
            queue_id = _logical_id((event.get("Properties") or {}).get("Queue"))
            url = urls.get(queue_id or "")
            if not url:
                _log(f"{function_id}: no local URL for queue {queue_id}, not polled")
                continue
            poller = SqsPoller(api, function_id, event, url, lock, stop)
            poller.start()
            pollers.append(poller)
    return pollers


def serve(host: str, port: int, workers: bool = True, environments: bool = True) -> None:
    """Serve until SIGTERM/SIGINT. ``environments=False`` runs each handler on its request's own
    thread (the gateway before issue 23; bench/warm_stack.py measures both)."""
    api = ApiGateway(environments=environments)  # each function warm on its own thread, as in Lambda
    server = LocalGatewayServer((host, port), api)
    stop = threading.Event()

    def _terminate(signum: int, _frame: Any) -> None:
        stop.set()
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, _terminate)
    signal.signal(signal.SIGINT, _terminate)
    pollers = start_pollers(api, stop) if workers else []
    _log(
        f"serving {len(api.template.routes)} routes of template.yaml on http://{host}:{server.server_address[1]}"
        f" ({len(pollers)} queue poller(s))"
    )
    try:
        server.serve_forever(poll_interval=0.5)
    finally:
        stop.set()
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=3000)
    parser.add_argument("--no-workers", action="store_true", help="do not poll the SQS queues")
    parser.add_argument(
        "--thread-per-request",
        action="store_true",
        help="run each handler on its request's own thread, not on its function's warm thread (for comparison)",
    )
    args = parser.parse_args(argv)
    for key, value in {"AWS_REGION": "eu-west-1", "AWS_DEFAULT_REGION": "eu-west-1", "POWERTOOLS_TRACE_DISABLED": "1"}.items():
        os.environ.setdefault(key, value)
    layer = str(ROOT / "layers" / "shared")
    if layer not in sys.path:
        sys.path.insert(0, layer)
    serve(args.host, args.port, workers=not args.no_workers, environments=not args.thread_per_request)
    return 0


if __name__ == "__main__":
    sys.exit(main())
