"""The CALL_WEBHOOK executor (REFERENCE 7; docs/automation.md "Webhooks, e-mails and credentials";
docs/decisions/0038).

One call: the config's templates rendered (services/workflows/interpolation.py), the URL checked
(``https`` only when deployed), its host resolved once per attempt and EVERY address checked
(domain/workflows/addresses.py), then the connection made to the checked address itself, with the
name as Host header and TLS server name (SNI and certificate check): no second resolution, so a DNS
answer that changes between the check and the connection (rebinding) cannot switch the target.
Redirects are never followed (a 3xx is a response, a success only when listed); the response read
stops at 1 MiB.

Attempts: ``1 + retries.count``; a connection error, a timeout, a 5xx or a 429 is retried after
``backoffMs * 2^(n-2)`` ms, or the response's ``Retry-After`` seconds when longer (capped at 30 s);
any other status that is not a success fails at once.
The step's logs say each attempt's status and milliseconds; neither the logs, nor ``resolvedInput``,
nor the error carry the credential or the Authorization header.

Every request carries ``X-Workflow-Id``, ``X-Workflow-Run-Id``, ``X-Workflow-Node-Id`` and
``Idempotency-Key: <runId>:<nodeId>``: the same key on each attempt, and when the job worker's
invocation is retried and the step runs again, so that a receiver can apply a call once (delivery is
at least once: a step interrupted after its call but before its end was recorded calls again). A header
of the config with the same name replaces them.

Output: ``{statusCode, durationMs (the last attempt's), attempts, ok: true}`` and, with
``saveResponseAs``, the response body under that key (JSON when it parses as JSON, else text; at most
64 KiB, ``responseTruncated: true`` when cut). Failures: ``WEBHOOK_ADDRESS_REFUSED`` (the rule),
``WEBHOOK_FAILED`` ``{statusCode?, attempts, lastError, attemptLog}``, ``CREDENTIAL_NOT_FOUND``,
``CREDENTIAL_HOST_REFUSED`` ``{credentialId, host, allowedHosts}`` (the URL's host is not among the
credential's ``allowedHosts``: checked before the secret is decrypted, so before any connection; the
workflow's save checked it too, this is where the secret is used), ``CREDENTIAL_UNREADABLE``,
``CREDENTIAL_TYPE_MISMATCH``, ``TEMPLATE_ERROR``.
"""

from __future__ import annotations

import base64
import json
import socket
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from inventory_planning.coldstart import lazy
from inventory_planning.domain.workflows.addresses import AddressRefused, IPAddress, Target, check_address, parse_url
from inventory_planning.domain.workflows.configs.webhook import CallWebhookConfig, auth_header
from inventory_planning.domain.workflows.credentials import CredentialSecret
from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult
from inventory_planning.kernel.errors import Missing
from inventory_planning.services.workflows import credentials, interpolation
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.settings import get_workflow_settings

if TYPE_CHECKING:
    import urllib3
    from urllib3 import exceptions as urllib3_errors
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    urllib3 = lazy("urllib3")  # urllib3 (botocore's) on the first webhook, not at the worker's cold start
    urllib3_errors = lazy("urllib3.exceptions")

MAX_RESPONSE_READ = 1024 * 1024
"""Bytes of a response read at most (the rest is not read)."""
MAX_SAVED_RESPONSE = 64 * 1024
"""Bytes of the body kept in the output under ``saveResponseAs``."""
MAX_RESOLVED_BODY = 8 * 1024
"""Characters of the sent body shown in the step's ``resolvedInput``."""
MAX_BACKOFF_MS = 30_000
SERVER_ERROR = 500
TOO_MANY_REQUESTS = 429
USER_AGENT = "InventoryPlanningService-Workflows/1"
REDACTED = "***"
_SECRET_HEADER_WORDS = ("authorization", "cookie", "token", "secret", "password", "key", "signature")

_sleep = time.sleep  # the tests replace it


@dataclass(frozen=True, slots=True)
class _Request:
    target: Target
    method: str
    headers: dict[str, str]
    body: bytes | None


@dataclass(frozen=True, slots=True)
class _Response:
    status: int
    body: bytes
    content_type: str
    truncated: bool
    retry_after: float = 0.0


class _Retryable(Exception):
    """A connection error or a timeout (retried)."""


def run(config: CallWebhookConfig, ctx: NodeContext) -> NodeResult:
    """Call the webhook (module docstring).

    Raises:
        NodeFailed: WEBHOOK_ADDRESS_REFUSED, WEBHOOK_FAILED, CREDENTIAL_NOT_FOUND, CREDENTIAL_HOST_REFUSED,
            CREDENTIAL_UNREADABLE, CREDENTIAL_TYPE_MISMATCH, TEMPLATE_ERROR.
    """
    config = CallWebhookConfig.model_validate(config) if not isinstance(config, CallWebhookConfig) else config
    allow_local = ctx.local or get_workflow_settings().webhook_allow_loopback
    request, shown = _build(config, ctx, allow_local)
    logs: list[dict[str, str]] = []
    attempts = 1 + config.retries.count
    last_error = ""
    status: int | None = None
    retry_after = 0.0
    for attempt in range(1, attempts + 1):
        if attempt > 1:
            backoff = config.retries.backoffMs * 2 ** (attempt - 2) / 1000
            _sleep(min(max(backoff, retry_after), MAX_BACKOFF_MS / 1000))
        started = time.monotonic()
        try:
            addresses = _resolved_addresses(request.target, allow_local, shown, attempt - 1)
            response = _send_first(request, addresses, config.timeoutMs / 1000)
        except _Retryable as error:
            ms = round((time.monotonic() - started) * 1000)
            last_error, status, retry_after = str(error), None, 0.0
            logs.append({"level": "WARNING", "message": f"attempt {attempt}: {last_error} after {ms} ms"})
            continue
        ms = round((time.monotonic() - started) * 1000)
        status = response.status
        if config.is_success(status):
            logs.append({"level": "INFO", "message": f"attempt {attempt}: {status} in {ms} ms"})
            output: dict[str, Any] = {"statusCode": status, "durationMs": ms, "attempts": attempt, "ok": True}
            if config.saveResponseAs:
                output.update(_saved(config.saveResponseAs, response))
            return NodeResult("SUCCEEDED", output, shown, retry_count=attempt - 1, logs=tuple(logs))
        last_error, retry_after = f"status {status} is not a success", response.retry_after
        retryable = status >= SERVER_ERROR or status == TOO_MANY_REQUESTS
        logs.append(
            {"level": "WARNING", "message": f"attempt {attempt}: {status} in {ms} ms" + ("" if retryable else " (not retried)")}
        )
        if not retryable:
            attempts = attempt
            break
    details: dict[str, Any] = {"attempts": attempts, "lastError": last_error}
    if status is not None:
        details["statusCode"] = status
    details["attemptLog"] = [entry["message"] for entry in logs]
    raise NodeFailed(
        "WEBHOOK_FAILED", f"the webhook failed after {attempts} attempt(s): {last_error}", details, attempts - 1, shown
    )


def _build(config: CallWebhookConfig, ctx: NodeContext, allow_local: bool) -> tuple[_Request, dict[str, Any]]:
    """The request and what the step shows of it (``resolvedInput``: no credential)."""
    scope = interpolation.variables(ctx)
    url = interpolation.render(config.url, scope, path="url")
    headers = [(h.key, interpolation.render(h.value, scope, path=f"headers[{i}].value")) for i, h in enumerate(config.headers)]
    query = [
        (q.key, interpolation.render(q.value, scope, path=f"queryParams[{i}].value")) for i, q in enumerate(config.queryParams)
    ]
    shown: dict[str, Any] = {
        "url": url,
        "method": config.method,
        "headers": [{"key": k, "value": REDACTED if _secret_header(k) else v} for k, v in headers],
        "queryParams": [{"key": k, "value": v} for k, v in query],
        "bodyType": config.bodyType,
        "auth": {"type": config.auth.type, "credentialId": config.auth.credentialId},
        "timeoutMs": config.timeoutMs,
        "retries": config.retries.model_dump(),
        "successStatusCodes": [list(e) if isinstance(e, tuple) else e for e in config.successStatusCodes or []] or [[200, 299]],
        "saveResponseAs": config.saveResponseAs,
    }
    if query:
        url += ("&" if "?" in url else "?") + urlencode(query)
    try:
        target = parse_url(url, allow_http=allow_local)
    except AddressRefused as refused:
        raise _refused(refused, shown) from None
    for key, value in headers:
        if any(ch in value for ch in "\r\n\0"):
            raise NodeFailed(
                "TEMPLATE_ERROR", f"header {key} renders to a value with a line break", {"path": key}, resolved_input=shown
            )
    body, content_type = _body(config, scope, {k.lower(): v for k, v in headers})
    if body is not None:
        shown["body"] = body.decode()[:MAX_RESOLVED_BODY]
    sent = {"User-Agent": USER_AGENT, "X-Workflow-Id": str(ctx.workflow.get("id") or ""), "X-Workflow-Run-Id": ctx.run_id}
    if ctx.node_id:  # the same key on every attempt of the step, its own retries and a re-run of the step alike
        sent["X-Workflow-Node-Id"] = ctx.node_id
        sent["Idempotency-Key"] = f"{ctx.run_id}:{ctx.node_id}"
    if content_type:
        sent["Content-Type"] = content_type
    configured = {key.lower() for key, _ in headers}  # a configured header replaces ours, whatever its case
    sent = {key: value for key, value in sent.items() if key.lower() not in configured}
    sent.update(dict(headers))
    if config.auth.type != "none":
        sent.update(_auth_headers(ctx.organization_id, config, target.host, shown))
    sent["Host"] = target.host_header
    return _Request(target, config.method, sent, body), shown


def _body(config: CallWebhookConfig, scope: Mapping[str, Any], headers: Mapping[str, str]) -> tuple[bytes | None, str | None]:
    """The body's bytes and its default Content-Type (a header given in the config wins)."""
    template = config.bodyTemplate
    if config.bodyType == "none" or template is None:
        return None, None
    if config.bodyType == "json":
        value = interpolation.render_json(template, scope, path="bodyTemplate")
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode(), "application/json"
    if config.bodyType == "form":
        fields = interpolation.render_json(template, scope, path="bodyTemplate")
        if not isinstance(fields, dict):
            raise NodeFailed(
                "TEMPLATE_ERROR", "a form body template renders to a JSON object of fields", {"path": "bodyTemplate"}
            )
        pairs = [(k, v if isinstance(v, str) else json.dumps(v)) for k, v in fields.items()]
        return urlencode(pairs).encode(), "application/x-www-form-urlencoded"
    html = "html" in headers.get("content-type", "").lower()
    return interpolation.render(template, scope, html=html, path="bodyTemplate").encode(), "text/plain; charset=utf-8"


def _secret_header(name: str) -> bool:
    lowered = name.lower()
    return any(word in lowered for word in _SECRET_HEADER_WORDS)


def _auth_headers(organization_id: str, config: CallWebhookConfig, host: str, shown: dict[str, Any]) -> dict[str, str]:
    """The credential's header for a call to ``host`` (decrypted now, never logged nor shown).

    Raises:
        NodeFailed: CREDENTIAL_NOT_FOUND, CREDENTIAL_HOST_REFUSED (not decrypted), CREDENTIAL_UNREADABLE,
            CREDENTIAL_TYPE_MISMATCH.
    """
    credential_id = config.auth.credentialId or ""
    try:
        secret: CredentialSecret = credentials.secret_of(organization_id, credential_id, host)
    except credentials.CredentialHostRefused as refused:
        raise NodeFailed(
            "CREDENTIAL_HOST_REFUSED",
            str(refused),
            {"credentialId": credential_id, "host": refused.host, "allowedHosts": list(refused.allowed_hosts)},
            resolved_input=shown,
        ) from None
    except Missing:
        raise NodeFailed(
            "CREDENTIAL_NOT_FOUND",
            "the webhook's credential does not exist",
            {"credentialId": credential_id},
            resolved_input=shown,
        ) from None
    except credentials.CredentialUnreadable:
        raise NodeFailed(
            "CREDENTIAL_UNREADABLE",
            "the webhook's credential cannot be decrypted",
            {"credentialId": credential_id},
            resolved_input=shown,
        ) from None
    expected = {"bearer": "BEARER_TOKEN", "basic": "BASIC_AUTH", "apiKey": "API_KEY"}[config.auth.type]
    if secret.type != expected:
        raise NodeFailed(
            "CREDENTIAL_TYPE_MISMATCH",
            f"auth.type {config.auth.type} needs a {expected} credential, not {secret.type}",
            {"credentialId": credential_id},
            resolved_input=shown,
        )
    if secret.type == "BEARER_TOKEN":
        return {"Authorization": f"Bearer {secret.token}"}
    if secret.type == "BASIC_AUTH":
        pair = base64.b64encode(f"{secret.username}:{secret.password}".encode()).decode()
        return {"Authorization": f"Basic {pair}"}
    return {auth_header(config.auth, secret.header_name): secret.api_key or ""}


def _refused(refused: AddressRefused, shown: dict[str, Any]) -> NodeFailed:
    return NodeFailed(
        "WEBHOOK_ADDRESS_REFUSED",
        f"the webhook's address is refused: {refused.message}",
        {"rule": refused.rule},
        resolved_input=shown,
    )


def _resolved_addresses(target: Target, allow_local: bool, shown: dict[str, Any], retries: int) -> list[IPAddress]:
    """The addresses to connect to, in the resolver's order: the host resolved, every answer checked
    (any refused address refuses the call, not retried).

    Raises:
        NodeFailed: WEBHOOK_ADDRESS_REFUSED.
        _Retryable: the name does not resolve.
    """
    try:
        answers = socket.getaddrinfo(target.host, target.port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError) as error:
        raise _Retryable(f"the host {target.host} does not resolve ({error})") from None
    addresses = list(dict.fromkeys(str(answer[4][0]) for answer in answers))
    if not addresses:
        raise _Retryable(f"the host {target.host} does not resolve")
    checked: list[IPAddress] = []
    for address in addresses:
        try:
            checked.append(check_address(address, allow_loopback=allow_local))
        except AddressRefused as refused:
            failed = _refused(refused, shown)
            failed.retry_count = retries
            failed.details["host"] = target.host
            raise failed from None
    return checked


class _Unreachable(_Retryable):
    """No connection could be made to an address (the next checked address is tried)."""


def _send_first(request: _Request, addresses: list[IPAddress], timeout: float) -> _Response:
    """:func:`_send` to the first checked address that accepts a connection (``localhost``: ::1 then
    127.0.0.1); a timeout or an error after connecting ends the attempt.

    Raises:
        _Retryable: no address answered.
    """
    for address in addresses[:-1]:
        try:
            return _send(request, address, timeout)
        except _Unreachable:
            continue
    return _send(request, addresses[-1], timeout)


def _send(request: _Request, address: IPAddress, timeout: float) -> _Response:
    """One HTTP exchange with ``address`` (pinned; the Host header and TLS name are the URL's host).

    Raises:
        _Retryable: connection error or timeout.
    """
    target = request.target
    pool: Any
    limits = urllib3.Timeout(connect=timeout, read=timeout)
    if target.scheme == "https":
        pool = urllib3.HTTPSConnectionPool(
            str(address),
            target.port,
            timeout=limits,
            retries=False,
            maxsize=1,
            server_hostname=target.host,
            assert_hostname=target.host,
            cert_reqs="CERT_REQUIRED",
        )
    else:
        pool = urllib3.HTTPConnectionPool(str(address), target.port, timeout=limits, retries=False, maxsize=1)
    try:
        response = pool.urlopen(
            request.method,
            target.path,
            body=request.body,
            headers=request.headers,
            redirect=False,
            retries=False,
            assert_same_host=False,
            preload_content=False,
        )
        data = response.read(MAX_RESPONSE_READ + 1)
        response.release_conn()
    except urllib3_errors.NewConnectionError:  # before TimeoutError: urllib3 derives it from ConnectTimeoutError
        raise _Unreachable(f"no connection to {address}") from None
    except urllib3_errors.TimeoutError:
        raise _Retryable(f"no answer within {round(timeout * 1000)} ms") from None
    except urllib3_errors.HTTPError as error:
        raise _Retryable(f"connection error: {type(error).__name__}") from None
    finally:
        pool.close()
    return _Response(
        response.status,
        data[:MAX_RESPONSE_READ],
        response.headers.get("Content-Type", ""),
        len(data) > MAX_RESPONSE_READ,
        _retry_after(response.headers.get("Retry-After")),
    )


def _retry_after(value: str | None) -> float:
    """Seconds of a ``Retry-After: <seconds>`` header (an HTTP date counts 0: the backoff applies)."""
    try:
        return max(0.0, float(value)) if value else 0.0
    except ValueError:
        return 0.0


def _saved(key: str, response: _Response) -> dict[str, Any]:
    """``{key: body}``: JSON when the body parses as JSON (and fits), else text; cut at 64 KiB."""
    body = response.body
    if len(body) > MAX_SAVED_RESPONSE or response.truncated:
        return {key: body[:MAX_SAVED_RESPONSE].decode(errors="replace"), "responseTruncated": True}
    text = body.decode(errors="replace")
    if "json" in response.content_type.lower() or text.lstrip()[:1] in ("{", "["):
        try:
            return {key: json.loads(text)}
        except ValueError:
            pass
    return {key: text}
