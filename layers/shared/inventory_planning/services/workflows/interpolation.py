"""Interpolation of a node's config: ``{{steps.<nodeId>.output.*}}``, ``{{workflow.id}}`` (REFERENCE 7).

Placeholder of the skeleton (helper D writes the sandboxed engine): :func:`resolve` returns the config
unchanged, :func:`variables` the names a template may read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from inventory_planning.services.workflows.context import NodeContext


def variables(ctx: NodeContext) -> dict[str, Any]:
    """What a template may read: ``steps.<nodeId>.output``, ``workflow.{id, name}``, ``run.id``,
    ``trigger.{entityType, matchedEntityIds, matchedCount}``."""
    trigger = ctx.trigger
    return {
        "steps": {node_id: {"output": dict(output)} for node_id, output in ctx.outputs.items()},
        "workflow": {"id": ctx.workflow.get("id"), "name": ctx.workflow.get("name")},
        "run": {"id": ctx.run_id},
        "trigger": {
            "entityType": trigger.entity_type if trigger else None,
            "matchedEntityIds": list(trigger.matched_entity_ids) if trigger else [],
            "matchedCount": len(trigger.matched_entity_ids) if trigger else 0,
        },
    }


def render(template: str, variables: Mapping[str, Any]) -> str:
    """``template`` rendered with ``variables`` (placeholder: unchanged)."""
    return template


def resolve(config: Any, variables: Mapping[str, Any]) -> Any:
    """Every string of the JSON-like ``config`` rendered (placeholder: unchanged)."""
    return config
