"""Routes declared once: path, method, permission, success status, error codes, response model.

A route is declared by decorating its view with :meth:`ApiRouter.get` (``post``, ``put``, ``patch``,
``delete``)::

    router = ApiRouter(tag="Catalogue")

    @router.get("/api/shops", operation_id="listShops", permission=AUTHENTICATED)
    def list_shops(page: Page = 1) -> PageOf[Shop]: ...

From that one declaration come:
- the Powertools route (path in API Gateway form ``{id}`` turned into ``<id>``), with its
  operationId, tag, summary, success status and every error response in the OpenAPI document;
- the permission check of ``make_handler`` (a route not declared is a 404, so nothing is open by
  accident);
- the test tables (401/403/404/422 per route) and the check that template.yaml has exactly these
  routes (tests/unit/test_routes.py, tests/integration/test_access_rules.py);
- the served OpenAPI document (local/openapi.py merges every function's resolver).
The response model is the view's return annotation; Powertools validates every response against it
(a mismatch is a 500, never a malformed success).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, TypeVar, cast

from aws_lambda_powertools.event_handler.api_gateway import Router

if TYPE_CHECKING:
    from aws_lambda_powertools.event_handler.openapi.types import OpenAPIResponse

PUBLIC = "public"
AUTHENTICATED = None

F = TypeVar("F", bound=Callable[..., Any])

ERROR_SCHEMA_REF = "#/components/schemas/ErrorEnvelope"

# Status -> (the code every route of that status can give, what it means).
STANDARD_ERRORS: dict[int, tuple[str, str]] = {
    401: ("UNAUTHORIZED", "token missing, malformed, unknown, expired or revoked"),
    403: ("FORBIDDEN", "the token lacks the route's permission or scope"),
    404: ("NOT_FOUND", "the resource does not exist, or belongs to another organization"),
    422: ("VALIDATION_ERROR", "input failed validation; fieldErrors names the failing fields"),
    429: ("RATE_LIMIT_EXCEEDED", "rate limit per token exceeded; see Retry-After"),
    500: ("INTERNAL_ERROR", "unexpected server error"),
}
IDEMPOTENCY_ERRORS = ((409, "IDEMPOTENCY_REQUEST_IN_PROGRESS"), (422, "IDEMPOTENCY_KEY_REUSED"))


SUMMARY_LENGTH = 120


def _summary(first: str) -> str:
    """An operation's summary: its docstring's first paragraph, cut at a word (with "…") when longer
    than :data:`SUMMARY_LENGTH` characters, so no summary ends mid-word."""
    if len(first) <= SUMMARY_LENGTH:
        return first
    return first[: SUMMARY_LENGTH - 1].rsplit(" ", 1)[0].rstrip(" ,;:(") + "…"


@dataclass(frozen=True)
class RouteSpec:
    """One declared route.

    Attributes:
        method: HTTP method, upper case.
        path: API Gateway resource path (``/api/things/{thing_id}``), as in template.yaml.
        operation_id: a verb-first operationId (``listShops``).
        permission: the permission the caller needs; ``AUTHENTICATED`` (None) for any caller with a
            token; ``PUBLIC`` for none.
        status: the success status (200, 201, 202).
        also: other success statuses the route may answer with the same schema (e.g. 202 when an
            approval policy holds a status change).
        errors: ``(status, errorCode)`` pairs the route gives beyond the standard ones.
        creates: a POST that creates something (takes an ``Idempotency-Key``).
        tag: the endpoint group.
        documented: an API operation of the OpenAPI document (False for the docs page and its
            static assets, which are public files, not operations).
        media_type: the success response's media type when it is not the JSON envelope (e.g.
            ``text/html``: a page, documented as a string of that type).
    """

    method: str
    path: str
    operation_id: str
    permission: str | None
    status: int = 200
    errors: tuple[tuple[int, str], ...] = ()
    creates: bool = False
    also: tuple[int, ...] = ()
    tag: str = ""
    documented: bool = True
    media_type: str | None = None

    @property
    def public(self) -> bool:
        return self.permission == PUBLIC

    @property
    def internal(self) -> bool:
        """Served to internal tokens (InternalBearerAuth) only: the data-platform routes."""
        return self.path.startswith("/api/data-platform/")

    @property
    def key(self) -> tuple[str, str]:
        """``(METHOD, resource path)``: how API Gateway names the route in the proxy event."""
        return self.method, self.path

    @property
    def path_params(self) -> list[str]:
        return re.findall(r"\{([A-Za-z0-9_]+)\}", self.path)

    def sample_path(self, value: str = "abc") -> str:
        """The path with every parameter replaced by ``value`` (for test tables)."""
        return re.sub(r"\{[A-Za-z0-9_]+\}", value, self.path)

    def error_statuses(self) -> dict[int, list[str]]:
        """Every error status the route can answer, with its errorCodes (standard ones first)."""
        statuses: dict[int, list[str]] = {}

        def add(status: int, code: str) -> None:
            codes = statuses.setdefault(status, [])
            if code not in codes:
                codes.append(code)

        if not self.public:
            add(401, "UNAUTHORIZED")
            add(403, "FORBIDDEN")  # the permission, or a token of the other scheme
            add(429, "RATE_LIMIT_EXCEEDED")
        if not self.public or self.path_params:
            add(422, "VALIDATION_ERROR")
        if self.path_params:
            add(404, "NOT_FOUND")
        if self.creates:
            for status, code in IDEMPOTENCY_ERRORS:
                add(status, code)
        for status, code in self.errors:
            add(status, code)
        add(500, "INTERNAL_ERROR")
        return dict(sorted(statuses.items()))

    def openapi_responses(self) -> dict[int, dict[str, Any]]:
        """Powertools ``responses``: the success status (schema from the return annotation) and
        every error status with the envelope schema narrowed to the route's codes."""
        responses: dict[int, dict[str, Any]] = {self.status: {"description": _success_text(self.status)}}
        if self.media_type is not None:
            responses[self.status]["content"] = {self.media_type: {"schema": {"type": "string"}}}
        for status in self.also:
            responses[status] = {"description": _success_text(status)}
        for status, codes in self.error_statuses().items():
            meanings = "; ".join(_meaning(status, code) for code in codes)
            responses[status] = {
                "description": meanings,
                "content": {
                    "application/json": {
                        "schema": {
                            "allOf": [
                                {"$ref": ERROR_SCHEMA_REF},
                                {"type": "object", "properties": {"errorCode": {"type": "string", "enum": codes}}},
                            ]
                        }
                    }
                },
            }
        return responses


def _meaning(status: int, code: str) -> str:
    standard = STANDARD_ERRORS.get(status)
    return f"{code} ({standard[1]})" if standard and standard[0] == code else code


def _success_text(status: int) -> str:
    return {200: "OK", 201: "Created", 202: "Accepted: the change waits for a decision"}.get(status, "Success")


def _rule(path: str) -> str:
    """API Gateway ``{id}`` -> Powertools ``<id>``."""
    return re.sub(r"\{([A-Za-z0-9_]+)\}", r"<\1>", path)


class ApiRouter(Router):
    """A Powertools Router whose routes are declared with their permission and errors (:class:`RouteSpec`).

    Args:
        tag: the endpoint group the routes belong to (OpenAPI tag).
    """

    def __init__(self, tag: str) -> None:
        super().__init__()
        self.tag = tag
        self.declared: list[RouteSpec] = []

    def declare(  # noqa: PLR0913 - one keyword per RouteSpec field (decision 0011)
        self,
        method: str,
        path: str,
        *,
        operation_id: str,
        permission: str | None,
        status: int = 200,
        errors: Iterable[tuple[int, str]] = (),
        creates: bool | None = None,
        summary: str | None = None,
        documented: bool = True,
        also: Iterable[int] = (),
        media_type: str | None = None,
    ) -> Callable[[F], F]:
        """Declare a route and register its view (see the module docstring).

        ``creates`` defaults to True for a POST answering 201.
        """
        method = method.upper()
        spec = RouteSpec(
            method=method,
            path=path,
            operation_id=operation_id,
            permission=permission,
            status=status,
            errors=tuple(errors),
            creates=(method == "POST" and status == HTTPStatus.CREATED) if creates is None else creates,
            tag=self.tag,
            documented=documented,
            also=tuple(also),
            media_type=media_type,
        )
        self.declared.append(spec)

        def decorator(view: F) -> F:
            doc = (view.__doc__ or "").strip()
            first = doc.split("\n\n", 1)[0].replace("\n", " ") if doc else None
            self.route(
                rule=_rule(path),
                method=method,
                operation_id=operation_id,
                tags=[self.tag],
                summary=summary or (_summary(first) if first else None),
                description=doc or None,
                responses=cast("dict[int, OpenAPIResponse]", spec.openapi_responses()),
                security=[] if spec.public else [{"InternalBearerAuth" if spec.internal else "BearerAuth": []}],
                openapi_extensions={"x-required-permission": permission} if permission not in (None, PUBLIC) else None,
                middlewares=[_answer_with(status)] if status != HTTPStatus.OK else None,
                include_in_schema=documented,
            )(view)
            return view

        return decorator

    def get(self, path: str, **kwargs: Any) -> Callable[[F], F]:  # type: ignore[override]
        return self.declare("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> Callable[[F], F]:  # type: ignore[override]
        return self.declare("POST", path, **kwargs)

    def put(self, path: str, **kwargs: Any) -> Callable[[F], F]:  # type: ignore[override]
        return self.declare("PUT", path, **kwargs)

    def patch(self, path: str, **kwargs: Any) -> Callable[[F], F]:  # type: ignore[override]
        return self.declare("PATCH", path, **kwargs)

    def delete(self, path: str, **kwargs: Any) -> Callable[[F], F]:  # type: ignore[override]
        return self.declare("DELETE", path, **kwargs)


def _answer_with(status: int) -> Callable[..., Any]:
    """A route middleware giving the view's plain result the declared success status (e.g. 201).

    Powertools answers 200 for a returned body; the response model and validation are unchanged
    (the view keeps its own signature, so its annotations are still resolved on first use)."""

    def middleware(app: Any, next_middleware: Callable[..., Any]) -> Any:
        response = next_middleware(app)
        if response.status_code == HTTPStatus.OK:
            response.status_code = status
        return response

    return middleware


@dataclass
class RouteTable:
    """Every route of one function: the permission map ``make_handler`` enforces."""

    specs: list[RouteSpec] = field(default_factory=list)

    def add(self, specs: Iterable[RouteSpec]) -> None:
        for spec in specs:
            if any(s.key == spec.key for s in self.specs):
                raise ValueError(f"route declared twice: {spec.method} {spec.path}")
            self.specs.append(spec)

    def get(self, key: tuple[str, str]) -> RouteSpec | None:
        return next((s for s in self.specs if s.key == key), None)

    def permissions(self) -> dict[tuple[str, str], str | None]:
        """``(METHOD, path)`` -> permission (``AUTHENTICATED``/``PUBLIC`` as declared)."""
        return {s.key: s.permission for s in self.specs}
