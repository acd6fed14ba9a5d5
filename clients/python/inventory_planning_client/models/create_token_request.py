from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_token_request_permissions_item import (
    CreateTokenRequestPermissionsItem,
    check_create_token_request_permissions_item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateTokenRequest")


@_attrs_define
class CreateTokenRequest:
    """Body of POST /api/settings/api-tokens.

    Attributes:
        name (str):
        permissions (list[CreateTokenRequestPermissionsItem]):
        description (None | str | Unset):
        expires_at (datetime.datetime | None | Unset): ISO 8601 with a timezone; omit or null for a token that never
            expires; at most 365 days ahead
        shop_ids (list[str] | None | Unset): the shops of a shop-scoped token (shops.viewAssigned without
            shops.viewAll): required, refused otherwise
    """

    name: str
    permissions: list[CreateTokenRequestPermissionsItem]
    description: None | str | Unset = UNSET
    expires_at: datetime.datetime | None | Unset = UNSET
    shop_ids: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item: str = permissions_item_data
            permissions.append(permissions_item)

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        shop_ids: list[str] | None | Unset
        if isinstance(self.shop_ids, Unset):
            shop_ids = UNSET
        elif isinstance(self.shop_ids, list):
            shop_ids = self.shop_ids

        else:
            shop_ids = self.shop_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "permissions": permissions,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in _permissions:
            permissions_item = check_create_token_request_permissions_item(permissions_item_data)

            permissions.append(permissions_item)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expiresAt", UNSET))

        def _parse_shop_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                shop_ids_type_0 = cast(list[str], data)

                return shop_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        shop_ids = _parse_shop_ids(d.pop("shopIds", UNSET))

        create_token_request = cls(
            name=name,
            permissions=permissions,
            description=description,
            expires_at=expires_at,
            shop_ids=shop_ids,
        )

        return create_token_request
