from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProvisionedOrganization")


@_attrs_define
class ProvisionedOrganization:
    """A new organization and its first service-account token (every permission; shown once).

    Attributes:
        organization_id (str):
        organization_name (str):
        token_id (str):
        token (str): the plaintext, shown in this response only
        permissions (list[str]): every permission of the service
    """

    organization_id: str
    organization_name: str
    token_id: str
    token: str
    permissions: list[str]

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        organization_name = self.organization_name

        token_id = self.token_id

        token = self.token

        permissions = self.permissions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "organizationName": organization_name,
                "tokenId": token_id,
                "token": token,
                "permissions": permissions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        organization_name = d.pop("organizationName")

        token_id = d.pop("tokenId")

        token = d.pop("token")

        permissions = cast(list[str], d.pop("permissions"))

        provisioned_organization = cls(
            organization_id=organization_id,
            organization_name=organization_name,
            token_id=token_id,
            token=token,
            permissions=permissions,
        )

        return provisioned_organization
