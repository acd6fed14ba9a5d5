"""An in-process stand-in for API Gateway (REST API, Lambda proxy v1) driven by template.yaml.

It reads the functions, routes, authorizer and GatewayResponses from template.yaml, builds the same
REQUEST-authorizer and proxy events that API Gateway builds, and calls the very ``lambda_handler``
functions that Lambda calls. The local HTTP gateway (local/gateway.py) and the integration tests
both go through :class:`ApiGateway`, so there is no second code path.

Lambda keeps a function's execution environment warm between invocations: the same process and the
same thread, so what a handler keeps per thread (the lake's DuckDB connection and its in-memory
tables, store/lake/engine.py) is there for the next request. ``ApiGateway(environments=True)`` (the
HTTP gateway) runs every invocation of a function on that function's one :class:`ExecutionEnvironment`
thread, whichever thread received the request; without it (the integration tests) a handler runs on
the caller's thread, which is one thread for a whole test session anyway.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import queue
import re
import sys
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import parse_qs, unquote

import yaml
from cfn_tools.yaml_loader import construct_mapping, multi_constructor

ROOT = Path(__file__).resolve().parent.parent
_IMPORT_LOCK = threading.RLock()
TEMPLATE = ROOT / "template.yaml"
LAYER = ROOT / "layers" / "shared"


@dataclass
class Route:
    """One API route of the template: method, resource path, and the function serving it."""

    method: str
    resource: str
    function: str
    public: bool
    pattern: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        regex = re.sub(r"\\\{([A-Za-z0-9_]+)\\\}", r"(?P<\1>[^/]+)", re.escape(self.resource))
        self.pattern = re.compile(f"^{regex}$")


@dataclass
class GatewayResult:
    """What the client receives: status, headers, body text."""

    status: int
    headers: dict[str, str]
    body: str

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


class LambdaContext:
    """The attributes of a Lambda context object that Powertools reads."""

    def __init__(self, name: str) -> None:
        self.function_name = name
        self.memory_limit_in_mb = 512
        self.invoked_function_arn = f"arn:aws:lambda:eu-west-1:000000000000:function:{name}"
        self.aws_request_id = str(uuid.uuid4())

    def get_remaining_time_in_millis(self) -> int:
        return 10_000


class ExecutionEnvironment:
    """One function's warm execution environment: a persistent daemon thread that runs the function's
    invocations one at a time, in arrival order, as Lambda runs the events it gives one environment.

    :meth:`run` hands a call to that thread and waits for its result (or re-raises its exception),
    so the caller's thread may be a new one per HTTP request while the handler always runs on the
    same thread: its thread-local state (the lake's DuckDB connection, store/lake/engine.py) lives
    from one request to the next. A call made from the environment's own thread runs inline.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.invocations = 0
        self._calls: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]]] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._serve, name=f"lambda-{name}", daemon=True)
        self.thread.start()

    def run(self, call: Callable[[], Any]) -> Any:
        """``call()`` on this environment's thread; its return value, or its exception raised here."""
        if threading.current_thread() is self.thread:
            return call()
        done: Future[Any] = Future()
        self._calls.put((call, done))
        return done.result()

    def _serve(self) -> None:
        while True:
            call, done = self._calls.get()
            if not done.set_running_or_notify_cancel():
                continue
            self.invocations += 1
            try:
                done.set_result(call())
            except BaseException as error:  # noqa: BLE001 - handed to the waiting caller, who re-raises it
                done.set_exception(error)


def _ensure_layer_on_path() -> None:
    if str(LAYER) not in sys.path:
        sys.path.insert(0, str(LAYER))


def load_function_module(code_uri: str, handler: str, logical_id: str) -> tuple[ModuleType, Callable[..., Any]]:
    """Import a function's module from its CodeUri under a unique name; return (module, handler).

    The CodeUri folder goes on ``sys.path`` as Lambda puts it there, so a function's own packages
    (e.g. ``config_api``) import; they carry function-specific names so folders cannot collide.
    """
    _ensure_layer_on_path()
    code_dir = str(ROOT / code_uri)
    if code_dir not in sys.path:
        sys.path.append(code_dir)
    module_name, _, attr = handler.rpartition(".")
    path = ROOT / code_uri / f"{module_name}.py"
    unique = f"lambda_{logical_id}"
    with _IMPORT_LOCK:  # the HTTP lane and the queue pollers may cold-start two functions at once
        if unique in sys.modules:
            module = sys.modules[unique]
        else:
            spec = importlib.util.spec_from_file_location(unique, path)
            assert spec and spec.loader
            module = importlib.util.module_from_spec(spec)
            sys.modules[unique] = module
            try:
                spec.loader.exec_module(module)
            except BaseException:
                del sys.modules[unique]  # a failed cold start leaves nothing half-loaded behind
                raise
    return module, getattr(module, attr)


class _CfnLoader(yaml.CSafeLoader):
    """cfn_tools' CloudFormation loader (``!Ref``, ``!GetAtt``, ``!Sub``... as ``{"Fn::...": ...}``) on
    libyaml's parser: the same document in 0.04 s instead of 0.28 s, loaded by every test process and
    every local gateway."""


_CfnLoader.add_constructor("tag:yaml.org,2002:map", construct_mapping)
_CfnLoader.add_multi_constructor("!", multi_constructor)


def load_template(text: str) -> Any:
    """template.yaml's text as data, its intrinsic functions as ``cfn_tools.load_yaml`` gives them."""
    return yaml.load(text, Loader=_CfnLoader)  # noqa: S506 - a SafeLoader with CloudFormation's tags


class Template:
    """The parts of template.yaml that the gateway needs."""

    def __init__(self, path: Path = TEMPLATE) -> None:
        self.doc = load_template(path.read_text())
        self.resources: dict[str, Any] = self.doc["Resources"]
        api = self.resources["Api"]["Properties"]
        self.stage = "dev"
        self.gateway_responses: dict[str, Any] = api.get("GatewayResponses", {})
        auth = api.get("Auth", {})
        default_authorizer = auth.get("DefaultAuthorizer")
        fn_arn = auth["Authorizers"][default_authorizer]["FunctionArn"]
        self.authorizer_function = fn_arn["Fn::GetAtt"][0] if isinstance(fn_arn, dict) else fn_arn.split(".")[0]
        self.routes: list[Route] = []
        for logical_id, resource in self.resources.items():
            if resource.get("Type") != "AWS::Serverless::Function":
                continue
            for event in (resource["Properties"].get("Events") or {}).values():
                if event.get("Type") != "Api":
                    continue
                props = event["Properties"]
                public = (props.get("Auth") or {}).get("Authorizer") == "NONE"
                self.routes.append(Route(props["Method"].upper(), props["Path"], logical_id, public))
        # The Api's DefinitionBody (merged with the events by SAM): an ``ANY`` method with a MOCK
        # integration on each declared resource, which answers every method the resource does not
        # declare itself (405 with ``Allow``; explicit methods take precedence, as in API Gateway).
        self.mock_responses: dict[str, dict[str, Any]] = {}
        self.any_method_routes: list[Route] = []
        for resource_path, methods in ((api.get("DefinitionBody") or {}).get("paths") or {}).items():
            integration = (methods.get("x-amazon-apigateway-any-method") or {}).get("x-amazon-apigateway-integration") or {}
            if integration.get("type") == "mock":
                self.mock_responses[resource_path] = integration["responses"]["default"]
                self.any_method_routes.append(Route("ANY", resource_path, "", public=True))

    def function(self, logical_id: str) -> tuple[str, str]:
        """(CodeUri, Handler) of a function."""
        props = self.resources[logical_id]["Properties"]
        return props["CodeUri"], props["Handler"]

    def functions_with_event(self, event_type: str) -> list[str]:
        """Logical ids of functions that have an event source of ``event_type`` (e.g. SQS)."""
        return [
            logical_id
            for logical_id, r in self.resources.items()
            if r.get("Type") == "AWS::Serverless::Function"
            and any(e.get("Type") == event_type for e in (r["Properties"].get("Events") or {}).values())
        ]


def _specificity(resource: str) -> tuple[bool, ...]:
    """Sort key of a resource among those matching a path: literal segments win over parameters,
    from the left (``/api/plans/bulk`` before ``/api/plans/{plan_id}``)."""
    return tuple(not segment.startswith("{") for segment in resource.split("/"))


class ApiGateway:
    """Routes requests like API Gateway: authorizer first, then the function, errors as GatewayResponses."""

    def __init__(self, template: Template | None = None, environments: bool = False) -> None:
        """``environments``: run each function's invocations on its own persistent thread
        (:class:`ExecutionEnvironment`, the HTTP gateway); False runs them on the caller's thread."""
        self.template = template or Template()
        self._handlers: dict[str, Callable[..., Any]] = {}
        self.environments: dict[str, ExecutionEnvironment] | None = {} if environments else None
        self._environments_lock = threading.Lock()

    def environment(self, logical_id: str) -> ExecutionEnvironment:
        """The execution environment of a function (made on its first invocation).

        Raises:
            RuntimeError: the gateway was made without ``environments``.
        """
        if self.environments is None:
            raise RuntimeError("this ApiGateway runs handlers on the caller's thread (environments=False)")
        with self._environments_lock:
            if logical_id not in self.environments:
                self.environments[logical_id] = ExecutionEnvironment(logical_id)
            return self.environments[logical_id]

    def call(self, logical_id: str, event: Any, context: Any) -> Any:
        """Invoke a function's ``lambda_handler`` with ``event`` and ``context``: in its execution
        environment when the gateway has them (its cold start, the import, happens there too), else
        on this thread. The handler's exception propagates."""
        if self.environments is None:
            return self.handler(logical_id)(event, context)
        return self.environment(logical_id).run(lambda: self.handler(logical_id)(event, context))

    def handler(self, logical_id: str) -> Callable[..., Any]:
        """The Lambda handler of a function, imported on first use (like a cold start)."""
        if logical_id not in self._handlers:
            code_uri, handler = self.template.function(logical_id)
            self._handlers[logical_id] = load_function_module(code_uri, handler, logical_id)[1]
        return self._handlers[logical_id]

    def gateway_response(self, response_type: str, fallback_status: int) -> GatewayResult:
        """Render a GatewayResponse of template.yaml (falling back to DEFAULT_4XX/5XX like API Gateway)."""
        spec = self.template.gateway_responses.get(response_type)
        if spec is None:
            family = "DEFAULT_5XX" if fallback_status >= HTTPStatus.INTERNAL_SERVER_ERROR else "DEFAULT_4XX"
            spec = self.template.gateway_responses.get(family, {})
        status = int(spec.get("StatusCode", fallback_status))
        body = (spec.get("ResponseTemplates") or {}).get("application/json", '{"message":"error"}')
        headers = {"Content-Type": "application/json"}
        for name, value in ((spec.get("ResponseParameters") or {}).get("Headers") or {}).items():
            headers[name] = value.strip("'")
        return GatewayResult(status, headers, body)

    def mock_response(self, resource: str, method: str) -> GatewayResult:
        """What API Gateway answers from the MOCK integration of ``resource``'s ``ANY`` method: its default
        integration response's status, headers (``method.response.header.*``, static values) and JSON
        template (``$context.httpMethod`` is the only variable it uses). No authorizer, no function."""
        spec = self.template.mock_responses[resource]
        headers = {"Content-Type": "application/json"}
        for name, value in (spec.get("responseParameters") or {}).items():
            headers[name.removeprefix("method.response.header.")] = value.strip("'")
        body = (spec.get("responseTemplates") or {}).get("application/json", "")
        return GatewayResult(int(spec["statusCode"]), headers, body.replace("$context.httpMethod", method))

    def match(self, method: str, path: str) -> tuple[Route, dict[str, str]] | None:
        """The route serving ``method path`` and its path parameters, or None.

        As API Gateway: the resource is chosen first (a literal segment before a ``{param}``), then
        the method on it, an explicit method before the resource's ``ANY`` (a MOCK integration of the
        DefinitionBody). Locally ``ANY`` takes every method (TRACE too); deployed, API Gateway's ANY
        covers the seven standard methods."""
        matching = [
            (route, found.groupdict())
            for route in [*self.template.routes, *self.template.any_method_routes]
            if (found := route.pattern.match(path))
        ]
        if not matching:
            return None
        resource = max((route.resource for route, _ in matching), key=_specificity)
        on_resource = [(route, params) for route, params in matching if route.resource == resource]
        for wanted in (method, "ANY"):
            for route, params in on_resource:
                if route.method == wanted:
                    return route, params
        return None

    def invoke(
        self,
        method: str,
        raw_path: str,
        headers: dict[str, str] | None = None,
        body: str | bytes | None = None,
        source_ip: str = "127.0.0.1",
    ) -> GatewayResult:
        """Handle one HTTP request. ``raw_path`` may carry a query string."""
        method = method.upper()
        path, _, query = raw_path.partition("?")
        headers = dict(headers or {})
        matched = self.match(method, path)
        if matched is None:
            return self.gateway_response("MISSING_AUTHENTICATION_TOKEN", 403)
        route, path_params = matched
        if route.method == "ANY" and route.resource in self.template.mock_responses:
            return self.mock_response(route.resource, method)
        path_params = {name: unquote(value) for name, value in path_params.items()}  # API Gateway decodes them
        multi_query = parse_qs(query, keep_blank_values=True) if query else {}
        request_context: dict[str, Any] = {
            "resourcePath": route.resource,
            "httpMethod": method,
            "path": f"/{self.template.stage}{path}",
            "stage": self.template.stage,
            "requestId": str(uuid.uuid4()),
            "identity": {"sourceIp": source_ip, "userAgent": headers.get("User-Agent", "")},
            "accountId": "000000000000",
            "apiId": "local",
        }
        common = {
            "resource": route.resource,
            "path": unquote(path),  # API Gateway passes the decoded path (the route was matched on the raw one)
            "httpMethod": method,
            "headers": headers,
            "multiValueHeaders": {k: [v] for k, v in headers.items()},
            "queryStringParameters": {k: v[-1] for k, v in multi_query.items()} or None,
            "multiValueQueryStringParameters": multi_query or None,
            "pathParameters": path_params or None,
            "stageVariables": None,
        }
        if not route.public:
            auth_event = {
                "type": "REQUEST",
                "methodArn": f"arn:aws:execute-api:eu-west-1:000000000000:local/{self.template.stage}/{method}{route.resource}",
                **common,
                "requestContext": dict(request_context),
            }
            try:
                policy = self.call(self.template.authorizer_function, auth_event, LambdaContext("authorizer"))
            except Exception as error:  # noqa: BLE001 - API Gateway: "Unauthorized" -> 401, anything else -> 500
                if str(error) == "Unauthorized":
                    return self.gateway_response("UNAUTHORIZED", 401)
                return self.gateway_response("AUTHORIZER_FAILURE", 500)
            statements = policy.get("policyDocument", {}).get("Statement", [])
            if not statements or any(s.get("Effect") != "Allow" for s in statements):
                return self.gateway_response("ACCESS_DENIED", 403)
            request_context["authorizer"] = {**policy.get("context", {}), "principalId": policy.get("principalId")}
        if isinstance(body, bytes):
            encoded, is_b64 = base64.b64encode(body).decode(), True
        else:
            encoded, is_b64 = body, False
        event = {**common, "requestContext": request_context, "body": encoded, "isBase64Encoded": is_b64}
        try:
            response = self.call(route.function, event, LambdaContext(route.function))
        except Exception:  # noqa: BLE001 - a crashed function: API Gateway answers 502
            return self.gateway_response("DEFAULT_5XX", 502)
        out_headers: dict[str, str] = dict(response.get("headers") or {})
        for key, values in (response.get("multiValueHeaders") or {}).items():
            out_headers[key] = ",".join(str(v) for v in values)
        text = response.get("body") or ""
        if response.get("isBase64Encoded"):
            text = base64.b64decode(text).decode()
        return GatewayResult(int(response.get("statusCode", 200)), out_headers, text)


def declared_routes(template: Template | None = None) -> list[tuple[str, Any]]:
    """Every route the API functions declare, as ``(function logical id, RouteSpec)``.

    The declarations (``inventory_planning.api.routes``) are the one source of the permission map,
    the OpenAPI document and the test tables; template.yaml is checked against them.
    """
    template = template or Template()
    out: list[tuple[str, Any]] = []
    for logical_id in sorted({route.function for route in template.routes}):
        code_uri, handler = template.function(logical_id)
        module, _ = load_function_module(code_uri, handler, logical_id)
        out.extend((logical_id, spec) for spec in module.app.specs)
    return out
