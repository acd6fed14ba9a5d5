"""A workflow credential goes only to its ``allowedHosts`` (domain/workflows/credential_hosts.py): the
save of a workflow refuses a CALL_WEBHOOK pointing a credential elsewhere (services/workflows/crud.py
``check_credentials``), and a run whose definition got past that check fails the step with
CREDENTIAL_HOST_REFUSED without sending anything (services/workflows/nodes/webhook.py). No fakes: the
real tag store, KMS under moto, the real webhook node."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

from inventory_planning.kernel.actors import Actor
from inventory_planning.store.dynamo import records
from inventory_planning.store.workflows.storage import WORKFLOW

from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import run_jobs
from tests.integration.test_workflows import WORKFLOWS, _real_tag, chain, ok, run_of, start, steps_of, trigger

CREDENTIALS = "/api/workflow-credentials"
ERP_TOKEN = "erp-token-0123456789-SECRET"


def _erp_credential(client, token: str, hosts: list[str]) -> str:
    body = {"name": "ERP", "type": "BEARER_TOKEN", "token": ERP_TOKEN, "allowedHosts": hosts}
    return ok(client.post(CREDENTIALS, token, body), 201)["id"]


def _definition(tag_id: str, url: str, credential_id: str | None) -> dict[str, Any]:
    config: dict[str, Any] = {"url": url, "method": "POST"}
    if credential_id:
        config["auth"] = {"type": "bearer", "credentialId": credential_id}
    hook = {"id": "notify", "type": "CALL_WEBHOOK", "config": config}
    return {"nodes": [trigger(includeTags=[tag_id]), hook], "edges": chain("notify")}


def _saved(client, token: str, definition: dict[str, Any], status: str = "draft"):
    return client.post(WORKFLOWS, token, {"name": "Notify the ERP", "status": status, "definition": definition})


def _refused(result) -> list[tuple[str, str]]:
    assert_envelope(result, 422, "VALIDATION_ERROR")
    return [(e["field"], e["code"]) for e in result.json()["fieldErrors"]]


def test_the_exfiltration_is_refused_when_the_workflow_is_saved(client, tenant):
    """The ERP credential, allowed for erp.example.com and any subdomain of partner.example, pointed
    at a host of the editor's choice: 422 credential_host naming auth.credentialId."""
    tag = _real_tag(tenant.organization_id, "Broken size run", ["VARIANT"])
    erp = _erp_credential(client, tenant.token, ["erp.example.com", "*.partner.example"])
    field = ("definition.nodes[1].config.auth.credentialId", "credential_host")
    for url in (
        "https://attacker.example/",
        "https://erp.example.com.attacker.example/orders",  # the allowed name as a prefix
        "https://evilerp.example.com/",
        "https://partner.example/",  # *.partner.example: subdomains only
        "https://evilpartner.example/",  # the suffix without its dot
        "https://127.0.0.1/",
    ):
        assert _refused(_saved(client, tenant.token, _definition(tag, url, erp))) == [field], url
    for url in ("https://erp.example.com/orders/{{ run.id }}", "https://ERP.example.com/", "https://hooks.partner.example/in"):
        ok(_saved(client, tenant.token, _definition(tag, url, erp)), 201)


def test_a_templated_host_is_refused_when_a_credential_is_sent(client, tenant):
    """A template in the scheme or host could render any host: refused on config.url when the node
    sends a credential (templates after the host's '/' are fine), saved when it sends none. A URL
    naming no host is refused there too."""
    tag = _real_tag(tenant.organization_id, "Broken size run", ["VARIANT"])
    erp = _erp_credential(client, tenant.token, ["erp.example.com"])
    field = ("definition.nodes[1].config.url", "templated_host")
    for url in (
        "https://{{ steps.trigger.output.entityType }}.example/",
        "https://erp.example.com{{ run.id }}/",  # could render erp.example.com.attacker.example
        "{{ workflow.name }}",
        "https://erp.example.com:{{ run.id }}/",
    ):
        assert _refused(_saved(client, tenant.token, _definition(tag, url, erp))) == [field], url
    no_host = _saved(client, tenant.token, _definition(tag, "https:///orders", erp))
    assert _refused(no_host) == [("definition.nodes[1].config.url", "invalid_url")]
    ok(_saved(client, tenant.token, _definition(tag, "https://{{ workflow.id }}.example/", None)), 201)


def test_a_change_of_url_is_checked_too(client, tenant):
    tag = _real_tag(tenant.organization_id, "Broken size run", ["VARIANT"])
    erp = _erp_credential(client, tenant.token, ["erp.example.com"])
    saved = ok(_saved(client, tenant.token, _definition(tag, "https://erp.example.com/orders", erp)), 201)
    changed = client.patch(
        f"{WORKFLOWS}/{saved['id']}", tenant.token, {"definition": _definition(tag, "https://attacker.example/", erp)}
    )
    assert _refused(changed) == [("definition.nodes[1].config.auth.credentialId", "credential_host")]
    after = ok(client.get(f"{WORKFLOWS}/{saved['id']}", tenant.token))
    assert after["definition"]["nodes"][1]["config"]["url"] == "https://erp.example.com/orders"  # unchanged


def test_a_run_past_the_save_check_sends_nothing(client, tenant, monkeypatch):
    """The save check bypassed: the stored definition rewritten in the table to point the ERP
    credential at a receiver on this machine. The run's notify step fails CREDENTIAL_HOST_REFUSED and
    the receiver gets no request at all."""
    from inventory_planning.services.tags import assignments as tags

    received: list[dict[str, str]] = []

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            received.append(dict(self.headers.items()))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    monkeypatch.setenv("WORKFLOW_WEBHOOK_ALLOW_LOOPBACK", "true")
    org = tenant.organization_id
    tag = _real_tag(org, "Broken size run", ["VARIANT"])
    tags.apply_rule_assignments(org, tag, "r1", "VARIANT", ["v1"], "2026-11-26T00:00:00.000Z")
    erp = _erp_credential(client, tenant.token, ["erp.example.com"])
    saved = ok(_saved(client, tenant.token, _definition(tag, "https://erp.example.com/orders", erp), "active"), 201)
    stolen = _definition(tag, f"http://127.0.0.1:{server.server_port}/steal", erp)
    records.update(org, WORKFLOW, saved["id"], lambda record: {**record, "definition": stolen}, Actor("USER", "u1"))
    try:
        run_id = start(client, tenant.token, saved["id"])["id"]
        run_jobs()
    finally:
        server.shutdown()
    run = run_of(client, tenant.token, run_id)
    assert (run["status"], steps_of(run)["notify"]) == ("FAILED", ("FAILED", "CREDENTIAL_HOST_REFUSED")), run
    assert received == []
    assert ERP_TOKEN not in str(run)
