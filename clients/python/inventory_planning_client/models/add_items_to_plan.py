from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.add_items_to_plan_items_item import AddItemsToPlanItemsItem


T = TypeVar("T", bound="AddItemsToPlan")


@_attrs_define
class AddItemsToPlan:
    """POST /api/data-platform/workflow-actions/add-items-to-plan (SPEC): ``{planType: "RESTOCK",
    organizationId, planId, items[1..500], workflowRunId?}``. Each item is checked on its own; a bad
    one is skipped and reported, never fails the whole request.

        Attributes:
            plan_type (Literal['RESTOCK']):
            organization_id (str):
            plan_id (str):
            items (list[AddItemsToPlanItemsItem]):
            workflow_run_id (None | str | Unset):
    """

    plan_type: Literal["RESTOCK"]
    organization_id: str
    plan_id: str
    items: list[AddItemsToPlanItemsItem]
    workflow_run_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        plan_type = self.plan_type

        organization_id = self.organization_id

        plan_id = self.plan_id

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        workflow_run_id: None | str | Unset
        if isinstance(self.workflow_run_id, Unset):
            workflow_run_id = UNSET
        else:
            workflow_run_id = self.workflow_run_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "planType": plan_type,
                "organizationId": organization_id,
                "planId": plan_id,
                "items": items,
            }
        )
        if workflow_run_id is not UNSET:
            field_dict["workflowRunId"] = workflow_run_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_items_to_plan_items_item import AddItemsToPlanItemsItem  # noqa: PLC0415

        d = dict(src_dict)
        plan_type = cast(Literal["RESTOCK"], d.pop("planType"))
        if plan_type != "RESTOCK":
            raise ValueError(f"planType must match const 'RESTOCK', got '{plan_type}'")

        organization_id = d.pop("organizationId")

        plan_id = d.pop("planId")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = AddItemsToPlanItemsItem.from_dict(items_item_data)

            items.append(items_item)

        def _parse_workflow_run_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        workflow_run_id = _parse_workflow_run_id(d.pop("workflowRunId", UNSET))

        add_items_to_plan = cls(
            plan_type=plan_type,
            organization_id=organization_id,
            plan_id=plan_id,
            items=items,
            workflow_run_id=workflow_run_id,
        )

        return add_items_to_plan
