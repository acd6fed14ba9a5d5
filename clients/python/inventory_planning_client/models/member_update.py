from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.member_update_roles_item import MemberUpdateRolesItem, check_member_update_roles_item
from ..types import UNSET, Unset

T = TypeVar("T", bound="MemberUpdate")


@_attrs_define
class MemberUpdate:
    """PATCH /api/members/{userId}: any of ``roles``, ``shopIds``, ``name`` (absent: unchanged).

    Attributes:
        roles (list[MemberUpdateRolesItem] | Unset):
        shop_ids (list[str] | None | Unset):
        name (str | Unset):
    """

    roles: list[MemberUpdateRolesItem] | Unset = UNSET
    shop_ids: list[str] | None | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        roles: list[str] | Unset = UNSET
        if not isinstance(self.roles, Unset):
            roles = []
            for roles_item_data in self.roles:
                roles_item: str = roles_item_data
                roles.append(roles_item)

        shop_ids: list[str] | None | Unset
        if isinstance(self.shop_ids, Unset):
            shop_ids = UNSET
        elif isinstance(self.shop_ids, list):
            shop_ids = self.shop_ids

        else:
            shop_ids = self.shop_ids

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if roles is not UNSET:
            field_dict["roles"] = roles
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _roles = d.pop("roles", UNSET)
        roles: list[MemberUpdateRolesItem] | Unset = UNSET
        if _roles is not UNSET:
            roles = []
            for roles_item_data in _roles:
                roles_item = check_member_update_roles_item(roles_item_data)

                roles.append(roles_item)

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

        name = d.pop("name", UNSET)

        member_update = cls(
            roles=roles,
            shop_ids=shop_ids,
            name=name,
        )

        return member_update
