from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.from_recommendation_result_plantype import (
    FromRecommendationResultPlantype,
    check_from_recommendation_result_plantype,
)

T = TypeVar("T", bound="FromRecommendationResult")


@_attrs_define
class FromRecommendationResult:
    """SPEC POST /api/plans/from-recommendation: the item added, its plan, the plan type, and whether
    the plan was created for it. ``itemId`` is null when a RECOMMENDATION approval policy holds the
    line (202 with ``approvalRequested``): approving the request adds it.

        Attributes:
            item_id (None | str):
            plan_id (str):
            plan_type (FromRecommendationResultPlantype):
            was_created (bool):
    """

    item_id: None | str
    plan_id: str
    plan_type: FromRecommendationResultPlantype
    was_created: bool

    def to_dict(self) -> dict[str, Any]:
        item_id: None | str
        item_id = self.item_id

        plan_id = self.plan_id

        plan_type: str = self.plan_type

        was_created = self.was_created

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "itemId": item_id,
                "planId": plan_id,
                "planType": plan_type,
                "wasCreated": was_created,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_item_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        item_id = _parse_item_id(d.pop("itemId"))

        plan_id = d.pop("planId")

        plan_type = check_from_recommendation_result_plantype(d.pop("planType"))

        was_created = d.pop("wasCreated")

        from_recommendation_result = cls(
            item_id=item_id,
            plan_id=plan_id,
            plan_type=plan_type,
            was_created=was_created,
        )

        return from_recommendation_result
