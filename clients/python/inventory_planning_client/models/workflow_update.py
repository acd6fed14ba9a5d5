from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.workflow_update_status import WorkflowUpdateStatus, check_workflow_update_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workflow_update_definition import WorkflowUpdateDefinition


T = TypeVar("T", bound="WorkflowUpdate")


@_attrs_define
class WorkflowUpdate:
    """PATCH /api/workflows/{id}: ``{name?, description?, status?, definition?}``; absent = unchanged, null refused.

    Attributes:
        name (str | Unset):
        description (str | Unset):
        status (WorkflowUpdateStatus | Unset):
        definition (WorkflowUpdateDefinition | Unset): A DAG of nodes (one TRIGGER) and edges; validated by the service,
            every refusal naming its field (definition.nodes[2].config.quantity.target): docs/automation.md
    """

    name: str | Unset = UNSET
    description: str | Unset = UNSET
    status: WorkflowUpdateStatus | Unset = UNSET
    definition: WorkflowUpdateDefinition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        definition: dict[str, Any] | Unset = UNSET
        if not isinstance(self.definition, Unset):
            definition = self.definition.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status
        if definition is not UNSET:
            field_dict["definition"] = definition

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_update_definition import WorkflowUpdateDefinition  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        _status = d.pop("status", UNSET)
        status: WorkflowUpdateStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_workflow_update_status(_status)

        _definition = d.pop("definition", UNSET)
        definition: WorkflowUpdateDefinition | Unset
        if isinstance(_definition, Unset):
            definition = UNSET
        else:
            definition = WorkflowUpdateDefinition.from_dict(_definition)

        workflow_update = cls(
            name=name,
            description=description,
            status=status,
            definition=definition,
        )

        return workflow_update
