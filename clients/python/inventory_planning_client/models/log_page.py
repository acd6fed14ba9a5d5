from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.log_page_data_item import LogPageDataItem


T = TypeVar("T", bound="LogPage")


@_attrs_define
class LogPage:
    """``{success, data: [entry], page, pageSize, total, dropped, logLimit}``.

    Attributes:
        success (bool):  Default: True.
        data (list[LogPageDataItem]):
        page (int):
        page_size (int):
        total (int):
        dropped (int):
        log_limit (int):
    """

    data: list[LogPageDataItem]
    page: int
    page_size: int
    total: int
    dropped: int
    log_limit: int
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        page = self.page

        page_size = self.page_size

        total = self.total

        dropped = self.dropped

        log_limit = self.log_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
                "page": page,
                "pageSize": page_size,
                "total": total,
                "dropped": dropped,
                "logLimit": log_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_page_data_item import LogPageDataItem  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = LogPageDataItem.from_dict(data_item_data)

            data.append(data_item)

        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        dropped = d.pop("dropped")

        log_limit = d.pop("logLimit")

        log_page = cls(
            success=success,
            data=data,
            page=page,
            page_size=page_size,
            total=total,
            dropped=dropped,
            log_limit=log_limit,
        )

        return log_page
