from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.order_plan_item_status import OrderPlanItemStatus, check_order_plan_item_status

T = TypeVar("T", bound="OrderPlanItem")


@_attrs_define
class OrderPlanItem:
    """A line of GET /api/restock-order-plan/{id}/items (REFERENCE 4.4).

    Attributes:
        id (str):
        variant_id (str):
        size_id (str):
        shop_id (None | str):
        quantity (int):
        unit_cost (float | None):
        status (OrderPlanItemStatus):
    """

    id: str
    variant_id: str
    size_id: str
    shop_id: None | str
    quantity: int
    unit_cost: float | None
    status: OrderPlanItemStatus

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        variant_id = self.variant_id

        size_id = self.size_id

        shop_id: None | str
        shop_id = self.shop_id

        quantity = self.quantity

        unit_cost: float | None
        unit_cost = self.unit_cost

        status: str = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "variantId": variant_id,
                "sizeId": size_id,
                "shopId": shop_id,
                "quantity": quantity,
                "unitCost": unit_cost,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        quantity = d.pop("quantity")

        def _parse_unit_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        unit_cost = _parse_unit_cost(d.pop("unitCost"))

        status = check_order_plan_item_status(d.pop("status"))

        order_plan_item = cls(
            id=id,
            variant_id=variant_id,
            size_id=size_id,
            shop_id=shop_id,
            quantity=quantity,
            unit_cost=unit_cost,
            status=status,
        )

        return order_plan_item
