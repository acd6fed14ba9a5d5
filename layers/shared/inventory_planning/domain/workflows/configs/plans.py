"""The config of a CREATE_OR_GET_PLAN node (REFERENCE 7; issue 26). Placeholder of the skeleton: helper C2 writes it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class CreateOrGetPlanConfig(BaseModel):
    """A CREATE_OR_GET_PLAN node's ``config``."""

    model_config = ConfigDict(extra="allow")
