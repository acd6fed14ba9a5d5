from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.plan_search_row_plantype import PlanSearchRowPlantype, check_plan_search_row_plantype
from ..models.plan_search_row_status import PlanSearchRowStatus, check_plan_search_row_status

T = TypeVar("T", bound="PlanSearchRow")


@_attrs_define
class PlanSearchRow:
    """A row of GET /api/plans/search.

    Attributes:
        id (str):
        code (str):
        name (str):
        plan_type (PlanSearchRowPlantype):
        status (PlanSearchRowStatus):
        updated_at (str):
    """

    id: str
    code: str
    name: str
    plan_type: PlanSearchRowPlantype
    status: PlanSearchRowStatus
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        name = self.name

        plan_type: str = self.plan_type

        status: str = self.status

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "planType": plan_type,
                "status": status,
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

        plan_type = check_plan_search_row_plantype(d.pop("planType"))

        status = check_plan_search_row_status(d.pop("status"))

        updated_at = d.pop("updatedAt")

        plan_search_row = cls(
            id=id,
            code=code,
            name=name,
            plan_type=plan_type,
            status=status,
            updated_at=updated_at,
        )

        return plan_search_row
