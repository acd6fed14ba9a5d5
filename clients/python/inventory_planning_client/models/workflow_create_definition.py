from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workflow_create_definition_edges_item import WorkflowCreateDefinitionEdgesItem
    from ..models.workflow_create_definition_nodes_item import WorkflowCreateDefinitionNodesItem


T = TypeVar("T", bound="WorkflowCreateDefinition")


@_attrs_define
class WorkflowCreateDefinition:
    """A DAG of nodes (one TRIGGER) and edges; validated by the service, every refusal naming its field
    (definition.nodes[2].config.quantity.target): docs/automation.md

        Attributes:
            nodes (list[WorkflowCreateDefinitionNodesItem]):
            edges (list[WorkflowCreateDefinitionEdgesItem] | Unset):
    """

    nodes: list[WorkflowCreateDefinitionNodesItem]
    edges: list[WorkflowCreateDefinitionEdgesItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)

        edges: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.edges, Unset):
            edges = []
            for edges_item_data in self.edges:
                edges_item = edges_item_data.to_dict()
                edges.append(edges_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "nodes": nodes,
            }
        )
        if edges is not UNSET:
            field_dict["edges"] = edges

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_create_definition_edges_item import WorkflowCreateDefinitionEdgesItem  # noqa: PLC0415
        from ..models.workflow_create_definition_nodes_item import WorkflowCreateDefinitionNodesItem  # noqa: PLC0415

        d = dict(src_dict)
        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = WorkflowCreateDefinitionNodesItem.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        _edges = d.pop("edges", UNSET)
        edges: list[WorkflowCreateDefinitionEdgesItem] | Unset = UNSET
        if _edges is not UNSET:
            edges = []
            for edges_item_data in _edges:
                edges_item = WorkflowCreateDefinitionEdgesItem.from_dict(edges_item_data)

                edges.append(edges_item)

        workflow_create_definition = cls(
            nodes=nodes,
            edges=edges,
        )

        return workflow_create_definition
