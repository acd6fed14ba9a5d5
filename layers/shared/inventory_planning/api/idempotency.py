"""``Idempotency-Key`` on the POSTs that create something: a retry returns the first response.

A client that sends ``Idempotency-Key: <key>`` (1..255 printable ASCII characters) on a POST gets:

- the first time: the request runs; a 2xx response is stored for :data:`EXPIRY_SECONDS` (24 h);
  any other response is returned but not stored (the key is released, so a corrected retry runs);
- a retry with the same key and the same request (path parameters, query and JSON body; key order
  and whitespace of the body do not matter): the stored response (status, headers, body) with
  ``Idempotent-Replayed: true``, and nothing runs or is written;
- the same key with a different request: 422 :data:`KEY_REUSED`;
- a retry while the first is still running: 409 :data:`IN_PROGRESS` with ``Retry-After``.

Keys are scoped by organization, principal (user id of a session, token id of a service-account
token, service of an internal token), method and route: the same key from another caller, or on
another route, is another key. POST /api/settings/api-tokens is excluded (the header is ignored
there): its response holds the plaintext token, which must never be stored (docs/decisions/0014-idempotency-key.md).

The records are Powertools' idempotency utility over the single table
(``inventory_planning.store.idempotency``); Powertools and the DynamoDB client load on the first
request that carries the header, not at cold start.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, cast

from aws_lambda_powertools import Logger

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.typing import LambdaContext

from inventory_planning.api.errors import ApiError, error_body, field_error
from inventory_planning.api.identity import Identity
from inventory_planning.coldstart import lazy

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities import idempotency
    from aws_lambda_powertools.utilities.idempotency import base as idempotency_base
    from aws_lambda_powertools.utilities.idempotency import exceptions as idempotency_errors

    from inventory_planning.store import idempotency as store_idempotency
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    # Powertools idempotency (~60 ms) and its store load on the first request that carries a key
    idempotency = lazy("aws_lambda_powertools.utilities.idempotency")
    idempotency_base = lazy("aws_lambda_powertools.utilities.idempotency.base")
    idempotency_errors = lazy("aws_lambda_powertools.utilities.idempotency.exceptions")
    store_idempotency = lazy("inventory_planning.store.idempotency")

logger = Logger()

HEADER = "Idempotency-Key"
REPLAYED_HEADER = "Idempotent-Replayed"
EXPIRY_SECONDS = 24 * 60 * 60
"""How long a completed request's response is replayed (the record's TTL), in seconds."""
MAX_KEY_LENGTH = 255
KEY_REUSED = "IDEMPOTENCY_KEY_REUSED"
IN_PROGRESS = "IDEMPOTENCY_REQUEST_IN_PROGRESS"
IN_PROGRESS_RETRY_AFTER_SECONDS = 1
EXCLUDED_ROUTES = frozenset({("POST", "/api/settings/api-tokens")})
"""Creating POSTs whose response must not be stored (the plaintext token): the header is ignored."""
DEFAULT_REMAINING_MILLIS = 30_000
"""In-progress lock when no Lambda context is given: after it, a crashed request's key can be taken."""


def applies_to(route_key: tuple[str, str]) -> bool:
    """Whether ``(METHOD, resource path)`` honours the header: every POST but :data:`EXCLUDED_ROUTES`."""
    return route_key[0].upper() == "POST" and route_key not in EXCLUDED_ROUTES


def read_key(event: dict[str, Any]) -> str | None:
    """The request's ``Idempotency-Key`` (header name in any case), or None when absent.

    Raises:
        ApiError: 422 VALIDATION_ERROR naming ``Idempotency-Key`` when the value is empty, longer
            than 255 characters, holds a character outside printable ASCII (0x20..0x7E), or when
            the header is given more than once with different values.
    """
    values: list[str] = []
    for name, value in (event.get("multiValueHeaders") or {}).items():
        if name.lower() == HEADER.lower():
            values.extend("" if v is None else str(v) for v in (value or [""]))
    if not values:
        for name, value in (event.get("headers") or {}).items():
            if name.lower() == HEADER.lower():
                values.append("" if value is None else str(value))
    if not values:
        return None
    if len(set(values)) > 1:
        raise _invalid_key("give the header once", "multiple")
    key = values[0]
    if not key:
        raise _invalid_key("must not be empty", "empty")
    if len(key) > MAX_KEY_LENGTH:
        raise _invalid_key(f"at most {MAX_KEY_LENGTH} characters", "too_long")
    if any(not " " <= c <= "~" for c in key):
        raise _invalid_key("printable ASCII characters only", "invalid_characters")
    return key


def run_idempotent(
    event: dict[str, Any],
    identity: Identity,
    route_key: tuple[str, str],
    call: Callable[[], dict[str, Any]],
    context: Any = None,
) -> dict[str, Any]:
    """Run ``call`` at most once per ``Idempotency-Key`` (see the module docstring).

    Args:
        event: the API Gateway (REST, v1 proxy) event of the request.
        identity: the authenticated caller (the organization and principal scope the key).
        route_key: ``(METHOD, API Gateway resource path)`` of the request.
        call: runs the request and returns its Lambda proxy response
            (``statusCode``, ``headers``/``multiValueHeaders``, ``body``).
        context: the Lambda context; its remaining time bounds how long an in-progress record
            blocks retries (``DEFAULT_REMAINING_MILLIS`` without one).

    Returns:
        The Lambda proxy response: ``call()``'s, the stored one on a replay, or an error in the
        envelope (422 VALIDATION_ERROR for a malformed key, 422 IDEMPOTENCY_KEY_REUSED,
        409 IDEMPOTENCY_REQUEST_IN_PROGRESS, 500 INTERNAL_ERROR when the records cannot be reached).
        Exceptions raised by ``call`` propagate (its record is released first).
    """
    if not applies_to(route_key):
        return call()
    try:
        key = read_key(event)
    except ApiError as error:
        return error_proxy_response(error)
    if key is None:
        return call()

    organization = identity.organization_id or "INTERNAL"
    outcome: dict[str, Any] = {}

    def execute(request: dict[str, Any]) -> dict[str, Any]:
        try:
            response = call()
        except Exception:
            outcome["raised"] = True
            raise
        outcome["response"] = response
        if not HTTPStatus.OK <= int(response.get("statusCode", HTTPStatus.INTERNAL_SERVER_ERROR)) < HTTPStatus.MULTIPLE_CHOICES:
            raise _NotStored()
        return response

    data = {
        "scope": [organization, identity.auth_kind, identity.principal_id, route_key[0], route_key[1], key],
        "request": _fingerprint(event),
    }
    config = idempotency.IdempotencyConfig(
        event_key_jmespath="scope",
        payload_validation_jmespath="request",
        raise_on_no_idempotency_key=True,
        expires_after_seconds=EXPIRY_SECONDS,
        hash_function="sha256",
        lambda_context=context if hasattr(context, "get_remaining_time_in_millis") else cast("LambdaContext", _DefaultDeadline()),
        response_hook=_replayed,
    )
    handler = idempotency_base.IdempotencyHandler(
        function=execute,
        function_payload=data,
        config=config,
        persistence_store=store_idempotency.get_store(),
        key_prefix=store_idempotency.partition_key(organization),
        function_args=(data,),
        function_kwargs={},
    )
    try:
        return handler.handle()
    except _NotStored:
        return outcome["response"]
    except idempotency_errors.IdempotencyValidationError:
        return error_proxy_response(
            ApiError(
                422,
                KEY_REUSED,
                "This Idempotency-Key was used with a different request",
                [field_error(HEADER, "already used with a different request; use a new key", "reused")],
            )
        )
    except idempotency_errors.IdempotencyAlreadyInProgressError:
        return error_proxy_response(
            ApiError(
                409,
                IN_PROGRESS,
                "A request with this Idempotency-Key is still in progress; retry shortly",
                headers={"Retry-After": str(IN_PROGRESS_RETRY_AFTER_SECONDS)},
            )
        )
    except Exception:
        if outcome.get("raised"):
            raise  # call's own exception (its record released, or left to its in-progress expiry)
        # The records could not be read or written. When the request did run, its real response is
        # what the client needs (a retry may then run it again); otherwise nothing ran.
        logger.exception("idempotency records failed")
        if "response" in outcome:
            return outcome["response"]
        return error_proxy_response(ApiError(500, "INTERNAL_ERROR", "Unexpected server error"))


def error_proxy_response(error: ApiError) -> dict[str, Any]:
    """A Lambda proxy response carrying ``error`` in the envelope (with its headers)."""
    return {
        "statusCode": error.status,
        "headers": {"Content-Type": "application/json", **(error.headers or {})},
        "body": json.dumps(error_body(error.error_code, error.message, error.field_errors), separators=(",", ":")),
        "isBase64Encoded": False,
    }


class _NotStored(Exception):
    """Raised around a non-2xx response so that Powertools releases the key instead of storing it."""


class _DefaultDeadline:
    """Stands in for a Lambda context: the in-progress lock lasts ``DEFAULT_REMAINING_MILLIS``."""

    def get_remaining_time_in_millis(self) -> int:
        return DEFAULT_REMAINING_MILLIS


def _invalid_key(message: str, code: str) -> ApiError:
    return ApiError(422, "VALIDATION_ERROR", f"Invalid input: {HEADER}", [field_error(HEADER, message, code)])


def _fingerprint(event: dict[str, Any]) -> dict[str, Any]:
    """What must be equal for a retry to be "the same request": path parameters, query and body.

    A JSON body is compared parsed (key order and whitespace do not matter); any other body as sent.
    """
    raw = event.get("body")
    body: Any = raw
    if raw and not event.get("isBase64Encoded"):
        try:
            body = json.loads(raw)
        except (ValueError, RecursionError):
            body = raw
    return {
        "path": event.get("pathParameters") or {},
        "query": event.get("multiValueQueryStringParameters") or {},
        "body": body,
    }


def _replayed(response: Any, idempotent_data: Any) -> Any:
    """Powertools' response hook on a replay: the stored response plus ``Idempotent-Replayed: true``."""
    if response.get("multiValueHeaders") is not None:
        response["multiValueHeaders"][REPLAYED_HEADER] = ["true"]
    else:
        response["headers"] = {**(response.get("headers") or {}), REPLAYED_HEADER: "true"}
    return response
