from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.workflow_last_run_status_type_0 import WorkflowLastRunStatusType0, check_workflow_last_run_status_type_0
from ..models.workflow_status import WorkflowStatus, check_workflow_status

if TYPE_CHECKING:
    from ..models.workflow_definition import WorkflowDefinition


T = TypeVar("T", bound="Workflow")


@_attrs_define
class Workflow:
    """A workflow; ``ownerShopIds`` the creator's assigned shops (null: every shop), the shops its runs act on.

    Attributes:
        id (str):
        name (str):
        description (str):
        status (WorkflowStatus):
        definition (WorkflowDefinition): {"nodes": [{"id", "type", "config"}], "edges": [{"from", "to"}]}
        created_at (str):
        created_by (str):
        updated_at (str):
        updated_by (str):
        owner_shop_ids (list[str] | None):
        last_run_at (None | str):
        last_run_status (None | WorkflowLastRunStatusType0):
    """

    id: str
    name: str
    description: str
    status: WorkflowStatus
    definition: WorkflowDefinition
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str
    owner_shop_ids: list[str] | None
    last_run_at: None | str
    last_run_status: None | WorkflowLastRunStatusType0

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        status: str = self.status

        definition = self.definition.to_dict()

        created_at = self.created_at

        created_by = self.created_by

        updated_at = self.updated_at

        updated_by = self.updated_by

        owner_shop_ids: list[str] | None
        if isinstance(self.owner_shop_ids, list):
            owner_shop_ids = self.owner_shop_ids

        else:
            owner_shop_ids = self.owner_shop_ids

        last_run_at: None | str
        last_run_at = self.last_run_at

        last_run_status: None | str
        if isinstance(self.last_run_status, str):
            last_run_status = self.last_run_status
        else:
            last_run_status = self.last_run_status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "status": status,
                "definition": definition,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "ownerShopIds": owner_shop_ids,
                "lastRunAt": last_run_at,
                "lastRunStatus": last_run_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_definition import WorkflowDefinition  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        status = check_workflow_status(d.pop("status"))

        definition = WorkflowDefinition.from_dict(d.pop("definition"))

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        updated_at = d.pop("updatedAt")

        updated_by = d.pop("updatedBy")

        def _parse_owner_shop_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                owner_shop_ids_type_0 = cast(list[str], data)

                return owner_shop_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        owner_shop_ids = _parse_owner_shop_ids(d.pop("ownerShopIds"))

        def _parse_last_run_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_run_at = _parse_last_run_at(d.pop("lastRunAt"))

        def _parse_last_run_status(data: object) -> None | WorkflowLastRunStatusType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_run_status_type_0 = check_workflow_last_run_status_type_0(data)

                return last_run_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WorkflowLastRunStatusType0, data)

        last_run_status = _parse_last_run_status(d.pop("lastRunStatus"))

        workflow = cls(
            id=id,
            name=name,
            description=description,
            status=status,
            definition=definition,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            owner_shop_ids=owner_shop_ids,
            last_run_at=last_run_at,
            last_run_status=last_run_status,
        )

        return workflow
