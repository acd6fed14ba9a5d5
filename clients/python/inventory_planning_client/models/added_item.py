from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AddedItem")


@_attrs_define
class AddedItem:
    """``{itemId, planId, created}``: the line written; ``created`` false when an existing line of the
    same variant x size (x shop) was updated instead.

        Attributes:
            item_id (str):
            plan_id (str):
            created (bool):
            quantity (int):
            value (float):
    """

    item_id: str
    plan_id: str
    created: bool
    quantity: int
    value: float

    def to_dict(self) -> dict[str, Any]:
        item_id = self.item_id

        plan_id = self.plan_id

        created = self.created

        quantity = self.quantity

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "itemId": item_id,
                "planId": plan_id,
                "created": created,
                "quantity": quantity,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item_id = d.pop("itemId")

        plan_id = d.pop("planId")

        created = d.pop("created")

        quantity = d.pop("quantity")

        value = d.pop("value")

        added_item = cls(
            item_id=item_id,
            plan_id=plan_id,
            created=created,
            quantity=quantity,
            value=value,
        )

        return added_item
