"""The local stack's rate-limit knob: RATE_LIMIT_PER_MINUTE reaches the handlers' environment."""

from __future__ import annotations

import pytest

from local.stack import handler_environment, rate_limit_from_environment

ENDPOINTS = {"dynamodb_url": "http://127.0.0.1:1", "aws_url": "http://127.0.0.1:2", "jwks_url": "file:///k", "oidc_issuer": "i"}


def test_rate_limit_from_environment_defaults_to_100_and_refuses_what_the_log_cannot_hold():
    assert rate_limit_from_environment({}) == 100
    assert rate_limit_from_environment({"RATE_LIMIT_PER_MINUTE": " 7 "}) == 7
    assert rate_limit_from_environment({"RATE_LIMIT_PER_MINUTE": "10000"}) == 10000
    for bad in ("0", "-5", "1.5", "many", "10001"):
        with pytest.raises(ValueError, match="RATE_LIMIT_PER_MINUTE"):
            rate_limit_from_environment({"RATE_LIMIT_PER_MINUTE": bad})


def test_handler_environment_carries_the_limit(monkeypatch):
    monkeypatch.delenv("RATE_LIMIT_PER_MINUTE", raising=False)
    assert handler_environment(**ENDPOINTS)["RATE_LIMIT_PER_MINUTE"] == "100"
    monkeypatch.setenv("RATE_LIMIT_PER_MINUTE", "250")  # RATE_LIMIT_PER_MINUTE=250 make run
    assert handler_environment(**ENDPOINTS)["RATE_LIMIT_PER_MINUTE"] == "250"
    assert handler_environment(**ENDPOINTS, rate_limit_per_minute=3)["RATE_LIMIT_PER_MINUTE"] == "3"


def test_a_function_cold_started_from_two_threads_loads_once_and_whole(tmp_path):
    """The HTTP lane and a queue poller may import functions at the same moment: no thread sees a
    half-loaded module (an importing module is in sys.modules before its body has run)."""
    import threading

    from local.apigw import load_function_module

    body = "import time\ntime.sleep(0.3)\ndef lambda_handler(event, context):\n    return 1\n"
    (tmp_path / "app.py").write_text(body)
    results: list[object] = []
    errors: list[BaseException] = []

    def load() -> None:
        try:
            results.append(load_function_module(str(tmp_path), "app.lambda_handler", "ConcurrentColdStart")[1])
        except BaseException as error:  # collected and asserted below
            errors.append(error)

    threads = [threading.Thread(target=load) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(results) == 6 and len({id(r) for r in results}) == 1


def test_a_failed_cold_start_leaves_nothing_behind(tmp_path):
    import sys

    import pytest

    from local.apigw import load_function_module

    (tmp_path / "app.py").write_text("raise RuntimeError('broken at import')\n")
    with pytest.raises(RuntimeError):
        load_function_module(str(tmp_path), "app.lambda_handler", "BrokenColdStart")
    assert "lambda_BrokenColdStart" not in sys.modules
    (tmp_path / "app.py").write_text("def lambda_handler(event, context):\n    return 2\n")
    assert load_function_module(str(tmp_path), "app.lambda_handler", "BrokenColdStart")[1](None, None) == 2


# ------------------------------------------------------------------ warm execution environments
def _recording_gateway():
    """An ApiGateway with execution environments whose health function (public: no authorizer) is a
    stub recording the thread of each invocation; (gateway, function id, threads seen)."""
    import threading

    from local.apigw import ApiGateway

    api = ApiGateway(environments=True)
    route, _ = api.match("GET", "/api/health")
    seen: list[str] = []
    lock = threading.Lock()

    def handler(event, context):
        with lock:
            seen.append(threading.current_thread().name)
        return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": '{"status":"ok"}'}

    api._handlers[route.function] = handler  # the stub stands in for the imported handler
    return api, route.function, seen


def test_a_function_runs_every_invocation_on_its_one_warm_thread():
    """As Lambda keeps an execution environment: two requests to one function, received on two
    threads, run on the same thread (so its per-thread DuckDB connection survives between them)."""
    import threading

    api, function, seen = _recording_gateway()
    received: list[threading.Thread] = []

    def request() -> None:
        received.append(threading.current_thread())
        assert api.invoke("GET", "/api/health").status == 200

    for _ in range(2):
        thread = threading.Thread(target=request)
        thread.start()
        thread.join()
    assert received[0] is not received[1]  # two request threads ...
    assert seen == [f"lambda-{function}"] * 2  # ... one execution environment
    assert api.environments[function].invocations == 2


def test_concurrent_requests_over_http_all_complete_on_the_function_environment():
    import threading
    import urllib.request

    from local.gateway import LocalGatewayServer

    api, function, seen = _recording_gateway()
    server = LocalGatewayServer(("127.0.0.1", 0), api)
    serving = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    serving.start()
    statuses: list[int] = []
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/api/health"

        def get() -> None:
            with urllib.request.urlopen(url, timeout=30) as response:  # loopback
                statuses.append(response.status)

        clients = [threading.Thread(target=get) for _ in range(8)]
        for client in clients:
            client.start()
        for client in clients:
            client.join(60)
    finally:
        server.shutdown()
        server.server_close()
    assert statuses == [200] * 8
    assert seen == [f"lambda-{function}"] * 8


def test_the_gateway_answers_on_sockets_without_nagles_delay():
    """Headers and body leave in two writes; with Nagle's algorithm on, the body of a kept-alive
    connection's response waits for the client's delayed ACK (about 40 ms a request)."""
    import http.client
    import socket
    import threading

    from local.gateway import GatewayRequestHandler, LocalGatewayServer

    api, _, _ = _recording_gateway()
    accepted: list[int] = []

    class Recording(GatewayRequestHandler):
        def setup(self) -> None:
            super().setup()
            accepted.append(self.connection.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))

    server = LocalGatewayServer(("127.0.0.1", 0), api)
    server.RequestHandlerClass = Recording
    serving = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    serving.start()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=30)
        for _ in range(2):  # one kept-alive connection, two requests
            connection.request("GET", "/api/health")
            response = connection.getresponse()
            response.read()
            assert response.status == 200
        connection.close()
    finally:
        server.shutdown()
        server.server_close()
    assert len(accepted) == 1 and accepted[0] != 0


def test_an_execution_environment_hands_back_the_handler_exception_and_keeps_serving():
    import threading

    import pytest

    from local.apigw import ExecutionEnvironment

    environment = ExecutionEnvironment("Failing")

    def boom() -> None:
        raise ValueError("the handler failed")

    with pytest.raises(ValueError, match="the handler failed"):
        environment.run(boom)
    assert environment.run(lambda: threading.current_thread().name) == "lambda-Failing"
    assert environment.run(lambda: environment.run(lambda: 3)) == 3  # a call from its own thread runs inline
