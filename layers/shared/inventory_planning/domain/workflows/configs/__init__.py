"""The ``config`` model of each node type (REFERENCE 7's fields, issue 26's names), one module each."""

from __future__ import annotations

from pydantic import BaseModel

from inventory_planning.domain.workflows.configs.email import SendEmailConfig
from inventory_planning.domain.workflows.configs.items import AddItemsToPlanConfig
from inventory_planning.domain.workflows.configs.plans import CreateOrGetPlanConfig
from inventory_planning.domain.workflows.configs.trigger import TriggerConfig
from inventory_planning.domain.workflows.configs.webhook import CallWebhookConfig

CONFIG_MODELS: dict[str, type[BaseModel]] = {
    "TRIGGER": TriggerConfig,
    "CREATE_OR_GET_PLAN": CreateOrGetPlanConfig,
    "ADD_ITEMS_TO_PLAN": AddItemsToPlanConfig,
    "CALL_WEBHOOK": CallWebhookConfig,
    "SEND_EMAIL": SendEmailConfig,
}
"""Node type -> the pydantic model its ``config`` validates against."""
