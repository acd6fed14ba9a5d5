"""Workflow credentials (REFERENCE 7 "Credentials"; docs/automation.md "Webhooks, e-mails and
credentials"): what a CALL_WEBHOOK's ``auth`` sends, encrypted with KMS and never returned.

Reading needs ``inventoryPlans.view``, creating and deleting ``inventoryPlans.manage``.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of as _actor
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy
from inventory_planning.domain.workflows.credentials import CredentialCreate

# Loaded on a route's first request (decision 0013): the service (KMS, the store) and the record.
service = lazy("inventory_planning.services.workflows.credentials")
records = lazy("inventory_planning.contracts.workflows.credentials")
router = ApiRouter(tag="Workflows")

VIEW = "inventoryPlans.view"
MANAGE = "inventoryPlans.manage"
CredentialId = Annotated[str, Path(min_length=1, max_length=64, description="workflow credential id")]


@router.get("/api/workflow-credentials", operation_id="listWorkflowCredentials", permission=VIEW)
def list_workflow_credentials(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.WorkflowCredential]:
    """The organization's workflow credentials in creation order, without their secrets:
    ``{success, items, total, page, pageSize}``."""
    rows, total = service.list_credentials(current_identity(router).org, page, page_size)
    return {"success": True, "items": rows, "total": total, "page": page, "pageSize": page_size}


@router.post(
    "/api/workflow-credentials",
    operation_id="createWorkflowCredential",
    permission=MANAGE,
    status=201,
    errors=[(409, "WORKFLOW_CREDENTIAL_DUPLICATE")],
)
def create_workflow_credential(body: Annotated[CredentialCreate, Body()]) -> One[records.WorkflowCredential]:
    """Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
    | username and password | apiKey (and headerName)}``, exactly the fields of its type (422
    otherwise). ``allowedHosts`` (1..20; 422 naming ``allowedHosts[i]``) are the only hosts a webhook
    may send it to. The secret is encrypted with KMS under the organization and the credential and
    never returned. 409 WORKFLOW_CREDENTIAL_DUPLICATE when the name is taken."""
    identity = current_identity(router)
    return {"success": True, "data": service.create_credential(identity.org, _actor(identity), body)}, 201


@router.get("/api/workflow-credentials/{credential_id}", operation_id="getWorkflowCredential", permission=VIEW)
def get_workflow_credential(credential_id: CredentialId) -> One[records.WorkflowCredential]:
    """One credential without its secret; 404 when missing or another organization's."""
    return {"success": True, "data": service.get_credential(current_identity(router).org, credential_id)}


@router.delete("/api/workflow-credentials/{credential_id}", operation_id="deleteWorkflowCredential", permission=MANAGE)
def delete_workflow_credential(credential_id: CredentialId) -> Done:
    """Delete a credential (a webhook naming it then fails with CREDENTIAL_NOT_FOUND): ``{success:
    true}``; 404 when missing or another organization's."""
    identity = current_identity(router)
    service.delete_credential(identity.org, _actor(identity), credential_id)
    return {"success": True}
