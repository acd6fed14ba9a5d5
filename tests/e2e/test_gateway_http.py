"""The local gateway over HTTP answers every method and malformed request with API Gateway's
envelope (template.yaml's GatewayResponses), never http.server's HTML pages."""

from __future__ import annotations

import json
import socket
from urllib.parse import urlsplit

import pytest


@pytest.mark.parametrize("method", ["TRACE", "PROPFIND", "PUT"])
def test_a_method_the_path_does_not_declare_is_405_with_allow(stack, http, method):
    response = http.request(method, "/api/shops", stack["token"])
    assert response.status == 405, response.body
    assert response.headers["content-type"].startswith("application/json")
    assert response.headers["allow"] == "GET"
    body = response.json()
    assert body["success"] is False and body["errorCode"] == "METHOD_NOT_ALLOWED"


@pytest.mark.parametrize("method", ["TRACE", "GET"])
def test_any_method_on_an_unknown_path_is_the_not_found_envelope(stack, http, method):
    response = http.request(method, "/api/no-such-path", stack["token"])
    assert response.status == 404, response.body
    assert response.json()["errorCode"] == "NOT_FOUND"


def test_a_request_http_server_refuses_itself_is_the_gateway_envelope(stack):
    """An HTTP version the server does not speak: http.server's own error, in the envelope."""
    address = urlsplit(stack["baseUrl"])
    with socket.create_connection((address.hostname, address.port), timeout=30) as connection:
        connection.sendall(b"GET /api/shops HTTP/2.0\r\n\r\n")
        raw = b""
        while chunk := connection.recv(65536):
            raw += chunk
    head, _, payload = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.") and b" 505 " in head.split(b"\r\n")[0], head
    assert b"application/json" in head.lower()
    body = json.loads(payload)
    assert body["success"] is False and body["errorCode"] == "INTERNAL_ERROR" and body["error"]
