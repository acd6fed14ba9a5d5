"""The SEND_EMAIL executor (REFERENCE 7; docs/automation.md "Webhooks, e-mails and credentials";
docs/decisions/0038).

One message through Amazon SES (moto locally, as the alert mail of services/alerts/mail.py), from the
configured sender (``ALERT_SENDER``) shown as ``"<fromName>" <sender>`` when ``fromName`` is given.
``subject`` and ``fromName`` render as text, ``bodyTemplate`` as text (``text``, ``markdown``: sent as
the text part as written; no HTML is made from it) or as HTML with its expressions escaped (``html``,
with no text part). Output ``{messageId, recipients}`` (recipients: how many addresses, to + cc + bcc
without duplicates); ``trackOpens`` / ``trackClicks`` add ``tracking: "not supported"`` to the output
and a warning to the logs. SES refusing the message is ``EMAIL_FAILED`` (its error code; a throttling
refusal is tried again, three tries in all).

Sent at most once: before SES is called the step claims its send marker for this attempt
(store.workflows.storage.claim_send, a conditional put), and the SDK's own retries are off (a retried SendEmail
whose answer was lost would send twice; store.mail.send_once tries again only what certainly did not leave: a
connection that never opened, a throttling refusal). A step run again (the job worker's invocation
retried) finds the marker: SENT gives the first attempt's output without a second e-mail; SENDING,
claimed less than a minute ago, is awaited (a copy still running); older, or SES not answering a sent
request (read timeout, connection closed), fails the step ``EMAIL_OUTCOME_UNKNOWN`` rather than risk a
second e-mail. SES refusing the message removes the attempt's marker, so a later run may send it.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

from inventory_planning.domain.workflows.configs.email import SendEmailConfig
from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult
from inventory_planning.kernel import clock
from inventory_planning.services.workflows import interpolation
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.settings import get_alert_settings
from inventory_planning.store import mail
from inventory_planning.store.workflows import storage as store

MAX_SUBJECT_CHARS = 998
"""A subject longer than one RFC 5322 line is cut."""


SEND_WINDOW_SECONDS = 60.0
"""An attempt that claimed the send longer ago than this has ended (connect 5 s + read 30 s, 3 tries at
most for a connection that never opened): its SENDING marker is no longer awaited."""
POLL_SECONDS = 1.0


def _earlier_send(marker: tuple[str, str, str], token: str) -> dict[str, Any] | None:
    """Claim the step's send for this attempt (None), else the marker of an earlier or concurrent attempt:
    one still SENDING and claimed less than :data:`SEND_WINDOW_SECONDS` ago is awaited (a copy of this
    step still running, the job worker's invocation retried while it ran) until it is SENT or too old."""
    earlier = store.claim_send(*marker, token, clock.wall_epoch())
    while earlier is not None and earlier["state"] == "SENDING":
        if clock.wall_epoch() - float(earlier.get("claimedAt") or 0) > SEND_WINDOW_SECONDS:
            return earlier
        time.sleep(POLL_SECONDS)
        earlier = store.send_marker(*marker)
        if earlier is None:  # released: SES refused that attempt's e-mail; this attempt may send it
            return _earlier_send(marker, token)
    return earlier


def _source(from_name: str | None) -> str:
    sender = get_alert_settings().alert_sender
    if not from_name:
        return sender
    quoted = from_name.replace("\\", "\\\\").replace('"', '\\"').replace("\r", " ").replace("\n", " ")
    return f'"{quoted}" <{sender}>'


def run(config: SendEmailConfig, ctx: NodeContext) -> NodeResult:
    """Send the e-mail (module docstring).

    Raises:
        NodeFailed: TEMPLATE_ERROR (subject, fromName or body), EMAIL_FAILED (SES refused it),
            EMAIL_OUTCOME_UNKNOWN (an earlier attempt of the step was interrupted while sending).
    """
    config = config if isinstance(config, SendEmailConfig) else SendEmailConfig.model_validate(config)
    scope = interpolation.variables(ctx)
    subject = " ".join(interpolation.render(config.subject, scope, path="subject").split())[:MAX_SUBJECT_CHARS]
    from_name = interpolation.render(config.fromName, scope, path="fromName").strip() if config.fromName else None
    html = config.bodyFormat == "html"
    body = interpolation.render(config.bodyTemplate, scope, html=html, path="bodyTemplate")
    recipients = config.recipients()
    shown: dict[str, Any] = {
        "to": config.to,
        "cc": config.cc,
        "bcc": config.bcc,
        "replyTo": config.replyTo,
        "from": _source(from_name),
        "subject": subject,
        "bodyFormat": config.bodyFormat,
        "body": body[:8_192],
        "tags": config.tags,
    }
    logs: list[dict[str, str]] = []
    message: dict[str, Any] = {"Subject": {"Data": subject, "Charset": "UTF-8"}, "Body": {}}
    message["Body"]["Html" if html else "Text"] = {"Data": body, "Charset": "UTF-8"}
    request: dict[str, Any] = {
        "Source": shown["from"],
        "Destination": {"ToAddresses": config.to, "CcAddresses": config.cc, "BccAddresses": config.bcc},
        "Message": message,
    }
    if config.replyTo:
        request["ReplyToAddresses"] = config.replyTo
    if config.tags:
        request["Tags"] = [{"Name": tag, "Value": "true"} for tag in config.tags]
    token, marker = uuid.uuid4().hex, (ctx.organization_id, ctx.run_id, ctx.node_id)
    earlier = _earlier_send(marker, token) if ctx.node_id else None
    if earlier is not None and earlier["state"] == "SENT":
        logs.append({"level": "INFO", "message": "sent by an earlier attempt of this step: not sent again"})
        return NodeResult("SUCCEEDED", dict(earlier["output"] or {}), shown, logs=tuple(logs))
    if earlier is not None:
        raise NodeFailed(
            "EMAIL_OUTCOME_UNKNOWN",
            "an earlier attempt of this step stopped while sending the e-mail: it may have left, and is not sent twice",
            {},
            resolved_input=shown,
        )
    try:
        answer = mail.send_once(request)
    except mail.NotSent as not_sent:
        if ctx.node_id:
            store.release_send(*marker, token)
        raise NodeFailed(
            "EMAIL_FAILED", f"the e-mail was not sent ({not_sent.code})", {"sesError": not_sent.code}, resolved_input=shown
        ) from None
    except mail.OutcomeUnknown as unknown:  # the marker stays SENDING: a later attempt does not send it again
        raise NodeFailed(
            "EMAIL_OUTCOME_UNKNOWN",
            f"SES did not answer ({unknown.code}): the e-mail may have left, and is not sent twice",
            {"sesError": unknown.code},
            resolved_input=shown,
        ) from None
    output: dict[str, Any] = {"messageId": answer["MessageId"], "recipients": len(recipients)}
    logs.append({"level": "INFO", "message": f"sent to {len(recipients)} recipient(s)"})
    if config.trackOpens or config.trackClicks:
        output["tracking"] = "not supported"
        logs.append(
            {"level": "WARNING", "message": "trackOpens / trackClicks are not supported: the e-mail is sent without tracking"}
        )
    if ctx.node_id:
        store.sent(*marker, token, output)
    return NodeResult("SUCCEEDED", output, shown, logs=tuple(logs))
