"""Workflows (REFERENCE 7; issue 26; docs/automation.md): definitions, runs and their steps (pure).

- ``nodes``: the node types and what every node executor returns or raises (:class:`NodeResult`,
  :class:`NodeFailed`, :class:`TriggerMatch`);
- ``configs``: one pydantic model per node type's ``config`` (:data:`configs.CONFIG_MODELS`).
"""
