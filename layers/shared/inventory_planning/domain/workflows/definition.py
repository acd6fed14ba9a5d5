"""A workflow's definition and its validation (REFERENCE 7; issue 26; docs/automation.md "Workflows").

A definition is ``{"nodes": [{"id", "type", "config"}], "edges": [{"from", "to"}]}``: a DAG whose
one root is its TRIGGER. :func:`validate_definition` refuses, with a 422 naming the field
(``definition.nodes[2].config.quantity.target``):

- node ids not unique or not ``^[A-Za-z0-9_-]{1,64}$``, fewer than 1 or more than 50 nodes;
- not exactly one TRIGGER, or a TRIGGER with an incoming edge;
- an edge naming an unknown node, a self edge, a duplicate edge, a cycle (the message names its nodes);
- a node not reachable from the TRIGGER;
- a config invalid against its type's model (``configs.CONFIG_MODELS``);
- an ADD_ITEMS_TO_PLAN whose ``sourcePlanNodeId`` is not a CREATE_OR_GET_PLAN ancestor, and a config
  string whose ``{{steps.<id>...}}`` names a node that is not an ancestor.

The organization's tags (TRIGGER and ADD_ITEMS_TO_PLAN tag ids) are checked by the service, which
reads them. :func:`execution_order` gives the order a run executes the nodes in (topological, ties by id).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

import networkx as nx
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from inventory_planning.domain.workflows.configs import CONFIG_MODELS
from inventory_planning.kernel.errors import InvalidInput, field_error

NODE_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
MAX_NODES = 50
MAX_EDGES = 200
NodeType = Literal["TRIGGER", "CREATE_OR_GET_PLAN", "ADD_ITEMS_TO_PLAN", "CALL_WEBHOOK", "SEND_EMAIL"]

_STEP_REFERENCE = re.compile(r"""\{\{[^}]*?\bsteps\s*(?:\.\s*([A-Za-z0-9_]+)|\[\s*['"]([A-Za-z0-9_-]+)['"]\s*\])""")
"""A ``{{ ... steps.<id> ... }}`` or ``{{ steps['<id>'] }}`` reference inside a config string."""


class NodeSpec(BaseModel):
    """One node of a definition: ``id`` (unique, ``^[A-Za-z0-9_-]{1,64}$``), ``type``, ``config`` (the
    type's fields, validated by :func:`validate_definition`)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=NODE_ID_PATTERN)
    type: NodeType
    config: dict[str, Any] = Field(default_factory=dict)


class EdgeSpec(BaseModel):
    """One edge: ``from`` runs before ``to`` (``to`` may read ``{{steps.<from>.output...}}``)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    source: str = Field(alias="from", min_length=1, max_length=64)
    target: str = Field(alias="to", min_length=1, max_length=64)


class WorkflowDefinition(BaseModel):
    """A definition's shape (its semantics: :func:`validate_definition`)."""

    model_config = ConfigDict(extra="forbid")

    nodes: list[NodeSpec] = Field(min_length=1, max_length=MAX_NODES)
    edges: list[EdgeSpec] = Field(default_factory=list, max_length=MAX_EDGES)


@dataclass(frozen=True, slots=True)
class CheckedDefinition:
    """A valid definition: its wire JSON, the execution order, each node's ancestors, and the tag ids it
    names (``(field path, tag id)``, checked against the organization's tags by the service)."""

    definition: dict[str, Any]
    order: tuple[str, ...]
    ancestors: Mapping[str, frozenset[str]]
    tag_references: tuple[tuple[str, str], ...]

    @property
    def trigger(self) -> dict[str, Any]:
        """The TRIGGER node (``{id, type, config}``)."""
        return next(node for node in self.definition["nodes"] if node["type"] == "TRIGGER")


def _node_path(index: int, rest: str = "") -> str:
    return f"definition.nodes[{index}]" + (f".{rest}" if rest else "")


def _loc_path(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as a field path: ``("quantity", "target")`` -> ``quantity.target``,
    list positions as ``[i]``."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _graph(nodes: list[dict[str, Any]], edges: list[dict[str, Any]], errors: list[dict[str, Any]]) -> nx.DiGraph:
    graph: nx.DiGraph = nx.DiGraph()
    seen: dict[str, int] = {}
    for index, node in enumerate(nodes):
        if node["id"] in seen:
            errors.append(field_error(_node_path(index, "id"), f"node id {node['id']!r} is used twice", "duplicate"))
        seen.setdefault(node["id"], index)
        graph.add_node(node["id"])
    pairs: set[tuple[str, str]] = set()
    for index, edge in enumerate(edges):
        path = f"definition.edges[{index}]"
        source, target = edge["from"], edge["to"]
        unknown = [name for name, value in (("from", source), ("to", target)) if value not in seen]
        for name in unknown:
            errors.append(field_error(f"{path}.{name}", f"no node has the id {edge[name]!r}", "unknown_node"))
        if unknown:
            continue
        if source == target:
            errors.append(field_error(path, f"node {source!r} has an edge to itself", "self_edge"))
        elif (source, target) in pairs:
            errors.append(field_error(path, f"the edge {source!r} -> {target!r} is given twice", "duplicate"))
        pairs.add((source, target))
        if source != target:
            graph.add_edge(source, target)
    return graph


def _check_trigger(nodes: list[dict[str, Any]], graph: nx.DiGraph, errors: list[dict[str, Any]]) -> str | None:
    triggers = [(index, node) for index, node in enumerate(nodes) if node["type"] == "TRIGGER"]
    if len(triggers) != 1:
        errors.append(
            field_error("definition.nodes", f"a definition has exactly one TRIGGER node, not {len(triggers)}", "trigger")
        )
        return None
    index, trigger = triggers[0]
    incoming = sorted(graph.predecessors(trigger["id"]))
    if incoming:
        errors.append(field_error(_node_path(index), f"the TRIGGER has incoming edges from {', '.join(incoming)}", "trigger"))
        return None
    return str(trigger["id"])


def _check_acyclic(graph: nx.DiGraph, errors: list[dict[str, Any]]) -> bool:
    try:
        cycle = nx.find_cycle(graph)
    except nx.NetworkXNoCycle:
        return True
    names = [edge[0] for edge in cycle]
    errors.append(field_error("definition.edges", f"the edges form a cycle: {' -> '.join([*names, names[0]])}", "cycle"))
    return False


def _strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string of a JSON-like value with its path below the config."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _strings(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, f"{path}[{index}]")


def step_references(config: Any) -> list[tuple[str, str]]:
    """``(path below the config, node id)`` of every ``{{steps.<id>...}}`` in the config's strings."""
    found = []
    for path, text in _strings(config):
        for match in _STEP_REFERENCE.finditer(text):
            found.append((path, match.group(1) or match.group(2)))
    return found


def _check_config(index: int, node: dict[str, Any], errors: list[dict[str, Any]]) -> BaseModel | None:
    try:
        return CONFIG_MODELS[node["type"]].model_validate(node["config"])
    except ValidationError as invalid:
        for error in invalid.errors():
            path = _loc_path(tuple(error["loc"]))
            # the document types a config as an object: its node type's rules are not in the schema (node_config_<rule>)
            code = f"node_config_{error['type']}"
            errors.append(field_error(_node_path(index, "config" + (f".{path}" if path else "")), error["msg"], code))
        return None


def _check_references(
    index: int, node: dict[str, Any], ancestors: frozenset[str], types: Mapping[str, str], errors: list[dict[str, Any]]
) -> None:
    config = node["config"]
    source = config.get("sourcePlanNodeId") if node["type"] == "ADD_ITEMS_TO_PLAN" else None
    if source is not None and (source not in ancestors or types.get(source) != "CREATE_OR_GET_PLAN"):
        message = f"{source!r} is not a CREATE_OR_GET_PLAN node that runs before this node (an ancestor)"
        errors.append(field_error(_node_path(index, "config.sourcePlanNodeId"), message, "reference"))
    for path, referenced in step_references(config):
        if referenced not in ancestors:
            message = f"{{{{steps.{referenced}}}}} names no node that runs before this node (an ancestor)"
            errors.append(field_error(_node_path(index, f"config.{path}" if path else "config"), message, "reference"))


def _tag_references(index: int, node: dict[str, Any]) -> list[tuple[str, str]]:
    config = node["config"]
    found: list[tuple[str, str]] = []
    holders = {"TRIGGER": ("", config), "ADD_ITEMS_TO_PLAN": ("entityFilters.", config.get("entityFilters") or {})}
    prefix, holder = holders.get(node["type"], ("", {}))
    for name in ("includeTags", "excludeTags"):
        tags = holder.get(name) if isinstance(holder, Mapping) else None
        for position, tag in enumerate(tags if isinstance(tags, list) else []):
            if isinstance(tag, str):
                found.append((_node_path(index, f"config.{prefix}{name}[{position}]"), tag))
    return found


def validate_definition(definition: Mapping[str, Any]) -> CheckedDefinition:
    """Check a definition (module docstring lists the refusals) and return it with its execution order.

    Args:
        definition: ``{"nodes": [...], "edges": [...]}`` (JSON).

    Raises:
        InvalidInput: 422 VALIDATION_ERROR; every refusal found, each naming its field path.
    """
    try:
        shaped = WorkflowDefinition.model_validate(definition)
    except ValidationError as invalid:
        raise InvalidInput(
            [
                field_error("definition" + (f".{_loc_path(tuple(e['loc']))}" if e["loc"] else ""), e["msg"], e["type"])
                for e in invalid.errors()
            ]
        ) from None
    wire = shaped.model_dump(mode="json", by_alias=True)
    nodes, edges = wire["nodes"], wire["edges"]
    errors: list[dict[str, Any]] = []
    graph = _graph(nodes, edges, errors)
    trigger = _check_trigger(nodes, graph, errors)
    acyclic = _check_acyclic(graph, errors)
    if errors or trigger is None or not acyclic:
        raise InvalidInput(errors)
    reachable = nx.descendants(graph, trigger) | {trigger}
    for index, node in enumerate(nodes):
        if node["id"] not in reachable:
            errors.append(
                field_error(_node_path(index, "id"), f"node {node['id']!r} cannot be reached from the TRIGGER", "unreachable")
            )
    types = {node["id"]: node["type"] for node in nodes}
    ancestors = {node["id"]: frozenset(nx.ancestors(graph, node["id"])) for node in nodes}
    tags: list[tuple[str, str]] = []
    for index, node in enumerate(nodes):
        if _check_config(index, node, errors) is not None:
            _check_references(index, node, ancestors[node["id"]], types, errors)
            tags.extend(_tag_references(index, node))
    if errors:
        raise InvalidInput(errors)
    return CheckedDefinition(wire, execution_order(wire), ancestors, tuple(tags))


def execution_order(definition: Mapping[str, Any]) -> tuple[str, ...]:
    """The node ids in the order a run executes them: topological (every node after its
    predecessors), ties broken by node id. The definition is a valid DAG (:func:`validate_definition`)."""
    graph: nx.DiGraph = nx.DiGraph()
    graph.add_nodes_from(node["id"] for node in definition["nodes"])
    graph.add_edges_from((edge["from"], edge["to"]) for edge in definition["edges"])
    return tuple(nx.lexicographical_topological_sort(graph))


def ancestors_of(definition: Mapping[str, Any]) -> dict[str, frozenset[str]]:
    """Node id -> the ids of the nodes that must run before it (transitively)."""
    graph: nx.DiGraph = nx.DiGraph()
    graph.add_nodes_from(node["id"] for node in definition["nodes"])
    graph.add_edges_from((edge["from"], edge["to"]) for edge in definition["edges"])
    return {node: frozenset(nx.ancestors(graph, node)) for node in graph.nodes}
