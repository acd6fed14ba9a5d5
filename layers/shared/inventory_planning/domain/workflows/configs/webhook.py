"""The config of a CALL_WEBHOOK node (REFERENCE 7; issue 26). Placeholder of the skeleton: helper D writes it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class CallWebhookConfig(BaseModel):
    """A CALL_WEBHOOK node's ``config``."""

    model_config = ConfigDict(extra="allow")
