from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlanningPeriod")


@_attrs_define
class PlanningPeriod:
    """SPEC "Planning period (BUDGET kind)": both dates included.

    Attributes:
        id (str):
        kind (Literal['BUDGET']):
        name (str):
        start_date (str): YYYY-MM-DD
        end_date (str): YYYY-MM-DD
        is_active (bool):
        created_at (str):
        updated_at (str):
    """

    id: str
    kind: Literal["BUDGET"]
    name: str
    start_date: str
    end_date: str
    is_active: bool
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        name = self.name

        start_date = self.start_date

        end_date = self.end_date

        is_active = self.is_active

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
                "startDate": start_date,
                "endDate": end_date,
                "isActive": is_active,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = cast(Literal["BUDGET"], d.pop("kind"))
        if kind != "BUDGET":
            raise ValueError(f"kind must match const 'BUDGET', got '{kind}'")

        name = d.pop("name")

        start_date = d.pop("startDate")

        end_date = d.pop("endDate")

        is_active = d.pop("isActive")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        planning_period = cls(
            id=id,
            kind=kind,
            name=name,
            start_date=start_date,
            end_date=end_date,
            is_active=is_active,
            created_at=created_at,
            updated_at=updated_at,
        )

        return planning_period
