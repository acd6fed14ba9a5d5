from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.instance_plan_result_plantype import InstancePlanResultPlantype, check_instance_plan_result_plantype

if TYPE_CHECKING:
    from ..models.skipped_entity import SkippedEntity


T = TypeVar("T", bound="InstancePlanResult")


@_attrs_define
class InstancePlanResult:
    """The plan started from an instance: ``{planId, planType, wasCreated, itemIds, skipped}`` (a
    retried request answers the same plan, wasCreated false).

        Attributes:
            plan_id (str):
            plan_type (InstancePlanResultPlantype):
            was_created (bool):
            item_ids (list[str]):
            skipped (list[SkippedEntity]):
    """

    plan_id: str
    plan_type: InstancePlanResultPlantype
    was_created: bool
    item_ids: list[str]
    skipped: list[SkippedEntity]

    def to_dict(self) -> dict[str, Any]:
        plan_id = self.plan_id

        plan_type: str = self.plan_type

        was_created = self.was_created

        item_ids = self.item_ids

        skipped = []
        for skipped_item_data in self.skipped:
            skipped_item = skipped_item_data.to_dict()
            skipped.append(skipped_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "planId": plan_id,
                "planType": plan_type,
                "wasCreated": was_created,
                "itemIds": item_ids,
                "skipped": skipped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.skipped_entity import SkippedEntity  # noqa: PLC0415

        d = dict(src_dict)
        plan_id = d.pop("planId")

        plan_type = check_instance_plan_result_plantype(d.pop("planType"))

        was_created = d.pop("wasCreated")

        item_ids = cast(list[str], d.pop("itemIds"))

        skipped = []
        _skipped = d.pop("skipped")
        for skipped_item_data in _skipped:
            skipped_item = SkippedEntity.from_dict(skipped_item_data)

            skipped.append(skipped_item)

        instance_plan_result = cls(
            plan_id=plan_id,
            plan_type=plan_type,
            was_created=was_created,
            item_ids=item_ids,
            skipped=skipped,
        )

        return instance_plan_result
