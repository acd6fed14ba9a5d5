from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Brand")


@_attrs_define
class Brand:
    """A brand of the organization's catalogue.

    Attributes:
        id (str):
        code (str):
        name (str):
        description (None | str):
        is_active (bool):
        created_at (str):
        updated_at (str):
        tags (list[str] | Unset): the names of the tags assigned to it, sorted (docs/automation.md Tags)
    """

    id: str
    code: str
    name: str
    description: None | str
    is_active: bool
    created_at: str
    updated_at: str
    tags: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        name = self.name

        description: None | str
        description = self.description

        is_active = self.is_active

        created_at = self.created_at

        updated_at = self.updated_at

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "description": description,
                "isActive": is_active,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        is_active = d.pop("isActive")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        tags = cast(list[str], d.pop("tags", UNSET))

        brand = cls(
            id=id,
            code=code,
            name=name,
            description=description,
            is_active=is_active,
            created_at=created_at,
            updated_at=updated_at,
            tags=tags,
        )

        return brand
