"""`make run`'s webhook receiver: a small HTTP server on 127.0.0.1 that a workflow's CALL_WEBHOOK node
can call (the local stack allows loopback addresses; docs/automation.md).

It stands for the supplier's or the ERP's system: it answers every request ``200`` with
``{"received": true, "requestId": n}`` and keeps what it received (method, path, headers without
``Authorization``, body) in memory and, one JSON object per line, in ``<state dir>/webhooks.jsonl``,
so that a reader sees what the workflow sent.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

MAX_BODY = 1_000_000


class WebhookReceiver:
    """The receiver: :meth:`start` serves on ``127.0.0.1:<port>`` (0: a free port) in a daemon
    thread and returns its base URL; :attr:`received` lists what came, oldest first."""

    def __init__(self, log_path: Path | None = None) -> None:
        self.log_path = log_path
        self.received: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    def _record(self, entry: dict[str, Any]) -> int:
        with self._lock:
            self.received.append(entry)
            number = len(self.received)
            if self.log_path is not None:
                with self.log_path.open("a", encoding="utf-8") as log:
                    log.write(json.dumps({"requestId": number, **entry}) + "\n")
        return number

    def start(self, port: int = 0) -> str:
        """Serve in a daemon thread; returns ``http://127.0.0.1:<port>``."""
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def _handle(self) -> None:
                length = min(int(self.headers.get("Content-Length") or 0), MAX_BODY)
                raw = self.rfile.read(length) if length else b""
                try:
                    body: Any = json.loads(raw) if raw else None
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                headers = {k: v for k, v in self.headers.items() if k.lower() != "authorization"}
                number = receiver._record({"method": self.command, "path": self.path, "headers": headers, "body": body,
                                           "authorized": "Authorization" in self.headers})  # fmt: skip
                answer = json.dumps({"received": True, "requestId": number}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

            def log_message(self, format: str, *args: Any) -> None:
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        threading.Thread(target=self._server.serve_forever, name="webhook-receiver", daemon=True).start()
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def stop(self) -> None:
        """Stop serving (the log file stays)."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
