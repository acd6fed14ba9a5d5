from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.order_plan_item import OrderPlanItem
    from ..models.totals import Totals


T = TypeVar("T", bound="OrderPlanItems")


@_attrs_define
class OrderPlanItems:
    """``{success, data, total, totals}``.

    Attributes:
        success (bool):  Default: True.
        data (list[OrderPlanItem]):
        total (int):
        totals (Totals): ``{quantity, value}``: pieces and currency.
    """

    data: list[OrderPlanItem]
    total: int
    totals: Totals
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        total = self.total

        totals = self.totals.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
                "total": total,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.order_plan_item import OrderPlanItem  # noqa: PLC0415
        from ..models.totals import Totals  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = OrderPlanItem.from_dict(data_item_data)

            data.append(data_item)

        total = d.pop("total")

        totals = Totals.from_dict(d.pop("totals"))

        order_plan_items = cls(
            success=success,
            data=data,
            total=total,
            totals=totals,
        )

        return order_plan_items
