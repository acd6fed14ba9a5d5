"""The config of a TRIGGER node (REFERENCE 7; issue 26). Placeholder of the skeleton: helper C1 writes it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class TriggerConfig(BaseModel):
    """A TRIGGER node's ``config``."""

    model_config = ConfigDict(extra="allow")
