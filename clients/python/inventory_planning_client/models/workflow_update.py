from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.workflow_update_status_type_0 import WorkflowUpdateStatusType0, check_workflow_update_status_type_0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workflow_update_definition_type_0 import WorkflowUpdateDefinitionType0


T = TypeVar("T", bound="WorkflowUpdate")


@_attrs_define
class WorkflowUpdate:
    """PATCH /api/workflows/{id}: ``{name?, description?, status?, definition?}``; absent = unchanged, null refused.

    Attributes:
        name (None | str | Unset):
        description (None | str | Unset):
        status (None | Unset | WorkflowUpdateStatusType0):
        definition (None | Unset | WorkflowUpdateDefinitionType0):
    """

    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    status: None | Unset | WorkflowUpdateStatusType0 = UNSET
    definition: None | Unset | WorkflowUpdateDefinitionType0 = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.workflow_update_definition_type_0 import WorkflowUpdateDefinitionType0  # noqa: PLC0415

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, str):
            status = self.status
        else:
            status = self.status

        definition: dict[str, Any] | None | Unset
        if isinstance(self.definition, Unset):
            definition = UNSET
        elif isinstance(self.definition, WorkflowUpdateDefinitionType0):
            definition = self.definition.to_dict()
        else:
            definition = self.definition

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
        from ..models.workflow_update_definition_type_0 import WorkflowUpdateDefinitionType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_status(data: object) -> None | Unset | WorkflowUpdateStatusType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = check_workflow_update_status_type_0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WorkflowUpdateStatusType0, data)

        status = _parse_status(d.pop("status", UNSET))

        def _parse_definition(data: object) -> None | Unset | WorkflowUpdateDefinitionType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                definition_type_0 = WorkflowUpdateDefinitionType0.from_dict(data)

                return definition_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WorkflowUpdateDefinitionType0, data)

        definition = _parse_definition(d.pop("definition", UNSET))

        workflow_update = cls(
            name=name,
            description=description,
            status=status,
            definition=definition,
        )

        return workflow_update
