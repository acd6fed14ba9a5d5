"""CALL_WEBHOOK against a real HTTP receiver on 127.0.0.1 (services/workflows/nodes/webhook.py):
success, retries, 4xx, timeout, saveResponseAs, redirects, the address refusals, credentials and the
hosts they may be sent to."""

from __future__ import annotations

import base64
import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from inventory_planning.domain.workflows.configs.webhook import CallWebhookConfig
from inventory_planning.domain.workflows.credentials import CredentialCreate
from inventory_planning.domain.workflows.nodes import NodeFailed, TriggerMatch
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.services.workflows import credentials
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.services.workflows.nodes import execute, webhook
from inventory_planning.store.workflows import credentials as credential_store

REAL_GETADDRINFO = socket.getaddrinfo


class Receiver:
    """A receiver on 127.0.0.1: ``plan[path]`` lists the answers ``(status, body, headers, delay s)``
    given in turn (the last one repeats); ``requests`` records ``(method, path, headers, body)``."""

    def __init__(self) -> None:
        self.plan: dict[str, list[tuple[int, bytes, dict[str, str], float]]] = {}
        self.requests: list[tuple[str, str, dict[str, str], bytes]] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                receiver.requests.append((self.command, self.path, dict(self.headers.items()), body))
                answers = receiver.plan.get(
                    self.path.split("?")[0], [(200, b'{"ok": true}', {"Content-Type": "application/json"}, 0)]
                )
                status, payload, headers, delay = answers.pop(0) if len(answers) > 1 else answers[0]
                if delay:
                    threading.Event().wait(delay)
                self.send_response(status)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _answer

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver(monkeypatch):
    monkeypatch.setenv("WORKFLOW_WEBHOOK_ALLOW_LOOPBACK", "true")
    waits: list[float] = []
    monkeypatch.setattr(webhook, "_sleep", waits.append)
    server = Receiver()
    server.waits = waits
    yield server
    server.close()


def _ctx(org: str = "org-hooks") -> NodeContext:
    return NodeContext(
        org,
        {"id": "wf_1", "name": "Broken sizes"},
        "run_7",
        Caller(org, Actor("WORKFLOW", "wf_1"), source_ref="run_7"),
        trigger=TriggerMatch("VARIANT", ("v1", "v2", "v3")),
        outputs={"plan": {"planId": "pl_42", "planName": "Restock north", "isNew": True}},
    )


def _run(config: dict, ctx: NodeContext | None = None):
    return execute("CALL_WEBHOOK", CallWebhookConfig.model_validate(config), ctx or _ctx())


def _fails(config: dict, ctx: NodeContext | None = None) -> NodeFailed:
    with pytest.raises(NodeFailed) as caught:
        _run(config, ctx)
    return caught.value


def test_success_sends_the_rendered_request_and_saves_the_response(receiver):
    receiver.plan["/hook"] = [(201, b'{"received": 3, "ref": "R-1"}', {"Content-Type": "application/json"}, 0)]
    result = _run(
        {
            "url": receiver.url("/hook"),
            "method": "POST",
            "headers": [{"key": "X-Plan", "value": "{{ steps.plan.output.planId }}"}],
            "queryParams": [{"key": "run", "value": "{{ run.id }}"}],
            "bodyType": "json",
            "bodyTemplate": '{"planId": {{ steps.plan.output.planId | tojson }}, "count": {{ trigger.matchedCount }}}',
            "saveResponseAs": "receipt",
        }
    )
    assert result.status == "SUCCEEDED"
    assert result.output["statusCode"] == 201 and result.output["attempts"] == 1 and result.retry_count == 0
    assert result.output["receipt"] == {"received": 3, "ref": "R-1"}
    method, path, headers, body = receiver.requests[0]
    assert (method, path) == ("POST", "/hook?run=run_7")
    assert json.loads(body) == {"planId": "pl_42", "count": 3}  # three matched variants
    assert headers["X-Plan"] == "pl_42"
    assert headers["Content-Type"] == "application/json"
    assert headers["Host"] == f"127.0.0.1:{receiver.port}"
    assert headers["X-Workflow-Run-Id"] == "run_7"
    assert result.resolved_input["url"] == receiver.url("/hook")
    assert result.resolved_input["body"] == '{"planId":"pl_42","count":3}'
    assert result.logs[0]["message"].startswith("attempt 1: 201 in ")


def test_a_5xx_is_retried_with_backoff_then_succeeds(receiver):
    receiver.plan["/flaky"] = [
        (503, b"busy", {}, 0),
        (429, b"slow down", {}, 0),
        (200, b"fine", {"Content-Type": "text/plain"}, 0),
    ]
    result = _run({"url": receiver.url("/flaky"), "retries": {"count": 3, "backoffMs": 200}, "saveResponseAs": "reply"})
    assert result.output["attempts"] == 3 and result.retry_count == 2
    assert result.output["reply"] == "fine"
    assert receiver.waits == [0.2, 0.4]  # backoffMs 200 then 200 * 2 = 400 ms
    assert [entry["message"].split(" in ")[0] for entry in result.logs] == ["attempt 1: 503", "attempt 2: 429", "attempt 3: 200"]


def test_every_attempt_of_a_step_carries_one_idempotency_key(receiver):
    """A receiver applies a call once: the step's retries and a re-run of the step (the job worker's
    invocation retried) send the same key; another step of the run its own; the config's header wins."""
    from dataclasses import replace

    receiver.plan["/once"] = [(503, b"", {}, 0), (200, b"", {}, 0), (200, b"", {}, 0), (200, b"", {}, 0), (200, b"", {}, 0)]
    config = {"url": receiver.url("/once"), "retries": {"count": 1, "backoffMs": 10}}
    _run(config, replace(_ctx(), node_id="notify"))  # 503, then 200
    _run(config, replace(_ctx(), node_id="notify"))  # the step run again
    _run(config, replace(_ctx(), node_id="notify_2"))
    _run({**config, "headers": [{"key": "idempotency-key", "value": "mine"}]}, replace(_ctx(), node_id="notify_3"))
    keys = [[v for k, v in headers.items() if k.lower() == "idempotency-key"] for _, _, headers, _ in receiver.requests]
    assert keys == [["run_7:notify"]] * 3 + [["run_7:notify_2"], ["mine"]]
    assert [headers.get("X-Workflow-Node-Id") for _, _, headers, _ in receiver.requests][:4] == ["notify"] * 3 + ["notify_2"]


def test_retry_after_lengthens_the_wait_up_to_30_seconds(receiver):
    receiver.plan["/busy"] = [(429, b"", {"Retry-After": "2"}, 0), (503, b"", {"Retry-After": "90"}, 0), (200, b"", {}, 0)]
    result = _run({"url": receiver.url("/busy"), "retries": {"count": 2, "backoffMs": 500}})
    assert result.output["attempts"] == 3
    assert receiver.waits == [2.0, 30.0]  # max(0.5 s, 2 s); max(1 s, 90 s) capped at 30 s


def test_a_4xx_is_not_retried(receiver):
    receiver.plan["/missing"] = [(404, b"nope", {}, 0)]
    error = _fails({"url": receiver.url("/missing"), "retries": {"count": 4, "backoffMs": 10}})
    assert error.code == "WEBHOOK_FAILED"
    assert error.details["statusCode"] == 404 and error.details["attempts"] == 1 and error.retry_count == 0
    assert len(receiver.requests) == 1 and receiver.waits == []


def test_retries_exhausted_on_5xx(receiver):
    receiver.plan["/down"] = [(502, b"", {}, 0)]
    error = _fails({"url": receiver.url("/down"), "retries": {"count": 2, "backoffMs": 100}})
    assert error.details == {
        "attempts": 3,
        "lastError": "status 502 is not a success",
        "statusCode": 502,
        "attemptLog": error.details["attemptLog"],
    }
    assert len(receiver.requests) == 3 and receiver.waits == [0.1, 0.2]  # 100, then 100 * 2 ms
    assert error.retry_count == 2


def test_a_timeout_fails_the_attempt(receiver):
    receiver.plan["/slow"] = [(200, b"late", {}, 1.0)]
    error = _fails({"url": receiver.url("/slow"), "timeoutMs": 200, "retries": {"count": 1, "backoffMs": 0}})
    assert error.code == "WEBHOOK_FAILED"
    assert error.details["attempts"] == 2 and "statusCode" not in error.details
    assert error.details["lastError"] == "no answer within 200 ms"


def test_listed_success_codes_and_redirects_not_followed(receiver):
    receiver.plan["/moved"] = [(302, b"", {"Location": "/elsewhere"}, 0)]
    error = _fails({"url": receiver.url("/moved")})
    assert error.details["statusCode"] == 302
    result = _run({"url": receiver.url("/moved"), "successStatusCodes": [[300, 399]]})
    assert result.output["statusCode"] == 302
    assert [path for _, path, _, _ in receiver.requests] == ["/moved", "/moved"]  # never /elsewhere


def test_a_large_response_is_cut_at_64_kib(receiver):
    receiver.plan["/big"] = [(200, b"x" * 70_000, {"Content-Type": "text/plain"}, 0)]
    result = _run({"url": receiver.url("/big"), "method": "GET", "saveResponseAs": "page"})
    assert len(result.output["page"]) == 65_536 and result.output["responseTruncated"] is True  # 64 * 1024


def test_form_and_raw_bodies(receiver):
    _run({"url": receiver.url("/form"), "bodyType": "form", "bodyTemplate": '{"plan": "{{ steps.plan.output.planId }}", "n": 2}'})
    _run(
        {
            "url": receiver.url("/raw"),
            "method": "PUT",
            "headers": [{"key": "Content-Type", "value": "text/html"}],
            "bodyType": "raw",
            "bodyTemplate": "<p>{{ workflow.name }} & {{ '<b>' }}</p>",
        }
    )
    (_, _, form_headers, form_body), (_, _, raw_headers, raw_body) = receiver.requests
    assert form_body == b"plan=pl_42&n=2" and form_headers["Content-Type"] == "application/x-www-form-urlencoded"
    assert raw_body == b"<p>Broken sizes & &lt;b&gt;</p>" and raw_headers["Content-Type"] == "text/html"


def test_http_and_loopback_are_refused_when_deployed(receiver, monkeypatch):
    monkeypatch.setenv("WORKFLOW_WEBHOOK_ALLOW_LOOPBACK", "false")
    error = _fails({"url": receiver.url("/hook")})
    assert error.code == "WEBHOOK_ADDRESS_REFUSED" and error.details["rule"] == "scheme"
    error = _fails({"url": f"https://127.0.0.1:{receiver.port}/hook"})
    assert error.code == "WEBHOOK_ADDRESS_REFUSED" and error.details["rule"] == "loopback"
    assert receiver.requests == []


def _resolving(monkeypatch, answers: list[str], calls: list[str]):
    def fake(host, port, *args, **kwargs):
        try:
            socket.inet_pton(socket.AF_INET6 if ":" in host else socket.AF_INET, host)
            return REAL_GETADDRINFO(host, port, *args, **kwargs)  # an address: urllib3 connecting to the pinned one
        except OSError:
            calls.append(host)
        return [(socket.AF_INET6 if ":" in a else socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, port)) for a in answers]

    monkeypatch.setattr(webhook.socket, "getaddrinfo", fake)


@pytest.mark.parametrize(
    ("answers", "rule"),
    [
        (["10.0.0.7"], "private"),
        (["93.184.216.34", "192.168.0.3"], "private"),  # ANY refused address refuses the call
        (["169.254.169.254"], "metadata"),
        (["fd00:ec2::254"], "metadata"),
        (["::ffff:169.254.169.254"], "metadata"),
        (["::ffff:10.1.1.1"], "private"),
        (["100.64.3.4"], "shared"),
        (["169.254.3.4"], "link-local"),
    ],
)
def test_each_address_refusal(receiver, monkeypatch, answers, rule):
    calls: list[str] = []
    _resolving(monkeypatch, answers, calls)
    error = _fails({"url": f"http://hooks.partner.test:{receiver.port}/hook", "retries": {"count": 3, "backoffMs": 10}})
    assert error.code == "WEBHOOK_ADDRESS_REFUSED"
    assert error.details["rule"] == rule and error.details["host"] == "hooks.partner.test"
    assert "webhooks may only call public addresses" in error.message
    assert calls == ["hooks.partner.test"]  # refused at once: no retry
    assert receiver.requests == []


def test_the_metadata_address_is_refused_even_on_the_local_stack(receiver):
    error = _fails({"url": "http://169.254.169.254/latest/meta-data/"})
    assert (error.code, error.details["rule"]) == ("WEBHOOK_ADDRESS_REFUSED", "metadata")


def test_the_checked_address_is_the_one_connected_to(receiver, monkeypatch):
    """A name resolved once per attempt: the connection goes to the checked address with the name as
    Host header (a rebinding answer after the check is never asked for)."""
    calls: list[str] = []
    _resolving(monkeypatch, ["127.0.0.1"], calls)
    result = _run({"url": f"http://hooks.partner.test:{receiver.port}/pinned"})
    assert result.output["statusCode"] == 200
    assert calls == ["hooks.partner.test"]
    assert receiver.requests[0][2]["Host"] == f"hooks.partner.test:{receiver.port}"


def test_the_next_checked_address_is_tried_when_one_refuses_connections(receiver, monkeypatch):
    calls: list[str] = []
    _resolving(monkeypatch, ["127.0.0.3", "127.0.0.1"], calls)  # nothing listens on 127.0.0.3
    result = _run({"url": f"http://hooks.partner.test:{receiver.port}/second"})
    assert result.output["statusCode"] == 200 and result.output["attempts"] == 1
    assert calls == ["hooks.partner.test"]


def test_a_closed_port_is_a_connection_error_retried(receiver):
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()  # a port nothing listens on
    error = _fails({"url": f"http://127.0.0.1:{port}/x", "retries": {"count": 1, "backoffMs": 50}})
    assert error.code == "WEBHOOK_FAILED"
    assert error.details["attempts"] == 2 and error.details["lastError"] == "no connection to 127.0.0.1"
    assert receiver.waits == [0.05]  # 50 ms


def test_values_of_earlier_steps_are_data_never_templates(receiver):
    """A value read from a step (here a partner's saved response holding template syntax) is inserted
    as written: rendered once, by the executor (nodes.RENDERED_BY_EXECUTOR)."""
    ctx = NodeContext(
        "org-hooks",
        {"id": "wf_1", "name": "W"},
        "run_7",
        Caller("org-hooks", Actor("WORKFLOW", "wf_1"), source_ref="run_7"),
        outputs={"hook": {"reply": "{{ run.id }} {% for x in range(3) %}x{% endfor %}"}},
    )
    _run({"url": receiver.url("/data"), "bodyType": "raw", "bodyTemplate": "{{ steps.hook.output.reply }}"}, ctx)
    assert receiver.requests[0][3] == b"{{ run.id }} {% for x in range(3) %}x{% endfor %}"


def test_templates_failing_fail_the_node(receiver):
    error = _fails({"url": receiver.url("/x/{{ steps.nothing.output.id }}")})
    assert error.code == "TEMPLATE_ERROR" and error.details["path"] == "url"
    error = _fails({"url": receiver.url("/x"), "bodyType": "json", "bodyTemplate": '{"id": {{ run.id }}}'})
    assert error.code == "TEMPLATE_ERROR" and "not JSON" in error.message
    assert receiver.requests == []


# ---- credentials (KMS under moto)


def _credential(org: str, body: dict):
    """A credential created through the service; allowed for the receiver's host unless the body says otherwise."""
    body = {"allowedHosts": ["127.0.0.1"], **body}
    return credentials.create_credential(org, Actor("USER", "u1"), CredentialCreate.model_validate(body))


def test_credentials_are_sent_and_never_shown(aws, receiver):
    org = "org-hooks"
    bearer = _credential(org, {"name": "partner bearer", "type": "BEARER_TOKEN", "token": "tok-0123456789abcdef-SECRET"})
    basic = _credential(org, {"name": "partner basic", "type": "BASIC_AUTH", "username": "alice", "password": "s3cret-pass"})
    key = _credential(org, {"name": "partner key", "type": "API_KEY", "apiKey": "key-abcdef", "headerName": "X-Partner-Key"})
    results = [
        _run({"url": receiver.url("/a"), "auth": {"type": "bearer", "credentialId": bearer.id}}),
        _run({"url": receiver.url("/b"), "auth": {"type": "basic", "credentialId": basic.id}}),
        _run({"url": receiver.url("/c"), "auth": {"type": "apiKey", "credentialId": key.id}}),
    ]
    sent = [headers for _, _, headers, _ in receiver.requests]
    assert sent[0]["Authorization"] == "Bearer tok-0123456789abcdef-SECRET"
    assert sent[1]["Authorization"] == "Basic " + base64.b64encode(b"alice:s3cret-pass").decode()
    assert sent[2]["X-Partner-Key"] == "key-abcdef"
    everything = json.dumps([[r.output, r.resolved_input, list(r.logs)] for r in results])
    for secret in ("tok-0123456789abcdef-SECRET", "s3cret-pass", "key-abcdef", "Authorization", "Bearer", "Basic "):
        assert secret not in everything
    assert results[0].resolved_input["auth"] == {"type": "bearer", "credentialId": bearer.id}


def test_a_credential_of_another_tenant_or_type_is_not_used(aws, receiver):
    mine = _credential("org-a", {"name": "k", "type": "BEARER_TOKEN", "token": "tok-a"})
    error = _fails({"url": receiver.url("/a"), "auth": {"type": "bearer", "credentialId": mine.id}}, _ctx("org-b"))
    assert error.code == "CREDENTIAL_NOT_FOUND"
    error = _fails({"url": receiver.url("/a"), "auth": {"type": "basic", "credentialId": mine.id}}, _ctx("org-a"))
    assert error.code == "CREDENTIAL_TYPE_MISMATCH"
    assert receiver.requests == []


ERP_TOKEN = "tok-erp-0123456789-SECRET"


def _decryptions(monkeypatch) -> list[str]:
    """The credential ids KMS is asked to decrypt (the real decryption still runs)."""
    calls: list[str] = []
    real = credential_store.decrypt_secret

    def spy(organization_id: str, credential_id: str, ciphertext: str) -> dict[str, str]:
        calls.append(credential_id)
        return real(organization_id, credential_id, ciphertext)

    monkeypatch.setattr(credential_store, "decrypt_secret", spy)
    return calls


def test_a_credential_pointed_at_another_host_is_refused_before_any_connection(aws, receiver, monkeypatch):
    """The exfiltration, with the save-time check bypassed (``execute`` runs the node as written): the
    ERP credential, allowed for erp.example.com, pointed at the receiver (127.0.0.1, the "attacker").
    The node fails CREDENTIAL_HOST_REFUSED; the secret is not even decrypted and nothing is sent."""
    erp = _credential(
        "org-hooks", {"name": "ERP", "type": "BEARER_TOKEN", "token": ERP_TOKEN, "allowedHosts": ["erp.example.com"]}
    )
    decrypted = _decryptions(monkeypatch)
    error = _fails({"url": receiver.url("/steal"), "auth": {"type": "bearer", "credentialId": erp.id}})
    assert error.code == "CREDENTIAL_HOST_REFUSED"
    assert error.details == {"credentialId": erp.id, "host": "127.0.0.1", "allowedHosts": ["erp.example.com"]}
    assert ERP_TOKEN not in json.dumps([error.message, error.details, error.resolved_input])
    assert (decrypted, receiver.requests) == ([], [])
    _run({"url": receiver.url("/fine")})  # the same receiver answers a call without the credential
    assert [path for _, path, _, _ in receiver.requests] == ["/fine"]


def test_a_credential_stored_before_allowed_hosts_is_sent_nowhere(aws, receiver):
    """A record written before ``allowedHosts`` existed (none stored) is shown with none and refused
    for every host, the receiver's included."""
    org, credential_id = "org-hooks", "cred-before-hosts"
    record = {
        "id": credential_id,
        "name": "old",
        "type": "BEARER_TOKEN",
        "headerName": None,
        "hint": None,
        "ciphertext": credential_store.encrypt_secret(org, credential_id, {"token": ERP_TOKEN}),
        "createdAt": "2026-11-01T08:00:00Z",
        "createdBy": "u1",
    }
    credential_store.create_credential(org, record, Actor("USER", "u1"))
    assert credentials.get_credential(org, credential_id).allowed_hosts == ()
    error = _fails({"url": receiver.url("/old"), "auth": {"type": "bearer", "credentialId": credential_id}})
    assert (error.code, error.details["allowedHosts"]) == ("CREDENTIAL_HOST_REFUSED", [])
    assert receiver.requests == []


def test_a_wildcard_allows_subdomains_only(aws, receiver, monkeypatch):
    """``*.partner.test``: hooks.partner.test and a.b.partner.test get the key; partner.test itself and
    evilpartner.test (the suffix without its dot) do not. Every name resolves to the receiver."""
    _resolving(monkeypatch, ["127.0.0.1"], [])
    key = _credential(
        "org-hooks", {"name": "partner", "type": "API_KEY", "apiKey": "key-partner", "allowedHosts": ["*.partner.test"]}
    )
    auth = {"type": "apiKey", "credentialId": key.id}
    for host in ("hooks.partner.test", "a.b.partner.test", "HOOKS.Partner.Test"):
        assert _run({"url": f"http://{host}:{receiver.port}/in", "auth": auth}).status == "SUCCEEDED"
    assert [headers["X-API-Key"] for _, _, headers, _ in receiver.requests] == ["key-partner"] * 3
    for host in ("partner.test", "evilpartner.test", "partner.test.evil.test"):
        error = _fails({"url": f"http://{host}:{receiver.port}/in", "auth": auth})
        assert (error.code, error.details["host"]) == ("CREDENTIAL_HOST_REFUSED", host)
    assert len(receiver.requests) == 3  # the three allowed calls only


def _self_signed(tmp_path):
    """A key and a self-signed certificate for ``hooks.partner.test`` (no CA trusts it)."""
    import datetime

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "hooks.partner.test")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("hooks.partner.test")]), critical=False)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return cert_path, key_path


def test_https_sends_the_name_as_sni_and_verifies_the_certificate(receiver, monkeypatch, tmp_path):
    """https to a name pinned to 127.0.0.1: the TLS handshake names the host (SNI), and a certificate
    no CA signed is refused (the call fails; nothing is sent)."""
    import ssl

    cert_path, key_path = _self_signed(tmp_path)
    names: list[str | None] = []
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert_path, key_path)
    context.sni_callback = lambda _sock, name, _ctx: names.append(name)
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def serve() -> None:
        connection, _ = listener.accept()
        try:
            context.wrap_socket(connection, server_side=True).close()
        except (ssl.SSLError, OSError):
            pass
        finally:
            connection.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    _resolving(monkeypatch, ["127.0.0.1"], [])
    error = _fails({"url": f"https://hooks.partner.test:{port}/tls"})
    thread.join(timeout=5)
    listener.close()
    assert names == ["hooks.partner.test"]
    assert error.code == "WEBHOOK_FAILED" and error.details["lastError"] == "connection error: SSLError"
