"""Approval policies (SPEC "Approval policy", PUT /api/approval-policies/{id}; REFERENCE 4.2)."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import ItemsOf, One
from inventory_planning.coldstart import lazy

from config_api.common import CONFIGURE, VIEW, IdPath, created, data, items_page

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
policies = lazy("inventory_planning.services.configuration.policies")
records = lazy("inventory_planning.contracts.configuration")
bodies = lazy("inventory_planning.domain.configuration.intelligence")  # the request bodies, built on first use
router = ApiRouter(tag="Configuration")


@router.get("/api/approval-policies", operation_id="listApprovalPolicies", permission=VIEW)
def list_policies(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.ApprovalPolicy]:
    """The organization's approval policies in creation order: ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = policies.list_policies(identity.org, page, page_size)
    return items_page(rows, total, page, page_size)


@router.post("/api/approval-policies", operation_id="createApprovalPolicy", permission=CONFIGURE, status=201)
def create_policy(body: Annotated[bodies.ApprovalPolicyCreate, Body()]) -> One[records.ApprovalPolicy]:
    """Create an approval policy (201); ``createdBy``/``updatedBy`` are the caller's user or token id."""
    identity = current_identity(router)
    return created(policies.create_policy(identity.org, actor_of(identity), body))


@router.get("/api/approval-policies/{policy_id}", operation_id="getApprovalPolicy", permission=VIEW)
def get_policy(policy_id: IdPath) -> One[records.ApprovalPolicy]:
    """One approval policy; 404 when missing or another organization's."""
    return data(policies.get_policy(current_identity(router).org, policy_id))


@router.put(
    "/api/approval-policies/{policy_id}",
    operation_id="updateApprovalPolicy",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_policy(policy_id: IdPath, body: Annotated[bodies.ApprovalPolicyUpdate, Body()]) -> One[records.ApprovalPolicy]:
    """Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

    An update that changes nothing writes nothing (no audit entry). 404 when missing or another
    organization's.
    """
    identity = current_identity(router)
    return data(policies.update_policy(identity.org, actor_of(identity), policy_id, body.changes()))


@router.patch(
    "/api/approval-policies/{policy_id}/status",
    operation_id="setApprovalPolicyStatus",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def set_policy_status(policy_id: IdPath, body: Annotated[bodies.ApprovalPolicyStatus, Body()]) -> One[records.ApprovalPolicy]:
    """Activate or deactivate a policy (``{isActive}``); audited as STATUS_CHANGE. 404 as above."""
    identity = current_identity(router)
    return data(policies.set_policy_status(identity.org, actor_of(identity), policy_id, body.isActive))
