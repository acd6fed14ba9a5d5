from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Collection")


@_attrs_define
class Collection:
    """SPEC "Collection".

    Attributes:
        id (str):
        code (str):
        name (str):
        description (str):
        is_active (bool):
        is_permanent (bool):
        start_date (str):
        deactivated_at (None | str):
        created_at (str):
        updated_at (str):
    """

    id: str
    code: str
    name: str
    description: str
    is_active: bool
    is_permanent: bool
    start_date: str
    deactivated_at: None | str
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        name = self.name

        description = self.description

        is_active = self.is_active

        is_permanent = self.is_permanent

        start_date = self.start_date

        deactivated_at: None | str
        deactivated_at = self.deactivated_at

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "description": description,
                "isActive": is_active,
                "isPermanent": is_permanent,
                "startDate": start_date,
                "deactivatedAt": deactivated_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        name = d.pop("name")

        description = d.pop("description")

        is_active = d.pop("isActive")

        is_permanent = d.pop("isPermanent")

        start_date = d.pop("startDate")

        def _parse_deactivated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deactivated_at = _parse_deactivated_at(d.pop("deactivatedAt"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        collection = cls(
            id=id,
            code=code,
            name=name,
            description=description,
            is_active=is_active,
            is_permanent=is_permanent,
            start_date=start_date,
            deactivated_at=deactivated_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return collection
