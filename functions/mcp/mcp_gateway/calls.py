"""Calls to the service's own API on behalf of the MCP caller, with the caller's own Authorization header.

Every call is an ordinary HTTP request to the same API (the same route, authorizer, rate limit,
idempotency and audit as any client's): the MCP function holds no credential of its own and stores
nothing. The caller of the current MCP request is a context variable set by the function's view
(:func:`calling`) and read by the tools.
"""

from __future__ import annotations

import contextlib
import functools
import json
import ssl
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from mcp_gateway.catalog import Operation

TIMEOUT_SECONDS = 25  # API Gateway ends an integration at 29 s
DOCUMENT_PATH = "/api/openapi.json"
DOCUMENT_TTL_SECONDS = 300
LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "[::1]"}


class CallFailed(Exception):
    """The API could not be reached, or refused the document (the message says which)."""


@dataclass(frozen=True)
class Caller:
    """Who the current MCP request is from.

    Attributes:
        authorization: the request's ``Authorization`` header, forwarded as it is.
        permissions: the caller's permissions, as the authorizer resolved them.
        base_url: the API's base URL (scheme, host and stage or base path; no trailing slash), None when the
            request did not say it (:func:`api_base_url`): the tools that call the API then fail.
    """

    authorization: str
    permissions: frozenset[str]
    base_url: str | None

    def api(self) -> str:
        """The base URL.

        Raises:
            CallFailed: it is unknown.
        """
        if not self.base_url:
            raise CallFailed("the API's address is unknown (no domain name in the request context and no loopback Host)")
        return self.base_url


_CALLER: ContextVar[Caller] = ContextVar("mcp_caller")


@contextlib.contextmanager
def calling(caller: Caller) -> Iterator[Caller]:
    """Make ``caller`` the current caller for the duration of the block."""
    token = _CALLER.set(caller)
    try:
        yield caller
    finally:
        _CALLER.reset(token)


def current_caller() -> Caller:
    """The caller of the MCP request being served.

    Raises:
        LookupError: outside :func:`calling`.
    """
    return _CALLER.get()


def _header(event: Mapping[str, Any], name: str) -> str | None:
    for key, value in (event.get("headers") or {}).items():
        if key.lower() == name.lower():
            return str(value)
    return None


def api_base_url(event: Mapping[str, Any]) -> str:
    """The base URL of the API that received ``event`` (a REST proxy event).

    Deployed, API Gateway names its domain in ``requestContext.domainName``; the part of
    ``requestContext.path`` before the resource is the stage (``/dev``) or a custom domain's base path.
    Locally (no domain name) the request's ``Host`` is used, loopback hosts only.

    Raises:
        CallFailed: neither gives a usable base URL.
    """
    context = event.get("requestContext") or {}
    domain = context.get("domainName")
    if domain:
        path = str(context.get("path") or "")
        resource = str(event.get("resource") or "")
        prefix = path[: -len(resource)] if resource and path.endswith(resource) else f"/{context.get('stage') or ''}"
        return f"https://{domain}{prefix}".rstrip("/")
    host = _header(event, "Host") or ""
    name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
    if name in LOOPBACK_HOSTS:
        return f"http://{host}"
    raise CallFailed("the API's address is unknown (no domain name in the request context and no loopback Host)")


@functools.cache
def tls_context() -> ssl.SSLContext:
    """The TLS context of every HTTPS call, made once per execution environment: urllib would otherwise make
    one per call, loading the CA bundle each time (about 15 ms). Made on the first HTTPS call, or by the
    SnapStart priming before the snapshot (app.prime)."""
    return ssl.create_default_context()


def _request(
    method: str, url: str, authorization: str, body: Any = None, headers: Mapping[str, str] | None = None
) -> tuple[int, Any]:
    """One HTTP request; its status and its body (parsed JSON, or text when it is not JSON)."""
    all_headers = {"Accept": "application/json", "Authorization": authorization, **(headers or {})}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        all_headers["Content-Type"] = "application/json"
    request = urllib.request.Request(url, data=data, headers=all_headers, method=method)  # noqa: S310 - the API's own http(s) URL
    try:
        context = tls_context() if url.startswith("https:") else None
        with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS, context=context) as response:  # noqa: S310 - as above
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, error.read()
    except (urllib.error.URLError, TimeoutError, OSError) as error:
        raise CallFailed(f"the API did not answer: {error}") from error
    text = raw.decode("utf-8", errors="replace")
    try:
        return status, json.loads(text) if text else None
    except ValueError:
        return status, text


_documents: dict[str, tuple[float, dict[str, Any]]] = {}
_documents_lock = threading.Lock()


def document(caller: Caller) -> dict[str, Any]:
    """The OpenAPI document the API serves (``GET /api/openapi.json`` with the caller's token), kept for
    five minutes per execution environment: it is the same for every caller (no tenant data).

    Raises:
        CallFailed: the API refused it (the caller's token, the rate limit) or did not answer.
    """
    base_url = caller.api()
    with _documents_lock:
        cached = _documents.get(base_url)
        if cached and time.monotonic() - cached[0] < DOCUMENT_TTL_SECONDS:
            return cached[1]
    status, body = _request("GET", base_url + DOCUMENT_PATH, caller.authorization)
    if status != 200 or not isinstance(body, dict) or "paths" not in body:  # noqa: PLR2004 - HTTP OK
        code = body.get("errorCode") if isinstance(body, dict) else None
        raise CallFailed(f"GET {DOCUMENT_PATH} answered {status}" + (f" {code}" if code else ""))
    with _documents_lock:
        _documents[base_url] = (time.monotonic(), body)
    return body


def operation_url(
    base_url: str, operation: Operation, path_params: Mapping[str, Any] | None, query: Mapping[str, Any] | None
) -> str:
    """The URL of a call to ``operation``: its path with ``path_params`` filled in (each value
    percent-encoded, ``/`` included) and ``query`` encoded (a list value repeats the parameter).

    Raises:
        ValueError: a path parameter is missing, or one is given that the path does not have.
    """
    params = {str(k): v for k, v in (path_params or {}).items()}
    names = [segment[1:-1] for segment in operation.path.split("/") if segment.startswith("{") and segment.endswith("}")]
    missing = [name for name in names if params.get(name) in (None, "")]
    unknown = sorted(set(params) - set(names))
    if missing or unknown:
        problems = ([f"missing path parameter(s) {', '.join(missing)}"] if missing else []) + (
            [f"unknown path parameter(s) {', '.join(unknown)}"] if unknown else []
        )
        raise ValueError(f"{operation.operation_id} {operation.path}: {'; '.join(problems)}")
    path = operation.path
    for name in names:
        path = path.replace("{" + name + "}", urllib.parse.quote(str(params[name]), safe=""))
    pairs: list[tuple[str, str]] = []
    for key, value in (query or {}).items():
        for item in value if isinstance(value, list) else [value]:
            if item is not None:
                pairs.append((str(key), json.dumps(item) if isinstance(item, bool) else str(item)))
    return base_url + path + (f"?{urllib.parse.urlencode(pairs)}" if pairs else "")


def invoke(
    caller: Caller,
    operation: Operation,
    path_params: Mapping[str, Any] | None = None,
    query: Mapping[str, Any] | None = None,
    body: Any = None,
    idempotency_key: str | None = None,
) -> dict[str, Any]:
    """Call ``operation`` as the caller: ``{status, body}`` (the parsed JSON body, errors included).

    Raises:
        ValueError: the path parameters do not fit the operation's path.
        CallFailed: the API did not answer.
    """
    url = operation_url(caller.api(), operation, path_params, query)
    headers = {"Idempotency-Key": idempotency_key} if idempotency_key else None
    status, answer = _request(operation.method, url, caller.authorization, body, headers)
    return {"status": status, "body": answer}
