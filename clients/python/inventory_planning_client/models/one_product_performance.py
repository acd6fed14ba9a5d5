from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.product_performance import ProductPerformance


T = TypeVar("T", bound="OneProductPerformance")


@_attrs_define
class OneProductPerformance:
    """
    Attributes:
        success (bool):  Default: True.
        data (ProductPerformance): A product row of ``GET /api/products`` with its REFERENCE 1.3 KPIs over the
            ``period`` (sales from
            the lake's daily sales, stock from the latest stock snapshot). Money in the sales' currency (null
            when several currencies), units in pieces. Every KPI is a figure (docs/decisions/0024): null for a
            caller without analytics.view, over its shops only for a shop-scoped caller.
    """

    data: ProductPerformance
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_performance import ProductPerformance  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ProductPerformance.from_dict(d.pop("data"))

        one_product_performance = cls(
            success=success,
            data=data,
        )

        return one_product_performance
