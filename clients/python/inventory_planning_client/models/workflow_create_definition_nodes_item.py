from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.workflow_create_definition_nodes_item_type import (
    WorkflowCreateDefinitionNodesItemType,
    check_workflow_create_definition_nodes_item_type,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workflow_create_definition_nodes_item_config import WorkflowCreateDefinitionNodesItemConfig


T = TypeVar("T", bound="WorkflowCreateDefinitionNodesItem")


@_attrs_define
class WorkflowCreateDefinitionNodesItem:
    """
    Attributes:
        id (str):
        type_ (WorkflowCreateDefinitionNodesItemType):
        config (WorkflowCreateDefinitionNodesItemConfig | Unset): the node type's fields
    """

    id: str
    type_: WorkflowCreateDefinitionNodesItemType
    config: WorkflowCreateDefinitionNodesItemConfig | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_: str = self.type_

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
            }
        )
        if config is not UNSET:
            field_dict["config"] = config

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_create_definition_nodes_item_config import (
            WorkflowCreateDefinitionNodesItemConfig,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_workflow_create_definition_nodes_item_type(d.pop("type"))

        _config = d.pop("config", UNSET)
        config: WorkflowCreateDefinitionNodesItemConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = WorkflowCreateDefinitionNodesItemConfig.from_dict(_config)

        workflow_create_definition_nodes_item = cls(
            id=id,
            type_=type_,
            config=config,
        )

        return workflow_create_definition_nodes_item
