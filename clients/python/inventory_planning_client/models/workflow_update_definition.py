from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workflow_update_definition_edges_item import WorkflowUpdateDefinitionEdgesItem
    from ..models.workflow_update_definition_nodes_item import WorkflowUpdateDefinitionNodesItem


T = TypeVar("T", bound="WorkflowUpdateDefinition")


@_attrs_define
class WorkflowUpdateDefinition:
    """A DAG of nodes (one TRIGGER) and edges; validated by the service, every refusal naming its field
    (definition.nodes[2].config.quantity.target): docs/automation.md

        Attributes:
            nodes (list[WorkflowUpdateDefinitionNodesItem]):
            edges (list[WorkflowUpdateDefinitionEdgesItem] | Unset):
    """

    nodes: list[WorkflowUpdateDefinitionNodesItem]
    edges: list[WorkflowUpdateDefinitionEdgesItem] | Unset = UNSET

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
        from ..models.workflow_update_definition_edges_item import WorkflowUpdateDefinitionEdgesItem  # noqa: PLC0415
        from ..models.workflow_update_definition_nodes_item import WorkflowUpdateDefinitionNodesItem  # noqa: PLC0415

        d = dict(src_dict)
        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = WorkflowUpdateDefinitionNodesItem.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        _edges = d.pop("edges", UNSET)
        edges: list[WorkflowUpdateDefinitionEdgesItem] | Unset = UNSET
        if _edges is not UNSET:
            edges = []
            for edges_item_data in _edges:
                edges_item = WorkflowUpdateDefinitionEdgesItem.from_dict(edges_item_data)

                edges.append(edges_item)

        workflow_update_definition = cls(
            nodes=nodes,
            edges=edges,
        )

        return workflow_update_definition
