from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.page_meta import PageMeta
    from ..models.stock_snapshot import StockSnapshot


T = TypeVar("T", bound="MetaPageOfStockSnapshot")


@_attrs_define
class MetaPageOfStockSnapshot:
    """
    Attributes:
        success (bool):  Default: True.
        data (list[StockSnapshot]):
        meta (PageMeta): ``{page, pageSize, total}``.
    """

    data: list[StockSnapshot]
    meta: PageMeta
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
                "meta": meta,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.page_meta import PageMeta  # noqa: PLC0415
        from ..models.stock_snapshot import StockSnapshot  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = StockSnapshot.from_dict(data_item_data)

            data.append(data_item)

        meta = PageMeta.from_dict(d.pop("meta"))

        meta_page_of_stock_snapshot = cls(
            success=success,
            data=data,
            meta=meta,
        )

        return meta_page_of_stock_snapshot
