"""What a workflow node is and what running one gives (pure; REFERENCE 7 "Step").

A node executor (``services.workflows.nodes.<type>.run``) takes the node's validated config and the
run's context and returns a :class:`NodeResult` (SUCCEEDED or SKIPPED, with its output and the input
it resolved), or raises :class:`NodeFailed` (the step is FAILED with its code, message and details).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

NODE_TYPES: tuple[str, ...] = ("TRIGGER", "CREATE_OR_GET_PLAN", "ADD_ITEMS_TO_PLAN", "CALL_WEBHOOK", "SEND_EMAIL")
"""The node types of a definition (``nodes[].type``)."""

ENTITY_TYPES: tuple[str, ...] = ("PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM")
"""What a trigger selects by tags (the tags' targets)."""


@dataclass(frozen=True, slots=True)
class TriggerMatch:
    """What the run's TRIGGER selected: ``entity_type`` (one of :data:`ENTITY_TYPES`), the ids that
    carry at least one of ``include_tags`` and none of ``exclude_tags`` (tag ids), in id order."""

    entity_type: str
    matched_entity_ids: tuple[str, ...]
    include_tags: tuple[str, ...] = ()
    exclude_tags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class NodeResult:
    """A node that ran: ``status`` SUCCEEDED or SKIPPED (intentional, e.g. nothing matched),
    ``output`` (JSON; what ``{{steps.<nodeId>.output.*}}`` reads), ``resolved_input`` (the config
    after interpolation, credentials never included), ``retry_count`` (retries the node made, e.g. a
    webhook's), ``logs`` (``{level, message}`` entries, at most 100 kept)."""

    status: Literal["SUCCEEDED", "SKIPPED"]
    output: dict[str, Any]
    resolved_input: dict[str, Any] = field(default_factory=dict)
    retry_count: int = 0
    logs: tuple[dict[str, str], ...] = ()


class NodeFailed(Exception):
    """A node failed: its step is FAILED with ``code`` (upper snake case), ``message`` (a sentence for
    the retailer, naming nothing of the infrastructure), ``details`` (JSON), ``retry_count`` and what it
    resolved (``resolved_input``)."""

    def __init__(
        self,
        code: str,
        message: str,
        details: dict[str, Any] | None = None,
        retry_count: int = 0,
        resolved_input: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.details = details or {}
        self.retry_count = retry_count
        self.resolved_input = resolved_input or {}
