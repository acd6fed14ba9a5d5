from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.member_invite_roles_item import MemberInviteRolesItem, check_member_invite_roles_item
from ..types import UNSET, Unset

T = TypeVar("T", bound="MemberInvite")


@_attrs_define
class MemberInvite:
    """POST /api/members: ``{email, name, roles, shopIds?}`` (shopIds for SHOP_MANAGER, SHOP_VIEWER).

    Attributes:
        email (str):
        name (str):
        roles (list[MemberInviteRolesItem]):
        shop_ids (list[str] | None | Unset):
    """

    email: str
    name: str
    roles: list[MemberInviteRolesItem]
    shop_ids: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        name = self.name

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
                "name": name,
                "roles": roles,
            }
        )
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        name = d.pop("name")

        roles = []
        _roles = d.pop("roles")
        for roles_item_data in _roles:
            roles_item = check_member_invite_roles_item(roles_item_data)

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

        member_invite = cls(
            email=email,
            name=name,
            roles=roles,
            shop_ids=shop_ids,
        )

        return member_invite
