"""``Idempotency-Key`` on the POSTs that create something (docs/decisions/0014-idempotency-key.md).

A client that retries a create with the same ``Idempotency-Key`` header and the same body gets the
first response again (header ``Idempotent-Replayed: true``) and nothing is written twice. The same
key with another body is 422 IDEMPOTENCY_KEY_REUSED; a retry while the first request is still
running is 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Only successful (2xx) responses are kept: after an
error the key is free again, so a corrected retry runs.

Built on the Powertools idempotency utility and its DynamoDB persistence layer, on the service's
table: one item per key under ``pk = ORG#<org>#IDEMPOTENCY`` (``sk`` the utility's hash of the key,
which is scoped by caller, method and route), expiring after 24 h through the table's TTL (``ttl``).
The utility is imported on the first request that carries the header, not at cold start.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from inventory_planning.api.errors import ApiError, field_error
from inventory_planning.api.identity import Identity

HEADER = "Idempotency-Key"
REPLAYED_HEADER = "Idempotent-Replayed"
EXPIRES_AFTER_SECONDS = 24 * 60 * 60
KEY_PREFIX = "create"  # the records' sort keys are create#<hash of the scoped key>
KEY_PATTERN = re.compile(r"^[\x21-\x7e]{1,255}$")  # printable ASCII, no spaces

Response = dict[str, Any]


class _NotKept(Exception):  # noqa: N818 - a signal, not an error
    """Raised inside the idempotent call for a non-2xx response: the utility then frees the key."""

    def __init__(self, response: Response) -> None:
        super().__init__("response not kept")
        self.response = response


def header_value(event: dict[str, Any]) -> str | None:
    """The request's ``Idempotency-Key`` (header names are case-insensitive), or None."""
    for headers in (event.get("headers") or {}, event.get("multiValueHeaders") or {}):
        for name, value in headers.items():
            if name.lower() == HEADER.lower():
                return value[0] if isinstance(value, list) else value
    return None


def request_record(event: dict[str, Any], identity: Identity, key: str) -> dict[str, Any]:
    """What the utility hashes: the key scoped by caller, method and route, and the body it validates."""
    scope = f"{identity.rate_key or identity.principal_id}#{event.get('httpMethod')} {event.get('resource')}"
    return {"key": f"{scope}#{key}", "body": event.get("body") or ""}


@lru_cache(maxsize=1)
def _client() -> Any:
    import boto3

    from inventory_planning.settings import get_settings

    settings = get_settings()
    return boto3.client("dynamodb", region_name=settings.aws_region, endpoint_url=settings.dynamodb_endpoint)


def persistence_layer(organization_id: str) -> Any:
    """The DynamoDB persistence layer of one organization's idempotency records."""
    from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer

    from inventory_planning.settings import get_settings

    return DynamoDBPersistenceLayer(
        table_name=get_settings().table_name,
        key_attr="pk",
        sort_key_attr="sk",
        static_pk_value=f"ORG#{organization_id}#IDEMPOTENCY",
        expiry_attr="ttl",
        boto3_client=_client(),
    )


def run_idempotent(
    event: dict[str, Any], identity: Identity, context: Any, call: Callable[[], Response], organization_id: str | None = None
) -> Response:
    """Answer ``call()`` once per ``Idempotency-Key``; without the header, just ``call()``.

    Args:
        event: the API Gateway proxy event (its headers, method, route and body are read).
        identity: the caller; the key is scoped to its token (or user) and organization.
        context: the Lambda context (the utility reads the remaining time for in-flight records).
        call: produces the Lambda proxy response of the request.
        organization_id: the organization the records are kept under (default: the caller's).

    Returns:
        The proxy response: the first one again on a replay (with ``Idempotent-Replayed: true``).
        422 VALIDATION_ERROR naming ``Idempotency-Key`` for a malformed key; 422
        IDEMPOTENCY_KEY_REUSED for the same key with another body; 409
        IDEMPOTENCY_REQUEST_IN_PROGRESS while the first request runs. Errors are ``ApiError``
        responses built by ``to_response``.
    """
    key = header_value(event)
    if key is None:
        return call()
    if not KEY_PATTERN.match(key):
        raise ApiError(
            422, "VALIDATION_ERROR", f"Invalid input: {HEADER}",
            [field_error(HEADER, "1..255 printable ASCII characters without spaces", "invalid_idempotency_key")],
        )
    from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
    from aws_lambda_powertools.utilities.idempotency.exceptions import (
        IdempotencyAlreadyInProgressError,
        IdempotencyValidationError,
    )

    config = IdempotencyConfig(
        event_key_jmespath="key",
        payload_validation_jmespath="body",
        expires_after_seconds=EXPIRES_AFTER_SECONDS,
        raise_on_no_idempotency_key=True,
    )
    if context is not None and hasattr(context, "get_remaining_time_in_millis"):
        config.register_lambda_context(context)
    ran: list[bool] = []

    @idempotent_function(
        data_keyword_argument="request",
        persistence_store=persistence_layer(organization_id or identity.org),
        config=config,
        key_prefix=KEY_PREFIX,
    )
    def once(request: dict[str, Any]) -> Response:
        ran.append(True)
        response = call()
        if not 200 <= int(response.get("statusCode", 500)) < 300:
            raise _NotKept(response)
        return response

    try:
        response = once(request=request_record(event, identity, key))
    except _NotKept as not_kept:
        return not_kept.response
    except IdempotencyValidationError:
        raise ApiError(
            422, "IDEMPOTENCY_KEY_REUSED", f"This {HEADER} was used with another request body; use a new key",
            [field_error(HEADER, "already used with another body", "idempotency_key_reused")],
        ) from None
    except IdempotencyAlreadyInProgressError:
        raise ApiError(
            409, "IDEMPOTENCY_REQUEST_IN_PROGRESS", f"A request with this {HEADER} is still running; retry later"
        ) from None
    if not ran:
        response = dict(response)
        if response.get("multiValueHeaders") is not None:
            response["multiValueHeaders"] = {**response["multiValueHeaders"], REPLAYED_HEADER: ["true"]}
        else:
            response["headers"] = {**(response.get("headers") or {}), REPLAYED_HEADER: "true"}
    return response
