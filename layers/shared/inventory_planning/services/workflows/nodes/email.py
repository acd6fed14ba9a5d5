"""The email node executor. Placeholder of the skeleton: helper D writes it."""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult
from inventory_planning.services.workflows.context import NodeContext


def run(config: Any, ctx: NodeContext) -> NodeResult:
    """Run the node (placeholder: fails with NOT_IMPLEMENTED)."""
    raise NodeFailed("NOT_IMPLEMENTED", "this node type is not built yet")
