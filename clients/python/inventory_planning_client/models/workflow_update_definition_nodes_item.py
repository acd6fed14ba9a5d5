from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.workflow_update_definition_nodes_item_type import (
    WorkflowUpdateDefinitionNodesItemType,
    check_workflow_update_definition_nodes_item_type,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workflow_update_definition_nodes_item_config import WorkflowUpdateDefinitionNodesItemConfig


T = TypeVar("T", bound="WorkflowUpdateDefinitionNodesItem")


@_attrs_define
class WorkflowUpdateDefinitionNodesItem:
    """
    Attributes:
        id (str):
        type_ (WorkflowUpdateDefinitionNodesItemType):
        config (WorkflowUpdateDefinitionNodesItemConfig | Unset): the node type's fields
    """

    id: str
    type_: WorkflowUpdateDefinitionNodesItemType
    config: WorkflowUpdateDefinitionNodesItemConfig | Unset = UNSET

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
        from ..models.workflow_update_definition_nodes_item_config import (
            WorkflowUpdateDefinitionNodesItemConfig,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_workflow_update_definition_nodes_item_type(d.pop("type"))

        _config = d.pop("config", UNSET)
        config: WorkflowUpdateDefinitionNodesItemConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = WorkflowUpdateDefinitionNodesItemConfig.from_dict(_config)

        workflow_update_definition_nodes_item = cls(
            id=id,
            type_=type_,
            config=config,
        )

        return workflow_update_definition_nodes_item
