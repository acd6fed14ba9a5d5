from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.file_ingestion_record import FileIngestionRecord


T = TypeVar("T", bound="OneFileIngestionRecord")


@_attrs_define
class OneFileIngestionRecord:
    """
    Attributes:
        success (bool):  Default: True.
        data (FileIngestionRecord): A file-ingestion record: the file, its status UPLOADED -> INGESTED | ERROR (or
            DELETED), the
            load's statistics and every rejection reason (``stats``), ``error`` when the file could not be
            loaded, and ``attempts`` (loads started; a reprocess adds one).
    """

    data: FileIngestionRecord
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
        from ..models.file_ingestion_record import FileIngestionRecord  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = FileIngestionRecord.from_dict(d.pop("data"))

        one_file_ingestion_record = cls(
            success=success,
            data=data,
        )

        return one_file_ingestion_record
