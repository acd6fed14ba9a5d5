from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.workflow_credential_type import WorkflowCredentialType, check_workflow_credential_type

T = TypeVar("T", bound="WorkflowCredential")


@_attrs_define
class WorkflowCredential:
    """A workflow credential: the secret (token, password, API key) is encrypted and never returned;
    ``hint`` shows ``…`` and its last 4 characters when it holds at least 16, null otherwise.

        Attributes:
            id (str):
            name (str):
            type_ (WorkflowCredentialType):
            header_name (None | str): API_KEY: the header the key is sent in (X-API-Key when null)
            hint (None | str):
            allowed_hosts (list[str]): the hosts a webhook may send it to (a leading '*.' label: any subdomain); empty for a
                credential stored before allowedHosts existed, which is sent nowhere
            created_at (str):
            created_by (str): the user or token id that created it
    """

    id: str
    name: str
    type_: WorkflowCredentialType
    header_name: None | str
    hint: None | str
    allowed_hosts: list[str]
    created_at: str
    created_by: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        type_: str = self.type_

        header_name: None | str
        header_name = self.header_name

        hint: None | str
        hint = self.hint

        allowed_hosts = self.allowed_hosts

        created_at = self.created_at

        created_by = self.created_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "headerName": header_name,
                "hint": hint,
                "allowedHosts": allowed_hosts,
                "createdAt": created_at,
                "createdBy": created_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        type_ = check_workflow_credential_type(d.pop("type"))

        def _parse_header_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        header_name = _parse_header_name(d.pop("headerName"))

        def _parse_hint(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hint = _parse_hint(d.pop("hint"))

        allowed_hosts = cast(list[str], d.pop("allowedHosts"))

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        workflow_credential = cls(
            id=id,
            name=name,
            type_=type_,
            header_name=header_name,
            hint=hint,
            allowed_hosts=allowed_hosts,
            created_at=created_at,
            created_by=created_by,
        )

        return workflow_credential
