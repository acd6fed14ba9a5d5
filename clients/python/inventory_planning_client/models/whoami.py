from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.whoami_authkind import WhoamiAuthkind, check_whoami_authkind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Whoami")


@_attrs_define
class Whoami:
    """SPEC "Whoami identity": user-session fields or api-token fields, by ``authKind``.

    Attributes:
        auth_kind (WhoamiAuthkind):
        organization_id (str):
        organization_name (None | str):
        effective_permissions (list[str]):
        user_id (None | str | Unset):
        email (None | str | Unset):
        name (None | str | Unset):
        roles (list[str] | None | Unset):
        token_id (None | str | Unset):
        token_name (None | str | Unset):
        token_expires_at (None | str | Unset):
        shop_ids (list[str] | None | Unset): a shop-scoped caller's assigned shops (absent: every shop)
        available_organization_ids (list[str] | None | Unset): a session's person: the organizations where they are an
            INVITED or ACTIVE member
        team_ids (list[str] | None | Unset): a session's person: the teams listing them in this organization
    """

    auth_kind: WhoamiAuthkind
    organization_id: str
    organization_name: None | str
    effective_permissions: list[str]
    user_id: None | str | Unset = UNSET
    email: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    roles: list[str] | None | Unset = UNSET
    token_id: None | str | Unset = UNSET
    token_name: None | str | Unset = UNSET
    token_expires_at: None | str | Unset = UNSET
    shop_ids: list[str] | None | Unset = UNSET
    available_organization_ids: list[str] | None | Unset = UNSET
    team_ids: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        auth_kind: str = self.auth_kind

        organization_id = self.organization_id

        organization_name: None | str
        organization_name = self.organization_name

        effective_permissions = self.effective_permissions

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        roles: list[str] | None | Unset
        if isinstance(self.roles, Unset):
            roles = UNSET
        elif isinstance(self.roles, list):
            roles = self.roles

        else:
            roles = self.roles

        token_id: None | str | Unset
        if isinstance(self.token_id, Unset):
            token_id = UNSET
        else:
            token_id = self.token_id

        token_name: None | str | Unset
        if isinstance(self.token_name, Unset):
            token_name = UNSET
        else:
            token_name = self.token_name

        token_expires_at: None | str | Unset
        if isinstance(self.token_expires_at, Unset):
            token_expires_at = UNSET
        else:
            token_expires_at = self.token_expires_at

        shop_ids: list[str] | None | Unset
        if isinstance(self.shop_ids, Unset):
            shop_ids = UNSET
        elif isinstance(self.shop_ids, list):
            shop_ids = self.shop_ids

        else:
            shop_ids = self.shop_ids

        available_organization_ids: list[str] | None | Unset
        if isinstance(self.available_organization_ids, Unset):
            available_organization_ids = UNSET
        elif isinstance(self.available_organization_ids, list):
            available_organization_ids = self.available_organization_ids

        else:
            available_organization_ids = self.available_organization_ids

        team_ids: list[str] | None | Unset
        if isinstance(self.team_ids, Unset):
            team_ids = UNSET
        elif isinstance(self.team_ids, list):
            team_ids = self.team_ids

        else:
            team_ids = self.team_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "authKind": auth_kind,
                "organizationId": organization_id,
                "organizationName": organization_name,
                "effectivePermissions": effective_permissions,
            }
        )
        if user_id is not UNSET:
            field_dict["userId"] = user_id
        if email is not UNSET:
            field_dict["email"] = email
        if name is not UNSET:
            field_dict["name"] = name
        if roles is not UNSET:
            field_dict["roles"] = roles
        if token_id is not UNSET:
            field_dict["tokenId"] = token_id
        if token_name is not UNSET:
            field_dict["tokenName"] = token_name
        if token_expires_at is not UNSET:
            field_dict["tokenExpiresAt"] = token_expires_at
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids
        if available_organization_ids is not UNSET:
            field_dict["availableOrganizationIds"] = available_organization_ids
        if team_ids is not UNSET:
            field_dict["teamIds"] = team_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auth_kind = check_whoami_authkind(d.pop("authKind"))

        organization_id = d.pop("organizationId")

        def _parse_organization_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        organization_name = _parse_organization_name(d.pop("organizationName"))

        effective_permissions = cast(list[str], d.pop("effectivePermissions"))

        def _parse_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_id = _parse_user_id(d.pop("userId", UNSET))

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_roles(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                roles_type_0 = cast(list[str], data)

                return roles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        roles = _parse_roles(d.pop("roles", UNSET))

        def _parse_token_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token_id = _parse_token_id(d.pop("tokenId", UNSET))

        def _parse_token_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token_name = _parse_token_name(d.pop("tokenName", UNSET))

        def _parse_token_expires_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token_expires_at = _parse_token_expires_at(d.pop("tokenExpiresAt", UNSET))

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

        def _parse_available_organization_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                available_organization_ids_type_0 = cast(list[str], data)

                return available_organization_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        available_organization_ids = _parse_available_organization_ids(d.pop("availableOrganizationIds", UNSET))

        def _parse_team_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                team_ids_type_0 = cast(list[str], data)

                return team_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        team_ids = _parse_team_ids(d.pop("teamIds", UNSET))

        whoami = cls(
            auth_kind=auth_kind,
            organization_id=organization_id,
            organization_name=organization_name,
            effective_permissions=effective_permissions,
            user_id=user_id,
            email=email,
            name=name,
            roles=roles,
            token_id=token_id,
            token_name=token_name,
            token_expires_at=token_expires_at,
            shop_ids=shop_ids,
            available_organization_ids=available_organization_ids,
            team_ids=team_ids,
        )

        return whoami
