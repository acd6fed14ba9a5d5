"""The API handler factory: one resolver per function, envelope errors, auth, permissions, rate limit.

Every API function builds its resolver with :func:`create_app` and its Lambda entry point with
:func:`make_handler`. The handler runs, in order: route lookup, identity (from the authorizer
context), the per-token rate limit, the route's permission, then the Powertools resolver (which
validates parameters and bodies). Every error leaves in SPEC's envelope.
"""

from __future__ import annotations

import base64
import binascii
import json
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response
from aws_lambda_powertools.event_handler.api_gateway import BaseRouter
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError

from inventory_planning import observability
from inventory_planning.api.errors import ApiError, error_body, field_error
from inventory_planning.api.identity import Identity
from inventory_planning.api.routes import AUTHENTICATED, PUBLIC, ApiRouter, RouteSpec, RouteTable
from inventory_planning.coldstart import lazy
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import DomainError
from inventory_planning.observability import MILLISECONDS, Metric
from inventory_planning.settings import get_settings

if TYPE_CHECKING:
    from inventory_planning.api import idempotency
    from inventory_planning.store import ratelimit
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    idempotency = lazy("inventory_planning.api.idempotency")  # on a creating route's first request
    # pynamodb on the first authenticated request: the docs function serves its public pages without it
    ratelimit = lazy("inventory_planning.store.ratelimit")

logger = Logger()

__all__ = ["AUTHENTICATED", "PUBLIC", "ServiceApp", "create_app", "current_identity", "make_handler"]

DOMAIN_STATUS = {"invalid": 422, "not_found": 404, "conflict": 409, "forbidden": 403}


def _default(value: Any) -> Any:
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if hasattr(value, "isoformat"):
        return value.isoformat()
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    raise TypeError(f"not JSON serialisable: {type(value).__name__}")


def to_json(body: Any) -> str:
    """Serialise a response body (Decimals, datetimes and sets handled)."""
    return json.dumps(body, default=_default, separators=(",", ":"))


def error_response(error: ApiError) -> Response:
    """A Powertools Response carrying ``error`` in the envelope."""
    return Response(
        status_code=error.status,
        content_type="application/json",
        body=to_json(error_body(error.error_code, error.message, error.field_errors, error.details)),
        headers=error.headers or None,
    )


def _validation_field(loc: tuple[Any, ...]) -> str:
    """The failing field's wire name: a parameter's name (without pydantic's union-branch tags, e.g.
    ``dateFrom`` not ``dateFrom.datetime``), or the dotted path inside the body."""
    parts = [str(p) for p in loc]
    if parts and parts[0] in {"query", "path", "header"}:
        return parts[1] if len(parts) > 1 else parts[0]
    if parts and parts[0] == "body":
        parts = parts[1:]
    return ".".join(parts) or "body"


class ServiceApp(APIGatewayRestResolver):
    """The resolver of one API function: Powertools' REST resolver plus the function's declared
    routes (:class:`~inventory_planning.api.routes.RouteTable`), gathered from its routers."""

    def __init__(self, tag: str) -> None:
        super().__init__(
            enable_validation=True,
            serializer=to_json,
            response_validation_error_http_code=HTTPStatus.INTERNAL_SERVER_ERROR,
        )
        self.table = RouteTable()
        self.tag = tag

    def include_router(self, router: Any, prefix: str | None = None) -> None:
        """Include a router's routes and, for an :class:`ApiRouter`, its declarations."""
        super().include_router(router, prefix)
        if isinstance(router, ApiRouter):
            self.table.add(router.declared)

    def include(self, *routers: ApiRouter) -> None:
        """Include several declared routers."""
        for router in routers:
            self.include_router(router)

    @property
    def specs(self) -> list[RouteSpec]:
        return self.table.specs


def create_app(title: str) -> ServiceApp:
    """A REST (v1 proxy) resolver with validation on and every error mapped to the envelope, once:
    :class:`ApiError` (API plumbing), :class:`DomainError` (domain, services, store: its ``kind``
    gives the status, its ``code`` the errorCode), request validation (422 with ``fieldErrors``),
    response validation and anything unexpected (500, logged)."""
    app = ServiceApp(title)

    @app.exception_handler(ApiError)
    def _api_error(error: ApiError) -> Response:
        return error_response(error)

    @app.exception_handler(DomainError)
    def _domain_error(error: DomainError) -> Response:
        status = DOMAIN_STATUS[error.kind]
        details = getattr(error, "details", None)
        return error_response(ApiError(status, error.code, error.message, error.field_errors or None, details=details))

    @app.exception_handler(RequestValidationError)
    def _validation_error(error: RequestValidationError) -> Response:
        fields: list[dict[str, Any]] = []
        for e in error.errors():
            loc = tuple(e.get("loc", ()))
            discriminator = str((e.get("ctx") or {}).get("discriminator", "")).strip("'\"")
            if e.get("type") in ("union_tag_not_found", "union_tag_invalid") and discriminator:
                loc = (*loc, discriminator)  # a tagged body without a valid tag: name the tag's field, not the body
            name = "body" if e.get("type") == "json_invalid" else _validation_field(loc)
            if any(f["field"] == name for f in fields):
                continue  # a union parameter fails once per branch: one entry per field
            fields.append(field_error(name, e.get("msg", "invalid"), e.get("type", "invalid")))
        names = ", ".join(sorted({f["field"] for f in fields}))
        return error_response(ApiError(422, "VALIDATION_ERROR", f"Invalid input: {names}", fields))

    @app.not_found
    def _not_found(_: Exception) -> Response:
        return error_response(ApiError(404, "NOT_FOUND", "No such route"))

    @app.exception_handler(Exception)
    def _unexpected(error: Exception) -> Response:
        logger.exception("unhandled error")
        return error_response(ApiError(500, "INTERNAL_ERROR", "Unexpected server error"))

    app.configure_openapi(title=f"Inventory Planning Service: {title}", version="1.0.0")
    return app


def current_identity(app: BaseRouter) -> Identity:
    """The caller's identity, put in the resolver context by the handler (``app``: the resolver, or
    one of its routers, which share its context)."""
    identity: Identity = app.context["identity"]
    return identity


@dataclass(frozen=True)
class RateDecision:
    """Outcome of one rate-limit check over the token's rolling minute.

    Attributes:
        limit: requests admitted per token in any 60 seconds.
        count: admitted requests of the token in the last 60 s including this one; ``limit + 1``
            when this one is refused.
        reset_seconds: seconds until the oldest counted request leaves the window, i.e. until one
            more request can pass (1..60).
    """

    limit: int
    count: int
    reset_seconds: int

    @property
    def allowed(self) -> bool:
        return self.count <= self.limit

    def headers(self) -> dict[str, str]:
        """RateLimit-Limit/-Remaining/-Reset on every response; Retry-After once limited."""
        headers = {
            "RateLimit-Limit": str(self.limit),
            "RateLimit-Remaining": str(max(0, self.limit - self.count)),
            "RateLimit-Reset": str(self.reset_seconds),
        }
        if not self.allowed:
            headers["Retry-After"] = str(self.reset_seconds)
        return headers

    def error(self) -> ApiError:
        """The 429 RATE_LIMIT_EXCEEDED error of a refused request, stating the configured limit."""
        return ApiError(
            429,
            "RATE_LIMIT_EXCEEDED",
            f"Rate limit exceeded: {self.limit} requests per rolling minute per token; retry after {self.reset_seconds}s",
        )


def check_rate_limit(identity: Identity, now: float | None = None) -> RateDecision:
    """Apply the per-token limit over a rolling minute to this request (shared by every function).

    At most ``RATE_LIMIT_PER_MINUTE`` requests of a token are admitted in any 60 seconds (sliding
    log, domain/ratelimit.py; one conditional UpdateItem in the steady state, store/ratelimit.py).
    Refused requests are not counted. ``now`` (epoch seconds) defaults to the clock.

    Raises:
        RateLimitUnavailable: the DynamoDB update failed.
    """
    now = clock.wall_epoch() if now is None else now
    limit = get_settings().rate_limit_per_minute
    outcome = ratelimit.record(identity.organization_id or "INTERNAL", identity.rate_key, limit, now)
    count = outcome.in_window if outcome.allowed else limit + 1
    return RateDecision(limit=limit, count=count, reset_seconds=outcome.reset_seconds)


def _with_headers(response: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
    if "multiValueHeaders" in response and response["multiValueHeaders"] is not None:
        for key, value in headers.items():
            response["multiValueHeaders"][key] = [value]
    else:
        response.setdefault("headers", {}).update(headers)
    return response


def _raw_error(error: ApiError, headers: dict[str, str] | None = None) -> dict[str, Any]:
    all_headers = {"Content-Type": "application/json", **(error.headers or {}), **(headers or {})}
    return {
        "statusCode": error.status,
        "headers": all_headers,
        "body": to_json(error_body(error.error_code, error.message, error.field_errors)),
        "isBase64Encoded": False,
    }


def _json_body_error(event: dict[str, Any]) -> ApiError | None:
    """Refuse a body that is not JSON (422 naming ``body``); normalise JSON media types in place.

    Powertools parses only ``application/json`` (exact case) and raises on other types; every body
    of this API is JSON, so ``Application/JSON`` and ``application/*+json`` are accepted as JSON.
    """
    has_body = bool(event.get("body"))
    for headers in (event.get("headers") or {}, event.get("multiValueHeaders") or {}):
        for name in list(headers):
            if name.lower() != "content-type":
                continue
            raw = headers[name][0] if isinstance(headers[name], list) else headers[name]
            media_type = (raw or "").split(";")[0].strip().lower()
            is_json = media_type in ("", "application/json") or media_type.endswith("+json")
            if has_body and not is_json:
                return ApiError(
                    422,
                    "VALIDATION_ERROR",
                    "The body must be JSON (Content-Type: application/json)",
                    [field_error("body", f"unsupported Content-Type {media_type}", "unsupported_media_type")],
                )
            headers[name] = ["application/json"] if isinstance(headers[name], list) else "application/json"
    return _unparseable_body(event) if has_body else None


def _unparseable_body(event: dict[str, Any]) -> ApiError | None:
    """422 for a body that is not JSON the resolver can parse safely; integral numbers written with a
    fraction or an exponent (``5.0``, ``5e2``) are rewritten as integers, as JSON Schema's ``integer``
    counts them, so that a schema-valid body is accepted by strict integer fields (a float field takes
    the integer as it is).

    Powertools' own parse answers malformed JSON with a 422, but a number of more than 4300 digits
    or nesting deeper than the interpreter's recursion limit raise other errors inside it (a 500).
    """
    raw = event.get("body") or ""
    if event.get("isBase64Encoded"):
        try:
            raw = base64.b64decode(raw, validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            return ApiError(
                422,
                "VALIDATION_ERROR",
                "The body is not UTF-8 text",
                [field_error("body", "the body must be JSON text in UTF-8", "invalid_encoding")],
            )
        event["body"], event["isBase64Encoded"] = raw, False
    whole: list[bool] = []

    def number(text: str) -> float | int:
        value = float(text)
        if value.is_integer():
            whole.append(True)
            return int(value)
        return value

    try:
        parsed = json.loads(raw, parse_float=number)
    except RecursionError:
        reason = "the body nests too deeply"
    except ValueError as error:
        reason = str(error)[:200]
    else:
        if whole:  # 5.0 and 5e2 are integers to JSON Schema; a strict pydantic int refuses a float
            event["body"] = json.dumps(parsed)
        return None
    return ApiError(422, "VALIDATION_ERROR", "The body is not valid JSON", [field_error("body", reason, "json_invalid")])


def allowed_methods(routes: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Resource path -> its ``Allow`` header value: the declared methods of the resource, sorted and
    comma-separated (``{"/api/shops/{shop_id}": "DELETE, GET"}``), from ``(METHOD, resource)`` keys."""
    methods: dict[str, set[str]] = {}
    for method, resource in routes:
        methods.setdefault(resource, set()).add(method)
    return {resource: ", ".join(sorted(names)) for resource, names in methods.items()}


def method_not_allowed(method: str, allow: str) -> ApiError:
    """405 METHOD_NOT_ALLOWED for ``method`` on a resource that declares ``allow`` (its ``Allow`` header)."""
    return ApiError(405, "METHOD_NOT_ALLOWED", f"Method {method} not allowed here; allowed: {allow}", headers={"Allow": allow})


def make_handler(
    app: ServiceApp, route_permissions: dict[tuple[str, str], str | None] | None = None
) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """The Lambda entry point for an API function.

    Args:
        app: the function's resolver, its routes declared (``app.table``): ``(METHOD, API Gateway
            resource path)`` -> permission string, ``AUTHENTICATED`` (None) for any authenticated
            caller, or ``PUBLIC`` for no auth. A route not declared is refused (404), so no route
            is open by accident.
        route_permissions: for a resolver whose routes are not declared through an ApiRouter:
            the same map, given by hand.

    A method the resource does not declare is answered by API Gateway itself (template.yaml: a MOCK
    ``ANY`` method on each declared resource, 405 METHOD_NOT_ALLOWED with ``Allow``) and never reaches
    a function; should one arrive all the same, the function gives the same answer, from the same
    declarations, before any identity check (docs/decisions/0016).

    Called last in a function module, it imports the rate-limit store when every route needs a token
    (every request uses it, so it belongs to the init), then ends the garbage-collector pause
    of ``inventory_planning.coldstart`` when the module imported it first.

    Observability (decision 0029): the handler is traced (``observability.capture_lambda_handler``),
    and every request writes one EMF line, ``RequestCount`` (1) and ``Latency`` (milliseconds in the
    handler) dimensioned by ``operation`` (the route's operationId; ``undeclared`` for a route not
    declared) and ``statusClass`` (``2xx`` .. ``5xx``); a request the rate limit refuses writes
    ``RateLimitRefused`` (1) by ``operation``.
    """
    route_permissions = route_permissions if route_permissions is not None else app.table.permissions()
    if route_permissions and PUBLIC not in route_permissions.values():
        # Every request needs a token, so every request records the rate limit: its store (pynamodb,
        # botocore) loads at init with the rest of what every request needs, not on the first request
        # (decision 0013). A function with public routes (the docs page) leaves it to the first
        # authenticated request.
        import inventory_planning.store.models  # noqa: F401, PLC0415 - see above (the models of store/ratelimit.py)
    coldstart = sys.modules.get("inventory_planning.coldstart")
    if coldstart is not None:
        coldstart.resume()
    allow = allowed_methods(route_permissions)
    operations = {key: f"{key[0]} {key[1]}" for key in route_permissions} | {s.key: s.operation_id for s in app.table.specs}

    @logger.inject_lambda_context(clear_state=True)
    def handle(event: dict[str, Any], context: Any) -> dict[str, Any]:
        key = (event.get("httpMethod", ""), event.get("resource", ""))
        if key not in route_permissions:
            if key[1] in allow:
                return _raw_error(method_not_allowed(key[0], allow[key[1]]))
            return _raw_error(ApiError(404, "NOT_FOUND", "No such route"))
        permission = route_permissions[key]
        if permission == PUBLIC:
            return app.resolve(event, context)
        try:
            identity = Identity.from_context((event.get("requestContext") or {}).get("authorizer"))
        except ApiError as error:
            return _raw_error(error)
        logger.append_keys(organization_id=identity.organization_id, auth_kind=identity.auth_kind)
        try:
            decision = check_rate_limit(identity)
        except Exception:  # the limiter's store failed: the envelope, never a raw Lambda error
            logger.exception("rate limit check failed")
            return _raw_error(ApiError(500, "INTERNAL_ERROR", "Unexpected server error"))
        if not decision.allowed:
            observability.emit({"operation": operations[key]}, Metric("RateLimitRefused", 1))
            return _raw_error(decision.error(), decision.headers())
        try:
            identity.require(permission)
        except ApiError as error:
            return _raw_error(error, decision.headers())
        body_error = _json_body_error(event)
        if body_error is not None:
            return _raw_error(body_error, decision.headers())

        def resolve() -> dict[str, Any]:
            app.append_context(identity=identity)
            try:
                return app.resolve(event, context)
            finally:
                app.clear_context()

        spec = app.table.get(key)
        if spec is not None and spec.creates:
            response = idempotency.run_idempotent(event, identity, key, resolve, context)
        else:
            response = resolve()
        return _with_headers(response, decision.headers())

    return _observed(handle, operations)


def _observed(
    handle: Callable[[dict[str, Any], Any], dict[str, Any]], operations: dict[tuple[str, str], str]
) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """``handle`` traced, writing ``RequestCount`` and ``Latency`` by operation and status class (:func:`make_handler`)."""

    @observability.capture_lambda_handler
    def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
        began = time.perf_counter()
        operation = operations.get((event.get("httpMethod", ""), event.get("resource", "")), "undeclared")
        status = 500
        try:
            response = handle(event, context)
            status = int(response.get("statusCode") or 500)
            return response
        finally:
            dimensions = {"operation": operation, "statusClass": f"{status // 100}xx"}
            latency = (time.perf_counter() - began) * 1000
            observability.emit(dimensions, Metric("RequestCount", 1), Metric("Latency", latency, MILLISECONDS))

    return handler
