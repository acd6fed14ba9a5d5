"""The config of a ADD_ITEMS_TO_PLAN node (REFERENCE 7; issue 26). Placeholder of the skeleton: helper C2 writes it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class AddItemsToPlanConfig(BaseModel):
    """A ADD_ITEMS_TO_PLAN node's ``config``."""

    model_config = ConfigDict(extra="allow")
