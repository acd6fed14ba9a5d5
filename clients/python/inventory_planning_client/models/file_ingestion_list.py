from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.file_ingestion_record import FileIngestionRecord


T = TypeVar("T", bound="FileIngestionList")


@_attrs_define
class FileIngestionList:
    """``{success, data: [record], limit, offset, total}`` (REFERENCE 8.2).

    Attributes:
        success (bool):  Default: True.
        data (list[FileIngestionRecord]):
        limit (int):
        offset (int):
        total (int):
    """

    data: list[FileIngestionRecord]
    limit: int
    offset: int
    total: int
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        limit = self.limit

        offset = self.offset

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
                "limit": limit,
                "offset": offset,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.file_ingestion_record import FileIngestionRecord  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = FileIngestionRecord.from_dict(data_item_data)

            data.append(data_item)

        limit = d.pop("limit")

        offset = d.pop("offset")

        total = d.pop("total")

        file_ingestion_list = cls(
            success=success,
            data=data,
            limit=limit,
            offset=offset,
            total=total,
        )

        return file_ingestion_list
