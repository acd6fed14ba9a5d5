"""The node executors, one module per node type, imported on a node's first run.

Each module has ``run(config, ctx) -> NodeResult`` (``config``: the node's validated config model,
``ctx``: :class:`~inventory_planning.services.workflows.context.NodeContext`) and raises
:class:`~inventory_planning.domain.workflows.nodes.NodeFailed`.
"""

from __future__ import annotations

import importlib
from typing import Any

from inventory_planning.domain.workflows.nodes import NodeResult
from inventory_planning.services.workflows.context import NodeContext

MODULES = {
    "TRIGGER": "trigger",
    "CREATE_OR_GET_PLAN": "plans",
    "ADD_ITEMS_TO_PLAN": "items",
    "CALL_WEBHOOK": "webhook",
    "SEND_EMAIL": "email",
}

RENDERED_BY_EXECUTOR: frozenset[str] = frozenset({"CALL_WEBHOOK", "SEND_EMAIL"})
"""Node types whose executor renders its own templates (interpolation with the field's context: a
JSON body parsed, an html body escaped, header values checked, the failing field named). The engine
hands their config to :func:`execute` as written: rendering it before would insert unescaped values
into an html body and render the values of earlier steps (a saved webhook response) as templates."""


def execute(node_type: str, config: Any, ctx: NodeContext) -> NodeResult:
    """Run one node of type ``node_type`` with its validated ``config``.

    Raises:
        NodeFailed: the node failed (its step is FAILED).
        KeyError: not a node type (definitions are validated before they are stored).
    """
    module = importlib.import_module(f"inventory_planning.services.workflows.nodes.{MODULES[node_type]}")
    result: NodeResult = module.run(config, ctx)
    return result
