from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.api_token_status import ApiTokenStatus, check_api_token_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApiToken")


@_attrs_define
class ApiToken:
    """A service-account token as listed: never the plaintext, only ``lastChars``.

    Attributes:
        id (str):
        name (str):
        description (None | str):
        permissions (list[str]):
        last_chars (str): the last 4 characters of the token
        created_at (str):
        created_by (None | str):
        created_by_kind (None | str):
        expires_at (None | str):
        revoked_at (None | str):
        status (ApiTokenStatus):
        shop_ids (list[str] | None | Unset): the shops a shop-scoped token sees (null: every shop)
        revoked_reason (None | str | Unset): why it was revoked: REVOKED (by a caller), CREATOR_REVOKED (with its
            creator), CREATOR_REMOVED (rule 7)
    """

    id: str
    name: str
    description: None | str
    permissions: list[str]
    last_chars: str
    created_at: str
    created_by: None | str
    created_by_kind: None | str
    expires_at: None | str
    revoked_at: None | str
    status: ApiTokenStatus
    shop_ids: list[str] | None | Unset = UNSET
    revoked_reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description: None | str
        description = self.description

        permissions = self.permissions

        last_chars = self.last_chars

        created_at = self.created_at

        created_by: None | str
        created_by = self.created_by

        created_by_kind: None | str
        created_by_kind = self.created_by_kind

        expires_at: None | str
        expires_at = self.expires_at

        revoked_at: None | str
        revoked_at = self.revoked_at

        status: str = self.status

        shop_ids: list[str] | None | Unset
        if isinstance(self.shop_ids, Unset):
            shop_ids = UNSET
        elif isinstance(self.shop_ids, list):
            shop_ids = self.shop_ids

        else:
            shop_ids = self.shop_ids

        revoked_reason: None | str | Unset
        if isinstance(self.revoked_reason, Unset):
            revoked_reason = UNSET
        else:
            revoked_reason = self.revoked_reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "permissions": permissions,
                "lastChars": last_chars,
                "createdAt": created_at,
                "createdBy": created_by,
                "createdByKind": created_by_kind,
                "expiresAt": expires_at,
                "revokedAt": revoked_at,
                "status": status,
            }
        )
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids
        if revoked_reason is not UNSET:
            field_dict["revokedReason"] = revoked_reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        permissions = cast(list[str], d.pop("permissions"))

        last_chars = d.pop("lastChars")

        created_at = d.pop("createdAt")

        def _parse_created_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_by = _parse_created_by(d.pop("createdBy"))

        def _parse_created_by_kind(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_by_kind = _parse_created_by_kind(d.pop("createdByKind"))

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expiresAt"))

        def _parse_revoked_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revoked_at = _parse_revoked_at(d.pop("revokedAt"))

        status = check_api_token_status(d.pop("status"))

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

        def _parse_revoked_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        revoked_reason = _parse_revoked_reason(d.pop("revokedReason", UNSET))

        api_token = cls(
            id=id,
            name=name,
            description=description,
            permissions=permissions,
            last_chars=last_chars,
            created_at=created_at,
            created_by=created_by,
            created_by_kind=created_by_kind,
            expires_at=expires_at,
            revoked_at=revoked_at,
            status=status,
            shop_ids=shop_ids,
            revoked_reason=revoked_reason,
        )

        return api_token
