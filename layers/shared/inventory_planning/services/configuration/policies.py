"""Approval policies (SPEC "Approval policy"; REFERENCE 4.2): list, create, read, update, activate."""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.configuration.intelligence import (
    ApprovalPolicyCreate,
    apply_policy_status,
    apply_policy_update,
    new_approval_policy,
)
from inventory_planning.domain.configuration.records import ApprovalPolicy
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.store.configuration import APPROVAL_POLICY
from inventory_planning.store.dynamo import records as record_store

WHAT = "Approval policy"


def list_policies(organization_id: str, page: int, page_size: int) -> tuple[list[ApprovalPolicy], int]:
    """One page of the organization's approval policies in creation order, and their total."""
    rows, total = record_store.list_page(organization_id, APPROVAL_POLICY, page, page_size)
    return [of_stored(ApprovalPolicy, r) for r in rows], total


def create_policy(organization_id: str, actor: Actor, body: ApprovalPolicyCreate) -> ApprovalPolicy:
    """Store a new policy; ``createdBy``/``updatedBy`` are the actor's id. Returns the record."""
    record = new_approval_policy(body, new_id(), organization_id, actor.id, clock.now_iso())
    return of_stored(ApprovalPolicy, record_store.create(organization_id, APPROVAL_POLICY, record, actor))


def get_policy(organization_id: str, policy_id: str) -> ApprovalPolicy:
    """One policy. Raises Missing (404 "Approval policy not found") when missing or another organization's."""
    return _found(record_store.get_record(organization_id, APPROVAL_POLICY, policy_id))


def update_policy(organization_id: str, actor: Actor, policy_id: str, changes: dict[str, Any]) -> ApprovalPolicy:
    """Apply ``changes`` (the supplied fields, isActive excluded); ``updatedBy`` becomes the actor. A
    change that changes nothing writes nothing (no audit entry).

    Raises:
        Missing: no such policy in the organization.
        ConcurrentChange: three lost races in a row (409 CONCURRENT_MODIFICATION).
    """
    result = record_store.update(
        organization_id, APPROVAL_POLICY, policy_id, lambda r: apply_policy_update(r, changes, actor.id), actor
    )
    return _found(result)


def set_policy_status(organization_id: str, actor: Actor, policy_id: str, is_active: bool) -> ApprovalPolicy:
    """Activate or deactivate a policy, audited as STATUS_CHANGE. Raises Missing and ConcurrentChange as :func:`update_policy`."""
    result = record_store.update(
        organization_id,
        APPROVAL_POLICY,
        policy_id,
        lambda r: apply_policy_status(r, is_active, actor.id),
        actor,
        action="STATUS_CHANGE",
    )
    return _found(result)


def _found(record: dict[str, Any] | None) -> ApprovalPolicy:
    if record is None:
        raise Missing(WHAT)
    return of_stored(ApprovalPolicy, record)
