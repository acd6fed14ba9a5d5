"""The SEND_EMAIL executor (REFERENCE 7; docs/automation.md "Webhooks, e-mails and credentials";
docs/decisions/0038).

One message through Amazon SES (moto locally, as the alert mail of services/alerts.py), from the
configured sender (``ALERT_SENDER``) shown as ``"<fromName>" <sender>`` when ``fromName`` is given.
``subject`` and ``fromName`` render as text, ``bodyTemplate`` as text (``text``, ``markdown``: sent as
the text part as written; no HTML is made from it) or as HTML with its expressions escaped (``html``,
with no text part). Output ``{messageId, recipients}`` (recipients: how many addresses, to + cc + bcc
without duplicates); ``trackOpens`` / ``trackClicks`` add ``tracking: "not supported"`` to the output
and a warning to the logs. SES refusing the message is ``EMAIL_FAILED`` (its error code, no retry:
SES's client retries throttling itself).

Sent once: before SES is called the step claims its send marker (store.workflows.claim_send, a
conditional put). A step run again (the job worker's invocation retried after an interruption) finds
the marker: SENT gives the first attempt's output without a second e-mail; SENDING (the first attempt
stopped between the claim and its record) fails the step ``EMAIL_OUTCOME_UNKNOWN`` rather than risk a
second e-mail. SES refusing the message removes the marker, so a later run of the step may send it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from inventory_planning.domain.workflows.configs.email import SendEmailConfig
from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult
from inventory_planning.services.workflows import interpolation
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.settings import get_alert_settings, get_settings
from inventory_planning.store import workflows as store

MAX_SUBJECT_CHARS = 998
"""A subject longer than one RFC 5322 line is cut."""


@lru_cache(maxsize=1)
def ses_client() -> Any:
    """The SES client (moto's endpoint locally); ``ses_client.cache_clear()`` after a new mock."""
    import boto3  # noqa: PLC0415 - boto3 on the first e-mail, not at the worker's cold start

    settings = get_settings()
    return boto3.client("ses", region_name=settings.aws_region, endpoint_url=settings.aws_endpoint)


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
    from botocore.exceptions import BotoCoreError, ClientError  # noqa: PLC0415 - with boto3, on the first e-mail

    marker = (ctx.organization_id, ctx.run_id, ctx.node_id)
    earlier = store.claim_send(*marker) if ctx.node_id else None
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
        answer = ses_client().send_email(**request)
    except (ClientError, BotoCoreError) as error:
        if ctx.node_id:
            store.release_send(*marker)
        code = getattr(error, "response", {}).get("Error", {}).get("Code", type(error).__name__)
        raise NodeFailed("EMAIL_FAILED", f"the e-mail was not sent ({code})", {"sesError": code}, resolved_input=shown) from None
    output: dict[str, Any] = {"messageId": answer["MessageId"], "recipients": len(recipients)}
    logs.append({"level": "INFO", "message": f"sent to {len(recipients)} recipient(s)"})
    if config.trackOpens or config.trackClicks:
        output["tracking"] = "not supported"
        logs.append(
            {"level": "WARNING", "message": "trackOpens / trackClicks are not supported: the e-mail is sent without tracking"}
        )
    if ctx.node_id:
        store.sent(*marker, output)
    return NodeResult("SUCCEEDED", output, shown, logs=tuple(logs))
