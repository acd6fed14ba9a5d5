"""The config of a SEND_EMAIL node (REFERENCE 7; issue 26; docs/automation.md "Webhooks, e-mails and
credentials").

``{to [1..50], cc?, bcc?, replyTo?, fromName?, subject, bodyFormat text|html|markdown, bodyTemplate,
tags?, trackOpens?, trackClicks?}``: addresses are written as they are (not templates; 50 recipients
at most across to, cc and bcc, SES's limit for one message); ``fromName``, ``subject`` and
``bodyTemplate`` are templates (an html body escapes what its expressions produce). The sender is the
service's configured address (``ALERT_SENDER``, as alert mail): ``fromAddress`` is refused (422),
``fromName`` shows beside it. ``tags`` become SES message tags; ``trackOpens`` / ``trackClicks`` are
accepted and reported as not supported (SES sends here without a tracking configuration set).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

EMAIL_PATTERN = r"^[^@\s<>,;\"]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63}$"
"""An address as SES takes it (local part without separators, a dotted domain)."""
MAX_RECIPIENTS = 50

Email = Annotated[str, Field(pattern=EMAIL_PATTERN, max_length=320)]
Addresses = Annotated[list[Email], Field(max_length=MAX_RECIPIENTS)]


class SendEmailConfig(BaseModel):
    """A SEND_EMAIL node's ``config`` (module docstring). Validation errors are the definition's 422."""

    model_config = ConfigDict(extra="forbid")
    to: Annotated[list[Email], Field(min_length=1, max_length=MAX_RECIPIENTS)]
    cc: Addresses = []
    bcc: Addresses = []
    replyTo: Addresses = []
    fromName: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    subject: Annotated[str, Field(min_length=1, max_length=2_000)]
    bodyFormat: Literal["text", "html", "markdown"] = "text"
    bodyTemplate: Annotated[str, Field(min_length=1, max_length=20_000)]
    tags: Annotated[list[Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{1,64}$")]], Field(max_length=10)] = []
    trackOpens: bool = False
    trackClicks: bool = False

    @model_validator(mode="before")
    @classmethod
    def _no_from_address(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("fromAddress") not in (None, ""):
            raise ValueError(
                "fromAddress cannot be set: e-mails are sent from the service's configured sender (fromName may name it)"
            )
        if isinstance(data, dict) and "fromAddress" in data:
            data = {k: v for k, v in data.items() if k != "fromAddress"}
        return data

    @model_validator(mode="after")
    def _recipients(self) -> SendEmailConfig:
        count = len(self.to) + len(self.cc) + len(self.bcc)
        if count > MAX_RECIPIENTS:
            raise ValueError(f"at most {MAX_RECIPIENTS} recipients across to, cc and bcc ({count} given)")
        return self

    def recipients(self) -> list[str]:
        """Every recipient once, in to, cc, bcc order (case-insensitive duplicates dropped)."""
        seen: set[str] = set()
        out: list[str] = []
        for address in [*self.to, *self.cc, *self.bcc]:
            if address.lower() not in seen:
                seen.add(address.lower())
                out.append(address)
        return out
