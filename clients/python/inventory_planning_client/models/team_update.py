from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TeamUpdate")


@_attrs_define
class TeamUpdate:
    """PATCH /api/teams/{id}: any of ``name``, ``description``, ``memberIds``, ``shopIds`` (absent: unchanged).

    Attributes:
        name (str | Unset):
        description (None | str | Unset):
        member_ids (list[str] | Unset):
        shop_ids (list[str] | Unset):
    """

    name: str | Unset = UNSET
    description: None | str | Unset = UNSET
    member_ids: list[str] | Unset = UNSET
    shop_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        member_ids: list[str] | Unset = UNSET
        if not isinstance(self.member_ids, Unset):
            member_ids = self.member_ids

        shop_ids: list[str] | Unset = UNSET
        if not isinstance(self.shop_ids, Unset):
            shop_ids = self.shop_ids

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if member_ids is not UNSET:
            field_dict["memberIds"] = member_ids
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        member_ids = cast(list[str], d.pop("memberIds", UNSET))

        shop_ids = cast(list[str], d.pop("shopIds", UNSET))

        team_update = cls(
            name=name,
            description=description,
            member_ids=member_ids,
            shop_ids=shop_ids,
        )

        return team_update
