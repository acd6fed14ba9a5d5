"""Helpers shared by the workflow routers: permissions, the audit actor, path ids, page shape."""

from __future__ import annotations

from typing import Annotated, Any

from aws_lambda_powertools.event_handler.openapi.params import Path
from inventory_planning.api.identity import API_TOKEN, Identity
from inventory_planning.api.pagination import page_meta

VIEW = "inventoryPlans.view"
MANAGE = "inventoryPlans.manage"

WorkflowIdPath = Annotated[str, Path(min_length=1, max_length=64, description="workflow id")]
RunIdPath = Annotated[str, Path(min_length=1, max_length=64, description="workflow run id")]


def trigger_type_of(identity: Identity) -> str:
    """A run's ``triggerType`` by its caller: API for a service-account token, MANUAL for a person."""
    return "API" if identity.auth_kind == API_TOKEN else "MANUAL"


def page_of(rows: list[Any], total: int, page: int, page_size: int) -> dict[str, Any]:
    """``{success, data, page, pageSize, total}``."""
    return {"success": True, "data": rows, **page_meta(page, page_size, total)}
