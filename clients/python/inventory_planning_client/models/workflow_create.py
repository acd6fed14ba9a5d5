from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.workflow_create_status import WorkflowCreateStatus, check_workflow_create_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workflow_create_definition import WorkflowCreateDefinition


T = TypeVar("T", bound="WorkflowCreate")


@_attrs_define
class WorkflowCreate:
    """POST /api/workflows: ``{name, description?, status? (draft | active | paused; default draft), definition}``.

    Attributes:
        name (str):
        definition (WorkflowCreateDefinition): A DAG of nodes (one TRIGGER) and edges; validated by the service, every
            refusal naming its field (definition.nodes[2].config.quantity.target): docs/automation.md
        description (str | Unset):  Default: ''.
        status (WorkflowCreateStatus | Unset):  Default: 'draft'.
    """

    name: str
    definition: WorkflowCreateDefinition
    description: str | Unset = ""
    status: WorkflowCreateStatus | Unset = "draft"

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        definition = self.definition.to_dict()

        description = self.description

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "definition": definition,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_create_definition import WorkflowCreateDefinition  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        definition = WorkflowCreateDefinition.from_dict(d.pop("definition"))

        description = d.pop("description", UNSET)

        _status = d.pop("status", UNSET)
        status: WorkflowCreateStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_workflow_create_status(_status)

        workflow_create = cls(
            name=name,
            definition=definition,
            description=description,
            status=status,
        )

        return workflow_create
