from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Team")


@_attrs_define
class Team:
    """A team: its shops add to its members' assigned shops (from their next request).

    Attributes:
        id (str):
        name (str):
        description (None | str):
        member_ids (list[str]):
        shop_ids (list[str]):
        created_at (str):
        created_by (str): principal ref, e.g. USER:<id> or API_TOKEN:<id>
        updated_at (str):
        updated_by (str):
    """

    id: str
    name: str
    description: None | str
    member_ids: list[str]
    shop_ids: list[str]
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description: None | str
        description = self.description

        member_ids = self.member_ids

        shop_ids = self.shop_ids

        created_at = self.created_at

        created_by = self.created_by

        updated_at = self.updated_at

        updated_by = self.updated_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "memberIds": member_ids,
                "shopIds": shop_ids,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
            }
        )

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

        member_ids = cast(list[str], d.pop("memberIds"))

        shop_ids = cast(list[str], d.pop("shopIds"))

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        updated_at = d.pop("updatedAt")

        updated_by = d.pop("updatedBy")

        team = cls(
            id=id,
            name=name,
            description=description,
            member_ids=member_ids,
            shop_ids=shop_ids,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        return team
