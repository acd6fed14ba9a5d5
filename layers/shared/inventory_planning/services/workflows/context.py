"""What a node executor is given: the run's context (services.workflows.nodes)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from inventory_planning.domain.workflows.nodes import TriggerMatch
from inventory_planning.kernel.actors import Caller


@dataclass(frozen=True, slots=True)
class NodeContext:
    """One node's run context.

    Attributes:
        organization_id: the tenant.
        workflow: the workflow record (wire JSON: id, name, status, definition, createdBy, ownerShopIds...).
        run_id: the workflow run's id (the audit ``sourceRef`` of what the run writes).
        caller: the WORKFLOW actor (``Actor("WORKFLOW", workflow id)``, ``source_ref`` the run id,
            ``shop_scope`` the shops of the workflow's owner, None for every shop).
        trigger: what the TRIGGER node selected (None while the TRIGGER node itself runs).
        outputs: nodeId -> output of the steps already SUCCEEDED (``{{steps.<nodeId>.output.*}}``).
        local: the local stack (``make run``): CALL_WEBHOOK may call loopback addresses.
        node_id: the node being run (the webhook's ``Idempotency-Key``, the e-mail's send marker); empty
            outside a run's step.
    """

    organization_id: str
    workflow: Mapping[str, Any]
    run_id: str
    caller: Caller
    trigger: TriggerMatch | None = None
    outputs: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    local: bool = False
    node_id: str = ""
