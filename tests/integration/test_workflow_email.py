"""SEND_EMAIL through SES under moto (services/workflows/nodes/email.py): the sent message, html
escaping, the configured sender, tracking reported as not supported, SES refusals."""

from __future__ import annotations

import pytest
from inventory_planning.domain.workflows.configs.email import SendEmailConfig
from inventory_planning.domain.workflows.nodes import NodeFailed, TriggerMatch
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.services.workflows.nodes import execute
from pydantic import ValidationError

from local.resources import ALERT_SENDER

pytestmark = pytest.mark.empty_world  # SES identities are verified and refused per test


def _sent():
    from moto.core import DEFAULT_ACCOUNT_ID
    from moto.ses.models import ses_backends

    return ses_backends[DEFAULT_ACCOUNT_ID]["eu-west-1"].sent_messages


def _ctx() -> NodeContext:
    return NodeContext(
        "org-mail",
        {"id": "wf_1", "name": "Broken sizes"},
        "run_3",
        Caller("org-mail", Actor("WORKFLOW", "wf_1"), source_ref="run_3"),
        trigger=TriggerMatch("VARIANT", ("v1", "v2")),
        outputs={"plan": {"planId": "pl_9", "planName": "Restock <north>", "isNew": True}, "items": {"addedCount": 12}},
    )


def _config(**changes) -> SendEmailConfig:
    body = {
        "to": ["buyer@retail.test"],
        "cc": ["lead@retail.test"],
        "bcc": ["audit@retail.test", "BUYER@retail.test"],
        "subject": "{{ workflow.name }}: {{ steps.items.output.addedCount }} lines added",
        "bodyFormat": "text",
        "bodyTemplate": "Plan {{ steps.plan.output.planName }} ({{ steps.plan.output.planId }})"
        " for {{ trigger.matchedCount }} variants.",
    }
    body.update(changes)
    return SendEmailConfig.model_validate(body)


def test_a_text_email_is_sent_from_the_configured_sender(aws):
    result = execute("SEND_EMAIL", _config(fromName="Planning bot", replyTo=["planning@retail.test"], tags=["restock"]), _ctx())
    assert result.status == "SUCCEEDED"
    assert result.output["recipients"] == 3  # buyer, lead, audit (BUYER@ is buyer@ again)
    (message,) = _sent()
    assert result.output["messageId"] == message.id
    assert message.source == f'"Planning bot" <{ALERT_SENDER}>'
    assert message.subject == "Broken sizes: 12 lines added"
    assert message.body == "Plan Restock <north> (pl_9) for 2 variants."  # text: nothing escaped
    assert message.destinations["ToAddresses"] == ["buyer@retail.test"]
    assert message.destinations["CcAddresses"] == ["lead@retail.test"]
    assert result.resolved_input["subject"] == "Broken sizes: 12 lines added"


def test_an_html_body_escapes_what_it_renders(aws):
    execute("SEND_EMAIL", _config(bodyFormat="html", bodyTemplate="<p>{{ steps.plan.output.planName }}</p>"), _ctx())
    (message,) = _sent()
    assert message.body == "<p>Restock &lt;north&gt;</p>"


def test_markdown_is_sent_as_text_and_tracking_is_reported_unsupported(aws):
    result = execute(
        "SEND_EMAIL", _config(bodyFormat="markdown", bodyTemplate="# {{ run.id }}\n- *done*", trackOpens=True), _ctx()
    )
    (message,) = _sent()
    assert message.body == "# run_3\n- *done*"
    assert result.output["tracking"] == "not supported"
    assert any("not supported" in entry["message"] for entry in result.logs)


def test_ses_refusing_is_email_failed(aws):
    import boto3

    boto3.client("ses").delete_identity(Identity=ALERT_SENDER)  # an unverified sender: SES refuses
    with pytest.raises(NodeFailed) as caught:
        execute("SEND_EMAIL", _config(), _ctx())
    assert caught.value.code == "EMAIL_FAILED"
    assert caught.value.details["sesError"] == "MessageRejected"


def test_a_template_error_sends_nothing(aws):
    with pytest.raises(NodeFailed) as caught:
        execute("SEND_EMAIL", _config(subject="{{ steps.nothing.output.x }}"), _ctx())
    assert caught.value.code == "TEMPLATE_ERROR" and caught.value.details["path"] == "subject"
    assert list(_sent()) == []


def test_config_rules():
    for changes in (
        {"fromAddress": "someone@else.test"},
        {"to": []},
        {"to": ["not-an-address"]},
        {"to": [f"r{i}@retail.test" for i in range(30)], "bcc": [f"b{i}@retail.test" for i in range(21)]},  # 30 + 21 = 51 > 50
        {"bodyFormat": "pdf"},
        {"tags": ["has space"]},
    ):
        with pytest.raises(ValidationError):
            _config(**changes)
    assert _config(fromAddress=None).to == ["buyer@retail.test"]


def _step_ctx(node_id: str = "mail") -> NodeContext:
    """The context of a run's step (node id set): the send marker applies."""
    from dataclasses import replace

    return replace(_ctx(), node_id=node_id)


def test_a_step_run_again_after_its_email_left_does_not_send_it_twice(aws):
    first = execute("SEND_EMAIL", _config(), _step_ctx())
    again = execute("SEND_EMAIL", _config(), _step_ctx())  # the job worker's invocation retried
    assert len(list(_sent())) == 1
    assert again.status == "SUCCEEDED" and again.output == first.output
    assert any("not sent again" in entry["message"] for entry in again.logs)
    other = execute("SEND_EMAIL", _config(), _step_ctx("mail_2"))  # another node of the run sends its own
    assert len(list(_sent())) == 2 and other.output["messageId"] != first.output["messageId"]


def test_a_step_interrupted_while_sending_fails_rather_than_risk_a_second_email(aws):
    import time

    from inventory_planning.store.workflows import storage as store

    # an attempt claimed the send two minutes ago, then stopped (older than the send window: not awaited)
    assert store.claim_send("org-mail", "run_3", "mail", "dead-attempt", time.time() - 120) is None
    with pytest.raises(NodeFailed) as caught:
        execute("SEND_EMAIL", _config(), _step_ctx())
    assert caught.value.code == "EMAIL_OUTCOME_UNKNOWN"
    assert list(_sent()) == []


def test_a_copy_of_the_step_still_sending_is_awaited_and_its_output_reused(aws, monkeypatch):
    """The job worker's invocation retried while the first still runs: the second copy waits for the
    first's send instead of failing or sending again."""
    import threading
    import time

    from inventory_planning.services.workflows.nodes import email
    from inventory_planning.store.workflows import storage as store

    monkeypatch.setattr(email, "POLL_SECONDS", 0.05)
    assert store.claim_send("org-mail", "run_3", "mail", "first-copy", time.time()) is None
    finish = threading.Timer(0.3, store.sent, ("org-mail", "run_3", "mail", "first-copy", {"messageId": "m-1", "recipients": 3}))
    finish.start()
    result = execute("SEND_EMAIL", _config(), _step_ctx())
    finish.join()
    assert result.output == {"messageId": "m-1", "recipients": 3}
    assert list(_sent()) == []  # the first copy sent it (here: only its marker)


def test_an_own_claim_retried_after_a_lost_answer_is_still_this_attempts(aws):
    """A PutItem whose answer was lost and that the SDK sends again fails its condition on its own write."""
    from inventory_planning.store.workflows import storage as store

    assert store.claim_send("org-mail", "run_3", "mail", "mine", 1.0) is None
    assert store.claim_send("org-mail", "run_3", "mail", "mine", 2.0) is None  # the same attempt again
    other = store.claim_send("org-mail", "run_3", "mail", "theirs", 3.0)
    assert other is not None and (other["state"], other["token"], other["claimedAt"]) == ("SENDING", "mine", 1.0)
    store.release_send("org-mail", "run_3", "mail", "theirs")  # not theirs to release
    assert store.send_marker("org-mail", "run_3", "mail")["token"] == "mine"
    store.release_send("org-mail", "run_3", "mail", "mine")
    assert store.send_marker("org-mail", "run_3", "mail") is None
    assert store.send_marker("another-org", "run_3", "mail") is None  # the organization is in the key


class _Ses:
    """A stand-in SES client raising the given errors in turn, then answering."""

    def __init__(self, *errors: Exception) -> None:
        self.errors, self.calls = list(errors), 0

    def send_email(self, **request):
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return {"MessageId": f"m-{self.calls}"}


def test_what_certainly_did_not_leave_is_tried_again_and_an_unanswered_send_is_not(aws, monkeypatch):
    from botocore.exceptions import ClientError, EndpointConnectionError, ReadTimeoutError
    from inventory_planning.store import mail
    from inventory_planning.store.workflows import storage as store

    monkeypatch.setattr(mail.time, "sleep", lambda seconds: None)
    throttled = ClientError({"Error": {"Code": "Throttling", "Message": "slow down"}}, "SendEmail")
    flaky = _Ses(EndpointConnectionError(endpoint_url="https://email"), throttled)
    monkeypatch.setattr(mail, "once_client", lambda: flaky)
    assert execute("SEND_EMAIL", _config(), _step_ctx("a")).output["messageId"] == "m-3"
    assert flaky.calls == 3

    silent = _Ses(ReadTimeoutError(endpoint_url="https://email"))
    monkeypatch.setattr(mail, "once_client", lambda: silent)
    with pytest.raises(NodeFailed) as caught:
        execute("SEND_EMAIL", _config(), _step_ctx("b"))
    assert (caught.value.code, caught.value.details["sesError"], silent.calls) == ("EMAIL_OUTCOME_UNKNOWN", "ReadTimeoutError", 1)
    assert store.send_marker("org-mail", "run_3", "b")["state"] == "SENDING"  # kept: a re-run does not send it

    down = _Ses(*[EndpointConnectionError(endpoint_url="https://email")] * 3)
    monkeypatch.setattr(mail, "once_client", lambda: down)
    with pytest.raises(NodeFailed) as caught:
        execute("SEND_EMAIL", _config(), _step_ctx("c"))
    assert (caught.value.code, down.calls) == ("EMAIL_FAILED", 3)
    assert store.send_marker("org-mail", "run_3", "c") is None  # released: nothing left


def test_the_ses_client_does_not_retry_by_itself(aws):
    from inventory_planning.store import aws as clients
    from inventory_planning.store import mail

    clients.clear()
    assert mail.once_client().meta.config.retries["total_max_attempts"] == 1


def test_an_email_ses_refused_may_be_sent_by_a_later_attempt(aws):
    import boto3

    boto3.client("ses").delete_identity(Identity=ALERT_SENDER)
    with pytest.raises(NodeFailed) as caught:
        execute("SEND_EMAIL", _config(), _step_ctx())
    assert caught.value.code == "EMAIL_FAILED"
    boto3.client("ses").verify_email_identity(EmailAddress=ALERT_SENDER)
    assert execute("SEND_EMAIL", _config(), _step_ctx()).status == "SUCCEEDED"
    assert len(list(_sent())) == 1
