from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanningPeriodCreate")


@_attrs_define
class PlanningPeriodCreate:
    """Body of POST /api/planning-periods: ``{name 1..255, startDate, endDate (YYYY-MM-DD), isActive?}``.

    The period is of kind BUDGET; ``endDate`` >= ``startDate`` (both days included); ``isActive``
    defaults to true.

        Attributes:
            name (str):
            start_date (datetime.date): YYYY-MM-DD, 1900-01-01..2999-12-31
            end_date (datetime.date): YYYY-MM-DD, 1900-01-01..2999-12-31
            is_active (bool | Unset):  Default: True.
    """

    name: str
    start_date: datetime.date
    end_date: datetime.date
    is_active: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        start_date = self.start_date.isoformat()

        end_date = self.end_date.isoformat()

        is_active = self.is_active

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "startDate": start_date,
                "endDate": end_date,
            }
        )
        if is_active is not UNSET:
            field_dict["isActive"] = is_active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        start_date = datetime.date.fromisoformat(d.pop("startDate"))

        end_date = datetime.date.fromisoformat(d.pop("endDate"))

        is_active = d.pop("isActive", UNSET)

        planning_period_create = cls(
            name=name,
            start_date=start_date,
            end_date=end_date,
            is_active=is_active,
        )

        return planning_period_create
