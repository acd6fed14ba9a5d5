"""The config of a SEND_EMAIL node (REFERENCE 7; issue 26). Placeholder of the skeleton: helper D writes it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class SendEmailConfig(BaseModel):
    """A SEND_EMAIL node's ``config``."""

    model_config = ConfigDict(extra="allow")
