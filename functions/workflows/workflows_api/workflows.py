"""Workflows: list, create, read, change, delete (issue 26; REFERENCE 7; docs/automation.md "Workflows")."""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One, PageOf
from inventory_planning.coldstart import lazy

from workflows_api.common import MANAGE, VIEW, WorkflowIdPath, page_of

# Loaded on a route's first request, not at the cold start (decision 0013).
crud = lazy("inventory_planning.services.workflows.crud")
records = lazy("inventory_planning.contracts.workflows.records")
router = ApiRouter(tag="Workflows")

StatusFilter = Annotated[
    Literal["draft", "active", "paused", "archived"] | None, Query(description="only workflows in this status")
]
NOT_FOUND = (404, "WORKFLOW_NOT_FOUND")


@router.get("/api/workflows", operation_id="listWorkflows", permission=VIEW)
def list_workflows(page: Page = 1, page_size: PageSize = 20, status: StatusFilter = None) -> PageOf[records.Workflow]:
    """Workflows in creation order (by id within a ``status``) with their last run's time and status."""
    identity = current_identity(router)
    rows, total = crud.list_workflows(identity.org, page, page_size, status, identity.shop_scope)
    return page_of(rows, total, page, page_size)


@router.post(
    "/api/workflows", operation_id="createWorkflow", permission=MANAGE, status=201, errors=[(409, "WORKFLOW_LIMIT_REACHED")]
)
def create_workflow(body: Annotated[records.WorkflowCreate, Body()]) -> One[records.Workflow]:
    """Create a workflow (201): ``{name, description?, status? (draft), definition {nodes, edges}}``.

    The definition is a DAG with one TRIGGER; every refusal is a 422 naming its field
    (``definition.nodes[2].config.quantity.target``, a cycle's nodes, an unknown tag). The creator's
    assigned shops (a shop-scoped caller) become the workflow's ``ownerShopIds``: its runs act on them only.
    """
    identity = current_identity(router)
    created = crud.create_workflow(identity.org, actor_of(identity), identity.shop_scope, body.as_dict())
    return {"success": True, "data": created}, 201


@router.get("/api/workflows/{workflow_id}", operation_id="getWorkflow", permission=VIEW, errors=[NOT_FOUND])
def get_workflow(workflow_id: WorkflowIdPath) -> One[records.Workflow]:
    """One workflow; 404 WORKFLOW_NOT_FOUND when missing or another organization's."""
    identity = current_identity(router)
    return {"success": True, "data": crud.get_workflow(identity.org, workflow_id, identity.shop_scope)}


@router.patch(
    "/api/workflows/{workflow_id}",
    operation_id="updateWorkflow",
    permission=MANAGE,
    errors=[NOT_FOUND, (409, "WORKFLOW_ARCHIVED"), (409, "CONCURRENT_MODIFICATION")],
)
def update_workflow(workflow_id: WorkflowIdPath, body: Annotated[records.WorkflowUpdate, Body()]) -> One[records.Workflow]:
    """Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
    ``definition`` (validated again). An archived workflow is final: 409 WORKFLOW_ARCHIVED. A run in
    progress keeps the definition it started with."""
    identity = current_identity(router)
    return {
        "success": True,
        "data": crud.update_workflow(identity.org, actor_of(identity), workflow_id, body.changes(), identity.shop_scope),
    }


@router.delete(
    "/api/workflows/{workflow_id}",
    operation_id="deleteWorkflow",
    permission=MANAGE,
    errors=[NOT_FOUND, (409, "WORKFLOW_RUN_IN_PROGRESS"), (409, "CONCURRENT_MODIFICATION")],
)
def delete_workflow(workflow_id: WorkflowIdPath) -> Done:
    """Delete a workflow (its runs stay readable): ``{success: true}``; 409 WORKFLOW_RUN_IN_PROGRESS
    while one of its runs is PENDING or RUNNING."""
    identity = current_identity(router)
    crud.delete_workflow(identity.org, actor_of(identity), workflow_id, identity.shop_scope)
    return {"success": True}
