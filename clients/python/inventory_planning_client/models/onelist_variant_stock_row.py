from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.variant_stock_row import VariantStockRow


T = TypeVar("T", bound="OnelistVariantStockRow")


@_attrs_define
class OnelistVariantStockRow:
    """
    Attributes:
        success (bool):  Default: True.
        data (list[VariantStockRow]):
    """

    data: list[VariantStockRow]
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

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
        from ..models.variant_stock_row import VariantStockRow  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = VariantStockRow.from_dict(data_item_data)

            data.append(data_item)

        onelist_variant_stock_row = cls(
            success=success,
            data=data,
        )

        return onelist_variant_stock_row
