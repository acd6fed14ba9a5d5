"""Approval policies (SPEC "Approval policy", PUT /api/approval-policies/{id}; REFERENCE 4.2)."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import require_found
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import ItemsOf, One
from inventory_planning.coldstart import lazy
from inventory_planning.domain.configuration import (
    ApprovalPolicyCreate,
    ApprovalPolicyStatus,
    ApprovalPolicyUpdate,
    apply_policy_status,
    apply_policy_update,
    new_approval_policy,
)
from inventory_planning.store import configuration as store

from config_api.common import CONFIGURE, VIEW, IdPath, actor_of, created, data, items_page, read_one

records = lazy("inventory_planning.contracts.configuration")  # models load on first use (decision 0013)
router = ApiRouter(tag="Configuration")
KIND = store.APPROVAL_POLICY


@router.get("/api/approval-policies", operation_id="listApprovalPolicies", permission=VIEW)
def list_policies(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.ApprovalPolicy]:
    """The organization's approval policies in creation order: ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = store.list_page(identity.org, KIND, page, page_size)
    return items_page(rows, total, page, page_size)


@router.post("/api/approval-policies", operation_id="createApprovalPolicy", permission=CONFIGURE, status=201)
def create_policy(body: Annotated[ApprovalPolicyCreate, Body()]) -> One[records.ApprovalPolicy]:
    """Create an approval policy (201); ``createdBy``/``updatedBy`` are the caller's user or token id."""
    identity = current_identity(router)
    actor = actor_of(identity)
    record = new_approval_policy(body, store.new_id(), identity.org, actor.id, store.now_iso())
    return created(store.create(identity.org, KIND, record, actor))


@router.get("/api/approval-policies/{policy_id}", operation_id="getApprovalPolicy", permission=VIEW)
def get_policy(policy_id: IdPath) -> One[records.ApprovalPolicy]:
    """One approval policy; 404 when missing or another organization's."""
    return read_one(router, KIND, policy_id, "Approval policy")


@router.put(
    "/api/approval-policies/{policy_id}",
    operation_id="updateApprovalPolicy",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_policy(policy_id: IdPath, body: Annotated[ApprovalPolicyUpdate, Body()]) -> One[records.ApprovalPolicy]:
    """Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

    An update that changes nothing writes nothing (no audit entry). 404 when missing or another
    organization's.
    """
    identity = current_identity(router)
    actor = actor_of(identity)
    changes = body.changes()
    result = store.update(identity.org, KIND, policy_id, lambda r: apply_policy_update(r, changes, actor.id), actor)
    return data(require_found(result, "Approval policy"))


@router.patch(
    "/api/approval-policies/{policy_id}/status",
    operation_id="setApprovalPolicyStatus",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def set_policy_status(policy_id: IdPath, body: Annotated[ApprovalPolicyStatus, Body()]) -> One[records.ApprovalPolicy]:
    """Activate or deactivate a policy (``{isActive}``); audited as STATUS_CHANGE. 404 as above."""
    identity = current_identity(router)
    actor = actor_of(identity)
    result = store.update(
        identity.org, KIND, policy_id, lambda r: apply_policy_status(r, body.isActive, actor.id), actor, action="STATUS_CHANGE"
    )
    return data(require_found(result, "Approval policy"))
